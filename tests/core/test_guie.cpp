// 龜鱷鬥獸棋 (seed 003, preset `guie`, a reconstruction). Each test quotes the seed sentence
// it checks; the board graph, the setup and the readings of what the seed leaves open are
// ours (docs/variants.md §23): a 7x7 box b1-h7, the turtles' corners a0 i0 and the
// crocodiles' a8 e8 i8 outside it; "adjacent" is one step along a line; a push goes 1-3
// steps through empty points, not onto the crocodile's start; turtles are Red and move first.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "core/board_description.h"
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

Game guie(std::string_view fen = {}) { return testing::preset_game("guie", fen); }

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

std::set<std::string> pushes(const Game& g) {
  std::set<std::string> out;
  for (Move m : g.legal_moves())
    if (m.is_push()) out.insert(format_iccs(m, g.position().geometry()));
  return out;
}

std::set<std::string> set_of(std::initializer_list<const char*> l) { return {l.begin(), l.end()}; }

// A lone crocodile on e6 above an isolated turtle on e5 (Black to move).
constexpr const char* kLone = "9/9/4c4/4T4/9/9/9/9/9 b - - 0 1";
// The same turtle with neighbours d5, f5 and e4: not isolated, and it has nowhere to go.
constexpr const char* kBlocked = "9/9/4c4/3TTT3/4T4/9/9/9/9 b - - 0 1";
// A lone crocodile on c4 with turtles on b4, d4, c5; c3 is its last empty neighbour. Red's
// turtle on c2 closes it; another crocodile stands on g7.
constexpr const char* kActive = "9/6c2/9/2T6/1TcT5/9/2T6/9/9 w - - 0 1";

// ---- an independent count of plain steps (no capture, no push), for the perft cross-check:
// the box b1-h7 by its grid lines, the corners by the seed's "方框外的角點" as we draw them.
struct Naive {
  char board[9][9] = {};  // [file][rank]: 0 none, 'T', 'c'
  static bool exists(int f, int r) {
    if (f >= 1 && f <= 7 && r >= 1 && r <= 7) return true;
    return (r == 0 && (f == 0 || f == 8)) || (r == 8 && (f == 0 || f == 4 || f == 8));
  }
  static int steps(int f, int r, int (*out)[2]) {
    int n = 0;
    const int d[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    for (const auto& e : d) {
      const int f2 = f + e[0], r2 = r + e[1];
      if (f2 < 0 || f2 > 8 || r2 < 0 || r2 > 8 || !exists(f2, r2)) continue;
      const bool diagonal = e[0] != 0 && e[1] != 0;
      // A diagonal is a line only between a corner point and its box corner.
      const auto corner = [](int cf, int cr) { return (cf == 0 || cf == 8) && (cr == 0 || cr == 8); };
      if (diagonal && !corner(f, r) && !corner(f2, r2)) continue;
      out[n][0] = f2, out[n][1] = r2, ++n;
    }
    return n;
  }
  long long perft(char side, int depth) {
    if (depth == 0) return 1;
    long long total = 0;
    for (int f = 0; f < 9; ++f)
      for (int r = 0; r < 9; ++r) {
        if (board[f][r] != side) continue;
        int to[8][2];
        const int n = steps(f, r, to);
        for (int i = 0; i < n; ++i) {
          if (board[to[i][0]][to[i][1]]) continue;
          if (depth == 1) {
            ++total;
            continue;
          }
          std::swap(board[f][r], board[to[i][0]][to[i][1]]);
          total += perft(side == 'T' ? 'c' : 'T', depth - 1);
          std::swap(board[f][r], board[to[i][0]][to[i][1]]);
        }
      }
    return total;
  }
};

}  // namespace

TEST_CASE("龜鱷鬥獸棋: 「十五枚烏龜，三枚鱷魚」: the reconstructed board and setup", "[guie]") {
  const Game g = guie();
  CHECK(g.fen() == "9/2c1c1c2/9/9/9/4T4/1TTTTTTT1/1TTTTTTT1/9 w - - 0 1");
  const Piece turtle = g.position().piece_on(*parse_iccs_square("e3", g.position().geometry()));
  CHECK(g.position().count(turtle) == 15);
  CHECK(g.position().count(Piece(Color::Black, g.position().piece_on(*parse_iccs_square("c7", g.position().geometry())).kind())) == 3);
  CHECK(at(g, "c7") == "鱷");
  CHECK(at(g, "e3") == "龜");
  // No general, so nobody is in check.
  CHECK(g.position().general_square(Color::Red) == kNoSquare);
  CHECK(!g.position().in_check());
  CHECK(g.variant_info().name_en.find("reconstruction") != std::string::npos);
  CHECK(g.variant_info().card.en.find("reconstruction") != std::string::npos);
  CHECK(g.variant_info().card.hant.find("重建") != std::string::npos);
  CHECK(g.variant_info().card.hans.find("重建") != std::string::npos);
}

TEST_CASE("龜鱷鬥獸棋: 「每次沿線一步格」: one step along a line, the corners by their diagonals", "[guie]") {
  const Game g = guie();
  CHECK(targets_of(g, "e3") == set_of({"d3", "f3", "e4"}));
  CHECK(targets_of(g, "b1") == set_of({"a0"}));  // 「方框外的角點」: diagonally off the box corner
  CHECK(targets_of(g, "c1").empty());
  CHECK(!legal(g, iccs_move(g, "e3f4")));  // no diagonal inside the box
  const MoveVerdict why = Game(g).play(iccs_move(g, "e3f4"));
  CHECK(why.text.find("每次沿線一步格") != std::string::npos);
  // The crocodiles' middle corner e8 is straight above e7.
  const Game b = after(g, "e3e4");
  CHECK(targets_of(b, "e7") == set_of({"d7", "f7", "e6", "e8"}));
  CHECK(targets_of(b, "c7") == set_of({"b7", "d7", "c6"}));
}

TEST_CASE("龜鱷鬥獸棋: 「走到任一烏龜處，同時將這枚烏龜沿線移開一至三步格（可轉彎）」: the push", "[guie]") {
  const Game g = guie(kLone);
  // Every empty point 1-3 steps from e5 along the lines, turning allowed, never through
  // the crocodile's own point e6: the diamond of radius 3 around e5 (24 points) less e6,
  // e7 and e8, which only a path through e6 reaches in 3 steps.
  const std::set<std::string> p = pushes(g);
  CHECK(p.size() == 21);
  CHECK(p.count("e6e5~e5e4"));   // one step
  CHECK(p.count("e6e5~e5d6"));   // a turn: e5 d5 d6
  CHECK(p.count("e6e5~e5d7"));   // two turns' worth: e5 d5 d6 d7
  CHECK(p.count("e6e5~e5e2"));   // three steps straight
  CHECK(!p.count("e6e5~e5e1"));  // four steps
  CHECK(!p.count("e6e5~e5e7"));  // only through e6, the crocodile's start
  const Game next = after(g, "e6e5~e5d7");
  CHECK(at(next, "e5") == "鱷");
  CHECK(at(next, "d7") == "龜");
  CHECK(at(next, "e6") == ".");
  Game back = next;
  REQUIRE(back.undo());
  CHECK(back.fen() == g.fen());
  // All of the crocodile's moves: 3 steps, the capture (the turtle is isolated), 21 pushes.
  Position pos = g.position();
  CHECK(perft(pos, 1) == 25);
}

TEST_CASE("龜鱷鬥獸棋: the push needs empty points; 「不能吃兩枚及以上緊相鄰的烏龜」", "[guie]") {
  const Game g = guie(kBlocked);
  CHECK(pushes(g).empty());  // e5's neighbours are turtles and the crocodile
  CHECK(targets_of(g, "e6") == set_of({"d6", "f6", "e7"}));
  const MoveVerdict why = Game(g).play(iccs_move(g, "e6e5"));
  CHECK(!why.ok());
  CHECK(why.text.find("孤立") != std::string::npos);
}

TEST_CASE("龜鱷鬥獸棋: 「鱷魚吃烏龜，只能吃孤立的烏龜（無其他烏龜緊鄰）」", "[guie]") {
  // The last turtle: taking it is also 「吃光烏龜也為勝」.
  const Game g = guie(kLone);
  REQUIRE(legal(g, iccs_move(g, "e6e5")));
  const Game next = after(g, "e6e5");
  CHECK(at(next, "e5") == "鱷");
  CHECK(next.result().outcome == Outcome::BlackWins);
  CHECK(next.result().reason == ResultReason::TypeExtinct);
  // A turtle beside another (d5-e5) cannot be taken, but it can be pushed.
  const Game pair = guie("9/9/4c4/3TT4/9/9/9/9/9 b - - 0 1");
  CHECK(!legal(pair, iccs_move(pair, "e6e5")));
  CHECK(legal(pair, iccs_move(pair, "e6e5~e5f5")));
  // Turtles never capture by moving.
  const Game red = guie("9/9/4c4/4T4/9/9/9/9/9 w - - 0 1");
  CHECK(!legal(red, iccs_move(red, "e5e6")));
}

TEST_CASE("龜鱷鬥獸棋: 「鱷魚不能吃己方角點上的烏龜」", "[guie]") {
  // An isolated turtle on the crocodiles' corner e8, a crocodile on e7 beside it: no
  // capture, and no push either (its only way off e8 is e7, where the crocodile stands).
  const Game g = guie("4T4/4c4/9/9/9/9/9/1T7/9 b - - 0 1");
  CHECK(!targets_of(g, "e7").count("e8"));
  const MoveVerdict why = Game(g).play(iccs_move(g, "e7e8"));
  CHECK(!why.ok());
  CHECK(why.text.find("己方角點") != std::string::npos);
  // The same turtle on e7 below a crocodile on... the box: it can be taken.
  const Game box = guie("9/4T4/4c4/9/9/9/9/1T7/9 b - - 0 1");
  CHECK(legal(box, iccs_move(box, "e6e7")));
}

TEST_CASE("龜鱷鬥獸棋: 「烏龜主動……將單獨一條鱷魚周圍緊鄰的空位全圍堵時，既吃掉這枚鱷魚」", "[guie]") {
  const Game g = guie(kActive);
  const Game next = after(g, "c2c3");
  CHECK(at(next, "c4") == ".");
  CHECK(at(next, "c3") == "龜");
  CHECK(!next.result().over());  // the crocodile on g7 is left
  Game back = next;
  REQUIRE(back.undo());
  CHECK(at(back, "c4") == "鱷");
  CHECK(back.fen() == g.fen());
  // The last crocodile: 「吃光鱷魚也為勝」.
  const Game last = after(guie("9/9/9/2T6/1TcT5/9/2T6/9/9 w - - 0 1"), "c2c3");
  CHECK(last.result().outcome == Outcome::RedWins);
  CHECK(last.result().reason == ResultReason::TypeExtinct);
}

TEST_CASE("龜鱷鬥獸棋: 「烏龜……被動……圍堵」: the enclosure that a crocodile's own move completes", "[guie]") {
  // Black's crocodile on e3 pushes the turtle d3 onto c3, the last empty neighbour of its
  // own lone crocodile on c4: after Black's move, c4 is enclosed and taken.
  const Game g = guie("9/9/9/2T6/1TcT5/3Tc4/9/9/9 b - - 0 1");
  const Game next = after(g, "e3d3~d3c3");
  CHECK(at(next, "c4") == ".");
  CHECK(at(next, "d3") == "鱷");
  CHECK(at(next, "c3") == "龜");
  CHECK(!next.result().over());
}

TEST_CASE("龜鱷鬥獸棋: 「緊相連的兩條或三條鱷魚不被吃」", "[guie]") {
  // Crocodiles c4 and c5 side by side, turtles on every other neighbour once c3 is taken.
  const Game g = guie("9/9/2T6/1TcT5/1TcT5/9/2T6/9/9 w - - 0 1");
  const Game next = after(g, "c2c3");
  CHECK(at(next, "c4") == "鱷");
  CHECK(at(next, "c5") == "鱷");
}

TEST_CASE("龜鱷鬥獸棋: 「處在烏龜方角點的鱷魚不被困吃」, but on its own corner it is", "[guie]") {
  // A crocodile on the turtles' corner a0, its only neighbour b1 a turtle: not taken.
  const Game corner = after(guie("8c/9/9/9/9/9/1T7/9/c8 w - - 0 1"), "b2b1");
  CHECK(at(corner, "a0") == "鱷");
  // On the crocodiles' own corner a8 the same enclosure takes it.
  const Game own = after(guie("c7c/9/1T7/9/9/9/9/9/9 w - - 0 1"), "b6b7");
  CHECK(at(own, "a8") == ".");
}

TEST_CASE("龜鱷鬥獸棋: 「三隻烏龜佔據鱷魚方三個角點為勝，或者剩餘的烏龜全部佔據鱷魚方角點也為勝」", "[guie]") {
  const Game three = after(guie("T7T/4T4/9/9/9/4c4/9/1T7/9 w - - 0 1"), "e7e8");
  CHECK(three.result().outcome == Outcome::RedWins);
  CHECK(three.result().reason == ResultReason::ZoneOccupied);
  // Two of the three corners with a fourth turtle elsewhere: not yet.
  const Game two = after(guie("T7T/9/4T4/9/9/4c4/9/1T7/9 w - - 0 1"), "e6e7");
  CHECK(!two.result().over());
  // The two turtles left, both on corners.
  const Game rest = after(guie("T8/4T4/9/9/9/4c4/9/9/9 w - - 0 1"), "e7e8");
  CHECK(rest.result().outcome == Outcome::RedWins);
  CHECK(rest.result().reason == ResultReason::ZoneOccupied);
}

TEST_CASE("龜鱷鬥獸棋: 「兩隻鱷魚佔據烏龜方兩個角點為勝，或剩餘鱷魚全部佔據烏龜方角點也為勝」", "[guie]") {
  const Game both = after(guie("9/9/9/4T4/9/9/9/7c1/c8 b - - 0 1"), "h1i0");
  CHECK(both.result().outcome == Outcome::BlackWins);
  CHECK(both.result().reason == ResultReason::ZoneOccupied);
  // One corner with another crocodile in the box: not yet.
  const Game one = after(guie("9/9/9/4T4/4c4/9/9/1c7/9 b - - 0 1"), "b1a0");
  CHECK(!one.result().over());
  // The last crocodile on a corner.
  const Game last = after(guie("9/9/9/4T4/9/9/9/1c7/9 b - - 0 1"), "b1a0");
  CHECK(last.result().outcome == Outcome::BlackWins);
  CHECK(last.result().reason == ResultReason::ZoneOccupied);
}

TEST_CASE("龜鱷鬥獸棋: FEN keeps turtles Red and crocodiles Black; no general is required", "[guie]") {
  CHECK(!Game::create("guie", "9/9/4C4/4T4/9/9/9/9/9 b - - 0 1", RuleOptions{}).game);
  const GameOrError black_turtle = Game::create("guie", "9/9/4c4/4t4/9/9/9/9/9 b - - 0 1", RuleOptions{});
  CHECK(!black_turtle.game);
  CHECK(black_turtle.error.find("turtles are Red") != std::string::npos);
}

TEST_CASE("龜鱷鬥獸棋: perft 1-3 from the start, cross-checked by an independent count", "[guie][perft]") {
  // Depth 1 by hand: e3 to d3/f3/e4 (3), the six rank-2 turtles up (6), b1-a0 and h1-i0 (2).
  // Depth 2: each crocodile has 3, 4 (with e8) and 3 steps: 11 x 10. Until depth 3 no
  // crocodile stands beside a turtle, so every move is a plain step and the naive count
  // below, which knows only the lines, must agree.
  Position pos = guie().position();
  Naive naive;
  for (const char* t : {"b1", "c1", "d1", "e1", "f1", "g1", "h1", "b2", "c2", "d2", "e2", "f2", "g2", "h2", "e3"})
    naive.board[t[0] - 'a'][t[1] - '0'] = 'T';
  for (const char* c : {"c7", "e7", "g7"}) naive.board[c[0] - 'a'][c[1] - '0'] = 'c';
  CHECK(perft(pos, 1) == 11);
  CHECK(perft(pos, 2) == 110);
  CHECK(perft(pos, 3) == 1550);
  CHECK(naive.perft('T', 1) == 11);
  CHECK(naive.perft('T', 2) == 110);
  CHECK(naive.perft('T', 3) == 1550);
}

TEST_CASE("龜鱷鬥獸棋: the push in every notation; records and links carry the game", "[guie][notation][share]") {
  using notation::Notation;
  const Game g = guie(kLone);
  const Move push = iccs_move(g, "e6e5~e5d7");
  REQUIRE(push.is_push());
  CHECK(notation::format_move(g.position(), push, Notation::Iccs) == "e6e5~e5d7");
  for (Notation n : {Notation::Wxf, Notation::Chinese, Notation::ChineseSimplified}) {
    const std::string text = notation::format_move(g.position(), push, n);
    INFO(text);
    CHECK(notation::parse_move(g.position(), text).move == push);
  }
  CHECK(notation::format_move(g.position(), push, Notation::Chinese).find("推e5d7") != std::string::npos);
  CHECK(!notation::parse_move(g.position(), "e6e5~e5e7").error.empty());
  testing::check_records_round_trip("guie", 1601, 120);
  testing::check_records_round_trip("guie", 1602, 200);
}

TEST_CASE("龜鱷鬥獸棋: the gesture: crocodile, turtle, then where the turtle goes", "[guie][gesture]") {
  const Game g = guie("9/9/4c4/3TT4/9/9/9/9/9 b - - 0 1");
  const Geometry& geo = g.position().geometry();
  const auto pt = [&](const char* s) { return Place::point(*parse_iccs_square(s, geo)); };
  MoveGesture gesture = g.gesture();
  REQUIRE(gesture.pick(pt("e6")).ok());
  REQUIRE(gesture.pick(pt("e5")).ok());
  std::set<std::string> next;
  for (const Pick& t : gesture.targets()) {
    CHECK(t.role == PickRole::Drop);
    next.insert(format_iccs_square(static_cast<Square>(t.place.id), geo));
  }
  CHECK(next.count("f5"));
  CHECK(!next.count("d5"));  // a turtle stands there
  REQUIRE(gesture.pick(pt("f5")).ok());
  CHECK(gesture.move() == iccs_move(g, "e6e5~e5f5"));
}

TEST_CASE("龜鱷鬥獸棋: the computer plays both sides with legal moves", "[guie][search]") {
  Searcher searcher;
  testing::check_engine_playouts("guie", 1601, 60, searcher);
}

TEST_CASE("龜鱷鬥獸棋: `generals = 0`, a variant without a general, and its refusals", "[guie][variant]") {
  // A general declared (the parent's piece.k) with generals = 0.
  const GameOrError royal = Game::create_from_text("[g0:xiangqi]\nflying_general = no\ngenerals = 0\n");
  CHECK_FALSE(royal.game);
  CHECK(royal.error.find("generals = 0 declares a game without a general, but piece.k") != std::string::npos);
  const GameOrError flying = Game::create_from_text("[g0:guie]\nflying_general = yes\n");
  CHECK_FALSE(flying.game);
  CHECK(flying.error.find("generals = 0 needs flying_general = no") != std::string::npos);
  // Without generals = 0 a variant must still have one.
  const GameOrError missing = Game::create_from_text(
      "[nok]\nboard = 3x4\nfiles = abc\npalace = b0-b0\nriver = none\nflying_general = no\npiece.t = custom\n"
      "t.name = 龜 龜 | 龟 龟 | Turtle\nt.move = W\nsetup = 1t1/3/3/1T1 w - - 0 1\n");
  CHECK_FALSE(missing.game);
  CHECK(missing.error.find("has no general") != std::string::npos);
  // The same with generals = 0 plays, and nobody is ever in check.
  const GameOrError none = Game::create_from_text(
      "[ok]\nboard = 3x4\nfiles = abc\npalace = b0-b0\nriver = none\nflying_general = no\ngenerals = 0\n"
      "piece.t = custom\nt.name = 龜 龜 | 龟 龟 | Turtle\nt.move = W\nsetup = 1t1/3/3/1T1 w - - 0 1\n");
  INFO(none.error);
  REQUIRE(none.game);
  CHECK(none.game->legal_moves().size() == 3);
  CHECK(!none.game->position().in_check());
  // A side with no move loses (困斃), the only end such a variant has without win rules.
  const GameOrError stuck = Game::create_from_text(
      "[st]\nboard = 3x4\nfiles = abc\npalace = b0-b0\nriver = none\nflying_general = no\ngenerals = 0\n"
      "piece.t = custom\nt.name = 龜 龜 | 龟 龟 | Turtle\nt.move = mfW\nsetup = 3/3/1t1/1T1 w - - 0 1\n");
  INFO(stuck.error);
  REQUIRE(stuck.game);
  CHECK(stuck.game->result().outcome == Outcome::BlackWins);
}

TEST_CASE("龜鱷鬥獸棋: 「\"角點\"指的是方框外的角點」: the board draws the box and the corners outside it", "[guie][board]") {
  const Game g = guie();
  const BoardDescription& b = g.board();
  // The thick border goes around the 7x7 box b1-h7 (`frame`), the five corners outside it.
  CHECK(b.frame_lo.file == 1);
  CHECK(b.frame_lo.rank == 1);
  CHECK(b.frame_hi.file == 7);
  CHECK(b.frame_hi.rank == 7);
  for (auto [f, r] : {std::pair{0, 0}, {8, 0}, {0, 8}, {4, 8}, {8, 8}}) CHECK(b.exists(f, r));
  CHECK(!b.exists(1, 0));
  CHECK(!b.exists(0, 1));
  CHECK(b.river == 0);
  // The five corner lines are drawn: four diagonals and e7-e8.
  auto drawn = [&](BoardPoint p, BoardPoint q) {
    return std::any_of(b.lines.begin(), b.lines.end(), [&](const BoardSegment& l) {
      return (l.a.file == p.file && l.a.rank == p.rank && l.b.file == q.file && l.b.rank == q.rank) ||
             (l.b.file == p.file && l.b.rank == p.rank && l.a.file == q.file && l.a.rank == q.rank);
    });
  };
  CHECK(drawn({0, 0}, {1, 1}));
  CHECK(drawn({8, 0}, {7, 1}));
  CHECK(drawn({0, 8}, {1, 7}));
  CHECK(drawn({8, 8}, {7, 7}));
  CHECK(drawn({4, 8}, {4, 7}));
  CHECK(!drawn({1, 1}, {2, 2}));  // no diagonal inside the box
  // The default frame elsewhere: the main files over all ranks.
  const Game xiangqi = testing::preset_game("xiangqi");  // kept: board() refers into it
  const BoardDescription& x = xiangqi.board();
  CHECK(x.frame_lo.file == 0);
  CHECK(x.frame_lo.rank == 0);
  CHECK(x.frame_hi.file == 8);
  CHECK(x.frame_hi.rank == 9);
  const GameOrError bad = Game::create_from_text("[f:guie]\nframe = h7-b1\n");
  CHECK_FALSE(bad.game);
  CHECK(bad.error.find("frame must be a rectangle of the grid") != std::string::npos);
}

TEST_CASE("龜鱷鬥獸棋: an isolated turtle: the same two clicks capture (Done) or push", "[guie][gesture]") {
  const Game g = guie(kLone);
  const Geometry& geo = g.position().geometry();
  const auto pt = [&](const char* s) { return Place::point(*parse_iccs_square(s, geo)); };
  MoveGesture gesture = g.gesture();
  REQUIRE(gesture.pick(pt("e6")).ok());
  REQUIRE(gesture.pick(pt("e5")).ok());
  const std::vector<Pick> targets = gesture.targets();
  CHECK(std::count_if(targets.begin(), targets.end(), [](const Pick& t) { return t.role == PickRole::Drop; }) == 21);
  CHECK(std::any_of(targets.begin(), targets.end(), [](const Pick& t) { return t.role == PickRole::Done; }));
  REQUIRE(gesture.pick(Place::action(GestureAction::Done)).ok());
  CHECK(gesture.move() == iccs_move(g, "e6e5"));
}

TEST_CASE("龜鱷鬥獸棋: a position repeated three times is a draw (no check, no chase here)", "[guie]") {
  Game g = guie();
  for (int i = 0; i < 2 && !g.result().over(); ++i)
    for (const char* m : {"b1a0", "c7c6", "a0b1", "c6c7"}) g = after(g, m);
  CHECK(g.result().outcome == Outcome::Draw);
}

TEST_CASE("龜鱷鬥獸棋: 「雙方輪流先行」: over a series of games the sides take turns to move first", "[guie]") {
  const GameOrError first = Game::create("guie");
  REQUIRE(first.game);
  CHECK(first.game->variant_info().first_alternates);
  CHECK(first.game->side_to_move() == Color::Red);  // the turtles open the first game
  // The next game after it: the crocodiles first; the one after that: the turtles again.
  const Game second = next_in_series(*Game::create("guie").game, *first.game);
  CHECK(second.side_to_move() == Color::Black);
  CHECK(second.ply() == 0);
  CHECK(second.fen().substr(0, second.fen().find(' ')) ==
        first.game->fen().substr(0, first.game->fen().find(' ')));  // the same setup
  CHECK(!second.legal_moves().empty());
  const Game third = next_in_series(*Game::create("guie").game, second);
  CHECK(third.side_to_move() == Color::Red);
  // After a game of another variant, the setup's side; 象棋 never alternates.
  CHECK(next_in_series(*Game::create("guie").game, Game::standard()).side_to_move() == Color::Red);
  CHECK_FALSE(Game::standard().variant_info().first_alternates);
  const GameOrError black_start = Game::create("xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1");
  REQUIRE(black_start.game);
  CHECK(next_in_series(Game::standard(), *black_start.game).side_to_move() == Color::Red);
  // The key is checked.
  const GameOrError bad = Game::create_from_text("[g2:guie]\nfirst = sometimes\n");
  CHECK(bad.error.find("line 2: first must be 'setup'") != std::string::npos);
  CHECK(Game::create_from_text("[g3:guie]\nfirst = setup\n").game->variant_info().first_alternates == false);
}
