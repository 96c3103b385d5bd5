// PGN game trees (core/notation/pgn_tree.h): variations, comments and marks both ways,
// broken records that keep what is legal, GBK texts, and the round trip of every shared
// XQF record (read_xqf -> write_pgn_tree -> read_pgn_tree gives the same tree).
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/notation/iccs.h"
#include "core/notation/pgn_tree.h"
#include "core/notation/record_file.h"
#include "core/notation/xqf.h"
#include "sample_tree.h"
#include "xqf_records.h"

using namespace xq;
using namespace xq::notation;
using record::GameTree;
using record::Mark;
using xq_test::iccs;
using xq_test::sample_tree;

TEST_CASE("a tree written as PGN reads back the same in every notation", "[pgn_tree]") {
  const GameTree t = sample_tree();
  for (Notation n : {Notation::Iccs, Notation::Wxf, Notation::Chinese, Notation::ChineseSimplified}) {
    const std::string pgn = write_pgn_tree({{"Event", "test"}, {"FEN", "ignored"}}, t, n, "1-0");
    INFO(pgn);
    const PgnTreeGame g = read_pgn_tree(pgn);
    CHECK(g.ok());
    CHECK(g.loaded);
    CHECK(g.result == "1-0");
    CHECK(g.tag("Event") == "test");
    CHECK(g.tag("FEN").empty());  // the standard start needs none
    CHECK(g.tag("Encoding") == "UTF-8");
    CHECK(t.first_difference(g.tree) == "");
  }
  // The old single-line reader still reads the main line of the same text.
  const std::string pgn = write_pgn_tree({}, t, Notation::Chinese, "*");
  const std::vector<PgnGame> games = read_pgn(pgn);
  REQUIRE(games.size() == 1);
  const PgnReplay r = replay(games[0], 0);
  CHECK(r.ok());
  CHECK(r.moves == t.main_line());
}

TEST_CASE("PGN variations, comments, glyphs and NAGs are read into the tree", "[pgn_tree]") {
  const PgnTreeGame g = read_pgn_tree(
      "[Event \"x\"]\n\n{start} 1. h2e2! {central} (1. c3c4 $5 {pawn} (1. b2e2) 1... g6g5) "
      "1... h9g7?! ; to the end\n 2. h0g2 (2. b0c2) b9c7 3. i0h0 ( 3. c3c4 ) *\n");
  CHECK(g.ok());
  const GameTree& t = g.tree;
  CHECK(t.node(GameTree::kRoot).comment == "start");
  const auto& first = t.node(GameTree::kRoot).children;
  REQUIRE(first.size() == 3);
  CHECK(t.node(first[0]).mark == Mark::Good);
  CHECK(t.node(first[0]).comment == "central");
  CHECK(t.node(first[1]).move == iccs("c3c4"));
  CHECK(t.node(first[1]).mark == Mark::Interesting);
  CHECK(t.node(first[1]).comment == "pawn");
  CHECK(t.node(first[1]).children.size() == 1);  // 1... g6g5 continues 1. c3c4
  CHECK(t.node(first[2]).move == iccs("b2e2"));
  const int b = t.node(first[0]).children.at(0);
  CHECK(t.node(b).mark == Mark::Dubious);
  CHECK(t.node(b).comment == "to the end");
  CHECK(t.main_line().size() == 5);
  CHECK(t.counts().variations == 4);
  CHECK(g.result == "*");
}

TEST_CASE("a broken PGN tree keeps every legal move and names the failing node", "[pgn_tree]") {
  const PgnTreeGame g = read_pgn_tree(
      "1. h2e2 h9g7 2. h0g2 (2. b0c2 b9c7) (2. h0i2 c9e7 3. i0i1 i9i8 4. i1f1 (4. i1d1 a9a8) e7c9) "
      "(2. e2e5 h7h0) 2... i9h9 3. i0h0 h0h1 4. a0a1 *");
  REQUIRE(g.warnings.size() == 2);
  // The cannon cannot pass its own soldier on e3 (a variation), Black cannot move a Red rook.
  CHECK(g.warnings[0].rfind("variation 3 of move 2 (Red), move 2 (Red) 'e2e5': ", 0) == 0);
  CHECK(g.warnings[0].find("(the rest of this variation is skipped)") != std::string::npos);
  CHECK(g.warnings[1].rfind("move 3 (Black) 'h0h1': ", 0) == 0);
  CHECK(g.warnings[1].find("main line") != std::string::npos);
  // Everything legal loaded: the main line up to 3. i0h0 and both good variations.
  CHECK(g.tree.main_line().size() == 5);
  const auto& alts = g.tree.node(g.tree.node(g.tree.node(GameTree::kRoot).children[0]).children[0]).children;
  CHECK(alts.size() == 3);
  CHECK(g.tree.counts().moves == 5 + 2 + 6 + 2);
}

TEST_CASE("a horse whose leg is blocked deep in a variation is named with its path", "[pgn_tree]") {
  const PgnTreeGame g =
      read_pgn_tree("1. h2e2 (1. c3c4 h9g7 2. b0c2 (2. b2b4 b9a7 3. h0f1 a9a8) 2... b9c7) *");
  REQUIRE(g.warnings.size() == 1);
  INFO(g.warnings[0]);
  CHECK(g.warnings[0].rfind("variation 1 of move 1 (Red), variation 1 of move 2 (Red), move 3 (Red) 'h0f1': ",
                            0) == 0);
  CHECK(g.warnings[0].find("leg") != std::string::npos);
  CHECK(g.tree.counts().moves == 7);
}

TEST_CASE("PGN tree texts in GBK are detected and recorded in a tag", "[pgn_tree]") {
  // "1. h2e2 {好} *" with the comment in GBK (好 = BA C3).
  const PgnTreeGame g = read_pgn_tree(std::string("[Event \"\xC6\xE5\"]\n1. h2e2 {\xBA\xC3} *\n"));
  CHECK(g.tag("Encoding") == "GBK");
  CHECK(g.tag("Event") == "棋");
  CHECK(g.tree.node(1).comment == "好");
  CHECK(read_pgn_tree("1. h2e2 {好} *").tag("Encoding") == "UTF-8");
}

TEST_CASE("every shared XQF record round-trips through a PGN tree", "[pgn_tree]") {
  const std::vector<std::string> files = xq_test::xqf_record_files();
  if (files.empty()) {
    WARN("the XQF records are not unpacked in build/xqf-records (scripts/test unpacks them): skipping");
    return;
  }
  std::size_t trees = 0, moves = 0, failures = 0;
  for (const std::string& f : files) {
    const XqfResult x = read_xqf(xq_test::read_bytes(f));
    if (!x.loaded) continue;
    ++trees;
    moves += x.tree.counts().moves;
    // ICCS for all, Chinese for every tenth (slower, and the same code for the tree).
    const Notation n = trees % 10 == 0 ? Notation::Chinese : Notation::Iccs;
    const PgnTreeGame g = read_pgn_tree(write_pgn_tree(x.tags, x.tree, n, x.tag("Result")));
    const std::string diff = g.warnings.empty() ? x.tree.first_difference(g.tree) : g.warnings.front();
    if (!diff.empty() && ++failures <= 10) UNSCOPED_INFO(f << ": " << diff);
  }
  WARN(trees << " XQF trees (" << moves << " moves) through PGN, " << failures << " differ");
  CHECK(failures == 0);
}

TEST_CASE("PGN comments: '}' is written full-width, full-width braces are text inside '{'", "[pgn_tree]") {
  GameTree t(Game::kStandardFen);
  t.set_comment(t.add_move(GameTree::kRoot, iccs("h2e2")), "｛quoted｝ and a } brace");
  const std::string pgn = write_pgn_tree({}, t, Notation::Iccs, "*");
  CHECK(pgn.find("{｛quoted｝ and a ｝ brace}") != std::string::npos);
  const PgnTreeGame g = read_pgn_tree(pgn);
  CHECK(g.ok());
  CHECK(g.tree.node(1).comment == "｛quoted｝ and a ｝ brace");
  // A comment opened full-width closes full-width too.
  CHECK(read_pgn_tree("1. h2e2 ｛中炮｝ h9g7 *").tree.node(1).comment == "中炮");
}

TEST_CASE("only a result token ends the written movetext", "[pgn_tree]") {
  GameTree t(Game::kStandardFen);
  t.add_move(GameTree::kRoot, iccs("h2e2"));
  CHECK(write_pgn_tree({}, t, Notation::Iccs, "h9g7") == "\n1. h2e2 *\n");
  CHECK(write_pgn_tree({}, t, Notation::Iccs, "1/2-1/2") == "\n1. h2e2 1/2-1/2\n");
}

TEST_CASE("PGN comments before a move and [%clk] clocks are read into the tree", "[pgn_tree]") {
  // The first comment after a move is that move's; a further one before the next move,
  // and one right after "(", introduce the next move (issue #17: "a comment before and
  // after each move"); "[%clk …]" in a move's comment is the mover's clock.
  const PgnTreeGame g = read_pgn_tree(
      "1. h2e2 {a} ({the quiet way} 1. c3c4 {b} {d}) {c} 1... h9g7 {[%clk 0:04:59] d} "
      "2. h0g2 {[%clk 1:02:03.5]} 2... b9c7 {[%clk 0:07]} *");
  REQUIRE(g.ok());
  const GameTree& t = g.tree;
  const auto& first = t.node(GameTree::kRoot).children;
  REQUIRE(first.size() == 2);
  CHECK(t.node(first[0]).comment == "a");
  CHECK(t.node(first[0]).comment_before.empty());
  CHECK(t.node(first[1]).comment_before == "the quiet way");
  CHECK(t.node(first[1]).comment == "b\nd");  // nothing followed {d} in its variation
  const int h9g7 = t.node(first[0]).children.at(0);
  CHECK(t.node(h9g7).comment_before == "c");
  CHECK(t.node(h9g7).comment == "d");
  CHECK(t.node(h9g7).clock_ms == 299000);
  const int h0g2 = t.node(h9g7).children.at(0);
  CHECK(t.node(h0g2).clock_ms == 3723500);
  CHECK(t.node(h0g2).comment.empty());
  CHECK(t.node(t.node(h0g2).children.at(0)).clock_ms == 7000);
  CHECK(t.node(first[0]).clock_ms == -1);
  CHECK(t.counts().comments == 5);
  CHECK(t.counts().clocks == 3);
}

TEST_CASE("comments before moves and clocks survive a PGN round trip in every notation", "[pgn_tree]") {
  GameTree t = xq_test::sample_tree();
  const auto& first = t.node(GameTree::kRoot).children;
  t.set_comment_before(first[0], "the first move, after the root's comment");
  t.set_comment_before(first[1], "仙人指路 instead");
  const int b = t.node(first[0]).children.at(0);  // 1... h9g7: its parent h2e2 has no comment
  t.set_comment_before(b, "Black answers");
  t.set_clock(b, 299000);
  const int d = t.node(b).children.at(0);  // 2. h0g2 {two lines}: comment and clock
  t.set_clock(d, 61500);
  const int i9h9 = t.node(d).children.at(0);
  t.set_comment_before(i9h9, "after a commented move");
  const int c7 = t.node(d).children.at(1);  // 2... b9c7, a variation
  t.set_comment_before(c7, "or");
  t.set_clock(c7, 0);
  for (Notation n : {Notation::Iccs, Notation::Wxf, Notation::Chinese}) {
    const std::string pgn = write_pgn_tree({}, t, n, "*");
    INFO(pgn);
    const PgnTreeGame g = read_pgn_tree(pgn);
    CHECK(g.ok());
    CHECK(t.first_difference(g.tree) == "");
  }
  const std::string pgn = write_pgn_tree({}, t, Notation::Iccs, "*");
  CHECK(pgn.find("[%clk 0:04:59]") != std::string::npos);
  CHECK(pgn.find("[%clk 0:01:01.5]") != std::string::npos);
  INFO(pgn);
  CHECK(pgn.find("({仙人指路 instead}") != std::string::npos);
}

namespace {

// A move of `g`'s side to move read on g's own board (a variant's files, add-on moves).
Move variant_move(const Game& g, const char* text) {
  const ParsedMove pm = parse_move(g, text);
  INFO(text << ": " << pm.error);
  REQUIRE(pm.ok());
  return pm.move;
}

// Plays `text` in g as a new variation when the current node already has a child.
void play_text(Game& g, const char* text) {
  REQUIRE(g.play(variant_move(g, text), Branch::NewVariation).ok());
}

// The FEN after every node of `t`, played on `board`'s rules (node order).
std::vector<std::string> node_fens(const Game& board, const GameTree& t) {
  Game g = board;
  g.load_tree(t);
  std::vector<std::string> fens;
  for (std::size_t id = 0; id < g.tree().size(); ++id) {
    REQUIRE(g.go_to(static_cast<int>(id)));
    fens.push_back(g.fen());
  }
  return fens;
}

}  // namespace

TEST_CASE("a 山界 tree with a variation and a comment round-trips on its Variant tag", "[pgn_tree]") {
  GameOrError made = Game::create("shanjie");
  REQUIRE(made.game);
  Game g = std::move(*made.game);
  play_text(g, "z2e2");  // the mountain cannon to the centre
  play_text(g, "h9g7");
  REQUIRE(g.undo());
  play_text(g, "b9c7");  // a variation of Black's first move
  g.set_comment(g.current_node(), "左馬");
  REQUIRE(g.tree().counts().variations == 1);
  for (Notation n : {Notation::Iccs, Notation::Chinese}) {
    const std::string pgn = write_pgn_tree({{"Event", "山界"}}, g.tree(), n, "*", &g);
    INFO(pgn);
    CHECK(pgn.find("[Variant \"shanjie\"]\n") != std::string::npos);
    CHECK(
        pgn.find("[FEN \"1rnbakabnr1/11/c9c/1p1p1p1p1p1/11/11/1P1P1P1P1P1/C9C/11/1RNBAKABNR1 w - - 0 1\"]") !=
        std::string::npos);
    if (n == Notation::Iccs) CHECK(pgn.find("1. z2e2 h9g7 (1... b9c7 {左馬}) *") != std::string::npos);
    const PgnTreeGame back = read_pgn_tree(pgn);  // no board given: the Variant tag's
    CHECK(back.warnings == std::vector<std::string>{});
    REQUIRE(back.loaded);
    CHECK(back.tree.start_fen() == g.start_fen());
    CHECK(g.tree().first_difference(back.tree) == "");
    const std::vector<std::string> fens = node_fens(g, back.tree);
    CHECK(fens == node_fens(g, g.tree()));
    REQUIRE(fens.size() == 4);
    CHECK(fens[3] == "1r1bakabnr1/11/c2n6c/1p1p1p1p1p1/11/11/1P1P1P1P1P1/5C4C/11/1RNBAKABNR1 w - - 2 2");
    // A record file says which board its tree was read on (the page opens it there).
    const RecordFile file = read_record_file(pgn);
    REQUIRE(record_board(file).game);
    CHECK(record_board(file).game->variant() == "shanjie");
    CHECK(g.tree().first_difference(file.tree) == "");
  }
  CHECK(record_board(read_record_file(std::string_view("1. h2e2 (1. c3c4) *"))).game->variant() == Game::kStandardVariant);
}

TEST_CASE("a standard tree with an add-on's moves round-trips on the game's board", "[pgn_tree]") {
  RuleOptions options;
  options.addons = {"horse_scare"};
  GameOrError made = Game::create("xiangqi", "", options);
  REQUIRE(made.game);
  Game g = std::move(*made.game);
  play_text(g, "b2b9");       // the opening cannon takes a horse
  play_text(g, "h9g7&a9b9");  // 殺驚與遁馬: the double move answers it
  REQUIRE(g.undo());
  play_text(g, "a9b9");  // a variation: the chariot takes the cannon
  g.set_comment(g.current_node(), "plain");
  const std::string pgn = write_pgn_tree({}, g.tree(), Notation::Chinese, "*", &g);
  INFO(pgn);
  CHECK(pgn.find("[Variant") == std::string::npos);  // standard xiangqi
  CHECK(pgn.find("[Addons \"horse_scare\"]\n") != std::string::npos);  // named for a reader
  CHECK(pgn.find("1. 炮八進七 馬８進７&車１平２ (1... 車１平２ {plain}) *") != std::string::npos);
  const PgnTreeGame back = read_pgn_tree(pgn, &g);
  CHECK(back.warnings == std::vector<std::string>{});
  CHECK(g.tree().first_difference(back.tree) == "");
  CHECK(node_fens(g, back.tree) == node_fens(g, g.tree()));
  // Read by its tags alone (an import: no game to read it on), the Addons tag switches
  // 殺驚與遁馬 on.
  const PgnTreeGame tagged = read_pgn_tree(pgn);
  CHECK(tagged.warnings == std::vector<std::string>{});
  CHECK(g.tree().first_difference(tagged.tree) == "");
  RecordFile file;
  file.tags = tagged.tags;
  file.tree = tagged.tree;
  REQUIRE(record_board(file).game);
  CHECK(record_board(file).game->options().addons == std::vector<std::string>{"horse_scare"});
  // An unknown add-on is named.
  std::string unknown = pgn;
  unknown.replace(unknown.find("horse_scare"), 11, "horse_scarf");
  const PgnTreeGame bad = read_pgn_tree(unknown);
  CHECK_FALSE(bad.loaded);
  REQUIRE(bad.warnings.size() == 1);
  CHECK(bad.warnings[0].rfind("Addons tag: unknown add-on 'horse_scarf'", 0) == 0);
  // Without the add-on the double move is no move: that line stops there, the rest loads.
  std::string untagged = pgn;
  untagged.erase(untagged.find("[Addons"), std::string("[Addons \"horse_scare\"]\n").size());
  const PgnTreeGame plain = read_pgn_tree(untagged);
  REQUIRE(plain.warnings.size() == 1);
  CHECK(plain.warnings[0] ==
        "move 1 (Black) '馬８進７&車１平２': illegal: a double move answers only the opening "
        "cannon-takes-horse: "
        "horse first, then another piece (殺驚與遁馬) (the rest of the main line is skipped)");
  CHECK(plain.tree.size() == 2);
}

TEST_CASE("a 山界 tree's move that only standard xiangqi allows is reported and dropped", "[pgn_tree]") {
  // 1. h2e2 is standard's 炮二平五; on 山界 the cannons start on the mountain files.
  const std::string pgn =
      "[Variant \"ShanJie\"]\n"
      "[FEN \"1rnbakabnr1/11/c9c/1p1p1p1p1p1/11/11/1P1P1P1P1P1/C9C/11/1RNBAKABNR1 w - - 0 1\"]\n\n"
      "1. z2e2 (1. h2e2 h9g7) h9g7 2. h0g2 *\n";
  const PgnTreeGame g = read_pgn_tree(pgn);
  REQUIRE(g.loaded);
  CHECK(g.warnings ==
        std::vector<std::string>{
            "variation 1 of move 1 (Red), move 1 (Red) 'h2e2': illegal: there is no piece there "
            "(the rest of this variation is skipped)"});
  CHECK(g.tree.size() == 4);  // z2e2 h9g7 h0g2: the variation is gone
  CHECK(g.tree.node(GameTree::kRoot).children.size() == 1);
  // The same text read as standard xiangqi fails at once: its FEN is not a 9-file board.
  const PgnTreeGame standard = read_pgn_tree(pgn.substr(pgn.find('\n') + 1));
  CHECK_FALSE(standard.loaded);
  CHECK(
      standard.warnings ==
      std::vector<std::string>{"bad FEN tag: rank 1 (from top): too many points (more than 9) at column 10"});
  // A standard FEN is no 山界 position; an unknown variant is named as such.
  const PgnTreeGame nine = read_pgn_tree("[Variant \"shanjie\"]\n[FEN \"" + std::string(Game::kStandardFen) +
                                         "\"]\n\n1. h2e2 *\n");
  CHECK_FALSE(nine.loaded);
  CHECK(nine.warnings ==
        std::vector<std::string>{
            "bad FEN tag for variant 'shanjie': rank 1 (from top): only 9 points, expected 11"});
  const PgnTreeGame unknown = read_pgn_tree("[Variant \"nosuch\"]\n\n1. h2e2 *\n");
  CHECK_FALSE(unknown.loaded);
  REQUIRE(unknown.warnings.size() == 1);
  CHECK(unknown.warnings[0].rfind("Variant tag: unknown variant 'nosuch' (known: xiangqi, ", 0) == 0);
}
