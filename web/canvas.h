// Canvas: the drawing surface the board views (board_view, board_grid, ring_view) draw on,
// so one renderer serves the page (ImDrawList, canvas_imgui.h) and the catalogue page's
// build-time diagrams (SVG, canvas_svg.h, tools/catalogue_svg.cpp). Coordinates are CSS
// pixels, y downwards; colours are ImU32 (IM_COL32). The types come from imgui.h, whose
// value types and macros need no ImGui code linked: the SVG side links none.
#pragma once

#include <string>

#include "imgui.h"

namespace xqweb {

// The board's two typefaces: the piece faces (also 楚河 漢界) and the labels (coordinates,
// 山界, zone names).
enum class Face { Piece, Label };

class Canvas {
 public:
  virtual ~Canvas() = default;
  virtual void line(ImVec2 a, ImVec2 b, ImU32 col, float width) = 0;
  virtual void rect(ImVec2 min, ImVec2 max, ImU32 col, float rounding, float width) = 0;
  virtual void fill_rect(ImVec2 min, ImVec2 max, ImU32 col, float rounding = 0) = 0;
  // `segments` is how finely a triangle mesh approximates the circle (an SVG ignores it).
  virtual void circle(ImVec2 c, float r, ImU32 col, float width, int segments = 48) = 0;
  virtual void fill_circle(ImVec2 c, float r, ImU32 col, int segments = 48) = 0;
  virtual void bezier(ImVec2 p0, ImVec2 c0, ImVec2 c1, ImVec2 p1, ImU32 col, float width) = 0;
  // A stroked arc from angle a0 to a1 (radians, clockwise on screen from +x).
  virtual void arc(ImVec2 c, float r, float a0, float a1, ImU32 col, float width) = 0;
  // UTF-8 text centred on `centre`, `px` CSS pixels high.
  virtual void text(Face face, float px, ImVec2 centre, ImU32 col, const std::string& utf8) = 0;
  // The size the surface's font of that face is made for (the page bakes its fonts at
  // the board's sizes; labels are drawn at exactly that size so they stay crisp).
  virtual float font_px(Face face) const = 0;
  // Can every character of `utf8` be drawn? The page's font subset may lack a variant's
  // own character: the caller then draws the piece's FEN letter, never an empty box.
  // (The page also asks its fonts to add a subset character here.)
  virtual bool can_draw(const std::string& utf8) = 0;
  // Names a group of shapes (one piece, the frame): an SVG wraps them in <g class=name>
  // so the catalogue's tests can count what was drawn; the page ignores it.
  virtual void begin_group(const char* /*name*/) {}
  virtual void end_group() {}
};

}  // namespace xqweb
