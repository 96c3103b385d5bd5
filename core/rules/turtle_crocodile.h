// 龜鱷鬥獸棋 (turtle_crocodile; seed 003 龜鱷鬥獸棋, variants-digest §4.6, a reconstruction:
// the figure with the board and the setup is missing, docs/variants.md §23):
//   「1、十五枚烏龜，三枚鱷魚，雙方輪流先行，每次沿線一步格。
//    2、烏龜主動或被動將單獨一條鱷魚周圍緊鄰的空位全圍堵時，既吃掉這枚鱷魚。緊相連的兩條或三條
//       鱷魚不被吃。
//    3、鱷魚吃烏龜，只能吃孤立的烏龜（無其他烏龜緊鄰），不能吃兩枚及以上緊相鄰的烏龜，但可以走到
//       任一烏龜處，同時將這枚烏龜沿線移開一至三步格（可轉彎）。
//    4、三隻烏龜佔據鱷魚方三個角點為勝，或者剩餘的烏龜全部佔據鱷魚方角點也為勝，吃光鱷魚也為勝。
//       鱷魚不能吃己方角點上的烏龜。
//    5、兩隻鱷魚佔據烏龜方兩個角點為勝，或剩餘鱷魚全部佔據烏龜方角點也為勝，吃光烏龜也為勝。處在
//       烏龜方角點的鱷魚不被困吃。
//    6、"角點"指的是方框外的角點。」
//
// The one-point steps along the lines are data (core/variants/guie.ini: `mW mF@@diag`, quiet
// moves only; the lines are the box's grid and the diagonals to the corner points). This
// module adds what data cannot say:
//   - "adjacent" (緊鄰) is one step along a line: the turtle type's step table;
//   - the crocodile's capture: onto an adjacent turtle that no other turtle is adjacent to,
//     unless it stands on a crocodile-side corner (a normal move from -> to);
//   - the crocodile's push: onto any adjacent turtle, which goes on 1-3 steps along the
//     lines through empty points, turning freely, never twice on a point, never onto the
//     crocodile's start point; Move::push(from, turtle, put), one move per end point;
//   - the enclosure (side captures after every move of either side, judged on the board it
//     leaves): a crocodile with no adjacent crocodile and no adjacent empty point is
//     captured, unless it stands on a turtle-side corner;
//   - the end (verdict): turtles win when min(3, turtles left) turtles stand on crocodile-
//     side corners or no crocodile is left; crocodiles win when min(2, crocodiles left)
//     crocodiles stand on turtle-side corners or no turtle is left. The side that moved is
//     judged first.
// Turtles are Red (they move first in the preset), crocodiles Black; FEN refuses others.
//
// Options (all required): `guie.turtle = t`, `guie.crocodile = c` (FEN letters),
// `guie.turtle_corners = a0 i0` (where crocodiles win), `guie.crocodile_corners = a8 e8 i8`
// (where turtles win): absolute points, not mirrored, at most 3 each.
#pragma once

#include "core/geometry.h"
#include "core/rules/rule_module.h"

namespace xq {

extern const RuleModule kTurtleCrocodile;

namespace turtle_crocodile {

// The points one step along a line from s (the turtle's step table), up to 8; returns how many.
int neighbours(const Geometry& g, Square s, Square* out);
// Is s one of the turtle-side (crocodile goal) or crocodile-side (turtle goal) corners?
bool turtle_corner(const Geometry& g, Square s);
bool crocodile_corner(const Geometry& g, Square s);

}  // namespace turtle_crocodile

}  // namespace xq
