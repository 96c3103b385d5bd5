// 補給象棋 (seed 000, preset `bugei`). Each rule's test quotes the seed sentence it checks;
// the figure's choices are in docs/variants.md §14 (the 補給線 is rank 0 / rank 11 behind
// the 底線 on ranks 1 / 10; the supply pieces start on a c e g i in the seed's order 糧 草 布
// 油 彈; 兌掉 is an exchange: the capturer leaves the board with its victim). Perft is
// checked against a generator written from the docs alone (naive_xiangqi.h plus the
// supply rules below).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <functional>
#include <random>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "core/game.h"
#include "core/search/search.h"
#include "tests/core/naive_xiangqi.h"
#include "tests/core/preset_checks.h"

using namespace xq;
using testing::iccs_move;
using testing::targets_of;

namespace {

constexpr const char* kStart =
    "l1o1u1y1d/rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR/L1O1U1Y1D w - - 0 1";

Game bugei(std::string_view fen = {}) { return testing::preset_game("bugei", fen); }

// The pieces on the board, by FEN letter (upper case Red).
int count_of(const Game& g, char letter) {
  const std::string fen = g.fen();
  return static_cast<int>(std::count(fen.begin(), fen.begin() + static_cast<long>(fen.find(' ')), letter));
}

// ---- the independent generator: naive_xiangqi.h's standard pieces on a 9x12 board
// (palace d1-f3, river after rank 5), with the supply rules written from the docs ----
struct NaiveBugei {
  testing::NaiveXiangqi x;

  static bool supply(char p) { return std::string("louyd").find(static_cast<char>(p | 0x20)) != std::string::npos; }
  bool has(bool red, char s) const {
    const char want = red ? static_cast<char>(std::toupper(s)) : s;
    for (int r = 0; r < x.H; ++r)
      for (int f = 0; f < x.W; ++f)
        if (x.b[r][f] == want) return true;
    return false;
  }
  // The piece letter p of `red` moving from rank r0 to (f1, r1): may it stay there?
  bool may_stay(char p, bool red, int r0, int r1) const {
    const char k = static_cast<char>(p | 0x20);
    if (supply(k)) return true;
    if (r1 == 0 || r1 == x.H - 1) return false;  // 「其他棋不能進入"補給線"停留」
    const int enemy_back = red ? x.H - 2 : 1;
    if (r1 != enemy_back || r0 == enemy_back) return true;  // 「先此到達…除外」
    const char need = k == 'p' ? 'l' : k == 'n' ? 'o' : k == 'r' ? 'y' : k == 'c' ? 'd' : 0;
    return !need || has(red, need);
  }

  NaiveBugei(const Position& pos) {
    x.W = 9, x.H = 12, x.river = 6;
    x.elephant = [](const testing::NaiveXiangqi& n, int f, int r, bool side, const std::function<void(int, int)>& add) {
      for (auto [df, dr] : {std::pair{1, 1}, {1, -1}, {-1, 1}, {-1, -1}})
        if (n.exists(f + df, r + dr) && !n.b[r + dr][f + df] && n.home(side, r + 2 * dr)) add(f + 2 * df, r + 2 * dr);
    };
    x.extra = [](const testing::NaiveXiangqi& n, char p, int f, int r, bool red, const std::function<void(int, int)>& add) {
      auto palace = [&](int tf, int tr) { return tf >= 3 && tf <= 5 && (red ? tr >= 1 && tr <= 3 : tr >= 8 && tr <= 10); };
      if (supply(p)) {  // 「只能在"補給線上"橫向移動，每次一格，不能吃棋」
        for (int df : {-1, 1})
          if (n.exists(f + df, r) && !n.b[r][f + df]) add(f + df, r);
        return true;
      }
      if (p == 'k' || p == 'a') {
        const bool diag = p == 'a';
        for (auto [df, dr] : diag ? std::vector<std::pair<int, int>>{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
                                  : std::vector<std::pair<int, int>>{{0, 1}, {0, -1}, {1, 0}, {-1, 0}})
          if (palace(f + df, r + dr)) add(f + df, r + dr);
        return true;
      }
      return false;
    };
    x.load(pos);
  }

  struct Undo {
    char from, to;
  };
  // Legal moves of the side to move under the supply rules; `exchange` marks the 兌.
  struct L {
    testing::NaiveXiangqi::M m;
    bool exchange;
  };
  std::vector<L> legal() {
    std::vector<testing::NaiveXiangqi::M> pseudo;
    const bool red = x.red;
    for (int r = 0; r < x.H; ++r)
      for (int f = 0; f < x.W; ++f)
        if (x.mine(f, r, red)) x.piece_moves(f, r, red, pseudo);
    std::vector<L> out;
    for (const auto& m : pseudo) {
      const char p = x.b[m.r0][m.f0], cap = x.b[m.r1][m.f1];
      const bool stay = may_stay(p, red, m.r0, m.r1);
      if (!stay && !cap) continue;
      // 無布: the general off its own 底線 may not return to it.
      const int own_back = red ? 1 : x.H - 2;
      if ((p | 0x20) == 'k' && m.r1 == own_back && m.r0 != own_back && !has(red, 'u')) continue;
      x.b[m.r1][m.f1] = stay ? p : 0, x.b[m.r0][m.f0] = 0;
      if (!x.general_attacked(red)) out.push_back({m, !stay});
      x.b[m.r0][m.f0] = p, x.b[m.r1][m.f1] = cap;
    }
    return out;
  }
  std::uint64_t perft(int depth) {
    const std::vector<L> moves = legal();
    if (depth == 1) return moves.size();
    std::uint64_t n = 0;
    for (const L& l : moves) {
      const auto& m = l.m;
      const char p = x.b[m.r0][m.f0], cap = x.b[m.r1][m.f1];
      x.b[m.r1][m.f1] = l.exchange ? 0 : p, x.b[m.r0][m.f0] = 0;
      x.red = !x.red;
      n += perft(depth - 1);
      x.red = !x.red;
      x.b[m.r0][m.f0] = p, x.b[m.r1][m.f1] = cap;
    }
    return n;
  }
};

}  // namespace

TEST_CASE("補給象棋: 「雙方新增一條橫向\"補給線\"及縱向對應連線」, 「開局放在各自的補給線上」", "[bugei]") {
  const Game g = bugei();
  CHECK(g.fen() == kStart);
  const Geometry& geo = g.position().geometry();
  CHECK(geo.width == 9);
  CHECK(geo.height == 12);
  for (char c : std::string("LOUYDlouyd")) CHECK(count_of(g, c) == 1);
  // A position with another piece on a supply line is refused; a supply piece off it too.
  CHECK_FALSE(Game::create("bugei", "l1o1u1y1d/3k5/9/9/9/9/9/9/9/9/4K4/RLO1U1Y1D w - - 0 1", RuleOptions{}).game);
  CHECK_FALSE(Game::create("bugei", "l1o1u1y1d/3k5/9/9/9/9/9/9/9/L8/4K4/2O1U1Y1D w - - 0 1", RuleOptions{}).game);
}

TEST_CASE("補給象棋: 「\"補給棋\"只能在\"補給線上\"橫向移動，每次一格，不能吃棋」", "[bugei]") {
  const Game g = bugei();
  CHECK(targets_of(g, "a0") == std::set<std::string>{"b0"});
  CHECK(targets_of(g, "c0") == std::set<std::string>{"b0", "d0"});
  CHECK(targets_of(g, "i0") == std::set<std::string>{"h0"});
  // Neighbours on the line block; nothing leaves the line (e1, the general above 布).
  const Game packed = bugei("l1o1u1y1d/3k5/9/9/9/9/9/9/9/9/4K4/LOUYD4 w - - 0 1");
  CHECK(targets_of(packed, "a0").empty());
  CHECK(targets_of(packed, "e0") == std::set<std::string>{"f0"});
}

TEST_CASE("補給象棋: 「其他棋不能進入\"補給線\"停留，但可按照自己的吃子規則，兌掉敵方補給線上的棋」", "[bugei]") {
  // The horse on c2 may not stop on b0 or d0 (empty points of the line, the leg c1 open).
  const Game horse = bugei("l1o1u1y1d/5k3/9/9/9/9/9/9/9/2N6/4K4/L1O1U1Y1D w - - 0 1");
  CHECK(targets_of(horse, "c2") == std::set<std::string>{"a1", "a3", "b4", "d4", "e3"});
  // The chariot on a5: a0 is empty (the 糧 stepped to b0) but it may not stop there; it
  // takes the black 糧 on a11 over the empty a10 (passing a line it may stand on), and the
  // exchange (兌) takes both off the board.
  Game g = bugei("l1o1u1y1d/5k3/9/9/9/9/R8/9/9/9/4K4/1LO1U1Y1D w - - 0 1");
  CHECK(targets_of(g, "a5") == std::set<std::string>{"a1", "a2", "a3", "a4", "a6", "a7", "a8", "a9", "a10", "a11",
                                                     "b5", "c5", "d5", "e5", "f5", "g5", "h5", "i5"});
  // Playing the refused stop is refused with the rule's reason, and nothing is played.
  const MoveVerdict refused = g.play(iccs_move(g, "a5-a0"));
  CHECK(!refused.ok());
  CHECK(refused.text.find("supply line") != std::string::npos);
  CHECK(g.ply() == 0);
  REQUIRE(g.play(iccs_move(g, "a5-a11")).ok());
  CHECK(count_of(g, 'l') == 0);
  CHECK(count_of(g, 'R') == 0);
  CHECK(g.fen() == "2o1u1y1d/5k3/9/9/9/9/9/9/9/9/4K4/1LO1U1Y1D b - - 0 1");
  // Taking the move back restores both pieces.
  REQUIRE(g.undo());
  CHECK(count_of(g, 'l') == 1);
  CHECK(count_of(g, 'R') == 1);
}

TEST_CASE("補給象棋: 「無\"糧\"方的【兵】（卒）不能到達對方的底線，但可按吃法規則兌掉對方底線上的棋」", "[bugei]") {
  // With 糧 the soldier on e9 steps onto Black's 底線 (e10); without it only sideways.
  const Game fed = bugei("l1o1u1y1d/3k5/4P4/9/9/9/9/9/9/9/4K4/L1O1U1Y1D w - - 0 1");
  CHECK(targets_of(fed, "e9") == std::set<std::string>{"d9", "e10", "f9"});
  Game hungry = bugei("l1o1u1y1d/3k5/4P4/9/9/9/9/9/9/9/4K4/2O1U1Y1D w - - 0 1");
  CHECK(targets_of(hungry, "e9") == std::set<std::string>{"d9", "f9"});
  const MoveVerdict refused = hungry.play(iccs_move(hungry, "e9-e10"));
  CHECK(!refused.ok());
  CHECK(refused.text.find("back rank") != std::string::npos);
  // It may still take the chariot on e10: an exchange, the soldier leaves with it.
  // (The soldier is pinned: it shields the general on e1 from that chariot.)
  Game take = bugei("l1o1u1y1d/3kr4/4P4/9/9/9/9/9/9/9/4K4/2O1U1Y1D w - - 0 1");
  CHECK(targets_of(take, "e9") == std::set<std::string>{"e10"});
  REQUIRE(take.play(iccs_move(take, "e9-e10")).ok());
  CHECK(count_of(take, 'r') == 0);
  CHECK(count_of(take, 'P') == 0);
}

TEST_CASE("補給象棋: 「先此到達對方底線的兵（卒）除外」", "[bugei]") {
  // A soldier already on h10 stays and walks the line; h11 (Black's supply line) is no
  // point to stop on.
  const Game g = bugei("l1o1u1y1d/3k3P1/9/9/9/9/9/9/9/9/4K4/2O1U1Y1D w - - 0 1");
  CHECK(targets_of(g, "h10") == std::set<std::string>{"g10", "i10"});
  // Capturing forward onto the supply line is an exchange (the black 油 on g11).
  const Game ex = bugei("l1o1u1y1d/3k2P2/9/9/9/9/9/9/9/9/4K4/2O1U1Y1D w - - 0 1");
  CHECK(targets_of(ex, "g10") == std::set<std::string>{"f10", "g11", "h10"});
}

TEST_CASE("補給象棋: 「無\"草\"方的【馬】不能到達對方的底線」; 「先此到達對方底線的【馬】暫時除外，一旦離開不可再入底線」",
          "[bugei]") {
  const Game fed = bugei("l1o1u1y1d/5k3/9/2N6/9/9/9/9/9/9/4K4/L1O1U1Y1D w - - 0 1");
  CHECK(targets_of(fed, "c8") == std::set<std::string>{"a7", "a9", "b6", "b10", "d6", "d10", "e7", "e9"});
  const Game hungry = bugei("l1o1u1y1d/5k3/9/2N6/9/9/9/9/9/9/4K4/L3U1Y1D w - - 0 1");
  CHECK(targets_of(hungry, "c8") == std::set<std::string>{"a7", "a9", "b6", "d6", "e7", "e9"});
  // 「但可按吃法規則兌掉對方底線或補給線上的敵棋」: the chariot on d10 is exchanged.
  Game take = bugei("l1o1u1y1d/3r1k3/9/2N6/9/9/9/9/9/9/4K4/L3U1Y1D w - - 0 1");
  REQUIRE(take.play(iccs_move(take, "c8-d10")).ok());
  CHECK(count_of(take, 'N') == 0);
  CHECK(count_of(take, 'r') == 0);
  // A horse already on b10 is exempt while it stays; once it leaves it may not come back.
  Game there = bugei("l1o1u1y1d/1N3k3/9/9/9/9/9/9/9/9/4K4/L3U1Y1D w - - 0 1");
  CHECK(targets_of(there, "b10") == std::set<std::string>{"a8", "c8", "d9"});
  REQUIRE(there.play(iccs_move(there, "b10-c8")).ok());
  REQUIRE(there.play(iccs_move(there, "f10-f9")).ok());
  CHECK(targets_of(there, "c8") == std::set<std::string>{"a7", "a9", "b6", "d6", "e7", "e9"});
}

TEST_CASE("補給象棋: 「無\"油\"方的【車】不能到達對方的底線」 (passing over it is no arrival)", "[bugei]") {
  // Without 油 the chariot on a5 may not stop on a10 but passes over it to exchange the 糧.
  Game g = bugei("l1o1u1y1d/5k3/9/9/9/9/R8/9/9/9/4K4/1LO1U3D w - - 0 1");
  CHECK(targets_of(g, "a5") == std::set<std::string>{"a1", "a2", "a3", "a4", "a6", "a7", "a8", "a9", "a11", "b5",
                                                     "c5", "d5", "e5", "f5", "g5", "h5", "i5"});
  // One already on a10 walks along it and may leave; once left it may not return.
  Game there = bugei("l1o1u1y1d/R8/5k3/9/9/9/9/9/9/9/4K4/1LO1U3D w - - 0 1");
  const std::set<std::string> t = targets_of(there, "a10");
  CHECK(t.count("i10") == 1);
  CHECK(t.count("a9") == 1);
  CHECK(t.count("a11") == 1);
  REQUIRE(there.play(iccs_move(there, "a10-a5")).ok());
  REQUIRE(there.play(iccs_move(there, "f9-f8")).ok());
  CHECK(targets_of(there, "a5").count("a10") == 0);
}

TEST_CASE("補給象棋: 「無\"彈\"方的【炮】不能到達對方的底線」", "[bugei]") {
  const Game fed = bugei("l1o1u1y1d/5k3/9/9/9/9/4C4/9/9/9/3K5/L1O1U1Y1D w - - 0 1");
  CHECK(targets_of(fed, "e5").count("e10") == 1);
  const Game out = bugei("l1o1u1y1d/5k3/9/9/9/9/4C4/9/9/9/3K5/L1O1U1Y2 w - - 0 1");
  CHECK(targets_of(out, "e5").count("e10") == 0);
  CHECK(targets_of(out, "e5").count("e9") == 1);
  // Over the screen on e8 it still takes the chariot on e10: both leave the board.
  Game take = bugei("l1o1u1y1d/4rk3/9/4P4/9/9/4C4/9/9/9/3K5/L1O1U1Y2 w - - 0 1");
  REQUIRE(take.play(iccs_move(take, "e5-e10")).ok());
  CHECK(count_of(take, 'C') == 0);
  CHECK(count_of(take, 'r') == 0);
}

TEST_CASE("補給象棋: 「無\"布\"方的將【將】（帥）離開己方底線後，不能返回己方的底線」", "[bugei]") {
  const Game clothed = bugei("l1o1u1y1d/4k4/4a4/9/9/9/9/9/9/4K4/9/L1O1U1Y1D w - - 0 1");
  CHECK(targets_of(clothed, "e2") == std::set<std::string>{"d2", "e1", "e3", "f2"});
  Game bare = bugei("l1o1u1y1d/4k4/4a4/9/9/9/9/9/9/4K4/9/L1O3Y1D w - - 0 1");
  CHECK(targets_of(bare, "e2") == std::set<std::string>{"d2", "e3", "f2"});
  const MoveVerdict refused = bare.play(iccs_move(bare, "e2-e1"));
  CHECK(!refused.ok());
  CHECK(refused.text.find("布") != std::string::npos);
  // On its 底線 it has not left it: it walks along it.
  const Game home = bugei("l1o1u1y1d/4k4/4a4/9/9/9/9/9/9/9/4K4/L1O3Y1D w - - 0 1");
  CHECK(targets_of(home, "e1") == std::set<std::string>{"d1", "e2", "f1"});
  // Not even to capture: the chariot on e1 checks, and the general must step aside.
  const Game check = bugei("l1o1u1y1d/4k4/4a4/9/9/9/9/9/9/4K4/4r4/L1O3Y1D w - - 0 1");
  CHECK(targets_of(check, "e2") == std::set<std::string>{"d2", "f2"});
  const Game check_clothed = bugei("l1o1u1y1d/4k4/4a4/9/9/9/9/9/9/4K4/4r4/L1O1U1Y1D w - - 0 1");
  CHECK(targets_of(check_clothed, "e2") == std::set<std::string>{"d2", "e1", "f2"});
}

TEST_CASE("補給象棋: perft 1-3 matches the independent generator", "[bugei][perft]") {
  struct Row {
    const char* fen;
    std::uint64_t nodes[3];
  };
  // Recorded in docs/variants.md §14. The second row: Red without 草 and 油 with pieces
  // near Black's lines (exchanges, bans and the exemptions at every ply); the third:
  // Black without 布 and 糧, its general off its 底線.
  const Row rows[] = {
      {kStart, {52, 2688, 133322}},
      {"l1o1u1y1d/rN2kab1r/4a4/2c3n2/p1p3R1p/4p4/9/P1P1P1P1P/1C5C1/9/R1BAKAB2/1L2U3D w - - 0 1", {61, 2135, 126465}},
      {"4o1y1d/r4a3/3ka4/2c1P1n2/p1p5p/9/9/P1P3P1P/1C5C1/9/RNBAKABNR/L1O1U1Y1D b - - 0 1", {28, 1613, 42057}},
  };
  for (const Row& row : rows) {
    const Game g = bugei(row.fen);
    for (int depth = 1; depth <= 3; ++depth) {
      NaiveBugei naive(g.position());
      INFO(row.fen << " depth " << depth);
      const std::uint64_t engine = g.perft(depth);
      CHECK(engine == naive.perft(depth));
      if (row.nodes[depth - 1]) CHECK(engine == row.nodes[depth - 1]);
    }
  }
}

TEST_CASE("補給象棋: an exchange (兌) is written as the capture it is, in every notation", "[bugei][notation]") {
  // The board decides that the chariot leaves with the 糧 (docs/notation.md "Exchanges"):
  // the text is the ordinary capture's, and reads back to the same move.
  using notation::Notation;
  const Game g = bugei("l1o1u1y1d/5k3/9/9/9/9/R8/9/9/9/4K4/1LO1U3D w - - 0 1");
  const Move m = iccs_move(g, "a5-a11");
  const std::pair<Notation, const char*> texts[] = {{Notation::Iccs, "a5a11"},
                                                    {Notation::Wxf, "R9+6"},
                                                    {Notation::Chinese, "車九進六"},
                                                    {Notation::ChineseSimplified, "车九进六"}};
  for (const auto& [n, text] : texts) {
    CHECK(notation::format_move(g.position(), m, n) == text);
    CHECK(notation::parse_move(g.position(), text).move == m);
  }
  // A supply piece's step along its line: its FEN letter in WXF, its glyph in Chinese.
  const Game start = bugei();
  const Move step = iccs_move(start, "c0-d0");
  const std::pair<Notation, const char*> steps[] = {{Notation::Iccs, "c0d0"},
                                                    {Notation::Wxf, "O7.6"},
                                                    {Notation::Chinese, "草七平六"},
                                                    {Notation::ChineseSimplified, "草七平六"}};
  for (const auto& [n, text] : steps) {
    CHECK(notation::format_move(start.position(), step, n) == text);
    CHECK(notation::parse_move(start.position(), text).move == step);
  }
}

TEST_CASE("補給象棋: moves in every notation; links and PGN carry the variant", "[bugei][notation][share]") {
  testing::check_records_round_trip("bugei", 1407, 80);
}

TEST_CASE("補給象棋: the computer replies legally from the start and 20 random playouts", "[bugei][search]") {
  Searcher searcher(2);
  testing::check_engine_playouts("bugei", 14, 120, searcher, 3000);
}
