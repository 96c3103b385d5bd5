// Per-type move tables of the data-defined piece types (docs/variants.md §1 "Piece
// types"), precomputed once when a variant loads from each type's Betza program
// (variant/betza.h): for every color, kind and point, the leaps (with their leg and eye
// points) and the rays (slides with their range, p hops, g grasshopper hops, {_} vaults).
//
// A variant that declares any `piece.X = custom` type runs every piece, the seven roles
// included, through these tables and the one generic walk (core/generic_moves.h); the
// standard presets have no PieceTypeTables and keep their fast role-by-role walk.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "core/types.h"

namespace xq {

// One leap: the target and up to two points that must be empty (the sentinel point
// when unused, which is always empty); a screened hop (X{W}/X{F}) also needs a piece on
// `screen`; a chained leap (X*) is walked by the chain search, not alone.
struct TypeLeap {
  Square to = 0;
  Square block[2] = {0, 0};
  bool quiet = true, capture = true;
  bool screened = false;
  bool chain = false;
  // A jump (D(W)/A(F)): `screen` must hold an enemy, which the jump takes; `to` must be
  // empty. Walked by the jump search, not alone.
  bool jump = false;
  Square screen = 0;
  // A jump of D(W)N/A(F)N: at most `straight` jumps, each on along the line of the first.
  std::uint8_t straight = 0;
};

// Vault (cR{_}, 第三代's 石): past any pieces, over exactly one empty point, then every
// point up to the second empty one may be taken (captures only).
enum class RayMode : std::uint8_t { Slide, Hop, Grasshopper, Vault };

// A ray: `length` points, nearest first, in ray_squares from `first` on (already cut
// to the move's range: for slides the farthest target, for hops the farthest landing,
// for a vault the edge; a confined slide or vault also ends where its zone does).
struct TypeRay {
  std::uint32_t first = 0;
  std::uint8_t length = 0;
  RayMode mode = RayMode::Slide;
  bool quiet = true, capture = true;
};

struct TypeMovesAt {
  std::uint32_t leap_begin = 0, leap_end = 0, ray_begin = 0, ray_end = 0;
};

struct PieceTypeTables {
  // The kinds the variant declares (roles and custom kinds), in declaration order.
  std::vector<PieceKind> kinds;
  bool flying_general = true;  // royals facing on an open file attack each other
  // `generals = 2` (長河象棋, two armies a side): a side may have this many generals; while
  // it has more than one, none is royal (none is in check, any may be taken), the last one is.
  int generals = 1;
  // hidden.capturable = no (暗戰 「暗棋…也不被吃」): no move may capture a face-down piece.
  bool face_down_immune = false;
  // Some type has chained leaps (X*): the walk and the attack test run the chain search.
  bool has_chains = false;
  // Some type jumps (D(W)/A(F)): the walk and the attack test run the jump search, and
  // the variant's moves go through the module make/unmake (kHookJumps).
  bool has_jumps = false;
  std::vector<TypeLeap> leaps;
  std::vector<TypeRay> rays;
  std::vector<Square> ray_squares;
  // [color][kind][square]; kinds without a program have empty ranges.
  std::vector<TypeMovesAt> at;
  // [color][kind][square]: may a piece of this kind stand there (its confinement zone)?
  std::vector<bool> allowed;
  // Promotions (`X.promote`, 歐亞象棋): per kind the kinds it may become (count 0: none),
  // whether the plain move stays (optional), and [color][kind][square] the promotion zone.
  // A move of such a kind that starts or ends in its zone is generated once per kind it
  // may become, plus the plain move when optional and the piece has a move from its target.
  struct Promotion {
    PieceKind to[4] = {};
    int count = 0;
    bool optional = false;
    // X.flip (山水象棋): promoted only by a capture or a move made in check, the plain
    // move always stays, and the zone is the whole board.
    bool flip = false;
  };
  bool has_promotions = false;
  Promotion promotion[kMaxPieceKinds];
  std::vector<bool> promotion_zone;
  bool in_promotion_zone(Color c, PieceKind k, Square s) const {
    return promotion_zone[index(index_of(c), index_of(k), s)];
  }
  // The same types with no confinement zone (build_type_tables' `unconfined`), built when
  // a module borrows another type's rule (RuleModule::unconfined_tables: 驫 「不限位置」).
  std::shared_ptr<const PieceTypeTables> unconfined;
  // Per kind: FEN letter (lower case, 0 = not declared), value hint in centipawns.
  char letter[kMaxPieceKinds] = {};
  int value[kMaxPieceKinds] = {};

  static constexpr int index(int color, int kind, int square) {
    return (color * kMaxPieceKinds + kind) * (kMaxSquares + 1) + square;
  }
  // Does a piece of this kind have any move from s (its table is not empty)?
  bool has_moves(Color c, PieceKind k, Square s) const {
    const TypeMovesAt& m = moves(c, k, s);
    return m.leap_begin != m.leap_end || m.ray_begin != m.ray_end;
  }
  const TypeMovesAt& moves(Color c, PieceKind k, Square s) const {
    return at[index(index_of(c), index_of(k), s)];
  }
  bool may_stand(Color c, PieceKind k, Square s) const { return allowed[index(index_of(c), index_of(k), s)]; }
};

}  // namespace xq
