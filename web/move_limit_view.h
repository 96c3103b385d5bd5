// 限着 in the panel (seed 002, core/rules/move_limit.h): the button that calls it and the
// count down on the status line. App::call_move_limit lives in move_limit_view.cpp too.
#pragma once

#include <string>

namespace xqweb {

class App;

// "限着：剩 12／40 回合" on the status area's first line while a call stands (nothing else).
void move_limit_status(const App& app);
// The count as the status shows it ("" when no call stands), for the state dump too.
std::string move_limit_text(const App& app);
// "提出限着 (40 回合)": enabled for the side to move in hot seat, for the person against the
// computer, while the game runs and no call stands; id call_limit.
bool move_limit_button(App& app, float width);  // true when pressed

}  // namespace xqweb
