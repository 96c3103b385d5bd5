// The record tree (core/record/game_tree.h): main line, variations, counts, walk order.
#include <catch2/catch.hpp>

#include "core/notation/iccs.h"
#include "core/record/game_tree.h"

using namespace xq;
using namespace xq::record;

namespace {
Move iccs(const char* s) {
  const std::optional<Move> m = parse_iccs(s);
  REQUIRE(m);
  return *m;
}
}  // namespace

TEST_CASE("a game tree keeps the main line first and counts variations and comments", "[record]") {
  GameTree t("start");
  CHECK(t.size() == 1);
  CHECK(t.main_line().empty());
  const int a = t.add_move(GameTree::kRoot, iccs("h2e2"));
  const int b = t.add_move(a, iccs("h9g7"));
  const int c = t.add_move(GameTree::kRoot, iccs("c3c4"));  // variation of the first move
  const int d = t.add_move(a, iccs("b9c7"));                // variation of the second move
  const int e = t.add_move(b, iccs("h0g2"));
  t.node(GameTree::kRoot).comment = "before";
  t.node(c).comment = "仙人指路";
  t.node(c).mark = Mark::Interesting;
  CHECK(t.main_line() == std::vector<Move>{iccs("h2e2"), iccs("h9g7"), iccs("h0g2")});
  CHECK(t.line_to(d) == std::vector<Move>{iccs("h2e2"), iccs("b9c7")});
  CHECK(t.depth(e) == 3);
  const TreeCounts n = t.counts();
  CHECK(n.moves == 5);
  CHECK(n.variations == 2);
  CHECK(n.comments == 2);
  CHECK(n.main_line == 3);
  std::vector<int> order;
  t.walk([&](int id, int) {
    order.push_back(id);
    return true;
  });
  CHECK(order == std::vector<int>{a, b, e, d, c});
  order.clear();
  t.walk([&](int id, int ply) {
    order.push_back(id);
    return ply < 1;  // no deeper than the first move
  });
  CHECK(order == std::vector<int>{a, c});
  CHECK(std::string(mark_text(Mark::Dubious)) == "?!");
  CHECK(parse_mark("!!") == Mark::Brilliant);
  CHECK(parse_mark("x") == Mark::None);
}
