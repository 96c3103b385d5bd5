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
// Flag is not a role of the variant data: it is the 宮旗 add-on's flag standing on the
// board (palace_flag, core/rules/palace_flag.h), FEN letter g/G. kPieceKindCount counts
// the seven board roles only, so every per-role table keeps its size; code that takes
// a kind from a board piece must handle Flag before indexing such a table.
enum class PieceKind : std::uint8_t { General, Advisor, Elephant, Horse, Chariot, Cannon, Soldier, Flag };
constexpr int kPieceKindCount = 7;
constexpr int index_of(PieceKind k) { return static_cast<int>(k); }
// Piece types a variant declares as data (`piece.X = custom`, docs/variants.md §1) take
// the kinds from kFirstCustomKind on; they have no name in the enum and move by their
// Betza program through the generic tables (core/piece_tables.h). With the seven roles
// a variant has up to 31 piece types.
constexpr int kFirstCustomKind = 8;
constexpr int kMaxCustomKinds = 24;
constexpr int kMaxPieceKinds = kFirstCustomKind + kMaxCustomKinds;
constexpr PieceKind custom_kind(int i) { return static_cast<PieceKind>(kFirstCustomKind + i); }
// The kinds whose setup points a board marks by default (docs/variants.md `marks`): bit k
// for kind k, the cannons' and soldiers' points as on a printed board.
constexpr std::uint32_t kDefaultMarkKinds = (1u << index_of(PieceKind::Cannon)) | (1u << index_of(PieceKind::Soldier));

// A piece or "empty". Encoded as (kind / 8) * 16 + color * 8 + kind % 8 + 1 so that 0
// is empty and the code can index small tables directly (see Piece::code()): red 1..8,
// black 9..16 for the roles and the flag, then blocks of 16 for the data-defined kinds
// (red 17..24, black 25..32, …). The seven roles keep the codes of the earlier
// (color << 3) | (kind + 1) encoding (so hashes of standard positions are unchanged);
// the flags took the free code 8 and the new 16.
class Piece {
public:
  constexpr Piece() = default;
  constexpr Piece(Color c, PieceKind k)
      : code_(static_cast<std::uint8_t>((index_of(k) >> 3) * 16 + index_of(c) * 8 + (index_of(k) & 7) + 1)) {}
  static constexpr Piece none() { return Piece(); }
  static constexpr Piece from_code(std::uint8_t code) {
    Piece p;
    p.code_ = code;
    return p;
  }

  constexpr bool empty() const { return code_ == 0; }
  constexpr explicit operator bool() const { return code_ != 0; }
  constexpr Color color() const { return static_cast<Color>(((code_ + 15) >> 3) & 1); }
  constexpr PieceKind kind() const {
    const unsigned v = static_cast<std::uint8_t>(code_ - 1);
    return static_cast<PieceKind>((v & 7) | ((v >> 4) << 3));
  }
  constexpr bool is(Color c, PieceKind k) const { return *this == Piece(c, k); }
  constexpr std::uint8_t code() const { return code_; }

  friend constexpr bool operator==(Piece a, Piece b) { return a.code_ == b.code_; }
  friend constexpr bool operator!=(Piece a, Piece b) { return a.code_ != b.code_; }

private:
  std::uint8_t code_ = 0;
};
constexpr int kPieceCodeCount = ((kMaxPieceKinds - 1) >> 3) * 16 + 16 + 1;  // 65
constexpr int kStandardPieceCodeCount = 17;  // empty, the roles and the flags

// A board point index. Which index is which point is decided by the Geometry.
// Boards have up to 252 points and at most 18 files and 18 ranks (18x14 = 252: 長河
// 18x10, 江河 9x14), so a Square stays one byte: 0..251 are points, 252 is every board
// array's always-empty sentinel (Geometry::sentinel) and 255 means "no square". One byte
// keeps the board, the piece lists and the step tables (Leap, Ray) as dense as they were
// for 128 points; a 16-bit Square would double those tables for no board we need.
using Square = std::uint8_t;
constexpr int kMaxSquares = 252;
constexpr int kMaxBoardSide = 18;  // files a..r, ranks 0..17
constexpr Square kNoSquare = 255;
static_assert(kMaxSquares < kNoSquare, "the sentinel point and kNoSquare must fit a Square");

// What kind of move a Move is. Standard xiangqi only ever has Normal moves; the others
// come from add-on rule modules (docs/variants.md §5):
//   Normal    the piece on from() goes to to() (capturing what stands there).
//   Drop      還魂卒: a captured own soldier is put back on the empty point to()
//             (from() == to()). With the face-down sub-kind in the from2 byte
//             (Move::drop_face_down), 起始象棋's 「扣放」: a captured own piece goes back
//             face-down on the empty point to(); the point says which piece (its setup
//             piece), so the move names no identity.
//   Double    殺驚與遁馬: a horse move from() -> to(), then a second move of another own
//             piece from2() -> to2(), one turn.
//   FlagOnly  解將旗: the own flag alone steps two ring cells (no board move); with a
//             sub-kind in the from2 byte, 宮旗 (palace_flag): the flag enters the board
//             on its general's start point to() (flag_enter), or leaves the board from
//             that point from() back to its ring start cell (flag_return).
//             With from2() == to() and to2() != from(), 堅守象棋's capture into a zone
//             (Move::zone_capture): the piece captured on to() goes face-down onto to2().
//   Reveal    hidden pieces (core/hidden_rules.h): the owner turns its face-down piece on
//             from() face-up (from() == to()); no piece moves. Coded in bit 19, so
//             the earlier types keep their raw values (and share-link ranks). With
//             from() != to() it is 暗戰's swap (Move::swap_reveal): the piece on from()
//             and the enemy face-down piece on to() change places, the latter face-up.
// Independently of the type, flag_step() marks a 解將旗 compound: the own flag steps one
// ring cell counterclockwise together with the (Normal, Drop or Double) move, which must
// answer a check.
enum class MoveType : std::uint8_t { Normal = 0, Drop = 1, Double = 2, FlagOnly = 3, Reveal = 4 };

// A move is a 64-bit value, one byte per square so every point of a 252-point board fits:
//   bits  0..7  from        bits 16..17 type        bits 24..31 from2 (FlagOnly: sub-kind)
//   bits  8..15 to          bit  18     flag step   bits 32..39 to2
//                           bit  19     reveal (MoveType::Reveal, bits 16..17 zero)
// A jump (a Normal move with bit 20 set) is a piece's path of jumps that capture the
// pieces they jump over (Betza X(W)/X(F), docs/variants.md): from(), then `waypoints()`
// landing points (bits 21..23, at most kMaxWaypoints, in bytes 3..7 in order), then to().
// Each jump takes the piece on the midpoint of its two landings; to() is empty before.
// Bit 40 on a Double marks 神鷹's carry (Move::carry), bit 41 a castling (Move::castle). Bits 48..55 hold a promotion
// (Move::promote, 歐亞象棋): the kind the mover becomes on to(), plus one; such a move is
// still a Normal board move (is_normal()). A jump uses those bytes for its landings. Bits 40..63 are otherwise zero. The fields keep
// the significance order of the earlier 32-bit layout (to2, from2, flag step, type, to,
// from from the top), so sorting moves by raw() orders them exactly as before: share
// links that code a move by its rank among the legal moves (core/share/link.h) decode
// as they did. Captures are not encoded; the position knows what stands on the target.
// The zero value (from == to == 0, Normal) is never a real move, so it is none().
class Move {
public:
  constexpr Move() = default;
  constexpr Move(Square from, Square to) : data_(from | (static_cast<std::uint64_t>(to) << kToShift)) {}
  static constexpr Move none() { return Move(); }

  // ---- named constructors for the add-on move types ----
  // 解將旗: the normal move from -> to, and the own flag steps one cell.
  static constexpr Move flag_step(Square from, Square to) { return Move(from, to).with_flag_step(); }
  // 解將旗: the flag alone steps two cells.
  static constexpr Move flag_only() { return Move(type_bits(MoveType::FlagOnly)); }
  // 宮旗: the flag steps from its ring start cell onto the board point `to`.
  static constexpr Move flag_enter(Square to) {
    return Move(Move(to, to).data_ | type_bits(MoveType::FlagOnly) | (std::uint64_t{kFlagEnter} << kFrom2Shift));
  }
  // 宮旗: the flag on the board point `from` goes back to its ring start cell.
  static constexpr Move flag_return(Square from) {
    return Move(Move(from, from).data_ | type_bits(MoveType::FlagOnly) |
                (std::uint64_t{kFlagReturn} << kFrom2Shift));
  }
  // 還魂卒: a soldier is put back on `to`.
  static constexpr Move drop(Square to) { return Move(Move(to, to).data_ | type_bits(MoveType::Drop)); }
  // 起始象棋: a captured piece is put back face-down on `to` (the setup piece of `to`).
  static constexpr Move drop_face_down(Square to) {
    return Move(drop(to).data_ | (std::uint64_t{kDropFaceDown} << kFrom2Shift));
  }
  // 殺驚與遁馬: horse from -> to, then from2 -> to2.
  static constexpr Move double_move(Square from, Square to, Square from2, Square to2) {
    return Move(Move(from, to).data_ | type_bits(MoveType::Double) | (std::uint64_t{from2} << kFrom2Shift) |
                (std::uint64_t{to2} << kTo2Shift));
  }
  // 堅守象棋 (recovery_zones): the capture from -> to, then the captured piece face-down
  // onto the point z of its owner's recovery zone: the double shape whose second step
  // starts where the first one captured (from2 == to; a 雲端 swap has to2 == from).
  static constexpr Move zone_capture(Square from, Square to, Square z) { return double_move(from, to, to, z); }
  // 神鷹象棋 (rules/eagle_carry.h): the eagle flies from -> to and the piece it carried
  // (叼) goes from2 -> to2, the point it was lifted from to the point it was put down on.
  // The double shape with bit 40 set, so no other double (殺驚與遁馬's, 堅守's, 雲端's)
  // reads as a carry and the gesture picks it in its own order.
  static constexpr Move carry(Square from, Square to, Square lifted, Square put) {
    return Move(double_move(from, to, lifted, put).data_ | kCarryBit);
  }
  // Castling (rules/castling.h, 歐亞象棋's chess army): the king from -> to, two points
  // toward its rook, and the rook from2 -> to2, onto the point the king crossed. The double
  // shape with bit 41 set, so no other double module claims it and the gesture picks it
  // as the king's move alone.
  static constexpr Move castle(Square king_from, Square king_to, Square rook_from, Square rook_to) {
    return Move(double_move(king_from, king_to, rook_from, rook_to).data_ | kCastleBit);
  }
  // 龜鱷鬥獸棋 (rules/turtle_crocodile.h): the crocodile steps from -> turtle onto the
  // turtle's point and pushes that turtle on to `put` 「沿線移開一至三步格」. A carry whose
  // piece is lifted where the mover ends (from2 == to), so the ICCS text, the undo and the
  // sort order are the carry's, and the gesture asks for `put` after the two points.
  static constexpr Move push(Square from, Square turtle, Square put) { return carry(from, turtle, turtle, put); }
  // Hidden pieces: the owner turns the face-down piece on `s` face-up.
  static constexpr Move reveal(Square s) { return Move(Move(s, s).data_ | kRevealBit); }
  // 暗戰 (rules/dark_battle.h): the piece on `from` swaps places with the enemy face-down
  // piece on `to`, which lands on `from` face-up. A reveal whose from() != to().
  static constexpr Move swap_reveal(Square from, Square to) { return Move(Move(from, to).data_ | kRevealBit); }
  // A jump path from -> waypoints -> to that captures every piece it jumps over.
  static constexpr int kMaxWaypoints = 5;
  static constexpr Move jump(Square from, const Square* waypoints, int count, Square to) {
    std::uint64_t raw = Move(from, to).data_ | kJumpBit | (static_cast<std::uint64_t>(count) << kWaypointShift);
    for (int i = 0; i < count; ++i) raw |= static_cast<std::uint64_t>(waypoints[i]) << (kFrom2Shift + 8 * i);
    return Move(raw);
  }
  // A board move from -> to after which the mover becomes a piece of kind k (歐亞象棋's
  // chess pawn to q r b n, a shogi piece to its promoted side; the variant's `X.promote`,
  // docs/variants.md §1). Raw values above every plain move, so existing moves keep
  // their ranks in share links.
  static constexpr Move promote(Square from, Square to, PieceKind k) {
    return Move(Move(from, to).data_ | (static_cast<std::uint64_t>(index_of(k) + 1) << kPromoShift));
  }
  // The same move carrying kind k in its promotion byte: a jump path of at most
  // kMaxPromotingWaypoints landings before to() that turns the mover over as it ends
  // (山水象棋's 丞 capturing by its jump, 「吃子的這枚棋可同時翻面」), or a reveal that names
  // the piece's new kind (山水's 雄 changing, hero_change). A longer jump path keeps its
  // 4th and 5th landings in the promotion byte: it never promotes.
  static constexpr int kMaxPromotingWaypoints = 3;
  constexpr Move with_kind(PieceKind k) const {
    return Move(data_ | (static_cast<std::uint64_t>(index_of(k) + 1) << kPromoShift));
  }
  constexpr bool promotes() const {
    return (data_ & kPromoMask) != 0 && ((data_ & kJumpBit) == 0 || waypoints() <= kMaxPromotingWaypoints);
  }
  // The kind the mover becomes (only when promotes()).
  constexpr PieceKind promotion() const {
    return static_cast<PieceKind>(((data_ & kPromoMask) >> kPromoShift) - 1);
  }
  // The same move without its promotion (the plain from -> to).
  constexpr Move without_promotion() const { return promotes() ? Move(data_ & ~kPromoMask) : *this; }
  // The same move with the flag step added (any type but FlagOnly).
  constexpr Move with_flag_step() const { return Move(data_ | kFlagBit); }
  // The same move without the flag step.
  constexpr Move without_flag_step() const { return Move(data_ & ~kFlagBit); }
  static constexpr Move from_raw(std::uint64_t raw) { return Move(raw); }

  constexpr Square from() const { return static_cast<Square>(data_); }
  constexpr Square to() const { return static_cast<Square>(data_ >> kToShift); }
  constexpr MoveType type() const {
    return static_cast<MoveType>(((data_ >> kTypeShift) & 3) | ((data_ & kRevealBit) >> 17));
  }
  constexpr bool flag_step() const { return (data_ & kFlagBit) != 0; }
  // A plain board move of one piece (no add-on part): what standard xiangqi plays. A
  // promotion is one too (its piece changes kind on to()).
  constexpr bool is_normal() const { return ((data_ & ~kPromoMask) >> kTypeShift) == 0; }  // (a jump has bit 20)
  constexpr bool is_drop() const { return type() == MoveType::Drop; }
  // A drop that puts the piece face-down (Move::drop_face_down).
  constexpr bool is_face_down_drop() const { return is_drop() && from2() == kDropFaceDown; }
  constexpr bool is_double() const { return type() == MoveType::Double; }
  constexpr bool is_zone_capture() const {
    return is_double() && from2() == to() && to2() != from() && (data_ & (kCarryBit | kCastleBit)) == 0;
  }
  constexpr bool is_carry() const { return is_double() && (data_ & kCarryBit) != 0; }
  constexpr bool is_castle() const { return is_double() && (data_ & kCastleBit) != 0; }
  // 龜鱷's push (Move::push): a carry whose piece stands where the mover ends.
  constexpr bool is_push() const { return is_carry() && from2() == to(); }
  // Both reveals: the owner's flip (from() == to()) and 暗戰's swap (is_swap_reveal()).
  constexpr bool is_reveal() const { return (data_ & kRevealBit) != 0; }
  constexpr bool is_swap_reveal() const { return is_reveal() && from() != to(); }
  constexpr bool is_jump() const { return (data_ & kJumpBit) != 0; }
  constexpr int waypoints() const { return static_cast<int>((data_ >> kWaypointShift) & 7); }
  constexpr Square waypoint(int i) const { return static_cast<Square>(data_ >> (kFrom2Shift + 8 * i)); }
  // The 解將旗 two-cell escape (not the 宮旗 enter/return, which share its type).
  constexpr bool is_flag_only() const { return data_ == type_bits(MoveType::FlagOnly); }
  constexpr bool is_flag_enter() const { return type() == MoveType::FlagOnly && from2() == kFlagEnter; }
  constexpr bool is_flag_return() const { return type() == MoveType::FlagOnly && from2() == kFlagReturn; }
  // Does the move start from a piece on the board (not a drop, not the lone flag step)?
  // A reveal does: the piece it turns stands on from().
  constexpr bool starts_on_board() const { return !is_drop() && !is_flag_only(); }
  // The second step of a Double move.
  constexpr Square from2() const { return static_cast<Square>(data_ >> kFrom2Shift); }
  constexpr Square to2() const { return static_cast<Square>(data_ >> kTo2Shift); }
  // The first board step as a plain move (Normal and Double), for "which piece moved".
  constexpr Move first_step() const { return Move(from(), to()); }
  constexpr Move second_step() const { return Move(from2(), to2()); }
  constexpr bool is_none() const { return data_ == 0; }
  constexpr explicit operator bool() const { return data_ != 0; }
  constexpr std::uint64_t raw() const { return data_; }

  friend constexpr bool operator==(Move a, Move b) { return a.data_ == b.data_; }
  friend constexpr bool operator!=(Move a, Move b) { return a.data_ != b.data_; }

private:
  static constexpr int kToShift = 8, kTypeShift = 16, kFrom2Shift = 24, kTo2Shift = 32;
  static constexpr std::uint64_t kFlagBit = std::uint64_t{1} << 18;
  static constexpr std::uint64_t kRevealBit = std::uint64_t{1} << 19;
  static constexpr std::uint64_t kJumpBit = std::uint64_t{1} << 20;
  static constexpr int kWaypointShift = 21;
  // A Double's sub-kind above to2 (a jump's waypoints use these bytes; a jump is Normal).
  static constexpr std::uint64_t kCarryBit = std::uint64_t{1} << 40;
  static constexpr std::uint64_t kCastleBit = std::uint64_t{1} << 41;
  // A promotion: the new kind + 1 (Move::promote).
  static constexpr int kPromoShift = 48;
  static constexpr std::uint64_t kPromoMask = std::uint64_t{0xFF} << kPromoShift;
  // FlagOnly sub-kinds (the from2 byte): 0 = the 解將旗 two-cell escape.
  static constexpr Square kFlagEnter = 1, kFlagReturn = 2;
  // Drop sub-kinds (the from2 byte): 0 = face-up (還魂卒), 1 = face-down (起始象棋).
  static constexpr Square kDropFaceDown = 1;
  static constexpr std::uint64_t type_bits(MoveType t) {
    return static_cast<std::uint64_t>(t) << kTypeShift;
  }
  constexpr explicit Move(std::uint64_t raw) : data_(raw) {}
  std::uint64_t data_ = 0;
};

}  // namespace xq
