// 殺驚與遁馬 (horse_scare add-on, A1): after the opening cannon-takes-horse, the reply may
// be a double move, horse first. Each test quotes the seed sentence it checks.
#include <catch2/catch.hpp>

#include "addon_test_util.h"
#include "core/fen.h"
#include "core/rules/horse_scare.h"
#include "core/movegen.h"

using namespace xq;
using namespace xq::testing;

TEST_CASE("horse scare: the opening cannon-takes-horse gives the reply a double move", "[horse_scare]") {
  // 「所謂"殺驚"是指開局先手方第一步即進炮打掉對方的馬，此時，規則允許後手可先走一步馬（即"遁馬"），
  // 接著再走一著其它棋，等於一次走兩著」.
  Game g = addon_game("xiangqi", "", {"horse_scare"});
  CHECK_FALSE(double_move_right(g.position()));
  REQUIRE(g.play(iccs(g, "b2b9")).ok());
  CHECK(double_move_right(g.position()));
  CHECK(g.fen() == "rCbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/7C1/9/RNBAKABNR b - - 0 1 {double}");

  // Count the doubles independently: each legal horse step, then every legal move of
  // another black piece on the board after it (the general is never captured).
  const Position& pos = g.position();
  MoveList singles;
  generate_legal(pos, singles);
  int singles_count = 0, expected_doubles = 0;
  for (Move h : singles) {
    if (!h.is_normal()) continue;
    ++singles_count;
    if (pos.piece_on(h.from()) != Piece(Color::Black, PieceKind::Horse)) continue;
    Position mid = pos;
    UndoInfo u;
    mid.do_move(h, u);
    mid.set_side_to_move(Color::Black);
    MoveList second;
    generate_pseudo_legal(mid, second);
    for (Move m : second)
      if (m.from() != h.to() && !mid.leaves_general_attacked(m) &&
          mid.piece_on(m.to()) != Piece(Color::Red, PieceKind::General))
        ++expected_doubles;
  }
  int doubles = 0;
  for (Move m : g.legal_moves()) {
    if (!m.is_double()) continue;
    ++doubles;
    // 「走兩著必先動馬」: the horse first; 「其它棋」: another piece second.
    CHECK(pos.piece_on(m.from()) == Piece(Color::Black, PieceKind::Horse));
    CHECK(m.from2() != m.to());
  }
  CHECK(doubles == expected_doubles);
  CHECK(doubles > 0);
  CHECK(static_cast<int>(g.legal_moves().size()) == singles_count + doubles);

  // One of them: the horse h9g7, then the chariot a9 takes the cannon b9.
  const Move dbl = iccs(g, "h9g7&a9b9");
  REQUIRE(has_move(g, dbl));
  Game played = g;
  REQUIRE(played.play(dbl).ok());
  CHECK(played.fen() == "1rbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/7C1/9/RNBAKABNR w - - 0 2");
  CHECK_FALSE(double_move_right(played.position()));
  REQUIRE(played.undo());
  CHECK(played.fen() == g.fen());
}

TEST_CASE("horse scare: the horse moves first, then another piece; single moves stay", "[horse_scare]") {
  // 「也可暫不動馬，直接走一著其它棋，但這樣後手就只能走一著棋」, 「走兩著必先動馬」.
  Game g = addon_game("xiangqi", "", {"horse_scare"});
  REQUIRE(g.play(iccs(g, "b2b9")).ok());
  CHECK(g.check_move(iccs(g, "a9a8&h9g7")).reason == IllegalReason::DoubleMoveNotAllowed);  // not horse first
  CHECK(g.check_move(iccs(g, "h9g7&g7e8")).reason == IllegalReason::DoubleMoveNotAllowed);  // the same horse
  CHECK(g.check_move(iccs(g, "h9g7&a9a5")).reason == IllegalReason::DoubleMoveNotAllowed);  // second step illegal
  Game single = g;
  REQUIRE(single.play(iccs(single, "a9b9")).ok());  // one move, no second
  CHECK(single.side_to_move() == Color::Red);
  CHECK_FALSE(double_move_right(single.position()));
  // Red never gets one, and the right does not carry on.
  CHECK(count_if_moves(single, [](Move m) { return m.is_double(); }) == 0);
}

TEST_CASE("horse scare: only after the game's first move is a cannon taking a horse", "[horse_scare]") {
  // 「開局先手方第一步即進炮打掉對方的馬」.
  Game quiet = addon_game("xiangqi", "", {"horse_scare"});
  REQUIRE(quiet.play(iccs(quiet, "h2e2")).ok());
  CHECK(count_if_moves(quiet, [](Move m) { return m.is_double(); }) == 0);
  // The same capture later in the game is no 殺驚.
  Game later = addon_game("xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 2 2",
                          {"horse_scare"});
  REQUIRE(later.play(iccs(later, "b2b9")).ok());
  CHECK_FALSE(double_move_right(later.position()));
  // Without the add-on nothing changes.
  Game plain = Game::standard();
  REQUIRE(plain.play(iccs(plain, "b2b9")).ok());
  CHECK(count_if_moves(plain, [](Move m) { return !m.is_normal(); }) == 0);
  // FEN: the right reads back, and only for a side with at most one horse.
  Game read = addon_game("xiangqi", "rCbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/7C1/9/RNBAKABNR b - - 0 1 {double}",
                         {"horse_scare"});
  CHECK(double_move_right(read.position()));
  RuleOptions options;
  options.addons = {"horse_scare"};
  CHECK(Game::create("xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1 {double}", options)
            .error == "invalid FEN: 'double' (殺驚與遁馬) follows the capture of a horse: the side to move can have at "
                      "most one horse");
}
