// App, continued: the board played by keyboard alone (issue #19, accessibility). Enter or
// Space shows a cursor on the board; the arrow keys move it over the points (as the board
// is drawn: up is up on the screen, flipped or not; holes are stepped over); Enter or
// Space at the cursor does what a click there does (pick, drop, capture, the gesture's
// later picks), so every move a pointer can make on the board the keyboard can make too;
// Escape puts a picked piece down, a second Escape hides the cursor and the arrows step
// through the moves again. Each cursor step is announced in the ARIA live region (the
// point and what stands there, a face-down piece as such), and the cursor is drawn as a
// square ring that stays visible on every theme. With the 解將旗 ring round the board, an
// arrow past the board's edge takes the cursor onto the nearest ring cell that way; the
// arrows then walk the ring (to the neighbouring cell that lies that way), Enter there is a
// click on the cell (arm the flag, the two-cell escape, a 宮旗 return), and an arrow
// towards the board brings the cursor back to the nearest point.
#include "app.h"

#include <cmath>
#include <cstdio>
#include <vector>

#include "browser.h"
#include "core/hidden_view.h"
#include "core/notation/iccs.h"
#include "i18n.h"
#include "ring_view.h"

namespace xqweb {

namespace {

// The (column, row) on the screen of a point, and back (board_view.h BoardLayout::point).
void to_screen(const BoardLayout& b, int file, int rank, int& col, int& row) {
  col = b.flipped ? b.files - 1 - file : file;
  row = b.flipped ? rank : b.ranks - 1 - rank;
}

void from_screen(const BoardLayout& b, int col, int row, int& file, int& rank) {
  file = b.flipped ? b.files - 1 - col : col;
  rank = b.flipped ? row : b.ranks - 1 - row;
}

// The unit step on the screen of an arrow key (y grows downwards), {0, 0} for other keys.
ImVec2 arrow_step(SDL_Keycode key) {
  if (key == SDLK_LEFT) return ImVec2(-1, 0);
  if (key == SDLK_RIGHT) return ImVec2(1, 0);
  if (key == SDLK_UP) return ImVec2(0, -1);
  if (key == SDLK_DOWN) return ImVec2(0, 1);
  return ImVec2(0, 0);
}

// Of the cells `from` could go to, the one that lies most nearly in direction `d` from
// `at` (and at least half that way), -1 if none.
int cell_towards(const BoardLayout& b, ImVec2 at, ImVec2 d, const int* cells, int n) {
  int best = -1;
  float best_cost = 0;
  for (int k = 0; k < n; ++k) {
    const ImVec2 c = ring_cell_centre(b, cells[k]);
    const float dx = c.x - at.x, dy = c.y - at.y;
    const float along = dx * d.x + dy * d.y, across = std::fabs(dx * d.y - dy * d.x);
    if (along <= 0 || across > along * 2.5f + 1) continue;
    const float cost = along + across * 2;
    if (best < 0 || cost < best_cost) best = cells[k], best_cost = cost;
  }
  return best;
}

}  // namespace

// Where the cursor appears: on the picked piece, else the side to move's general, else
// the middle of the board.
xq::Square App::cursor_start() const {
  if (selected_ != xq::kNoSquare) return selected_;
  const xq::BoardDescription& bd = board_game().board();
  const xq::Color us = board_game().side_to_move();
  for (int r = 0; r < bd.ranks; ++r)
    for (int f = 0; f < bd.files; ++f) {
      const xq::Piece p = board_game().piece_at(f, r);
      if (!p.empty() && p.color() == us && p.kind() == xq::PieceKind::General) return bd.square(f, r);
    }
  for (int d = 0; d < bd.files * bd.ranks; ++d) {  // the existing point nearest the middle
    const int f = bd.files / 2 + (d % 3) - 1, r = bd.ranks / 2 + (d / 3) % 3 - 1;
    if (bd.exists(f, r)) return bd.square(f, r);
  }
  return bd.square(0, 0);
}

void App::announce_cursor() {
  static constexpr Words kEmpty{{"空", "空", "empty"}};
  static constexpr Words kFaceDown{{"暗子", "暗子", "face-down piece"}};
  const xq::Game& g = board_game();
  const xq::BoardDescription& bd = g.board();
  const xq::BoardPoint at = bd.point(cursor_);
  if (at.file < 0) return;
  std::string text = xq::format_iccs_square(cursor_, g.position().geometry());
  const xq::Piece p = editor_ ? editor_->draft.at(cursor_) : g.piece_at(at.file, at.rank);
  text += " ";
  if (p.empty()) {
    text += tr(kEmpty);
  } else {
    text += tr(p.color() == xq::Color::Red ? Str::Red : Str::Black);
    text += " ";
    // The names follow the page's language (i18n.h Lang and NameScript list the scripts
    // in the same order). A face-down piece is named only as far as this viewer knows it.
    const auto script = static_cast<xq::NameScript>(static_cast<int>(lang()));
    std::string name = g.piece_name(p, script);
    for (const xq::PieceView& v : xq::view_pieces(g.view_position(viewer())))
      if (!editor_ && v.square == cursor_ && v.face_down)
        name = std::string(tr(kFaceDown)) + (v.identity_known ? " " + g.piece_name(v.piece, script) : "");
    text += name;
  }
  if (cursor_ == (editor_ ? editor_->selected : selected_)) text += " ✓";
  browser::announce(text);
}

void App::announce_ring_cursor() {
  static constexpr Words kCell{{"旗環第 %d 格", "旗环第 %d 格", "ring cell %d"}};
  static constexpr Words kFlag{{"旗", "旗", "flag"}};
  char text[64];
  std::snprintf(text, sizeof text, tr(kCell), ring_cursor_ + 1);
  std::string said = text;
  const RingMarks m = ring_marks();
  for (int side = 0; side < 2; ++side)
    if (m.flag[side] == ring_cursor_)
      said += std::string(" ") + tr(side == 0 ? Str::Red : Str::Black) + " " + tr(kFlag);
  browser::announce(said);
}

// The cursor on a ring cell: Enter clicks it, Escape as on the board, an arrow walks to the
// neighbouring cell that way or, pointing at the board, back to the nearest point.
bool App::ring_key(SDL_Keycode key) {
  const bool enter = key == SDLK_RETURN || key == SDLK_KP_ENTER || key == SDLK_SPACE;
  const ImVec2 at = ring_cell_centre(board_, ring_cursor_);
  if (key == SDLK_ESCAPE) {
    if (selected_ != xq::kNoSquare)
      clear_selection();
    else if (!gesture().empty())
      reset_gesture();  // an armed flag is put down
    else
      cursor_ = xq::kNoSquare, ring_cursor_ = -1;
    return true;
  }
  if (enter) {
    pointer_down(at);
    pointer_up(at);
    announce_ring_cursor();
    return true;
  }
  const ImVec2 d = arrow_step(key);
  if (d.x == 0 && d.y == 0) return false;
  const int n = board_.track.size;
  const int around[2] = {(ring_cursor_ + 1) % n, (ring_cursor_ + n - 1) % n};
  const int next = cell_towards(board_, at, d, around, 2);
  if (next >= 0) {
    ring_cursor_ = next;
    announce_ring_cursor();
    return true;
  }
  // Towards the board: the nearest existing point that way.
  const xq::BoardDescription& bd = board_game().board();
  float best = -1;
  for (int r = 0; r < bd.ranks; ++r)
    for (int f = 0; f < bd.files; ++f) {
      if (!bd.exists(f, r)) continue;
      const ImVec2 p = board_.point(f, r);
      const float dx = p.x - at.x, dy = p.y - at.y;
      if (dx * d.x + dy * d.y <= 0) continue;
      const float dist = dx * dx + dy * dy;
      if (best < 0 || dist < best) best = dist, cursor_ = bd.square(f, r);
    }
  if (best >= 0) {
    ring_cursor_ = -1;
    announce_cursor();
  }
  return true;
}

bool App::board_key(SDL_Keycode key) {
  if (dialog_open_ || (embed_.on && embed_.view_only)) return false;
  const bool enter = key == SDLK_RETURN || key == SDLK_KP_ENTER || key == SDLK_SPACE;
  const xq::BoardDescription& bd = board_game().board();
  if (cursor_ != xq::kNoSquare && bd.point(cursor_).file < 0) cursor_ = xq::kNoSquare;  // another board now
  if (cursor_ == xq::kNoSquare || !has_ring() || ring_cursor_ >= board_.track.size) ring_cursor_ = -1;
  if (ring_cursor_ >= 0) return ring_key(key);
  if (cursor_ == xq::kNoSquare) {
    if (!enter) return false;  // the arrows step through the moves until the cursor shows
    cursor_ = cursor_start();
    announce_cursor();
    return true;
  }
  if (key == SDLK_ESCAPE) {
    if (selected_ != xq::kNoSquare)
      clear_selection();
    else
      cursor_ = xq::kNoSquare;
    return true;
  }
  if (enter) {
    // Exactly a click on the point: press and release in place (app.cpp pointer_down/up).
    const xq::BoardPoint at = bd.point(cursor_);
    const ImVec2 p = board_.point(at.file, at.rank);
    pointer_down(p);
    pointer_up(p);
    announce_cursor();
    return true;
  }
  int dc = 0, dr = 0;
  if (key == SDLK_LEFT) dc = -1;
  else if (key == SDLK_RIGHT) dc = 1;
  else if (key == SDLK_UP) dr = -1;
  else if (key == SDLK_DOWN) dr = 1;
  else return false;
  const xq::BoardPoint at = bd.point(cursor_);
  int col = 0, row = 0;
  to_screen(board_, at.file, at.rank, col, row);
  for (;;) {  // the next existing point that way; at the edge the ring that way, or stay
    col += dc, row += dr;
    if (col < 0 || row < 0 || col >= board_.files || row >= board_.ranks) {
      if (has_ring() && board_.ring) {
        std::vector<int> cells(static_cast<size_t>(board_.track.size));
        for (int i = 0; i < board_.track.size; ++i) cells[static_cast<size_t>(i)] = i;
        const int cell = cell_towards(board_, board_.point(at.file, at.rank), arrow_step(key), cells.data(),
                                      board_.track.size);
        if (cell >= 0) {
          ring_cursor_ = cell;
          announce_ring_cursor();
        }
      }
      return true;
    }
    int f = 0, r = 0;
    from_screen(board_, col, row, f, r);
    if (bd.exists(f, r)) {
      cursor_ = bd.square(f, r);
      announce_cursor();
      return true;
    }
  }
}

}  // namespace xqweb
