// Repetition: the plain threefold draw hook (forbidden repetitions not judged yet).
#include "core/rules/repetition.h"

namespace xq {

int occurrences_of_last(const std::vector<std::uint64_t>& hashes) {
  if (hashes.empty()) return 0;
  const std::uint64_t now = hashes.back();
  int seen = 0;
  // The side to move is part of the hash, so only every second entry can match;
  // checking all is simpler and just as cheap at game lengths.
  for (std::uint64_t h : hashes) seen += h == now;
  return seen;
}

GameResult judge_repetition(const RepetitionInput& input) {
  if (input.repetition_count > 0 && occurrences_of_last(input.hashes) >= input.repetition_count)
    return make_draw(ResultReason::Repetition);
  return GameResult{};
}

}  // namespace xq
