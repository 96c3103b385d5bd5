// XQF (象棋演播室 XQStudio) game records: reader (format in docs/notation.md, "XQF").
//
// A file is a 1024-byte header (signature "XQ", version, key bytes, the 32 pieces' points,
// side to move, result, Pascal strings for title, event, date, site, players, commentator
// and author), then the move records in pre-order: each record is 4 bytes (from, to,
// flags, reserved) and, when present, a 4-byte comment length and the comment. Flag 0x80 =
// the next record is this move's continuation, 0x40 = after this move's subtree comes an
// alternative to this move (a variation). Versions above 10 (0x0A) obfuscate the pieces,
// the moves, the comment lengths and every byte after the header with keys derived from
// the header; the reader undoes that. Texts are GBK/GB18030 and come out in UTF-8.
//
// Every move is checked against the rules in its position. An illegal move (or a record
// past the end of the file) drops that move and everything after it on its line; the rest
// of the tree still loads, and each drop is listed, naming the line and the move.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/notation/pgn.h"
#include "core/record/game_tree.h"

namespace xq::notation {

struct XqfResult {
  record::GameTree tree;       // start FEN + every move that replayed
  std::vector<PgnTag> tags;    // Title, Event, Date, Site, Red, Black, Result ("1-0", "0-1",
                               // "1/2-1/2", "*"), Annotator, Author, TimeControl when set
  int version = 0;             // header byte 2 (10 and below: plain; above: obfuscated)
  bool loaded = false;         // a start position was read (false: nothing to show)
  std::string error;           // first problem on the main line, a truncation, or why
                               // nothing loaded; empty when the whole file read cleanly
  std::vector<std::string> warnings;  // every problem, in file order (the error included)
  bool ok() const { return error.empty() && warnings.empty(); }
  std::string tag(std::string_view name) const;
};

// Does the byte string start like an XQF file ("XQ" and a plausible version)?
bool looks_like_xqf(std::string_view bytes);

// Reads one XQF record. Never throws; every read is bounds-checked.
XqfResult read_xqf(std::string_view bytes);

}  // namespace xq::notation
