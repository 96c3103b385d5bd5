// The opening book (core/search/opening_book.h): derived from the Chinese-Chess-Practical-
// Dataset by Yu-Han Tseng (CC BY 4.0) by tools/ccpd_book.cpp; scripts/test regenerates it
// from the collection and compares when ../shared is present.
#include <catch2/catch.hpp>

#include <functional>
#include <set>

#include "core/game.h"
#include "core/notation/iccs.h"
#include "core/search/opening_book.h"

using namespace xq;

TEST_CASE("opening book: the start's master moves, most played first, all legal", "[book][search]") {
  const Game start = Game::standard();
  const std::vector<BookMove> moves = book_moves(start);
  REQUIRE(moves.size() >= 3);
  CHECK(format_iccs(moves.front().move) == "h2e2");  // 炮二平五, by far the most played
  std::set<std::string> texts;
  for (const BookMove& b : moves) texts.insert(format_iccs(b.move));
  CHECK(texts.count("c3c4"));  // 兵七進一
  CHECK(texts.count("g0e2"));  // 相三進五
  for (std::size_t i = 1; i < moves.size(); ++i) CHECK(moves[i - 1].games >= moves[i].games);
}

TEST_CASE("opening book: weighted draws vary and repeat with the seed", "[book][search]") {
  const Game start = Game::standard();
  std::set<std::string> drawn;
  int central = 0;
  for (std::uint64_t seed = 1; seed <= 400; ++seed) {
    const std::optional<Move> m = pick_book_move(start, seed);
    REQUIRE(m);
    drawn.insert(format_iccs(*m));
    if (format_iccs(*m) == "h2e2") ++central;
  }
  CHECK(drawn.size() >= 3);
  CHECK(central > 150);  // about 60 % of the collection's games open with it
  CHECK(central < 350);
  CHECK(pick_book_move(start, 77) == pick_book_move(start, 77));
}

TEST_CASE("opening book: only standard xiangqi without add-ons, and only book positions", "[book][search]") {
  const GameOrError shanjie = Game::create("shanjie");
  REQUIRE(shanjie.game);
  CHECK(book_moves(*shanjie.game).empty());
  RuleOptions options;
  options.addons = {"river_elephant"};
  const GameOrError addon = Game::create("xiangqi", {}, options);
  REQUIRE(addon.game);
  CHECK(book_moves(*addon.game).empty());
  const GameOrError odd = Game::create("xiangqi", "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
  REQUIRE(odd.game);
  CHECK(!pick_book_move(*odd.game, 1));
}

TEST_CASE("opening book: following its moves from the start reaches its positions", "[book][search]") {
  // The table is keyed by Zobrist hashes (core/zobrist.h, fixed seed): if the keys ever
  // change, the book must be regenerated, and this walk finds almost nothing.
  std::set<std::uint64_t> seen;
  std::function<void(const Game&, int)> walk = [&](const Game& g, int depth) {
    if (depth == 0 || !seen.insert(g.position().hash()).second) return;
    for (const BookMove& b : book_moves(g)) {
      Game next = g;
      REQUIRE(next.play(b.move).ok());
      walk(next, depth - 1);
    }
  };
  walk(Game::standard(), 20);
  INFO(seen.size() << " positions");
  CHECK(seen.size() > 1000);
}
