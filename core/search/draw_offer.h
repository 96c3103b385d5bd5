// The computer's answer to a draw offer: a policy over the engine's evaluation of the
// position and how far the game has gone, so the page (web/draw_offer.cpp) and tests
// agree on when the engine agrees to a draw.
//
// It accepts only when the game is under way (at least kMinPlies plies played: an offer
// from the start position is never a reason to stop) and its own evaluation gives it no
// real edge (at most kMarginCp centipawns for itself, or it is getting mated). Otherwise
// it declines and says why.
//
//   DrawAnswer a = answer_draw_offer(game.ply(), score_cp, mate, computer_to_move);
//   if (a.accept) game.agree_draw(); else show(a.reason);
#pragma once

namespace xq {

enum class DrawDecline { None, TooEarly, BetterForComputer };

struct DrawAnswer {
  bool accept = false;
  DrawDecline reason = DrawDecline::None;  // None when accepted
};

struct DrawOfferPolicy {
  static constexpr int kMinPlies = 20;  // ten full moves
  static constexpr int kMarginCp = 50;  // half a soldier: "about equal"
};

// `plies`: plies played in the game. `score_cp` and `mate` are the engine's answer for
// the position, from the view of the side to move there (mate: full moves to mate,
// negative = the side to move gets mated, 0 = none); `computer_to_move` says whether that
// side is the computer.
DrawAnswer answer_draw_offer(int plies, int score_cp, int mate, bool computer_to_move);

}  // namespace xq
