// Repetition judgement (棋例 seam).
//
// Today this implements only the plain draw hook (seed 000 §4.2.3, 不變作和): the same
// position (same placement and side to move) occurring `repetition_count` times is a
// draw. The forbidden repetitions (長將 perpetual check, 長捉 perpetual chase, …)
// where one side must vary or lose are NOT judged yet: they will be implemented in
// this module, behind the same function, by replaying `moves` from `start`.
#pragma once

#include <cstdint>
#include <vector>

#include "core/position.h"
#include "core/rules/outcome.h"

namespace xq {

struct RepetitionInput {
  const Position& start;                      // position before the first move
  const std::vector<Move>& moves;             // moves played from start
  const std::vector<std::uint64_t>& hashes;   // hashes[i] = hash after i plies (moves.size() + 1 entries)
  int repetition_count = 3;
};

// Returns an over() result (draw, or a win for the side that did not break a
// forbidden repetition) or an Ongoing result when repetition decides nothing.
GameResult judge_repetition(const RepetitionInput& input);

// How many times the last position in `hashes` has occurred (including now).
int occurrences_of_last(const std::vector<std::uint64_t>& hashes);

}  // namespace xq
