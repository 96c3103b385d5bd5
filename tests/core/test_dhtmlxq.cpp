// DhtmlXQ: a hand-made record replays to a known FEN, binit for other starts and Black
// to move, comments and nested variations, errors naming the tag and move, round trips.
#include <catch2/catch.hpp>

#include <random>

#include "core/fen.h"
#include "core/game.h"
#include "core/notation/dhtmlxq.h"
#include "core/notation/iccs.h"

using namespace xq;
using namespace xq::notation;

namespace {
const char* const kStandardBinit = "8979695949392919097717866646260600102030405060708012720323436383";
}

TEST_CASE("a DhtmlXQ record replays to the known position", "[dhtmlxq]") {
  const char* text =
      "some page text\n[DhtmlXQ]\n[DhtmlXQ_ver]www_dpxq_com[/DhtmlXQ_ver]\n"
      "[DhtmlXQ_title]测试 甲 胜 乙[/DhtmlXQ_title]\n[DhtmlXQ_event]Club[/DhtmlXQ_event]\n"
      "[DhtmlXQ_red]甲[/DhtmlXQ_red][DhtmlXQ_black]乙[/DhtmlXQ_black]\n"
      "[DhtmlXQ_date]2020-01-02[/DhtmlXQ_date][DhtmlXQ_result]红胜[/DhtmlXQ_result]\n"
      "[DhtmlXQ_binit]8979695949392919097717866646260600102030405060708012720323436383[/DhtmlXQ_binit]\n"
      "[DhtmlXQ_movelist]7747706279678070[/DhtmlXQ_movelist]\n"
      "[DhtmlXQ_comment0]开局||中炮[/DhtmlXQ_comment0]\n[DhtmlXQ_comment2]屏风马[/DhtmlXQ_comment2]\n"
      "[/DhtmlXQ]\n";
  REQUIRE(looks_like_dhtmlxq(text));
  DhtmlxqGame g = read_dhtmlxq(text);
  INFO(g.error);
  REQUIRE(g.ok());
  REQUIRE(g.moves.size() == 4);
  CHECK(format_iccs(g.moves[0]) == "h2e2");
  CHECK(format_iccs(g.moves[1]) == "h9g7");
  CHECK(format_iccs(g.moves[3]) == "i9h9");
  Position pos = g.start;
  for (Move m : g.moves) {
    UndoInfo u;
    pos.do_move(m, u);
  }
  CHECK(to_fen(pos) == "rnbakabr1/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 3");
  CHECK(g.tag("Title") == "测试 甲 胜 乙");
  CHECK(g.tag("Red") == "甲");
  CHECK(g.tag("Black") == "乙");
  CHECK(g.tag("Event") == "Club");
  CHECK(g.tag("Date") == "2020-01-02");
  CHECK(g.tag("Result") == "1-0");
  CHECK(g.comments.at(0) == "开局\n中炮");
  CHECK(g.comments.at(2) == "屏风马");
  CHECK(g.start_fen == Game::kStandardFen);
}

TEST_CASE("DhtmlXQ variations replay from their branch point", "[dhtmlxq]") {
  std::string text = std::string("[DhtmlXQ_binit]") + kStandardBinit +
                     "[/DhtmlXQ_binit][DhtmlXQ_movelist]796770621927[/DhtmlXQ_movelist]"
                     "[DhtmlXQ_move_1_3_2]0605[/DhtmlXQ_move_1_3_2]"  // nested, listed first
                     "[DhtmlXQ_move_0_2_1]03041927[/DhtmlXQ_move_0_2_1]"
                     "[DhtmlXQ_move_0_9_3]0605[/DhtmlXQ_move_0_9_3]"   // past the end
                     "[DhtmlXQ_move_0_1_4]7062[/DhtmlXQ_move_0_1_4]"   // Black piece on Red's turn
                     "[DhtmlXQ_comment1_2]变着[/DhtmlXQ_comment1_2]";
  DhtmlxqGame g = read_dhtmlxq(text);
  REQUIRE(g.ok());
  CHECK(g.moves.size() == 3);
  REQUIRE(g.variations.size() == 2);
  CHECK(g.variations[0].id == 1);
  CHECK(format_iccs(g.variations[0].moves[0]) == "a6a5");
  CHECK(g.variations[0].comments.at(2) == "变着");
  CHECK(g.variations[1].id == 2);
  CHECK(g.variations[1].first_ply == 3);
  CHECK(format_iccs(g.variations[1].moves[0]) == "a3a4");
  REQUIRE(g.warnings.size() == 2);
  CHECK(g.warnings[0].find("[DhtmlXQ_move_0_9_3]: branches at ply 9") == 0);
  CHECK(g.warnings[1].find("[DhtmlXQ_move_0_1_4]: move 1 (Red, ply 1) '7062'") == 0);
}

TEST_CASE("DhtmlXQ binit with captured pieces and Black to move", "[dhtmlxq]") {
  // Red: general e0, chariot a9... built from a FEN, written and read back.
  FenResult f = parse_fen("4kab2/4a4/2R1b1P2/9/p3p4/5p3/P3P1c2/N2Cr4/4A4/3AK4 b - - 3 41");
  REQUIRE(f.ok());
  const std::string binit = dhtmlxq_binit(f.position);
  CHECK(binit.size() == 64);
  CHECK(binit.find("99") != std::string::npos);
  Game game = *Game::create("xiangqi", to_fen(f.position)).game;
  std::vector<Move> moves;
  for (int i = 0; i < 4 && !game.legal_moves().empty(); ++i) {
    moves.push_back(game.legal_moves().back());
    game.play(moves.back());
  }
  const std::string text = write_dhtmlxq({{"Red", "A"}, {"Result", "0-1"}}, f.position, moves);
  DhtmlxqGame g = read_dhtmlxq(text);
  INFO(text << g.error);
  REQUIRE(g.ok());
  CHECK(g.start_fen == to_fen(f.position));
  CHECK(g.moves == moves);
  CHECK(g.tag("Result") == "0-1");
  CHECK(text.find("[DhtmlXQ_result]黑胜[/DhtmlXQ_result]") != std::string::npos);
  // Without moves the side to move comes from the fen tag.
  DhtmlxqGame none = read_dhtmlxq(write_dhtmlxq({}, f.position, {}));
  REQUIRE(none.ok());
  CHECK(none.start.side_to_move() == Color::Black);
}

TEST_CASE("DhtmlXQ errors name the tag and the move", "[dhtmlxq]") {
  const std::string binit = std::string("[DhtmlXQ_binit]") + kStandardBinit + "[/DhtmlXQ_binit]";
  CHECK(read_dhtmlxq("[DhtmlXQ_binit]1234[/DhtmlXQ_binit]").error ==
        "[DhtmlXQ_binit]: expected 64 digits, found 4");
  std::string clash = kStandardBinit;
  clash[2] = '8';  // Red horse onto the chariot's point
  CHECK(read_dhtmlxq("[DhtmlXQ_binit]" + clash + "[/DhtmlXQ_binit]").error.find("shares point '89'") !=
        std::string::npos);
  DhtmlxqGame bad = read_dhtmlxq(binit + "[DhtmlXQ_movelist]774747407062[/DhtmlXQ_movelist]");
  CHECK(bad.error.find("[DhtmlXQ_movelist]: move 1 (Black, ply 2) '4740' (e2e9) is illegal: ") == 0);
  CHECK(bad.moves.size() == 1);
  CHECK(read_dhtmlxq(binit + "[DhtmlXQ_movelist]77477[/DhtmlXQ_movelist]").error ==
        "[DhtmlXQ_movelist]: 5 digits is not a whole number of moves (4 digits each)");
  CHECK(read_dhtmlxq("[DhtmlXQ_movelist]7747").error == "tag [DhtmlXQ_movelist] is not closed");
  CHECK(read_dhtmlxq("nothing here").error == "no [DhtmlXQ_…] tags found");
  CHECK(read_dhtmlxq("[DhtmlXQ_fen]xyz[/DhtmlXQ_fen]").error.find("[DhtmlXQ_fen]: ") == 0);
}

TEST_CASE("DhtmlXQ round trips over random games", "[dhtmlxq]") {
  std::mt19937 rng(99);
  for (int n = 0; n < 50; ++n) {
    Game game = Game::standard();
    const int plies = static_cast<int>(rng() % 160);
    for (int i = 0; i < plies; ++i) {
      std::vector<Move> legal = game.legal_moves();
      if (legal.empty()) break;
      game.play(legal[rng() % legal.size()]);
    }
    const Position start = parse_fen(Game::kStandardFen).position;
    const std::string text =
        write_dhtmlxq({{"Title", "t[1]"}, {"Result", "*"}}, start, game.history(), {{1, "a\nb"}});
    CHECK(text.find(std::string("[DhtmlXQ_binit]") + kStandardBinit) != std::string::npos);
    DhtmlxqGame g = read_dhtmlxq(text);
    REQUIRE(g.ok());
    CHECK(g.moves == game.history());
    CHECK(g.tag("Title") == "t(1)");
    if (!game.history().empty()) CHECK(g.comments.at(1) == "a\nb");
  }
}

TEST_CASE("DhtmlXQ reading stays bounded on hostile input", "[dhtmlxq]") {
  std::string many;
  for (int i = 0; i < 50000; ++i) many += "[DhtmlXQ_x]";  // never closed
  DhtmlxqGame g = read_dhtmlxq(many);
  CHECK(!g.ok());
  std::string huge((1 << 20) + 1, 'x');
  CHECK(read_dhtmlxq(huge).error == "DhtmlXQ text too long (more than 1 MB)");
}
