// Board lines and labels from the core geometry; see board_grid.h.
#include "board_grid.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <string>
#include <vector>

#include "core/notation/iccs.h"
#include "fonts.h"

namespace xqweb {

ImU32 g_grid_line = IM_COL32(92, 52, 20, 255);

namespace {

constexpr ImU32 kMountain = IM_COL32(150, 170, 110, 90);  // 山界 strips: a green-grey tint
constexpr ImU32 kMountainText = IM_COL32(60, 90, 40, 255);

// File numbers: each side counts from its own right. Red writes Chinese numerals (十,
// 十一…十八 past nine), Black full-width digits, two-digit numbers in plain digits (they
// stay narrower than a point's spacing on boards up to 18 files wide).
const char* const kRedDigits[] = {"一", "二", "三", "四", "五", "六", "七", "八", "九"};
const char* const kBlackDigits[] = {"１", "２", "３", "４", "５", "６", "７", "８", "９"};

std::string red_number(int n) {
  if (n <= 9) return kRedDigits[n - 1];
  return std::string("十") + (n > 10 ? kRedDigits[n - 11] : "");
}
std::string black_number(int n) { return n <= 9 ? kBlackDigits[n - 1] : std::to_string(n); }

void centred_text(ImDrawList* dl, ImFont* font, float size, ImVec2 c, ImU32 col, const char* text) {
  const ImVec2 sz = font->CalcTextSizeA(size, 1e9f, 0, text);
  dl->AddText(font, size, ImVec2(std::round(c.x - sz.x * 0.5f), std::round(c.y - sz.y * 0.5f)), col, text);
}

// The small L-shaped marks around a cannon or soldier point; `left`/`right` say whether
// that side has a neighbouring point (edge points get marks on the inner side only).
void position_mark(ImDrawList* dl, ImVec2 c, float cell, bool left, bool right, float thick) {
  const float gap = cell * 0.08f, len = cell * 0.18f;
  for (int sx = -1; sx <= 1; sx += 2) {
    if ((sx < 0 && !left) || (sx > 0 && !right)) continue;
    for (int sy = -1; sy <= 1; sy += 2) {
      const ImVec2 corner(c.x + sx * gap, c.y + sy * gap);
      dl->AddLine(corner, ImVec2(corner.x + sx * len, corner.y), g_grid_line, thick);
      dl->AddLine(corner, ImVec2(corner.x, corner.y + sy * len), g_grid_line, thick);
    }
  }
}

// Red's side of the river is ranks [0, red_ranks).
int red_ranks(const xq::Geometry& geo, int file) {
  int n = 0;
  for (int r = 0; r < geo.height; ++r)
    if (geo.on_board(file, r) && geo.own_half[0][geo.square(file, r)]) n = r + 1;
  return n;
}

// The points where the variant's own setup puts cannons and soldiers (printed boards
// mark them), per variant (id + text: two custom texts may share an id), from a fresh game
// of that variant.
const std::vector<xq::Square>& mark_points(const xq::Game& game) {
  static std::map<std::string, std::vector<xq::Square>> cache;
  const std::string key = game.variant() + "\n" + game.variant_text();
  auto it = cache.find(key);
  if (it != cache.end()) return it->second;
  if (cache.size() > 16) cache.clear();  // custom texts: keep the cache small
  std::vector<xq::Square>& out = cache[key];
  xq::GameOrError start = xq::Game::create_like(game, {}, xq::RuleOptions{});
  if (!start.game) return out;
  const xq::Geometry& geo = start.game->position().geometry();
  for (int r = 0; r < geo.height; ++r)
    for (int f = 0; f < geo.width; ++f) {
      const xq::Piece p = start.game->piece_at(f, r);
      if (!p.empty() && (p.kind() == xq::PieceKind::Cannon || p.kind() == xq::PieceKind::Soldier))
        out.push_back(geo.square(f, r));
    }
  return out;
}

}  // namespace

MainFiles main_files(const xq::Geometry& geo) {
  MainFiles m{geo.width, -1};
  for (int f = 0; f < geo.width; ++f) {
    const int river = red_ranks(geo, f);
    if (river > 0 && geo.on_board(f, river - 1) && geo.on_board(f, river)) {
      if (f < m.first) m.first = f;
      m.last = f;
    }
  }
  if (m.last < 0) m = {0, geo.width - 1};
  return m;
}

void draw_grid(ImDrawList* dl, const BoardLayout& b, const xq::Game& game, bool letters) {
  const Fonts& fo = fonts();
  const float cell = b.cell;
  const float thin = std::fmax(1.0f, cell * 0.025f), thick = std::fmax(2.0f, cell * 0.06f);
  const xq::Geometry& geo = game.position().geometry();
  const MainFiles main = main_files(geo);
  const int river = red_ranks(geo, main.first);  // the river runs between river-1 and river
  const auto on = [&](int f, int r) { return geo.on_board(f, r); };

  // 山界 side files: a tinted strip over each half's run of points, 山界 in the river gap.
  const float half_w = cell * 0.42f;
  for (int f = 0; f < geo.width; ++f) {
    if (f >= main.first && f <= main.last) continue;
    for (int r0 = 0; r0 < geo.height;) {
      if (!on(f, r0)) {
        ++r0;
        continue;
      }
      int r1 = r0;
      while (r1 + 1 < geo.height && on(f, r1 + 1)) ++r1;
      const ImVec2 a = b.point(f, r0), c = b.point(f, r1);
      dl->AddRectFilled(ImVec2(a.x - half_w, std::fmin(a.y, c.y) - half_w),
                        ImVec2(a.x + half_w, std::fmax(a.y, c.y) + half_w), kMountain, cell * 0.1f);
      r0 = r1 + 1;
    }
    if (river > 0 && !on(f, river - 1) && !on(f, river)) {
      const ImVec2 lo = b.point(f, river - 1), hi = b.point(f, river);
      const float y = (lo.y + hi.y) * 0.5f, px = fo.label_px;
      centred_text(dl, fo.label, px, ImVec2(lo.x, y - px * 0.55f), kMountainText, "山");
      centred_text(dl, fo.label, px, ImVec2(lo.x, y + px * 0.55f), kMountainText, "界");
    }
  }

  // The thick border around the main files.
  {
    const ImVec2 p0 = b.point(main.first, 0), p1 = b.point(main.last, geo.height - 1);
    const float pad = cell * 0.14f;
    dl->AddRect(ImVec2(std::fmin(p0.x, p1.x) - pad, std::fmin(p0.y, p1.y) - pad),
                ImVec2(std::fmax(p0.x, p1.x) + pad, std::fmax(p0.y, p1.y) + pad), g_grid_line, 0, 0, thick);
  }

  // Lines between neighbouring points; across the river only on the main board's edges.
  for (int r = 0; r < geo.height; ++r)
    for (int f = 0; f < geo.width; ++f) {
      if (!on(f, r)) continue;
      if (on(f + 1, r)) dl->AddLine(b.point(f, r), b.point(f + 1, r), g_grid_line, thin);
      if (on(f, r + 1)) {
        const bool crosses = r == river - 1;
        if (!crosses || f == main.first || f == main.last)
          dl->AddLine(b.point(f, r), b.point(f, r + 1), g_grid_line, thin);
      }
    }

  // Palace diagonals (九宮): where a side's palace points form a 3x3 square.
  for (int c = 0; c < 2; ++c) {
    int f0 = geo.width, f1 = -1, r0 = geo.height, r1 = -1;
    for (int s = 0; s < geo.size; ++s)
      if (geo.exists[s] && geo.in_palace[c][s]) {
        f0 = std::min<int>(f0, geo.file_of[s]), f1 = std::max<int>(f1, geo.file_of[s]);
        r0 = std::min<int>(r0, geo.rank_of[s]), r1 = std::max<int>(r1, geo.rank_of[s]);
      }
    if (f1 - f0 == 2 && r1 - r0 == 2) {
      dl->AddLine(b.point(f0, r0), b.point(f1, r1), g_grid_line, thin);
      dl->AddLine(b.point(f1, r0), b.point(f0, r1), g_grid_line, thin);
    }
  }

  // Position marks on the setup's cannon and soldier points.
  for (xq::Square s : mark_points(game)) {
    if (s >= geo.size || !geo.exists[s]) continue;
    const int f = geo.file_of[s], r = geo.rank_of[s];
    const bool west = on(f - 1, r), east = on(f + 1, r);
    position_mark(dl, b.point(f, r), cell, b.flipped ? east : west, b.flipped ? west : east, thin);
  }

  // River text: 楚河 on the left half, 漢界 on the right, as seen by the viewer.
  if (river > 0 && river < geo.height) {
    const float river_y = (b.point(main.first, river - 1).y + b.point(main.first, river).y) * 0.5f;
    const float x0 = b.point(b.flipped ? main.last : main.first, 0).x;
    const float x1 = b.point(b.flipped ? main.first : main.last, 0).x;
    const float quarter = (x1 - x0) * 0.25f, river_px = fo.label_px * 1.55f;
    centred_text(dl, fo.piece, river_px, ImVec2(x0 + quarter, river_y), g_grid_line, "楚 河");
    centred_text(dl, fo.piece, river_px, ImVec2(x1 - quarter, river_y), g_grid_line, "漢 界");
  }

  // Coordinates (board_labels): file numbers or letters above and below, rank numbers.
  const float label_px = fo.label_px;
  const BoardLabels labels = board_labels(b, geo, letters);
  for (const auto* side : {&labels.top, &labels.bottom, &labels.left, &labels.right})
    for (const BoardLabel& l : *side) centred_text(dl, fo.label, label_px, l.at, g_grid_line, l.text.c_str());
}

BoardLabels board_labels(const BoardLayout& b, const xq::Geometry& geo, bool letters) {
  // The bottom side's numbers along the bottom, the top side's along the top, for every
  // file (boards up to 18 wide). With ICCS the file letters go above and below and, when
  // the layout left room for them (BoardLayout::rank_labels), the rank numbers beside.
  BoardLabels out;
  const float cell = b.cell;
  const float top_y = b.point(0, b.flipped ? 0 : geo.height - 1).y - cell * 0.78f;
  const float bottom_y = b.point(0, b.flipped ? geo.height - 1 : 0).y + cell * 0.78f;
  for (int col = 0; col < geo.width; ++col) {  // screen columns, left to right
    const int f = b.flipped ? geo.width - 1 - col : col;
    const float x = b.point(f, 0).x;
    if (letters) {  // ICCS: the file letter the notation writes, above and below
      std::string l;
      for (int r = 0; r < geo.height && l.empty(); ++r)
        if (geo.on_board(f, r)) l = xq::format_iccs_square(geo.square(f, r), geo).substr(0, 1);
      out.top.push_back({l, ImVec2(x, top_y)});
      out.bottom.push_back({l, ImVec2(x, bottom_y)});
      continue;
    }
    const std::string red = red_number(geo.width - f);  // Red counts from its right
    const std::string black = black_number(f + 1);      // Black's right is Red's left
    out.top.push_back({b.flipped ? red : black, ImVec2(x, top_y)});
    out.bottom.push_back({b.flipped ? black : red, ImVec2(x, bottom_y)});
  }
  if (letters && b.rank_labels) {
    const float left_x = b.point(b.flipped ? geo.width - 1 : 0, 0).x - cell * b.rank_label_offset();
    const float right_x = b.point(b.flipped ? 0 : geo.width - 1, 0).x + cell * b.rank_label_offset();
    for (int row = 0; row < geo.height; ++row) {  // screen rows, top to bottom
      const int r = b.flipped ? row : geo.height - 1 - row;
      const float y = b.point(0, r).y;
      out.left.push_back({std::to_string(r), ImVec2(left_x, y)});
      out.right.push_back({std::to_string(r), ImVec2(right_x, y)});
    }
  }
  return out;
}

}  // namespace xqweb
