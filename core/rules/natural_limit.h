// Natural move limit (自然限著).
//
// Seed 000 §4.2.4: "符合自然限著的回合規定，即在連續60回合中（也可根據比賽等級酌減）雙方
// 都沒有吃過一個棋子" — a draw when for 60 consecutive full moves (120 plies) neither
// side has captured. The count is configurable (competitions may lower it).
// Checkmate/stalemate on the last move take precedence (Game judges them first).
#pragma once

#include "core/position.h"

namespace xq {

constexpr int kDefaultNaturalLimitMoves = 60;

// True once the half-move clock (plies since the last capture) reaches 2 * full_moves.
// full_moves <= 0 disables the rule.
bool natural_limit_reached(const Position& pos, int full_moves = kDefaultNaturalLimitMoves);

}  // namespace xq
