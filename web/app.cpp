// App state and actions; see app.h.
#include "app.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "browser.h"
#include "core/notation/iccs.h"
#include "core/share/link.h"
#include "browser_io.h"
#include "confirm_dialog.h"
#include "fonts.h"
#include "hint.h"
#include "game_list.h"
#include "import_export.h"
#include "panels.h"
#include "style.h"

namespace xqweb {
namespace {

std::optional<App> g_app;

std::string trim(std::string_view s) {
  size_t a = 0, b = s.size();
  while (a < b && static_cast<unsigned char>(s[a]) <= ' ') ++a;
  while (b > a && static_cast<unsigned char>(s[b - 1]) <= ' ') --b;
  return std::string(s.substr(a, b - a));
}

}  // namespace

App& app() {
  return *g_app;
}
void init_app() {
  g_app.emplace();
}

App::App() : game_(xq::Game::standard()) {
  Lang l;
  if (lang_from_code(browser::language(), l)) settings_.lang = l;
  embed_.on = browser_io::is_embed();
  if (!embed_.on) restore();  // the embed page never touches the full page's storage
  open_link_from_location();
  set_lang(settings_.lang);
  changed_no_save();
}

// A share link in the URL fragment replaces the saved game (and sets orientation and
// language when it names them); a bad link opens what could be read, plus the error.
void App::open_link_from_location() {
  const std::string hash = browser::location_hash();
  if (hash.empty()) return;
  open_link(hash);
  if (!embed_.on) browser::clear_location_hash();  // a reload continues the game, not the link
}

bool App::open_link(std::string_view fragment) {
  xq::share::LinkDecode d = xq::share::decode_link(fragment);
  game_ = d.game ? std::move(*d.game) : xq::Game::standard();
  std::string addon_error;
  if (d.game && !d.state.addons.empty()) addon_error = apply_link_addons(d.state);
  settings_.setup = setup_of(game_);
  reset_game_state();
  // The whole game goes into the history and the link's ply is shown: the move list has
  // every move, and -> / End step through the rest (the game itself is at its end).
  const int link_ply = game_.ply();
  while (game_.redo()) {
  }
  // A loss on time is no move: the link names it (tf=), and it belongs to the game's end.
  if (d.state.time_loser && !game_.result().over()) game_.lose_on_time(*d.state.time_loser);
  was_over_ = over_now_from_game();  // a finished game opened from a link is not "just finished"
  set_link_tags(d.state.tags);
  settings_.flipped = d.state.orientation == xq::share::Orientation::BlackBottom;
  board_.flipped = settings_.flipped;
  Lang l;
  if (d.state.language != xq::share::Language::Unspecified &&
      lang_from_code(xq::share::language_code(d.state.language), l))
    settings_.lang = l;
  set_lang(settings_.lang);
  if (embed_.on) {
    embed_.view_only = d.state.mode == xq::share::Mode::View;
    embed_.theme = static_cast<int>(d.state.theme);
    set_autoplay(d.state.autoplay_ms);
  }
  changed();
  view(link_ply);
  if (!d.ok() || !addon_error.empty())
    show_message(std::string(tr(Str::LinkError)) + ": " + (d.ok() ? addon_error : d.error), true);
  return d.ok() && addon_error.empty();
}

void App::set_game_tags(std::vector<xq::notation::PgnTag> tags) {
  game_tags_.clear();
  // The tags that describe the game rather than the record (the export writes the
  // others itself: Variant, FEN, Result, Format).
  for (xq::notation::PgnTag& t : tags) request_glyphs(t.value);  // a player's rare name character
  for (xq::notation::PgnTag& t : tags)
    if (!t.value.empty() && (t.name == "Event" || t.name == "Site" || t.name == "Date" || t.name == "Round" ||
                             t.name == "Red" || t.name == "Black" || t.name == "RedTeam" || t.name == "BlackTeam" ||
                             t.name == "Opening" || t.name == "ECCO"))
      game_tags_.push_back(std::move(t));
  save();
}

std::vector<xq::share::LinkTag> App::link_tags() const {
  std::vector<xq::share::LinkTag> out;
  for (const xq::notation::PgnTag& t : game_tags_) out.push_back({t.name, t.value});
  return out;
}

void App::set_link_tags(const std::vector<xq::share::LinkTag>& tags) {
  std::vector<xq::notation::PgnTag> pgn;
  for (const xq::share::LinkTag& t : tags) pgn.push_back({t.name, t.value});
  set_game_tags(std::move(pgn));
}

void App::continue_record() {
  if (!game_.is_record()) return;
  const int from = view_ply_ >= 0 ? view_ply_ : game_.ply();
  while (game_.ply() > from && game_.undo()) {
  }
  game_.continue_live();
  game_tags_.clear();  // the record's players and event are not this new game's
  view(-1);
  was_over_ = false;
  changed();
  static constexpr Words kFrom{{"從第 %d 步接著下：新的對局", "从第 %d 步接着下：新的对局", "Playing on from move %d: a new game"}};
  char buf[96];
  std::snprintf(buf, sizeof buf, tr(kFrom), from);
  show_note(buf);
}

void App::set_game(xq::Game g, int view_ply) {
  game_ = std::move(g);
  settings_.setup = setup_of(game_);  // "new game" continues with this variant
  reset_game_state();
  was_over_ = over_now_from_game();
  changed();
  view(view_ply);
}

// decode_link (v2) already plays with the link's add-ons; the game is rebuilt through the
// page's GameSetup so the setup's other choices apply too (same variant, start and moves,
// same ply). Returns the core's error (e.g. an unknown add-on), keeping the game then.
std::string App::apply_link_addons(const xq::share::LinkState& st) {
  GameSetup setup = setup_of(game_);
  setup.addons = st.addons;
  xq::GameOrError made = create_game(setup, game_.start_fen());
  if (!made.game) return made.error;
  for (xq::Move m : st.moves)
    if (!made.game->play(m).ok()) break;
  if (st.move_limit) made.game->restore_move_limit(*st.move_limit);
  while (made.game->ply() > st.ply && made.game->undo()) {
  }
  game_ = std::move(*made.game);
  return {};
}

// ---- layout and drawing ----

void App::layout(ImVec2 size) {
  if (embed_.on) {
    layout_embed(size);
    return;
  }
  wide_ = size.x >= size.y * 1.05f;
  const xq::BoardDescription& bd = game_.board();
  const bool rank_labels = iccs_coordinates();
  ImVec2 board_min(0, 0), board_max;
  if (wide_) {
    const float panel_w = std::clamp(size.x * 0.34f, 250.0f, 460.0f);
    board_max = ImVec2(size.x - panel_w, size.y);
    panel_min_ = ImVec2(size.x - panel_w, 0);
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
                     ImVec2(board_max.x - pad, board_max.y - pad), settings_.flipped, bd.files, bd.ranks,
                     ring_track(bd), rank_labels);
  const float ui_px = wide_ ? 17.0f : 16.0f;
  ensure_fonts(browser::pixel_ratio(), ui_px, board_.piece_font_px(), board_.label_font_px());
  if (style_touch_ != (wide_ ? 0 : 1)) {  // the tall (phone) layout has 44 px touch targets
    style_touch_ = wide_ ? 0 : 1;
    apply_style(!wide_, ui_px);
  }
}

void App::draw() {
  widgets_next_.clear();
  const xq::Game& g = board_game();
  const xq::Position& pos = g.position();
  BoardMarks marks;
  marks.selected = selected_;
  marks.targets = board_targets();
  if (g.ply() > 0) marks.last_move = g.history().back();
  if (g.in_check()) marks.check_square = pos.general_square(g.side_to_move());
  marks.file_letters = iccs_coordinates();
  if (dragging_ && press_ != xq::kNoSquare) {
    marks.dragged = press_;
    marks.drag_pos = pointer_pos_;
  }
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  if (embed_.on) draw_embed_background();
  draw_board(dl, board_, g, marks);
  draw_hint_arrow(dl, board_, g);
  draw_ring(dl, board_, ring_marks());
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
    game_list_window(*this);
  }
  widgets_.swap(widgets_next_);
}

bool App::banner_visible() const {
  return view_ply_ < 0 && game_.in_check() && !over() && browser::now_ms() - check_time_ < kCheckBannerMs;
}

bool App::animating() {
  const double now = browser::now_ms();
  bool changed_now = false;
  if (clock_.running() && !over()) {
    if (flag_fall(now)) return true;
    const int second = static_cast<int>(now / 1000.0);
    if (second != last_clock_second_) {
      last_clock_second_ = second;
      changed_now = true;
      save();  // a reload keeps the clocks to the second
    }
  }
  if (embed_.on && animate_embed(now)) changed_now = true;
  if (note_until_ > 0 && now >= note_until_) {  // a note's moment is over
    message_.clear();
    note_until_ = 0;
    changed_now = true;
  }
  if (export_busy()) changed_now = true;  // a PNG export waits for the next frames
  const bool was_thinking = thinking_;
  poll_engine();
  if (thinking_ != was_thinking) changed_now = true;
  if (hint().poll(game_, view_ply_ < 0)) changed_now = true;
  // Right after the hint poll: its answer may be the one a draw offer waits for.
  if (draw_game_ && poll_draw_answer()) changed_now = true;
  if (now - check_time_ < kCheckBannerMs + 100) changed_now = true;
  return changed_now;
}

// ---- pointer input ----

xq::Square App::square_at(ImVec2 p) const {
  int f = 0, r = 0;
  if (!board_.hit(p, f, r)) return xq::kNoSquare;
  return game_.position().geometry().square(f, r);
}

void App::handle_event(const SDL_Event& e) {
  switch (e.type) {
    case SDL_MOUSEBUTTONDOWN:
      if (e.button.button == SDL_BUTTON_LEFT) pointer_down(ImVec2(float(e.button.x), float(e.button.y)));
      break;
    case SDL_MOUSEMOTION:
      pointer_move(ImVec2(float(e.motion.x), float(e.motion.y)));
      break;
    case SDL_MOUSEBUTTONUP:
      if (e.button.button == SDL_BUTTON_LEFT) pointer_up(ImVec2(float(e.button.x), float(e.button.y)));
      break;
    case SDL_KEYDOWN:
      // History keys, unless a text field has the keyboard: <- -> step through the moves,
      // Home/End jump to the start/the game.
      if (!ImGui::GetIO().WantTextInput) step_view(e.key.keysym.sym);
      break;
    default:
      break;
  }
}

void App::step_view(SDL_Keycode key) {
  const int live = game_.ply(), at = view_ply_ < 0 ? live : view_ply_;
  int to = at;
  if (key == SDLK_LEFT)
    to = at - 1;
  else if (key == SDLK_RIGHT)
    to = at + 1;
  else if (key == SDLK_HOME)
    to = 0;
  else if (key == SDLK_END)
    to = live;
  else
    return;
  to = std::clamp(to, 0, live);
  if (to != at) view(to == live ? -1 : to);
}

void App::pointer_down(ImVec2 p) {
  press_ = xq::kNoSquare;
  dragging_ = false;
  if (dialog_open_ || (embed_.on && embed_.view_only)) return;
  if (ring_pointer(p)) return;
  const bool on_board = p.x >= board_.frame_min.x && p.x < board_.frame_max.x && p.y >= board_.frame_min.y &&
                        p.y < board_.frame_max.y;
  if (!on_board) return;
  if (view_ply_ >= 0) {  // looking at history: a click on the board returns to the game
    // ... except on a record, where picking a piece of the side to move there asks to
    // play on from that position (the record itself is not changed by a click).
    const xq::Geometry& vg = shown().position().geometry();
    const xq::Square vs = square_at(p);
    const xq::Piece vp = vs == xq::kNoSquare ? xq::Piece() : shown().piece_at(vg.file_of[vs], vg.rank_of[vs]);
    if (game_.is_record() && !vp.empty() && vp.color() == shown().side_to_move() && !embed_.on) {
      ask_confirm(Confirm::ContinueRecord);
      return;
    }
    view(-1);
    return;
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
  if (press_ == xq::kNoSquare || dragging_) return;
  const float dx = p.x - press_pos_.x, dy = p.y - press_pos_.y;
  if (dx * dx + dy * dy > board_.cell * board_.cell * 0.09f) dragging_ = true;
}

void App::pointer_up(ImVec2 p) {
  if (press_ == xq::kNoSquare) return;
  const xq::Square from = press_;
  press_ = xq::kNoSquare;
  const xq::Square sq = square_at(p);
  if (dragging_) {
    dragging_ = false;
    if (sq != xq::kNoSquare && sq != from) drop_on(sq);
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
// leave the general in check, or an unanswered check), the generals facing, else blocked.
std::string App::why_no_move(xq::IllegalReason r) const {
  static constexpr Words kPinned{{"不能走：這個棋子一動，己方帥/將就被將軍", "不能走：这个棋子一动，己方帅/将就被将军",
                                  "no legal move: moving it leaves your general in check"}};
  static constexpr Words kFace{{"不能走：這個棋子一動，將帥就照面", "不能走：这个棋子一动，将帅就照面",
                                "no legal move: moving it lets the generals face each other"}};
  static constexpr Words kNoAnswer{{"不能走：這個棋子解不了將", "不能走：这个棋子解不了将",
                                    "no legal move: this piece cannot answer the check"}};
  static constexpr Words kBlocked{{"不能走：無路可走（被擋住）", "不能走：无路可走（被挡住）", "no legal move: blocked"}};
  if (r == xq::IllegalReason::GameOver) return tr_illegal(r);
  if (r == xq::IllegalReason::LeavesGeneralInCheck) return tr(game_.in_check() ? kNoAnswer : kPinned);
  if (r == xq::IllegalReason::GeneralsFace) return tr(kFace);
  return tr(kBlocked);
}

// ---- actions ----

void App::show_message(std::string text, bool error) {
  request_glyphs(text);  // e.g. a parser message quoting a pasted text's character
  message_ = std::move(text);
  message_error_ = error;
  note_until_ = 0;
}

void App::show_note(std::string text) {
  show_message(std::move(text), false);
  note_until_ = browser::now_ms() + kNoteMs;
}

// A note is of its moment: the next flip, notation, language or view change ends it.
void App::end_note() {
  if (note_until_ <= 0) return;
  message_.clear();
  note_until_ = 0;
}

void App::dismiss_first_hint() {
  if (first_hint_done_) return;
  first_hint_done_ = true;
  save();
}

void App::set_eval_shown(bool on) {
  hint().set_eval_shown(on);
  save();
}

bool App::play(xq::Move m) {
  if (over() || flag_fall(browser::now_ms())) {  // a flag that fell since the last frame
    show_message(tr_illegal(xq::IllegalReason::GameOver), true);
    return false;
  }
  // An unfinished record played on at its end becomes a live game from here (a finished
  // one asked first: continue_record).
  if (game_.is_record() && game_.check_move(m).ok()) game_.continue_live();
  const xq::Color mover = game_.side_to_move();
  const xq::MoveVerdict v = game_.play(m);
  if (!v.ok()) {
    // English uses the core's own sentence; Chinese the translated one for the same reason.
    show_message(lang() == Lang::En ? v.text : tr_illegal(v.reason), true);
    return false;
  }
  if (draw_offer_ && *draw_offer_ != mover) draw_offer_.reset();  // moving on declines
  clear_selection();
  view(-1);
  message_.clear();
  note_until_ = 0;
  first_hint_done_ = true;  // saved by changed() below
  clock_.moved(mover, browser::now_ms());
  if (game_.in_check()) check_time_ = browser::now_ms();
  changed();
  return true;
}

bool App::play_text(std::string_view text) {
  const std::string t = trim(text);
  const xq::notation::ParsedMove pm = xq::notation::parse_move(game_, t);
  if (pm.ok()) return play(pm.move);
  // A well-formed ICCS move that is illegal: let the core say why.
  if (auto m = xq::parse_iccs(t, game_.position().geometry())) return play(*m);
  show_message(pm.error, true);
  return false;
}

bool App::undo() {
  if (view_ply_ >= 0) view(-1);
  if (result_.reason == xq::ResultReason::TimeForfeit) {  // lifts the flag fall, keeps the moves
    game_.undo();
    changed();
    return true;
  }
  if (!game_.undo()) return false;
  // Against the computer, undo takes back the computer's reply too (back to the person's
  // turn), unless the computer has not answered yet.
  // (In watch mode the computer moves for both sides, so one ply back is all undo can mean.)
  if (settings_.opponent != Opponent::Human && settings_.opponent != Opponent::ComputerBoth && game_.ply() > 0 &&
      computer_to_move())
    game_.undo();
  draw_offer_.reset();
  draw_game_.reset();  // an offer pending for the computer goes with the move taken back
  clear_selection();
  message_.clear();
  changed();
  return true;
}

bool App::redo() {
  if (view_ply_ >= 0) view(-1);
  if (!game_.redo()) return false;
  clear_selection();
  message_.clear();
  changed();
  return true;
}

void App::new_game() {
  xq::GameOrError made = create_game(settings_.setup);
  game_ = made.game ? std::move(*made.game) : xq::Game::standard();
  reset_game_state();
  changed();
}

std::string App::start_game(const GameSetup& setup) {
  xq::GameOrError made = create_game(setup);
  if (!made.game) return made.error;
  game_ = std::move(*made.game);
  settings_.setup = setup_of(game_);  // a custom text's section id, not the draft's old id
  reset_game_state();
  changed();
  return {};
}

void App::reset_game_state() {
  // A variant text may name and draw its pieces with any character (騾, 衛, 鷹…).
  request_glyphs(game_.variant_text());
  clear_selection();
  game_tags_.clear();
  view(-1);
  draw_offer_.reset();
  draw_game_.reset();
  message_.clear();
  clock_.reset(settings_.clock);
  was_over_ = false;
}

bool App::load_fen(std::string_view fen) {
  const std::string text = trim(fen);
  xq::GameOrError made = create_game(setup_of(game_), text);  // same variant and add-ons
  if (!made.game) {
    show_message(std::string("FEN: ") + made.error, true);
    return false;
  }
  game_ = std::move(*made.game);
  reset_game_state();
  changed();
  return true;
}

void App::flip() {
  end_note();
  settings_.flipped = !settings_.flipped;
  board_.flipped = settings_.flipped;
  save();
}

void App::resign() {
  if (over()) return;
  game_.resign(person_side().value_or(game_.side_to_move()));
  draw_offer_.reset();
  draw_game_.reset();
  clear_selection();
  changed();
}

void App::set_notation(xq::notation::Notation n) {
  end_note();
  settings_.notation = n;
  texts_valid_ = false;
  save();
}

void App::set_language(Lang l) {
  settings_.lang = l;
  set_lang(l);
  // Every message was written in the old language: an add-on mode's hint is said again in
  // the new one, anything else (a note, the last refusal) has had its moment.
  message_.clear();
  note_until_ = 0;
  show_gesture_hint();
  texts_valid_ = false;  // Chinese notation follows the script
  save();
}

void App::view(int ply) {
  end_note();
  clear_selection();
  reset_gesture();  // a gesture belongs to the live position as it was shown
  if (ply < 0 || ply >= game_.ply()) {
    view_ply_ = -1;
    view_game_.reset();
    return;
  }
  // The game taken back to `ply`: a record's moves past its arbiter notes replay too.
  xq::Game g = game_;
  while (g.ply() > ply && g.undo()) {
  }
  view_game_ = std::move(g);
  view_ply_ = ply;
}

void App::apply_clock(const ClockSettings& c) {
  settings_.clock = c;
  new_game();
}

std::string App::link_fragment() const {
  xq::share::LinkState st = xq::share::link_state_from_game(game_);
  st.addons = game_.options().addons;
  st.orientation = settings_.flipped ? xq::share::Orientation::BlackBottom : xq::share::Orientation::RedBottom;
  xq::share::language_from_code(lang_code(settings_.lang), st.language);
  if (view_ply_ >= 0) st.ply = view_ply_;
  st.tags = link_tags();
  return xq::share::encode_link(st);
}

void App::copy_link() {
  last_link_ = browser::page_base() + "#" + link_fragment();
  browser::clipboard_write(last_link_);
  show_note(tr(Str::LinkCopied));
}

void App::set_opponent(Opponent o, int level) {
  level = std::clamp(level, 1, 8);
  if (o == settings_.opponent && level == settings_.level) return;
  settings_.opponent = o;
  settings_.level = level;
  ++position_gen_;  // a pending answer was asked for the old set-up
  save();
}

std::optional<xq::Color> App::person_side() const {
  if (settings_.opponent == Opponent::ComputerBlack) return xq::Color::Red;
  if (settings_.opponent == Opponent::ComputerRed) return xq::Color::Black;
  return std::nullopt;
}

bool App::computer_to_move() const {
  return settings_.opponent == Opponent::ComputerBoth ||
         (settings_.opponent == Opponent::ComputerBlack && game_.side_to_move() == xq::Color::Black) ||
         (settings_.opponent == Opponent::ComputerRed && game_.side_to_move() == xq::Color::Red);
}

void App::poll_engine() {
  const bool want = computer_to_move() && !over();
  if (!want) {
    if (thinking_) browser::engine_stop();
    thinking_ = false;
    requested_gen_ = -1;
    return;
  }
  if (requested_gen_ == position_gen_) return;
  std::string moves, addons;
  const xq::Geometry& geo = game_.position().geometry();
  for (xq::Move m : game_.history()) moves += (moves.empty() ? "" : " ") + xq::format_iccs(m, geo);
  for (const std::string& a : game_.options().addons) addons += (addons.empty() ? "" : " ") + a;
  requested_gen_ = position_gen_;
  thinking_ = true;
  // A custom variant goes to the engine worker as its text (tools/engine_worker.cpp).
  browser::engine_search(position_gen_, game_.start_fen(), moves, settings_.level,
                         game_.variant_text().empty() ? game_.variant() : game_.variant_text(), addons);
}

bool App::engine_reply(int gen, std::string_view iccs) {
  if (gen != requested_gen_ || gen != position_gen_ || !thinking_) return false;  // stale
  thinking_ = false;
  if (iccs.empty()) return false;
  if (iccs.substr(0, 6) == "error:") {
    show_message(std::string(tr(Str::EngineError)) + ": " + std::string(iccs.substr(6)), true);
    return false;
  }
  auto m = xq::parse_iccs(iccs, game_.position().geometry());
  if (!m || !computer_to_move() || over()) return false;
  return play(*m);
}

void App::copy_fen() {
  browser::clipboard_write(game_.fen());
  show_note(tr(Str::FenCopied));
}

// ---- derived state ----

std::string App::view_text() const {
  const int live = game_.ply();
  if (live == 0) return {};
  char buf[96];
  std::snprintf(buf, sizeof buf, tr(Str::Viewing), view_ply_ < 0 ? live : view_ply_, live);
  return buf;
}

const xq::Game& App::shown() const {
  return view_ply_ >= 0 && view_game_ ? *view_game_ : game_;
}

bool App::over() const {
  return result_.over();
}

xq::Outcome App::outcome() const {
  return result_.outcome;
}

xq::ResultReason App::reason() const {
  return result_.reason;
}

bool App::flag_fall(double now) {
  if (result_.over() || !clock_.enabled()) return false;
  const std::optional<xq::Color> loser = clock_.flagged(now);
  if (!loser) return false;
  clock_.stop(now);
  game_.lose_on_time(*loser);  // 超時: a core result, so PGN, links and the game list see it
  clear_selection();
  changed();
  return true;
}

std::string App::result_text() const {
  if (!over()) return {};
  const xq::Position& pos = game_.position();
  if (reason() == xq::ResultReason::FlagCaptured &&
      (flag_captured(pos, xq::Color::Red) || flag_captured(pos, xq::Color::Black)))
    return std::string(tr(outcome() == xq::Outcome::RedWins ? Str::RedWins : Str::BlackWins)) + " — " +
           tr(Str::FlagCaptured);  // 解將旗: a captured flag loses
  return tr_result(outcome(), reason());
}

const std::vector<std::string>& App::move_texts() {
  if (texts_valid_) return texts_;
  texts_.clear();
  numbers_.clear();
  xq::notation::Notation n = settings_.notation;
  if (n == xq::notation::Notation::Chinese && lang() == Lang::Hans)
    n = xq::notation::Notation::ChineseSimplified;
  xq::GameOrError g = xq::Game::create_like(game_, game_.start_fen(), game_.options());
  const xq::Position start = g.game->position();
  for (xq::Move m : game_.history()) {
    numbers_.push_back(xq::notation::move_number(start, static_cast<int>(texts_.size())));
    texts_.push_back(xq::notation::format_move(g.game->position(), m, n));
    g.game->play(m);
  }
  texts_valid_ = true;
  return texts_;
}

const std::vector<xq::notation::MoveNumber>& App::move_numbers() {
  move_texts();
  return numbers_;
}

bool App::take_game_over_popup() {
  const bool p = popup_pending_;
  popup_pending_ = false;
  return p;
}

void App::note_widget(const char* id, bool disabled) {
  widgets_next_.push_back({id, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), disabled});
}

void App::changed_no_save() {
  ++position_gen_;
  reset_gesture();
  texts_valid_ = false;
  result_ = game_.result();
  const bool now_over = over();
  if (now_over && !was_over_) {
    if (!embed_.on) game_list_record(*this);  // finished games go to the game list
    popup_pending_ = true;
    clock_.stop(browser::now_ms());
  }
  if (!now_over && !clock_.running() && clock_.enabled() && game_.ply() > 0)
    clock_.start(game_.side_to_move(), browser::now_ms());
  was_over_ = now_over;
}

void App::changed() {
  changed_no_save();
  save();
}

}  // namespace xqweb
