// Level table and clock budget.
#include "core/search/level.h"

#include <algorithm>

namespace xq {

namespace {

struct LevelSpec {
  int depth;          // iterative deepening depth cap
  int random_margin;  // centipawns: how much worse a randomly chosen move may be
  int max_time_ms;    // cap on the movetime (the caller's movetime may be shorter)
  int default_ms;     // budget when the caller gives none
};

constexpr LevelSpec kLevels[kMaxLevel] = {
    {1, 200, 300, 200},    // 1: one ply, often misses threats, picks loosely
    {2, 120, 500, 300},    // 2
    {3, 80, 800, 500},     // 3
    {4, 50, 1000, 700},    // 4
    {5, 25, 1500, 1000},   // 5
    {7, 10, 3000, 1500},   // 6
    {10, 0, 10000, 2500},  // 7
    {64, 0, 0, 5000},      // 8: full strength, the whole movetime (no cap)
};

}  // namespace

SearchLimits limits_for_level(int level, int movetime_ms) {
  const LevelSpec& spec = kLevels[std::clamp(level, kMinLevel, kMaxLevel) - 1];
  SearchLimits limits;
  limits.depth = spec.depth;
  limits.random_margin_cp = spec.random_margin;
  int budget = movetime_ms > 0 ? movetime_ms : spec.default_ms;
  if (spec.max_time_ms > 0) budget = std::min(budget, spec.max_time_ms);
  limits.movetime_ms = budget;
  return limits;
}

int movetime_from_clock(int time_ms, int increment_ms, int moves_to_go) {
  if (time_ms <= 0) return std::max(1, increment_ms / 2);
  const int horizon = moves_to_go > 0 ? std::min(moves_to_go, 40) : 30;
  int budget = time_ms / horizon + increment_ms * 3 / 4;
  budget = std::min(budget, time_ms / 2);
  return std::max(1, budget);
}

ClockBudget clock_budget(int time_ms, int increment_ms, int moves_to_go) {
  ClockBudget b;
  b.optimum_ms = movetime_from_clock(time_ms, increment_ms, moves_to_go);
  const long long three = 3LL * b.optimum_ms;
  b.maximum_ms = static_cast<int>(std::max<long long>(b.optimum_ms, std::min<long long>(three, time_ms / 4)));
  return b;
}

}  // namespace xq
