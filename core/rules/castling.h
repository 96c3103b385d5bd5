// Castling (castling; 歐亞象棋's chess army, seed 000: 「國象持有方為國象規則」): the king
// and a rook that have not moved change places in one turn, as in chess.
//
// The variant names the squares (docs/variants.md §1, §26):
//   castling.rook  = r              the rook type (a custom type's FEN letter)
//   castling.red   = e0 a0 h0       Red's king point, then one or two rook points on its rank
//   castling.black = e8 a8 h8       the same for Black (either colour may have none)
// A right exists while neither the king nor that rook has moved: it is state (one byte,
// hashed), written in FEN as the item `{castle=KQkq}` (K/k: the rook on the higher file,
// Q/q: the lower; absent = no right). The variant's setup FEN grants the rights its army
// starts with. Any move from or onto the king's point clears both of that colour's rights,
// from or onto a rook point that rook's.
//
// The move (Move::castle): the king goes two points toward the rook, the rook onto the point
// the king crossed. Legal when the points between the two are empty, the king is not in check,
// the point it crosses is not attacked and it does not end in check (chess rules).
// Notation: "O-O" (the rook on the higher file) and "O-O-O" in every notation; ICCS on the
// wire "e0g0:h0f0" (the king's step, ':', the rook's). Readers also take 0-0, 0-0-0 and the
// king's step alone, "e0g0" (as UCI writes castling).
#pragma once

#include "core/geometry.h"
#include "core/rules/rule_module.h"

namespace xq {

extern const RuleModule kCastling;

// The castling rights now: bit 0 Red's higher-file rook, 1 Red's lower, 2 Black's higher,
// 3 Black's lower (0 without the module).
int castling_rights(const Position& pos);

}  // namespace xq
