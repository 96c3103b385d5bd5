// Static exchange evaluation by playing the exchange (see.h for why not tables).
#include "core/search/see.h"

#include <algorithm>

#include "core/movegen.h"
#include "core/search/evaluate.h"

namespace xq {

namespace {

constexpr int kMaxExchange = 32;  // both armies together have 32 pieces

// The least valuable legal capture on `to` for the side to move, or none().
Move least_valuable_capture(const Position& pos, Square to, MoveList& scratch) {
  scratch.clear();  // the generators append
  generate_pseudo_legal(pos, scratch);
  Move best;
  int best_value = 1 << 30;
  for (const Move m : scratch) {
    if (m.to() != to || !m.is_normal()) continue;
    const int v = piece_value(pos.piece_on(m.from()).kind());
    if (v < best_value && !pos.leaves_general_attacked(m)) {
      best = m;
      best_value = v;
    }
  }
  return best;
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

int see(Position& pos, Move m, MoveList& scratch) {
  const Square to = m.to();
  int gain[kMaxExchange];
  Move played[kMaxExchange];
  UndoInfo undo[kMaxExchange];
  gain[0] = value_on(pos, to);
  played[0] = m;
  pos.do_move(m, undo[0]);
  int d = 0;
  while (d + 1 < kMaxExchange) {
    const Move next = least_valuable_capture(pos, to, scratch);
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

bool see_at_least(Position& pos, Move m, int threshold, MoveList& scratch) {
  const int victim = value_on(pos, m.to());
  const int mover = piece_value(pos.piece_on(m.from()).kind());
  if (victim - mover >= threshold) return true;  // even losing the capturer keeps it
  if (victim < threshold) return false;          // even keeping it is not enough
  return see(pos, m, scratch) >= threshold;
}

}  // namespace xq
