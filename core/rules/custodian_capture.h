// 夾吃 (custodian_capture add-on; seed 000 神牛象棋, variants-digest §2.17):
//   「棋盤兵種[牛]不是占位吃子，而是橫、豎、斜緊鄰夾吃一枚敵棋(對方主動走入時不被吃)」.
// After a move of a piece of a custodian type (`custodian.pieces = LETTERS`), every enemy
// piece on one of the 8 points next to the mover's target (file/rank offsets ±1, no
// board line needed) with an own piece on the next point beyond it, on the same line,
// is captured. Only the mover's neighbours are looked at, so an enemy that walks in
// between two of ours is not taken (「對方主動走入時不被吃」). `custodian.partners =
// LETTERS` limits the piece beyond to those types (the 牛 pair: 「為一組參戰」); by default
// any own piece closes the sandwich. The general is never sandwiched: it is not
// captured, and a sandwich is no attack (check and mate stay the ordinary ones).
// Whether the piece also captures by displacement is its Betza (`mN` moves only).
// A face-down piece that may not be captured (`hidden.capturable = no`) is not either.
// After a double move (神牛's 牛 pair, ox_pair: 「每次要同時走兩枚牛」) each custodian piece
// that moved looks around its landing point once both steps are played.
//
// As a rule module (rule_module.h): side captures only; reads no role table, so it runs
// on the generic tables of custom piece types. docs/variants.md §5.6.
#pragma once

#include "core/geometry.h"
#include "core/rules/rule_module.h"

namespace xq {

extern const RuleModule kCustodianCapture;

// Does a move of a piece of kind k capture by custody in this variant?
bool custodian_piece(const Geometry& g, PieceKind k);

}  // namespace xq
