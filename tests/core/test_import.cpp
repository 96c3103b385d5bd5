// Import dispatcher: detection of DhtmlXQ / PGN / FEN / movetext, errors naming the line
// and move, and the export helpers reading back through import_game.
#include <catch2/catch.hpp>

#include <random>

#include "core/fen.h"
#include "core/game.h"
#include "core/notation/iccs.h"
#include "core/notation/import.h"
#include "core/notation/movetext.h"
#include "core/notation/record_file.h"

using namespace xq;
using namespace xq::notation;

namespace {
const char* const kAfterFour = "rnbakabr1/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 3";
}

TEST_CASE("a Chinese-notation PGN imports to the right final position", "[import]") {
  const char* pgn =
      "[Game \"Chinese Chess\"]\n[Red \"甲\"]\n[Black \"乙\"]\n[Result \"*\"]\n\n"
      "1. 炮二平五 馬８進７\n2. 馬二進三 車９平８\n*\n";
  ImportedGame g = import_game(pgn);
  INFO(g.error);
  REQUIRE(g.ok());
  CHECK(g.format == ImportFormat::Pgn);
  CHECK(g.moves.size() == 4);
  CHECK(g.to_game().fen() == kAfterFour);
  bool red = false;
  for (const PgnTag& t : g.tags) red = red || (t.name == "Red" && t.value == "甲");
  CHECK(red);
  // Simplified characters and no tags: bare movetext.
  ImportedGame s = import_game("1. 炮二平五 马８进７ 2. 马二进三 车９平８");
  REQUIRE(s.ok());
  CHECK(s.format == ImportFormat::Movetext);
  CHECK(s.to_game().fen() == kAfterFour);
}

TEST_CASE("import detects DhtmlXQ, FEN and ICCS/WXF movetext", "[import]") {
  ImportedGame d = import_game(
      "<p>[DhtmlXQ][DhtmlXQ_movelist]7747706279678070[/DhtmlXQ_movelist][DhtmlXQ_red]A[/DhtmlXQ_red]"
      "[/DhtmlXQ]</p>");
  REQUIRE(d.ok());
  CHECK(d.format == ImportFormat::DhtmlXQ);
  CHECK(d.to_game().fen() == kAfterFour);

  ImportedGame f = import_game("  4kab2/4a4/2R1b1P2/9/p3p4/5p3/P3P1c2/N2Cr4/4A4/3AK4 b - - 0 1\n");
  REQUIRE(f.ok());
  CHECK(f.format == ImportFormat::Fen);
  CHECK(f.moves.empty());
  CHECK(f.start_fen == "4kab2/4a4/2R1b1P2/9/p3p4/5p3/P3P1c2/N2Cr4/4A4/3AK4 b - - 0 1");

  ImportedGame fm = import_game(
      "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\n1. h2e2 h9g7\n2. h0g2 i9h9\n");
  REQUIRE(fm.ok());
  CHECK(fm.format == ImportFormat::Fen);
  CHECK(fm.to_game().fen() == kAfterFour);
  ImportedGame fm_bad = import_game("4kab2/4a4/2R1b1P2/9/p3p4/5p3/P3P1c2/N2Cr4/4A4/3AK4 b - - 0 1\n\n1... a0a1");
  CHECK(fm_bad.error.find("line 3, move 1 (Black) 'a0a1': ") == 0);
  ImportedGame i = import_game("h2e2 h9g7\nh0g2 i9h9");
  REQUIRE(i.ok());
  CHECK(i.to_game().fen() == kAfterFour);
  ImportedGame w = import_game("1. C2.5 H8+7 2. H2+3 R9.8");
  REQUIRE(w.ok());
  CHECK(w.to_game().fen() == kAfterFour);
}

TEST_CASE("import errors name the line and the move", "[import]") {
  ImportedGame bad = import_game("[Event \"x\"]\n\n1. 炮二平五 馬８進７\n2. 馬二進三 車９平７\n");
  CHECK(bad.format == ImportFormat::Pgn);
  CHECK(bad.error.find("line 4, move 2 (Black) '車９平７': ") == 0);
  CHECK(bad.moves.size() == 3);

  ImportedGame mt = import_game("h2e2 h9g7\nh0g2 h9h8");
  CHECK(mt.error.find("line 2, move 2 (Black) 'h9h8': ") == 0);
  CHECK(mt.moves.size() == 3);

  ImportedGame fen = import_game("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNRR w");
  CHECK(fen.format == ImportFormat::Fen);
  CHECK(fen.error.find("bad FEN: ") == 0);

  CHECK(import_game("").error == "nothing to import: the text is empty");
  CHECK(import_game("[DhtmlXQ_binit]12[/DhtmlXQ_binit]").error.find("[DhtmlXQ_binit]") == 0);
  CHECK(!import_game("hello world").ok());
  CHECK(import_game(std::string(kMaxImportText + 1, ' ')).error.find("text too long") == 0);
}

TEST_CASE("exports read back through import_game", "[import]") {
  std::mt19937 rng(3);
  for (int n = 0; n < 20; ++n) {
    Game game = Game::standard();
    const int plies = static_cast<int>(rng() % 100);
    for (int i = 0; i < plies; ++i) {
      std::vector<Move> legal = game.legal_moves();
      if (legal.empty()) break;
      game.play(legal[rng() % legal.size()]);
    }
    for (Notation notation : {Notation::Iccs, Notation::Wxf, Notation::Chinese, Notation::ChineseSimplified}) {
      ImportedGame p = import_game(export_pgn(game, notation, {{"Event", "e"}}));
      INFO(p.error);
      REQUIRE(p.ok());
      CHECK(p.moves == game.history());
      CHECK(p.result == result_token(game));
    }
    ImportedGame d = import_game(export_dhtmlxq(game, {{"Red", "r"}}));
    REQUIRE(d.ok());
    CHECK(d.moves == game.history());
    ImportedGame f = import_game(export_fen(game));
    REQUIRE(f.ok());
    CHECK(f.start_fen == game.fen());
  }
}

TEST_CASE("a game with add-ons exports an Addons tag that import_game plays them with", "[import]") {
  RuleOptions options;
  options.addons = {"horse_scare", "mission_soldier"};
  GameOrError made = Game::create("xiangqi", "", options);
  REQUIRE(made.game);
  Game game = std::move(*made.game);
  for (const char* m : {"b2b9", "h9g7&a9b9"}) {  // 殺驚與遁馬's double move answers the cannon
    const ParsedMove pm = parse_move(game, m);
    REQUIRE(pm.ok());
    REQUIRE(game.play(pm.move).ok());
  }
  const std::string pgn = export_pgn(game, Notation::Chinese, {});
  INFO(pgn);
  CHECK(pgn.find("[Addons \"horse_scare mission_soldier\"]") != std::string::npos);
  const ImportedGame back = import_game(pgn);
  INFO(back.error);
  REQUIRE(back.ok());
  CHECK(back.addons == options.addons);
  CHECK(back.moves == game.history());
  const Game again = back.to_game();
  CHECK(again.options().addons == options.addons);
  CHECK(again.fen() == game.fen());
  // Without the tag the double move is refused, naming it.
  std::string untagged = pgn;
  untagged.erase(untagged.find("[Addons"), untagged.find('\n', untagged.find("[Addons")) - untagged.find("[Addons") + 1);
  const ImportedGame plain = import_game(untagged);
  CHECK_FALSE(plain.ok());
  CHECK(plain.error.find("馬８進７&車１平２") != std::string::npos);
  // An unknown add-on is named.
  std::string bad = pgn;
  bad.replace(bad.find("mission_soldier"), 15, "mission_soldiex");
  const ImportedGame refused = import_game(bad);
  CHECK(refused.error.rfind("line 1: Addons tag: unknown add-on 'mission_soldiex'", 0) == 0);
}

TEST_CASE("a variant with add-ons of its own (河山象棋) writes no Addons tag", "[import]") {
  GameOrError made = Game::create("heshan");
  REQUIRE(made.game);
  Game game = std::move(*made.game);
  REQUIRE(game.play(game.legal_moves().front()).ok());
  const std::string pgn = export_pgn(game, Notation::Iccs, {});
  INFO(pgn);
  CHECK(pgn.find("[Addons") == std::string::npos);
  const ImportedGame back = import_game(pgn);
  REQUIRE(back.ok());
  CHECK(back.variant == "heshan");
  CHECK(back.to_game().fen() == game.fen());
}

TEST_CASE("a text variant's rules travel in VariantText tags, one per line", "[import]") {
  // 快炮 (a text variant: the cannons start on the outer files of the soldier rank). Its
  // first move a3a5 is no move on the standard board, so the record needs its rules.
  const std::string text =
      "[fast:xiangqi]\nname = Fast cannons\n"
      "setup = rnbakabnr/9/9/c1p1p1p1c/9/9/C1P1P1P1C/9/9/RNBAKABNR w - - 0 1\n";
  GameOrError made = Game::create_from_text(text);
  REQUIRE(made.game);
  Game game = std::move(*made.game);
  for (const char* m : {"a3a5", "h9g7", "i3h3", "i6i4"}) REQUIRE(game.play(*parse_iccs(m)).ok());
  const std::string pgn = export_pgn(game, Notation::Iccs, {});
  INFO(pgn);
  // The text as the game keeps it (compacted: no padding around '=').
  CHECK(pgn.find("[Variant \"fast\"]\n[VariantText \"[fast:xiangqi]\"]\n[VariantText \"name=Fast cannons\"]\n"
                 "[VariantText \"setup=rnbakabnr/9/9/c1p1p1p1c/9/9/C1P1P1P1C/9/9/RNBAKABNR w - - 0 1\"]\n") !=
        std::string::npos);
  const ImportedGame back = import_game(pgn);
  INFO(back.error);
  REQUIRE(back.ok());
  CHECK(back.variant == "fast");
  CHECK(back.variant_text == game.variant_text());
  CHECK(back.moves == game.history());
  const Game again = back.to_game();
  CHECK(again.variant_text() == game.variant_text());
  CHECK(again.fen() == game.fen());
  // The tags and the tree reader (the page's import, the saved record) agree.
  const RecordFile file = read_record_file(pgn);
  REQUIRE(file.loaded);
  CHECK(file.tree.main_line() == game.history());
  const GameOrError board = record_board(file);
  REQUIRE(board.game);
  CHECK(board.game->variant_text() == game.variant_text());
  // Without the tags the Variant tag names no preset, and says so.
  std::string bare;
  for (std::size_t at = 0; at < pgn.size();) {
    const std::size_t end = pgn.find('\n', at);
    const std::string line = pgn.substr(at, end - at + 1);
    if (line.rfind("[VariantText", 0) != 0) bare += line;
    at = end == std::string::npos ? pgn.size() : end + 1;
  }
  CHECK(import_game(bare).error.rfind("line 1: Variant tag: unknown variant 'fast'", 0) == 0);
  // A broken text is named by its line.
  std::string broken = pgn;
  broken.replace(broken.find("name=Fast"), 4, "nmae");
  const ImportedGame refused = import_game(broken);
  CHECK(refused.error.rfind("line 1: VariantText tags: ", 0) == 0);
}
