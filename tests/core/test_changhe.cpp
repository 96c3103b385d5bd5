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

// The independent count, written from docs/variants.md §18 alone: its own piece moves on
// an 18x10 grid (the letters as the section lists them), palaces on files d–f and m–o,
// elephants in their own quarter, a side with two generals has no royal, and after every
// move the section's conversions: a captured general orphans its army and upgrades the
// other army's 車馬炮; an orphan army takes its controller's colour.
struct NaiveChanghe {
  char b[10][18] = {};  // FEN letters by [rank][file], 0 = empty
  bool red = true;

  explicit NaiveChanghe(const Position& pos) {
    testing::NaiveXiangqi n;
    n.W = 18;
    n.load(pos);
    for (int r = 0; r < 10; ++r)
      for (int f = 0; f < 18; ++f) b[r][f] = n.b[r][f];
    red = n.red;
  }

  static bool is_red(char p) { return p >= 'A' && p <= 'Z'; }
  static char lower(char p) { return static_cast<char>(p | 0x20); }
  static bool on(int f, int r) { return f >= 0 && f < 18 && r >= 0 && r < 10; }
  static bool palace(bool side, int f, int r) {
    return on(f, r) && ((f >= 3 && f <= 5) || (f >= 12 && f <= 14)) && (side ? r <= 2 : r >= 7);
  }
  // A point of a 九宮's X (士線): a palace point whose offsets from the palace corner are both even or both odd.
  static bool x_point(int f, int r) {
    if (!palace(true, f, r) && !palace(false, f, r)) return false;
    const int df = (f >= 12 ? f - 12 : f - 3), dr = r <= 2 ? r : r - 7;
    return (df + dr) % 2 == 0;
  }
  static bool elephant_point(int f, int r) {
    static const std::set<std::pair<int, int>> points = [] {
      std::set<std::pair<int, int>> s;
      for (int base : {0, 9})
        for (auto [f, r] : {std::pair{0, 2}, {2, 0}, {2, 4}, {4, 2}, {6, 0}, {6, 4}, {8, 2}}) {
          s.insert({base + f, r});
          s.insert({base + f, 9 - r});
        }
      return s;
    }();
    return points.count({f, r}) > 0;
  }
  // Orphan letters remember their side: d f g i Red's, j l q x Black's; y z by their rank.
  static int orphan_side(char p, int r) {
    const char l = lower(p);
    if (l == 'd' || l == 'f' || l == 'g' || l == 'i') return 1;
    if (l == 'j' || l == 'l' || l == 'q' || l == 'x') return 0;
    if (l == 'y' || l == 'z') return r < 5 ? 1 : 0;
    return -1;  // 1 = Red, 0 = Black
  }

  struct M {
    int f0, r0, f1, r1;
  };

  void moves(int f, int r, bool side, std::vector<M>& out) const {
    const char l = lower(b[r][f]);
    auto add = [&](int tf, int tr) {
      if (on(tf, tr) && !(b[tr][tf] && is_red(b[tr][tf]) == side)) out.push_back({f, r, tf, tr});
    };
    auto slide = [&](int df, int dr, bool cannon, bool x_only) {
      auto ok = [&](int tf, int tr) { return on(tf, tr) && (!x_only || x_point(tf, tr)); };
      int tf = f + df, tr = r + dr;
      while (ok(tf, tr) && !b[tr][tf]) add(tf, tr), tf += df, tr += dr;
      if (!ok(tf, tr)) return;
      if (!cannon) return add(tf, tr);
      tf += df, tr += dr;
      while (ok(tf, tr) && !b[tr][tf]) tf += df, tr += dr;
      if (ok(tf, tr)) add(tf, tr);
    };
    const std::pair<int, int> orth[] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
    const std::pair<int, int> diag[] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    const bool chariot = l == 'r' || l == 't' || l == 'u' || l == 'd' || l == 'j';
    const bool cannon = l == 'c' || l == 'o' || l == 'v' || l == 'g' || l == 'q';
    const bool horse = l == 'n' || l == 'h' || l == 'm' || l == 'f' || l == 'l';
    if (chariot || cannon)
      for (auto [df, dr] : orth) slide(df, dr, cannon, false);
    if ((l == 'u' || l == 'v') && x_point(f, r))  // 全線車 / 全線炮 on the palace X
      for (auto [df, dr] : diag) slide(df, dr, l == 'v', true);
    if (horse)
      for (auto [lf, lr] : orth) {
        if (!on(f + lf, r + lr) || b[r + lr][f + lf]) continue;  // the leg (蹩腿)
        for (int s = -1; s <= 1; s += 2) {
          add(f + 2 * lf + (lf ? 0 : s), r + 2 * lr + (lr ? 0 : s));                 // 日
          if (l == 'm') add(f + 3 * lf + (lf ? 0 : s), r + 3 * lr + (lr ? 0 : s));  // 目, same leg
        }
      }
    if (l == 'b' || l == 'e' || l == 'y')  // its own quarter (own half of its own board)
      for (auto [df, dr] : diag) {
        const int tf = f + 2 * df, tr = r + 2 * dr;
        if (on(tf, tr) && !b[r + dr][f + df] && elephant_point(tf, tr) && (tf < 9) == (f < 9) && (tr < 5) == (r < 5))
          add(tf, tr);
      }
    if (l == 'a' || l == 's')
      for (auto [df, dr] : diag)
        if (palace(side, f + df, r + dr)) add(f + df, r + dr);
    if (l == 'z')  // its own palace's X, whoever moves it
      for (auto [df, dr] : diag)
        if (on(f + df, r + dr) && x_point(f + df, r + dr) && x_point(f, r)) add(f + df, r + dr);
    if (l == 'k')
      for (auto [df, dr] : orth)
        if (palace(side, f + df, r + dr)) add(f + df, r + dr);
    if (l == 'p' || l == 'w') {
      add(f, r + (side ? 1 : -1));
      if (side ? r >= 5 : r <= 4) add(f - 1, r), add(f + 1, r);
    }
    if (l == 'i' || l == 'x')  // 「不再受河界限制…橫、豎或前一格」
      for (auto [df, dr] : orth) add(f + df, r + dr);
  }

  int generals(bool side) const {
    int count = 0;
    for (int r = 0; r < 10; ++r)
      for (int f = 0; f < 18; ++f) count += b[r][f] == (side ? 'K' : 'k');
    return count;
  }
  bool attacked(bool side) const {
    if (generals(side) != 1) return false;
    int kf = -1, kr = -1;
    for (int r = 0; r < 10; ++r)
      for (int f = 0; f < 18; ++f)
        if (b[r][f] == (side ? 'K' : 'k')) kf = f, kr = r;
    std::vector<M> theirs;
    for (int r = 0; r < 10; ++r)
      for (int f = 0; f < 18; ++f)
        if (b[r][f] && is_red(b[r][f]) != side) moves(f, r, !side, theirs);
    for (const auto& m : theirs)
      if (m.f1 == kf && m.r1 == kr) return true;
    return false;
  }

  // The board part of m, then the conversions (docs §18).
  void play(const M& m) {
    const char cap = b[m.r1][m.f1];
    b[m.r1][m.f1] = b[m.r0][m.f0], b[m.r0][m.f0] = 0;
    if (lower(cap) == 'k') {
      const bool side = is_red(cap), left = m.f1 < 9;
      const std::string roles = "rnbacp", right = "thesow";
      const std::string orphans = side ? "dfyzgi" : "jlyzqx";
      for (int r = 0; r < 10; ++r)
        for (int f = 0; f < 18; ++f) {
          const char p = b[r][f];
          if (!p || is_red(p) != side || orphan_side(p, r) >= 0) continue;
          const std::string& lost = left ? roles : right;
          const std::string& kept = left ? right : roles;
          char to = 0;
          if (lost.find(lower(p)) != std::string::npos) to = orphans[lost.find(lower(p))];
          else if (lower(p) == kept[0]) to = 'u';
          else if (lower(p) == kept[1]) to = 'm';
          else if (lower(p) == kept[4]) to = 'v';
          if (to) b[r][f] = side ? static_cast<char>(to - 0x20) : to;
        }
    }
    for (int side = 0; side < 2; ++side) {
      if (generals(side) != 1) continue;
      int gf = -1;
      for (int r = 0; r < 10; ++r)
        for (int f = 0; f < 18; ++f)
          if (b[r][f] == (side ? 'K' : 'k')) gf = f;
      bool entered = false;
      for (int r = 0; r < 10; ++r)
        for (int f = 0; f < 18; ++f)
          if (palace(side, f, r) && (f < 9) != (gf < 9) && b[r][f] && is_red(b[r][f]) != side && orphan_side(b[r][f], r) < 0)
            entered = true;
      const bool controller = entered ? !side : side;
      for (int r = 0; r < 10; ++r)
        for (int f = 0; f < 18; ++f)
          if (b[r][f] && orphan_side(b[r][f], r) == side)
            b[r][f] = controller ? static_cast<char>(lower(b[r][f]) - 0x20) : lower(b[r][f]);
    }
  }

  std::uint64_t perft(int depth) {
    std::vector<M> pseudo, legal;
    for (int r = 0; r < 10; ++r)
      for (int f = 0; f < 18; ++f)
        if (b[r][f] && is_red(b[r][f]) == red) moves(f, r, red, pseudo);
    for (const auto& m : pseudo) {
      NaiveChanghe after = *this;
      after.play(m);
      if (!after.attacked(red)) legal.push_back(m);
    }
    if (depth == 1) return legal.size();
    std::uint64_t count = 0;
    for (const auto& m : legal) {
      NaiveChanghe after = *this;
      after.play(m);
      after.red = !red;
      count += after.perft(depth - 1);
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
  // The 內河 is drawn between file i and file j (`inner_river = 9`); a standard board has none.
  CHECK(g.board().inner_river == 9);
  CHECK(Game::standard().board().inner_river == 0);
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
  CHECK(three.error.find("generals must be 0 (no general), 1 or 2") != std::string::npos);
  const GameOrError flying = Game::create_from_text("[g2:xiangqi]\ngenerals = 2\n");
  CHECK_FALSE(flying.game);
  CHECK(flying.error.find("generals = 2 needs flying_general = no") != std::string::npos);
  const GameOrError river = Game::create_from_text("[r9:xiangqi]\ninner_river = 9\n");
  CHECK_FALSE(river.game);
  CHECK(river.error.find("inner_river must be the number of files left of the vertical river (1..8)") != std::string::npos);
  // long_river reads a fixed letter set: a variant without it is refused, naming the letter.
  const GameOrError lonely = Game::create_from_text("[lr:xiangqi]\nflying_general = no\naddons = long_river\n");
  CHECK_FALSE(lonely.game);
  CHECK(lonely.error.find("long_river") != std::string::npos);
  // One general a side stays the rule elsewhere: a second `K` in a standard FEN is refused.
  CHECK_FALSE(Game::create("xiangqi", "4k4/9/9/9/9/9/9/9/9/3KK4 w - - 0 1", RuleOptions{}).game);
  // Three generals are refused in 長河 too.
  CHECK_FALSE(Game::create("changhe", "4k8k4/18/18/18/18/18/18/18/18/4K3K4K4 w - - 0 1", RuleOptions{}).game);
}

namespace {

// Black's 藍黑 general on n9 open to Red's chariot on n5; Black's 黑 army (r n c on the
// left) and 藍黑 army (t h s o w on the right) around it.
constexpr const char* kBeforeCapture = "rn2k4th1sk4/18/1c8o7/9w8/13R4/18/18/18/18/4K8K4 w - - 0 1";
// The same after n5n9: the 黑 army upgraded (u m v), the 藍黑 army orphaned (j l z q x)
// and, with Red's chariot in its palace, Red's to move.
constexpr const char* kAfterCapture = "um2k4JL1ZR4/18/1v8Q7/9X8/18/18/18/18/18/4K8K4 b - - 0 1";
// Red lost its 品紅 general (n0): its orphans 輜 j0, 丁 j3 and 衛 m0 are Red's while no black
// piece stands in the m0-o2 palace; Black's chariot on n5 can enter it.
constexpr const char* kOrphansRed = "4k8k4/18/18/18/13r4/18/9I8/18/18/4K4D2Z5 b - - 0 1";
// Upgraded pieces: 全線車 on m0, 騾馬 on h5 (its legs h6 taken), 全線炮 on d2 with a screen on e1.
constexpr const char* kUpgraded = "4k8k4/18/18/7P10/7M10/18/18/3V14/4A13/4Kn6U5 w - - 0 1";

std::string fen_after(const char* fen, const char* move) {
  Game g = changhe(fen);
  REQUIRE(g.play(iccs_move(g, move)).ok());
  return g.fen();
}

}  // namespace

TEST_CASE("長河象棋: 「某一色將被吃去一枚後…車、馬、炮即提升能力」 and the orphaned army, by conversion", "[changhe]") {
  // Red takes the 藍黑 general: Black's other army (黑) upgrades, the 藍黑 army becomes
  // orphan types, and Red's chariot, standing in the general-less palace, controls them.
  CHECK(fen_after(kBeforeCapture, "n5n9") == kAfterCapture);
  Game g = changhe(kAfterCapture);
  // 「在黑方有棋處在品紅無帥九宮時，所剩品紅棋全由黑方即時控制」 (here Red in Black's): the 軺 on
  // j9, now Red's, gives check along rank 9 to Black's last (royal) general.
  CHECK(g.position().in_check());
  // Taking back the move restores every piece (make/unmake).
  Game before = changhe(kBeforeCapture);
  Position p = before.position();
  UndoInfo undo;
  const Move m = iccs_move(before, "n5n9");
  p.do_move(m, undo);
  CHECK(p.hash() == p.compute_hash());
  p.undo_move(m, undo);
  CHECK(p.same_placement(before.position()));
  CHECK(p.hash() == before.position().hash());
}

TEST_CASE("長河象棋: 全線車、騾馬、全線炮 — 「可以在士線上（實有斜線內）走或吃」「可走吃日也可走吃目字，均受原蹩腿規則限制」", "[changhe]") {
  const Game g = changhe(kUpgraded);
  // 全線車 m0: the palace X m0-n1-o2, plus its files and ranks.
  const std::set<std::string> u = targets_of(g, "m0");
  CHECK(u.count("n1") == 1);
  CHECK(u.count("o2") == 1);
  CHECK(u.count("p3") == 0);  // the X ends at the palace corner
  CHECK(u.count("f0") == 1);  // a capture along rank 0
  CHECK(u.count("m9") == 1);
  // 騾馬 h5: 日 and 目, the leg h6 taken blocks both forward shapes.
  CHECK(targets_of(g, "h5") == std::set<std::string>{"g3", "i3", "g2", "i2", "f6", "f4", "j6", "j4", "e6", "e4", "k6", "k4"});
  // 全線炮 d2: hops its screen e1 along the X and takes f0; no quiet diagonal step (e1 holds a piece).
  const std::set<std::string> v = targets_of(g, "d2");
  CHECK(v.count("f0") == 1);
  CHECK(v.count("e1") == 0);
  // An ordinary chariot has no diagonal: the same point with R.
  const Game plain = changhe("4k8k4/18/18/18/18/18/18/18/18/4K7RK4 w - - 0 1");
  CHECK(targets_of(plain, "m0").count("n1") == 0);
  // The 目's leg: a piece on i5 blocks the 騾馬's (2,1) and (3,1) leaps to the right.
  const Game legs = changhe("4k8k4/18/18/18/7MP9/18/18/18/18/4K8K4 w - - 0 1");
  const std::set<std::string> t = targets_of(legs, "h5");
  CHECK(t.count("j6") == 0);
  CHECK(t.count("k6") == 0);
  CHECK(t.count("k4") == 0);
  CHECK(t.count("h8") == 0);  // no straight 3-step
  CHECK(t.count("g8") == 1);
  CHECK(t.count("i8") == 1);
}

TEST_CASE("長河象棋: 「無帥的九宮內有敵棋時由敵方即時控制…無敵棋時仍由本方掌控」, re-judged after every move", "[changhe]") {
  // Before: Red's orphans are Red's; the free soldier 丁 j3 steps four ways, no river limit.
  const Game red = changhe(std::string(kOrphansRed).replace(std::string(kOrphansRed).find(" b "), 3, " w "));
  CHECK(targets_of(red, "j3") == std::set<std::string>{"j4", "j2", "i3", "k3"});
  // Black's chariot enters the empty palace: Red's orphans are Black's at once, and the 輜
  // on j0 now checks Red's last general along rank 0.
  Game g = changhe(kOrphansRed);
  REQUIRE(g.play(iccs_move(g, "n5n1")).ok());
  CHECK(g.fen() == "4k8k4/18/18/18/18/18/9i8/18/13r4/4K4d2z5 w - - 1 2");
  CHECK(g.position().in_check());
  // Here that is mate (the chariot on n1 holds rank 1): the transferred piece's check counts.
  CHECK(g.result().over());
  CHECK(g.result().outcome == Outcome::BlackWins);
  // With a red chariot on h5, Red may not leave its general attacked by the transferred
  // piece: it must block on h0 (h5h6 is refused), and it cannot move the 輜 (Black's now).
  Game block = changhe("4k8k4/18/18/18/7R5r4/18/9I8/18/18/4K4D2Z5 b - - 0 1");
  REQUIRE(block.play(iccs_move(block, "n5n1")).ok());
  CHECK(block.position().in_check());
  CHECK(targets_of(block, "h5") == std::set<std::string>{"h0"});
  CHECK(targets_of(block, "j0").empty());
  for (Move m : block.legal_moves()) {
    Position p = block.position();
    UndoInfo undo;
    p.do_move(m, undo);
    CHECK_FALSE(p.general_attacked(Color::Red));
  }
  // The free soldier under Black: the same four steps (「受哪一方控制就以哪一方為準」).
  // (The 輜 on j1 here, so that Red is not in check with Black to move.)
  Game black = changhe("4k8k4/18/18/18/18/18/9i8/18/9d3r4/4K7z5 b - - 0 2");
  CHECK(targets_of(black, "j3") == std::set<std::string>{"j4", "j2", "i3", "k3"});
  // The chariot leaves the palace: the orphans go back to Red.
  REQUIRE(black.play(iccs_move(black, "n1n5")).ok());
  CHECK(black.fen() == "4k8k4/18/18/18/13r4/18/9I8/18/9D8/4K7Z5 w - - 1 3");
}

TEST_CASE("長河象棋: perft after a general is taken matches the independent generator", "[changhe][perft]") {
  struct Row {
    const char* fen;
    std::uint64_t nodes[3];
  };
  // Recorded in docs/variants.md §18.
  const Row rows[] = {{kBeforeCapture, {31, 2020, 61317}},
                      {kAfterCapture, {1, 59, 2328}},
                      {kOrphansRed, {31, 434, 13505}},
                      {kUpgraded, {70, 618, 40548}}};
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

TEST_CASE("長河象棋: make/unmake keeps hash and board over 200 playouts that take generals", "[changhe]") {
  std::mt19937 rng(2800);
  int conversions = 0;
  for (int trial = 0; trial < 200; ++trial) {
    Game g = changhe();
    for (int i = 0; i < 160 && !g.result().over(); ++i) {
      const std::vector<Move> all = g.legal_moves();
      // Prefer captures (generals fall sooner).
      std::vector<Move> caps;
      for (Move m : all)
        if (g.position().is_capture(m)) caps.push_back(m);
      const Move pick = !caps.empty() && rng() % 2 ? caps[rng() % caps.size()] : all[rng() % all.size()];
      Position p = g.position();
      for (Move m : all) {
        UndoInfo undo;
        p.do_move(m, undo);
        REQUIRE(p.hash() == p.compute_hash());
        p.undo_move(m, undo);
        REQUIRE(p.same_placement(g.position()));
        REQUIRE(p.hash() == g.position().hash());
      }
      UndoInfo undo;
      p.do_move(pick, undo);
      conversions += undo.convert_count > 0;
      REQUIRE(g.play(pick).ok());
    }
  }
  CHECK(conversions > 100);
}

TEST_CASE("長河象棋: the converted pieces in every notation", "[changhe][notation]") {
  const Game g = changhe(kUpgraded);
  const Position& pos = g.position();
  CHECK(notation::format_move(pos, iccs_move(g, "m0m1"), notation::Notation::Chinese) == "轟六進一");
  CHECK(notation::format_move(pos, iccs_move(g, "h5g3"), notation::Notation::Chinese) == "騾十一退十二");
  for (Move m : g.legal_moves())
    for (auto n : {notation::Notation::Iccs, notation::Notation::Wxf, notation::Notation::Chinese}) {
      const std::string text = notation::format_move(pos, m, n);
      INFO(text);
      const auto back = notation::parse_move(pos, text);
      REQUIRE(back.ok());
      (void)n;
      CHECK(back.move == m);
    }
}
