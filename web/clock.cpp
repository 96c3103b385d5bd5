// Clock arithmetic; see clock.h.
#include "clock.h"

#include <algorithm>

namespace xqweb {

void Clock::reset(const ClockSettings& s) {
  settings_ = s;
  const double start = s.mode == ClockMode::Total     ? s.minutes1 * 60000.0
                       : s.mode == ClockMode::PerMove ? s.reserve_minutes * 60000.0
                                                      : 0.0;
  bank_[0] = bank_[1] = start;
  moves_[0] = moves_[1] = 0;
  running_ = false;
}

void Clock::start(xq::Color side, double now) {
  if (!enabled()) return;
  side_ = side;
  turn_start_ = now;
  running_ = true;
}

void Clock::stop(double now) {
  if (!running_) return;
  const int i = xq::index_of(side_);
  const double used = spent(now);
  if (settings_.mode == ClockMode::Total) bank_[i] -= used;
  if (settings_.mode == ClockMode::PerMove)
    bank_[i] -= std::max(0.0, used - settings_.per_move_seconds * 1000.0);
  running_ = false;
}

void Clock::moved(xq::Color mover, double now) {
  if (!enabled()) return;
  if (running_ && side_ == mover) stop(now);
  const int i = xq::index_of(mover);
  ++moves_[i];
  if (settings_.mode == ClockMode::Total) {
    const int beyond = moves_[i] - settings_.moves1;
    if (beyond >= 0 && settings_.moves2 > 0 && beyond % settings_.moves2 == 0)
      bank_[i] += settings_.minutes2 * 60000.0;
  }
  start(xq::opposite(mover), now);
}

double Clock::remaining(xq::Color c, double now) const {
  const int i = xq::index_of(c);
  if (!running_ || side_ != c) return bank_[i];
  if (settings_.mode == ClockMode::PerMove)
    return bank_[i] - std::max(0.0, spent(now) - settings_.per_move_seconds * 1000.0);
  return bank_[i] - spent(now);
}

double Clock::move_left(xq::Color c, double now) const {
  const double per = settings_.per_move_seconds * 1000.0;
  if (!running_ || side_ != c) return per;
  return std::max(0.0, per - spent(now));
}

std::optional<xq::Color> Clock::flagged(double now) const {
  if (!enabled() || !running_) return std::nullopt;
  if (remaining(side_, now) <= 0) return side_;
  return std::nullopt;
}

void Clock::restore(double red_bank, double black_bank, int red_moves, int black_moves) {
  bank_[0] = red_bank;
  bank_[1] = black_bank;
  moves_[0] = red_moves;
  moves_[1] = black_moves;
}

}  // namespace xqweb
