// 破河象: the conditional step table (see river_elephant.h).
#include "core/rules/river_elephant.h"

#include "core/rules/power_step.h"
#include "core/variant/variant_def.h"

namespace xq {

namespace {

// 加強破河象: 「[雙馬]皆無」… 「從己方橫三線或河岸、山線點位，走吃"用"字對角點過河,
// 斜一格若有棋則該方向蹩腿」, 「處在對方界內的破河象只能走、吃"用"字」, 「如欲退回本土,
// 只能先以"用"字退到本土象可飛到的原點之一,同時規則還原」, 「本土象若不過河就不能走吃"用"字」.
// 用 = (2,3) or (3,2), blocked by the diagonal neighbour towards the target.
void build(const VariantDef& def, const Geometry& g, Color c, LeapSet* table) {
  const int ci = index_of(c);
  const auto mountain = def.zones.find("mountain");
  auto on_mountain = [&](int s) {
    if (mountain == def.zones.end()) return false;
    const int rank = c == Color::Red ? g.rank_of[s] : g.height - 1 - g.rank_of[s];
    for (const Point& p : mountain->second)
      if (p.file == g.file_of[s] && p.rank == rank) return true;
    return false;
  };
  const int offsets[8][2] = {{2, 3}, {3, 2}, {-2, 3}, {-3, 2}, {2, -3}, {3, -2}, {-2, -3}, {-3, -2}};
  for (int s = 0; s < g.size; ++s) {
    if (!g.exists[s]) continue;
    const bool home = g.own_half[ci][s];
    const int rel = g.relative_rank(c, static_cast<Square>(s));
    if (home && !(g.elephant_point[ci][s] && (rel == 2 || rel == def.river - 1 || on_mountain(s)))) continue;
    for (const auto& o : offsets) {
      const int f = g.file_of[s] + o[0], r = g.rank_of[s] + o[1];
      const int bf = g.file_of[s] + (o[0] > 0 ? 1 : -1), br = g.rank_of[s] + (o[1] > 0 ? 1 : -1);
      if (!g.on_board(f, r) || !g.on_board(bf, br)) continue;
      const Square t = g.square(f, r);
      // Home -> across; across -> across, or back home onto an elephant point.
      if (home ? g.own_half[ci][t] : (g.own_half[ci][t] && !g.elephant_point[ci][t])) continue;
      add_power_step(table[s], t, g.square(bf, br));
    }
  }
}

constexpr PowerTableSpec kSpec{PieceKind::Elephant, PieceKind::Horse, build};

}  // namespace

constinit const RuleModule kRiverElephant{
    .id = "river_elephant",
    .name = "破河象",
    .hooks = kHookPowerTable,
    .power = &kSpec,
};

}  // namespace xq
