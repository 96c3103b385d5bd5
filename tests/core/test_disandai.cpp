// 第三代象棋（番兵）(seed 000, presets `disandai` and `disandai_simple`), docs/variants.md §29.
// The seed, verbatim (the pawn backs; 雙翻, 臣 and the other backs are not in this version):
//   「每個兵（卒）背面都是一個原有兵種，分別有條件可翻為車、馬、炮、相、仕各一枚總共五種」
//   「兵衝到敵方底線可以翻面(也可不翻)，但只有在對應點翻出對應兵種才有效，因此翻面兵種如果不對應
//    初始位置，下一著需要翻回兵（卒），除此之外翻兵不可逆轉，翻面等同走棋」
//   「如果此兵翻面後不是"仕"而是"車"，（未被隨即吃掉）則下一著必須隨即翻回兵面（此時上一著如被
//    "將軍"則為輸棋）」
//   「開局布兵各方根據需要，在己方五個兵的初始位置上任意分布…雙方互不相知」
// Each rule sentence has a test below: a position where it applies and one where it does not.
// Boards are the standard 9x10 (files a..i, ranks 0..9); '*R' is a face-down soldier with a
// chariot on its back, '*x' one whose back this position does not know.
#include <catch2/catch.hpp>
#include <set>
#include <string>

#include "core/fen.h"
#include "core/game.h"
#include "core/hidden_view.h"
#include "core/notation/iccs.h"
#include "core/notation/movetext.h"
#include "core/rules/move_verdict.h"
#include "core/search/search.h"
#include "core/share/link.h"
#include "tests/core/preset_checks.h"

using namespace xq;
using xq::testing::dealt_game;
using xq::testing::face_down_identities;
using xq::testing::played;
using xq::testing::preset_game;
using xq::testing::sorted_chars;
using xq::testing::square_of;
using xq::testing::targets_of;

namespace {

Game disandai(std::string_view fen = {}) { return preset_game("disandai", fen); }
Game simple(std::string_view fen = {}) { return preset_game("disandai_simple", fen); }

// The texts of the legal reveals ("^a9").
std::set<std::string> flips(const Game& g) {
  std::set<std::string> out;
  for (Move m : g.legal_moves())
    if (m.is_reveal()) out.insert(format_iccs(m, g.position().geometry()));
  return out;
}

IllegalReason why(const Game& g, const char* text) {
  const std::optional<Move> m = parse_iccs(text, g.position().geometry());
  REQUIRE(m);
  return g.check_move(*m).reason;
}

// Red's pawns on Black's back line and below it; Black's general on f7.
constexpr const char* kNearBackLine = "*R*N1*C5/3*E*S4/5k3/9/9/9/9/9/9/3K5 w - - 0 1";

}  // namespace

TEST_CASE("第三代: 「每個兵（卒）背面都是一個原有兵種…車、馬、炮、相、仕各一枚」, face-down soldiers", "[disandai]") {
  const Game g = disandai();
  const Position& pos = g.position();
  int down[2] = {0, 0};
  for (int s = 0; s < pos.geometry().size; ++s) {
    const Square q = static_cast<Square>(s);
    if (!pos.face_down(q)) continue;
    ++down[pos.piece_on(q).color() == Color::Red ? 0 : 1];
    CHECK(pos.piece_on(q).kind() == PieceKind::Soldier);  // the face: a soldier, moving as one
    CHECK(pos.geometry().rank_of[q] == (pos.piece_on(q).color() == Color::Red ? 3 : 6));
  }
  CHECK(down[0] == 5);
  CHECK(down[1] == 5);
  // One of each back a side (e = 番相, s = 貴仕).
  CHECK(sorted_chars(face_down_identities(g.start_fen())) == "CENRScenrs");
  // 「開局看上去與傳統象棋無區別」: the soldiers' moves are a soldier's.
  CHECK(g.perft(1) == 44);
  CHECK(g.perft(2) == 1920);
  CHECK(g.perft(3) == 79666);
}

TEST_CASE("第三代: perft 1-3 with pawns on the enemy's back line", "[disandai][perft]") {
  // Depth 1 by hand: the general d1 and e0 (2); pawns b9c9, d9c9 d9e9, d8c8, e8e9 e8f8 (6);
  // the flips on the back line ^a9 ^b9 ^d9 (3) = 11.
  const Game g = disandai(kNearBackLine);
  CHECK(g.perft(1) == 11);
  CHECK(g.perft(2) == 12);
  CHECK(g.perft(3) == 125);
  // 減規則: the same counts to depth 2; at 3 the flips on d9 are valid, so the pieces move on.
  const Game s = simple(kNearBackLine);
  CHECK(s.perft(1) == 11);
  CHECK(s.perft(2) == 12);
  CHECK(s.perft(3) == 137);
}

TEST_CASE("第三代: 「兵衝到敵方底線可以翻面(也可不翻)」 — only there, as a move, never in check", "[disandai]") {
  const Game g = disandai(kNearBackLine);
  CHECK(flips(g) == std::set<std::string>{"^a9", "^b9", "^d9"});  // not d8 or e8
  CHECK(why(g, "^d8") == IllegalReason::RevealNotAllowed);
  CHECK(g.check_move(*parse_iccs("^d8", g.position().geometry())).text.find("敵方底線") != std::string::npos);
  // Not while in check: a flip changes no point, so it never answers one.
  const Game check = disandai("*R3k4/9/9/9/9/9/9/9/9/3K1r3 w - - 0 1");
  REQUIRE(check.in_check());
  CHECK(flips(check).empty());
  // Black's pawn turns over on Red's back line, rank 0.
  const Game black = disandai("4k4/9/9/9/9/9/9/9/9/*r2K5 b - - 0 1");
  CHECK(flips(black) == std::set<std::string>{"^a0"});
}

TEST_CASE("第三代: 「只有在對應點翻出對應兵種才有效」 — a valid flip is for good", "[disandai]") {
  const Game g = played(disandai(kNearBackLine), "^a9");  // a chariot on a chariot's point
  const Square a9 = square_of(g, "a9");
  CHECK_FALSE(g.position().face_down(a9));
  CHECK(g.position().piece_on(a9) == Piece(Color::Red, PieceKind::Chariot));
  CHECK(g.fen().find("{backs=R}") != std::string::npos);  // used: everyone saw it
  // 「除此之外翻兵不可逆轉」: Black replies, and the chariot plays on as a chariot.
  const Game next = played(g, "f7e7");
  CHECK(flips(next).count("^a9") == 0);
  CHECK(targets_of(next, "a9").count("a1") == 1);
  // The knight's point b9 and the general's point e9 (for the cannon) are valid too.
  CHECK(played(disandai(kNearBackLine), "^b9").fen().find("{backs=N}") != std::string::npos);
  const Game cannon = played(disandai("4*C4/9/5k3/9/9/9/9/9/9/3K5 w - - 0 1"), "^e9");
  CHECK(cannon.position().piece_on(square_of(cannon, "e9")) == Piece(Color::Red, PieceKind::Cannon));
  CHECK(cannon.fen().find("back:") == std::string::npos);
}

TEST_CASE("第三代: 「下一著必須隨即翻回兵面」 after a wrong flip", "[disandai]") {
  // The cannon's back on d9 (an advisor's point): it shows for one turn.
  const Game wrong = played(disandai(kNearBackLine), "^d9");
  const Square d9 = square_of(wrong, "d9");
  CHECK(wrong.position().piece_on(d9) == Piece(Color::Red, PieceKind::Cannon));
  CHECK_FALSE(wrong.position().face_down(d9));
  CHECK(wrong.fen().find("back:d9") != std::string::npos);
  const Game after = played(wrong, "f7e7");
  // Nothing else moves: the turn back is Red's only move, and a refusal names it.
  CHECK(after.legal_moves().size() == 1);
  CHECK(flips(after) == std::set<std::string>{"^d9"});
  CHECK(why(after, "d0d1") == IllegalReason::MustTurnBack);
  CHECK(why(after, "e8e9") == IllegalReason::MustTurnBack);
  const Game back = played(after, "翻d9");
  CHECK(back.position().face_down(d9));
  CHECK(back.position().piece_on(d9) == Piece(Color::Red, PieceKind::Soldier));
  CHECK(back.fen().find("known:C") != std::string::npos);
  // Both players have seen that back now: Black's view keeps it; the other backs stay hidden.
  const std::string black_view = back.view(Viewer::Black).fen;
  CHECK(black_view.find("*C") != std::string::npos);
  CHECK(black_view.find("*R") == std::string::npos);
  CHECK(back.view(Viewer::Spectator).fen.find("*C") != std::string::npos);
  // Turned back, the pawn is a soldier again: it moves on as one (sideways on the back line),
  // and may turn over again (d9 itself: still the wrong point for its cannon).
  const Game later = played(back, "e7f7");
  CHECK(targets_of(later, "d9") == std::set<std::string>{"c9", "d9", "e9"});
}

TEST_CASE("第三代: 「此時上一著如被將軍則為輸棋」 — in check with a wrong flip showing, the side loses", "[disandai][terminal]") {
  // Red's wrong chariot on b9 must turn back, but Black's chariot checks: no move at all.
  const Game g = disandai("1R7/5k3/9/9/9/9/9/9/9/3K1r3 w - - 0 1 {backs=back:b9}");
  REQUIRE(g.in_check());
  CHECK(g.legal_moves().empty());
  CHECK(g.result().over());
  CHECK(g.result().outcome == Outcome::BlackWins);
  // The same without the wrong flip: Red simply answers the check.
  const Game free = disandai("1R7/5k3/9/9/9/9/9/9/9/3K1r3 w - - 0 1");
  CHECK_FALSE(free.legal_moves().empty());
}

TEST_CASE("第三代: a wrong back that gives check is answered, and taking it ends the duty", "[disandai]") {
  // A chariot shown wrongly on c9 (a chariot's points are a9 and i9) checks the general on e9.
  constexpr const char* kFen = "2*R1k4/9/9/9/9/9/9/9/5K3/2r6 w - - 0 1";
  const Game wrong = played(disandai(kFen), "^c9");
  CHECK(wrong.in_check());
  const Game stepped = played(wrong, "e9e8");  // answered without taking it: Red still owes the turn back
  CHECK(stepped.legal_moves().size() == 1);
  const Game taken = played(wrong, "c0c9");  // taken: the back leaves the game, shown, and the duty with it
  CHECK(taken.fen().find("back:") == std::string::npos);
  CHECK(taken.fen().find("{backs=R}") != std::string::npos);
  CHECK(taken.legal_moves().size() > 1);
}

TEST_CASE("第三代: 「兵翻象還是\"象\"，只是不可退過河了」, 「按士的走吃法，只是不可出對方九宮」", "[disandai]") {
  // A 番相 (e) on c5, the enemy side of the river: 田 steps forward only, never back over.
  const Game elephant = disandai("4k4/9/9/9/2E6/9/9/9/9/3K5 w - - 0 1");
  CHECK(targets_of(elephant, "c5") == std::set<std::string>{"a7", "e7"});
  // Its eye blocked: 塞象眼 as for any elephant.
  const Game blocked = disandai("4k4/9/9/3p5/2E6/9/9/9/9/3K5 w - - 0 1");
  CHECK(targets_of(blocked, "c5") == std::set<std::string>{"a7"});
  // A 貴仕 (s) in the enemy palace walks its diagonals and stays inside.
  const Game advisor = disandai("3S1k3/9/9/9/9/9/9/9/9/3K5 w - - 0 1");
  CHECK(targets_of(advisor, "d9") == std::set<std::string>{"e8"});
  const Game centre = disandai("4k4/4S4/9/9/9/9/9/9/9/3K5 w - - 0 1");
  CHECK(targets_of(centre, "e8") == std::set<std::string>{"d9", "d7", "f7", "f9"});
  // 減規則: 「士走斜一格…不可退過河」 — anywhere in the enemy half.
  const Game loose = simple("4k4/9/9/9/2S6/9/9/9/9/3K5 w - - 0 1");
  CHECK(targets_of(loose, "c5") == std::set<std::string>{"b6", "d6"});
}

TEST_CASE("第三代: 減規則 「兵到對方底線，不一定要走到對應點，翻變同樣有效」", "[disandai]") {
  const Game g = played(simple(kNearBackLine), "^d9");  // the cannon on an advisor's point
  CHECK(g.fen().find("back:") == std::string::npos);
  CHECK(g.fen().find("{backs=C}") != std::string::npos);
  const Game next = played(g, "f7e7");
  CHECK(targets_of(next, "d9").count("i9") == 1);  // an ordinary cannon
}

TEST_CASE("第三代: a captured pawn shows its back; the FEN item says what everyone knows", "[disandai][fen]") {
  const Game g = played(disandai("4k4/9/9/9/9/9/*R8/r8/9/3K5 b - - 0 1"), "a2a3");
  CHECK(g.fen().find("{backs=R}") != std::string::npos);
  // Bad items say what is wrong.
  for (const char* bad : {"4k4/9/9/9/9/9/9/9/9/*R2K5 w - - 0 1 {backs=Q}",
                          "4k4/9/9/9/9/9/9/9/9/*R2K5 w - - 0 1 {backs=back:a0}",
                          "4k4/9/9/9/9/9/9/9/9/*R2K5 w - - 0 1 {backs=R}",
                          "4k4/9/9/9/9/9/9/9/9/*R*R1K5 w - - 0 1",
                          "4k4/9/9/9/9/9/9/9/9/*K2K5 w - - 0 1"}) {
    GameOrError made = Game::create("disandai", bad, RuleOptions{});
    INFO(bad);
    CHECK_FALSE(made.game);
    CHECK_FALSE(made.error.empty());
  }
  CHECK(Game::create("disandai", "4k4/9/9/9/9/9/9/9/9/*R2K5 w - - 0 1 {backs=back:a0}", RuleOptions{}).error.find(
            "turn back") != std::string::npos);
  CHECK(Game::create("disandai", "4k4/9/9/9/9/9/9/9/9/*R*R1K5 w - - 0 1", RuleOptions{}).error.find("used") !=
        std::string::npos);
}

TEST_CASE("第三代: 「任意分布…雙方互不相知」 — dealt by the seed, laid out by the owner, hidden from the other side",
          "[disandai][deal]") {
  const Game a = dealt_game("disandai", 7), again = dealt_game("disandai", 7);
  CHECK(a.start_fen() == again.start_fen());  // reproducible from its seed
  CHECK(a.start_fen().find("deal") == std::string::npos);
  std::set<std::string> orders;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) orders.insert(face_down_identities(dealt_game("disandai", seed).start_fen()));
  CHECK(orders.size() > 6);
  // Each side may lay its own out before the first move (the page's set-up step).
  CHECK(a.secrets_per_side());
  CHECK(a.can_arrange(Color::Red));
  CHECK(a.can_arrange(Color::Black));
  Game laid = a;
  REQUIRE(laid.arrange_swap(Color::Red, square_of(a, "a3"), square_of(a, "i3")).empty());
  CHECK(laid.position().identity(square_of(a, "a3")) == a.position().identity(square_of(a, "i3")));
  // Red sees its own backs and Black's soldiers only; Black the other way round.
  const std::string red = face_down_identities(a.view(Viewer::Red).fen);
  CHECK(sorted_chars(red) == "CENRSxxxxx");
  CHECK(sorted_chars(face_down_identities(a.view(Viewer::Black).fen)) == "XXXXXcenrs");
  CHECK(face_down_identities(a.view(Viewer::Spectator).fen) == "xxxxxXXXXX");
}

TEST_CASE("第三代: the computer does not peek — its search depends on the view only", "[disandai][search]") {
  // Two games alike but for Black's arrangement: Red's view, and so Red's search, agree.
  const char* rest = "/9/1c5c1/*c1*s1*r1*e1*n/9/9/*E1*R1*C1*S1*N/1C5C1/9/RNBAKABNR w - - 0 1";
  const Game a = disandai(std::string("rnbakabnr") + rest);
  std::string swapped = std::string("rnbakabnr") + rest;
  swapped.replace(swapped.find("*c1*s"), 5, "*s1*c");
  const Game b = disandai(swapped);
  REQUIRE(a.start_fen() != b.start_fen());
  CHECK(a.view(Viewer::Red).fen == b.view(Viewer::Red).fen);
  const Game seen = testing::check_search_ignores_secrets(a, b, Viewer::Red).view;
  // The engine's draw fills Black's five with one of each back, never more than it may be.
  const Position drawn = sample_hidden_identities(seen.position());
  std::string backs;
  for (int s = 0; s < drawn.geometry().size; ++s) {
    const Square q = static_cast<Square>(s);
    if (drawn.face_down(q) && drawn.piece_on(q).color() == Color::Black) backs += a.piece_letter(drawn.identity(q));
  }
  CHECK(sorted_chars(backs) == "cenrs");
}

TEST_CASE("第三代: the notation writes the flips and names 番相 and 貴仕 by their own characters", "[disandai][notation]") {
  using notation::Notation;
  const Game g = disandai(kNearBackLine);
  const Move flip = Move::reveal(square_of(g, "d9"));
  CHECK(notation::format_move(g.position(), flip, Notation::Iccs) == "^d9");
  CHECK(notation::format_move(g.position(), flip, Notation::Chinese) == "翻d9");
  const Game e = disandai("4k4/9/9/9/4E4/9/9/9/9/3K5 w - - 0 1");
  CHECK(notation::format_move(e.position(), *parse_iccs("e5c7", e.position().geometry()), Notation::Chinese) ==
        "番五進七");
  const Game s = disandai("3S1k3/9/9/9/9/9/9/9/9/3K5 w - - 0 1");
  CHECK(notation::format_move(s.position(), *parse_iccs("d9e8", s.position().geometry()), Notation::Chinese) ==
        "貴六退五");
  CHECK(played(s, "貴六退五").position().piece_on(square_of(s, "e8")).kind() == s.position().piece_on(square_of(s, "d9")).kind());
}

TEST_CASE("第三代: records round-trip and the computer plays", "[disandai][notation][search]") {
  testing::check_records_round_trip("disandai", 2903, 60);
  testing::check_records_round_trip("disandai_simple", 2904, 60);
  Searcher searcher(1);
  testing::check_engine_playouts("disandai", 29, 60, searcher);
}
