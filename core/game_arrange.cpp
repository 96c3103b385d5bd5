// Arranging secrets before the first move (Game::can_arrange, arrange_swap,
// arrange_shuffle; game.h says which seed rules ask for it). An arrangement is a
// permutation of one side's face-down identities over the points they already stand on:
// the army, the faces and every other piece stay, so whatever dealt the start (a seed,
// a FEN) stays valid, and no rule module needs to know about it.
#include <string>
#include <utility>
#include <vector>

#include "core/fen.h"
#include "core/game.h"
#include "core/rules/seeded_shuffle.h"

namespace xq {

namespace {

// c's face-down points in board order (the order a seeded deal fills them in).
std::vector<Square> face_down_points(const Position& pos, Color c) {
  std::vector<Square> out;
  for (int s = 0; s < pos.geometry().size; ++s) {
    const Square sq = static_cast<Square>(s);
    if (pos.face_down(sq) && pos.piece_on(sq).color() == c) out.push_back(sq);
  }
  return out;
}

}  // namespace

bool Game::can_arrange(Color c) const {
  if (!secrets_per_side() || tree_.size() > 1 || !moves_.empty() || record_ || manual_result_) return false;
  const std::vector<Square> points = face_down_points(start_, c);
  bool two_kinds = false;
  for (const Square sq : points) {
    if (!start_.identity_known(sq)) return false;
    two_kinds = two_kinds || start_.identity(sq) != start_.identity(points.front());
  }
  return two_kinds;
}

std::string Game::restart_from(const Position& start) {
  GameOrError made = create_like(*this, to_fen(start), options_);
  if (!made.game) return "the arrangement does not make a valid start: " + made.error;
  // Nothing else of this game can differ yet: no move, no result, no record (can_arrange);
  // a 限着 call made before the first move stays.
  std::optional<MoveLimitCall> call = limit_call_;
  *this = std::move(*made.game);
  limit_call_ = std::move(call);
  return {};
}

std::string Game::arrange_swap(Color c, Square a, Square b) {
  if (!can_arrange(c)) return "the face-down pieces can be arranged only before the first move";
  const Geometry& g = start_.geometry();
  for (const Square sq : {a, b})
    if (sq >= g.size || !start_.face_down(sq) || start_.piece_on(sq).color() != c)
      return std::string("only ") + (c == Color::Red ? "Red" : "Black") + "'s own face-down pieces trade places";
  if (a == b) return "pick two different face-down pieces";
  Position p = start_;
  const Piece at_a = p.identity(a), at_b = p.identity(b);
  p.set_face_down(a, at_b);
  p.set_face_down(b, at_a);
  return restart_from(p);
}

std::string Game::arrange_shuffle(Color c, std::uint64_t seed) {
  if (!can_arrange(c)) return "the face-down pieces can be arranged only before the first move";
  const std::vector<Square> points = face_down_points(start_, c);
  std::vector<Piece> identities;
  for (const Square sq : points) identities.push_back(start_.identity(sq));
  seeded_shuffle(identities, seed);
  Position p = start_;
  for (std::size_t i = 0; i < points.size(); ++i) p.set_face_down(points[i], identities[i]);
  return restart_from(p);
}

}  // namespace xq
