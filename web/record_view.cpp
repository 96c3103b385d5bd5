// Record view (see record_view.h).
#include "record_view.h"

#include <cstdio>

#include "app.h"
#include "i18n.h"
#include "imgui.h"
#include "style.h"

namespace xqweb {
namespace {

// The repetition patterns by name, in the three languages (the core names them in
// traditional Chinese and English; the simplified forms and the font subset need them
// written here).
Words kind_words(xq::RepetitionKind k) {
  using K = xq::RepetitionKind;
  switch (k) {
    case K::None:
    case K::Allowed: return {{"不變作和", "不变作和", "repetition"}};
    case K::OneThreatOneIdle: return {{"一打一閒", "一打一闲", "one threat, one idle move"}};
    case K::CounterCheck: return {{"解將還將", "解将还将", "check answered by check"}};
    case K::CounterAttack: return {{"兩打一還打", "两打一还打", "threat answering a threat"}};
    case K::BothForbidden: return {{"雙方犯禁", "双方犯禁", "forbidden moves by both sides"}};
    case K::PerpetualCheck: return {{"長將", "长将", "perpetual check"}};
    case K::PerpetualChase: return {{"長捉", "长捉", "perpetual chase"}};
    case K::SplitChase: return {{"一子分捉二子", "一子分捉二子", "one piece chasing two"}};
    case K::PerpetualMateThreat: return {{"長殺", "长杀", "perpetual mate threat"}};
    case K::CheckChase: return {{"一將一捉", "一将一捉", "check and chase"}};
    case K::CheckMateThreat: return {{"一將一殺", "一将一杀", "check and mate threat"}};
    case K::MateThreatChase: return {{"一殺一捉", "一杀一捉", "mate threat and chase"}};
    case K::PerpetualThreat: return {{"連續直接威脅", "连续直接威胁", "perpetual direct threats"}};
    case K::PerpetualWinThreat: return {{"長要抽吃子", "长要抽吃子", "perpetual threat to win material by check"}};
    case K::CheckWinThreat: return {{"一將一要抽吃子", "一将一要抽吃子", "check and threat to win material by check"}};
    case K::MateThreatWinThreat:
      return {{"一殺一要抽吃子", "一杀一要抽吃子", "mate threat and threat to win material by check"}};
    case K::ChaseWinThreat: return {{"一捉一要抽吃子", "一捉一要抽吃子", "chase and threat to win material by check"}};
    case K::FlagRingChecks: return {{"解將旗下的將", "解将旗下的将", "checks with the flag ring on"}};
  }
  return {{"不變作和", "不变作和", "repetition"}};
}

std::string format(const char* pattern, const std::string& a) {
  char buf[256];
  std::snprintf(buf, sizeof buf, pattern, a.c_str());
  return buf;
}

const xq::notation::PgnTag* find_tag(const App& app, const char* name) {
  for (const xq::notation::PgnTag& t : app.game_tags())
    if (t.name == name && !t.value.empty()) return &t;
  return nullptr;
}

// "紅勝" / "Red won" for a recorded outcome.
const char* won_words(xq::Outcome o) {
  static constexpr Words kRed{{"紅勝", "红胜", "Red won"}}, kBlack{{"黑勝", "黑胜", "Black won"}},
      kDraw{{"和棋", "和棋", "drawn"}}, kNone{{"未完", "未完", "unfinished"}};
  return tr(o == xq::Outcome::RedWins ? kRed : o == xq::Outcome::BlackWins ? kBlack : o == xq::Outcome::Draw ? kDraw : kNone);
}

}  // namespace

std::string note_text(const xq::ArbiterNote& note, const xq::Game& game) {
  using R = xq::ResultReason;
  const bool times3 = game.options().repetition_count == 3;
  switch (note.reason) {
    case R::Repetition: {
      static constexpr Words kPlain{{"此處三次重複：不變作和", "此处三次重复：不变作和",
                                     "threefold repetition here: draw if neither side deviates"}};
      static constexpr Words kNamed{{"此處三次重複（%s）：不變作和", "此处三次重复（%s）：不变作和",
                                     "threefold repetition here (%s): draw if neither side deviates"}};
      if (!times3) return lang() == Lang::En ? note.text : tr(kPlain);
      if (note.repetition == xq::RepetitionKind::Allowed) return tr(kPlain);
      return format(tr(kNamed), tr(kind_words(note.repetition)));
    }
    case R::ForbiddenRepetition: {
      // The side that keeps the forbidden pattern going loses: the other side "wins".
      const bool red_offends = note.outcome == xq::Outcome::BlackWins;
      static constexpr Words kRed{{"此處三次重複（%s）：紅方不變判負", "此处三次重复（%s）：红方不变判负",
                                   "threefold repetition here (%s): Red loses unless it deviates"}};
      static constexpr Words kBlack{{"此處三次重複（%s）：黑方不變判負", "此处三次重复（%s）：黑方不变判负",
                                     "threefold repetition here (%s): Black loses unless it deviates"}};
      return format(tr(red_offends ? kRed : kBlack), tr(kind_words(note.repetition)));
    }
    case R::NaturalLimit: {
      static constexpr Words kLimit{{"此處已%s回合未吃子：自然限著作和", "此处已%s回合未吃子：自然限着作和",
                                     "%s moves without a capture here: the natural limit would draw"}};
      return format(tr(kLimit), std::to_string(game.options().natural_limit_moves));
    }
    case R::InsufficientMaterial: {
      static constexpr Words kDead{{"此處雙方均無取勝可能：作和", "此处双方均无取胜可能：作和",
                                    "neither side can win from here: a draw"}};
      return tr(kDead);
    }
    default: break;
  }
  return note.text;
}

std::string record_header(const App& app) {
  static constexpr Words kRedSide{{"紅方", "红方", "Red"}}, kBlackSide{{"黑方", "黑方", "Black"}},
      kVs{{" 對 ", " 对 ", " vs "}}, kResult{{"記錄結果：", "记录结果：", "Recorded result: "}};
  std::string out;
  const auto* red = find_tag(app, "Red");
  const auto* black = find_tag(app, "Black");
  if (red || black) {
    out += std::string(tr(kRedSide)) + " " + (red ? red->value : "?") + tr(kVs) + tr(kBlackSide) + " " +
           (black ? black->value : "?");
  }
  std::string where;
  for (const char* name : {"Event", "Round", "Date", "Site"})
    if (const auto* t = find_tag(app, name)) where += (where.empty() ? "" : " · ") + t->value;
  if (!where.empty()) out += (out.empty() ? "" : "\n") + where;
  const xq::Game& g = app.game();
  if (g.record_finished()) out += (out.empty() ? "" : "\n") + std::string(tr(kResult)) + won_words(g.recorded_outcome());
  return out;
}

std::string record_caption(const App& app) {
  static constexpr Words kVs{{" 對 ", " 对 ", " vs "}};
  std::string out;
  const auto* red = find_tag(app, "Red");
  const auto* black = find_tag(app, "Black");
  if (red || black) out = (red ? red->value : "?") + tr(kVs) + (black ? black->value : "?");
  if (app.game().record_finished()) out += (out.empty() ? "" : " · ") + std::string(won_words(app.game().recorded_outcome()));
  return out;
}

void draw_record_header(App& app) {
  const std::string h = record_header(app);
  if (h.empty()) return;
  ImGui::PushStyleColor(ImGuiCol_Text, ink(ImVec4(0.25f, 0.2f, 0.1f, 1)));
  ImGui::TextWrapped("%s", h.c_str());
  ImGui::PopStyleColor();
  app.note_widget("record_header");
}

}  // namespace xqweb
