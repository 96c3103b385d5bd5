// DhtmlXQ game trees (core/notation/dhtmlxq_tree.h): variation routes, comments and marks
// both ways; a record from dpxq.com's layout; PGN -> DhtmlXQ -> PGN keeps the tree.
#include <catch2/catch.hpp>
#include <string>

#include "core/notation/dhtmlxq_tree.h"
#include "core/notation/pgn_tree.h"
#include "core/notation/xqf.h"
#include "core/notation/xqf_write.h"
#include "sample_tree.h"
#include "xqf_records.h"

using namespace xq;
using namespace xq::notation;
using record::GameTree;
using record::Mark;
using xq_test::iccs;

namespace {
// DhtmlXQ has no escape for brackets: the writer turns them into parentheses.
GameTree bracket_free(GameTree t) {
  for (std::size_t i = 0; i < t.size(); ++i) {
    std::string& c = t.node(static_cast<int>(i)).comment;
    for (char& ch : c) ch = ch == '[' ? '(' : ch == ']' ? ')' : ch;
  }
  return t;
}
}  // namespace

TEST_CASE("a tree written as DhtmlXQ reads back the same", "[dhtmlxq_tree]") {
  const GameTree t = bracket_free(xq_test::sample_tree());
  const std::string text = write_dhtmlxq_tree({{"Title", "樣本"}, {"Result", "1-0"}}, t);
  INFO(text);
  CHECK(text.find("[DhtmlXQ_move_0_1_2]2625") !=
        std::string::npos);  // 1. c3c4 and its line (routes in pre-order)
  CHECK(text.find("[DhtmlXQ_mark2]?![/DhtmlXQ_mark2]") != std::string::npos);
  const DhtmlxqTree d = read_dhtmlxq_tree(text);
  CHECK(d.ok());
  CHECK(d.tag("Title") == "樣本");
  CHECK(d.tag("Result") == "1-0");
  CHECK(d.tag("Encoding") == "UTF-8");
  CHECK(t.first_difference(d.tree) == "");
  // PGN -> DhtmlXQ -> PGN
  const std::string pgn = write_pgn_tree({}, t, Notation::Chinese, "*");
  const PgnTreeGame p = read_pgn_tree(pgn);
  const DhtmlxqTree back = read_dhtmlxq_tree(write_dhtmlxq_tree(p.tags, p.tree));
  CHECK(write_pgn_tree({}, back.tree, Notation::Chinese, "*") == pgn);
}

TEST_CASE("DhtmlXQ variation routes and comments build the tree", "[dhtmlxq_tree]") {
  // 1. h2e2 h9g7; route 1 replaces ply 2 with b9c7 b0c2; route 2 branches from route 1 at
  // its ply 3 (b0c2) with h0g2; comments on the main line, route 1, route 2.
  const DhtmlxqTree d = read_dhtmlxq_tree(
      "[DhtmlXQ][DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist]"
      "[DhtmlXQ_move_0_2_1]10221927[/DhtmlXQ_move_0_2_1]"
      "[DhtmlXQ_move_1_3_2]7967[/DhtmlXQ_move_1_3_2]"
      "[DhtmlXQ_comment1]中炮[/DhtmlXQ_comment1][DhtmlXQ_comment1_2]屏風馬||two lines[/DhtmlXQ_comment1_2]"
      "[DhtmlXQ_comment2_3]right horse[/DhtmlXQ_comment2_3][DhtmlXQ_mark1_2]!?[/DhtmlXQ_mark1_2][/DhtmlXQ]");
  CHECK(d.ok());
  const GameTree& t = d.tree;
  CHECK(t.main_line() == std::vector<Move>{iccs("h2e2"), iccs("h9g7")});
  const int a = t.node(GameTree::kRoot).children.at(0);
  CHECK(t.node(a).comment == "中炮");
  REQUIRE(t.node(a).children.size() == 2);
  const int v = t.node(a).children[1];
  CHECK(t.node(v).move == iccs("b9c7"));
  CHECK(t.node(v).comment == "屏風馬\ntwo lines");
  CHECK(t.node(v).mark == Mark::Interesting);
  // Route 2 replaces route 1's ply 3 (b0c2) with h0g2.
  const auto& alts = t.node(v).children;
  REQUIRE(alts.size() == 2);
  CHECK(t.node(alts[0]).move == iccs("b0c2"));
  CHECK(t.node(alts[1]).move == iccs("h0g2"));
  CHECK(t.node(alts[1]).comment == "right horse");
  CHECK(t.counts().variations == 2);
}

TEST_CASE("a broken DhtmlXQ variation keeps its legal moves", "[dhtmlxq_tree]") {
  // Route 1: b9c7 and h0g2 are legal, then b9c7 again is not (b9 is empty by then).
  const DhtmlxqTree d = read_dhtmlxq_tree(
      "[DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist][DhtmlXQ_move_0_2_1]102279671022[/DhtmlXQ_move_0_2_1]");
  REQUIRE(d.warnings.size() == 1);
  CHECK(d.warnings[0].find("[DhtmlXQ_move_0_2_1]: move 2 (Black, ply 4)") == 0);
  CHECK(d.warnings[0].find("(the rest of the variation is dropped)") != std::string::npos);
  CHECK(d.tree.counts().moves == 4);
}

TEST_CASE("DhtmlXQ texts in GBK are detected", "[dhtmlxq_tree]") {
  const DhtmlxqTree d = read_dhtmlxq_tree(
      std::string("[DhtmlXQ_title]\xC6\xE5[/DhtmlXQ_title][DhtmlXQ_movelist]7747[/DhtmlXQ_movelist]"));
  CHECK(d.tag("Encoding") == "GBK");
  CHECK(d.tag("Title") == "棋");
}

TEST_CASE("every shared XQF record round-trips through DhtmlXQ", "[dhtmlxq_tree]") {
  const std::vector<std::string> files = xq_test::xqf_record_files();
  if (files.empty()) {
    WARN("the XQF records are not unpacked in build/xqf-records (scripts/test unpacks them): skipping");
    return;
  }
  std::size_t trees = 0, failures = 0;
  for (const std::string& f : files) {
    const XqfResult x = read_xqf(xq_test::read_bytes(f));
    if (!x.loaded) continue;
    ++trees;
    const GameTree t = bracket_free(x.tree);
    const DhtmlxqTree d = read_dhtmlxq_tree(write_dhtmlxq_tree(x.tags, t));
    const std::string diff = d.warnings.empty() ? t.first_difference(d.tree) : d.warnings.front();
    if (!diff.empty() && ++failures <= 10) UNSCOPED_INFO(f << ": " << diff);
  }
  WARN(trees << " XQF trees through DhtmlXQ, " << failures << " differ");
  CHECK(failures == 0);
}

TEST_CASE("DhtmlXQ and XQF keep a comment before a move in the move's one comment", "[dhtmlxq_tree]") {
  // Both formats hold one comment per move: the text before the move comes first, then a
  // line break and the comment after it; PGN's clock has no place and is left out.
  GameTree t = xq_test::sample_tree();
  const int h2e2 = t.node(GameTree::kRoot).children.at(0);
  const int c3c4 = t.node(GameTree::kRoot).children.at(1);
  t.set_comment_before(h2e2, "central cannon");
  t.set_comment_before(c3c4, "or the pawn");
  t.set_clock(h2e2, 60000);
  const DhtmlxqTree d = read_dhtmlxq_tree(write_dhtmlxq_tree({}, t));
  REQUIRE(d.ok());
  CHECK(d.tree.node(d.tree.node(GameTree::kRoot).children.at(0)).comment == "central cannon");
  CHECK(d.tree.node(d.tree.node(GameTree::kRoot).children.at(1)).comment ==
        "or the pawn\n仙人指路 (parens) (brackets) and ; semicolons");
  CHECK(d.tree.node(d.tree.node(GameTree::kRoot).children.at(0)).clock_ms == -1);
  const XqfWrite w = write_xqf({}, t);
  REQUIRE(w.ok());
  const XqfResult x = read_xqf(w.bytes);
  REQUIRE(x.loaded);
  CHECK(x.tree.node(x.tree.node(GameTree::kRoot).children.at(1)).comment ==
        "or the pawn\n仙人指路 (parens) [brackets] and ; semicolons");
}
