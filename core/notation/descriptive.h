// Descriptive move notation: the family that WXF ("C2.5") and the Chinese notation
// ("炮二平五") both belong to. A move is described relative to its mover: which piece (kind
// plus file, or its place among same-kind pieces on one file), which way it goes, and a
// number that is a target file (sideways, or any move of a diagonal piece) or a step count.
//
// This header holds the notation-neutral form both syntaxes parse into (Description), the
// facts about a legal move that a description is matched against (MoveFacts), and the rules
// that say which written tandem mark picks which piece. It depends on nothing but the
// standard library and the position; the two syntaxes live in wxf.* and chinese.*.
#pragma once

#include <cstdint>
#include <string>

#include "core/position.h"
#include "core/types.h"

namespace xq::notation {

// Piece kinds as notations name them. Custom: a data-defined piece type (`piece.X =
// custom`), named by its own character or letter (Description::symbol; the variant's
// PieceFaces say which type that is). Unspecified: the letter/character was left out, as
// in WXF "3+.4" or Chinese "前三平四" (tandem pawns on two files).
enum class Figure : std::uint8_t { King, Advisor, Elephant, Rook, Horse, Cannon, Pawn, Custom, Unspecified };

enum class Direction : std::uint8_t { Forward, Backward, Sideways };

// How the moving piece is singled out among same-kind pieces on its file. The WXF marks are
// kept apart from the Chinese ones because their meaning depends on how many pawns share
// the file: with four or five, WXF "P+" is the second from the front and "++" the first.
enum class Tandem : std::uint8_t {
  None,        // by file only
  Front,       // 前: the foremost
  Middle,      // 中: the middle one of three (or five)
  Rear,        // 後/后: the rearmost
  Ordinal,     // 一兵…五兵: counted from the front (see Description::ordinal)
  WxfPlus,     // "+": front of two or three, second from front of four or five
  WxfMinus,    // "-": rear of two or three, second from rear of four or five
  WxfPlusPlus, // "++": foremost of four or five
  WxfMinusMinus,
};

struct Description {
  Figure figure = Figure::Unspecified;
  // The piece character or WXF letter as written (0 when left out). A role's symbol
  // names a custom type only in a variant that does not declare that role.
  char32_t symbol = 0;
  int file = 0;  // 1..9 counted from the mover's right; 0 when not written
  Tandem tandem = Tandem::None;
  int ordinal = 0;  // 1..5 with Tandem::Ordinal
  Direction direction = Direction::Forward;
  int number = 0;  // 1..9: target file (sideways, or a diagonal mover) or step count
};

// What a legal move looks like in descriptive terms; computed from a position.
struct MoveFacts {
  Figure figure = Figure::King;
  PieceKind kind = PieceKind::General;
  // Figure::Custom: the type's Chinese character for the mover in 繁 and 简 and its WXF
  // letter (core/piece_faces.h; 0 = none, the writers then return "").
  char32_t chinese[2] = {0, 0};
  char wxf = 0;
  int file = 0;           // mover-relative 1..9
  int index = 1;          // 1-based place among same-kind pieces on that file, front first
  int count = 1;          // how many same-kind pieces of the mover stand on that file
  int tandem_files = 0;   // how many files hold two or more of the mover's pieces of this kind
  int global_ordinal = 0; // place among all pieces on those files: files right to left, then front to back
  Direction direction = Direction::Forward;
  int number = 0;
};

// Does the written description fit the move? Tandem::None matches any piece on the file;
// the caller breaks ties with prefer_unmarked().
bool matches(const Description& d, const MoveFacts& f);

// WXF rule for an unmarked pawn among three or five on a file: the written file means the
// middle one ("P3.4" with three pawns on file 3).
bool is_middle(const MoveFacts& f);

// The facts of move m (pseudo-legal for the side to move) in position pos.
MoveFacts facts_of(const Position& pos, Move m);

// Finds the one legal move that `d` describes for the side to move. On failure the move is
// none() and `error` says why: no such piece, cannot move so, leaves the general in check,
// or ambiguous (with the candidates in ICCS).
struct Resolution {
  Move move;
  std::string error;
};
Resolution resolve(const Position& pos, const Description& d);

// A square as ICCS writes it ("h2"), for messages.
std::string square_name(const Position& pos, Square s);

// The figure of a piece kind (Custom from kFirstCustomKind on; the flag has none).
Figure figure_of(PieceKind k);

// Figure letters and names, for messages.
char wxf_letter(Figure f);
const char* english_name(Figure f);

}  // namespace xq::notation
