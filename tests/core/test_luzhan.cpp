// 陸戰象棋 (seed 000, preset `luzhan`), docs/variants.md §28. The seed, verbatim:
//   「本棋使用"山界"加"最後防線"棋盤，以及經典《陸戰棋》的大部分棋子。
//    明放的有8個兵種18枚棋，分別是：軍、師、旅、團、營、連、排、工兵。
//    暗放的有3個兵種5枚棋，分別是：炸彈、地雷、軍旗。暗布在"最後防線"上，不能移動。」
// Each rule sentence has a test below: a position where it applies and one where it does
// not. Boards are 11x12 (files z..j, ranks 0..11); a FEN rank counts the holes as points.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cctype>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/hidden_view.h"
#include "core/notation/iccs.h"
#include "core/search/search.h"
#include "core/share/link.h"
#include "tests/core/preset_checks.h"

using namespace xq;
using xq::testing::iccs_move;
using xq::testing::played;
using xq::testing::preset_game;
using xq::testing::targets_of;

namespace {

Game luzhan(std::string_view fen = {}) {
  return preset_game("luzhan", fen);
}

// The FEN of a board given as its twelve ranks, Black's last line (rank 11) first.
std::string board(std::initializer_list<const char*> ranks, const char* side = "w") {
  std::string out;
  for (const char* r : ranks) out += (out.empty() ? "" : "/") + std::string(r);
  return out + " " + side + " - - 0 1";
}

}  // namespace

TEST_CASE("陸戰: 「\"山界\"加\"最後防線\"棋盤」, 18 face-up and 5 face-down pieces a side", "[luzhan]") {
  const Game g = luzhan();
  CHECK(g.board().files == 11);
  CHECK(g.board().ranks == 12);
  const Position& pos = g.position();
  int up[2] = {0, 0}, down[2] = {0, 0};
  for (int s = 0; s < pos.geometry().size; ++s) {
    const Square q = static_cast<Square>(s);
    if (pos.empty(q)) continue;
    const int side = pos.piece_on(q).color() == Color::Red ? 0 : 1;
    if (pos.face_down(q))
      ++down[side];
    else
      ++up[side];
    // 「暗布在"最後防線"上」: every face-down piece on rank 0 or 11, files c-g.
    if (pos.face_down(q)) CHECK((pos.geometry().rank_of[q] == 0 || pos.geometry().rank_of[q] == 11));
  }
  CHECK(up[0] == 18);
  CHECK(up[1] == 18);
  CHECK(down[0] == 5);
  CHECK(down[1] == 5);
}

TEST_CASE("陸戰: perft 1-3 from the start", "[luzhan][perft]") {
  const Game g = luzhan();
  // Depth 1 by hand (docs/variants.md §28): 軍 3, 營 1+1, 旅 2+2, 連 4+4, 師 3+3, 團 4+4,
  // 排 4+4, 工兵 3+2+2+2+3; the five face-down pieces never move.
  CHECK(g.perft(1) == 54);
  CHECK(g.perft(2) == 2914);
  CHECK(g.perft(3) == 159762);
}

TEST_CASE("陸戰: 軍 「走吃橫豎一格或跨斜線斜走吃一格，不能走實有斜線，不能出\"營部（九宮）\"」", "[luzhan]") {
  // On the palace centre e2 the drawn diagonals run through it: orthogonal steps only.
  const Game centre =
      luzhan(board({"11", "5k5", "11", "11", "11", "11", "11", "11", "11", "5K5", "11", "11"}));
  CHECK(targets_of(centre, "e2") == std::set<std::string>{"e1", "e3", "d2", "f2"});
  // On d2 (an edge midpoint) the diagonal steps cross the drawn lines: e1 and e3; c1 and
  // c3 are outside the palace.
  const Game edge = luzhan(board({"11", "5k5", "11", "11", "11", "11", "11", "11", "11", "4K6", "11", "11"}));
  CHECK(targets_of(edge, "d2") == std::set<std::string>{"d1", "d3", "e2", "e1", "e3"});
}

TEST_CASE("陸戰: the two 軍 may face each other (no flying capture)", "[luzhan]") {
  // Red's 軍 d1 steps to e1 on the open e file under Black's 軍 e10: legal, and no check.
  Game g = luzhan(board({"11", "5k5", "11", "11", "11", "11", "11", "11", "11", "11", "4K6", "11"}));
  CHECK(targets_of(g, "d1").count("e1") == 1);
  g = played(g, "d1e1");
  CHECK(!g.position().in_check());
}

TEST_CASE("陸戰: 營 「走吃斜線一格或橫線一格，不能豎行、不能出\"營部\"」", "[luzhan]") {
  // On e2 it steps along the four drawn diagonals and sideways, never up or down.
  const Game centre =
      luzhan(board({"11", "5k5", "11", "11", "11", "11", "11", "11", "11", "5Y5", "4K6", "11"}));
  CHECK(targets_of(centre, "e2") == std::set<std::string>{"d3", "f3", "f1", "d2", "f2"});
  // On d2 no drawn diagonal leaves it: sideways only (c2 is outside the palace).
  const Game edge =
      luzhan(board({"11", "5k5", "11", "11", "11", "11", "11", "11", "11", "4Y6", "5K5", "11"}));
  CHECK(targets_of(edge, "d2") == std::set<std::string>{"e2"});
}

TEST_CASE("陸戰: 三限棋 「不能吃橫豎有三枚（及以上）敵棋緊鄰的敵棋」", "[luzhan]") {
  // The black 工兵 e6 has d6, f6 and e7 beside it: the 師 on e2 cannot take it ...
  const Game three =
      luzhan(board({"11", "5k5", "11", "11", "5o5", "4ooo4", "11", "11", "11", "5S5", "5K5", "11"}));
  CHECK(targets_of(three, "e2").count("e6") == 0);
  CHECK(targets_of(three, "e2").count("e5") == 1);
  const MoveVerdict refused = three.check_move(iccs_move(three, "e2e6"));
  CHECK(refused.reason == IllegalReason::PieceProgram);
  CHECK(refused.text.find("不能吃橫豎有三枚敵棋緊鄰的敵棋") != std::string::npos);
  // ... with two beside it (f6 gone) it can.
  const Game two =
      luzhan(board({"11", "5k5", "11", "11", "5o5", "4oo5", "11", "11", "11", "5S5", "5K5", "11"}));
  CHECK(targets_of(two, "e2").count("e6") == 1);
}

TEST_CASE("陸戰: 兩限棋 「不能吃橫豎有兩枚（及以上）敵棋緊鄰的敵棋」", "[luzhan]") {
  // The 排 on e4 takes on e6 (two points up) only while e6 has fewer than two neighbours.
  const Game two =
      luzhan(board({"11", "5k5", "11", "11", "11", "4ooo4", "11", "5W5", "11", "11", "5K5", "11"}));
  CHECK(targets_of(two, "e4").count("e6") == 0);
  const Game one =
      luzhan(board({"11", "5k5", "11", "11", "11", "4oo5", "11", "5W5", "11", "11", "5K5", "11"}));
  CHECK(targets_of(one, "e4").count("e6") == 1);
}

TEST_CASE("陸戰: a barred capture is no attack — a 軍 with three neighbours is not in check", "[luzhan]") {
  // Black's 軍 e10 with d10, f10 and e9 beside it: Red's 旅 on f8 (leg f9 open) is no check.
  const Game walled =
      luzhan(board({"11", "4yky4", "5o5", "6L4", "11", "11", "11", "11", "11", "11", "5K5", "11"}, "b"));
  CHECK(!walled.position().in_check());
  // Without the 工兵 on e9 (two neighbours left) the 旅's leap f8-e10 is check.
  const Game open =
      luzhan(board({"11", "4yky4", "11", "6L4", "11", "11", "11", "11", "11", "11", "5K5", "11"}, "b"));
  CHECK(open.position().in_check());
}

TEST_CASE("陸戰: 「\"緊鄰棋\"合計法為：同一方明棋加明棋或暗棋加暗棋，兩者不同不為相加」", "[luzhan]") {
  // The black 營 d10: face-up neighbours c10 (連) and e10 (營), two: the red 工兵 d9 cannot take it.
  const char* r11 = "3*m*z*f*z*m3";
  const Game up2 =
      luzhan(board({r11, "3qyy5", "4O1k4", "11", "11", "11", "11", "11", "11", "11", "5K5", "11"}));
  CHECK(targets_of(up2, "d9").count("d10") == 0);
  // One face-up neighbour (e10) and one face-down (d11) are not added: it can.
  const Game mixed =
      luzhan(board({r11, "4yy5", "4O1k4", "11", "11", "11", "11", "11", "11", "11", "5K5", "11"}));
  CHECK(targets_of(mixed, "d9").count("d10") == 1);
  // A face-down target counts face-down neighbours: d11 has c11 and e11, two — barred for
  // the 工兵 on d10; c11 has one (d11) — allowed.
  const Game down =
      luzhan(board({r11, "3OO6", "6k4", "11", "11", "11", "11", "11", "11", "11", "5K5", "11"}));
  CHECK(targets_of(down, "d10").count("d11") == 0);
  CHECK(targets_of(down, "c10").count("c11") == 1);
}

TEST_CASE("陸戰: 「己方明棋不能進入己方\"最後防線\"」, but 「可吃入敵人的\"最後防線\"」", "[luzhan]") {
  // The 師 on c1 never steps down to its own empty c0; it goes up to Black's empty c11.
  const Game g = luzhan(board({"11", "6k4", "11", "11", "11", "11", "11", "11", "11", "11", "3S1K5", "11"}));
  CHECK(targets_of(g, "c1").count("c0") == 0);
  CHECK(targets_of(g, "c1").count("c11") == 1);
  // A red face-up piece set on its own last line is refused.
  CHECK(!Game::create("luzhan",
                      board({"11", "6k4", "11", "11", "11", "11", "11", "11", "11", "11", "5K5", "3S7"}),
                      RuleOptions{})
             .game);
}

TEST_CASE("陸戰: 「吃掉對方的地雷或炸彈則同歸於盡」", "[luzhan]") {
  // The red 工兵 c10 takes the mine c11 (one face-down neighbour): both go.
  const Game g =
      luzhan(board({"3*m*z*f*z*m3", "3O7", "6k4", "11", "11", "11", "11", "11", "11", "11", "5K5", "11"}));
  const Game after = played(g, "c10c11");
  CHECK(after.position().empty(iccs_move(g, "c10c11").to()));
  CHECK(after.position().empty(iccs_move(g, "c10c11").from()));
  CHECK(!after.result().over());
  // Taking the bomb d11 with the 師 from d2 (d11 has two face-down neighbours, fewer than
  // three): the 師 goes too.
  const Game s =
      luzhan(board({"3*m*z*f*z*m3", "11", "6k4", "11", "11", "11", "11", "11", "11", "4S6", "5K5", "11"}));
  const Game bomb = played(s, "d2d11");
  CHECK(bomb.position().empty(iccs_move(s, "d2d11").to()));
  int red = 0;
  for (int q = 0; q < bomb.position().geometry().size; ++q)
    red += !bomb.position().empty(static_cast<Square>(q)) &&
           bomb.position().piece_on(static_cast<Square>(q)).color() == Color::Red;
  CHECK(red == 1);  // the 軍 alone
}

TEST_CASE("陸戰: the legal moves never depend on what a face-down piece is", "[luzhan][hidden]") {
  // Taking a face-down piece is the one move whose effect depends on its identity (同歸於盡
  // with a mine or bomb, the game with the flag). Its legality cannot: the capturer lands
  // on the enemy's last line, so whether it stays there shields nothing (no point lies
  // beyond the last line, the enemy's face-up pieces may not enter it, face-down pieces
  // attack nothing, the 軍 never leaves its palace, and the capture limits count only the
  // target's neighbours). Checked over biased random games: at every position the same
  // board with the waiting side's face-down identities permuted has the same legal moves,
  // so the legal moves tell the mover nothing.
  std::mt19937 rng(2026);
  const auto moves = [](const Game& g) {
    std::set<std::string> out;
    for (const Move m : g.legal_moves()) out.insert(format_iccs(m, g.position().geometry()));
    return out;
  };
  int compared = 0, with_hidden_capture = 0;
  for (int round = 0; round < 16; ++round) {
    Game g = luzhan();
    for (int ply = 0; ply < 160 && !g.result().over(); ++ply) {
      // The waiting side's identities ('*' + letter, its case) in another order.
      std::string fen = g.fen();
      const bool lower = g.side_to_move() == Color::Red;
      std::vector<std::size_t> at;
      for (std::size_t k = 0; k + 1 < fen.size() && fen[k] != ' '; ++k)
        if (fen[k] == '*' && (std::islower(static_cast<unsigned char>(fen[k + 1])) != 0) == lower) at.push_back(k + 1);
      std::string letters;
      for (const std::size_t k : at) letters += fen[k];
      std::shuffle(letters.begin(), letters.end(), rng);
      for (std::size_t k = 0; k < at.size(); ++k) fen[at[k]] = letters[k];
      const std::vector<Move> legal = g.legal_moves();
      REQUIRE(!legal.empty());
      CHECK(moves(g) == moves(luzhan(fen)));
      ++compared;
      // Play on, taking whenever possible (so games reach the last lines).
      std::vector<Move> takes;
      for (const Move m : legal)
        if (!g.position().empty(m.to())) takes.push_back(m);
      for (const Move m : takes)
        if (g.position().face_down(m.to())) {
          ++with_hidden_capture;
          break;
        }
      const std::vector<Move>& pick = !takes.empty() && rng() % 4 != 0 ? takes : legal;
      g = played(g, format_iccs(pick[rng() % pick.size()], g.position().geometry()).c_str());
    }
  }
  CHECK(compared > 1000);
  CHECK(with_hidden_capture > 20);  // positions where a face-down piece could be taken
  INFO(compared << " positions, " << with_hidden_capture << " with a face-down piece to take");
}

TEST_CASE("陸戰: 「吃掉敵人\"軍旗\"則也即勝」, 「將死敵人的\"軍\"即勝」", "[luzhan][terminal]") {
  // The 師 on e2 takes the flag e11 (two face-down neighbours, fewer than three): Red wins.
  const Game g =
      luzhan(board({"3*m*z*f*z*m3", "11", "6k4", "11", "11", "11", "11", "11", "11", "5S5", "5K5", "11"}));
  const Game won = played(g, "e2e11");
  CHECK(won.position().piece_on(iccs_move(g, "e2e11").to()).color() == Color::Red);  // the flag goes alone
  CHECK(won.result().outcome == Outcome::RedWins);
  CHECK(won.result().reason == ResultReason::TypeExtinct);
  CHECK(won.legal_moves().empty());
  // A capture of a mine there instead does not win.
  const Game mine = played(
      luzhan(board({"3*m*z*m*z*f3", "11", "6k4", "11", "11", "11", "11", "11", "11", "5S5", "5K5", "11"})),
      "e2e11");
  CHECK(!mine.result().over());
  // Mate: 師 d2 and f2 hold the d and f files; the 師 a3-e3 checks along the e file, and
  // every point of Black's 軍 (e9, d10, f10, d9, f9) is covered.
  const Game mate = played(
      luzhan(board({"11", "5k5", "11", "11", "11", "11", "11", "11", "1S9", "4S1S4", "5K5", "11"})), "a3e3");
  CHECK(mate.result().outcome == Outcome::RedWins);
  CHECK(mate.result().reason == ResultReason::Checkmate);
}

TEST_CASE("陸戰: the views hide the arrangement; the computer does not peek", "[luzhan][search]") {
  // Two games alike but for where Black's flag lies (e11 or c11).
  const char* a11 = "3*m*z*f*z*m3";
  const char* b11 = "3*f*z*m*z*m3";
  const std::string rest =
      "/1slqykyqls1/11/t1w5w1t/1o1o1o1o1o1/11/11/1O1O1O1O1O1/T1W5W1T/11/1SLQYKYQLS1/3*M*Z*F*Z*M3";
  const Game a = luzhan(std::string(a11) + rest + " w - - 0 1");
  const Game b = luzhan(std::string(b11) + rest + " w - - 0 1");
  // Each owner knows its own five: hot seat covers the board between turns.
  CHECK(a.secrets_per_side());
  // The owner sees its own pieces; the other side and spectators see placeholders only.
  CHECK(a.view(Viewer::Black).fen.find("*f") != std::string::npos);
  for (Viewer v : {Viewer::Red, Viewer::Spectator}) {
    CHECK(a.view(v).fen == b.view(v).fen);
    CHECK(a.view(v).fen.find("*f") == std::string::npos);
    CHECK(share::encode_link(share::link_state_for_viewer(a, v)) ==
          share::encode_link(share::link_state_for_viewer(b, v)));
  }
  const Game seen = testing::check_search_ignores_secrets(a, b, Viewer::Red).view;
  // The engine's own position draws every unknown identity: one flag, the rest bombs and mines.
  const Position drawn = sample_hidden_identities(seen.position());
  int flags = 0;
  for (int s = 0; s < drawn.geometry().size; ++s) {
    const Square q = static_cast<Square>(s);
    if (!drawn.face_down(q)) continue;
    CHECK(drawn.identity_known(q));
    if (drawn.piece_on(q).color() == Color::Black && a.piece_letter(drawn.identity(q)) == 'f') ++flags;
  }
  CHECK(flags == 1);
}

TEST_CASE("陸戰: records round-trip and the computer plays", "[luzhan][notation][search]") {
  testing::check_records_round_trip("luzhan", 2809, 40);
  Searcher searcher(1);
  testing::check_engine_playouts("luzhan", 28, 40, searcher);
}

TEST_CASE(
    "陸戰: face-down pieces block lines and serve as 團 screens; vacated last-line points take quiet moves",
    "[luzhan]") {
  // Red's 團 on c11 (the mine there is gone): d11 face-down is its screen for e11 (the
  // flag: two face-down neighbours, fewer than three), and blocks a slide to e11.
  const Game cannon =
      luzhan(board({"3T*z*f*z*m3", "11", "6k4", "11", "11", "11", "11", "11", "11", "11", "5K5", "11"}));
  CHECK(targets_of(cannon, "c11").count("e11") == 1);
  CHECK(targets_of(cannon, "c11").count("d11") == 0);
  const Game chariot =
      luzhan(board({"3S*z*f*z*m3", "11", "6k4", "11", "11", "11", "11", "11", "11", "11", "5K5", "11"}));
  CHECK(targets_of(chariot, "c11").count("d11") == 1);
  CHECK(targets_of(chariot, "c11").count("e11") == 0);
  // A quiet step onto the empty c11 (「可吃入」 is how one gets in while the point is held).
  const Game step =
      luzhan(board({"4*z*f*z*m3", "3T7", "6k4", "11", "11", "11", "11", "11", "11", "11", "5K5", "11"}));
  CHECK(targets_of(step, "c10").count("c11") == 1);
}

TEST_CASE("陸戰: 「暗布在\"最後防線\"上」 — each side's five dealt over its last line by the game's seed", "[luzhan][deal]") {
  // The five of a side: 地雷 ×2, 炸彈 ×2, 軍旗 (docs/variants.md §28), in an order the seed
  // draws (module arranged_start); the start FEN records the order, each owner sees its own.
  const auto letters = [](const std::string& fen, bool black) {
    std::string out;
    for (std::size_t i = 0; i + 1 < fen.size() && fen[i] != ' '; ++i)
      if (fen[i] == '*' && (std::islower(static_cast<unsigned char>(fen[i + 1])) != 0) == black) out += fen[i + 1];
    return out;
  };
  const auto sorted = [](std::string s) {
    std::sort(s.begin(), s.end());
    return s;
  };
  std::set<std::string> orders;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    RuleOptions o;
    o.deal_seed = seed;
    GameOrError made = Game::create("luzhan", {}, o);
    REQUIRE(made.game);
    const Game& g = *made.game;
    CHECK(sorted(letters(g.start_fen(), true)) == "fmmzz");
    CHECK(sorted(letters(g.start_fen(), false)) == "FMMZZ");
    CHECK(g.start_fen().find("deal") == std::string::npos);
    GameOrError again = Game::create("luzhan", {}, o);
    REQUIRE(again.game);
    CHECK(again.game->start_fen() == g.start_fen());  // reproducible from its seed
    // Red sees its own order and Black's backs; Black the other way round.
    CHECK(letters(g.view_fen(Viewer::Red), true) == "xxxxx");
    CHECK(letters(g.view_fen(Viewer::Red), false) == letters(g.start_fen(), false));
    CHECK(letters(g.view_fen(Viewer::Black), false) == "XXXXX");
    CHECK(g.perft(1) == 54);  // the order changes no move
    orders.insert(letters(g.start_fen(), false) + letters(g.start_fen(), true));
  }
  CHECK(orders.size() >= 15);
}
