// Time control (計時): the two players' clocks under seed 002's two systems, as pure
// arithmetic over a millisecond "now" passed in (no system clock), so the rules can be
// tested exactly and the browser only supplies the time.
//
// 時間總計制 (ClockMode::Total), seed 002: 「開始每方在1小時30分鐘內必須走滿40着，以後每30分鐘內
// 必須走滿20着。每1個時限內都可以多走着數，但均不能挪到下1個時限內累計。」
//   A side's clock time is cut into periods (時限): the first lasts minutes1 and must hold
//   moves1 moves, each later one lasts minutes2 and must hold moves2 moves. A period ends
//   when its time has run, not when its quota is met, so
//    - time left in a period is never lost: the side may go on thinking into the next
//      period (a move counts in the period during which it is completed);
//    - moves made beyond a period's quota do not count toward the next period, whose
//      quota starts again from zero;
//   and the flag falls when a period's time runs out with fewer moves than its quota (the
//   instant a period's time is used up belongs to the next period: a move completed then
//   counts there, or comes too late).
//   moves1 = 0 is a first period without a quota (the Asian 「每方限走60分鐘（不限着數）」).
// 時間分計制 (ClockMode::PerMove), seed 002: 「每方走每一着棋的時間不得超過兩分鐘。同時，每方每局棋
// 有30分鐘的延長時間…延長時間用完後，如果有一着超過兩分鐘，就判負。」 Time a move takes beyond
// per_move_seconds comes from the reserve; the flag falls when a move overruns an empty
// reserve.
#pragma once

#include <optional>
#include <span>

#include "core/types.h"

namespace xq {

enum class ClockMode { None = 0, Total = 1, PerMove = 2 };

struct ClockSettings {
  ClockMode mode = ClockMode::None;
  // 時間總計制: seed 002's Chinese championship control by default.
  int moves1 = 40, minutes1 = 90, moves2 = 20, minutes2 = 30;
  // 時間分計制: seed 002's 「兩分鐘」 per move and 「30分鐘的延長時間」.
  int per_move_seconds = 120, reserve_minutes = 30;

  bool operator==(const ClockSettings&) const = default;
};

// The settings made usable: numbers clamped to sane ranges (a period of at least one
// minute, later periods with a quota of at least one move, so a period always ends).
ClockSettings normalized(ClockSettings s);

// The controls seed 002 names, for the clock menu (whose labels live with the UI):
// "china" 40 moves in 90 min then 20 per 30 min (中國比賽和其他重要比賽), "general" 30 in 60
// then 10 per 10 (一般性比賽及表演賽), "asian" 60 min then 10 per 10 (亞洲賽象棋規則 ②),
// "per_move" 2 min a move with a 30-min reserve (時間分計制).
struct ClockPreset {
  const char* id;
  ClockSettings settings;
};
std::span<const ClockPreset> clock_presets();
const ClockPreset* find_clock_preset(const char* id);

// One side's clock state (what a save keeps).
struct ClockSide {
  double used_ms = 0;    // Total: time run on this side's clock; PerMove: reserve used
  int period = 0;        // Total: index of the current period (0 = the first)
  int period_moves = 0;  // Total: moves completed in the current period
  int moves = 0;         // all moves completed

  bool operator==(const ClockSide&) const = default;
};

class Clock {
public:
  Clock() = default;
  explicit Clock(const ClockSettings& s) { reset(s); }
  void reset(const ClockSettings& s);
  const ClockSettings& settings() const { return settings_; }
  bool enabled() const { return settings_.mode != ClockMode::None; }

  // Starts (or resumes) `side`'s clock at `now` (first move, after a reload).
  void start(Color side, double now);
  // Stops the running clock at `now`, charging the time since it started.
  void stop(double now);
  // `mover` completed a move at `now`: charge its time, count the move, start the other
  // side's clock. A move completed after the flag fell does not count (flagged() says so).
  void moved(Color mover, double now);
  bool running() const { return running_; }
  Color side() const { return side_; }

  // Total: time left in c's current period; PerMove: c's reserve left (ms, >= 0).
  double remaining(Color c, double now) const;
  // Total: moves c still has to make in its current period (0 when the quota is met).
  int moves_to_go(Color c, double now) const;
  // PerMove: what is left of the current move's own time for c (ms).
  double move_left(Color c, double now) const;
  // The side whose flag has fallen at `now`, if any.
  std::optional<Color> flagged(double now) const;

  // c's state at `now` (the running clock's time included), and back, for persistence.
  ClockSide side_state(Color c, double now) const;
  void restore(const ClockSide& red, const ClockSide& black);

private:
  struct Run {
    ClockSide side;
    bool fallen = false;
  };
  // c's state after its clock has run `spent` more ms.
  Run run(Color c, double spent) const;
  double spent(double now) const { return running_ ? now - turn_start_ : 0.0; }

  ClockSettings settings_;
  ClockSide sides_[2];
  std::optional<Color> fallen_;  // a flag that fell at a stop or a move
  bool running_ = false;
  Color side_ = Color::Red;
  double turn_start_ = 0;
};

}  // namespace xq
