// Repetition judgement (棋例): 不變作和 and the forbidden repetitions (禁止著法).
//
// Judged only when the current position occurs for the `repetition_count`-th time
// (seed 000 §4.2.3 "雙方走棋出現循環反覆已達三次"). The moves between the first of those
// occurrences and now are the cycle; each move is classified (move_threat.h) as check
// 將, mate threat 殺, chase 捉, threat to win material by a check 要抽吃 or idle 閒, and
// each side's part of the cycle is judged:
//
// Chinese rules (seed 002 禁止著法 ①②, 允許著法 ①–⑤):
//  - a side whose every move is a direct threat (將/殺/捉) makes a forbidden move and
//    loses: 長將, 長殺 (長要殺), 長捉 (二子捉一子 and 一子分捉二子 included), 長要抽吃子,
//    一將一捉, 一將一殺, 一殺一捉, 一將一要抽吃子, 一殺一要抽吃子, 一捉一要抽吃子, or a mix
//    of three kinds (連續直接威脅);
//  - 長將 is allowed only as 解將還將 (the other side's checks include one given while
//    in check: 二將二還將, 二將一還將) — then the game is drawn; against any other
//    forbidden pattern of the other side 長將 still loses (「任何情況下均不許可「長將」」);
//  - a side whose threats include one that answers a threat (還打: 兩打一還打, or hitting
//    the piece that chases a trapped piece, ④⑤) is not penalised;
//  - one threat and one idle move (一打一閒), 長攔, 長跟, 長獻 and idle moves are allowed.
// Asian rules (亞洲賽象棋規則 ③④⑤): mate threats and 要抽吃 count as idle moves; a side loses only
// for 長將 (all checks) or for chasing one and the same unprotected piece with every
// move (二子捉一子 included; 一子分捉二子 is a draw); 一將一捉, 長殺, 一將一殺 are draws.
//
// 解將旗 (flag_ring add-on): a side whose part of the cycle contains a check is never
// penalised (長將, 一將一捉, 一將一殺 and mixes become draws); check-free patterns (長捉,
// 長殺) are judged as above. See docs/rules.md.
//
// If both sides break a rule (neither by 長將), or neither does, the game is drawn. Not
// judged (see docs/rules.md): the finer chase exceptions a referee applies (e.g. 捉 with
// a pinned piece that may still capture, 兌 judged by the board), and the order of
// precedence between two forbidden patterns other than 長將.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/position.h"
#include "core/rules/outcome.h"
#include "core/rules/rule_set.h"

namespace xq {

struct RepetitionInput {
  const Position& start;                      // position before the first move
  const std::vector<Move>& moves;             // moves played from start
  const std::vector<std::uint64_t>& hashes;   // hashes[i] = hash after i plies (moves.size() + 1 entries)
  int repetition_count = 3;
  RuleSet rules = RuleSet::Chinese;
};

// Why a repetition was judged the way it was.
enum class RepetitionKind {
  None,                 // no repetition (yet)
  Allowed,              // 不變作和: neither side threatens every move
  OneThreatOneIdle,     // 一打一閒 (長攔/長跟/長獻 are idle moves: same verdict)
  CounterCheck,         // 解將還將: perpetual check answered by checks
  CounterAttack,        // 兩打一還打 / 還打 to save a trapped piece
  BothForbidden,        // both sides make forbidden moves: draw
  PerpetualCheck,       // 長將
  PerpetualChase,       // 長捉
  SplitChase,           // 一子分捉二子 (a draw under the Asian rules, 長捉 under the Chinese)
  PerpetualMateThreat,  // 長殺
  CheckChase,           // 一將一捉
  CheckMateThreat,      // 一將一殺
  MateThreatChase,      // 一殺一捉
  PerpetualThreat,      // 將、殺、捉、要抽吃 mixed (three kinds or more): 連續直接威脅
  PerpetualWinThreat,   // 長要抽吃子: every move threatens to win material by a check
  CheckWinThreat,       // 一將一要抽吃子 (a draw under the Asian rules ⑤)
  MateThreatWinThreat,  // 一殺一要抽吃子
  ChaseWinThreat,       // 一捉一要抽吃子
  FlagRingChecks,       // 解將旗 ring on: a side's checks (長將, 一將一捉, 一將一殺…) are not forbidden: draw
};

struct RepetitionJudgement {
  Outcome outcome = Outcome::Ongoing;
  RepetitionKind kind = RepetitionKind::None;
  Color offender = Color::Red;  // meaningful when one side loses
  const char* english = "";     // e.g. "perpetual check"
  const char* chinese = "";     // e.g. "長將"
  std::string name;             // e.g. "perpetual check (長將)"
  std::string text;             // e.g. "perpetual check (長將) — Red loses", "... — draw"
};

// English and Chinese names of a kind, e.g. "perpetual check", "長將".
const char* repetition_english(RepetitionKind kind);
const char* repetition_chinese(RepetitionKind kind);

// The full judgement (kind, offender, text).
RepetitionJudgement judge_repetition_detail(const RepetitionInput& input);

// The seam used by Game::result(): an over() result (draw with reason Repetition, or a
// win with reason ForbiddenRepetition whose text names the rule) or Ongoing.
GameResult judge_repetition(const RepetitionInput& input);

// The GameResult form of a judgement (what judge_repetition returns).
GameResult to_game_result(const RepetitionJudgement& judgement);

// How many times the last position in `hashes` has occurred (including now).
int occurrences_of_last(const std::vector<std::uint64_t>& hashes);

}  // namespace xq
