// 宮旗 (palace_flag add-on; seed 000 河山象棋 實例8, 「如果棋盤為"攻策略九宮"」): the 解將旗
// flag may leave the ring and play in its own palace. Needs flag_ring and palace_strategy.
//
//   「如果棋盤為"攻策略九宮"，己方初始位置的己方[解將旗]可以在不"解將"的情況下向上走入棋盤己方
//    空的[將](帥)初始位（等同走棋,並可從此位置返回"旗路"，其他位置不能出九宮），進入九宮的[旗]，
//    走吃法同將帥，無將帥的價值，也無飛將規則，但占據宮策略位置時，可以像將帥一樣起到"宮策略"的
//    作用。不過，如果九宮[旗]被敵軍吃掉，那敵"解將旗"走到己方[旗]初始位置格也為勝。」
//
// -> Move::flag_enter(general start point): from the own ring start cell, a whole move,
//    onto the empty point (Geometry::flag_point), and only while the own general is not in
//    check: 「在不"解將"的情況下」 sets it apart from the ring flag, which moves only as part
//    of a 解將 (an answer to a check); so entering can never be that answer, not even by
//    blocking the check (Position::addon_pseudo_legal; IllegalReason::PalaceFlagEnterInCheck).
// -> Move::flag_return(that point): back onto the ring start cell, from that point only.
// -> On the board the flag is a piece (PieceKind::Flag, FEN g/G): it steps like the
//    general inside the palace, blocks and is captured like any piece, is never in check
//    and takes no part in the flying general.
// -> Standing on a 宮策略 point it switches that point's power on for its side
//    (palace_flag_power in palace_strategy.h), except 可飛將, the general's own flight.
// -> Captured on the board (kFlagLostOnBoard), its side loses when the enemy flag stands
//    on its ring start cell (flag_captured in flag_ring.h, ResultReason::FlagStartReached).
//
// As a rule module (rule_module.h) it extends flag_ring: its state is the flag byte of
// flag_ring's slot (the board states kFlagOnBoard / kFlagLostOnBoard), its own moves are
// the enter / return moves, its pseudo moves and extra moves are the flag's steps on the
// board, and flag_ring's verdict judges the flag lost on the board. It owns the Flag piece
// (FEN g/G) and checks it against the state in a FEN, writes and reads the flag's move
// forms, and names the refused entry in check.
#pragma once

#include <optional>

#include "core/movegen.h"
#include "core/position.h"
#include "core/rules/rule_module.h"

namespace xq {

extern const RuleModule kPalaceFlag;

// 宮旗: the square of c's flag on the board, or kNoSquare.
inline Square flag_square(const Position& pos, Color c) {
  const Piece f(c, PieceKind::Flag);
  return pos.count(f) > 0 ? pos.squares_of(f)[0] : kNoSquare;
}
// Does the variant have the 宮旗 module?
bool has_palace_flag(const Geometry& g);

// The pseudo-legal board steps of the side to move's flag (none when it is not on the board).
void append_palace_flag_steps(const Position& pos, MoveList& out);
// Appends the legal enter / return moves of the side to move (the other legal moves are
// already in `legal`).
void append_palace_flag_ring_moves(const Position& pos, MoveList& legal);

}  // namespace xq
