// ICCS coordinate move text: "h2e2" = from file h rank 2 to file e rank 2.
// Files are the board's letters (Geometry::file_letter: a..i, a..r on an 18-file board,
// z..j on the 山界 board) from Red's left, ranks 0.. from Red's back rank, written in
// decimal: ranks 10 and up take two digits ("a10a12", "e13e9"; no leading zero). A
// square always starts with a letter, so a move splits one way only. Parsing accepts
// upper case and an optional '-' between the squares ("H2-E2"); formatting is lower case.
//
// Add-on move types (types.h MoveType; docs/notation.md):
//   "@h2e2"      解將旗 flag step with the move h2e2 (the flag moves first, 「先逆時針移動一格」)
//   "@@"         解將旗 the flag alone steps two cells
//   "P*e3"       還魂卒 a soldier revived on e3 ('p' accepted)
//   "b9c7&a9a8"  殺驚與遁馬 double move: horse b9c7, then a9a8
//   "@P*e3", "@b9c7&a9a8"  a flag step with a drop / a double move
//   "^b0"        hidden pieces: the owner turns its face-down piece on b0 face-up
//   "*b0"        起始象棋: a captured piece put back face-down on b0 (the point's setup piece)
//   "c3xe5xg7"   a jump path (Betza D(W)/A(F), Move::jump): c3 jumps to e5, then to g7,
//                taking the pieces it jumps over; "c3xe5" a single jump
//
// Letter 'x' never starts a square here (a square needs a digit next), so "c3xe5" reads
// one way only even on a board whose files include x.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "core/geometry.h"
#include "core/types.h"

namespace xq {

// Does text have the shape of a plain ICCS move ("h2e2", "H2-E2", "a10b12") or a jump
// path ("c3xe5xg7")? Says nothing about the board.
bool looks_like_iccs_move(std::string_view text);

// "e2", "a13" -> square; nullopt if malformed or off the board.
std::optional<Square> parse_iccs_square(std::string_view text, const Geometry& geo = xiangqi_geometry());
std::string format_iccs_square(Square s, const Geometry& geo = xiangqi_geometry());
// "b2b7", "e0d0" (two points written together, as after 暗戰's 換 or 第三代's 雙翻) -> the two
// different squares; nullopt if malformed, off the board or the same point twice.
std::optional<std::pair<Square, Square>> parse_iccs_square_pair(std::string_view text,
                                                                const Geometry& geo = xiangqi_geometry());

// "h2e2" (or an add-on form above) -> Move (not checked for legality); nullopt if malformed.
std::optional<Move> parse_iccs(std::string_view text, const Geometry& geo = xiangqi_geometry());
std::string format_iccs(Move m, const Geometry& geo = xiangqi_geometry());

}  // namespace xq
