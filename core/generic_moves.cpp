// The generic table walk for data-defined piece types (see generic_moves.h).
#include "core/generic_moves.h"

namespace xq {

void generic_pseudo_legal(const Position& pos, MoveList& out) {
  const PieceTypeTables& t = *pos.geometry().types;
  const Color us = pos.side_to_move();
  for (PieceKind k : t.kinds) {
    const Piece p(us, k);
    const Square* squares = pos.squares_of(p);
    for (int i = 0, n = pos.count(p); i < n; ++i) generic_walk_piece(pos, t, p, squares[i], out);
  }
}

void generic_piece_moves(const Position& pos, Square from, MoveList& out) {
  const Piece p = pos.piece_on(from);
  if (p.empty()) return;
  generic_walk_piece(pos, *pos.geometry().types, p, from, out);
}

}  // namespace xq
