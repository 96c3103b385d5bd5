// Import / export and sharing actions of the full page: the panel's Import…, Export…,
// Copy embed code and Saved games buttons, the bridge exports the HTML dialogs
// (shell/io.js) call, and the PNG export of the board (read from the WebGL canvas right
// after a frame, since the drawing buffer is not preserved).
#pragma once

#include <string>

namespace xqweb {

class App;

// The row of buttons in the panel (called by panels.cpp).
void draw_share_buttons(App& app, float avail);
// An <iframe> snippet showing the current game in embed.html.
std::string embed_code(const App& app);
// A PNG export is waiting for frames to be drawn (keeps the redraw loop running).
bool export_busy();
// Called after each rendered frame: takes the PNG when one is due.
void export_after_render(App& app);

}  // namespace xqweb
