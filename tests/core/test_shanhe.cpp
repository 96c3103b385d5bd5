// 山河象棋（定助象棋） (seed 000, preset `shanhe`). Each test quotes the seed sentence it checks;
// the figure's choices are in docs/variants.md §17: the 山界 board (files z and j, no points
// on the river ranks), 御 on z0/j0 (z9/j9), Red's function points z1 定帥助帥, z2 定仕助仕,
// z3 定相助相 (Black's z8 z7 z6), the palace's added point c1 (c8) on the 士 lines d0-c1-d2.
// The powers are the generic module `occupation` (core/rules/occupation_powers.h). Perft is
// checked against a generator written from the docs alone (naive_xiangqi.h).
#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <random>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "core/board_description.h"
#include "core/game.h"
#include "core/notation/movetext.h"
#include "core/search/search.h"
#include "tests/core/naive_xiangqi.h"
#include "tests/core/preset_checks.h"

using namespace xq;
using testing::iccs_move;
using testing::targets_of;

namespace {

constexpr const char* kStart = "yrnbakabnry/11/2c5c2/1p1p1p1p1p1/11/11/1P1P1P1P1P1/2C5C2/11/YRNBAKABNRY w - - 0 1";

Game shanhe(std::string_view fen = {}) { return testing::preset_game("shanhe", fen); }

using Targets = std::set<std::string>;

bool legal(const Game& g, Move m) {
  const std::vector<Move> all = g.legal_moves();
  return std::find(all.begin(), all.end(), m) != all.end();
}

// ---- the independent generator (docs/variants.md §17, written without the engine) ----
// Files z=0, a=1 … j=10; the palace files d-f = 4..6; c1 (3,1) on the lines to d0 and d2.
testing::NaiveXiangqi naive_from(const Position& pos) {
  testing::NaiveXiangqi n;
  n.W = 11;
  n.palace_lo = 4, n.palace_hi = 6;
  n.hole = [](int f, int r) { return (f == 0 || f == 10) && (r == 4 || r == 5); };
  auto elephant_steps = [](const testing::NaiveXiangqi& x, int f, int r, bool side,
                           const std::function<void(int, int)>& add) {
    for (auto [df, dr] : {std::pair{1, 1}, {1, -1}, {-1, 1}, {-1, -1}})
      if (x.exists(f + df, r + dr) && !x.b[r + dr][f + df] && x.exists(f + 2 * df, r + 2 * dr) &&
          x.home(side, r + 2 * dr))
        add(f + 2 * df, r + 2 * dr);
  };
  n.elephant = elephant_steps;
  n.extra = [elephant_steps](const testing::NaiveXiangqi& x, char p, int f, int r, bool red,
                             const std::function<void(int, int)>& add) {
    const auto own = [&](bool side, int pr) { return side ? pr : 9 - pr; };  // Red's rank pr, as side's
    // The advisor's lines: the 九宮's X and d0-c1-d2 (Black d9-c8-d7).
    const auto advisor_line = [&](bool side, int f0, int r0, int f1, int r1) {
      if (!x.exists(f1, r1)) return false;
      const int a = own(side, r0), b = own(side, r1);
      const bool in9 = f0 >= 4 && f0 <= 6 && f1 >= 4 && f1 <= 6 && a <= 2 && b <= 2 && a >= 0 && b >= 0;
      if (in9 && ((f0 == 5 && a == 1) || (f1 == 5 && b == 1))) return true;  // the 九宮's X through e1
      const auto is = [&](int ff, int rr, int tf, int tr) { return f0 == ff && a == rr && f1 == tf && b == tr; };
      return is(3, 1, 4, 0) || is(3, 1, 4, 2) || is(4, 0, 3, 1) || is(4, 2, 3, 1);
    };
    const auto gen_steps = [&](char kind, int ff, int rr, bool side, const std::function<void(int, int)>& emit) {
      if (kind == 'k') {
        for (auto [df, dr] : {std::pair{0, 1}, {0, -1}, {1, 0}, {-1, 0}})
          if (x.palace(side, ff + df, rr + dr)) emit(ff + df, rr + dr);
      } else if (kind == 'a') {
        for (auto [df, dr] : {std::pair{1, 1}, {1, -1}, {-1, 1}, {-1, -1}})
          if (advisor_line(side, ff, rr, ff + df, rr + dr)) emit(ff + df, rr + dr);
      } else {
        elephant_steps(x, ff, rr, side, emit);
      }
    };
    if (p == 'y') {  // 御: one point sideways on the back rank
      add(f - 1, r), add(f + 1, r);
      return true;
    }
    if (p != 'k' && p != 'a' && p != 'b') return false;
    // The function point of this kind for `red`'s side, and who stands there.
    const int point_rank = p == 'k' ? 1 : p == 'a' ? 2 : 3;
    const char on = x.b[own(red, point_rank)][0];
    const auto has_guard = [&](bool side) {
      for (int rr = 0; rr < x.H; ++rr)
        for (int ff = 0; ff < x.W; ++ff)
          if (x.b[rr][ff] == (side ? 'Y' : 'y')) return true;
      return false;
    };
    int power = 0;  // 1 boost, -1 frozen
    if (on && has_guard(testing::NaiveXiangqi::is_red(on)))
      power = testing::NaiveXiangqi::is_red(on) == red ? 1 : -1;
    if (power == -1) return true;  // 不能移動
    gen_steps(p, f, r, red, add);
    if (power == 1) {
      // The same step again from the empty first point, the piece moved there.
      testing::NaiveXiangqi moved = x;
      std::vector<std::pair<int, int>> firsts;
      gen_steps(p, f, r, red, [&](int tf, int tr) {
        if (x.exists(tf, tr) && !x.b[tr][tf]) firsts.push_back({tf, tr});
      });
      for (auto [mf, mr] : firsts) {
        moved.b[mr][mf] = moved.b[r][f], moved.b[r][f] = 0;
        const int tf = 2 * mf - f, tr = 2 * mr - r;
        gen_steps(p, mf, mr, red, [&](int sf, int sr) {
          if (sf == tf && sr == tr) add(sf, sr);
        });
        moved.b[r][f] = moved.b[mr][mf], moved.b[mr][mf] = 0;
      }
    }
    return true;
  };
  n.load(pos);
  return n;
}

}  // namespace

TEST_CASE("山河象棋: the start position and the board", "[shanhe]") {
  const Game g = shanhe();
  CHECK(g.fen() == kStart);
  // 「雙方底線角點各增加一枚[御]」: z0 and j0 hold Red's 御, boxed in by the chariots.
  CHECK(targets_of(g, "z0").empty());
  CHECK(targets_of(g, "j0").empty());
  // 象棋's 44, the cannons' steps onto z2 and j2, and the advisor's d0-c1 on the new 士 line.
  CHECK(g.legal_moves().size() == 47);
}

TEST_CASE("山河象棋: 「己方棋占據己方[定帥助帥]方位時，己方[帥]每次可走一至兩格」", "[shanhe]") {
  // A red chariot on z1 (Red's 定帥助帥), Red has its 御: the general goes one or two points
  // straight along the palace lines (e0-e1-e2), never jumping.
  const Game g = shanhe("y4k4y/11/11/11/11/5P5/11/11/R10/Y4K5 w - - 0 1");
  CHECK(targets_of(g, "e0") == Targets{"d0", "e1", "e2", "f0"});
  const Game e1 = shanhe("y4k4y/11/11/11/11/5P5/11/11/R10/Y4K5 w - - 0 1");
  REQUIRE(legal(e1, iccs_move(e1, "e0e2")));
  // An own piece on e1: no jumping over it.
  const Game blocked = shanhe("y4k4y/11/11/11/11/5P5/11/11/R4A5/Y4K5 w - - 0 1");
  CHECK(targets_of(blocked, "e0") == Targets{"d0", "f0"});
  // Nobody on z1: the ordinary general.
  const Game plain = shanhe("y4k4y/11/11/11/11/5P5/11/11/11/Y4K5 w - - 0 1");
  CHECK(targets_of(plain, "e0") == Targets{"d0", "e1", "f0"});
  // Two points sideways along the back rank of the palace, d1 to f1.
  const Game side = shanhe("y4k4y/11/11/11/11/5P5/11/11/R3K6/Y10 w - - 0 1");
  CHECK(targets_of(side, "d1") == Targets{"d0", "d2", "e1", "f1"});
}

TEST_CASE("山河象棋: 「對方棋占據己方[定帥助帥]方位時，己方[帥]不能移動」; a frozen 帥 in check is mated", "[shanhe]") {
  // A black chariot on z1, Black has a 御 on j9: Red's general has no move.
  const Game frozen = shanhe("y4k4y/11/11/11/11/5P5/11/11/r10/Y4K5 w - - 0 1");
  CHECK(targets_of(frozen, "e0").empty());
  const MoveVerdict why = frozen.check_move(iccs_move(frozen, "e0e1"));
  CHECK_FALSE(why.ok());
  CHECK(why.text.find("不能移動") != std::string::npos);
  // In check from e5 with nothing to parry: the frozen general is mated.
  const Game mated = shanhe("4k5y/11/11/11/5r5/11/11/11/r10/Y4K5 w - - 0 1");
  CHECK(mated.position().in_check());
  CHECK(targets_of(mated, "e0").empty());
  CHECK(mated.result().over());
  CHECK(mated.result().reason == ResultReason::Checkmate);
  CHECK(mated.result().outcome == Outcome::BlackWins);
  // 「沒有[御]的一方棋，占據擴展功能方位時沒有附加規則的作用」: without Black's 御 the same
  // general steps out to f0 (d0 would face the black general).
  const Game free = shanhe("4k6/11/11/11/5r5/11/11/11/r10/Y4K5 w - - 0 1");
  CHECK(targets_of(free, "e0") == Targets{"f0"});
  CHECK_FALSE(free.result().over());
  // A frozen general still counts for the flying general: Black may not open the file.
  const Game facing = shanhe("y4k4y/11/11/11/11/5n5/11/11/r10/Y4K5 b - - 0 1");
  CHECK(targets_of(facing, "e4").empty());
}

TEST_CASE("山河象棋: 「己方棋占據己方[定仕助仕]時，己方[仕]每次可走仕線一至兩格」, and frozen", "[shanhe]") {
  // A red horse on z2: the advisor on d0 goes along its lines one or two points (d0-e1-f2;
  // d0-c1 is the added 士 line, which ends at c1).
  const Game g = shanhe("y4k4y/11/11/11/11/11/11/N10/11/Y3A1K4 w - - 0 1");
  CHECK(targets_of(g, "d0") == Targets{"c1", "e1", "f2"});
  const Game plain = shanhe("y4k4y/11/11/11/11/11/11/11/11/Y3A1K4 w - - 0 1");
  CHECK(targets_of(plain, "d0") == Targets{"c1", "e1"});
  // 「九宮增加一點位和兩條士線」: from c1 the advisor goes back along its two lines only.
  const Game c1 = shanhe("y4k4y/11/11/11/11/11/11/11/3A7/Y5K4 w - - 0 1");
  CHECK(targets_of(c1, "c1") == Targets{"d0", "d2"});
  // 「對方棋占據己方[定仕助仕]時，己方[仕]不能移動」.
  const Game frozen = shanhe("y4k4y/11/11/11/11/11/11/n10/11/Y3A1K4 w - - 0 1");
  CHECK(targets_of(frozen, "d0").empty());
}

TEST_CASE("山河象棋: 「己方棋占據己方[定相助相]時，己方[相]每次可走一至兩個田」, each eye applying", "[shanhe]") {
  // A red chariot on z3: c0-e2-g4 (eyes d1 and f3, the middle point e2 empty).
  const Game g = shanhe("y4k4y/11/11/11/11/11/R10/11/11/Y2BK6 w - - 0 1");
  CHECK(targets_of(g, "c0") == Targets{"a2", "e2", "g4"});
  // The second 田's eye f3 blocked: one 田 only.
  const Game eye = shanhe("y4k4y/11/11/11/11/11/R5P4/11/11/Y2BK6 w - - 0 1");
  CHECK(targets_of(eye, "c0") == Targets{"a2", "e2"});
  // The middle point e2 taken: no jumping over it (a capture there stays a one-田 move).
  const Game mid = shanhe("y4k4y/11/11/11/11/11/R10/5p5/11/Y2BK6 w - - 0 1");
  CHECK(targets_of(mid, "c0") == Targets{"a2", "e2"});
  // 「對方棋占據己方[定相助相]時，己方[相]不能移動」.
  const Game frozen = shanhe("y4k4y/11/11/11/11/11/r10/11/11/Y2BK6 w - - 0 1");
  CHECK(targets_of(frozen, "c0").empty());
}

TEST_CASE("山河象棋: 「底線[御]只能橫向走，每次一格」 (吃同走)", "[shanhe]") {
  const Game g = shanhe("y4k4y/11/11/11/11/5P5/11/11/11/5K1Yn2 w - - 0 1");
  CHECK(targets_of(g, "g0") == Targets{"f0", "h0"});
  // Black's 御 likewise on its own back rank.
  const Game b = shanhe("y4k3y1/11/11/11/11/5P5/11/11/11/5K5 b - - 0 1");
  CHECK(targets_of(b, "i9") == Targets{"h9", "j9"});
}

TEST_CASE("山河象棋: 「沒有[御]的一方棋，占據擴展功能方位時沒有附加規則的作用」", "[shanhe]") {
  // Red's chariot on z1 but Red has no 御: no boost.
  const Game noguard = shanhe("y4k4y/11/11/11/11/5P5/11/11/R10/5K5 w - - 0 1");
  CHECK(targets_of(noguard, "e0") == Targets{"d0", "e1", "f0"});
  // Black's chariot on Red's z2 with no black 御: Red's advisor moves.
  const Game nofreeze = shanhe("5k5/11/11/11/11/11/11/r10/11/Y3A1K4 w - - 0 1");
  CHECK(targets_of(nofreeze, "d0") == Targets{"c1", "e1"});
  // Taking the last 御 switches the power off at once: the black chariot on z1 freezes
  // Red's general until Red's chariot takes Black's only 御 (j8xj9, check; the black general
  // steps to d8, so d0 would face it, and the black chariot on z1 holds e1).
  Game g = shanhe("4k5y/10R/11/11/11/5P5/11/11/r10/Y4K5 w - - 0 1");
  CHECK(targets_of(g, "e0").empty());
  REQUIRE(g.play(iccs_move(g, "j8j9")).ok());
  REQUIRE(g.play(iccs_move(g, "d9d8")).ok());
  CHECK(targets_of(g, "e0") == Targets{"f0"});
}

TEST_CASE("山河象棋: a two-point move in ICCS, WXF and Chinese", "[shanhe][notation]") {
  const Game g = shanhe("y4k4y/11/11/11/11/5P5/11/11/R10/Y4K5 w - - 0 1");
  const Move m = iccs_move(g, "e0e2");
  REQUIRE(legal(g, m));
  using notation::Notation;
  CHECK(notation::format_move(g.position(), m, Notation::Iccs) == "e0e2");
  CHECK(notation::format_move(g.position(), m, Notation::Wxf) == "K6+2");
  CHECK(notation::format_move(g.position(), m, Notation::Chinese) == "帥六進二");
  CHECK(notation::format_move(g.position(), m, Notation::ChineseSimplified) == "帅六进二");
  for (const char* text : {"e0e2", "K6+2", "帥六進二", "帅六进二"}) {
    INFO(text);
    CHECK(notation::parse_move(g.position(), text).move == m);
  }
  // The advisor's and the elephant's two-step moves: the target file, as for one step.
  const Game a = shanhe("y4k4y/11/11/11/11/11/11/N10/11/Y3A1K4 w - - 0 1");
  CHECK(notation::format_move(a.position(), iccs_move(a, "d0f2"), Notation::Chinese) == "仕七進五");
  const Game b = shanhe("y4k4y/11/11/11/11/11/R10/11/11/Y2BK6 w - - 0 1");
  CHECK(notation::format_move(b.position(), iccs_move(b, "c0g4"), Notation::Chinese) == "相八進四");
}

TEST_CASE("山河象棋: perft 1-3 matches the independent generator", "[shanhe][perft]") {
  struct Row {
    const char* fen;
    std::uint64_t nodes[3];
  };
  // Recorded in docs/variants.md §2 and §17. Row 2: Red's horse on z2 (boosted advisors),
  // a black cannon on Red's z3 (frozen elephants), Black's chariot on its own z8 (boosted
  // general). Row 3: the same without Black's 御 (its pieces on the points do nothing).
  const Row rows[] = {
      {kStart, {47, 2194, 98526}},
      {"y1nbakabnry/r10/2c8/1p1p1p1p1p1/11/11/cP1P1P1P1P1/N1C5C2/11/YR1BAKABNRY w - - 0 1", {47, 2356, 106883}},
      {"2nbakabnr1/r10/2c8/1p1p1p1p1p1/11/11/cP1P1P1P1P1/N1C5C2/11/YR1BAKABNRY w - - 0 1", {51, 2556, 124762}},
  };
  for (const Row& row : rows) {
    const Game g = shanhe(row.fen);
    testing::NaiveXiangqi naive = naive_from(g.position());
    for (int depth = 1; depth <= 3; ++depth) {
      INFO(row.fen << " depth " << depth);
      const std::uint64_t engine = g.perft(depth);
      CHECK(engine == naive.perft(depth));
      if (row.nodes[depth - 1]) CHECK(engine == row.nodes[depth - 1]);
    }
  }
}

TEST_CASE("山河象棋: the computer plays legal moves from the start and 20 playouts", "[shanhe][search]") {
  Searcher searcher(2);
  testing::check_engine_playouts("shanhe", 2718, 60, searcher);
}

TEST_CASE("山河象棋: moves in every notation; links and PGN carry the variant", "[shanhe][notation][share]") {
  testing::check_records_round_trip("shanhe", 1789, 60);
}

TEST_CASE("山河象棋: the function points are marked on the board; the module's options are checked", "[shanhe]") {
  // 「棋盤擴展功能方位」: z1 z2 z3 and Black's z8 z7 z6 carry position marks whatever stands there.
  const Game g = shanhe();
  const BoardDescription& b = g.board();
  auto marked = [&](int file, int rank) {
    for (const BoardPoint& p : b.marks)
      if (p.file == file && p.rank == rank) return true;
    return false;
  };
  for (int rank : {1, 2, 3, 6, 7, 8}) CHECK(marked(0, rank));
  CHECK_FALSE(marked(10, 1));  // the right mountain file is plain
  CHECK(marked(2, 2));         // the cannons' marks stay

  // The module refuses what it cannot read, naming the line.
  auto error_of = [](const std::string& text) {
    GameOrError made = Game::create_from_text(text, "", RuleOptions{});
    CHECK_FALSE(made.game);
    return made.error;
  };
  const std::string base = "[t:shanhe]\n";
  CHECK(error_of(base + "occupation.points = k:q1\n").find("not a point of the board") != std::string::npos);
  CHECK(error_of(base + "occupation.points = x:z1\n").find("not the letter of a declared piece type") != std::string::npos);
  CHECK(error_of(base + "occupation.points = k:z1 a:z1\n").find("named twice") != std::string::npos);
  CHECK(error_of(base + "occupation.gate = k\n").find("gates nothing") != std::string::npos);
  CHECK(error_of(base + "marks = c p z4\n").find("not a point of the board") != std::string::npos);
}
