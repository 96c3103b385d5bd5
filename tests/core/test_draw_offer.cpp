// The computer's answer to a draw offer (core/search/draw_offer.h): never at the start,
// never when its own evaluation says it stands better, yes when it is about equal or
// worse, whichever side is to move in the evaluated position.
#include <catch2/catch.hpp>

#include "core/search/draw_offer.h"

using namespace xq;

TEST_CASE("draw offer: declined too early, even in a lost position", "[draw_offer]") {
  CHECK(answer_draw_offer(0, 0, 0, true).reason == DrawDecline::TooEarly);
  CHECK_FALSE(answer_draw_offer(0, 0, 0, false).accept);
  CHECK_FALSE(answer_draw_offer(DrawOfferPolicy::kMinPlies - 1, -900, 0, true).accept);
  CHECK(answer_draw_offer(DrawOfferPolicy::kMinPlies - 1, -900, 0, true).reason == DrawDecline::TooEarly);
}

TEST_CASE("draw offer: accepted when about equal or worse for the computer", "[draw_offer]") {
  const int n = DrawOfferPolicy::kMinPlies;
  const int margin = DrawOfferPolicy::kMarginCp;
  // The computer to move: the score is its own.
  CHECK(answer_draw_offer(n, 0, 0, true).accept);
  CHECK(answer_draw_offer(n, margin, 0, true).accept);
  CHECK(answer_draw_offer(n, -300, 0, true).accept);
  CHECK(answer_draw_offer(n, 0, -3, true).accept);  // it is getting mated
  CHECK_FALSE(answer_draw_offer(n, margin + 1, 0, true).accept);
  CHECK(answer_draw_offer(n, margin + 1, 0, true).reason == DrawDecline::BetterForComputer);
  CHECK_FALSE(answer_draw_offer(n, 0, 4, true).accept);  // it mates
  // The person to move: the score is the person's, so the signs turn round.
  CHECK(answer_draw_offer(n, 300, 0, false).accept);
  CHECK(answer_draw_offer(n, -margin, 0, false).accept);
  CHECK_FALSE(answer_draw_offer(n, -margin - 1, 0, false).accept);
  CHECK_FALSE(answer_draw_offer(n, 0, -2, false).accept);  // the person gets mated
  CHECK(answer_draw_offer(n, 0, 2, false).accept);         // the person mates
}
