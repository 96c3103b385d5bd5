// 還魂卒: the drops (see revived_soldier.h for the seed sentences).
#include "core/rules/revived_soldier.h"

namespace xq {

void append_revive_moves(const Position& pos, MoveList& legal) {
  const Geometry& g = pos.geometry();
  const Color us = pos.side_to_move();
  if (!g.revive || !pos.revive_right(us) || pos.soldiers_captured(us) == 0) return;
  // A drop may block a check, and may also leave one: the new soldier can be the
  // screen of an enemy cannon aimed at our general. So each is tested.
  for (int s = 0; s < g.size && !legal.full(); ++s) {
    if (!g.soldier_start[index_of(us)][s] || !pos.empty(static_cast<Square>(s))) continue;
    const Move drop = Move::drop(static_cast<Square>(s));
    if (!pos.is_pseudo_legal(drop) || pos.leaves_general_attacked(drop)) continue;
    legal.push(drop);
  }
}

}  // namespace xq
