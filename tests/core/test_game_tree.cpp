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

TEST_CASE("editing a game tree: variations, promotion, deletion, comments and marks", "[record]") {
  GameTree t("start");
  const int a = t.add_move(GameTree::kRoot, iccs("h2e2"));
  const int b = t.add_move(a, iccs("h9g7"));
  t.add_move(b, iccs("h0g2"));
  // Playing a move that is already there walks into it; a new one becomes a variation.
  CHECK(t.add_variation(a, iccs("h9g7")) == b);
  const int v1 = t.add_variation(a, iccs("b9c7"));
  const int v2 = t.add_variation(a, iccs("c6c5"));
  CHECK(t.node(a).children == std::vector<int>{b, v1, v2});
  CHECK(t.find_child(a, iccs("c6c5")) == v2);
  CHECK(t.find_child(a, iccs("a9a8")) == -1);
  const int deep = t.add_variation(v2, iccs("b0c2"));

  SECTION("promote one step, then to the main line") {
    CHECK(t.promote(v2));
    CHECK(t.node(a).children == std::vector<int>{b, v2, v1});
    CHECK(t.promote(v2));
    CHECK(t.node(a).children == std::vector<int>{v2, b, v1});
    CHECK_FALSE(t.promote(v2));  // already first
    CHECK_FALSE(t.promote(GameTree::kRoot));
    t.promote(b);
    const int c = t.add_move(GameTree::kRoot, iccs("c3c4"));
    const int c2 = t.add_move(c, iccs("c6c5"));
    t.promote_to_main_line(c2);
    CHECK(t.main_line() == std::vector<Move>{iccs("c3c4"), iccs("c6c5")});
    t.promote_to_main_line(deep);
    CHECK(t.main_line() == std::vector<Move>{iccs("h2e2"), iccs("c6c5"), iccs("b0c2")});
    CHECK(t.node(a).children == std::vector<int>{v2, b, v1});  // the others keep their order
    CHECK(t.node(GameTree::kRoot).children == std::vector<int>{a, c});
  }
  SECTION("delete a variation: ids are compacted and mapped") {
    const std::size_t before = t.size();
    const std::vector<int> map = t.remove_subtree(v1);
    CHECK(t.size() == before - 1);
    CHECK(map[static_cast<std::size_t>(v1)] == -1);
    const int nv2 = map[static_cast<std::size_t>(v2)];
    CHECK(t.node(a).children == std::vector<int>{b, nv2});
    CHECK(t.node(nv2).move == iccs("c6c5"));
    CHECK(t.node(map[static_cast<std::size_t>(deep)]).parent == nv2);
    CHECK(t.main_line().size() == 3);
    t.remove_subtree(GameTree::kRoot);  // refused
    CHECK(t.size() == before - 1);
  }
  SECTION("delete the rest of a line") {
    const std::vector<int> map = t.truncate_after(a);
    CHECK(t.size() == 2);
    CHECK(map[static_cast<std::size_t>(a)] == a);
    CHECK(t.node(a).children.empty());
    CHECK(t.main_line() == std::vector<Move>{iccs("h2e2")});
    t.remove_subtree(a);
    CHECK(t.size() == 1);
    CHECK(t.node(GameTree::kRoot).children.empty());
  }
  SECTION("comments and marks, and tree comparison independent of ids") {
    t.set_comment(v1, "屏風馬");
    t.set_mark(v1, Mark::Good);
    CHECK(t.node(v1).comment == "屏風馬");
    CHECK(t.node(v1).mark == Mark::Good);
    GameTree u("start");  // the same tree built in another order
    const int ua = u.add_move(GameTree::kRoot, iccs("h2e2"));
    const int ub = u.add_move(ua, iccs("h9g7"));
    const int uv1 = u.add_move(ua, iccs("b9c7"));
    const int uv2 = u.add_move(ua, iccs("c6c5"));
    u.add_move(uv2, iccs("b0c2"));
    u.add_move(ub, iccs("h0g2"));
    CHECK_FALSE(t.same_as(u));
    CHECK(t.first_difference(u) == "root.0.1: comment differs: '屏風馬' vs ''");
    u.set_comment(uv1, "屏風馬");
    u.set_mark(uv1, Mark::Good);
    CHECK(t.same_as(u));
    u.promote(uv2);
    CHECK(t.first_difference(u) == "root.0.1: move differs");
    CHECK_FALSE(t.same_as(GameTree("other")));
  }
}
