// The computer's answer to a draw offer; see draw_offer.h.
#include "core/search/draw_offer.h"

namespace xq {

DrawAnswer answer_draw_offer(int plies, int score_cp, int mate, bool computer_to_move) {
  if (plies < DrawOfferPolicy::kMinPlies) return {false, DrawDecline::TooEarly};
  // Everything from the computer's side of the board.
  const int own_mate = computer_to_move ? mate : -mate;
  const int own_cp = computer_to_move ? score_cp : -score_cp;
  if (own_mate > 0 || (own_mate == 0 && own_cp > DrawOfferPolicy::kMarginCp))
    return {false, DrawDecline::BetterForComputer};
  return {true, DrawDecline::None};
}

}  // namespace xq
