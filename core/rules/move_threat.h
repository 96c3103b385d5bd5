// What one move threatens, in the vocabulary of the 棋例: check (將), mate threat (殺),
// chase (捉) or idle (閒), plus whether it answers the opponent's threat (還將 / 還打).
//
// classify_move() looks at the position before and after the move:
//  - check: the opponent's general is attacked afterwards;
//  - counter_check (還將, seed 002 "解將還將"): a check given while the mover was in check;
//  - mate_threat: not a check, but if the mover could move again it would have a
//    checkmating move (要殺) that it did not have before the move (a mate in one left
//    unplayed is no new threat) — for a move that answers a check, before that check
//    (`previous`): escaping a check with a mating attack waiting behind it creates
//    nothing;
//  - victims (only for moves that do not check: a check counts as a check whatever
//    else it attacks): the enemy pieces chased (chase.h) that were not already chased before the
//    move by the same piece (a moved piece is the same piece on its new point), so only
//    threats the move creates count, discovered ones included (when the mover was in
//    check, "before" ignores the check: answering a check does not create the threats
//    that were only waiting for it);
//  - check_win_threat (要抽吃子): none of the above, but if the mover could move again
//    it would have a check that wins material whatever the answer (chase.h
//    threatens_check_win), a threat it did not have before the move (for a move that
//    answers a check: before that check);
//  - counter_attack (還打, 允許著法 ④⑤): the move creates a chase and either removes a
//    threat to one of the mover's own pieces (an escape that attacks: "其中有一步是為了
//    解打") or chases an enemy piece that was itself threatening one of the mover's
//    pieces that is trapped — no move of the mover gets it out of danger
//    ("為了解救被捉住的無法逃跑、無子可保、陷於絕境的棋子，允許連續打擊對方直接捉子的棋子").
// Only the repetition judgement calls this (and only on a repetition), so it may make
// moves and generate freely.
#pragma once

#include <vector>

#include "core/position.h"
#include "core/rules/rule_set.h"
#include "core/types.h"

namespace xq {

struct MoveThreat {
  Color mover = Color::Red;
  bool check = false;
  bool counter_check = false;
  bool mate_threat = false;
  bool check_win_threat = false;  // 要抽吃子 (only when not a check, mate threat or chase)
  bool counter_attack = false;
  std::vector<Square> victims;  // points (after the move) of the newly chased pieces

  bool chase() const { return !victims.empty(); }
  // 打: a direct threat (check, mate threat, chase or 要抽吃子); otherwise the move is
  // idle (閒).
  bool threat() const { return check || mate_threat || chase() || check_win_threat; }
};

// Classifies m (legal for the side to move of `before`). `previous` is the position
// one ply earlier (before the opponent's last move), if known.
MoveThreat classify_move(const Position& before, Move m, RuleSet rules, const Position* previous = nullptr);

}  // namespace xq
