// A record file of several games (a multi-game PGN, a 象棋橋 CBL library) on the page: the
// import keeps the file's bytes and its list (core/notation/record_library.h), opens the
// first game, and the HTML library dialog (shell/io.js) lists, searches and opens the
// others through the bridge (xq_library_json, xq_open_library_game).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace xqweb {

class App;

// When `bytes` hold two or more standard-xiangqi games: keeps them as the open library,
// puts its first game that loads on the board and returns true. False (nothing kept):
// a single game, or games of a variant (those import as one game, as before).
bool library_import(App& app, std::string_view bytes);
// Game `index` (0-based, in file order) of the open library onto the board (record mode,
// whole tree); false with the reason in the message when there is none or it does not load.
bool open_library_game(App& app, std::size_t index);
// The open library as JSON for the dialog: {"count", "format", "encoding", "matches",
// "shown", "current", "games": [{"i", "red", "black", "event", "date", "result",
// "opening", "moves", "problem"}]}, only the games whose players, event, date, result or
// opening contain every word of `query` (case-insensitive for ASCII), the first
// kMaxListed of them. count 0: no library is open.
std::string library_json(std::string_view query);

constexpr std::size_t kMaxListed = 200;

// The open library for keeping it (web/saved_libraries.h): its file's bytes, games, the
// format's name and a title (the first game's event, else the format); bytes empty when
// no library is open.
struct OpenLibrarySummary {
  const std::string* bytes = nullptr;
  std::size_t games = 0;
  std::string format;
  std::string title;
};
OpenLibrarySummary open_library_summary();

}  // namespace xqweb
