// The page's Canvas over an ImDrawList; see canvas_imgui.h.
#include "canvas_imgui.h"

#include <cmath>

#include "board_view.h"
#include "fonts.h"
#include "ring_sprites.h"

namespace xqweb {

void DrawListCanvas::line(ImVec2 a, ImVec2 b, ImU32 col, float width) { dl_->AddLine(a, b, col, width); }

void DrawListCanvas::rect(ImVec2 min, ImVec2 max, ImU32 col, float rounding, float width) {
  dl_->AddRect(min, max, col, rounding, 0, width);
}

void DrawListCanvas::fill_rect(ImVec2 min, ImVec2 max, ImU32 col, float rounding) {
  dl_->AddRectFilled(min, max, col, rounding);
}

// ImGui strokes a circle half a pixel inside its radius (ImDrawList::AddCircle); the sprite
// keeps that look.
void DrawListCanvas::circle(ImVec2 c, float r, ImU32 col, float width, int segments) {
  const float mid = r - 0.5f;
  if (!sprite(c, mid + width * 0.5f, mid - width * 0.5f, col)) dl_->AddCircle(c, r, col, segments, width);
}

void DrawListCanvas::fill_circle(ImVec2 c, float r, ImU32 col, int segments) {
  if (!sprite(c, r, 0, col)) dl_->AddCircleFilled(c, r, col, segments);
}

bool DrawListCanvas::sprite(ImVec2 c, float outer, float inner, ImU32 col) {
  if ((col & IM_COL32_A_MASK) == 0) return true;
  const float k = ImGui::GetIO().DisplayFramebufferScale.x;  // device pixels a CSS pixel
  const RingSprite* s = find_ring(outer * k, inner * k);
  if (!s) return false;
  // The centre on a whole device pixel: the sprite's texels then fall on the screen's pixels.
  const ImVec2 d(std::round(c.x * k), std::round(c.y * k));
  dl_->AddImage(ImGui::GetIO().Fonts->TexID, ImVec2((d.x - s->half) / k, (d.y - s->half) / k),
                ImVec2((d.x + s->half) / k, (d.y + s->half) / k), s->uv0, s->uv1, col);
  return true;
}

void DrawListCanvas::bezier(ImVec2 p0, ImVec2 c0, ImVec2 c1, ImVec2 p1, ImU32 col, float width) {
  dl_->AddBezierCubic(p0, c0, c1, p1, col, width);
}

void DrawListCanvas::arc(ImVec2 c, float r, float a0, float a1, ImU32 col, float width) {
  dl_->PathArcTo(c, r, a0, a1, 8);
  dl_->PathStroke(col, 0, width);
}

void DrawListCanvas::text(Face face, float px, ImVec2 centre, ImU32 col, const std::string& utf8) {
  const Fonts& f = fonts();
  ImFont* font = face == Face::Piece ? f.piece : f.label;
  const char* s = utf8.c_str();
  const ImVec2 sz = font->CalcTextSizeA(px, 1e9f, 0, s);
  // Whole pixels: glyphs baked at device pixels blur when placed between them.
  dl_->AddText(font, px, ImVec2(std::round(centre.x - sz.x * 0.5f), std::round(centre.y - sz.y * 0.5f)), col, s);
}

float DrawListCanvas::font_px(Face face) const {
  const Fonts& f = fonts();
  return face == Face::Piece ? f.piece_px : f.label_px;
}

bool DrawListCanvas::can_draw(const std::string& utf8) {
  request_board_glyphs(utf8);  // a subset character the board fonts lack joins them
  return has_glyphs(utf8);
}

std::string piece_glyph(const xq::Game& game, xq::Piece p) {
  DrawListCanvas fonts_only(nullptr);  // asks the page's fonts; draws nothing
  return face_glyph(fonts_only, game, p);
}

}  // namespace xqweb
