// 雲端象棋's clouds (cloud_swap; seed 000 雲端象棋, variants-digest §2.7):
//   「雙方底線各增加了四個雲端點位，即弧形連線點，稱為雲端，棋盤上共八個"雲端"。
//    處在雲端的棋，可橫向與另一個緊鄰的雲端上的己方棋換位，且不受其間其它棋影響。
//    換位到己方底線角點的"象"，可以過河參戰，田字格規則不變，當然還可以從己方角點換回原位，
//    但原位象是不能過河的。」
// The clouds come in arcs of two points on each side's back rank (`cloud.arcs = a0<>c0
// i0<>g0`, Red's side, Black's the rank mirror; the first point of an arc is the corner,
// 「底線角點」). A piece on a cloud may swap places with an own piece on the other cloud of
// its arc, whatever stands between them, as its whole move (Move::double_move(corner,
// inner, inner, corner), written `a0c0&c0a0`; docs/notation.md).
//
// The elephant's freedom is a piece type (`cloud.freed = b f`: the elephant type and its
// freed type, a custom type that moves 田 anywhere): an elephant swapped onto a corner
// becomes the freed type, and the freed type swapped from a corner back onto the inner
// cloud (「換回原位」) becomes an elephant again. So the per-piece flag travels with the
// piece through the tables, the FEN (letter f/F), the hash and make/unmake with nothing
// more to keep, and leaving the corner by a 田 step keeps it (only the swap back clears
// it). The freed type's 田 points (file+rank of another parity than the elephant's) never
// include an inner cloud, and an elephant never reaches a corner but by the swap, so a FEN
// with an elephant on a corner or a freed elephant on an inner cloud is refused. A swap
// that would leave the board as it was (two pieces of one kind; the freed elephant back
// for the other elephant) is no move: xiangqi has no pass.
//
// As a rule module (rule_module.h): legal moves (the swaps), own move (apply/revert of
// the swap shape), refusal, FEN check, notation, options. It reads no role table.
// docs/variants.md §16.
#pragma once

#include "core/geometry.h"
#include "core/rules/rule_module.h"

namespace xq {

extern const RuleModule kCloudSwap;

}  // namespace xq
