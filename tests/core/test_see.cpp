// Static exchange evaluation (core/search/see.h): xiangqi's own attack rules decide each
// recapture (a cannon over exactly one screen, a horse stopped on its leg), and the
// exchange's material outcome is the one worked out by hand.
#include <catch2/catch.hpp>
#include <memory>
#include <string>

#include "core/game.h"
#include "core/move_list.h"
#include "core/notation/iccs.h"
#include "core/search/see.h"

namespace {

// SEE of the ICCS move `text` in `fen` (Red to move); checks that the position is unchanged.
int see_of(const std::string& fen, const std::string& text) {
  xq::GameOrError made = xq::Game::create("xiangqi", fen);
  REQUIRE(made.game);
  xq::Position pos = made.game->position();
  REQUIRE(xq::see_applies(pos));
  const auto m = xq::parse_iccs(text);
  REQUIRE(m);
  REQUIRE(pos.is_legal(*m));
  const std::uint64_t hash = pos.hash();
  auto scratch = std::make_unique<xq::MoveList>();
  const int value = xq::see(pos, *m, *scratch);
  CHECK(pos.hash() == hash);
  CHECK(pos.invariants_hold());
  // see_at_least agrees with the exact value on both sides of it.
  CHECK(xq::see_at_least(pos, *m, value, *scratch));
  CHECK_FALSE(xq::see_at_least(pos, *m, value + 1, *scratch));
  return value;
}

}  // namespace

TEST_CASE("see: a cannon captures over its screen; a defender takes the cannon back", "[see][search]") {
  // Red cannon b2, screen (Red horse) b4, Black horse b7.
  CHECK(see_of("3k5/9/1n7/9/9/1N7/9/1C7/9/4K4 w - - 0 1", "b2b7") == 270);
  // The same with a Black chariot on a7 guarding b7: horse 270 for cannon 285.
  CHECK(see_of("3k5/9/rn7/9/9/1N7/9/1C7/9/4K4 w - - 0 1", "b2b7") == -15);
  // A quiet move onto a point the chariot attacks loses the piece.
  CHECK(see_of("3k5/9/rn7/9/9/1N7/9/1C7/9/4K4 w - - 0 1", "b4a6") == -270);
}

TEST_CASE("see: a cannon behind the capturer recaptures once the capturer has left its line",
          "[see][search]") {
  // Red cannon b0 behind two pieces (horse b1, chariot b3) cannot reach b7; once the
  // chariot has taken the horse on b7 and been taken by the chariot from a7, the horse
  // on b1 is the cannon's one screen: +270 - 600 + 600.
  CHECK(see_of("3k5/9/rn7/9/9/9/1R7/9/1N7/1C2K4 w - - 0 1", "b3b7") == 270);
}

TEST_CASE("see: a horse blocked on its leg does not recapture", "[see][search]") {
  // Red chariot h2 takes the Black cannon h7; the Black horse g9 guards h7 over its leg g8.
  CHECK(see_of("3k2n2/9/7c1/9/9/9/9/7R1/9/4K4 w - - 0 1", "h2h7") == 285 - 600);
  // A Red soldier on g8 stands on the leg: the cannon is won clean.
  CHECK(see_of("3k2n2/6P2/7c1/9/9/9/9/7R1/9/4K4 w - - 0 1", "h2h7") == 285);
}

TEST_CASE("see: an exchange on a defended point, least valuable capturer first", "[see][search]") {
  // Black horse e7, guarded by the elephant c9 (eye d8 free). Red can take with the horse
  // d5 (horse for horse, then the chariot e2 wins the elephant: +120) or the chariot
  // (the elephant takes it, the horse takes the elephant: 270 - 600 + 120).
  const std::string fen = "2bk5/9/4n4/9/3N5/9/9/4R4/9/4K4 w - - 0 1";
  CHECK(see_of(fen, "d5e7") == 120);
  CHECK(see_of(fen, "e2e7") == 270 - 600 + 120);
  // A quiet move to a point nothing attacks risks nothing.
  CHECK(see_of(fen, "e2a2") == 0);
}

TEST_CASE("see: only boards with plain board moves", "[see][search]") {
  xq::RuleOptions options;
  options.addons = {"mission_soldier"};
  xq::GameOrError made = xq::Game::create("xiangqi", {}, options);
  REQUIRE(made.game);
  CHECK_FALSE(xq::see_applies(made.game->position()));
  CHECK(xq::see_applies(xq::Game::create("xiangqi").game->position()));
}
