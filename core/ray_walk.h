// The two line walks of xiangqi, shared by the board pieces (movegen.cpp, along the file
// and rank rays) and the add-on line powers (宮策略's 全線車/全線炮 along the palace
// diagonals, 河清卒 along the bank), so a line power moves exactly like the piece it
// lends its move to. Inline: they are the inner loops of standard move generation.
#pragma once

#include "core/move_list.h"
#include "core/position.h"

namespace xq {

// 車: slides over the empty points of `squares` (nearest first) and captures the first
// piece if it is the enemy's. Writes at `out` and returns the new end (MoveList::tail).
inline Move* push_slide_moves(const Position& pos, Color us, Square from, const Square* squares, int length,
                              Move* out) {
  for (int i = 0; i < length; ++i) {
    const Square to = squares[i];
    const Piece p = pos.piece_on(to);
    if (p.empty()) {
      *out++ = Move(from, to);
      continue;
    }
    if (p.color() != us) *out++ = Move(from, to);
    break;
  }
  return out;
}

// 炮: slides like the chariot but captures only by jumping exactly one screen (炮打隔子).
inline Move* push_cannon_moves(const Position& pos, Color us, Square from, const Square* squares, int length,
                               Move* out) {
  int i = 0;
  for (; i < length && pos.empty(squares[i]); ++i) *out++ = Move(from, squares[i]);
  for (++i; i < length; ++i) {
    const Piece p = pos.piece_on(squares[i]);
    if (p.empty()) continue;
    if (p.color() != us) *out++ = Move(from, squares[i]);
    break;
  }
  return out;
}

// The same walks appending to a MoveList (the add-on line powers).
inline void push_slide_moves(const Position& pos, Color us, Square from, const Square* squares, int length,
                             MoveList& out) {
  out.set_tail(push_slide_moves(pos, us, from, squares, length, out.tail()));
}
inline void push_cannon_moves(const Position& pos, Color us, Square from, const Square* squares, int length,
                              MoveList& out) {
  out.set_tail(push_cannon_moves(pos, us, from, squares, length, out.tail()));
}

}  // namespace xq
