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
//
// As a rule module (rule_module.h): state = one byte per color, the flag's ring cell, or
// -1 (captured), or the 宮旗 (palace_flag) states kFlagOnBoard / kFlagLostOnBoard that
// module writes; hash = the zobrist.h flag keys; own moves = the flag-step compounds and
// the two-cell escape; verdict = a captured flag (FlagCaptured, or FlagStartReached for
// a flag lost on the board); the move list gains the compounds after the other modules'
// moves (registry order); FEN item flag= (with 宮旗's board states), an evaluation term
// (the flag race), the flag capture as a decisive move for the search, and the flags as
// the variant's track pieces (track_cell = flag_cell, track_lost = flag_captured), which
// is how Game, the gesture and the page see them (rules/off_board.h).
#pragma once

#include <optional>

#include "core/movegen.h"
#include "core/position.h"
#include "core/rules/rule_module.h"

namespace xq {

extern const RuleModule kFlagRing;

// 宮旗 (palace_flag) states of a flag besides a ring cell: on the board (as a Flag piece on
// a palace point), or captured there (the game goes on; core/rules/palace_flag.h).
constexpr std::int8_t kFlagOnBoard = -2;
constexpr std::int8_t kFlagLostOnBoard = -3;

// The ring's cell count (the variant's flag track), 0 when the variant has no flag ring.
int ring_size(const Geometry& g);
// c's flag cell on the ring (ring.h), or -1 when the variant has no ring or the flag has
// been captured (then the game is over: flag_captured()); 宮旗: also kFlagOnBoard /
// kFlagLostOnBoard.
int flag_cell(const Position& pos, Color c);
// The game is lost for c by its flag: captured on the ring, or (宮旗) captured on the
// board with the enemy flag on c's ring start cell (「那敵"解將旗"走到己方[旗]初始位置格也為勝」).
bool flag_captured(const Position& pos, Color c);
// Setup (fen.h validates): a cell 0..ring_size-1, -1 for a captured flag, or a 宮旗 state.
void set_flag_cell(Position& pos, Color c, int cell);

// Adds the flag moves to `legal` (the side to move's other legal moves, already
// complete): the flag-step compound of each of them when in check, else the two-cell
// escape when it is allowed. No-op without a ring or once a flag is captured.
void append_flag_moves(const Position& pos, MoveList& legal);

// The winner by flag capture, if a flag has been captured.
std::optional<Color> flag_capture_winner(const Position& pos);

}  // namespace xq
