// BoardView: draws a xiangqi board and its pieces on a Canvas (canvas.h: the page's
// ImDrawList, or an SVG for the catalogue's diagrams), and maps pointer positions back to
// board points.
//
// The view knows nothing about game rules: it reads the pieces from a Game (piece_at), the
// board's shape and piece faces from the Game's board description (Game::board), and
// the caller passes the marks to draw (selection, legal targets, last move, check) as data.
// All coordinates are CSS pixels; the fonts are baked at device pixels (fonts.h).
#pragma once

#include <string>

#include <vector>

#include "core/game.h"
#include "core/position_setup.h"
#include "canvas.h"

namespace xqweb {

// Where the board sits on screen. "point" = a line intersection, addressed by
// (file, rank) as the core does: file 0 = Red's left (ICCS a), rank 0 = Red's back rank.
struct BoardLayout {
  int files = 9, ranks = 10;
  float cell = 0;               // distance between neighbouring points
  ImVec2 origin;                // screen position of the top-left point
  ImVec2 frame_min, frame_max;  // the wooden board, coordinates included
  bool flipped = false;         // Black at the bottom
  bool rank_labels = false;     // rank numbers beside the board (ICCS): a wider side margin
  // 解將旗 ring (ring_view.h): the frame of ring cells around the wooden board, and the
  // track it draws (the variant's flag track: cell positions, frame size, start cells).
  bool ring = false;
  xq::Track track;
  ImVec2 ring_min, ring_max;

  ImVec2 point(int file, int rank) const;
  // The point under p (within half a cell), or false.
  bool hit(ImVec2 p, int& file, int& rank) const;
  float piece_radius() const { return cell * 0.45f; }
  // Font sizes (CSS px) the view draws with, for fonts.h.
  float piece_font_px() const { return cell * 0.66f; }
  float label_font_px() const { return cell * 0.36f; }
  // Distance in cells from the outermost file to the centre of a rank number.
  float rank_label_offset() const { return 0.76f; }
};

// Largest board that fits the rectangle [min, max], centred in it.
// With a `ring` track, the 解將旗 ring's frame goes around it (one ring cell on each side;
// the board fills the frame's inner cols-2 x rows-2 cells). `rank_labels` widens the side
// margins for rank numbers (ICCS coordinates).
BoardLayout fit_board(ImVec2 min, ImVec2 max, bool flipped, int files = 9, int ranks = 10,
                      const xq::Track* ring = nullptr, bool rank_labels = false);
// The layout whose cell is exactly `cell`, Red at the bottom, its frame (or ring) from
// near (0, 0): a drawing of a fixed scale (the catalogue's diagrams, canvas_svg.h).
BoardLayout board_at_cell(float cell, int files, int ranks, const xq::Track* ring = nullptr);
// Board width/height ratio including the frame (and the ring) (for layout decisions).
float board_aspect(int files = 9, int ranks = 10, const xq::Track* ring = nullptr, bool rank_labels = false);

struct BoardMarks {
  xq::Square selected = xq::kNoSquare;
  xq::Square cursor = xq::kNoSquare;        // the keyboard's cursor (board_keys.cpp)
  std::vector<xq::Square> targets;          // legal destinations of the selected piece
  xq::Move last_move;                       // drawn as two corner-marked points
  xq::Square check_square = xq::kNoSquare;  // a general in check
  xq::Square dragged = xq::kNoSquare;       // piece lifted by a drag: drawn at drag_pos
  ImVec2 drag_pos;
  xq::Square slid = xq::kNoSquare;  // the piece that just moved, drawn at slide_pos on its way
  ImVec2 slide_pos;
  bool file_letters = false;  // ICCS file letters and rank numbers instead of the file numbers
  // Face-down pieces as the viewer sees them (Game::view_position, core/hidden_view.h):
  // drawn as their backs, with the identity's glyph only where the viewer may know it.
  std::vector<xq::PieceView> face_down;
  // The position editor's draft (position_editor.h): drawn instead of the game's pieces.
  const xq::PositionSetup* setup = nullptr;
  // Hot seat between turns with secrets each side keeps (cover_screen.h): the empty board
  // only, no piece and no mark, while the cover asks for the next player.
  bool covered = false;
};

// Board colours: 0 wood (the default), 1 paper, 2 dark (xq::share::Theme values).
void set_board_theme(int theme);
// Piece faces: the board description's characters, or (simplified) their simplified-script
// forms 帅 将 车 马 炮 (xq::share::PieceStyle; piece_glyph below applies it).
void set_piece_style(bool simplified);

void draw_board(Canvas& cv, const BoardLayout& layout, const xq::Game& game, const BoardMarks& marks);

// The character on a piece face in `game` (the board description's glyph: Red 帥仕相俥傌炮兵,
// Black 將士象車馬砲卒, or the variant's own, e.g. 騾), or the piece's FEN letter when no
// font the page has can draw that character.
std::string piece_glyph(const xq::Game& game, xq::Piece p);  // the page's fonts (canvas_imgui.cpp)
// The same, as `cv` can draw it: the FEN letter where the surface lacks the character.
std::string face_glyph(Canvas& cv, const xq::Game& game, xq::Piece p);
// One piece disc (shadow, face, two rings, the glyph) of radius r centred on c: the
// board's pieces, the 宮旗 flag on the board and the 解將旗 flags on the ring.
// red_glyph: the character in red ink whatever the owner (X.ink = red, shogi's promoted
// pieces); the rings stay in the owner's colour.
void draw_disc(Canvas& cv, ImVec2 c, float r, xq::Color color, const char* glyph, bool lifted = false,
               bool red_glyph = false);
// The back of a face-down piece: a plain disc with a ring pattern and no character, its
// edge in the owner's colour (the owner is public: the FEN's letter case, the side that
// moves it). `known_glyph`: the identity's glyph, drawn small, for a viewer who may know it
// (hidden.known = owner, the owner looking), else nullptr.
void draw_back(Canvas& cv, ImVec2 c, float r, xq::Color owner, const char* known_glyph, bool lifted = false);
// The identity of a face-down piece drawn as its face (hidden.face = shown: 第三代's soldier
// over its back): a small jade badge with the back's glyph on the disc's lower right.
void draw_back_badge(Canvas& cv, ImVec2 c, float r, xq::Color owner, const char* glyph, bool lifted = false);

}  // namespace xqweb
