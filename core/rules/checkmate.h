// Checkmate (將死) and stalemate (困斃): the side to move has no legal move.
//
// Seed 000 §5.3: "如果被「將軍」而無法「應將」,就算被「將死」" and "輪到走棋的一方,無子可走,
// 就算被「困斃」". Both lose for the side to move (§4.1.1, §4.1.3); unlike chess,
// stalemate is not a draw (unless a variant declares it one: `stalemate = draw`). These
// are the terminal judge's second stage (rules/terminal.h), which Game and the search ask.
#pragma once

#include <optional>

#include "core/position.h"
#include "core/rules/outcome.h"

namespace xq {

bool is_checkmate(const Position& pos);
bool is_stalemate(const Position& pos);

// The result if the side to move has no legal move (checkmate, or 困斃 by the variant's rule).
std::optional<GameResult> judge_no_legal_move(const Position& pos);

}  // namespace xq
