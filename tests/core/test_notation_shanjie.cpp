// WXF on the 11-file 山界 board (files 10 and 11 in two digits: "R10.6", "E10.11") and
// the descriptive notations (WXF, Chinese) on the power add-ons' extra steps (破河象's 用,
// 王者士, 宮策略 …): every legal move of 山界 and 河山 positions is written and read back
// (docs/notation.md "Files 10 and 11", "Power steps").
#include <catch2/catch.hpp>
#include <string>

#include "addon_test_util.h"
#include "core/fen.h"
#include "core/movegen.h"
#include "core/notation/movetext.h"
#include "core/notation/wxf.h"
#include "core/variant/registry.h"

using namespace xq;
using namespace xq::testing;
using xq::notation::Notation;

namespace {

// Every legal move of `pos` in WXF and both Chinese scripts: no '?', reads back to itself.
// Returns how many were written in ICCS (descriptive text that would name another move).
int round_trip_all(const Position& pos) {
  MoveList moves;
  generate_legal(pos, moves);
  REQUIRE(moves.size() > 0);
  int iccs_written = 0;
  for (Move m : moves)
    for (Notation n : {Notation::Wxf, Notation::Chinese, Notation::ChineseSimplified}) {
      const std::string text = notation::format_move(pos, m, n);
      INFO(to_fen(pos) << "  " << format_iccs(m, pos.geometry()) << " as " << text);
      CHECK(text.find('?') == std::string::npos);
      const notation::ParsedMove back = notation::parse_move(pos, text);
      INFO(back.error);
      CHECK(back.move == m);
      const std::string plain = format_iccs(m, pos.geometry());
      if (text.find(plain) != std::string::npos) ++iccs_written;
    }
  return iccs_written;
}

Position at(const Geometry& g, const std::string& fen) {
  FenResult r = parse_fen(fen, g);
  INFO(fen << ": " << r.error.message);
  REQUIRE(r.ok());
  return r.position;
}

}  // namespace

TEST_CASE("WXF numbers the 11 files of the 山界 board (10, 11 in two digits) and reads them back",
          "[notation][shanjie][wxf]") {
  const Geometry& g = *find_variant("shanjie")->geometry;
  // Red chariot a4 -> e4: a is Red's file 10 (from the right), e its file 6: Chinese 車十平六.
  const Position rook_pos = at(g, "4aka4/11/11/11/11/1R9/11/11/11/4K6 w - - 0 1");
  const Move rook(g.square(1, 4), g.square(5, 4));
  CHECK(notation::format_move(rook_pos, rook, Notation::Wxf) == "R10.6");
  CHECK(notation::parse_move(rook_pos, "R10.6").move == rook);
  CHECK(notation::parse_move(rook_pos, "r10=6").move == rook);
  // From the start: the cannon z2 is Red's file 11; Black's cannon z7 is Black's file 1
  // and j7 its file 11. The elephant's free step a2<>z2 is sideways: E10.11.
  const Position start = at(g, find_variant("shanjie")->def.setup);
  CHECK(notation::format_move(start, Move(g.square(0, 2), g.square(0, 3)), Notation::Wxf) == "C11+1");
  CHECK(notation::format_move(start, Move(g.square(10, 2), g.square(10, 0)), Notation::Wxf) == "C1-2");
  const Position black = at(g, "1rnbakabnr1/11/c9c/1p1p1p1p1p1/11/11/1P1P1P1P1P1/11/11/1RNBAKABNR1 b - - 0 1");
  CHECK(notation::format_move(black, Move(g.square(10, 7), g.square(6, 7)), Notation::Wxf) == "C11.7");
  const Position elephant = at(g, "4k6/11/11/11/11/11/11/1B9/11/5K5 w - - 0 1");
  CHECK(notation::format_move(elephant, Move(g.square(1, 2), g.square(0, 2)), Notation::Wxf) == "E10.11");
  CHECK(notation::format_move(elephant, Move(g.square(1, 2), g.square(0, 2)), Notation::Chinese) == "相十平十一");
  // The readers: two digits for 10..18 (boards up to 18 files); a bad number is named.
  CHECK(notation::parse_wxf("R10.6").ok);
  CHECK(notation::parse_wxf("R10.6").description.file == 10);
  CHECK(notation::parse_wxf("C2.11").description.number == 11);
  CHECK(notation::parse_wxf("10+.9").description.tandem == notation::Tandem::WxfPlus);
  CHECK(notation::parse_wxf("1111.9").description.file == 11);
  CHECK(notation::parse_wxf("11.4").description.file == 1);  // middle of three on file 1, as before
  CHECK(notation::parse_wxf("R18.6").description.file == 18);
  CHECK(notation::parse_wxf("R19.6").error == "not WXF: cannot read 'R19' as piece and file");
  CHECK(notation::parse_wxf("R1.19").error == "WXF move must end in a number 1-18");
  CHECK(notation::parse_move(rook_pos, "R12.6").error == "no Red chariot on file 12");
  CHECK(notation::parse_move(rook_pos, "R1.11").error == "no Red chariot on file 1");
  CHECK(notation::looks_like_wxf("C11+1"));
  CHECK_FALSE(notation::looks_like_wxf("10."));

  // Every legal move of both colours in three positions that use the mountain files.
  for (const char* fen : {"1rnbakabnr1/11/c9c/1p1p1p1p1p1/11/11/1P1P1P1P1P1/C9C/11/1RNBAKABNR1 w - - 0 1",
                          "1rnbakabnr1/11/c9c/1p1p1p1p1p1/11/11/1P1P1P1P1P1/C9C/11/1RNBAKABNR1 b - - 0 1",
                          "2rbakab2c/11/1c3n4n/1p1p1p3p1/1P9/11/3P1P1P3/B1N1C5C/3R7/3BAKA3R w - - 0 1"})
    CHECK(round_trip_all(at(g, fen)) == 0);  // all descriptive, none in ICCS

  // A short 山界 game in WXF: each move read and written back the same.
  const char* moves[] = {"C11+1", "C1+1", "R10+1", "R10+1", "R10.9", "P6+1"};
  Position pos = start;
  for (const char* text : moves) {
    const notation::ParsedMove m = notation::parse_move(pos, text);
    INFO(text << ": " << m.error);
    REQUIRE(m.ok());
    CHECK(notation::format_move(pos, m.move, Notation::Wxf) == text);
    UndoInfo undo;
    pos.do_move(m.move, undo);
  }
}

TEST_CASE("WXF and Chinese write and read the 河山 add-on moves on 11 files: flags, drops, double moves",
          "[notation][shanjie][wxf][addon_moves]") {
  // 河山象棋 2018: Black in check from the chariot e5 (each answer also with the flag step).
  Game checked = addon_game("heshan", "4aka4/11/11/11/5R5/11/11/11/11/4K6 b - - 0 1", {});
  REQUIRE(checked.in_check());
  CHECK(round_trip_all(checked.position()) == 0);
  // The answers are the advisors' steps to e8, each also with the flag step; the general's
  // own step e9-e8 stays on the chariot's file and is no move (not even with the flag).
  CHECK(checked.legal_moves().size() == 4);
  CHECK(notation::format_move(checked.position(), iccs(checked, "@d9e8"), Notation::Wxf) == "@A5+6");
  CHECK(notation::format_move(checked.position(), iccs(checked, "@f9e8"), Notation::Chinese) == "旗士７進６");
  CHECK(notation::parse_move(checked.position(), "@A7+6").move == iccs(checked, "@f9e8"));
  CHECK_FALSE(notation::parse_move(checked.position(), "@K6+1").ok());
  // 還魂卒 on the 山界 board: a soldier back on a3, Red's file 10.
  Game revive = addon_game("heshan", "5k5/11/11/11/11/11/11/11/11/4K6 w - - 0 1 {revive=r}", {"revived_soldier"});
  const Move drop = Move::drop(revive.position().geometry().square(1, 3));
  CHECK(notation::format_move(revive.position(), drop, Notation::Wxf) == "P*10");
  CHECK(notation::format_move(revive.position(), drop, Notation::Chinese) == "還兵十");
  CHECK(round_trip_all(revive.position()) == 0);
  Game revive_black =
      addon_game("heshan", "5k5/11/11/11/11/11/11/11/11/4K6 b - - 0 1 {revive=b}", {"revived_soldier"});
  const Move black_drop = Move::drop(revive_black.position().geometry().square(9, 6));  // i6: Black's file 10
  CHECK(notation::format_move(revive_black.position(), black_drop, Notation::Chinese) == "還卒１０");
  CHECK(round_trip_all(revive_black.position()) == 0);
  // 殺驚與遁馬's double move on the 山界 board: horse first, then another piece.
  Game twice = addon_game("shanjie", "r3k6/11/11/5n5/11/11/11/11/11/5K5 b - - 0 1 {double}", {"horse_scare"});
  CHECK(round_trip_all(twice.position()) == 0);
}

TEST_CASE("WXF and Chinese describe the power add-ons' steps (破河象's 用, 王者士, 全線車) or fall back to ICCS",
          "[notation][wxf][addon_moves]") {
  // 河山象棋 2018, Red without horses (破河象), cannons (王者士) and one chariot on d0
  // with the general on d1 (宮策略 d1: 全線車, the chariot also slides the palace diagonals).
  const std::string fen = "1r3k5/11/11/11/11/3B7/1P9/5B5/4K6/4R1A4 w - - 0 1";
  Game g = addon_game("heshan", fen, {});
  const Position& pos = g.position();
  CHECK(round_trip_all(pos) == 3);  // the 用 e2-g5 in WXF and both Chinese scripts (below)
  using notation::format_move;
  // 破河象: from e2 (its rank 2) 用 (2,3) to c5 / g5 across the river; the 田 step to c4
  // is taken by the own elephant, so 用 to c5 is E6+8 alone.
  CHECK(format_move(pos, iccs(g, "e2c5"), Notation::Wxf) == "E6+8");
  CHECK(format_move(pos, iccs(g, "e2c5"), Notation::Chinese) == "相六進八");
  // 用 only across the river: from e2 (3,2) reaches h4 on its own side, so no move; from
  // the river bank c4 the (3,2) leaps go to f6 (file 5) and to the mountain point z6 (11).
  CHECK_FALSE(has_move(g, iccs(g, "e2h4")));
  CHECK(format_move(pos, iccs(g, "c4f6"), Notation::Wxf) == "E8+5");
  CHECK(format_move(pos, iccs(g, "c4z6"), Notation::Wxf) == "E8+11");
  CHECK(format_move(pos, iccs(g, "c4z6"), Notation::Chinese) == "相八進十一");
  CHECK(notation::parse_move(pos, "E8+11").move == iccs(g, "c4z6"));
  CHECK(notation::parse_move(pos, "E6+8").move == iccs(g, "e2c5"));
  // ... while from e2 the 田 step to g4 and the 用 to g5 share file 4 and direction: E6+4
  // is the 田 step, and the 用 is written in ICCS.
  CHECK(format_move(pos, iccs(g, "e2g4"), Notation::Wxf) == "E6+4");
  CHECK(format_move(pos, iccs(g, "e2g5"), Notation::Wxf) == "e2g5");
  CHECK(format_move(pos, iccs(g, "e2g5"), Notation::Chinese) == "e2g5");
  // 王者士 (both cannons gone): the advisor on f0 (Red's file 5; e is the middle file 6)
  // leaves the palace from its corner sideways to g0 (A5.4); f1 is never its point
  // (docs/variants.md, kings_advisor), so A5+5 names no move.
  CHECK(format_move(pos, iccs(g, "f0g0"), Notation::Wxf) == "A5.4");
  CHECK(format_move(pos, iccs(g, "f0g0"), Notation::Chinese) == "仕五平四");
  CHECK(notation::parse_move(pos, "A5.4").move == iccs(g, "f0g0"));
  CHECK(notation::parse_move(pos, "仕五平四").move == iccs(g, "f0g0"));
  CHECK_FALSE(has_move(g, iccs(g, "f0f1")));
  CHECK(notation::parse_move(pos, "A5+5").error == "advisor on f0 cannot reach that file");
  // 全線車: the chariot on d0 (Red's file 7) steps along the palace diagonal to e1 (file 6),
  // written like a diagonal mover with its target file: R7+6. Read straight, R7+6 would be
  // d0-d6, which the general on d1 blocks, so the text names the diagonal step alone.
  CHECK(format_move(pos, iccs(g, "d0e1"), Notation::Wxf) == "R7+6");
  CHECK(format_move(pos, iccs(g, "d0e1"), Notation::Chinese) == "車七進六");
  CHECK(notation::parse_move(pos, "R7+6").move == iccs(g, "d0e1"));
}
