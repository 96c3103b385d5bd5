// Checkmate and stalemate: no legal move for the side to move; both lose.
#include "core/rules/checkmate.h"

#include "core/movegen.h"
#include "core/rules/terminal.h"

namespace xq {

bool is_checkmate(const Position& pos) { return pos.in_check() && !has_legal_move(pos); }
bool is_stalemate(const Position& pos) { return !pos.in_check() && !has_legal_move(pos); }

std::optional<GameResult> judge_no_legal_move(const Position& pos) {
  if (has_legal_move(pos)) return std::nullopt;
  return no_move_result(pos);  // the terminal judge's rule (困斃 may be a variant's draw)
}

}  // namespace xq
