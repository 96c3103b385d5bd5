// Game keeps a game tree (issue #17, 打譜): playing at an earlier ply replaces the rest or
// adds a variation, go_to jumps to any node, promote/delete, comments and marks, and the
// current line (history, redo, FEN) follows the node.
#include <catch2/catch.hpp>

#include "core/game.h"
#include "core/notation/iccs.h"

using namespace xq;
using record::GameTree;
using record::Mark;

namespace {
Move mv(const char* iccs) { return *parse_iccs(iccs); }

std::string line(const Game& g) {
  std::string out;
  for (Move m : g.history()) out += format_iccs(m) + " ";
  out += "|";
  for (Move m : g.redo_moves()) out += " " + format_iccs(m);
  return out;
}

// 1. h2e2 h9g7 2. h0g2, back to ply 1.
Game three_back() {
  Game g = Game::standard();
  for (const char* m : {"h2e2", "h9g7", "h0g2"}) REQUIRE(g.play(mv(m)).ok());
  REQUIRE(g.undo());
  REQUIRE(g.undo());
  return g;
}
}  // namespace

TEST_CASE("tree game: every move played is a node of the tree", "[tree_game]") {
  Game g = Game::standard();
  CHECK(g.current_node() == GameTree::kRoot);
  REQUIRE(g.play(mv("h2e2")).ok());
  REQUIRE(g.play(mv("h9g7")).ok());
  CHECK(g.tree().size() == 3);
  CHECK(g.tree().line_to(g.current_node()) == g.history());
  CHECK(g.tree().depth(g.current_node()) == 2);
  REQUIRE(g.undo());
  CHECK(g.tree().depth(g.current_node()) == 1);
  REQUIRE(g.redo());
  CHECK(g.tree().size() == 3);  // redo follows the node, adds none
}

TEST_CASE("tree game: a different move at an earlier ply replaces the rest by default", "[tree_game]") {
  Game g = three_back();
  REQUIRE(g.play(mv("b9c7")).ok());
  CHECK(line(g) == "h2e2 b9c7 |");
  CHECK(g.tree().size() == 3);  // h9g7 h0g2 went
  CHECK(g.tree().counts().variations == 0);
  CHECK(g.tree().main_line() == g.history());
}

TEST_CASE("tree game: a new variation keeps the old line beside it", "[tree_game]") {
  Game g = three_back();
  REQUIRE(g.play(mv("b9c7"), Branch::NewVariation).ok());
  CHECK(line(g) == "h2e2 b9c7 |");
  CHECK(g.tree().size() == 5);
  CHECK(g.tree().counts().variations == 1);
  CHECK(g.tree().main_line() == std::vector<Move>{mv("h2e2"), mv("h9g7"), mv("h0g2")});
  // The same move again is the node already there, whatever the choice.
  REQUIRE(g.undo());
  REQUIRE(g.play(mv("b9c7"), Branch::NewVariation).ok());
  CHECK(g.tree().size() == 5);
  // The old line's move goes back into it, with its continuation to redo.
  REQUIRE(g.undo());
  REQUIRE(g.play(mv("h9g7"), Branch::Replace).ok());
  CHECK(line(g) == "h2e2 h9g7 | h0g2");
  CHECK(g.tree().size() == 5);
  // Replace at a fork with a variation replaces only the continuation.
  REQUIRE(g.undo());
  REQUIRE(g.play(mv("c6c5"), Branch::Replace).ok());
  CHECK(g.tree().size() == 4);
  const GameTree& t = g.tree();
  REQUIRE(t.node(t.node(GameTree::kRoot).children[0]).children.size() == 2);
  CHECK(t.main_line() == std::vector<Move>{mv("h2e2"), mv("c6c5")});  // in h9g7's place
}

TEST_CASE("tree game: go_to jumps to any node, the line and FEN follow", "[tree_game]") {
  Game g = three_back();
  REQUIRE(g.play(mv("b9c7"), Branch::NewVariation).ok());
  REQUIRE(g.play(mv("h0g2")).ok());
  const int var_end = g.current_node();
  const std::string var_fen = g.fen();
  const GameTree& t = g.tree();
  const int main_g7 = t.node(t.node(GameTree::kRoot).children[0]).children[0];
  REQUIRE(g.go_to(main_g7));
  CHECK(line(g) == "h2e2 h9g7 | h0g2");
  CHECK(g.line_node(1) == t.node(GameTree::kRoot).children[0]);
  CHECK(g.line_node(3) == t.node(main_g7).children[0]);
  CHECK(g.line_node(4) == -1);
  REQUIRE(g.go_to(var_end));
  CHECK(line(g) == "h2e2 b9c7 h0g2 |");
  CHECK(g.fen() == var_fen);
  CHECK(g.hashes().size() == 4);
  REQUIRE(g.go_to(GameTree::kRoot));
  CHECK(g.fen() == Game::kStandardFen);
  CHECK(line(g) == "| h2e2 h9g7 h0g2");  // the main line to redo
  CHECK_FALSE(g.go_to(99));
  CHECK_FALSE(g.go_to(-1));
}

TEST_CASE("tree game: promote and delete", "[tree_game]") {
  Game g = three_back();
  REQUIRE(g.play(mv("b9c7"), Branch::NewVariation).ok());
  const int var = g.current_node();
  REQUIRE(g.promote(var));
  CHECK(g.tree().main_line() == std::vector<Move>{mv("h2e2"), mv("b9c7")});
  CHECK(line(g) == "h2e2 b9c7 |");  // the current line stays
  CHECK_FALSE(g.promote(var));      // already first
  // Deleting the node the game stands in goes to its parent first.
  REQUIRE(g.delete_node(var));
  CHECK(line(g) == "h2e2 | h9g7 h0g2");
  CHECK(g.tree().size() == 4);
  CHECK(g.tree().counts().variations == 0);
  CHECK_FALSE(g.delete_node(GameTree::kRoot));
  // Deleting the rest of the line below the current node keeps the node.
  REQUIRE(g.delete_node(g.line_node(2)));
  CHECK(line(g) == "h2e2 |");
}

TEST_CASE("tree game: comments and marks stay with their node", "[tree_game]") {
  Game g = three_back();
  const int n = g.line_node(2);
  g.set_comment(n, "the usual reply");
  g.set_mark(n, Mark::Good);
  g.set_comment(GameTree::kRoot, "before the first move");
  g.set_mark(GameTree::kRoot, Mark::Blunder);  // the root has no move: ignored
  REQUIRE(g.play(mv("b9c7"), Branch::NewVariation).ok());
  REQUIRE(g.go_to(n));
  CHECK(g.tree().node(g.current_node()).comment == "the usual reply");
  CHECK(g.tree().node(g.current_node()).mark == Mark::Good);
  CHECK(g.tree().node(GameTree::kRoot).comment == "before the first move");
  CHECK(g.tree().node(GameTree::kRoot).mark == Mark::None);
}

TEST_CASE("tree game: load_tree puts a whole tree on the board", "[tree_game]") {
  GameTree t(Game::kStandardFen);
  const int a = t.add_move(GameTree::kRoot, mv("h2e2"));
  const int b = t.add_move(a, mv("h9g7"));
  const int c = t.add_move(a, mv("b9c7"));
  t.add_move(b, mv("h0g2"));
  t.set_comment(c, "sharper");
  Game g = Game::standard();
  REQUIRE(g.play(mv("c3c4")).ok());
  g.load_tree(t);
  CHECK(g.ply() == 0);
  CHECK(line(g) == "| h2e2 h9g7 h0g2");
  CHECK(g.tree().same_as(t));
  REQUIRE(g.go_to(c));
  CHECK(line(g) == "h2e2 b9c7 |");
  // A record is switched on after loading: the tree and the line stay.
  g.set_record(true);
  CHECK(line(g) == "h2e2 b9c7 |");
  CHECK(g.tree().same_as(t));
  // Playing on from a record drops what follows the current node only.
  REQUIRE(g.go_to(a));
  g.continue_live();
  CHECK(g.tree().size() == 2);
  CHECK(line(g) == "h2e2 |");
}
