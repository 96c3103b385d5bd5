// 雲端象棋 (seed 000, preset `yunduan`). Each test quotes the seed sentence it checks; the
// figure's choices are in docs/variants.md §16 (clouds a0 c0 g0 i0 with arcs a0–c0 and
// g0–i0, the corner first; the 十宮 = 九宮 + c1 with d0-c1-d2 and d1-c1; one 山界 file z on
// the left, broken at the river; the 雲 on z0; a freed elephant is the type f; a swap that
// leaves the board as it was is no move). Perft is checked against a generator written
// from that section alone (below).
#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <random>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "core/game.h"
#include "core/gesture.h"
#include "core/notation/iccs.h"
#include "core/notation/movetext.h"
#include "core/search/search.h"
#include "tests/core/naive_xiangqi.h"
#include "tests/core/preset_checks.h"

using namespace xq;
using testing::iccs_move;
using testing::targets_of;

namespace {

constexpr const char* kStart = "yrnbakabnr/10/2c5c1/1p1p1p1p1p/10/10/1P1P1P1P1P/2C5C1/10/YRNBAKABNR w - - 0 1";

Game yunduan(std::string_view fen = {}) { return testing::preset_game("yunduan", fen); }

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

std::set<std::string> set_of(std::initializer_list<const char*> l) { return {l.begin(), l.end()}; }

// ---- the independent generator (docs/variants.md §16, written without the engine) ----
// Files z=0, a=1 … i=9; ranks 0-9; z4 and z5 do not exist.
using Edge = std::pair<std::pair<int, int>, std::pair<int, int>>;
const std::vector<Edge> kGeneralLines = {  // the 九宮's grid (files d-f = 4-6) and c1-d1
    {{4, 0}, {5, 0}}, {{5, 0}, {6, 0}}, {{4, 1}, {5, 1}}, {{5, 1}, {6, 1}}, {{4, 2}, {5, 2}},
    {{5, 2}, {6, 2}}, {{4, 0}, {4, 1}}, {{4, 1}, {4, 2}}, {{5, 0}, {5, 1}}, {{5, 1}, {5, 2}},
    {{6, 0}, {6, 1}}, {{6, 1}, {6, 2}}, {{3, 1}, {4, 1}}};
const std::vector<Edge> kAdvisorLines = {  // the X and the two new diagonals d0-c1-d2
    {{4, 0}, {5, 1}}, {{6, 0}, {5, 1}}, {{4, 2}, {5, 1}}, {{6, 2}, {5, 1}}, {{3, 1}, {4, 0}}, {{3, 1}, {4, 2}}};
bool on_line(const std::vector<Edge>& lines, bool red, int f0, int r0, int f1, int r1) {
  if (!red) r0 = 9 - r0, r1 = 9 - r1;
  for (const auto& [a, b] : lines)
    if ((a == std::pair{f0, r0} && b == std::pair{f1, r1}) || (b == std::pair{f0, r0} && a == std::pair{f1, r1}))
      return true;
  return false;
}

struct NaiveYunduan {
  testing::NaiveXiangqi x;

  struct M {
    int f0, r0, f1, r1;
    bool swap = false;
  };

  explicit NaiveYunduan(const Position& pos) {
    x.W = 10;
    x.palace_lo = 4, x.palace_hi = 6;
    x.hole = [](int f, int r) { return f == 0 && (r == 4 || r == 5); };
    x.elephant = [](const testing::NaiveXiangqi& n, int f, int r, bool side,
                    const std::function<void(int, int)>& add) {
      for (auto [df, dr] : {std::pair{1, 1}, {1, -1}, {-1, 1}, {-1, -1}})
        if (n.exists(f + df, r + dr) && !n.b[r + dr][f + df] && n.home(side, r + 2 * dr)) add(f + 2 * df, r + 2 * dr);
    };
    x.extra = [](const testing::NaiveXiangqi& n, char p, int f, int r, bool red,
                 const std::function<void(int, int)>& add) {
      const int fwd = red ? 1 : -1;
      switch (p) {
        case 'k':
          for (auto [df, dr] : {std::pair{0, 1}, {0, -1}, {1, 0}, {-1, 0}})
            if (on_line(kGeneralLines, red, f, r, f + df, r + dr)) add(f + df, r + dr);
          return true;
        case 'a':
          for (auto [df, dr] : {std::pair{1, 1}, {1, -1}, {-1, 1}, {-1, -1}})
            if (on_line(kAdvisorLines, red, f, r, f + df, r + dr)) add(f + df, r + dr);
          return true;
        case 'p':  // diagonally forward and sideways; back from the own bank; z3 -> z6
          add(f - 1, r + fwd), add(f + 1, r + fwd), add(f - 1, r), add(f + 1, r);
          if (r == (red ? 4 : 5)) add(f, r - fwd);
          if (f == 0 && r == (red ? 3 : 6)) add(0, red ? 6 : 3);
          return true;
        case 'y':  // 1-3 points straight, never jumping
          for (auto [df, dr] : {std::pair{0, 1}, {0, -1}, {1, 0}, {-1, 0}})
            for (int k = 1; k <= 3; ++k) {
              const int tf = f + k * df, tr = r + k * dr;
              if (!n.exists(tf, tr)) break;
              add(tf, tr);
              if (n.b[tr][tf]) break;
            }
          return true;
        case 'f':  // the freed elephant: 田 with its eye, on either side of the river
          for (auto [df, dr] : {std::pair{1, 1}, {1, -1}, {-1, 1}, {-1, -1}})
            if (n.exists(f + df, r + dr) && !n.b[r + dr][f + df]) add(f + 2 * df, r + 2 * dr);
          return true;
        default:
          return false;
      }
    };
    x.load(pos);
  }

  static char lower(char c) { return static_cast<char>(c | 0x20); }
  static char same_case(char like, char c) { return testing::NaiveXiangqi::is_red(like) ? static_cast<char>(c & ~0x20) : c; }

  void play(const M& m) {
    if (!m.swap) {
      x.b[m.r1][m.f1] = x.b[m.r0][m.f0], x.b[m.r0][m.f0] = 0;
      return;
    }
    // (f0, r0) is the corner, (f1, r1) the inner cloud.
    const char corner = x.b[m.r0][m.f0], inner = x.b[m.r1][m.f1];
    x.b[m.r0][m.f0] = lower(inner) == 'b' ? same_case(inner, 'f') : inner;
    x.b[m.r1][m.f1] = lower(corner) == 'f' ? same_case(corner, 'b') : corner;
  }

  std::vector<M> legal() const {
    const bool red = x.red;
    std::vector<M> pseudo;
    std::vector<testing::NaiveXiangqi::M> singles;
    for (int r = 0; r < x.H; ++r)
      for (int f = 0; f < x.W; ++f)
        if (x.mine(f, r, red)) x.piece_moves(f, r, red, singles);
    for (const auto& s : singles) pseudo.push_back({s.f0, s.r0, s.f1, s.r1});
    const int back = red ? 0 : 9;
    for (auto [corner, inner] : {std::pair{1, 3}, {9, 7}})
      if (x.mine(corner, back, red) && x.mine(inner, back, red)) {
        NaiveYunduan next = *this;
        next.play({corner, back, inner, back, true});
        if (next.x.b[back][corner] != x.b[back][corner] || next.x.b[back][inner] != x.b[back][inner])
          pseudo.push_back({corner, back, inner, back, true});
      }
    std::vector<M> out;
    for (const M& m : pseudo) {
      NaiveYunduan next = *this;
      next.play(m);
      if (!next.x.general_attacked(red)) out.push_back(m);
    }
    return out;
  }

  std::uint64_t perft(int depth) const {
    const std::vector<M> moves = legal();
    if (depth == 1) return moves.size();
    std::uint64_t n = 0;
    for (const M& m : moves) {
      NaiveYunduan next = *this;
      next.play(m);
      next.x.red = !next.x.red;
      n += next.perft(depth - 1);
    }
    return n;
  }
};

}  // namespace

TEST_CASE("雲端象棋: the start: 10x10, the 雲 on z0/z9, the clouds' pieces", "[yunduan]") {
  const Game g = yunduan();
  CHECK(g.fen() == kStart);
  CHECK(g.legal_moves().size() == 63);
  // The board: the 山界 file z drawn as a side strip in each half, the clouds' arcs
  // (「弧形連線點」) on both back ranks, file numbers for ten files on both sides.
  const BoardDescription& bd = g.board();
  CHECK(bd.files == 10);
  CHECK(bd.main_first == 1);
  REQUIRE(bd.side_strips.size() == 2);
  CHECK(bd.side_strips[0].file == 0);
  std::set<std::string> arcs;
  for (const BoardSegment& a : bd.arcs)
    arcs.insert(bd.file_letters[a.a.file] + std::to_string(a.a.rank) + "-" + bd.file_letters[a.b.file] +
                std::to_string(a.b.rank));
  CHECK(arcs == set_of({"a0-c0", "i0-g0", "a9-c9", "i9-g9"}));
  CHECK(bd.file_numbers[0][0] == "十");
  CHECK(bd.file_numbers[0][9] == "一");
  CHECK(bd.file_numbers[1][0] == "１");
  CHECK(bd.file_numbers[1][9] == "10");
}

TEST_CASE("雲端象棋: 「處在雲端的棋，可橫向與另一個緊鄰的雲端上的己方棋換位，且不受其間其它棋影響」", "[yunduan]") {
  const Game g = yunduan();
  // The chariot a0 and the elephant c0 trade places over the horse b0, as one move; the
  // elephant, now on the corner, is freed (F).
  CHECK(legal(g, iccs_move(g, "a0c0&c0a0")));
  CHECK(legal(g, iccs_move(g, "i0g0&g0i0")));
  const Game next = after(g, "a0c0&c0a0");
  CHECK(next.fen() == "yrnbakabnr/10/2c5c1/1p1p1p1p1p/10/10/1P1P1P1P1P/2C5C1/10/YFNRAKABNR b - - 1 1");
  // Only along an arc: c0 and g0 are no neighbours (the palace is between them).
  CHECK_FALSE(legal(g, Move::double_move(iccs_move(g, "c0g0").from(), iccs_move(g, "c0g0").to(),
                                         iccs_move(g, "g0c0").from(), iccs_move(g, "g0c0").to())));
  // Not with an enemy piece, not onto an empty cloud.
  const Game mixed = yunduan("4k5/10/10/10/10/10/10/10/10/1R1n1K4 w - - 0 1");
  CHECK_FALSE(legal(mixed, iccs_move(mixed, "a0c0&c0a0")));
  const Game empty = yunduan("4k5/10/10/10/10/10/10/10/10/1R3K4 w - - 0 1");
  CHECK(targets_of(empty, "a0").count("c0"));  // the chariot's own slide, not a swap
  for (Move m : empty.legal_moves()) CHECK_FALSE(m.is_double());
  // Black swaps on its own back rank.
  const Game black = after(g, "b2e2");
  CHECK(legal(black, iccs_move(black, "a9c9&c9a9")));
  CHECK(after(black, "i9g9&g9i9").fen() ==
        "yrnbakarnf/10/2c5c1/1p1p1p1p1p/10/10/1P1P1P1P1P/5C2C1/10/YRNBAKABNR w - - 2 2");
}

TEST_CASE("雲端象棋: 「換位到己方底線角點的\"象\"，可以過河參戰，田字格規則不變」", "[yunduan]") {
  // A freed elephant (F) on a0 steps 田 to c2, and from e4 across the river to c6/g6.
  const Game g = yunduan("4k5/10/10/10/10/10/10/10/10/1F3K4 w - - 0 1");
  CHECK(targets_of(g, "a0") == set_of({"c2"}));
  const Game far = yunduan("4k5/10/10/10/10/5F4/10/10/10/5K4 w - - 0 1");
  CHECK(targets_of(far, "e4") == set_of({"c2", "g2", "c6", "g6"}));
  // Its eye still blocks (「田字格規則不變」): a piece on f5 stops e4-g6.
  const Game eye = yunduan("4k5/10/10/10/6p3/5F4/10/10/10/5K4 w - - 0 1");
  CHECK(targets_of(eye, "e4") == set_of({"c2", "g2", "c6"}));
  // Leaving the corner by a 田 step keeps it free: after a0-c2 it is still F.
  CHECK(after(g, "a0c2").fen() == "4k5/10/10/10/10/10/10/3F6/10/5K4 b - - 1 1");
  // An ordinary elephant on c4 stays home.
  const Game home = yunduan("4k5/10/10/10/10/3B6/10/10/10/5K4 w - - 0 1");
  CHECK(targets_of(home, "c4") == set_of({"a2", "e2"}));
}

TEST_CASE("雲端象棋: 「當然還可以從己方角點換回原位，但原位象是不能過河的」", "[yunduan]") {
  // The freed elephant on a0 swaps back with the chariot on c0: an elephant again.
  const Game g = yunduan("4k5/10/10/10/10/10/10/10/10/1F1R1K4 w - - 0 1");
  const Game back = after(g, "a0c0&c0a0");
  CHECK(back.fen() == "4k5/10/10/10/10/10/10/10/10/1R1B1K4 b - - 1 1");
  const Game again = yunduan("4k5/10/10/10/10/10/10/10/10/1R1B1K4 w - - 0 1");
  CHECK(targets_of(again, "c0") == set_of({"a2", "e2"}));
  // A swap that would leave the board as it was (the freed elephant back, the other
  // elephant out) is no move: there is no pass.
  const Game same = yunduan("4k5/10/10/10/10/10/10/10/10/1F1B1K4 w - - 0 1");
  for (Move m : same.legal_moves()) CHECK_FALSE(m.is_double());
  // A FEN with an elephant on a corner cloud, or a freed one on an inner cloud, is no
  // position of this game.
  CHECK_FALSE(Game::create("yunduan", "4k5/10/10/10/10/10/10/10/10/1B3K4 w - - 0 1", RuleOptions{}).game);
  CHECK_FALSE(Game::create("yunduan", "4k5/10/10/10/10/10/10/10/10/3F1K4 w - - 0 1", RuleOptions{}).game);
}

TEST_CASE("雲端象棋: 「兵卒不能縱向直格朝前移動…只能向斜前及橫向走或吃，每次一格」", "[yunduan]") {
  const Game g = yunduan();
  CHECK(targets_of(g, "e3") == set_of({"d3", "f3", "d4", "f4"}));
  CHECK(targets_of(g, "a3") == set_of({"z3", "b3", "b4"}));  // z4 is no point
  // Across the river: the same steps, never back.
  const Game across = yunduan("4k5/10/10/5p4/5P4/10/10/10/10/5K4 w - - 0 1");
  CHECK(targets_of(across, "e5") == set_of({"d5", "f5", "d6", "f6"}));
  // Captures the same way: diagonally forward.
  const Game take = yunduan("4k5/10/10/10/10/6p3/5P4/10/10/5K4 w - - 0 1");
  CHECK(targets_of(take, "e3").count("f4"));
}

TEST_CASE("雲端象棋: 「只有處在己方河岸的兵卒可縱向後退一格走或吃，但不能退過卒林線」", "[yunduan]") {
  // Red's bank is rank 4: e4 steps back to e3 (the soldier line), and takes there.
  const Game g = yunduan("4k5/10/10/10/10/5P4/10/10/10/5K4 w - - 0 1");
  CHECK(targets_of(g, "e4") == set_of({"d4", "f4", "d5", "f5", "e3"}));
  const Game take = yunduan("4k5/10/10/10/10/5P4/5n4/10/10/5K4 w - - 0 1");
  CHECK(targets_of(take, "e4").count("e3"));
  // 「處在其他位置的兵卒不能後退」: not from e3 (it would pass the soldier line).
  const Game line = yunduan("4k5/10/10/10/10/10/5P4/10/10/5K4 w - - 0 1");
  CHECK_FALSE(targets_of(line, "e3").count("e2"));
  // Black's bank is rank 5: e5 back to e6.
  const Game black = yunduan("4k5/10/10/10/5p4/10/10/10/10/5K4 b - - 0 1");
  CHECK(targets_of(black, "e5") == set_of({"d5", "f5", "d4", "f4", "e6"}));
}

TEST_CASE("雲端象棋: 「卒林線的兵卒，如果橫行到山界邊上，之後可一著走吃到敵方卒林線山界邊上」", "[yunduan]") {
  // a3 steps sideways to z3; from z3 it goes to z6 in one move (over the river ranks,
  // where the mountain file has no point), or takes there.
  const Game g = yunduan();
  const Game z3 = after(after(g, "a3z3"), "b7b6");
  CHECK(targets_of(z3, "z3") == set_of({"z6", "a3", "a4"}));
  const Game take = yunduan("4k5/10/10/p9/10/10/P9/10/10/5K4 w - - 0 1");
  CHECK(targets_of(take, "z3").count("z6"));
  CHECK(after(take, "z3z6").fen() == "4k5/10/10/P9/10/10/10/10/10/5K4 b - - 0 1");
  // Only from the soldier line: on z2 (behind it) no jump, on z6 no further straight step.
  const Game z6 = yunduan("4k5/10/10/P9/10/10/10/10/10/5K4 w - - 0 1");
  CHECK(targets_of(z6, "z6") == set_of({"a6", "a7"}));
}

TEST_CASE("雲端象棋: 「雲…橫豎一至三格走吃，不能越子」", "[yunduan]") {
  const Game g = yunduan("4k5/10/10/10/5Y4/10/10/10/10/5K4 w - - 0 1");
  CHECK(targets_of(g, "e5") == set_of({"e6", "e7", "e8", "e4", "e3", "e2", "d5", "c5", "b5", "f5", "g5", "h5"}));
  // Blocked by the first piece it meets, which it may take.
  const Game block = yunduan("4k5/10/10/5p4/5Y1P2/10/10/10/10/5K4 w - - 0 1");
  CHECK(targets_of(block, "e5") == set_of({"e6", "e4", "e3", "e2", "d5", "c5", "b5", "f5"}));
  // From the start, z0 climbs the mountain file.
  CHECK(targets_of(yunduan(), "z0") == set_of({"z1", "z2", "z3"}));
}

TEST_CASE("雲端象棋: 「雙方原九宮相同一側擴展…升格為\"十宮\"，將、士均可按自己的規則出入擴展點位」", "[yunduan]") {
  const Game a = yunduan("4k5/10/10/10/10/10/10/10/10/4AK4 w - - 0 1");
  CHECK(targets_of(a, "d0") == set_of({"c1", "e1"}));
  const Game c1 = yunduan("4k5/10/10/10/10/10/10/10/3A6/5K4 w - - 0 1");
  CHECK(targets_of(c1, "c1") == set_of({"d0", "d2"}));
  const Game k = yunduan("6k3/10/10/10/10/10/10/10/4K5/10 w - - 0 1");
  CHECK(targets_of(k, "d1") == set_of({"c1", "d0", "d2", "e1"}));
  const Game kc1 = yunduan("6k3/10/10/10/10/10/10/10/3K6/10 w - - 0 1");
  CHECK(targets_of(kc1, "c1") == set_of({"d1"}));
  // 「相同一側」: Black's extra point is c8, on the same (left) side.
  const Game b = yunduan("4ak4/10/10/10/10/10/10/10/10/6K3 b - - 0 1");
  CHECK(targets_of(b, "d9") == set_of({"c8", "e8"}));
}

TEST_CASE("雲端象棋: perft 1-3 matches the independent generator", "[yunduan][perft]") {
  struct Row {
    const char* fen;
    std::uint64_t nodes[3];
  };
  // Recorded in docs/variants.md §2 and §16. The second: freed elephants, a soldier on
  // z3 and on a bank, 雲 in play, an advisor on c1, swaps on both sides.
  const Row rows[] = {{kStart, {63, 3917, 235493}},
                      {"y1rbak2nf/10/2c4nc1/1p3p1p1p/5p4/1P3P4/P3P3P1/2C3N1C1/3A6/1FNRAK1B1R w - - 0 1", {54, 2730, 146556}}};
  for (const Row& row : rows) {
    const Game g = yunduan(row.fen);
    const NaiveYunduan naive(g.position());
    for (int depth = 1; depth <= 3; ++depth) {
      INFO(row.fen << " depth " << depth);
      const std::uint64_t engine = g.perft(depth);
      CHECK(engine == naive.perft(depth));
      if (row.nodes[depth - 1]) CHECK(engine == row.nodes[depth - 1]);
    }
  }
}

TEST_CASE("雲端象棋: the swap in every notation; links and PGN carry the variant", "[yunduan][notation][share]") {
  using notation::Notation;
  const Game g = yunduan();
  const Move m = iccs_move(g, "a0c0&c0a0");
  CHECK(notation::format_move(g.position(), m, Notation::Iccs) == "a0c0&c0a0");
  CHECK(notation::format_move(g.position(), m, Notation::Wxf) == "R9=E7");
  CHECK(notation::format_move(g.position(), m, Notation::Chinese) == "車九換相七");
  CHECK(notation::format_move(g.position(), m, Notation::ChineseSimplified) == "车九换相七");
  for (const char* text : {"a0c0&c0a0", "c0a0&a0c0", "A0-C0&C0-A0", "R9=E7", "車九換相七", "车九换相七"})
    CHECK(notation::parse_move(g.position(), text).move == m);
  // Black, and the freed elephant back (its own character 過).
  const Game black = after(g, "b2e2");
  // Black counts files from its own right (z = １, a = ２ …).
  CHECK(notation::format_move(black.position(), iccs_move(black, "a9c9&c9a9"), Notation::Chinese) == "車２換象４");
  const Game freed = yunduan("4k5/10/10/10/10/10/10/10/10/1F1R1K4 w - - 0 1");
  const std::string text = notation::format_move(freed.position(), iccs_move(freed, "a0c0&c0a0"), Notation::Chinese);
  CHECK(text == "過九換車七");
  CHECK(notation::format_move(freed.position(), iccs_move(freed, "a0c0&c0a0"), Notation::Wxf) == "F9=R7");
  CHECK(notation::parse_move(freed.position(), text).move == iccs_move(freed, "a0c0&c0a0"));
  // Records in every notation carry swaps of both sides back.
  const Game played = after(after(g, "a0c0&c0a0"), "i9g9&g9i9");
  for (Notation n : {Notation::Iccs, Notation::Wxf, Notation::Chinese, Notation::ChineseSimplified}) {
    const std::string pgn = notation::export_pgn(played, n);
    const notation::ImportedGame back = notation::import_game(pgn);
    INFO(pgn << "\n" << back.error);
    REQUIRE(back.ok());
    CHECK(back.moves == played.history());
  }
  testing::check_records_round_trip("yunduan", 1616, 60);
  testing::check_records_round_trip("yunduan", 1617, 80);
}

TEST_CASE("雲端象棋: the gesture picks the two pieces of a swap in either order", "[yunduan][gesture]") {
  const Game g = yunduan();
  const Geometry& geo = g.position().geometry();
  auto at = [&](const char* s) { return Place::point(*parse_iccs_square(s, geo)); };
  for (auto [first, second] : {std::pair{"a0", "c0"}, std::pair{"c0", "a0"}}) {
    MoveGesture gesture = g.gesture();
    REQUIRE(gesture.pick(at(first)).ok());
    const std::optional<Pick> t = gesture.target_at(at(second));
    REQUIRE(t);
    CHECK(t->role == PickRole::Destination);
    const PickVerdict v = gesture.pick(at(second));
    REQUIRE(v.complete());
    CHECK(v.move == iccs_move(g, "a0c0&c0a0"));
  }
  // The elephant's own 田 steps stay targets beside the swap.
  MoveGesture gesture = g.gesture();
  REQUIRE(gesture.pick(at("c0")).ok());
  CHECK(gesture.target_at(at("e2")));
  CHECK(gesture.target_at(at("a2")));
}

TEST_CASE("雲端象棋: the computer plays legal moves from the start and 20 playouts", "[yunduan][search]") {
  Searcher searcher(2);
  testing::check_engine_playouts("yunduan", 1618, 60, searcher);
  // After a swap that frees an elephant, the engine answers legally.
  Game g = after(yunduan(), "a0c0&c0a0");
  SearchLimits limits;
  limits.depth = 2;
  CHECK(legal(g, searcher.search(g, limits).best));
}
