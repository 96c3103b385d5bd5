// 還魂卒 (revived_soldier add-on, A8): after a capture, the capturer's next move may put
// one of its captured soldiers back on an empty soldier start point. Each test quotes
// the seed sentence it checks.
#include <catch2/catch.hpp>

#include "addon_test_util.h"
#include "core/fen.h"
#include "core/rules/revived_soldier.h"

using namespace xq;
using namespace xq::testing;

namespace {

// Red has lost its e3 soldier; its cannon b2 can take the horse b9 over the cannon b7.
const std::string kOneLost = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P3P1P/1C5C1/9/RNBAKABNR w - - 0 1";

int drops(const Game& g) { return count_if_moves(g, [](Move m) { return m.is_drop(); }); }

}  // namespace

TEST_CASE("revived soldier: only right after a capture, and only for the next move", "[revive]") {
  // 「己方吃敵方任何一枚棋後，己方（僅限）下一步可隨即還魂一枚已被吃掉的己方兵（卒）」,
  // 「被吃的兵（卒）即使能還魂時也可不還魂，但過後需重具條件」.
  Game g = addon_game("xiangqi", kOneLost, {"revived_soldier"});
  CHECK(soldiers_captured(g.position(), Color::Red) == 1);
  CHECK(drops(g) == 0);  // no capture yet
  CHECK(g.check_move(Move::drop(g.position().geometry().square(4, 3))).reason == IllegalReason::ReviveNotAllowed);
  REQUIRE(g.play(iccs(g, "b2b9")).ok());  // 炮 takes 馬
  CHECK(revive_right(g.position(), Color::Red));
  CHECK(g.fen() == "rCbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P3P1P/7C1/9/RNBAKABNR b - - 0 1 {revive=r}");
  CHECK(drops(g) == 0);  // Black captured nothing
  REQUIRE(g.play(iccs(g, "i9i8")).ok());
  // 「等同走棋」: the drop is Red's whole move; e3 is the one empty start point.
  REQUIRE(drops(g) == 1);
  CHECK(has_move(g, iccs(g, "P*e3")));
  Game declined = g;
  REQUIRE(g.play(iccs(g, "P*e3")).ok());
  CHECK(g.position().piece_on(g.position().geometry().square(4, 3)) == Piece(Color::Red, PieceKind::Soldier));
  CHECK(soldiers_captured(g.position(), Color::Red) == 0);
  CHECK_FALSE(revive_right(g.position(), Color::Red));
  CHECK(g.fen() == "rCbakabn1/8r/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/7C1/9/RNBAKABNR b - - 2 2");
  REQUIRE(g.undo());
  CHECK(g.fen() == declined.fen());
  // Declining: any other move ends the right; it comes back only with another capture.
  REQUIRE(declined.play(iccs(declined, "h2h1")).ok());
  REQUIRE(declined.play(iccs(declined, "i8i9")).ok());
  CHECK(drops(declined) == 0);
}

TEST_CASE("revived soldier: only onto an empty own soldier start point, only a lost soldier", "[revive]") {
  // 「放到己方兵（卒）初始位置的任一空位」, 「己方兵卒初始位置沒用空位時則不能還魂」.
  Game g = addon_game("xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P5P1P/1C5C1/9/RNBAKABNR w - - 0 1 {revive=r}",
                      {"revived_soldier"});
  std::vector<std::string> where;
  for (Move m : g.legal_moves())
    if (m.is_drop()) where.push_back(format_iccs(m));
  CHECK(where == std::vector<std::string>{"P*c3", "P*e3"});
  CHECK(g.check_move(iccs(g, "P*a3")).reason == IllegalReason::ReviveNotAllowed);  // occupied
  CHECK(g.check_move(iccs(g, "P*e4")).reason == IllegalReason::ReviveNotAllowed);  // not a start point
  CHECK(g.check_move(iccs(g, "P*e6")).reason == IllegalReason::ReviveNotAllowed);  // Black's start point
  // All five soldiers standing: nothing to revive, right or not.
  Game full = addon_game("xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 {revive=r}",
                         {"revived_soldier"});
  CHECK(drops(full) == 0);
  // A start point held by an enemy piece is not empty either.
  Game held = addon_game("xiangqi", "rnbakab1r/9/1c5c1/p1p1p1p1p/9/9/P1P1n1P1P/1C5C1/9/RNBAKABNR w - - 0 1 {revive=r}",
                         {"revived_soldier"});
  CHECK(drops(held) == 0);
}

TEST_CASE("revived soldier: revival has no limit; each needs a new capture", "[revive]") {
  // 「"還魂"不限次數」.
  Game g = addon_game("xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P5P1P/1C5C1/9/RNBAKABNR w - - 0 1 {revive=r}",
                      {"revived_soldier"});
  REQUIRE(g.play(iccs(g, "P*c3")).ok());
  REQUIRE(g.play(iccs(g, "h9g7")).ok());
  CHECK(drops(g) == 0);
  REQUIRE(g.play(iccs(g, "b2b9")).ok());
  REQUIRE(g.play(iccs(g, "a9a8")).ok());
  REQUIRE(g.play(iccs(g, "P*e3")).ok());
  CHECK(g.position().count(Color::Red, PieceKind::Soldier) == 5);
  // Black too, after its own capture (its soldier e6 was lost in this FEN).
  Game b = addon_game("xiangqi", "rnbakabnr/9/1c5c1/p1p3p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1",
                      {"revived_soldier"});
  REQUIRE(b.play(iccs(b, "h7h0")).ok());  // 砲 takes 傌
  REQUIRE(b.play(iccs(b, "i0h0")).ok());  // 俥 takes back: now both have the right
  CHECK(revive_right(b.position(), Color::Red));
  CHECK(revive_right(b.position(), Color::Black));  // Black's capture was its last move
  CHECK(drops(b) == 1);                             // e6, its lost soldier
  REQUIRE(b.play(iccs(b, "P*e6")).ok());
  CHECK_FALSE(revive_right(b.position(), Color::Black));
}

TEST_CASE("revived soldier: a drop may answer a check, and never leaves one", "[revive]") {
  // Red general e0 checked by the black chariot e9 down the open e-file, all five red
  // soldiers lost: of the five start points only e3 blocks the check.
  Game g = addon_game("xiangqi", "4r4/3k5/9/9/9/9/9/9/9/3AKA3 w - - 0 1 {revive=r}", {"revived_soldier"});
  REQUIRE(g.in_check());
  CHECK(soldiers_captured(g.position(), Color::Red) == 5);
  std::vector<std::string> dropped;
  for (Move m : g.legal_moves())
    if (m.is_drop()) dropped.push_back(format_iccs(m));
  CHECK(dropped == std::vector<std::string>{"P*e3"});
  CHECK(g.check_move(iccs(g, "P*a3")).reason == IllegalReason::ReviveNotAllowed);
}

TEST_CASE("revived soldier: a drop that becomes an enemy cannon's screen is illegal", "[revive]") {
  // Found by the random playouts: the black cannon e5 faces the red general e0 over an
  // empty file; a soldier revived on e3 would be the screen (炮架) of a check.
  Game g = addon_game("xiangqi", "r1ba1a1nr/4k4/nC6b/2C1p1p2/2p1c3p/9/P1P3P1P/9/1c7/RNBAKABNR w - - 1 17 {revive=r}",
                      {"revived_soldier"});
  CHECK_FALSE(g.in_check());
  CHECK_FALSE(has_move(g, iccs(g, "P*e3")));
  CHECK(g.check_move(iccs(g, "P*e3")).reason == IllegalReason::ReviveNotAllowed);
}
