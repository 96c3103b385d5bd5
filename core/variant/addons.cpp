// The power add-ons: 任務兵, 王者士, 龍戰士, 破河象 (seed 000 §象棋降和加強十大偏方;
// seed 001 adds the 破河象's mountain departure points).
#include "core/variant/addons.h"

#include <cstdlib>

namespace xq {

namespace {

void add(LeapSet& set, Square to, Square block) {
  for (int i = 0; i < set.count; ++i)
    if (set.leaps[i].to == to) return;
  if (set.count < 8) set.leaps[set.count++] = Leap{to, block};
}

// 加強任務兵: 「己方雙[車]皆無」… 「進到敵"九宮"內的[兵]可以向後"退"，但不能向後退出九宮」.
// A soldier standing in the enemy palace may also step backwards, staying inside it.
void mission_soldier(const VariantDef&, const Geometry& g, Color c, LeapSet* table) {
  const int ci = index_of(c), back = c == Color::Red ? -1 : 1;
  for (int s = 0; s < g.size; ++s) {
    if (!g.in_palace[1 - ci][s]) continue;
    const int f = g.file_of[s], r = g.rank_of[s] + back;
    if (g.on_board(f, r) && g.in_palace[1 - ci][g.square(f, r)]) add(table[s], g.square(f, r), g.sentinel);
  }
}

// 龍戰士: 「當己方雙炮皆無時，己方士（仕）即為"龍戰士"，規則為全盤只能走、吃斜一格」.
// One diagonal step anywhere on the board (out of the palace, across the river).
void dragon_warrior(const VariantDef&, const Geometry& g, Color, LeapSet* table) {
  for (int s = 0; s < g.size; ++s) {
    table[s] = LeapSet{};
    if (!g.exists[s]) continue;
    for (int df = -1; df <= 1; df += 2)
      for (int dr = -1; dr <= 1; dr += 2)
        if (g.on_board(g.file_of[s] + df, g.rank_of[s] + dr))
          add(table[s], g.square(g.file_of[s] + df, g.rank_of[s] + dr), g.sentinel);
  }
}

// 加強王者士: 「[雙炮]皆無」… 「可從士角點出"九宮"全盤參戰，[士]從出宮起走吃橫豎斜每次一格」,
// 「在己方九宮內起落只能走實有斜線」, 「若再入己方九宮，只能先進入己方九宮士角點」,
// 「不可進入己方九宮"非士線點"」. Inside the own palace: the diagonals (the ordinary
// table); from a corner also out; outside: one step in 8 directions, entering the own
// palace only on a corner.
void kings_advisor(const VariantDef&, const Geometry& g, Color c, LeapSet* table) {
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
        add(table[s], t, g.sentinel);
      }
  }
}

// 加強破河象: 「[雙馬]皆無」… 「從己方橫三線或河岸、山線點位，走吃"用"字對角點過河,
// 斜一格若有棋則該方向蹩腿」, 「處在對方界內的破河象只能走、吃"用"字」, 「如欲退回本土,
// 只能先以"用"字退到本土象可飛到的原點之一,同時規則還原」, 「本土象若不過河就不能走吃"用"字」.
// 用 = (2,3) or (3,2), blocked by the diagonal neighbour towards the target.
void river_elephant(const VariantDef& def, const Geometry& g, Color c, LeapSet* table) {
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
      add(table[s], t, g.square(bf, br));
    }
  }
}

const PowerAddon kPowerAddons[] = {
    {"mission_soldier", PieceKind::Soldier, PieceKind::Chariot, mission_soldier},
    {"kings_advisor", PieceKind::Advisor, PieceKind::Cannon, kings_advisor},
    {"dragon_warrior", PieceKind::Advisor, PieceKind::Cannon, dragon_warrior},
    {"river_elephant", PieceKind::Elephant, PieceKind::Horse, river_elephant},
};

}  // namespace

const PowerAddon* find_power_addon(std::string_view id) {
  for (const PowerAddon& a : kPowerAddons)
    if (id == a.id) return &a;
  return nullptr;
}

}  // namespace xq
