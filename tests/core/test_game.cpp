// Game facade: creation errors, play/undo/redo, reasons, results, resign/draw.
#include <catch2/catch.hpp>

#include "core/game.h"
#include "core/notation/iccs.h"

using namespace xq;

namespace {
Move mv(const char* iccs) { return *parse_iccs(iccs); }

Game make(const char* fen, RuleOptions options = {}) {
  GameOrError made = Game::create("xiangqi", fen, options);
  INFO(fen << ": " << made.error);
  REQUIRE(made.game);
  return std::move(*made.game);
}
}  // namespace

TEST_CASE("create: start position, errors as values", "[game]") {
  Game g = Game::standard();
  CHECK(g.fen() == Game::kStandardFen);
  CHECK(g.variant() == "xiangqi");
  CHECK(g.side_to_move() == Color::Red);
  CHECK(g.piece_at(4, 0) == Piece(Color::Red, PieceKind::General));
  CHECK(g.piece_at(1, 7) == Piece(Color::Black, PieceKind::Cannon));
  CHECK(g.piece_at(4, 4).empty());
  CHECK(g.piece_at(9, 0).empty());  // off the board
  CHECK(g.legal_moves().size() == 44);
  CHECK(g.legal_moves_from(*parse_iccs_square("h0")).size() == 2);
  CHECK(g.legal_moves_from(*parse_iccs_square("h9")).empty());  // not Red's piece

  GameOrError bad_variant = Game::create("chess");
  CHECK_FALSE(bad_variant.game);
  CHECK(bad_variant.error.rfind("unknown variant 'chess' (known: xiangqi", 0) == 0);
  GameOrError bad_fen = Game::create("xiangqi", "rnbakabnr/9 w");
  CHECK_FALSE(bad_fen.game);
  CHECK(bad_fen.error == "invalid FEN: expected 10 ranks separated by '/', found 2");
}

TEST_CASE("play, undo, redo", "[game]") {
  Game g = Game::standard();
  CHECK(g.play(mv("h2e2")).ok());
  CHECK(g.play(mv("h9g7")).ok());
  CHECK(g.ply() == 2);
  CHECK(g.history() == std::vector<Move>{mv("h2e2"), mv("h9g7")});
  const std::string after2 = g.fen();
  CHECK(g.undo());
  CHECK(g.undo());
  CHECK_FALSE(g.undo());
  CHECK(g.fen() == Game::kStandardFen);
  CHECK(g.hashes().size() == 1);
  CHECK(g.redo_moves() == std::vector<Move>{mv("h2e2"), mv("h9g7")});
  CHECK(g.redo());
  CHECK(g.redo());
  CHECK_FALSE(g.redo());
  CHECK(g.fen() == after2);
  // Playing the redo move keeps the redo line; another move drops it.
  g.undo();
  g.undo();
  CHECK(g.play(mv("h2e2")).ok());
  CHECK(g.redo_moves() == std::vector<Move>{mv("h9g7")});
  CHECK(g.play(mv("b9c7")).ok());
  CHECK(g.redo_moves().empty());
}

TEST_CASE("illegal moves are refused with a reason", "[game]") {
  Game g = Game::standard();
  MoveVerdict v = g.play(mv("h0f1"));
  CHECK(v.reason == IllegalReason::HorseLegBlocked);
  CHECK(v.text == "a horse's leg is blocked (蹩馬腿)");
  CHECK(g.play(mv("a9a8")).text == "not your piece");
  CHECK(g.ply() == 0);
  Game pinned = make("4k4/9/9/9/9/9/9/4N4/9/4K4 w");
  CHECK(pinned.play(mv("e2d4")).text == "generals would face (將帥不能照面)");
  Game check = make("4k4/9/9/9/4r4/9/9/4N4/9/3AK4 w");
  CHECK(check.play(mv("e2c3")).text == "leaves your general in check");
}

TEST_CASE("results: checkmate, stalemate, natural limit, repetition, dead material", "[game]") {
  Game mate = make("3k5/3R5/3R5/9/9/9/9/9/9/4K4 b");
  CHECK(mate.in_check());
  CHECK(mate.result().outcome == Outcome::RedWins);
  CHECK(mate.result().reason == ResultReason::Checkmate);
  CHECK(mate.legal_moves().empty());

  Game stale = make("3k5/R8/9/9/9/9/9/9/9/4K4 b");
  CHECK(stale.result().reason == ResultReason::Stalemate);
  CHECK(stale.result().outcome == Outcome::RedWins);

  Game limit = make("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 119 60");
  CHECK_FALSE(limit.result().over());
  REQUIRE(limit.play(mv("h2e2")).ok());
  CHECK(limit.result().outcome == Outcome::Draw);
  CHECK(limit.result().reason == ResultReason::NaturalLimit);
  CHECK(limit.play(mv("h9g7")).reason == IllegalReason::GameOver);
  RuleOptions shorter;
  shorter.natural_limit_moves = 50;
  CHECK(make("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 100 60", shorter)
            .result()
            .reason == ResultReason::NaturalLimit);

  Game rep = Game::standard();
  for (int cycle = 0; cycle < 2; ++cycle)
    for (const char* m : {"h0g2", "h9g7", "g2h0", "g7h9"}) REQUIRE(rep.play(mv(m)).ok());
  CHECK(rep.result().outcome == Outcome::Draw);
  CHECK(rep.result().reason == ResultReason::Repetition);
  rep.undo();
  CHECK_FALSE(rep.result().over());

  Game dead = make("3akab2/9/4b4/9/9/9/9/4B4/4A4/4KA3 w");
  CHECK(dead.result().reason == ResultReason::InsufficientMaterial);
  // A capture that leaves only defenders ends the game at once.
  Game last = make("3akab2/9/4b4/9/9/9/9/3n5/4A4/4K4 w");
  CHECK(last.in_check());
  CHECK_FALSE(last.result().over());
  REQUIRE(last.play(mv("e1d2")).ok());  // the advisor takes the last horse
  CHECK(last.result().reason == ResultReason::InsufficientMaterial);
}

TEST_CASE("resign and agreed draw", "[game]") {
  Game g = Game::standard();
  g.resign(Color::Black);
  CHECK(g.result().outcome == Outcome::RedWins);
  CHECK(g.result().text == "Red wins by resignation (認輸).");
  CHECK(g.legal_moves().empty());
  CHECK(g.play(mv("h2e2")).reason == IllegalReason::GameOver);
  Game d = Game::standard();
  d.play(mv("h2e2"));
  d.agree_draw();
  CHECK(d.result().outcome == Outcome::Draw);
  CHECK(d.undo());  // undo lifts the agreement
  CHECK_FALSE(d.result().over());
}

TEST_CASE("ICCS move text helpers", "[game][iccs]") {
  const auto m = parse_iccs("h2e2");
  REQUIRE(m);
  CHECK(m->from() == 2 * 9 + 7);
  CHECK(m->to() == 2 * 9 + 4);
  CHECK(format_iccs(*m) == "h2e2");
  CHECK(parse_iccs("H2-E2") == m);
  CHECK(format_iccs_square(*parse_iccs_square("i9")) == "i9");
  for (const char* bad : {"", "h2e", "h2e2x", "j0a0", "a0a0", "a:a1", "h2-e", "z9z8"}) {
    INFO(bad);
    CHECK_FALSE(parse_iccs(bad));
  }
  CHECK(format_iccs(Move::none()) == "0000");
}
