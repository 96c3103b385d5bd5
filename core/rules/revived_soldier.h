// 還魂卒 (revived_soldier add-on, A8; seed 000 「象棋降和偏方 8-還魂卒」):
//   「己方吃敵方任何一枚棋後，己方（僅限）下一步可隨即還魂一枚已被吃掉的己方兵（卒），放到己方兵
//    （卒）初始位置的任一空位，等同走棋，己方兵卒初始位置沒用空位時則不能還魂」,
//   「被吃的兵（卒）即使能還魂時也可不還魂，但過後需重具條件」, 「"還魂"不限次數」.
// So: right after a move of ours that captured, our next move may instead be a drop
// (Move::drop) of one of our captured soldiers onto an empty soldier start point of
// ours. The right (Position::revive_right) is set by every capturing move and lapses
// with our next move, whatever it is. A drop must not leave our general in check:
// it may block one, and it may also become the screen of an enemy cannon.
#pragma once

#include "core/movegen.h"
#include "core/position.h"

namespace xq {

// Adds the legal drops of the side to move to `legal`.
void append_revive_moves(const Position& pos, MoveList& legal);

}  // namespace xq
