// Move quality for the analysis board: how much a played move gave away, judged from two
// engine scores of the mover (the best the position offered, and what the move left),
// as a drop of the mover's winning chance. A pure function of the scores, so the page
// (web/analysis.cpp) and the tests share one definition.
//
//   win_chance(cp)                 0..1, the mover's chance for a score of `cp` (mate = 0 or 1)
//   classify_move(best, played)    MoveMark::None / Inaccuracy / Mistake / Blunder
//
// The curve and thresholds are lichess's (win% = 50 + 50·(2/(1+e^(−0.00368208·cp)) − 1);
// a drop of 10 / 20 / 30 points of win% is an inaccuracy / mistake / blunder): on our
// piece values a lost chariot from a level game is a blunder, a lost soldier at most an
// inaccuracy, and a move in an already lost (or won) position rarely counts, since the
// chance hardly moves there. docs/ui.md ("Analysis") lists them.
#pragma once

#include <string_view>

namespace xq {

enum class MoveMark { None, Inaccuracy, Mistake, Blunder };

// Scores are centipawns from the mover's view; search.h's mate scores are accepted.
double win_chance(int score);
MoveMark classify_move(int best_score, int played_score);
// "?!", "?", "??" ("" for None).
std::string_view mark_glyph(MoveMark mark);

// A score clamped for display (the analysis graph): ±clamp_cp, a mate at the clamp.
int clamp_score(int score, int clamp_cp);

}  // namespace xq
