// 解將旗 (flag_ring add-on, A3): the flag steps with an answer to a check, captures the
// enemy flag to win, escapes two cells when the enemy flag is right behind it; the
// repetition judge no longer forbids checks. Each test quotes the seed sentence it checks.
#include <catch2/catch.hpp>

#include "addon_test_util.h"
#include "core/fen.h"
#include "core/rules/flag_ring.h"
#include "core/movegen.h"
#include "core/ring.h"
#include "core/rules/repetition.h"

using namespace xq;
using namespace xq::testing;

namespace {

// Red's general d0 is checked along rank 0 by the black chariot i0; its one answer is d0d1.
const std::string kChecked = "4k4/9/9/9/9/9/9/9/9/3K4r w - - 0 1";

}  // namespace

TEST_CASE("flag ring: the ring is 42 cells around the board, flags start behind the generals", "[flag]") {
  // 「象棋盤周圍增加了一環方格，共 42 格」, 「緊鄰將帥後面開局各加入一枚"解將"棋」.
  // Standard xiangqi declares no flag track: the add-on brings the default 11x12 frame.
  Game g = addon_game("xiangqi", "", {"flag_ring"});
  const Track& t = g.position().geometry().flag_track;
  STATIC_REQUIRE(kDefaultFlagTrack.size == 42);
  REQUIRE(t.size == 42);
  CHECK(t.cols == 11);
  CHECK(t.rows == 12);
  CHECK(t.start[0] == 0);
  CHECK(t.start[1] == 21);
  CHECK(t.cell[0].col == 5);
  CHECK(t.cell[0].row == 0);
  CHECK(t.cell[21].col == 5);
  CHECK(t.cell[21].row == 11);
  CHECK(t.cell[5].col == 10);
  CHECK(t.cell[6].row == 1);
  CHECK(t.cell[16].col == 10);
  CHECK(t.cell[16].row == 11);
  CHECK(t.cell[26].col == 0);
  CHECK(t.cell[36].row == 1);
  CHECK(t.cell[41].col == 4);
  // Every cell of the 11x12 frame's border exactly once.
  bool seen[11][12] = {};
  for (int i = 0; i < t.size; ++i) {
    const RingCell c = t.cell[i];
    REQUIRE((c.col == 0 || c.col == t.cols - 1 || c.row == 0 || c.row == t.rows - 1));
    CHECK_FALSE(seen[c.col][c.row]);
    seen[c.col][c.row] = true;
    // Neighbouring indices are neighbouring cells (a cycle).
    const RingCell n = t.cell[t.advance(i, 1)];
    CHECK(std::abs(n.col - c.col) + std::abs(n.row - c.row) == 1);
  }
  CHECK(ring_size(g.position().geometry()) == 42);
  CHECK(flag_cell(g.position(), Color::Red) == 0);
  CHECK(flag_cell(g.position(), Color::Black) == 21);
  CHECK(flag_cell(Game::standard().position(), Color::Red) == -1);
  CHECK(ring_size(Game::standard().position().geometry()) == 0);
}

TEST_CASE("flag ring: the flag steps only together with an answer to a check", "[flag]") {
  // 「被將軍的一方每次"解將"時，都可先逆時針移動一格己方"解將"棋（也可不動"解將"棋），同時再走棋
  // 解除己方被"將軍"狀態」.
  Game start = addon_game("xiangqi", "", {"flag_ring"});
  CHECK(start.legal_moves().size() == 44);  // not in check: no flag moves at all
  CHECK(count_if_moves(start, [](Move m) { return m.flag_step() || m.is_flag_only(); }) == 0);
  CHECK(start.check_move(Move::flag_step(start.position().geometry().square(7, 2),
                                         start.position().geometry().square(4, 2)))
            .reason == IllegalReason::FlagStepNotInCheck);

  Game g = addon_game("xiangqi", kChecked, {"flag_ring"});
  REQUIRE(g.in_check());
  const std::vector<Move> moves = g.legal_moves();
  REQUIRE(moves.size() == 2);  // d0d1, with or without the flag step
  CHECK(has_move(g, iccs(g, "d0d1")));
  CHECK(has_move(g, iccs(g, "@d0d1")));
  CHECK(iccs(g, "@d0d1") == Move::flag_step(g.position().geometry().square(3, 0), g.position().geometry().square(3, 1)));
  // A flag step with a move that does not answer the check is no move.
  CHECK_FALSE(g.check_move(iccs(g, "@d0e0")).ok());
  // Playing it moves the flag one cell counterclockwise, and undo brings it back.
  REQUIRE(g.play(iccs(g, "@d0d1")).ok());
  CHECK(flag_cell(g.position(), Color::Red) == 1);
  CHECK(g.fen() == "4k4/9/9/9/9/9/9/9/3K5/8r b - - 1 1 {flag=1.21}");
  REQUIRE(g.undo());
  CHECK(flag_cell(g.position(), Color::Red) == 0);
  CHECK(g.fen() == kChecked);
  // Without the ring the same position has one answer.
  CHECK(Game::create("xiangqi", kChecked).game->legal_moves().size() == 1);
}

TEST_CASE("flag ring: stepping onto the enemy flag captures it and wins", "[flag]") {
  // 「注意："解將"是可以吃掉對方"解將"的，並且也為勝，吃法同走法」.
  Game g = addon_game("xiangqi", kChecked + " {flag=20.21}", {"flag_ring"});
  REQUIRE(g.play(iccs(g, "@d0d1")).ok());
  CHECK(flag_cell(g.position(), Color::Red) == 21);
  CHECK(flag_cell(g.position(), Color::Black) == -1);
  CHECK(flag_captured(g.position(), Color::Black));
  const GameResult r = g.result();
  CHECK(r.outcome == Outcome::RedWins);
  CHECK(r.reason == ResultReason::FlagCaptured);
  CHECK(r.text == "Red wins by capturing the enemy flag (吃解將旗).");
  CHECK(g.legal_moves().empty());
  MoveList none;
  generate_legal(g.position(), none);
  CHECK(none.empty());
  CHECK(g.fen() == "4k4/9/9/9/9/9/9/9/3K5/8r b - - 1 1 {flag=21.x}");
  // The finished position reads back (and is over).
  Game again = addon_game("xiangqi", g.fen(), {"flag_ring"});
  CHECK(again.result().reason == ResultReason::FlagCaptured);
  REQUIRE(g.undo());
  CHECK_FALSE(g.result().over());
  // The plain answer does not touch the flags.
  REQUIRE(g.play(iccs(g, "d0d1")).ok());
  CHECK(flag_cell(g.position(), Color::Black) == 21);
  CHECK_FALSE(g.result().over());
}

TEST_CASE("flag ring: the two-cell escape needs the enemy flag right behind and no check", "[flag]") {
  // 「當甲方[解將]走到乙方[解將]後面與其緊鄰狀態下,乙方可以在不被"將軍"的情況下，單獨一著走兩格
  // [解將]棋，這等同走完一著棋」.
  const std::string start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
  Game behind = addon_game("xiangqi", start + " {flag=5.4}", {"flag_ring"});
  CHECK(behind.legal_moves().size() == 45);  // 44 + the escape
  CHECK(has_move(behind, Move::flag_only()));
  REQUIRE(behind.play(Move::flag_only()).ok());
  CHECK(flag_cell(behind.position(), Color::Red) == 7);
  CHECK(behind.side_to_move() == Color::Black);  // it is a whole move
  CHECK(behind.fen() == "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 1 1 {flag=7.4}");

  Game apart = addon_game("xiangqi", start + " {flag=5.3}", {"flag_ring"});
  CHECK_FALSE(has_move(apart, Move::flag_only()));
  CHECK(apart.check_move(Move::flag_only()).reason == IllegalReason::FlagEscapeNotAllowed);
  Game ahead = addon_game("xiangqi", start + " {flag=5.6}", {"flag_ring"});  // in front is not behind
  CHECK_FALSE(has_move(ahead, Move::flag_only()));

  // In check the flag only steps with an answer, even with the enemy flag behind.
  Game checked = addon_game("xiangqi", kChecked + " {flag=5.4}", {"flag_ring"});
  CHECK_FALSE(has_move(checked, Move::flag_only()));
  CHECK(checked.legal_moves().size() == 2);
  // Across the ring's end: Black's flag on 41 is right behind Red's on 0.
  Game wrap = addon_game("xiangqi", start + " {flag=0.41}", {"flag_ring"});
  CHECK(has_move(wrap, Move::flag_only()));
  // And Black, checked with Red's flag right in front, takes it.
  Game take = addon_game("xiangqi", "3k4R/9/9/9/9/9/9/9/9/4K4 b - - 0 1 {flag=5.4}", {"flag_ring"});
  REQUIRE(take.in_check());
  bool won = false;
  for (Move m : take.legal_moves())
    if (m.flag_step()) {
      Game t = take;
      REQUIRE(t.play(m).ok());
      won = won || t.result().outcome == Outcome::BlackWins;
    }
  CHECK(won);
}

TEST_CASE("flag ring: checks are not forbidden repetitions while the ring is on", "[flag][repetition]") {
  // 「一種可以解除象棋禁止"長將、重複：一將一捉、一將一殺、一將一抽"規則的規則」: the checked side
  // may step its flag each time, so perpetual check is a draw here instead of a loss.
  const std::string fen = "3k5/7R1/9/9/8r/9/2p3p2/9/9/4K4 w - - 0 1";
  const char* cycle[] = {"h8h9", "d9d8", "h9h8", "d8d9"};
  Game plain = *Game::create("xiangqi", fen).game;
  Game ring = addon_game("xiangqi", fen, {"flag_ring"});
  for (int i = 0; i < 2; ++i)  // the start position occurs a third time after two cycles
    for (const char* m : cycle) {
      REQUIRE(plain.play(iccs(plain, m)).ok());
      REQUIRE(ring.play(iccs(ring, m)).ok());
    }
  CHECK(plain.result().outcome == Outcome::BlackWins);  // 長將 loses without the ring
  const GameResult r = ring.result();
  CHECK(r.outcome == Outcome::Draw);
  CHECK(r.reason == ResultReason::Repetition);
  CHECK(r.text == "Draw by checks allowed with the flag ring (解將旗不禁將).");
  // A flag step breaks the cycle: the position with the flag moved is a new one.
  Game stepped = addon_game("xiangqi", fen, {"flag_ring"});
  REQUIRE(stepped.play(iccs(stepped, "h8h9")).ok());
  REQUIRE(stepped.play(iccs(stepped, "@d9d8")).ok());
  CHECK(stepped.hashes().back() != ring.hashes()[2]);
}
