// App: input and drawing of the browser game, over a Session (session.h).
//
// The Session holds the game, its clocks, the engine's requests and answers, the record
// and the status line. App owns one and adds what is the page's: the layout, the pointer
// on the board (pick/drop, drag) fed to the core's move gesture (app_gesture.cpp), the
// widgets and dialogs drawn, the embed page's options, persistence and the state dump
// (app_io.cpp). The session's actions are App's too (one-line forwards below), so the
// views (board_view, panels), the dialogs and the JS bridge call App alone. main.cpp only
// feeds it SDL events and asks it to draw a frame.
#pragma once

#include <SDL.h>

#include <optional>
#include <string>
#include <vector>

#include "board_view.h"
#include "core/game.h"
#include "imgui.h"
#include "position_editor.h"
#include "ring_view.h"
#include "session.h"
#include "sound.h"

namespace xqweb {

// The embed page (embed.html, web/embed.cpp): minimal chrome, options from the link.
struct EmbedOptions {
  bool on = false;         // this page is embed.html
  bool view_only = false;  // mode=view: the board only steps through the game
  int autoplay_ms = 0;     // 0 = off
  double next_step_ms = 0;
};

// Where a named widget was drawn last frame (CSS px), for tests and the bridge.
struct WidgetRect {
  std::string id;
  ImVec2 min, max;
  bool disabled = false;  // drawn disabled: it cannot act now
  bool clipped = false;   // scrolled out of sight in its window (a scrolling list)
  std::string sheet;      // the sheet (sheets.h) that holds it: "settings", "more", "" = the panel
  bool hidden = false;    // its sheet is closed (drawn off screen only so the dump can name it)
  bool covered = false;   // under the open sheet: not clickable now
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
  bool iccs_coordinates() const { return settings().notation == xq::notation::Notation::Iccs; }
  // Everything drawn in one ImGui frame.
  void draw();
  // True while something changes without input (a running clock's seconds).
  bool animating();

  // The session's actions (session.h), as panels and the bridge call them. Each returns
  // whether it did something.
  Session& session() { return session_; }
  const Session& session() const { return session_; }
  bool play(xq::Move m) { return session_.play(m); }
  bool play_text(std::string_view text) { return session_.play_text(text); }
  bool undo() { return session_.undo(); }
  bool redo() { return session_.redo(); }
  void new_game() { session_.new_game(); }
  std::string start_game(const GameSetup& setup) { return session_.start_game(setup); }
  bool load_fen(std::string_view fen);  // a game in progress it replaces is kept (kept_note)
  void resign() { session_.resign(); }
  void offer_draw() { session_.offer_draw(); }
  bool accept_draw() { return session_.accept_draw(); }
  void withdraw_draw() { session_.withdraw_draw(); }
  bool can_accept_draw() const { return session_.can_accept_draw(); }
  bool call_move_limit() { return session_.call_move_limit(); }
  bool draw_answer_pending() const { return session_.draw_answer_pending(); }
  void set_notation(xq::notation::Notation n) { session_.set_notation(n); }
  void view(int ply) { session_.view(ply); }  // -1 = the live position
  void apply_clock(const ClockSettings& c) { session_.apply_clock(c); }  // starts a new game with it
  std::string link_fragment() const { return session_.link_fragment(); }
  void continue_record() { session_.continue_record(); }
  // Replaces the game (an import, a replay, the editor's Start); a game in progress is
  // kept in the saved games first, and kept_note() then says so once ("" otherwise).
  void set_game(xq::Game g, int view_ply = -1) { kept_game_ = false, session_.set_game(std::move(g), view_ply); }
  std::string kept_note();
  void set_game_tags(std::vector<xq::notation::PgnTag> tags) { session_.set_game_tags(std::move(tags)); }
  const std::vector<xq::notation::PgnTag>& game_tags() const { return session_.game_tags(); }
  std::vector<xq::share::LinkTag> link_tags() const { return session_.link_tags(); }
  void set_link_tags(const std::vector<xq::share::LinkTag>& tags) { session_.set_link_tags(tags); }
  void set_opponent(Opponent o, int level) { session_.set_opponent(o, level); }
  bool engine_reply(int gen, std::string_view iccs) { return session_.engine_reply(gen, iccs); }
  std::optional<xq::Color> person_side() const { return session_.person_side(); }
  void poll_engine() { session_.poll_engine(); }
  const xq::Game& game() const { return session_.game(); }
  const xq::Game& shown() const { return session_.shown(); }
  int view_ply() const { return session_.view_ply(); }
  std::string view_text() const { return session_.view_text(); }
  const Settings& settings() const { return session_.settings(); }
  const std::string& message() const { return session_.message(); }
  bool message_is_error() const { return session_.message_is_error(); }
  const std::vector<std::string>& move_texts() { return session_.move_texts(); }
  const std::vector<xq::notation::MoveNumber>& move_numbers() { return session_.move_numbers(); }
  bool over() const { return session_.over(); }
  std::optional<xq::Color> cover() const { return session_.cover(); }
  void uncover() { session_.uncover(); }
  // The set-up step of a face-down start (session.h "Arranging secrets before play"; the
  // board's picks swap pieces then: app_arrange.cpp).
  std::optional<xq::Color> arranging() const { return session_.arranging(); }
  void arrange_random();
  void arrange_done();
  xq::Outcome outcome() const { return session_.outcome(); }
  xq::ResultReason reason() const { return session_.reason(); }
  std::string result_text() const { return session_.result_text(); }
  std::optional<xq::Color> draw_offer() const { return session_.draw_offer(); }
  const Clock& clock() const { return session_.clock(); }
  bool take_game_over_popup() { return session_.take_game_over_popup(); }
  void show_message(std::string text, bool error) { session_.show_message(std::move(text), error); }
  void show_note(std::string text) { session_.show_note(std::move(text)); }
  bool banner_visible() const { return session_.banner_visible(); }
  bool thinking() const { return session_.thinking(); }
  xq::Viewer viewer() const { return session_.viewer(); }

  // The page's own actions.
  void flip();
  void set_language(Lang l);
  // Steps the shown position like the keys ← → Home End (the panel's ⏮ ◀ ▶ ⏭ buttons);
  // other keys are ignored. The game itself does not change.
  void step_view(SDL_Keycode key);
  void copy_fen();
  void copy_link();  // share link to the clipboard (and last_link())
  // Opens a share link fragment like a start-up link (errors shown); in the embed page it
  // also applies the embed options. Returns whether the link was read without error.
  bool open_link(std::string_view fragment);
  // Opens the link in the address bar's fragment, if any: at start-up, and when only the
  // fragment changes (a link pasted into the address bar of an open tab does not reload the
  // page, the browser just fires hashchange). A game in progress that the link replaces
  // is kept in the saved games first.
  void open_link_from_location();
  // After a frame is on the canvas (PNG export reads it then); see web/import_export.cpp.
  void after_render();
  const EmbedOptions& embed() const { return embed_; }
  std::string embed_caption();  // the embed bar's text: the current move in words
  void set_autoplay(int ms);  // embed: 0 stops
  const BoardLayout& board() const { return board_; }
  xq::Square selected() const { return selected_; }
  xq::Square cursor() const { return cursor_; }
  const std::vector<WidgetRect>& widgets() const { return widgets_; }
  bool dialog_open() const { return dialog_open_; }
  const char* dialog_name() const { return dialog_name_; }
  std::string state_json();
  const std::string& last_link() const { return last_link_; }

  // The move being picked (web/app_gesture.cpp, core/gesture.h): every add-on move is
  // a pick sequence of the core's gesture; these read it for the views and the bridge.
  bool has_ring() const;
  bool flag_picked();    // the own ring flag is the first pick
  bool flag_armed();     // … and goes on with a board move or along the ring (解將旗)
  bool flag_entering();  // … and goes onto a board point itself (宮旗)
  bool can_arm_flag();   // picking the flag now would arm it / let it enter
  bool can_enter_flag();
  bool drop_mode();  // an action (還魂, 拿回) is the first pick
  std::vector<xq::Square> drop_points();  // where the 還魂 and 拿回 actions drop now
  // The panel's action buttons: the actions a fresh gesture starts with, "done" and "turn
  // over" when the gesture offers them; press_action feeds one to the gesture.
  std::vector<xq::GestureAction> gesture_actions();
  bool action_active(xq::GestureAction a);  // it is the gesture's first pick
  void press_action(xq::GestureAction a);
  std::optional<xq::Move> done_move();  // what "done" would play (a double move's first half)
  std::vector<xq::Square> board_targets();  // board points the gesture offers (drawn as targets)
  std::vector<int> ring_targets();          // ring cells the gesture offers
  // The ring cell offered after a first pick of `first` (Flag: the escape, Piece: back to the ring).
  int ring_target_after(xq::PickRole first);
  const xq::Game& board_game() const;  // what the board shows (a double move's preview)
  // Promotion (web/promotion_picker.cpp): the kinds the gesture offers for the piece just
  // moved (empty unless it waits for that choice), the piece that moves, the choice, and
  // Cancel (the destination taken back, the piece still picked).
  std::vector<xq::PieceKind> promotion_choices();
  // Do the picks so far also go on to a further board point (a jump that lands again)?
  bool promotion_goes_on();
  xq::Piece promotion_mover();
  bool promotion_is_change();  // the kind picked next is a 雄's 「變化」, not a promotion or flip
  void choose_promotion(xq::PieceKind k);
  void cancel_promotion();

  // The position editor (web/position_editor.*): open on the position shown (refused
  // for variants with face-down pieces, with the reason), its actions, closed by Cancel
  // (the game untouched) or Start game (the draft becomes the game).
  bool open_editor();
  void close_editor();
  PositionEditor* editor() { return editor_ ? &*editor_ : nullptr; }
  const PositionEditor* editor() const { return editor_ ? &*editor_ : nullptr; }
  void editor_load(EditorSource from);
  void editor_set_side(xq::Color c);
  bool editor_start();  // false (the reason shown) when the draft cannot start
  void editor_copy_fen();
  void editor_copy_link();

  // Used by panels.
  void note_widget(const char* id, bool disabled = false);
  // The sheet the widgets noted next belong to ("" = the panel itself) and whether it is
  // closed; the open sheet's rectangle covers the panel widgets under it (sheets.cpp).
  void set_widget_sheet(const char* sheet, bool hidden) { widget_sheet_ = sheet, widget_hidden_ = hidden; }
  void set_sheet_cover(ImVec2 min, ImVec2 max) { cover_next_min_ = min, cover_next_max_ = max; }
  void set_dialog(bool open, const char* name) { dialog_open_ = open, dialog_name_ = name; }
  // The first visit's one-line how-to, until the first move or "Got it" (remembered).
  // Not during the set-up step: its panel says how to lay out; "Red moves first" waits.
  bool first_hint_visible() const { return !embed_.on && !first_hint_done_ && !arranging(); }
  void dismiss_first_hint();
  void set_eval_shown(bool on);
  // The analysis board's pass (analysis.h): starts it for the game, or stops it (key A).
  void toggle_analysis();  // the Evaluation toggle, remembered across reloads
  // The look and sound settings (web/look_settings.cpp), remembered across reloads.
  void set_theme(xq::share::Theme t);
  void set_pieces(xq::share::PieceStyle p);
  void set_sound_on(bool on);
  // The faces the board draws for the seven roles, Red then Black ("帥仕相傌俥炮兵將士象馬車砲卒"):
  // the state dump's proof of the piece style.
  std::string piece_faces_shown() const;

 private:
  void clear_selection();
  void select(xq::Square s);
  std::string why_no_move(xq::IllegalReason r) const;  // a picked piece that has no legal move
  void save();
  void restore();
  bool keep_game_in_progress();
  // Embed page (web/embed.cpp).
  void layout_embed(ImVec2 size);
  void draw_embed();
  void draw_embed_background();
  bool animate_embed(double now);
  bool computer_to_move() const { return session_.computer_to_move(); }
  void pointer_down(ImVec2 p);
  void pointer_move(ImVec2 p);
  void pointer_up(ImVec2 p);
  xq::Square square_at(ImVec2 p) const;
  // The editor's input (position_editor.cpp).
  xq::Square editor_square_at(ImVec2 p) const;
  void editor_click(xq::Square sq);
  void editor_down(ImVec2 p, bool right);
  void editor_move(ImVec2 p);
  void editor_up(ImVec2 p);
  bool editor_key(SDL_Keycode key, bool shift);
  void draw_editor_frame();  // the draft on the board, the editor's panel
  // Keyboard play (web/board_keys.cpp): true if the key was the board's.
  bool board_key(SDL_Keycode key);
  xq::Square cursor_start() const;
  bool ring_key(SDL_Keycode key);  // the cursor on the ring (board_keys.cpp)
  void announce_ring_cursor();
  void announce_cursor();
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
  void arrange_press(xq::Square sq, ImVec2 p);  // a press on the board while arranging
  void arrange_drop(xq::Square sq);             // … and a piece dragged there
  bool arrangeable(xq::Square sq) const;        // one of the arranging side's face-down pieces
  std::vector<xq::Square> arrange_targets() const;  // what the picked piece may swap with
  bool ring_pointer(ImVec2 p);
  std::string flag_refusal() const;
  RingMarks ring_marks();
  void start_slide(xq::Move m);
  void draw_graph_window();  // the analysis graph under the board (wide layout)
  void slide_marks(const xq::Game& g, BoardMarks& marks);

  Session session_;
  BoardLayout board_;
  ImVec2 panel_min_, panel_max_;
  ImVec2 graph_min_, graph_max_;  // the analysis graph's strip under the board (wide layout)
  bool wide_ = true;
  xq::Square selected_ = xq::kNoSquare;
  // Pointer: the point pressed, whether it turned into a drag, and where the pointer is.
  xq::Square press_ = xq::kNoSquare;
  bool press_was_selected_ = false;
  bool dragging_ = false;
  ImVec2 press_pos_, pointer_pos_;
  xq::Square cursor_ = xq::kNoSquare;  // the keyboard's cursor on the board (none: hidden)
  int ring_cursor_ = -1;  // … on a 解將旗 ring cell instead (cursor_ then keeps the point it left)
  bool first_hint_done_ = false;
  int style_touch_ = -1;  // the style applied: 1 touch sizes, 0 mouse, +2 dark; -1 none yet
  bool dialog_open_ = false;
  const char* dialog_name_ = "";
  std::vector<WidgetRect> widgets_;
  std::vector<WidgetRect> widgets_next_;
  const char* widget_sheet_ = "";
  bool widget_hidden_ = false;
  ImVec2 cover_min_, cover_max_, cover_next_min_, cover_next_max_;  // the open sheet (empty: none)
  std::string focus_, focus_next_;  // the widget with the keyboard focus (panel_keys.h), "" none
  std::string last_link_;
  bool kept_game_ = false;  // set_game / a link / a FEN kept the game in progress (kept_note)
  // The move being picked: the gesture, the same position's fresh one, the position
  // generation they belong to, and the board it shows (a double move's first half).
  xq::MoveGesture gesture_, start_gesture_;
  int gesture_gen_ = -1;
  std::optional<xq::Game> preview_;
  EmbedOptions embed_;
  std::optional<PositionEditor> editor_;  // open while set; the game is not touched meanwhile
  // The move sliding into place, and the sound the next frame plays (a hook may fire
  // while a link is read; only a move or an end made here makes a sound).
  struct Slide {
    xq::Square from = xq::kNoSquare, to = xq::kNoSquare;
    double start = 0;
  };
  static constexpr double kSlideMs = 150;
  Slide slide_;
  bool dropping_ = false;  // a drag's drop: the piece is already on its target
  std::optional<SoundKind> pending_sound_;
  bool announce_with_move_ = false;  // the pending sound follows a move (else an ending alone)
  void announce_move(bool with_move);
};

App& app();
void init_app();

}  // namespace xqweb
