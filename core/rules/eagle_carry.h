// 神鷹象棋's 叼 (eagle_carry; seed 003 神鷹象棋, variants-digest §4.7):
//   「[鷹]沒有吃法,但有"叼"法，叼法是，在飛行過程中，如果上述可飛的"空位"有敵棋，則可叼起
//    這枚敵棋，即連同下面的敵棋一同拿起，接著飛並將敵棋放到某個可飛的空位上，但自己仍要有
//    空位繼續飛離被叼棋，否則就不能"叼"，飛或叼都不能回返剛飛過的線路，也不能一著內多叼。」
//   「[鷹]不僅可以"叼"敵棋，也可"叼"自己的棋。」
//
// The eagle's plain flight is data (core/variants/shenying.ini: `mD{W}* mA{F}*`, a chained,
// move-only hop over an adjacent piece in 8 directions, a from -> to move wherever the chain
// went). This module adds the carry, read as one exact sequence (docs/variants.md §22):
//   1. the eagle flies as usual (zero or more hops) to a point P;
//   2. its next hop, from P over an adjacent piece, lands on a point Q that holds a piece
//      (either side's, any type): the eagle lifts it;
//   3. its next hop, from Q over an adjacent piece, lands on an empty point D, not back on
//      P (「不能回返剛飛過的線路」) and not on its start point: the piece is put down on D;
//   4. its next hop, from D over an adjacent piece, lands on an empty point T, not back on
//      Q and not on its start point (「自己仍要有空位繼續飛離被叼棋，否則就不能"叼"」): the
//      move ends there. One carry a move (「也不能一著內多叼」), and it ends the flight.
// The move is Move::carry(F, T, Q, D) (types.h): what changes on the board is the eagle
// F -> T and the carried piece Q -> D, whichever hops led there (routes that give the same
// board are one move, as a plain flight is one move per landing point).
// A carried piece left where its own moves cannot start (an advisor off its points, a
// general out of its palace, …) has no move and attacks nothing: that is the preset's data
// (`@@zone` words, no X.zone confinement), not this module.
//
// Option: `carry.piece = e`, the letter of the eagle type (required).
#pragma once

#include "core/geometry.h"
#include "core/rules/rule_module.h"

namespace xq {

extern const RuleModule kEagleCarry;

}  // namespace xq
