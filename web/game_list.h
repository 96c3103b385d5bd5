// The saved games: every finished game, and a game in progress that an opened link
// replaced (unfinished, "*"), is recorded in localStorage (date, variant, result, number
// of plies, its share link) and listed in a dialog that can replay it
// (load it into the board, shown from the start), share it (copy its link) or delete it.
#pragma once

#include <string>
#include <vector>

namespace xqweb {

class App;

struct SavedGame {
  std::string date;     // "2026-11-29"
  std::string variant;  // "xiangqi"
  std::string result;   // "1-0", "0-1", "1/2-1/2", "*"
  int plies = 0;
  std::string link;     // share link fragment "v2.…"
  std::string tree;     // the game tree (web/tree_text.h), "" for a line without more
};

// Reads the list (newest first); a damaged entry is skipped.
std::vector<SavedGame> game_list_load();
// Records the current game of `app` (when it has just ended, or before a link replaces it).
void game_list_record(const App& app);
void game_list_open();
// The dialog, when open (call once per frame after the panels).
void game_list_window(App& app);
// The rows' texts as drawn last frame ("2026-11-29  象棋  紅方勝  1 步"); empty when closed.
const std::vector<std::string>& game_list_rows();

}  // namespace xqweb
