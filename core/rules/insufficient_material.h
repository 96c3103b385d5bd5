// Dead material (seed 000 §4.2.1: "雙方均無取勝可能的簡單局勢").
//
// Declared dead, conservatively, only when NEITHER side has a chariot (車), horse
// (馬), cannon (炮) or soldier (兵/卒) — i.e. both sides have only the general plus
// any advisors (仕/士) and elephants (相/象). Why that is truly dead:
//  - advisors never leave their palace and elephants never cross the river, so
//    neither can ever attack the enemy general; a general cannot give check either,
//    because a move that makes the generals face is illegal for the mover. No check
//    means no checkmate.
//  - stalemate (which loses in xiangqi) is impossible too: a general always has an
//    orthogonal neighbour in the palace that no advisor/elephant can occupy (the file
//    points d8/f8, d1/f1 and the palace edges) and that the enemy general can cover
//    only along one file, and wherever that is not enough an advisor has a move.
// Everything else is left to play (or to the natural limit): a single soldier, even
// one on the last rank (老兵), can still take part in a mate, so any soldier counts
// as attacking material. On other geometries the rule is only applied when the
// geometry confines advisors and elephants to their own side (defenders_confined).
#pragma once

#include "core/position.h"

namespace xq {

// True if neither side has any piece that could ever give check.
bool is_dead_material(const Position& pos);

}  // namespace xq
