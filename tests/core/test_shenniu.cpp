// 神牛象棋 (seed 000 新型象棋文化實例6, preset `shenniu`). Each test quotes the seed sentence it
// checks; the figure's choices are in docs/variants.md §15 (oxen on c2/g2, the 十一宮 = 九宮 +
// c1 g1 with the diagonals d0-c1-d2 and the rank line d1-c1, the pair move listed in each
// order it can be played, custody judged after both steps, the general never sandwiched).
// Perft is checked against a generator written from that section alone (below).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstring>
#include <functional>
#include <random>
#include <utility>
#include <vector>

#include "core/game.h"
#include "core/gesture.h"
#include "core/notation/iccs.h"
#include "core/notation/movetext.h"
#include "core/search/search.h"
#include "tests/core/naive_xiangqi.h"
#include "tests/core/preset_checks.h"
#include "sanitized.h"

using namespace xq;
using testing::iccs_move;
using testing::targets_of;

namespace {

constexpr const char* kStart = "rnbakabnr/9/1co3oc1/p1p1p1p1p/9/9/P1P1P1P1P/1CO3OC1/9/RNBAKABNR w - - 0 1";

Game shenniu(std::string_view fen = {}) { return testing::preset_game("shenniu", fen); }

bool legal(const Game& g, Move m) {
  const std::vector<Move> all = g.legal_moves();
  return std::find(all.begin(), all.end(), m) != all.end();
}

Square sq(const Game& g, const char* s) {
  const std::optional<Square> at = parse_iccs_square(s, g.position().geometry());
  REQUIRE(at);
  return *at;
}

Game after(const Game& g, const char* iccs) {
  Game next = g;
  const MoveVerdict v = next.play(iccs_move(g, iccs));
  INFO(iccs << ": " << v.text);
  REQUIRE(v.ok());
  return next;
}

// ---- the independent generator (docs/variants.md §15, written without the engine) ----
// The 十一宮 lines, Red's side; Black's are the rank mirror.
using Edge = std::pair<std::pair<int, int>, std::pair<int, int>>;
const std::vector<Edge> kGeneralLines = {  // the 九宮's grid and the rank line c1-d1, g1-f1
    {{3, 0}, {4, 0}}, {{4, 0}, {5, 0}}, {{3, 1}, {4, 1}}, {{4, 1}, {5, 1}}, {{3, 2}, {4, 2}},
    {{4, 2}, {5, 2}}, {{3, 0}, {3, 1}}, {{3, 1}, {3, 2}}, {{4, 0}, {4, 1}}, {{4, 1}, {4, 2}},
    {{5, 0}, {5, 1}}, {{5, 1}, {5, 2}}, {{2, 1}, {3, 1}}, {{6, 1}, {5, 1}}};
const std::vector<Edge> kAdvisorLines = {  // the X and the 「向下斜線」 d2-c1-d0, f2-g1-f0
    {{3, 0}, {4, 1}}, {{5, 0}, {4, 1}}, {{3, 2}, {4, 1}}, {{5, 2}, {4, 1}},
    {{2, 1}, {3, 0}}, {{2, 1}, {3, 2}}, {{6, 1}, {5, 0}}, {{6, 1}, {5, 2}}};
bool on_line(const std::vector<Edge>& lines, bool red, int f0, int r0, int f1, int r1) {
  if (!red) r0 = 9 - r0, r1 = 9 - r1;
  for (const auto& [a, b] : lines)
    if ((a == std::pair{f0, r0} && b == std::pair{f1, r1}) || (b == std::pair{f0, r0} && a == std::pair{f1, r1}))
      return true;
  return false;
}

struct NaiveShenniu {
  testing::NaiveXiangqi x;

  struct M {
    int f0, r0, f1, r1;   // a single move, or the first ox step
    int f2 = -1, r2 = -1, f3 = -1, r3 = -1;  // the second ox step (f2 < 0: a single move)
  };

  explicit NaiveShenniu(const Position& pos) {
    x.elephant = [](const testing::NaiveXiangqi& n, int f, int r, bool side,
                    const std::function<void(int, int)>& add) {
      for (auto [df, dr] : {std::pair{1, 1}, {1, -1}, {-1, 1}, {-1, -1}})
        if (n.exists(f + df, r + dr) && !n.b[r + dr][f + df] && n.home(side, r + 2 * dr)) add(f + 2 * df, r + 2 * dr);
    };
    x.extra = [](const testing::NaiveXiangqi&, char p, int f, int r, bool red,
                 const std::function<void(int, int)>& add) {
      switch (p) {
        case 'k':
          for (auto [df, dr] : {std::pair{0, 1}, {0, -1}, {1, 0}, {-1, 0}})
            if (on_line(kGeneralLines, red, f, r, f + df, r + dr)) add(f + df, r + dr);
          return true;
        case 'a':
          for (auto [df, dr] : {std::pair{1, 1}, {1, -1}, {-1, 1}, {-1, -1}})
            if (on_line(kAdvisorLines, red, f, r, f + df, r + dr)) add(f + df, r + dr);
          return true;
        case 'o':
          return true;  // no move of its own, no attack
        default:
          return false;
      }
    };
    x.load(pos);
  }

  char ox(bool red) const { return red ? 'O' : 'o'; }
  bool mine(char c, bool red) const { return c && testing::NaiveXiangqi::is_red(c) == red; }

  // Custody around (f, r), where an ox of `red` landed: enemy non-general neighbours with
  // an own piece right behind them on the same line.
  void sandwich(int f, int r, bool red, std::vector<std::pair<int, int>>& taken) const {
    for (int df = -1; df <= 1; ++df)
      for (int dr = -1; dr <= 1; ++dr) {
        if (!df && !dr) continue;
        const int vf = f + df, vr = r + dr, bf = f + 2 * df, br = r + 2 * dr;
        if (!x.exists(vf, vr) || !x.exists(bf, br)) continue;
        const char v = x.b[vr][vf];
        if (!v || mine(v, red) || (v | 0x20) == 'k' || !mine(x.b[br][bf], red)) continue;
        taken.push_back({vf, vr});
      }
  }

  void play(const M& m) {
    const bool red = x.red;
    x.b[m.r1][m.f1] = x.b[m.r0][m.f0], x.b[m.r0][m.f0] = 0;
    if (m.f2 >= 0) {
      x.b[m.r3][m.f3] = x.b[m.r2][m.f2], x.b[m.r2][m.f2] = 0;
      std::vector<std::pair<int, int>> taken;
      sandwich(m.f1, m.r1, red, taken);
      sandwich(m.f3, m.r3, red, taken);
      for (auto [f, r] : taken) x.b[r][f] = 0;
    }
    // 「吃敵方一枚牛同時拿下敵方兩枚牛」
    int left = 0, lf = 0, lr = 0;
    for (int r = 0; r < x.H; ++r)
      for (int f = 0; f < x.W; ++f)
        if (x.b[r][f] == ox(!red)) ++left, lf = f, lr = r;
    if (left == 1) x.b[lr][lf] = 0;
  }

  std::vector<M> legal() const {
    const bool red = x.red;
    std::vector<M> pseudo;
    std::vector<testing::NaiveXiangqi::M> singles;
    std::vector<std::pair<int, int>> oxen;
    for (int r = 0; r < x.H; ++r)
      for (int f = 0; f < x.W; ++f) {
        if (!mine(x.b[r][f], red)) continue;
        if (x.b[r][f] == ox(red)) oxen.push_back({f, r});
        else x.piece_moves(f, r, red, singles);
      }
    for (const auto& s : singles) pseudo.push_back({s.f0, s.r0, s.f1, s.r1});
    if (oxen.size() == 2) {
      const std::pair<int, int> ri[] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
      const std::pair<int, int> mu[] = {{1, 3}, {3, 1}, {3, -1}, {1, -3}, {-1, -3}, {-3, -1}, {-3, 1}, {-1, 3}};
      for (int first = 0; first < 2; ++first)
        for (int ri_first = 1; ri_first >= 0; --ri_first) {
          const auto [af, ar] = oxen[first];
          const auto [bf, br] = oxen[1 - first];
          for (auto [d1f, d1r] : ri_first ? ri : mu) {
            const int t1f = af + d1f, t1r = ar + d1r;
            if (!x.exists(t1f, t1r) || x.b[t1r][t1f]) continue;
            for (auto [d2f, d2r] : ri_first ? mu : ri) {
              const int t2f = bf + d2f, t2r = br + d2r;
              if (!x.exists(t2f, t2r) || (t2f == t1f && t2r == t1r)) continue;
              if (x.b[t2r][t2f] && !(t2f == af && t2r == ar)) continue;
              pseudo.push_back({af, ar, t1f, t1r, bf, br, t2f, t2r});
            }
          }
        }
    }
    std::vector<M> out;
    for (const M& m : pseudo) {
      NaiveShenniu next = *this;
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
      NaiveShenniu next = *this;
      next.play(m);
      next.x.red = !next.x.red;
      n += next.perft(depth - 1);
    }
    return n;
  }
};

int oxen(const Game& g, Color c) {
  int n = 0;
  const Position& pos = g.position();
  for (int s = 0; s < pos.geometry().size; ++s) {
    const Piece p = pos.piece_on(static_cast<Square>(s));
    n += !p.empty() && p.color() == c && g.piece_letter(p) == (c == Color::Red ? 'O' : 'o');
  }
  return n;
}

}  // namespace

TEST_CASE("神牛象棋: 「雙方各多兩枚新兵種[牛]，且為一組參戰」: the start and no single ox step", "[shenniu]") {
  const Game g = shenniu();
  CHECK(g.fen() == kStart);
  CHECK(oxen(g, Color::Red) == 2);
  CHECK(oxen(g, Color::Black) == 2);
  // Every move that starts on an ox moves both (a double move), none moves one alone.
  int pairs = 0;
  for (Move m : g.legal_moves()) {
    const Piece p = g.position().piece_on(m.from());
    if (g.piece_letter(p) != 'O') continue;
    CHECK(m.is_double());
    ++pairs;
  }
  CHECK(pairs == 64);
  CHECK_FALSE(g.check_move(iccs_move(g, "c2d4")).ok());
}

TEST_CASE("神牛象棋: 「每次要同時走兩枚牛，任意一枚走日，另一枚走目，或先後反之」", "[shenniu]") {
  const Game g = shenniu();
  // c2 日 d4 with g2 目 h5, in both orders; and c2 目 d5 with g2 日 h4.
  CHECK(legal(g, iccs_move(g, "c2d4&g2h5")));
  CHECK(legal(g, iccs_move(g, "g2h5&c2d4")));
  CHECK(legal(g, iccs_move(g, "c2d5&g2h4")));
  CHECK(legal(g, iccs_move(g, "g2h4&c2d5")));
  // Two 日 or two 目 are no pair move.
  CHECK_FALSE(legal(g, iccs_move(g, "c2d4&g2h4")));
  CHECK_FALSE(legal(g, iccs_move(g, "c2d5&g2h5")));
  // Both orders give the same board.
  CHECK(after(g, "c2d4&g2h5").fen() == after(g, "g2h5&c2d4").fen());
  // The second ox may land on the point the first one left; then only that order is legal.
  const Game chain = shenniu("3k5/9/9/9/9/3O5/9/2O6/9/4K4 w - - 0 1");  // oxen c2 and d4
  CHECK(legal(chain, iccs_move(chain, "c2f1&d4c2")));        // 目 c2-f1, then 日 d4-c2
  CHECK_FALSE(legal(chain, iccs_move(chain, "d4c2&c2f1")));  // c2 is still taken
}

TEST_CASE("神牛象棋: 「均無蹩腿限制」 and 「不是占位吃子」: free leaps onto empty points only", "[shenniu]") {
  // Red oxen e4 and a0 boxed in by pieces on every neighbour of e4: e4 still leaps.
  const Game g = shenniu("4k4/9/9/9/3pPp3/3pOp3/3NPN3/9/9/O3K4 w - - 0 1");
  std::set<std::string> ox_e4;
  for (Move m : g.legal_moves())
    if (m.is_double()) {
      if (format_iccs_square(m.from(), g.position().geometry()) == "e4")
        ox_e4.insert(format_iccs_square(m.to(), g.position().geometry()));
      if (format_iccs_square(m.from2(), g.position().geometry()) == "e4")
        ox_e4.insert(format_iccs_square(m.to2(), g.position().geometry()));
    }
  // 日: c3 c5 d2 d6 f2 f6 g3 g5; 目: b3 b5 d1 d7 f1 f7 h3 h5; every one empty.
  CHECK(ox_e4 == std::set<std::string>{"c3", "c5", "d2", "d6", "f2", "f6", "g3", "g5", "b3", "b5", "d1", "d7", "f1",
                                       "f7", "h3", "h5"});
  // A point with an enemy piece is no target: the ox on a0 cannot land on b2's pawn.
  const Game occupied = shenniu("4k4/9/9/9/9/9/9/1p7/9/O2K4O w - - 0 1");
  for (Move m : occupied.legal_moves()) {
    CHECK(format_iccs_square(m.to(), occupied.position().geometry()) != "b2");
    if (m.is_double()) CHECK(format_iccs_square(m.to2(), occupied.position().geometry()) != "b2");
  }
}

TEST_CASE("神牛象棋: 「橫、豎、斜緊鄰夾吃一枚敵棋」, judged after both steps", "[shenniu]") {
  // Black pawn on e5. The first ox lands on e4 below it (c3 日 e4), the second on e6
  // above it (f3 目 e6): the sandwich is closed by the second step.
  const Game g = shenniu("4k4/9/9/9/4p4/9/2O2O3/9/9/4K4 w - - 0 1");
  const Game next = after(g, "c3e4&f3e6");
  CHECK(next.fen() == "4k4/9/9/4O4/9/4O4/9/9/9/4K4 b - - 0 1");
  // Any own piece closes it (a chariot on g7, diagonal e5-f6-g7 through the black horse).
  const Game diag = shenniu("3k5/9/6R2/5n3/9/9/2O2O3/9/9/4K4 w - - 0 1");
  CHECK(after(diag, "f3e5&c3d6").position().piece_on(sq(diag, "f6")).empty());
}

TEST_CASE("神牛象棋: 「(對方主動走入時不被吃)」", "[shenniu]") {
  // Black's oxen: one steps (日 d5-e3) between Red's chariots e2 and e4; it stays.
  const Game g = shenniu("3k5/9/9/9/3o5/4R4/9/4R4/9/o3K4 b - - 0 1");
  const Game next = after(g, "d5e3&a0b3");
  CHECK(oxen(next, Color::Black) == 2);
  // A red piece stepping into the oxen's sandwich is not taken either.
  const Game walk = shenniu("3k5/9/9/9/3o1o3/9/9/9/4R4/3K5 w - - 0 1");
  CHECK(!after(walk, "e1e5").position().piece_on(sq(walk, "e5")).empty());
}

TEST_CASE("神牛象棋: 「吃敵方一枚牛同時拿下敵方兩枚牛」", "[shenniu]") {
  // By custody: Red's oxen sandwich the black ox on e5 (with the chariot on e6): both go.
  const Game g = shenniu("3k5/9/9/4R4/4o4/9/2O2O3/9/o8/4K4 w - - 0 1");
  const Game next = after(g, "c3e4&f3g6");
  CHECK(oxen(next, Color::Black) == 0);
  // By displacement: the chariot takes the ox on a1; the one on e5 leaves with it.
  const Game take = shenniu("4k4/9/9/9/4o4/9/9/9/o8/R2K5 w - - 0 1");
  CHECK(oxen(after(take, "a0a1"), Color::Black) == 0);
  // A single ox on the board is no position of this game.
  CHECK_FALSE(Game::create("shenniu", "4k4/9/9/9/4o4/9/9/9/9/R2K5 w - - 0 1", RuleOptions{}).game);
}

TEST_CASE("神牛象棋: the general is never sandwiched (a sandwich is no check)", "[shenniu]") {
  // Black's general d7 between Red's ox landing on e8 and Red's horse on c6 (diagonal):
  // it stays, and it is not in check.
  const Game g = shenniu("9/9/3k5/2N2O3/9/9/9/9/9/O3K4 w - - 0 1");
  const Game next = after(g, "f6e8&a0b3");
  CHECK(!next.position().piece_on(sq(g, "d7")).empty());
  CHECK_FALSE(next.position().in_check());
}

TEST_CASE("神牛象棋: 「九宮兩側頂角各多兩格向下斜線…士、將都可沿各自實有線走吃到擴展位，無實線不能走」", "[shenniu]") {
  // The advisor d0 reaches c1 along the new diagonal; from c1 it goes back to d0 or d2.
  const Game a = shenniu("3k5/9/9/9/9/9/9/9/9/3AK4 w - - 0 1");
  CHECK(targets_of(a, "d0") == std::set<std::string>{"c1", "e1"});
  const Game c1 = shenniu("3k5/9/9/9/9/9/9/9/2A6/4K4 w - - 0 1");
  CHECK(targets_of(c1, "c1") == std::set<std::string>{"d0", "d2"});
  // The general d1 reaches c1 along the rank line; on c1 it has no diagonal.
  const Game k = shenniu("5k3/9/9/9/9/9/9/9/3K5/9 w - - 0 1");
  CHECK(targets_of(k, "d1") == std::set<std::string>{"c1", "d0", "d2", "e1"});
  const Game kc1 = shenniu("5k3/9/9/9/9/9/9/9/2K6/9 w - - 0 1");
  CHECK(targets_of(kc1, "c1") == std::set<std::string>{"d1"});
  // Black's mirror: g8 for the advisor from f9.
  const Game b2 = shenniu("4ka3/9/9/9/9/9/9/9/9/3K5 b - - 0 1");
  CHECK(targets_of(b2, "f9") == std::set<std::string>{"e8", "g8"});
}

TEST_CASE("神牛象棋: perft 1-3 matches the independent generator", "[shenniu][perft]") {
  struct Row {
    const char* fen;
    std::uint64_t nodes[3];
  };
  // Recorded in docs/variants.md §2 and §15.
  const Row rows[] = {{kStart, {98, 8988, 891034}},
                      {"4k4/9/6R2/5n3/4p4/9/2O2O3/9/o8/3AK1o2 w - - 0 1", {187, 7929, 1100041}}};
  for (const Row& row : rows) {
    const Game g = shenniu(row.fen);
    const NaiveShenniu naive(g.position());
    for (int depth = 1; depth <= testing::unless_sanitized(3, 2); ++depth) {
      INFO(row.fen << " depth " << depth);
      const std::uint64_t engine = g.perft(depth);
      CHECK(engine == naive.perft(depth));
      if (row.nodes[depth - 1]) CHECK(engine == row.nodes[depth - 1]);
    }
  }
}

TEST_CASE("神牛象棋: the pair move in every notation; links and PGN carry the variant", "[shenniu][notation][share]") {
  const Game g = shenniu();
  const Move m = iccs_move(g, "c2d4&g2h5");
  using notation::Notation;
  CHECK(notation::format_move(g.position(), m, Notation::Iccs) == "c2d4&g2h5");
  CHECK(notation::format_move(g.position(), m, Notation::Wxf) == "O7N+6&O3C+2");
  CHECK(notation::format_move(g.position(), m, Notation::Chinese) == "牛七日進六&牛三目進二");
  for (const char* text : {"c2d4&g2h5", "C2-D4&G2-H5", "O7N+6&O3C+2", "牛七日進六&牛三目進二", "牛七日进六&牛三目进二"})
    CHECK(notation::parse_move(g.position(), text).move == m);
  // Two oxen on one file: front and rear.
  const Game file = shenniu("3k5/9/9/9/9/9/2O6/9/2O6/4K4 w - - 0 1");
  const Move f = iccs_move(file, "c3d5&c1f2");
  CHECK(notation::format_move(file.position(), f, Notation::Chinese) == "前牛日進六&牛七目進四");
  CHECK(notation::parse_move(file.position(), "前牛日進六&牛七目進四").move == f);
  testing::check_records_round_trip("shenniu", 1515, 60);
}

TEST_CASE("神牛象棋: the gesture picks the first ox, its leap, the second ox, its leap", "[shenniu][gesture]") {
  const Game g = shenniu();
  MoveGesture gesture = g.gesture();
  const Geometry& geo = g.position().geometry();
  auto at = [&](const char* s) { return Place::point(*parse_iccs_square(s, geo)); };
  REQUIRE(gesture.pick(at("g2")).ok());
  const std::optional<Pick> h5 = gesture.target_at(at("h5"));
  REQUIRE(h5);
  CHECK(h5->role == PickRole::Destination);
  REQUIRE(gesture.pick(at("h5")).ok());
  CHECK_FALSE(gesture.done_move());  // no ox moves alone
  REQUIRE(gesture.pick(at("c2")).ok());
  const PickVerdict v = gesture.pick(at("d4"));
  REQUIRE(v.complete());
  CHECK(v.move == iccs_move(g, "g2h5&c2d4"));
}

TEST_CASE("神牛象棋: the computer plays legal moves from the start and 20 playouts", "[shenniu][search]") {
  Searcher searcher(2);
  testing::check_engine_playouts("shenniu", 1517, 60, searcher);
  // From the start, with the oxen the only pieces that can take by custody next move,
  // the engine still answers a pair move with a legal move.
  Game g = after(shenniu(), "c2d4&g2h5");
  SearchLimits limits;
  limits.depth = 2;
  CHECK(legal(g, searcher.search(g, limits).best));
}

TEST_CASE("神牛象棋: quiescence sees a custody capture (a quiet pair move that takes)", "[shenniu][search]") {
  // Red's chariot may take the pawn on e4, but there it stands between e5 and e3, where
  // Black's oxen land with one pair move (c6 日 e5, f6 目 e3) and take it by custody. The
  // pair move captures nothing on its target points, so a quiescence that only follows
  // target captures scores the pawn as won; one that follows custody sees the chariot lost.
  Game g = shenniu("5k3/9/9/2o2o3/9/R3p4/9/9/9/3K5 w - - 0 1");
  REQUIRE(legal(after(g, "a4e4"), iccs_move(after(g, "a4e4"), "c6e5&f6e3")));
  Searcher searcher(2);
  SearchLimits limits;
  limits.depth = 1;
  const SearchResult r = searcher.search(g, limits);
  CHECK(r.best != iccs_move(g, "a4e4"));
  // After the capture, Black to move: the sandwich wins the chariot, which leaves Black
  // (two oxen against a bare general) ahead; without it Black is a chariot down.
  Game taken = after(g, "a4e4");
  const SearchResult answer = searcher.search(taken, limits);
  CHECK(answer.best == iccs_move(taken, "c6e5&f6e3"));
  CHECK(answer.score > 0);
}
