// Time control (core/rules/time_control.*): seed 002's 時間總計制 with its carry-over rule,
// the Asian control, 時間分計制, and the time forfeit as a Game result.
#include <catch2/catch.hpp>

#include <string>

#include "core/game.h"
#include "core/notation/import.h"
#include "core/rules/time_control.h"
#include "core/share/link.h"

using namespace xq;

namespace {

constexpr double kMin = 60000.0;

// Red thinks, Black answers at once: only Red's clock runs. Time in ms since the start.
struct Match {
  Clock clock;
  double now = 0;

  explicit Match(const ClockSettings& s) : clock(s) { clock.start(Color::Red, 0); }
  // Red completes a move after `think` ms; Black replies instantly.
  void red_moves(double think) {
    now += think;
    clock.moved(Color::Red, now);
    clock.moved(Color::Black, now);
  }
  // Red makes n moves spread evenly over `span` ms.
  void red_moves(int n, double span) {
    for (int i = 0; i < n; ++i) red_moves(span / n);
  }
  bool red_flagged_at(double t) const { return clock.flagged(t) == Color::Red; }
};

ClockSettings china() { return find_clock_preset("china")->settings; }

}  // namespace

// 「開始每方在1小時30分鐘內必須走滿40着，以後每30分鐘內必須走滿20着。」
TEST_CASE("time control: the first period's quota must be met in its time", "[clock]") {
  Match m(china());
  m.red_moves(39, 89 * kMin);
  CHECK(m.clock.moves_to_go(Color::Red, m.now) == 1);
  CHECK(m.clock.remaining(Color::Red, m.now) == Approx(1 * kMin));
  CHECK_FALSE(m.clock.flagged(90 * kMin - 1));
  CHECK(m.red_flagged_at(90 * kMin));
  // Black's clock never ran.
  CHECK(m.clock.remaining(Color::Black, 90 * kMin) == Approx(90 * kMin));
}

// 「每1個時限內都可以多走着數，但均不能挪到下1個時限內累計。」 Red plays 60 moves inside the
// first 90 minutes: the 20 beyond the quota do not count for the second period, which
// still needs 20 moves between minute 90 and minute 120. (Counted cumulatively, as in
// chess, 60 moves would already cover the second period and the flag would fall at 150.)
TEST_CASE("time control: moves beyond a period's quota do not carry to the next (不能挪後累計)", "[clock]") {
  Match m(china());
  m.red_moves(60, 85 * kMin);
  CHECK(m.clock.moves_to_go(Color::Red, m.now) == 0);
  CHECK(m.clock.remaining(Color::Red, m.now) == Approx(5 * kMin));
  // Minute 90: the second period starts with nothing counted.
  CHECK(m.clock.moves_to_go(Color::Red, 95 * kMin) == 20);
  CHECK(m.clock.remaining(Color::Red, 95 * kMin) == Approx(25 * kMin));
  m.red_moves(6 * kMin);       // minute 91: the second period's first move
  m.red_moves(18, 28 * kMin);  // minute 119: one short
  CHECK(m.clock.moves_to_go(Color::Red, m.now) == 1);
  CHECK_FALSE(m.clock.flagged(120 * kMin - 1));
  CHECK(m.red_flagged_at(120 * kMin));
  CHECK(m.clock.side_state(Color::Red, 121 * kMin).moves == 79);

  // The same 79 moves with the 20th of the second period in time: no flag, and the
  // third period again wants 20.
  Match ok(china());
  ok.red_moves(60, 85 * kMin);
  ok.red_moves(6 * kMin);
  ok.red_moves(19, 28 * kMin);
  CHECK_FALSE(ok.clock.flagged(120 * kMin));
  CHECK(ok.clock.moves_to_go(Color::Red, 121 * kMin) == 20);
  CHECK(ok.clock.remaining(Color::Red, 121 * kMin) == Approx(29 * kMin));
  CHECK(ok.red_flagged_at(150 * kMin));
}

// The other half of the rule: time a player does not use in a period is not lost. Red
// makes its 40 moves in 30 minutes, then thinks 85 minutes over move 41 (into the second
// period): the move counts there, and the second period's deadline is still minute 120.
TEST_CASE("time control: unused time carries over into the next period", "[clock]") {
  Match m(china());
  m.red_moves(40, 30 * kMin);
  CHECK(m.clock.remaining(Color::Red, m.now) == Approx(60 * kMin));
  CHECK_FALSE(m.clock.flagged(115 * kMin));
  m.red_moves(85 * kMin);
  CHECK(m.clock.side_state(Color::Red, m.now).period == 1);
  CHECK(m.clock.moves_to_go(Color::Red, m.now) == 19);
  CHECK(m.clock.remaining(Color::Red, m.now) == Approx(5 * kMin));
  m.red_moves(19, 4 * kMin);
  CHECK_FALSE(m.clock.flagged(120 * kMin));
  CHECK(m.clock.moves_to_go(Color::Red, 120 * kMin) == 20);
}

// 亞洲賽象棋規則 ②: 「每方限走60分鐘（不限着數），限定時間用完而未走完一盤棋者，則每10分鐘必須
// 走滿10着，否則作為負棋。限着階段內，多走的着數不能挪後累積計算。」
TEST_CASE("time control: the Asian preset (60 min, then 10 moves every 10 min)", "[clock]") {
  const ClockPreset* asian = find_clock_preset("asian");
  REQUIRE(asian);
  CHECK(asian->settings == ClockSettings{ClockMode::Total, 0, 60, 10, 10, 120, 30});
  Match m(asian->settings);
  m.red_moves(5, 59 * kMin);  // few moves in the first hour: no quota there
  CHECK(m.clock.moves_to_go(Color::Red, m.now) == 0);
  CHECK_FALSE(m.clock.flagged(60 * kMin));
  CHECK(m.clock.moves_to_go(Color::Red, 61 * kMin) == 10);
  CHECK(m.clock.remaining(Color::Red, 61 * kMin) == Approx(9 * kMin));
  m.red_moves(10, 10 * kMin);  // minute 69: the first block's 10
  m.red_moves(4, 0.8 * kMin);  // minute 69.8: 4 more, which do not count for the next block
  CHECK_FALSE(m.clock.flagged(70 * kMin));
  m.red_moves(9, 9 * kMin);    // minute 78.8: 9 of the second block's 10
  CHECK(m.clock.moves_to_go(Color::Red, m.now) == 1);
  CHECK(m.red_flagged_at(80 * kMin));

  // Nobody moving at all in the second hour: the flag falls at minute 70.
  Match idle(asian->settings);
  idle.red_moves(1, 30 * kMin);
  CHECK_FALSE(idle.clock.flagged(70 * kMin - 1));
  CHECK(idle.red_flagged_at(70 * kMin));
}

// 「每方走每一着棋的時間不得超過兩分鐘。同時，每方每局棋有30分鐘的延長時間由自己支配，可以一次或
// 幾次用完。延長時間用完後，如果有一着超過兩分鐘，就判負。」
TEST_CASE("time control: 時間分計制 defaults to 2 minutes a move and a 30-minute reserve", "[clock]") {
  ClockSettings s;
  s.mode = ClockMode::PerMove;
  CHECK(s.per_move_seconds == 120);
  CHECK(s.reserve_minutes == 30);
  CHECK(find_clock_preset("per_move")->settings == s);
  Match m(s);
  m.red_moves(2 * kMin);  // within the move's own time: the reserve is untouched
  CHECK(m.clock.remaining(Color::Red, m.now) == Approx(30 * kMin));
  CHECK(m.clock.move_left(Color::Red, m.now + 0.5 * kMin) == Approx(1.5 * kMin));
  m.red_moves(12 * kMin);  // 10 minutes over
  CHECK(m.clock.remaining(Color::Red, m.now) == Approx(20 * kMin));
  CHECK_FALSE(m.clock.flagged(m.now + 22 * kMin - 1));
  CHECK(m.red_flagged_at(m.now + 22 * kMin));
  // A move made after the fall does not count and the clock does not restart.
  m.clock.moved(Color::Red, m.now + 23 * kMin);
  CHECK(m.clock.flagged(m.now + 23 * kMin) == Color::Red);
  CHECK_FALSE(m.clock.running());
  CHECK(m.clock.side_state(Color::Red, m.now).moves == 2);
}

TEST_CASE("time control: settings are clamped and the state survives a save", "[clock]") {
  const ClockSettings n = normalized(ClockSettings{ClockMode::Total, -5, 0, 0, -1, 0, -3});
  CHECK(n.moves1 == 0);
  CHECK(n.minutes1 == 1);
  CHECK(n.moves2 == 1);  // a later period always wants a move, so it always ends
  CHECK(n.minutes2 == 1);
  CHECK(n.per_move_seconds == 1);
  CHECK(n.reserve_minutes == 0);
  CHECK(normalized(ClockSettings{static_cast<ClockMode>(7)}).mode == ClockMode::None);
  CHECK_FALSE(Clock(ClockSettings{}).enabled());

  Match m(china());
  m.red_moves(45, 95 * kMin);  // a move every 2.1 minutes: 42 in the first period, 3 after
  const ClockSide red = m.clock.side_state(Color::Red, m.now + kMin);
  CHECK(red.used_ms == Approx(96 * kMin));
  CHECK(red.period == 1);
  CHECK(red.period_moves == 3);
  CHECK(red.moves == 45);
  Clock copy(china());
  copy.restore(red, m.clock.side_state(Color::Black, m.now));
  copy.start(Color::Red, 0);
  CHECK(copy.moves_to_go(Color::Red, 0) == 17);
  CHECK(copy.remaining(Color::Red, 0) == Approx(24 * kMin));
  CHECK(copy.flagged(24 * kMin) == Color::Red);
}

// 「超過比賽規定的走棋時限」 is one of seed 002's losses: a core result with its own reason.
TEST_CASE("time control: a time forfeit is a Game result, in PGN too", "[clock]") {
  Game g = Game::standard();
  REQUIRE(g.play(Move(g.position().geometry().square(7, 2), g.position().geometry().square(4, 2))).ok());
  g.lose_on_time(Color::Black);
  const GameResult r = g.result();
  CHECK(r.outcome == Outcome::RedWins);
  CHECK(r.reason == ResultReason::TimeForfeit);
  CHECK(r.text == "Red wins by time forfeit (超時).");
  CHECK(g.legal_moves().empty());
  const std::string pgn = notation::export_pgn(g, notation::Notation::Iccs);
  CHECK(pgn.find("[Result \"1-0\"]") != std::string::npos);
  CHECK(pgn.find("[Termination \"time forfeit\"]") != std::string::npos);
  // A finished game cannot also be lost on time; undo lifts the forfeit and keeps the move.
  g.resign(Color::Red);
  CHECK(g.result().reason == ResultReason::TimeForfeit);
  REQUIRE(g.undo());
  CHECK_FALSE(g.result().over());
  CHECK(g.ply() == 1);
}

// A share link carries the forfeit (tf=), since the moves alone cannot say it.
TEST_CASE("time control: a share link keeps a loss on time", "[clock]") {
  Game g = Game::standard();
  REQUIRE(g.play(Move(g.position().geometry().square(7, 2), g.position().geometry().square(4, 2))).ok());
  g.lose_on_time(Color::Black);
  const std::string frag = share::encode_link(share::link_state_from_game(g));
  CHECK(frag.find("&tf=b") != std::string::npos);
  const share::LinkDecode d = share::decode_link(frag);
  INFO(frag << ": " << d.error);
  REQUIRE(d.ok());
  REQUIRE(d.game);
  CHECK(d.game->result().reason == ResultReason::TimeForfeit);
  CHECK(d.game->result().outcome == Outcome::RedWins);
  // Looking at an earlier ply shows the position, not the end.
  const share::LinkDecode earlier = share::decode_link(frag + "&p=0");
  REQUIRE(earlier.game);
  CHECK_FALSE(earlier.game->result().over());
  CHECK(share::decode_link("v2.tf=x").error == "bad time-forfeit side 'x' (r or b)");
}
