// PGN reader: tags, movetext with numbers/comments/variations, FEN start with Black to
// move, result tokens, and errors that name the game, the move and the reason.
#include <catch2/catch.hpp>

#include "core/fen.h"
#include "core/notation/iccs.h"
#include "core/notation/pgn.h"

using namespace xq;
using namespace xq::notation;

namespace {

// Two games in the CCPD layout (one move pair per line, Black moves with full-width
// digits), a fragment starting with Black to move, and a broken record.
const char* const kPgn =
    "[Game \"Chinese Chess\"]\n"
    "[Event \"Test \\\"quoted\\\"\"]\n"
    "[Red \"A\"]\n"
    "[Black \"B\"]\n"
    "[Result \"1-0\"]\n"
    "\n"
    "1. 炮二平五 馬８進７\n"
    "2. 馬二進三 {a comment} 車９平８ (2... 卒７進１ 3. 車一平二)\n"
    "3. 車一平二  馬２進３\n"
    "1-0\n"
    "\n"
    "[Game \"Chinese Chess\"]\n"
    "[Result \"0-1\"]\n"
    "[FEN \"4kab2/4a4/2R1b1P2/9/p3p4/5p3/P3P1c2/N2Cr4/4A4/3AK4 b - - 0 1\"]\n"
    "\n"
    "1. 車５平８\n"
    "2. 馬九進七 卒６進１\n"
    "0-1\n"
    "[Game \"broken\"]\n"
    "[Result \"*\"]\n"
    "1. 炮二平五 馬８進７\n"
    "2. 炮五進四 馬２進３\n"
    "3. 馬二進四 *\n";

}  // namespace

TEST_CASE("PGN games are split and tags read", "[pgn]") {
  std::vector<PgnError> errors;
  const std::vector<PgnGame> games = read_pgn(kPgn, &errors);
  CHECK(errors.empty());
  REQUIRE(games.size() == 3);
  CHECK(games[0].tag("Event") == "Test \"quoted\"");
  CHECK(games[0].tag("Result") == "1-0");
  CHECK(games[0].tag("Missing").empty());
  CHECK(games[1].tag("FEN").find(" b ") != std::string::npos);
  CHECK(games[0].line == 1);
}

TEST_CASE("PGN games replay; errors name game, move and reason", "[pgn]") {
  const std::vector<PgnGame> games = read_pgn(kPgn);
  REQUIRE(games.size() == 3);

  const PgnReplay a = replay(games[0], 0);
  INFO(a.error.to_string());
  REQUIRE(a.ok());
  CHECK(a.moves.size() == 6);
  CHECK(a.result == "1-0");
  CHECK(format_iccs(a.moves[0]) == "h2e2");

  const PgnReplay b = replay(games[1], 1);
  INFO(b.error.to_string());
  REQUIRE(b.ok());
  CHECK(b.moves.size() == 3);
  CHECK(format_iccs(b.moves[0]) == "e2h2");  // Black's chariot from file 5 to file 8

  const PgnReplay c = replay(games[2], 2);
  REQUIRE_FALSE(c.ok());
  CHECK(c.error.game_index == 2);
  CHECK(c.error.move_number == 3);
  CHECK(c.error.side == Color::Red);
  CHECK(c.error.ply == 5);
  CHECK(c.error.move_text == "馬二進四");
  CHECK(c.error.to_string().rfind("game 3, move 3 (Red) '馬二進四': ", 0) == 0);
  CHECK(c.moves.size() == 4);
}

TEST_CASE("PGN errors: bad FEN tag, malformed tag, contradicting result", "[pgn]") {
  std::vector<PgnError> errors;
  const std::vector<PgnGame> games =
      read_pgn("[FEN \"nonsense\"]\n[Bad tag\n1. h2e2 *\n", &errors);
  REQUIRE(games.size() == 1);
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].reason.find("malformed tag") != std::string::npos);
  const PgnReplay r = replay(games[0], 0);
  CHECK(r.error.reason.rfind("bad FEN tag", 0) == 0);

  // Black is checkmated by the chariot pair but the tag says Black won.
  const std::vector<PgnGame> mate =
      read_pgn("[Result \"0-1\"]\n[FEN \"3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1\"]\n1. R8+9 0-1\n");
  REQUIRE(mate.size() == 1);
  const PgnReplay m = replay(mate[0], 0);
  INFO(m.error.to_string());
  REQUIRE(m.ok());
  CHECK(result_contradiction(mate[0], m).find("Black is checkmated") != std::string::npos);
}

TEST_CASE("write_pgn output reads back to the same moves in every notation", "[pgn]") {
  const std::vector<PgnGame> games = read_pgn(kPgn);
  REQUIRE(games.size() == 3);
  for (int g = 0; g < 2; ++g) {
    const PgnReplay r = replay(games[static_cast<std::size_t>(g)], g);
    REQUIRE(r.ok());
    for (int n = 0; n < 4; ++n) {
      const std::string text = write_pgn({{"Event", "x \"y\""}}, r.start, r.moves, static_cast<Notation>(n), r.result);
      INFO(text);
      const std::vector<PgnGame> again = read_pgn(text);
      REQUIRE(again.size() == 1);
      CHECK(again[0].tag("Event") == "x \"y\"");
      const PgnReplay back = replay(again[0], 0);
      INFO(back.error.to_string());
      REQUIRE(back.ok());
      CHECK(back.moves == r.moves);
      CHECK(back.result == r.result);
    }
  }
  const std::string black_first = write_pgn({}, replay(games[1], 1).start, replay(games[1], 1).moves, Notation::Chinese, "0-1");
  CHECK(black_first.find("1... 車５平８\n2. 馬九進七 卒６進１\n") != std::string::npos);
}
