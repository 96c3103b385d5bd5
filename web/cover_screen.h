// The cover screen of hot-seat play with secrets (Game::secrets_per_side: each side knows
// its own face-down pieces, hidden.known = owner). After every change of the game the board
// is drawn empty (BoardMarks::covered) under a modal that names the player to move and asks
// the others to look away; the player taps "Show my pieces" (or presses Enter or Space),
// and only then does the board show that player's view. Against the computer, in a watched
// game and once the game is over there is no cover (one view, or the arbiter's).
// The button is cover_continue; the state dump names the dialog "cover" and the side.
#pragma once

namespace xqweb {

class App;

// Draws the cover while the session asks for it; true while it is open.
bool cover_screen(App& app);

}  // namespace xqweb
