// PositionSetup: a position put together piece by piece (the page's position editor, 擺棋),
// for the variant of a game, checked as it is built.
//
// The draft is plain data (a piece or nothing on each point, the side to move), so it may
// hold what no Position may: two red generals, an elephant across the river, seventeen
// soldiers. check() judges it with the FEN parser's own rules (core/fen.h: the same
// validation every pasted FEN and link goes through), so the editor accepts exactly the
// positions a FEN may hold, and its answer names the point, the piece and the limit
// (FenError::square, piece, limit) for the page to say in its own words. start() builds
// the game of the like game's variant and add-ons from it.
//
// What a draft does not carry: face-down pieces and add-on state beyond the board (flags on
// the 解將旗 ring, revive rights): a game started from it has the add-ons' start state.
// The 宮旗 flag is no palette piece (its place is the ring's state).
#pragma once

#include <array>
#include <memory>
#include <string>
#include <vector>

#include "core/fen_error.h"
#include "core/types.h"

namespace xq {

class Game;
struct GameOrError;
struct Geometry;

class PositionSetup {
 public:
  // An empty board (no generals either: on most boards the two start points face each
  // other, so generals alone there would be illegal), the variant's start position, or
  // the position `like` shows now (face-down pieces and the 宮旗 flag on the board are
  // left out), each for `like`'s variant and add-ons, Red to move unless the position
  // says otherwise.
  static PositionSetup empty(const Game& like);
  static PositionSetup start(const Game& like);
  static PositionSetup current(const Game& like);

  int width() const;
  int height() const;
  // The point (file, rank) exists on this board (not a hole, not off the grid).
  bool exists(int file, int rank) const;
  Square square(int file, int rank) const;  // kNoSquare off the grid
  Piece at(Square s) const { return s < kMaxSquares ? board_[s] : Piece(); }
  Color side_to_move() const { return side_; }

  // Editing. put/remove/move refuse (false, nothing changes) a point that does not exist
  // or a piece the variant does not declare; put replaces what stands there.
  bool put(Square s, Piece p);
  bool remove(Square s);
  bool move(Square from, Square to);
  void clear();
  void set_side_to_move(Color c) { side_ = c; }

  // The piece types of the variant, Red's then Black's, in kind order: what the editor's
  // palette offers (every declared kind, the seven roles a text inherits from 象棋 too;
  // never the flag).
  std::vector<Piece> palette() const;
  bool declared(Piece p) const;

  // The draft as a FEN of the variant (move counters 0 1, no add-on state field).
  std::string fen() const;
  // The first problem that keeps the draft from being a game (kind None = it may start):
  // the FEN parser's verdict with its point, piece and limit.
  FenError check() const;
  // A game of the like game's variant and options from the draft; error = check()'s.
  GameOrError start_game() const;

 private:
  explicit PositionSetup(const Game& like);
  void load(const Game& game, bool face_up_only);
  const Geometry& geometry() const;

  std::shared_ptr<const Game> like_;  // the variant, add-ons and rule options to start with
  std::array<Piece, kMaxSquares> board_{};
  Color side_ = Color::Red;
};

}  // namespace xq
