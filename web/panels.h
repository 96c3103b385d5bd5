// Panels: the ImGui side (or bottom) panel — status, clocks, game buttons, notation and
// language choice, the move list — plus the load-FEN and game-over dialogs.
#pragma once

#include "imgui.h"

namespace xqweb {

class App;

void draw_panels(App& app, ImVec2 min, ImVec2 max, bool wide);

}  // namespace xqweb
