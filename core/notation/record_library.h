// A record file holding several games (a multi-game PGN, e.g. a collection of 30,000
// games) as a library: one entry per game with what a list shows (players, event, date,
// result, opening) and how it loaded, and any one game read in full as a tree on demand.
// Listing replays every game (to count its moves and name a broken one with its reason)
// but keeps no tree, so a large collection stays small in memory; a broken game never
// stops the rest.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "core/notation/pgn.h"
#include "core/notation/record_file.h"

namespace xq::notation {

struct LibraryEntry {
  std::size_t index = 0;     // 0-based position in the file
  std::size_t line = 0;      // 1-based line of the game's first tag
  std::vector<PgnTag> tags;  // as written (Red, Black, Event, Date, Result, ECCO, Opening, …)
  std::size_t moves = 0;     // main-line moves that loaded
  std::size_t variations = 0;
  bool loaded = false;  // the start position was read
  std::string problem;  // the first problem ("move 12 (Black) '馬８進７': …"), empty when clean
  std::string tag(std::string_view name) const;
  // The opening as a list shows it: "ECCO Opening", either part when given.
  std::string opening() const;
};

struct RecordLibrary {
  RecordFormat format = RecordFormat::Pgn;
  std::string encoding;  // "UTF-8" or "GBK": what the bytes were read as
  std::vector<LibraryEntry> games;
  std::size_t failures() const;  // games with a problem
  std::size_t moves() const;     // main-line moves over all games
};

// How many games the file holds (PGN: the games PgnReader splits; any other format: 1).
// Cheap: splits without replaying.
std::size_t count_record_games(std::string_view bytes);

// Every game of the file listed (a single-game file of any format gives one entry).
RecordLibrary read_record_library(std::string_view bytes);

// Game `index` (0-based) of the file in full, as read_record_file reads a single game; a
// warning and nothing loaded when there is no such game.
RecordFile read_library_game(std::string_view bytes, std::size_t index);

}  // namespace xq::notation
