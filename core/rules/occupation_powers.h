// Occupation powers (山河象棋（定助象棋）, seed 000: 「己方棋占據己方[定帥助帥]方位時，己方[帥]每次可走
// 一至兩格。對方棋占據己方[定帥助帥]方位時，己方[帥]不能移動。」, the same for 仕 and 相): a point of
// each side's board powers one piece type of that side, depending on who stands on it.
//
//   occupation.points = k:z1 a:z2 b:z3   # TYPE:POINT, Red's points (Black's are the rank mirror)
//   occupation.gate = y                  # optional: a side without this type has no powers
//
// - An own piece on a side's point lets that side's pieces of the type make one or two of
//   their own steps in one straight line per move (boost): the first step lands on an empty
//   point (no jumping over a piece), the second is the same step again from there, judged
//   by the piece's own program on the board with the piece moved (so a palace line, a
//   confinement, an elephant's eye all apply to both steps). The move is judged by where it
//   ends: only the end must not leave the own general attacked.
// - An enemy piece on it freezes them: they have no move at all (不能移動).
// - The occupier's side must have a piece of the gate type (「沒有[御]的一方棋，占據擴展功能方位時
//   沒有附加規則的作用」): without one, its pieces on any function point boost nothing and
//   freeze nothing.
// Attacks are the pieces' own programs (a frozen piece still attacks, a boosted step does
// not): the powers change what a side may play, not what it threatens. In 山河 none of the
// powered types (帥 仕 相) can reach the enemy general except by the flying-general rule,
// which a frozen 帥 keeps (兩帥不可照面 is about the board, not a move); see docs/variants.md §17.
#pragma once

#include "core/position.h"
#include "core/rules/rule_module.h"

namespace xq {

extern const RuleModule kOccupationPowers;

enum class OccupationPower { None, Boost, Frozen };

// The power on c's pieces of kind k in pos (None when no point powers k).
OccupationPower occupation_power(const Position& pos, Color c, PieceKind k);

}  // namespace xq
