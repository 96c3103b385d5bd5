// FEN: round trips, aliases, and one test per error kind with its message.
#include <catch2/catch.hpp>

#include "core/fen.h"

using namespace xq;

namespace {

FenError error_of(const char* fen) { return parse_fen(fen).error; }

}  // namespace

TEST_CASE("FEN round trips", "[fen]") {
  const char* fens[] = {
      "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
      "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
      "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
      "4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 b - - 17 42",
  };
  for (const char* fen : fens) {
    FenResult r = parse_fen(fen);
    INFO(fen << ": " << r.error.message);
    REQUIRE(r.ok());
    CHECK(to_fen(r.position) == fen);
  }
}

TEST_CASE("FEN aliases and optional fields", "[fen]") {
  const std::string standard = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
  // h/e letters for horse/elephant, r for Red to move, missing clocks.
  FenResult r = parse_fen("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r");
  REQUIRE(r.ok());
  CHECK(to_fen(r.position) == standard);
  FenResult bare = parse_fen("  rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR  ");
  REQUIRE(bare.ok());
  CHECK(bare.position.side_to_move() == Color::Red);
  FenResult black = parse_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b");
  REQUIRE(black.ok());
  CHECK(black.position.side_to_move() == Color::Black);
  // The side to move may be in check.
  CHECK(parse_fen("3k5/3R5/9/9/9/9/9/9/9/4K4 b - - 0 1").ok());
}

TEST_CASE("FEN errors are precise values", "[fen]") {
  struct ErrorCase {
    const char* fen;
    FenErrorKind kind;
    const char* message;  // exact text, or a fragment when the text names a square
  };
  const ErrorCase cases[] = {
      {"", FenErrorKind::Empty, "empty FEN"},
      {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/RNBAKABNR w", FenErrorKind::RankCount,
       "expected 10 ranks separated by '/', found 9"},
      {"rnbakabnr/9/1cc1x2c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", FenErrorKind::BadCharacter,
       "rank 3 (from top): unexpected character 'x' at column 5"},
      {"rnbakabnr/9/1c5c2/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", FenErrorKind::RankTooLong,
       "rank 3 (from top): too many points (10, the board is 9 wide) at column 5"},
      {"rnbakabnrr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", FenErrorKind::RankTooLong,
       "rank 1 (from top): too many points (more than 9) at column 10"},
      {"rnbakabnr/8/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", FenErrorKind::RankTooShort,
       "rank 2 (from top): only 8 points, expected 9"},
      {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x", FenErrorKind::BadSideToMove,
       "side to move must be 'w', 'r' or 'b', found 'x'"},
      {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - z 1", FenErrorKind::BadClock,
       "half-move clock must be a number, found 'z'"},
      {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 0", FenErrorKind::BadClock,
       "full-move number must be a number >= 1, found '0'"},
      {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 extra", FenErrorKind::TrailingText,
       "unexpected text after the FEN: 'extra'"},
      {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKKBNR w", FenErrorKind::TooManyPieces,
       "rank 10 (from top): too many red generals (at most 1) at column 6"},
      {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/3A5/RNBAKABNR w", FenErrorKind::TooManyPieces,
       "rank 10 (from top): too many red advisors (at most 2) at column 6"},
      {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/p8/P1P1P1P1P/1C5C1/9/RNBAKABNR w", FenErrorKind::TooManyPieces,
       "rank 6 (from top): too many black soldiers (at most 5) at column 1"},
      {"rnba1abnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", FenErrorKind::MissingGeneral,
       "black general is missing"},
      {"rnba1abnr/2k6/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", FenErrorKind::GeneralOutsidePalace,
       "black general on c8 is outside its palace"},
      {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4A4/RNBAK1BNR w", FenErrorKind::None, ""},
      {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/3A5/RNBAK1BNR w", FenErrorKind::AdvisorOffPoint,
       "red advisor on d1 is not on a palace diagonal point"},
      {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2B2C1/9/RNBAKA1NR w", FenErrorKind::ElephantOffPoint,
       "red elephant on e2"},  // e2 is an elephant point: this row is legal, see below
      {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C1B3C1/9/RNBAKA1NR w", FenErrorKind::ElephantOffPoint,
       "red elephant on d2 is on a point elephants cannot reach"},
      {"rnbakabnr/9/1c5c1/p1p1p1p1p/4B4/9/P1P1P1P1P/1C5C1/9/RNBAKA1NR w", FenErrorKind::ElephantOffPoint,
       "red elephant on e5 is on a point elephants cannot reach"},
      {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P2/1C5CP/9/RNBAKABNR w", FenErrorKind::SoldierOffPoint,
       "red soldier on i2 is behind its start line"},
      {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/1P7/P1P1P1P2/1C5C1/9/RNBAKABNR w", FenErrorKind::SoldierOffPoint,
       "red soldier on b4"},
      {"rnba1abnr/4k4/1c5c1/p1p3p1p/9/9/P1P3P1P/1C5C1/4K4/RNBA1ABNR w", FenErrorKind::GeneralsFacing,
       "the generals face each other on file e (將帥照面)"},
      {"3k5/3R5/9/9/9/9/9/9/9/4K4 w - - 0 1", FenErrorKind::SideNotToMoveInCheck,
       "black is in check but it is red's turn to move"},
  };
  for (const ErrorCase& c : cases) {
    const FenError e = error_of(c.fen);
    INFO(c.fen << " -> " << e.message);
    if (std::string(c.message) == "red elephant on e2") {
      CHECK(e.kind == FenErrorKind::None);  // e2 is a legal elephant point
      continue;
    }
    CHECK(e.kind == c.kind);
    CHECK(e.message.find(c.message) != std::string::npos);
  }
}

TEST_CASE("FEN error carries rank and column", "[fen]") {
  const FenError e = error_of("rnbakabnr/9/1cc1x2c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w");
  CHECK(e.rank_from_top == 3);
  CHECK(e.column == 5);
}

TEST_CASE("piece letters", "[fen]") {
  CHECK(piece_to_char(Piece(Color::Red, PieceKind::Horse)) == 'N');
  CHECK(piece_to_char(Piece(Color::Black, PieceKind::Elephant)) == 'b');
  CHECK(piece_from_char('h') == Piece(Color::Black, PieceKind::Horse));
  CHECK(piece_from_char('E') == Piece(Color::Red, PieceKind::Elephant));
  CHECK(piece_from_char('x').empty());
}
