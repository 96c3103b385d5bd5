// Button icons drawn with ImDrawList (⏮ ◀ ▶ ⏭, "open in a new tab", "i" for About), so the
// subset font needs no symbol characters. Used by the panel's move navigation and the
// embed page's bar, and the panel's Settings (a gear), More (three bars) and the sheets'
// close button (a cross).
#pragma once

#include "imgui.h"

namespace xqweb {

enum class Icon { First, Back, Forward, Last, Open, Info, Gear, Menu, Close };

// Draws `icon` centred in the rectangle [min, max] in colour `col`.
void draw_icon(ImDrawList* dl, Icon icon, ImVec2 min, ImVec2 max, ImU32 col);

}  // namespace xqweb
