// 宮廷炮 (palace cannon, seed 000 偏方 2; seed 001 add-on 1):
// 「[炮]可以隔著己方的將(帥)打擊對方將(帥)，當己方的[炮]給對方老將架上空頭炮的局面下，
// 己方將(帥)可以主動飛將對方將（帥）」 … 「為特殊"雙將"，名曰"宮廷炮"，這時對方不可以閃
// [將（帥）]解將」 … 「例如吃對方宮廷炮後，炮方要立刻解除將帥照面，否則為輸」.
//
// Our reading (docs/variants.md §5, with diagrams): on one file stand a cannon, its
// own general in front of it (nothing between them) and the enemy general facing
// that general (nothing between). Then
//  - the line is a check on the enemy general by the general and the cannon (雙將);
//    the enemy general does not "fly" back at a general with its cannon behind it,
//    so making the line is legal, however it comes about (the general steps in, a
//    piece between the generals steps away, a cannon comes behind);
//  - the checked side may not move its general (不可以閃將解將); it interposes or
//    captures, and a facing it leaves behind (cannon taken or screened) is not
//    held against it;
//  - an unsupported facing is the ordinary mutual flying-general attack, so the
//    cannon side, to move, must lift it (解除將帥照面) or has lost.
// Everything is judged on the board (plus, for the two defender clauses, the
// position before the move), so hashes, repetition and FEN need no extra state.
#pragma once

#include "core/geometry.h"
#include "core/position.h"
#include "core/rules/rule_module.h"
#include "core/types.h"

namespace xq {

// The rule module (rule_module.h): the power attack test (addon_attacks.h, attached by
// the registry to every variant with power tables), its part of the power tables, and the
// refusal of a general's step out of a 宮廷炮 check.
extern const RuleModule kPalaceCannon;

// Do the generals on a and b face each other (one file, only empty points between)
// on `board` (a board array of g)?
bool generals_face_on(const Geometry& g, const Piece* board, Square a, Square b);
// The cannon of the general on `own` standing behind it (away from the general on
// `enemy`, nothing between), when the two generals face; kNoSquare otherwise.
Square palace_cannon_behind(const Geometry& g, const Piece* board, Square own, Square enemy);

// Is `victim`'s general checked by an enemy 宮廷炮 line now?
bool palace_cannon_check(const Position& pos, Color victim);
// 空頭炮: c's cannon on the enemy general's file with only empty points between, so
// c's general may fly in front of it. The cannon's square, or kNoSquare.
Square palace_cannon_ready(const Position& pos, Color c);

}  // namespace xq
