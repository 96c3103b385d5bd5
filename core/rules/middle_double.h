// 江河象棋's 中部特殊規則 (middle_double; seed 000):
//   「當某一方，所有所剩可以過河的棋，都處在中部戰場時，這一方每次可以走一至兩枚棋，有時雙方
//    可能同時符合此規則。」
// On a board with two rivers (`river = N` with 2N < height: each side's home is its own N
// ranks, the ranks between the rivers are the middle field, docs/variants.md §10), a side
// whose every remaining piece that can cross a river stands in the middle field may move
// one or two pieces in its turn. Our reading of the gaps (docs/variants.md §10):
//   - the pieces that "can cross" are the types whose confinement lets them stand outside
//     their own home (江河: 車 馬 炮 兵; not 帥 仕 相), and at least one must be left;
//   - the condition is judged on the board at the start of the turn;
//   - 「兩枚棋」: two different pieces, written as a double move (types.h Move::double_move,
//     ICCS `e6e8&b5b7`, the shape 殺驚與遁馬 introduced); the second may be any own piece,
//     not only one of the crossing kind, and never the piece that moved first;
//   - each step is a legal move on its own (the mover's general not attacked after the
//     first and after the second), and the second never captures the enemy general.
// As a rule module (rule_module.h): no state (the condition is a function of the board),
// legal_moves appends the doubles, own move = the double move (apply/revert), a refusal
// that names the condition. It reads no role table, so it runs on the generic tables.
#pragma once

#include "core/position.h"
#include "core/rules/rule_module.h"

namespace xq {

extern const RuleModule kMiddleDouble;

// The points between the two rivers (in neither side's home): the middle field.
bool in_middle_field(const Geometry& g, Square s);
// Does `c` meet 「所有所剩可以過河的棋，都處在中部戰場」 on this board?
bool middle_double_right(const Position& pos, Color c);

}  // namespace xq
