// 龍戰士: the conditional step table (see dragon_warrior.h).
#include "core/rules/dragon_warrior.h"

#include "core/rules/power_step.h"
#include "core/variant/variant_def.h"

namespace xq {

namespace {

// 龍戰士: 「當己方雙炮皆無時，己方士（仕）即為"龍戰士"，規則為全盤只能走、吃斜一格」.
// One diagonal step anywhere on the board (out of the palace, across the river).
void build(const VariantDef&, const Geometry& g, Color, LeapSet* table) {
  for (int s = 0; s < g.size; ++s) {
    table[s] = LeapSet{};
    if (!g.exists[s]) continue;
    for (int df = -1; df <= 1; df += 2)
      for (int dr = -1; dr <= 1; dr += 2)
        if (g.on_board(g.file_of[s] + df, g.rank_of[s] + dr))
          add_power_step(table[s], g.square(g.file_of[s] + df, g.rank_of[s] + dr), g.sentinel);
  }
}

constexpr PowerTableSpec kSpec{PieceKind::Advisor, PieceKind::Cannon, build};

}  // namespace

constinit const RuleModule kDragonWarrior{
    .id = "dragon_warrior",
    .name = "龍戰士",
    .hooks = kHookPowerTable,
    .power = &kSpec,
};

}  // namespace xq
