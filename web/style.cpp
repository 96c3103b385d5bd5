// The page's ImGui style; see style.h.
#include "style.h"

#include <algorithm>

namespace xqweb {
namespace {

bool g_dark = false;

}  // namespace

void apply_style(bool touch, float font_px, bool dark) {
  ImGuiStyle& s = ImGui::GetStyle();
  s = ImGuiStyle();
  g_dark = dark;
  if (dark)
    ImGui::StyleColorsDark(&s);
  else
    ImGui::StyleColorsLight(&s);
  s.FrameRounding = 4;
  // ImGui's light theme draws frames white on a near-white window: a radio button or a
  // check box that is off is invisible. Tinted frames with a border make them boxes.
  s.FrameBorderSize = 1;
  ImVec4* c = s.Colors;
  if (dark) {
    // Warm greys that sit beside the dark board (board_view.cpp: 58,62,70 / 25,27,32).
    c[ImGuiCol_WindowBg] = ImVec4(0.12f, 0.13f, 0.15f, 1);
    c[ImGuiCol_ChildBg] = ImVec4(0, 0, 0, 0);
    c[ImGuiCol_PopupBg] = ImVec4(0.15f, 0.16f, 0.19f, 1);
    c[ImGuiCol_Text] = ImVec4(0.92f, 0.91f, 0.88f, 1);
    c[ImGuiCol_TextDisabled] = ImVec4(0.55f, 0.55f, 0.55f, 1);
    c[ImGuiCol_FrameBg] = ImVec4(0.24f, 0.25f, 0.29f, 1);
    c[ImGuiCol_FrameBgHovered] = ImVec4(0.31f, 0.33f, 0.38f, 1);
    c[ImGuiCol_FrameBgActive] = ImVec4(0.38f, 0.40f, 0.46f, 1);
    c[ImGuiCol_Button] = ImVec4(0.26f, 0.30f, 0.38f, 1);
    c[ImGuiCol_ButtonHovered] = ImVec4(0.33f, 0.39f, 0.50f, 1);
    c[ImGuiCol_ButtonActive] = ImVec4(0.40f, 0.48f, 0.64f, 1);
    c[ImGuiCol_Border] = ImVec4(0.60f, 0.58f, 0.52f, 0.6f);
    c[ImGuiCol_CheckMark] = ImVec4(0.55f, 0.75f, 1.0f, 1);
    c[ImGuiCol_SliderGrab] = ImVec4(0.45f, 0.62f, 0.95f, 1);
    c[ImGuiCol_NavHighlight] = ImVec4(1.0f, 0.80f, 0.30f, 1);  // the keyboard focus ring
    c[ImGuiCol_ModalWindowDimBg] = ImVec4(0, 0, 0, 0.5f);
  } else {
    c[ImGuiCol_FrameBg] = ImVec4(0.87f, 0.84f, 0.78f, 1);
    c[ImGuiCol_FrameBgHovered] = ImVec4(0.80f, 0.76f, 0.68f, 1);
    c[ImGuiCol_FrameBgActive] = ImVec4(0.74f, 0.69f, 0.60f, 1);
    c[ImGuiCol_Border] = ImVec4(0.42f, 0.33f, 0.22f, 0.75f);
    c[ImGuiCol_CheckMark] = ImVec4(0.12f, 0.32f, 0.72f, 1);
    c[ImGuiCol_SliderGrab] = ImVec4(0.20f, 0.40f, 0.78f, 1);
    c[ImGuiCol_NavHighlight] = ImVec4(0.05f, 0.35f, 0.85f, 1);  // the keyboard focus ring
  }
  if (touch) {
    // Frames (buttons, radio buttons, check boxes, the slider) at least 44 px high.
    const float pad_y = std::max(3.0f, (kTouchTarget - font_px) * 0.5f);
    s.FramePadding = ImVec2(8, pad_y);
    s.ItemSpacing = ImVec2(6, 6);
    s.ScrollbarSize = 18;
    s.GrabMinSize = 28;
  }
}

bool dark_style() {
  return g_dark;
}

ImVec4 ink(ImVec4 c) {
  if (!g_dark) return c;
  const float luma = 0.2126f * c.x + 0.7152f * c.y + 0.0722f * c.z;
  if (luma < 0.2f && std::max({c.x, c.y, c.z}) - std::min({c.x, c.y, c.z}) < 0.1f)
    return ImVec4(0.92f, 0.91f, 0.88f, c.w);  // black text: the dark style's text colour
  return ImVec4(c.x + (1 - c.x) * 0.5f, c.y + (1 - c.y) * 0.5f, c.z + (1 - c.z) * 0.5f, c.w);
}

ImVec4 page_colour() {
  return g_dark ? ImVec4(0.10f, 0.11f, 0.13f, 1) : ImVec4(0.93f, 0.85f, 0.68f, 1);
}

}  // namespace xqweb
