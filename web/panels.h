// Panels: the ImGui side (or bottom) panel — status, clocks, game buttons, notation and
// language choice, the move list — plus the load-FEN and game-over dialogs.
#pragma once

#include "imgui.h"

namespace xqweb {

class App;

void draw_panels(App& app, ImVec2 min, ImVec2 max, bool wide);

// A button whose rectangle is recorded under `id` (for the bridge and the tests), as every
// panel and dialog button is; true when pressed. width 0 = fit the label.
bool panel_button(App& app, const char* id, const char* label, float width = 0, bool enabled = true);

}  // namespace xqweb
