// The 解將旗 ring; see ring_view.h.
#include "ring_view.h"

#include <cmath>

#include "core/ring.h"
#include "fonts.h"

namespace xqweb {
namespace {

constexpr ImU32 kCellFill = IM_COL32(222, 184, 120, 255);
constexpr ImU32 kCellEdge = IM_COL32(120, 80, 35, 255);
constexpr ImU32 kStartCell = IM_COL32(205, 160, 95, 255);  // the two start cells
constexpr ImU32 kFace = IM_COL32(250, 236, 200, 255);
constexpr ImU32 kRed = IM_COL32(190, 20, 20, 255);
constexpr ImU32 kBlack = IM_COL32(30, 30, 30, 255);
constexpr ImU32 kArmed = IM_COL32(20, 120, 220, 255);
constexpr ImU32 kCanArm = IM_COL32(230, 140, 20, 255);
constexpr ImU32 kTarget = IM_COL32(20, 140, 60, 220);

// Frame (col, row) of a cell on screen: col from the viewer's left, row from the bottom.
void screen_cell(const BoardLayout& b, int index, int& col, int& row) {
  const xq::RingCell c = xq::ring_cell_position(index);
  col = b.flipped ? xq::kRingCols - 1 - c.col : c.col;
  row = b.flipped ? xq::kRingRows - 1 - c.row : c.row;
}

float cell_w(const BoardLayout& b) { return (b.ring_max.x - b.ring_min.x) / xq::kRingCols; }
float cell_h(const BoardLayout& b) { return (b.ring_max.y - b.ring_min.y) / xq::kRingRows; }

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
  for (int i = 0; i < xq::kRingCells; ++i) {
    const ImVec2 c = ring_cell_centre(b, i);
    if (std::fabs(p.x - c.x) <= h.x && std::fabs(p.y - c.y) <= h.y) return i;
  }
  return -1;
}

void draw_ring(ImDrawList* dl, const BoardLayout& b, const RingMarks& m) {
  if (!b.ring) return;
  const ImVec2 h = ring_cell_half(b);
  const float edge = std::fmax(1.0f, b.cell * 0.03f), thick = std::fmax(2.0f, b.cell * 0.07f);
  for (int i = 0; i < xq::kRingCells; ++i) {
    const ImVec2 c = ring_cell_centre(b, i);
    const bool start = i == xq::kFlagStart[0] || i == xq::kFlagStart[1];
    dl->AddRectFilled(ImVec2(c.x - h.x, c.y - h.y), ImVec2(c.x + h.x, c.y + h.y), start ? kStartCell : kCellFill);
    dl->AddRect(ImVec2(c.x - h.x, c.y - h.y), ImVec2(c.x + h.x, c.y + h.y), kCellEdge, 0, 0, edge);
  }
  // The flags: a square token with 旗, red or black.
  const Fonts& f = fonts();
  const float r = std::fmin(h.x, h.y) * 0.82f;
  for (int side = 0; side < 2; ++side) {
    if (m.flag[side] < 0) continue;
    const ImVec2 c = ring_cell_centre(b, m.flag[side]);
    const ImU32 ink = side == 0 ? kRed : kBlack;
    dl->AddRectFilled(ImVec2(c.x - r, c.y - r), ImVec2(c.x + r, c.y + r), kFace, r * 0.25f);
    dl->AddRect(ImVec2(c.x - r, c.y - r), ImVec2(c.x + r, c.y + r), ink, r * 0.25f, 0, r * 0.12f);
    const float px = f.label_px * 1.55f;
    const ImVec2 sz = f.piece->CalcTextSizeA(px, 1e9f, 0, "旗");
    dl->AddText(f.piece, px, ImVec2(std::round(c.x - sz.x * 0.5f), std::round(c.y - sz.y * 0.5f)), ink, "旗");
    if (side == m.mover && (m.armed || m.selectable)) {
      const float o = r + thick;
      dl->AddRect(ImVec2(c.x - o, c.y - o), ImVec2(c.x + o, c.y + o), m.armed ? kArmed : kCanArm, r * 0.3f, 0,
                  thick);
    }
  }
  if (m.only_target >= 0) {
    const ImVec2 c = ring_cell_centre(b, m.only_target);
    dl->AddCircleFilled(c, std::fmin(h.x, h.y) * 0.3f, kTarget, 24);
  }
}

}  // namespace xqweb
