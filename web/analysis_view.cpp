// The analysis board's views: the panel row (Analyse / Stop, progress, the engine's lines
// for the shown position), the evaluation graph, the marks of the move list and the state
// dump. Strings are kept here in the three UI languages (i18n.h's lang()). See analysis.h.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "analysis.h"
#include "app.h"
#include "core/notation/iccs.h"
#include "core/notation/movetext.h"
#include "core/search/search.h"
#include "i18n.h"
#include "imgui.h"
#include "panels.h"
#include "style.h"

namespace xqweb {
namespace {

enum class AStr { Analyse, Stop, Analysing, Lines, Better, Over, NoHidden, Count };

// Rows: 繁體, 简体, English.
constexpr Words kAnalysisStrings[static_cast<int>(AStr::Count)] = {
    {{"分析全局", "分析全局", "Analyse"}},
    {{"停止", "停止", "Stop"}},
    {{"分析中 %d/%d", "分析中 %d/%d", "Analysing %d/%d"}},
    {{"引擎推薦", "引擎推荐", "Engine lines"}},
    {{"較佳：", "较佳：", "better: "}},
    {{"對局已結束", "对局已结束", "game over"}},
    {{"暗子未揭：終局後才能分析", "暗子未揭：终局后才能分析",
      "Face-down pieces: analyse once the game is over"}},
};

const char* at(AStr s) {
  return tr(kAnalysisStrings[static_cast<int>(s)]);
}

xq::notation::Notation notation_of(const App& app) {
  xq::notation::Notation n = app.settings().notation;
  if (n == xq::notation::Notation::Chinese && lang() == Lang::Hans)
    n = xq::notation::Notation::ChineseSimplified;
  return n;
}

// "+0.8" (pawns, Red's view) or "#3" / "#-3" (mate in full moves; negative: Red is mated).
std::string red_score_text(int score, xq::Color side) {
  const int red = side == xq::Color::Red ? score : -score;
  char buf[32];
  if (xq::is_mate_score(red))
    std::snprintf(buf, sizeof buf, "#%d", xq::mate_in_moves(red));
  else if (std::abs(red) < 5)  // rounds to nought: no "-0.0"
    std::snprintf(buf, sizeof buf, "0.0");
  else
    std::snprintf(buf, sizeof buf, "%+.1f", red / 100.0);
  return buf;
}

// A line's first moves in the panel's notation, each from the position before it.
std::string line_text(const App& app, const xq::Game& from, const std::vector<xq::Move>& pv, int max_moves) {
  xq::Position pos = from.position();
  std::string out;
  const xq::notation::Notation n = notation_of(app);
  for (int i = 0; i < static_cast<int>(pv.size()) && i < max_moves; ++i) {
    out += (out.empty() ? "" : " ") + xq::notation::format_move(pos, pv[static_cast<std::size_t>(i)], n);
    xq::UndoInfo undo;
    pos.do_move(pv[static_cast<std::size_t>(i)], undo);
  }
  return out;
}

ImVec4 mark_colour(xq::MoveMark m) {
  switch (m) {
    case xq::MoveMark::Blunder:
      return ImVec4(0.80f, 0.08f, 0.08f, 1);
    case xq::MoveMark::Mistake:
      return ImVec4(0.85f, 0.42f, 0.0f, 1);
    case xq::MoveMark::Inaccuracy:
      return ImVec4(0.1f, 0.45f, 0.75f, 1);
    case xq::MoveMark::None:
      break;
  }
  return ImVec4(0, 0, 0, 1);
}

const char* mark_id(xq::MoveMark m) {
  switch (m) {
    case xq::MoveMark::Blunder:
      return "blunder";
    case xq::MoveMark::Mistake:
      return "mistake";
    case xq::MoveMark::Inaccuracy:
      return "inaccuracy";
    case xq::MoveMark::None:
      break;
  }
  return "";
}

// The better move of ply's judgement in the panel's notation ("" for none).
std::string better_text(const App& app, int ply) {
  const GameAnalysis& a = analysis();
  const MoveJudgement j = a.judge(ply);
  if (j.mark == xq::MoveMark::None || j.better.is_none()) return {};
  const PositionEval* before = a.eval_at(ply - 1);
  if (!before) return {};
  // The position before the move: the game's own (the analysed line is the game's).
  const xq::Game& g = app.game();
  xq::GameOrError made = xq::Game::create_like(g, g.start_fen(), g.options());
  if (!made.game) return {};
  for (int i = 0; i < ply - 1; ++i) made.game->play(g.history()[static_cast<std::size_t>(i)]);
  return line_text(app, *made.game, {j.better}, 1);
}

}  // namespace

void analysis_button(App& app, float width) {
  const GameAnalysis& a = analysis();
  const xq::Game& game = app.game();
  if (a.running()) {
    if (panel_button(app, "analyse_stop", at(AStr::Stop), width, true)) app.toggle_analysis();
    return;
  }
  const bool secret = game.has_secrets() && !app.over();
  if (panel_button(app, "analyse", at(AStr::Analyse), width, game.ply() > 0 && !secret))
    app.toggle_analysis();
  if (secret) ImGui::TextDisabled("%s", at(AStr::NoHidden));
}

void analysis_panel(App& app, float avail) {
  const GameAnalysis& a = analysis();
  if (a.running()) {
    char label[64];
    std::snprintf(label, sizeof label, at(AStr::Analysing), a.done(), a.total());
    ImGui::ProgressBar(a.total() ? static_cast<float>(a.done()) / a.total() : 0.0f, ImVec2(avail, 0), label);
    app.note_widget("analysis_progress");
  }
  if (!a.active()) return;
  // The engine's lines for the position shown.
  const xq::Game& shown = app.shown();
  const PositionEval* e = a.eval_of(shown);
  ImGui::TextDisabled("%s", at(AStr::Lines));
  if (!e) return;
  if (!e->error.empty()) {
    ImGui::TextColored(ink(ImVec4(0.75f, 0.1f, 0.0f, 1)), "%s", e->error.c_str());
    return;
  }
  if (e->over_score) {
    ImGui::TextUnformatted(at(AStr::Over));
    return;
  }
  for (std::size_t i = 0; i < e->lines.size(); ++i) {
    const EngineLine& l = e->lines[i];
    const std::string text =
        red_score_text(l.score, shown.side_to_move()) + "  " + line_text(app, shown, l.pv, 6);
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopTextWrapPos();
    char id[32];
    std::snprintf(id, sizeof id, "analysis_line_%zu", i + 1);
    app.note_widget(id);
  }
}

void analysis_graph(App& app, float width, float height) {
  const GameAnalysis& a = analysis();
  const ImVec2 p0 = ImGui::GetCursorScreenPos();
  ImGui::InvisibleButton("analysis_graph", ImVec2(width, height));
  app.note_widget("analysis_graph");
  const bool clicked = ImGui::IsItemClicked(ImGuiMouseButton_Left);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 p1(p0.x + width, p0.y + height);
  dl->AddRectFilled(p0, p1, IM_COL32(250, 246, 236, 255));
  dl->AddRect(p0, p1, IM_COL32(150, 130, 100, 255));
  const int n = a.plies();
  if (n < 0) return;
  const float mid = (p0.y + p1.y) * 0.5f;
  const float inner = height * 0.5f - 3;
  auto x_of = [&](int ply) { return p0.x + 4 + (width - 8) * (n ? static_cast<float>(ply) / n : 0.5f); };
  auto y_of = [&](int cp) { return mid - inner * static_cast<float>(cp) / GameAnalysis::kGraphClampCp; };
  // Red's advantage filled red above the middle, Black's dark below, ply by ply (the
  // quads meet edge to edge: no anti-aliased seam between them).
  const ImDrawListFlags flags = dl->Flags;
  dl->Flags &= ~ImDrawListFlags_AntiAliasedFill;
  for (int ply = 0; ply + 1 <= n; ++ply) {
    const auto s0 = a.red_score_at(ply), s1 = a.red_score_at(ply + 1);
    if (!s0 || !s1) continue;
    const ImVec2 a0(x_of(ply), y_of(*s0)), a1(x_of(ply + 1), y_of(*s1));
    const ImU32 red = IM_COL32(200, 60, 50, 90), black = IM_COL32(40, 40, 40, 80);
    if ((*s0 >= 0) == (*s1 >= 0)) {
      dl->AddQuadFilled(ImVec2(a0.x, mid), a0, a1, ImVec2(a1.x, mid), *s0 + *s1 >= 0 ? red : black);
    } else {  // the line crosses the middle: a triangle on each side
      const float t = static_cast<float>(*s0) / static_cast<float>(*s0 - *s1);
      const ImVec2 cross(a0.x + (a1.x - a0.x) * t, mid);
      dl->AddTriangleFilled(ImVec2(a0.x, mid), a0, cross, *s0 >= 0 ? red : black);
      dl->AddTriangleFilled(cross, a1, ImVec2(a1.x, mid), *s1 >= 0 ? red : black);
    }
  }
  dl->Flags = flags;
  for (int ply = 0; ply + 1 <= n; ++ply) {
    const auto s0 = a.red_score_at(ply), s1 = a.red_score_at(ply + 1);
    if (s0 && s1)
      dl->AddLine(ImVec2(x_of(ply), y_of(*s0)), ImVec2(x_of(ply + 1), y_of(*s1)), IM_COL32(120, 40, 30, 255),
                  2.0f);
  }
  dl->AddLine(ImVec2(p0.x, mid), ImVec2(p1.x, mid), IM_COL32(150, 130, 100, 160));
  // The marked moves as dots in their colour.
  for (int ply = 1; ply <= n; ++ply) {
    const MoveJudgement j = a.judge(ply);
    const auto s = a.red_score_at(ply);
    if (j.mark == xq::MoveMark::None || !s) continue;
    dl->AddCircleFilled(ImVec2(x_of(ply), y_of(*s)), 4.0f, ImGui::GetColorU32(mark_colour(j.mark)));
  }
  // The shown ply.
  const int shown = app.view_ply() >= 0 ? app.view_ply() : app.game().ply();
  if (shown <= n)
    dl->AddLine(ImVec2(x_of(shown), p0.y), ImVec2(x_of(shown), p1.y), IM_COL32(20, 110, 200, 255), 2.0f);
  if (clicked && n > 0 && a.matches(app.game())) {
    const float mx = ImGui::GetIO().MousePos.x;
    const int ply = std::clamp(static_cast<int>(std::lround((mx - p0.x - 4) / (width - 8) * n)), 0, n);
    app.view(ply == app.game().ply() ? -1 : ply);
  }
}

const char* analysis_mark_text(const App& app, int ply) {
  const GameAnalysis& a = analysis();
  if (!a.active() || ply > a.plies() || !a.matches(app.game())) return "";
  return xq::mark_glyph(a.judge(ply).mark).data();
}

ImVec4 analysis_mark_colour(const char* glyph) {
  const std::string g = glyph;
  return mark_colour(g == "??"  ? xq::MoveMark::Blunder
                     : g == "?" ? xq::MoveMark::Mistake
                                : xq::MoveMark::Inaccuracy);
}

void analysis_row_notes(App& app, int first_ply, int last_ply) {
  const GameAnalysis& a = analysis();
  if (!a.active() || !a.matches(app.game())) return;
  const std::vector<std::string>& texts = app.move_texts();
  const std::vector<xq::notation::MoveNumber>& numbers = app.move_numbers();
  for (int ply = first_ply; ply <= last_ply && ply <= a.plies(); ++ply) {
    const MoveJudgement j = a.judge(ply);
    if (j.mark == xq::MoveMark::None) continue;
    if (ply - 1 >= static_cast<int>(texts.size())) break;
    const xq::notation::MoveNumber& mn = numbers[static_cast<std::size_t>(ply - 1)];
    const std::string line = std::to_string(mn.number) + (mn.side == xq::Color::Black ? "… " : ". ") +
                             texts[static_cast<std::size_t>(ply - 1)] + std::string(xq::mark_glyph(j.mark)) +
                             " — " + at(AStr::Better) + better_text(app, ply);
    ImGui::PushStyleColor(ImGuiCol_Text, mark_colour(j.mark));
    ImGui::TextWrapped("%s", line.c_str());
    ImGui::PopStyleColor();
    char wid[40];
    std::snprintf(wid, sizeof wid, "analysis_note_%d", ply);
    app.note_widget(wid);
  }
}

void GameAnalysis::write_json(Json& j, const App& app) const {
  j.begin_object();
  j.key("active").boolean(active_);
  j.key("running").boolean(running_);
  j.key("done").num(done_);
  j.key("total").num(total());
  j.key("pass_ms").num(pass_ms_);
  j.key("plies").begin_array();
  for (int ply = 0; ply <= plies(); ++ply) {
    j.begin_object();
    j.key("ply").num(ply);
    const auto s = red_score_at(ply);
    j.key("known").boolean(s.has_value());
    j.key("red_score").num(s ? *s : 0);
    if (ply > 0) {
      const MoveJudgement mj = judge(ply);
      j.key("mark").str(mark_id(mj.mark));
      j.key("glyph").str(std::string(xq::mark_glyph(mj.mark)));
      j.key("better").str(mj.better.is_none() || !matches(app.game()) ? "" : better_text(app, ply));
      j.key("better_iccs")
          .str(mj.better.is_none() ? "" : xq::format_iccs(mj.better, app.game().position().geometry()));
    }
    j.end_object();
  }
  j.end_array();
  // The shown position's lines, as the panel writes them.
  const xq::Game& shown = app.shown();
  const PositionEval* e = eval_of(shown);
  j.key("lines").begin_array();
  if (e)
    for (const EngineLine& l : e->lines) {
      j.begin_object();
      j.key("score").num(l.score);
      j.key("text").str(red_score_text(l.score, shown.side_to_move()) + "  " +
                        line_text(app, shown, l.pv, 6));
      j.key("first").str(xq::format_iccs(l.pv[0], shown.position().geometry()));
      j.end_object();
    }
  j.end_array();
  j.key("error").str(e ? e->error : std::string());
  j.end_object();
}

}  // namespace xqweb
