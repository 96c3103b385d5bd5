// The 解將旗 ring; see ring_view.h.
#include "ring_view.h"

#include <cmath>


namespace xqweb {
namespace {

constexpr ImU32 kCellFill = IM_COL32(222, 184, 120, 255);
constexpr ImU32 kCellEdge = IM_COL32(120, 80, 35, 255);
constexpr ImU32 kStartCell = IM_COL32(205, 160, 95, 255);  // the two start cells
constexpr ImU32 kArmed = IM_COL32(20, 120, 220, 255);
constexpr ImU32 kCanArm = IM_COL32(230, 140, 20, 255);
constexpr ImU32 kTarget = IM_COL32(20, 140, 60, 220);

// Frame (col, row) of a cell on screen: col from the viewer's left, row from the bottom.
void screen_cell(const BoardLayout& b, int index, int& col, int& row) {
  const xq::RingCell c = b.track.size > 0 ? b.track.cell[b.track.advance(index, 0)] : xq::RingCell{};
  col = b.flipped ? b.track.cols - 1 - c.col : c.col;
  row = b.flipped ? b.track.rows - 1 - c.row : c.row;
}

float cell_w(const BoardLayout& b) { return (b.ring_max.x - b.ring_min.x) / b.track.cols; }
float cell_h(const BoardLayout& b) { return (b.ring_max.y - b.ring_min.y) / b.track.rows; }

}  // namespace

ImVec2 ring_cell_centre(const BoardLayout& b, int index) {
  int col = 0, row = 0;
  screen_cell(b, index, col, row);
  return ImVec2(b.ring_min.x + (col + 0.5f) * cell_w(b), b.ring_max.y - (row + 0.5f) * cell_h(b));
}

ImVec2 ring_cell_half(const BoardLayout& b) {
  return ImVec2(cell_w(b) * 0.5f, cell_h(b) * 0.5f);
}

int ring_hit(const BoardLayout& b, ImVec2 p) {
  if (!b.ring) return -1;
  const ImVec2 h = ring_cell_half(b);
  for (int i = 0; i < b.track.size; ++i) {
    const ImVec2 c = ring_cell_centre(b, i);
    if (std::fabs(p.x - c.x) <= h.x && std::fabs(p.y - c.y) <= h.y) return i;
  }
  return -1;
}

void draw_ring(Canvas& cv, const BoardLayout& b, const RingMarks& m) {
  if (!b.ring) return;
  const ImVec2 h = ring_cell_half(b);
  const float edge = std::fmax(1.0f, b.cell * 0.03f), thick = std::fmax(2.0f, b.cell * 0.07f);
  for (int i = 0; i < b.track.size; ++i) {
    const ImVec2 c = ring_cell_centre(b, i);
    const bool start = i == b.track.start[0] || i == b.track.start[1];
    cv.fill_rect(ImVec2(c.x - h.x, c.y - h.y), ImVec2(c.x + h.x, c.y + h.y), start ? kStartCell : kCellFill);
    cv.rect(ImVec2(c.x - h.x, c.y - h.y), ImVec2(c.x + h.x, c.y + h.y), kCellEdge, 0, edge);
  }
  // The flags: the board's piece disc with 旗 (the same as a 宮旗 flag on the board).
  const float r = std::fmin(h.x, h.y) * 0.82f;
  for (int side = 0; side < 2; ++side) {
    if (m.flag[side] < 0) continue;
    const ImVec2 c = ring_cell_centre(b, m.flag[side]);
    draw_disc(cv, c, r, side == 0 ? xq::Color::Red : xq::Color::Black, "旗");
    if (side == m.mover && (m.armed || m.selectable)) {
      const float o = r + thick;
      cv.rect(ImVec2(c.x - o, c.y - o), ImVec2(c.x + o, c.y + o), m.armed ? kArmed : kCanArm, r * 0.3f, thick);
    }
  }
  for (int target : m.targets) {
    const ImVec2 c = ring_cell_centre(b, target);
    cv.fill_circle(c, std::fmin(h.x, h.y) * 0.3f, kTarget, 24);
  }
  // The keyboard's cursor on a cell: the board cursor's square (dark outside, light inside).
  if (m.cursor >= 0 && m.cursor < b.track.size) {
    const ImVec2 c = ring_cell_centre(b, m.cursor);
    const float q = std::fmin(h.x, h.y);
    cv.rect(ImVec2(c.x - q, c.y - q), ImVec2(c.x + q, c.y + q), IM_COL32(20, 60, 160, 255), q * 0.16f, thick * 1.2f);
    const float i = q - thick * 1.1f;
    cv.rect(ImVec2(c.x - i, c.y - i), ImVec2(c.x + i, c.y + i), IM_COL32(255, 255, 255, 230), q * 0.12f, thick * 0.6f);
  }
}

}  // namespace xqweb
