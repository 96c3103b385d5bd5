// A small hand-made game tree for the format round-trip tests: variations at the root and
// deeper, a nested variation, comments (multi-line, with brackets), every kind of node.
#pragma once

#include <catch2/catch.hpp>
#include <optional>

#include "core/game.h"
#include "core/notation/iccs.h"
#include "core/record/game_tree.h"

namespace xq_test {

inline xq::Move iccs(const char* s) {
  const std::optional<xq::Move> m = xq::parse_iccs(s);
  REQUIRE(m);
  return *m;
}

// 1. h2e2 (1. c3c4 {…} 1... g6g5 (1... c6c5 $3)) 1... h9g7 $6 2. h0g2 {…} 2... i9h9
// (2... b9c7 $1 {屏風馬} 3. b0c2)
inline xq::record::GameTree sample_tree() {
  using xq::record::GameTree;
  using xq::record::Mark;
  GameTree t(xq::Game::kStandardFen);
  t.set_comment(GameTree::kRoot, "before the first move");
  const int a = t.add_move(GameTree::kRoot, iccs("h2e2"));
  const int c = t.add_move(GameTree::kRoot, iccs("c3c4"));
  t.set_comment(c, "仙人指路 (parens) [brackets] and ; semicolons");
  t.add_move(c, iccs("g6g5"));
  t.set_mark(t.add_move(c, iccs("c6c5")), Mark::Brilliant);
  const int b = t.add_move(a, iccs("h9g7"));
  t.set_mark(b, Mark::Dubious);
  const int d = t.add_move(b, iccs("h0g2"));
  t.set_comment(d, "two\nlines\n[not a tag]");
  t.add_move(d, iccs("i9h9"));
  const int e = t.add_move(d, iccs("b9c7"));
  t.set_mark(e, Mark::Good);
  t.set_comment(e, "屏風馬");
  t.add_move(e, iccs("b0c2"));
  return t;
}

}  // namespace xq_test
