// MoveGesture: any variant's legal moves as sequences of picks, so a UI plays every move
// type (add-on moves included) by picking places, without knowing which add-on a move
// comes from (issue #12 item 6).
//
// A place is what an input can pick: a board point (its Square), a track cell (the
// 解將旗 ring, its index) or a named panel action (還魂 = put a soldier back; "done" =
// the first half of a compound alone). Every legal move decomposes into the picks that
// name it (gesture.cpp, picks_of), for example
//   a board move            point from, point to
//   解將旗 compound          the own flag's cell, then the board move's picks
//   解將旗 two-cell escape    the own flag's cell, the cell two ahead
//   宮旗 enter / return      the flag's ring cell, the general's start point / the flag's
//                           point, its ring start cell
//   還魂卒 drop              action Revive, the drop point
//   起始 face-down drop       action PutBack, the start point the piece goes to
//   殺驚與遁馬 double         horse from, to, then the second piece's from, to
//   雲端 swap                 one piece of the two, then the other (either first)
//   堅守 capture into a zone  the piece, the enemy piece, then the zone point (a drop)
//   神鷹 carry (叼)            the eagle, the piece it lifts, where it is put (a drop), where
//                            the eagle ends
//   龜鱷 push                 the crocodile, the turtle it steps onto, where the turtle goes (a drop)
//   reveal (hidden pieces)   the face-down piece's point, then action Reveal
//   山水 雄 「變化」           the 雄's point, action Change, then the kind it becomes
//   promotion (X.promote)    the piece, where it goes, then the kind it becomes; a move
//                            that could promote but stays (a shogi piece's choice) picks
//                            its own kind, so the page asks once for every such move
// A gesture keeps the picks made so far and the legal moves whose decomposition starts
// with them. targets() answers what may be picked next (with what each means for
// drawing); once exactly one move is named in full, move() is it. When a move is named
// in full but longer ones go on from it (the horse move alone, or with a second move),
// the gesture waits and offers "done".
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/position.h"
#include "core/rules/illegal_reason.h"
#include "core/types.h"

namespace xq {

// Promotion: a piece kind the mover may become (id = index_of(PieceKind)), the page's picker.
enum class PlaceKind : std::uint8_t { Point, Cell, Action, Promotion };

// The named panel actions a gesture may offer.
enum class GestureAction : std::uint8_t {
  Revive,  // 還魂卒: a captured soldier goes back on a free start point (a drop follows)
  Done,    // the move picked so far, alone (a compound's first half)
  Reveal,  // hidden pieces: the owner turns the picked face-down piece over (a move)
  PutBack, // 起始象棋 「拿回并扣在…初始空位上」: a captured piece goes back face-down (a drop follows)
  Change,  // 山水's 雄 「變化」: the picked 雄 becomes a captured own piece (the kind follows)
};

struct Place {
  PlaceKind kind = PlaceKind::Point;
  int id = -1;  // Point: the Square; Cell: the track cell; Action: the GestureAction

  static constexpr Place point(Square s) { return Place{PlaceKind::Point, s}; }
  static constexpr Place cell(int c) { return Place{PlaceKind::Cell, c}; }
  static constexpr Place action(GestureAction a) { return Place{PlaceKind::Action, static_cast<int>(a)}; }
  static constexpr Place promotion(PieceKind k) { return Place{PlaceKind::Promotion, index_of(k)}; }
  friend constexpr bool operator==(Place a, Place b) { return a.kind == b.kind && a.id == b.id; }
  friend constexpr bool operator!=(Place a, Place b) { return !(a == b); }
};

// What a pick means in its move, for drawing a target.
enum class PickRole : std::uint8_t {
  Piece,        // a piece of the mover that will move (a board point)
  Destination,  // an empty point a piece goes to
  Capture,      // a point with an enemy piece a piece goes to
  Drop,         // an empty point a piece appears on
  Flag,         // the mover's flag on its track cell, picked to move
  FlagCell,     // a track cell the flag goes to
  Action,       // a panel action that starts a move (還魂, 拿回)
  Done,         // the moves picked so far end here
  Promotion,    // the kind the moved piece becomes (its own kind: it stays as it is)
};

struct Pick {
  Place place;
  PickRole role = PickRole::Piece;
};

// A legal move with the picks that name it.
struct PickedMove {
  Move move;
  std::vector<Pick> picks;
};

// The answer to one pick: refused (reason != None, the gesture unchanged), taken and
// waiting for more, or taken and naming `move` in full.
struct PickVerdict {
  MoveVerdict verdict;  // why the pick is refused (reason None = taken)
  Move move;            // none() until the picks name exactly one legal move

  bool ok() const { return verdict.ok(); }
  bool complete() const { return !move.is_none(); }
};

class MoveGesture {
 public:
  MoveGesture() = default;
  // The gesture over `legal` (pos's complete legal moves; empty when the game is over,
  // then every pick is refused with GameOver when `over`).
  MoveGesture(const Position& pos, const std::vector<Move>& legal, bool over);

  // The picks of a legal move m in pos, in order (the decomposition above).
  static std::vector<Pick> picks_of(const Position& pos, Move m);

  // Takes place p when it is one of targets(); else refuses it with a reason from the
  // rules (the trial move the picks would make, e.g. GeneralsFace, or NotYourPiece,
  // EmptySquare, ReviveNotAllowed, FlagStepNotInCheck …) and stays as it was.
  PickVerdict pick(Place p);
  // Forgets the picks (the candidates are every legal move again), or the last one.
  void reset();
  void unpick();

  const std::vector<Pick>& picked() const { return picked_; }
  bool empty() const { return picked_.empty(); }
  // The places that may be picked next, each once, with its role (a "done" target when a
  // move is named in full and longer ones go on from it). Before any pick: every piece
  // that can move, the flag when it can, the actions.
  std::vector<Pick> targets() const;
  // The target at p, if p is one.
  std::optional<Pick> target_at(Place p) const;
  // The legal moves that start with the picks so far.
  std::vector<Move> candidates() const;
  // The move the picks name in full (none() until then; it stays once complete).
  Move move() const { return move_; }
  // The move "done" would play (the picks so far, alone), if it is offered.
  std::optional<Move> done_move() const;
  // What the board shows after the picks so far when they made a board step that a
  // further pick continues (殺驚與遁馬: the horse moved, the same side to move again).
  std::optional<Position> preview() const;
  // Does some legal move start with place p as its first pick (a piece that can move,
  // the flag when it can step, an action on offer)?
  bool can_start(Place p) const;

 private:
  std::optional<Position> pos_;
  bool over_ = false;
  std::vector<PickedMove> moves_;  // every legal move with its picks
  std::vector<Pick> picked_;
  Move move_;

  bool matches(const PickedMove& m) const;  // m's picks start with picked_
  // Of the moves that start with the picks so far: the one they name in full (if any),
  // and whether longer ones go on from them.
  struct Named {
    std::optional<Move> full;
    bool longer = false;
  };
  Named named() const;
  MoveVerdict refusal(Place p) const;
};

}  // namespace xq
