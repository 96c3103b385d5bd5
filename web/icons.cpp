// Drawn button icons; see icons.h.
#include "icons.h"

#include <algorithm>
#include <cmath>

namespace xqweb {

void draw_icon(ImDrawList* dl, Icon icon, ImVec2 min, ImVec2 max, ImU32 col) {
  const float s = std::min(max.x - min.x, max.y - min.y) * 0.22f;
  const ImVec2 c((min.x + max.x) * 0.5f, (min.y + max.y) * 0.5f);
  auto left = [&](float x) { dl->AddTriangleFilled(ImVec2(x + s, c.y - s), ImVec2(x + s, c.y + s), ImVec2(x - s * 0.4f, c.y), col); };
  auto right = [&](float x) { dl->AddTriangleFilled(ImVec2(x - s, c.y - s), ImVec2(x - s, c.y + s), ImVec2(x + s * 0.4f, c.y), col); };
  const float t = std::max(1.5f, s * 0.18f);
  switch (icon) {
    case Icon::First:
      dl->AddRectFilled(ImVec2(c.x - s * 1.1f, c.y - s), ImVec2(c.x - s * 0.75f, c.y + s), col);
      left(c.x - s * 0.15f);
      break;
    case Icon::Back: left(c.x - s * 0.2f); break;
    case Icon::Forward: right(c.x + s * 0.2f); break;
    case Icon::Last:
      right(c.x + s * 0.15f);
      dl->AddRectFilled(ImVec2(c.x + s * 0.75f, c.y - s), ImVec2(c.x + s * 1.1f, c.y + s), col);
      break;
    case Icon::Open:  // a box with an arrow leaving it (the usual "open in new tab")
      dl->AddRect(ImVec2(c.x - s, c.y - s * 0.7f), ImVec2(c.x + s * 0.7f, c.y + s), col, 0, 0, t);
      dl->AddLine(ImVec2(c.x - s * 0.1f, c.y + s * 0.1f), ImVec2(c.x + s * 1.1f, c.y - s * 1.1f), col, t);
      dl->AddLine(ImVec2(c.x + s * 0.35f, c.y - s * 1.1f), ImVec2(c.x + s * 1.1f, c.y - s * 1.1f), col, t);
      dl->AddLine(ImVec2(c.x + s * 1.1f, c.y - s * 1.1f), ImVec2(c.x + s * 1.1f, c.y - s * 0.35f), col, t);
      break;
    case Icon::Info:  // a ring with an "i": a dot over a bar
      dl->AddCircle(c, s * 1.25f, col, 24, t);
      dl->AddCircleFilled(ImVec2(c.x, c.y - s * 0.55f), t * 0.9f, col);
      dl->AddRectFilled(ImVec2(c.x - t * 0.6f, c.y - s * 0.2f), ImVec2(c.x + t * 0.6f, c.y + s * 0.75f), col);
      break;
    case Icon::Gear:  // a ring with eight teeth round a hole
      for (int k = 0; k < 8; ++k) {
        const float a = k * 3.14159265f / 4, ca = std::cos(a), sa = std::sin(a);
        dl->AddLine(ImVec2(c.x + ca * s * 0.8f, c.y + sa * s * 0.8f), ImVec2(c.x + ca * s * 1.25f, c.y + sa * s * 1.25f), col,
                    t * 1.6f);
      }
      dl->AddCircle(c, s * 0.75f, col, 20, t * 1.4f);
      break;
    case Icon::Menu:  // three bars
      for (int k = -1; k <= 1; ++k)
        dl->AddRectFilled(ImVec2(c.x - s * 1.1f, c.y + k * s * 0.75f - t * 0.6f), ImVec2(c.x + s * 1.1f, c.y + k * s * 0.75f + t * 0.6f),
                          col);
      break;
    case Icon::Close:  // a cross
      dl->AddLine(ImVec2(c.x - s, c.y - s), ImVec2(c.x + s, c.y + s), col, t * 1.3f);
      dl->AddLine(ImVec2(c.x - s, c.y + s), ImVec2(c.x + s, c.y - s), col, t * 1.3f);
      break;
  }
}

}  // namespace xqweb
