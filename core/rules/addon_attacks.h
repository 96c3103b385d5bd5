// Attack detection and step tables for variants with power rule modules (Geometry::powers
// set): the material powers (任務兵, 王者士, 龍戰士, 破河象), 宮策略 (palace_strategy.h)
// and 宮廷炮 (palace_cannon.h). Each of those modules names these functions as its
// attack hooks (rule_module.h); Position calls them through Geometry::attack_module, so
// standard xiangqi never runs this code. One shared test rather than one contribution
// per module: the powers interact (宮策略's 可飛將 and 宮廷炮 both change the flying
// general, a 宮策略 table on top of a material table).
//
// Every power is judged on the board after the move: the attacker's material
// conditions (a capture can switch them on), its general's point (宮策略) and the
// facing generals (宮廷炮, 可飛將).
#pragma once

#include "core/geometry.h"
#include "core/position.h"
#include "core/rules/rule_module.h"
#include "core/types.h"

namespace xq {

// A board to judge attacks on: a board array of the position's geometry (sentinel
// entry empty), the generals on it, and the piece the move just captured.
struct AddonBoard {
  const Piece* board = nullptr;
  Square general[2] = {kNoSquare, kNoSquare};
  Square flag[2] = {kNoSquare, kNoSquare};  // 宮旗: the flags on the board (their 宮策略 powers)
  Piece captured;
};

// Is s attacked by color `by` on b? `ignore_flying` drops the flying-general attack
// of `by`'s general (宮廷炮: a facing the defender leaves behind is the cannon side's).
bool addon_attacked(const Position& pos, const AddonBoard& b, Square s, Color by, bool ignore_flying = false);
// The same on the position's own board.
bool addon_square_attacked(const Position& pos, Square s, Color by, bool ignore_flying = false);
bool addon_general_attacked(const Position& pos, Color c, bool ignore_flying = false);
// Would the mover's general be attacked after the pseudo-legal move m (宮廷炮's
// 不可以閃將解將 included)?
bool addon_leaves_general_attacked(const Position& pos, Move m);
// The same for a compound add-on move (flag step, drop, double move) already played
// from `before` to `after`.
bool addon_compound_leaves_general_attacked(const Position& before, const Position& after);
// The step table c's pieces of kind k use now (see Position::leap_table).
const LeapSet* addon_leap_table(const Position& pos, Color c, PieceKind k);
// The power attack test as a module (rule_module.h attack hooks only, no id a variant
// names): module_registry.cpp makes it Geometry::attack_module of every variant whose
// modules build power tables.
extern const RuleModule kPowerAttacks;

}  // namespace xq
