// 殺驚與遁馬: the double moves (see horse_scare.h for the seed sentences).
#include "core/rules/horse_scare.h"

namespace xq {

void append_double_moves(const Position& pos, MoveList& legal) {
  if (!pos.geometry().horse_scare || !pos.double_move_right()) return;
  const Color us = pos.side_to_move();
  const Piece horse(us, PieceKind::Horse);
  const Square their_general = pos.general_square(opposite(us));
  const int singles = legal.size();
  for (int i = 0; i < singles; ++i) {
    const Move first = legal[i];
    if (!first.is_normal() || pos.piece_on(first.from()) != horse) continue;
    // The board after the horse step, with us still to move.
    Position mid = pos;
    UndoInfo undo;
    mid.do_move(first, undo);
    mid.set_side_to_move(us);
    MoveList seconds;
    generate_legal(mid, seconds);
    for (Move second : seconds) {
      if (!second.is_normal() || second.from() == first.to()) continue;  // 「其它棋」: another piece
      if (second.to() == their_general) continue;                         // never capture the general
      if (legal.full()) return;
      legal.push(Move::double_move(first.from(), first.to(), second.from(), second.to()));
    }
  }
}

}  // namespace xq
