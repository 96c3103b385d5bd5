// 象棋橋 (CCBridge) binary records: CBR (one game) and CBL (a library of CBR records).
//
// No real CBR or CBL file was available to check this against (../shared has only CBF
// samples). The layout comes from public descriptions (a Kaitai Struct description of
// the format and the offsets other open readers use), restated in our own words in
// docs/notation.md, "象棋橋 CBR and CBL"; the tests use files made by write_cbr/write_cbl.
//
// CBR: "CCBridge Record\0", a 2214-byte header (UTF-16LE text fields, the result, the
// side to move, the 90-point board), then the moves in pre-order: 4 bytes each (flags,
// unused, from, to) and, with flag 0x04, a 4-byte length and a UTF-16LE comment. Flag 0x01
// ends the line; 0x02 says a sibling (a variation) follows this move's subtree. The first
// record is the start (its comment is the one before the first move).
// CBL: "CCBridgeLibrary\0", a 66,624-byte header (the library's name at 64), an index of
// 276 bytes per slot (slot count at 60), then the CBR records on 4096-byte boundaries; a
// long record runs on into the next slots, so records are found by their magic.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "core/notation/pgn.h"
#include "core/record/game_tree.h"

namespace xq::notation {

struct CbrGame {
  record::GameTree tree;
  std::vector<PgnTag> tags;           // Title, Event, Round, Date, Site, TimeControl, Red,
                                      // RedTeam, Black, BlackTeam (when not empty), Result
  std::string result;                 // "1-0", "0-1", "1/2-1/2" or "*"
  bool loaded = false;                // a start position was read
  std::vector<std::string> warnings;  // every problem, naming the line and ply
  bool ok() const { return warnings.empty(); }
  std::string tag(std::string_view name) const;
};

bool looks_like_cbr(std::string_view bytes);  // starts with "CCBridge Record"
bool looks_like_cbl(std::string_view bytes);  // starts with "CCBridgeLibrary"

CbrGame read_cbr(std::string_view bytes);
// The tree as a CBR record, padded to a multiple of 4096 bytes (a library slot). Only
// standard xiangqi boards (9×10). Marks are not part of CBR and are left out.
std::string write_cbr(const std::vector<PgnTag>& tags, const record::GameTree& tree,
                      const std::string& result);

struct CblLibrary {
  std::string name;                   // the library's name (UTF-8)
  std::vector<std::size_t> records;   // byte offset of each record, in file order
  std::vector<std::string> warnings;  // a header that is cut short
};
// The library's name and where its records start (no move is read).
CblLibrary read_cbl_index(std::string_view bytes);
// Record `i` of the library (read_cbr on its bytes).
CbrGame read_cbl_game(std::string_view bytes, const CblLibrary& lib, std::size_t i);
// Records (from write_cbr) as a library named `name`.
std::string write_cbl(const std::string& name, const std::vector<std::string>& records);

}  // namespace xq::notation
