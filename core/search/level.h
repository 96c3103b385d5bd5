// Playing levels 1..8 and clock management: how a level or a game clock turns into
// SearchLimits.
//
// Level 1 plays like a beginner (1 ply, picks among moves up to 2 soldiers worse),
// level 8 is the full search for the whole movetime. Levels in between deepen and
// narrow the random margin; the table is in level.cpp and docs/engine.md.
#pragma once

#include "core/search/search.h"

namespace xq {

constexpr int kMinLevel = 1;
constexpr int kMaxLevel = 8;

// Limits for `level` (clamped to 1..8) with at most `movetime_ms` of thinking
// (<= 0: the level's own default budget). Weak levels usually answer much sooner.
SearchLimits limits_for_level(int level, int movetime_ms);

// Does this level open from the book (opening_book.h) while the position is in it? The
// three strongest do, so that their games vary; the weaker ones keep their own
// human-like choices.
constexpr bool level_uses_book(int level) { return level >= 6; }

// A time budget for one move from a game clock: remaining time and increment of the
// side to move (ms), moves_to_go (0 = unknown, sudden death). Never more than half
// the remaining time, at least 1 ms.
int movetime_from_clock(int time_ms, int increment_ms, int moves_to_go = 0);

// The two times a search on a clock uses (SearchLimits::optimum_ms and movetime_ms):
// the optimum is movetime_from_clock's budget, which the search aims at (it starts no
// iteration after half of it); the maximum lets an iteration already running finish
// (three optima, at most a quarter of the remaining time, never below the optimum).
struct ClockBudget {
  int optimum_ms = 0;
  int maximum_ms = 0;
};
ClockBudget clock_budget(int time_ms, int increment_ms, int moves_to_go = 0);

}  // namespace xq
