// Move generation: table walks per piece kind, a cheap legality filter, and perft.
#include "core/movegen.h"

#include "core/generic_moves.h"
#include "core/ray_walk.h"
#include "core/rules/rule_module.h"
#include "core/rules/terminal_board.h"

namespace xq {

namespace {

inline bool own(Piece p, Color us) { return !p.empty() && p.color() == us; }

// Pseudo-legal moves of one piece of kind K standing on `from`, written at `out`; returns
// the new end. `table` is the step table of (us, K) for the leaper kinds (see
// Position::leap_table). Always inlined with the kind a template argument: clang (and so
// emcc, the wasm build) kept the one-function-for-every-kind version out of line and
// tested the kind for every piece, where g++ inlined it; as templates, clang's perft(5)
// ran ~10 % faster (g++'s did not move).
template <PieceKind K>
[[gnu::always_inline]] inline Move* piece_moves(const Position& pos, const Geometry& g, Color us, Square from,
                                                const LeapSet* table, Move* out) {
  if constexpr (K == PieceKind::Chariot || K == PieceKind::Cannon) {
    for (int d = 0; d < kDirectionCount; ++d) {
      const Ray& ray = g.rays[from][d];
      out = K == PieceKind::Chariot ? push_slide_moves(pos, us, from, ray.squares, ray.length, out)
                                    : push_cannon_moves(pos, us, from, ray.squares, ray.length, out);
    }
  } else {
    // Lame leapers and steppers: the geometry already applied palace, river and
    // direction limits; only the blocking point (leg / eye) is checked here.
    const LeapSet& set = table[from];
    for (int i = 0; i < set.count; ++i) {
      const Leap& leap = set.leaps[i];
      if (pos.empty(leap.block) && !own(pos.piece_on(leap.to), us)) *out++ = Move(from, leap.to);
    }
  }
  return out;
}

// The same for a kind known at run time (one piece's moves, generate_legal_from).
inline Move* generate_piece(const Position& pos, const Geometry& g, Color us, PieceKind k, Square from,
                            const LeapSet* table, Move* out) {
  if (k == PieceKind::Chariot) return piece_moves<PieceKind::Chariot>(pos, g, us, from, table, out);
  if (k == PieceKind::Cannon) return piece_moves<PieceKind::Cannon>(pos, g, us, from, table, out);
  return piece_moves<PieceKind::Horse>(pos, g, us, from, table, out);  // every leaper walks its table alike
}

// The pseudo-legal moves of all of `us`'s pieces of kind K, written at `out`.
template <PieceKind K>
[[gnu::always_inline]] inline Move* generate_kind(const Position& pos, const Geometry& g, Color us, Move* out) {
  const Piece p(us, K);
  const int n = pos.count(p);
  if (n == 0) return out;
  const Square* squares = pos.squares_of(p);
  const bool rides = K == PieceKind::Chariot || K == PieceKind::Cannon;
  const LeapSet* table = rides ? nullptr : pos.leap_table(us, K);
  for (int i = 0; i < n; ++i) out = piece_moves<K>(pos, g, us, squares[i], table, out);
  return out;
}

// The modules' extra pseudo-legal board moves (宮策略's line moves, the 宮旗 flag's steps).
void module_pseudo_moves(const Position& pos, MoveList& out, Square only_from) {
  const Geometry& g = pos.geometry();
  for (int i = 0; i < g.module_count; ++i)
    if (g.modules[i]->pseudo_moves) g.modules[i]->pseudo_moves(pos, out, only_from);
}

// After m (a non-general move, our general not in check before), is the general on k
// attacked along ray `dir`? Walks the ray on the board as it would be after m.
inline bool ray_exposed(const Position& pos, const Geometry& g, Square k, int dir, Move m, Color them) {
  const Square from = m.from(), to = m.to();
  const Ray& ray = g.rays[k][dir];
  int i = 0;
  auto occupied = [&](Square s) { return s == to || (s != from && !pos.empty(s)); };
  while (i < ray.length && !occupied(ray.squares[i])) ++i;
  if (i == ray.length || ray.squares[i] == to) {
    // Our own mover is the first piece: it may be a new cannon screen.
    if (i == ray.length) return false;
  } else {
    const Piece first = pos.piece_on(ray.squares[i]);
    if (first == Piece(them, PieceKind::Chariot) || (is_vertical(dir) && first == Piece(them, PieceKind::General)))
      return true;
  }
  for (++i; i < ray.length; ++i) {
    const Square s = ray.squares[i];
    if (!occupied(s)) continue;
    return s != to && pos.piece_on(s) == Piece(them, PieceKind::Cannon);
  }
  return false;
}

// The legality of a move with its from- or to-point on a line through our general k (lf,
// lt: line_to of from and to), not in check. (Inline: kept out of line it cost 5-8 %
// natively and 8 % as wasm.)
inline bool line_move_legal(const Position& pos, const Geometry& g, Square k, Color them, int lf, int lt, Move m) {
  if (lf == Geometry::kSelf) return !pos.leaves_general_attacked(m);  // the general itself moves
  if (lf != 0 && lf != Geometry::kLegPoint && ray_exposed(pos, g, k, lf - 1, m, them)) return false;
  if (lt != 0 && lt != Geometry::kLegPoint && lt != lf && ray_exposed(pos, g, k, lt - 1, m, them)) return false;
  if (lf == Geometry::kLegPoint) {
    // `from` was a horse leg next to our general: horses behind it are freed.
    const Piece their_horse(them, PieceKind::Horse);
    const LeapSet& horses = g.horse_attackers[k];
    for (int h = 0; h < horses.count; ++h)
      if (horses.leaps[h].block == m.from() && horses.leaps[h].to != m.to() &&
          pos.piece_on(horses.leaps[h].to) == their_horse)
        return false;
  }
  return true;
}

// Removes the moves that leave our general attacked. A move whose from- and
// to-points are both off the general's file and rank and not diagonally adjacent to
// it cannot change any line through the general (chariot, cannon screen, flying
// general) nor free a horse leg next to it, so when not in check it is legal as is.
// Otherwise, when not in check, only the rays through from/to and the horses using
// `from` as their leg can newly attack; general moves and check evasions get the
// full test.
void filter_legal(const Position& pos, MoveList& list, int first) {
  const Geometry& g = pos.geometry();
  const Color us = pos.side_to_move(), them = opposite(us);
  const Square k = pos.general_square(us);
  if (k == kNoSquare || pos.several_generals(us)) return;  // no general is royal yet (長河)
  const bool checked = pos.in_check();
  // Side captures and conversions change points off the move's lines: every move gets
  // the full test.
  const bool full_only = checked || !g.defenders_confined || g.has_hook(kHooksBeyondMove);
  const std::uint8_t* const line = g.line_to[k];
  // Local bounds and a raw pointer: the loop keeps its counters in registers (see
  // MoveList::tail).
  Move* const moves = list.data();
  const int n = list.size();
  int kept = first;
  if (full_only) {
    for (int i = first; i < n; ++i)
      if (!pos.leaves_general_attacked(moves[i])) moves[kept++] = moves[i];
    list.truncate(kept);
    return;
  }
  // Most moves touch no line through the general: one table test each (the move is
  // written before the test; the kept count decides whether it stays).
  for (int i = first; i < n; ++i) {
    const Move m = moves[i];
    const Square from = m.from(), to = m.to();
    const int lf = line[from], lt = line[to];
    moves[kept] = m;
    if ((lf | lt) == 0) {
      ++kept;
      continue;
    }
    kept += line_move_legal(pos, g, k, them, lf, lt, m) ? 1 : 0;
  }
  list.truncate(kept);
}

}  // namespace

void generate_pseudo_legal(const Position& pos, MoveList& out) {
  const Geometry& g = pos.geometry();
  if (g.types) {
    generic_pseudo_legal(pos, out);  // data-defined piece types: the one generic walk
    return;
  }
  const Color us = pos.side_to_move();
  Move* tail = out.tail();
  // One loop per kind, in kind order (the order the moves have always come in), each with
  // its walk fixed at compile time.
  tail = generate_kind<PieceKind::General>(pos, g, us, tail);
  tail = generate_kind<PieceKind::Advisor>(pos, g, us, tail);
  tail = generate_kind<PieceKind::Elephant>(pos, g, us, tail);
  tail = generate_kind<PieceKind::Horse>(pos, g, us, tail);
  tail = generate_kind<PieceKind::Chariot>(pos, g, us, tail);
  tail = generate_kind<PieceKind::Cannon>(pos, g, us, tail);
  tail = generate_kind<PieceKind::Soldier>(pos, g, us, tail);
  out.set_tail(tail);
  if (g.has_hook(kHookPseudoMoves)) module_pseudo_moves(pos, out, kNoSquare);
}

namespace {

// The modules' legal moves (drops, double moves, flag moves), appended to the complete
// list of legal board moves in registry order (a flag-step compound doubles every answer
// to a check listed before it). A game decided on the board (the terminal judge's first
// stage: a captured flag, a bare royal, …) has no moves.
void add_module_moves(const Position& pos, MoveList& out) {
  const Geometry& g = pos.geometry();
  if (ModuleVerdict verdict; decided_on_board(pos, verdict)) {
    out.clear();
    return;
  }
  for (int i = 0; i < g.module_count; ++i)
    if (g.modules[i]->legal_moves) g.modules[i]->legal_moves(pos, out);
}

}  // namespace

void generate_legal(const Position& pos, MoveList& out) {
  out.clear();
  generate_pseudo_legal(pos, out);
  filter_legal(pos, out, 0);
  if (pos.geometry().has_hook(kHookLegalMoves | kHookVerdict)) add_module_moves(pos, out);
}

void generate_legal_from(const Position& pos, Square from, MoveList& out) {
  out.clear();
  if (from >= pos.geometry().size) return;
  const Piece p = pos.piece_on(from);
  if (p.empty() || p.color() != pos.side_to_move()) return;
  if (pos.geometry().has_hook(kHookLegalMoves | kHookVerdict)) {
    // The piece's board moves and the modules' moves that start from it (flag-step
    // compounds, the doubles it starts, the 宮旗 flag's return).
    MoveList all;
    generate_legal(pos, all);
    for (Move m : all)
      if (m.from() == from && m.starts_on_board()) out.push(m);
    return;
  }
  if (pos.geometry().types) {
    generic_piece_moves(pos, from, out);
    filter_legal(pos, out, 0);
    return;
  }
  out.set_tail(generate_piece(pos, pos.geometry(), p.color(), p.kind(), from, pos.leap_table(p.color(), p.kind()),
                              out.tail()));
  if (pos.geometry().has_hook(kHookPseudoMoves)) module_pseudo_moves(pos, out, from);
  filter_legal(pos, out, 0);
}

bool has_legal_move(const Position& pos) {
  MoveList list;
  if (pos.geometry().has_hook(kHookLegalMoves | kHookVerdict)) {
    generate_legal(pos, list);
    return !list.empty();
  }
  generate_pseudo_legal(pos, list);
  for (Move m : list)
    if (!pos.leaves_general_attacked(m)) return true;
  return false;
}

std::uint64_t perft(Position& pos, int depth) {
  if (depth <= 0) return 1;
  MoveList list;
  generate_legal(pos, list);
  if (depth == 1) return static_cast<std::uint64_t>(list.size());
  std::uint64_t nodes = 0;
  UndoInfo undo;
  for (Move m : list) {
    pos.do_move(m, undo);
    nodes += perft(pos, depth - 1);
    pos.undo_move(m, undo);
  }
  return nodes;
}

}  // namespace xq
