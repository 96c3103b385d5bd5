// 補給象棋's supply rule (seed 000, preset `bugei`, docs/variants.md §14) as a rule module:
// the 補給線 is the outermost rank of each side (rank 0 for Red), its 底線 the rank in front.
//
//  - 「其他棋不能進入"補給線"停留，但可按照自己的吃子規則，兌掉敵方補給線上的棋」: no piece but the
//    five supply types stops on a supply line; a capture there is an exchange (兌): the
//    capturer leaves the board with its victim (a side capture of the mover's own point).
//  - 「失去"補給棋"的不利」: while a side has no 糧 / 草 / 油 / 彈, its soldiers / horses /
//    chariots / cannons may not move onto the enemy 底線 from off it; a capture there is an
//    exchange (「但可按吃法規則兌掉對方底線上的棋」). One already there stays and moves along
//    it (「先此到達…除外」, 「暫時除外，一旦離開不可再入」). Without 布 its general, off its own
//    底線, may not step back onto it (not even to capture: the seed grants no 兌 there).
//
// The bans are derived from the material on the board, so the module keeps no state. The
// variant names its five supply types in the order 糧 草 布 油 彈: `supply.pieces = l o u y d`.
#pragma once

#include "core/geometry.h"
#include "core/rules/rule_module.h"

namespace xq {

extern const RuleModule kSupplyLine;

// The five supply roles, in the seed's order 糧 草 布 油 彈.
enum class Supply : int { Grain, Fodder, Cloth, Oil, Ammunition };
constexpr int kSupplyCount = 5;

// Is s on a supply line (either side's)?
bool on_supply_line(const Geometry& g, Square s);
// Is kind k one of the variant's five supply types?
bool is_supply_kind(const Geometry& g, PieceKind k);
// Is a board move of the piece on m.from() an exchange (兌): a capture that takes the
// capturer off the board too? Asked before the move (pos has it to play).
bool is_supply_exchange(const Position& pos, Move m);

}  // namespace xq
