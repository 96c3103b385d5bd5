// XQF writer: a game tree as an XQF file of version 10 (0x0A), the newest plain version.
// Why 10: versions 11 and up obfuscate the body with keys taken from the header, which a
// writer would have to choose (any keys summing to 0 mod 256 do); version 10 needs none,
// every XQF reader (XQStudio 1.x/2.x, 象棋橋, this project's read_xqf) reads it, and its
// records are plain bytes a person can check with a hex dump. Texts are written in GBK;
// a character GBK lacks becomes '?' and is reported. Layout in docs/notation.md, "XQF".
#pragma once

#include <string>
#include <vector>

#include "core/notation/pgn.h"
#include "core/record/game_tree.h"

namespace xq::notation {

struct XqfWrite {
  std::string bytes;                  // the file; empty when it cannot be written
  std::string error;                  // why not (a start position XQF cannot describe)
  std::vector<std::string> warnings;  // texts shortened or characters replaced
  bool ok() const { return error.empty(); }
};

// `tags` in the names read_xqf gives (Title, Event, Date, Site, Red, Black, Result,
// TimeControl, Annotator, Author). The start must be standard xiangqi with at most the
// standard pieces (XQF has one header slot per piece); marks are not part of XQF and are
// left out (a warning counts them).
XqfWrite write_xqf(const std::vector<PgnTag>& tags, const record::GameTree& tree);

}  // namespace xq::notation
