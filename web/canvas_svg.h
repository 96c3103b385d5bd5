// An SVG Canvas: the board views draw the catalogue page's diagrams at build time with
// the same code the page draws its board with (tools/catalogue_svg.cpp). See canvas.h.
#pragma once

#include <sstream>
#include <string>

#include "canvas.h"

namespace xqweb {

class SvgCanvas final : public Canvas {
 public:
  // piece_px / label_px: the font sizes the board layout asks for (BoardLayout's
  // piece_font_px / label_font_px), as the page bakes its fonts.
  SvgCanvas(float piece_px, float label_px);
  void line(ImVec2 a, ImVec2 b, ImU32 col, float width) override;
  void rect(ImVec2 min, ImVec2 max, ImU32 col, float rounding, float width) override;
  void fill_rect(ImVec2 min, ImVec2 max, ImU32 col, float rounding = 0) override;
  void circle(ImVec2 c, float r, ImU32 col, float width, int segments = 48) override;
  void fill_circle(ImVec2 c, float r, ImU32 col, int segments = 48) override;
  void bezier(ImVec2 p0, ImVec2 c0, ImVec2 c1, ImVec2 p1, ImU32 col, float width) override;
  void arc(ImVec2 c, float r, float a0, float a1, ImU32 col, float width) override;
  void text(Face face, float px, ImVec2 centre, ImU32 col, const std::string& utf8) override;
  float font_px(Face face) const override { return face == Face::Piece ? piece_px_ : label_px_; }
  // A browser draws any character (with a fallback font): the glyph is always drawn.
  bool can_draw(const std::string&) override { return true; }
  void begin_group(const char* name) override;
  void end_group() override;

  // The drawing as a standalone SVG document showing the rectangle [min, max].
  std::string document(ImVec2 min, ImVec2 max);

 private:
  void flush_lines();
  std::ostringstream out_;
  std::string line_path_, line_style_;  // lines waiting to share one <path>
  float piece_px_, label_px_;
};

}  // namespace xqweb
