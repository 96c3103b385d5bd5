// Clock view: the two players' clocks in the panel, in digits large enough to read on a
// phone, the running side's box highlighted, with what the rules still ask of each side
// (時間總計制: moves to go in the current period; 時間分計制: what is left of this move's
// own time). The arithmetic is core/rules/time_control.h.
#pragma once

namespace xqweb {

class App;

// Draws the clocks (nothing when the game has no clock); notes widgets "clock_red" and
// "clock_black" (each box) for tests.
void clock_view(App& app);

}  // namespace xqweb
