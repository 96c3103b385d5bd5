// Move generation: table walks per piece kind, a cheap legality filter, and perft.
#include "core/movegen.h"

namespace xq {

namespace {

inline bool own(Piece p, Color us) { return !p.empty() && p.color() == us; }

// Pseudo-legal moves of one piece of kind k standing on `from`.
inline void generate_piece(const Position& pos, const Geometry& g, Color us, PieceKind k, Square from,
                           MoveList& out) {
  if (k == PieceKind::Chariot) {
    for (int d = 0; d < kDirectionCount; ++d) {
      const Ray& ray = g.rays[from][d];
      for (int i = 0; i < ray.length; ++i) {
        const Square to = ray.squares[i];
        const Piece p = pos.piece_on(to);
        if (p.empty()) {
          out.push(Move(from, to));
          continue;
        }
        if (p.color() != us) out.push(Move(from, to));
        break;
      }
    }
  } else if (k == PieceKind::Cannon) {
    // Moves like a chariot; captures by jumping exactly one screen (炮打隔子).
    for (int d = 0; d < kDirectionCount; ++d) {
      const Ray& ray = g.rays[from][d];
      int i = 0;
      for (; i < ray.length && pos.empty(ray.squares[i]); ++i) out.push(Move(from, ray.squares[i]));
      for (++i; i < ray.length; ++i) {
        const Piece p = pos.piece_on(ray.squares[i]);
        if (p.empty()) continue;
        if (p.color() != us) out.push(Move(from, ray.squares[i]));
        break;
      }
    }
  } else {
    // Lame leapers and steppers: the geometry already applied palace, river and
    // direction limits; only the blocking point (leg / eye) is checked here.
    const LeapSet& set = g.leaps[index_of(us)][index_of(k)][from];
    for (int i = 0; i < set.count; ++i) {
      const Leap& leap = set.leaps[i];
      if (pos.empty(leap.block) && !own(pos.piece_on(leap.to), us)) out.push(Move(from, leap.to));
    }
  }
}

// Removes the moves that leave our general attacked. A move whose from- and
// to-points are both off the general's file and rank and not diagonally adjacent to
// it cannot change any line through the general (chariot, cannon screen, flying
// general) nor free a horse leg next to it, so when not in check it is legal as is.
void filter_legal(const Position& pos, MoveList& list, int first) {
  const Geometry& g = pos.geometry();
  const Color us = pos.side_to_move();
  const Square k = pos.general_square(us);
  if (k == kNoSquare) return;
  const bool checked = pos.in_check();
  const int kf = g.file_of[k], kr = g.rank_of[k];
  auto near_general = [&](Square s) {
    const int df = g.file_of[s] - kf, dr = g.rank_of[s] - kr;
    return df == 0 || dr == 0 || (df * df == 1 && dr * dr == 1);
  };
  int kept = first;
  for (int i = first; i < list.size(); ++i) {
    const Move m = list[i];
    const bool safe = !checked && m.from() != k && !near_general(m.from()) && !near_general(m.to());
    if (safe || !pos.leaves_general_attacked(m)) list.set(kept++, m);
  }
  list.truncate(kept);
}

}  // namespace

bool MoveList::contains(Move m) const {
  for (Move x : *this)
    if (x == m) return true;
  return false;
}

void generate_pseudo_legal(const Position& pos, MoveList& out) {
  const Geometry& g = pos.geometry();
  const Color us = pos.side_to_move();
  for (int k = 0; k < kPieceKindCount; ++k) {
    const PieceKind kind = static_cast<PieceKind>(k);
    const Piece p(us, kind);
    const Square* squares = pos.squares_of(p);
    for (int i = 0, n = pos.count(p); i < n; ++i) generate_piece(pos, g, us, kind, squares[i], out);
  }
}

void generate_legal(const Position& pos, MoveList& out) {
  out.clear();
  generate_pseudo_legal(pos, out);
  filter_legal(pos, out, 0);
}

void generate_legal_from(const Position& pos, Square from, MoveList& out) {
  out.clear();
  if (from >= pos.geometry().size) return;
  const Piece p = pos.piece_on(from);
  if (p.empty() || p.color() != pos.side_to_move()) return;
  generate_piece(pos, pos.geometry(), p.color(), p.kind(), from, out);
  filter_legal(pos, out, 0);
}

bool has_legal_move(const Position& pos) {
  MoveList list;
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
