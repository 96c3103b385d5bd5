// Evaluation: material, piece-square tables, mobility-lite, add-on powers, and the rule
// modules' own terms (RuleModule::evaluate). The numbers are data (eval_weights.h): fitted
// to real games on the standard board, hand-tuned on every other.
#include "core/search/evaluate.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <utility>
#include <vector>

#include "core/geometry_cache.h"
#include "core/piece_tables.h"
#include "core/search/eval_weights.h"

namespace xq {
namespace {

// The hand-tuned material values: piece_value()'s (move ordering, SEE, which were tuned
// with them).
constexpr const int (&kValue)[kPieceKindCount] = kHandWeights.value;

// 宮旗: the flag on the board 「無將帥的價值」; it guards its palace like an advisor-lite
// and switches 宮策略 powers on (power_bonus), so a small value, below a soldier's
// crossing worth, keeps the search from trading pieces for it.
constexpr int kFlagValue = 40;

// Per-geometry evaluation data, built once per board (variant) and cached:
// material + square bonus per (color, kind, point), and the material values derived
// from the piece definitions (the geometry's step tables).
struct EvalTables {
  // From the weights in force; first, on the cache line evaluate() reads anyway.
  int chariot_mobility = 0, horse_mobility = 0, tempo = 0;
  int value[kPieceKindCount] = {};          // ordinary material value
  int powered_value[kPieceKindCount] = {};  // while an add-on power is active (PowerTables)
  int psq[2][kPieceKindCount][kMaxSquares] = {};
};

// Average number of steps over the points where a table has any (how far-reaching a
// leaper is on this board): the basis of derived material values.
double average_steps(const LeapSet* table, int size) {
  int points = 0, steps = 0;
  for (int s = 0; s < size; ++s)
    if (table[s].count > 0) ++points, steps += table[s].count;
  return points ? static_cast<double>(steps) / points : 0.0;
}

// Value of `kind` on geometry g relative to the standard board: leapers scale with
// their average step count, the riders (chariot, cannon) with the square root of the
// number of points. Clamped to [0.5, 2.5] of the standard value; 1.0 on the standard board.
// The same average for a role on the generic tables (a variant with custom types walks
// every piece there, and Geometry::leaps is then empty): the distinct points its leaps
// and rays reach, over the points where Red's piece may stand and has any move.
double average_type_steps(const Geometry& g, PieceKind kind) {
  const PieceTypeTables& t = *g.types;
  int points = 0, steps = 0;
  for (int s = 0; s < g.size; ++s) {
    if (!g.exists[s] || !t.may_stand(Color::Red, kind, static_cast<Square>(s))) continue;
    // Distinct targets: a program lists a point once per modality (quiet, capture).
    const TypeMovesAt& at = t.moves(Color::Red, kind, static_cast<Square>(s));
    std::vector<Square> targets;
    for (std::uint32_t i = at.leap_begin; i < at.leap_end; ++i) targets.push_back(t.leaps[i].to);
    for (std::uint32_t i = at.ray_begin; i < at.ray_end; ++i)
      for (int j = 0; j < t.rays[i].length; ++j) targets.push_back(t.ray_squares[t.rays[i].first + j]);
    std::sort(targets.begin(), targets.end());
    const int n = static_cast<int>(std::unique(targets.begin(), targets.end()) - targets.begin());
    if (n > 0) ++points, steps += n;
  }
  return points ? static_cast<double>(steps) / points : 0.0;
}

int derived_value(const EvalWeights& w, const Geometry& g, const LeapSet* table, PieceKind kind) {
  const Geometry& ref = reference_xiangqi_geometry();
  const int base = w.value[index_of(kind)];
  double ratio = 1.0;
  if (kind == PieceKind::Chariot || kind == PieceKind::Cannon) {
    int points = 0;
    for (int s = 0; s < g.size; ++s) points += g.exists[s] ? 1 : 0;
    ratio = std::sqrt(points / 90.0);
  } else if (kind != PieceKind::General) {
    const double std_steps = average_steps(ref.leaps[0][index_of(kind)], ref.size);
    // Generic tables: the role's steps are there, not in the (empty) role table.
    const double steps = g.types && table == g.leaps[0][index_of(kind)] ? average_type_steps(g, kind)
                                                                        : average_steps(table, g.size);
    ratio = std_steps > 0 ? steps / std_steps : 1.0;
  }
  ratio = std::clamp(ratio, 0.5, 2.5);
  return static_cast<int>(std::lround(base * ratio));
}

// The square table of `w` read at (file, rank) of `g` for color c. On the standard board
// that is the table itself; on another board the files are aligned on the palace
// centre file and clamped, the ranks stretched: never out of the 9x10 table.
int mapped_table_value(const EvalWeights& w, const Geometry& g, int palace_file, Color c, PieceKind k,
                       Square s) {
  const int own_rank = c == Color::Red ? g.rank_of[s] : g.height - 1 - g.rank_of[s];
  const int own_file = c == Color::Red ? g.file_of[s] : g.width - 1 - g.file_of[s];
  const int own_palace = c == Color::Red ? palace_file : g.width - 1 - palace_file;
  int file = own_file, rank = own_rank;
  if (g.width != 9 || g.height != 10) {
    file = std::clamp(own_file - own_palace + 4, 0, 8);
    rank = g.height > 1 ? std::clamp(static_cast<int>(std::lround(own_rank * 9.0 / (g.height - 1))), 0, 9) : 0;
  }
  return w.pst[index_of(k)][9 - rank][file];
}

std::unique_ptr<EvalTables> build_tables(const Geometry& g) {
  auto t = std::make_unique<EvalTables>();
  const bool standard = &g == &xiangqi_geometry() || &g == &reference_xiangqi_geometry();
  // The weights fitted to standard games (eval_weights.inc) on every 9x10 board: the
  // standard one, its add-on combinations and the 9x10 variants read the tables square for
  // square, so a position scores alike with and without an add-on. Boards of another shape
  // keep the hand weights their stretched mapping and derived values were made for.
  const EvalWeights& w = g.width == 9 && g.height == 10 ? kTunedWeights : kHandWeights;
  t->chariot_mobility = w.chariot_mobility;
  t->horse_mobility = w.horse_mobility;
  t->tempo = w.tempo;
  // Red's palace centre file: the general's ordinary steps start from palace points.
  int palace_file = (g.width - 1) / 2;
  {
    int lo = g.width, hi = -1;
    for (int s = 0; s < g.size; ++s)
      if (g.in_palace[0][s]) lo = std::min<int>(lo, g.file_of[s]), hi = std::max<int>(hi, g.file_of[s]);
    if (hi >= lo) palace_file = (lo + hi) / 2;
  }
  for (int k = 0; k < kPieceKindCount; ++k) {
    const PieceKind kind = static_cast<PieceKind>(k);
    t->value[k] = standard ? w.value[k] : derived_value(w, g, g.leaps[0][k], kind);
    if (g.types && g.types->value[k] > 0) t->value[k] = g.types->value[k];  // the variant's value hint
    t->powered_value[k] = t->value[k];
    if (g.powers && g.powers->enabled[k])
      t->powered_value[k] = std::max(t->value[k], derived_value(w, g, g.powers->leaps[0][k], kind));
  }
  for (int c = 0; c < 2; ++c)
    for (int k = 0; k < kPieceKindCount; ++k)
      for (int s = 0; s < g.size; ++s)
        if (g.exists[s])
          t->psq[c][k][s] =
              t->value[k] + mapped_table_value(w, g, palace_file, static_cast<Color>(c),
                                               static_cast<PieceKind>(k), static_cast<Square>(s));
  return t;
}

// The tables of g, built once per board (core/geometry_cache.h).
const EvalTables& tables_for(const Geometry& g) { return per_geometry<build_tables>(g); }

// Mobility-lite: chariots count the empty points they see, horses the steps whose leg
// is free and whose target is not their own piece, each at its weight. Cheap table
// walks; the full move generator is not called. The horse uses the step table in
// force (an add-on may change it).
int mobility(const Position& pos, const EvalTables& t, Color c) {
  const Geometry& g = pos.geometry();
  int score = 0;
  const Piece chariot(c, PieceKind::Chariot);
  for (int i = 0; i < pos.count(chariot); ++i) {
    const Square s = pos.squares_of(chariot)[i];
    for (int d = 0; d < kDirectionCount; ++d) {
      const Ray& ray = g.rays[s][d];
      for (int k = 0; k < ray.length && pos.empty(ray.squares[k]); ++k) ++score;
    }
  }
  score *= t.chariot_mobility;
  const Piece horse(c, PieceKind::Horse);
  if (pos.count(horse) == 0) return score;
  const LeapSet* table = pos.leap_table(c, PieceKind::Horse);
  for (int i = 0; i < pos.count(horse); ++i) {
    const Square s = pos.squares_of(horse)[i];
    const LeapSet& set = table[s];
    for (int j = 0; j < set.count; ++j) {
      const Leap& l = set.leaps[j];
      if (!pos.empty(l.block)) continue;
      const Piece target = pos.piece_on(l.to);
      if (target.empty() || target.color() != c) score += t.horse_mobility;
    }
  }
  return score;
}

// Conditional powers (add-ons such as 破河象 or 任務兵): while a side's power is in
// force its pieces of that kind count at their powered value (宮策略's powers are its
// module's term).
int power_bonus(const Position& pos, const EvalTables& t, Color c) {
  const PowerTables* pw = pos.geometry().powers;
  if (!pw) return 0;
  int bonus = 0;
  for (int k = 0; k < kPieceKindCount; ++k) {
    if (!pw->enabled[k]) continue;
    const PieceKind kind = static_cast<PieceKind>(k);
    const int n = pos.count(c, kind);
    if (n > 0 && pos.count(c, pw->gone[k]) == 0) bonus += n * (t.powered_value[k] - t.value[k]);
  }
  return bonus;
}

// Face-down pieces whose identity this position knows (core/hidden_rules.h): the board
// holds their face (a stand-in type, counted above at its value hint, or with hidden.moves
// = start the setup piece), but the piece is one flip from playing as its identity
// (起始象棋's dormant pieces: 「扣放的棋…需要翻正才能按其规则移动」). Each counts
// kFaceDownShare of its identity's material instead of its face's, never less than the
// face. An unknown identity (a viewer's position) counts as its face.
constexpr int kFaceDownShare = 3;  // quarters
int material_of(const Geometry& g, const EvalTables& t, PieceKind k);
int face_down_bonus(const Position& pos, const EvalTables& t, Color c) {
  const Geometry& g = pos.geometry();
  int bonus = 0;
  for (int s = 0; s < g.size; ++s) {
    const Square sq = static_cast<Square>(s);
    if (!pos.identity_known(sq) || pos.piece_on(sq).color() != c) continue;
    const int face = material_of(g, t, pos.piece_on(sq).kind());
    const int identity = material_of(g, t, pos.identity(sq).kind()) * kFaceDownShare / 4;
    if (identity > face) bonus += identity - face;
  }
  return bonus;
}

}  // namespace

// A data-defined piece type without its geometry (move ordering): a middling value.
constexpr int kCustomDefaultValue = 300;

int custom_value(const Geometry& g, PieceKind k) {
  // The general's other face (山水's 君) is royal: worth what the general is, nothing.
  if (k != PieceKind::General && k == g.royal_face) return 0;
  const int hint = g.types ? g.types->value[index_of(k)] : 0;
  return hint > 0 ? hint : kCustomDefaultValue;
}

namespace {

// The material value of kind k in this variant: the table's for a role, the value hint for
// a data-defined type, the flag's own.
int material_of(const Geometry& g, const EvalTables& t, PieceKind k) {
  if (k == PieceKind::Flag) return kFlagValue;
  if (index_of(k) >= kFirstCustomKind) return custom_value(g, k);
  return t.value[index_of(k)];
}

}  // namespace

int piece_value(PieceKind k) {
  if (index_of(k) >= kFirstCustomKind) return kCustomDefaultValue;
  return k == PieceKind::Flag ? kFlagValue : kValue[index_of(k)];
}

int piece_square_score(const Position& pos, Piece p, Square s) {
  if (p.kind() == PieceKind::Flag) return p.color() == Color::Red ? kFlagValue : -kFlagValue;
  if (index_of(p.kind()) >= kFirstCustomKind) {
    const int v = custom_value(pos.geometry(), p.kind());
    return p.color() == Color::Red ? v : -v;
  }
  const int v = tables_for(pos.geometry()).psq[index_of(p.color())][index_of(p.kind())][s];
  return p.color() == Color::Red ? v : -v;
}

int evaluate(const Position& pos) {
  const EvalTables& t = tables_for(pos.geometry());
  int red = 0;  // from Red's point of view
  for (int c = 0; c < 2; ++c) {
    const Color color = static_cast<Color>(c);
    int side = 0;
    for (int k = 0; k < kPieceKindCount; ++k) {
      const Piece p(color, static_cast<PieceKind>(k));
      const int n = pos.count(p);
      const Square* squares = pos.squares_of(p);
      const int* psq = t.psq[c][k];
      for (int i = 0; i < n; ++i) side += psq[squares[i]];
    }
    side += kFlagValue * pos.count(color, PieceKind::Flag);  // 宮旗 (none elsewhere)
    if (const PieceTypeTables* types = pos.geometry().types)  // data-defined types: their value hints
      for (PieceKind k : types->kinds)
        if (index_of(k) >= kFirstCustomKind) side += custom_value(pos.geometry(), k) * pos.count(color, k);
    side += mobility(pos, t, color) + power_bonus(pos, t, color);
    if (pos.face_down_count() > 0) side += face_down_bonus(pos, t, color);
    red += c == 0 ? side : -side;
  }
  int score = (pos.side_to_move() == Color::Red ? red : -red) + t.tempo;
  // The modules' terms (解將旗's flag race, 還魂卒, 宮策略's powers): one geometry test
  // for standard xiangqi.
  const Geometry& g = pos.geometry();
  if (g.has_hook(kHookEvaluate))
    for (int i = 0; i < g.module_count; ++i)
      if (g.modules[i]->evaluate) score += g.modules[i]->evaluate(pos);
  return score;
}

}  // namespace xq
