// The analysis board's core parts: multi-PV search (SearchLimits::multipv) and the move
// marks (core/search/move_quality.h).
#include <catch2/catch.hpp>
#include <set>
#include <string>

#include "core/game.h"
#include "core/movegen.h"
#include "core/notation/iccs.h"
#include "core/search/move_quality.h"
#include "core/search/search.h"

namespace {

xq::Game make_game(const std::string& fen, const std::vector<std::string>& moves = {}) {
  xq::GameOrError made = xq::Game::create("xiangqi", fen);
  REQUIRE(made.game);
  for (const std::string& text : moves) {
    const auto m = xq::parse_iccs(text);
    REQUIRE(m);
    REQUIRE(made.game->play(*m).ok());
  }
  return std::move(*made.game);
}

xq::SearchResult search(const xq::Game& game, int depth, int multipv) {
  xq::Searcher searcher(1);
  xq::SearchLimits limits;
  limits.depth = depth;
  limits.multipv = multipv;
  return searcher.search(game, limits);
}

// The lines are distinct legal root moves, best first, each line a legal sequence.
void check_lines(const xq::Game& game, const xq::SearchResult& r, size_t expected) {
  REQUIRE(r.lines.size() == expected);
  std::set<std::string> roots;
  for (size_t i = 0; i < r.lines.size(); ++i) {
    const xq::PvLine& line = r.lines[i];
    REQUIRE_FALSE(line.pv.empty());
    roots.insert(xq::format_iccs(line.pv[0]));
    if (i > 0) CHECK(line.score <= r.lines[i - 1].score);
    xq::Game g = game;
    for (xq::Move m : line.pv) REQUIRE(g.play(m).ok());
  }
  CHECK(roots.size() == expected);
  CHECK(r.best == r.lines[0].pv[0]);
  CHECK(r.score == r.lines[0].score);
}

}  // namespace

TEST_CASE("multipv 1 answers one line, the best move's", "[analysis][search]") {
  const xq::Game game = xq::Game::standard();
  const xq::SearchResult r = search(game, 5, 1);
  REQUIRE(r.lines.size() == 1);
  CHECK(r.lines[0].pv == r.pv);
  CHECK(r.lines[0].score == r.score);
  // The field's default is the same search, node for node.
  xq::Searcher searcher(1);
  xq::SearchLimits limits;
  limits.depth = 5;
  CHECK(searcher.search(game, limits).nodes == r.nodes);
}

TEST_CASE("multipv 3 gives three distinct lines ordered by score", "[analysis][search]") {
  SECTION("the start position") {
    const xq::Game game = xq::Game::standard();
    check_lines(game, search(game, 5, 3), 3);
  }
  SECTION("a middlegame after 炮二平五 馬8進7") {
    const xq::Game game = make_game("", {"h2e2", "h9g7"});
    check_lines(game, search(game, 5, 3), 3);
  }
}

TEST_CASE("multipv line 1 is the single-PV best move where one move stands out", "[analysis][search]") {
  SECTION("a hanging chariot: only the capture wins material") {
    // Red's cannon takes the undefended black chariot on b7 (screen on b5).
    const xq::Game game = make_game("3k5/9/1r7/9/9/1p7/9/9/1C7/4K4 w - - 0 1");
    const xq::SearchResult single = search(game, 4, 1);
    const xq::SearchResult multi = search(game, 4, 3);
    check_lines(game, multi, 3);
    CHECK(xq::format_iccs(single.best) == "b1b7");
    CHECK(multi.best == single.best);
    // The other lines leave the chariot: far worse.
    CHECK(multi.lines[1].score < multi.lines[0].score - 300);
  }
  SECTION("mate in 1") {
    const xq::Game game = make_game("5k3/9/9/9/9/9/9/9/4C4/3KR4 w - - 0 1", {"e0f0", "f9e9"});
    const xq::SearchResult single = search(game, 4, 1);
    const xq::SearchResult multi = search(game, 4, 2);
    check_lines(game, multi, 2);
    CHECK(multi.best == single.best);
    CHECK(multi.score == single.score);
    CHECK(xq::is_mate_score(multi.lines[0].score));
  }
}

TEST_CASE("multipv above the number of legal moves lists every move once", "[analysis][search]") {
  // The black general alone on d9, the red general on f0 holding the f-file: two legal
  // moves (d9d8, d9e9), so a request for five lines answers two.
  const xq::Game game = make_game("3k5/9/9/9/9/9/9/9/R8/5K3 b - - 0 1");
  xq::MoveList legal;
  xq::generate_legal(game.position(), legal);
  const xq::SearchResult r = search(game, 4, 5);
  check_lines(game, r, static_cast<size_t>(legal.size()));
  CHECK(legal.size() == 2);
}

TEST_CASE("win chance: level at 0, symmetric, mates at the ends", "[analysis]") {
  CHECK(xq::win_chance(0) == Approx(0.5));
  CHECK(xq::win_chance(300) == Approx(1 - xq::win_chance(-300)));
  CHECK(xq::win_chance(900) > 0.95);
  CHECK(xq::win_chance(xq::kMateScore - 5) == 1.0);
  CHECK(xq::win_chance(-(xq::kMateScore - 5)) == 0.0);
}

TEST_CASE("classify_move turns a drop of the mover's win chance into a mark", "[analysis]") {
  using xq::MoveMark;
  // The best move played, or a better score than the best (search noise): nothing.
  CHECK(xq::classify_move(40, 40) == MoveMark::None);
  CHECK(xq::classify_move(40, 90) == MoveMark::None);
  // A soldier (~100 cp) from a level game: below 10 points of win%.
  CHECK(xq::classify_move(0, -100) == MoveMark::None);
  CHECK(xq::classify_move(0, -150) == MoveMark::Inaccuracy);  // 13.5 points
  CHECK(xq::classify_move(0, -300) == MoveMark::Mistake);     // 25 points
  CHECK(xq::classify_move(0, -400) == MoveMark::Blunder);     // 31 points
  CHECK(xq::classify_move(0, -900) == MoveMark::Blunder);     // a chariot
  // Mates: missing a forced mate for a good position is an inaccuracy; walking into
  // one from a level game a blunder.
  CHECK(xq::classify_move(xq::kMateScore - 5, 500) == MoveMark::Inaccuracy);
  CHECK(xq::classify_move(0, -(xq::kMateScore - 4)) == MoveMark::Blunder);
  // Already lost: another chariot changes little.
  CHECK(xq::classify_move(-1500, -2500) == MoveMark::None);
  CHECK(xq::mark_glyph(MoveMark::Blunder) == "??");
  CHECK(xq::mark_glyph(MoveMark::Mistake) == "?");
  CHECK(xq::mark_glyph(MoveMark::Inaccuracy) == "?!");
  CHECK(xq::mark_glyph(MoveMark::None).empty());
}

TEST_CASE("clamp_score puts mates at the clamp", "[analysis]") {
  CHECK(xq::clamp_score(250, 1000) == 250);
  CHECK(xq::clamp_score(-4000, 1000) == -1000);
  CHECK(xq::clamp_score(xq::kMateScore - 3, 1000) == 1000);
  CHECK(xq::clamp_score(-(xq::kMateScore - 8), 1000) == -1000);
}
