// The terminal judge's data: a variant's win predicates as the board builder resolves
// them (docs/architecture.md §Terminal judge, docs/variants.md §1 `win`).
//
// Checkmate (將死) and 困斃 are every variant's: no legal move for the side to move ends
// the game, a loss (or a draw where the variant says `stalemate = draw`). The predicates
// here are the others, the ones decided on the board alone, without generating a move
// (a royal captured, a bare royal, a piece reaching a zone, pieces occupying a zone, a
// type extinct). The parser validates their names and parameters; the builder turns
// zones and letters into per-point masks and kinds, so judging is a few counts and
// lookups. This header is plain data (no Position) so Geometry can hold it.
#pragma once

#include <cstdint>

#include "core/rules/outcome.h"
#include "core/types.h"

namespace xq {

// Declared predicates a variant can hold (a handful in every seed).
constexpr int kMaxTerminalRules = 8;

enum class TerminalTest : std::uint8_t {
  RoyalCaptured,  // the loser has no royal on the board (variants whose royal may be taken)
  BareRoyal,      // the loser has only its royal left: 「吃到对方只剩将或帅也为胜」 (seed 003)
  Reach,          // a piece of the winner (of `kind`, or any) stands in the winner's zone
  Occupy,         // at least `count` pieces of the winner (of `kind`, or any) in the zone
  Extinct,        // the loser has no piece of `kind` left (all captured)
};

struct TerminalRule {
  TerminalTest test = TerminalTest::RoyalCaptured;
  ResultReason reason = ResultReason::None;
  bool any_kind = false;                // Reach / Occupy: any piece but a 宮旗 flag
  PieceKind kind = PieceKind::General;  // Reach / Occupy / Extinct
  std::uint8_t count = 1;               // Occupy: how many pieces
  bool zone[2][kMaxSquares] = {};       // Reach / Occupy: the zone for each winner color
};

struct TerminalRules {
  int count = 0;  // 0 for standard xiangqi: nothing is judged on the board
  TerminalRule rules[kMaxTerminalRules] = {};
  bool stalemate_loses = true;  // 困斃 loses (seed 000 §4.1.3), or draws (`stalemate = draw`)
  // The variant's piece kinds other than the royal and the 宮旗 flag (BareRoyal and
  // Reach/Occupy of any piece count over them).
  PieceKind kinds[kMaxPieceKinds] = {};
  int kind_count = 0;
};

}  // namespace xq
