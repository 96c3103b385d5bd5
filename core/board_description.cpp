// The board description (see board_description.h): the rules a printed board follows,
// applied to any geometry. Moved here from the web view so every view and tool reads the
// same answer and none needs the move tables.
#include "core/board_description.h"

#include <algorithm>

#include "core/geometry.h"
#include "core/notation/iccs.h"
#include "core/piece_faces.h"
#include "core/rules/off_board.h"

namespace xq {
namespace {

// Red writes Chinese numerals (十, 十一…十八 past nine), Black full-width digits; two-digit
// numbers in plain digits (narrower than a point's spacing on boards up to 18 files wide).
const char* const kRedDigits[] = {"一", "二", "三", "四", "五", "六", "七", "八", "九"};
const char* const kBlackDigits[] = {"１", "２", "３", "４", "５", "６", "７", "８", "９"};

std::string red_number(int n) {
  if (n <= 9) return kRedDigits[n - 1];
  return std::string("十") + (n > 10 ? kRedDigits[n - 11] : "");
}
std::string black_number(int n) { return n <= 9 ? kBlackDigits[n - 1] : std::to_string(n); }

// Red's side of the river on `file` is ranks [0, red_ranks).
int red_ranks(const Geometry& geo, int file) {
  int n = 0;
  for (int r = 0; r < geo.height; ++r)
    if (geo.on_board(file, r) && geo.own_half[0][geo.square(file, r)]) n = r + 1;
  return n;
}

// The lowest rank of Black's side of the river on `file` (height when it has none).
int black_first_rank(const Geometry& geo, int file) {
  for (int r = 0; r < geo.height; ++r)
    if (geo.on_board(file, r) && geo.own_half[1][geo.square(file, r)]) return r;
  return geo.height;
}

}  // namespace

bool BoardDescription::exists(int file, int rank) const { return square(file, rank) != kNoSquare; }

Square BoardDescription::square(int file, int rank) const {
  if (file < 0 || file >= files || rank < 0 || rank >= ranks) return kNoSquare;
  const int s = rank * files + file;
  return points_by_square[s].file < 0 ? kNoSquare : static_cast<Square>(s);
}

int BoardDescription::span(Piece p) const {
  const std::size_t k = index_of(p.kind());
  return p.empty() ? 1 : k < spans.size() ? spans[k] : 1;
}

const std::string& BoardDescription::glyph(Piece p) const {
  static const std::string none;
  if (p.empty()) return none;
  const size_t k = static_cast<size_t>(index_of(p.kind()));
  return k < glyphs.size() ? glyphs[k][index_of(p.color())] : none;
}

BoardDescription describe_board(const Geometry& geo, const std::vector<Piece>& setup) {
  BoardDescription d;
  d.files = geo.width;
  d.ranks = geo.height;
  const auto on = [&](int f, int r) { return geo.on_board(f, r); };
  d.points_by_square.assign(geo.size, BoardPoint{-1, -1});
  for (int r = 0; r < geo.height; ++r)
    for (int f = 0; f < geo.width; ++f)
      if (on(f, r)) d.points_by_square[geo.square(f, r)] = BoardPoint{f, r};

  // The main files: those with points on both sides of their river gap, in one run (a
  // file whose points a hole splits is a side file: 堅守's recovery zones, two zones a
  // side on one file, with Red's and Black's meeting at the river).
  const auto one_run = [&](int f) {
    int runs = 0;
    for (int r = 0; r < geo.height; ++r) runs += on(f, r) && (r == 0 || !on(f, r - 1));
    return runs == 1;
  };
  d.main_first = geo.width;
  d.main_last = -1;
  for (int f = 0; f < geo.width; ++f) {
    const int river = red_ranks(geo, f);
    if (river > 0 && on(f, river - 1) && on(f, river) && one_run(f)) {
      d.main_first = std::min(d.main_first, f);
      d.main_last = f;
    }
  }
  if (d.main_last < 0) d.main_first = 0, d.main_last = geo.width - 1;
  d.frame_lo = {d.main_first, 0};
  d.frame_hi = {d.main_last, geo.height - 1};
  if (geo.frame_files[0] >= 0) {
    d.frame_lo = {geo.frame_files[0], geo.frame_ranks[0]};
    d.frame_hi = {geo.frame_files[1], geo.frame_ranks[1]};
  }
  d.river = red_ranks(geo, d.main_first);
  if (d.river >= geo.height) d.river = 0;  // no second half: no river to draw
  // Black's home starts past a middle field: a second river in front of it.
  if (d.river > 0) {
    const int black_from = black_first_rank(geo, d.main_first);
    if (black_from > d.river && black_from < geo.height) d.river2 = black_from;
  }

  if (geo.squares) {
    d.squares = true;
    d.river = d.river2 = 0;
    d.cell_side.assign(static_cast<std::size_t>(geo.width) * geo.height, 0);
    for (int i = 0; i < geo.width * geo.height; ++i)
      d.cell_side[i] = geo.square_split > 0 ? (i >= geo.square_split) : ((i / geo.width + i % geo.width) % 2 == 0);
  }
  if (geo.inner_river > 0 && geo.inner_river < geo.width) {
    d.inner_river = geo.inner_river;
    d.inner_river_text = "內河";
  }

  // Side files: a strip per run of points; the text where the river gap has none.
  for (int f = 0; f < geo.width; ++f) {
    if (f >= d.main_first && f <= d.main_last) continue;
    for (int r0 = 0; r0 < geo.height;) {
      if (!on(f, r0)) {
        ++r0;
        continue;
      }
      int r1 = r0;
      while (r1 + 1 < geo.height && on(f, r1 + 1)) ++r1;
      d.side_strips.push_back({f, r0, r1});
      r0 = r1 + 1;
    }
    // The text goes where the river gap splits a side file's points (a file of holes
    // draws nothing, nor does a file whose points reach the river from both sides).
    bool any = false;
    for (int r = 0; r < geo.height; ++r) any = any || on(f, r);
    if (any && d.river > 0 && !on(f, d.river - 1) && !on(f, d.river)) d.side_text_files.push_back(f);
  }

  // Grid lines; across the river only on the main board's edges.
  for (int r = 0; r < geo.height; ++r)
    for (int f = 0; f < geo.width; ++f) {
      if (!on(f, r)) continue;
      if (on(f + 1, r)) d.lines.push_back({{f, r}, {f + 1, r}});
      if (on(f, r + 1)) {
        const bool crosses = (d.river > 0 && r == d.river - 1) || (d.river2 > 0 && r == d.river2 - 1);
        if (!crosses || f == d.main_first || f == d.main_last) d.lines.push_back({{f, r}, {f, r + 1}});
      }
    }
  // Palace lines beyond the grid: the builder's list (variant/palace_lines.h), or on the
  // constexpr standard board the X where a side's palace points form a 3x3 square.
  for (int i = 0; i < geo.palace_segment_count; ++i) {
    const Square a = geo.palace_segment[i][0], b = geo.palace_segment[i][1];
    d.lines.push_back({{geo.file_of[a], geo.rank_of[a]}, {geo.file_of[b], geo.rank_of[b]}});
  }
  for (int c = 0; c < 2 && !geo.palace_segments_known; ++c) {
    int f0 = geo.width, f1 = -1, r0 = geo.height, r1 = -1;
    for (int s = 0; s < geo.size; ++s)
      if (geo.exists[s] && geo.in_palace[c][s]) {
        f0 = std::min<int>(f0, geo.file_of[s]), f1 = std::max<int>(f1, geo.file_of[s]);
        r0 = std::min<int>(r0, geo.rank_of[s]), r1 = std::max<int>(r1, geo.rank_of[s]);
      }
    if (f1 - f0 == 2 && r1 - r0 == 2) {
      d.lines.push_back({{f0, r0}, {f1, r1}});
      d.lines.push_back({{f1, r0}, {f0, r1}});
    }
  }

  // Arcs the variant's rule modules draw (雲端's clouds).
  for (int i = 0; i < geo.module_count; ++i) {
    if (!geo.modules[i]->board_arcs) continue;
    Square pairs[16][2];
    const int n = geo.modules[i]->board_arcs(geo, pairs, 16);
    for (int k = 0; k < n; ++k)
      d.arcs.push_back({{geo.file_of[pairs[k][0]], geo.rank_of[pairs[k][0]]},
                        {geo.file_of[pairs[k][1]], geo.rank_of[pairs[k][1]]}});
  }

  // Arrows the variant's rule modules draw (堅守's re-entry arrows), tail to head.
  for (int i = 0; i < geo.module_count; ++i) {
    if (!geo.modules[i]->board_arrows) continue;
    Square pairs[16][2];
    const int n = geo.modules[i]->board_arrows(geo, pairs, 16);
    for (int k = 0; k < n; ++k)
      d.arrows.push_back({{geo.file_of[pairs[k][0]], geo.rank_of[pairs[k][0]]},
                          {geo.file_of[pairs[k][1]], geo.rank_of[pairs[k][1]]}});
  }

  // Texts the variant's rule modules draw (堅守's zone names).
  for (int i = 0; i < geo.module_count; ++i) {
    if (!geo.modules[i]->board_texts) continue;
    Square at[16];
    const char* text[16];
    const int n = geo.modules[i]->board_texts(geo, at, text, 16);
    for (int k = 0; k < n; ++k)
      d.texts.push_back({{at[k] % geo.width, at[k] / geo.width}, text[k]});
  }

  // Position marks: the setup's points of the marked kinds (the variant's `marks`; the
  // cannons' and soldiers' by default, every start point in 起始象棋).
  if (setup.size() == static_cast<size_t>(geo.size))
    for (int r = 0; r < geo.height; ++r)
      for (int f = 0; f < geo.width; ++f) {
        if (!on(f, r)) continue;
        const Piece p = setup[geo.square(f, r)];
        const int k = p.empty() ? -1 : index_of(p.kind());
        if ((k >= 0 && k < 32 && (geo.mark_kinds >> k & 1u)) || geo.mark_point[geo.square(f, r)])
          d.marks.push_back({f, r});
      }

  // Coordinates. The ICCS letter of a file is what the notation writes for its points.
  for (int f = 0; f < geo.width; ++f) {
    d.file_numbers[0].push_back(red_number(geo.width - f));  // Red counts from its right
    d.file_numbers[1].push_back(black_number(f + 1));        // Black's right is Red's left
    std::string letter;
    for (int r = 0; r < geo.height && letter.empty(); ++r)
      if (on(f, r)) letter = format_iccs_square(geo.square(f, r), geo).substr(0, 1);
    d.file_letters.push_back(letter);
  }
  for (int r = 0; r < geo.height; ++r) d.rank_numbers.push_back(std::to_string(r));

  if (track_size(geo) > 0) d.track = geo.flag_track;

  const PieceFaces& faces = faces_or_standard(geo.faces);
  d.glyphs.assign(kMaxPieceKinds, {});
  for (int k = 0; k < kMaxPieceKinds; ++k) d.glyphs[k] = {faces.glyph[0][k], faces.glyph[1][k]};
  d.red_ink.assign(kMaxPieceKinds, 0);
  for (int k = 0; k < kMaxPieceKinds; ++k) d.red_ink[k] = faces.red_ink[k];
  d.spans.assign(kMaxPieceKinds, 1);
  for (int i = 0; i < geo.module_count; ++i) {
    if (!geo.modules[i]->piece_span) continue;
    for (int k = 0; k < kMaxPieceKinds; ++k)
      if (const int n = geo.modules[i]->piece_span(geo, static_cast<PieceKind>(k)); n >= 0)
        d.spans[k] = static_cast<std::uint8_t>(n);
  }
  return d;
}

}  // namespace xq
