// Games built from a variant text (Game::create_from_text): the last section is played,
// parents may be presets, errors are the parser's line-numbered messages, built variants
// are cached by text, hostile texts stay bounded.
#include <catch2/catch.hpp>

#include "core/game.h"
#include "core/notation/iccs.h"
#include "core/variant/text_variant.h"

using namespace xq;

namespace {

// Standard xiangqi with the two cannons starting on the soldier line's outer files.
constexpr const char* kFast =
    "# a faster opening\n"
    "[fast:xiangqi]\n"
    "name = Fast cannons   # shown in the badge\n"
    "name.hant = 快炮\n"
    "setup = rnbakabnr/9/9/c1p1p1p1c/9/9/C1P1P1P1C/9/9/RNBAKABNR w - - 0 1\n";

}  // namespace

TEST_CASE("create_from_text plays the text's last section", "[game][textvariant]") {
  GameOrError made = Game::create_from_text(kFast);
  INFO(made.error);
  REQUIRE(made.game);
  Game& g = *made.game;
  CHECK(g.variant() == "fast");
  CHECK(g.start_fen() == "rnbakabnr/9/9/c1p1p1p1c/9/9/C1P1P1P1C/9/9/RNBAKABNR w - - 0 1");
  // Comments and padding are gone from what the game keeps (and a link carries).
  CHECK(g.variant_text() ==
        "[fast:xiangqi]\nname=Fast cannons\nname.hant=快炮\n"
        "setup=rnbakabnr/9/9/c1p1p1p1c/9/9/C1P1P1P1C/9/9/RNBAKABNR w - - 0 1");
  const VariantInfo info = g.variant_info();
  CHECK(info.name_en == "Fast cannons");
  CHECK(info.name_hant == "快炮");
  CHECK(info.name_hans == "fast");  // inherited "象棋" would mislead: the id instead
  CHECK(info.width == 9);
  // The rules are xiangqi's: the a3 cannon faces the a6 cannon with no screen between,
  // so it cannot capture it, but it slides up the file.
  CHECK(g.check_move(*parse_iccs("a3a6")).reason == IllegalReason::CannonScreen);
  CHECK(g.play(*parse_iccs("a3a5")).ok());
  CHECK(g.piece_at(0, 5) == Piece(Color::Red, PieceKind::Cannon));
}

TEST_CASE("create_from_text: several sections, preset parents, a wide board", "[game][textvariant]") {
  // 山界 declared inline (not as a child of the shanjie preset): 11 files with holes.
  const std::string text =
      "[wide:xiangqi]\nboard = 11x10\nfiles = zabcdefghij\nholes = z4-z5 j4-j5\n"
      "zone.plain = a0-i4\nb.move = nA@plain\nb.links = a2<>z2 i2<>j2\n"
      "setup = 1rnbakabnr1/11/c9c/1p1p1p1p1p1/11/11/1P1P1P1P1P1/C9C/11/1RNBAKABNR1 w - - 0 1\n"
      "[wide2:wide]\nname = Wide two\n";
  GameOrError made = Game::create_from_text(text);
  INFO(made.error);
  REQUIRE(made.game);
  CHECK(made.game->variant() == "wide2");
  CHECK(made.game->position().geometry().width == 11);
  // Same moves as the shanjie preset from the start (docs/variants.md §2: 46).
  CHECK(made.game->legal_moves().size() == 46);
  // create_like rebuilds the same variant (no preset id to look up).
  GameOrError again = Game::create_like(*made.game, {}, made.game->options());
  REQUIRE(again.game);
  CHECK(again.game->variant() == "wide2");
  CHECK(again.game->legal_moves().size() == 46);
  // Add-ons on top of a text variant.
  RuleOptions o;
  o.addons = {"mission_soldier"};
  GameOrError with = Game::create_from_text(text, {}, o);
  INFO(with.error);
  REQUIRE(with.game);
  CHECK(with.game->options().addons == o.addons);
  o.addons = {"no_such_addon"};
  CHECK(Game::create_from_text(text, {}, o).error.find("no_such_addon") != std::string::npos);
}

TEST_CASE("create_from_text: errors are the parser's line-numbered messages", "[game][textvariant]") {
  CHECK(Game::create_from_text("[mine:xiangqi]\nboard = banana\n").error.find("line 2: ") == 0);
  CHECK(Game::create_from_text("").error == "the variant text defines no variant (it needs a [section])");
  CHECK(Game::create_from_text("# only a comment\n").error.find("defines no variant") != std::string::npos);
  CHECK(Game::create_from_text("[xiangqi]\n").error == "line 1: variant 'xiangqi' is defined twice");
  CHECK(Game::create_from_text("[a:nope]\n").error == "line 1: unknown parent variant 'nope'");
  // Several problems: one per line.
  const std::string two = Game::create_from_text("[m:xiangqi]\nfoo = 1\nbar = 2\n").error;
  CHECK(two == "line 2: unknown key 'foo'\nline 3: unknown key 'bar'");
  // A bad FEN on a good text.
  CHECK(Game::create_from_text(kFast, "9/9 w").error.find("invalid FEN: ") == 0);
  // Too long: refused before parsing.
  const std::string huge(kMaxVariantTextBytes + 1, '#');
  CHECK(Game::create_from_text(huge).error.find("variant text too long") == 0);
}

TEST_CASE("variant texts are built once and cached", "[game][textvariant]") {
  std::string e1, e2;
  auto a = variant_from_text(kFast, {}, e1);
  auto b = variant_from_text(kFast, {}, e2);
  REQUIRE(a);
  CHECK(a.get() == b.get());  // the same built tables
  // A game keeps its variant alive after the cache has moved on.
  GameOrError made = Game::create_from_text(kFast);
  REQUIRE(made.game);
  for (int i = 0; i < static_cast<int>(kVariantTextCacheSize) + 2; ++i)
    Game::create_from_text("[v" + std::to_string(i) + ":xiangqi]\n");
  auto c = variant_from_text(kFast, {}, e1);
  CHECK(c.get() != a.get());  // evicted, rebuilt
  CHECK(made.game->legal_moves().size() == Game::create_from_text(kFast).game->legal_moves().size());
  CHECK(made.game->play(*parse_iccs("h0g2")).ok());
  CHECK(made.game->undo());
}
