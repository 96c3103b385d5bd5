// The position editor's panel, its words and App's editor input; see position_editor.h.
#include "position_editor.h"

#include <algorithm>
#include <cstdio>

#include "app.h"
#include "board_view.h"
#include "canvas_imgui.h"
#include "browser.h"
#include "core/notation/iccs.h"
#include "core/share/link.h"
#include "fonts.h"
#include "i18n.h"
#include "panels.h"
#include "style.h"
#include "touch_scroll.h"

namespace xqweb {
namespace {

constexpr Words kSetUp{{"擺棋", "摆棋", "Set up"}};  // one button column wide
constexpr Words kEditorTitle{{"擺棋：排出一個局面", "摆棋：摆出一个局面", "Set up a position"}};
constexpr Words kHowTo{
    {"點選下面的棋子，再點棋盤上的點放下（也可以拖過去）；拖動棋盤上的棋子來移動，拖出棋盤或右鍵即移除",
     "点选下面的棋子，再点棋盘上的点放下（也可以拖过去）；拖动棋盘上的棋子来移动，拖出棋盘或右键即移除",
     "Pick a piece below, then click points to put it there (or drag it); drag a piece on "
     "the board to move it, off the board or right-click to remove it"}};
constexpr Words kValid{
    {"局面合法，可以開始對局", "局面合法，可以开始对局", "The position is legal: ready to start"}};
constexpr Words kRemove{{"移除", "移除", "Remove"}};
constexpr Words kRedFirst{{"紅方先走", "红方先走", "Red to move"}};
constexpr Words kBlackFirst{{"黑方先走", "黑方先走", "Black to move"}};
constexpr Words kStartPos{{"開局", "开局", "Start position"}};
constexpr Words kCurrent{{"目前局面", "目前局面", "Current"}};
constexpr Words kClear{{"清空棋盤", "清空棋盘", "Clear board"}};
constexpr Words kStartGame{{"開始對局", "开始对局", "Start game"}};
constexpr Words kCopyFen{{"複製 FEN", "复制 FEN", "Copy FEN"}};
constexpr Words kCopyLink{{"複製連結", "复制链接", "Copy link"}};
constexpr Words kCancel{{"取消", "取消", "Cancel"}};
constexpr Words kRefused{{"不能開始：", "不能开始：", "Cannot start: "}};
constexpr Words kStarted{
    {"從擺好的局面開始對局", "从摆好的局面开始对局", "Game started from the set-up position"}};
constexpr Words kNoTool{{"不選棋子", "不选棋子", "no piece picked"}};
constexpr Words kHole{{"這裡不是棋盤上的點", "这里不是棋盘上的点", "That is not a point of this board"}};
constexpr Words kNotHere{{"擺棋不適用於有暗子的棋種", "摆棋不适用于有暗子的棋种",
                          "Setting up positions is not offered for variants with face-down pieces"}};

// The verdicts, each with the piece ("紅方相" / "Red Elephant") and its point.
constexpr Words kTooMany{{"%s太多（每方最多 %d 個）：%s", "%s太多（每方最多 %d 个）：%s",
                          "Too many: %s at %s (at most %d a side)"}};
constexpr Words kMissing{{"缺少%s", "缺少%s", "%s is missing"}};
constexpr Words kOutsidePalace{{"%s在 %s：出了九宮", "%s在 %s：出了九宫", "%s at %s is outside its palace"}};
constexpr Words kAdvisorOff{{"%s在 %s：不在九宮斜線的點上", "%s在 %s：不在九宫斜线的点上",
                             "%s at %s is not on a palace diagonal point"}};
constexpr Words kElephantOff{
    {"%s在 %s：象（相）走不到這個點（不能過河）", "%s在 %s：象（相）走不到这个点（不能过河）",
     "%s at %s is on a point elephants can never reach (they do not cross the river)"}};
constexpr Words kSoldierOff{{"%s在 %s：在兵（卒）的起始線後，或未過河就離開了它的直線",
                             "%s在 %s：在兵（卒）的起始线后，或未过河就离开了它的直线",
                             "%s at %s is behind its start line, or off its file before crossing the river"}};
constexpr Words kOutsideZone{{"%s在 %s：超出這種棋子限定的區域", "%s在 %s：超出这种棋子限定的区域",
                              "%s at %s stands outside the zone its type is confined to"}};
constexpr Words kFacing{{"將帥照面（%s 所在的直線上沒有隔子）", "将帅照面（%s 所在的直线上没有隔子）",
                         "The generals face each other (the file of %s has nothing between them)"}};
constexpr Words kNotToMoveInCheck{{"%s在 %s 正被將軍，卻輪到對方走", "%s在 %s 正被将军，却轮到对方走",
                                   "%s at %s is in check, but it is the other side's turn to move"}};
constexpr Words kPointMissing{
    {"%s在 %s：這個棋盤沒有這個點", "%s在 %s：这个棋盘没有这个点", "%s at %s: this board has no such point"}};
constexpr Words kFileWord{{"%s路 (%s)", "%s路 (%s)", "file %d (%s)"}};

// "紅方相" / "Red Elephant": the piece as the page's language names it.
std::string piece_words(const App& app, xq::Piece p) {
  const auto script = static_cast<xq::NameScript>(static_cast<int>(lang()));
  const std::string side = tr(p.color() == xq::Color::Red ? Str::Red : Str::Black);
  return side + (lang() == Lang::En ? " " : "") + app.game().piece_name(p, script);
}

// A point in the chosen notation: ICCS "c5"; Chinese and WXF name files only, so the
// file as the piece's owner counts it, then the ICCS point ("三路 (c5)", "file 7 (c5)").
std::string point_words(const App& app, xq::Square s, xq::Color owner) {
  const xq::Game& g = app.game();
  const std::string iccs = xq::format_iccs_square(s, g.position().geometry());
  if (app.settings().notation == xq::notation::Notation::Iccs) return iccs;
  const xq::BoardDescription& bd = g.board();
  const xq::BoardPoint at = bd.point(s);
  if (at.file < 0) return iccs;
  char buf[96];
  if (lang() == Lang::En) {
    const int n = owner == xq::Color::Red ? bd.files - at.file : at.file + 1;
    std::snprintf(buf, sizeof buf, "file %d (%s)", n, iccs.c_str());
  } else {
    std::snprintf(buf, sizeof buf, "%s路 (%s)", bd.file_numbers[xq::index_of(owner)][at.file].c_str(),
                  iccs.c_str());
  }
  return buf;
}

std::string format2(const Words& w, const std::string& a, const std::string& b) {
  char buf[512];
  std::snprintf(buf, sizeof buf, tr(w), a.c_str(), b.c_str());
  return buf;
}

// The disc of a palette piece: an invisible button of `size` with the board's disc on it,
// ringed when it is the tool. A drag that starts on it carries the piece to the board.
void palette_disc(App& app, PositionEditor& e, xq::Piece p, float size) {
  char id[32];
  const char letter = app.game().piece_letter(p);
  std::snprintf(id, sizeof id, "ed_pal_%c", letter);
  ImGui::PushID(id);
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const bool clicked = ImGui::InvisibleButton(id, ImVec2(size, size));
  app.note_widget(id);
  if (ImGui::IsItemActive()) e.palette_pressed = true;
  if (ImGui::IsItemActive() && ImGui::IsMouseDragging(ImGuiMouseButton_Left, size * 0.3f)) e.palette_drag = p;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 c(at.x + size * 0.5f, at.y + size * 0.5f);
  const std::string glyph = piece_glyph(app.game(), p);
  DrawListCanvas cv(dl);
  draw_disc(cv, c, size * 0.42f, p.color(), glyph.c_str());
  if (e.tool == p)
    dl->AddCircle(c, size * 0.48f, IM_COL32(30, 90, 220, 255), 32, std::max(2.0f, size * 0.07f));
  if (clicked) {
    if (e.tool == p) {
      e.drop_tool();
    } else {
      e.tool = p;
      e.remove_tool = false;
    }
    e.selected = xq::kNoSquare;
  }
  ImGui::PopID();
}

void palette_row(App& app, PositionEditor& e, xq::Color side, float size) {
  const float avail = ImGui::GetContentRegionAvail().x;
  const float step = size + ImGui::GetStyle().ItemSpacing.x;
  const int per_row = std::max(1, static_cast<int>((avail + ImGui::GetStyle().ItemSpacing.x) / step));
  int n = 0;
  for (const xq::Piece p : e.draft.palette()) {
    if (p.color() != side) continue;
    if (n % per_row != 0) ImGui::SameLine();
    palette_disc(app, e, p, size);
    ++n;
  }
}

}  // namespace

const char* editor_button_label() {
  return tr(kSetUp);
}

std::string editor_problem_text(const App& app, const PositionEditor& e) {
  const xq::FenError& f = e.problem;
  if (f.kind == xq::FenErrorKind::None) return {};
  const bool has_point = f.square != xq::kNoSquare && !f.piece.empty();
  const std::string who = f.piece.empty() ? std::string() : piece_words(app, f.piece);
  const std::string where = has_point ? point_words(app, f.square, f.piece.color()) : std::string();
  char buf[512];
  switch (f.kind) {
    case xq::FenErrorKind::TooManyPieces:
      if (!has_point) break;
      if (lang() == Lang::En)
        std::snprintf(buf, sizeof buf, tr(kTooMany), who.c_str(), where.c_str(), f.limit);
      else
        std::snprintf(buf, sizeof buf, tr(kTooMany), who.c_str(), f.limit, where.c_str());
      return buf;
    case xq::FenErrorKind::MissingGeneral:
      if (f.piece.empty()) break;
      std::snprintf(buf, sizeof buf, tr(kMissing), who.c_str());
      return buf;
    case xq::FenErrorKind::GeneralOutsidePalace:
      if (has_point) return format2(kOutsidePalace, who, where);
      break;
    case xq::FenErrorKind::AdvisorOffPoint:
      if (has_point) return format2(kAdvisorOff, who, where);
      break;
    case xq::FenErrorKind::ElephantOffPoint:
      if (has_point) return format2(kElephantOff, who, where);
      break;
    case xq::FenErrorKind::SoldierOffPoint:
      if (has_point) return format2(kSoldierOff, who, where);
      break;
    case xq::FenErrorKind::OutsideZone:
      if (has_point) return format2(kOutsideZone, who, where);
      break;
    case xq::FenErrorKind::PointMissing:
      if (has_point) return format2(kPointMissing, who, where);
      break;
    case xq::FenErrorKind::GeneralsFacing:
      if (!has_point) break;
      std::snprintf(buf, sizeof buf, tr(kFacing), where.c_str());
      return buf;
    case xq::FenErrorKind::SideNotToMoveInCheck:
      if (has_point) return format2(kNotToMoveInCheck, who, where);
      break;
    default:
      break;
  }
  return f.message;  // a rule module's own check (English, the core's sentence)
}

void draw_position_editor(App& app, ImVec2 min, ImVec2 max, bool wide) {
  PositionEditor* ep = app.editor();
  if (!ep) return;
  PositionEditor& e = *ep;
  app.set_dialog(false, "");
  ImGui::SetNextWindowPos(min);
  ImGui::SetNextWindowSize(ImVec2(max.x - min.x, max.y - min.y));
  ImGui::Begin("editor_panel", nullptr,
               ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoBringToFrontOnFocus);
  const ImVec2 m = ImGui::GetIO().MousePos;
  const bool on_palette =
      m.x >= e.palette_min.x && m.x < e.palette_max.x && m.y >= e.palette_min.y && m.y < e.palette_max.y;
  touch_scroll(on_palette || e.palette_pressed || !e.palette_drag.empty() || e.dragging);
  e.palette_pressed = false;
  const ImGuiStyle& st = ImGui::GetStyle();
  const float avail = ImGui::GetContentRegionAvail().x;
  if (wide) {
    ImGui::PushFont(fonts().ui);
    ImGui::TextUnformatted(tr(kEditorTitle));
    ImGui::PopFont();
  }
  // The verdict, in a fixed-height area so nothing below moves as it changes.
  const float lines = ImGui::GetTextLineHeight() * 2 + st.ItemSpacing.y;
  ImGui::BeginChild("ed_status", ImVec2(0, lines + st.ItemSpacing.y), false,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  const std::string problem = editor_problem_text(app, e);
  if (!problem.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ink(ImVec4(0.75f, 0.1f, 0.0f, 1)));
    ImGui::TextWrapped("%s", problem.c_str());
  } else if (!app.message().empty()) {
    ImGui::PushStyleColor(
        ImGuiCol_Text, ink(app.message_is_error() ? ImVec4(0.75f, 0.1f, 0.0f, 1) : ImVec4(0.1f, 0.35f, 0.1f, 1)));
    ImGui::TextWrapped("%s", app.message().c_str());
  } else {
    ImGui::PushStyleColor(ImGuiCol_Text, ink(ImVec4(0.1f, 0.4f, 0.1f, 1)));
    ImGui::TextWrapped("%s", tr(kValid));
  }
  ImGui::PopStyleColor();
  ImGui::EndChild();
  app.note_widget("ed_problem");

  // The palette: Red's pieces, Black's, then the remove tool.
  const float disc = wide ? std::clamp(app.board().cell * 0.9f, 34.0f, 48.0f) : kTouchTarget;
  e.palette_min = ImGui::GetCursorScreenPos();
  palette_row(app, e, xq::Color::Red, disc);
  palette_row(app, e, xq::Color::Black, disc);
  e.palette_max = ImVec2(e.palette_min.x + avail, ImGui::GetCursorScreenPos().y);
  ImGui::PushStyleColor(ImGuiCol_Button,
                        e.remove_tool ? ImVec4(0.25f, 0.45f, 0.85f, 1) : st.Colors[ImGuiCol_Button]);
  if (panel_button(app, "ed_remove", tr(kRemove))) {
    const bool on = !e.remove_tool;
    e.drop_tool();
    e.remove_tool = on;
    e.selected = xq::kNoSquare;
  }
  ImGui::PopStyleColor();
  ImGui::SameLine(0, st.ItemSpacing.x * 3);
  int side = e.draft.side_to_move() == xq::Color::Red ? 0 : 1;
  if (ImGui::RadioButton(tr(kRedFirst), &side, 0)) app.editor_set_side(xq::Color::Red);
  app.note_widget("ed_side_red");
  ImGui::SameLine();
  if (ImGui::RadioButton(tr(kBlackFirst), &side, 1)) app.editor_set_side(xq::Color::Black);
  app.note_widget("ed_side_black");

  // Where the draft comes from.
  const float w3s = (avail - st.ItemSpacing.x * 2) / 3;
  if (panel_button(app, "ed_clear", tr(kClear), w3s)) app.editor_load(EditorSource::Clear);
  ImGui::SameLine();
  if (panel_button(app, "ed_startpos", tr(kStartPos), w3s)) app.editor_load(EditorSource::Start);
  ImGui::SameLine();
  if (panel_button(app, "ed_current", tr(kCurrent), w3s)) app.editor_load(EditorSource::Current);

  // What a legal draft can become.
  const bool ok = e.problem.kind == xq::FenErrorKind::None;
  const float w3 = (avail - st.ItemSpacing.x * 2) / 3;
  if (panel_button(app, "ed_start", tr(kStartGame), w3, ok)) {
    app.editor_start();
    ImGui::End();
    return;  // the editor is closed
  }
  ImGui::SameLine();
  if (panel_button(app, "ed_copy_fen", tr(kCopyFen), w3, ok)) app.editor_copy_fen();
  ImGui::SameLine();
  if (panel_button(app, "ed_copy_link", tr(kCopyLink), w3, ok)) app.editor_copy_link();
  if (panel_button(app, "ed_cancel", tr(kCancel), avail)) {
    app.close_editor();
    ImGui::End();
    return;
  }
  ImGui::PushStyleColor(ImGuiCol_Text, ink(ImVec4(0.3f, 0.3f, 0.3f, 1)));
  ImGui::TextWrapped("%s", tr(kHowTo));
  ImGui::PopStyleColor();
  ImGui::End();

  // A palette piece on its way to the board follows the pointer, over everything.
  if (!e.palette_drag.empty()) {
    const std::string glyph = piece_glyph(app.game(), e.palette_drag);
    DrawListCanvas cv(ImGui::GetForegroundDrawList());
    draw_disc(cv, ImGui::GetIO().MousePos, app.board().piece_radius() * 1.08f,
              e.palette_drag.color(), glyph.c_str(), true);
  }
}

// ---- App: the editor's actions ----

bool App::open_editor() {
  if (embed_.on) return false;
  if (game().has_hidden_pieces()) {
    show_message(tr(kNotHere), true);
    return false;
  }
  clear_selection();
  session_.end_note();
  editor_.emplace(xq::PositionSetup::current(shown()));
  // Editing is not thinking time: the game's clock waits (Cancel resumes it).
  if (session_.clock().running()) {
    session_.clock().stop(browser::now_ms());
    editor_->clock_paused = true;
  }
  return true;
}

void App::close_editor() {
  const bool resume = editor_ && editor_->clock_paused;
  editor_.reset();
  if (resume && !over()) session_.clock().start(game().side_to_move(), browser::now_ms());
  session_.clear_message_and_note();
}

void App::editor_load(EditorSource from) {
  if (!editor_) return;
  switch (from) {
    case EditorSource::Start:
      editor_->draft = xq::PositionSetup::start(game());
      break;
    case EditorSource::Current:
      editor_->draft = xq::PositionSetup::current(shown());
      break;
    case EditorSource::Clear:
      editor_->draft.clear();
      break;  // the side to move stays
  }
  editor_->selected = xq::kNoSquare;
  editor_->changed();
}

void App::editor_set_side(xq::Color c) {
  if (!editor_) return;
  editor_->draft.set_side_to_move(c);
  editor_->changed();
}

bool App::editor_start() {
  if (!editor_) return false;
  xq::GameOrError made = editor_->draft.start_game();
  if (!made.game) {
    show_message(std::string(tr(kRefused)) + editor_problem_text(*this, *editor_), true);
    return false;
  }
  editor_.reset();
  set_game(std::move(*made.game));
  const std::string kept = kept_note();
  show_note(kept.empty() ? std::string(tr(kStarted)) : std::string(tr(kStarted)) + "; " + kept);
  return true;
}

void App::editor_copy_fen() {
  if (!editor_ || editor_->problem.kind != xq::FenErrorKind::None) return;
  browser::clipboard_write(editor_->draft.fen());
  show_note(tr(Str::FenCopied));
}

void App::editor_copy_link() {
  if (!editor_) return;
  xq::GameOrError made = editor_->draft.start_game();
  if (!made.game) return;
  // The link of a game that starts at the draft (what the reader opens and plays on),
  // with this page's look, orientation and language, as the panel's Copy link writes them.
  xq::share::LinkState st = xq::share::link_state_from_game(*made.game);
  st.addons = made.game->options().addons;
  st.orientation =
      settings().flipped ? xq::share::Orientation::BlackBottom : xq::share::Orientation::RedBottom;
  xq::share::language_from_code(lang_code(settings().lang), st.language);
  st.theme = settings().theme;
  st.pieces = settings().pieces;
  last_link_ = browser::page_base() + "#" + xq::share::encode_link(st);
  browser::clipboard_write(last_link_);
  show_note(tr(Str::LinkCopied));
}

// ---- App: the editor's frame, pointer and keys ----

void App::draw_editor_frame() {
  PositionEditor& e = *editor_;
  BoardMarks marks;
  marks.setup = &e.draft;
  marks.selected = e.selected;
  marks.cursor = cursor_;
  marks.file_letters = iccs_coordinates();
  marks.check_square = e.problem.square;  // the point the verdict names glows red
  if (e.dragging && e.press != xq::kNoSquare) {
    marks.dragged = e.press;
    marks.drag_pos = pointer_pos_;
  }
  DrawListCanvas cv(ImGui::GetBackgroundDrawList());
  draw_board(cv, board_, game(), marks);
  draw_position_editor(*this, panel_min_, panel_max_, wide_);
}

xq::Square App::editor_square_at(ImVec2 p) const {
  int f = 0, r = 0;
  if (!board_.hit(p, f, r)) return xq::kNoSquare;
  return editor_->draft.square(f, r);
}

// A click (or Enter) on a point: the tool's action there, else pick / move a piece.
void App::editor_click(xq::Square sq) {
  PositionEditor& e = *editor_;
  const xq::BoardPoint at = game().board().point(sq);
  if (at.file < 0 || !e.draft.exists(at.file, at.rank)) {
    show_message(tr(kHole), true);
    return;
  }
  session_.clear_message_and_note();
  if (e.remove_tool) {
    e.draft.remove(sq);
  } else if (!e.tool.empty()) {
    e.draft.put(sq, e.tool);
  } else if (e.selected != xq::kNoSquare) {
    if (sq != e.selected) e.draft.move(e.selected, sq);
    e.selected = xq::kNoSquare;
  } else if (!e.draft.at(sq).empty()) {
    e.selected = sq;
    return;
  } else {
    return;
  }
  e.changed();
}

void App::editor_down(ImVec2 p, bool right) {
  PositionEditor& e = *editor_;
  e.press = xq::kNoSquare;
  e.dragging = false;
  const xq::Square sq = editor_square_at(p);
  if (sq == xq::kNoSquare) return;
  if (right) {  // right click: delete
    if (e.draft.remove(sq)) e.changed();
    e.selected = xq::kNoSquare;
    return;
  }
  // A piece under the pointer with no tool may be dragged; everything else acts on release.
  e.press = sq;
  e.press_pos = p;
}

void App::editor_move(ImVec2 p) {
  PositionEditor& e = *editor_;
  if (e.press == xq::kNoSquare || e.dragging || !e.tool.empty() || e.remove_tool ||
      e.draft.at(e.press).empty())
    return;
  const float dx = p.x - e.press_pos.x, dy = p.y - e.press_pos.y;
  if (dx * dx + dy * dy > board_.cell * board_.cell * 0.09f) e.dragging = true;
}

void App::editor_up(ImVec2 p) {
  PositionEditor& e = *editor_;
  const xq::Square sq = editor_square_at(p);
  if (!e.palette_drag.empty()) {  // a palette piece let go: on a point it stays there
    const xq::Piece piece = e.palette_drag;
    e.palette_drag = xq::Piece();
    if (sq != xq::kNoSquare && e.draft.put(sq, piece)) e.changed();
    return;
  }
  const xq::Square from = e.press;
  e.press = xq::kNoSquare;
  if (from == xq::kNoSquare) return;
  if (e.dragging) {
    e.dragging = false;
    e.selected = xq::kNoSquare;
    const bool off_board = p.x < board_.frame_min.x || p.x >= board_.frame_max.x ||
                           p.y < board_.frame_min.y || p.y >= board_.frame_max.y;
    if (off_board) {
      e.draft.remove(from);  // dragged off the board: gone
    } else if (sq != xq::kNoSquare && sq != from) {
      const xq::BoardPoint at = game().board().point(sq);
      if (at.file < 0 || !e.draft.exists(at.file, at.rank)) {
        show_message(tr(kHole), true);
        return;
      }
      e.draft.move(from, sq);
    }
    e.changed();
    return;
  }
  if (sq == from) editor_click(sq);
}

bool App::editor_key(SDL_Keycode key, bool shift) {
  PositionEditor& e = *editor_;
  if (key == SDLK_TAB) {
    // Palette order, then the remove tool, then none, and round again.
    const std::vector<xq::Piece> pal = e.draft.palette();
    const int n = static_cast<int>(pal.size()) + 2;
    int i = e.remove_tool ? n - 2 : n - 1;
    for (int k = 0; k < static_cast<int>(pal.size()); ++k)
      if (pal[k] == e.tool) i = k;
    i = (i + (shift ? n - 1 : 1)) % n;
    e.drop_tool();
    e.selected = xq::kNoSquare;
    std::string said;
    if (i < static_cast<int>(pal.size())) {
      e.tool = pal[i];
      said = piece_words(*this, e.tool);
    } else if (i == n - 2) {
      e.remove_tool = true;
      said = tr(kRemove);
    } else {
      said = tr(kNoTool);
    }
    browser::announce(said);
    return true;
  }
  if ((key == SDLK_DELETE || key == SDLK_BACKSPACE) && cursor_ != xq::kNoSquare) {
    if (e.draft.remove(cursor_)) e.changed();
    announce_cursor();
    return true;
  }
  if (key == SDLK_ESCAPE) {
    if (!e.tool.empty() || e.remove_tool || e.selected != xq::kNoSquare) {
      e.drop_tool();
      e.selected = xq::kNoSquare;
    } else if (cursor_ != xq::kNoSquare) {
      cursor_ = xq::kNoSquare;
    } else {
      close_editor();
    }
    return true;
  }
  return board_key(key);
}

}  // namespace xqweb
