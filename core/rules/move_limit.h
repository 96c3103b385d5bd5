// 限着 (the called move limit), seed 002:
//
//   「「限着」：凡出現下述3種情況之一時，由一方運動員提出要求，或者裁判員認為有必要可以宣佈
//    「限着」：①出現理論上公認和棋形勢的殘局，但有一方不願和棋時。②一方占絕對優勢的殘局…
//    但出現多次反覆循環的着法時。③一時判斷不出勝、和趨勢的殘局，雙方出現反覆的、無積極意義的
//    着法達10個回合以上時。在一般情況下，「限着」的數目定為40個回合。」
//   and among the draws: 「「限着」已滿，局勢仍無變化時」.
//
// Unlike the natural limit (自然限著, natural_limit.h: N 回合 without a capture, always on),
// 限着 exists only once someone calls it:
// -> who: either player (「由一方運動員提出要求」); the arbiter's own call has no player here.
//    Whether one of ①–③ holds is the arbiter's judgement, which we do not make: a player's
//    request is granted as made.
// -> when it starts: at the ply it is called; its count is in 回合 (full moves, one move of
//    each side = 2 plies), 40 by default (「一般情況下…定為40個回合」).
// -> what ends it: the count running out with the game still undecided is a draw
//    (ResultReason::MoveLimit). 「局勢仍無變化」 we read as "the game is still undecided":
//    the seed names no event that restarts the count (a capture does not: the call exists
//    precisely to make the stronger side convert within the count), so nothing resets it;
//    checkmate, 困斃, a flag capture, a repetition ruling or resignation end the game first.
// -> only one call stands at a time.
// Game holds the call (Game::call_move_limit); links, PGN and saved games carry it.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/types.h"

namespace xq {

constexpr int kDefaultMoveLimitMoves = 40;  // 「「限着」的數目定為40個回合」
constexpr int kMaxMoveLimitMoves = 999;

// One call: by whom, at which ply (plies played when it was called), for how many 回合.
struct MoveLimitCall {
  Color by = Color::Red;
  int ply = 0;
  int moves = kDefaultMoveLimitMoves;
  bool operator==(const MoveLimitCall&) const = default;
};

// 回合 left at `ply` (plies played so far, >= call.ply): a 回合 is used up once both sides
// have moved, so after 2k plies k 回合 are gone. 0 = run out.
int move_limit_moves_left(const MoveLimitCall& call, int ply);
// True once 2 * call.moves plies have been played since the call: 「「限着」已滿」.
bool move_limit_reached(const MoveLimitCall& call, int ply);

// The call as a PGN tag value, "40 moves called by Red at ply 56" ([MoveLimit "…"]), and
// back (nullopt unless the text has exactly that form with 1..kMaxMoveLimitMoves 回合).
std::string move_limit_tag(const MoveLimitCall& call);
std::optional<MoveLimitCall> parse_move_limit_tag(std::string_view text);

}  // namespace xq
