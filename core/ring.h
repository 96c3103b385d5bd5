// Tracks: ordered cycles of cells off the point grid, declared by a variant as data
// (`track.flag = frame 11x12 start 0 21`, docs/variants.md §1 and §5). The one track
// a rule uses today is the 解將旗 ring (flag_ring add-on, A3), on which each side's flag
// (解將棋) travels in index order.
//
// Seed 000: 「象棋盤周圍增加了一環方格，共 42 格，它與棋盤無地域關系，緊鄰將帥後面開局各加入一枚
// "解將"棋」. A track touches no board point, so it is not part of the Square space: a
// flag is a track index, kept in its module's state next to the board (Game::track_cell,
// core/rules/off_board.h).
//
// Drawing frame: each cell has a (col, row) in a cols x rows frame drawn around the
// board, col 0 at Red's left, row 0 = the row below Red's back rank; the board fills
// the frame's inside (cols 1..cols-2, rows 1..rows-2), so no cell lies there.
// `frame_track(cols, rows, …)` is the one-cell frame: index 0 bottom-centre, indices
// growing counterclockwise seen from above with Red at the bottom (east along the
// bottom, up the right side, west along the top, down the left side). The default
// flag track (kDefaultFlagTrack, what flag_ring uses when the variant declares none)
// is the 11x12 frame: 2*11 + 2*10 = 42 cells, Red's flag starting on 0 (behind Red's
// general), Black's on 21 (behind Black's). On the 11-wide 山界 board it is the same
// 42 cells, stretched (docs/variants.md §5, diagram).
#pragma once

#include <cstdint>

namespace xq {

// Cells a track may have: flags are int8 in flag_ring's state slot, Zobrist keys per cell.
constexpr int kMaxTrackCells = 64;
// Drawing frame limits (cols, rows), generous but bounded.
constexpr int kMaxTrackFrame = 33;

struct RingCell {
  std::int8_t col = 0;  // 0..cols-1 from Red's left
  std::int8_t row = 0;  // 0..rows-1 from the bottom (Red's side)
};

struct Track {
  int size = 0;              // cells in the cycle; 0 = no track
  int cols = 0, rows = 0;    // drawing frame, in cells
  int start[2] = {-1, -1};   // Red's, Black's flag start cell
  RingCell cell[kMaxTrackCells] = {};  // where index i is drawn

  // The cell `steps` cells on (in index order) from `from`.
  constexpr int advance(int from, int steps) const { return ((from + steps) % size + size) % size; }
};

// The cell `steps` cells on from `cell` on a track of `size` cells.
constexpr int ring_advance(int cell, int steps, int size) { return ((cell + steps) % size + size) % size; }

// The one-cell frame of cols x rows (cols odd, both >= 3, at most kMaxTrackCells
// cells): index 0 bottom-centre, counterclockwise. Start cells default to the
// bottom-centre (0) and top-centre (size / 2) cells, right behind each general.
constexpr Track frame_track(int cols, int rows, int red_start = 0, int black_start = -1) {
  Track t{};
  t.cols = cols;
  t.rows = rows;
  t.size = 2 * (cols + rows) - 4;
  const int centre = cols / 2;
  int i = 0;
  auto put = [&t, &i](int col, int row) {
    if (i < kMaxTrackCells) t.cell[i] = RingCell{static_cast<std::int8_t>(col), static_cast<std::int8_t>(row)};
    ++i;
  };
  for (int c = centre; c < cols; ++c) put(c, 0);          // bottom row, centre eastwards
  for (int r = 1; r < rows - 1; ++r) put(cols - 1, r);    // right side upwards
  for (int c = cols - 1; c >= 0; --c) put(c, rows - 1);   // top row westwards
  for (int r = rows - 2; r >= 1; --r) put(0, r);          // left side downwards
  for (int c = 0; c < centre; ++c) put(c, 0);             // bottom row, left part
  t.start[0] = red_start;
  t.start[1] = black_start >= 0 ? black_start : t.size / 2;
  return t;
}

// 解將旗's ring when a variant declares no flag track: 42 cells, 11x12 frame.
inline constexpr Track kDefaultFlagTrack = frame_track(11, 12);
static_assert(kDefaultFlagTrack.size == 42 && kDefaultFlagTrack.start[1] == 21);

}  // namespace xq
