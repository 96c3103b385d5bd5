// The 解將旗 ring (flag_ring add-on, A3): an abstract cycle of 42 square cells drawn as a
// frame around the board, on which each side's flag (解將棋) travels counterclockwise.
//
// Seed 000: 「象棋盤周圍增加了一環方格，共 42 格，它與棋盤無地域關系，緊鄰將帥後面開局各加入一枚
// "解將"棋」. The ring touches no board point, so it is not part of the Square space:
// a flag is a ring index, kept by Position next to the board (Position::flag_cell).
//
// Drawing frame: cell (col, row) of an 11x12 frame around the board, col 0..10 from
// Red's left, row 0 = the row below Red's back rank, row 11 = above Black's. The frame
// has 11 cells along the bottom and the top (corners included) and 10 up each side:
// 2*11 + 2*10 = 42. Index 0 is bottom-centre (col 5, row 0), right behind Red's
// general: Red's flag starts there; indices grow counterclockwise seen from above with
// Red at the bottom (east along the bottom, up the right side, west along the top,
// down the left side). Black's flag starts at top-centre, index 21. On the 11-wide
// 山界 board the ring is the same 42 cells, stretched (docs/variants.md §5, diagram).
#pragma once

namespace xq {

constexpr int kRingCells = 42;
constexpr int kRingCols = 11;  // drawing frame width in cells
constexpr int kRingRows = 12;  // drawing frame height in cells
constexpr int kFlagStart[2] = {0, 21};  // Red, Black: right behind each general

struct RingCell {
  int col = 0;  // 0..kRingCols-1 from Red's left
  int row = 0;  // 0..kRingRows-1 from the bottom (Red's side)
};

// Where ring cell `index` (0..41) is drawn in the 11x12 frame.
constexpr RingCell ring_cell_position(int index) {
  index = ((index % kRingCells) + kRingCells) % kRingCells;
  if (index <= 5) return {5 + index, 0};                 // bottom row, centre eastwards
  if (index <= 15) return {10, index - 5};               // right side, rows 1..10 upwards
  if (index <= 26) return {10 - (index - 16), 11};       // top row, westwards
  if (index <= 36) return {0, 11 - (index - 26)};        // left side, rows 10..1 downwards
  return {index - 37, 0};                                // bottom row, cols 0..4
}

// The cell `steps` cells counterclockwise from `cell`.
constexpr int ring_advance(int cell, int steps) { return (cell + steps) % kRingCells; }

}  // namespace xq
