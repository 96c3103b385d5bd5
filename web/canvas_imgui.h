// The page's Canvas: an ImDrawList with the board fonts of fonts.h. See canvas.h.
#pragma once

#include "canvas.h"

namespace xqweb {

class DrawListCanvas final : public Canvas {
 public:
  explicit DrawListCanvas(ImDrawList* dl) : dl_(dl) {}
  void line(ImVec2 a, ImVec2 b, ImU32 col, float width) override;
  void rect(ImVec2 min, ImVec2 max, ImU32 col, float rounding, float width) override;
  void fill_rect(ImVec2 min, ImVec2 max, ImU32 col, float rounding = 0) override;
  void circle(ImVec2 c, float r, ImU32 col, float width, int segments = 48) override;
  void fill_circle(ImVec2 c, float r, ImU32 col, int segments = 48) override;
  void bezier(ImVec2 p0, ImVec2 c0, ImVec2 c1, ImVec2 p1, ImU32 col, float width) override;
  void arc(ImVec2 c, float r, float a0, float a1, ImU32 col, float width) override;
  void text(Face face, float px, ImVec2 centre, ImU32 col, const std::string& utf8) override;
  float font_px(Face face) const override;
  bool can_draw(const std::string& utf8) override;

 private:
  // A circle as one quad of a ring sprite (ring_sprites.h); false when it has none yet.
  bool sprite(ImVec2 c, float outer, float inner, ImU32 col);
  ImDrawList* dl_;
};

}  // namespace xqweb
