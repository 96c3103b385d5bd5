// Hidden pieces as a rule module (core/hidden_rules.h): the owner's reveal as a move.
//
// A variant with `hidden.*` keys gets this module (the board builder attaches it; it is
// not an `addons =` choice). It owns MoveType::Reveal, Move::reveal(s): the side to move
// turns its face-down piece on s face-up (暗戰 「翻棋」 as a whole move). Because it has own
// moves, every move of such a variant takes Position's module path, where the identity
// array follows the pieces; standard xiangqi never reaches it.
//
// A reveal is listed when the variant lets the owner flip (hidden.flip = owner), the piece
// is the mover's and face-down, and the position knows its identity (a viewer's position
// built without it cannot say what would appear; the arbiter's can). It is legal exactly
// when the mover is not in check: no point changes occupancy and only the mover's own
// piece changes, so no attack on the mover's general appears or goes away.
#pragma once

namespace xq {

struct RuleModule;
extern const RuleModule kHiddenPieces;

}  // namespace xq
