// Confirmation before a step that ends or throws away a game: Resign ("Resign this
// game?", naming the result it gives) and New game while a game is in progress (moves
// played, no result). A small modal with Yes / No in the three UI languages.
#pragma once

namespace xqweb {

class App;

enum class Confirm { Resign, NewGame, ContinueRecord };

// Opens the question on the next frame.
void ask_confirm(Confirm what);
// Draws it when open (inside the panel window, like the other modals); Yes resigns or
// opens the New Game dialog. True while open; the dialog's name for the state dump is
// "confirm_resign" / "confirm_new_game" / "confirm_continue_record" (buttons confirm_yes,
// confirm_no). ContinueRecord: a move on a finished record (or on an earlier ply of a
// record) asks to play on from the position shown as a new live game (App::continue_record).
bool confirm_dialog(App& app);
const char* confirm_dialog_name();

}  // namespace xqweb
