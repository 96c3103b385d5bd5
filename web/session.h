// Session: the game being played on the page, apart from input and drawing.
//
// It owns the Game and what goes with it: the settings that build and play it (the set-up,
// the opponent and level, the clock, the notation the move list is written in; the
// orientation and language ride along since links and saves carry them), the clocks, the
// result, the history being viewed, the record's tags, draw offers, the requests to the
// engine worker and its answers, and the status line (the last message). No ImGui, no SDL,
// no pointer: App (app.h) owns a Session, turns presses into its actions and draws it.
//
// The few things the session cannot do itself (the picks of the move gesture start again,
// the save to localStorage, a finished game to the game list, rare glyphs to bake, the
// first-visit how-to going) it asks of its owner through SessionHooks.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"
#include "core/notation/movetext.h"
#include "core/notation/pgn.h"
#include "core/share/link.h"
#include "game_setup.h"
#include "i18n.h"
#include "sound.h"

namespace xqweb {

using xq::Clock;
using xq::ClockMode;
using xq::ClockSettings;

// Who plays against the person at the board: nobody (hot seat) or the engine on one side.
// ComputerBoth is watch mode: the engine plays both sides, the person only watches.
enum class Opponent { Human, ComputerBlack, ComputerRed, ComputerBoth };

struct Settings {
  bool flipped = false;
  Opponent opponent = Opponent::Human;
  int level = 4;  // engine level 1..8
  xq::notation::Notation notation = xq::notation::Notation::Chinese;
  Lang lang = Lang::Hant;
  // How the board looks (the settings panel; links and embeds carry them as t= and pc=).
  xq::share::Theme theme = xq::share::Theme::Wood;
  xq::share::PieceStyle pieces = xq::share::PieceStyle::Traditional;
  ClockSettings clock;
  GameSetup setup;  // what "new game" builds: variant, add-ons, rule set
};

// What the session asks of its owner (App). Each may be left empty.
struct SessionHooks {
  std::function<void()> clear_selection;  // the picked piece is put down
  std::function<void()> reset_gesture;    // the move gesture starts again
  std::function<void()> save;             // persist everything (localStorage)
  std::function<void()> game_ended;       // a game has just ended (the game list keeps it)
  std::function<void()> replacing;        // another game is about to replace this one (a link,
                                          // an import, a FEN, a replay): a game in progress is kept
  std::function<void()> moved;            // a move was played (the first-visit how-to goes)
  // … and what it was: the move and its sound (sound.h), for the sound and the slide.
  std::function<void(xq::Move, SoundKind)> played;
  std::function<void(const std::string&)> text_shown;  // a text that will be drawn (its glyphs)
};

// What opening a share link read (Session::open_link_game).
struct LinkOpened {
  xq::share::LinkDecode decode;
  std::string addon_error;  // the core's refusal of the link's add-ons, "" = none
  int ply = 0;              // the ply the link shows
};

class Session {
 public:
  Session();
  void set_hooks(SessionHooks h) { hooks_ = std::move(h); }

  // Actions (panels, bridge). Each returns whether it did something.
  bool play(xq::Move m);                  // sets message() when illegal
  bool play_text(std::string_view text);  // ICCS, WXF or Chinese
  bool undo();
  bool redo();
  void new_game();  // the current setup again
  // A new game of `setup` (New Game dialog); returns the core's error text, "" when started.
  std::string start_game(const GameSetup& setup);
  bool load_fen(std::string_view fen);  // bad FEN: message, game kept
  // The person resigns: against the computer the person's side, else the side to move.
  void resign();
  // Draw offers (web/draw_offer.cpp). Hot seat: the side to move offers; only the other
  // side may accept (its turn), the offerer may withdraw, and moving on declines. Against
  // the computer the person offers and the computer answers by its own evaluation
  // (core/search/draw_offer.h), with a message either way.
  void offer_draw();
  bool accept_draw();  // false when there is no offer or it is the offerer's own
  void withdraw_draw();
  bool can_accept_draw() const;
  bool draw_answer_pending() const { return draw_game_.has_value(); }
  bool poll_draw_answer();  // the computer's answer to a pending draw offer; true when it came
  // 限着 (web/move_limit_view.cpp): the side to move in hot seat, the person against the
  // computer, calls a 40-回合 limit. False (nothing changes) when no one may call now.
  bool call_move_limit();
  void set_notation(xq::notation::Notation n);
  void view(int ply);  // -1 = the live position
  void apply_clock(const ClockSettings& c);  // starts a new game with it
  // The share link fragment ("v2.…") of the current game, settings and view.
  std::string link_fragment() const;
  // The game of a share link fragment replaces this one (the whole game in the history,
  // a loss on time, its tags); the caller applies the rest and then changed() + view().
  // `fresh_start`: a link to a variant's start with secrets (no FEN, no move) becomes a
  // new game with a fresh deal and the set-up step (the page; not the embed, which shows
  // the link as it is).
  LinkOpened open_link_game(std::string_view fragment, bool fresh_start = true);
  // A record (imported, or its link or saved game; Game::is_record) becomes a live game
  // from the position shown (Game::continue_live).
  void continue_record();
  // ---- The game tree (web/session_tree.cpp; issue #17, 打譜) ----
  // The node of the position shown (the current line at the viewed ply).
  int shown_node() const;
  // Shows `node`: its line (through its first children to the end) becomes the game's
  // current line, and the view stands at the node (live when it is the line's end).
  bool jump(int node);
  // At a fork: the shown move's next (dir > 0) or previous sibling variation.
  bool step_variation(int dir);
  // The person picks a piece while looking back (not on a finished record): the game goes
  // to the shown node with the rest of the line to redo, and the next move that is not
  // already there asks "new variation / replace the rest" (or uses the remembered answer).
  void branch_here();
  // The move waiting for that answer, and the answer (remember: for the next ones too).
  bool branch_pending() const { return branch_move_.has_value(); }
  void answer_branch(xq::Branch how, bool remember);
  void cancel_branch();  // the line is listed whole again, the view on the node
  // The remembered answer (saved with the settings), nullopt = ask.
  std::optional<xq::Branch> branch_remembered() const { return branch_remembered_; }
  void set_branch_remembered(std::optional<xq::Branch> how) { branch_remembered_ = how; }
  // Edits of the shown node.
  void set_comment(std::string text);
  void set_comment_before(std::string text);  // before the shown move (not the root)
  void set_mark(xq::record::Mark mark);
  bool promote_shown();
  bool delete_shown();
  // Replaces the game (import, game list); the view goes to `view_ply` (-1 = live).
  void set_game(xq::Game g, int view_ply = -1);
  // A game read back from storage (restore): its tags, the result as it stands.
  void restore_game(xq::Game g, std::vector<xq::notation::PgnTag> tags);
  // PGN tags of an imported game (players, event, date, site) that an export writes
  // again; cleared by every other new game.
  void set_game_tags(std::vector<xq::notation::PgnTag> tags);
  const std::vector<xq::notation::PgnTag>& game_tags() const { return game_tags_; }
  // Where and why an imported record stopped (its readers' warnings), shown at the end of
  // the move list; cleared by every other new game.
  void set_record_warnings(std::vector<std::string> w) { record_warnings_ = std::move(w); }
  const std::vector<std::string>& record_warnings() const { return record_warnings_; }
  // The same tags as a share link carries them (h=), and back (links, saved games).
  std::vector<xq::share::LinkTag> link_tags() const;
  void set_link_tags(const std::vector<xq::share::LinkTag>& tags);
  void set_opponent(Opponent o, int level);
  // The engine's answer for request `gen` (ICCS, "" = no move, "error:…"); stale
  // generations are dropped. Returns whether a move was played.
  bool engine_reply(int gen, std::string_view iccs);
  // The person's side against the computer (nullopt: hot seat or watch mode).
  std::optional<xq::Color> person_side() const;
  bool computer_to_move() const;
  // Who looks at the board when pieces stand face-down (core/hidden_rules.h): against the
  // computer the person's side, in hot seat the side to move (the person at the board
  // now), in watch mode a spectator; never the arbiter. The board, the state dump, the
  // share link and the FEN export show this viewer's view.
  xq::Viewer viewer() const;
  // ---- Arranging secrets before play (web/session_arrange.cpp; Game::can_arrange) ----
  // A new game whose players each know their own face-down pieces (第三代's pawn backs,
  // 陸戰's secret pieces, 漢字將棋's 暗布) starts with a set-up step for each person at the
  // board: in hot seat Red, then Black (each behind the cover screen); against the
  // computer the person's side (the computer keeps its dealt order). While a side
  // arranges, it is the viewer, the computer waits and no move is played; the side's
  // picks swap two of its pieces (arrange_swap) or draw a fresh order (arrange_random),
  // and arrange_done hands over to the next side or starts play. A game that arrives
  // any other way (a link, a save, an import) is played as its record has it.
  std::optional<xq::Color> arranging() const { return arranging_; }
  std::string arrange_swap(xq::Square a, xq::Square b);  // "" or the core's reason
  void arrange_random();
  void arrange_done();
  // A reload in the middle of the set-up step (App::restore): `c` lays out again, behind
  // the cover in hot seat, if its person still may (the game has no move yet).
  void resume_arrangement(xq::Color c);
  // Asks the engine when it is the computer's turn; called every main-loop tick.
  void poll_engine();
  // Ends the game on time when a flag has fallen at `now` (true if it did).
  bool flag_fall(double now);
  // Every tick while the clock runs: true when a second passed (saved then).
  bool clock_second(double now);
  // A note whose moment is over goes (true when it went).
  bool expire_note(double now);

  // Messages: the status line.
  void show_message(std::string text, bool error);
  // A message of the moment ("Link copied"): it goes after kNoteMs, or at the next flip,
  // notation or language change, or any move or view change.
  void show_note(std::string text);
  void end_note();
  void clear_message() { message_.clear(); }  // the text only (a note's timer runs on)
  void clear_message_and_note();
  const std::string& message() const { return message_; }
  bool message_is_error() const { return message_error_ && !message_.empty(); }  // cleared text: no error
  bool message_is_note() const { return note_until_ > 0; }

  // History changed: texts, result, clock, save (changed_no_save: without the save).
  void changed();
  void changed_no_save();
  void invalidate_texts() { texts_valid_ = false; }

  // State for the views and the bridge.
  const xq::Game& game() const { return game_; }
  const xq::Game& shown() const;  // the viewed position (history) or the game
  int view_ply() const { return view_ply_; }
  // "move 3 of 31" / "第 3 步，共 31 步": the shown position in the game; "" before a move.
  std::string view_text() const;
  const Settings& settings() const { return settings_; }
  Settings& settings() { return settings_; }
  const std::vector<std::string>& move_texts();
  // Number and side of each move of the game, as written ("1. … 車５平８ 2. …"): the
  // start FEN's side to move and fullmove number decide (core move_number).
  const std::vector<xq::notation::MoveNumber>& move_numbers();
  // Per move, the glyphs of the face-down pieces it made known ("馬", "" for none), once a
  // game with secrets is over (its review shows every back and when each became known:
  // Game::reveals_by_ply); all empty before the end.
  const std::vector<std::string>& reveal_texts();
  bool over() const { return result_.over(); }
  // Hot seat with secrets each side keeps from the other (Game::secrets_per_side): the
  // side the board is covered for, after every change of the game until the player to
  // move taps (cover_screen.h); nullopt when nothing is covered.
  std::optional<xq::Color> cover() const;
  void uncover() { uncovered_gen_ = position_gen_; }
  xq::Outcome outcome() const { return result_.outcome; }
  xq::ResultReason reason() const { return result_.reason; }
  std::string result_text() const;  // translated; empty while ongoing
  std::optional<xq::Color> draw_offer() const { return draw_offer_; }
  const Clock& clock() const { return clock_; }
  Clock& clock() { return clock_; }
  bool take_game_over_popup();  // true once when the game has just ended
  bool banner_visible() const;  // the 將軍! banner after a checking move
  // True once, on the first tick after the banner's time is up: the frame that takes it
  // away. The banner itself stands still, so the page need not draw while it is up.
  bool banner_ended(double now);
  bool thinking() const { return thinking_; }
  // Changes with every history change (and opponent change): the engine's answers and
  // the move gesture belong to one generation.
  int position_gen() const { return position_gen_; }
  // Changes with every new game (new, start, import, link, FEN): what belongs to one game
  // only (the analysis board's answers) is forgotten then.
  int game_gen() const { return game_gen_; }

 private:
  void reset_game_state();
  // The arrangement step of a new game: the first side (from `after`'s next) whose person
  // may still arrange, or none; arranging_ and the cover follow it.
  void begin_arrangement(std::optional<xq::Color> after = std::nullopt);
  bool person_arranges(xq::Color c) const;
  void arranged();  // after a swap or a new order
  bool over_now_from_game() const;
  std::string apply_link_addons(const xq::share::LinkState& st);
  void glyphs(const std::string& text) const;
  void hook(const std::function<void()>& f) const {
    if (f) f();
  }

  SessionHooks hooks_;
  xq::Game game_;
  Settings settings_;
  int view_ply_ = -1;
  std::optional<xq::Game> view_game_;
  std::string message_;
  bool message_error_ = false;
  static constexpr double kNoteMs = 4000;
  double note_until_ = 0;  // > 0: message_ is a note that goes at this time
  std::vector<std::string> texts_;
  std::vector<xq::notation::MoveNumber> numbers_;
  std::vector<std::string> reveals_;
  bool texts_valid_ = false;
  std::optional<xq::Color> draw_offer_;  // who offered a draw that stands
  std::optional<xq::Game> draw_game_;    // the position the computer is judging an offer in
  Clock clock_;
  bool was_over_ = false;
  bool popup_pending_ = false;
  int last_clock_second_ = -1;
  xq::GameResult result_;  // cached: Game::result() generates moves
  static constexpr double kCheckBannerMs = 1500;
  double check_time_ = -1e9;
  bool banner_pending_ = false;  // a banner is up and its end not drawn yet
  // Engine requests: position_gen_ changes with every history change (and opponent
  // change); a reply is used only if it answers the current generation.
  int position_gen_ = 0;
  int game_gen_ = 0;
  int requested_gen_ = -1;
  int uncovered_gen_ = -1;  // the generation the player to move lifted the cover in
  std::optional<xq::Color> arranging_;  // the side laying out its face-down pieces now
  bool thinking_ = false;
  std::vector<xq::notation::PgnTag> game_tags_;
  std::vector<std::string> record_warnings_;
  bool branching_ = false;                     // branch_here() was called for the next move
  std::optional<xq::Move> branch_move_;        // a move waiting for answer_branch()
  std::optional<xq::Branch> branch_remembered_;  // "remember my choice"
  std::optional<xq::Branch> branch_now_;       // the answer for the move being played
};

}  // namespace xqweb
