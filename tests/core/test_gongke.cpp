// 攻克象棋 (seed 000, preset `gongke`): 「如圖，山界象棋盤，雙方各增加兩條最後防線和兩枚"跳羚"，
// [羚]的規則是：只走法,斜格一步.不能吃棋。走吃法,斜隔一子緊鄰跳行、跳吃，可連跳、折跳，一旦吃子，
// 則不能繼續跳行或跳吃。己方棋不可進入己方"最後防線"，進入敵人\"最後防線\"的棋不可再動，五枚棋滿
// 占據敵人的"最後防線"也為勝。雙方各有13枚棋有機會攻入這個地區。其它同象棋。」
// Each seed sentence has its test (the board choices: docs/variants.md "攻克象棋"); perft
// 1-3 from the start (depth 1 counted by hand in the docs); moves read back in every
// notation; links and PGN carry the variant.
#include <catch2/catch.hpp>

#include <random>
#include <set>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/notation/iccs.h"
#include "core/notation/import.h"
#include "core/notation/movetext.h"
#include "core/share/link.h"
#include "tests/core/preset_checks.h"

using namespace xq;
using xq::notation::Notation;

namespace {

Game gongke(std::string_view fen = {}) {
  GameOrError made = Game::create("gongke", fen, RuleOptions{});
  INFO(made.error);
  REQUIRE(made.game);
  return std::move(*made.game);
}

// The ICCS targets of the legal moves starting on `from` ("c1" -> {"c2", …}).
std::set<std::string> targets(const Game& g, const std::string& from) {
  std::set<std::string> out;
  for (Move m : g.legal_moves()) {
    const std::string t = format_iccs(m, g.position().geometry());
    const std::string f = format_iccs_square(m.from(), g.position().geometry());
    if (f == from) out.insert(t.substr(f.size()));
  }
  return out;
}

Move iccs(const Game& g, const char* text) {
  const std::optional<Move> m = parse_iccs(text, g.position().geometry());
  INFO(text);
  REQUIRE(m);
  return *m;
}

}  // namespace

TEST_CASE("攻克象棋: 「山界象棋盤」 with 「最後防線」: an 11x12 board, five points behind each back rank", "[gongke]") {
  const Game g = gongke();
  const BoardDescription& b = g.board();
  CHECK(b.files == 11);
  CHECK(b.ranks == 12);
  const Geometry& geo = g.position().geometry();
  // The last lines: c0-g0 and c11-g11, nothing else on ranks 0 and 11.
  for (int f = 0; f < 11; ++f) {
    INFO(f);
    CHECK(geo.on_board(f, 0) == (f >= 3 && f <= 7));
    CHECK(geo.on_board(f, 11) == (f >= 3 && f <= 7));
  }
  // The mountain files z and j break at the river (ranks 5 and 6).
  CHECK(!geo.on_board(0, 5));
  CHECK(!geo.on_board(0, 6));
  CHECK(geo.on_board(0, 4));
  CHECK(geo.on_board(10, 7));
  CHECK(g.fen() == "11/1rnbakabnr1/11/c1x5x1c/1p1p1p1p1p1/11/11/1P1P1P1P1P1/C1X5X1C/11/1RNBAKABNR1/11 w - - 0 1");
}

TEST_CASE("攻克象棋: perft 1-3 from the start", "[gongke][perft]") {
  const Game g = gongke();
  // Depth 1 by hand (docs/variants.md): chariots 3+3, horses 2+2, elephants 2+2,
  // advisors 1+1, general 1, cannons 4+4, soldiers 5, gazelles 5+5.
  CHECK(g.perft(1) == 40);
  CHECK(g.perft(2) == 1608);
  CHECK(g.perft(3) == 66942);
}

TEST_CASE("攻克象棋: [羚] 「只走法,斜格一步.不能吃棋」", "[gongke]") {
  // The gazelle on e5 steps to the empty diagonal points; the black soldier on f6 is no
  // step target (a step never captures), but a hop over it (to g7) is.
  const Game g = gongke("11/5k5/11/11/11/6p4/5X5/11/11/11/4K6/11 w - - 0 1");
  CHECK(targets(g, "e5") == std::set<std::string>{"d4", "f4", "d6", "g7"});
}

TEST_CASE("攻克象棋: [羚] 「斜隔一子緊鄰跳行、跳吃，可連跳、折跳，一旦吃子，則不能繼續跳行或跳吃」", "[gongke]") {
  // From the start the gazelle on b3 hops over the soldier c4 to d5, over e4 to f3 (a turn,
  // 折跳), over g4 to h5; j3 behind i4 is its own cannon's point (no landing).
  const Game start = gongke();
  CHECK(targets(start, "b3") == std::set<std::string>{"a2", "c2", "d5", "f3", "h5"});
  // A capture ends the chain: with black horses on d5 and f3 the gazelle takes the one on
  // d5 (over c4) and cannot go on over e4 to f3; the hop over a red soldier to an empty
  // point still chains.
  const Game take = gongke("11/5k5/11/11/11/11/4n6/3P1P5/2X3n4/11/4K6/11 w - - 0 1");
  CHECK(targets(take, "b3") == std::set<std::string>{"a2", "c2", "a4", "d5"});
  Game g = take;
  REQUIRE(g.play(iccs(g, "b3d5")).ok());
  CHECK(g.fen() == "11/5k5/11/11/11/11/4X6/3P1P5/6n4/11/4K6/11 b - - 0 1");
}

TEST_CASE("攻克象棋: 「己方棋不可進入己方\"最後防線\"」", "[gongke]") {
  // The chariot on c1 goes up to c11 (the enemy's line) but never down to c0.
  const Game g = gongke("11/5k5/11/11/11/11/11/11/11/11/3RK6/11 w - - 0 1");
  const std::set<std::string> t = targets(g, "c1");
  CHECK(t.count("c11") == 1);
  CHECK(t.count("c0") == 0);
  // A position with a red piece on its own last line is refused.
  GameOrError bad = Game::create("gongke", "11/5k5/11/11/11/11/11/11/11/11/4K6/3R7 w - - 0 1", RuleOptions{});
  CHECK(!bad.game);
}

TEST_CASE("攻克象棋: 「進入敵人\"最後防線\"的棋不可再動」", "[gongke]") {
  // The red chariot on e11 stands in Black's last line: it has no move and attacks
  // nothing, so the black general on e10 right beside it is not in check.
  Game g = gongke("5R5/5k5/11/11/11/11/11/11/11/11/4K6/11 b - - 0 1");
  CHECK(!g.position().in_check());
  CHECK(targets(g, "e10") == std::set<std::string>{"f10", "e9"});  // d10 would face the red general on d1
  g = gongke("5R5/5k5/11/11/11/11/11/11/11/11/4K6/11 w - - 0 1");
  CHECK(targets(g, "e11").empty());
  CHECK(g.legal_moves().size() == 1);  // the general to d2 (e1 would face the black general)
}

TEST_CASE("攻克象棋: 「五枚棋滿占據敵人的\"最後防線\"也為勝」", "[gongke][terminal]") {
  // Four red pieces on c11-f11; the cannon on g10 steps into g11, the fifth point.
  Game g = gongke("3RRNN4/5k1C3/11/11/11/11/11/11/11/11/4K6/11 w - - 0 1");
  CHECK(!g.result().over());
  REQUIRE(g.play(iccs(g, "g10g11")).ok());
  const GameResult r = g.result();
  CHECK(r.outcome == Outcome::RedWins);
  CHECK(r.reason == ResultReason::ZoneOccupied);
}

TEST_CASE("攻克象棋: moves read back in every notation; links and PGN carry the variant", "[gongke][notation][share]") {
  // The start's gazelle hop b3-f3 in Chinese: 羚 on Red's file 9 to file 5.
  const Game s = gongke();
  CHECK(notation::format_move(s.position(), iccs(s, "b3f3"), Notation::Chinese) == "羚九平五");
  CHECK(notation::format_move(s.position(), iccs(s, "b3f3"), Notation::Wxf) == "X9.5");
  testing::check_records_round_trip("gongke", 1801, 40);
}
