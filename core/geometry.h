// Board geometry as data: which points exist, the palaces and the river, and every
// per-point table move generation walks (steps, lame-leaper blocking points, rays).
//
// A Geometry is built from a small BoardShape by a constexpr function, so the standard
// board's tables are compile-time constants (no runtime init, no init-order issues).
// Move generation only reads these tables: a variant with another size, holes or
// other zones supplies another BoardShape and reuses movegen unchanged.
//
// Coordinates: files 0..width-1 left to right from Red's view (ICCS a..i), ranks
// 0..height-1 from Red's back rank. Square index = rank * width + file.
#pragma once

#include <array>
#include <cstdint>
#include <memory>

#include "core/ring.h"
#include "core/hidden_rules.h"
#include "core/rules/rule_module.h"
#include "core/rules/terminal_rules.h"
#include "core/types.h"

namespace xq {

// Inclusive rectangle of points, in (file, rank).
struct Rect {
  int file0 = 0, rank0 = 0, file1 = -1, rank1 = -1;
  constexpr bool contains(int f, int r) const {
    return f >= file0 && f <= file1 && r >= rank0 && r <= rank1;
  }
};

// The few numbers that describe a board; everything else is derived from them.
struct BoardShape {
  int width = 9;
  int height = 10;
  Rect palace[2] = {{3, 0, 5, 2}, {3, 7, 5, 9}};  // Red, Black
  int red_half_ranks = 5;         // ranks [0, red_half_ranks) are Red's side of the river
  int soldier_start_rank = 3;     // counted from each side's back rank
  std::array<bool, kMaxSquares> hole{};  // points that do not exist (none on the standard board)
};

// One lame-leaper step: the target and the point that must be empty to make it
// (horse leg 馬腿, elephant eye 象眼). Unblockable steps use the geometry's
// sentinel point, which is always empty on every board array.
struct Leap {
  Square to = 0;
  Square block = 0;
};
struct LeapSet {
  std::uint8_t count = 0;
  Leap leaps[8] = {};
};

constexpr int kMaxRayLength = kMaxBoardSide - 1;
struct Ray {
  std::uint8_t length = 0;
  Square squares[kMaxRayLength] = {};  // nearest first
};

// Ray directions. North is towards Black (rank + 1).
enum Direction : int { North = 0, South = 1, East = 2, West = 3 };
constexpr int kDirectionCount = 4;
constexpr bool is_vertical(int dir) { return dir <= South; }

// Conditional powers (add-on rule modules such as 任務兵 or 龍戰士): while a color has
// no piece left of `gone[role]`, its pieces of `role` use these tables instead of the
// ordinary ones. `attackers` is the reverse of `leaps` (to = the attacking point,
// block = the point that must be empty), for attack detection. Built per variant by
// variant/board_builder.cpp; variants without such add-ons have no PowerTables.
struct PalaceStrategyTables;  // core/rules/palace_strategy.h
struct PieceTypeTables;       // core/piece_tables.h
struct PieceFaces;            // core/piece_faces.h
struct PowerTables {
  bool enabled[kPieceKindCount] = {};
  PieceKind gone[kPieceKindCount] = {};
  const char* addon[kPieceKindCount] = {};  // id of the add-on that writes the role's table
  LeapSet leaps[2][kPieceKindCount][kMaxSquares] = {};
  LeapSet attackers[2][kPieceKindCount][kMaxSquares] = {};
  // 宮廷炮 (core/rules/palace_cannon.h): the own general may screen the own cannon
  // against the enemy general, which changes who the facing generals attack.
  bool palace_cannon = false;
  // 宮策略 (core/rules/palace_strategy.h): powers keyed to the general's point; null
  // when the add-on is off. Shared so PowerTables stays a plain value to its owner.
  std::shared_ptr<const PalaceStrategyTables> strategy;
};

struct Geometry {
  int width = 0;
  int height = 0;
  int size = 0;                      // width * height, including holes
  Square sentinel = kMaxSquares;     // board arrays have kMaxSquares + 1 entries
  int soldier_start_rank = 3;
  // Which build this is (0: a constant table; build_variant_geometry numbers its builds from
  // 1). Caches keyed by a geometry's address (search/evaluate.cpp) also compare it, since a
  // freed variant's address can be reused by the next one (custom texts come and go).
  std::uint64_t serial = 0;
  // ICCS letter of each file ('a'.. on the standard board; variants may name extra
  // files, e.g. "zabcdefghij" on the 山界 board). 0 past the last file.
  char file_letter[32] = {};

  bool exists[kMaxSquares] = {};
  std::uint8_t file_of[kMaxSquares] = {};
  std::uint8_t rank_of[kMaxSquares] = {};
  bool in_palace[2][kMaxSquares] = {};
  bool own_half[2][kMaxSquares] = {};        // the side of the river a color starts on
  bool advisor_point[2][kMaxSquares] = {};   // palace diagonal points
  bool elephant_point[2][kMaxSquares] = {};  // points an elephant can ever reach
  bool soldier_point[2][kMaxSquares] = {};   // points a soldier can ever stand on

  // Steps for the leaper-like kinds (General, Advisor, Elephant, Horse, Soldier),
  // indexed [color][kind][from]. Chariot and Cannon entries are empty: they use rays.
  LeapSet leaps[2][kPieceKindCount][kMaxSquares] = {};
  Ray rays[kMaxSquares][kDirectionCount] = {};

  // Reverse tables for attack detection on a square `sq`:
  // horse_attackers[sq] lists (horse square, leg) pairs; soldier_attackers[c][sq]
  // lists squares from which a soldier of color c attacks sq.
  LeapSet horse_attackers[kMaxSquares] = {};
  LeapSet soldier_attackers[2][kMaxSquares] = {};
  // line_to[k][s]: how s lies from a general on k, for the legality filter's shortcut:
  // 1 + the direction of the ray from k through s (North, South, East, West), kLegPoint
  // when s is diagonally next to k (a horse leg of a horse attacking k), kSelf for k
  // itself (a general's own move gets the full test), 0 otherwise.
  static constexpr std::uint8_t kLegPoint = 5;
  static constexpr std::uint8_t kSelf = 6;
  std::uint8_t line_to[kMaxSquares][kMaxSquares] = {};

  // True when no advisor or elephant of either color can ever reach the enemy
  // palace (true on the standard board), so general-safety tests can skip them.
  bool defenders_confined = true;

  // Conditional tables of the variant's add-ons; nullptr for most variants (then
  // nothing in move generation or attack detection looks at them).
  const PowerTables* powers = nullptr;

  // The generic per-type tables of a variant with data-defined piece types; nullptr for
  // the others, whose roles keep their own table walks (the fast path).
  const PieceTypeTables* types = nullptr;

  // Face-down pieces (core/hidden_rules.h): disabled for every variant without `hidden.*`
  // keys, and then nothing in make/unmake or move generation looks at it.
  HiddenRules hidden;

  // How the variant's pieces look and what the notations call them (core/piece_faces.h);
  // nullptr = the standard faces (faces_or_standard).
  const PieceFaces* faces = nullptr;

  // The points each color's soldiers start on (還魂卒 puts revived soldiers back here):
  // the setup's soldier points for a variant, rank 3 a/c/e/g/i on the standard board.
  bool soldier_start[2][kMaxSquares] = {};

  // The palaces' drawn lines that are not grid segments (the 九宮's X, the seeds' added
  // diagonals and long lines, variant/palace_lines.h), both colors, for the board
  // description. Filled by the board builder; without it (the constexpr standard board)
  // the description draws the X of a 3x3 palace.
  static constexpr int kMaxPalaceSegments = 64;
  Square palace_segment[kMaxPalaceSegments][2] = {};
  int palace_segment_count = 0;
  bool palace_segments_known = false;
  // Position marks: bit k = the setup points of kind k are drawn with marks (the
  // variant's `marks` key; core/board_description.h).
  std::uint32_t mark_kinds = kDefaultMarkKinds;
  // A vertical river drawn between files inner_river-1 and inner_river (0 = none; the
  // variant's `inner_river` key). Moves ignore it.
  int inner_river = 0;
  // `board.style = squares [N]` (a drawing only): squares instead of points, the first
  // square_split squares from a0 along the ranks in Red's colour (0 = a chequer).
  bool squares = false;
  int square_split = 0;
  // The thick border's rectangle (the variant's `frame` key): files and ranks, inclusive;
  // frame_files[0] < 0 = the default (the main files over all ranks).
  int frame_files[2] = {-1, -1}, frame_ranks[2] = {-1, -1};
  // Points marked whatever stands there (`marks = … z1`: 山河's function points), both
  // sides' (Black's the rank mirror of Red's).
  bool mark_point[kMaxSquares] = {};

  // The setup's general point of each color (宮旗's flag enters the palace there).
  Square royal_start[2] = {kNoSquare, kNoSquare};
  // The general's other face (`k.flip = j`, 山水象棋's 君, docs/variants.md §27): a
  // data-defined kind that is royal too, so check, mate and the flying general follow
  // the general when it turns over. General = the variant has none.
  PieceKind royal_face = PieceKind::General;
  // Is k the royal kind: the general, or its other face?
  bool is_royal(PieceKind k) const { return k == PieceKind::General || k == royal_face; }
  // 解將旗's track (ring.h): the variant's `track.flag`, or kDefaultFlagTrack; its
  // cells' drawing positions and the two start cells. Empty (size 0) without flag_ring.
  Track flag_track;

  // The variant's rule modules (core/rules/rule_module.h) in registry order, the offset
  // of each one's state bytes in Position, and the union of their hooks: 0 for standard
  // xiangqi, so each hot path pays one test. attack_module answers the attack queries
  // when a module changes attacks (nullptr: the table walk).
  const RuleModule* modules[kMaxVariantModules] = {};
  std::uint8_t state_offset[kMaxVariantModules] = {};
  int module_count = 0;
  // Each module's options (its `<options>.*` keys, rule_module.h read_option), packed.
  std::uint64_t module_config[kMaxVariantModules] = {};
  std::uint32_t module_hooks = 0;
  const RuleModule* attack_module = nullptr;
  // The variant's declared win predicates (core/rules/terminal_rules.h), judged on the
  // board by core/rules/terminal_board.h. A variant with any of them also has
  // kHookVerdict in module_hooks, so the paths that stop at a verdict see them; standard
  // xiangqi has none (count 0) and pays nothing.
  TerminalRules terminal;
  constexpr bool has_hook(std::uint32_t hook) const { return (module_hooks & hook) != 0; }
  // The offset of m's state bytes, or -1 when the variant does not use m.
  constexpr int state_offset_of(const RuleModule& m) const {
    for (int i = 0; i < module_count; ++i)
      if (modules[i] == &m) return state_offset[i];
    return -1;
  }
  // m's packed options (0 when the variant does not use m or sets none).
  constexpr std::uint64_t config_of(const RuleModule& m) const {
    for (int i = 0; i < module_count; ++i)
      if (modules[i] == &m) return module_config[i];
    return 0;
  }
  constexpr bool uses(const RuleModule& m) const {
    for (int i = 0; i < module_count; ++i)
      if (modules[i] == &m) return true;
    return false;
  }

  constexpr bool on_board(int f, int r) const {
    return f >= 0 && f < width && r >= 0 && r < height && exists[r * width + f];
  }
  constexpr Square square(int f, int r) const { return static_cast<Square>(r * width + f); }
  constexpr Square square_or_none(int f, int r) const {
    return on_board(f, r) ? square(f, r) : kNoSquare;
  }
  // Rank counted from `c`'s own back rank (0 = back rank).
  constexpr int relative_rank(Color c, Square s) const {
    return c == Color::Red ? rank_of[s] : height - 1 - rank_of[s];
  }
};

namespace detail {

// Geometry::line_to from the rays (a hole ends a ray, so it ends the line too).
constexpr void fill_line_to(Geometry& g) {
  for (int k = 0; k < g.size; ++k) {
    if (!g.exists[k]) continue;
    for (int d = 0; d < kDirectionCount; ++d)
      for (int i = 0; i < g.rays[k][d].length; ++i) g.line_to[k][g.rays[k][d].squares[i]] = static_cast<std::uint8_t>(1 + d);
    for (int df = -1; df <= 1; df += 2)
      for (int dr = -1; dr <= 1; dr += 2)
        if (g.on_board(g.file_of[k] + df, g.rank_of[k] + dr))
          g.line_to[k][g.square(g.file_of[k] + df, g.rank_of[k] + dr)] = Geometry::kLegPoint;
    g.line_to[k][k] = Geometry::kSelf;
  }
}

constexpr void add_leap(LeapSet& set, Square to, Square block) {
  set.leaps[set.count].to = to;
  set.leaps[set.count].block = block;
  ++set.count;
}

constexpr int abs_int(int v) { return v < 0 ? -v : v; }

}  // namespace detail

// Derives every table from a shape. constexpr so the standard tables are constants.
constexpr Geometry build_geometry(const BoardShape& shape) {
  Geometry g{};
  g.width = shape.width;
  g.height = shape.height;
  g.size = shape.width * shape.height;
  g.soldier_start_rank = shape.soldier_start_rank;
  for (int f = 0; f < g.width && f < 32; ++f) g.file_letter[f] = static_cast<char>('a' + f);
  const Square none = g.sentinel;

  for (int r = 0; r < g.height; ++r)
    for (int f = 0; f < g.width; ++f) {
      const int s = r * g.width + f;
      g.exists[s] = !shape.hole[s];
      g.file_of[s] = static_cast<std::uint8_t>(f);
      g.rank_of[s] = static_cast<std::uint8_t>(r);
    }

  for (int c = 0; c < 2; ++c) {
    const Rect& pal = shape.palace[c];
    const int cf = (pal.file0 + pal.file1) / 2, cr = (pal.rank0 + pal.rank1) / 2;
    for (int s = 0; s < g.size; ++s) {
      if (!g.exists[s]) continue;
      const int f = g.file_of[s], r = g.rank_of[s];
      g.in_palace[c][s] = pal.contains(f, r);
      g.own_half[c][s] = c == 0 ? r < shape.red_half_ranks : r >= shape.red_half_ranks;
      g.advisor_point[c][s] = g.in_palace[c][s] && (detail::abs_int(f - cf) + detail::abs_int(r - cr)) % 2 == 0;
      const int rel = c == 0 ? r : g.height - 1 - r;
      g.soldier_point[c][s] = !g.own_half[c][s] || (rel >= shape.soldier_start_rank && f % 2 == cf % 2);
    }
  }

  const int orth[4][2] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
  const int diag[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

  for (int s = 0; s < g.size; ++s) {
    if (!g.exists[s]) continue;
    const int f = g.file_of[s], r = g.rank_of[s];

    // Rays: a hole ends a ray like the board edge does.
    for (int d = 0; d < 4; ++d) {
      Ray& ray = g.rays[s][d];
      for (int k = 1;; ++k) {
        const int nf = f + orth[d][0] * k, nr = r + orth[d][1] * k;
        if (!g.on_board(nf, nr)) break;
        ray.squares[ray.length++] = g.square(nf, nr);
      }
    }

    // Horse 馬: one orthogonal step (the leg) then one diagonal step outwards.
    for (int d = 0; d < 4; ++d) {
      const int lf = f + orth[d][0], lr = r + orth[d][1];
      if (!g.on_board(lf, lr)) continue;
      for (int side = -1; side <= 1; side += 2) {
        const int tf = lf + orth[d][0] + (orth[d][1] != 0 ? side : 0);
        const int tr = lr + orth[d][1] + (orth[d][0] != 0 ? side : 0);
        if (!g.on_board(tf, tr)) continue;
        const Square to = g.square(tf, tr), leg = g.square(lf, lr);
        for (int c = 0; c < 2; ++c) detail::add_leap(g.leaps[c][index_of(PieceKind::Horse)][s], to, leg);
        detail::add_leap(g.horse_attackers[to], static_cast<Square>(s), leg);
      }
    }

    for (int c = 0; c < 2; ++c) {
      const auto idx = [](PieceKind k) { return index_of(k); };
      // General 帥/將: one orthogonal step inside its palace.
      if (g.in_palace[c][s])
        for (const auto& o : orth) {
          const Square t = g.square_or_none(f + o[0], r + o[1]);
          if (t != kNoSquare && g.in_palace[c][t]) detail::add_leap(g.leaps[c][idx(PieceKind::General)][s], t, none);
        }
      // Advisor 仕/士: one diagonal step along the palace diagonals.
      if (g.advisor_point[c][s])
        for (const auto& o : diag) {
          const Square t = g.square_or_none(f + o[0], r + o[1]);
          if (t != kNoSquare && g.advisor_point[c][t]) detail::add_leap(g.leaps[c][idx(PieceKind::Advisor)][s], t, none);
        }
      // Elephant 相/象: two diagonal steps, eye in between, never across the river.
      if (g.own_half[c][s])
        for (const auto& o : diag) {
          const Square t = g.square_or_none(f + 2 * o[0], r + 2 * o[1]);
          const Square eye = g.square_or_none(f + o[0], r + o[1]);
          if (t != kNoSquare && eye != kNoSquare && g.own_half[c][t])
            detail::add_leap(g.leaps[c][idx(PieceKind::Elephant)][s], t, eye);
        }
      // Soldier 兵/卒: forward; sideways too once across the river. Never backwards.
      const int fwd = c == 0 ? 1 : -1;
      const Square ahead = g.square_or_none(f, r + fwd);
      if (ahead != kNoSquare) {
        detail::add_leap(g.leaps[c][idx(PieceKind::Soldier)][s], ahead, none);
        detail::add_leap(g.soldier_attackers[c][ahead], static_cast<Square>(s), none);
      }
      if (!g.own_half[c][s])
        for (int side = -1; side <= 1; side += 2) {
          const Square t = g.square_or_none(f + side, r);
          if (t == kNoSquare) continue;
          detail::add_leap(g.leaps[c][idx(PieceKind::Soldier)][s], t, none);
          detail::add_leap(g.soldier_attackers[c][t], static_cast<Square>(s), none);
        }
    }
  }

  // Elephant points: everything an elephant can reach from its two home points
  // (palace centre file +-2 on the back rank), found by a flood fill.
  for (int c = 0; c < 2; ++c) {
    const Rect& pal = shape.palace[c];
    const int cf = (pal.file0 + pal.file1) / 2;
    const int back = c == 0 ? 0 : g.height - 1;
    Square stack[kMaxSquares] = {};
    int top = 0;
    for (int df = -2; df <= 2; df += 4) {
      const Square s = g.square_or_none(cf + df, back);
      if (s != kNoSquare && !g.elephant_point[c][s]) { g.elephant_point[c][s] = true; stack[top++] = s; }
    }
    while (top > 0) {
      const Square s = stack[--top];
      const LeapSet& set = g.leaps[c][index_of(PieceKind::Elephant)][s];
      for (int i = 0; i < set.count; ++i)
        if (!g.elephant_point[c][set.leaps[i].to]) {
          g.elephant_point[c][set.leaps[i].to] = true;
          stack[top++] = set.leaps[i].to;
        }
    }
  }

  detail::fill_line_to(g);
  for (int c = 0; c < 2; ++c)
    for (int s = 0; s < g.size; ++s)
      if ((g.advisor_point[c][s] || g.elephant_point[c][s]) && g.in_palace[1 - c][s]) g.defenders_confined = false;
  for (int c = 0; c < 2; ++c)
    for (int s = 0; s < g.size; ++s)
      g.soldier_start[c][s] = g.own_half[c][s] && g.soldier_point[c][s] &&
                              g.relative_rank(static_cast<Color>(c), static_cast<Square>(s)) == shape.soldier_start_rank;
  return g;
}

// The standard 9x10 xiangqi board. Built once from the "xiangqi" preset of the variant
// text format (core/variants/xiangqi.ini, see variant/registry.h); the constexpr
// build_geometry(BoardShape{}) above is kept as its compile-time reference.
const Geometry& xiangqi_geometry();
// The compile-time reference tables of the standard board (tests compare the
// variant-built tables with these).
const Geometry& reference_xiangqi_geometry();

}  // namespace xq
