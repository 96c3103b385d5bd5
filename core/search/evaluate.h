// Static evaluation for the search: material + piece-square tables + mobility-lite.
//
// The score is in centipawn-like units (a chariot is about 600-700) from the point of view
// of the side to move; the numbers are data (eval_weights.h). Piece-square tables are written for
// the standard 9x10 board; on another geometry only material and mobility count.
// The terms and their numbers are documented in docs/engine.md.
#pragma once

#include "core/position.h"
#include "core/types.h"

namespace xq {

// Base material value of one piece kind (the general is 0: it is never captured).
int piece_value(PieceKind k);

// The full evaluation, positive = good for the side to move.
int evaluate(const Position& pos);

// Material + piece-square term for one piece (used by tests and move ordering), from
// Red's point of view: positive for Red pieces, negative for Black ones.
int piece_square_score(const Position& pos, Piece p, Square s);

}  // namespace xq
