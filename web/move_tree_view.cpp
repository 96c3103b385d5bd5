// The game tree in the move list (see move_tree_view.h). Texts of the tree's moves are
// written once per tree change (every move's text needs its parent's position) and kept.
#include "move_tree_view.h"

#include <cstdint>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include "app.h"
#include "i18n.h"
#include "imgui.h"
#include "tree_text.h"

namespace xqweb {
namespace {

constexpr Words kNewVariation{{"新變著", "新变着", "New variation"}};
constexpr Words kReplaceRest{{"取代後續", "取代后续", "Replace the rest"}};
constexpr Words kBranchQuestion{{"這步不同於原來的下一步：", "这步不同于原来的下一步：",
                                 "This move differs from the line's next move:"}};
constexpr Words kRemember{{"記住我的選擇", "记住我的选择", "Remember my choice"}};
constexpr Words kComment{{"註解", "注解", "Comment"}};
constexpr Words kPromote{{"提升變著", "提升变着", "Promote"}};
constexpr Words kDelete{{"刪除此步及後續", "删除此步及后续", "Delete from here"}};
constexpr Words kNoMark{{"無", "无", "none"}};
constexpr Words kCommentAfter{{"著後", "着后", "after"}};
constexpr Words kCommentBefore{{"著前", "着前", "before"}};
constexpr Words kBeforeMoveShort{{"（著前）:", "（着前）:", "(before):"}};
constexpr Words kClockLeft{{"餘時", "余时", "clock"}};

// Each node's move as written ("3. 炮二平五", "3… 馬８進７" at a line's start), keyed by
// what changes them: the tree's moves and the game's rules (tree_fingerprint) and the notation;
// and their drawn widths, keyed by the font (a word laid out of view costs no text
// measure: see place_word).
struct TreeTexts {
  std::uint64_t key = 0;
  int notation = -1;
  std::vector<std::string> move;    // the move alone
  std::vector<std::string> number;  // "3." / "3…"
  const ImFont* font = nullptr;
  float font_size = 0;
  std::vector<float> move_w, number_w;  // CalcTextSize of move and number + " "
};
TreeTexts g_texts;

void measure(TreeTexts& tx) {
  if (tx.font == ImGui::GetFont() && tx.font_size == ImGui::GetFontSize() && tx.move_w.size() == tx.move.size()) return;
  tx.font = ImGui::GetFont();
  tx.font_size = ImGui::GetFontSize();
  tx.move_w.resize(tx.move.size());
  tx.number_w.resize(tx.move.size());
  for (std::size_t k = 0; k < tx.move.size(); ++k) {
    tx.move_w[k] = ImGui::CalcTextSize(tx.move[k].c_str()).x;
    tx.number_w[k] = ImGui::CalcTextSize((tx.number[k] + " ").c_str()).x;
  }
}

const TreeTexts& texts(App& app) {
  const xq::Game& g = app.game();
  const xq::record::GameTree& t = g.tree();
  const int notation = static_cast<int>(app.settings().notation) * 4 + static_cast<int>(lang());
  // Not keyed by the game's history: walking into another variation of a big record
  // rewrote every text (see tree_fingerprint).
  const std::uint64_t key = tree_fingerprint(g, false);
  if (g_texts.key == key && g_texts.notation == notation && g_texts.move.size() == t.size()) {
    measure(g_texts);
    return g_texts;
  }
  g_texts.key = key;
  g_texts.notation = notation;
  g_texts.move.assign(t.size(), {});
  g_texts.number.assign(t.size(), {});
  xq::notation::Notation n = app.settings().notation;
  if (n == xq::notation::Notation::Chinese && lang() == Lang::Hans) n = xq::notation::Notation::ChineseSimplified;
  g_texts.move_w.clear();
  xq::GameOrError start = xq::Game::create_like(g, g.start_fen(), g.options());
  if (!start.game) {
    measure(g_texts);
    return g_texts;
  }
  const xq::Position root = start.game->position();
  // Depth first with a stack of (node, position before its move): no recursion.
  std::vector<std::pair<int, xq::Position>> stack;
  for (auto it = t.node(0).children.rbegin(); it != t.node(0).children.rend(); ++it) stack.emplace_back(*it, root);
  while (!stack.empty()) {
    auto [id, pos] = std::move(stack.back());
    stack.pop_back();
    const xq::Move m = t.node(id).move;
    g_texts.move[static_cast<std::size_t>(id)] = xq::notation::format_move(pos, m, n);
    const xq::notation::MoveNumber mn = xq::notation::move_number(root, t.depth(id) - 1);
    g_texts.number[static_cast<std::size_t>(id)] =
        std::to_string(mn.number) + (mn.side == xq::Color::Black ? "…" : ".");
    xq::UndoInfo undo;
    pos.do_move(m, undo);
    const auto& kids = t.node(id).children;
    for (auto it = kids.rbegin(); it != kids.rend(); ++it) stack.emplace_back(*it, pos);
  }
  measure(g_texts);
  return g_texts;
}

// Where a word lies against the panel's view, once laid out.
enum class Seen { Visible, Near, Far };

// Lays out one word `w` wide (with its spacing) of a wrapped paragraph, on the same line
// when it fits. A word out of view is only a Dummy of its size: a big record's tree (the
// shared FiveGoatsTest.xqf: 32,124 moves, 348 variations) is tens of thousands of words,
// and building and listing each as a widget made every frame and every state dump cost
// hundreds of milliseconds (tests/e2e/big_tree.test.mjs prints the measure).
Seen place_word(float w, float left) {
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  ImGui::SameLine();
  if (ImGui::GetCursorScreenPos().x + w > right) {
    ImGui::NewLine();
    ImGui::SetCursorPosX(left);
  }
  const ImVec2 size(w - ImGui::GetStyle().ItemSpacing.x, ImGui::GetTextLineHeight());
  if (ImGui::IsRectVisible(size)) return Seen::Visible;
  // Near: within a few screens of the view. Such a word is still listed as a (clipped)
  // widget, so a test can scroll to it (tests/e2e/lib.mjs clickWidget).
  const float y = ImGui::GetCursorScreenPos().y, reach = 2000;
  const ImDrawList* dl = ImGui::GetWindowDrawList();
  const bool near = y > dl->GetClipRectMin().y - reach && y < dl->GetClipRectMax().y + reach;
  ImGui::Dummy(size);
  return near ? Seen::Near : Seen::Far;
}

void flow_text(const std::string& text, float left, const ImVec4& colour) {
  // Word by word so that a long comment wraps inside the paragraph.
  std::size_t at = 0;
  while (at < text.size()) {
    std::size_t end = text.find(' ', at);
    if (end == std::string::npos) end = text.size();
    const std::string word = text.substr(at, end - at);
    at = end + 1;
    if (word.empty()) continue;
    const float w = ImGui::CalcTextSize(word.c_str()).x;
    if (place_word(w + ImGui::GetStyle().ItemSpacing.x, left) == Seen::Visible)
      ImGui::TextColored(colour, "%s", word.c_str());
  }
}

const ImVec4 kCommentColour(0.2f, 0.35f, 0.2f, 1);

// A variation from `first` down its first children, with the alternatives to each of its
// later moves nested in parentheses (depth first, as PGN writes RAV).
void draw_line(App& app, const TreeTexts& tx, int first, int shown, float left) {
  const xq::record::GameTree& t = app.game().tree();
  flow_text("(", left, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  bool numbered = true;
  for (int id = first; id >= 0;) {
    const xq::record::Node& n = t.node(id);
    if (!n.comment_before.empty()) {
      flow_text(n.comment_before, left, kCommentColour);
      numbered = true;
    }
    const std::size_t ix = static_cast<std::size_t>(id);
    const char* mark = node_mark_text(app, id);
    const std::string& number = tx.number[ix];
    const bool with_number = numbered || (!number.empty() && number.back() == '.');  // Red's moves always
    numbered = false;
    const float width =
        tx.move_w[ix] + (with_number ? tx.number_w[ix] : 0) + (*mark ? ImGui::CalcTextSize(mark).x : 0);
    const Seen seen = place_word(width + ImGui::GetStyle().ItemSpacing.x, left);
    char widget[32];
    if (seen != Seen::Far) std::snprintf(widget, sizeof widget, "tree_move_%d", id);
    if (seen == Seen::Visible) {
      const std::string label = (with_number ? number + " " : std::string()) + tx.move[ix] + mark;
      char key[96];
      std::snprintf(key, sizeof key, "%s##n%d", label.c_str(), id);
      if (ImGui::Selectable(key, id == shown, 0, ImVec2(width, 0))) app.session().jump(id);
    }
    if (seen != Seen::Far) app.note_widget(widget);
    if (!n.comment.empty()) {
      flow_text(n.comment, left, kCommentColour);
      numbered = true;
    }
    if (n.children.empty()) break;
    const int next = n.children.front();
    for (std::size_t k = 1; k < n.children.size(); ++k) {
      draw_line(app, tx, n.children[k], shown, left);
      numbered = true;
    }
    id = next;
  }
  flow_text(")", left, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
}

}  // namespace

const char* node_mark_text(const App& app, int node) {
  if (node <= 0 || node >= static_cast<int>(app.game().tree().size())) return "";
  return xq::record::mark_text(app.game().tree().node(node).mark);
}

void draw_row_variations(App& app, int first_ply, int last_ply) {
  const xq::Game& g = app.game();
  const xq::record::GameTree& t = g.tree();
  const TreeTexts& tx = texts(app);
  const int shown = app.session().shown_node();
  bool any = false;
  const float left = ImGui::GetFontSize() * 1.5f;
  for (int ply = first_ply; ply <= last_ply; ++ply) {
    const int on_line = g.line_node(ply);
    if (on_line <= 0) continue;
    const xq::record::Node& n = t.node(on_line);
    const std::vector<int>& siblings = t.node(n.parent).children;
    const bool alternatives = siblings.size() > 1;
    if (!alternatives && n.comment.empty() && n.comment_before.empty()) continue;
    if (!any) {
      ImGui::SetCursorPosX(left);
      ImGui::Dummy(ImVec2(0, 0));
      any = true;
    }
    if (!n.comment.empty() || !n.comment_before.empty()) {
      // The comments before and after the row's move, then its alternatives.
      const std::string name =
          tx.number[static_cast<std::size_t>(on_line)] + " " + tx.move[static_cast<std::size_t>(on_line)];
      if (!n.comment_before.empty()) {
        flow_text(name + " " + tr(kBeforeMoveShort), left, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        flow_text(n.comment_before, left, kCommentColour);
      }
      if (!n.comment.empty()) {
        flow_text(name + ":", left, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        flow_text(n.comment, left, kCommentColour);
      }
    }
    for (int s : siblings)
      if (s != on_line) draw_line(app, tx, s, shown, left);
  }
}

void draw_node_editor(App& app) {
  Session& s = app.session();
  const int node = s.shown_node();
  if (node < 0) return;
  const xq::record::GameTree& t = app.game().tree();
  // The comment box keeps its own text while it is edited; another node (or the other
  // comment of the same move) fills it anew. A move has a comment after it and one before
  // it (PGN: what introduces a variation); the root's one comment is before the game.
  static int edited = -1;
  static bool edited_before = false;
  static std::size_t tree_size = 0;
  static char buffer[2048];
  static bool before = false;
  if (node == 0) before = false;
  if (edited != node || edited_before != before || tree_size != t.size()) {
    const xq::record::Node& n = t.node(node);
    std::snprintf(buffer, sizeof buffer, "%s", (before ? n.comment_before : n.comment).c_str());
    edited = node;
    edited_before = before;
    tree_size = t.size();
  }
  ImGui::TextUnformatted(tr(kComment));
  if (node > 0) {
    ImGui::SameLine();
    if (ImGui::RadioButton(tr(kCommentAfter), !before)) before = false;
    app.note_widget("comment_after");
    ImGui::SameLine();
    if (ImGui::RadioButton(tr(kCommentBefore), before)) before = true;
    app.note_widget("comment_before");
    const std::int64_t ms = t.node(node).clock_ms;
    if (ms >= 0) {
      char clock[32];
      const long long sec = ms / 1000;
      std::snprintf(clock, sizeof clock, "  %lld:%02lld:%02lld", sec / 3600, sec / 60 % 60, sec % 60);
      ImGui::SameLine();
      ImGui::TextDisabled("%s%s", tr(kClockLeft), clock);
    }
  }
  ImGui::SetNextItemWidth(-1);
  // One widget id per node and side: a box still active from another node (or another
  // game) is not this one, so its text is never written here.
  char box_id[48];
  std::snprintf(box_id, sizeof box_id, "##comment_%d_%d_%zu", node, before ? 1 : 0, t.size());
  if (ImGui::InputTextMultiline(box_id, buffer, sizeof buffer,
                                ImVec2(-1, ImGui::GetTextLineHeightWithSpacing() * 2.6f))) {
    if (before)
      s.set_comment_before(buffer);
    else
      s.set_comment(buffer);
  }
  app.note_widget("comment_box");
  if (node == 0) return;  // the root: a comment before the first move, no mark
  static const char* const kIds[] = {"mark_none", "mark_good", "mark_mistake", "mark_brilliant",
                                     "mark_blunder", "mark_interesting", "mark_dubious"};
  const xq::record::Mark current = t.node(node).mark;
  for (int k = 0; k < 7; ++k) {
    const auto m = static_cast<xq::record::Mark>(k);
    if (k) ImGui::SameLine();
    const bool on = current == m;
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    const std::string label = std::string(k ? xq::record::mark_text(m) : tr(kNoMark)) + "##" + kIds[k];
    if (ImGui::Button(label.c_str())) s.set_mark(m);
    if (on) ImGui::PopStyleColor();
    app.note_widget(kIds[k]);
  }
  const bool has_siblings = t.node(t.node(node).parent).children.size() > 1;
  const bool first = t.node(t.node(node).parent).children.front() == node;
  ImGui::BeginDisabled(!has_siblings || first);
  if (ImGui::Button(tr(kPromote))) s.promote_shown();
  ImGui::EndDisabled();
  app.note_widget("tree_promote", !has_siblings || first);
  ImGui::SameLine();
  if (ImGui::Button(tr(kDelete))) s.delete_shown();
  app.note_widget("tree_delete");
}

bool branch_dialog(App& app) {
  Session& s = app.session();
  static bool remember = false;
  if (s.branch_pending() && !ImGui::IsPopupOpen("branch_dialog")) ImGui::OpenPopup("branch_dialog");
  ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  if (!ImGui::BeginPopupModal("branch_dialog", nullptr,
                              ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove))
    return false;
  ImGui::TextUnformatted(tr(kBranchQuestion));
  ImGui::Separator();
  const float h = std::max(ImGui::GetFrameHeight(), 44.0f);
  bool close = !s.branch_pending();
  if (ImGui::Button(tr(kNewVariation), ImVec2(0, h))) {
    s.answer_branch(xq::Branch::NewVariation, remember);
    close = true;
  }
  app.note_widget("branch_variation");
  ImGui::SameLine();
  if (ImGui::Button(tr(kReplaceRest), ImVec2(0, h))) {
    s.answer_branch(xq::Branch::Replace, remember);
    close = true;
  }
  app.note_widget("branch_replace");
  ImGui::Checkbox(tr(kRemember), &remember);
  app.note_widget("branch_remember");
  if (ImGui::Button(tr(Str::Cancel))) {
    s.cancel_branch();
    close = true;
  }
  app.note_widget("branch_cancel");
  if (close) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
  return true;
}

}  // namespace xqweb
