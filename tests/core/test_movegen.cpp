// Move generation: each piece's movement rule on small positions.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <string>

#include "core/fen.h"
#include "core/movegen.h"
#include "core/notation/iccs.h"

using namespace xq;

namespace {

// Legal moves of the piece on `from`, as sorted ICCS target squares.
std::set<std::string> targets(const char* fen, const char* from) {
  FenResult r = parse_fen(fen);
  INFO(fen << ": " << r.error.message);
  REQUIRE(r.ok());
  MoveList list;
  generate_legal_from(r.position, *parse_iccs_square(from), list);
  std::set<std::string> out;
  for (Move m : list) out.insert(format_iccs_square(m.to()));
  return out;
}

using Set = std::set<std::string>;

}  // namespace

TEST_CASE("general steps inside the palace only", "[movegen]") {
  CHECK(targets("3k5/9/9/9/9/9/9/9/9/4K4 w", "e0") == Set{"e1", "f0"});  // d0 faces d9
}

TEST_CASE("advisor on palace diagonals", "[movegen]") {
  CHECK(targets("3k5/9/9/9/9/9/9/9/4A4/5K3 w", "e1") == Set{"d0", "d2", "f2"});
  CHECK(targets("3k5/9/9/9/9/9/9/9/9/3AK4 w", "d0") == Set{"e1"});
}

TEST_CASE("elephant: eye block and river", "[movegen]") {
  CHECK(targets("3k5/9/9/9/9/9/9/4B4/9/4K4 w", "e2") == Set{"c0", "g0", "c4", "g4"});
  CHECK(targets("3k5/9/9/9/9/9/9/4B4/3p5/4K4 w", "e2").count("c0") == 0);  // eye d1 blocked
  CHECK(targets("3k5/9/9/9/9/2B6/9/9/9/4K4 w", "c4") == Set{"a2", "e2"});  // never across the river
}

TEST_CASE("horse: leg block", "[movegen]") {
  CHECK(targets("3k5/9/9/9/9/9/9/9/9/1N2K4 w", "b0") == Set{"a2", "c2", "d1"});
  CHECK(targets("3k5/9/9/9/9/9/9/9/1p7/1N2K4 w", "b0") == Set{"d1"});  // leg b1 blocked
}

TEST_CASE("chariot slides and captures the first enemy", "[movegen]") {
  const Set t = targets("3k5/9/9/9/9/9/9/9/9/R3K4 w", "a0");
  CHECK(t.size() == 9 + 3);  // a1..a9, b0..d0
  CHECK(t.count("a9") == 1);
}

TEST_CASE("cannon needs exactly one screen to capture", "[movegen]") {
  // Cannon a0, screen a3 (own soldier), black chariot a6 and a8.
  const Set t = targets("3k5/r8/9/r8/9/9/P8/9/9/C3K4 w", "a0");
  CHECK(t.count("a1") == 1);
  CHECK(t.count("a2") == 1);
  CHECK(t.count("a3") == 0);  // own screen
  CHECK(t.count("a6") == 1);  // one screen: capture
  CHECK(t.count("a8") == 0);  // two screens
  CHECK(t.count("a4") == 0);  // cannot move past the screen without capturing
}

TEST_CASE("soldier: forward, sideways only after the river", "[movegen]") {
  CHECK(targets("3k5/9/9/9/9/9/4P4/9/9/5K3 w", "e3") == Set{"e4"});
  CHECK(targets("3k5/9/9/9/4P4/9/9/9/9/5K3 w", "e5") == Set{"d5", "e6", "f5"});
  CHECK(targets("4P4/3k5/9/9/9/9/9/9/9/5K3 w", "e9") == Set{"d9", "f9"});  // last rank: sideways only
  CHECK(targets("3k5/9/9/9/9/4p4/9/9/9/5K3 b", "e4") == Set{"d4", "e3", "f4"});
}

TEST_CASE("legality: pins, flying general, check evasion", "[movegen]") {
  // A horse between the generals cannot move (flying general).
  CHECK(targets("4k4/9/9/9/9/9/9/4N4/9/4K4 w", "e2").empty());
  // A horse blocking a chariot's file cannot leave it.
  CHECK(targets("4k4/9/9/9/4r4/9/9/4N4/9/3AK4 w", "e2").empty());
  // A chariot may slide along the pin line, up to capturing the pinner.
  CHECK(targets("3k5/9/9/9/4r4/9/9/4R4/9/3AK4 w", "e2") == Set{"e1", "e3", "e4", "e5"});
  // In check: only moves that answer it.
  FenResult r = parse_fen("3k5/3R5/9/9/9/9/9/9/9/4K4 b");
  REQUIRE(r.ok());
  MoveList list;
  generate_legal(r.position, list);
  CHECK(list.size() == 1);  // Kxd8 (d7 empty, e9 faces)
  CHECK(format_iccs(list[0]) == "d9d8");
}

TEST_CASE("has_legal_move agrees with generate_legal", "[movegen]") {
  FenResult r = parse_fen("3k5/R8/9/9/9/9/9/9/9/4K4 b");  // stalemate
  REQUIRE(r.ok());
  MoveList list;
  generate_legal(r.position, list);
  CHECK(list.empty());
  CHECK_FALSE(has_legal_move(r.position));
}
