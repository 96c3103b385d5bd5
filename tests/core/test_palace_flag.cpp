// 宮旗 (palace_flag add-on; seed 000 河山象棋 實例8). The seed sentence, quoted piece by
// piece in the test names and comments:
//   「如果棋盤為"攻策略九宮"，己方初始位置的己方[解將旗]可以在不"解將"的情況下向上走入棋盤己方
//    空的[將](帥)初始位（等同走棋,並可從此位置返回"旗路"，其他位置不能出九宮），進入九宮的[旗]，
//    走吃法同將帥，無將帥的價值，也無飛將規則，但占據宮策略位置時，可以像將帥一樣起到"宮策略"的
//    作用。不過，如果九宮[旗]被敵軍吃掉，那敵"解將旗"走到己方[旗]初始位置格也為勝。」
// Most positions use the 9x10 board with the three add-ons (short FENs); perft and the
// preset use heshan8 (山界 board), which is 實例8 as written (山界 + 解將旗) and takes 宮旗
// (with 宮策略) as its option.
#include <catch2/catch.hpp>
#include <set>

#include "addon_test_util.h"
#include "core/fen.h"
#include "core/rules/flag_ring.h"
#include "core/rules/palace_flag.h"
#include "core/movegen.h"
#include "core/notation/movetext.h"
#include "core/rules/active_powers.h"
#include "core/rules/illegal_reason.h"
#include "core/search/evaluate.h"
#include "core/search/search.h"
#include "core/share/link.h"
#include "core/variant/registry.h"

using namespace xq;
using namespace xq::testing;
using xq::notation::Notation;

namespace {

const std::vector<std::string> kPalaceFlagAddons = {"flag_ring", "palace_strategy", "palace_flag"};
// 實例8's option 「如果棋盤為"攻策略九宮"」: switched on over the heshan8 preset.
const std::vector<std::string> kHeshan8Option = {"palace_strategy", "palace_flag"};

Game make(const std::string& fen) { return addon_game("xiangqi", fen, kPalaceFlagAddons); }

Square sq(const Game& g, const char* s) {
  const auto q = parse_iccs_square(s, g.position().geometry());
  REQUIRE(q);
  return *q;
}

// The board targets of the piece on `from` (plain moves only).
std::set<std::string> targets(const Game& g, const char* from) {
  std::set<std::string> out;
  for (Move m : g.legal_moves())
    if (m.is_normal() && m.from() == sq(g, from)) out.insert(format_iccs_square(m.to(), g.position().geometry()));
  return out;
}

bool has_enter(const Game& g) {
  for (Move m : g.legal_moves())
    if (m.is_flag_enter()) return true;
  return false;
}

void check_state(const Position& pos) {
  REQUIRE(pos.invariants_hold());
  const FenResult again = parse_fen(to_fen(pos), pos.geometry());
  INFO(to_fen(pos) << ": " << again.error.message);
  REQUIRE(again.ok());
  CHECK(to_fen(again.position) == to_fen(pos));
  CHECK(again.position.hash() == pos.hash());
}

}  // namespace

TEST_CASE("宮旗: the add-on needs 解將旗 and 宮策略; 實例8 offers it as its option", "[palace_flag]") {
  RuleOptions options;
  options.addons = {"flag_ring", "palace_flag"};
  const GameOrError bad = Game::create("xiangqi", "", options);
  CHECK_FALSE(bad.game);
  CHECK(bad.error.find("'palace_flag' (宮旗) needs 'palace_strategy'") != std::string::npos);
  options.addons = {"palace_strategy", "palace_flag"};
  CHECK(Game::create("xiangqi", "", options).error.find("needs 'flag_ring'") != std::string::npos);
  // 「本棋為"解將旗盤"加"山界棋盤"」…「其他同象棋」: the preset is the 山界 board with 解將旗 only.
  const Variant* v = find_variant("heshan8");
  REQUIRE(v);
  CHECK(v->def.addons == std::vector<std::string>{"mountain_border", "flag_ring"});
  CHECK_FALSE(has_palace_flag(*v->geometry));
  CHECK_FALSE(v->geometry->powers);  // no 宮策略 either
  // 「如果棋盤為"攻策略九宮"」: the option is 宮策略 + 宮旗 on top of it.
  const Game option = addon_game("heshan8", "", kHeshan8Option);
  CHECK(has_palace_flag(option.position().geometry()));
  options.addons = {"palace_flag"};
  CHECK(Game::create("heshan8", "", options).error.find("'palace_flag' (宮旗) needs 'palace_strategy'") !=
        std::string::npos);
  CHECK_FALSE(has_palace_flag(*find_variant("heshan")->geometry));  // 2018 stays as it was
}

TEST_CASE("宮旗 「可以在不\"解將\"的情況下…走入」: no entry while the own general is in check", "[palace_flag]") {
  // Red's general on d0 is checked along the d file by the chariot on d5; the flag is on
  // its start cell and e0 is empty. Entering is a quiet move, not a 解將: refused.
  Game g = make("5k3/9/9/9/3r5/9/9/9/9/3K5 w - - 0 1");
  REQUIRE(g.in_check());
  const Move enter = Move::flag_enter(sq(g, "e0"));
  CHECK_FALSE(has_move(g, enter));
  const MoveVerdict why = g.check_move(enter);
  CHECK(why.reason == IllegalReason::PalaceFlagEnterInCheck);
  CHECK(why.text.find("while your general is in check") != std::string::npos);
  // Not even when the entry would block the check: the chariot on h0 checks d0 across the
  // empty e0, and the flag on e0 would stand in between.
  Game block = make("5k3/9/9/9/9/9/9/9/9/3K3r1 w - - 0 1");
  REQUIRE(block.in_check());
  CHECK_FALSE(has_move(block, Move::flag_enter(sq(block, "e0"))));
  CHECK(block.check_move(Move::flag_enter(sq(block, "e0"))).reason == IllegalReason::PalaceFlagEnterInCheck);
  // The general steps out of the check instead (d1); next turn, unchecked, the flag may enter.
  REQUIRE(block.play(Move(sq(block, "d0"), sq(block, "d1"))).ok());
  REQUIRE(block.play(Move(sq(block, "f9"), sq(block, "f8"))).ok());
  CHECK_FALSE(block.in_check());
  CHECK(has_move(block, Move::flag_enter(sq(block, "e0"))));
  // Same position on heshan8 with the option on (the 山界 board): the same verdict.
  // The general on e1 (files z…j) is checked along rank 1 by the black chariot from j9, now
  // on i1; e0 is empty.
  Game h = addon_game("heshan8", "1rnbakabn2/11/c9c/1p1p1p1p1p1/11/11/1P1P1P1P1P1/C9C/5K3r1/1RNBA1ABNR1 w - - 0 1",
                      kHeshan8Option);
  REQUIRE(h.in_check());
  CHECK_FALSE(has_enter(h));
}

TEST_CASE("宮旗 「己方初始位置的己方[解將旗]…向上走入棋盤己方空的[將](帥)初始位」: only from the start cell onto the empty point",
          "[palace_flag]") {
  // Red's general has left e0: the flag on its start cell (0) may enter as a quiet move
  // (「在不"解將"的情況下」; in check it may not, see the next test case).
  Game g = make("5k3/9/9/9/9/9/9/9/3K5/9 w - - 0 1");
  CHECK_FALSE(g.position().in_check());
  CHECK(has_move(g, Move::flag_enter(sq(g, "e0"))));
  // Not onto another point, not for a flag off its start cell, not onto an occupied point.
  CHECK_FALSE(g.position().is_legal(Move::flag_enter(sq(g, "e1"))));
  CHECK_FALSE(has_enter(make("5k3/9/9/9/9/9/9/9/3K5/9 w - - 0 1 {flag=1.21}")));
  CHECK_FALSE(has_enter(make("5k3/9/9/9/9/9/9/9/9/3KR4 w - - 0 1")));  // a chariot on e0
  CHECK_FALSE(has_enter(make("5k3/9/9/9/9/9/9/9/9/4K4 w - - 0 1")));   // the general on e0
  const MoveVerdict why = explain_move(make("5k3/9/9/9/9/9/9/9/9/4K4 w - - 0 1").position(), Move::flag_enter(sq(g, "e0")));
  CHECK(why.text.find("the flag enters the palace only from its ring start cell onto the general's empty start point") !=
        std::string::npos);
  // Black: its general is on e9, so no entry; after it steps down, the point is free.
  CHECK_FALSE(has_enter(make("4k4/9/9/9/9/9/9/9/3K5/9 b - - 0 1")));
  CHECK(has_move(make("9/5k3/9/9/9/9/9/9/3K5/9 b - - 0 1"), Move::flag_enter(sq(g, "e9"))));

  // 「等同走棋」: a whole move; the flag is a piece on e0 and the ring says so.
  const std::string before = g.fen();
  const std::uint64_t hash = g.position().hash();
  REQUIRE(g.play(Move::flag_enter(sq(g, "e0"))).ok());
  CHECK(g.position().piece_on(sq(g, "e0")) == Piece(Color::Red, PieceKind::Flag));
  CHECK(flag_cell(g.position(), Color::Red) == kFlagOnBoard);
  CHECK(g.position().side_to_move() == Color::Black);
  CHECK(g.fen() == "5k3/9/9/9/9/9/9/9/3K5/4G4 b - - 1 1 {flag=g.21}");
  check_state(g.position());
  REQUIRE(g.undo());
  CHECK(g.fen() == before);
  CHECK(g.position().hash() == hash);
}

TEST_CASE("宮旗 「進入九宮的[旗]，走吃法同將帥」「其他位置不能出九宮」: general steps, out only back to the ring from the start point",
          "[palace_flag]") {
  // Flag on e1, general on d0.
  Game g = make("4k4/9/9/9/9/9/9/9/4G4/3K5 w - - 0 1 {flag=g.21}");
  CHECK(targets(g, "e1") == std::set<std::string>{"d1", "e0", "e2", "f1"});
  CHECK_FALSE(has_move(g, Move::flag_return(sq(g, "e1"))));
  // On the palace's front edge: no step out of the palace.
  Game front = make("4k4/9/9/9/9/9/9/4G4/9/3K5 w - - 0 1 {flag=g.21}");
  CHECK(targets(front, "e2") == std::set<std::string>{"d2", "e1", "f2"});
  // On the general's start point: back to the ring start cell, as a move.
  Game home = make("4k4/9/9/9/9/9/9/9/9/3KG4 w - - 0 1 {flag=g.21}");
  const Move back = Move::flag_return(sq(home, "e0"));
  REQUIRE(has_move(home, back));
  REQUIRE(home.play(back).ok());
  CHECK(flag_cell(home.position(), Color::Red) == 0);
  CHECK(home.position().count(Color::Red, PieceKind::Flag) == 0);
  CHECK(home.fen() == "4k4/9/9/9/9/9/9/9/9/3K5 b - - 1 1");
  check_state(home.position());
  // Not when the enemy flag stands on that ring cell.
  CHECK_FALSE(has_move(make("4k4/9/9/9/9/9/9/9/9/3KG4 w - - 0 1 {flag=g.0}"), back));
}

TEST_CASE("宮旗 「走吃法同將帥」「無將帥的價值」: the flag captures and is captured", "[palace_flag]") {
  // A black chariot on e2 next to the red flag on e1.
  Game take = make("4k4/9/9/9/9/9/9/4r4/4G4/3K5 w - - 0 1 {flag=g.21}");
  REQUIRE(has_move(take, Move(sq(take, "e1"), sq(take, "e2"))));
  REQUIRE(take.play(Move(sq(take, "e1"), sq(take, "e2"))).ok());
  CHECK(take.fen() == "4k4/9/9/9/9/9/9/4G4/9/3K5 b - - 0 1 {flag=g.21}");
  // Black to move: the chariot takes the flag; no check was needed to allow it, and the
  // game goes on (the flag is no general).
  Game lose = make("4k4/9/9/9/R8/9/9/4r4/4G4/3K5 b - - 0 1 {flag=g.21}");
  CHECK_FALSE(lose.position().in_check());
  REQUIRE(lose.play(Move(sq(lose, "e2"), sq(lose, "e1"))).ok());
  CHECK(flag_cell(lose.position(), Color::Red) == kFlagLostOnBoard);
  CHECK(lose.fen() == "4k4/9/9/9/R8/9/9/9/4r4/3K5 w - - 0 2 {flag=gx.21}");
  CHECK_FALSE(lose.result().over());
  check_state(lose.position());
  // The flag blocks like a piece: the chariot on e5 cannot pass it to e0.
  Game block = make("4k4/9/9/9/4r4/9/9/9/4G4/3K5 b - - 0 1 {flag=g.21}");
  CHECK(targets(block, "e5").count("e1"));
  CHECK_FALSE(targets(block, "e5").count("e0"));
}

TEST_CASE("宮旗 「也無飛將規則」: the flag neither flies nor is flown at, and is never in check", "[palace_flag]") {
  // Red flag on e1 on the open e file with the black general on e9, red general on d0.
  Game g = make("4k4/9/9/9/9/9/9/9/4G4/3K5 w - - 0 1 {flag=g.21}");
  CHECK_FALSE(has_move(g, Move(sq(g, "e1"), sq(g, "e9"))));  // the flag does not fly
  Game b = make("4k4/9/9/9/9/9/9/9/4G4/3K5 b - - 0 1 {flag=g.21}");
  CHECK_FALSE(b.position().in_check());
  CHECK_FALSE(has_move(b, Move(sq(b, "e9"), sq(b, "e1"))));  // nor is it flown at
  // A black chariot attacking the flag is no check: Red may leave it hanging.
  Game hang = make("4k4/9/9/9/4r4/9/9/9/4G4/3K5 w - - 0 1 {flag=g.21}");
  CHECK_FALSE(hang.position().in_check());
  CHECK(has_move(hang, Move(sq(hang, "d0"), sq(hang, "d1"))));
  // Between the generals it screens them like any piece; stepping aside would face them.
  Game screen = make("4k4/9/9/9/9/9/9/9/4G4/4K4 w - - 0 1 {flag=g.21}");
  CHECK(targets(screen, "e1") == std::set<std::string>{"e2"});
}

TEST_CASE("宮旗 「占據宮策略位置時，可以像將帥一樣起到\"宮策略\"的作用」: the flag switches a power on",
          "[palace_flag]") {
  // The 暢馬 test of 宮策略: the horse on c2 behind the soldier on c3 is blocked towards
  // b4 unless the horse power is on. The general on e1 grants 可飛將, not 暢馬.
  Game ring = make("3k5/9/9/9/9/9/2P6/2N6/4K4/9 w - - 0 1");
  CHECK_FALSE(targets(ring, "c2").count("b4"));
  // The red flag on e2 (the 暢馬 point) switches it on.
  Game g = make("3k5/9/9/9/9/9/2P6/2N1G4/4K4/9 w - - 0 1 {flag=g.21}");
  CHECK(targets(g, "c2").count("b4"));
  bool reported = false;
  for (const ActivePower& p : active_powers(g.position(), Color::Red))
    if (p.id == "free_horse") reported = p.source == sq(g, "e2") && p.kind == PieceKind::Horse;
  CHECK(reported);
  // The same steps as when the general grants it from e2 (which also blocks e1 there).
  Game by_general = make("3k5/9/9/9/9/9/2P6/2N1K4/9/9 w - - 0 1");
  std::set<std::string> general_steps = targets(by_general, "c2");
  general_steps.erase("e1");
  CHECK(general_steps == targets(g, "c2"));
  // 可飛將 stays the general's own: the flag on e1 grants no power.
  Game centre = make("4k4/9/9/9/9/9/9/9/4G4/3K5 w - - 0 1 {flag=g.21}");
  for (const ActivePower& p : active_powers(centre.position(), Color::Red)) CHECK(p.id != "flying_general");
}

TEST_CASE("宮旗 「如果九宮[旗]被敵軍吃掉，那敵\"解將旗\"走到己方[旗]初始位置格也為勝」", "[palace_flag]") {
  // Red's palace flag was captured; Black's flag is on cell 41, one before Red's start
  // cell 0. Black is in check (chariot e5), so each answer may take the flag one cell on.
  Game g = make("4k4/9/9/9/4R4/9/9/9/9/5K3 b - - 0 1 {flag=gx.41}");
  CHECK_FALSE(g.result().over());
  const Move escape = Move(sq(g, "e9"), sq(g, "d9")).with_flag_step();
  REQUIRE(has_move(g, escape));
  REQUIRE(g.play(escape).ok());
  CHECK(flag_cell(g.position(), Color::Black) == 0);
  const GameResult r = g.result();
  CHECK(r.outcome == Outcome::BlackWins);
  CHECK(r.reason == ResultReason::FlagStartReached);
  CHECK(r.text == "Black wins by reaching the start cell of the enemy flag captured in its palace (旗到宮旗初始位).");
  CHECK(g.legal_moves().empty());
  // The same step without a lost palace flag wins nothing.
  Game ring = make("4k4/9/9/9/4R4/9/9/9/9/5K3 b - - 0 1 {flag=5.41}");
  REQUIRE(ring.play(escape).ok());
  CHECK_FALSE(ring.result().over());
}

TEST_CASE("宮旗: FEN errors are specific", "[palace_flag]") {
  const Game option = addon_game("heshan8", "", kHeshan8Option);
  const Geometry& g = option.position().geometry();
  auto error = [&](const std::string& fen) { return parse_fen(fen, g).error.message; };
  const std::string board = "1rnbakabnr1/11/c9c/1p1p1p1p1p1/11/11/1P1P1P1P1P1/C9C/5K5/1RNBA1ABNR1";
  CHECK(error(board + " w - - 0 1 {flag=g.21}").find("no palace flag (g/G) stands there") != std::string::npos);
  CHECK(error("1rnbakabnr1/11/c9c/1p1p1p1p1p1/11/11/1P1P1P1P1P1/C9C/5K5/1RNBAGABNR1 w - - 0 1")
            .find("must say so: flag=g") != std::string::npos);
  CHECK(error("1rnbakabnr1/11/c9c/1p1p1p1p1p1/11/11/1P1PGP1P1P1/C9C/5K5/1RNBA1ABNR1 w - - 0 1 {flag=g.21}")
            .find("red palace flag on d3 is outside its palace") != std::string::npos);
  CHECK(error(board + " w - - 0 1 {flag=q.21}").find("g (on the board, 宮旗)") != std::string::npos);
  // Without the add-on, 'G' is no piece.
  CHECK(parse_fen("4k4/9/9/9/9/9/9/9/4G4/3K5 w - - 0 1").error.message.find("palace flag (宮旗)") !=
        std::string::npos);
}

TEST_CASE("宮旗: notation round trips (ICCS, WXF, Chinese) and share-link codes", "[palace_flag]") {
  Game g = make("5k3/9/9/9/9/9/9/9/3K5/9 w - - 0 1");
  const Position& pos = g.position();
  const Move enter = Move::flag_enter(sq(g, "e0"));
  CHECK(notation::format_move(pos, enter, Notation::Iccs) == "G*e0");
  CHECK(notation::format_move(pos, enter, Notation::Wxf) == "G*5");
  CHECK(notation::format_move(pos, enter, Notation::Chinese) == "旗入宮");
  CHECK(notation::format_move(pos, enter, Notation::ChineseSimplified) == "旗入宫");
  Game on = make("4k4/9/9/9/9/9/9/9/9/3KG4 w - - 0 1 {flag=g.21}");
  const Move back = Move::flag_return(sq(on, "e0")), up = Move(sq(on, "e0"), sq(on, "e1"));
  CHECK(notation::format_move(on.position(), back, Notation::Iccs) == "Ge0*");
  CHECK(notation::format_move(on.position(), back, Notation::Chinese) == "旗回環");
  CHECK(notation::format_move(on.position(), up, Notation::Chinese) == "旗五進一");
  CHECK(notation::format_move(on.position(), up, Notation::Wxf) == "G5+1");
  for (const Game* game : {&g, &on}) {
    for (Move m : game->legal_moves()) {
      for (Notation n : {Notation::Iccs, Notation::Wxf, Notation::Chinese, Notation::ChineseSimplified}) {
        if (n != Notation::Iccs && !(m.is_flag_enter() || m.is_flag_return() ||
                                     game->position().piece_on(m.from()).kind() == PieceKind::Flag))
          continue;  // the other pieces' descriptive forms are tested elsewhere
        const std::string text = notation::format_move(game->position(), m, n);
        const notation::ParsedMove parsed = notation::parse_move(game->position(), text);
        INFO(text << ": " << parsed.error);
        CHECK(parsed.move == m);
      }
    }
  }
  // Movetext import reads the Chinese forms.
  const notation::MovetextScan scan = notation::scan_movetext("1. 旗入宮 將6平5 2. 旗五進一");
  REQUIRE(scan.error.empty());
  REQUIRE(scan.moves.size() == 3);
  CHECK(scan.moves[0].text == "旗入宮");
  CHECK(scan.moves[2].text == "旗五進一");
  // Share links code moves as indexes into the sorted legal moves: enter, step, return.
  Game played = addon_game("xiangqi", "5k3/9/9/9/9/9/9/9/3K5/9 w - - 0 1", kPalaceFlagAddons);
  for (const char* text : {"G*e0", "f9e9", "e0f0", "e9f9", "f0e0", "f9e9", "Ge0*"}) {
    INFO(text);
    REQUIRE(played.play(*parse_iccs(text, played.position().geometry())).ok());
  }
  const share::LinkDecode d = share::decode_link(share::encode_link(share::link_state_from_game(played)));
  INFO(d.error);
  REQUIRE(d.ok());
  REQUIRE(d.game);
  CHECK(d.game->fen() == played.fen());
  CHECK(d.state.moves == share::link_state_from_game(played).moves);
}

TEST_CASE("宮旗 perft: heshan8 from the start and from a position with a palace flag", "[palace_flag][perft]") {
  // docs/variants.md §2 records these. heshan8 is 實例8 as written (山界 + 解將旗): from the
  // start no flag moves before a check, so it counts like the 山界 board (shanjie): the
  // issue's 46 / 2 116 / 89 098.
  const Variant* v = find_variant("heshan8");
  REQUIRE(v);
  FenResult start = parse_fen(v->def.setup, *v->geometry);
  REQUIRE(start.ok());
  CHECK(perft(start.position, 1) == 46);
  CHECK(perft(start.position, 2) == 2116);
  CHECK(perft(start.position, 3) == 89098);
  // With its option (宮策略 + 宮旗) both generals stand on their start points, so no flag
  // can enter before ply 3: the general must step off first. Depths 1-2 are unchanged; at
  // depth 3 each of the 46 lines after the general's step e0-e1 (its only move) gets the
  // flag's entry onto e0: 89 098 + 46 = 89 144. (None of Black's 46 replies checks, so the
  // no-entry-in-check rule removes nothing here; 宮策略 alone changes nothing this early.)
  Game option = addon_game("heshan8", "", kHeshan8Option);
  Position with_option = option.position();
  CHECK(perft(with_option, 1) == 46);
  CHECK(perft(with_option, 2) == 2116);
  CHECK(perft(with_option, 3) == 89144);
  CHECK(perft(with_option, 3) == 89098 + 46);
  // The 9x10 board with both flags in their palaces (red on e1, black on e8), the
  // generals on d0 and f9: Red has the general's d1, e0 and the flag's d1, e0, e2, f1.
  Game g = make("5k3/4g4/9/9/9/9/9/9/4G4/3K5 w - - 0 1 {flag=g.g}");
  Position pos = g.position();
  CHECK(perft(pos, 1) == 6);
  CHECK(perft(pos, 2) == 36);
  CHECK(perft(pos, 3) == 158);
}

TEST_CASE("宮旗: the engine plays legal moves in heshan8", "[palace_flag][search]") {
  // Red's general on e1, so the flag may enter: whatever the engine picks is legal, and
  // it values the flag on the board (a small value, 「無將帥的價值」).
  Game g = addon_game("heshan8", "1rnbakabnr1/11/c9c/1p1p1p1p1p1/11/11/1P1P1P1P1P1/C9C/5K5/1RNBA1ABNR1 w - - 0 1",
                      kHeshan8Option);
  REQUIRE(has_enter(g));
  Searcher searcher(2);
  for (int ply = 0; ply < 6 && !g.result().over(); ++ply) {
    SearchLimits limits;
    limits.depth = 2;
    limits.nodes = 2000;
    const SearchResult r = searcher.search(g, limits);
    INFO(g.fen());
    REQUIRE(has_move(g, r.best));
    REQUIRE(g.play(r.best).ok());
  }
  Game entered = make("5k3/9/9/9/9/9/9/9/3K5/4G4 b - - 1 1 {flag=g.21}");
  Game ring = make("5k3/9/9/9/9/9/9/9/3K5/9 b - - 1 1");
  CHECK(evaluate(entered.position()) < evaluate(ring.position()));  // Black's view: Red has the flag out
  CHECK(piece_value(PieceKind::Flag) > 0);
  CHECK(piece_value(PieceKind::Flag) < piece_value(PieceKind::Advisor));
}

TEST_CASE("宮旗 repetition: flags stepping to and fro in their palaces repeat like any pieces", "[palace_flag]") {
  // Both flags in their palaces, the generals off the files; the flags shuffle e1-e2 / e8-e7.
  // The flag is exempt from chasing like the general (「走吃法同將帥」), so this is an idle
  // repetition: a draw, and its hash includes the flag pieces (the ring says flag=g).
  Game g = make("5k3/4g4/9/9/9/9/9/9/4G4/3K5 w - - 0 1 {flag=g.g}");
  for (int cycle = 0; cycle < 2; ++cycle)
    for (const char* text : {"e1e2", "e8e7", "e2e1", "e7e8"}) {
      INFO(text);
      REQUIRE(g.play(*parse_iccs(text, g.position().geometry())).ok());
    }
  const GameResult r = g.result();
  CHECK(r.outcome == Outcome::Draw);
  CHECK(r.reason == ResultReason::Repetition);
}
