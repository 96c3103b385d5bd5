// Betza move programs: the text of a piece's movement ("nN", "mRcpR", "fsW", "gQ",
// "W3 C[W]") read into concrete moves, the way Fairy-Stockfish reads the same string.
//
// Fairy-Stockfish (src/piece.cpp from_betza, src/bitboard.cpp) is the reference for
// every string both programs accept: the atoms and their offsets (W F D N A H C Z G,
// K = WF; riders R B Q, a doubled atom or a range digit), the direction letters
// f b l r s v and their pairs (fs, fl, rf…, read exactly as its direction table reads
// them, e.g. sF = all four diagonals), m/c/p/g/n. Strings whose moves Fairy-Stockfish
// cannot generate (a lame 目 `nC`, a dabbaba rider `DD`, a knight hopper `pN`…) are
// refused with a reason instead of meaning "nothing", so the same accepted string
// means the same moves in both programs. Our extensions (docs/variants.md §1):
//   X[W] / X[F]  a leap blocked only by its first orthogonal / diagonal step (the
//                seeds' 騾 「蹩腿同馬」 = C[W], 駝 「斜一格有棋則蹩腿」 = Z[F]);
//   X{W} / X{F}  a leap over its first orthogonal / diagonal step, which must hold a
//                piece of either side (a hop over an adjacent screen: 攻克's 跳羚
//                「斜隔一子緊鄰跳」 = A{F}, 神鷹's flight = D{W} A{F});
//   X{X}         a self-screened double leap, for X = W, F or N: twice the atom's step,
//                over a piece of either side on the single step (its midpoint); 第三代's
//                妃 「吃法，同一方向，跳過"日字"對角的棋，吃下一個"日字"對角的棋」 = mN cN{N}.
//                W{W} = D{W}, F{F} = A{F}; other atoms have no single step to double;
//   D(W) / A(F)  a jump: over an enemy piece on the midpoint onto the empty point
//                behind it, taking the piece jumped over (山水's 丞 「斜隔一子跳至空位，
//                吃被跳過的敵棋」 = A(F)); with * the jumps chain (each jumped piece once);
//   X*           a chained leap: after a quiet landing the piece may leap again with
//                the same word's chained leaps from there, turning freely, as often
//                as it finds a way; a capture ends the chain (「可連跳、折跳，一旦吃子，
//                則不能繼續」). Each reachable point is one move (from -> last landing);
//   word@zone    the word's moves start only from points of that zone (the soldier's
//                `sW@across`);
//   word@@zone   the word's moves start and land inside that zone, and a line ends
//                where it leaves it (江河's middle-field powers 「在中場起步落足（兩個條件
//                同時滿足）」: the chariot's `B@@middle`);
//   R{2,3}       an exact range: 2 or 3 steps along the rider's lines, never jumping
//                (新大象戲's elephant 「斜格兩步或三步格，不可越棋」 = B{2,3}; TO <= 3);
//   cR{_}        a vault (captures only, R B Q): along each line, past any pieces, over
//                exactly one empty point, then taking any enemy before the second empty
//                point, passing pieces of either side (第三代's 石 「隔一個空格打吃敵棋…
//                無論其間任意位置有沒有其它棋或多少棋…但不能越過第二個空格」 = mR cR{_}).
// Black's moves are Red's turned half a turn (Fairy-Stockfish's convention), so f is
// always towards the enemy and l/r are the mover's own left and right.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace xq {

enum class BetzaMode : std::uint8_t {
  Leap,         // one jump to the offset (blocked only by `blocks`)
  Slide,        // repeat the offset until a piece or the range stops it
  Hop,          // p: over exactly one screen, then any point up to the next piece
  Grasshopper,  // g: over exactly one screen, landing right behind it
  Vault,        // {_}: over exactly one empty point, capturing up to the second (captures only)
};

struct BetzaMove {
  int df = 0, dr = 0;  // one step for Red: files to the right, ranks forward
  BetzaMode mode = BetzaMode::Leap;
  int range = 0;  // Slide/Hop: farthest landing point, in steps from the origin (0 = unlimited)
  bool quiet = true, capture = true;
  // Leap only: the offsets that must be empty (lame leaper legs and eyes), nearest first.
  int block_count = 0;
  int block[2][2] = {};
  // Leap only: X{W}/X{F}/X{X}, the offset that must hold a piece (the hopped screen).
  bool screened = false;
  int screen[2] = {};
  // Leap only: X*, a chained leap (see above).
  bool chain = false;
  // Leap only: D(W)/A(F), a jump taking the piece on `screen` (the midpoint).
  bool jump = false;
  // Jump only: D(W)N/A(F)N, up to N jumps in one move along one straight line (chain is set).
  int straight = 0;
  std::string zone;  // "@zone": only from points of this zone ("" = anywhere)
  // "@@zone": the target is in the zone too, and a slide or hop line ends where it
  // leaves the zone (for a zone no straight line leaves and re-enters, such as a band of
  // ranks, that is exactly "starts and lands in the zone").
  bool within = false;
};

struct BetzaProgram {
  std::string text;
  std::vector<BetzaMove> moves;
};

// Reads one movement text (space-separated words). On failure returns false and
// sets `error` to a sentence naming the word and the reason.
bool parse_betza_program(std::string_view text, BetzaProgram& out, std::string& error);

}  // namespace xq
