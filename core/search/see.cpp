// Static exchange evaluation by playing the exchange (see.h for why not tables).
#include "core/search/see.h"

#include <algorithm>
#include <array>

#include "core/search/evaluate.h"

namespace xq {

namespace {

constexpr int kMaxExchange = 32;  // both armies together have 32 pieces

// The seven roles, least valuable first (ties in role order, the order the move generator
// lists them in, so the recapturer chosen is the one a generated list would give first).
const std::array<PieceKind, kPieceKindCount>& kinds_by_value() {
  static const std::array<PieceKind, kPieceKindCount> order = [] {
    std::array<PieceKind, kPieceKindCount> kinds{};
    for (int k = 0; k < kPieceKindCount; ++k) kinds[k] = static_cast<PieceKind>(k);
    std::stable_sort(kinds.begin(), kinds.end(),
                     [](PieceKind a, PieceKind b) { return piece_value(a) < piece_value(b); });
    return kinds;
  }();
  return order;
}

// Can the piece of kind k on `from` capture the piece on `to` by its board move? Asked
// of one piece and one target, so a chariot or cannon walks only the one ray that
// leads to `to` (geometry line_to), and a leaper scans its few steps.
bool captures_on(const Position& pos, const Geometry& g, PieceKind k, Square from, Square to,
                 const LeapSet* table) {
  if (k == PieceKind::Chariot || k == PieceKind::Cannon) {
    const int line = g.line_to[from][to];
    if (line == 0 || line > kDirectionCount) return false;
    const Ray& ray = g.rays[from][line - 1];
    const int screens_needed = k == PieceKind::Cannon ? 1 : 0;
    int screens = 0;
    for (int i = 0; i < ray.length; ++i) {
      const Square s = ray.squares[i];
      if (s == to) return screens == screens_needed;
      if (!pos.empty(s) && ++screens > screens_needed) return false;
    }
    return false;
  }
  const LeapSet& set = table[from];
  for (int i = 0; i < set.count; ++i)
    if (set.leaps[i].to == to) return pos.empty(set.leaps[i].block);
  return false;
}

// The least valuable legal capture on `to` (occupied) for the side to move, or none().
// The same answer as generating every pseudo-legal move and keeping the cheapest legal
// capture on `to` (tests/core/test_see.cpp compares the two), without generating them:
// SEE asks this once per recapture, and a full move list per recapture cost the search
// a fifth of its speed.
Move least_valuable_capture(const Position& pos, Square to) {
  const Geometry& g = pos.geometry();
  const Color us = pos.side_to_move();
  for (const PieceKind k : kinds_by_value()) {
    const Piece p(us, k);
    const int n = pos.count(p);
    if (n == 0) continue;
    const Square* squares = pos.squares_of(p);
    const LeapSet* table = pos.leap_table(us, k);
    for (int i = 0; i < n; ++i) {
      const Move m(squares[i], to);
      if (captures_on(pos, g, k, squares[i], to, table) && !pos.leaves_general_attacked(m)) return m;
    }
  }
  return Move();
}

// What capturing on `s` takes: nothing on an empty point (an empty Piece has no value).
int value_on(const Position& pos, Square s) {
  const Piece p = pos.piece_on(s);
  return p.empty() ? 0 : piece_value(p.kind());
}

}  // namespace

bool see_applies(const Position& pos) {
  const Geometry& g = pos.geometry();
  return g.module_count == 0 && g.types == nullptr && g.attack_module == nullptr;
}

int see(Position& pos, Move m) {
  const Square to = m.to();
  int gain[kMaxExchange];
  Move played[kMaxExchange];
  UndoInfo undo[kMaxExchange];
  gain[0] = value_on(pos, to);
  played[0] = m;
  pos.do_move(m, undo[0]);
  int d = 0;
  while (d + 1 < kMaxExchange) {
    const Move next = least_valuable_capture(pos, to);
    if (next.is_none()) break;
    ++d;
    // What the side capturing now wins if the exchange stopped after its capture.
    gain[d] = value_on(pos, to) - gain[d - 1];
    played[d] = next;
    pos.do_move(next, undo[d]);
    // Neither side can do better by going on: the rest cannot change the sign.
    if (std::max(-gain[d - 1], gain[d]) < 0) break;
  }
  for (int i = d; i >= 0; --i) pos.undo_move(played[i], undo[i]);
  // Back from the end: each side either takes (and faces the rest) or stops.
  while (d > 0) {
    gain[d - 1] = -std::max(-gain[d - 1], gain[d]);
    --d;
  }
  return gain[0];
}

bool see_at_least(Position& pos, Move m, int threshold) {
  const int victim = value_on(pos, m.to());
  const int mover = piece_value(pos.piece_on(m.from()).kind());
  if (victim - mover >= threshold) return true;  // even losing the capturer keeps it
  if (victim < threshold) return false;          // even keeping it is not enough
  return see(pos, m) >= threshold;
}

}  // namespace xq
