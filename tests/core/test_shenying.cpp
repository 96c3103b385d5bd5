// 神鷹象棋 (seed 003, preset `shenying`). Each test quotes the seed sentence it checks; the
// choices for what the seed leaves open are in docs/variants.md §22: the 山界 board, the
// eagles on the mountain corners, a flight never lands on its start point nor goes straight
// back, a carry is lift / put down on the next landing / fly off with one more hop, and
// ends the move; a piece off its points has no move and attacks nothing; a general carried
// out of its palace does not fly and can be mated.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/gesture.h"
#include "core/movegen.h"
#include "core/notation/iccs.h"
#include "core/notation/movetext.h"
#include "core/search/search.h"
#include "tests/core/preset_checks.h"

using namespace xq;
using testing::iccs_move;
using testing::targets_of;

namespace {

Game shenying(std::string_view fen = {}) { return testing::preset_game("shenying", fen); }

bool legal(const Game& g, Move m) {
  const std::vector<Move> all = g.legal_moves();
  return std::find(all.begin(), all.end(), m) != all.end();
}

Game after(const Game& g, const char* iccs) {
  Game next = g;
  const MoveVerdict v = next.play(iccs_move(g, iccs));
  INFO(iccs << ": " << v.text);
  REQUIRE(v.ok());
  return next;
}

std::string at(const Game& g, const char* point) {
  const Square s = *parse_iccs_square(point, g.position().geometry());
  const Piece p = g.position().piece_on(s);
  return p.empty() ? "." : g.piece_glyph(p);
}

// The carries of the legal moves, in ICCS (`c1g7~c5e7`).
std::set<std::string> carries(const Game& g) {
  std::set<std::string> out;
  for (Move m : g.legal_moves())
    if (m.is_carry()) out.insert(format_iccs(m, g.position().geometry()));
  return out;
}

std::set<std::string> set_of(std::initializer_list<const char*> l) { return {l.begin(), l.end()}; }

// A chain: the Red eagle on c3 hops over the Black horse on c4 to c5, then over the
// Black horse on d6 to e7.
constexpr const char* kChain = "6k4/11/11/4n6/11/3n7/3E7/11/11/4K6 w - - 0 1";
// A carry: the eagle on c1 flies over c2 to c3, over c4 onto the Black chariot on c5 and
// lifts it, over d6 to e7 where it puts it down, over f7 to g7.
constexpr const char* kCarry = "6k4/11/6c4/4n6/3r7/3n7/11/3R7/3E7/4K6 w - - 0 1";
// An advisor off its points (e3) that the eagle on e5 carries back to e1.
constexpr const char* kStrandedAdvisor = "6k4/11/11/11/5E5/5P5/5A5/5R5/6N4/4K6 w - - 0 1";

}  // namespace

TEST_CASE("神鷹象棋: 「棋盤為山界棋盤，雙方各多了兩枚[鷹]棋」: the setup", "[shenying]") {
  const Game g = shenying();
  CHECK(g.fen() == "ernbakabnre/11/c9c/1p1p1p1p1p1/11/11/1P1P1P1P1P1/C9C/11/ERNBAKABNRE w - - 0 1");
  for (const char* p : {"z0", "j0", "z9", "j9"}) CHECK(at(g, p) == "鷹");
  // From the start no eagle can fly: its only screens are the chariots, behind which
  // stand the horses (a landing on a piece is a carry, and none can fly on from there).
  CHECK(targets_of(g, "z0").empty());
  CHECK(targets_of(g, "j0").empty());
  CHECK(carries(g).empty());
}

TEST_CASE("神鷹象棋: 「橫、豎、斜緊鄰隔一子飛行至對面緊鄰空位,可連飛」", "[shenying]") {
  const Game g = shenying(kChain);
  // c3 -> c5 over c4 (either side's piece is a screen), then c5 -> e7 over d6; never back
  // onto c3; a plain flight is one move per landing point.
  CHECK(targets_of(g, "c3") == set_of({"c5", "e7"}));
  const Game next = after(g, "c3e7");
  CHECK(at(next, "e7") == "鷹");
  CHECK(at(next, "c3") == ".");
  CHECK(at(next, "c4") == "馬");  // 「[鷹]沒有吃法」: what it flies over stays
  CHECK(at(next, "d6") == "馬");
  // 「[鷹]沒走法」: no step to an adjacent point.
  CHECK(!legal(g, iccs_move(g, "c3c2")));
  CHECK(!legal(g, iccs_move(g, "c3d4")));
  const MoveVerdict why = Game(g).play(iccs_move(g, "c3d4"));
  CHECK(why.text.find("沒走法") != std::string::npos);
}

TEST_CASE("神鷹象棋: 「[鷹]沒有吃法」: a landing on a piece is no capture", "[shenying]") {
  // The eagle on c1 over c2 reaches c3; over c4 the point c5 holds a Black chariot: no
  // capture there, only the carry.
  const Game g = shenying(kCarry);
  CHECK(targets_of(g, "c1") == set_of({"c3", "g7"}));  // g7: the carry's end
  CHECK(!legal(g, iccs_move(g, "c1c5")));
  const MoveVerdict why = Game(g).play(iccs_move(g, "c1c5"));
  CHECK(!why.ok());
  CHECK(why.text.find("沒有吃法") != std::string::npos);
}

TEST_CASE("神鷹象棋: 「叼起這枚敵棋……接著飛並將敵棋放到某個可飛的空位上，但自己仍要有空位繼續飛離被叼棋」",
          "[shenying]") {
  const Game g = shenying(kCarry);
  // The only carry: lift the chariot on c5, put it on e7 (over d6), fly off to g7 (over
  // f7). Not back over c4 onto c3, the point the eagle came from (「不能回返剛飛過的線路」).
  CHECK(carries(g) == set_of({"c1g7~c5e7"}));
  CHECK(!legal(g, iccs_move(g, "c1g7~c5c3")));
  const Game next = after(g, "c1g7~c5e7");
  CHECK(at(next, "g7") == "鷹");
  CHECK(at(next, "e7") == "車");
  CHECK(at(next, "c5") == ".");
  CHECK(at(next, "c1") == ".");
  CHECK(next.fen() == "6k4/11/5rcE3/4n6/11/3n7/11/3R7/11/4K6 b - - 1 1");
  Game back = next;
  REQUIRE(back.undo());
  CHECK(back.fen() == g.fen());
  // 「自己仍要有空位繼續飛離被叼棋，否則就不能"叼"」: without f7 the eagle could not leave
  // e7, and there is no carry at all.
  const Game stuck = shenying("6k4/11/11/4n6/3r7/3n7/11/3R7/3E7/4K6 w - - 0 1");
  CHECK(carries(stuck).empty());
  CHECK(targets_of(stuck, "c1") == set_of({"c3"}));
}

TEST_CASE("神鷹象棋: 「[鷹]不僅可以\"叼\"敵棋，也可\"叼\"自己的棋」; 「只有再被叼回合法位置後，才能恢復原有性能」",
          "[shenying]") {
  const Game g = shenying(kStrandedAdvisor);
  // 「被鷹叼到非法位置的棋，暫時不能移動，例如士象被叼離了特定的士象點」: the advisor on e3.
  CHECK(targets_of(g, "e3").empty());
  const MoveVerdict why = Game(g).play(iccs_move(g, "e3d2"));
  CHECK(!why.ok());
  CHECK(why.reason == IllegalReason::PieceStranded);
  CHECK(why.text.find("暫時不能移動") != std::string::npos);
  MoveGesture picked = g.gesture();  // picking it up says why too
  CHECK(picked.pick(Place::point(*parse_iccs_square("e3", g.position().geometry()))).verdict.reason == IllegalReason::PieceStranded);
  // The eagle lifts its own advisor on e3 (over e4), puts it on e1 (over e2), flies off
  // to g1 (over f1).
  CHECK(carries(g) == set_of({"e5g1~e3e1"}));
  const Game next = after(after(g, "e5g1~e3e1"), "f9f8");
  CHECK(at(next, "e1") == "仕");
  CHECK(targets_of(next, "e1") == set_of({"d2", "f0", "f2"}));
}

TEST_CASE("神鷹象棋: a piece off its points attacks nothing and gives no check", "[shenying]") {
  // A Black advisor carried onto e1 (not one of its points) beside Red's general on d0:
  // a Black advisor could take d0 from e1, this one cannot move, so it gives no check.
  const Game g = shenying("6k4/11/11/11/11/11/11/11/5a5/4K6 w - - 0 1");
  CHECK(!g.position().in_check());
  CHECK(targets_of(g, "d0") == set_of({"d1", "e0"}));
  // 「兵（卒）被叼到了自己走不到的位置」: a Red soldier on b3 (off its files before the river).
  const Game s = shenying("6k4/11/11/11/11/11/2P8/11/11/4K6 w - - 0 1");
  CHECK(targets_of(s, "b3").empty());
  const Game s2 = shenying("6k4/11/11/11/11/11/3P7/11/11/4K6 w - - 0 1");  // c3: its own point
  CHECK(targets_of(s2, "c3") == set_of({"c4"}));
}

TEST_CASE("神鷹象棋: 「將（帥）被叼離了自己的\"九宮\"」: it cannot move, does not fly, can be mated",
          "[shenying]") {
  // Red's general on e4, out of its palace, faces Black's on e9: Black's flies, Red's
  // cannot move: checkmate.
  Game mated = shenying("5k5/11/11/11/11/5K5/11/11/11/11 w - - 0 1");
  CHECK(mated.position().in_check());
  CHECK(mated.legal_moves().empty());
  CHECK(mated.result().over());
  CHECK(mated.result().outcome == Outcome::BlackWins);
  // Black's general on e5, out of its palace, behind Red's horse on e2: the horse may
  // leave the file (Black's general does not fly, so Red's is not attacked); Black is then
  // in check with no move.
  const Game g = shenying("11/11/11/11/5k5/11/11/5N5/11/5K5 w - - 0 1");
  CHECK(legal(g, iccs_move(g, "e2c3")));
  const Game next = after(g, "e2c3");
  CHECK(next.position().in_check());
  CHECK(next.result().over());
  CHECK(next.result().outcome == Outcome::RedWins);
}

TEST_CASE("神鷹象棋: eagles are captured like any piece", "[shenying]") {
  const Game g = shenying("6k4/3r7/11/11/11/11/3E7/11/11/4K6 b - - 0 1");
  CHECK(targets_of(g, "c8").count("c3"));
  const Game next = after(g, "c8c3");
  CHECK(at(next, "c3") == "車");
}

TEST_CASE("神鷹象棋: perft 1-3 from the start", "[shenying][perft]") {
  // Depth 1 by hand: 河山界's 46 moves less the four its corner points took: each
  // chariot's step onto its mountain corner (a0z0, i0j0) and each cannon's retreat onto
  // it (z2z0, j2j0); the eagles have no flight yet (see the setup test): 46 - 4 = 42.
  Position pos = shenying().position();
  CHECK(perft(pos, 1) == 42);
  CHECK(perft(pos, 2) == 1764);
  CHECK(perft(pos, 3) == 69310);
}

TEST_CASE("神鷹象棋: perft with a carry on the board", "[shenying][perft]") {
  Position pos = shenying(kCarry).position();
  CHECK(perft(pos, 1) == 16);
  Position advisor = shenying(kStrandedAdvisor).position();
  CHECK(perft(advisor, 1) == 19);
}

TEST_CASE("神鷹象棋: the carry in every notation; records and links carry the game", "[shenying][notation][share]") {
  using notation::Notation;
  const Game g = shenying(kCarry);
  const Move carry = iccs_move(g, "c1g7~c5e7");
  REQUIRE(carry.is_carry());
  const std::string wxf = notation::format_move(g.position(), carry, Notation::Wxf);
  const std::string zh = notation::format_move(g.position(), carry, Notation::Chinese);
  const std::string zhs = notation::format_move(g.position(), carry, Notation::ChineseSimplified);
  CHECK(notation::format_move(g.position(), carry, Notation::Iccs) == "c1g7~c5e7");
  // The flight c1 -> g7 alone is no move, so the descriptive forms cannot name it: the
  // carry is written in ICCS in every notation (as any move they cannot single out).
  CHECK(wxf == "c1g7~c5e7");
  CHECK(zh == "c1g7~c5e7");
  CHECK(zhs == "c1g7~c5e7");
  // When the flight alone is a move too, it is written as that move, then ~ / 叼 and the
  // carried piece's points ("鷹一平三叼d8f6"): the random games below write and read both.
  for (const std::string& text : {std::string("c1g7~c5e7"), wxf, zh, zhs}) {
    INFO(text);
    CHECK(notation::parse_move(g.position(), text).move == carry);
  }
  // A carry that is not there is refused with the rule.
  CHECK(!notation::parse_move(g.position(), "c1g7~c5c3").error.empty());
  testing::check_records_round_trip("shenying", 2003, 80);
  testing::check_records_round_trip("shenying", 2004, 160);
}

TEST_CASE("神鷹象棋: the gesture: eagle, the piece it lifts, where it goes, where the eagle ends", "[shenying][gesture]") {
  const Game g = shenying(kCarry);
  const Geometry& geo = g.position().geometry();
  const auto pt = [&](const char* s) { return Place::point(*parse_iccs_square(s, geo)); };
  MoveGesture gesture = g.gesture();
  REQUIRE(gesture.pick(pt("c1")).ok());
  std::set<std::string> first;
  for (const Pick& t : gesture.targets()) first.insert(format_iccs_square(static_cast<Square>(t.place.id), geo));
  CHECK(first == set_of({"c3", "c5"}));  // the plain flight's landing, the piece to lift
  REQUIRE(gesture.pick(pt("c5")).ok());
  REQUIRE(gesture.targets().size() == 1);
  CHECK(gesture.targets()[0].role == PickRole::Drop);
  REQUIRE(gesture.pick(pt("e7")).ok());
  REQUIRE(gesture.pick(pt("g7")).ok());
  CHECK(gesture.move() == iccs_move(g, "c1g7~c5e7"));
}

TEST_CASE("神鷹象棋: the computer answers with legal moves", "[shenying][search]") {
  Searcher searcher;
  testing::check_engine_playouts("shenying", 2003, 40, searcher);
}
