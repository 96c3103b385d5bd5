// Position: the board state of one game moment, make/unmake, hashing and attack queries.
//
// A Position is a plain value (copyable, no heap). It knows the geometry it lives on
// and keeps, next to the point array, a piece list per piece code so move generation
// iterates pieces instead of points. Hashes are Zobrist keys updated incrementally
// (side to move included). Setters do not validate: untrusted input goes through
// fen.h (parse_fen), which returns precise errors.
//
// Legality here means: the mover's general is not attacked afterwards, where
// "attacked" includes the flying general (帥將照面: generals on one file with nothing
// between). Debug builds (no NDEBUG) check invariants after every make/unmake.
#pragma once

#include <cstdint>

#include "core/geometry.h"
#include "core/ring.h"
#include "core/types.h"

namespace xq {

class Position;
// Step tables and extra moves of add-on variants (core/rules/addon_attacks.h,
// core/rules/palace_strategy.h); only called when Geometry::powers is set.
const LeapSet* addon_leap_table(const Position& pos, Color c, PieceKind k);

// What do_move() needs to undo a move: the captured piece and the fields that are
// cheaper to copy back than to recompute.
// The position state of the add-ons with their own move types (Geometry::special):
// the 解將旗 flags' ring cells, the 還魂卒 revive rights and the 殺驚與遁馬 double-move
// right. All of it is in the hash (zobrist.h) and in FEN (fen.h, the "{…}" extension).
struct AddonState {
  // 宮旗 (palace_flag) flag states besides a ring cell: on the board (as a Flag piece on
  // a palace point), or captured there (the game goes on; core/rules/palace_flag.h).
  static constexpr std::int8_t kFlagOnBoard = -2;
  static constexpr std::int8_t kFlagLostOnBoard = -3;
  std::int8_t flag[2] = {-1, -1};  // ring cell per color; -1 = no ring, or the flag was captured
  bool revive[2] = {false, false};  // this color's last move captured: it may revive a soldier now
  bool double_move = false;         // the side to move may answer 殺驚 with a double move
  friend bool operator==(const AddonState& a, const AddonState& b) {
    return a.flag[0] == b.flag[0] && a.flag[1] == b.flag[1] && a.revive[0] == b.revive[0] &&
           a.revive[1] == b.revive[1] && a.double_move == b.double_move;
  }
};

struct UndoInfo {
  Piece captured;
  int halfmove_clock = 0;
  std::uint64_t hash = 0;
  // Add-on moves only (Geometry::special): the second step's capture and the state before.
  Piece captured2;
  AddonState addon;
};

class Position {
public:
  static constexpr int kMaxPerKind = 16;

  // An empty board (no pieces, Red to move) on the given geometry.
  explicit Position(const Geometry& geometry = xiangqi_geometry());

  // ---- setup (no validation; see fen.h) ----
  void clear();
  // Places p on an empty, existing point. Returns false (and changes nothing) if the
  // point is occupied, missing, or the per-kind list is full.
  bool put_piece(Piece p, Square s);
  void remove_piece(Square s);
  void set_side_to_move(Color c);
  void set_halfmove_clock(int plies);     // plies since the last capture
  void set_fullmove_number(int number);   // starts at 1, +1 after each Black move
  // Add-on state (ignored by variants without the add-on; see AddonState). A flag cell
  // is 0..ring_size-1, or -1 for a captured flag.
  void set_flag_cell(Color c, int cell);
  void set_revive_right(Color c, bool on);
  void set_double_move_right(bool on);

  // ---- queries ----
  const Geometry& geometry() const { return *geo_; }
  Piece piece_on(Square s) const { return board_[s]; }
  bool empty(Square s) const { return board_[s].empty(); }
  Color side_to_move() const { return side_; }
  int halfmove_clock() const { return halfmove_clock_; }
  int fullmove_number() const { return fullmove_number_; }
  std::uint64_t hash() const { return hash_; }
  // Square of c's general, or kNoSquare if the board has none.
  Square general_square(Color c) const;
  // ---- add-on state (Geometry::special; see types.h MoveType) ----
  // 解將旗: c's flag cell on the ring (ring.h), or -1 when the variant has no ring or
  // the flag has been captured (then the game is over: flag_captured()).
  // 宮旗: also AddonState::kFlagOnBoard / kFlagLostOnBoard.
  int flag_cell(Color c) const { return addon_.flag[index_of(c)]; }
  // The game is lost for c by its flag: captured on the ring, or (宮旗) captured on the
  // board with the enemy flag on c's ring start cell (「那敵"解將旗"走到己方[旗]初始位置格也為勝」).
  bool flag_captured(Color c) const {
    if (geo_->ring_size <= 0) return false;
    const int mine = addon_.flag[index_of(c)];
    return mine == -1 || (mine == AddonState::kFlagLostOnBoard && addon_.flag[1 - index_of(c)] == geo_->flag_track.start[index_of(c)]);
  }
  // 宮旗: the square of c's flag on the board, or kNoSquare.
  Square flag_square(Color c) const {
    const Piece f(c, PieceKind::Flag);
    return count_[f.code()] > 0 ? list_[f.code()][0] : kNoSquare;
  }
  // 還魂卒: may c put a captured soldier back with its next move (its last move captured)?
  bool revive_right(Color c) const { return addon_.revive[index_of(c)]; }
  // 還魂卒: how many of c's soldiers are off the board (a soldier only leaves by capture):
  // the setup's soldier points minus the soldiers standing.
  int soldiers_captured(Color c) const;
  // 殺驚與遁馬: may the side to move answer with a double move (horse first)?
  bool double_move_right() const { return addon_.double_move; }
  const AddonState& addon_state() const { return addon_; }

  int count(Color c, PieceKind k) const { return count_[Piece(c, k).code()]; }
  int count(Piece p) const { return count_[p.code()]; }
  // The squares of all pieces p (count(p) entries, unordered).
  const Square* squares_of(Piece p) const { return list_[p.code()]; }

  // ---- attacks and legality ----
  // Is the side to move's general attacked (將軍)?
  bool in_check() const { return general_attacked(side_); }
  // Is c's general attacked, flying general included?
  bool general_attacked(Color c) const;
  // Is square s attacked by any piece of color `by` (all kinds, flying general included)?
  bool is_attacked(Square s, Color by) const;
  // Do the two generals stand on one file with nothing between them?
  bool generals_facing() const;

  // Does m follow the movement rules of the piece on its from-square for the side to
  // move (ignoring whether the own general ends up attacked)?
  bool is_pseudo_legal(Move m) const;
  // Pseudo-legal and does not leave the mover's general attacked (or facing).
  bool is_legal(Move m) const;
  // For a pseudo-legal m: would the mover's general be attacked after m?
  bool leaves_general_attacked(Move m) const;
  bool is_capture(Move m) const { return !board_[m.to()].empty(); }

  // ---- make / unmake ----
  // m must be pseudo-legal for the side to move (legal in normal use).
  // Every MoveType: add-on moves (Drop, Double, FlagOnly, flag steps) and every move of
  // a variant with such add-ons take the add-on path (position_addons.cpp).
  void do_move(Move m, UndoInfo& undo);
  void undo_move(Move m, const UndoInfo& undo);

  // Recomputes the hash from scratch (tests compare it with the incremental one).
  std::uint64_t compute_hash() const;
  // Piece lists, counts and hash agree with the board. Used by debug asserts and tests.
  bool invariants_hold() const;

  // The step table c's pieces of kind k use now (indexed by square): the ordinary
  // one, or an add-on's conditional one while its condition holds (see PowerTables).
  const LeapSet* leap_table(Color c, PieceKind k) const {
    if (geo_->powers) return addon_leap_table(*this, c, k);
    return geo_->leaps[index_of(c)][index_of(k)];
  }
  // The point array (kMaxSquares + 1 entries, the last one the empty sentinel).
  const Piece* board_array() const { return board_; }

  // Same pieces on the same points, same side to move, same add-on state (clocks ignored).
  bool same_placement(const Position& other) const;

private:
  std::uint64_t addon_hash(const AddonState& st) const;
  void do_addon_move(Move m, UndoInfo& undo);
  void undo_addon_move(Move m, const UndoInfo& undo);
  bool addon_pseudo_legal(Move m) const;
  // Moves the piece on from to to (capturing), updating lists and piece hash keys.
  Piece step(Square from, Square to);
  void unstep(Square from, Square to, Piece captured);
  void add_to_list(Piece p, Square s);
  void remove_from_list(Piece p, Square s);
  void move_in_list(Piece p, Square from, Square to);

  const Geometry* geo_;
  Piece board_[kMaxSquares + 1];  // last entry is the always-empty sentinel point
  Square list_[kPieceCodeCount][kMaxPerKind];
  std::uint8_t count_[kPieceCodeCount];
  std::uint8_t index_[kMaxSquares];  // position of the piece on a square in its list
  Color side_ = Color::Red;
  int halfmove_clock_ = 0;
  int fullmove_number_ = 1;
  std::uint64_t hash_ = 0;
  AddonState addon_;
};

}  // namespace xq
