// PositionSetup (core/position_setup.h): the position editor's draft. Built from an empty
// board, the start position and a game's current position; edited; judged by the FEN
// parser with the point, piece and limit of each problem; started as a game.
#include <catch2/catch.hpp>
#include <string>

#include "core/fen.h"
#include "core/game.h"
#include "core/notation/iccs.h"
#include "core/position_setup.h"

using namespace xq;

namespace {

Game make(const char* variant, const char* fen = "") {
  GameOrError made = Game::create(variant, fen);
  INFO(made.error);
  REQUIRE(made.game);
  return *made.game;
}

Square at(const PositionSetup& s, const Game& g, const char* iccs) {
  const auto q = parse_iccs_square(iccs, g.position().geometry());
  INFO(iccs);
  REQUIRE(q);
  (void)s;
  return *q;
}

const Piece kRedK(Color::Red, PieceKind::General), kBlackK(Color::Black, PieceKind::General);
const Piece kRedE(Color::Red, PieceKind::Elephant), kRedR(Color::Red, PieceKind::Chariot);

}  // namespace

TEST_CASE("editor: start, current and empty drafts write the positions they come from", "[editor]") {
  Game g = make("xiangqi");
  CHECK(PositionSetup::start(g).fen() == Game::kStandardFen);
  REQUIRE(g.play(Move(at(PositionSetup::start(g), g, "h2"), at(PositionSetup::start(g), g, "e2"))).ok());
  const PositionSetup cur = PositionSetup::current(g);
  CHECK(cur.fen() == "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 0 1");
  CHECK(cur.side_to_move() == Color::Black);
  // The start draft is the variant's, not the game's current one.
  CHECK(PositionSetup::start(g).fen() == Game::kStandardFen);
  PositionSetup none = PositionSetup::start(g);
  none.clear();
  CHECK(none.fen() == PositionSetup::empty(g).fen());
  CHECK(none.fen() == "9/9/9/9/9/9/9/9/9/9 w - - 0 1");
  CHECK(none.check().kind == FenErrorKind::MissingGeneral);
  CHECK(none.check().piece == kRedK);
}

TEST_CASE("editor: each problem names its point, piece and limit; fixing it lets the game start",
          "[editor]") {
  const Game g = make("xiangqi");
  PositionSetup s = PositionSetup::empty(g);
  REQUIRE(s.put(at(s, g, "e0"), kRedK));
  REQUIRE(s.put(at(s, g, "d9"), kBlackK));
  CHECK(s.check().kind == FenErrorKind::None);

  // Two red generals: the second one met (FEN order, from the top) is named.
  REQUIRE(s.put(at(s, g, "d1"), kRedK));
  FenError e = s.check();
  CHECK(e.kind == FenErrorKind::TooManyPieces);
  CHECK(e.square == at(s, g, "e0"));
  CHECK(e.piece == kRedK);
  CHECK(e.limit == 1);
  CHECK_FALSE(s.start_game().game);
  REQUIRE(s.remove(at(s, g, "d1")));

  // An elephant across the river.
  REQUIRE(s.put(at(s, g, "c5"), kRedE));
  e = s.check();
  CHECK(e.kind == FenErrorKind::ElephantOffPoint);
  CHECK(e.square == at(s, g, "c5"));
  CHECK(e.piece == kRedE);
  REQUIRE(s.move(at(s, g, "c5"), at(s, g, "c4")));
  CHECK(s.check().kind == FenErrorKind::None);

  // Generals facing, then the side not to move in check.
  REQUIRE(s.move(at(s, g, "d9"), at(s, g, "e9")));
  e = s.check();
  CHECK(e.kind == FenErrorKind::GeneralsFacing);
  CHECK(e.square == at(s, g, "e0"));
  REQUIRE(s.move(at(s, g, "e9"), at(s, g, "d9")));
  REQUIRE(s.put(at(s, g, "d5"), kRedR));
  e = s.check();  // Red to move and Black's general attacked by the chariot on d5
  CHECK(e.kind == FenErrorKind::SideNotToMoveInCheck);
  CHECK(e.square == at(s, g, "d9"));
  CHECK(e.piece == kBlackK);
  s.set_side_to_move(Color::Black);
  CHECK(s.check().kind == FenErrorKind::None);

  GameOrError started = s.start_game();
  REQUIRE(started.game);
  CHECK(started.game->fen() == "3k5/9/9/9/3R5/2B6/9/9/9/4K4 b - - 0 1");
  CHECK(started.game->variant() == "xiangqi");
}

TEST_CASE("editor: holes and undeclared pieces are refused; moves need a piece and a point", "[editor]") {
  const Game g = make("xiangqi");
  PositionSetup s = PositionSetup::empty(g);
  CHECK_FALSE(s.put(s.square(0, 0), Piece(Color::Red, PieceKind::Flag)));  // never a palette piece
  CHECK_FALSE(s.move(s.square(0, 0), s.square(1, 0)));                     // nothing there
  CHECK(s.square(9, 0) == kNoSquare);
  CHECK_FALSE(s.put(kNoSquare, kRedR));
  REQUIRE(s.put(s.square(0, 0), kRedR));
  CHECK_FALSE(s.move(s.square(0, 0), s.square(0, 0)));
  s.clear();
  CHECK(s.at(s.square(0, 0)).empty());
  // The standard palette: the seven roles, Red's then Black's.
  const std::vector<Piece> pal = s.palette();
  REQUIRE(pal.size() == 14);
  CHECK(pal[0] == kRedK);
  CHECK(pal[7] == kBlackK);
}

TEST_CASE("editor: a variant with its own piece types offers them and confines them to their zones",
          "[editor]") {
  const Game g = make("yizhi");
  PositionSetup s = PositionSetup::start(g);
  CHECK(s.fen() == PositionSetup::start(g).fen());
  CHECK(s.check().kind == FenErrorKind::None);
  const std::vector<Piece> pal = s.palette();
  std::string glyphs;
  for (const Piece p : pal)
    if (p.color() == Color::Red) glyphs += g.piece_glyph(p);
  for (const char* glyph : {"領", "輿", "騾", "槍", "左", "右", "役"})
    CHECK(glyphs.find(glyph) != std::string::npos);
  // Its six own types, the royal 領, and the roles the text inherits from 象棋 (仕 相 傌 俥
  // 炮 兵: declared, though its setup does not use them): 13 a side.
  CHECK(pal.size() == 26);
  CHECK(glyphs == "領仕相傌俥炮兵役騾槍輿右左");
  // The royal 領 out of its palace: the zone check, with its point.
  const Square royal = [&] {
    for (int r = 0; r < s.height(); ++r)
      for (int f = 0; f < s.width(); ++f)
        if (s.exists(f, r) && s.at(s.square(f, r)) == kRedK) return s.square(f, r);
    return kNoSquare;
  }();
  REQUIRE(royal != kNoSquare);
  const Square out = s.square(0, 5);
  REQUIRE(s.move(royal, out));
  const FenError e = s.check();
  CHECK(e.kind == FenErrorKind::OutsideZone);
  CHECK(e.square == out);
  CHECK(e.piece == kRedK);
}

TEST_CASE("editor: a holed board refuses pieces on its holes", "[editor]") {
  const Game g = make("shanjie");
  PositionSetup s = PositionSetup::start(g);
  CHECK(s.check().kind == FenErrorKind::None);
  int holes = 0;
  for (int r = 0; r < s.height(); ++r)
    for (int f = 0; f < s.width(); ++f)
      if (!s.exists(f, r)) {
        ++holes;
        CHECK_FALSE(s.put(s.square(f, r), kRedR));
      }
  CHECK(holes > 0);
}
