// Session, continued: the set-up step in which each person lays out its own face-down
// pieces before play (session.h "Arranging secrets before play"; the rules are the core's:
// Game::can_arrange, arrange_swap, arrange_shuffle).
#include <random>

#include "session.h"

namespace xqweb {

bool Session::person_arranges(xq::Color c) const {
  if (!game_.can_arrange(c)) return false;
  if (settings_.opponent == Opponent::Human) return true;
  const std::optional<xq::Color> p = person_side();
  return p && *p == c;  // watch mode has no person; the computer keeps its dealt order
}

void Session::begin_arrangement(std::optional<xq::Color> after) {
  std::optional<xq::Color> next;
  if (!after && person_arranges(xq::Color::Red))
    next = xq::Color::Red;
  else if ((!after || *after == xq::Color::Red) && person_arranges(xq::Color::Black))
    next = xq::Color::Black;
  if (!next && !arranging_) return;  // nothing to arrange (most games)
  arranging_ = next;
  // A new generation: the cover names the side that arranges now (hot seat), the engine
  // request of the old one is dropped, and the gesture starts again.
  ++position_gen_;
  hook(hooks_.clear_selection);
  hook(hooks_.reset_gesture);
  message_.clear();  // the panel says how (arrange_view.cpp)
  hook(hooks_.save);  // a reload comes back to the same side's laying-out (App::save)
}

void Session::resume_arrangement(xq::Color c) {
  if (!person_arranges(c)) return;
  begin_arrangement(c == xq::Color::Red ? std::nullopt : std::optional<xq::Color>(xq::Color::Red));
}

// The start changed under the same person: a new generation, but the cover stays lifted.
void Session::arranged() {
  const bool lifted = uncovered_gen_ == position_gen_;
  changed();
  if (lifted) uncovered_gen_ = position_gen_;
}

std::string Session::arrange_swap(xq::Square a, xq::Square b) {
  if (!arranging_) return "nothing to arrange now";
  const std::string why = game_.arrange_swap(*arranging_, a, b);
  if (why.empty()) arranged();
  return why;
}

void Session::arrange_random() {
  if (!arranging_) return;
  static std::random_device device;
  const std::uint64_t seed = (static_cast<std::uint64_t>(device()) << 32) ^ device();
  if (!game_.arrange_shuffle(*arranging_, seed).empty()) return;
  arranged();
  show_message(tr(Str::ArrangeShuffled), false);
}

void Session::arrange_done() {
  if (!arranging_) return;
  begin_arrangement(arranging_);
  hook(hooks_.save);
}

}  // namespace xqweb
