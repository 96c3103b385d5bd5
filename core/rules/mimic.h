// 第三代象棋's 驫: a piece that moves by the rule of the enemy's last-moved piece (seed 000
// §2.15 item 7; docs/variants.md §29).
//
//   「[驫biao]的規則就是敵方剛走的兵種的規則（包括對方【驫】剛走的規則），即：【驫】走、吃法就是
//    對方剛走的棋的基本規則，士斜格走吃，象飛田走吃，不限位置，堵象眼蹩馬腿規則同樣有效。」
//   「注意:【驫】不能吃敵方剛走的這枚棋。」
//
// The 驫's own type has no move program (`X.move = none`); the module moves it:
// - The rule: per side, the type of the piece its last move moved (the piece standing on
//   the move's target after it; a face-down piece lends its face's rule, never its secret
//   back). When that piece was the side's own 驫, the rule it used (「包括對方【驫】剛走的
//   規則」). A flip (turning over, turning back, 雙翻) moves no piece by a rule and lends
//   none: the enemy's 驫 then has no move for a turn, as before the enemy's first move.
// - Kept only while a 驫 stands face-up (otherwise the state is zero), so positions that
//   differ only by a last move nobody can use are one position.
// - A side's 驫 walks the enemy's rule from its own point as a piece of its own colour
//   (a borrowed soldier steps towards the enemy), on that type's tables without its
//   confinement zone (「不限位置」: the advisor's diagonal step and the elephant's 田 leap
//   anywhere; legs and eyes still block, 「堵象眼蹩馬腿規則同樣有效」), and never takes the
//   enemy piece that just moved (「不能吃敵方剛走的這枚棋」). Before the enemy's first move
//   it has no rule and no move.
// - It attacks (gives check) as it could capture now: the rule of the enemy's last move,
//   never on that move's piece.
//
// State: 4 bytes (per side: the rule's kind + 1, the last move's target + 1). FEN item
// `last=N:h7.p:e6` (Red's rule N, its piece on h7; Black's p on e6; the letter's case
// names the side), written while a 驫 stands face-up; a side left out lent no rule.
#pragma once

namespace xq {

struct RuleModule;
extern const RuleModule kMimic;

}  // namespace xq
