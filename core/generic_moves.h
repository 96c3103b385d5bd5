// The one move generator and the one attack test of the data-defined piece types:
// walks of the per-type tables (core/piece_tables.h) for every kind a variant declares.
// Used instead of the role-by-role walks whenever Geometry::types is set.
#pragma once

#include "core/generic_walk.h"
#include "core/move_list.h"
#include "core/position.h"

namespace xq {

// Pseudo-legal moves of every piece of the side to move (each target once per piece).
void generic_pseudo_legal(const Position& pos, MoveList& out);
// Pseudo-legal moves of the piece on `from` (any color).
void generic_piece_moves(const Position& pos, Square from, MoveList& out);

}  // namespace xq
