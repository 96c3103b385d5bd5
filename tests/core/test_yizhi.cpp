// 役志象棋（第二類象棋） (seed 000, preset `yizhi`). The seed's seven pieces, each with its test
// quoting it; the figure's choices are in docs/variants.md §13 (each new kind on the point
// of the standard piece it replaces; the 十一宮 = 九宮 + c1 g1, joined by diagonals to the
// corners and by a rank line to d1/f1). Perft is checked against a generator written from
// the docs alone (naive_xiangqi.h).
#include <catch2/catch.hpp>

#include <cstdlib>
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

constexpr const char* kStart = "umbykzbmu/9/1q5q1/e1e1e1e1e/9/9/E1E1E1E1E/1Q5Q1/9/UMBZKYBMU w - - 0 1";

Game yizhi(std::string_view fen = {}) { return testing::preset_game("yizhi", fen); }

// The 十一宮's lines, Red's side: orthogonal (the 領's and 左/右's sideways steps) and diagonal.
using Edge = std::pair<std::pair<int, int>, std::pair<int, int>>;
const std::vector<Edge> kOrth = {{{3, 0}, {4, 0}}, {{4, 0}, {5, 0}}, {{3, 1}, {4, 1}}, {{4, 1}, {5, 1}},
                                 {{3, 2}, {4, 2}}, {{4, 2}, {5, 2}}, {{3, 0}, {3, 1}}, {{3, 1}, {3, 2}},
                                 {{4, 0}, {4, 1}}, {{4, 1}, {4, 2}}, {{5, 0}, {5, 1}}, {{5, 1}, {5, 2}},
                                 {{2, 1}, {3, 1}}, {{6, 1}, {5, 1}}};
const std::vector<Edge> kDiag = {{{3, 0}, {4, 1}}, {{5, 0}, {4, 1}}, {{3, 2}, {4, 1}}, {{5, 2}, {4, 1}},
                                 {{2, 1}, {3, 0}}, {{2, 1}, {3, 2}}, {{6, 1}, {5, 0}}, {{6, 1}, {5, 2}}};
// Is (f0,r0)-(f1,r1) a line of the palace of the side whose back rank is rank 0 (red) or 9?
bool line(const std::vector<Edge>& lines, bool red_palace, int f0, int r0, int f1, int r1) {
  if (!red_palace) r0 = 9 - r0, r1 = 9 - r1;
  for (const auto& [a, b] : lines)
    if ((a == std::pair{f0, r0} && b == std::pair{f1, r1}) || (b == std::pair{f0, r0} && a == std::pair{f1, r1}))
      return true;
  return false;
}

testing::NaiveXiangqi naive_from(const Position& pos) {
  testing::NaiveXiangqi n;
  n.elephant = [](const testing::NaiveXiangqi& x, int f, int r, bool side, const std::function<void(int, int)>& add) {
    for (auto [df, dr] : {std::pair{1, 1}, {1, -1}, {-1, 1}, {-1, -1}})
      if (x.exists(f + df, r + dr) && !x.b[r + dr][f + df] && x.home(side, r + 2 * dr)) add(f + 2 * df, r + 2 * dr);
  };
  n.extra = [](const testing::NaiveXiangqi& x, char p, int f, int r, bool red, const std::function<void(int, int)>& add) {
    const int fwd = red ? 1 : -1;
    auto empty = [&](int tf, int tr) { return x.exists(tf, tr) && !x.b[tr][tf]; };
    auto quiet = [&](int tf, int tr) {
      if (empty(tf, tr)) add(tf, tr);
    };
    const std::pair<int, int> eight[] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    switch (p) {
      case 'k':
        for (auto [df, dr] : {std::pair{0, 1}, {0, -1}, {1, 0}, {-1, 0}})
          if (line(kOrth, red, f, r, f + df, r + dr)) add(f + df, r + dr);
        return true;
      case 'z':
      case 'y': {
        for (auto [df, dr] : {std::pair{1, 1}, {1, -1}, {-1, 1}, {-1, -1}})
          if (line(kDiag, red, f, r, f + df, r + dr)) add(f + df, r + dr);
        const int side = (p == 'z' ? -1 : 1) * fwd;  // Red's left is file a; Black's is file i
        if (line(kOrth, red, f, r, f + side, r)) add(f + side, r);
        return true;
      }
      case 'u':  // 1-2 in 8 directions, no jumping; one diagonal point quiet only
        for (auto [df, dr] : eight) {
          const bool diag = df && dr;
          if (diag) quiet(f + df, r + dr);
          else add(f + df, r + dr);
          if (empty(f + df, r + dr)) add(f + 2 * df, r + 2 * dr);
        }
        return true;
      case 'm':  // 目 unblocked; one point straight back, quiet
        for (auto [df, dr] : {std::pair{1, 3}, {-1, 3}, {1, -3}, {-1, -3}, {3, 1}, {-3, 1}, {3, -1}, {-3, -1}})
          add(f + df, r + dr);
        quiet(f, r - fwd);
        return true;
      case 'q':  // moves 1-3 on empty points; captures 2 or 3 away over exactly one screen
        for (auto [df, dr] : eight) {
          int screens = 0;
          for (int k = 1; k <= 3 && x.exists(f + k * df, r + k * dr); ++k) {
            const int tf = f + k * df, tr = r + k * dr;
            if (!x.b[tr][tf]) {
              if (screens == 0) add(tf, tr);
              continue;
            }
            if (screens == 1) {
              add(tf, tr);  // add() refuses an own piece
              break;
            }
            ++screens;
          }
        }
        return true;
      case 'e': {
        add(f - 1, r + fwd), add(f + 1, r + fwd);        // 斜前
        if (!x.home(red, r)) add(f, r + fwd);            // 過河後正前
        if (r == 4 || r == 5) add(f - 1, r), add(f + 1, r);  // 河界線上橫走
        for (auto [df, dr] : {std::pair{1, 1}, {1, -1}, {-1, 1}, {-1, -1}})  // 領宮斜線進退
          if (line(kDiag, !red, f, r, f + df, r + dr)) add(f + df, r + dr);
        return true;
      }
      default:
        return false;
    }
  };
  n.load(pos);
  return n;
}

}  // namespace

TEST_CASE("役志象棋: 「[輿]橫豎斜一至兩格，吃同走(但斜一格不能吃子)，不可越棋」", "[yizhi]") {
  // The carriage on e4: two points each way; the black conscript on f5 (one diagonal
  // point) is not taken and blocks f5-g6; the one on e6 (two points up) is taken.
  const Game g = yizhi("4k4/9/9/4e4/5e3/4U4/9/9/9/3K5 w - - 0 1");
  CHECK(targets_of(g, "e4") ==
        std::set<std::string>{"c4", "d4", "f4", "g4", "e5", "e6", "e3", "e2", "d5", "c6", "d3", "c2", "f3", "g2"});
}

TEST_CASE("役志象棋: 「[騾]走\"目\"無蹩腿，吃同走」, 「縱向可退每次一格，縱向退一格不可吃子」", "[yizhi]") {
  // Pieces all around the mule on e4 block nothing; it steps back to e3 only when empty.
  const Game g = yizhi("4k4/9/9/9/3eee3/3eMe3/3eEe3/9/9/3K5 w - - 0 1");
  CHECK(targets_of(g, "e4") == std::set<std::string>{"b3", "b5", "d1", "d7", "f1", "f7", "h3", "h5"});
  const Game back = yizhi("4k4/9/9/9/9/4M4/9/9/9/3K5 w - - 0 1");
  CHECK(targets_of(back, "e4").count("e3") == 1);
  const Game no_take = yizhi("4k4/9/9/9/9/4M4/4e4/9/9/3K5 w - - 0 1");
  CHECK(targets_of(no_take, "e4").count("e3") == 0);
}

TEST_CASE("役志象棋: 「[槍]橫豎斜一至三格可走，橫豎斜隔一子打吃二或三格的棋」", "[yizhi]") {
  // The spear on e2: up e3 e4 (the conscript on e5 has no screen before it); right over
  // its own conscript on f2 it takes the black one on h2, three points away; left it moves
  // three points.
  const Game g = yizhi("4k4/9/9/9/4e4/9/9/4QE1e1/9/3K5 w - - 0 1");
  const std::set<std::string> t = targets_of(g, "e2");
  CHECK(t.count("e3") == 1);
  CHECK(t.count("e4") == 1);
  CHECK(t.count("e5") == 0);  // a capture needs a screen
  CHECK(t.count("g2") == 0);  // behind the screen only a capture
  CHECK(t.count("h2") == 1);
  CHECK(t.count("d2") == 1);
  CHECK(t.count("b2") == 1);  // quiet moves reach 3 points
  CHECK(t.count("a2") == 0);
}

TEST_CASE("役志象棋: 「[左]可以向左走吃每次一格，[右]可以向右走吃每次一格，[左、右]不能出\"十一宮\"，且無斜線不能斜走」", "[yizhi]") {
  // Red's 左 on e1 (the centre) goes along the diagonals and left to d1, not right to f1.
  const Game g = yizhi("3k5/9/9/9/9/9/9/9/4Z4/5K3 w - - 0 1");
  CHECK(targets_of(g, "e1") == std::set<std::string>{"d0", "d1", "d2", "f2"});
  // On d1 (no diagonal there) it steps left onto c1, nothing else.
  const Game d1 = yizhi("3k5/9/9/9/9/9/9/9/3Z5/5K3 w - - 0 1");
  CHECK(targets_of(d1, "d1") == std::set<std::string>{"c1"});
  // Black's 右 on f8 steps to its right, which is towards file a: e8.
  const Game black = yizhi("4k4/5y3/9/9/9/9/9/9/9/3K5 b - - 0 1");
  CHECK(targets_of(black, "f8").count("e8") == 1);
  CHECK(targets_of(black, "f8").count("g8") == 0);
}

TEST_CASE("役志象棋: 「[領]走法同象棋的[將]，但多了兩個位置（十一宮）兩[領]不可照面」", "[yizhi]") {
  const Game g = yizhi("5k3/9/9/9/9/9/9/9/3K5/9 w - - 0 1");
  CHECK(targets_of(g, "d1") == std::set<std::string>{"c1", "d0", "d2", "e1"});
  // e1 would face the black leader on e9.
  const Game face = yizhi("4k4/9/9/9/9/9/9/9/3K5/9 w - - 0 1");
  CHECK(targets_of(face, "d1").count("e1") == 0);
}

TEST_CASE("役志象棋: 「[役]未過河只能斜前走…過河後還可向正前走一格，進入[領]宮後又可沿\"十一宮\"斜線進退…處在雙方河界線上的[役]還可以橫向走吃」", "[yizhi]") {
  // Before the river: diagonally forward only.
  const Game home = yizhi("4k4/9/9/9/9/9/4E4/9/9/3K5 w - - 0 1");
  CHECK(targets_of(home, "e3") == std::set<std::string>{"d4", "f4"});
  // On its river bank (rank 4): also sideways.
  const Game bank = yizhi("4k4/9/9/9/9/4E4/9/9/9/3K5 w - - 0 1");
  CHECK(targets_of(bank, "e4") == std::set<std::string>{"d4", "d5", "f4", "f5"});
  // Across, on the enemy bank (rank 5): forward too, and sideways.
  const Game across = yizhi("4k4/9/9/9/4E4/9/9/9/9/3K5 w - - 0 1");
  CHECK(targets_of(across, "e5") == std::set<std::string>{"d5", "d6", "e6", "f5", "f6"});
  // In the enemy 領宮: on its bottom edge e7 no diagonal line, forward moves only; on its
  // centre e8 forward, forward diagonals and back along the diagonals: the seed's 5 points
  // (「進入對方"領宮"斜線連點上最多可控制5個點位」).
  const Game palace = yizhi("3k5/9/4E4/9/9/9/9/9/9/5K3 w - - 0 1");
  CHECK(targets_of(palace, "e7") == std::set<std::string>{"d8", "e8", "f8"});
  const Game centre = yizhi("9/4E1k2/9/9/9/9/9/9/9/3K5 w - - 0 1");
  CHECK(targets_of(centre, "e8") == std::set<std::string>{"d7", "d9", "e9", "f7", "f9"});
  // On the mid-edge d8 there is no diagonal line: forward moves only.
  const Game edge = yizhi("5k3/3E5/9/9/9/9/9/9/9/4K4 w - - 0 1");
  CHECK(targets_of(edge, "d8") == std::set<std::string>{"c9", "d9", "e9"});
}

TEST_CASE("役志象棋: perft 1-3 matches the independent generator", "[yizhi][perft]") {
  struct Row {
    const char* fen;
    std::uint64_t nodes[3];
  };
  // Recorded in docs/variants.md §2 and §13.
  const Row rows[] = {{kStart, {47, 2193, 102308}},
                      {"u1bykzb1u/4m4/1q2e2q1/2e3e1e/eE7/6E1m/2E5E/1Q2M2Q1/9/U1BZKYBMU w - - 0 1", {59, 2950, 165255}}};
  for (const Row& row : rows) {
    const Game g = yizhi(row.fen);
    testing::NaiveXiangqi naive = naive_from(g.position());
    for (int depth = 1; depth <= 3; ++depth) {
      INFO(row.fen << " depth " << depth);
      const std::uint64_t engine = g.perft(depth);
      CHECK(engine == naive.perft(depth));
      if (row.nodes[depth - 1]) CHECK(engine == row.nodes[depth - 1]);
    }
  }
}

TEST_CASE("役志象棋: moves in every notation; links and PGN carry the variant", "[yizhi][notation][share]") {
  testing::check_records_round_trip("yizhi", 1507, 60);
}
