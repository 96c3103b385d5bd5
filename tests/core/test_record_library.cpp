// Record libraries (core/notation/record_library.h): a multi-game PGN listed game by game,
// a broken game named with its reason while the rest load, any game read in full.
#include <catch2/catch.hpp>

#include "core/notation/iccs.h"
#include "core/notation/record_library.h"

using namespace xq;
using namespace xq::notation;

namespace {

const char* const kThreeGames =
    "[Event \"甲級聯賽\"]\n[Date \"1990\"]\n[Red \"甲\"]\n[Black \"乙\"]\n[Result \"1-0\"]\n[ECCO \"B00\"]\n"
    "[Opening \"中炮\"]\n\n1. 炮二平五 馬８進７ 2. 馬二進三 1-0\n\n"
    "[Event \"e2\"]\n[Red \"丙\"]\n[Black \"丁\"]\n[Result \"0-1\"]\n\n"
    "1. 炮二平五 馬８進７ 2. 馬二進二 車９平８ 0-1\n\n"
    "[Event \"e3\"]\n[Red \"戊\"]\n[Black \"己\"]\n[Result \"1/2-1/2\"]\n\n"
    "1. h2e2 (1. c3c4) h9g7 1/2-1/2\n";

}  // namespace

TEST_CASE("library: a multi-game PGN is listed; a broken game keeps its reason", "[library]") {
  CHECK(count_record_games(kThreeGames) == 3);
  const RecordLibrary lib = read_record_library(kThreeGames);
  REQUIRE(lib.games.size() == 3);
  CHECK(lib.format == RecordFormat::Pgn);
  CHECK(lib.encoding == "UTF-8");
  const LibraryEntry& a = lib.games[0];
  CHECK(a.tag("Red") == "甲");
  CHECK(a.tag("Black") == "乙");
  CHECK(a.tag("Event") == "甲級聯賽");
  CHECK(a.tag("Date") == "1990");
  CHECK(a.tag("Result") == "1-0");
  CHECK(a.opening() == "B00 中炮");
  CHECK(a.moves == 3);
  CHECK(a.problem.empty());
  // Game 2 stops at its third ply; what came before still counts.
  const LibraryEntry& b = lib.games[1];
  CHECK(b.moves == 2);
  CHECK(b.problem.find("馬二進二") != std::string::npos);
  CHECK(lib.games[2].moves == 2);
  CHECK(lib.games[2].variations == 1);
  CHECK(lib.games[2].line > b.line);
  CHECK(lib.failures() == 1);
  CHECK(lib.moves() == 7);
  // One game in full, with its variation.
  const RecordFile g = read_library_game(kThreeGames, 2);
  CHECK(g.loaded);
  CHECK(g.result == "1/2-1/2");
  CHECK(g.tree.counts().variations == 1);
  CHECK(format_iccs(g.tree.main_line().at(1)) == "h9g7");
  const RecordFile none = read_library_game(kThreeGames, 3);
  CHECK(!none.loaded);
  CHECK(none.warnings.at(0) == "the file has no game 4");
}

TEST_CASE("library: a single-game file of any format is one entry", "[library]") {
  CHECK(count_record_games("1. h2e2 h9g7") == 1);
  const RecordLibrary lib =
      read_record_library("[DhtmlXQ][DhtmlXQ_movelist]7747[/DhtmlXQ_movelist][/DhtmlXQ]");
  REQUIRE(lib.games.size() == 1);
  CHECK(lib.format == RecordFormat::Dhtmlxq);
  CHECK(lib.games[0].moves == 1);
  CHECK(read_library_game("1. h2e2 h9g7", 0).tree.main_line().size() == 2);
}
