// Fonts: the UI font and the two board fonts (piece faces, board labels), baked into
// ImGui's atlas at device pixels so text stays sharp on high-DPI screens.
//
// The board fonts hold only the few glyphs the board draws and are re-baked when the
// board's size changes by more than a few percent (a window resize or a phone rotation),
// so a piece character is always rasterised at about the size it is drawn.
//
// Characters outside the subset font (a variant text's 騾, 衛, 鷹, a player's rare name
// character) are drawn by the browser from the system's fonts into the same atlas, at each
// baked size, once something asks for them with request_glyphs(): the next ensure_fonts()
// re-bakes with them. A character no installed font has stays out (has_glyph() is false),
// so callers can draw something else (the board draws the piece's letter) instead of an
// empty box.
#pragma once

#include <string_view>

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
// Also re-bakes when request_glyphs() asked for characters not tried yet.
bool ensure_fonts(float pixel_ratio, float ui_px, float piece_px, float label_px);

// Asks for every character of `utf8` to be drawable from the next ensure_fonts() on.
void request_glyphs(std::string_view utf8);
// The same for the board fonts (a piece face): a character of the subset the board fonts
// do not hold yet (a preset's 羚, whose name put it in the subset) joins their ranges at
// the next ensure_fonts(); one outside the subset goes the request_glyphs() way.
void request_board_glyphs(std::string_view utf8);
// Whether the atlas holds the character (ASCII, the subset, or drawn by the browser).
bool has_glyph(unsigned code_point);
bool has_glyphs(std::string_view utf8);

}  // namespace xqweb
