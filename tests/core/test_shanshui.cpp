// 山水象棋（雄兵象棋） (seed 000 §2.11, preset `shanshui`): every piece has a back type and may
// turn over when it captures or answers a check. Seed 000: 「各兵種背面均有與正面不同新兵種，
// 每個棋吃子時，吃子的這枚棋可同時翻面變更兵種，也可不翻面，但錯過機會需重具條件，翻面可以逆轉」 and
// 「被對方"將軍"時，"解將"的這枚棋也可以翻面變更兵種性能」. Each rule has a position where it applies
// and one where it does not; the choices are docs/variants.md §27's.
#include <catch2/catch.hpp>
#include <set>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/gesture.h"
#include "core/notation/iccs.h"
#include "core/notation/import.h"
#include "core/notation/movetext.h"
#include "core/rules/illegal_reason.h"
#include "core/search/search.h"
#include "core/variant/parser.h"
#include "core/variant/registry.h"
#include "tests/core/preset_checks.h"

using namespace xq;
using xq::notation::Notation;

namespace {

constexpr const char* kStart =
    "1rnbakabnr1/11/c9c/1p1p1p1p1p1/11/11/1P1P1P1P1P1/C9C/11/1RNBAKABNR1 w - - 0 1";
// A black horse on d2 checks the red general on e0 (its leg d1 is empty); the red chariot
// on b1 may block the leg on d1: the seed's own example 「紅方如退車蹩馬腿，則此車可同時翻面變更
// 兵種性能；不動車而走開帥的話，則[帥]可同時變更[君]或反之」.
constexpr const char* kHorseCheck = "6k4/11/11/11/11/11/11/4n6/2R8/5K5 w - - 0 1";
// The same without the check (the horse on c2 attacks no general): the chariot's moves
// are plain.
constexpr const char* kNoCheck = "6k4/11/11/11/11/11/11/3n7/2R8/5K5 w - - 0 1";

Game shanshui(std::string_view fen = {}) {
  return testing::preset_game("shanshui", fen);
}
using testing::move_texts_from;
using testing::played;
using testing::targets_of;

std::set<std::string> set_of(std::initializer_list<const char*> xs) {
  return {xs.begin(), xs.end()};
}

// The faces a gesture waiting for a flip offers (Red's glyphs); every target is a face.
std::set<std::string> face_choices(const Game& g, const MoveGesture& gesture) {
  std::set<std::string> glyphs;
  for (const Pick& t : gesture.targets()) {
    CHECK(t.role == PickRole::Promotion);
    glyphs.insert(g.piece_glyph(Piece(Color::Red, static_cast<PieceKind>(t.place.id))));
  }
  return glyphs;
}

}  // namespace

TEST_CASE("山水象棋: 「象棋原班人馬」 on the 山界 board; the preset's card and seed", "[shanshui]") {
  const Game g = shanshui();
  CHECK(g.fen() == kStart);
  CHECK(g.position().geometry().width == 11);
  CHECK(g.position().geometry().height == 10);
  const VariantInfo v = g.variant_info();
  CHECK(v.seed == "000");
  CHECK(v.name_hant == "山水象棋（雄兵象棋）");
  for (const std::string* card : {&v.card.hant, &v.card.hans, &v.card.en}) CHECK(!card->empty());
  // From the start nothing can capture and nobody is in check: no move flips.
  for (Move m : g.legal_moves()) CHECK(!m.promotes());
}

TEST_CASE("山水象棋: 「每個棋吃子時，吃子的這枚棋可同時翻面變更兵種，也可不翻面」", "[shanshui]") {
  const Game g = shanshui(kNoCheck);
  // The chariot on b1 can take nothing: its moves are plain, each once.
  const std::set<std::string> quiet = move_texts_from(g, "b1");
  CHECK(quiet.size() == 19);  // b2-b9, b0, a1 z1, c1-j1
  for (const std::string& t : quiet) CHECK(t.find('=') == std::string::npos);
  // A chariot that takes the horse on d2 may turn over, or not.
  const Game c = shanshui("6k4/11/11/11/4R6/11/11/4n6/11/4K6 w - - 0 1");  // general on d0: not in check
  const std::set<std::string> texts = move_texts_from(c, "d5");
  CHECK(texts.count("d2") == 1);
  CHECK(texts.count("d2=u") == 1);  // 車 -> 輿 while capturing
  CHECK(texts.count("d3") == 1);
  CHECK(texts.count("d3=u") == 0);  // a quiet move does not flip
  const Game after = played(c, "d5d2=u");
  CHECK(after.piece_glyph(after.piece_at(4, 2)) == "輿");
}

TEST_CASE("山水象棋: 「翻面可以逆轉」: a turned piece turns back on a later capture", "[shanshui]") {
  // A red 輿 (U) on d4 and black soldiers on d6 (two points up, not over a piece) and f6.
  const Game g = shanshui("4k6/11/11/4p1p4/11/4U6/11/11/11/4K6 w - - 0 1");
  const std::set<std::string> texts = move_texts_from(g, "d4");
  CHECK(texts.count("d6") == 1);
  CHECK(texts.count("d6=r") == 1);  // back to the 車
  CHECK(texts.count("f6") == 1);    // two points diagonally: 輿 captures there
  CHECK(texts.count("f6=r") == 1);
  CHECK(texts.count("e5") == 1);  // one point diagonally: a move ...
  const Game back = played(g, "d4d6=r");
  CHECK(back.piece_glyph(back.piece_at(4, 6)) == "俥");
}

TEST_CASE("山水象棋: 「被對方\"將軍\"時，\"解將\"的這枚棋也可以翻面」", "[shanshui]") {
  const Game g = shanshui(kHorseCheck);
  REQUIRE(g.position().in_check());
  // 「退車蹩馬腿」: the block on d1, plain or turned.
  CHECK(move_texts_from(g, "b1") == set_of({"d1", "d1=u"}));
  // 「不動車而走開帥的話，則[帥]可同時變更[君]」: the general steps away, plain or as a 君. On
  // f0 only the 君 may stand: it faces the black 將 on f9, which does not fly at a 君.
  CHECK(move_texts_from(g, "e0") == set_of({"d0", "d0=j", "e1", "e1=j", "f0=j"}));
  // Not in check: the same quiet block does not flip (kNoCheck has the horse on c2).
  const Game n = shanshui(kNoCheck);
  REQUIRE(!n.position().in_check());
  CHECK(move_texts_from(n, "b1").count("d1") == 1);
  CHECK(move_texts_from(n, "b1").count("d1=u") == 0);
  // Asked for anyway, the refusal names the rule.
  const MoveVerdict why = explain_move(n.position(), testing::iccs_move(n, "b1d1=u"));
  CHECK(why.reason == IllegalReason::FlipNotAllowed);
}

// Seed 000: 「[將]另一面是[君]。[君]可"飛將"敵方的將（帥）。」 The reading (docs §27): the 君 is
// the general turned over, royal like it; it attacks the enemy royal of either face along an
// open file, while a 將 does not fly at a 君.
TEST_CASE("山水象棋: 「[將]另一面是[君]。[君]可\"飛將\"敵方的將（帥）」", "[shanshui]") {
  SECTION("the general turns into a 君 when it captures, and back when it answers a check") {
    // A black soldier on e0 checks the red general on d0, which takes it (a capture in check).
    const Game g = shanshui("5k5/11/11/11/11/11/11/11/11/4Kp5 w - - 0 1");
    CHECK(move_texts_from(g, "d0").count("e0=j") == 1);
    const Game j = played(g, "d0e0=j");
    CHECK(j.piece_glyph(j.piece_at(5, 0)) == "君");
    CHECK(j.fen().rfind("5k5/11/11/11/11/11/11/11/11/5J5 b", 0) == 0);
    // Black is in check: the 君 on e0 flies at the 將 on e9 「可"飛將"敵方的將」.
    CHECK(j.position().in_check());
    // 「或反之」: Black's 君 on e9, checked by a chariot on e4, steps away and may turn back into
    // a 將, except on d9, where a 將 would face Red's 將 on d0 (a 君 may).
    const Game b = shanshui("5j5/11/11/11/11/5R5/11/11/11/4K6 b - - 0 1");
    CHECK(move_texts_from(b, "e9") == set_of({"d9", "f9", "f9=k"}));
  }
  SECTION("a 君 may face a 將 (check); a 將 may not face a 君") {
    // Red's 君 on d0, Black's 將 on e9, a red chariot on a5 to keep the game going.
    const Game g = shanshui("5k5/11/11/11/11/1R9/11/11/11/4J6 w - - 0 1");
    CHECK(move_texts_from(g, "d0").count("e0") == 1);  // onto the 將's open file: check
    const Game after = played(g, "d0e0");
    CHECK(after.position().in_check());
    // Black's 將 steps off the file (d9, f9); e8 stays on it and is refused.
    CHECK(move_texts_from(after, "e9") == set_of({"d9", "f9", "d9=j", "f9=j"}));
    // The same with a 將: the standard flying general forbids the facing.
    const Game k = shanshui("5k5/11/11/11/11/1R9/11/11/11/4K6 w - - 0 1");
    CHECK(move_texts_from(k, "d0").count("e0") == 0);
    // A 將 may not step in front of a 君 (the 君 flies at it).
    const Game b = shanshui("4k6/11/11/11/11/1R9/11/11/11/5J5 b - - 0 1");
    CHECK(move_texts_from(b, "d9").count("e9") == 0);
    CHECK(explain_move(b.position(), testing::iccs_move(b, "d9e9")).reason == IllegalReason::GeneralsFace);
  }
  SECTION("a 君 against a 君: each flies at the other") {
    const Game g = shanshui("4j6/11/11/11/11/1R9/11/11/11/5J5 w - - 0 1");
    CHECK(move_texts_from(g, "e0").count("d0") == 0);
  }
  SECTION("a 君 mates by flying: the 將 has nowhere to go") {
    // Black's 將 on e9; red chariots on d5 and f5 hold d9 and f9; Red's 君 moves onto the e
    // file: mate (e8 is still on the file).
    const Game g = shanshui("5k5/11/11/11/4R1R4/11/11/11/11/4J6 w - - 0 1");
    const Game mated = played(g, "d0e0");
    CHECK(mated.position().in_check());
    CHECK(mated.legal_moves().empty());
    CHECK(mated.result().outcome == Outcome::RedWins);
    CHECK(mated.result().reason == ResultReason::Checkmate);
  }
  SECTION("a FEN with a 將 and a 君 of one side is refused; a 君 alone is that side's general") {
    CHECK(!Game::create("shanshui", "4k1j4/11/11/11/11/11/11/11/11/5K5 w - - 0 1").game);
    const GameOrError one = Game::create("shanshui", "4j6/11/11/11/11/11/11/11/11/5K5 w - - 0 1");
    REQUIRE(one.game);
    CHECK(!one.game->position().in_check());
  }
}

TEST_CASE("山水象棋: the back faces move as the seed writes", "[shanshui]") {
  SECTION("輿: 「橫豎斜一至兩格，吃同走(但斜一格不能吃子)，不可越棋」") {
    const Game g = shanshui("4k6/11/11/11/11/11/11/3p7/4U6/5K5 w - - 0 1");  // a black soldier on c2
    const std::set<std::string> t = targets_of(g, "d1");
    CHECK(t.count("d3") == 1);  // two up
    CHECK(t.count("b1") == 1);  // two sideways
    CHECK(t.count("c2") == 0);  // one diagonal: no capture
    CHECK(t.count("b3") == 0);  // behind c2: no jumping
    CHECK(t.count("f3") == 1);  // two diagonally, over an empty e2
  }
  SECTION("駝: 「走用字對角，斜一格有棋則蹩腿」") {
    const Game g = shanshui("4k6/11/11/11/11/5T5/11/11/11/5K5 w - - 0 1");
    const std::set<std::string> t = targets_of(g, "e4");
    CHECK(t.count("g7") == 1);                                               // (2,3)
    CHECK(t.count("h6") == 1);                                               // (3,2)
    const Game b = shanshui("4k6/11/11/11/6p4/5T5/11/11/11/5K5 w - - 0 1");  // f5 blocks both
    const std::set<std::string> tb = targets_of(b, "e4");
    CHECK(tb.count("g7") == 0);
    CHECK(tb.count("h6") == 0);
    CHECK(tb.count("c7") == 1);  // the other side is open
  }
  SECTION("槍: 「橫豎斜一至三格可走，橫豎斜隔一子打吃二或三格的棋」") {
    const Game g = shanshui("4k6/11/11/11/5p5/5Q5/11/11/11/5K5 w - - 0 1");
    const std::set<std::string> t = targets_of(g, "e4");
    CHECK(t.count("e1") == 1);  // three down
    CHECK(t.count("e0") == 0);  // its own general
    CHECK(t.count("e5") == 0);  // the soldier right next to it: no capture without a screen
    const Game s = shanshui("4k6/11/5p5/11/5P5/5Q5/11/11/11/5K5 w - - 0 1");  // own screen e5, target e7
    CHECK(targets_of(s, "e4").count("e7") == 1);
  }
  SECTION("丞: 「只能走空位，不可越己方棋、不能過河。斜隔一子跳至空位，吃被跳過的敵棋」") {
    const Game g = shanshui("4k6/11/11/11/11/11/11/4p6/11/3M1K5 w - - 0 1");  // 丞 c0, a black soldier on d2
    const std::set<std::string> t = targets_of(g, "c0");
    CHECK(t.count("a2") == 1);  // 田 to an empty point
    CHECK(t.count("z0") == 1);  // 「從底線直接走到山界線」
    const Game j = shanshui("4k6/11/11/11/11/11/11/11/4p6/3M1K5 w - - 0 1");  // black soldier on d1
    const std::set<std::string> tj = targets_of(j, "c0");
    CHECK(tj.count("e2") == 1);  // the jump over d1 onto e2 takes the soldier
    const Game after = played(j, "c0xe2");
    CHECK(after.piece_at(4, 1).empty());
    const Game river = shanshui("4k6/11/11/11/11/3M7/11/11/11/5K5 w - - 0 1");
    for (const std::string& to : targets_of(river, "c4")) CHECK(to.back() <= '4');  // 「不能過河」
  }
  SECTION("衛: 「士線上走吃一至兩格」") {
    const Game g = shanshui("4k6/11/11/11/11/11/11/11/11/4WK5 w - - 0 1");
    CHECK(targets_of(g, "d0") == set_of({"e1", "f2"}));
  }
  SECTION("雄: 「斜前只走，橫左或右或正前吃，均為每次一格」") {
    const Game g = shanshui("4k6/11/11/11/3ppp5/4H6/11/11/11/5K5 w - - 0 1");  // soldiers c5 d5 e5
    CHECK(targets_of(g, "d4") == set_of({"d5"}));  // forward capture only (diagonals are taken)
    const Game q = shanshui("4k6/11/11/11/11/3pHp5/11/11/11/5K5 w - - 0 1");
    CHECK(targets_of(q, "d4") == set_of({"c5", "e5", "c4", "e4"}));  // diagonal steps, sideways captures
  }
}

TEST_CASE("山水象棋: 「[丞]走\"大田\"時可跳過吃1-2枚敵棋」: one or two jumps along one diagonal", "[shanshui]") {
  // 丞 on c0, black soldiers on d1 and f3: over d1 onto e2, and on over f3 onto g4.
  const Game g = shanshui("4k6/11/11/11/11/11/6p4/11/4p6/3M1K5 w - - 0 1");
  const std::set<std::string> texts = move_texts_from(g, "c0");
  CHECK(texts.count("xe2") == 1);
  CHECK(texts.count("xe2xg4") == 1);
  const Game after = played(g, "c0xe2xg4");
  CHECK(after.piece_at(4, 1).empty());  // d1
  CHECK(after.piece_at(6, 3).empty());  // f3
  CHECK(after.piece_glyph(after.piece_at(7, 4)) == "丞");
  // The second jump goes on along the same line only: over d3 onto c4 would turn.
  const Game turn = shanshui("4k6/11/11/11/11/11/4p6/11/4p6/3M1K5 w - - 0 1");
  const std::set<std::string> t2 = move_texts_from(turn, "c0");
  CHECK(t2.count("xe2") == 1);
  CHECK(t2.count("xe2xc4") == 0);
  // A 相 has no jump at all (the 田 over d1 is blocked).
  const Game b = shanshui("4k6/11/11/11/11/11/6p4/11/4p6/3B1K5 w - - 0 1");
  CHECK(targets_of(b, "c0") == set_of({"a2", "z0"}));
}

TEST_CASE("山水象棋: the 丞's jump is a capture: 「吃子的這枚棋可同時翻面」 as it lands (c0xe2xg4=b)",
          "[shanshui][notation][gesture]") {
  // 丞 on c0, black soldiers on d1 and f3, as above: each jump path also turns over.
  const char* fen = "4k6/11/11/11/11/11/6p4/11/4p6/3M1K5 w - - 0 1";
  Game g = shanshui(fen);
  CHECK(move_texts_from(g, "c0") == set_of({"a2", "z0", "xe2", "xe2=b", "xe2xg4", "xe2xg4=b"}));
  const Game after = played(g, "c0xe2xg4=b");
  CHECK(after.piece_at(4, 1).empty());  // d1
  CHECK(after.piece_at(6, 3).empty());  // f3
  CHECK(after.piece_glyph(after.piece_at(7, 4)) == "相");
  // Turned back over by the next capture: the 相 is a flipping piece too (「翻面可以逆轉」).
  const Game one = played(g, "c0xe2=b");
  CHECK(one.piece_glyph(one.piece_at(5, 2)) == "相");
  // Every notation writes and reads it; undo puts the 丞 and both soldiers back.
  const Move m = testing::iccs_move(g, "c0xe2xg4=b");
  CHECK(m.promotes());
  CHECK(m.promotion() == after.position().piece_on(m.to()).kind());
  CHECK(m.without_promotion() == testing::iccs_move(g, "c0xe2xg4"));
  for (Notation n : {Notation::Iccs, Notation::Wxf, Notation::Chinese, Notation::ChineseSimplified}) {
    const std::string text = notation::format_move(g.position(), m, n);
    INFO(text);
    CHECK(notation::parse_move(g.position(), text).move == m);
  }
  REQUIRE(g.play(m).ok());
  REQUIRE(g.undo());
  CHECK(g.fen() == fen);
  // The gesture: the piece, each landing, then the face (the back or stay).
  const Geometry& geo = g.position().geometry();
  auto sq = [&](const char* s) { return *parse_iccs_square(s, geo); };
  MoveGesture gesture = g.gesture();
  REQUIRE(gesture.pick(Place::point(sq("c0"))).ok());
  REQUIRE(gesture.pick(Place::point(sq("e2"))).ok());
  const PickVerdict land = gesture.pick(Place::point(sq("g4")));
  REQUIRE(land.ok());
  CHECK(!land.complete());
  CHECK(face_choices(g, gesture) == set_of({"相", "丞"}));
  const PickVerdict flip = gesture.pick(Place::promotion(PieceKind::Elephant));
  REQUIRE(flip.complete());
  CHECK(flip.move == m);
  // A path too long to carry the new kind cannot turn over (Move::kMaxPromotingWaypoints).
  const Square path[4] = {sq("a2"), sq("c4"), sq("e2"), sq("c0")};
  CHECK(!Move::jump(sq("e2"), path, 4, sq("g4")).with_kind(PieceKind::Elephant).promotes());
}

TEST_CASE("山水象棋: 「[相]或[丞]均可從底線直接走到山界線，或從邊線斜走一格到山界線，以上或反之」",
          "[shanshui]") {
  const Game g = shanshui("4k6/11/11/11/11/11/11/1B9/11/3B1K5 w - - 0 1");  // 相 on a2 and c0
  CHECK(targets_of(g, "a2") == set_of({"z1", "z3", "c4"}) /* c0 holds its twin */);
  CHECK(targets_of(g, "c0").count("z0") == 1);
  const Game m = shanshui("4k6/11/11/11/11/11/B10/11/B10/5K5 w - - 0 1");  // 相 on z3 and z1
  CHECK(targets_of(m, "z3") == set_of({"a2"}));
  CHECK(targets_of(m, "z1") == set_of({"a2"}));
  // The mountain move is not a new lattice: from the start's c0 the 田 points and z0 only.
  CHECK(targets_of(shanshui(), "c0") == set_of({"a2", "e2", "z0"}));
  // Along the back rank only: from z0 back to c0, never up the mountain file to z3.
  const Game z = shanshui("4k6/11/11/11/11/11/11/11/11/B4K5 w - - 0 1");
  CHECK(targets_of(z, "z0") == set_of({"c0"}));
}

TEST_CASE("山水象棋: perft 1-3", "[shanshui][perft]") {
  struct Row {
    const char* fen;
    std::uint64_t nodes[3];
  };
  // Recorded in docs/variants.md §2 and §27 and tools/xq_engine_check.sh.
  // Every back face on the board (輿 駝 槍 丞 衛 雄).
  constexpr const char* kFaces = "1r4k1n2/5a5/c10/3p1p1p3/5H5/4U6/7T3/2Q3W4/11/3M1K5 w - - 0 1";
  // 丞 on c0 among black soldiers: jumps (大田), jumps that turn over (c0xe2=b), and the
  // mountain-line steps onto empty points only.
  constexpr const char* kJumps = "4k6/11/11/11/11/11/1p1p1p1p3/11/2p1p6/3M1K5 w - - 0 1";
  // All matched by tests/reference/shanshui_perft.py, a coordinate counter written from the docs.
  // The 君 (the general's other face): Black's 將 in check from a 君 across the board; a 君
  // against a 君 with a chariot to screen; a 君 and a chariot against a 將 and its chariot.
  constexpr const char* kFlyAtGeneral = "5k5/11/11/11/11/11/11/11/11/5J5 b - - 0 1";
  constexpr const char* kTwoSovereigns = "5j5/11/11/11/11/11/11/11/4R6/5K5 w - - 0 1";
  constexpr const char* kSovereignRook = "3r1j5/11/11/11/11/11/11/11/4R6/4K6 w - - 0 1";
  // Since the general turns over (2026-12-05) a move in check may also be the general's flip:
  // kHorseCheck 4 / 35 / 490 and kFaces' and kJumps' third plies (81 775, 528) grew.
  const Row rows[] = {{kStart, {48, 2304, 102017}},        {kHorseCheck, {7, 62, 916}},
                      {kFaces, {46, 1824, 81789}},         {kJumps, {6, 112, 546}},
                      {kFlyAtGeneral, {4, 10, 16}},        {kTwoSovereigns, {6, 14, 224}},
                      {kSovereignRook, {18, 255, 3982}}};
  for (const Row& row : rows) {
    const Game g = shanshui(row.fen);
    for (int depth = 1; depth <= 3; ++depth) {
      INFO(row.fen << " depth " << depth);
      CHECK(g.perft(depth) == row.nodes[depth - 1]);
    }
  }
}

TEST_CASE("山水象棋: a flip in every notation (ICCS b1d1=u); records and links carry it",
          "[shanshui][notation][share]") {
  const Game g = shanshui(kHorseCheck);
  const Move m = testing::iccs_move(g, "b1d1=u");
  CHECK(m.promotes());
  for (Notation n : {Notation::Iccs, Notation::Wxf, Notation::Chinese, Notation::ChineseSimplified}) {
    const std::string text = notation::format_move(g.position(), m, n);
    INFO(text);
    CHECK(notation::parse_move(g.position(), text).move == m);
  }
  // The general's turn into its 君 face, in every notation too.
  const Game k = shanshui("5k5/11/11/11/11/11/11/11/11/4Kp5 w - - 0 1");
  const Move to_j = testing::iccs_move(k, "d0e0=j");
  CHECK(notation::format_move(k.position(), to_j, Notation::Iccs) == "d0e0=j");
  for (Notation n : {Notation::Iccs, Notation::Wxf, Notation::Chinese, Notation::ChineseSimplified}) {
    const std::string text = notation::format_move(k.position(), to_j, n);
    INFO(text);
    CHECK(notation::parse_move(k.position(), text).move == to_j);
  }
  testing::check_records_round_trip("shanshui", 2711, 80);
  testing::check_records_round_trip("shanshui", 2712, 160);
}

TEST_CASE("山水象棋: the move gesture offers the flip: the back face or stay", "[shanshui][gesture]") {
  const Game g = shanshui(kHorseCheck);
  const Geometry& geo = g.position().geometry();
  auto sq = [&](const char* s) { return *parse_iccs_square(s, geo); };
  MoveGesture gesture = g.gesture();
  REQUIRE(gesture.pick(Place::point(sq("b1"))).ok());
  const PickVerdict to = gesture.pick(Place::point(sq("d1")));
  REQUIRE(to.ok());
  CHECK(!to.complete());
  CHECK(face_choices(g, gesture) == set_of({"俥", "輿"}));
  MoveGesture keep = gesture;
  const PickVerdict stay = keep.pick(Place::promotion(PieceKind::Chariot));
  REQUIRE(stay.complete());
  CHECK(format_iccs(stay.move, geo) == "b1d1");
  // Without the check the quiet move completes on its target.
  const Game n = shanshui(kNoCheck);
  MoveGesture plain = n.gesture();
  REQUIRE(plain.pick(Place::point(sq("b1"))).ok());
  CHECK(plain.pick(Place::point(sq("d1"))).complete());
}

TEST_CASE("山水象棋: X.flip is checked with line numbers", "[shanshui][variant]") {
  std::vector<VariantDef> known;
  for (const Variant* v : builtin_variants()) known.push_back(v->def);
  struct Case {
    const char* text;
    const char* error;
  };
  const Case cases[] = {
      {"[x:shanshui]\nr.flip = u t\n",
       "line 2: flip must be one piece letter: the other face of the piece (e.g. r.flip = o)"},
      {"[x:shanshui]\nr.flip = z\n", "line 2: flip: 'z' is not a piece letter of this variant"},
      {"[x:shanshui]\nr.flip = k\n", "line 2: flip: a piece cannot become the royal 'k'"},
      {"[x:shanshui]\nk.flip = r\n",
       "line 2: flip: the general's other face must be a custom type (piece.r = custom), royal like the general"},
      {"[x:shanshui]\nj.flip = u\n", "line 2: flip: the general's other face 'j' may only turn back into 'k'"},
      {"[x:shanshui]\nr.flip = j\n", "line 2: flip: only the general turns into its other face 'j'"},
      {"[x:shanshui]\nr.promote = u @ across\n", "line 2: a piece has either a flip or promotions, not both"},
      {"[x:shanshui]\nm.move = A(F)9\n", "line 2: movement 'A(F)9': 'A(F)9': a jump count after D(W) or A(F) is 2..6 (jumps along one line)"},
  };
  for (const Case& c : cases) {
    INFO(c.text);
    const VariantParseResult r = parse_variants(c.text, known);
    REQUIRE(!r.errors.empty());
    CHECK(r.errors.front().text() == c.error);
  }
}

TEST_CASE("山水象棋: the computer answers with legal moves", "[shanshui][search]") {
  Searcher searcher;
  testing::check_engine_playouts("shanshui", 2711, 40, searcher);
}

// 「[雄]可有條件變化為（替換成），與自己身後同列格的敵人相同的、已被吃掉的己方可過河的棋，此"身後"
// 概念不限距離、無論阻隔，身後多枚敵棋存在時，可任選其中一種條件對應"變化"，"變化"等同走棋。」
TEST_CASE("山水象棋: 「[雄]可有條件變化為…與自己身後同列格的敵人相同的、已被吃掉的己方可過河的棋」",
          "[shanshui][hero_change]") {
  // Red's 雄 on e6; Black's 輿 on e3 behind it, Red's 兵 on e4 between them (「無論阻隔」);
  // one of Red's chariots has been captured (taken=R).
  const Game g = shanshui("5k5/11/11/5H5/11/5P5/5u5/11/11/5K5 w - - 0 1 {taken=R}");
  const Square e6 = testing::square_of(g, "e6");
  const Move change = Move::reveal(e6).with_kind(g.position().piece_on(testing::square_of(g, "e3")).kind());
  int changes = 0;
  for (Move m : g.legal_moves()) changes += m.is_reveal();
  CHECK(changes == 1);
  CHECK(g.check_move(change).ok());
  // Its texts: ICCS ^e6=u, 「變e6輿」; each reads back.
  CHECK(notation::format_move(g.position(), change, Notation::Iccs) == "^e6=u");
  CHECK(notation::format_move(g.position(), change, Notation::Chinese) == "變e6輿");
  CHECK(notation::format_move(g.position(), change, Notation::ChineseSimplified) == "变e6舆");
  for (Notation n : {Notation::Iccs, Notation::Wxf, Notation::Chinese, Notation::ChineseSimplified})
    CHECK(notation::parse_move(g.position(), notation::format_move(g.position(), change, n)).move == change);
  // 「替換成」: the 雄 becomes a 輿 showing the enemy piece's face; the chariot leaves the
  // captured pieces and the 雄 joins them.
  const Game changed = played(g, "^e6=u");
  CHECK(changed.piece_glyph(changed.position().piece_on(e6)) == "輿");
  CHECK(changed.fen().find("{taken=P}") != std::string::npos);
  CHECK(changed.history().back() == change);
  // The game keeps it through its link and its PGN.
  const share::LinkDecode d = share::decode_link(share::encode_link(share::link_state_from_game(changed)));
  REQUIRE(d.game);
  CHECK(d.game->fen() == changed.fen());
  CHECK(d.game->history() == changed.history());
  const notation::ImportedGame back = notation::import_game(notation::export_pgn(changed, Notation::Chinese));
  INFO(back.error);
  REQUIRE(back.ok());
  CHECK(back.moves == changed.history());
  // No captured own piece of that kind, or the enemy piece in front: no change, and the
  // refusal says why.
  const Game none = shanshui("5k5/11/11/5H5/11/5P5/5u5/11/11/5K5 w - - 0 1 {taken=N}");
  CHECK(none.check_move(change).text.find("身後同列格的敵人相同的") != std::string::npos);
  const Game ahead = shanshui("5k5/5u5/11/5H5/11/11/11/11/11/5K5 w - - 0 1 {taken=R}");
  for (Move m : ahead.legal_moves()) CHECK_FALSE(m.is_reveal());
  // Never in check (the change moves nothing): Black's chariot on e1 checks the general on e0.
  const Game check = shanshui("5k5/11/11/5H5/11/11/5u5/11/5r5/5K5 w - - 0 1 {taken=R}");
  REQUIRE(check.in_check());
  CHECK(check.check_move(change).text.find("never answers a check") != std::string::npos);
}

TEST_CASE("山水象棋: the record of captured pieces counts every capture, a 丞's jumped pieces too", "[shanshui][hero_change]") {
  // Red's chariot takes Black's soldier (either face counts for the pair 兵/雄).
  const Game g = played(shanshui("5k5/11/11/11/11/5p5/11/11/5R5/4K6 w - - 0 1"), "e1e4");
  CHECK(g.fen().find("{taken=p}") != std::string::npos);
  // The 丞 on c0 jumps d1 (a black soldier) to e2: the jumped piece is counted.
  const Game jump = played(shanshui("4k6/11/11/11/11/11/11/11/4p6/3M1K5 w - - 0 1"), "c0xe2");
  CHECK(jump.fen().find("taken=p") != std::string::npos);
  // Bad items are refused with the reason.
  for (const char* bad : {"5k5/11/11/11/11/11/11/11/11/5K5 w - - 0 1 {taken=B}",
                          "5k5/11/11/11/11/11/11/11/11/5K5 w - - 0 1 {taken=x}"}) {
    INFO(bad);
    CHECK_FALSE(Game::create("shanshui", bad, RuleOptions{}).game);
  }
}
