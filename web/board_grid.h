// BoardGrid: the lines and labels of any board the core describes, drawn from its
// Geometry alone (points that exist, palace points, the two halves), so a variant with
// another width, holes or side files needs no drawing code of its own.
//
// What is drawn, generically:
// - a line between two neighbouring points that both exist (a hole has no point and no
//   line through it); across the river only on the outermost files that have points on
//   both river ranks (the printed board's two edge files);
// - the thick border around those "main" files; files outside them (the 山界 mountain
//   files of 河山界) get a tinted strip per half and the label 山界 in their river gap;
// - palace diagonals where a side's palace points form a 3x3 square;
// - position marks on the points where the variant's setup puts cannons and soldiers;
// - 楚河 漢界 in the river, and file numbers for both sides (Red: 一…十一 counted from
//   Red's right, Black: １…１１ from Black's right), or the ICCS file letters.
#pragma once

#include <string>
#include <vector>

#include "board_view.h"

namespace xqweb {

// The files [first, last] that cross the river (the main board); the others are side files.
struct MainFiles {
  int first = 0, last = 8;
};
MainFiles main_files(const xq::Geometry& geo);

// The line colour (the embed page's theme changes it, board_view.h set_board_theme).
extern ImU32 g_grid_line;

// The coordinates around the board as drawn, each list in screen order (left to right,
// top to bottom): file numbers of the side at the top / bottom (Black １…１２ above, Red
// 十二…一 below on a 12-file board, swapped when flipped), or ICCS file letters above and
// below plus rank numbers on both sides (when the layout has rank_labels).
struct BoardLabel {
  std::string text;
  ImVec2 at;  // centre, CSS px
};
struct BoardLabels {
  std::vector<BoardLabel> top, bottom, left, right;
};
BoardLabels board_labels(const BoardLayout& b, const xq::Geometry& geo, bool letters);

// Lines, palace diagonals, position marks, river text and coordinates.
void draw_grid(ImDrawList* dl, const BoardLayout& b, const xq::Game& game, bool letters);

}  // namespace xqweb
