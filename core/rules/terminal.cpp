// The terminal judge: the board stage (terminal_board.h), then "no legal move".
#include "core/rules/terminal.h"

#include "core/movegen.h"
#include "core/rules/terminal_board.h"

namespace xq {

GameResult no_move_result(const Position& pos) {
  if (pos.in_check()) return make_win(opposite(pos.side_to_move()), ResultReason::Checkmate);
  // 「輪到走棋的一方,無子可走,就算被「困斃」」 loses (seed 000 §5.3), unless the variant
  // declares stalemate a draw.
  if (!pos.geometry().terminal.stalemate_loses) return make_draw(ResultReason::Stalemate);
  return make_win(opposite(pos.side_to_move()), ResultReason::Stalemate);
}

std::optional<GameResult> terminal_verdict(const Position& pos) {
  if (ModuleVerdict v; decided_on_board(pos, v)) return make_win(v.winner, v.reason);
  if (has_legal_move(pos)) return std::nullopt;
  return no_move_result(pos);
}

std::optional<GameResult> terminal_verdict(const Position& pos, const MoveList& legal) {
  if (ModuleVerdict v; decided_on_board(pos, v)) return make_win(v.winner, v.reason);
  if (!legal.empty()) return std::nullopt;
  return no_move_result(pos);
}

}  // namespace xq
