// 還魂卒 (revived_soldier add-on, A8; seed 000 「象棋降和偏方 8-還魂卒」):
//   「己方吃敵方任何一枚棋後，己方（僅限）下一步可隨即還魂一枚已被吃掉的己方兵（卒），放到己方兵
//    （卒）初始位置的任一空位，等同走棋，己方兵卒初始位置沒用空位時則不能還魂」,
//   「被吃的兵（卒）即使能還魂時也可不還魂，但過後需重具條件」, 「"還魂"不限次數」.
// So: right after a move of ours that captured, our next move may instead be a drop
// (Move::drop) of one of our captured soldiers onto an empty soldier start point of
// ours. The right (revive_right) is set by every capturing move and lapses
// with our next move, whatever it is. A drop must not leave our general in check:
// it may block one, and it may also become the screen of an enemy cannon.
//
// As a rule module (rule_module.h): state = one byte per color (the right), hash = the
// zobrist.h revive keys, own move = the drop, after_move = every capture grants the right;
// FEN item revive=, an evaluation term (soldiers that can come back), and the captured
// soldiers as its reserve (soldiers_captured; Game::reserve, rules/off_board.h).
#pragma once

#include "core/movegen.h"
#include "core/position.h"
#include "core/rules/rule_module.h"

namespace xq {

extern const RuleModule kRevivedSoldier;

bool has_revived_soldier(const Geometry& g);
// May c put a captured soldier back with its next move (its last move captured)?
bool revive_right(const Position& pos, Color c);
// Setup (fen.h): no-op without the module.
void set_revive_right(Position& pos, Color c, bool on);
// How many of c's soldiers are off the board (a soldier only leaves by capture): the
// setup's soldier points minus the soldiers standing.
int soldiers_captured(const Position& pos, Color c);

// Adds the legal drops of the side to move to `legal`.
void append_revive_moves(const Position& pos, MoveList& legal);

}  // namespace xq
