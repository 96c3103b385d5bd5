// 第三代象棋（番兵）(seed 000, presets `disandai` and `disandai_simple`), docs/variants.md §29.
// The seed, verbatim (the pawn backs; 雙翻, 臣 and the other backs: items 5-7, further down):
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
#include "core/notation/import.h"
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

// Each FEN is refused by the preset (a bad back or item says what is wrong).
void check_refused(std::initializer_list<const char*> fens) {
  for (const char* bad : fens) {
    INFO(bad);
    CHECK_FALSE(Game::create("disandai", bad, RuleOptions{}).game);
  }
}

// Two positions alike but for `viewer`'s opponent's secret arrangement: the viewer's view
// is the same, and so is the computer's search from it (it never reads the true backs).
void check_arrangement_unseen(const char* fen_a, const char* fen_b, Viewer viewer) {
  const Game a = disandai(fen_a), b = disandai(fen_b);
  CHECK(a.view(viewer).fen == b.view(viewer).fen);
  testing::check_search_ignores_secrets(a, b, viewer);
}

// A group of Red's backs under one face (seed 7's deal): the owner swaps `a` with `b` (the
// same face) but not with `other` (another face), and over twelve seeds `a` holds each of
// `backs`.
void check_face_group_layout(const char* a, const char* b, const char* other, const std::set<char>& backs) {
  const Game g = dealt_game("disandai", 7);
  Game laid = g;
  CHECK(laid.arrange_swap(Color::Red, square_of(g, a), square_of(g, b)).empty());
  CHECK(laid.position().identity(square_of(g, a)) == g.position().identity(square_of(g, b)));
  CHECK_FALSE(laid.arrange_swap(Color::Red, square_of(g, a), square_of(g, other)).empty());
  std::set<char> seen;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    const Game d = dealt_game("disandai", seed);
    seen.insert(d.piece_letter(d.position().identity(square_of(d, a))));
  }
  CHECK(seen == backs);
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
    // The other faces (the advisors' 雙翻 and 臣, the elephants', chariots', horses' and
    // cannons' backs) stand on their own start points: below.
    if (pos.piece_on(q).kind() != PieceKind::Soldier) {
      CHECK(pos.geometry().rank_of[q] != 3);
      CHECK(pos.geometry().rank_of[q] != 6);
      continue;
    }
    ++down[pos.piece_on(q).color() == Color::Red ? 0 : 1];
    CHECK(pos.geometry().rank_of[q] == (pos.piece_on(q).color() == Color::Red ? 3 : 6));
  }
  CHECK(down[0] == 5);
  CHECK(down[1] == 5);
  CHECK(pos.face_down_count() == 30);  // every piece but the generals
  // One of each back a side (e = 番相, s = 貴仕), the advisors' 將 (j) and 臣 (h), the
  // elephants' 駝 (t) and 騾 (m), the chariots' 助 (z) and 輔 (f), the horses' 妃 (i) and
  // 驫 (u), the cannons' 拋 (o) and 石 (d).
  CHECK(sorted_chars(face_down_identities(g.start_fen())) == "CDEFHIJMNORSTUZcdefhijmnorstuz");
  // 「開局看上去與傳統象棋無區別」: face-down pieces move as their faces. Depth 2 has two
  // more leaves than standard xiangqi's 1 920: after 1. 炮 takes the 馬 on b9 or h9, Black's
  // other face-down horse may turn over (item 7). Depth 3 (standard: 79 666) adds the six
  // 雙翻 after Black's six checks at ply 2 (1. 相/仕 off the back rank, 1... 炮 takes the 馬
  // on b0/h0 with one screen left; the other advisor is the 臣) and 138 leaves of the
  // single flips: Red's answers to those two flips, and Red's flip of its other horse after
  // 1... 炮 takes one on b0 or h0.
  CHECK(g.perft(1) == 44);
  CHECK(g.perft(2) == 1922);
  CHECK(g.perft(3) == 79810);
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
  // The elephant's c9 and the advisor's d9 are valid: the enemy's face-down elephants and
  // advisors (`*v`, `*y` in the setup) mark their points as their faces.
  CHECK(played(disandai("2*E*S5/9/5k3/9/9/9/9/9/9/3K5 w - - 0 1"), "^c9").fen().find("{backs=E}") != std::string::npos);
  CHECK(played(disandai("2*E*S5/9/5k3/9/9/9/9/9/9/3K5 w - - 0 1"), "^d9").fen().find("{backs=S}") != std::string::npos);
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
  // (and Black was in check at its last turn: no 雙翻 if Red checks again at once)
  CHECK(taken.fen().find("{backs=R;flips=check:k}") != std::string::npos);
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
  CHECK(sorted_chars(red) == "CDEFHIJMNORSTUZllqqvvwwxxxxxyy");
  CHECK(sorted_chars(face_down_identities(a.view(Viewer::Black).fen)) == "LLQQVVWWXXXXXYYcdefhijmnorstuz");
  CHECK(face_down_identities(a.view(Viewer::Spectator).fen) == "wlvyyvlwqqxxxxxXXXXXQQWLVYYVLW");
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

// ---- 雙翻 (seed item 5; the module double_flip) ----
//   「雙方的兩枚士其中一枚背面寫有將（帥），而將帥背面寫有"士"，當受到將軍時，可以雙翻即把將翻成
//    士，把士翻成將，解將前提是士翻成將不能處於被吃狀態，"雙翻"等同走棋，但是不被將軍時不能雙翻，
//    在連續的被"將軍"中也不能"雙翻"。雙翻可以逆轉，翻成非士線位置的士只能走跨士線斜格。」
// '*J' is an advisor whose back is the general (the twin), '*H' one whose back is the 臣.

namespace {

// Red's general on e0 between its twin (d0) and its 臣 (f0); a Black chariot on e5 checks
// (Black's general on f9).
constexpr const char* kChecked = "5k3/9/9/9/4r4/9/9/9/9/3*JK*H3 w - - 0 1";

std::set<std::string> swaps(const Game& g) {
  std::set<std::string> out;
  for (Move m : g.legal_moves())
    if (m.is_swap_reveal()) out.insert(format_iccs(m, g.position().geometry()));
  return out;
}

}  // namespace

TEST_CASE("第三代: 「當受到將軍時，可以雙翻即把將翻成士，把士翻成將」", "[disandai][double_flip]") {
  const Game g = disandai(kChecked);
  REQUIRE(g.in_check());
  // Only the twin turns with the general: the 臣 on f0 is never offered (its owner knows it).
  CHECK(swaps(g) == std::set<std::string>{"e0^d0"});
  const Game flipped = played(g, "e0^d0");
  const Position& pos = flipped.position();
  CHECK(pos.piece_on(square_of(g, "d0")) == Piece(Color::Red, PieceKind::General));
  CHECK(pos.face_down(square_of(g, "e0")));  // the old general shows 士, its back 將
  CHECK(pos.piece_on(square_of(g, "e0")).kind() == PieceKind::Advisor);
  CHECK(flipped.piece_letter(pos.identity(square_of(g, "e0"))) == 'J');
  CHECK_FALSE(flipped.in_check());
  // Both players know the twin now; the 臣 stays Red's secret.
  CHECK(flipped.fen().find("flips=known:J") != std::string::npos);
  CHECK(face_down_identities(flipped.view(Viewer::Black).fen) == "JY");
  CHECK(face_down_identities(flipped.view(Viewer::Spectator).fen) == "JY");
  CHECK(face_down_identities(flipped.view(Viewer::Red).fen) == "JH");
  // Perft (docs §29): depth 1 by hand — the two blocks d0e1 f0e1 and the 雙翻.
  CHECK(g.perft(1) == 3);
  CHECK(g.perft(2) == 55);
  CHECK(g.perft(3) == 140);
}

TEST_CASE("第三代: 「不被將軍時不能雙翻」 and 「士翻成將不能處於被吃狀態」", "[disandai][double_flip]") {
  const Game quiet = disandai("5k3/9/9/9/8r/9/9/9/9/3*JK*H3 w - - 0 1");
  CHECK(swaps(quiet).empty());
  const MoveVerdict v = quiet.check_move(*parse_iccs("e0^d0", quiet.position().geometry()));
  CHECK(v.reason == IllegalReason::RevealNotAllowed);
  CHECK(v.text.find("不被將軍時不能雙翻") != std::string::npos);
  // A second chariot on d5 would take the general on d0: no 雙翻.
  const Game covered = disandai("5k3/9/9/9/3rr4/9/9/9/9/3*JK*H3 w - - 0 1");
  REQUIRE(covered.in_check());
  CHECK(swaps(covered).empty());
  CHECK(covered.check_move(*parse_iccs("e0^d0", covered.position().geometry())).text.find("不能處於被吃狀態") !=
        std::string::npos);
}

TEST_CASE("第三代: 「在連續的被將軍中也不能雙翻」", "[disandai][double_flip]") {
  // Red answers the check by a block (f0e1), Black checks again at once along rank 0.
  const Game g = played(played(disandai("5k3/9/9/9/4r3r/9/9/6R2/9/3*JK*H3 w - - 0 1"), "f0e1"), "i5i0");
  REQUIRE(g.in_check());
  CHECK(swaps(g).empty());
  CHECK(g.legal_moves().size() == 1);  // g2g0, the chariot's block (the e1 advisor is pinned)
  CHECK(g.check_move(*parse_iccs("e0^d0", g.position().geometry())).text.find("連續的被將軍") != std::string::npos);
  CHECK(g.fen().find("flips=check:K") != std::string::npos);  // the FEN keeps what the board cannot say
  // The same board with no check at Red's last turn: 雙翻 is there.
  std::string fresh = g.fen();
  fresh = fresh.substr(0, fresh.find(" {"));
  CHECK(swaps(disandai(fresh)) == std::set<std::string>{"e0^d0"});
  CHECK(swaps(disandai(g.fen())).empty());
  // A turn without check between two checks: allowed again.
  const Game later = played(played(played(played(disandai(kChecked), "f0e1"), "e5d5"), "e1f0"), "d5e5");
  CHECK(swaps(later) == std::set<std::string>{"e0^d0"});
}

TEST_CASE("第三代: 「雙翻可以逆轉，翻成非士線位置的士只能走跨士線斜格」", "[disandai][double_flip]") {
  const Game flipped = played(disandai(kChecked), "e0^d0");
  const Game away = played(flipped, "e5f5");
  // The twin on e0 (off the advisor lines) steps diagonally across them: d1, f1.
  CHECK(targets_of(away, "e0") == std::set<std::string>{"d1", "f1"});
  // Checked again after a quiet turn, the twin turns back with the general.
  const Game back = played(played(away, "d0d1"), "f5d5");
  REQUIRE(back.in_check());
  CHECK(swaps(back) == std::set<std::string>{"d1^e0"});
  const Game undone = played(back, "d1^e0");
  CHECK(undone.position().piece_on(square_of(back, "e0")) == Piece(Color::Red, PieceKind::General));
  CHECK(undone.position().face_down(square_of(back, "d1")));
}

TEST_CASE("第三代: 雙翻 in the notation, the set-up step and the deal", "[disandai][double_flip][notation][deal]") {
  using notation::Notation;
  const Game g = disandai(kChecked);
  const Move m = *parse_iccs("e0^d0", g.position().geometry());
  CHECK(notation::format_move(g.position(), m, Notation::Chinese) == "雙翻e0d0");
  CHECK(notation::format_move(g.position(), m, Notation::ChineseSimplified) == "双翻e0d0");
  CHECK(notation::format_move(g.position(), m, Notation::Wxf) == "e0^d0");
  CHECK(played(g, "雙翻e0d0").fen() == played(g, "e0^d0").fen());
  CHECK(played(g, "双翻e0d0").fen() == played(g, "e0^d0").fen());
  // A PGN in Chinese carries it (the movetext scanner reads 「雙翻」 and the two points).
  const Game flipped = played(played(g, "e0^d0"), "e5f5");
  for (Notation n : {Notation::Chinese, Notation::ChineseSimplified, Notation::Iccs, Notation::Wxf}) {
    const std::string pgn = notation::export_pgn(flipped, n);
    const notation::ImportedGame back = notation::import_game(pgn);
    INFO(pgn << "\n" << back.error);
    REQUIRE(back.ok());
    CHECK(back.moves == flipped.history());
  }
  CHECK_FALSE(notation::parse_move(g.position(), "雙翻e0f0").ok());  // the 臣
  CHECK_FALSE(notation::parse_move(g.position(), "雙翻e0").ok());
  // The advisors' backs are laid out with the pawns', each among its own face; random deals
  // put the twin on either side.
  check_face_group_layout("d0", "f0", "e3", {'H', 'J'});
  // Bad items say what is wrong.
  check_refused({"4k4/9/9/9/9/9/9/9/9/3*JK*J3 w - - 0 1", "4k4/9/9/9/9/9/9/9/9/3*JK4 w - - 0 1 {flips=J}",
                 "4k4/9/9/9/9/9/9/9/9/3*JK4 w - - 0 1 {flips=check:R}",
                 "4k4/9/9/9/9/9/9/9/9/3*JK4 w - - 0 1 {flips=known:H}"});
}

TEST_CASE("第三代: the computer does not peek at the advisors' backs", "[disandai][double_flip][search]") {
  // Black's twin on d9 or on f9: Red's view and search agree.
  CHECK(face_down_identities(disandai("3*jk*h3/9/9/9/9/9/R8/9/9/3K5 w - - 0 1").view(Viewer::Red).fen) == "yy");
  check_arrangement_unseen("3*jk*h3/9/9/9/9/9/R8/9/9/3K5 w - - 0 1", "3*hk*j3/9/9/9/9/9/R8/9/9/3K5 w - - 0 1", Viewer::Red);
}

// ---- 臣 (seed item 5, second half; pawn_backs' lone back, the module minister) ----
//   「另一枚士的背面寫有"臣"，當另一枚"士"被吃掉後，可以翻這枚士為"臣"，臣走法每次斜行一步格，
//    可出宮和過河，但不能吃棋，單個敵棋無法吃"臣"，如要吃對方的"臣"，只有同時至少有兩枚棋對"臣"
//    做殺時，才能選擇其中一枚吃掉"臣"。翻臣等同走棋，[臣]離開己方九宮不能再回己方九宮；過了河界
//    不可再退回本界，己方臣走入敵方九宮將或帥開局初始的位置時也為勝。」

TEST_CASE("第三代: 「當另一枚士被吃掉後，可以翻這枚士為臣」", "[disandai][minister]") {
  // Both advisors on the board: the 臣 stays face-down.
  const Game both = disandai("5k3/9/9/3c5/9/9/9/3N5/9/3*JK*H3 b - - 0 1");
  const Game taken = played(both, "d6d0");  // the cannon takes the twin over the horse: shown as it leaves
  CHECK(taken.fen().find("flips=J") != std::string::npos);
  CHECK(flips(taken) == std::set<std::string>{"^f0"});
  CHECK(flips(played(both, "d6d5")).empty());
  CHECK(played(both, "d6d5").check_move(Move::reveal(square_of(both, "f0"))).text.find("當另一枚士被吃掉後") !=
        std::string::npos);
  const Game turned = played(taken, "^f0");
  CHECK(turned.position().piece_on(square_of(both, "f0")) == turned.position().piece_on(square_of(both, "f0")));
  CHECK_FALSE(turned.position().face_down(square_of(both, "f0")));
  CHECK(turned.piece_letter(turned.position().piece_on(square_of(both, "f0"))) == 'H');
  CHECK(notation::format_move(taken.position(), Move::reveal(square_of(both, "f0")), notation::Notation::Chinese) ==
        "翻f0");
  // The twin itself never turns over alone, even as the last advisor.
  const Game twin_left = disandai("5k3/9/9/9/9/9/9/9/9/3*JK4 w - - 0 1");
  CHECK(flips(twin_left).empty());
}

TEST_CASE("第三代: 「臣走法每次斜行一步格，可出宮和過河，但不能吃棋」, 「離開己方九宮不能再回己方九宮；過了河界不可再退回本界」",
          "[disandai][minister]") {
  // In its palace: every diagonal step; out of it (d3): never back in (e2); over the river
  // (d5): never back over it (c4, e4). It never takes (the pawn on c6 blocks it).
  CHECK(targets_of(disandai("5k3/9/9/9/9/9/9/9/4H4/4K4 w - - 0 1"), "e1") ==
        std::set<std::string>{"d0", "f0", "d2", "f2"});
  const Game out = disandai("5k3/9/9/9/9/9/3H5/9/9/3K5 w - - 0 1");
  CHECK(targets_of(out, "d3") == std::set<std::string>{"c2", "c4", "e4"});
  CHECK(out.check_move(*parse_iccs("d3e2", out.position().geometry())).text.find("不能再回己方九宮") != std::string::npos);
  const Game over = disandai("5k3/9/9/2p6/3H5/9/9/9/9/3K5 w - - 0 1");
  CHECK(targets_of(over, "d5") == std::set<std::string>{"e6"});
  CHECK(over.check_move(*parse_iccs("d5e4", over.position().geometry())).text.find("過了河界不可再退回本界") !=
        std::string::npos);
}

TEST_CASE("第三代: 「單個敵棋無法吃臣…只有同時至少有兩枚棋對臣做殺時，才能選擇其中一枚吃掉臣」", "[disandai][minister]") {
  // Black's 臣 on e5; Red's chariot a5 alone cannot take it.
  const Game one = disandai("5k3/9/9/9/R3h4/9/9/9/9/3K5 w - - 0 1");
  CHECK(targets_of(one, "a5").count("e5") == 0);
  CHECK(one.check_move(*parse_iccs("a5e5", one.position().geometry())).text.find("兩枚棋") != std::string::npos);
  // With a horse on c4 that can take it too, either may.
  const Game two = disandai("5k3/9/9/9/R3h4/2N6/9/9/9/3K5 w - - 0 1");
  CHECK(targets_of(two, "a5").count("e5") == 1);
  CHECK(targets_of(two, "c4").count("e5") == 1);
  // A face-down advisor (the 臣 before its flip) is an ordinary piece to take.
  const Game down = disandai("3*hk4/9/9/9/9/9/9/9/9/3R1K3 w - - 0 1");
  CHECK(targets_of(down, "d0").count("d9") == 1);
}

TEST_CASE("第三代: 「己方臣走入敵方九宮將或帥開局初始的位置時也為勝」", "[disandai][minister][terminal]") {
  const Game g = played(disandai("9/3H5/5k3/9/9/9/9/9/9/3K5 w - - 0 1"), "d8e9");
  CHECK(g.result().outcome == Outcome::RedWins);
  CHECK(g.result().reason == ResultReason::ZoneReached);
  CHECK(disandai("9/3H5/5k3/9/9/9/9/9/9/3K5 w - - 0 1").perft(1) == 4 + 2);  // 臣 c7 c9 e7 e9; general d0: d1, e0
}

// ---- 駝 and 騾 (seed item 6; pawn_backs' lone backs under the elephant's face) ----
//   「兩枚象，一枚背面是"駝"，另一枚背面是"騾"，當[象]剩有一枚局面下，可以翻這枚象為[駝]或是[騾]。
//    [駝]走"用"，斜一格棋蹩腿（這個方向兩個點位）。[騾]走"目"，蹩腿同馬。以上"單翻"棋不可逆轉。」

TEST_CASE("第三代: 「當[象]剩有一枚局面下，可以翻這枚象為[駝]或是[騾]」, 「\"單翻\"棋不可逆轉」", "[disandai][single_flip]") {
  // Red's elephants face-down: the 駝 on c0, the 騾 on g0. Both on the board: no flip.
  const Game both = disandai("3k5/9/9/2c6/9/9/9/2N6/9/2*T1K1*M2 b - - 0 1");
  const Game red_turn = played(both, "c6c5");
  CHECK(flips(red_turn).empty());
  CHECK(red_turn.check_move(Move::reveal(square_of(both, "g0"))).text.find("當[象]剩有一枚局面下") != std::string::npos);
  // They move as elephants while face-down.
  CHECK(targets_of(red_turn, "g0") == std::set<std::string>{"e2", "i2"});
  // The cannon takes c0 over the horse: the 駝 is shown as it leaves; the 騾 may turn over.
  const Game taken = played(both, "c6c0");
  CHECK(taken.fen().find("backs=T") != std::string::npos);
  CHECK(flips(taken) == std::set<std::string>{"^g0"});
  const Game turned = played(taken, "^g0");
  CHECK_FALSE(turned.position().face_down(square_of(both, "g0")));
  CHECK(turned.piece_letter(turned.position().piece_on(square_of(both, "g0"))) == 'M');
  CHECK(turned.piece_glyph(turned.position().piece_on(square_of(both, "g0"))) == "騾");
  CHECK(notation::format_move(taken.position(), Move::reveal(square_of(both, "g0")), notation::Notation::Chinese) ==
        "翻g0");
  // For good: the 騾 never turns back. Its 目 leaps from g0 (the legs g1 and f0 are empty;
  // the others leave the board).
  const Game black_moved = played(turned, "d9d8");
  CHECK(flips(black_moved).empty());
  CHECK(targets_of(black_moved, "g0") == std::set<std::string>{"f3", "h3", "d1"});
  // Perft after the capture, Red to move: 12 / 130 / 1 362. Depth 1 by hand: the general
  // e1 f0 (d0 faces Black's general), the face-down 騾 as an elephant e2 i2, the horse's
  // seven (c2d0 would screen the cannon's check), and the flip ^g0.
  const Game after = disandai("3k5/9/9/9/9/9/9/2N6/9/2c1K1*M2 w - - 0 1 {backs=T}");
  CHECK(after.perft(1) == 12);
  CHECK(after.perft(2) == 130);
  CHECK(after.perft(3) == 1362);
  // A piece on the straight leg g1 blocks the two 目 points beyond it (「蹩腿同馬」).
  CHECK(targets_of(disandai("3k5/9/9/9/9/9/9/9/6c2/4K1M2 w - - 0 1"), "g0") == std::set<std::string>{"d1"});
}

TEST_CASE("第三代: 「[駝]走\"用\"，斜一格棋蹩腿（這個方向兩個點位）」", "[disandai][single_flip]") {
  // A face-up 駝 on e4: the eight 用 points; a piece on the diagonal d5 blocks c7 and b6.
  CHECK(targets_of(disandai("3k5/9/9/9/9/4T4/9/9/9/4K4 w - - 0 1"), "e4") ==
        std::set<std::string>{"c7", "g7", "b6", "h6", "b2", "h2", "c1", "g1"});
  CHECK(targets_of(disandai("3k5/9/9/9/3c5/4T4/9/9/9/4K4 w - - 0 1"), "e4") ==
        std::set<std::string>{"g7", "h6", "b2", "h2", "c1", "g1"});
}

TEST_CASE("第三代: the elephants' backs are laid out, dealt, counted and kept secret", "[disandai][single_flip][deal][fen]") {
  // The start: four face-down elephants of unknown back in every view but their owner's.
  const Game a = dealt_game("disandai", 7);
  std::set<char> red_backs;
  for (const char* sq : {"c0", "g0"}) red_backs.insert(a.piece_letter(a.position().identity(square_of(a, sq))));
  CHECK(red_backs == std::set<char>{'T', 'M'});
  CHECK(a.view(Viewer::Red).fen.find("*w*l*v*yk*y*v*l*w") != std::string::npos);
  CHECK(a.view(Viewer::Black).fen.find("*W*L*V*YK*Y*V*L*W") != std::string::npos);
  // The owner swaps them in the set-up step, within the elephant's face only; random deals
  // put the 駝 on either side.
  check_face_group_layout("c0", "g0", "d0", {'T', 'M'});
  // A taken 駝 is counted: the viewer's deal gives the other elephant the 騾.
  const Game taken = played(disandai("3k5/9/9/2c6/9/9/9/2N6/9/2*T1K1*M2 b - - 0 1"), "c6c0");
  const std::string view = taken.view(Viewer::Black).fen;
  CHECK(face_down_identities(view) == "V");
  CHECK(view.find("backs=T") != std::string::npos);
  // Bad FENs: two 駝, a 駝 already taken, "known:" of a back nobody turns over wrongly.
  check_refused({"3k5/9/9/9/9/9/9/9/9/2*T1K1*T2 w - - 0 1", "3k5/9/9/9/9/9/9/9/9/4K1*T2 w - - 0 1 {backs=T}",
                 "3k5/9/9/9/9/9/9/9/9/4K1*T2 w - - 0 1 {backs=known:M}"});
}

TEST_CASE("第三代: the computer does not peek at the elephants' backs", "[disandai][single_flip][search]") {
  check_arrangement_unseen("3k5/9/9/9/9/9/R8/9/9/2*T1K1*M2 b - - 0 1", "3k5/9/9/9/9/9/R8/9/9/2*M1K1*T2 b - - 0 1",
                           Viewer::Black);
}

// ---- item 7: the chariots', horses' and cannons' backs ----
//   「7、車馬炮背面（當某個兵種剩下一枚時，可翻另一枚變更兵種，不可逆轉。」
//   「兩枚車的背面分別為[助]和[輔]…[助：象棋兵種專用]全盤斜走一至兩格，吃同走，不能越棋」
//   「[輔]…規則是"橫車豎炮"，即橫向走、吃等同車，縱向走、吃等同炮」
//   「兩枚馬的背面分別為[妃]和[驫]。[妃]相當於"馬步炮",走法同西洋棋馬,吃法，同一方向，跳過"日字"
//    對角的棋，吃下一個"日字"對角的棋，其它條件忽略不限」
//   「[驫]…走、吃法就是對方剛走的棋的基本規則，士斜格走吃，象飛田走吃，不限位置，堵象眼蹩馬腿規則
//    同樣有效」「注意:【驫】不能吃敵方剛走的這枚棋」
//   「兩枚炮的背面分別是[拋]和[石]。[拋]的走法同炮,吃法斜格緊鄰一子打吃緊鄰敵棋。[石]：隔一個空格
//    打吃敵棋…不能越過第二個空格」

TEST_CASE("第三代: 「當某個兵種剩下一枚時，可翻另一枚變更兵種，不可逆轉」 — chariots", "[disandai][single_flip]") {
  // Red's chariots face-down: the 助 on a0, the 輔 on i0. Both on the board: no flip.
  const Game both = disandai("4k4/9/9/9/9/r8/9/9/3K5/*Z7*F b - - 0 1");
  const Game red_turn = played(both, "a4a3");
  CHECK(flips(red_turn).empty());
  CHECK(red_turn.check_move(Move::reveal(square_of(both, "i0"))).text.find("last face-down piece") != std::string::npos);
  // Face-down, they move as chariots.
  CHECK(targets_of(red_turn, "i0").count("i9") == 1);
  // Black's chariot takes a0: the 助 is shown as it leaves; the 輔 may turn over, for good.
  const Game taken = played(both, "a4a0");
  CHECK(taken.fen().find("backs=Z") != std::string::npos);
  CHECK(flips(taken) == std::set<std::string>{"^i0"});
  const Game turned = played(taken, "^i0");
  CHECK(turned.piece_glyph(turned.position().piece_on(square_of(both, "i0"))) == "輔");
  CHECK(flips(played(turned, "a0a1")).empty());
  // Perft after the capture, Red to move: 19 / 283 / 4 551. Depth 1 by hand: the general
  // d1d2 (d0 is on the chariot's rank, e1 faces Black's general), the face-down chariot's
  // nine up the file and eight along the rank (taking a0), and ^i0.
  const Game after = disandai("4k4/9/9/9/9/9/9/9/3K5/r7*F w - - 0 1 {backs=Z}");
  CHECK(after.perft(1) == 19);
  CHECK(after.perft(2) == 283);
  CHECK(after.perft(3) == 4551);
}

TEST_CASE("第三代: 「[助]全盤斜走一至兩格，吃同走，不能越棋」, 「[輔]…\"橫車豎炮\"」", "[disandai][single_flip]") {
  // 助 on e4: one or two points diagonally; the piece on d5 is taken, not jumped (c6).
  CHECK(targets_of(disandai("3k5/9/9/9/3c5/4Z4/9/9/9/4K4 w - - 0 1"), "e4") ==
        std::set<std::string>{"d5", "f5", "g6", "d3", "c2", "f3", "g2"});
  // 輔 on e4: a chariot along the rank (takes b4), a cannon along the file (e5 quiet, e6
  // only a screen, takes e8 over it; down to e0).
  CHECK(targets_of(disandai("5k3/4n4/9/4c4/9/1c2F4/9/9/9/3K5 w - - 0 1"), "e4") ==
        std::set<std::string>{"b4", "c4", "d4", "f4", "g4", "h4", "i4", "e5", "e8", "e3", "e2", "e1", "e0"});
}

TEST_CASE("第三代: 「[妃]…走法同西洋棋馬,吃法，同一方向，跳過\"日字\"對角的棋，吃下一個\"日字\"對角的棋」",
          "[disandai][single_flip]") {
  // 妃 on e4: the eight knight's leaps, never blocked (the cannon on e5 is no leg); f6 holds
  // a piece, so no quiet leap there, but the 妃 takes g8 over it. c8 has no screen on d6.
  const Game g = disandai("5k3/2n3n2/9/5c3/4c4/4I4/9/9/9/3K5 w - - 0 1");
  CHECK(targets_of(g, "e4") == std::set<std::string>{"c5", "g5", "c3", "g3", "d6", "d2", "f2", "g8"});
  // It gives check the same way: from c5 over d7 onto the general's e9; not without d7.
  CHECK(disandai("4k4/9/3c5/9/2I6/9/9/9/9/3K5 b - - 0 1").position().in_check());
  CHECK_FALSE(disandai("4k4/9/9/9/2I6/9/9/9/9/3K5 b - - 0 1").position().in_check());
}

TEST_CASE("第三代: 「[拋]的走法同炮,吃法斜格緊鄰一子打吃緊鄰敵棋」", "[disandai][single_flip]") {
  // 拋 on e4: quiet along its lines (e5, then e6 stops it), takes g6 over f5; e7 beyond the
  // screen e6 is no capture (it does not take like a cannon).
  CHECK(targets_of(disandai("5k3/9/4n4/4c1n2/5c3/4O4/9/9/9/3K5 w - - 0 1"), "e4") ==
        std::set<std::string>{"e5", "a4", "b4", "c4", "d4", "f4", "g4", "h4", "i4", "e3", "e2", "e1", "e0", "g6"});
}

TEST_CASE("第三代: 「[石]：隔一個空格打吃敵棋…不能越過第二個空格」", "[disandai][single_flip]") {
  // 石 on a4: along rank 4 one empty point (c4) lies before d4, e4 and g4 (with pieces of
  // either side around them); h4, the second empty point, ends the line: not i4. Quiet: as
  // a chariot along the file.
  CHECK(targets_of(disandai("5k3/9/9/9/9/DC1cnCc1c/9/9/9/3K5 w - - 0 1"), "a4") ==
        std::set<std::string>{"a5", "a6", "a7", "a8", "a9", "a3", "a2", "a1", "a0", "d4", "e4", "g4"});
  // It gives check beyond one empty point (e7), over the pieces on e6 and e8; from e4 the
  // second empty point e7 ends the file before the general.
  CHECK(disandai("4k4/4c4/9/4n4/4D4/9/9/9/9/3K5 b - - 0 1").position().in_check());
  CHECK_FALSE(disandai("4k4/4c4/9/4n4/9/4D4/9/9/9/3K5 b - - 0 1").position().in_check());
}

TEST_CASE("第三代: 「[驫]…走、吃法就是對方剛走的棋的基本規則」, 「注意:【驫】不能吃敵方剛走的這枚棋」",
          "[disandai][single_flip][mimic]") {
  // A face-up 驫 on e4 before any enemy move: no rule, no move, and a refusal that says so.
  const Game start = disandai("5k3/9/1n7/9/9/4U4/9/9/9/3K5 w - - 0 1");
  CHECK(targets_of(start, "e4").empty());
  CHECK(start.check_move(Move(square_of(start, "e4"), square_of(start, "e5"))).text.find("has not moved yet") !=
        std::string::npos);
  // Black's horse b7-c5: Red's 驫 moves as a horse, legs and all, but never takes c5.
  const Game horse = played(disandai("5k3/9/1n7/9/9/4U4/9/9/9/3K5 b - - 0 1"), "b7c5");
  CHECK(targets_of(horse, "e4") == std::set<std::string>{"c3", "g5", "g3", "d6", "f6", "d2", "f2"});
  CHECK(horse.check_move(Move(square_of(horse, "e4"), square_of(horse, "c5"))).text.find("剛走的這枚棋") !=
        std::string::npos);
  CHECK(horse.fen().find("last=n:c5") != std::string::npos);
  CHECK(horse.perft(1) == 9);  // the 驫's seven and the general's d1 and e0
  // The FEN item round-trips; a bad one is refused.
  CHECK(disandai(horse.fen()).fen() == horse.fen());
  check_refused({"5k3/9/9/9/2n6/4U4/9/9/9/3K5 w - - 0 1 {last=n:c6.n:c5}", "5k3/9/9/9/2n6/4U4/9/9/9/3K5 w - - 0 1 {last=x}",
                 "5k3/9/9/9/2n6/9/9/9/9/3K5 w - - 0 1 {last=n:c5}", "5k3/9/9/9/2n6/4U4/9/9/9/3K5 w - - 0 1 {last=n:c10}"});
  // 「士斜格走吃…不限位置」: after an advisor's step the 驫 steps diagonally outside any palace.
  const Game advisor = played(disandai("3a1k3/9/9/9/9/4U4/9/9/9/3K5 b - - 0 1"), "d9e8");
  CHECK(targets_of(advisor, "e4") == std::set<std::string>{"d5", "f5", "d3", "f3"});
}

TEST_CASE("第三代: the 驫 borrows a 驫's borrowed rule, and attacks by its rule", "[disandai][single_flip][mimic]") {
  // 「包括對方【驫】剛走的規則」: Red's general steps (rule K); Black's 驫 then steps as a general
  // anywhere (b5-b4), so Red's 驫 has the general's rule too.
  const Game red = played(disandai("5k3/9/9/9/1u7/4U4/9/9/9/3K5 w - - 0 1"), "d0d1");
  CHECK(targets_of(red, "b5") == std::set<std::string>{"a5", "c5", "b6", "b4"});
  const Game black = played(red, "b5b4");
  CHECK(targets_of(black, "e4") == std::set<std::string>{"e5", "e3", "d4", "f4"});
  // It attacks by the rule it would move by: Black's chariot e6 shields its general from
  // Red's 驫 on e4; moving it off the file with a chariot's move gives Red's 驫 the
  // chariot's rule, so it is refused; a step along the file is not.
  const Game shield = disandai("4k4/9/9/4r4/9/4U4/9/9/9/3K5 b - - 0 1");
  CHECK_FALSE(shield.check_move(Move(square_of(shield, "e6"), square_of(shield, "a6"))).ok());
  CHECK(shield.check_move(Move(square_of(shield, "e6"), square_of(shield, "e7"))).ok());
}

TEST_CASE("第三代: the horses', cannons' backs turn over once one is left, and stay secret until then",
          "[disandai][single_flip][deal]") {
  // Red's face-down horses: the 驫 on b0, the 妃 on h0. Black's cannon takes h0 (shown:
  // 妃); the 驫 turns over and at once has the rule of that cannon's move.
  const Game both = disandai("4k4/9/7c1/9/9/9/9/7C1/3K5/1*U5*I1 b - - 0 1");
  const Game taken = played(both, "h7h0");
  CHECK(taken.fen().find("backs=I") != std::string::npos);
  CHECK(flips(taken) == std::set<std::string>{"^b0"});
  const Game turned = played(taken, "^b0");
  CHECK(turned.piece_glyph(turned.position().piece_on(square_of(both, "b0"))) == "驫");
  // The start: every chariot, horse and cannon lies face-down; a viewer sees only its own
  // side's backs; the owner swaps within one face.
  const Game a = dealt_game("disandai", 7);
  CHECK(a.view(Viewer::Red).fen.find("*w*l*v*yk*y*v*l*w/9/1*q5*q1") != std::string::npos);
  CHECK(a.view(Viewer::Black).fen.find("1*Q5*Q1/9/*W*L*V*YK*Y*V*L*W") != std::string::npos);
  check_face_group_layout("a0", "i0", "b0", {'Z', 'F'});
  check_face_group_layout("b0", "h0", "b2", {'I', 'U'});
  check_face_group_layout("b2", "h2", "c0", {'O', 'D'});
}

TEST_CASE("第三代: the computer does not peek at the chariots', horses' and cannons' backs",
          "[disandai][single_flip][search]") {
  check_arrangement_unseen("4k4/9/9/9/9/9/9/9/9/*Z*U1K3*I*F b - - 0 1", "4k4/9/9/9/9/9/9/9/9/*F*I1K3*U*Z b - - 0 1",
                           Viewer::Black);
}

TEST_CASE("第三代: the moves of 助 輔 妃 驫 拋 石 read back in every notation, and the game records keep them",
          "[disandai][single_flip][notation]") {
  using notation::Notation;
  // Red's six backs face-up, the 驫 with the rule of Black's horse b7.
  Game g = disandai("4k4/r8/1n2c4/2c6/4I4/F7D/2Z3O2/4U4/9/3K5 w - - 0 1 {last=n:b7}");
  const std::vector<Move> legal = g.legal_moves();
  int pieces_moved = 0;
  for (Move m : legal) {
    const PieceKind k = g.position().piece_on(m.from()).kind();
    pieces_moved += k != PieceKind::General;
    for (Notation n : {Notation::Iccs, Notation::Wxf, Notation::Chinese, Notation::ChineseSimplified}) {
      const std::string text = notation::format_move(g.position(), m, n);
      INFO(format_iccs(m, g.position().geometry()) << " as " << text);
      CHECK(text.find('?') == std::string::npos);
      CHECK(notation::parse_move(g.position(), text).move == m);
    }
  }
  CHECK(pieces_moved > 40);
  // Play a few of them and keep the game through its link and its PGN.
  for (const char* text : {"e2d4", "b7c5", "e5f7", "e7e5"}) g = played(g, text);
  const share::LinkDecode d = share::decode_link(share::encode_link(share::link_state_from_game(g)));
  REQUIRE(d.game);
  CHECK(d.game->fen() == g.fen());
  const notation::ImportedGame back = notation::import_game(notation::export_pgn(g, Notation::Chinese));
  REQUIRE(back.ok());
  CHECK(back.moves == g.history());
}
