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
  bool two_kinds = false;  // under one face (an arrangement keeps every face where it is)
  for (const Square sq : points) {
    if (!start_.identity_known(sq)) return false;
    for (const Square other : points)
      two_kinds = two_kinds || (start_.piece_on(other) == start_.piece_on(sq) && start_.identity(other) != start_.identity(sq));
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
  // Identities trade places under one face only (第三代: pawns' backs among the pawns, the
  // advisors' among the advisors): the faces are the army everyone sees.
  if (start_.piece_on(a) != start_.piece_on(b)) return "only face-down pieces of the same face trade their backs";
  Position p = start_;
  const Piece at_a = p.identity(a), at_b = p.identity(b);
  p.set_face_down(a, at_b);
  p.set_face_down(b, at_a);
  return restart_from(p);
}

std::string Game::arrange_shuffle(Color c, std::uint64_t seed) {
  if (!can_arrange(c)) return "the face-down pieces can be arranged only before the first move";
  const std::vector<Square> points = face_down_points(start_, c);
  Position p = start_;
  // Each face's identities among that face's points (one face: the whole list, as before).
  std::vector<bool> done(points.size());
  for (std::size_t i = 0; i < points.size(); ++i) {
    if (done[i]) continue;
    std::vector<Square> group;
    std::vector<Piece> identities;
    for (std::size_t j = i; j < points.size(); ++j)
      if (start_.piece_on(points[j]) == start_.piece_on(points[i])) {
        done[j] = true;
        group.push_back(points[j]);
        identities.push_back(start_.identity(points[j]));
      }
    seeded_shuffle(identities, seed);  // one stream over the faces in board order
    for (std::size_t j = 0; j < group.size(); ++j) p.set_face_down(group[j], identities[j]);
  }
  return restart_from(p);
}

}  // namespace xq
