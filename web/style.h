// The ImGui look of the full page: colours that keep every widget visible on the panel
// (unchecked radio buttons and check boxes have a tinted box and a border, not white on
// white) and sizes that follow the input: on the tall (phone) layout every frame is at
// least 44 CSS px high, the touch-target size phones ask for. With the dark board theme
// the whole page goes dark (panel, sheets, dialogs, the page around the board), and the
// panel's coloured texts (red to move, notes, marks) are lightened by ink() so they stay
// readable on it.
#pragma once

#include "imgui.h"

namespace xqweb {

constexpr float kTouchTarget = 44.0f;  // CSS px

// Sets ImGui's style; `touch` = the tall layout (fingers), else mouse sizes. font_px is
// the UI font's size, from which the frame padding is derived; `dark`: the dark page.
// Cheap; call on a change.
void apply_style(bool touch, float font_px, bool dark = false);

bool dark_style();  // the style applied is the dark one

// A text colour chosen for the light panel, made readable on the dark one: near-black
// becomes near-white, other colours are mixed halfway towards white (their hue kept).
ImVec4 ink(ImVec4 light);

// The colour behind the board and the panel (the WebGL clear colour).
ImVec4 page_colour();

}  // namespace xqweb
