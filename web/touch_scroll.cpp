// Swipe scrolling; see touch_scroll.h.
#include "touch_scroll.h"

#include <cmath>

#include "imgui.h"
#include "imgui_internal.h"  // ClearActiveID: the pressed button lets go when a swipe starts

namespace xqweb {

void touch_scroll(bool blocked) {
  ImGuiStorage* st = ImGui::GetStateStorage();  // per window
  const ImGuiID pressed_key = ImGui::GetID("##swipe_pressed");
  const ImGuiID start_key = ImGui::GetID("##swipe_start");
  const ImGuiID active_key = ImGui::GetID("##swipe_active");
  if (ImGui::IsMouseClicked(0)) {
    // The innermost window under the finger that can scroll takes the swipe: a list with
    // more rows than it shows scrolls itself; a child that cannot scroll (the status area,
    // a short list) passes it to the window around it.
    ImGuiWindow* self = ImGui::GetCurrentWindow();
    ImGuiWindow* w = GImGui->HoveredWindow;
    while (w && w != self && (w->Flags & ImGuiWindowFlags_ChildWindow) && w->ScrollMax.y <= 0) w = w->ParentWindow;
    const bool here = w == self && !blocked;
    st->SetBool(pressed_key, here);
    st->SetBool(active_key, false);
    st->SetFloat(start_key, ImGui::GetScrollY());
  }
  if (!st->GetBool(pressed_key)) return;
  if (!ImGui::IsMouseDown(0)) {
    st->SetBool(pressed_key, false);
    return;
  }
  const ImVec2 d = ImGui::GetMouseDragDelta(0);
  if (!st->GetBool(active_key)) {
    if (std::fabs(d.y) < ImGui::GetIO().MouseDragThreshold || std::fabs(d.y) < std::fabs(d.x)) return;
    st->SetBool(active_key, true);
    ImGui::ClearActiveID();
  }
  ImGui::SetScrollY(st->GetFloat(start_key) - d.y);
}

}  // namespace xqweb
