// The one move generator and the one attack test of the data-defined piece types:
// walks of the per-type tables (core/piece_tables.h) for every kind a variant declares.
// Used instead of the role-by-role walks whenever Geometry::types is set.
#pragma once

#include "core/movegen.h"
#include "core/piece_tables.h"
#include "core/position.h"

namespace xq {

// Pseudo-legal moves of every piece of the side to move (each target once per piece).
void generic_pseudo_legal(const Position& pos, MoveList& out);
// Pseudo-legal moves of the piece on `from` (any color).
void generic_piece_moves(const Position& pos, Square from, MoveList& out);

// Does the piece `p` on `from` capture on `s` on board `at` (`at(sq)` gives the piece
// on sq)? Captures only: a quiet-only move attacks nothing.
template <class Board>
bool generic_piece_attacks(const PieceTypeTables& t, const Board& at, Piece p, Square from, Square s) {
  const TypeMovesAt& m = t.moves(p.color(), p.kind(), from);
  for (std::uint32_t i = m.leap_begin; i < m.leap_end; ++i) {
    const TypeLeap& l = t.leaps[i];
    if (l.to == s && l.capture && at(l.block[0]).empty() && at(l.block[1]).empty()) return true;
  }
  for (std::uint32_t i = m.ray_begin; i < m.ray_end; ++i) {
    const TypeRay& r = t.rays[i];
    if (!r.capture) continue;
    const Square* sq = &t.ray_squares[r.first];
    int j = 0;
    if (r.mode != RayMode::Slide) {  // find the screen
      while (j < r.length && sq[j] != s && at(sq[j]).empty()) ++j;
      if (j == r.length || sq[j] == s) continue;
      ++j;
      if (r.mode == RayMode::Grasshopper) {
        if (j < r.length && sq[j] == s) return true;
        continue;
      }
    }
    for (; j < r.length; ++j) {
      if (sq[j] == s) return true;
      if (!at(sq[j]).empty()) break;
    }
  }
  return false;
}

// Is square s attacked by color `by` on board `at`? `pos` supplies the piece lists of
// `by`, which `at` may differ from only by the mover of the other color (a piece of
// `by` that `at` shows captured is skipped). With flying_general, `by`'s royal (the
// General kind) attacks along an open file.
template <class Board>
bool generic_attacked(const Position& pos, const Board& at, Square s, Color by) {
  const Geometry& g = pos.geometry();
  const PieceTypeTables& t = *g.types;
  for (PieceKind k : t.kinds) {
    const Piece p(by, k);
    const Square* squares = pos.squares_of(p);
    for (int i = 0, n = pos.count(p); i < n; ++i)
      if (at(squares[i]) == p && generic_piece_attacks(t, at, p, squares[i], s)) return true;
  }
  if (t.flying_general) {
    const Square k = pos.general_square(by);
    if (k != kNoSquare && k != s && at(k) == Piece(by, PieceKind::General) && g.file_of[k] == g.file_of[s]) {
      const int step = g.rank_of[s] > g.rank_of[k] ? g.width : -g.width;
      int sq = k + step;
      while (sq != s && at(static_cast<Square>(sq)).empty()) sq += step;
      if (sq == s) return true;
    }
  }
  return false;
}

}  // namespace xq
