// 江河象棋's 中部特殊規則: the double moves (see middle_double.h for the seed sentence).
#include "core/rules/middle_double.h"

#include <vector>

#include "core/geometry.h"
#include "core/move_list.h"
#include "core/movegen.h"
#include "core/piece_tables.h"
#include "core/rules/double_step.h"
#include "core/rules/move_verdict.h"
#include "core/variant/variant_def.h"

namespace xq {

namespace {

// 「可以過河的棋」: a type that may stand somewhere outside its own home. On the generic
// tables that is its confinement; on the role walk the four roles that cross.
bool can_cross(const Geometry& g, Color c, PieceKind k) {
  if (!g.types) return k == PieceKind::Horse || k == PieceKind::Chariot || k == PieceKind::Cannon ||
                       k == PieceKind::Soldier;
  for (int s = 0; s < g.size; ++s)
    if (g.exists[s] && !g.own_half[index_of(c)][s] && g.types->may_stand(c, k, static_cast<Square>(s))) return true;
  return false;
}

bool claims(Move m) { return m == Move::double_move(m.from(), m.to(), m.from2(), m.to2()); }

// Appends the second steps after `first` (already legal for us in pos): every legal move
// of another own piece on the board after the first step, never taking the general.
void append_seconds(const Position& pos, Move first, MoveList& legal) {
  const Color us = pos.side_to_move();
  Position mid = pos;
  mid.move_piece(first.from(), first.to());  // the same side moves again
  const Square their_general = mid.general_square(opposite(us));
  MoveList seconds;
  generate_pseudo_legal(mid, seconds);
  for (Move second : seconds) {
    if (!second.is_normal() || second.from() == first.to()) continue;  // 「兩枚棋」: another piece
    if (second.to() == their_general) continue;
    if (mid.leaves_general_attacked(second)) continue;
    if (legal.full()) return;  // MoveList::kCapacity (move_list.h): see docs/variants.md §10
    legal.push(Move::double_move(first.from(), first.to(), second.from(), second.to()));
  }
}

void legal_moves(const Position& pos, MoveList& legal) {
  if (!middle_double_right(pos, pos.side_to_move())) return;
  const int singles = legal.size();
  for (int i = 0; i < singles; ++i)
    if (legal[i].is_normal()) append_seconds(pos, legal[i], legal);
}

bool own_pseudo_legal(const Position& pos, Move m) {
  const Geometry& g = pos.geometry();
  const Color us = pos.side_to_move();
  if (!middle_double_right(pos, us)) return false;
  const Move first = m.first_step(), second = m.second_step();
  if (first.from() >= g.size || first.to() >= g.size || second.from() >= g.size || second.to() >= g.size)
    return false;
  if (!pos.is_pseudo_legal(first) || pos.leaves_general_attacked(first)) return false;
  if (second.from() == first.to()) return false;
  Position mid = pos;
  mid.move_piece(first.from(), first.to());
  if (!mid.is_pseudo_legal(second)) return false;
  return mid.piece_on(second.to()) != Piece(opposite(us), PieceKind::General);
}

void apply(Position& pos, Move m, UndoInfo& undo) { apply_double_step(pos, m, undo); }

void revert(Position& pos, Move m, const UndoInfo& undo) { revert_double_step(pos, m, undo); }

bool refusal(const Position& pos, Move m, MoveVerdict& out) {
  if (!m.is_double()) return false;
  out.reason = IllegalReason::DoubleMoveNotAllowed;
  if (!middle_double_right(pos, pos.side_to_move()))
    out.text = "two moves in one turn only while all your remaining chariots, horses, cannons and soldiers stand "
               "in the middle field (所有所剩可以過河的棋，都處在中部戰場時)";
  else
    out.text = "a double move is two legal moves of two different pieces, and the second may not take the general";
  return true;
}

// The rule needs a middle field: a board with two rivers. (A module with check_options
// is also no per-game toggle of the New Game dialog, which offers it nowhere it means nothing.)
bool check_options(const VariantDef& def, std::uint64_t, std::string& error) {
  if (def.river > 0 && 2 * def.river < def.height) return true;
  error = "needs a board with two rivers and a middle field between them (river = N with 2N < the number of ranks, "
          "e.g. river = 5 on 9x14)";
  return false;
}

}  // namespace

constinit const RuleModule kMiddleDouble{
    .id = "middle_double",
    .name = "中部雙步",
    .hooks = kHookLegalMoves | kHookOwnMoves | kHookRefusal,
    .generic_tables = true,
    .check_options = check_options,
    .legal_moves = legal_moves,
    .claims = claims,
    .own_pseudo_legal = own_pseudo_legal,
    .apply = apply,
    .revert = revert,
    .refusal = refusal,
};

bool in_middle_field(const Geometry& g, Square s) {
  return s < g.size && g.exists[s] && !g.own_half[0][s] && !g.own_half[1][s];
}

bool middle_double_right(const Position& pos, Color c) {
  const Geometry& g = pos.geometry();
  int crossing = 0;
  static const std::vector<PieceKind> kRoles = {PieceKind::Horse, PieceKind::Chariot, PieceKind::Cannon,
                                                PieceKind::Soldier};
  for (PieceKind k : g.types ? g.types->kinds : kRoles) {
    const Piece p(c, k);
    const int n = pos.count(p);
    if (n == 0 || !can_cross(g, c, k)) continue;
    const Square* at = pos.squares_of(p);
    for (int i = 0; i < n; ++i)
      if (!in_middle_field(g, at[i])) return false;
    crossing += n;
  }
  return crossing > 0;
}

}  // namespace xq
