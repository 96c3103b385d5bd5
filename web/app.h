// App: the browser game's state and actions, between the Game facade and the views.
//
// It owns the Game, the UI settings (orientation, notation, language, clock), the pointer
// interaction on the board (pick/drop, drag) and the messages shown to the players. The
// views (board_view, panels) draw from it; the JS bridge and the panels call its actions.
// main.cpp only feeds it SDL events and asks it to draw a frame.
#pragma once

#include <SDL.h>

#include <optional>
#include <string>
#include <vector>

#include "board_view.h"
#include "core/game.h"
#include "core/notation/movetext.h"
#include "core/notation/pgn.h"
#include "core/share/link.h"
#include "game_setup.h"
#include "i18n.h"
#include "imgui.h"
#include "ring_view.h"

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
  ClockSettings clock;
  GameSetup setup;  // what "new game" builds: variant, add-ons, rule set
};

// The embed page (embed.html, web/embed.cpp): minimal chrome, options from the link.
struct EmbedOptions {
  bool on = false;         // this page is embed.html
  bool view_only = false;  // mode=view: the board only steps through the game
  int theme = 0;           // xq::share::Theme as int (0 wood, 1 light, 2 dark)
  int autoplay_ms = 0;     // 0 = off
  double next_step_ms = 0;
};

// Where a named widget was drawn last frame (CSS px), for tests and the bridge.
struct WidgetRect {
  std::string id;
  ImVec2 min, max;
  bool disabled = false;  // drawn disabled: it cannot act now
};

class App {
 public:
  App();

  // Input: SDL pointer events (mouse, and touch delivered as mouse). Returns true if the
  // event changed something visible.
  void handle_event(const SDL_Event& e);
  // Layout for a display of `size` CSS px; call before ImGui::NewFrame (font sizes).
  void layout(ImVec2 size);
  // The board shows ICCS coordinates (file letters, rank numbers) when moves are in ICCS.
  bool iccs_coordinates() const { return settings_.notation == xq::notation::Notation::Iccs; }
  // Everything drawn in one ImGui frame.
  void draw();
  // True while something changes without input (a running clock's seconds).
  bool animating();

  // Actions (panels, bridge). Each returns whether it did something.
  bool play(xq::Move m);                  // sets message() when illegal
  bool play_text(std::string_view text);  // ICCS, WXF or Chinese
  bool undo();
  bool redo();
  void new_game();  // the current setup again
  // A new game of `setup` (New Game dialog); returns the core's error text, "" when started.
  std::string start_game(const GameSetup& setup);
  bool load_fen(std::string_view fen);  // bad FEN: message, game kept
  void flip();
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
  // 限着 (web/move_limit_view.cpp): the side to move in hot seat, the person against the
  // computer, calls a 40-回合 limit. False (nothing changes) when no one may call now.
  bool call_move_limit();
  bool draw_answer_pending() const { return draw_game_.has_value(); }
  void set_notation(xq::notation::Notation n);
  void set_language(Lang l);
  void view(int ply);                        // -1 = the live position
  // Steps the shown position like the keys ← → Home End (the panel's ⏮ ◀ ▶ ⏭ buttons);
  // other keys are ignored. The game itself does not change.
  void step_view(SDL_Keycode key);
  void apply_clock(const ClockSettings& c);  // starts a new game with it
  void copy_fen();
  void copy_link();  // share link to the clipboard (and last_link())
  // The share link fragment ("v2.…") of the current game, settings and view.
  std::string link_fragment() const;
  // Opens a share link fragment like a start-up link (errors shown); in the embed page it
  // also applies the embed options. Returns whether the link was read without error.
  bool open_link(std::string_view fragment);
  // A record (imported, or its link or saved game; Game::is_record) becomes a live game
  // from the position shown: the later record moves, its result and its header go, and
  // the game is judged from here on (Game::continue_live). Asked first for a finished
  // record or an earlier ply (Confirm::ContinueRecord); an unfinished record played on
  // at its end continues without asking.
  void continue_record();
  // Replaces the game (import, game list); the view goes to `view_ply` (-1 = live).
  void set_game(xq::Game g, int view_ply = -1);
  // PGN tags of an imported game (players, event, date, site) that an export writes
  // again; cleared by every other new game.
  void set_game_tags(std::vector<xq::notation::PgnTag> tags);
  const std::vector<xq::notation::PgnTag>& game_tags() const { return game_tags_; }
  // The same tags as a share link carries them (h=), and back (links, saved games).
  std::vector<xq::share::LinkTag> link_tags() const;
  void set_link_tags(const std::vector<xq::share::LinkTag>& tags);
  // After a frame is on the canvas (PNG export reads it then); see web/import_export.cpp.
  void after_render();
  const EmbedOptions& embed() const { return embed_; }
  std::string embed_caption();  // the embed bar's text: the current move in words
  void set_autoplay(int ms);  // embed: 0 stops
  void set_opponent(Opponent o, int level);
  // The engine's answer for request `gen` (ICCS, "" = no move, "error:…"); stale
  // generations are dropped. Returns whether a move was played.
  bool engine_reply(int gen, std::string_view iccs);
  // The person's side against the computer (nullopt: hot seat or watch mode).
  std::optional<xq::Color> person_side() const;
  // Asks the engine when it is the computer's turn; called every main-loop tick.
  void poll_engine();
  // State for the views and the bridge.
  const xq::Game& game() const { return game_; }
  const xq::Game& shown() const;  // the viewed position (history) or the game
  int view_ply() const { return view_ply_; }
  // "move 3 of 31" / "第 3 步，共 31 步": the shown position in the game; "" before a move.
  std::string view_text() const;
  const Settings& settings() const { return settings_; }
  const BoardLayout& board() const { return board_; }
  const std::string& message() const { return message_; }
  bool message_is_error() const { return message_error_; }
  const std::vector<std::string>& move_texts();
  // Number and side of each move of the game, as written ("1. … 車５平８ 2. …"): the
  // start FEN's side to move and fullmove number decide (core move_number).
  const std::vector<xq::notation::MoveNumber>& move_numbers();
  bool over() const;
  xq::Outcome outcome() const;
  xq::ResultReason reason() const;
  std::string result_text() const;  // translated; empty while ongoing
  std::optional<xq::Color> draw_offer() const { return draw_offer_; }
  const Clock& clock() const { return clock_; }
  xq::Square selected() const { return selected_; }
  const std::vector<WidgetRect>& widgets() const { return widgets_; }
  bool dialog_open() const { return dialog_open_; }
  const char* dialog_name() const { return dialog_name_; }
  std::string state_json();
  bool banner_visible() const;  // the 將軍! banner after a checking move
  bool thinking() const { return thinking_; }
  const std::string& last_link() const { return last_link_; }

  // The move being picked (web/app_gesture.cpp, core/gesture.h): every add-on move is
  // a pick sequence of the core's gesture; these read it for the views and the bridge.
  bool has_ring() const;
  bool flag_picked();    // the own ring flag is the first pick
  bool flag_armed();     // … and goes on with a board move or along the ring (解將旗)
  bool flag_entering();  // … and goes onto a board point itself (宮旗)
  bool can_arm_flag();   // picking the flag now would arm it / let it enter
  bool can_enter_flag();
  bool drop_mode();  // an action (還魂) is the first pick
  std::vector<xq::Square> drop_points();  // where the 還魂 action drops now
  // The panel's action buttons: the actions a fresh gesture starts with, and "done" when
  // the gesture offers it; press_action feeds one to the gesture.
  std::vector<xq::GestureAction> gesture_actions();
  bool action_active(xq::GestureAction a);  // it is the gesture's first pick
  void press_action(xq::GestureAction a);
  std::optional<xq::Move> done_move();  // what "done" would play (a double move's first half)
  std::vector<xq::Square> board_targets();  // board points the gesture offers (drawn as targets)
  std::vector<int> ring_targets();          // ring cells the gesture offers
  // The ring cell offered after a first pick of `first` (Flag: the escape, Piece: back to the ring).
  int ring_target_after(xq::PickRole first);
  const xq::Game& board_game() const;  // what the board shows (a double move's preview)

  // Used by panels.
  void note_widget(const char* id, bool disabled = false);
  void set_dialog(bool open, const char* name) { dialog_open_ = open, dialog_name_ = name; }
  bool take_game_over_popup();  // true once when the game has just ended
  void show_message(std::string text, bool error);
  // A message of the moment ("Link copied"): it goes after kNoteMs, or at the next flip,
  // notation or language change, or any move or view change.
  void show_note(std::string text);
  // The first visit's one-line how-to, until the first move or "Got it" (remembered).
  bool first_hint_visible() const { return !embed_.on && !first_hint_done_; }
  void dismiss_first_hint();
  void set_eval_shown(bool on);  // the Evaluation toggle, remembered across reloads

 private:
  void clear_selection();
  void select(xq::Square s);
  void end_note();
  std::string why_no_move(xq::IllegalReason r) const;  // a picked piece that has no legal move
  void changed();  // history changed: texts, result, clock, save
  // Ends the game on time when a flag has fallen at `now` (true if it did).
  bool flag_fall(double now);
  void changed_no_save();
  void reset_game_state();
  bool poll_draw_answer();  // the computer's answer to a pending draw offer; true when it came
  bool over_now_from_game() const;
  void save();
  void restore();
  void open_link_from_location();
  std::string apply_link_addons(const xq::share::LinkState& st);
  // Embed page (web/embed.cpp).
  void layout_embed(ImVec2 size);
  void draw_embed();
  void draw_embed_background();
  bool animate_embed(double now);
  bool computer_to_move() const;
  void pointer_down(ImVec2 p);
  void pointer_move(ImVec2 p);
  void pointer_up(ImVec2 p);
  xq::Square square_at(ImVec2 p) const;
  const std::vector<xq::Move>& legal();  // the live position's legal moves, cached
  xq::MoveGesture& gesture();  // the live position's gesture (a new one per position)
  const xq::MoveGesture& start_gesture();  // the same position's, nothing picked
  void reset_gesture();
  void gesture_changed();  // after a pick: the preview
  xq::Place own_flag_place() const;
  std::vector<xq::Pick> flag_continuations();
  void show_gesture_hint();
  void show_refusal(const xq::MoveVerdict& v);
  xq::PickVerdict pick(xq::Place p);  // plays the move once named
  void board_press(xq::Square sq, ImVec2 p);
  void drop_on(xq::Square sq);
  bool ring_pointer(ImVec2 p);
  std::string flag_refusal() const;
  RingMarks ring_marks();

  xq::Game game_;
  Settings settings_;
  BoardLayout board_;
  ImVec2 panel_min_, panel_max_;
  bool wide_ = true;
  int view_ply_ = -1;
  std::optional<xq::Game> view_game_;
  xq::Square selected_ = xq::kNoSquare;
  // Pointer: the point pressed, whether it turned into a drag, and where the pointer is.
  xq::Square press_ = xq::kNoSquare;
  bool press_was_selected_ = false;
  bool dragging_ = false;
  ImVec2 press_pos_, pointer_pos_;
  std::string message_;
  bool message_error_ = false;
  static constexpr double kNoteMs = 4000;
  double note_until_ = 0;  // > 0: message_ is a note that goes at this time
  bool first_hint_done_ = false;
  int style_touch_ = -1;  // the style applied: 1 touch sizes, 0 mouse, -1 none yet
  std::vector<std::string> texts_;
  std::vector<xq::notation::MoveNumber> numbers_;
  bool texts_valid_ = false;
  std::optional<xq::Color> draw_offer_;  // who offered a draw that stands
  std::optional<xq::Game> draw_game_;    // the position the computer is judging an offer in
  Clock clock_;
  bool was_over_ = false;
  bool popup_pending_ = false;
  bool dialog_open_ = false;
  const char* dialog_name_ = "";
  std::vector<WidgetRect> widgets_;
  std::vector<WidgetRect> widgets_next_;
  int last_clock_second_ = -1;
  xq::GameResult result_;  // cached: Game::result() generates moves
  static constexpr double kCheckBannerMs = 1500;
  double check_time_ = -1e9;
  // Engine requests: position_gen_ changes with every history change (and opponent
  // change); a reply is used only if it answers the current generation.
  int position_gen_ = 0;
  int requested_gen_ = -1;
  bool thinking_ = false;
  std::string last_link_;
  std::vector<xq::notation::PgnTag> game_tags_;
  // The move being picked: the gesture, the same position's fresh one, the position
  // generation they belong to, and the board it shows (a double move's first half).
  xq::MoveGesture gesture_, start_gesture_;
  int gesture_gen_ = -1;
  std::optional<xq::Game> preview_;
  std::vector<xq::Move> legal_;
  int legal_gen_ = -1;
  EmbedOptions embed_;
};

App& app();
void init_app();

}  // namespace xqweb
