// The core vocabulary: Color, PieceKind, Piece, Square and Move.
//
// Everything here is a small value type that is cheap to copy. A Square is an index
// into a board's point array (rank * width + file, see geometry.h); the core never
// assumes 9x10 outside geometry.*, so a variant with another board shape only
// changes the geometry tables.
#pragma once

#include <cstdint>

namespace xq {

enum class Color : std::uint8_t { Red = 0, Black = 1 };

constexpr Color opposite(Color c) { return c == Color::Red ? Color::Black : Color::Red; }
constexpr int index_of(Color c) { return static_cast<int>(c); }

// Order matters: it is the FEN letter order "kabnrcp" and the table index.
enum class PieceKind : std::uint8_t { General, Advisor, Elephant, Horse, Chariot, Cannon, Soldier };
constexpr int kPieceKindCount = 7;
constexpr int index_of(PieceKind k) { return static_cast<int>(k); }

// A piece or "empty". Encoded as (color << 3) | (kind + 1) so that 0 is empty and the
// code can index small tables directly (see Piece::code()).
class Piece {
public:
  constexpr Piece() = default;
  constexpr Piece(Color c, PieceKind k)
      : code_(static_cast<std::uint8_t>((index_of(c) << 3) | (index_of(k) + 1))) {}
  static constexpr Piece none() { return Piece(); }
  static constexpr Piece from_code(std::uint8_t code) {
    Piece p;
    p.code_ = code;
    return p;
  }

  constexpr bool empty() const { return code_ == 0; }
  constexpr explicit operator bool() const { return code_ != 0; }
  constexpr Color color() const { return static_cast<Color>(code_ >> 3); }
  constexpr PieceKind kind() const { return static_cast<PieceKind>((code_ & 7) - 1); }
  constexpr bool is(Color c, PieceKind k) const { return *this == Piece(c, k); }
  constexpr std::uint8_t code() const { return code_; }

  friend constexpr bool operator==(Piece a, Piece b) { return a.code_ == b.code_; }
  friend constexpr bool operator!=(Piece a, Piece b) { return a.code_ != b.code_; }

private:
  std::uint8_t code_ = 0;
};
constexpr int kPieceCodeCount = 16;

// A board point index. Which index is which point is decided by the Geometry.
using Square = std::uint8_t;
constexpr int kMaxSquares = 128;  // room for boards up to 128 points (Move keeps 7 bits each)
constexpr Square kNoSquare = 255;

// A move is a 16-bit value: from (7 bits) | to (7 bits) << 7. Captures are not encoded;
// the position knows what stands on the target. from == to == 0 is never a real move,
// so the zero value is none().
class Move {
public:
  constexpr Move() = default;
  constexpr Move(Square from, Square to)
      : data_(static_cast<std::uint16_t>(from | (to << 7))) {}
  static constexpr Move none() { return Move(); }

  constexpr Square from() const { return static_cast<Square>(data_ & 0x7f); }
  constexpr Square to() const { return static_cast<Square>((data_ >> 7) & 0x7f); }
  constexpr bool is_none() const { return data_ == 0; }
  constexpr explicit operator bool() const { return data_ != 0; }
  constexpr std::uint16_t raw() const { return data_; }

  friend constexpr bool operator==(Move a, Move b) { return a.data_ == b.data_; }
  friend constexpr bool operator!=(Move a, Move b) { return a.data_ != b.data_; }

private:
  std::uint16_t data_ = 0;
};

}  // namespace xq
