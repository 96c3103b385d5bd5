// Hint and evaluation views: the panel row (button, toggle, score bar) and the hint
// arrow on the board. Strings are kept here, in the three UI languages (i18n.h's lang()).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "app.h"
#include "hint.h"
#include "i18n.h"
#include "style.h"

namespace xqweb {
namespace {

enum class HintStr { Hint, Evaluation, Thinking, MateIn, MatedIn, Pawns, NoMove, Count };

// Rows: 繁體, 简体, English.
constexpr Words kHintStrings[static_cast<int>(HintStr::Count)] = {
    {{"提示", "提示", "Hint"}},
    {{"局面評估", "局面评估", "Evaluation"}},
    {{"計算中…", "计算中…", "Thinking…"}},
    {{"%d 步殺", "%d 步杀", "mate in %d"}},
    {{"%d 步被殺", "%d 步被杀", "mated in %d"}},
    {{"兵", "兵", "pawns"}},
    {{"無著可走", "无着可走", "no move"}},
};

const char* ht(HintStr s) {
  return tr(kHintStrings[static_cast<int>(s)]);
}

// "+0.8" (pawns of 100 cp, the side to move's view) or "mate in 3".
std::string score_text(const Analysis& a) {
  char buf[64];
  if (a.mate > 0)
    std::snprintf(buf, sizeof buf, ht(HintStr::MateIn), a.mate);
  else if (a.mate < 0)
    std::snprintf(buf, sizeof buf, ht(HintStr::MatedIn), -a.mate);
  else
    std::snprintf(buf, sizeof buf, "%+.1f", a.score / 100.0);
  return buf;
}

bool hint_button(App& app, const char* id, const char* label, float width) {
  ImGui::PushID(id);
  const bool pressed = ImGui::Button(label, ImVec2(width, 0));
  app.note_widget(id);
  ImGui::PopID();
  return pressed;
}

}  // namespace

void hint_panel(App& app, float avail) {
  Hint& h = hint();
  const xq::Game& game = app.game();
  const bool live = app.view_ply() < 0;
  const float w = (avail - ImGui::GetStyle().ItemSpacing.x) / 2;
  ImGui::BeginDisabled(!live || app.over());
  if (hint_button(app, "hint", ht(HintStr::Hint), w)) h.request_hint(game);
  ImGui::EndDisabled();
  ImGui::SameLine();
  bool shown = h.eval_shown();
  ImGui::PushID("eval_toggle");
  if (ImGui::Checkbox(ht(HintStr::Evaluation), &shown)) app.set_eval_shown(shown);
  app.note_widget("eval_toggle");
  ImGui::PopID();

  // One line of fixed height below the row, whatever it holds (thinking, an error, the
  // score and its bar, or nothing), so the buttons below never move.
  ImGui::BeginChild("hint_line", ImVec2(avail, ImGui::GetTextLineHeightWithSpacing()), false,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  const Analysis* a = live ? h.answer_for(game) : nullptr;
  if (h.busy() && !a && (h.eval_shown() || h.hint_wanted_for(game))) {
    ImGui::TextColored(ink(ImVec4(0.1f, 0.3f, 0.8f, 1)), "%s", ht(HintStr::Thinking));
  } else if (a && !a->error.empty()) {
    ImGui::TextColored(ink(ImVec4(0.75f, 0.1f, 0.0f, 1)), "%s", a->error.c_str());
  } else if (a && h.hint_wanted_for(game) && !h.eval_shown()) {
    // The hint alone: its move in the panel's notation is on the board as an arrow.
    if (a->best.is_none()) ImGui::TextUnformatted(ht(HintStr::NoMove));
  }
  if (h.eval_shown() && a && a->error.empty()) {
    const bool red = game.side_to_move() == xq::Color::Red;
    const std::string text = score_text(*a);
    ImGui::TextColored(ink(red ? ImVec4(0.75f, 0.08f, 0.08f, 1) : ImVec4(0.1f, 0.1f, 0.1f, 1)), "%s %s (%s)",
                       ht(HintStr::Evaluation), text.c_str(), tr(red ? Str::Red : Str::Black));
    app.note_widget("eval_text");
    ImGui::SameLine();
    // Bar: the side to move's share, 0.5 = level; a mate fills it.
    const double share = a->mate ? (a->mate > 0 ? 1.0 : 0.0) : 0.5 + 0.5 * std::tanh(a->score / 400.0);
    const float bar_h = ImGui::GetTextLineHeight() * 0.6f;
    const ImVec2 c = ImGui::GetCursorScreenPos();
    const ImVec2 p(c.x, c.y + (ImGui::GetTextLineHeight() - bar_h) * 0.5f);
    const float bar_w = std::max(ImGui::GetContentRegionAvail().x, 20.0f);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImU32 mover = red ? IM_COL32(190, 30, 30, 255) : IM_COL32(30, 30, 30, 255);
    const ImU32 other = red ? IM_COL32(30, 30, 30, 255) : IM_COL32(190, 30, 30, 255);
    const float split = p.x + static_cast<float>(bar_w * share);
    dl->AddRectFilled(p, ImVec2(split, p.y + bar_h), mover);
    dl->AddRectFilled(ImVec2(split, p.y), ImVec2(p.x + bar_w, p.y + bar_h), other);
    ImGui::Dummy(ImVec2(bar_w, ImGui::GetTextLineHeight()));
    app.note_widget("eval_bar");
  }
  ImGui::EndChild();
}

void draw_hint_arrow(ImDrawList* dl, const BoardLayout& board, const xq::Game& shown) {
  const Hint& h = hint();
  const Analysis* a = h.answer_for(shown);
  if (!a || !h.hint_wanted_for(shown) || a->best.is_none() || a->best.type() == xq::MoveType::FlagOnly) return;
  const xq::Geometry& g = shown.position().geometry();
  const ImU32 col = IM_COL32(20, 140, 60, 200);
  const float thick = board.cell * 0.13f;
  auto arrow = [&](xq::Square from, xq::Square to) {
    const ImVec2 a0 = board.point(g.file_of[from], g.rank_of[from]);
    const ImVec2 b0 = board.point(g.file_of[to], g.rank_of[to]);
    const float dx = b0.x - a0.x, dy = b0.y - a0.y, len = std::sqrt(dx * dx + dy * dy);
    if (len < 1) return;
    const float ux = dx / len, uy = dy / len, head = board.cell * 0.38f;
    const ImVec2 tip(b0.x - ux * board.cell * 0.12f, b0.y - uy * board.cell * 0.12f);
    const ImVec2 base(tip.x - ux * head, tip.y - uy * head);
    dl->AddLine(ImVec2(a0.x + ux * board.cell * 0.2f, a0.y + uy * board.cell * 0.2f), base, col, thick);
    dl->AddTriangleFilled(tip, ImVec2(base.x - uy * head * 0.55f, base.y + ux * head * 0.55f),
                          ImVec2(base.x + uy * head * 0.55f, base.y - ux * head * 0.55f), col);
  };
  if (a->best.is_drop() || (a->best.is_reveal() && !a->best.is_swap_reveal())) {  // a piece appears, or turns face-up, on the point
    const ImVec2 c = board.point(g.file_of[a->best.to()], g.rank_of[a->best.to()]);
    dl->AddCircle(c, board.piece_radius() * 1.05f, col, 32, thick);
    return;
  }
  arrow(a->best.from(), a->best.to());
  if (a->best.is_double()) arrow(a->best.from2(), a->best.to2());
}

}  // namespace xqweb
