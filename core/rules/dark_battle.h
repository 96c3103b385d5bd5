// 暗戰 (dark_battle): the swap that turns an enemy face-down piece over, the wait after a
// flip, and the deal of the face-down identities. Seed 003, 暗战象棋 (docs/variants.md §20):
//   「扩展出的己方两个角点上，双方分别增加两枚暗棋，开局扣放，他可能是马、炮、兵、驼、骡等双方熟知
//    规则的象棋类、可活跃全盘的兵种。」
//   「4、暗棋可以自己翻明，也可以吃子的规则与对方暗棋换位，并将其翻明。
//    自己翻明己方暗棋等同走棋；换位翻明敌方暗棋为一着完成。
//    无论用那种方式翻暗棋，刚翻明的棋都不能紧接着移动，刚翻明的这枚棋自身至少需要停一着才能移动。
//    翻明的棋按其"文字"实际规则走或吃。」
// The rest is data: the face-down stand-in (`hidden.*`, one orthogonal step, never a
// capture, 「也不被吃」, confined to the 66-point zone by its `X.zone`) and the owner's flip
// (the hidden_pieces module, Move::reveal).
//
// The mechanism, with its gaps filled (docs/variants.md §20 says why):
// - The swap (Move::swap_reveal(from, to), ICCS `b2^b7`, Chinese 「換b2b7」): a face-up
//   piece of the side to move that could capture the enemy face-down piece on `to` by its
//   own rule (generic_piece_attacks: lines, screens, legs as for a capture) moves onto
//   `to`; the face-down piece lands on `from` face-up. One move. A piece waiting (below)
//   does not swap: a swap moves it.
// - Legal when it leaves the mover's general unattacked **whatever the piece turned over
//   turns out to be**: the board after the swap is judged with the turned piece as its
//   face (which attacks nothing), and the swap is refused if any type it may still be
//   (the pool minus the types of its side already turned over) would attack the mover's
//   general from `from`. So what is legal never depends on a secret, and no legal-move list
//   tells an identity (docs/architecture.md §Hidden state).
// - The wait (「刚翻明的这枚棋自身至少需要停一着才能移动」): a piece turned face-up, by its
//   owner's flip or by the enemy's swap, does not move on its owner's next turn; then it
//   is free. It still attacks (it gives check and pins like any piece): the wait is about
//   moving, and check stays a property of the board.
// - The deal: each side's face-down pieces are drawn without replacement from the pool
//   (`dark_battle.pool`, one piece of each listed type per side), shuffled by a seed
//   (splitmix64, Fisher-Yates; the FEN item's `deal:N`, so a start FEN with placeholders
//   and a seed is a complete random setup). The search of a viewer's position draws its
//   unknown identities the same way, from that position's own hash: consistent with what
//   the viewer has seen, never with the truth.
//
// As a rule module (rule_module.h): state = 5 bytes: three points (+1, 0 = none) of pieces
// turned over lately (the side to move's pieces there wait now; the other side's wait on
// their next turn), and per side a bit per pool type already turned over (public: it is
// what the search may draw from). Own move = the swap; legal moves = drop the waiting
// pieces' moves, add the swaps; after_move = the wait and the turned types; FEN item
// `dark=e5.N.c` (points waiting, types turned: upper case Red) plus the input `deal:N`;
// refusal names the wait; deal fills unknown identities. It reads no role table.
#pragma once

#include "core/position.h"
#include "core/rules/rule_module.h"

namespace xq {

extern const RuleModule kDarkBattle;

// Was the piece on s turned over lately, so that it may not move on its owner's next
// turn (now, if it is the side to move's)?
bool dark_battle_waits(const Position& pos, Square s);

}  // namespace xq
