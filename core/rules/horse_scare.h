// 殺驚與遁馬 (horse_scare add-on, A1; seed 000 「遁驚馬」):
//   「所謂"殺驚"是指開局先手方第一步即進炮打掉對方的馬，此時，規則允許後手可先走一步馬（即"遁馬"），
//    接著再走一著其它棋，等於一次走兩著，也可暫不動馬，直接走一著其它棋，但這樣後手就只能走一著棋」,
//   「走兩著必先動馬」.
// So after Red's first move is a cannon capturing a horse, Black's reply may be a double
// move (Move::double_move): a legal horse step, then a legal step of another black
// piece (not that horse) on the board as it stands after the first; the second step
// never captures the general. Single moves stay legal. The right
// (double_move_right) lasts for that one reply. Not on the 河山 boards (seed
// 001: 「硬件上自然免去了"杀惊与遁马"」).
//
// As a rule module (rule_module.h): state = one byte (the right), hash = the zobrist.h
// double_move key, own move = the double move, after_move = the opening capture grants it;
// FEN item `double`.
#pragma once

#include "core/movegen.h"
#include "core/position.h"
#include "core/rules/rule_module.h"

namespace xq {

extern const RuleModule kHorseScare;

bool has_horse_scare(const Geometry& g);
// May the side to move answer with a double move (horse first)?
bool double_move_right(const Position& pos);
// Setup (fen.h): no-op without the module.
void set_double_move_right(Position& pos, bool on);

// Adds the legal double moves of the side to move to `legal` (`legal` holds its
// complete list of single legal moves, whose horse steps start the doubles).
void append_double_moves(const Position& pos, MoveList& legal);

}  // namespace xq
