// The position editor (擺棋 / 摆棋 / Set up position, issue #19 item 3): a draft of the
// current variant's board (core/position_setup.h) edited with the pointer, a finger or the
// keyboard, checked by the core after every change, started as a game or shared.
//
// While it is open the board shows the draft instead of the game and the panel is the
// editor's: the palette (every piece type the variant declares, Red's and Black's, drawn
// with the board's own discs), a remove tool, the side to move, Clear board / Start
// position / Current position, the core's verdict in the page's language naming the point in
// the chosen notation, Start game, Copy FEN, Copy link and Cancel. The game behind it is
// not touched until Start game; Cancel (or Esc) leaves it exactly as it was.
//
// Input (web/position_editor.cpp, App's editor_* members):
// - palette: a click picks a piece as the tool (a second click drops the tool); a click on
//   a point then puts it there (again and again); a drag from the palette drops one piece
//   where it is let go;
// - board: with no tool, a click picks a piece and a click on another point moves it
//   there; a drag moves it, a drag off the board (or a right click, or the remove tool)
//   deletes it;
// - keyboard: the board cursor (board_keys.cpp: Enter/Space, arrows) clicks points as
//   above; Tab / Shift+Tab step the tool through the palette, the remove tool and none
//   (announced in the live region); Delete or Backspace removes the piece under the
//   cursor; Esc drops the tool or the pick, then closes the editor.
#pragma once

#include <string>

#include "core/game.h"
#include "core/position_setup.h"
#include "imgui.h"

namespace xqweb {

class App;

// Where the draft comes from (the panel's Clear board / Start position / Current).
enum class EditorSource { Clear, Start, Current };

struct PositionEditor {
  explicit PositionEditor(xq::PositionSetup d) : draft(std::move(d)) { changed(); }

  xq::PositionSetup draft;
  // The tool a click on a point applies: a palette piece, or (remove) deleting; none = a
  // click picks and moves the draft's pieces.
  xq::Piece tool;
  bool remove_tool = false;
  xq::Square selected = xq::kNoSquare;  // a draft piece picked to move by clicks
  // The pointer: the point pressed (with a piece on it), whether it became a drag, and a
  // palette piece being dragged onto the board.
  xq::Square press = xq::kNoSquare;
  bool dragging = false;
  ImVec2 press_pos;
  xq::Piece palette_drag;
  // A press on the palette (its discs' box last frame) or a disc held: a swipe from it is a
  // drag onto the board, not a scroll of the panel.
  bool palette_pressed = false;
  ImVec2 palette_min, palette_max;
  xq::FenError problem;  // the core's verdict on the draft (kind None: it may start)
  bool clock_paused = false;  // the game's running clock, stopped while the editor is open

  void changed() { problem = draft.check(); }
  void drop_tool() { tool = xq::Piece(), remove_tool = false; }
};

// The panel while the editor is open (instead of draw_panels).
void draw_position_editor(App& app, ImVec2 min, ImVec2 max, bool wide);
// The draft's verdict as the panel says it (the page's language, the chosen notation's
// point name); "" when the draft may start.
std::string editor_problem_text(const App& app, const PositionEditor& e);
// The "擺棋 / Set up position" label, for the panel's button.
const char* editor_button_label();

}  // namespace xqweb
