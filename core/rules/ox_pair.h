// 神牛象棋's 牛 pair (ox_pair; seed 000 新型象棋文化實例6, variants-digest §2.17):
//   「雙方各多兩枚新兵種[牛]，且為一組參戰」,
//   「[牛]是兩枚為一的兵種，每次要同時走兩枚牛，任意一枚走日，另一枚走目，或先後反之，均無蹩腿限制」,
//   「吃敵方一枚牛同時拿下敵方兩枚牛」.
// The ox type (`ox.piece = o`, a custom type with `o.move = none`: it has no move of its
// own) moves only as a pair: one move of the turn takes BOTH oxen, one leaping 日 (1,2)
// and the other 目 (1,3), in either order, never blocked. It is a double move
// (Move::double_move: the first ox's from/to, then the second's, written `b2c4&h2g5`):
// the second step is taken on the board after the first (it may land on the point the
// first ox left). Both targets must be empty (an ox never takes by displacement: its
// capture is the custodian one, custodian_capture, tested after both steps). The move is
// legal when the mover's general is not attacked after both steps and their side
// captures. A side without its two oxen, or whose oxen have no such pair, has no ox move.
// When one ox of a side is captured the other leaves the board with it (side_captures),
// so a side has two oxen or none; a FEN with one is refused.
//
// As a rule module (rule_module.h): legal moves (the pairs), own move (apply/revert of
// the double shape), side captures (the partner of a captured ox), a refusal, the FEN
// check, notation (ICCS in every notation: docs/notation.md). It reads no role table.
// docs/variants.md §15.
#pragma once

#include "core/geometry.h"
#include "core/rules/rule_module.h"

namespace xq {

extern const RuleModule kOxPair;

// The ox type of this variant (PieceKind General when the module is off).
PieceKind ox_kind(const Geometry& g);

}  // namespace xq
