// Make/unmake of the double-move shape (Move::double_move: from -> to, then from2 -> to2
// on the board after the first step), shared by the modules that move two pieces in one
// turn (殺驚與遁馬, 江河's middle-field double, 神牛's ox pair).
#pragma once

#include "core/position.h"

namespace xq {

inline void apply_double_step(Position& pos, Move m, UndoInfo& undo) {
  undo.captured = pos.move_piece(m.from(), m.to());
  undo.captured2 = pos.move_piece(m.from2(), m.to2());
}

inline void revert_double_step(Position& pos, Move m, const UndoInfo& undo) {
  pos.unmove_piece(m.from2(), m.to2(), undo.captured2);
  pos.unmove_piece(m.from(), m.to(), undo.captured);
}

}  // namespace xq
