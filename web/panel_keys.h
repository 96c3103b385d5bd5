// The panel by keyboard (issue #19 item 7): the keyboard is either on the board (its
// cursor and the history keys, board_keys.cpp) or in the panel. Tab moves it into the
// panel: ImGui's keyboard navigation is switched on and the first control takes the focus
// (drawn with a ring); Tab / Shift+Tab then go to the next / previous control in reading
// order (row by row, wrapping round), the arrows move between neighbouring controls (ImGui's
// navigation), Enter or Space
// activates. Esc closes an open sheet (the focus goes back to its button), else gives the
// keyboard back to the board; a click on the board does too. ImGui never sees the arrows
// while the keyboard is on the board, so the board keeps them.
#pragma once

#include <SDL.h>

#include <string>

namespace xqweb {

class App;

bool panel_keys();             // the keyboard is in the panel
void set_panel_keys(bool on);  // on: the first control takes the focus

// Called for every SDL event before ImGui and the app see it: Tab (when the board has the
// keyboard and no text field has it) moves it into the panel and is swallowed (true);
// in the panel Tab / Shift+Tab are kept for panel_keys_frame (ImGui 1.86 has no tab order
// for buttons) and Enter becomes Space (ImGui 1.86 activates with Space).
bool panel_key_filter(App& app, SDL_Event& e);

// A key the app sees while the keyboard is in the panel: Esc as above; every other key is
// the panel's (true: the board does not act on it).
bool panel_key(App& app, SDL_Keycode key);

// Asks that the control noted next with `id` (any control if null) take the focus.
void request_panel_focus(const char* id = nullptr);
// After an item: gives it the focus if asked for it.
void panel_focus_item(const char* id);
// After a widget noted for the state dump (App::note_widget): a Tab stop, unless disabled,
// not an item, or a window around other controls; takes the focus if asked for it.
void panel_note_stop(const char* id, bool disabled);
// At the start of a frame: a pending Tab / Shift+Tab asks for the next / previous stop
// (in drawing order, i.e. reading order, within the focused window; wrapping round).
void panel_keys_frame();
// The widget that had the focus last frame (App's state dump: `focus`).
void set_focus_name(const std::string& id);

}  // namespace xqweb
