// 巨將象棋's 巨將, a piece that covers four points (giant_general; seed 000 巨將象棋,
// variants-digest §2.6):
//   「雙方各增加一枚巨將（帥），各占據四個點位，開局放置擴展位置。」
//   「巨將橫豎每次兩小格，即箭頭圖示從初始位置到綠色虛圓圈處，吃同走。」
//   「巨將每次可同時吃敵棋1-3枚，吃敵方"巨將"時，以一枚占其所在某一個位置均可吃。」
//
// The giant is two custom types (`giant.piece = j`, `giant.part = x`, both `move = none`):
// the anchor j stands on the lower-left point (lowest file, lowest rank) of a 2×2 block and
// a part x of the same colour on each of the block's other three points. Every generic
// walk therefore sees all four points as occupied by that colour: they block lines, screen
// cannons and can be captured; nothing else in the core knows the giant.
//
// This module (docs/variants.md §25):
// - moves: the anchor's normal move from -> to, two points orthogonally (「橫豎每次兩小格」:
//   the block slides onto the adjacent 2×2 block; nothing lies between the two blocks, so
//   there is nothing to jump over). All four points of the new block must be points of the
//   board, none may hold an own piece, and they may hold at most three enemy pieces
//   (「1-3枚」; the enemy giant, however many of its points are covered, counts as one).
//   The enemy pieces on the block are all captured (「吃同走」, 「同時吃敵棋1-3枚」):
//   the anchor's target through the move itself, the others as side captures; the three
//   parts follow the anchor (followers).
// - being captured: a piece that captures any of the four points (「以一枚占其所在某一個位置
//   均可吃」) removes the whole giant: the other points go as side captures.
// - attacks: a giant attacks every point of each block it may move to (it takes a general
//   standing there: check), added to the generic attack test (adds_attack).
// - FEN: the parts are written (x/X); the check refuses a broken footprint.
// The giant is not royal (「（帥）」 names its rank, the rules never make it a second king).
#pragma once

#include "core/geometry.h"
#include "core/rules/rule_module.h"

namespace xq {

extern const RuleModule kGiantGeneral;

// The giant's anchor and part types of this variant (PieceKind General when the module is off).
PieceKind giant_anchor_kind(const Geometry& g);
PieceKind giant_part_kind(const Geometry& g);

}  // namespace xq
