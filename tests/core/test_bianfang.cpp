// 邊防象棋 (seed 000, preset `bianfang`): 「如圖，基本同傳統象棋，加入新規如下：1、原"九宮"擴展為
// "十五宮"，將與士可按自身規則進出擴展點，將擴展四個點，士擴展兩個點，士從角點走吃擴展長斜線，一步
// 到位邊線或反之。2、雙方各有兩個邊線防點，己方兩枚兵占據敵方兩個"邊防點"時也為勝棋。其他同象棋。」
// Each sentence has its test; the figure's choices are in docs/variants.md §11 (十五宮 =
// 九宮 + c1 c2 g1 g2 for the general + a3 i3 for the advisor, the 邊防點).
#include <catch2/catch.hpp>

#include <functional>
#include <utility>
#include <vector>

#include "core/game.h"
#include "tests/core/naive_xiangqi.h"
#include "tests/core/preset_checks.h"

using namespace xq;
using testing::iccs_move;
using testing::targets_of;

namespace {

Game bianfang(std::string_view fen = {}) { return testing::preset_game("bianfang", fen); }

// Coordinate-based 邊防 (naive_xiangqi.h) written from docs/variants.md §11 alone: the
// general's orthogonal lines and the advisor's diagonals of the 十五宮, Red's side.
using Edge = std::pair<std::pair<int, int>, std::pair<int, int>>;
const std::vector<Edge> kGeneralLines = {
    {{3, 0}, {4, 0}}, {{4, 0}, {5, 0}}, {{3, 1}, {4, 1}}, {{4, 1}, {5, 1}}, {{3, 2}, {4, 2}}, {{4, 2}, {5, 2}},
    {{3, 0}, {3, 1}}, {{3, 1}, {3, 2}}, {{4, 0}, {4, 1}}, {{4, 1}, {4, 2}}, {{5, 0}, {5, 1}}, {{5, 1}, {5, 2}},
    {{2, 1}, {3, 1}}, {{2, 2}, {3, 2}}, {{2, 1}, {2, 2}}, {{6, 1}, {5, 1}}, {{6, 2}, {5, 2}}, {{6, 1}, {6, 2}}};
const std::vector<Edge> kAdvisorLines = {{{3, 0}, {4, 1}}, {{5, 0}, {4, 1}}, {{3, 2}, {4, 1}},
                                         {{5, 2}, {4, 1}}, {{3, 0}, {0, 3}}, {{5, 0}, {8, 3}}};

void walk(const std::vector<Edge>& lines, int f, int r, bool red, const std::function<void(int, int)>& add) {
  const int rr = red ? r : 9 - r;  // Black's lines are the rank mirror
  for (const auto& [a, b] : lines)
    for (const auto& [x, y] : {std::pair{a, b}, std::pair{b, a}})
      if (x.first == f && x.second == rr) add(y.first, red ? y.second : 9 - y.second);
}

testing::NaiveXiangqi naive_from(const Position& pos) {
  testing::NaiveXiangqi n;
  n.elephant = [](const testing::NaiveXiangqi& x, int f, int r, bool side, const std::function<void(int, int)>& add) {
    for (auto [df, dr] : {std::pair{1, 1}, {1, -1}, {-1, 1}, {-1, -1}})
      if (x.exists(f + df, r + dr) && !x.b[r + dr][f + df] && x.home(side, r + 2 * dr)) add(f + 2 * df, r + 2 * dr);
  };
  n.extra = [](const testing::NaiveXiangqi&, char p, int f, int r, bool side, const std::function<void(int, int)>& add) {
    if (p == 'k') walk(kGeneralLines, f, r, side, add);
    else if (p == 'a') walk(kAdvisorLines, f, r, side, add);
    else return false;
    return true;
  };
  n.load(pos);
  return n;
}

}  // namespace

TEST_CASE("邊防象棋: 「將擴展四個點」: the general steps onto c1 c2 g1 g2 by its own orthogonal steps", "[bianfang]") {
  // The general on d1 reaches c1; from c1 it goes to c2 and back into the palace, never
  // to c0 or b1 (outside the 十五宮).
  const Game g = bianfang("5k3/9/9/9/9/9/9/9/3K5/R8 w - - 0 1");
  CHECK(targets_of(g, "d1") == std::set<std::string>{"c1", "d0", "d2", "e1"});
  const Game c1 = bianfang("5k3/9/9/9/9/9/9/9/2K6/R8 w - - 0 1");
  CHECK(targets_of(c1, "c1") == std::set<std::string>{"c2", "d1"});
  // Black's 十五宮 is the mirror: c8 c7 g8 g7.
  const Game black = bianfang("9/5k3/9/9/9/9/9/9/9/R2K5 b - - 0 1");
  CHECK(targets_of(black, "f8") == std::set<std::string>{"e8", "f7", "f9", "g8"});
}

TEST_CASE("邊防象棋: 「士擴展兩個點，士從角點走吃擴展長斜線，一步到位邊線或反之」", "[bianfang]") {
  // d0 -> a3 over the pieces on c1 (own horse) and b2 (enemy soldier): one step.
  const Game g = bianfang("4k4/9/9/9/9/9/9/1p7/2N6/3A1K3 w - - 0 1");
  CHECK(targets_of(g, "d0") == std::set<std::string>{"a3", "e1"});
  // 「走吃」: it captures on the border post, and back on the corner.
  const Game take = bianfang("4k4/9/9/9/9/9/8p/9/9/3K1A3 w - - 0 1");
  CHECK(targets_of(take, "f0") == std::set<std::string>{"e1", "i3"});
  const Game back = bianfang("4k4/9/9/9/9/9/A8/9/9/3p1K3 w - - 0 1");
  CHECK(targets_of(back, "a3") == std::set<std::string>{"d0"});
  // The line works both ways for checks too: a chariot checking from d0 is taken from a3.
  Game guard = bianfang("3k5/9/9/9/3r5/9/A8/9/9/4K4 b - - 0 1");
  REQUIRE(guard.play(iccs_move(guard, "d5d0")).ok());
  CHECK(guard.position().in_check());
  CHECK(targets_of(guard, "a3") == std::set<std::string>{"d0"});
  // The soldiers start on the posts, so the line is closed at the start.
  const Game start = bianfang();
  CHECK(targets_of(start, "d0") == std::set<std::string>{"e1"});
}

TEST_CASE("邊防象棋: 「己方兩枚兵占據敵方兩個\"邊防點\"時也為勝棋」", "[bianfang][terminal]") {
  // A red soldier on a6 (Black's post); the second steps from i5 to i6.
  Game g = bianfang("4k4/9/9/P8/8P/9/9/9/9/3K5 w - - 0 1");
  CHECK(!g.result().over());
  REQUIRE(g.play(iccs_move(g, "i5i6")).ok());
  CHECK(g.result().outcome == Outcome::RedWins);
  CHECK(g.result().reason == ResultReason::ZoneOccupied);
  // Two soldiers on Red's own posts (a3, i3: where they start) win nothing, nor does a
  // chariot on an enemy post.
  Game own = bianfang("4k4/9/9/R8/9/9/P7P/9/9/3K5 w - - 0 1");
  REQUIRE(own.play(iccs_move(own, "d0d1")).ok());
  CHECK(!own.result().over());
  // Black wins the same way on a3 and i3.
  Game black = bianfang("4k4/9/9/9/9/9/p8/8p/9/3K5 b - - 0 1");
  REQUIRE(black.play(iccs_move(black, "i2i3")).ok() == false);  // a soldier never steps back
  Game black2 = bianfang("4k4/9/9/9/9/8p/p8/9/9/3K5 b - - 0 1");
  REQUIRE(black2.play(iccs_move(black2, "i4i3")).ok());
  CHECK(black2.result().outcome == Outcome::BlackWins);
  CHECK(black2.result().reason == ResultReason::ZoneOccupied);
}

TEST_CASE("邊防象棋: perft 1-3 matches the independent generator", "[bianfang][perft]") {
  struct Row {
    const char* fen;
    std::uint64_t nodes[3];
  };
  // Recorded in docs/variants.md §2 and §11. The second position opens both long lines.
  const Row rows[] = {{"", {44, 1920, 79752}},
                      {"rnbakabnr/9/1c5c1/2p1p1p2/p7p/P7P/2P1P1P2/1C5C1/9/RNBAKABNR w - - 0 1", {48, 2286, 103974}}};
  for (const Row& row : rows) {
    const Game g = bianfang(row.fen);
    testing::NaiveXiangqi naive = naive_from(g.position());
    for (int depth = 1; depth <= 3; ++depth) {
      INFO(row.fen << " depth " << depth);
      const std::uint64_t engine = g.perft(depth);
      CHECK(engine == naive.perft(depth));
      if (row.nodes[depth - 1]) CHECK(engine == row.nodes[depth - 1]);
    }
  }
}

TEST_CASE("邊防象棋: the long step in every notation; links and PGN carry the variant", "[bianfang][notation][share]") {
  const Game g = bianfang("4k4/9/9/9/9/9/9/1p7/2N6/3A1K3 w - - 0 1");
  const Move m = iccs_move(g, "d0a3");
  CHECK(notation::format_move(g.position(), m, notation::Notation::Wxf) == "A6+9");
  CHECK(notation::format_move(g.position(), m, notation::Notation::Chinese) == "仕六進九");
  testing::check_records_round_trip("bianfang", 1502, 60);
}
