// BoardGrid: the lines and labels of any board, drawn from the core's board description
// (Game::board(), core/board_description.h), so a variant with another width, holes or
// side files needs no drawing code of its own. The core decides what there is (points,
// lines incl. palace diagonals, the main files and the river, 山界 side files, position
// marks, coordinates in each notation); this file decides where and how it is drawn:
// - the thick border around the main files; a tinted strip per run of points on a side
//   file and its text (山 界) in the river gap;
// - 楚河 漢界 in the river, on the viewer's left and right;
// - file numbers for both sides (Red: 一…十一 counted from Red's right, Black: １…１１
//   from Black's right), or the ICCS file letters (and rank numbers beside the board).
#pragma once

#include <string>
#include <vector>

#include "board_view.h"

namespace xqweb {

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
BoardLabels board_labels(const BoardLayout& b, const xq::BoardDescription& bd, bool letters);

// Lines, palace diagonals, position marks, river text and coordinates.
void draw_grid(Canvas& cv, const BoardLayout& b, const xq::Game& game, bool letters);

}  // namespace xqweb
