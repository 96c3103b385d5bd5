// 長河象棋 (seed 000, preset `changhe`). Two boards side by side (18x10, files a–r; the
// 內河 between i and j), each side two armies and two generals (`generals = 2`: neither
// royal while both stand). Each test quotes the seed sentence it checks; the choices for
// the gaps are in docs/variants.md §18. Perft is checked against a generator written from
// the docs alone (naive_xiangqi.h's piece moves, with this file's palaces, elephants and
// two-general legality).
#include <catch2/catch.hpp>

#include <functional>
#include <random>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "core/game.h"
#include "core/notation/iccs.h"
#include "core/notation/movetext.h"
#include "core/search/search.h"
#include "tests/core/naive_xiangqi.h"
#include "tests/core/preset_checks.h"

using namespace xq;
using testing::iccs_move;
using testing::targets_of;

namespace {

constexpr const char* kStart =
    "rnbakabnrtheskseht/18/1c5c2o5o1/p1p1p1p1pw1w1w1w1w/18/18/P1P1P1P1PW1W1W1W1W/1C5C2O5O1/18/"
    "RNBAKABNRTHESKSEHT w - - 0 1";

Game changhe(std::string_view fen = {}) { return testing::preset_game("changhe", fen); }

// The independent count: naive_xiangqi.h's standard pieces on an 18x10 grid; the second
// army's letters (t h e s o w) move as r n b a c p; palaces are files d–f and m–o; an
// elephant stays on its own half of its own board; a side with two generals has no royal,
// a side with one has an ordinary royal (no flying general: flying_general = no).
struct NaiveChanghe {
  testing::NaiveXiangqi n;

  explicit NaiveChanghe(const Position& pos) {
    n.W = 18;
    n.load(pos);
    for (auto& rank : n.b)
      for (char& c : rank) {
        const bool red = c >= 'A' && c <= 'Z';
        char l = static_cast<char>(c | 0x20);
        switch (l) {
          case 't': l = 'r'; break;
          case 'h': l = 'n'; break;
          case 'e': l = 'b'; break;
          case 's': l = 'a'; break;
          case 'o': l = 'c'; break;
          case 'w': l = 'p'; break;
          default: break;
        }
        if (c) c = red ? static_cast<char>(l - 0x20) : l;
      }
    auto in_palace = [](bool side, int f, int r) {
      return ((f >= 3 && f <= 5) || (f >= 12 && f <= 14)) && (side ? r <= 2 : r >= 7);
    };
    n.elephant = [](const testing::NaiveXiangqi& x, int f, int r, bool side, const std::function<void(int, int)>& add) {
      for (auto [df, dr] : {std::pair{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}) {
        const int tf = f + 2 * df, tr = r + 2 * dr;
        if (x.exists(tf, tr) && !x.b[r + dr][f + df] && x.home(side, tr) && (tf < 9) == (f < 9)) add(tf, tr);
      }
    };
    n.extra = [in_palace](const testing::NaiveXiangqi&, char p, int f, int r, bool side,
                          const std::function<void(int, int)>& add) {
      if (p == 'k') {
        for (auto [df, dr] : {std::pair{0, 1}, {0, -1}, {1, 0}, {-1, 0}})
          if (in_palace(side, f + df, r + dr)) add(f + df, r + dr);
        return true;
      }
      if (p == 'a') {
        for (auto [df, dr] : {std::pair{1, 1}, {1, -1}, {-1, 1}, {-1, -1}})
          if (in_palace(side, f + df, r + dr)) add(f + df, r + dr);
        return true;
      }
      return false;
    };
  }

  int generals(bool side) const {
    int count = 0;
    for (int r = 0; r < n.H; ++r)
      for (int f = 0; f < n.W; ++f) count += n.b[r][f] == (side ? 'K' : 'k');
    return count;
  }
  bool attacked(bool side) {
    if (generals(side) != 1) return false;
    int kf = -1, kr = -1;
    for (int r = 0; r < n.H; ++r)
      for (int f = 0; f < n.W; ++f)
        if (n.b[r][f] == (side ? 'K' : 'k')) kf = f, kr = r;
    std::vector<testing::NaiveXiangqi::M> theirs;
    for (int r = 0; r < n.H; ++r)
      for (int f = 0; f < n.W; ++f)
        if (n.b[r][f] && testing::NaiveXiangqi::is_red(n.b[r][f]) != side) n.piece_moves(f, r, !side, theirs);
    for (const auto& m : theirs)
      if (m.f1 == kf && m.r1 == kr) return true;
    return false;
  }
  std::uint64_t perft(int depth) {
    std::vector<testing::NaiveXiangqi::M> pseudo, legal;
    for (int r = 0; r < n.H; ++r)
      for (int f = 0; f < n.W; ++f)
        if (n.mine(f, r, n.red)) n.piece_moves(f, r, n.red, pseudo);
    for (const auto& m : pseudo) {
      const char cap = n.b[m.r1][m.f1];
      n.b[m.r1][m.f1] = n.b[m.r0][m.f0], n.b[m.r0][m.f0] = 0;
      if (!attacked(n.red)) legal.push_back(m);
      n.b[m.r0][m.f0] = n.b[m.r1][m.f1], n.b[m.r1][m.f1] = cap;
    }
    if (depth == 1) return legal.size();
    std::uint64_t count = 0;
    for (const auto& m : legal) {
      const char cap = n.b[m.r1][m.f1];
      n.b[m.r1][m.f1] = n.b[m.r0][m.f0], n.b[m.r0][m.f0] = 0;
      n.red = !n.red;
      count += perft(depth - 1);
      n.red = !n.red;
      n.b[m.r0][m.f0] = n.b[m.r1][m.f1], n.b[m.r1][m.f1] = cap;
    }
    return count;
  }
};

bool legal(const Game& g, Move m) {
  for (Move x : g.legal_moves())
    if (x == m) return true;
  return false;
}

}  // namespace

TEST_CASE("長河象棋: 「兩副象棋橫拼對弈」 — 18 files, two armies and two generals a side", "[changhe]") {
  const Game g = changhe();
  CHECK(g.fen() == kStart);
  const Geometry& geo = g.position().geometry();
  CHECK(geo.width == 18);
  CHECK(geo.height == 10);
  CHECK(g.position().count(Color::Red, PieceKind::General) == 2);
  CHECK(g.position().count(Color::Black, PieceKind::General) == 2);
  // Lines cross the 內河 (between i and j): a chariot on a1 slides to r1.
  const Game rook = changhe("4k8k4/18/18/18/18/18/18/18/R17/4K8K4 w - - 0 1");
  CHECK(targets_of(rook, "a1").count("r1") == 1);
  CHECK(targets_of(rook, "a1").count("j1") == 1);
}

TEST_CASE("長河象棋: 「紅方與品紅方為一體」 — while a side has two generals neither is in check", "[changhe]") {
  // Black's 藍黑 general on n9 stands on the open file of Red's magenta chariot: no check,
  // and Black may play any move, leaving it there.
  const Game g = changhe("4k8k4/18/18/p17/13T4/18/18/18/18/4K8K4 b - - 0 1");
  CHECK_FALSE(g.position().in_check());
  CHECK(targets_of(g, "a6").count("a5") == 1);
}

TEST_CASE("長河象棋: 「吃掉敵人一枚將（帥），再將死敵人另一枚將（帥）即為勝棋」", "[changhe]") {
  // Taking one general does not end the game ...
  Game g = changhe("4k8k4/18/18/p17/13T4/18/18/18/18/4K8K4 w - - 0 1");
  REQUIRE(g.play(iccs_move(g, "n5n9")).ok());
  CHECK_FALSE(g.result().over());
  CHECK(g.position().count(Color::Black, PieceKind::General) == 1);
  // ... and now the other one is royal: a move that leaves it attacked is refused.
  Game royal = changhe("4k13/18/18/p17/4T13/18/18/18/18/4K8K4 b - - 0 1");
  CHECK(royal.position().in_check());
  CHECK(targets_of(royal, "a6").empty());
  // Mating the last general wins: the chariot on a8 holds rank 8, the magenta chariot
  // checks from b9 (and d9 → e9 stays on its line).
  Game mate = changhe("3k14/R17/18/18/18/18/18/18/18/1T2K8K4 w - - 0 1");
  REQUIRE(mate.play(iccs_move(mate, "b0b9")).ok());
  REQUIRE(mate.result().over());
  CHECK(mate.result().outcome == Outcome::RedWins);
}

TEST_CASE("長河象棋: 「長河象棋的【象】既不能過長河，也不能過內河」", "[changhe]") {
  const Game g = changhe("4k8k4/18/18/18/18/2B12E2/18/6B1BE8/18/4K8K4 w - - 0 1");
  CHECK(targets_of(g, "g2") == std::set<std::string>{"e4", "i0", "i4"});  // e0 is its own general
  CHECK(targets_of(g, "i2") == std::set<std::string>{"g0", "g4"});        // not k0 k4: 內河
  CHECK(targets_of(g, "c4") == std::set<std::string>{"a2", "e2"});        // not a6 e6: 長河
  CHECK(targets_of(g, "j2") == std::set<std::string>{"l0", "l4"});        // not h0 h4: 內河
  CHECK(targets_of(g, "p4") == std::set<std::string>{"n2", "r2"});        // not n6 r6: 長河
}

TEST_CASE("長河象棋: perft 1-3 matches the independent generator", "[changhe][perft]") {
  struct Row {
    const char* fen;
    std::uint64_t nodes[3];
  };
  // Recorded in docs/variants.md §2 and §18.
  const Row rows[] = {{kStart, {90, 8082, 729802}},
                      {"4k8k4/18/18/p17/13T4/18/18/18/18/4K8K4 w - - 0 1", {31, 211, 6553}},
                      {"3k14/R17/18/18/18/18/18/18/18/1T2K8K4 w - - 0 1", {44, 51, 2275}}};
  for (const Row& row : rows) {
    const Game g = changhe(row.fen);
    NaiveChanghe naive(g.position());
    for (int depth = 1; depth <= 3; ++depth) {
      INFO(row.fen << " depth " << depth);
      const std::uint64_t engine = g.perft(depth);
      CHECK(engine == naive.perft(depth));
      if (row.nodes[depth - 1]) CHECK(engine == row.nodes[depth - 1]);
    }
  }
}

TEST_CASE("長河象棋: make/unmake keeps the hash over random playouts (generals taken)", "[changhe]") {
  std::mt19937 rng(1800);
  for (int trial = 0; trial < 20; ++trial) {
    Game g = changhe();
    for (int i = 0; i < 120 && !g.result().over(); ++i) {
      const std::vector<Move> all = g.legal_moves();
      const std::uint64_t before = g.position().hash();
      Position p = g.position();
      for (Move m : all) {
        UndoInfo undo;
        p.do_move(m, undo);
        p.undo_move(m, undo);
        REQUIRE(p.hash() == before);
      }
      REQUIRE(g.play(all[rng() % all.size()]).ok());
    }
  }
}

TEST_CASE("長河象棋: moves in every notation (18 files); links and PGN carry the variant", "[changhe][notation][share]") {
  const Game g = changhe();
  CHECK(legal(g, iccs_move(g, "r0r1")));
  CHECK(legal(g, iccs_move(g, "q0p2")));
  // The 品紅 horse is written with its own record character (騎: 馬 would read as the
  // 紅 horse); Red's files count 一…十八 from its right.
  const Position& pos = g.position();
  CHECK(notation::format_move(pos, iccs_move(g, "q0p2"), notation::Notation::Chinese) == "騎二進三");
  CHECK(notation::format_move(pos, iccs_move(g, "h2e2"), notation::Notation::Chinese) == "炮十一平十四");
  CHECK(notation::format_move(pos, iccs_move(g, "a0a1"), notation::Notation::Chinese) == "車十八進一");
  testing::check_records_round_trip("changhe", 1800, 80);
}

TEST_CASE("長河象棋: the computer plays legal moves from the start and 20 playouts", "[changhe][search]") {
  Searcher searcher(2);
  testing::check_engine_playouts("changhe", 1801, 80, searcher);
}

TEST_CASE("長河象棋: the `generals` key is refused where it would not mean anything", "[changhe]") {
  const GameOrError three = Game::create_from_text("[g3:xiangqi]\nflying_general = no\ngenerals = 3\n");
  CHECK_FALSE(three.game);
  CHECK(three.error.find("generals must be 1 or 2") != std::string::npos);
  const GameOrError flying = Game::create_from_text("[g2:xiangqi]\ngenerals = 2\n");
  CHECK_FALSE(flying.game);
  CHECK(flying.error.find("generals = 2 needs flying_general = no") != std::string::npos);
  // One general a side stays the rule elsewhere: a second `K` in a standard FEN is refused.
  CHECK_FALSE(Game::create("xiangqi", "4k4/9/9/9/9/9/9/9/9/3KK4 w - - 0 1", RuleOptions{}).game);
  // Three generals are refused in 長河 too.
  CHECK_FALSE(Game::create("changhe", "4k8k4/18/18/18/18/18/18/18/18/4K3K4K4 w - - 0 1", RuleOptions{}).game);
}
