// Clock: the two players' time under the common tournament controls.
//
//   時間總計制 (Total): `minutes1` for the first `moves1` moves, then `minutes2` more for each
//                      further `moves2` moves; unused time carries over.
//   時間分計制 (PerMove): each move has `per_move_seconds`; time beyond it is taken from a
//                      `reserve_minutes` reserve; an empty reserve with the move time spent
//                      is a flag fall.
// The clock is pure arithmetic over a millisecond "now" passed in, so it is testable and
// knows nothing about the browser.
#pragma once

#include <optional>

#include "core/types.h"

namespace xqweb {

enum class ClockMode { None = 0, Total = 1, PerMove = 2 };

struct ClockSettings {
  ClockMode mode = ClockMode::None;
  int moves1 = 40, minutes1 = 90, moves2 = 20, minutes2 = 30;
  int per_move_seconds = 60, reserve_minutes = 10;
};

class Clock {
 public:
  void reset(const ClockSettings& s);
  const ClockSettings& settings() const { return settings_; }
  bool enabled() const { return settings_.mode != ClockMode::None; }
  // `mover` just completed a move at `now`: charge the time, add the next period's time.
  void moved(xq::Color mover, double now);
  // Starts or resumes counting for `side` from `now` (first move, after a reload).
  void start(xq::Color side, double now);
  void stop(double now);
  bool running() const { return running_; }
  xq::Color side() const { return side_; }
  // Main time (Total) or reserve (PerMove) left for c at `now`, in ms.
  double remaining(xq::Color c, double now) const;
  // PerMove only: what is left of the current move's own time for c.
  double move_left(xq::Color c, double now) const;
  // The side whose flag has fallen at `now`, if any.
  std::optional<xq::Color> flagged(double now) const;
  // Raw state for persistence.
  double bank(xq::Color c) const { return bank_[xq::index_of(c)]; }
  int moves_made(xq::Color c) const { return moves_[xq::index_of(c)]; }
  void restore(double red_bank, double black_bank, int red_moves, int black_moves);

 private:
  double spent(double now) const { return running_ ? now - turn_start_ : 0.0; }

  ClockSettings settings_;
  double bank_[2] = {0, 0};  // Total: main time; PerMove: reserve
  int moves_[2] = {0, 0};
  bool running_ = false;
  xq::Color side_ = xq::Color::Red;
  double turn_start_ = 0;
};

}  // namespace xqweb
