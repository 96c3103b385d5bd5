// Chase (捉) detection for the repetition rules: which attacks count as a threat to win
// a piece, whether a piece is protected (有根), and mate threats (要殺).
//
// Seed 002 禁止著法 ①: 長捉 "(包括二子捉一子和一子分捉二子，其中要吃未過河的兵卒不算捉子之例)";
// 允許著法 ②③: the general and a soldier may attack a piece every move. An attack of
// `by` on an enemy piece V from A counts as a chase when:
//  - A is not a general or soldier (they may chase freely), V is not the general (that
//    is check) and not a soldier that has not crossed the river;
//  - capturing V is a legal move (a capture that would expose the own general is no
//    threat);
//  - Chinese rules: V is unprotected (no legal recapture on its point after A takes it),
//    or V is worth more than A (車 attacked by 馬/炮, 馬/炮 by 仕/相 …);
//    Asian rules (④ "長捉一無根子"): V is unprotected;
//  - it is not an offer or exchange (獻/兌): if V can itself legally take A, and A is
//    unprotected or worth at least as much as V, V is not really in danger.
// Values: chariot 9, horse 4, cannon 4, advisor 2, elephant 2, crossed soldier 2,
// soldier before the river 1 (only the order matters).
#pragma once

#include <vector>

#include "core/position.h"
#include "core/rules/rule_set.h"
#include "core/types.h"

namespace xq {

struct Attack {
  Square attacker = kNoSquare;
  Square victim = kNoSquare;
};

// Relative value of the piece on s (0 for an empty point, 100 for a general).
int chase_value(const Position& pos, Square s);

// Is the piece on s protected: after the enemy takes it (by the legal capture
// `capture`, whose target is s), can its side legally recapture on s?
bool is_protected_after(const Position& pos, Move capture);

// How strictly chases_by() treats a capture that would expose the attacker's own general.
enum class CaptureLegality {
  Legal,        // the capture must be legal (a chase)
  PseudoLegal,  // movement rules only: "was this piece already attacked?" while in check
};

// All chases (see above) of color `by` in pos, whoever is to move in pos. With
// `attacker_exemptions` false, attacks by the general and soldiers count too (used to
// see whether a piece is in danger, not whether a move is a forbidden chase).
std::vector<Attack> chases_by(const Position& pos, Color by, RuleSet rules, bool attacker_exemptions = true,
                              CaptureLegality legality = CaptureLegality::Legal);

// Would `by`, if it were to move in pos, have a move that checkmates (要殺)?
bool threatens_mate(const Position& pos, Color by);

// Would `by`, if it were to move in pos, win material by a check (要抽吃子, 抽將)? True
// when `by` has a checking move after which every legal answer leaves it a capture that
// wins material (a Chinese-rules chase, any capturing piece) of a piece it could not
// win in pos already: a discovered check that uncovers an attack, a check that forks.
bool threatens_check_win(const Position& pos, Color by);

// Is the chased piece on `victim` trapped (seed 002 允許著法 ⑤ 「被捉住的無法逃跑、無子可保、
// 陷於絕境的棋子」)? Its side is to move in pos; it is trapped when no legal move of that
// side — moving the piece away, protecting it, blocking, taking the chaser — leaves it
// out of danger (not chased by any enemy piece, the general and soldiers included).
bool is_trapped(const Position& pos, Square victim, RuleSet rules);

}  // namespace xq
