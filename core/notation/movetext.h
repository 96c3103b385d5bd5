// Movetext in any notation: the dispatcher that turns one written move (ICCS "h2e2", WXF
// "C2.5", Chinese "炮二平五") into a legal move of a position, and the scanner that splits a
// pasted or recorded move list into move texts, tolerating move numbers ("1.", "1..."),
// comments ({…}, ; to end of line), variations ((…) skipped, nested), NAGs ($1),
// result tokens, footnote markers ①…⑳ and 圖/图 (diagram marks in printed records).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"
#include "core/notation/chinese.h"
#include "core/notation/style.h"
#include "core/position.h"

namespace xq::notation {

// "iccs", "wxf", "chinese", "chinese-simplified" -> Notation; false if unknown.
bool notation_from_name(std::string_view name, Notation& out);

struct ParsedMove {
  Move move;              // none() on failure
  Notation notation = Notation::Iccs;  // which syntax the text was read as
  std::string error;      // why it failed (syntax, no such piece, ambiguous, illegal ...)
  bool ok() const { return !move.is_none(); }
};

// Reads one move text for the side to move of pos and checks it is legal.
ParsedMove parse_move(const Position& pos, std::string_view text);
inline ParsedMove parse_move(const Game& game, std::string_view text) {
  return parse_move(game.position(), text);
}

// Writes legal move m of pos in the given notation.
std::string format_move(const Position& pos, Move m, Notation notation);

// Where ply `index` (0 = the first move played from `start`) stands in a written record:
// its full-move number, counted on from the start FEN's fullmove field, and whose move it
// is. A game that starts with Black to move reads "1. … 車５平８ 2. 馬九進七": Black's
// first move carries the start's number, Red's reply the next one.
struct MoveNumber {
  int number = 1;
  Color side = Color::Red;
};
MoveNumber move_number(const Position& start, int index);

struct MoveText {
  std::string text;
  std::size_t offset = 0;  // byte offset in the scanned text
};

struct MovetextScan {
  std::vector<MoveText> moves;
  std::string result;      // "1-0", "0-1", "1/2-1/2", "*" or empty
  std::string error;       // non-empty when the text has something that is not movetext
  std::size_t error_offset = 0;
  bool ok() const { return error.empty(); }
};

// Splits movetext into move texts. Stops at the first unreadable part with an error;
// the moves before it are kept.
MovetextScan scan_movetext(std::string_view text);

}  // namespace xq::notation
