// 解將旗 (flag_ring add-on, A3; seed 000 「解將旗」, seed 001 「解将棋（解将旗）」): each side
// has a flag on a ring of cells around the board (the variant's flag track, ring.h; 42
// cells by default) that only moves as part of answering a check, or alone to escape the
// enemy flag right behind it.
//
//   「被將軍的一方每次"解將"時，都可先逆時針移動一格己方"解將"棋（也可不動"解將"棋），同時再走棋
//    解除己方被"將軍"狀態」 -> in check, every legal reply also exists with the flag step
//    (Move::flag_step()).
//   「"解將"是可以吃掉對方"解將"的，並且也為勝」 -> stepping onto the enemy flag captures it
//    and wins at once (ResultReason::FlagCaptured).
//   「當甲方[解將]走到乙方[解將]後面與其緊鄰狀態下,乙方可以在不被"將軍"的情況下，單獨一著走兩格
//    [解將]棋」 -> with the enemy flag on the cell right behind ours and not in check, the
//    flag alone may step two cells (Move::flag_only()).
// The repetition judge treats checks differently while the ring is on (docs/rules.md).
#pragma once

#include <optional>

#include "core/movegen.h"
#include "core/position.h"

namespace xq {

// Adds the flag moves to `legal` (the side to move's other legal moves, already
// complete): the flag-step compound of each of them when in check, else the two-cell
// escape when it is allowed. No-op without a ring or once a flag is captured.
void append_flag_moves(const Position& pos, MoveList& legal);

// The winner by flag capture, if a flag has been captured.
std::optional<Color> flag_capture_winner(const Position& pos);

}  // namespace xq
