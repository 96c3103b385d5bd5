// Clock arithmetic for the two time systems of seed 002 (see time_control.h).
#include "core/rules/time_control.h"

#include <algorithm>
#include <array>
#include <cstring>

namespace xq {

namespace {

constexpr double kMinute = 60000.0;

constexpr std::array<ClockPreset, 4> kPresets{{
    {"china", ClockSettings{ClockMode::Total, 40, 90, 20, 30, 120, 30}},
    {"general", ClockSettings{ClockMode::Total, 30, 60, 10, 10, 120, 30}},
    // 亞洲賽象棋規則 ②: 「每方限走60分鐘（不限着數），限定時間用完而未走完一盤棋者，則每10分鐘
    // 必須走滿10着」 — a first period without a quota.
    {"asian", ClockSettings{ClockMode::Total, 0, 60, 10, 10, 120, 30}},
    {"per_move", ClockSettings{ClockMode::PerMove, 40, 90, 20, 30, 120, 30}},
}};

}  // namespace

ClockSettings normalized(ClockSettings s) {
  if (s.mode != ClockMode::Total && s.mode != ClockMode::PerMove) s.mode = ClockMode::None;
  s.moves1 = std::clamp(s.moves1, 0, 500);
  s.minutes1 = std::clamp(s.minutes1, 1, 600);
  s.moves2 = std::clamp(s.moves2, 1, 500);
  s.minutes2 = std::clamp(s.minutes2, 1, 600);
  s.per_move_seconds = std::clamp(s.per_move_seconds, 1, 3600);
  s.reserve_minutes = std::clamp(s.reserve_minutes, 0, 600);
  return s;
}

std::span<const ClockPreset> clock_presets() { return kPresets; }

const ClockPreset* find_clock_preset(const char* id) {
  for (const ClockPreset& p : kPresets)
    if (std::strcmp(p.id, id) == 0) return &p;
  return nullptr;
}

void Clock::reset(const ClockSettings& s) {
  settings_ = normalized(s);
  sides_[0] = sides_[1] = ClockSide{};
  fallen_.reset();
  running_ = false;
}

Clock::Run Clock::run(Color c, double spent) const {
  Run r{sides_[index_of(c)], false};
  if (spent <= 0) return r;
  const ClockSettings& s = settings_;
  if (s.mode == ClockMode::PerMove) {
    const double over = spent - s.per_move_seconds * 1000.0;
    if (over <= 0) return r;
    const double reserve = s.reserve_minutes * kMinute;
    r.side.used_ms = std::min(reserve, r.side.used_ms + over);
    r.fallen = r.side.used_ms >= reserve;
    return r;
  }
  if (s.mode != ClockMode::Total) return r;
  double used = r.side.used_ms + spent;
  // Walk period by period: each later period has a quota of at least one move
  // (normalized), so a side that makes no move falls within two periods.
  for (;;) {
    const double end = (s.minutes1 + r.side.period * double(s.minutes2)) * kMinute;
    if (used < end) break;
    const int quota = r.side.period == 0 ? s.moves1 : s.moves2;
    if (r.side.period_moves < quota) {
      used = end;
      r.fallen = true;
      break;
    }
    // 「多走的着數…不能挪到下1個時限內累計」: the next period's count starts from zero.
    ++r.side.period;
    r.side.period_moves = 0;
  }
  r.side.used_ms = used;
  return r;
}

void Clock::start(Color side, double now) {
  if (!enabled() || fallen_) return;
  side_ = side;
  turn_start_ = now;
  running_ = true;
}

void Clock::stop(double now) {
  if (!running_) return;
  const Run r = run(side_, spent(now));
  sides_[index_of(side_)] = r.side;
  if (r.fallen) fallen_ = side_;
  running_ = false;
}

void Clock::moved(Color mover, double now) {
  if (!enabled()) return;
  if (running_ && side_ == mover) stop(now);
  if (fallen_) return;
  ClockSide& s = sides_[index_of(mover)];
  ++s.moves;
  ++s.period_moves;
  start(opposite(mover), now);
}

ClockSide Clock::side_state(Color c, double now) const {
  if (running_ && side_ == c) return run(c, spent(now)).side;
  return sides_[index_of(c)];
}

double Clock::remaining(Color c, double now) const {
  const ClockSide s = side_state(c, now);
  if (settings_.mode == ClockMode::PerMove) {
    const double left = settings_.reserve_minutes * kMinute - s.used_ms;
    return std::max(0.0, left);
  }
  if (settings_.mode != ClockMode::Total) return 0;
  const double end = (settings_.minutes1 + s.period * double(settings_.minutes2)) * kMinute;
  return std::max(0.0, end - s.used_ms);
}

int Clock::moves_to_go(Color c, double now) const {
  if (settings_.mode != ClockMode::Total) return 0;
  const ClockSide s = side_state(c, now);
  const int quota = s.period == 0 ? settings_.moves1 : settings_.moves2;
  return std::max(0, quota - s.period_moves);
}

double Clock::move_left(Color c, double now) const {
  const double per = settings_.per_move_seconds * 1000.0;
  if (!running_ || side_ != c) return per;
  return std::max(0.0, per - spent(now));
}

std::optional<Color> Clock::flagged(double now) const {
  if (fallen_) return fallen_;
  if (!enabled() || !running_) return std::nullopt;
  if (run(side_, spent(now)).fallen) return side_;
  return std::nullopt;
}

void Clock::restore(const ClockSide& red, const ClockSide& black) {
  sides_[0] = red;
  sides_[1] = black;
  for (ClockSide& s : sides_) {
    s.used_ms = std::max(0.0, s.used_ms);
    s.period = std::clamp(s.period, 0, 100000);
    s.period_moves = std::max(0, s.period_moves);
    s.moves = std::max(0, s.moves);
  }
  fallen_.reset();
  running_ = false;
}

}  // namespace xq
