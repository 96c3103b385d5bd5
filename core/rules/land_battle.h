// 陸戰 (land_battle; seed 000 陸戰象棋, variants-digest §2.9, docs/variants.md §28): the
// rules of the classic 陸戰棋 that sit on top of piece moves.
//   - Capture limits by the target's neighbours: a piece of a type with limit N
//     (`land_battle.limit2 = LETTERS`, `land_battle.limit3 = LETTERS`) cannot capture an
//     enemy piece that has N or more pieces of its own side on the orthogonally adjacent
//     points: 「師…不能吃橫豎有三枚敵棋緊鄰的敵棋」, 「連…不能吃橫豎有兩枚（及以上）敵棋緊鄰的
//     敵棋」. Only neighbours lying the way the target lies are counted: 「"緊鄰棋"合計法為：
//     同一方明棋加明棋或暗棋加暗棋，兩者不同不為相加」. A barred capture is no attack either,
//     so a surrounded 軍 is not in check from such a piece.
//   - 同歸於盡: a capture of a piece whose identity is of a `land_battle.mutual` type
//     (炸彈, 地雷) removes the capturer too: 「吃掉對方的地雷或炸彈則同歸於盡」.
//   - The flag: capturing a piece whose identity is the `land_battle.flag` type wins:
//     「吃掉敵人"軍旗"則也即勝」 (result reason TypeExtinct: the side's only piece of the type).
// The pieces these rules name lie face-down (`hidden.moves = immobile`), so the module reads
// a capture's identity from MoveFacts::captured_truth. Their arrangement, and the search's
// draw of the identities a viewer does not know, are the module arranged_start's (the
// preset's `arranged_start.army`): a seeded deal of each side's own five.
//
// As a rule module (rule_module.h): capture limits, side captures, state (the flag taken),
// verdict; reads no role table, so it runs on the generic tables.
#pragma once

#include "core/geometry.h"
#include "core/rules/rule_module.h"

namespace xq {

extern const RuleModule kLandBattle;

// The fewest own neighbours that protect a target from a piece of kind k (0: no limit).
int land_battle_limit(const Geometry& g, PieceKind k);

}  // namespace xq
