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

// The rule modules' state (core/rules/rule_module.h): anonymous bytes, a slot per module
// at the offsets Geometry::state_offset gives. Copied into UndoInfo, hashed through each
// module's state_hash, compared by same_placement. All zero for standard xiangqi.
struct ModuleState {
  std::int8_t bytes[kModuleStateBytes] = {};
  friend bool operator==(const ModuleState& a, const ModuleState& b) {
    for (int i = 0; i < kModuleStateBytes; ++i)
      if (a.bytes[i] != b.bytes[i]) return false;
    return true;
  }
};

// What do_move() needs to undo a move: the captured piece and the fields that are
// cheaper to copy back than to recompute.
struct UndoInfo {
  Piece captured;
  int halfmove_clock = 0;
  std::uint64_t hash = 0;
  // Moves of variants with stateful modules only: a second step's capture and the state before.
  Piece captured2;
  ModuleState state;
  // Hidden pieces only: the truth code of a captured face-down piece, and the face a
  // reveal turned over (so undo can turn it back).
  std::uint8_t captured_truth = 0;
  Piece face;
  // Side captures (rule_module.h side_captures): the points a move emptied besides its
  // target, with their pieces and face-down identities, in removal order.
  std::uint8_t side_count = 0;
  Square side_square[kMaxSideCaptures] = {};
  Piece side_piece[kMaxSideCaptures];
  std::uint8_t side_truth[kMaxSideCaptures] = {};
  // Conversions (rule_module.h conversions): the points whose piece a move replaced and
  // the old pieces' codes, in order. Left uninitialized (only convert_count is read first),
  // so the standard make/unmake pays nothing for them.
  std::uint8_t convert_count = 0;
  Square convert_square[kMaxConversions];
  std::uint8_t convert_code[kMaxConversions];
  // Followers (rule_module.h followers): the pieces that moved with the mover, from -> to.
  // A promotion (Move::promote): the piece that moved, before it changed kind.
  Piece promoted_from;
  std::uint8_t follow_count = 0;
  Square follow_from[kMaxFollowers];
  Square follow_to[kMaxFollowers];
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
  // ---- queries ----
  const Geometry& geometry() const { return *geo_; }
  Piece piece_on(Square s) const { return board_[s]; }
  bool empty(Square s) const { return board_[s].empty(); }
  Color side_to_move() const { return side_; }
  int halfmove_clock() const { return halfmove_clock_; }
  int fullmove_number() const { return fullmove_number_; }
  std::uint64_t hash() const { return hash_; }
  // Square of c's general, or kNoSquare if the board has none. Inline: move generation
  // asks it at every node.
  // A general turned over (Geometry::royal_face, 山水's 君) is found off the hot path.
  Square general_square(Color c) const {
    const Piece g(c, PieceKind::General);
    if (count_[g.code()] > 0) return list_[g.code()][0];
    const Piece face(c, geo_->royal_face);
    return count_[face.code()] > 0 ? list_[face.code()][0] : kNoSquare;
  }
  // How many royal pieces c has (the general and its other face together).
  int royal_count(Color c) const {
    const int n = count_[Piece(c, PieceKind::General).code()];
    return geo_->royal_face == PieceKind::General ? n : n + count_[Piece(c, geo_->royal_face).code()];
  }
  // Does c have more than one general (`generals = 2`, 長河象棋)? Then none of them is
  // royal: c is never in check and any move is legal as far as the generals go.
  bool several_generals(Color c) const { return count_[Piece(c, PieceKind::General).code()] > 1; }
  // ---- rule-module state (core/rules/rule_module.h) ----
  // The byte at `offset` of the modules' state (a module reads its own slot through
  // Geometry::state_offset_of; rules/<module>.h wraps it in named accessors).
  std::int8_t module_byte(int offset) const { return state_.bytes[offset]; }
  const ModuleState& module_state() const { return state_; }
  // Setup: writes a state byte, keeping the hash (fen.h and the modules' setters).
  void set_module_byte(int offset, std::int8_t value);

  int count(Color c, PieceKind k) const { return count_[Piece(c, k).code()]; }
  int count(Piece p) const { return count_[p.code()]; }
  // The squares of all pieces p (count(p) entries, unordered).
  const Square* squares_of(Piece p) const { return list_[p.code()]; }

  // ---- face-down pieces (core/hidden_rules.h) ----
  // piece_on(s) is a face-down piece's face (what it moves as); these give its identity.
  bool face_down(Square s) const { return truth_[s] != 0; }
  // The identity of the face-down piece on s: the true piece, or none when face-up or
  // when this position does not know it (kUnknownIdentity: a viewer's position).
  Piece identity(Square s) const {
    return truth_[s] == 0 || truth_[s] == kUnknownIdentity ? Piece() : Piece::from_code(truth_[s]);
  }
  bool identity_known(Square s) const { return truth_[s] != 0 && truth_[s] != kUnknownIdentity; }
  // The raw truth code (0 face-up, kUnknownIdentity, else the piece code).
  std::uint8_t truth_code(Square s) const { return truth_[s]; }
  int face_down_count() const { return face_down_count_; }
  // Setup: turns the piece on s (its face) face-down with identity `truth` (a piece of
  // the face's color, or none = unknown). False if s is empty or truth's color differs.
  bool set_face_down(Square s, Piece truth);
  // The reveal primitive (the hidden-pieces module's apply / revert): the face-down
  // piece on s becomes its identity face-up; returns the face. conceal takes it back.
  Piece reveal_piece(Square s);
  void conceal_piece(Square s, Piece face, std::uint8_t truth);

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
  // (A reveal's to() is its own piece's point: no capture.)
  bool is_capture(Move m) const { return (!board_[m.to()].empty() && !m.is_reveal()) || m.is_jump(); }
  // The points a jump path (Move::jump) jumps over, in order (the midpoint of each jump);
  // returns how many (0 for any other move).
  int jumped_squares(Move m, Square out[Move::kMaxWaypoints + 1]) const;

  // ---- make / unmake ----
  // m must be pseudo-legal for the side to move (legal in normal use).
  // Moves of variants whose modules have state or own move types (drops, double moves,
  // flag moves) take the module path (position_modules.cpp).
  void do_move(Move m, UndoInfo& undo);
  void undo_move(Move m, const UndoInfo& undo);

  // ---- piece primitives for the rule modules' own move types (rule_module.h apply /
  // revert): they keep the piece lists and the piece hash keys, nothing else ----
  // Moves the piece on from to to, capturing what stands there; returns the capture.
  Piece move_piece(Square from, Square to);
  // Takes move_piece back.
  void unmove_piece(Square from, Square to, Piece captured);

  // Recomputes the hash from scratch (tests compare it with the incremental one).
  std::uint64_t compute_hash() const;
  // Piece lists, counts and hash agree with the board. Used by debug asserts and tests.
  bool invariants_hold() const;

  // The step table c's pieces of kind k use now (indexed by square): the ordinary
  // one, or a module's conditional one while its condition holds (see PowerTables).
  const LeapSet* leap_table(Color c, PieceKind k) const {
    if (geo_->attack_module) return geo_->attack_module->leap_table(*this, c, k);
    return geo_->leaps[index_of(c)][index_of(k)];
  }
  // The point array (kMaxSquares + 1 entries, the last one the empty sentinel).
  const Piece* board_array() const { return board_; }

  // Same pieces on the same points (face-down state and identities included), same side
  // to move, same module state (clocks ignored).
  bool same_placement(const Position& other) const;

private:
  std::uint64_t modules_hash(const ModuleState& st) const;
  void do_module_move(Move m, UndoInfo& undo);
  void undo_module_move(Move m, const UndoInfo& undo);
  bool module_pseudo_legal(Move m) const;
  bool module_extra_move(Move m) const;
  // The hooks that send make/unmake down the module path.
  static constexpr std::uint32_t kModuleMoveHooks =
      kHookState | kHookOwnMoves | kHookAfterMove | kHookSideCaptures | kHookJumps | kHookConversions | kHookFollowers |
      kHookPromotions;
  // Removes the modules' side captures of the move just played (its board part) into undo.
  void play_side_captures(const MoveFacts& facts, UndoInfo& undo);
  void restore_side_captures(const UndoInfo& undo);
  // Replaces the pieces the modules' conversions name (after the side captures) into undo.
  void play_conversions(const MoveFacts& facts, UndoInfo& undo);
  void restore_conversions(const UndoInfo& undo);
  // Moves the pieces the modules' followers name (after the side captures) into undo.
  void play_followers(const MoveFacts& facts, UndoInfo& undo);
  void restore_followers(const UndoInfo& undo);
  // Does a module add an attack of `by` on s (rule_module.h adds_attack)?
  bool module_adds_attack(Square s, Color by) const;
  // The piece on s (not empty) becomes p: lists and hash.
  void replace_piece(Square s, Piece p);
  // Removes the pieces a jump path (Move::jump) jumped over into undo's side slots.
  void remove_jumped(Move m, UndoInfo& undo);
  void add_to_list(Piece p, Square s);
  void remove_from_list(Piece p, Square s);
  void move_in_list(Piece p, Square from, Square to);
  // A face-down piece's identity follows it from -> to (a captured one's goes to undo).
  void carry_truth(Square from, Square to, UndoInfo& undo);
  void uncarry_truth(Square from, Square to, const UndoInfo& undo);

  const Geometry* geo_;
  Piece board_[kMaxSquares + 1];  // last entry is the always-empty sentinel point
  Square list_[kPieceCodeCount][kMaxPerKind];
  std::uint8_t count_[kPieceCodeCount];
  std::uint8_t index_[kMaxSquares];  // position of the piece on a square in its list
  Color side_ = Color::Red;
  int halfmove_clock_ = 0;
  int fullmove_number_ = 1;
  std::uint64_t hash_ = 0;
  ModuleState state_;
  // Face-down pieces: truth code per point (0 = face-up), and how many are face-down.
  std::uint8_t truth_[kMaxSquares + 1];
  int face_down_count_ = 0;
};

}  // namespace xq
