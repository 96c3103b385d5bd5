// Session: the game, its clocks, engine requests and record; see session.h.
#include "session.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "browser.h"
#include "core/notation/iccs.h"
#include "core/share/link.h"

namespace xqweb {
namespace {

std::string trim(std::string_view s) {
  size_t a = 0, b = s.size();
  while (a < b && static_cast<unsigned char>(s[a]) <= ' ') ++a;
  while (b > a && static_cast<unsigned char>(s[b - 1]) <= ' ') --b;
  return std::string(s.substr(a, b - a));
}

}  // namespace

Session::Session() : game_(xq::Game::standard()) {}

void Session::glyphs(const std::string& text) const {
  if (hooks_.text_shown) hooks_.text_shown(text);
}

// What a share link holds becomes the game: the whole game goes into the history (the
// move list has every move, and -> / End step through the rest; the game itself is at its
// end), a loss on time, its tags.
LinkOpened Session::open_link_game(std::string_view fragment, bool fresh_start) {
  LinkOpened o{xq::share::decode_link(fragment), {}, 0};
  xq::share::LinkDecode& d = o.decode;
  hook(hooks_.replacing);
  game_ = d.game ? std::move(*d.game) : xq::Game::standard();
  if (d.game && !d.state.addons.empty()) o.addon_error = apply_link_addons(d.state);
  settings_.setup = setup_of(game_);
  reset_game_state();
  o.ply = game_.ply();
  while (game_.redo()) {
  }
  // A loss on time is no move: the link names it (tf=), and it belongs to the game's end.
  if (d.state.time_loser && !game_.result().over()) game_.lose_on_time(*d.state.time_loser);
  was_over_ = over_now_from_game();  // a finished game opened from a link is not "just finished"
  set_link_tags(d.state.tags);
  // A link to a variant's start with secrets each side keeps (the catalogue's Play links:
  // no FEN, no move) is a new game: a fresh deal, and each person lays out its pieces.
  if (fresh_start && d.game && d.state.start_fen.empty() && d.state.moves.empty() && game_.secrets_per_side()) {
    if (xq::GameOrError fresh = create_game(settings_.setup); fresh.game) game_ = std::move(*fresh.game);
    begin_arrangement();
  }
  return o;
}

void Session::restore_game(xq::Game g, std::vector<xq::notation::PgnTag> tags) {
  game_ = std::move(g);
  game_tags_ = std::move(tags);
  was_over_ = over_now_from_game();
}

bool Session::over_now_from_game() const {
  return game_.result().over();
}

void Session::clear_message_and_note() {
  message_.clear();
  note_until_ = 0;
}

bool Session::clock_second(double now) {
  const int second = static_cast<int>(now / 1000.0);
  if (second == last_clock_second_) return false;
  last_clock_second_ = second;
  hook(hooks_.save);  // a reload keeps the clocks to the second
  return true;
}

bool Session::expire_note(double now) {
  if (note_until_ <= 0 || now < note_until_) return false;
  message_.clear();
  note_until_ = 0;
  return true;
}

bool Session::banner_ended(double now) {
  if (!banner_pending_ || now - check_time_ < kCheckBannerMs) return false;
  banner_pending_ = false;
  return true;
}

void Session::set_game_tags(std::vector<xq::notation::PgnTag> tags) {
  game_tags_.clear();
  // The tags that describe the game rather than the record (the export writes the
  // others itself: Variant, FEN, Result, Format).
  for (xq::notation::PgnTag& t : tags) glyphs(t.value);  // a player's rare name character
  for (xq::notation::PgnTag& t : tags)
    if (!t.value.empty() && (t.name == "Event" || t.name == "Site" || t.name == "Date" || t.name == "Round" ||
                             t.name == "Red" || t.name == "Black" || t.name == "RedTeam" || t.name == "BlackTeam" ||
                             t.name == "Opening" || t.name == "ECCO"))
      game_tags_.push_back(std::move(t));
  hook(hooks_.save);
}

std::vector<xq::share::LinkTag> Session::link_tags() const {
  std::vector<xq::share::LinkTag> out;
  for (const xq::notation::PgnTag& t : game_tags_) out.push_back({t.name, t.value});
  return out;
}

void Session::set_link_tags(const std::vector<xq::share::LinkTag>& tags) {
  std::vector<xq::notation::PgnTag> pgn;
  for (const xq::share::LinkTag& t : tags) pgn.push_back({t.name, t.value});
  set_game_tags(std::move(pgn));
}

void Session::continue_record() {
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

void Session::set_game(xq::Game g, int view_ply) {
  hook(hooks_.replacing);
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
std::string Session::apply_link_addons(const xq::share::LinkState& st) {
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

bool Session::banner_visible() const {
  return view_ply_ < 0 && game_.in_check() && !over() && browser::now_ms() - check_time_ < kCheckBannerMs;
}

void Session::show_message(std::string text, bool error) {
  glyphs(text);  // e.g. a parser message quoting a pasted text's character
  message_ = std::move(text);
  message_error_ = error;
  note_until_ = 0;
}

void Session::show_note(std::string text) {
  show_message(std::move(text), false);
  note_until_ = browser::now_ms() + kNoteMs;
}

// A note is of its moment: the next flip, notation, language or view change ends it.
void Session::end_note() {
  if (note_until_ <= 0) return;
  message_.clear();
  note_until_ = 0;
}

bool Session::play(xq::Move m) {
  if (arranging_) {  // a typed or bridged move while a side still lays out its pieces
    show_message(tr(Str::ArrangeFirst), true);
    return false;
  }
  if (over() || flag_fall(browser::now_ms())) {  // a flag that fell since the last frame
    show_message(tr_illegal(xq::IllegalReason::GameOver), true);
    return false;
  }
  // An unfinished record played on at its end becomes a live game from here (a finished
  // one asked first: continue_record).
  // (At an earlier node of a record, a move edits the tree instead: branch_here.)
  const bool legal = game_.check_move(m).ok();
  if (game_.is_record() && legal && game_.redo_moves().empty()) game_.continue_live();
  // A move that is not there yet, played after branch_here(): the question first.
  xq::Branch how = xq::Branch::Replace;
  if (branching_ && legal && !game_.redo_moves().empty() && game_.tree().find_child(game_.current_node(), m) < 0) {
    if (branch_now_) how = *branch_now_;
    else if (branch_remembered_) how = *branch_remembered_;
    else {
      branch_move_ = m;
      hook(hooks_.clear_selection);
      return false;
    }
  }
  branch_now_.reset();
  const bool was_branching = branching_;
  branching_ = false;
  const xq::Color mover = game_.side_to_move();
  const int pieces_before = pieces_on_board(game_);
  const xq::MoveVerdict v = game_.play(m, how);
  if (!v.ok()) {
    // English uses the core's own sentence; Chinese the translated one for the same reason.
    show_message(lang() == Lang::En ? v.text : tr_illegal(v.reason), true);
    return false;
  }
  if (draw_offer_ && *draw_offer_ != mover) draw_offer_.reset();  // moving on declines
  hook(hooks_.clear_selection);
  view(-1);
  message_.clear();
  note_until_ = 0;
  hook(hooks_.moved);  // saved by changed() below
  if (hooks_.played) hooks_.played(m, move_sound(pieces_before, game_));
  clock_.moved(mover, browser::now_ms());
  // The mover's time left goes into the record (PGN [%clk]) when a clock runs.
  if (clock_.enabled())
    game_.set_clock(game_.current_node(), std::llround(clock_.remaining(mover, browser::now_ms()) / 1000.0) * 1000);
  if (game_.in_check()) {
    check_time_ = browser::now_ms();
    banner_pending_ = true;
  }
  changed();
  // Looking back, a move the tree already had is a step along its line: the line stays
  // listed whole (played to its end) and the view stands on the move.
  if (was_branching && !game_.redo_moves().empty()) {
    const int at = game_.ply();
    while (game_.redo()) {
    }
    changed();
    view(at);
  }
  return true;
}

bool Session::play_text(std::string_view text) {
  const std::string t = trim(text);
  const xq::notation::ParsedMove pm = xq::notation::parse_move(game_, t);
  if (pm.ok()) return play(pm.move);
  // A well-formed ICCS move that is illegal: let the core say why.
  if (auto m = xq::parse_iccs(t, game_.position().geometry())) return play(*m);
  show_message(pm.error, true);
  return false;
}

bool Session::undo() {
  branching_ = false;
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
  hook(hooks_.clear_selection);
  message_.clear();
  changed();
  return true;
}

bool Session::redo() {
  if (view_ply_ >= 0) view(-1);
  if (!game_.redo()) return false;
  hook(hooks_.clear_selection);
  message_.clear();
  changed();
  return true;
}

void Session::new_game() {
  xq::GameOrError made = create_game(settings_.setup);
  // 龜鱷 「雙方輪流先行」: the next game of a series may start with the other side.
  game_ = made.game ? xq::next_in_series(std::move(*made.game), game_) : xq::Game::standard();
  reset_game_state();
  changed();
  begin_arrangement();
}

std::string Session::start_game(const GameSetup& setup) {
  xq::GameOrError made = create_game(setup);
  if (!made.game) return made.error;
  game_ = xq::next_in_series(std::move(*made.game), game_);
  settings_.setup = setup_of(game_);  // a custom text's section id, not the draft's old id
  reset_game_state();
  changed();
  begin_arrangement();
  return {};
}

void Session::reset_game_state() {
  ++game_gen_;
  arranging_.reset();
  // A variant text may name and draw its pieces with any character (騾, 衛, 鷹…).
  glyphs(game_.variant_text());
  hook(hooks_.clear_selection);
  game_tags_.clear();
  record_warnings_.clear();
  view(-1);
  draw_offer_.reset();
  draw_game_.reset();
  message_.clear();
  clock_.reset(settings_.clock);
  was_over_ = false;
}

bool Session::load_fen(std::string_view fen) {
  const std::string text = trim(fen);
  xq::GameOrError made = create_game(setup_of(game_), text);  // same variant and add-ons
  if (!made.game) {
    show_message(std::string("FEN: ") + made.error, true);
    return false;
  }
  hook(hooks_.replacing);
  game_ = std::move(*made.game);
  reset_game_state();
  changed();
  return true;
}

void Session::resign() {
  if (over()) return;
  game_.resign(person_side().value_or(game_.side_to_move()));
  draw_offer_.reset();
  draw_game_.reset();
  hook(hooks_.clear_selection);
  changed();
}

void Session::set_notation(xq::notation::Notation n) {
  end_note();
  settings_.notation = n;
  texts_valid_ = false;
  hook(hooks_.save);
}

void Session::view(int ply) {
  end_note();
  hook(hooks_.clear_selection);
  hook(hooks_.reset_gesture);  // a gesture belongs to the live position as it was shown
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

void Session::apply_clock(const ClockSettings& c) {
  settings_.clock = c;
  new_game();
}

std::string Session::link_fragment() const {
  // Face-down pieces some viewer may not know: a view link (share::link_state_for_viewer:
  // the redacted text, the viewer's FEN of the position, no moves).
  const bool hidden = game_.has_secrets();
  xq::share::LinkState st =
      hidden ? xq::share::link_state_for_viewer(game_, viewer()) : xq::share::link_state_from_game(game_);
  st.addons = game_.options().addons;
  st.orientation = settings_.flipped ? xq::share::Orientation::BlackBottom : xq::share::Orientation::RedBottom;
  xq::share::language_from_code(lang_code(settings_.lang), st.language);
  st.theme = settings_.theme;
  st.pieces = settings_.pieces;
  if (view_ply_ >= 0 && !hidden) st.ply = view_ply_;
  st.tags = link_tags();
  return xq::share::encode_link(st);
}

void Session::set_opponent(Opponent o, int level) {
  level = std::clamp(level, 1, 8);
  if (o == settings_.opponent && level == settings_.level) return;
  settings_.opponent = o;
  settings_.level = level;
  ++position_gen_;  // a pending answer was asked for the old set-up
  if (arranging_) begin_arrangement();  // who arranges depends on who sits at the board
  hook(hooks_.save);
}

std::optional<xq::Color> Session::person_side() const {
  if (settings_.opponent == Opponent::ComputerBlack) return xq::Color::Red;
  if (settings_.opponent == Opponent::ComputerRed) return xq::Color::Black;
  return std::nullopt;
}

bool Session::computer_to_move() const {
  if (arranging_) return false;  // the person lays out its pieces first: the computer waits
  return settings_.opponent == Opponent::ComputerBoth ||
         (settings_.opponent == Opponent::ComputerBlack && game_.side_to_move() == xq::Color::Black) ||
         (settings_.opponent == Opponent::ComputerRed && game_.side_to_move() == xq::Color::Red);
}

xq::Viewer Session::viewer() const {
  // A finished game is reviewed with every face-down piece shown (its link, export and
  // board are the arbiter's: the record replays exactly; docs/sharing.md "Hidden pieces").
  if (over()) return xq::Viewer::Arbiter;
  if (arranging_) return *arranging_ == xq::Color::Red ? xq::Viewer::Red : xq::Viewer::Black;
  if (const std::optional<xq::Color> p = person_side()) return *p == xq::Color::Red ? xq::Viewer::Red : xq::Viewer::Black;
  if (settings_.opponent == Opponent::ComputerBoth) return xq::Viewer::Spectator;
  return game_.side_to_move() == xq::Color::Red ? xq::Viewer::Red : xq::Viewer::Black;
}

std::optional<xq::Color> Session::cover() const {
  // Only a person at the board for each side needs it: against the computer the person's
  // view is always the same side's, and a watched game is a spectator's.
  if (!game_.secrets_per_side() || settings_.opponent != Opponent::Human || over() ||
      uncovered_gen_ == position_gen_)
    return std::nullopt;
  return arranging_ ? *arranging_ : game_.side_to_move();
}

void Session::poll_engine() {
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
  if (game_.has_secrets()) {
    // Face-down pieces: the worker gets the computer's own view (Game::view_game: the
    // redacted variant text, its FEN, no history), so no identity it may not know reaches it.
    const xq::Viewer v = game_.side_to_move() == xq::Color::Red ? xq::Viewer::Red : xq::Viewer::Black;
    xq::GameOrError view = game_.view_game(v);
    if (!view.game) {
      thinking_ = false;
      show_message(std::string(tr(Str::EngineError)) + ": " + view.error, true);
      return;
    }
    const xq::Game& vg = *view.game;
    browser::engine_search(position_gen_, vg.start_fen(), "", settings_.level,
                           vg.variant_text().empty() ? vg.variant() : vg.variant_text(), addons);
    return;
  }
  // A custom variant goes to the engine worker as its text (tools/engine_worker.cpp).
  browser::engine_search(position_gen_, game_.start_fen(), moves, settings_.level,
                         game_.variant_text().empty() ? game_.variant() : game_.variant_text(), addons);
}

bool Session::engine_reply(int gen, std::string_view iccs) {
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

std::string Session::view_text() const {
  const int live = game_.ply();
  if (live == 0) return {};
  char buf[96];
  std::snprintf(buf, sizeof buf, tr(Str::Viewing), view_ply_ < 0 ? live : view_ply_, live);
  return buf;
}

const xq::Game& Session::shown() const {
  return view_ply_ >= 0 && view_game_ ? *view_game_ : game_;
}

bool Session::flag_fall(double now) {
  if (result_.over() || !clock_.enabled()) return false;
  const std::optional<xq::Color> loser = clock_.flagged(now);
  if (!loser) return false;
  clock_.stop(now);
  game_.lose_on_time(*loser);  // 超時: a core result, so PGN, links and the game list see it
  hook(hooks_.clear_selection);
  changed();
  return true;
}

std::string Session::result_text() const {
  if (!over()) return {};
  if (reason() == xq::ResultReason::FlagCaptured &&
      (game_.track_lost(xq::Color::Red) || game_.track_lost(xq::Color::Black)))
    return std::string(tr(outcome() == xq::Outcome::RedWins ? Str::RedWins : Str::BlackWins)) + " — " +
           tr(Str::FlagCaptured);  // 解將旗: a captured flag loses
  return tr_result(outcome(), reason());
}

const std::vector<std::string>& Session::move_texts() {
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
  // Review of a finished game with secrets: what each move made known (the arbiter's view
  // is the page's then; before the end nothing here may show an identity).
  reveals_.assign(texts_.size(), std::string());
  if (over() && game_.has_secrets()) {
    const std::vector<std::vector<xq::Piece>> r = game_.reveals_by_ply();
    for (std::size_t i = 0; i < r.size() && i < reveals_.size(); ++i)
      for (xq::Piece p : r[i]) reveals_[i] += game_.piece_glyph(p);
  }
  texts_valid_ = true;
  return texts_;
}

const std::vector<std::string>& Session::reveal_texts() {
  move_texts();
  return reveals_;
}

const std::vector<xq::notation::MoveNumber>& Session::move_numbers() {
  move_texts();
  return numbers_;
}

bool Session::take_game_over_popup() {
  const bool p = popup_pending_;
  popup_pending_ = false;
  return p;
}

void Session::changed_no_save() {
  ++position_gen_;
  hook(hooks_.reset_gesture);
  texts_valid_ = false;
  result_ = game_.result();
  const bool now_over = over();
  if (now_over && !was_over_) {
    hook(hooks_.game_ended);  // finished games go to the game list
    popup_pending_ = true;
    clock_.stop(browser::now_ms());
  }
  if (!now_over && !clock_.running() && clock_.enabled() && game_.ply() > 0)
    clock_.start(game_.side_to_move(), browser::now_ms());
  was_over_ = now_over;
}

void Session::changed() {
  changed_no_save();
  hook(hooks_.save);
}

}  // namespace xqweb
