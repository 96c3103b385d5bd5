// Record libraries kept with the saved games (issue #17 "the list can be saved with the
// other saved games"): the open library's file (a multi-game PGN, a 象棋橋 CBL) goes into
// localStorage as base64 under its own key, with one index line for the Games dialog,
// which lists the kept libraries under the games and reopens one as the open library.
// localStorage holds text only and about 5 MB per site, so a library is kept only up to
// kMaxLibraryBytes and a write the browser refuses (quota) is reported, not half-kept.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace xqweb {

class App;

struct SavedLibrary {
  std::string id;      // "1733240000123": when it was kept (ms), also its storage key's tail
  std::string date;    // "2026-12-03"
  std::string title;   // the first game's event, else the format
  std::string format;  // "PGN", "CBL"
  int games = 0;
  std::size_t bytes = 0;  // the file's size
};

constexpr std::size_t kMaxLibraryBytes = 1'500'000;

std::vector<SavedLibrary> saved_libraries_load();
// Keeps the open library (the same file again replaces its older copy). True, or false
// with the reason in the page's message (none open, too large, storage full).
bool keep_open_library(App& app);
// Opens kept library `id` as the open library (its first loadable game on the board).
bool open_saved_library(App& app, const std::string& id);
void delete_saved_library(const std::string& id);
// The Games dialog's section (game_list.cpp calls it inside its list).
void saved_libraries_rows(App& app);

}  // namespace xqweb
