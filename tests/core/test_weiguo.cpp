// 衛國象棋 (seed 000, preset `weiguo`): 「如圖，基本規則同傳統象棋，不同的是：1、原九宮新設為"十八宮"
// 將士活動範圍擴大，但不能出十八宮。2、雙方各增兩枚騾。騾走目，蹩腿同馬。3、雙方各增加兩枚"衛"，
// 十八宮內橫豎步數不限，吃同走，不能出十八宮。4、"象"走、吃斜格兩步或三步，不能越棋，可以過河。
// 其他同象棋。」 Each sentence has its test; the figure's choices are in docs/variants.md §12
// (十八宮 = c0-g2 + d3 e3 f3, the 九宮's X and a diamond c1/g1/e3 for the advisors).
#include <catch2/catch.hpp>

#include <algorithm>
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

Game weiguo(std::string_view fen = {}) { return testing::preset_game("weiguo", fen); }

// Coordinate-based 衛國 (naive_xiangqi.h), written from docs/variants.md §12 alone.
bool in_palace(bool red, int f, int r) {
  const int rr = red ? r : 9 - r;
  return (f >= 2 && f <= 6 && rr >= 0 && rr <= 2) || (f >= 3 && f <= 5 && rr == 3);
}
using Edge = std::pair<std::pair<int, int>, std::pair<int, int>>;
const std::vector<Edge> kDiagonals = {{{3, 0}, {4, 1}}, {{5, 0}, {4, 1}}, {{3, 2}, {4, 1}}, {{5, 2}, {4, 1}},
                                      {{2, 1}, {3, 0}}, {{2, 1}, {3, 2}}, {{6, 1}, {5, 0}}, {{6, 1}, {5, 2}},
                                      {{3, 2}, {4, 3}}, {{5, 2}, {4, 3}}};

testing::NaiveXiangqi naive_from(const Position& pos) {
  testing::NaiveXiangqi n;
  n.elephant = [](const testing::NaiveXiangqi& x, int f, int r, bool, const std::function<void(int, int)>& add) {
    for (auto [df, dr] : {std::pair{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}) {
      if (!x.exists(f + df, r + dr) || x.b[r + dr][f + df]) continue;
      add(f + 2 * df, r + 2 * dr);
      if (x.exists(f + 2 * df, r + 2 * dr) && !x.b[r + 2 * dr][f + 2 * df]) add(f + 3 * df, r + 3 * dr);
    }
  };
  n.extra = [](const testing::NaiveXiangqi& x, char p, int f, int r, bool red, const std::function<void(int, int)>& add) {
    switch (p) {
      case 'k':  // every grid segment between two palace points is drawn
        for (auto [df, dr] : {std::pair{0, 1}, {0, -1}, {1, 0}, {-1, 0}})
          if (in_palace(red, f, r) && in_palace(red, f + df, r + dr)) add(f + df, r + dr);
        return true;
      case 'a': {
        const int rr = red ? r : 9 - r;
        for (const auto& [a, b] : kDiagonals)
          for (const auto& [u, v] : {std::pair{a, b}, std::pair{b, a}})
            if (u.first == f && u.second == rr) add(v.first, red ? v.second : 9 - v.second);
        return true;
      }
      case 'm':  // 目 (1,3), blocked on the first point along the long side, like the horse
        for (auto [lf, lr] : {std::pair{0, 1}, {0, -1}, {1, 0}, {-1, 0}}) {
          if (!x.exists(f + lf, r + lr) || x.b[r + lr][f + lf]) continue;
          for (int s = -1; s <= 1; s += 2) add(f + 3 * lf + (lf ? 0 : s), r + 3 * lr + (lr ? 0 : s));
        }
        return true;
      case 'w':  // a chariot on the palace's points
        for (auto [df, dr] : {std::pair{0, 1}, {0, -1}, {1, 0}, {-1, 0}})
          for (int tf = f + df, tr = r + dr; in_palace(red, tf, tr); tf += df, tr += dr) {
            add(tf, tr);
            if (x.b[tr][tf]) break;
          }
        return true;
      default:
        return false;
    }
  };
  n.load(pos);
  return n;
}

}  // namespace

TEST_CASE("衛國象棋: 「原九宮新設為\"十八宮\"將士活動範圍擴大，但不能出十八宮」", "[weiguo]") {
  // The general on e2 walks to e3 and the new files c/g points it touches; never to e4.
  const Game g = weiguo("5k3/9/9/9/5P3/9/9/4K4/9/9 w - - 0 1");
  CHECK(targets_of(g, "e2") == std::set<std::string>{"d2", "e1", "e3", "f2"});
  const Game side = weiguo("5k3/9/9/9/9/9/9/9/9/R1K6 w - - 0 1");
  CHECK(targets_of(side, "c0") == std::set<std::string>{"c1", "d0"});  // not b0 (outside)
  // The advisor walks the X and the diamond: from d2 to e1, c1, e3; from e3 only back.
  const Game a = weiguo("3k5/9/9/9/9/9/9/3A5/9/4K4 w - - 0 1");
  CHECK(targets_of(a, "d2") == std::set<std::string>{"c1", "e1", "e3"});
  const Game a3 = weiguo("3k5/9/9/9/9/9/4A4/9/9/5K3 w - - 0 1");
  CHECK(targets_of(a3, "e3") == std::set<std::string>{"d2", "f2"});
  // Black's palace is the mirror: c7-g9 and d6 e6 f6.
  const Game black = weiguo("9/9/9/3k5/9/9/9/9/9/R4K3 b - - 0 1");
  CHECK(targets_of(black, "d6") == std::set<std::string>{"d7", "e6"});
}

TEST_CASE("衛國象棋: 「騾走目，蹩腿同馬」", "[weiguo]") {
  // The mule on e4 leaps 1x3 in eight ways; a piece on e5 blocks the two forward ones.
  const Game g = weiguo("3k5/9/9/9/9/4M4/9/9/9/R3K4 w - - 0 1");
  CHECK(targets_of(g, "e4") == std::set<std::string>{"b3", "b5", "d1", "d7", "f1", "f7", "h3", "h5"});
  const Game blocked = weiguo("3k5/9/9/9/4p4/4M4/9/9/9/R3K4 w - - 0 1");
  const std::set<std::string> t = targets_of(blocked, "e4");
  CHECK(t.count("d7") == 0);
  CHECK(t.count("f7") == 0);
  CHECK(t.count("b5") == 1);
}

TEST_CASE("衛國象棋: 「衛」 「十八宮內橫豎步數不限，吃同走，不能出十八宮」", "[weiguo]") {
  // The guard on c1 slides along rank 1 to g1 and along file c to c2 (c3 is outside);
  // it takes the black chariot on f1 and stops there.
  const Game g = weiguo("3k5/9/9/9/9/9/9/9/2W2r3/4K4 w - - 0 1");
  CHECK(targets_of(g, "c1") == std::set<std::string>{"c0", "c2", "d1", "e1", "f1"});
  // On e3 it goes sideways to d3 and f3 only, down to e1 (its own general on e0).
  const Game front = weiguo("3k5/9/9/9/9/9/4W4/9/9/4K4 w - - 0 1");
  CHECK(targets_of(front, "e3") == std::set<std::string>{"d3", "e1", "e2", "f3"});
  // A guard outside the palace is refused.
  GameOrError bad = Game::create("weiguo", "3k5/9/9/9/9/9/9/9/9/W3K4 w - - 0 1", RuleOptions{});
  CHECK(!bad.game);
}

TEST_CASE("衛國象棋: 「\"象\"走、吃斜格兩步或三步，不能越棋，可以過河」", "[weiguo]") {
  // The elephant on e4 goes 2 or 3 points each diagonal, across the river too; a piece
  // on f5 blocks that diagonal.
  const Game g = weiguo("3k5/9/9/9/5p3/4B4/9/9/9/R3K4 w - - 0 1");
  CHECK(targets_of(g, "e4") == std::set<std::string>{"b1", "b7", "c2", "c6", "g2", "h1"});
}

TEST_CASE("衛國象棋: perft 1-3 matches the independent generator", "[weiguo][perft]") {
  struct Row {
    const char* fen;
    std::uint64_t nodes[3];
  };
  // Recorded in docs/variants.md §2 and §12.
  const Row rows[] = {{"", {46, 2108, 94386}},
                      {"rnbakabnr/1mw3wm1/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/1MW3WM1/RNBAKABNR w - - 0 1", {46, 2108, 94386}},
                      {"r1bak1b1r/2w3w2/1cn3nc1/p1p1p1pmp/2m6/4P4/P1P2MP1P/1CN1B1NC1/2W3W2/R2AKAB1R w - - 0 1", {47, 2049, 94030}}};
  for (const Row& row : rows) {
    const Game g = weiguo(row.fen);
    testing::NaiveXiangqi naive = naive_from(g.position());
    for (int depth = 1; depth <= 3; ++depth) {
      INFO(row.fen << " depth " << depth);
      const std::uint64_t engine = g.perft(depth);
      CHECK(engine == naive.perft(depth));
      if (row.nodes[depth - 1]) CHECK(engine == row.nodes[depth - 1]);
    }
  }
}

TEST_CASE("衛國象棋: moves in every notation; links and PGN carry the variant", "[weiguo][notation][share]") {
  const Game g = weiguo();
  CHECK(notation::format_move(g.position(), iccs_move(g, "c1e1"), notation::Notation::Chinese) == "衛七平五");
  testing::check_records_round_trip("weiguo", 1503, 60);
}
