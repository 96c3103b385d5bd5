// The panel by keyboard; see panel_keys.h.
#include "panel_keys.h"

#include <cstring>
#include <string>
#include <vector>

#include "app.h"
#include "imgui.h"
#include "imgui_internal.h"  // SetFocusID, NavMoveRequestTryWrapping: ImGui 1.86 has no public focus-this-button
#include "sheets.h"

namespace xqweb {
namespace {

bool g_on = false;
bool g_request = false;
std::string g_request_id;  // "" = the first control noted
int g_tab = 0;             // Tab (+1) or Shift+Tab (-1) waiting for the next frame
std::string g_focus_name;  // the widget with the focus last frame (App's state dump)

// The controls Tab steps through, in drawing order (reading order), with their root window:
// last frame's and this frame's.
struct TabStop {
  std::string id;
  ImGuiWindow* root;
};
std::vector<TabStop> g_stops, g_stops_next;

// Widgets noted for the tests that are not stops: windows around other controls, the
// comment box (a text field, whose Esc would drop the edit).
bool tab_stop(const char* id) {
  for (const char* no : {"status_area", "moves_list", "comment_box", "analysis_graph"})
    if (std::strcmp(id, no) == 0) return false;
  return true;
}

}  // namespace

bool panel_keys() {
  return g_on;
}

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

void panel_note_stop(const char* id, bool disabled) {
  if (!g_on || disabled || ImGui::GetItemID() == 0 || !tab_stop(id)) return;
  g_stops_next.push_back({id, ImGui::GetCurrentWindow()->RootWindow});
  panel_focus_item(id);
}

void panel_keys_frame() {
  g_stops = std::move(g_stops_next);
  g_stops_next.clear();
  if (!g_on || g_tab == 0) return;
  const int step = g_tab;
  g_tab = 0;
  // The stops of the window that has the focus (the panel, the open sheet or a dialog).
  ImGuiContext& g = *GImGui;
  ImGuiWindow* root = g.NavWindow ? g.NavWindow->RootWindow : nullptr;
  std::vector<const TabStop*> in;
  for (const TabStop& t : g_stops)
    if (t.root == root) in.push_back(&t);
  if (in.empty())
    for (const TabStop& t : g_stops)
      if (t.root == g_stops.front().root) in.push_back(&t);
  if (in.empty()) return;
  const int n = static_cast<int>(in.size());
  int at = -1;
  for (int k = 0; k < n; ++k)
    if (!g.NavDisableHighlight && g_focus_name == in[k]->id) at = k;
  const int next = at < 0 ? (step > 0 ? 0 : n - 1) : (at + step + n) % n;
  request_panel_focus(in[next]->id.c_str());
}

void set_focus_name(const std::string& id) {
  g_focus_name = id;
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
  if (k.sym == SDLK_TAB) {  // our own order (panel_keys_frame); ImGui never sees it
    if (e.type == SDL_KEYDOWN) g_tab = (k.mod & KMOD_SHIFT) != 0 ? -1 : 1;
    return true;
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
