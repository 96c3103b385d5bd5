// App: layout, drawing, pointer input and the page's own actions; see app.h.
#include "app.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "browser.h"
#include "core/notation/iccs.h"
#include "core/share/link.h"
#include "browser_io.h"
#include "canvas_imgui.h"
#include "confirm_dialog.h"
#include "fonts.h"
#include "hint.h"
#include "game_list.h"
#include "i18n_share.h"
#include "import_export.h"
#include "analysis.h"
#include "panels.h"
#include "imgui_internal.h"
#include "panel_keys.h"
#include "sheets.h"
#include "style.h"

namespace xqweb {
namespace {

std::optional<App> g_app;

}  // namespace

App& app() {
  return *g_app;
}
void init_app() {
  g_app.emplace();
}

App::App() {
  SessionHooks h;
  h.clear_selection = [this] { clear_selection(); };
  h.reset_gesture = [this] { reset_gesture(); };
  h.save = [this] { save(); };
  h.replacing = [this] { kept_game_ = keep_game_in_progress() || kept_game_; };
  h.game_ended = [this] {
    if (!embed_.on) game_list_record(*this);  // finished games go to the game list
    // A move's own end sounds through `played`; these endings come without a move (an
    // imported finished record is not one: it makes no sound).
    const xq::ResultReason r = reason();
    if (r == xq::ResultReason::Resignation || r == xq::ResultReason::DrawAgreed || r == xq::ResultReason::TimeForfeit) {
      pending_sound_ = SoundKind::End;
      announce_with_move_ = false;
    }
  };
  h.played = [this](xq::Move m, SoundKind k) {
    pending_sound_ = k;
    announce_with_move_ = true;
    start_slide(m);
  };
  h.moved = [this] { first_hint_done_ = true; };
  h.text_shown = [](const std::string& text) { request_glyphs(text); };
  session_.set_hooks(std::move(h));
  Settings& settings = session_.settings();
  Lang l;
  if (lang_from_code(browser::language(), l)) settings.lang = l;
  embed_.on = browser_io::is_embed();
  if (!embed_.on) restore();  // the embed page never touches the full page's storage
  open_link_from_location();
  browser::watch_location_hash();
  set_lang(settings.lang);
  session_.changed_no_save();
  pending_sound_.reset();  // a restored or linked game makes no sound
}

// A share link in the URL fragment replaces the shown game (and sets orientation and
// language when it names them); a bad link opens what could be read, plus the error.
void App::open_link_from_location() {
  const std::string hash = browser::location_hash();
  if (hash.empty()) return;
  kept_game_ = false;
  const bool ok = open_link(hash);
  if (!embed_.on) browser::clear_location_hash();  // a reload continues the game, not the link
  const std::string kept = kept_note();
  if (!kept.empty() && ok) show_message(kept, false);
}

std::string App::kept_note() {
  const bool kept = kept_game_;
  kept_game_ = false;
  return kept ? tr(SStr::KeptInProgress) : "";
}

bool App::load_fen(std::string_view fen) {
  kept_game_ = false;
  if (!session_.load_fen(fen)) return false;
  const std::string kept = kept_note();
  if (!kept.empty()) show_note(kept);
  return true;
}

// A game with moves and no result is what a link, an import, a FEN or a replay would
// otherwise throw away ("nothing already played is lost"): it goes to the saved games as
// unfinished, where Replay brings it back. An imported record is not kept (its file is
// the record); the embed page keeps nothing (it never touches the page's storage).
bool App::keep_game_in_progress() {
  if (embed_.on || game().ply() == 0 || over() || game().is_record()) return false;
  game_list_record(*this);
  return true;
}

bool App::open_link(std::string_view fragment) {
  const LinkOpened o = session_.open_link_game(fragment, !embed_.on);
  const xq::share::LinkDecode& d = o.decode;
  Settings& settings = session_.settings();
  settings.flipped = d.state.orientation == xq::share::Orientation::BlackBottom;
  board_.flipped = settings.flipped;
  Lang l;
  if (d.state.language != xq::share::Language::Unspecified &&
      lang_from_code(xq::share::language_code(d.state.language), l))
    settings.lang = l;
  set_lang(settings.lang);
  // The link's look is the sender's: a link without t=/pc= leaves the reader's own.
  if (d.state.theme != xq::share::Theme::Wood) settings.theme = d.state.theme;
  if (d.state.pieces != xq::share::PieceStyle::Traditional) settings.pieces = d.state.pieces;
  if (embed_.on) {
    embed_.view_only = d.state.mode == xq::share::Mode::View;
    settings.theme = d.state.theme;  // the embed shows exactly the link's look
    settings.pieces = d.state.pieces;
    set_autoplay(d.state.autoplay_ms);
  }
  session_.changed();
  view(o.ply);
  pending_sound_.reset();  // opening a finished game is not its end
  slide_ = {};
  if (!d.ok() || !o.addon_error.empty())
    show_message(std::string(tr(Str::LinkError)) + ": " + (d.ok() ? o.addon_error : d.error), true);
  return d.ok() && o.addon_error.empty();
}

// ---- layout and drawing ----

void App::layout(ImVec2 size) {
  set_piece_style(settings().pieces == xq::share::PieceStyle::Simplified);
  if (embed_.on) {
    layout_embed(size);
    return;
  }
  wide_ = size.x >= size.y * 1.05f;
  const xq::BoardDescription& bd = game().board();
  const bool rank_labels = iccs_coordinates();
  ImVec2 board_min(0, 0), board_max;
  if (wide_) {
    const float panel_w = std::clamp(size.x * 0.34f, 250.0f, 460.0f);
    board_max = ImVec2(size.x - panel_w, size.y);
    panel_min_ = ImVec2(size.x - panel_w, 0);
    // The analysis graph under the board (analysis.h) takes a strip of the board's column.
    if (analysis().active()) {
      const float graph_h = std::clamp(size.y * 0.14f, 70.0f, 130.0f);
      board_max.y -= graph_h;
      graph_min_ = ImVec2(8, board_max.y);
      graph_max_ = ImVec2(board_max.x - 8, size.y - 6);
    }
  } else {
    // The panel keeps at least 405 px: status, game buttons, ⏮ ◀ ▶ ⏭ and four rows of moves.
    const float board_h = std::max(
        120.0f, std::min(size.x / board_aspect(bd.files, bd.ranks, ring_track(bd), rank_labels), size.y - 405.0f));
    board_max = ImVec2(size.x, board_h);
    panel_min_ = ImVec2(0, board_h);
  }
  panel_max_ = size;
  const float pad = 4;
  board_ = fit_board(ImVec2(board_min.x + pad, board_min.y + pad),
                     ImVec2(board_max.x - pad, board_max.y - pad), settings().flipped, bd.files, bd.ranks,
                     ring_track(bd), rank_labels);
  set_board_theme(static_cast<int>(settings().theme));
  const float ui_px = wide_ ? 17.0f : 16.0f;
  ensure_fonts(browser::pixel_ratio(), ui_px, board_.piece_font_px(), board_.label_font_px());
  // The tall (phone) layout has 44 px touch targets; the dark board darkens the whole page.
  const int style = (wide_ ? 0 : 1) + (settings().theme == xq::share::Theme::Dark ? 2 : 0);
  if (style_touch_ != style) {
    style_touch_ = style;
    apply_style(!wide_, ui_px, style >= 2);
  }
}

// What a screen reader hears after a move (or an ending without one): the move as the
// move list writes it (the chosen notation and language), then 將軍 / the result.
void App::announce_move(bool with_move) {
  std::string text;
  const std::vector<std::string>& texts = move_texts();
  if (with_move && !texts.empty()) text = texts.back();
  if (!over() && game().in_check()) text += (text.empty() ? "" : " ") + std::string(tr(Str::Check));
  if (const std::string r = result_text(); !r.empty()) text += (text.empty() ? "" : " ") + r;
  if (!text.empty()) browser::announce(text);
}

void App::draw() {
  set_focus_name(focus_);
  panel_keys_frame();
  widgets_next_.clear();
  focus_next_.clear();
  set_widget_sheet("", false);
  cover_min_ = cover_next_min_, cover_max_ = cover_next_max_;
  cover_next_min_ = cover_next_max_ = ImVec2(0, 0);
  if (editor_) {
    draw_editor_frame();
    widgets_.swap(widgets_next_);
    focus_.swap(focus_next_);
    return;
  }
  const xq::Game& g = board_game();
  const xq::Position& pos = g.position();
  BoardMarks marks;
  marks.selected = selected_;
  marks.cursor = ring_cursor_ >= 0 ? xq::kNoSquare : cursor_;
  marks.targets = board_targets();
  if (g.ply() > 0) marks.last_move = g.history().back();
  if (g.in_check()) marks.check_square = pos.general_square(g.side_to_move());
  marks.file_letters = iccs_coordinates();
  if (g.has_hidden_pieces())  // the viewer's view: no identity it may not know is drawn
    for (const xq::PieceView& v : xq::view_pieces(g.view_position(viewer())))
      if (v.face_down) marks.face_down.push_back(v);
  if (dragging_ && press_ != xq::kNoSquare) {
    marks.dragged = press_;
    marks.drag_pos = pointer_pos_;
  }
  slide_marks(g, marks);
  marks.covered = cover().has_value();
  if (pending_sound_) {
    play_sound(*pending_sound_);
    announce_move(*pending_sound_ != SoundKind::End || announce_with_move_);
    pending_sound_.reset();
  }
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  if (embed_.on) draw_embed_background();
  DrawListCanvas cv(dl);
  draw_board(cv, board_, g, marks);
  if (!marks.covered) draw_hint_arrow(dl, board_, g);
  draw_ring(cv, board_, ring_marks());
  // 將軍! banner for a moment after a checking move.
  if (banner_visible()) {
    const Fonts& f = fonts();
    const float size = board_.piece_font_px() * 1.3f;
    const char* text = tr(Str::Check);
    const ImVec2 sz = f.piece->CalcTextSizeA(size, 1e9f, 0, text);
    const ImVec2 c((board_.frame_min.x + board_.frame_max.x) * 0.5f,
                   (board_.frame_min.y + board_.frame_max.y) * 0.5f);
    dl->AddRectFilled(ImVec2(c.x - sz.x * 0.6f, c.y - sz.y * 0.6f),
                      ImVec2(c.x + sz.x * 0.6f, c.y + sz.y * 0.6f), IM_COL32(255, 245, 225, 235),
                      size * 0.2f);
    dl->AddText(f.piece, size, ImVec2(c.x - sz.x * 0.5f, c.y - sz.y * 0.5f), IM_COL32(200, 20, 20, 255),
                text);
  }
  if (embed_.on) {
    draw_embed();
  } else {
    draw_panels(*this, panel_min_, panel_max_, wide_);
    if (wide_ && analysis().active()) draw_graph_window();
    game_list_window(*this);
  }
  widgets_.swap(widgets_next_);
  focus_.swap(focus_next_);
}

// The analysis graph's own window under the board (the wide layout; on a phone it is the
// panel's first row).
void App::draw_graph_window() {
  ImGui::SetNextWindowPos(graph_min_);
  ImGui::SetNextWindowSize(ImVec2(graph_max_.x - graph_min_.x, graph_max_.y - graph_min_.y));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::Begin("analysis_graph_window", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoBackground |
                   ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoSavedSettings);
  analysis_graph(*this, graph_max_.x - graph_min_.x, graph_max_.y - graph_min_.y);
  ImGui::End();
  ImGui::PopStyleVar();
}

void App::toggle_analysis() {
  GameAnalysis& a = analysis();
  if (a.running())
    a.stop();
  else if (game().ply() > 0 && !(game().has_secrets() && !over()))
    a.start(game(), session_.game_gen());
}

bool App::animating() {
  const double now = browser::now_ms();
  bool changed_now = false;
  if (session_.clock().running() && !over()) {
    if (session_.flag_fall(now)) return true;
    if (session_.clock_second(now)) changed_now = true;  // saved: a reload keeps the clocks to the second
  }
  if (embed_.on && animate_embed(now)) changed_now = true;
  if (session_.expire_note(now)) changed_now = true;  // a note's moment is over
  if (export_busy()) changed_now = true;  // a PNG export waits for the next frames
  const bool was_thinking = thinking();
  poll_engine();
  if (thinking() != was_thinking) changed_now = true;
  if (hint().poll(game(), view_ply() < 0)) changed_now = true;
  if (analysis().poll(*this)) changed_now = true;
  // Right after the hint poll: its answer may be the one a draw offer waits for.
  if (session_.draw_answer_pending() && session_.poll_draw_answer()) changed_now = true;
  if (session_.banner_ended(now)) changed_now = true;  // the 將軍! banner goes
  if (slide_.to != xq::kNoSquare) changed_now = true;  // a move slides: draw every frame
  return changed_now;
}

// ---- a move slides into place (kSlideMs), unless the system asks for reduced motion ----

void App::start_slide(xq::Move m) {
  slide_ = {};
  if (dropping_ || embed_.on || m.type() != xq::MoveType::Normal || m.is_jump() || m.from() == m.to()) return;
  if (browser::reduced_motion()) return;
  slide_ = {m.from(), m.to(), browser::now_ms()};
}

// The piece that just moved is drawn between its origin and its target (eased), as long
// as the board shows the position it moved into.
void App::slide_marks(const xq::Game& g, BoardMarks& marks) {
  if (slide_.to == xq::kNoSquare) return;
  const double t = (browser::now_ms() - slide_.start) / kSlideMs;
  if (t >= 1 || t < 0 || g.ply() == 0 || g.history().back().to() != slide_.to || marks.dragged != xq::kNoSquare) {
    slide_ = {};
    return;
  }
  const float e = static_cast<float>(1 - (1 - t) * (1 - t) * (1 - t));  // ease-out cubic
  const xq::BoardDescription& bd = g.board();
  const ImVec2 a = board_.point(bd.point(slide_.from).file, bd.point(slide_.from).rank);
  const ImVec2 b = board_.point(bd.point(slide_.to).file, bd.point(slide_.to).rank);
  marks.slid = slide_.to;
  marks.slide_pos = ImVec2(a.x + (b.x - a.x) * e, a.y + (b.y - a.y) * e);
}

// ---- pointer input ----

xq::Square App::square_at(ImVec2 p) const {
  int f = 0, r = 0;
  if (!board_.hit(p, f, r)) return xq::kNoSquare;
  return game().position().geometry().square(f, r);
}

void App::handle_event(const SDL_Event& e) {
  switch (e.type) {
    case SDL_MOUSEBUTTONDOWN:
      if (editor_ && e.button.button == SDL_BUTTON_RIGHT) editor_down(ImVec2(float(e.button.x), float(e.button.y)), true);
      if (e.button.button == SDL_BUTTON_LEFT) pointer_down(ImVec2(float(e.button.x), float(e.button.y)));
      break;
    case SDL_MOUSEMOTION:
      pointer_move(ImVec2(float(e.motion.x), float(e.motion.y)));
      break;
    case SDL_MOUSEBUTTONUP:
      if (e.button.button == SDL_BUTTON_LEFT) pointer_up(ImVec2(float(e.button.x), float(e.button.y)));
      break;
    case SDL_KEYDOWN:
      // Unless a text field has the keyboard: the board's keys while its cursor shows
      // (board_keys.cpp), else the history keys: <- -> step through the moves, Home/End
      // jump to the start/the game.
      // The position editor has its own keys (and no history to step through).
      if (ImGui::GetIO().WantTextInput) break;
      if (editor_) {
        editor_key(e.key.keysym.sym, (e.key.keysym.mod & KMOD_SHIFT) != 0);
        break;
      }
      // The keyboard in the panel (panel_keys.h): its keys are ImGui's, not the board's.
      if (panel_key(*this, e.key.keysym.sym)) break;
      // Esc closes an open sheet (sheets.h) before the board's cursor sees it.
      if (e.key.keysym.sym == SDLK_ESCAPE && open_sheet() != Sheet::None && !dialog_open_) {
        set_open_sheet(Sheet::None);
        break;
      }
      // A starts (or stops) the analysis board's pass (analysis.h).
      if (e.key.keysym.sym == SDLK_a && !dialog_open_ && !embed_.on) {
        toggle_analysis();
        break;
      }
      if (!board_key(e.key.keysym.sym)) step_view(e.key.keysym.sym);
      break;
    default:
      break;
  }
}

void App::step_view(SDL_Keycode key) {
  const int live = game().ply(), at = view_ply() < 0 ? live : view_ply();
  int to = at;
  if (key == SDLK_LEFT)
    to = at - 1;
  else if (key == SDLK_RIGHT)
    to = at + 1;
  else if (key == SDLK_HOME)
    to = 0;
  else if (key == SDLK_END)
    to = live;
  else if (key == SDLK_UP || key == SDLK_DOWN) {  // at a fork: the sibling variations
    session_.step_variation(key == SDLK_DOWN ? 1 : -1);
    return;
  } else
    return;
  to = std::clamp(to, 0, live);
  if (to != at) view(to == live ? -1 : to);
}

void App::pointer_down(ImVec2 p) {
  press_ = xq::kNoSquare;
  dragging_ = false;
  if (editor_) {
    if (!dialog_open_) editor_down(p, false);
    return;
  }
  if (dialog_open_ || (embed_.on && embed_.view_only)) return;
  if (ring_pointer(p)) return;
  const bool on_board = p.x >= board_.frame_min.x && p.x < board_.frame_max.x && p.y >= board_.frame_min.y &&
                        p.y < board_.frame_max.y;
  if (!on_board) return;
  if (panel_keys()) set_panel_keys(false);  // a click on the board gives it the keyboard back
  if (view_ply() >= 0) {  // looking at history: a click on the board returns to the game
    // ... except on a record, where picking a piece of the side to move there asks to
    // play on from that position (the record itself is not changed by a click).
    const xq::Geometry& vg = shown().position().geometry();
    const xq::Square vs = square_at(p);
    const xq::Piece vp = vs == xq::kNoSquare ? xq::Piece() : shown().piece_at(vg.file_of[vs], vg.rank_of[vs]);
    const bool own = !vp.empty() && vp.color() == shown().side_to_move();
    if (game().record_finished() && own && !embed_.on) {
      ask_confirm(Confirm::ContinueRecord);
      return;
    }
    // Otherwise a piece of the side to move there starts a move from that position (the
    // game tree, issue #17): the move may go on as the line did, or branch off it.
    if (own && !embed_.on && settings().opponent == Opponent::Human) {
      session_.branch_here();
    } else {
      view(-1);
      return;
    }
  }
  const xq::Square sq = square_at(p);
  if (sq == xq::kNoSquare) {
    clear_selection();
    return;
  }
  board_press(sq, p);
}

void App::pointer_move(ImVec2 p) {
  pointer_pos_ = p;
  if (editor_) {
    editor_move(p);
    return;
  }
  if (press_ == xq::kNoSquare || dragging_) return;
  const float dx = p.x - press_pos_.x, dy = p.y - press_pos_.y;
  if (dx * dx + dy * dy > board_.cell * board_.cell * 0.09f) dragging_ = true;
}

void App::pointer_up(ImVec2 p) {
  if (editor_) {
    editor_up(p);
    return;
  }
  if (press_ == xq::kNoSquare) return;
  const xq::Square from = press_;
  press_ = xq::kNoSquare;
  const xq::Square sq = square_at(p);
  if (dragging_) {
    dragging_ = false;
    if (sq != xq::kNoSquare && sq != from) {
      dropping_ = true;  // the piece is already where it lands: no slide
      drop_on(sq);
      dropping_ = false;
    }
    return;  // dropped back or off the board: the piece stays picked
  }
  if (press_was_selected_ && sq == from) clear_selection();  // a second click puts it down
}

// Puts the picked piece down (the picks before it, a flag or a double move's first
// half, stay).
void App::clear_selection() {
  xq::MoveGesture& g = gesture();
  if (!g.empty() && g.picked().back().role == xq::PickRole::Piece) {
    g.unpick();
    gesture_changed();
  }
  selected_ = xq::kNoSquare;
  press_ = xq::kNoSquare;
  dragging_ = false;
}

// Why a picked piece has no legal move, from the gesture's refusal: a pin (it would
// leave the general in check, or an unanswered check), the generals facing, a piece that
// must wait (暗戰) or was carried off its points (神鷹), else blocked.
std::string App::why_no_move(xq::IllegalReason r) const {
  static constexpr Words kPinned{{"不能走：這個棋子一動，己方帥/將就被將軍", "不能走：这个棋子一动，己方帅/将就被将军",
                                  "no legal move: moving it leaves your general in check"}};
  static constexpr Words kFace{{"不能走：這個棋子一動，將帥就照面", "不能走：这个棋子一动，将帅就照面",
                                "no legal move: moving it lets the generals face each other"}};
  static constexpr Words kNoAnswer{{"不能走：這個棋子解不了將", "不能走：这个棋子解不了将",
                                    "no legal move: this piece cannot answer the check"}};
  static constexpr Words kBlocked{{"不能走：無路可走（被擋住）", "不能走：无路可走（被挡住）", "no legal move: blocked"}};
  if (r == xq::IllegalReason::GameOver) return tr_illegal(r);
  if (r == xq::IllegalReason::LeavesGeneralInCheck) return tr(game().in_check() ? kNoAnswer : kPinned);
  if (r == xq::IllegalReason::GeneralsFace) return tr(kFace);
  // A piece that may not move at all now (暗戰: just turned face-up) says why itself.
  if (r == xq::IllegalReason::JustRevealedWaits || r == xq::IllegalReason::MustTurnBack ||
      r == xq::IllegalReason::PieceStranded)
    return tr_illegal(r);
  return tr(kBlocked);
}

// ---- actions ----

void App::dismiss_first_hint() {
  if (first_hint_done_) return;
  first_hint_done_ = true;
  save();
}

void App::set_theme(xq::share::Theme t) {
  session_.settings().theme = t;
  save();
}

void App::set_pieces(xq::share::PieceStyle p) {
  session_.settings().pieces = p;
  set_piece_style(p == xq::share::PieceStyle::Simplified);
  save();
}

void App::set_sound_on(bool on) {
  set_sound_muted(!on);
  save();
}

std::string App::piece_faces_shown() const {
  std::string out;
  for (xq::Color c : {xq::Color::Red, xq::Color::Black})
    for (int k = 0; k < xq::kPieceKindCount; ++k) out += piece_glyph(game(), xq::Piece(c, static_cast<xq::PieceKind>(k)));
  return out;
}

void App::set_eval_shown(bool on) {
  hint().set_eval_shown(on);
  save();
}

void App::flip() {
  session_.end_note();
  Settings& settings = session_.settings();
  settings.flipped = !settings.flipped;
  board_.flipped = settings.flipped;
  save();
}

void App::set_language(Lang l) {
  session_.settings().lang = l;
  set_lang(l);
  // Every message was written in the old language: an add-on mode's hint is said again in
  // the new one, anything else (a note, the last refusal) has had its moment.
  session_.clear_message_and_note();
  show_gesture_hint();
  session_.invalidate_texts();  // Chinese notation follows the script
  save();
}

void App::copy_link() {
  last_link_ = browser::page_base() + "#" + link_fragment();
  browser::clipboard_write(last_link_);
  // An unfinished game with secrets is linked as the viewer's view: say that it reveals nothing.
  show_note(tr(game().has_secrets() && !over() ? Str::LinkCopiedView : Str::LinkCopied));
}

void App::copy_fen() {
  // With secrets the FEN is the viewer's (the arbiter's would name every face-down piece).
  const bool hidden = game().has_secrets();
  browser::clipboard_write(hidden ? game().view_fen(viewer()) : game().fen());
  show_note(tr(hidden ? Str::FenCopiedView : Str::FenCopied));
}

// ---- derived state ----

void App::note_widget(const char* id, bool disabled) {
  // Clipped: not wholly inside its window's visible region (scrolled partly or fully out
  // of sight), where a click on its centre may miss it.
  const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
  const ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 clip_min = dl->GetClipRectMin(), clip_max = dl->GetClipRectMax();
  const bool clipped = min.x < clip_min.x - 0.5f || min.y < clip_min.y - 0.5f || max.x > clip_max.x + 0.5f ||
                       max.y > clip_max.y + 0.5f;
  // Under the open sheet (last frame's rectangle): drawn, but a click there hits the sheet.
  const bool covered = !*widget_sheet_ && cover_max_.x > cover_min_.x && min.x < cover_max_.x &&
                       max.x > cover_min_.x && min.y < cover_max_.y && max.y > cover_min_.y;
  widgets_next_.push_back({id, min, max, disabled, clipped, widget_sheet_, widget_hidden_, covered});
  if (!widget_hidden_ && !covered) panel_note_stop(id, disabled);  // Tab's order (panel_keys.h)
  // The keyboard focus (panel_keys.h): ImGui's nav item in its nav window.
  if (!widget_hidden_ && ImGui::GetItemID() != 0 && ImGui::GetItemID() == ImGui::GetFocusID() &&
      GImGui->NavWindow == ImGui::GetCurrentWindow() && !GImGui->NavDisableHighlight)
    focus_next_ = id;
}

}  // namespace xqweb
