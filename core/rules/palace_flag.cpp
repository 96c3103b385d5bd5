// 宮旗: the flag's moves on and off the board (see palace_flag.h for the seed sentence).
#include "core/rules/palace_flag.h"

namespace xq {

void append_palace_flag_steps(const Position& pos, MoveList& out) {
  const Geometry& g = pos.geometry();
  if (!g.palace_flag) return;
  const Color us = pos.side_to_move();
  const Square from = pos.flag_square(us);
  if (from == kNoSquare) return;
  // 「走吃法同將帥」: the general's palace steps (the geometry confines them to the palace).
  const LeapSet& set = g.leaps[index_of(us)][index_of(PieceKind::General)][from];
  for (int i = 0; i < set.count; ++i) {
    const Piece target = pos.piece_on(set.leaps[i].to);
    if (target.empty() || target.color() != us) out.push(Move(from, set.leaps[i].to));
  }
}

void append_palace_flag_ring_moves(const Position& pos, MoveList& legal) {
  const Geometry& g = pos.geometry();
  if (!g.palace_flag) return;
  const Color us = pos.side_to_move();
  const Square point = g.flag_point[index_of(us)];
  if (point == kNoSquare) return;
  // Entering may block a check, leaving may open one: both are tested like any move.
  for (const Move m : {Move::flag_enter(point), Move::flag_return(point)})
    if (!legal.full() && pos.is_pseudo_legal(m) && !pos.leaves_general_attacked(m)) legal.push(m);
}

std::optional<Color> palace_flag_start_winner(const Position& pos) {
  if (!pos.geometry().palace_flag) return std::nullopt;
  for (Color c : {Color::Red, Color::Black})
    if (pos.flag_cell(c) == AddonState::kFlagLostOnBoard && pos.flag_captured(c)) return opposite(c);
  return std::nullopt;
}

}  // namespace xq
