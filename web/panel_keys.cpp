// The panel by keyboard; see panel_keys.h.
#include "panel_keys.h"

#include <string>

#include "app.h"
#include "imgui.h"
#include "imgui_internal.h"  // SetFocusID, NavMoveRequestTryWrapping: ImGui 1.86 has no public focus-this-button
#include "sheets.h"

namespace xqweb {
namespace {

bool g_on = false;
bool g_request = false;
std::string g_request_id;  // "" = the first control noted

}  // namespace

bool panel_keys() { return g_on; }

void set_panel_keys(bool on) {
  ImGuiIO& io = ImGui::GetIO();
  g_on = on;
  if (on) {
    io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
    request_panel_focus();
  } else {
    io.ConfigFlags &= ~ImGuiConfigFlags_NavEnableKeyboard;
    g_request = false;
    ImGui::SetWindowFocus(nullptr);  // no focus ring left behind
  }
}

void request_panel_focus(const char* id) {
  g_request = true;
  g_request_id = id ? id : "";
}

void panel_focus_item(const char* id) {
  if (!g_request || !g_on || (!g_request_id.empty() && g_request_id != id)) return;
  g_request = false;
  ImGuiContext& g = *GImGui;
  ImGuiWindow* w = ImGui::GetCurrentWindow();
  ImGui::FocusWindow(w->RootWindow);
  ImGui::SetFocusID(ImGui::GetItemID(), w);
  g.NavDisableHighlight = false;  // the ring shows at once
  g.NavDisableMouseHover = true;
}

void panel_nav_wrap() {
  if (g_on) ImGui::NavMoveRequestTryWrapping(ImGui::GetCurrentWindow(), ImGuiNavMoveFlags_WrapX);
}

bool panel_key_filter(App& app, SDL_Event& e) {
  if (e.type != SDL_KEYDOWN && e.type != SDL_KEYUP) return false;
  if (ImGui::GetIO().WantTextInput || app.editor() || app.embed().on) return false;
  SDL_Keysym& k = e.key.keysym;
  if (!g_on) {
    if (k.sym == SDLK_TAB && e.type == SDL_KEYDOWN) {
      set_panel_keys(true);
      return true;
    }
    return k.sym == SDLK_TAB;  // its key-up too
  }
  if (k.sym == SDLK_TAB) {
    const bool back = (k.mod & KMOD_SHIFT) != 0;
    k.sym = back ? SDLK_LEFT : SDLK_RIGHT;
    k.scancode = back ? SDL_SCANCODE_LEFT : SDL_SCANCODE_RIGHT;
  } else if (k.sym == SDLK_RETURN || k.sym == SDLK_KP_ENTER) {
    k.sym = SDLK_SPACE;
    k.scancode = SDL_SCANCODE_SPACE;
  }
  return false;
}

bool panel_key(App& app, SDL_Keycode key) {
  if (!g_on) return false;
  if (key == SDLK_ESCAPE && !app.dialog_open()) {
    if (open_sheet() != Sheet::None) {
      const Sheet s = open_sheet();
      set_open_sheet(Sheet::None);
      request_panel_focus(sheet_opener_id(s));
    } else {
      set_panel_keys(false);
    }
  }
  return true;
}

}  // namespace xqweb
