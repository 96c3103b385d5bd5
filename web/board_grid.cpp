// Board lines and labels from the core's board description; see board_grid.h.
#include "board_grid.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "canvas.h"

namespace xqweb {

ImU32 g_grid_line = IM_COL32(92, 52, 20, 255);

namespace {

constexpr ImU32 kMountain = IM_COL32(150, 170, 110, 90);  // 山界 strips: a green-grey tint
constexpr ImU32 kMountainText = IM_COL32(60, 90, 40, 255);
constexpr ImU32 kInnerRiver = IM_COL32(60, 120, 210, 80);  // a vertical river (內河): a blue tint

// The small L-shaped marks around a marked start point (a cannon or soldier point, or
// every start point where the variant says so): one in each quadrant that has grid on
// both sides (a neighbouring point across and up or down: edge points get marks on the
// inner side only) and no palace diagonal running through it.
void position_mark(Canvas& cv, const BoardLayout& b, const xq::BoardDescription& bd, xq::BoardPoint p,
                   float thick) {
  const float cell = b.cell, gap = cell * 0.08f, len = cell * 0.18f;
  const ImVec2 c = b.point(p.file, p.rank);
  // Does a diagonal line leave p towards (df, dr)?
  const auto diagonal = [&](int df, int dr) {
    for (const xq::BoardSegment& l : bd.lines) {
      const int lf = l.b.file - l.a.file, lr = l.b.rank - l.a.rank;
      if (lf == 0 || std::abs(lf) != std::abs(lr)) continue;
      const int k = (p.file - l.a.file) * (lf > 0 ? 1 : -1);
      if (k < 0 || k > std::abs(lf) || p.rank - l.a.rank != k * (lr > 0 ? 1 : -1)) continue;  // p not on it
      const int sf = lf > 0 ? 1 : -1, sr = lr > 0 ? 1 : -1;
      if ((k < std::abs(lf) && df == sf && dr == sr) || (k > 0 && df == -sf && dr == -sr)) return true;
    }
    return false;
  };
  for (int df = -1; df <= 1; df += 2)
    for (int dr = -1; dr <= 1; dr += 2) {
      if (!bd.exists(p.file + df, p.rank) || !bd.exists(p.file, p.rank + dr) || diagonal(df, dr)) continue;
      // On screen: files run left to right (right to left when flipped), ranks upwards.
      const float sx = b.flipped ? -df : df, sy = b.flipped ? dr : -dr;
      const ImVec2 corner(c.x + sx * gap, c.y + sy * gap);
      cv.line(corner, ImVec2(corner.x + sx * len, corner.y), g_grid_line, thick);
      cv.line(corner, ImVec2(corner.x, corner.y + sy * len), g_grid_line, thick);
    }
}

// A board of squares (bd.squares, 歐亞象棋 「棋盤共八十一格，視覺上國象占41格，將棋40格」): each
// point is a cell with its piece inside. Red's cells (cell_side 0) are a chess chequer, Black's
// plain shogi wood with thin lines between the cells, and a thick border round the whole.
void draw_squares(Canvas& cv, const BoardLayout& b, const xq::BoardDescription& bd, float thin, float thick) {
  constexpr ImU32 kChessLight = IM_COL32(240, 217, 181, 255), kChessDark = IM_COL32(181, 136, 99, 255);
  constexpr ImU32 kShogiWood = IM_COL32(226, 186, 110, 255);
  const float h = b.cell * 0.5f;
  for (int r = 0; r < bd.ranks; ++r)
    for (int f = 0; f < bd.files; ++f) {
      if (!bd.exists(f, r)) continue;
      const ImVec2 c = b.point(f, r);
      const bool red = bd.cell_side[static_cast<std::size_t>(r) * bd.files + f] == 0;
      const ImU32 col = red ? ((f + r) % 2 == 0 ? kChessDark : kChessLight) : kShogiWood;
      cv.fill_rect(ImVec2(c.x - h, c.y - h), ImVec2(c.x + h, c.y + h), col);
      if (!red) cv.rect(ImVec2(c.x - h, c.y - h), ImVec2(c.x + h, c.y + h), g_grid_line, 0, thin);
    }
  const ImVec2 p0 = b.point(0, 0), p1 = b.point(bd.files - 1, bd.ranks - 1);
  cv.begin_group("frame");
  cv.rect(ImVec2(std::fmin(p0.x, p1.x) - h, std::fmin(p0.y, p1.y) - h), ImVec2(std::fmax(p0.x, p1.x) + h, std::fmax(p0.y, p1.y) + h), g_grid_line, 0, thick);
  cv.end_group();
}

}  // namespace

void draw_grid(Canvas& cv, const BoardLayout& b, const xq::Game& game, bool letters) {
  const float label_px = cv.font_px(Face::Label);
  const float cell = b.cell;
  const float thin = std::fmax(1.0f, cell * 0.025f), thick = std::fmax(2.0f, cell * 0.06f);
  const xq::BoardDescription& bd = game.board();
  const int river = bd.river;  // the river runs between river-1 and river
  const auto at = [&](xq::BoardPoint p) { return b.point(p.file, p.rank); };

  if (bd.squares) {  // squares, not points: no lines, palace, river or marks
    draw_squares(cv, b, bd, thin, thick);
    const BoardLabels labels = board_labels(b, bd, letters);
    for (const auto* side : {&labels.top, &labels.bottom, &labels.left, &labels.right})
      for (const BoardLabel& l : *side) cv.text(Face::Label, label_px, l.at, g_grid_line, l.text);
    return;
  }

  // Side files (山界): a tinted strip over each run of points, their text in the river gap.
  const float half_w = cell * 0.42f;
  for (const xq::BoardStrip& strip : bd.side_strips) {
    const ImVec2 a = b.point(strip.file, strip.rank0), c = b.point(strip.file, strip.rank1);
    cv.fill_rect(ImVec2(a.x - half_w, std::fmin(a.y, c.y) - half_w), ImVec2(a.x + half_w, std::fmax(a.y, c.y) + half_w), kMountain, cell * 0.1f);
  }
  for (int f : bd.side_text_files) {
    const ImVec2 lo = b.point(f, river - 1), hi = b.point(f, river);
    const float y = (lo.y + hi.y) * 0.5f, px = label_px;
    cv.text(Face::Label, px, ImVec2(lo.x, y - px * 0.55f), kMountainText, bd.side_text[0]);
    cv.text(Face::Label, px, ImVec2(lo.x, y + px * 0.55f), kMountainText, bd.side_text[1]);
  }

  // A vertical river (bd.inner_river, 長河's 內河): a tinted band between its two files over
  // every rank, under the lines (which cross it), its text in the horizontal river gap.
  if (bd.inner_river > 0) {
    const ImVec2 a = b.point(bd.inner_river - 1, 0), c = b.point(bd.inner_river, bd.ranks - 1);
    const float pad = cell * 0.12f;
    cv.fill_rect(ImVec2(std::fmin(a.x, c.x) + pad, std::fmin(a.y, c.y)), ImVec2(std::fmax(a.x, c.x) - pad, std::fmax(a.y, c.y)), kInnerRiver);
    if (river > 0) {
      const ImVec2 lo = b.point(bd.inner_river - 1, river - 1), hi = b.point(bd.inner_river, river);
      cv.text(Face::Label, label_px, ImVec2((lo.x + hi.x) * 0.5f, (lo.y + hi.y) * 0.5f), g_grid_line, bd.inner_river_text);
    }
  }

  // The thick border around the main files (or the variant's `frame`).
  {
    const ImVec2 p0 = b.point(bd.frame_lo.file, bd.frame_lo.rank), p1 = b.point(bd.frame_hi.file, bd.frame_hi.rank);
    const float pad = cell * 0.14f;
    cv.begin_group("frame");
    cv.rect(ImVec2(std::fmin(p0.x, p1.x) - pad, std::fmin(p0.y, p1.y) - pad), ImVec2(std::fmax(p0.x, p1.x) + pad, std::fmax(p0.y, p1.y) + pad), g_grid_line, 0, thick);
    cv.end_group();
  }

  // Grid lines and palace diagonals.
  for (const xq::BoardSegment& l : bd.lines) cv.line(at(l.a), at(l.b), g_grid_line, thin);

  // Arcs (雲端's clouds): a curve between the two points, bulging away from the board's
  // middle (below the bottom rank, above the top one), clear of the rank line and, at its
  // deepest (3/4 of the control offset, 0.54 cell), of the discs (0.45) and short of the
  // file labels (0.78).
  const float middle_y = (b.point(0, 0).y + b.point(0, bd.ranks - 1).y) * 0.5f;
  for (const xq::BoardSegment& l : bd.arcs) {
    const ImVec2 p0 = at(l.a), p1 = at(l.b);
    const float out = ((p0.y + p1.y) * 0.5f > middle_y ? 1.0f : -1.0f) * cell * 0.72f;
    cv.bezier(p0, ImVec2(p0.x, p0.y + out), ImVec2(p1.x, p1.y + out), p1, g_grid_line, thin * 1.5f);
  }

  // Arrows (堅守's re-entry arrows): a straight line from tail to head, clear of the discs
  // (0.45 cell) at both ends, its head two short strokes at the head end.
  for (const xq::BoardSegment& l : bd.arrows) {
    const ImVec2 p0 = at(l.a), p1 = at(l.b);
    const float dx = p1.x - p0.x, dy = p1.y - p0.y, len = std::sqrt(dx * dx + dy * dy);
    if (len < cell) continue;
    const float ux = dx / len, uy = dy / len, gap = cell * 0.5f, head = cell * 0.22f;
    const ImVec2 a(p0.x + ux * gap, p0.y + uy * gap), b(p1.x - ux * gap, p1.y - uy * gap);
    cv.line(a, b, g_grid_line, thin * 1.5f);
    cv.line(b, ImVec2(b.x - ux * head - uy * head * 0.6f, b.y - uy * head + ux * head * 0.6f), g_grid_line, thin * 1.5f);
    cv.line(b, ImVec2(b.x - ux * head + uy * head * 0.6f, b.y - uy * head - ux * head * 0.6f), g_grid_line, thin * 1.5f);
  }

  // Texts at grid points (堅守's zone names beside their zones), in the label font.
  for (const xq::BoardDescription::Text& t : bd.texts) {
    cv.can_draw(t.text);  // asks the page's fonts for it: 區 is in the subset, not in the board fonts' own set
    cv.text(Face::Label, label_px, b.point(t.at.file, t.at.rank), kMountainText, t.text);
  }

  // Position marks on the setup's marked points (cannons and soldiers; every start point
  // where the variant marks them all).
  for (const xq::BoardPoint& p : bd.marks) position_mark(cv, b, bd, p, thin);

  // River text: 楚河 on the left half, 漢界 on the right, as seen by the viewer; the same
  // in a second river (a board with a middle field, bd.river2).
  for (const int at_rank : {river, bd.river2}) {
    if (at_rank <= 0) continue;
    const float river_y = (b.point(bd.main_first, at_rank - 1).y + b.point(bd.main_first, at_rank).y) * 0.5f;
    const float x0 = b.point(b.flipped ? bd.main_last : bd.main_first, 0).x;
    const float x1 = b.point(b.flipped ? bd.main_first : bd.main_last, 0).x;
    const float quarter = (x1 - x0) * 0.25f, river_px = label_px * 1.55f;
    cv.text(Face::Piece, river_px, ImVec2(x0 + quarter, river_y), g_grid_line, bd.river_text[0]);
    cv.text(Face::Piece, river_px, ImVec2(x1 - quarter, river_y), g_grid_line, bd.river_text[1]);
  }

  // Coordinates (board_labels): file numbers or letters above and below, rank numbers.
  const BoardLabels labels = board_labels(b, bd, letters);
  for (const auto* side : {&labels.top, &labels.bottom, &labels.left, &labels.right})
    for (const BoardLabel& l : *side) cv.text(Face::Label, label_px, l.at, g_grid_line, l.text);
}

BoardLabels board_labels(const BoardLayout& b, const xq::BoardDescription& bd, bool letters) {
  // The bottom side's numbers along the bottom, the top side's along the top, for every
  // file (boards up to 18 wide). With ICCS the file letters go above and below and, when
  // the layout left room for them (BoardLayout::rank_labels), the rank numbers beside.
  BoardLabels out;
  const float cell = b.cell;
  const float top_y = b.point(0, b.flipped ? 0 : bd.ranks - 1).y - cell * 0.78f;
  const float bottom_y = b.point(0, b.flipped ? bd.ranks - 1 : 0).y + cell * 0.78f;
  for (int col = 0; col < bd.files; ++col) {  // screen columns, left to right
    const int f = b.flipped ? bd.files - 1 - col : col;
    const float x = b.point(f, 0).x;
    if (letters) {  // ICCS: the file letter the notation writes, above and below
      out.top.push_back({bd.file_letters[f], ImVec2(x, top_y)});
      out.bottom.push_back({bd.file_letters[f], ImVec2(x, bottom_y)});
      continue;
    }
    const std::string& red = bd.file_numbers[0][f];
    const std::string& black = bd.file_numbers[1][f];
    out.top.push_back({b.flipped ? red : black, ImVec2(x, top_y)});
    out.bottom.push_back({b.flipped ? black : red, ImVec2(x, bottom_y)});
  }
  if (letters && b.rank_labels) {
    const float left_x = b.point(b.flipped ? bd.files - 1 : 0, 0).x - cell * b.rank_label_offset();
    const float right_x = b.point(b.flipped ? 0 : bd.files - 1, 0).x + cell * b.rank_label_offset();
    for (int row = 0; row < bd.ranks; ++row) {  // screen rows, top to bottom
      const int r = b.flipped ? row : bd.ranks - 1 - row;
      const float y = b.point(0, r).y;
      out.left.push_back({bd.rank_numbers[r], ImVec2(left_x, y)});
      out.right.push_back({bd.rank_numbers[r], ImVec2(right_x, y)});
    }
  }
  return out;
}

}  // namespace xqweb
