// Game outcome vocabulary shared by the rule modules and the Game facade.
#pragma once

#include <string>

#include "core/types.h"

namespace xq {

enum class Outcome { Ongoing, RedWins, BlackWins, Draw };

enum class ResultReason {
  None,
  Checkmate,             // 將死: in check with no legal move
  Stalemate,             // 困斃: no legal move while not in check (a loss, not a draw)
  Resignation,           // 認輸
  DrawAgreed,            // 議和
  NaturalLimit,          // 自然限著: N full moves without a capture
  Repetition,            // 不變作和: the same position a third time (draw hook)
  ForbiddenRepetition,   // 長將/長捉 etc.: judged by rules/repetition.* (loss for the offender)
  InsufficientMaterial,  // 雙方均無取勝可能: neither side can ever give check
  FlagCaptured,          // 解將旗 add-on: 「"解將"是可以吃掉對方"解將"的，並且也為勝」
  FlagStartReached,      // 宮旗 add-on: 「如果九宮[旗]被敵軍吃掉，那敵"解將旗"走到己方[旗]初始位置格也為勝」
  TimeForfeit,           // 超時: seed 002 「超過比賽規定的走棋時限」 (the clock, rules/time_control.h)
  Recorded,              // a record's own Result tag (an imported game): no rule of ours decided it
  MoveLimit,             // 限着: seed 002 「「限着」已滿，局勢仍無變化時」 (a called limit, rules/move_limit.h)
  // The declared `win` predicates of the terminal judge (rules/terminal_rules.h):
  RoyalCaptured,  // royal_captured: the loser's royal was taken (a variant without the check rule)
  BareRoyal,      // bare_royal / bare_general: seed 003 「吃到对方只剩将或帅也为胜」
  ZoneReached,    // reach(PIECE, ZONE): a piece got to the zone
  ZoneOccupied,   // occupy(N, PIECE, ZONE): N pieces stand in the zone (邊防's 「兩枚兵占據…"邊防點"」)
  TypeExtinct,    // extinct(PIECE): all the loser's pieces of a type are captured
};

// The rulings an arbiter makes on a game that could go on (draw rules and forbidden
// repetitions), as opposed to the end of play (the terminal judge, rules/terminal.h) or a
// player's act (resignation, agreement, time). A record keeps its moves past them.
// (A 限着 MoveLimit reason belongs here too.)
bool arbiter_ruling(ResultReason reason);

struct GameResult {
  Outcome outcome = Outcome::Ongoing;
  ResultReason reason = ResultReason::None;
  std::string text;  // English sentence for the UI, e.g. "Red wins by checkmate (將死)."

  bool over() const { return outcome != Outcome::Ongoing; }
};

// The win for `winner` / a draw, with the standard English text for `reason`.
GameResult make_win(Color winner, ResultReason reason);
GameResult make_draw(ResultReason reason);
// Short English name of a reason, e.g. "checkmate (將死)".
const char* reason_name(ResultReason reason);

}  // namespace xq
