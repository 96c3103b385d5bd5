// 宮策略 (palace strategy, seed 000 偏方 7; seed 001 add-on 6): while a color's general
// stands on a palace point, that color's pieces gain the power mapped to the point:
// 「"九宮"除將（帥）初始位置外,均有策略功能 … 具體如己方將（帥）占據當前位置下的己方對應棋」.
//
// The figure with the point -> power map is missing; docs/variants.md §5 gives our map:
//
//        d   e   f            (Red's palace; Black's is the rank mirror)
//    2   斜  馬  清           d2 斜河兵   e2 暢馬     f2 河清卒
//    1   車  飛  炮           d1 全線車   e1 可飛將   f1 全線炮
//    0   士  --  象           d0 士闊步   e0 (start) f0 象不堵
//
// Some powers are step tables (暢馬, 象不堵, 士闊步: picked by Position::leap_table
// through addon_leap_table), some are extra moves (全線車/全線炮 along the palace
// diagonals, 斜河兵, 河清卒: palace_strategy_moves) and 可飛將 changes the flying
// general (addon_attacks.cpp). Attack detection reads the same tables, so check,
// legality and mate agree with the generated moves.
#pragma once

#include <cstdint>

#include "core/geometry.h"
#include "core/position.h"
#include "core/rules/rule_module.h"
#include "core/types.h"

namespace xq {

// The rule module (rule_module.h): the power attack test (addon_attacks.h, attached by
// the registry to every variant with power tables), the
// extra line moves, its part of the power tables and an evaluation term (the powers in force).
extern const RuleModule kPalaceStrategy;

class MoveList;
struct VariantDef;

// The powers of 宮策略, in the seed's order (1-8).
enum class PalacePower : std::uint8_t {
  None,
  Chariot,          // 全線車: the chariot also slides along the palace diagonals (士線)
  Cannon,           // 全線炮: the cannon moves and hops along the palace diagonals
  Horse,            // 暢馬: no horse leg (馬無蹩腿)
  Elephant,         // 象不堵: no elephant eye, 破河象 included
  Advisor,          // 士闊步: one or two points along the palace diagonals, 王者士 included
  SoldierDiagonal,  // 斜河兵: crossing the river one point diagonally forward, moving only
  SoldierBank,      // 河清卒: on the enemy river bank any distance sideways
  FlyingGeneral,    // 可飛將: the general on its centre flies at an off-centre enemy general
};
constexpr int kPalacePowerCount = 9;

// Names for badges and docs: id (ASCII), 繁, 简, English.
struct PalacePowerName {
  const char* id;
  const char* hant;
  const char* hans;
  const char* en;
};
const PalacePowerName& palace_power_name(PalacePower p);
// The kind of piece a power changes (General for 可飛將; None has General too).
PieceKind palace_power_kind(PalacePower p);

// A palace diagonal ray: at most two points (corner -> centre -> corner).
struct DiagonalRay {
  std::uint8_t length = 0;
  Square squares[2] = {};
};

struct PalaceStrategyTables {
  // The power c's pieces have while c's general stands on the point.
  PalacePower power[2][kMaxSquares] = {};
  Square centre[2] = {kNoSquare, kNoSquare};
  // Step tables while the power of the kind is on, [material power on][color][kind]
  // (Horse, Elephant, Advisor; the material index is 0 when the kind has no
  // material add-on), and their reverse for attack detection.
  LeapSet leaps[2][2][kPieceKindCount][kMaxSquares] = {};
  LeapSet attackers[2][2][kPieceKindCount][kMaxSquares] = {};
  // Palace diagonals of both palaces (全線車, 全線炮, 士闊步 use them).
  DiagonalRay diagonals[kMaxSquares][4] = {};
  // 斜河兵: diagonal forward steps from the own river bank onto the enemy's, [color].
  LeapSet soldier_cross[2][kMaxSquares] = {};
  // 河清卒: the enemy river bank rank of each color (Red: the first rank across).
  int bank_rank[2] = {0, 0};
};

// Builds the tables once per variant (board builder), after the material add-ons'
// tables in `powers` exist.
std::shared_ptr<const PalaceStrategyTables> build_palace_strategy(const VariantDef& def, const Geometry& g,
                                                                  const PowerTables& powers);

// The power c's general grants now (None without the add-on, without a general, or
// on the start point).
PalacePower palace_power(const Position& pos, Color c);
// Same on a given general point.
inline PalacePower palace_power_at(const PalaceStrategyTables& t, Color c, Square general) {
  return general == kNoSquare ? PalacePower::None : t.power[index_of(c)][general];
}

// 宮旗 (palace_flag): 「但占據宮策略位置時，可以像將帥一樣起到"宮策略"的作用」: c's flag on
// the board grants its point's power too, next to the general's. Not 可飛將: that is
// the general's own flight, and the flag 「也無飛將規則」.
inline PalacePower palace_flag_power_at(const PalaceStrategyTables& t, Color c, Square flag) {
  const PalacePower p = palace_power_at(t, c, flag);
  return p == PalacePower::FlyingGeneral ? PalacePower::None : p;
}
PalacePower palace_flag_power(const Position& pos, Color c);
// Does the general's or the flag's power of c change kind k?
bool palace_powers_kind(const Position& pos, Color c, PieceKind k);

// Appends the extra pseudo-legal moves the side to move's power gives (全線車,
// 全線炮, 斜河兵, 河清卒), of all its pieces or only the piece on `only_from`.
void palace_strategy_moves(const Position& pos, MoveList& out, Square only_from = kNoSquare);
// Is m one of those extra moves?
bool palace_strategy_extra_move(const Position& pos, Move m);

// Does color `by`, whose power is `power`, attack s with a 宮策略 line move
// (全線車, 全線炮, 河清卒) on `board` (a board array of the geometry)?
bool palace_strategy_line_attack(const Geometry& g, const PalaceStrategyTables& t, const Piece* board,
                                 Square s, Color by, PalacePower power);

}  // namespace xq
