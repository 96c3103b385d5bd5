// 王者士: the conditional step table (see kings_advisor.h).
#include "core/rules/kings_advisor.h"

#include "core/rules/power_step.h"
#include "core/variant/variant_def.h"

namespace xq {

namespace {

// 加強王者士: 「[雙炮]皆無」… 「可從士角點出"九宮"全盤參戰，[士]從出宮起走吃橫豎斜每次一格」,
// 「在己方九宮內起落只能走實有斜線」, 「若再入己方九宮，只能先進入己方九宮士角點」,
// 「不可進入己方九宮"非士線點"」. Inside the own palace: the diagonals (the ordinary
// table); from a corner also out; outside: one step in 8 directions, entering the own
// palace only on a corner.
void build(const VariantDef&, const Geometry& g, Color c, LeapSet* table) {
  const int ci = index_of(c);
  auto corner = [&](int s) {
    if (!g.advisor_point[ci][s]) return false;
    int inside = 0;  // the centre has four palace diagonal neighbours, a corner one
    for (int df = -1; df <= 1; df += 2)
      for (int dr = -1; dr <= 1; dr += 2) {
        const int f = g.file_of[s] + df, r = g.rank_of[s] + dr;
        inside += g.on_board(f, r) && g.in_palace[ci][g.square(f, r)];
      }
    return inside == 1;
  };
  for (int s = 0; s < g.size; ++s) {
    if (!g.exists[s]) continue;
    const bool in_own = g.in_palace[ci][s];
    if (in_own && !corner(s)) continue;  // centre: diagonals only; non-line points: never
    for (int df = -1; df <= 1; ++df)
      for (int dr = -1; dr <= 1; ++dr) {
        if (!df && !dr) continue;
        const int f = g.file_of[s] + df, r = g.rank_of[s] + dr;
        if (!g.on_board(f, r)) continue;
        const Square t = g.square(f, r);
        if (g.in_palace[ci][t] && !(in_own ? false : corner(t))) continue;
        add_power_step(table[s], t, g.sentinel);
      }
  }
}

constexpr PowerTableSpec kSpec{PieceKind::Advisor, PieceKind::Cannon, build};

}  // namespace

constinit const RuleModule kKingsAdvisor{
    .id = "kings_advisor",
    .name = "王者士",
    .hooks = kHookPowerTable,
    .power = &kSpec,
};

}  // namespace xq
