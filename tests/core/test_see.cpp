// Static exchange evaluation (core/search/see.h): xiangqi's own attack rules decide each
// recapture (a cannon over exactly one screen, a horse stopped on its leg), and the
// exchange's material outcome is the one worked out by hand.
#include <catch2/catch.hpp>
#include <algorithm>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/move_list.h"
#include "core/movegen.h"
#include "core/notation/iccs.h"
#include "core/search/evaluate.h"
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
  const int value = xq::see(pos, *m);
  CHECK(pos.hash() == hash);
  CHECK(pos.invariants_hold());
  // see_at_least agrees with the exact value on both sides of it.
  CHECK(xq::see_at_least(pos, *m, value));
  CHECK_FALSE(xq::see_at_least(pos, *m, value + 1));
  return value;
}

// The reference exchange: each recapture is the cheapest legal capture on the point in a
// full pseudo-legal move list (the first one listed among equals), the way see() chose
// them before it asked the pieces directly. Same values as evaluate's piece_value.
int reference_see(xq::Position& pos, xq::Move m, xq::MoveList& scratch) {
  const xq::Square to = m.to();
  auto value_on = [&](xq::Square s) { return pos.piece_on(s).empty() ? 0 : xq::piece_value(pos.piece_on(s).kind()); };
  std::vector<int> gain{value_on(to)};
  std::vector<xq::Move> played{m};
  std::vector<xq::UndoInfo> undo(40);
  pos.do_move(m, undo[0]);
  for (;;) {
    scratch.clear();
    xq::generate_pseudo_legal(pos, scratch);
    xq::Move best;
    int best_value = 1 << 30;
    for (const xq::Move c : scratch) {
      if (c.to() != to) continue;
      const int v = xq::piece_value(pos.piece_on(c.from()).kind());
      if (v < best_value && !pos.leaves_general_attacked(c)) best = c, best_value = v;
    }
    if (best.is_none() || gain.size() >= 32) break;
    gain.push_back(value_on(to) - gain.back());
    played.push_back(best);
    pos.do_move(best, undo[played.size() - 1]);
    if (std::max(-gain[gain.size() - 2], gain.back()) < 0) break;
  }
  for (std::size_t i = played.size(); i-- > 0;) pos.undo_move(played[i], undo[i]);
  for (std::size_t d = gain.size() - 1; d > 0; --d) gain[d - 1] = -std::max(-gain[d - 1], gain[d]);
  return gain[0];
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

TEST_CASE("see: the direct recapture search agrees with a full move list on random games", "[see][search][random]") {
  // Random playouts from the start position and from a crowded middlegame: at every ply,
  // every legal capture (and a few quiet moves) gets the same SEE value both ways.
  const char* starts[] = {
      "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
      "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/2P3P2/P3P3P/1CN3NC1/9/R1BAKAB1R w - - 0 1",
  };
  std::mt19937 rng(7);
  auto list = std::make_unique<xq::MoveList>();
  auto scratch = std::make_unique<xq::MoveList>();
  int compared = 0, captures = 0;
  for (const char* fen : starts) {
    for (int game = 0; game < 40; ++game) {
      xq::GameOrError made = xq::Game::create("xiangqi", fen);
      REQUIRE(made.game);
      xq::Position pos = made.game->position();
      std::vector<xq::UndoInfo> undo(200);
      for (int ply = 0; ply < 120; ++ply) {
        xq::generate_legal(pos, *list);
        if (list->size() == 0) break;
        for (const xq::Move m : *list) {
          const bool capture = !pos.piece_on(m.to()).empty();
          if (!capture && rng() % 8 != 0) continue;
          captures += capture;
          ++compared;
          const int expected = reference_see(pos, m, *scratch);
          const int got = xq::see(pos, m);
          if (got != expected) FAIL_CHECK(xq::format_iccs(m) << " in a random game: " << got << " vs " << expected);
        }
        // Captures more often than chance, so the exchanges get long.
        std::vector<xq::Move> caps;
        for (const xq::Move m : *list)
          if (!pos.piece_on(m.to()).empty()) caps.push_back(m);
        const xq::Move next = !caps.empty() && rng() % 2 ? caps[rng() % caps.size()] : (*list)[static_cast<int>(rng() % static_cast<unsigned>(list->size()))];
        pos.do_move(next, undo[ply]);
      }
    }
  }
  CHECK(captures > 1000);
  INFO(compared << " moves compared, " << captures << " captures");
}
