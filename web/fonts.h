// Fonts: the UI font and the two board fonts (piece faces, board labels), baked into
// ImGui's atlas at device pixels so text stays sharp on high-DPI screens.
//
// The board fonts hold only the few glyphs the board draws and are re-baked when the
// board's size changes by more than a few percent (a window resize or a phone rotation),
// so a piece character is always rasterised at about the size it is drawn.
#pragma once

#include "imgui.h"

namespace xqweb {

struct Fonts {
  ImFont* ui = nullptr;
  ImFont* piece = nullptr;  // piece faces
  ImFont* label = nullptr;  // coordinates, river text
  float ui_px = 0;          // CSS px each font was baked for
  float piece_px = 0;
  float label_px = 0;
  float pixel_ratio = 1;
};

const Fonts& fonts();

// Bakes (or re-bakes) the atlas when the wanted sizes or the pixel ratio changed enough.
// Must be called outside ImGui::NewFrame()/Render(). Returns true when it re-baked.
bool ensure_fonts(float pixel_ratio, float ui_px, float piece_px, float label_px);

}  // namespace xqweb
