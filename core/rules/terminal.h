// The terminal judge (docs/architecture.md §Terminal judge): the one answer to "is the
// game over by the rules of play, who won, and why", which Game::result, move
// generation, Position's legality paths and the search all ask.
//
// Two stages, in this order:
//   1. on the board (terminal_board.h): the modules' verdicts (解將旗, 宮旗) and the
//      variant's declared `win` predicates (royal captured, bare royal, reach, occupy,
//      extinct), with no move generated;
//   2. no legal move for the side to move: 將死 when in check, else 困斃, a loss for the
//      side to move (seed 000 §4.1.1, §4.1.3), or a draw where the variant says
//      `stalemate = draw`.
// Arbiter rulings (repetition, the natural limit, 限着, dead material) are not the end of
// play and stay with Game::arbiter_ruling_now.
#pragma once

#include <optional>

#include "core/move_list.h"
#include "core/position.h"
#include "core/rules/outcome.h"

namespace xq {

// The judge: the result if the game is over in `pos`, else nullopt.
std::optional<GameResult> terminal_verdict(const Position& pos);
// The same for a caller that has already generated the legal moves of `pos` (the
// search): stage 2 reads `legal` instead of generating again.
std::optional<GameResult> terminal_verdict(const Position& pos, const MoveList& legal);

// Stage 2 alone, for a position with no legal move: checkmate, or 困斃 (loss or draw).
GameResult no_move_result(const Position& pos);

}  // namespace xq
