// Share links: round trips of every field, the move code for every legal move, a 60-move
// game's link length, and garbled links giving the right message with a partial result.
#include <catch2/catch.hpp>

#include <random>

#include "core/fen.h"
#include "core/game.h"
#include "core/notation/iccs.h"
#include "core/share/link.h"

using namespace xq;
using namespace xq::share;

namespace {

// A random playout of up to `plies` legal moves from the standard start.
Game random_game(std::mt19937& rng, int plies) {
  Game g = Game::standard();
  for (int i = 0; i < plies; ++i) {
    std::vector<Move> moves = g.legal_moves();
    if (moves.empty()) break;
    g.play(moves[rng() % moves.size()]);
  }
  return g;
}

Move iccs(const char* text) { return *parse_iccs(text); }

}  // namespace

TEST_CASE("every legal move has a 2-character code that decodes to itself", "[share]") {
  std::mt19937 rng(7);
  for (int game = 0; game < 40; ++game) {
    Game g = Game::standard();
    for (int ply = 0; ply < 120; ++ply) {
      std::vector<Move> moves = g.legal_moves();
      if (moves.empty()) break;
      for (Move m : moves) {
        std::string code = encode_move(m);
        REQUIRE(code.size() == 2);
        REQUIRE(decode_move(code) == m);
      }
      g.play(moves[rng() % moves.size()]);
    }
  }
  CHECK(encode_move(Move(0, 12)).empty());  // a0 -> d1 is no piece's move
  CHECK(!decode_move("__"));
  CHECK(!decode_move("A"));
}

TEST_CASE("a link round trips the whole page state", "[share]") {
  LinkState s;
  s.addons = {"mission_soldier", "kings_advisor"};
  s.start_fen = "4kab2/4a4/2R1b1P2/9/p3p4/5p3/P3P1c2/N2Cr4/4A4/3AK4 b - - 0 1";
  RuleOptions options;
  options.addons = s.addons;
  GameOrError made = Game::create("xiangqi", s.start_fen, options);
  INFO(made.error);
  REQUIRE(made.game);
  Game& g = *made.game;
  for (int i = 0; i < 2; ++i) {
    s.moves.push_back(g.legal_moves().front());
    g.play(s.moves.back());
  }
  s.ply = 1;
  s.orientation = Orientation::BlackBottom;
  s.mode = Mode::View;
  s.language = Language::ZhHans;
  const std::string link = encode_link(s);
  CHECK(link.rfind("v2.", 0) == 0);
  LinkDecode d = decode_link("#" + link);
  INFO(d.error);
  REQUIRE(d.ok());
  CHECK(d.state == s);
  REQUIRE(d.game);
  CHECK(d.game->ply() == 1);
  CHECK(d.game->redo_moves().size() == 1);
  CHECK(encode_link(d.state) == link);
}

TEST_CASE("the start page is a short link; defaults are omitted", "[share]") {
  LinkState s;
  CHECK(encode_link(s) == "v2.");
  s.start_fen = Game::kStandardFen;  // the standard start is not written
  CHECK(encode_link(s) == "v2.");
  CHECK(encode_link(s, 1) == "v1.");
  LinkDecode d = decode_link("");
  CHECK(d.ok());
  CHECK(d.state.ply == 0);
  REQUIRE(d.game);
  CHECK(d.game->fen() == Game::kStandardFen);
  CHECK(decode_link("v1.").ok());
}

TEST_CASE("random games round trip through links; a 60-move game stays short", "[share]") {
  std::mt19937 rng(60);
  for (int i = 0; i < 30; ++i) {
    Game g = random_game(rng, 20 + static_cast<int>(rng() % 140));
    for (int k = static_cast<int>(rng() % 5); k > 0; --k) g.undo();
    LinkState s = link_state_from_game(g);
    LinkDecode d = decode_link(encode_link(s));
    INFO(encode_link(s) << " " << d.error);
    REQUIRE(d.ok());
    CHECK(d.state == s);
    CHECK(d.game->fen() == g.fen());
  }
  // 60 full moves = 120 plies, viewed at ply 57 with Black at the bottom, in English.
  Game g = Game::standard();
  while (g.ply() < 120) {
    Game tryg = random_game(rng, 120);
    if (tryg.ply() == 120) g = tryg;
  }
  LinkState s = link_state_from_game(g);
  s.ply = 57;
  s.orientation = Orientation::BlackBottom;
  s.mode = Mode::View;
  s.language = Language::En;
  const std::string link = encode_link(s);
  CHECK(link.size() <= 160);  // 3 + 2 + ~120 move characters + "&p=57&o=b&mode=view&l=en"
  WARN("60-move game link (v2): " << link.size() << " characters");
  CHECK(decode_link(link).state == s);
  const std::string v1 = encode_link(s, 1);
  CHECK(v1.size() <= 270);  // 3 + 2 + 240 moves + the same fields
  CHECK(decode_link(v1).state == s);
}

TEST_CASE("garbled v1 links say what is wrong and keep what was good", "[share]") {
  Game g = Game::standard();
  for (const char* m : {"h2e2", "h9g7", "h0g2", "i9h9"}) g.play(iccs(m));
  const std::string good = encode_link(link_state_from_game(g), 1);  // v1.m=<8 chars>
  REQUIRE(good.size() == 3 + 2 + 8);

  SECTION("truncated move list") {
    LinkDecode d = decode_link(good.substr(0, good.size() - 1));
    CHECK(d.error.find("truncated move list") == 0);
    CHECK(d.state.moves.size() == 3);
    REQUIRE(d.game);
    CHECK(d.game->ply() == 3);
  }
  SECTION("bad characters") {
    std::string bad = good;
    bad[7] = '%';
    LinkDecode d = decode_link(bad);
    CHECK(d.error == "bad character '%' in the move list (ply 2)");
    CHECK(d.state.moves.size() == 1);
  }
  SECTION("illegal move") {
    // Red's h2e2 twice: the second is Black's turn with a Red cannon.
    LinkState s;
    s.moves = {iccs("h2e2"), iccs("h9g7"), iccs("e2e9"), iccs("e9e8")};
    LinkDecode d = decode_link(encode_link(s, 1));
    CHECK(d.error.find("move 2 (Red) e2e9 is illegal: ") == 0);
    CHECK(d.state.moves.size() == 2);
    CHECK(d.game->ply() == 2);
  }
  SECTION("unknown variant") {
    LinkDecode d = decode_link("v1.v=foo&" + good.substr(3));
    CHECK(d.error.find("unknown variant 'foo'") == 0);
    CHECK(d.state.moves.empty());
    CHECK(d.state.variant == "xiangqi");  // the board offered instead
    REQUIRE(d.game);
    CHECK(d.game->fen() == Game::kStandardFen);
  }
  SECTION("bad FEN") {
    LinkDecode d = decode_link("v1.f=rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNRR_w&" +
                               good.substr(3));
    CHECK(d.error.find("bad FEN: ") == 0);
    CHECK(d.state.start_fen.empty());
    CHECK(d.state.moves.size() == 4);  // played from the standard start instead
  }
  SECTION("other fields") {
    CHECK(decode_link("v3.m=AA").error.find("unsupported link version 'v3'") == 0);
    CHECK(decode_link("hello").error.find("not a share link") == 0);
    CHECK(decode_link("v1.l=fr").error.find("unknown language 'fr'") == 0);
    CHECK(decode_link("v1.o=x").error.find("bad orientation") == 0);
    CHECK(decode_link("v1.zz=1").error == "unknown field 'zz'");
    CHECK(decode_link("v1.a=x,x").error == "add-on 'x' listed twice");
    CHECK(decode_link("v1.a=BAD").error.find("bad add-on id") == 0);
    CHECK(decode_link(good + "&p=9").error == "ply 9 is past the end of the 4 moves");
    CHECK(decode_link(good + "&p=-1").error.find("bad ply") == 0);
    CHECK(decode_link(good + "&m=AA").error == "field 'm' given twice");
    CHECK(decode_link("v1.vt=%4").error.find("bad inline variant text") == 0);
    CHECK(decode_link(std::string(kMaxLinkLength + 1, 'A')).error.find("link too long") == 0);
    LinkDecode inl = decode_link("v1.vt=%5Bvariant%5D%0Aname%3Dx&m=" + good.substr(5));
    CHECK(inl.state.variant_text == "[variant]\nname=x");
    CHECK(inl.error.find("inline variant text, line 1: ") == 0);  // the parser's message
    REQUIRE(inl.game);  // the standard board instead
    CHECK(inl.game->variant() == "xiangqi");
    CHECK(inl.game->ply() == 0);
  }
}

TEST_CASE("a link's FEN is read on its variant's board (河山界 11x10)", "[share]") {
  // The 山界 start with the red cannon moved z2 -> z0 (docs/variants.md §3): an 11-file FEN.
  const std::string fen = "1rnbakabnr1/11/c9c/1p1p1p1p1p1/11/11/1P1P1P1P1P1/10C/11/CRNBAKABNR1 b - - 1 1";
  LinkState s;
  s.variant = "shanjie";
  s.start_fen = fen;
  const std::string link = encode_link(s);
  LinkDecode d = decode_link(link);
  INFO(link << " -> " << d.error);
  REQUIRE(d.ok());
  CHECK(d.state.variant == "shanjie");
  CHECK(d.state.start_fen == fen);
  REQUIRE(d.game);
  CHECK(d.game->variant() == "shanjie");
  CHECK(d.game->fen() == fen);
  // The field order does not matter: the FEN may come before the variant.
  LinkDecode e = decode_link("v1.f=" + link.substr(link.find("f=") + 2) + "&v=shanjie");
  CHECK(e.ok());
  CHECK(e.state.start_fen == fen);
  // A piece on a hole of that board (z4 does not exist) is a bad FEN, named as such.
  LinkDecode bad = decode_link("v1.v=shanjie&f=1rnbakabnr1/11/c9c/1p1p1p1p1p1/11/P10/1P1P1P1P1P1/10C/11/CRNBAKABNR1_b");
  CHECK(bad.error.rfind("bad FEN: ", 0) == 0);
  // A standard link keeps reading its FEN on the 9x10 board.
  CHECK(!decode_link("v1.f=" + std::string(11, '1')).ok());
}
