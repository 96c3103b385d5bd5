// 任務兵: the conditional step table (see mission_soldier.h).
#include "core/rules/mission_soldier.h"

#include "core/rules/power_step.h"
#include "core/variant/variant_def.h"

namespace xq {

namespace {

// 加強任務兵: 「己方雙[車]皆無」… 「進到敵"九宮"內的[兵]可以向後"退"，但不能向後退出九宮」.
// A soldier standing in the enemy palace may also step backwards, staying inside it.
void build(const VariantDef&, const Geometry& g, Color c, LeapSet* table) {
  const int ci = index_of(c), back = c == Color::Red ? -1 : 1;
  for (int s = 0; s < g.size; ++s) {
    if (!g.in_palace[1 - ci][s]) continue;
    const int f = g.file_of[s], r = g.rank_of[s] + back;
    if (g.on_board(f, r) && g.in_palace[1 - ci][g.square(f, r)]) add_power_step(table[s], g.square(f, r), g.sentinel);
  }
}

constexpr PowerTableSpec kSpec{PieceKind::Soldier, PieceKind::Chariot, build};

}  // namespace

constinit const RuleModule kMissionSoldier{
    .id = "mission_soldier",
    .name = "任務兵",
    .hooks = kHookPowerTable,
    .power = &kSpec,
};

}  // namespace xq
