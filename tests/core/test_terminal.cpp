// The terminal judge (core/rules/terminal.h, terminal_board.h, terminal_rules.h): every
// `win` predicate fires in one position and not in another, through Game::result, move
// generation and the search; stalemate as a variant's draw; the bare_general add-on
// (seed 003); the parser's refusals with their line.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "addon_test_util.h"
#include "core/fen.h"
#include "core/movegen.h"
#include "core/rules/terminal.h"
#include "core/rules/terminal_board.h"
#include "core/search/search.h"
#include "core/variant/parser.h"
#include "core/variant/registry.h"
#include "variant_errors.h"

namespace {

using namespace xq;
using xq::testing::addon_game;
using xq::testing::iccs;

Game text_game(const std::string& text, const std::string& fen) {
  GameOrError made = Game::create_from_text(text, fen);
  INFO(text << "\n" << fen << ": " << made.error);
  REQUIRE(made.game);
  return std::move(*made.game);
}

// The game after one move, which must be legal.
Game after(Game g, const std::string& move) {
  INFO(move);
  REQUIRE(g.play(iccs(g, move)).ok());
  return g;
}

void check_win(const Game& g, Outcome outcome, ResultReason reason) {
  INFO(g.fen());
  const GameResult r = g.result();
  CHECK(r.outcome == outcome);
  CHECK(r.reason == reason);
  // Decided: no moves from the facade or from the generator, and the legality path agrees.
  CHECK(g.legal_moves().empty());
  MoveList none;
  generate_legal(g.position(), none);
  CHECK(none.empty());
  CHECK_FALSE(has_legal_move(g.position()));
  const auto judged = terminal_verdict(g.position());
  REQUIRE(judged);
  CHECK(judged->reason == reason);
}

void check_ongoing(const Game& g) {
  INFO(g.fen());
  CHECK_FALSE(g.result().over());
  CHECK_FALSE(g.legal_moves().empty());
  CHECK_FALSE(terminal_verdict(g.position()));
}

SearchResult search(const Game& g, int depth) {
  Searcher searcher;
  SearchLimits limits;
  limits.depth = depth;
  return searcher.search(g, limits);
}

// Red's chariot f1 can take Black's last advisor f9: then Black has only its general.
const std::string kLastAdvisor = "4ka3/9/9/9/9/9/9/9/5R3/3K5 w - - 0 1";

using testing::first_error;

}  // namespace

TEST_CASE("terminal: standard xiangqi judges only mate and 困斃, off the hot paths", "[terminal]") {
  const Geometry& g = xiangqi_geometry();
  CHECK(g.terminal.count == 0);
  CHECK(g.terminal.stalemate_loses);
  CHECK_FALSE(g.has_hook(kHookVerdict));  // movegen, Position and the search pay one test
  const Game mated = addon_game("xiangqi", "3k5/3R5/3R5/9/9/9/9/9/9/4K4 b - - 0 1", {});
  check_win(mated, Outcome::RedWins, ResultReason::Checkmate);
  const Game stalemated = addon_game("xiangqi", "3k5/R8/9/9/9/9/9/9/9/4K4 b - - 0 1", {});
  check_win(stalemated, Outcome::RedWins, ResultReason::Stalemate);
  check_ongoing(addon_game("xiangqi", "", {}));
}

TEST_CASE("terminal: 吃到对方只剩将或帅也为胜 (seed 003 第两百章, add-on bare_general)", "[terminal]") {
  bool listed = false;
  for (const AddonChoice& a : list_addons()) listed = listed || (a.id == "bare_general" && a.available);
  CHECK(listed);  // the New Game dialog offers it on any variant

  const Game start = addon_game("xiangqi", kLastAdvisor, {"bare_general"});
  check_ongoing(start);
  const Game won = after(start, "f1f9");
  check_win(won, Outcome::RedWins, ResultReason::BareRoyal);
  CHECK(won.result().text == "Red wins by leaving the enemy only its general (只剩將帥).");

  // Without the add-on the capture is just a check the general answers (Kxf9).
  const Game plain = after(addon_game("xiangqi", kLastAdvisor, {}), "f1f9");
  check_ongoing(plain);
  CHECK(plain.legal_moves().size() == 2);  // e9f9 (takes the chariot), e9e8

  // A soldier left is not 「只剩将或帅」: the game goes on.
  check_ongoing(
      after(addon_game("xiangqi", "4ka3/9/9/9/9/9/p8/9/5R3/3K5 w - - 0 1", {"bare_general"}), "f1f9"));

  // Set up bare: Red to move has only its general, so Black has won.
  const Game bare = addon_game("xiangqi", "4k4/9/9/9/9/9/9/9/4r4/3K5 w - - 0 1", {"bare_general"});
  check_win(bare, Outcome::BlackWins, ResultReason::BareRoyal);

  // The start position's perft does not move with the predicate on (no capture bares).
  CHECK(addon_game("xiangqi", "", {"bare_general"}).perft(3) == 79666);
}

TEST_CASE("terminal: the search takes 吃到对方只剩将或帅也为胜 as a win at once", "[terminal][search]") {
  const Game start = addon_game("xiangqi", kLastAdvisor, {"bare_general"});
  const SearchResult r = search(start, 4);
  CHECK(r.best == iccs(start, "f1f9"));
  CHECK(r.score == kMateScore - 1);  // decided one ply from the root, like a mate in one
  CHECK(mate_in_moves(r.score) == 1);

  // A decided root: no move, the judge's score.
  const SearchResult done = search(after(start, "f1f9"), 3);
  CHECK(done.best.is_none());
  CHECK(done.score == -kMateScore);
}

TEST_CASE("terminal: win = bare_royal in a variant text is the same rule", "[terminal]") {
  const std::string text = "[s003:xiangqi]\nname = Seed 003\nwin = bare_royal\n";
  check_ongoing(text_game(text, kLastAdvisor));
  check_win(after(text_game(text, kLastAdvisor), "f1f9"), Outcome::RedWins, ResultReason::BareRoyal);
}

TEST_CASE("terminal: reach(PIECE, ZONE) — a soldier in the enemy palace wins", "[terminal]") {
  const std::string fen = "3k5/9/9/4P4/9/9/9/9/9/4K4 w - - 0 1";
  for (const char* text :
       {"[hill:xiangqi]\nwin = reach(p, enemy:palace)\n", "[hill:xiangqi]\nwin = reach(any, d7-f9)\n"}) {
    INFO(text);
    const Game g = text_game(text, fen);
    check_ongoing(g);
    check_ongoing(after(g, "e6d6"));  // sideways: not in the palace
    const Game won = after(g, "e6e7");
    check_win(won, Outcome::RedWins, ResultReason::ZoneReached);
    CHECK(won.result().text == "Red wins by reaching the goal zone (到達).");
  }
  // Black's copy is the mirror: a black soldier reaching d0-f2.
  const Game black =
      text_game("[hill:xiangqi]\nwin = reach(p, enemy:palace)\n", "3k5/9/9/9/9/9/4p4/9/9/5K3 b - - 0 1");
  check_win(after(black, "e3e2"), Outcome::BlackWins, ResultReason::ZoneReached);
}

TEST_CASE("terminal: occupy(N, PIECE, ZONE) — 己方兩枚兵占據敵方兩個\"邊防點\"時也為勝棋 (邊防)",
          "[terminal]") {
  // The seed gives no figure of the 邊防點; two points on Black's side stand for them.
  const std::string text = "[border:xiangqi]\nzone.post = c7 g7\nwin = occupy(2, p, post)\n";
  const Game g = text_game(text, "4k4/9/2P6/6P2/9/9/9/9/9/3K5 w - - 0 1");
  check_ongoing(g);                 // one soldier on a post
  check_ongoing(after(g, "g6h6"));  // still one
  const Game won = after(g, "g6g7");
  check_win(won, Outcome::RedWins, ResultReason::ZoneOccupied);
  CHECK(won.result().text == "Red wins by occupying the goal zone (佔據).");
}

TEST_CASE("terminal: extinct(PIECE) — all the enemy's cannons captured", "[terminal]") {
  const std::string text = "[nocannon:xiangqi]\nwin = extinct(c)\n";
  const Game g = text_game(text, "4k4/9/9/9/c8/9/9/9/9/R2K4C w - - 0 1");
  check_ongoing(g);
  check_ongoing(after(g, "a0a4"));
  check_win(after(g, "a0a5"), Outcome::RedWins, ResultReason::TypeExtinct);
  // A second cannon left: not extinct.
  check_ongoing(after(text_game(text, "4k4/8c/9/9/c8/9/9/9/9/R2K4C w - - 0 1"), "a0a5"));
}

TEST_CASE("terminal: royal_captured judges a board without the loser's royal", "[terminal]") {
  // The check rule keeps every royal of today's variants on the board, and FEN asks for
  // both generals; the judge's board stage is asked on a position whose general is gone.
  const Game g = text_game("[rc:xiangqi]\nwin = royal_captured\n", "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1");
  check_ongoing(g);
  Position p = g.position();
  ModuleVerdict v;
  CHECK_FALSE(board_verdict(p, v));
  p.remove_piece(p.general_square(Color::Black));
  REQUIRE(board_verdict(p, v));
  CHECK(v.winner == Color::Red);
  CHECK(v.reason == ResultReason::RoyalCaptured);
  MoveList none;
  generate_legal(p, none);
  CHECK(none.empty());
}

TEST_CASE("terminal: stalemate = draw makes 困斃 a draw (mate still loses)", "[terminal]") {
  const std::string text = "[sd:xiangqi]\nstalemate = draw\n";
  const Game g = text_game(text, "3k5/R8/9/9/9/9/9/9/9/4K4 b - - 0 1");
  const GameResult r = g.result();
  CHECK(r.outcome == Outcome::Draw);
  CHECK(r.reason == ResultReason::Stalemate);
  CHECK(r.text == "Draw by stalemate (困斃).");
  CHECK(search(g, 2).score == 0);
  check_win(text_game(text, "3k5/3R5/3R5/9/9/9/9/9/9/4K4 b - - 0 1"), Outcome::RedWins,
            ResultReason::Checkmate);
}

TEST_CASE("terminal: the flag wins are the judge's too (解將旗 FlagCaptured)", "[terminal][flag]") {
  // 「"解將"是可以吃掉對方"解將"的，並且也為勝」: as before, through the judge.
  const Game g = addon_game("xiangqi", "4k4/9/9/9/9/9/9/9/9/3K4r w - - 0 1 {flag=20.21}", {"flag_ring"});
  const Game won = after(g, "@d0d1");
  check_win(won, Outcome::RedWins, ResultReason::FlagCaptured);
  CHECK(won.result().text == "Red wins by capturing the enemy flag (吃解將旗).");
  const SearchResult r = search(g, 3);
  CHECK(r.best == iccs(g, "@d0d1"));
  CHECK(r.score == kMateScore - 1);
}

TEST_CASE("terminal: the parser refuses bad win predicates with their line", "[terminal][variant]") {
  struct Case {
    std::string win;
    std::string message;
  };
  const std::vector<Case> cases = {
      {"fly(p)",
       "win: unknown win predicate 'fly' (known: royal_captured, bare_royal, reach(PIECE, ZONE), "
       "occupy(N, PIECE, ZONE), extinct(PIECE); checkmate and 困斃 always end the game "
       "(stalemate = loss or draw))"},
      {"reach(p)", "win: 'reach(p)': reach takes 2 parameters, reach(PIECE, ZONE)"},
      {"reach(x, palace)", "win: reach: 'x' is not a piece letter of this variant (or any)"},
      {"reach(p, nowhere)", "win: reach: 'nowhere' is neither a zone nor a point or rectangle on this board"},
      {"reach(p, enemy:nowhere)", "win: reach: unknown zone 'nowhere'"},
      {"occupy(0, p, palace)", "win: occupy: the count '0' must be a number from 1 to 32"},
      {"occupy(10, p, palace)", "win: occupy: 10 pieces cannot stand on the zone's 9 points"},
      {"extinct(k)", "win: extinct: the royal is never extinct by capture; write royal_captured"},
      {"extinct(any)", "win: extinct: 'any' is not a piece letter of this variant"},
      {"bare_royal(1)", "win: 'bare_royal(1)': bare_royal takes no parameters"},
      {"bare_royal,", "win: an empty predicate (two commas, or a comma at an end)"},
      {"reach(p, palace", "win: unbalanced parentheses in 'reach(p, palace'"},
  };
  for (const Case& c : cases) {
    INFO(c.win);
    int line = 0;
    CHECK(first_error("[bad:xiangqi]\nname = Bad\nwin = " + c.win + "\n", line) == c.message);
    CHECK(line == 3);
  }
  int line = 0;
  CHECK(first_error("[bad:xiangqi]\nstalemate = maybe\n", line) ==
        "stalemate must be 'loss' (困斃, every seed's rule) or 'draw'");
  CHECK(line == 2);
  // A type the setup lacks would end the game at once.
  CHECK(first_error("[bad:xiangqi]\nwin = extinct(c)\nsetup = 4k4/9/9/9/9/9/9/9/9/R2K4C w - - 0 1\n", line) ==
        "win: extinct(c): the setup has no 'c' for Black, so the game would be over at the start");
  CHECK(line == 2);
  // The accepted forms.
  CHECK(first_error("[ok:xiangqi]\nzone.post = c7 g7\nwin = royal_captured, bare_royal, reach(any, e9), "
                    "occupy(2, p, post), extinct(r)\nstalemate = draw\n",
                    line)
            .empty());
}

TEST_CASE("terminal: bare_general goes with data-defined piece types (the other add-ons do not)",
          "[terminal][variant]") {
  const std::string mules =
      "[mules:xiangqi]\npiece.m = custom\nm.name = 騾 騾 | 骡 骡 | Mule\nm.move = C[W]\n"
      "setup = rmbakabmr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RMBAKABMR w - - 0 1\n";
  const Game g = text_game(mules + "addons = bare_general\n", "");
  CHECK(g.position().geometry().terminal.count == 1);
  CHECK(g.position().geometry().types != nullptr);
  check_ongoing(g);
  // Red's mule b0 takes Black's last piece besides the general (a mule on a3: 目, leg b1).
  const Game last = text_game(mules + "addons = bare_general\n", "4k4/9/9/9/9/9/m8/9/9/1M1K5 w - - 0 1");
  check_ongoing(last);
  check_win(after(last, "b0a3"), Outcome::RedWins, ResultReason::BareRoyal);
  int line = 0;
  CHECK(first_error(mules + "addons = flag_ring\n", line)
            .rfind("add-ons cannot be combined with the generic tables", 0) == 0);
}
