// FEN (Forsyth-Edwards Notation) for xiangqi positions: parse with precise errors, format.
//
// Board letters: K general, A advisor, B or E elephant, N or H horse, R chariot,
// C cannon, P soldier, G the 宮旗 flag on the board (palace_flag add-on only) (upper
// case Red, lower case Black). Ranks are listed from the
// top (Black's back rank) down. Side: w or r = Red, b = Black. The two "-" fields
// are ignored; the half-move clock (plies without capture) and full-move number are
// optional. Output always uses "kabnrcpg" and "w".
//
// Add-on state extension (variants with 解將旗 / 還魂卒 / 殺驚與遁馬 only; docs/variants.md):
// an optional last field in braces, items separated by ';', e.g.
//   "… w - - 0 1 {flag=3.21;revive=r}"
//   flag=R.B    the red and black flag cells on the ring (0..41), 'x' = captured;
//               宮旗: 'g' = on the board (a g/G piece stands in its palace), 'gx' =
//               captured on the board (the enemy flag on its start cell then wins)
//   revive=r|b|rb  who may revive a soldier with its next move (its last move captured)
//   double      the side to move may answer 殺驚 with a double move
// Each item is its rule module's (RuleModule::fen_item). Omitted items take the start
// values (flags on 0 and 21, no rights), and to_fen writes the field only when some item
// differs, so start positions and standard FEN are unchanged.
//
// The parser never trusts its input: besides syntax it rejects positions that no
// legal game can reach in ways that would break the rules core (piece counts,
// pieces off their points, the side not to move in check, facing generals).
#pragma once

#include <string>
#include <string_view>

#include "core/fen_error.h"
#include "core/position.h"

namespace xq {

struct FenResult {
  Position position;
  FenError error;  // kind None on success
  bool ok() const { return error.kind == FenErrorKind::None; }
};

// Parses and validates `fen` on the standard geometry.
FenResult parse_fen(std::string_view fen);
// Parses on another geometry (variants). Every rank lists all `width` grid points;
// holes count as empty points in digit runs and may not hold a piece.
FenResult parse_fen(std::string_view fen, const Geometry& geometry);

std::string to_fen(const Position& pos);

// The FEN letter for a piece ('K', 'a', ...); '?' for empty.
char piece_to_char(Piece p);
// Parses one letter (accepting h/e aliases); empty Piece if not a piece letter.
Piece piece_from_char(char c);
// The same on a geometry: a variant with data-defined piece types (Geometry::types)
// uses its own letters (no aliases); the others the standard ones above.
char piece_to_char(Piece p, const Geometry& g);
Piece piece_from_char(char c, const Geometry& g);

}  // namespace xq
