// Search: mates found and proven with the core's own legality, legal answers from random
// positions, levels behave (weak = shallow and varied, strong = precise), limits hold.
#include <atomic>
#include <catch2/catch.hpp>
#include <random>
#include <set>
#include <string>

#include "core/game.h"
#include "core/movegen.h"
#include "core/notation/iccs.h"
#include "core/rules/checkmate.h"
#include "core/search/evaluate.h"
#include "core/search/level.h"
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

// Brute force, independent of the search: can the side to move force a position where
// the opponent has no legal move (checkmate or stalemate, both lose) within `moves`
// of its own moves?
bool attacker_mates_within(xq::Position& pos, int moves);

// The side to move (the defender) loses within `moves` attacker moves whatever it does.
bool defender_lost_within(xq::Position& pos, int moves) {
  xq::MoveList list;
  xq::generate_legal(pos, list);
  if (list.empty()) return true;
  if (moves == 0) return false;
  for (xq::Move m : list) {
    xq::UndoInfo undo;
    pos.do_move(m, undo);
    const bool lost = attacker_mates_within(pos, moves);
    pos.undo_move(m, undo);
    if (!lost) return false;
  }
  return true;
}

bool attacker_mates_within(xq::Position& pos, int moves) {
  if (moves == 0) return false;
  xq::MoveList list;
  xq::generate_legal(pos, list);
  for (xq::Move m : list) {
    xq::UndoInfo undo;
    pos.do_move(m, undo);
    const bool mated = defender_lost_within(pos, moves - 1);
    pos.undo_move(m, undo);
    if (mated) return true;
  }
  return false;
}

xq::SearchResult search_depth(const xq::Game& game, int depth) {
  xq::Searcher searcher(1);
  xq::SearchLimits limits;
  limits.depth = depth;
  return searcher.search(game, limits);
}

}  // namespace

TEST_CASE("search finds a mate in 1 and it is checkmate", "[search]") {
  // i0i9 checks along the top rank; the e8 advisor cannot block on f9 because the
  // generals would face each other (將帥照面).
  const xq::Game game = make_game("3ak4/4a4/9/9/9/9/9/9/9/4K1H1R w - - 0 1");
  const xq::SearchResult r = search_depth(game, 4);
  CHECK(xq::format_iccs(r.best) == "i0i9");
  CHECK(r.score == xq::kMateScore - 1);
  CHECK(xq::mate_in_moves(r.score) == 1);
  xq::Position pos = game.position();
  xq::UndoInfo undo;
  pos.do_move(r.best, undo);
  CHECK(xq::is_checkmate(pos));
}

TEST_CASE("search finds mates in 2 and 3, proven by brute force", "[search]") {
  struct Case {
    const char* fen;
    std::vector<std::string> moves;
    int mate_in;
  };
  const Case cases[] = {
      {"5k3/9/9/9/9/9/9/9/4C4/3KR4 w - - 0 1", {}, 2},
      {"4k4/9/9/9/9/9/9/9/R8/3K4R w - - 0 1", {}, 2},
      {"3k5/4a4/4ba3/9/9/9/9/9/9/4K1R1R w - - 0 1", {"i0i9", "d9d8", "g0g8", "e7c5"}, 3},
  };
  for (const Case& c : cases) {
    INFO(c.fen);
    const xq::Game game = make_game(c.fen, c.moves);
    const xq::SearchResult r = search_depth(game, 2 * c.mate_in + 2);
    CHECK(xq::is_mate_score(r.score));
    CHECK(xq::mate_in_moves(r.score) == c.mate_in);
    REQUIRE(game.position().is_legal(r.best));
    xq::Position pos = game.position();
    // No shorter mate exists, and the engine's move forces mate in the rest.
    CHECK_FALSE(attacker_mates_within(pos, c.mate_in - 1));
    xq::UndoInfo undo;
    pos.do_move(r.best, undo);
    CHECK(defender_lost_within(pos, c.mate_in - 1));
    // The principal variation is legal move by move and ends the game.
    xq::Position line = game.position();
    for (xq::Move m : r.pv) {
      REQUIRE(line.is_legal(m));
      xq::UndoInfo u;
      line.do_move(m, u);
    }
    CHECK(static_cast<int>(r.pv.size()) == 2 * c.mate_in - 1);
    CHECK(xq::judge_no_legal_move(line).has_value());
  }
}

TEST_CASE("the mated side reports a negative mate score", "[search]") {
  // Black to move in the mate-in-2 position after Red's first move: mated in 1.
  const xq::Game game = make_game("5k3/9/9/9/9/9/9/9/4C4/3KR4 w - - 0 1", {"e0f0"});
  const xq::SearchResult r = search_depth(game, 4);
  CHECK(r.score == -(xq::kMateScore - 2));
  CHECK(xq::mate_in_moves(r.score) == -1);
}

TEST_CASE("search takes a hanging chariot and avoids losing its own", "[search]") {
  // Red's cannon can capture the undefended black chariot on b7 (screen on b5).
  const xq::Game game = make_game("3k5/9/1r7/9/9/1p7/9/9/1C7/4K4 w - - 0 1");
  const xq::SearchResult r = search_depth(game, 4);
  CHECK(xq::format_iccs(r.best) == "b1b7");
  CHECK(r.score > 200);  // a cannon against a soldier
}

TEST_CASE("search returns a legal move from random positions", "[search]") {
  std::mt19937 rng(20261129);
  xq::Searcher searcher(2);
  for (int game_no = 0; game_no < 12; ++game_no) {
    xq::Game game = xq::Game::standard();
    const int plies = 4 + static_cast<int>(rng() % 60);
    for (int i = 0; i < plies && !game.result().over(); ++i) {
      const std::vector<xq::Move> legal = game.legal_moves();
      REQUIRE(game.play(legal[rng() % legal.size()]).ok());
    }
    if (game.result().over()) continue;
    INFO(game.fen());
    xq::SearchLimits limits;
    limits.depth = 4;
    limits.nodes = 20000;
    const xq::SearchResult r = searcher.search(game, limits);
    const std::vector<xq::Move> legal = game.legal_moves();
    CHECK(std::find(legal.begin(), legal.end(), r.best) != legal.end());
    CHECK(r.depth >= 1);
    CHECK(r.nodes <= limits.nodes + 1);
    xq::Position line = game.position();
    for (xq::Move m : r.pv) {  // the whole PV is playable
      REQUIRE(line.is_legal(m));
      xq::UndoInfo u;
      line.do_move(m, u);
    }
  }
}

TEST_CASE("a position without legal moves gives no move", "[search]") {
  const xq::Game game = make_game("3k5/3R5/3R5/9/9/9/9/9/9/4K4 b - - 0 1");
  const xq::SearchResult r = search_depth(game, 3);
  CHECK(r.best.is_none());
}

TEST_CASE("limits and the stop flag end the search", "[search]") {
  const xq::Game game = xq::Game::standard();
  xq::Searcher searcher(1);
  std::atomic<bool> stop{true};  // already set: the search ends at once with a legal move
  xq::SearchResult r = searcher.search(game, xq::SearchLimits{}, {}, &stop);
  CHECK(game.position().is_legal(r.best));

  xq::SearchLimits limits;
  limits.nodes = 5000;
  int infos = 0;
  r = searcher.search(game, limits, [&](const xq::SearchInfo& i) {
    ++infos;
    CHECK(i.depth == infos);
    CHECK(!i.pv.empty());
  });
  CHECK(r.nodes <= 5001);
  CHECK(infos >= 1);
  CHECK(game.position().is_legal(r.best));
}

TEST_CASE("search answers a check and keeps its advantage", "[search]") {
  // Red (two chariots up) is checked by the black chariot on g0 along the back rank.
  const xq::Game game = make_game("3k5/9/9/9/9/9/9/9/2R2R3/4K1r2 w - - 0 1");
  const xq::SearchResult r = search_depth(game, 5);
  INFO(xq::format_iccs(r.best) << " score " << r.score);
  CHECK(game.position().is_legal(r.best));
  CHECK(r.score > 300);
}

TEST_CASE("ordinary repetition scores as a draw", "[search]") {
  // Both sides shuffled back to the start: playing on from the repeated start
  // position, the repeat of a position on the path is scored 0 but the root still
  // gets a real move and score.
  const xq::Game game = make_game("", {"b0c2", "b9c7", "c2b0", "c7b9", "b0c2", "b9c7", "c2b0"});
  const xq::SearchResult r = search_depth(game, 3);
  CHECK(game.position().is_legal(r.best));
  // c7b9 would repeat the start a third time: the search sees it as a draw (0).
  xq::Game after = game;
  REQUIRE(after.play(*xq::parse_iccs("c7b9")).ok());
  CHECK(after.result().over());
}

TEST_CASE("search never walks into a repetition the judgement says it loses", "[search]") {
  // Red (a chariot against two) checks from e4/f4 while the black general shuttles
  // f9/e9. After one full cycle and e4f4 f9e9 again, f4e4 would repeat the cycle of
  // checks: perpetual check (長將), which the core's judgement makes a loss for Red.
  const char* fen = "5k3/9/9/9/9/4R4/9/8r/8r/3K5 w - - 0 1";
  const std::vector<std::string> cycle = {"e4f4", "f9e9", "f4e4", "e9f9", "e4f4", "f9e9"};
  const xq::Game game = make_game(fen, cycle);
  xq::Game proof = game;  // the repetition really is judged against Red
  REQUIRE(proof.play(*xq::parse_iccs("f4e4")).ok());
  REQUIRE(proof.play(*xq::parse_iccs("e9f9")).ok());
  REQUIRE(proof.result().over());
  CHECK(proof.result().outcome == xq::Outcome::BlackWins);
  CHECK(proof.result().reason == xq::ResultReason::ForbiddenRepetition);

  const xq::SearchResult r = search_depth(game, 5);
  INFO(xq::format_iccs(r.best) << " score " << r.score);
  CHECK(game.position().is_legal(r.best));
  CHECK(xq::format_iccs(r.best) != "f4e4");
}

TEST_CASE("a FEN half-move clock from before the game does not confuse the repetition scan", "[search]") {
  const xq::Game game = make_game("3k5/9/9/9/9/9/9/9/2R2R3/4K1r2 w - - 50 40", {"f1f0"});
  const xq::SearchResult r = search_depth(game, 4);
  CHECK(game.position().is_legal(r.best));
}

TEST_CASE("levels map to sane limits", "[search][level]") {
  for (int level = xq::kMinLevel; level < xq::kMaxLevel; ++level) {
    const xq::SearchLimits weak = xq::limits_for_level(level, 2000);
    const xq::SearchLimits strong = xq::limits_for_level(level + 1, 2000);
    CHECK(weak.depth <= strong.depth);
    CHECK(weak.random_margin_cp >= strong.random_margin_cp);
    CHECK(weak.movetime_ms <= strong.movetime_ms);
  }
  CHECK(xq::limits_for_level(8, 3000).movetime_ms == 3000);
  CHECK(xq::limits_for_level(8, 3000).random_margin_cp == 0);
  CHECK(xq::limits_for_level(1, 3000).depth == 1);
  CHECK(xq::limits_for_level(0, 0).depth == xq::limits_for_level(1, 0).depth);  // clamped
  CHECK(xq::limits_for_level(99, 0).depth == xq::limits_for_level(8, 0).depth);
  CHECK(xq::movetime_from_clock(60000, 0) == 2000);
  CHECK(xq::movetime_from_clock(1000, 5000) == 500);  // never more than half the clock
}

TEST_CASE("a clock gives an optimum and a hard maximum", "[search][level]") {
  struct Case {
    int time, inc, to_go, optimum, maximum;
  };
  const Case cases[] = {
      {60000, 0, 0, 2000, 6000},     // 30 moves assumed; three optima
      {60000, 1000, 0, 2750, 8250},  // + 3/4 of the increment
      {10000, 0, 5, 2000, 2500},     // 5 moves to go; at most a quarter of the clock
      {1000, 5000, 0, 500, 500},     // never more than half the clock, even the maximum
      {0, 0, 0, 1, 1},               // flag down: still a move
  };
  for (const Case& c : cases) {
    INFO(c.time << " " << c.inc << " " << c.to_go);
    const xq::ClockBudget b = xq::clock_budget(c.time, c.inc, c.to_go);
    CHECK(b.optimum_ms == c.optimum);
    CHECK(b.optimum_ms == xq::movetime_from_clock(c.time, c.inc, c.to_go));
    CHECK(b.maximum_ms == c.maximum);
  }
  for (int time = 1; time <= 300000; time += 7919)  // (time 0: the flag is down, see above)
    for (int inc : {0, 500, 3000})
      for (int to_go : {0, 1, 10, 60}) {
        const xq::ClockBudget b = xq::clock_budget(time, inc, to_go);
        CHECK(b.optimum_ms >= 1);
        CHECK(b.maximum_ms >= b.optimum_ms);
        CHECK(b.maximum_ms <= std::max(1, time / 2));
      }
}

TEST_CASE("a search on a clock stops at its optimum, not its maximum", "[search][level]") {
  // Depth 64 cannot finish; an optimum of 20 ms ends the iterations early while the hard
  // limit (60 s) is only a backstop. Asserted on the iterations' own times, not on the
  // wall clock: without the optimum the search would go on for 60 s, iteration after
  // iteration, long past 10 ms.
  xq::Searcher searcher(4);
  xq::SearchLimits limits;
  limits.movetime_ms = 60000;
  limits.optimum_ms = 20;
  std::vector<int> ended_at;  // elapsed ms at the end of each completed iteration
  const xq::SearchResult r = searcher.search(xq::Game::standard(), limits,
                                             [&](const xq::SearchInfo& i) { ended_at.push_back(i.time_ms); });
  REQUIRE(r.depth >= 1);
  REQUIRE(ended_at.size() >= 1);
  // An iteration is followed by another only if it ended before half the optimum.
  for (std::size_t i = 0; i + 1 < ended_at.size(); ++i) CHECK(ended_at[i] * 2 <= limits.optimum_ms);
}

TEST_CASE("level 1 varies its moves, level 8 plays the best one", "[search][level]") {
  const xq::Game start = xq::Game::standard();
  std::set<std::string> level1_moves;
  xq::Searcher searcher(1);
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    xq::SearchLimits limits = xq::limits_for_level(1, 1000);
    limits.seed = seed;
    const xq::SearchResult r = searcher.search(start, limits);
    REQUIRE(start.position().is_legal(r.best));
    level1_moves.insert(xq::format_iccs(r.best));
  }
  CHECK(level1_moves.size() >= 3);

  // With a free chariot on offer both take it; only level 8 sees the mate in 2.
  const xq::Game mate2 = make_game("4k4/9/9/9/9/9/9/9/R8/3K4R w - - 0 1");
  xq::SearchLimits strong = xq::limits_for_level(8, 0);
  strong.depth = 6;
  const xq::SearchResult r8 = searcher.search(mate2, strong);
  CHECK(xq::mate_in_moves(r8.score) == 2);
  xq::SearchLimits weak = xq::limits_for_level(1, 0);
  weak.seed = 7;
  const xq::SearchResult r1 = searcher.search(mate2, weak);
  CHECK(r1.depth == 1);
  CHECK(mate2.position().is_legal(r1.best));
  CHECK(r1.nodes < r8.nodes);
}

TEST_CASE("evaluation is symmetric", "[search][eval]") {
  // The start position looks the same to both sides (up to the tempo bonus).
  xq::Game red = xq::Game::standard();
  const xq::Game black = make_game("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1");
  CHECK(xq::evaluate(red.position()) == xq::evaluate(black.position()));
  // A mirrored position (colours and ranks swapped) evaluates the same for its mover.
  const xq::Game a = make_game("4k4/9/9/9/2p6/9/6H2/9/9/3K5 w - - 0 1");
  const xq::Game b = make_game("5k3/9/9/2h6/9/6P2/9/9/9/4K4 b - - 0 1");
  CHECK(xq::evaluate(a.position()) == xq::evaluate(b.position()));
}

TEST_CASE("search takes what a jump path jumps over (Betza A(F), Move::jump)", "[search][jump]") {
  // A custom jumper on c2 (山水's 丞 「斜隔一子跳至空位，吃被跳過的敵棋」) can jump the black
  // chariot on d3 to e4: a capture to the search (ordered and searched in quiescence).
  xq::GameOrError made = xq::Game::create_from_text(
      "[jumper:xiangqi]\npiece.j = custom\nj.name = 丞 丞 | 丞 丞 | Jumper\nj.move = mF A(F)*\n",
      "3k5/9/9/9/9/9/3r5/2J6/9/4K4 w - - 0 1", xq::RuleOptions{});
  INFO(made.error);
  REQUIRE(made.game);
  const xq::SearchResult r = search_depth(*made.game, 3);
  CHECK(xq::format_iccs(r.best, made.game->position().geometry()) == "c2xe4");
  CHECK(r.score > 200);  // a jumper up (a chariot down before the jump)
}
