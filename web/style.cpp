// The page's ImGui style; see style.h.
#include "style.h"

#include <algorithm>

#include "imgui.h"

namespace xqweb {

void apply_style(bool touch, float font_px) {
  ImGuiStyle& s = ImGui::GetStyle();
  s = ImGuiStyle();
  ImGui::StyleColorsLight(&s);
  s.FrameRounding = 4;
  // ImGui's light theme draws frames white on a near-white window: a radio button or a
  // check box that is off is invisible. Tinted frames with a border make them boxes.
  s.FrameBorderSize = 1;
  ImVec4* c = s.Colors;
  c[ImGuiCol_FrameBg] = ImVec4(0.87f, 0.84f, 0.78f, 1);
  c[ImGuiCol_FrameBgHovered] = ImVec4(0.80f, 0.76f, 0.68f, 1);
  c[ImGuiCol_FrameBgActive] = ImVec4(0.74f, 0.69f, 0.60f, 1);
  c[ImGuiCol_Border] = ImVec4(0.42f, 0.33f, 0.22f, 0.75f);
  c[ImGuiCol_CheckMark] = ImVec4(0.12f, 0.32f, 0.72f, 1);
  c[ImGuiCol_SliderGrab] = ImVec4(0.20f, 0.40f, 0.78f, 1);
  if (touch) {
    // Frames (buttons, radio buttons, check boxes, the slider) at least 44 px high.
    const float pad_y = std::max(3.0f, (kTouchTarget - font_px) * 0.5f);
    s.FramePadding = ImVec2(8, pad_y);
    s.ItemSpacing = ImVec2(6, 6);
    s.ScrollbarSize = 18;
    s.GrabMinSize = 28;
  }
}

}  // namespace xqweb
