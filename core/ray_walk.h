// The two line walks of xiangqi, shared by the board pieces (movegen.cpp, along the file
// and rank rays) and the add-on line powers (宮策略's 全線車/全線炮 along the palace
// diagonals, 河清卒 along the bank), so a line power moves exactly like the piece it
// lends its move to. Inline: they are the inner loops of standard move generation.
#pragma once

#include "core/move_list.h"
#include "core/position.h"

namespace xq {

// 車: slides over the empty points of `squares` (nearest first) and captures the first
// piece if it is the enemy's.
inline void push_slide_moves(const Position& pos, Color us, Square from, const Square* squares, int length,
                             MoveList& out) {
  for (int i = 0; i < length; ++i) {
    const Square to = squares[i];
    const Piece p = pos.piece_on(to);
    if (p.empty()) {
      out.push(Move(from, to));
      continue;
    }
    if (p.color() != us) out.push(Move(from, to));
    break;
  }
}

// 炮: slides like the chariot but captures only by jumping exactly one screen (炮打隔子).
inline void push_cannon_moves(const Position& pos, Color us, Square from, const Square* squares, int length,
                              MoveList& out) {
  int i = 0;
  for (; i < length && pos.empty(squares[i]); ++i) out.push(Move(from, squares[i]));
  for (++i; i < length; ++i) {
    const Piece p = pos.piece_on(squares[i]);
    if (p.empty()) continue;
    if (p.color() != us) out.push(Move(from, squares[i]));
    break;
  }
}

}  // namespace xq
