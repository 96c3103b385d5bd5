// 巨將象棋 (seed 000, preset `jujiang`). Each test quotes the seed sentence it checks; the
// choices for what the seed leaves open are in docs/variants.md §25: the extension blocks
// y4-z5 and j4-k5, the giants on opposite flanks, the anchor on the block's lower-left
// point with three parts, a move slides the block onto the next block (never onto an own
// piece, at most three pieces taken, the enemy giant counting as one), any of the four
// points captured takes the whole giant, all four points block lines and screen cannons.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "core/fen.h"
#include "core/board_description.h"
#include "core/game.h"
#include "core/gesture.h"
#include "core/movegen.h"
#include "core/position_setup.h"
#include "core/notation/iccs.h"
#include "core/notation/movetext.h"
#include "core/search/search.h"
#include "tests/core/preset_checks.h"

using namespace xq;
using testing::iccs_move;
using testing::targets_of;

namespace {

Game jujiang(std::string_view fen = {}) { return testing::preset_game("jujiang", fen); }

Game after(const Game& g, const char* iccs) {
  Game next = g;
  const MoveVerdict v = next.play(iccs_move(g, iccs));
  INFO(iccs << ": " << v.text);
  REQUIRE(v.ok());
  return next;
}

// The glyph drawn for the piece on a point, "." for none.
std::string glyph(const Game& g, const char* point) {
  const Square s = *parse_iccs_square(point, g.position().geometry());
  const Piece p = g.position().piece_on(s);
  return p.empty() ? "." : g.piece_glyph(p);
}

bool empty_at(const Game& g, const char* point) { return glyph(g, point) == "."; }

int pieces_of(const Game& g, Color c) {
  int n = 0;
  const Position& pos = g.position();
  for (int s = 0; s < pos.geometry().size; ++s)
    if (!pos.piece_on(static_cast<Square>(s)).empty() && pos.piece_on(static_cast<Square>(s)).color() == c) ++n;
  return n;
}

// Red's giant on c4 (c4 d4 c5 d5), the generals on e0 and f9.
constexpr const char* kCentre = "7k5/13/13/13/4XX7/4JX7/13/13/13/6K6 w - - 0 1";

// Walks the tree to `depth`, checking after every make and unmake that the hash, the piece
// lists and the FEN agree (the giant's followers and side captures go through both).
void walk(Position& pos, int depth) {
  if (depth == 0) return;
  MoveList list;
  generate_legal(pos, list);
  for (Move m : list) {
    const std::string before = to_fen(pos);
    const std::uint64_t hash = pos.hash();
    UndoInfo undo;
    pos.do_move(m, undo);
    REQUIRE(pos.invariants_hold());
    REQUIRE(pos.hash() == pos.compute_hash());
    walk(pos, depth - 1);
    pos.undo_move(m, undo);
    REQUIRE(pos.hash() == hash);
    REQUIRE(to_fen(pos) == before);
  }
}

}  // namespace

TEST_CASE("巨將象棋: 「河界兩側各增加四個點位」「各占據四個點位，開局放置擴展位置」: board and setup", "[jujiang]") {
  const Game g = jujiang();
  CHECK(g.fen() == "2rnbakabnr2/13/3c5c3/2p1p1p1p1p2/XX9xx/JX9jx/2P1P1P1P1P2/3C5C3/13/2RNBAKABNR2 w - - 0 1");
  const Geometry& geo = g.position().geometry();
  CHECK(geo.width == 13);
  CHECK(geo.height == 10);
  // The eight extension points, and no other point on the four outer files.
  for (const char* p : {"y4", "z4", "y5", "z5", "j4", "k4", "j5", "k5"}) CHECK(parse_iccs_square(p, geo).has_value());
  for (const char* p : {"y3", "z6", "j0", "k9", "y0", "k3", "j6"}) CHECK_FALSE(parse_iccs_square(p, geo).has_value());
  // Each giant fills its block: Red's on the left, Black's on the right.
  for (const char* p : {"y4", "z4", "y5", "z5", "j4", "k4", "j5", "k5"}) CHECK(glyph(g, p) == "巨");
  // From the start each giant has one move: onto the board beside it (above and below
  // its block are holes).
  CHECK(targets_of(g, "y4") == std::set<std::string>{"a4"});
  // The parts have no move of their own.
  CHECK(targets_of(g, "z4").empty());
  CHECK(targets_of(g, "y5").empty());
}

TEST_CASE("巨將象棋: 「巨將橫豎每次兩小格」: the block slides two points in four directions", "[jujiang]") {
  const Game g = jujiang(kCentre);
  CHECK(targets_of(g, "c4") == std::set<std::string>{"c6", "c2", "a4", "e4"});
  for (const char* to : {"c6", "c2", "a4", "e4"}) {
    const std::string move = std::string("c4") + to;
    const Game next = after(g, move.c_str());
    for (const char* old : {"c4", "d4", "c5", "d5"}) CHECK(empty_at(next, old));
    const Geometry& geo = next.position().geometry();
    const Square a = *parse_iccs_square(to, geo);
    for (int df : {0, 1})
      for (int dr : {0, 1})
        CHECK(next.position().piece_on(geo.square(geo.file_of[a] + df, geo.rank_of[a] + dr)).color() == Color::Red);
    CHECK(pieces_of(next, Color::Red) == 5);
  }
  // Two points and only along a file or rank: other steps are refused with the rule.
  Game probe = g;
  CHECK_FALSE(probe.play(iccs_move(g, "c4c5")).ok());  // onto its own part: the ordinary refusal
  for (const char* bad : {"c4c3", "c4e6", "c4c8", "c4g4", "d4d6"}) {
    const MoveVerdict v = probe.play(iccs_move(g, bad));
    INFO(bad << ": " << v.text);
    CHECK_FALSE(v.ok());
    CHECK(v.text.find("巨將") != std::string::npos);
  }
  // Near the extension: from z4 the block z4 a4 z5 a5 may slide left only if y4..a5 exist:
  // y4 z4 y5 z5 are points, so a giant anchored on a4 can go back onto the extension.
  const Game edge = jujiang("7k5/13/13/13/2XX9/2JX9/13/13/13/6K6 w - - 0 1");
  CHECK(targets_of(edge, "a4") == std::set<std::string>{"a6", "a2", "y4", "c4"});
  // From the extension only sideways: above and below are holes.
  const Game ext = jujiang("7k5/13/13/13/XX11/JX11/13/13/13/6K6 w - - 0 1");
  CHECK(targets_of(ext, "y4") == std::set<std::string>{"a4"});
}

TEST_CASE("巨將象棋: 「吃同走」「巨將每次可同時吃敵棋1-3枚」: every enemy piece under the new block", "[jujiang]") {
  // The block c6 d6 c7 d7 above Red's giant on c4 holds 1, 2, 3 or 4 Black pieces.
  struct Case {
    const char* fen;
    int taken;
  };
  const Case cases[] = {
      {"7k5/13/5r7/13/4XX7/4JX7/13/13/13/6K6 w - - 0 1", 1},        // d7 (a part's point)
      {"7k5/13/5r7/4p8/4XX7/4JX7/13/13/13/6K6 w - - 0 1", 2},       // c6 and d7
      {"7k5/13/4nr7/4pc7/4XX7/4JX7/13/13/13/6K6 w - - 0 1", 4},     // all four: refused
      {"7k5/13/5r7/4pc7/4XX7/4JX7/13/13/13/6K6 w - - 0 1", 3},      // c6 d6 d7
  };
  for (const Case& c : cases) {
    INFO(c.fen);
    const Game g = jujiang(c.fen);
    const int black = pieces_of(g, Color::Black);
    Game next = g;
    const MoveVerdict v = next.play(iccs_move(g, "c4c6"));
    if (c.taken == 4) {
      CHECK_FALSE(v.ok());
      CHECK(v.text.find("1-3") != std::string::npos);
      CHECK(targets_of(g, "c4").count("c6") == 0);
      continue;
    }
    REQUIRE(v.ok());
    CHECK(pieces_of(next, Color::Black) == black - c.taken);
    for (const char* p : {"c6", "d6", "c7", "d7"}) CHECK(glyph(next, p) == "巨");
    CHECK(next.position().halfmove_clock() == 0);
  }
}

TEST_CASE("巨將象棋: the enemy giant under the block counts as one piece and goes whole", "[jujiang]") {
  // 「吃敵方"巨將"時，以一枚占其所在某一個位置均可吃」: Red's giant slides onto c6 d6 c7 d7;
  // Black's giant d7 e7 d8 e8 has one point there and a Black horse stands on c6: two pieces.
  const Game g = jujiang("7k5/5xx6/5jx6/4n8/4XX7/4JX7/13/13/13/6K6 w - - 0 1");
  CHECK(pieces_of(g, Color::Black) == 6);
  CHECK(targets_of(g, "c4").count("c6") == 1);
  const Game next = after(g, "c4c6");
  CHECK(pieces_of(next, Color::Black) == 1);  // the general only: the horse and the whole giant
  for (const char* p : {"e7", "d8", "e8"}) CHECK(empty_at(next, p));
  for (const char* p : {"c6", "d6", "c7", "d7"})
    CHECK(next.position().piece_on(*parse_iccs_square(p, next.position().geometry())).color() == Color::Red);
}

TEST_CASE("巨將象棋: own piece in the new block: refused with the reason", "[jujiang]") {
  const Game g = jujiang("7k5/13/13/5P7/4XX7/4JX7/13/13/13/6K6 w - - 0 1");  // a Red soldier on d6
  CHECK(targets_of(g, "c4").count("c6") == 0);
  Game probe = g;
  const MoveVerdict v = probe.play(iccs_move(g, "c4c6"));
  CHECK_FALSE(v.ok());
  INFO(v.text);
  CHECK(v.text.find("your own") != std::string::npos);
}

TEST_CASE("巨將象棋: 「以一枚占其所在某一個位置均可吃」: captured through any of its four points", "[jujiang]") {
  struct Case {
    const char* fen;
    const char* move;
    const char* point;
  };
  const Case cases[] = {
      {"4r2k5/13/13/13/4XX7/4JX7/13/13/13/6K6 b - - 0 1", "c9c5", "c5"},  // a chariot down the file
      {"7k5/13/6n6/13/4XX7/4JX7/13/13/13/6K6 b - - 0 1", "e7d5", "d5"},   // a horse
      {"7k5/13/13/13/4XX7/4JX4r2/13/13/13/6K6 b - - 0 1", "i4d4", "d4"},  // a chariot along the rank
      {"7k5/13/13/13/4XX7/2r1JX7/13/13/13/6K6 b - - 0 1", "a4c4", "c4"},  // onto the anchor
  };
  for (const Case& c : cases) {
    INFO(c.fen << " " << c.move);
    const Game g = jujiang(c.fen);
    const Game next = after(g, c.move);
    CHECK(pieces_of(next, Color::Red) == 1);  // the general only
    for (const char* p : {"c4", "d4", "c5", "d5"})
      if (std::string(p) != c.point) CHECK(empty_at(next, p));
    CHECK(next.position().piece_on(*parse_iccs_square(c.point, next.position().geometry())).color() == Color::Black);
  }
}

TEST_CASE("巨將象棋: all four points block lines and screen cannons", "[jujiang]") {
  // A Black chariot on a4 stops at the giant's anchor c4 (captures it, goes no further).
  const Game rook = jujiang("7k5/13/13/13/4XX7/2r1JX7/13/13/13/6K6 b - - 0 1");
  const std::set<std::string> t = targets_of(rook, "a4");
  CHECK(t.count("c4") == 1);
  CHECK(t.count("e4") == 0);
  // A Black cannon on i4: d4 is its screen, the anchor c4 behind it its capture; d4 itself
  // is not (a cannon never captures without a screen).
  const Game cannon = jujiang("7k5/13/13/13/4XX7/4JX4c2/13/13/13/6K6 b - - 0 1");
  const std::set<std::string> ct = targets_of(cannon, "i4");
  CHECK(ct.count("c4") == 1);
  CHECK(ct.count("d4") == 0);
  const Game shot = after(cannon, "i4c4");
  CHECK(pieces_of(shot, Color::Red) == 1);
  // The flying general: the giant on the e-file stands between the generals; it may not
  // leave the file (left or right), it may slide along it.
  const Game file = jujiang("6k6/13/13/13/6XX5/6JX5/13/13/13/6K6 w - - 0 1");
  CHECK(targets_of(file, "e4") == std::set<std::string>{"e6", "e2"});
}

TEST_CASE("巨將象棋: the giant gives check: a general under a block it may move to", "[jujiang]") {
  // Red's giant on d6 (d6 e6 d7 e7) may slide onto d8 e8 d9 e9, where Black's general stands.
  const Game g = jujiang("6k6/13/5XX6/5JX6/13/13/13/13/13/5K7 b - - 0 1");
  CHECK(g.in_check());
  // Black answers: the general steps off the block (to f9 or f8 ... the block covers d8 e8
  // d9 e9) and no move leaves it under the block.
  for (Move m : g.legal_moves()) {
    Game next = g;
    REQUIRE(next.play(m).ok());
    CHECK_FALSE(next.position().general_attacked(Color::Black));
  }
  // Taking the general ends the game: Red may not leave its own general in check either,
  // and the giant's capture of the general is what the check means.
  CHECK(!g.legal_moves().empty());
}

TEST_CASE("巨將象棋: FEN round trip and clear errors for a broken giant", "[jujiang][fen]") {
  const Game g = jujiang();
  CHECK(jujiang(g.fen()).fen() == g.fen());
  const Game moved = after(g, "y4a4");
  CHECK(moved.fen() == "2rnbakabnr2/13/3c5c3/2p1p1p1p1p2/2XX7xx/2JX7jx/2P1P1P1P1P2/3C5C3/13/2RNBAKABNR2 b - - 1 1");
  CHECK(jujiang(moved.fen()).fen() == moved.fen());
  // A part missing: the giant on y4 without its part on y5.
  GameOrError broken = Game::create(
      "jujiang", "2rnbakabnr2/13/3c5c3/2p1p1p1p1p2/1X9xx/JX9jx/2P1P1P1P1P2/3C5C3/13/2RNBAKABNR2 w - - 0 1", RuleOptions{});
  CHECK_FALSE(broken.game);
  CHECK(broken.error.find("giant at y4 needs y4 z4 y5 z5") != std::string::npos);
  // A giant whose block leaves the board (a9: no rank above).
  GameOrError top = Game::create("jujiang", "2J3k6/13/13/13/13/13/13/13/13/6K6 w - - 0 1", RuleOptions{});
  CHECK_FALSE(top.game);
  INFO(top.error);
  CHECK(top.error.find("giant at a9 needs a9 b9 (no point above it)") != std::string::npos);
  // A part with no giant.
  GameOrError lone = Game::create("jujiang", "7k5/13/13/13/13/4X8/13/13/13/6K6 w - - 0 1", RuleOptions{});
  CHECK_FALSE(lone.game);
  INFO(lone.error);
  CHECK(lone.error.find("giant part at c4 has no giant") != std::string::npos);
}

TEST_CASE("巨將象棋: the position editor refuses a broken giant", "[jujiang][fen]") {
  const Game g = jujiang();
  const Geometry& geo = g.position().geometry();
  PositionSetup setup = PositionSetup::start(g);
  CHECK(setup.check().kind == FenErrorKind::None);
  // Moving one part of Red's giant away breaks the block: the editor says which points it needs.
  REQUIRE(setup.move(*parse_iccs_square("z5", geo), *parse_iccs_square("a5", geo)));
  const FenError e = setup.check();
  CHECK(e.kind != FenErrorKind::None);
  INFO(e.message);
  CHECK(e.message.find("giant at y4 needs y4 z4 y5 z5") != std::string::npos);
  REQUIRE(setup.move(*parse_iccs_square("a5", geo), *parse_iccs_square("z5", geo)));
  CHECK(setup.check().kind == FenErrorKind::None);
}

TEST_CASE("巨將象棋: perft 1-3 from the start; make/unmake keep hash, lists and FEN", "[jujiang][perft]") {
  // Depth 1 by hand: standard 象棋's 44 (the four extension points are out of reach of
  // every piece at the start) and the giant's one move y4a4. Depth 2: 1920 + 44 (Black's
  // giant move after each standard Red move) + 42 after y4a4 (Black's 44 + its giant's
  // move, less the cannon b7's b3 b2 b1... it now stops on the giant: b6 and the capture
  // b4 over b5 instead of b6 b5 b4 b3 and b0: -3) = 2006.
  Position pos = jujiang().position();
  CHECK(perft(pos, 1) == 45);
  CHECK(perft(pos, 2) == 2006);
  CHECK(perft(pos, 3) == 85122);
  Position tree = jujiang().position();
  walk(tree, 3);
  Position capture = jujiang("7k5/13/5r7/4pc7/4XX7/4JX7/13/13/13/6K6 w - - 0 1").position();
  walk(capture, 3);
}

TEST_CASE("巨將象棋: the giant's move in every notation; records and links carry the game", "[jujiang][notation][share]") {
  using notation::Notation;
  const Game g = jujiang();
  const Move m = iccs_move(g, "y4a4");
  for (Notation n : {Notation::Iccs, Notation::Wxf, Notation::Chinese, Notation::ChineseSimplified}) {
    const std::string text = notation::format_move(g.position(), m, n);
    INFO(text);
    CHECK(notation::parse_move(g.position(), text).move == m);
  }
  CHECK(notation::format_move(g.position(), m, Notation::Iccs) == "y4a4");
  testing::check_records_round_trip("jujiang", 2006, 80);
  testing::check_records_round_trip("jujiang", 2007, 160);
}

TEST_CASE("巨將象棋: the page draws one disc per giant and picks it through any of its points", "[jujiang][gesture]") {
  const Game g = jujiang(kCentre);
  const Geometry& geo = g.position().geometry();
  const BoardDescription& bd = g.board();
  const auto sq = [&](const char* s) { return *parse_iccs_square(s, geo); };
  const auto pt = [&](const char* s) { return Place::point(sq(s)); };
  // 「各占據四個點位」: the anchor is drawn over its block, the other three points not at all.
  CHECK(bd.span(g.position().piece_on(sq("c4"))) == 2);
  for (const char* p : {"d4", "c5", "d5"}) CHECK(bd.span(g.position().piece_on(sq(p))) == 0);
  CHECK(bd.span(g.position().piece_on(sq("e0"))) == 1);
  // A click on any of its four points picks the giant (its anchor c4) ...
  for (const char* p : {"c4", "d4", "c5", "d5"}) {
    MoveGesture gesture = g.gesture();
    INFO(p);
    REQUIRE(gesture.pick(pt(p)).ok());
    CHECK(gesture.picked().back().place == pt("c4"));
    // ... and a click on any point of a block it may move to picks that move.
    for (const char* q : {"c6", "d6", "c7", "d7"}) {
      MoveGesture next = gesture;
      INFO(q);
      const PickVerdict v = next.pick(pt(q));
      REQUIRE(v.complete());
      CHECK(v.move == iccs_move(g, "c4c6"));
    }
    MoveGesture bad = gesture;
    CHECK_FALSE(bad.pick(pt("c8")).ok());  // not a block it may move to
  }
}

TEST_CASE("巨將象棋: the computer answers with legal moves", "[jujiang][search]") {
  Searcher searcher;
  testing::check_engine_playouts("jujiang", 2006, 40, searcher);
}
