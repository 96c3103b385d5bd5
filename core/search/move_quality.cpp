// Move quality: win chance and the mark of a move; see move_quality.h.
#include "core/search/move_quality.h"

#include <algorithm>
#include <cmath>

#include "core/search/search.h"

namespace xq {

namespace {
// Win-percentage points a move may lose before it earns each mark.
constexpr double kInaccuracyDrop = 10;
constexpr double kMistakeDrop = 20;
constexpr double kBlunderDrop = 30;
}  // namespace

double win_chance(int score) {
  if (is_mate_score(score)) return score > 0 ? 1.0 : 0.0;
  return 0.5 + 0.5 * (2.0 / (1.0 + std::exp(-0.00368208 * score)) - 1.0);
}

MoveMark classify_move(int best_score, int played_score) {
  const double drop = 100.0 * (win_chance(best_score) - win_chance(played_score));
  if (drop >= kBlunderDrop) return MoveMark::Blunder;
  if (drop >= kMistakeDrop) return MoveMark::Mistake;
  if (drop >= kInaccuracyDrop) return MoveMark::Inaccuracy;
  return MoveMark::None;
}

std::string_view mark_glyph(MoveMark mark) {
  switch (mark) {
    case MoveMark::Inaccuracy:
      return "?!";
    case MoveMark::Mistake:
      return "?";
    case MoveMark::Blunder:
      return "??";
    case MoveMark::None:
      break;
  }
  return "";
}

int clamp_score(int score, int clamp_cp) {
  if (is_mate_score(score)) return score > 0 ? clamp_cp : -clamp_cp;
  return std::clamp(score, -clamp_cp, clamp_cp);
}

}  // namespace xq
