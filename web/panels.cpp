// The ImGui panels; see panels.h. Every widget that a test may click is recorded with
// App::note_widget so the bridge can report where it is. Nothing that comes and goes
// (status messages, "thinking", the first-visit hint) changes the height of what is above
// a control: the status area has a fixed height, so the buttons never move under a finger.
#include "panels.h"

#include <algorithm>
#include <cstdio>
#include <string>

#include "analysis.h"
#include "app.h"
#include "arrange_view.h"
#include "browser.h"
#include "clock_view.h"
#include "confirm_dialog.h"
#include "cover_screen.h"
#include "promotion_picker.h"
#include "look_settings.h"
#include "draw_offer.h"
#include "move_limit_view.h"
#include "fonts.h"
#include "hint.h"
#include "browser_io.h"
#include "i18n.h"
#include "icons.h"
#include "import_export.h"
#include "move_tree_view.h"
#include "new_game_dialog.h"
#include "position_editor.h"
#include "panel_keys.h"
#include "rules_card.h"
#include "sheets.h"
#include "record_view.h"
#include "style.h"
#include "touch_scroll.h"
#include "variant_panel.h"

namespace xqweb {
namespace {

char g_fen_buffer[256] = "";

// The panel's own words (繁, 简, English).
constexpr Words kFirstHint{{"點一個棋子，再點一個落點；紅方先走", "点一个棋子，再点一个落点；红方先走",
                            "Click a piece, then a point; Red moves first"}};
constexpr Words kGotIt{{"知道了", "知道了", "Got it"}};

// A button that is drawn disabled (and does nothing) when it cannot act now.
bool button(App& app, const char* id, const char* label, float width = 0, bool enabled = true) {
  ImGui::PushID(id);
  ImGui::BeginDisabled(!enabled);
  const bool pressed = ImGui::Button(label, ImVec2(width, 0));
  ImGui::EndDisabled();
  app.note_widget(id, !enabled);
  ImGui::PopID();
  return pressed && enabled;
}

bool esc_pressed() {
  return ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false);
}

// A fixed-height area: line 1 the side to move or the result (+ 將軍!, "thinking"); below
// it two lines (at least one button high) for the message, or on a first visit the how-to
// hint with its dismiss button at the right.
void status(App& app) {
  const ImGuiStyle& st = ImGui::GetStyle();
  const float lines = std::max(ImGui::GetTextLineHeight() * 2 + st.ItemSpacing.y, ImGui::GetFrameHeight());
  const float h = ImGui::GetTextLineHeightWithSpacing() + lines + st.ItemSpacing.y;
  ImGui::BeginChild("status_area", ImVec2(0, h), false, ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  // The position shown: while looking back, its side to move, not the game's.
  const xq::Game& g = app.shown();
  // 第三代: after a wrong flip the only move is turning the piece back (a reveal of a face-up
  // piece); the status says so before a click is refused for it.
  bool turn_back = false;
  if (!app.over() && !app.arranging() && g.position().geometry().hidden.enabled) {
    const std::vector<xq::Move> legal = g.legal_moves();
    turn_back = legal.size() == 1 && legal[0].is_reveal() && !legal[0].is_swap_reveal() &&
                !g.position().face_down(legal[0].from());
  }
  if (app.over()) {
    ImGui::TextColored(ink(ImVec4(0.7f, 0.1f, 0.1f, 1)), "%s", app.result_text().c_str());
  } else {
    // The set-up step of a face-down start names the side laying out, not the side to move.
    const bool red = app.arranging() ? *app.arranging() == xq::Color::Red : g.side_to_move() == xq::Color::Red;
    const char* arranging = arrange_status(app);
    ImGui::TextColored(ink(red ? ImVec4(0.75f, 0.08f, 0.08f, 1) : ImVec4(0.1f, 0.1f, 0.1f, 1)), "%s",
                       arranging ? arranging : tr(red ? Str::RedToMove : Str::BlackToMove));
    if (g.in_check()) {
      ImGui::SameLine();
      ImGui::TextColored(ink(ImVec4(0.85f, 0.05f, 0.05f, 1)), "%s", tr(Str::Check));
    }
  }
  if (app.thinking()) {
    ImGui::SameLine();
    ImGui::TextColored(ink(ImVec4(0.1f, 0.3f, 0.8f, 1)), "%s", tr(Str::Thinking));
  }
  draw_offer_status(app);  // on the first line too, after the side to move
  move_limit_status(app);
  if (!app.message().empty()) {
    const ImVec4 col = app.message_is_error() ? ink(ImVec4(0.75f, 0.1f, 0.0f, 1)) : ink(ImVec4(0.1f, 0.35f, 0.1f, 1));
    ImGui::PushStyleColor(ImGuiCol_Text, col);
    ImGui::TextWrapped("%s", app.message().c_str());
    ImGui::PopStyleColor();
  } else if (turn_back) {
    ImGui::PushStyleColor(ImGuiCol_Text, ink(ImVec4(0.75f, 0.1f, 0.0f, 1)));
    ImGui::TextWrapped("%s", tr_illegal(xq::IllegalReason::MustTurnBack));
    ImGui::PopStyleColor();
    app.note_widget("turn_back");
  } else if (app.first_hint_visible()) {
    const float w = ImGui::CalcTextSize(tr(kGotIt)).x + st.FramePadding.x * 2;
    const float text_w = ImGui::GetContentRegionAvail().x - w - st.ItemSpacing.x;
    const ImVec2 at = ImGui::GetCursorPos();
    ImGui::PushTextWrapPos(at.x + text_w);
    ImGui::TextUnformatted(tr(kFirstHint));
    ImGui::PopTextWrapPos();
    app.note_widget("first_hint");
    ImGui::SetCursorPos(ImVec2(at.x + text_w + st.ItemSpacing.x, at.y));
    if (button(app, "hint_dismiss", tr(kGotIt), w)) app.dismiss_first_hint();
  }
  ImGui::EndChild();
  app.note_widget("status_area");
}

// The game actions, four a row: New, Undo, Redo, Flip; Resign, Offer draw (or accept /
// withdraw), Analyse (two columns). The rarer ones (FEN, 限着, links, …) are in More.
void game_buttons(App& app, float avail) {
  const float sp = ImGui::GetStyle().ItemSpacing.x, w = (avail - sp * 3) / 4;
  const xq::Game& g = app.game();
  // What cannot act now is drawn disabled: Redo with nothing to redo, Resign and Offer
  // draw before the first move or after the end, Undo at the start.
  const bool started = g.ply() > 0 && !app.over();
  if (button(app, "new", tr(Str::NewGame), w)) {
    // A game in progress (moves played, no result) is not thrown away on one click.
    if (started)
      ask_confirm(Confirm::NewGame);
    else
      open_new_game_dialog(app.settings().setup);
  }
  ImGui::SameLine();
  if (button(app, "undo", tr(Str::Undo), w, g.ply() > 0)) app.undo();
  ImGui::SameLine();
  if (button(app, "redo", tr(Str::Redo), w, !g.redo_moves().empty())) app.redo();
  ImGui::SameLine();
  if (button(app, "flip", tr(Str::Flip), w)) app.flip();
  if (button(app, "resign", tr(Str::Resign), w, started)) ask_confirm(Confirm::Resign);
  ImGui::SameLine();
  draw_offer_button(app, w);
  ImGui::SameLine();
  analysis_button(app, w * 2 + sp);
}

// ⏮ ◀ ▶ ⏭: step through the moves without changing the game (like ← → Home End), and
// "back to the game" while an earlier position is shown.
void move_nav(App& app, bool touch) {
  const int live = app.game().ply(), at = app.view_ply() < 0 ? live : app.view_ply();
  const float h = ImGui::GetFrameHeight(), b = std::max(h * 1.3f, kTouchTarget);
  struct Nav {
    const char* id;
    Icon icon;
    SDL_Keycode key;
    bool enabled;
  };
  const Nav navs[] = {{"nav_first", Icon::First, SDLK_HOME, at > 0},
                      {"nav_back", Icon::Back, SDLK_LEFT, at > 0},
                      {"nav_forward", Icon::Forward, SDLK_RIGHT, at < live},
                      {"nav_last", Icon::Last, SDLK_END, at < live}};
  ImDrawList* dl = ImGui::GetWindowDrawList();
  for (const Nav& n : navs) {
    ImGui::PushID(n.id);
    ImGui::BeginDisabled(!n.enabled);
    if (ImGui::Button("##nav", ImVec2(b, h)) && n.enabled) app.step_view(n.key);
    ImGui::EndDisabled();
    app.note_widget(n.id, !n.enabled);
    draw_icon(dl, n.icon, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(),
              ImGui::GetColorU32(ImGuiCol_Text, n.enabled ? 1.0f : 0.35f));
    ImGui::PopID();
    ImGui::SameLine();
  }
  if (touch) {  // the phone's row also says where the board is; ⏭ is "back to the game"
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(app.view_text().c_str());
    app.note_widget("view_text");
  } else if (app.view_ply() >= 0) {
    if (button(app, "live", tr(Str::BackToLive))) app.view(-1);
  } else {
    ImGui::NewLine();
  }
}

// The moves, two per row; `height` 0 = the rest of the panel. On a phone every row is a
// 44 px touch target and the list scrolls by swipe; the shown move is kept in view.
void move_list(App& app, float height, bool touch) {
  static int last_shown = -1;
  const std::vector<std::string>& texts = app.move_texts();
  const std::vector<xq::notation::MoveNumber>& numbers = app.move_numbers();
  // The review of a finished game with secrets: each move with what it made known, 「翻d1［木］」.
  std::vector<std::string> shown_texts = texts;
  const std::vector<std::string>& reveals = app.session().reveal_texts();
  for (std::size_t k = 0; k < shown_texts.size() && k < reveals.size(); ++k)
    if (!reveals[k].empty()) shown_texts[k] += "［" + reveals[k] + "］";
  const int live = app.game().ply(), shown = app.view_ply() >= 0 ? app.view_ply() : live;
  if (!touch) {  // (on a phone the ⏮ ◀ ▶ ⏭ row says it)
    ImGui::TextUnformatted(tr(Str::Moves));
    if (live > 0) {
      ImGui::SameLine(0, ImGui::GetFontSize());
      ImGui::TextUnformatted(app.view_text().c_str());
      app.note_widget("view_text");
    }
  }
  ImGui::BeginChild("moves", ImVec2(0, height), true);
  touch_scroll(false);
  draw_record_header(app);  // an imported record's players, event, date, recorded result
  const std::vector<xq::ArbiterNote>& notes = app.game().arbiter_notes();
  std::size_t next_note = 0;
  // A column is as wide as the widest move (a double move such as 神牛's
  // 「牛七日進六&牛三目進二」 is twice an ordinary one), at least 7.5 em, at most half the
  // space beside the numbers (wider texts are clipped there rather than pushed off).
  const float first_col = ImGui::GetFontSize() * 2.5f;
  float widest = 0;
  for (const std::string& t : shown_texts) widest = std::max(widest, ImGui::CalcTextSize(t.c_str()).x);
  const float col = std::clamp(widest + ImGui::GetFontSize(), ImGui::GetFontSize() * 7.5f,
                               std::max(ImGui::GetFontSize() * 7.5f, (ImGui::GetContentRegionAvail().x - first_col) * 0.5f));
  const float row_h = touch ? kTouchTarget : 0.0f, text_h = ImGui::GetTextLineHeight(), h = std::max(row_h, text_h);
  const bool follow = shown != last_shown;
  ImGui::PushStyleVar(ImGuiStyleVar_SelectableTextAlign, ImVec2(0, 0.5f));
  int row_first = 1;
  // One row per full move: its number, Red's move, Black's move. A game that starts with
  // Black to move opens with "1. …" and Black's move in Black's column.
  for (size_t k = 0; k < texts.size(); ++k) {
    const int column = numbers[k].side == xq::Color::Red ? 0 : 1;
    if (column == 0 || k == 0) {
      // The move number, centred on the row's height like the Selectables' texts.
      char num[16];
      std::snprintf(num, sizeof num, "%d.", numbers[k].number);
      const ImVec2 at = ImGui::GetCursorScreenPos();
      ImGui::Dummy(ImVec2(ImGui::CalcTextSize(num).x, h));
      ImGui::GetWindowDrawList()->AddText(ImVec2(at.x, at.y + (h - text_h) * 0.5f), ImGui::GetColorU32(ImGuiCol_Text), num);
      if (column == 1) {
        ImGui::SameLine(first_col);
        const ImVec2 dots = ImGui::GetCursorScreenPos();
        ImGui::Dummy(ImVec2(ImGui::CalcTextSize("…").x, h));
        ImGui::GetWindowDrawList()->AddText(ImVec2(dots.x, dots.y + (h - text_h) * 0.5f),
                                            ImGui::GetColorU32(ImGuiCol_TextDisabled), "…");
      }
    }
    ImGui::SameLine(first_col + column * col);
    if (column == 0 || k == 0) row_first = static_cast<int>(k) + 1;
    char id[192];
    // The line's node: its mark follows the move ("炮二平五!?"); tests find it by node too.
    const int node = app.game().line_node(static_cast<int>(k) + 1);
    // The analysis board's mark ("??", analysis.h) after the record's own, in its colour.
    const char* judged = analysis_mark_text(app, static_cast<int>(k) + 1);
    std::snprintf(id, sizeof id, "%s%s%s##ply%zu", shown_texts[k].c_str(), node_mark_text(app, node), judged, k + 1);
    // Selecting move k shows the position after it (ply k + 1).
    const bool selected = shown == static_cast<int>(k) + 1;
    if (*judged) ImGui::PushStyleColor(ImGuiCol_Text, analysis_mark_colour(judged));
    if (ImGui::Selectable(id, selected, 0, ImVec2(col - 8, row_h)))
      app.view(static_cast<int>(k) + 1 == app.game().ply() ? -1 : static_cast<int>(k) + 1);
    if (*judged) ImGui::PopStyleColor();
    if (selected && follow) ImGui::SetScrollHereY(0.5f);
    char wid[32];
    std::snprintf(wid, sizeof wid, "move_%zu", k + 1);
    app.note_widget(wid);
    std::snprintf(wid, sizeof wid, "tree_move_%d", node);
    app.note_widget(wid);
    // Where our arbiter would have ruled, the record's note goes under the row of that
    // move (the game goes on): "10… 將５退１ — 此處三次重複（長將）：紅方不變判負".
    const bool row_end = k + 1 == texts.size() || numbers[k + 1].side == xq::Color::Red;
    // The row's variations and comments (issue #17), in parentheses under it.
    if (row_end) draw_row_variations(app, row_first, static_cast<int>(k) + 1);
    if (row_end) analysis_row_notes(app, row_first, static_cast<int>(k) + 1);  // "?? — better: …"
    while (row_end && next_note < notes.size() && notes[next_note].ply <= static_cast<int>(k) + 1) {
      const xq::ArbiterNote& n = notes[next_note++];
      if (n.ply < 1 || n.ply > static_cast<int>(texts.size())) continue;
      const xq::notation::MoveNumber& mn = numbers[n.ply - 1];
      const std::string line = std::to_string(mn.number) + (mn.side == xq::Color::Black ? "… " : ". ") +
                               texts[n.ply - 1] + " — " + note_text(n, app.game());
      ImGui::PushStyleColor(ImGuiCol_Text, ink(ImVec4(0.55f, 0.3f, 0.0f, 1)));
      ImGui::TextWrapped("%s", line.c_str());
      ImGui::PopStyleColor();
      std::snprintf(wid, sizeof wid, "move_note_%d", n.ply);
      app.note_widget(wid);
    }
  }
  ImGui::PopStyleVar();
  // A broken record: where and why it stopped (the status line has room for one line).
  for (const std::string& w : app.session().record_warnings()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ink(ImVec4(0.7f, 0.1f, 0.1f, 1)));
    ImGui::TextWrapped("%s", w.c_str());
    ImGui::PopStyleColor();
    app.note_widget("record_warning");
  }
  // The result closes the record, as on a score sheet (e.g. a loss on time).
  if (app.over()) {
    ImGui::TextColored(ink(ImVec4(0.7f, 0.1f, 0.1f, 1)), "%s", app.result_text().c_str());
    app.note_widget("move_list_result");
  }
  last_shown = shown;
  ImGui::EndChild();
  app.note_widget("moves_list");
  draw_node_editor(app);  // the shown move's comment, marks, promote / delete
}

// Room under the move list for the comment box and the marks row (draw_node_editor).
float editor_height() {
  return ImGui::GetTextLineHeightWithSpacing() * 3.6f + ImGui::GetFrameHeightWithSpacing() * 2;
}

void dialogs(App& app) {
  bool open = false;
  const char* name = "";
  if (app.take_game_over_popup()) ImGui::OpenPopup("game_over_dialog");
  if (take_load_fen_request()) {  // More's Load FEN
    std::snprintf(g_fen_buffer, sizeof g_fen_buffer, "%s", app.game().fen().c_str());
    ImGui::OpenPopup("load_fen_dialog");
  }
  const ImVec2 centre = ImGui::GetMainViewport()->GetCenter();
  ImGui::SetNextWindowPos(centre, ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  if (ImGui::BeginPopupModal(
          "game_over_dialog", nullptr,
          ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove)) {
    open = true;
    name = "game_over";
    ImGui::TextUnformatted(tr(Str::GameOver));
    ImGui::Separator();
    ImGui::TextColored(ink(ImVec4(0.7f, 0.1f, 0.1f, 1)), "%s", app.result_text().c_str());
    ImGui::Spacing();
    if (button(app, "dialog_new", tr(Str::NewGame))) {
      app.new_game();
      ImGui::CloseCurrentPopup();
    }
    ImGui::SameLine();
    if (button(app, "dialog_close", tr(Str::Close)) || esc_pressed()) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
  }
  ImGui::SetNextWindowPos(centre, ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  if (ImGui::BeginPopupModal(
          "load_fen_dialog", nullptr,
          ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove)) {
    open = true;
    name = "load_fen";
    ImGui::TextUnformatted(tr(Str::PasteFen));
    ImGui::SetNextItemWidth(std::min(ImGui::GetMainViewport()->Size.x * 0.8f, ImGui::GetFontSize() * 28));
    if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
    ImGui::InputText("##fen", g_fen_buffer, sizeof g_fen_buffer);
    app.note_widget("fen_input");
    if (!app.message().empty() && app.message_is_error())
      ImGui::TextColored(ink(ImVec4(0.75f, 0.1f, 0, 1)), "%s", app.message().c_str());
    if (button(app, "fen_load", tr(Str::Load))) {
      if (app.load_fen(g_fen_buffer)) ImGui::CloseCurrentPopup();
    }
    ImGui::SameLine();
    if (button(app, "fen_cancel", tr(Str::Cancel)) || esc_pressed()) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
  }
  if (new_game_dialog(app)) open = true, name = "new_game";
  if (rules_dialog(app)) open = true, name = "rules";
  if (confirm_dialog(app)) open = true, name = confirm_dialog_name();
  if (promotion_picker(app)) open = true, name = "promotion";
  if (cover_screen(app)) open = true, name = "cover";
  if (branch_dialog(app)) open = true, name = "branch";
  app.set_dialog(open, name);
}

}  // namespace

bool panel_button(App& app, const char* id, const char* label, float width, bool enabled) {
  return button(app, id, label, width, enabled);
}

void draw_panels(App& app, ImVec2 min, ImVec2 max, bool wide) {
  ImGui::SetNextWindowPos(min);
  ImGui::SetNextWindowSize(ImVec2(max.x - min.x, max.y - min.y));
  ImGui::Begin("panel", nullptr,
               ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoBringToFrontOnFocus);
  touch_scroll(false);
  const float avail = ImGui::GetContentRegionAvail().x;
  if (wide) {
    ImGui::PushFont(fonts().ui);
    ImGui::TextUnformatted(tr(Str::Title));
    ImGui::PopFont();
  }
  // Settings and More (sheets.h): their sheets open under this row, over the game actions
  // on a desktop (the move list below stays in sight), over the whole panel under the
  // board on a phone (the row comes first there, so that the sheet has the room).
  float sheet_top = 0;
  if (!wide) {
    sheet_openers(app, avail);
    sheet_top = ImGui::GetCursorScreenPos().y;
  }
  status(app);
  arrange_panel(app, avail);
  clock_view(app);
  if (wide) {
    sheet_openers(app, avail);
    sheet_top = ImGui::GetCursorScreenPos().y;
  }
  game_buttons(app, avail);
  variant_panel(app);
  if (wide) hint_panel(app, avail);
  if (!wide) {
    // Phone: the analysis board (its graph, the progress, the lines) and the moves right
    // under the game buttons, filling the rest of the screen (at least four rows).
    if (analysis().active()) analysis_graph(app, avail, 72.0f);
    analysis_panel(app, avail);
    move_nav(app, true);
    const float four = kTouchTarget * 4 + ImGui::GetStyle().WindowPadding.y * 2;
    move_list(app, std::max(four, ImGui::GetContentRegionAvail().y - editor_height()), true);
    hint_panel(app, avail);  // Hint and Evaluation under the list (a swipe away)
  } else {
    analysis_panel(app, avail);
    move_nav(app, false);
    // The rest of the panel, but never fewer than six rows (the panel scrolls then).
    const float row = ImGui::GetFrameHeightWithSpacing();
    const float rest = ImGui::GetContentRegionAvail().y - row - editor_height();
    move_list(app, std::max(rest, ImGui::GetTextLineHeightWithSpacing() * 7), false);
  }
  dialogs(app);
  ImGui::End();
  draw_sheets(app, min, max, sheet_top);
}

}  // namespace xqweb
