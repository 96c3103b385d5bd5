// Attack detection with add-on powers switched on.
#include "core/rules/addon_attacks.h"

#include <cstring>

#include "core/rules/palace_cannon.h"
#include "core/rules/palace_flag.h"
#include "core/rules/palace_strategy.h"

namespace xq {

namespace {

// Is the material condition of kind k's power met for `by` (no own piece of the
// `gone` kind left after the capture)?
bool material_on(const Position& pos, const PowerTables& pw, Color by, PieceKind k, Piece captured) {
  const int ki = index_of(k);
  if (!pw.enabled[ki]) return false;
  const Piece gone(by, pw.gone[ki]);
  return pos.count(gone) - (captured == gone ? 1 : 0) == 0;
}

// Does the general of `by` on `flier` attack the enemy general on s across the open
// file? Not when the victim's cannon stands behind it (宮廷炮), nor when the victim
// stands on its centre and the flier does not (可飛將 is one-sided).
bool flying_counts(const Geometry& g, const PowerTables& pw, const Piece* board, Square s, Square flier,
                   Color by) {
  const Color victim = opposite(by);
  if (board[s] != Piece(victim, PieceKind::General)) return true;
  if (pw.palace_cannon && palace_cannon_behind(g, board, s, flier) != kNoSquare) return false;
  if (pw.strategy && palace_power_at(*pw.strategy, victim, s) == PalacePower::FlyingGeneral &&
      palace_power_at(*pw.strategy, by, flier) != PalacePower::FlyingGeneral)
    return false;
  return true;
}

}  // namespace

bool addon_attacked(const Position& pos, const AddonBoard& b, Square s, Color by, bool ignore_flying) {
  const Geometry& g = pos.geometry();
  const PowerTables& pw = *g.powers;
  const Piece* at = b.board;
  const int bi = index_of(by);
  const Piece chariot(by, PieceKind::Chariot), cannon(by, PieceKind::Cannon), general(by, PieceKind::General),
      horse(by, PieceKind::Horse), soldier(by, PieceKind::Soldier);
  const PalacePower power =
      pw.strategy ? palace_power_at(*pw.strategy, by, b.general[bi]) : PalacePower::None;
  // 宮旗: the flag on a power point switches that power on too.
  const PalacePower flag_power =
      pw.strategy && b.flag[bi] != kNoSquare ? palace_flag_power_at(*pw.strategy, by, b.flag[bi]) : PalacePower::None;
  auto powers_kind = [&](PieceKind k) {
    return (power != PalacePower::None && palace_power_kind(power) == k) ||
           (flag_power != PalacePower::None && palace_power_kind(flag_power) == k);
  };

  for (int d = 0; d < kDirectionCount; ++d) {
    const Ray& ray = g.rays[s][d];
    int i = 0;
    while (i < ray.length && at[ray.squares[i]].empty()) ++i;
    if (i == ray.length) continue;
    const Piece first = at[ray.squares[i]];
    if (first == chariot) return true;
    if (first == general) {
      if (i == 0 && g.in_palace[bi][s]) return true;  // its ordinary step
      if (is_vertical(d) && !ignore_flying && flying_counts(g, pw, at, s, ray.squares[i], by)) return true;
    }
    for (++i; i < ray.length; ++i) {
      const Piece second = at[ray.squares[i]];
      if (second.empty()) continue;
      if (second == cannon) return true;
      break;
    }
  }

  const LeapSet& horses = power == PalacePower::Horse || flag_power == PalacePower::Horse
                              ? pw.strategy->attackers[0][bi][index_of(PieceKind::Horse)][s]
                              : g.horse_attackers[s];
  for (int i = 0; i < horses.count; ++i)
    if (at[horses.leaps[i].to] == horse && at[horses.leaps[i].block].empty()) return true;

  const LeapSet& soldiers = material_on(pos, pw, by, PieceKind::Soldier, b.captured)
                                ? pw.attackers[bi][index_of(PieceKind::Soldier)][s]
                                : g.soldier_attackers[bi][s];
  for (int i = 0; i < soldiers.count; ++i)
    if (at[soldiers.leaps[i].to] == soldier) return true;

  // Advisor and elephant through reverse tables (powers need not be reversible).
  for (PieceKind k : {PieceKind::Advisor, PieceKind::Elephant}) {
    const int ki = index_of(k);
    const bool material = material_on(pos, pw, by, k, b.captured);
    const bool powered = powers_kind(k);
    const LeapSet& set = powered    ? pw.strategy->attackers[material ? 1 : 0][bi][ki][s]
                         : material ? pw.attackers[bi][ki][s]
                                    : g.leaps[bi][ki][s];
    for (int i = 0; i < set.count; ++i) {
      const Square from = set.leaps[i].to;
      if (at[from] != Piece(by, k) || !at[set.leaps[i].block].empty()) continue;
      if (powered || material) return true;
      // The ordinary table read backwards: the builder checks reversibility only on
      // the points the piece can reach (the 山界 elephant's mountain point is a dead
      // end), so confirm the step from there.
      const LeapSet& forward = g.leaps[bi][ki][from];
      for (int j = 0; j < forward.count; ++j)
        if (forward.leaps[j].to == s) return true;
    }
  }

  for (const PalacePower p : {power, flag_power})
    if ((p == PalacePower::Chariot || p == PalacePower::Cannon || p == PalacePower::SoldierBank) &&
        palace_strategy_line_attack(g, *pw.strategy, at, s, by, p))
      return true;
  return false;
}

bool addon_square_attacked(const Position& pos, Square s, Color by, bool ignore_flying) {
  AddonBoard b;
  b.board = pos.board_array();
  b.general[0] = pos.general_square(Color::Red);
  b.general[1] = pos.general_square(Color::Black);
  b.flag[0] = flag_square(pos, Color::Red);
  b.flag[1] = flag_square(pos, Color::Black);
  return addon_attacked(pos, b, s, by, ignore_flying);
}

bool addon_general_attacked(const Position& pos, Color c, bool ignore_flying) {
  const Square k = pos.general_square(c);
  return k != kNoSquare && addon_square_attacked(pos, k, opposite(c), ignore_flying);
}

bool addon_leaves_general_attacked(const Position& pos, Move m) {
  const Geometry& g = pos.geometry();
  const Square from = m.from(), to = m.to();
  const Piece mover = pos.piece_on(from), captured = pos.piece_on(to);
  const Color us = mover.color(), them = opposite(us);
  Piece after[kMaxSquares + 1];
  std::memcpy(after, pos.board_array(), sizeof after);
  after[to] = mover;
  after[from] = Piece();
  AddonBoard b;
  b.board = after;
  b.captured = captured;
  b.general[index_of(us)] = mover.kind() == PieceKind::General ? to : pos.general_square(us);
  b.general[index_of(them)] =
      captured == Piece(them, PieceKind::General) ? kNoSquare : pos.general_square(them);
  b.flag[index_of(us)] = mover.kind() == PieceKind::Flag ? to : flag_square(pos, us);
  b.flag[index_of(them)] = captured == Piece(them, PieceKind::Flag) ? kNoSquare : flag_square(pos, them);
  const Square k = b.general[index_of(us)];
  if (k == kNoSquare) return false;
  bool ignore_flying = false;
  if (g.powers->palace_cannon && palace_cannon_check(pos, us)) {
    // 「這時對方不可以閃[將（帥）]解將」: no general move answers a 宮廷炮.
    if (mover.kind() == PieceKind::General) return true;
    // Interposing or capturing may leave the generals facing: 「炮方要立刻解除將帥照面」.
    ignore_flying = true;
  }
  return addon_attacked(pos, b, k, them, ignore_flying);
}

bool addon_compound_leaves_general_attacked(const Position& before, const Position& after) {
  const Color us = before.side_to_move();
  if (before.geometry().powers->palace_cannon && palace_cannon_check(before, us)) {
    // The two 宮廷炮 clauses as above: the general stays, a facing left behind is not ours.
    if (after.general_square(us) != before.general_square(us)) return true;
    return addon_general_attacked(after, us, true);
  }
  return addon_general_attacked(after, us);
}

const LeapSet* addon_leap_table(const Position& pos, Color c, PieceKind k) {
  const Geometry& g = pos.geometry();
  const PowerTables& pw = *g.powers;
  const int ci = index_of(c), ki = index_of(k);
  const bool material = material_on(pos, pw, c, k, Piece());
  if (pw.strategy && (k == PieceKind::Horse || k == PieceKind::Elephant || k == PieceKind::Advisor)) {
    if (palace_powers_kind(pos, c, k)) return pw.strategy->leaps[material ? 1 : 0][ci][ki];
  }
  return material ? pw.leaps[ci][ki] : g.leaps[ci][ki];
}

namespace {

bool square_attacked(const Position& pos, Square s, Color by) { return addon_square_attacked(pos, s, by); }

}  // namespace

constinit const RuleModule kPowerAttacks{
    .id = "power_attacks",
    .name = "(the power attack test)",
    .hooks = kHookAttacks,
    .square_attacked = square_attacked,
    .leaves_general_attacked = addon_leaves_general_attacked,
    .compound_leaves_general_attacked = addon_compound_leaves_general_attacked,
    .leap_table = addon_leap_table,
};

}  // namespace xq
