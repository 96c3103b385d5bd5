// The generic table walk for data-defined piece types (see generic_moves.h).
#include "core/generic_moves.h"

#include <cstdint>

namespace xq {

namespace {

// Targets already pushed for the current piece: two programs may reach one point
// (`WR`, or a quiet slide and a capture hop on one line), and like Fairy-Stockfish's
// bitboards a target counts once.
struct Seen {
  std::uint64_t bits[(kMaxSquares + 64) / 64] = {};
  bool add(Square s) {
    const std::uint64_t bit = std::uint64_t{1} << (s & 63);
    if (bits[s >> 6] & bit) return false;
    bits[s >> 6] |= bit;
    return true;
  }
};

void piece_moves(const Position& pos, const PieceTypeTables& t, Piece p, Square from, MoveList& out) {
  const Color us = p.color();
  const PieceKind k = p.kind();
  const TypeMovesAt& m = t.moves(us, k, from);
  Seen seen;
  auto push = [&](Square to, bool quiet, bool capture) {
    const Piece target = pos.piece_on(to);
    if (target.empty() ? !quiet : (!capture || target.color() == us)) return;
    if (seen.add(to)) out.push(Move(from, to));
  };
  for (std::uint32_t i = m.leap_begin; i < m.leap_end; ++i) {
    const TypeLeap& l = t.leaps[i];
    if (pos.empty(l.block[0]) && pos.empty(l.block[1])) push(l.to, l.quiet, l.capture);
  }
  for (std::uint32_t i = m.ray_begin; i < m.ray_end; ++i) {
    const TypeRay& r = t.rays[i];
    const Square* sq = &t.ray_squares[r.first];
    int j = 0;
    if (r.mode != RayMode::Slide) {
      while (j < r.length && pos.empty(sq[j])) ++j;  // the screen
      ++j;
      if (r.mode == RayMode::Grasshopper) {
        if (j < r.length && t.may_stand(us, k, sq[j])) push(sq[j], r.quiet, r.capture);
        continue;
      }
    }
    for (; j < r.length; ++j) {
      const bool stop = !pos.empty(sq[j]);
      if (t.may_stand(us, k, sq[j])) push(sq[j], r.quiet, r.capture);
      if (stop) break;
    }
  }
}

}  // namespace

void generic_pseudo_legal(const Position& pos, MoveList& out) {
  const PieceTypeTables& t = *pos.geometry().types;
  const Color us = pos.side_to_move();
  for (PieceKind k : t.kinds) {
    const Piece p(us, k);
    const Square* squares = pos.squares_of(p);
    for (int i = 0, n = pos.count(p); i < n; ++i) piece_moves(pos, t, p, squares[i], out);
  }
}

void generic_piece_moves(const Position& pos, Square from, MoveList& out) {
  const Piece p = pos.piece_on(from);
  if (p.empty()) return;
  piece_moves(pos, *pos.geometry().types, p, from, out);
}

}  // namespace xq
