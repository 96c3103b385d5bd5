// The hidden-pieces module: the reveal move (see hidden_pieces.h).
#include "core/rules/hidden_pieces.h"

#include "core/move_list.h"
#include "core/position.h"
#include "core/rules/rule_module.h"

namespace xq {

namespace {

// The owner's flip only: a reveal with from() != to() is 暗戰's swap (rules/dark_battle.h).
bool claims(Move m) {
  return m.is_reveal() && m.from() == m.to();
}

bool own_pseudo_legal(const Position& pos, Move m) {
  const Geometry& g = pos.geometry();
  const Square s = m.from();
  if (!g.hidden.owner_flips || m != Move::reveal(s) || s >= g.size) return false;
  const Piece p = pos.piece_on(s);
  return !p.empty() && p.color() == pos.side_to_move() && pos.identity_known(s);
}

void apply(Position& pos, Move m, UndoInfo& undo) {
  undo.face = pos.reveal_piece(m.from());
}

void revert(Position& pos, Move m, const UndoInfo& undo) {
  pos.conceal_piece(m.from(), undo.face, pos.piece_on(m.from()).code());
}

void legal_moves(const Position& pos, MoveList& legal) {
  const Geometry& g = pos.geometry();
  if (!g.hidden.owner_flips || pos.face_down_count() == 0 || pos.in_check()) return;
  const Color us = pos.side_to_move();
  for (int s = 0; s < g.size && !legal.full(); ++s) {
    const Square sq = static_cast<Square>(s);
    if (pos.identity_known(sq) && pos.piece_on(sq).color() == us) legal.push(Move::reveal(sq));
  }
}

}  // namespace

constinit const RuleModule kHiddenPieces{
    .id = "hidden_pieces",
    .name = "暗子",
    .hooks = kHookOwnMoves | kHookLegalMoves,
    .addon = false,  // attached by the `hidden.*` keys
    .legal_moves = legal_moves,
    .claims = claims,
    .own_pseudo_legal = own_pseudo_legal,
    .apply = apply,
    .revert = revert,
};

}  // namespace xq
