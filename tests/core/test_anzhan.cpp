// 暗戰象棋 (seed 003, preset `anzhan`), docs/variants.md §20. The seed, verbatim:
//   「1、如图《暗战象棋》所示：基本规则同象棋，不同的是：
//    棋盘两侧各扩展出六个点位，河界共加宽两格。
//    扩展出的己方两个角点上，双方分别增加两枚暗棋，开局扣放，他可能是马、炮、兵、驼、骡等双方
//    熟知规则的象棋类、可活跃全盘的兵种。
//    3、暗棋只能横或竖每次一格，暗棋即不能吃子，也不被吃，暗棋还不能越过双方扩展的横线，就是棋盘
//    中部横向最宽的部分，纵向起止为双方九宫顶线，这部分共六十六个点。
//    4、暗棋可以自己翻明，也可以吃子的规则与对方暗棋换位，并将其翻明。
//    自己翻明己方暗棋等同走棋；换位翻明敌方暗棋为一着完成。
//    无论用那种方式翻暗棋，刚翻明的棋都不能紧接着移动，刚翻明的这枚棋自身至少需要停一着才能移动。
//    翻明的棋按其"文字"实际规则走或吃。」
// Each sentence has its test below, and so has each choice for a gap (the deal, the wait,
// a swap judged for every type the piece may still be, the engine's draw of identities).
#include <algorithm>
#include <catch2/catch.hpp>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "core/fen.h"
#include "core/game.h"
#include "core/hidden_view.h"
#include "core/notation/iccs.h"
#include "core/notation/import.h"
#include "core/notation/movetext.h"
#include "core/search/search.h"
#include "core/share/link.h"
#include "tests/core/preset_checks.h"

using namespace xq;
using xq::notation::Notation;

namespace {

Game anzhan(std::string_view fen = {}, std::uint64_t seed = 0) {
  RuleOptions o;
  o.deal_seed = seed;
  GameOrError made = Game::create("anzhan", fen, o);
  INFO(fen << ": " << made.error);
  REQUIRE(made.game);
  return std::move(*made.game);
}

Square sq(const Game& g, const char* name) {
  const std::optional<Square> s = parse_iccs_square(name, g.position().geometry());
  REQUIRE(s);
  return *s;
}

std::vector<std::string> moves_of(const Game& g) {
  std::vector<std::string> out;
  for (Move m : g.legal_moves()) out.push_back(format_iccs(m, g.position().geometry()));
  std::sort(out.begin(), out.end());
  return out;
}

bool has(const Game& g, std::string_view text) {
  const std::vector<std::string> all = moves_of(g);
  return std::find(all.begin(), all.end(), text) != all.end();
}

void play(Game& g, std::string_view text) {
  const notation::ParsedMove m = notation::parse_move(g.position(), text);
  INFO(g.fen() << " " << text << ": " << m.error);
  REQUIRE(m.ok());
  REQUIRE(g.play(m.move).ok());
}

IllegalReason why(const Game& g, std::string_view text) {
  const std::optional<Move> m = parse_iccs(text, g.position().geometry());
  REQUIRE(m);
  return g.check_move(*m).reason;
}

// The letters of the face-down identities of the arbiter's FEN, board order ("*N" → 'N').
std::string identities(const std::string& fen) {
  std::string out;
  for (std::size_t i = 0; i + 1 < fen.size() && fen[i] != ' '; ++i)
    if (fen[i] == '*') out += fen[i + 1];
  return out;
}

}  // namespace

TEST_CASE("anzhan: 棋盘两侧各扩展出六个点位 — the 11x10 board and the 66-point band", "[anzhan]") {
  const Game g = anzhan();
  const Geometry& geo = g.position().geometry();
  CHECK(geo.width == 11);
  CHECK(geo.height == 10);
  int points = 0, side = 0;
  for (int s = 0; s < geo.size; ++s) {
    if (!geo.exists[s]) continue;
    ++points;
    side += geo.file_of[s] == 0 || geo.file_of[s] == 10;
  }
  CHECK(points == 90 + 12);  // 「两侧各扩展出六个点位」
  CHECK(side == 12);
  // 「扩展出的己方两个角点上，双方分别增加两枚暗棋，开局扣放」: z2 j2 (Red), z7 j7 (Black).
  for (const char* p : {"z2", "j2", "z7", "j7"}) {
    INFO(p);
    CHECK(g.position().face_down(sq(g, p)));
  }
  CHECK(g.position().face_down_count() == 4);
  // 「这部分共六十六个点」: the face-down piece may stand on exactly 66 points.
  int band = 0;
  for (int s = 0; s < geo.size; ++s)
    if (geo.exists[s] && geo.rank_of[s] >= 2 && geo.rank_of[s] <= 7) ++band;
  CHECK(band == 66);
}

TEST_CASE("anzhan: the deal is a seeded shuffle of 馬 炮 兵 駝 騾, two per side", "[anzhan][deal]") {
  // The preset's own seed: the same deal every time, written into the start FEN.
  const Game a = anzhan(), b = anzhan();
  CHECK(a.start_fen() == b.start_fen());
  CHECK(a.start_fen().find("deal") == std::string::npos);  // the seed's result is recorded, the input consumed
  // deal:2026 gives Black 兵 (z7) and 騾 (j7), Red 駝 (z2) and 馬 (j2).
  CHECK(a.start_fen() == "1rnbakabnr1/11/*p1c5c1*m/1p1p1p1p1p1/11/11/1P1P1P1P1P1/*T1C5C1*N/11/1RNBAKABNR1 w - - 0 1");
  const std::string ids = identities(a.start_fen());
  REQUIRE(ids.size() == 4);
  // Another seed, another deal; every one from the pool, no type twice on a side.
  std::set<std::string> deals;
  std::set<char> seen;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    const Game g = anzhan({}, seed);
    const std::string d = identities(g.start_fen());
    REQUIRE(d.size() == 4);
    // Board order: Black's z7, j7, then Red's z2, j2 (the FEN's rank 7 before rank 2).
    CHECK(d[0] != d[1]);
    CHECK(d[2] != d[3]);
    for (char c : d) {
      CHECK(std::string("NCPTMnm cpt").find(c) != std::string::npos);
      seen.insert(c);
    }
    deals.insert(d);
    CHECK(g.start_fen() == anzhan({}, seed).start_fen());  // reproducible
    // Nobody sees it: every viewer's FEN is the same, with placeholders only.
    for (Viewer v : {Viewer::Red, Viewer::Black, Viewer::Spectator}) CHECK(identities(g.view_fen(v)) == "xxXX");
  }
  CHECK(deals.size() > 10);
  CHECK(seen.size() == 10);  // all five types of both colours came up
  // A start FEN with placeholders and a seed deals; the same without one stays unknown (a view).
  const std::string placeholders =
      "1rnbakabnr1/11/*x1c5c1*x/1p1p1p1p1p1/11/11/1P1P1P1P1P1/*X1C5C1*X/11/1RNBAKABNR1 w - - 0 1";
  CHECK(anzhan(placeholders + " {dark=deal:7}").fen() == anzhan({}, 7).fen());
  const Game unknown = anzhan(placeholders);
  CHECK(!unknown.position().identity_known(sq(unknown, "z2")));
  CHECK(parse_fen(placeholders + " {dark=deal:x}", unknown.position().geometry()).error.message.find(
            "deal:N takes a seed number") != std::string::npos);
}

TEST_CASE("anzhan: perft 1-3 from the start", "[anzhan][perft]") {
  Game g = anzhan();
  // Standard xiangqi's 44, plus each face-down piece's two steps (z2: z3 and a2; z1 is no
  // point) and the two flips ^z2 ^j2: 44 + 4 + 2 = 50. No swap: no red piece reaches z7/j7.
  CHECK(g.perft(1) == 50);
  std::vector<std::string> own;
  for (const std::string& m : moves_of(g))
    if (m.rfind("z2", 0) == 0 || m.rfind("j2", 0) == 0 || m[0] == '^') own.push_back(m);
  CHECK(own == std::vector<std::string>{"^j2", "^z2", "j2i2", "j2j3", "z2a2", "z2z3"});
  // Black's 50 answer each, but for 象棋's own 16: Red's cannon moves that open or close the
  // b / h files for Black's cannons' captures (象棋: 44 x 44 - 16 = 1920).
  CHECK(g.perft(2) == 50 * 50 - 16);
  // The fingerprint of the deal 2026 (Red z2 j2, Black z7 j7 as the start FEN names them).
  CHECK(g.perft(3) == 117972);
}

TEST_CASE("anzhan: 暗棋只能横或竖每次一格…不能越过双方扩展的横线", "[anzhan]") {
  // A red face-down piece on c7, the band's last rank: b7, d7 and c6, never c8.
  Game g = anzhan("6k4/11/3*N7/11/11/11/11/11/11/5K5 w - - 0 1");
  CHECK(moves_of(g) == std::vector<std::string>{"^c7", "c7b7", "c7c6", "c7d7", "e0d0", "e0e1"});
  CHECK(why(g, "c7c8") != IllegalReason::None);
  CHECK(why(g, "c7b6") != IllegalReason::None);  // no diagonal step, whatever it is (a horse here)
  CHECK(why(g, "c7d5") != IllegalReason::None);  // it does not move as its identity
  // On the side file: z5 steps to z4, z6 and a5 (the band is 11 points wide).
  Game side = anzhan("6k4/11/11/11/*C10/11/11/11/11/5K5 w - - 0 1");
  CHECK(has(side, "z5z4"));
  CHECK(has(side, "z5z6"));
  CHECK(has(side, "z5a5"));
  // A FEN may not put a face-down piece outside the band.
  CHECK(!parse_fen("6k4/3*N7/11/11/11/11/11/11/11/5K5 w - - 0 1", g.position().geometry()).ok());
}

TEST_CASE("anzhan: 暗棋即不能吃子，也不被吃", "[anzhan]") {
  // Red's face-down piece on d5 next to a black soldier on e5: it cannot take it. The black
  // chariot on d9 cannot take it either: its move onto it is a swap, not a capture.
  Game g = anzhan("4r1k4/11/11/11/4*Cp5/11/11/11/11/5K5 w - - 0 1");
  CHECK(why(g, "d5e5") != IllegalReason::None);
  CHECK(has(g, "d5c5"));
  play(g, "e0e1");
  CHECK(why(g, "d9d5") == IllegalReason::FaceDownNotCapturable);
  CHECK(has(g, "d9^d5"));
  // A black soldier beside it cannot take it: the soldier has no swap either (a soldier
  // takes sideways only across the river, and e5 is Black's bank).
  CHECK(why(g, "e5d5") != IllegalReason::None);
  CHECK(!has(g, "e5^d5"));
}

TEST_CASE("anzhan: 暗棋可以自己翻明…自己翻明己方暗棋等同走棋 — the owner's flip", "[anzhan]") {
  Game g = anzhan("6k4/11/3*N7/11/11/11/11/11/11/5K5 w - - 0 1");
  play(g, "^c7");
  CHECK(!g.position().face_down(sq(g, "c7")));
  CHECK(g.position().piece_on(sq(g, "c7")) == Piece(Color::Red, PieceKind::Horse));
  CHECK(g.side_to_move() == Color::Black);  // a whole move
  CHECK(g.fen() == "6k4/11/3N7/11/11/11/11/11/11/5K5 b - - 1 1 {dark=c7.N}");
  // The views: the flip is public (every viewer now sees the horse), the pool's N is gone.
  CHECK(g.view_fen(Viewer::Spectator) == g.fen());
}

TEST_CASE("anzhan: 刚翻明的这枚棋自身至少需要停一着才能移动 — after the owner's flip", "[anzhan]") {
  Game g = anzhan("6k4/11/3*R7/11/11/11/11/11/11/5K5 w - - 0 1");
  // A red face-down piece whose identity the FEN names (a chariot: not in the pool, so the
  // test reads plainly): the owner flips it.
  play(g, "^c7");
  play(g, "f9f8");
  // Red's next turn: the chariot waits (「刚翻明的棋都不能紧接着移动」).
  CHECK(why(g, "c7c9") == IllegalReason::JustRevealedWaits);
  CHECK(why(g, "c7d5") == IllegalReason::JustRevealedWaits);  // even where it could never go: it waits
  CHECK(g.legal_moves_from(sq(g, "c7")).empty());
  CHECK(g.check_move(*parse_iccs("c7c9", g.position().geometry())).text.find("停一着") != std::string::npos);
  // The gesture names it when the piece is picked.
  { MoveGesture gesture = g.gesture(); CHECK(gesture.pick(Place::point(sq(g, "c7"))).verdict.reason == IllegalReason::JustRevealedWaits); }
  CHECK(g.fen().find("{dark=c7}") != std::string::npos);
  play(g, "e0d0");
  play(g, "f8f9");
  // It has waited one move: free now, and the state is gone.
  CHECK(has(g, "c7c9"));
  CHECK(g.fen().find("{") == std::string::npos);
  // It still attacks while it waits: after ^c7 the chariot on c7 gives no check here, but
  // a flip on the general's file does (check is a property of the board).
  Game check = anzhan("5k5/11/5*R5/11/11/11/11/11/11/4K6 w - - 0 1");
  play(check, "^e7");
  CHECK(check.in_check());
}

TEST_CASE("anzhan: 也可以吃子的规则与对方暗棋换位，并将其翻明…为一着完成 — the swap", "[anzhan]") {
  // Black's chariot on c9 could take Red's face-down piece on c5 along the open c file: it
  // swaps places with it instead, and the piece turns over on c9.
  Game g = anzhan("3r2k4/11/11/11/3*C7/11/11/11/11/5K5 b - - 0 1");
  CHECK(has(g, "c9^c5"));
  CHECK(why(g, "c9c5") == IllegalReason::FaceDownNotCapturable);
  play(g, "c9^c5");
  CHECK(g.side_to_move() == Color::Red);  // one move
  CHECK(g.position().piece_on(sq(g, "c5")) == Piece(Color::Black, PieceKind::Chariot));
  CHECK(g.position().piece_on(sq(g, "c9")) == Piece(Color::Red, PieceKind::Cannon));
  CHECK(!g.position().face_down(sq(g, "c9")));
  CHECK(g.fen() == "3C2k4/11/11/11/3r7/11/11/11/11/5K5 w - - 1 2 {dark=c9.C}");
  // 「刚翻明的棋都不能紧接着移动」: Red's very next move may not be the cannon's.
  CHECK(why(g, "c9c8") == IllegalReason::JustRevealedWaits);
  play(g, "e0e1");
  play(g, "c5c4");
  CHECK(has(g, "c9c8"));
  // Undo restores the face-down piece and the hash.
  Game h = anzhan("3r2k4/11/11/11/3*C7/11/11/11/11/5K5 b - - 0 1");
  const std::uint64_t before = h.position().hash();
  play(h, "c9^c5");
  REQUIRE(h.undo());
  CHECK(h.position().hash() == before);
  CHECK(h.position().identity(sq(h, "c5")) == Piece(Color::Red, PieceKind::Cannon));
  // A cannon swaps over a screen, a horse by its leg, like a capture (翻明的棋按其"文字"实际规则走或吃).
  Game cannon = anzhan("3c2k4/11/3p7/11/3*N7/11/11/11/11/5K5 b - - 0 1");
  CHECK(has(cannon, "c9^c5"));
  Game horse = anzhan("6k4/11/11/11/3*N7/11/2n8/11/11/5K5 b - - 0 1");
  CHECK(has(horse, "b3^c5"));
  Game lame = anzhan("6k4/11/11/11/3*N7/2p8/2n8/11/11/5K5 b - - 0 1");  // b4 is the horse's leg
  CHECK(!has(lame, "b3^c5"));
  CHECK(why(lame, "b3^c5") == IllegalReason::PieceProgram);
}

TEST_CASE("anzhan: a malformed swap text is refused with its reason", "[anzhan][notation]") {
  // Pasted or typed moves are outside input: 換 with no, one or the same two points says so
  // (the fuzzer found "換" alone read past the end).
  const Game g = anzhan("3r2k4/11/11/11/3*C7/11/11/11/11/5K5 b - - 0 1");
  for (const char* text : {"換", "换", "換c9", "換c9c9", "換zz", "c9^", "^c5"}) {
    const notation::ParsedMove m = notation::parse_move(g.position(), text);
    INFO(text << ": " << m.error);
    CHECK_FALSE(m.ok());
    CHECK_FALSE(m.error.empty());
  }
  CHECK(notation::parse_move(g.position(), "換c9c5").ok());
}

TEST_CASE("anzhan: a swap is judged for every type the piece may still be, never by its identity", "[anzhan]") {
  // Black's chariot on d9 beside its general on e9 could swap with Red's face-down piece on
  // d5. The piece would land on d9: as a soldier (across the river, it steps sideways) it
  // would attack e9. So the swap is refused while a soldier is still possible, whatever
  // the piece really is: the answer is the same for a soldier and for a horse.
  for (const char* who : {"*P", "*N"}) {
    Game g = anzhan(std::string("4rk5/11/11/11/4") + who + "6/11/11/11/11/6K4 b - - 0 1");
    INFO(who);
    CHECK(!has(g, "d9^d5"));
    CHECK(why(g, "d9^d5") == IllegalReason::LeavesGeneralInCheck);
  }
  // Once Red's soldier has been turned over (the state's "P"), no type left attacks e9 from d9.
  Game g = anzhan("4rk5/11/11/11/4*N6/11/11/11/11/6K4 b - - 0 1 {dark=P}");
  CHECK(has(g, "d9^d5"));
}

namespace {

// A random game of anzhan from `seed`'s deal, `plies` long, with flips and swaps favoured
// so that the playouts reach them.
Game playout(std::uint64_t deal, std::mt19937& rng, int plies) {
  Game g = anzhan({}, deal);
  for (int i = 0; i < plies; ++i) {
    const std::vector<Move> moves = g.legal_moves();
    if (moves.empty() || g.result().over()) break;
    std::vector<Move> special;
    for (Move m : moves)
      if (m.is_reveal()) special.push_back(m);
    const Move m = !special.empty() && rng() % 3 == 0 ? special[rng() % special.size()] : moves[rng() % moves.size()];
    REQUIRE(g.play(m).ok());
  }
  return g;
}

}  // namespace

TEST_CASE("anzhan: every move of random playouts reads back in ICCS, WXF and Chinese", "[anzhan][notation]") {
  std::mt19937 rng(20261203);
  int swaps = 0, flips = 0, checked = 0;
  for (int game = 0; game < 30; ++game) {
    Game g = anzhan({}, static_cast<std::uint64_t>(game + 1));
    for (int ply = 0; ply < 80 && !g.result().over(); ++ply) {
      const std::vector<Move> moves = g.legal_moves();
      if (moves.empty()) break;
      for (Move m : moves)
        for (Notation n : {Notation::Iccs, Notation::Wxf, Notation::Chinese, Notation::ChineseSimplified}) {
          const std::string text = notation::format_move(g.position(), m, n);
          const notation::ParsedMove back = notation::parse_move(g.position(), text);
          INFO(g.fen() << " " << text << ": " << back.error);
          REQUIRE(back.ok());
          REQUIRE(back.move == m);
          ++checked;
        }
      std::vector<Move> special;
      for (Move m : moves)
        if (m.is_reveal()) special.push_back(m);
      const Move m = !special.empty() && rng() % 3 == 0 ? special[rng() % special.size()] : moves[rng() % moves.size()];
      swaps += m.is_swap_reveal();
      flips += m.is_reveal() && !m.is_swap_reveal();
      const std::uint64_t before = g.position().hash();
      REQUIRE(g.play(m).ok());
      REQUIRE(g.position().hash() == g.position().compute_hash());
      // Every state round-trips through the arbiter's FEN.
      const FenResult again = parse_fen(g.fen(), g.position().geometry());
      REQUIRE(again.ok());
      REQUIRE(again.position.hash() == g.position().hash());
      (void)before;
    }
  }
  CHECK(flips > 20);
  CHECK(swaps > 0);
  CHECK(checked > 10000);
  // The forms themselves.
  Game g = anzhan("3r2k4/11/11/11/3*C7/11/11/11/11/5K5 b - - 0 1");
  const Move swap = Move::swap_reveal(sq(g, "c9"), sq(g, "c5"));
  CHECK(notation::format_move(g.position(), swap, Notation::Iccs) == "c9^c5");
  CHECK(notation::format_move(g.position(), swap, Notation::Wxf) == "c9^c5");
  CHECK(notation::format_move(g.position(), swap, Notation::Chinese) == "換c9c5");
  CHECK(notation::format_move(g.position(), swap, Notation::ChineseSimplified) == "换c9c5");
  Game r = anzhan();
  CHECK(notation::format_move(r.position(), Move::reveal(sq(r, "z2")), Notation::Chinese) == "翻z2");
}

TEST_CASE("anzhan: the views carry no identity and no seed", "[anzhan][property]") {
  // Random playouts: after every ply, no viewer's FEN, dump, link or PGN names a face-down
  // identity or the deal, and each viewer's view is the same for games dealt differently
  // as long as nothing was turned over.
  std::mt19937 rng(77);
  int checks = 0;
  for (int game = 0; game < 10; ++game) {
    Game g = anzhan({}, static_cast<std::uint64_t>(1000 + game));
    for (int ply = 0; ply < 40 && !g.result().over(); ++ply) {
      for (Viewer v : {Viewer::Red, Viewer::Black, Viewer::Spectator}) {
        const GameView view = g.view(v);
        const std::string link = share::encode_link(share::link_state_for_viewer(g, v));
        const std::string pgn = notation::export_pgn_for_viewer(g, v, Notation::Iccs);
        for (int s = 0; s < g.position().geometry().size; ++s) {
          const Square q = static_cast<Square>(s);
          if (!g.position().face_down(q)) continue;
          const std::string secret = std::string("*") + g.piece_letter(g.position().identity(q));
          CHECK(view.fen.find(secret) == std::string::npos);
          CHECK(view.dump.find(secret) == std::string::npos);
          CHECK(link.find(secret) == std::string::npos);
          CHECK(pgn.find(secret) == std::string::npos);
          ++checks;
        }
        CHECK(view.fen.find("deal") == std::string::npos);
        CHECK(link.find("deal") == std::string::npos);
        const GameOrError engine = g.view_game(v);
        REQUIRE(engine.game);
        CHECK(engine.game->fen() == view.fen);
      }
      const std::vector<Move> moves = g.legal_moves();
      if (moves.empty()) break;
      REQUIRE(g.play(moves[rng() % moves.size()]).ok());
    }
  }
  CHECK(checks > 500);
  // The arbiter's record holds every secret: the finished game replays exactly from its PGN.
  std::mt19937 rng2(5);
  Game played = playout(99, rng2, 60);
  int reveals = 0;
  for (Move m : played.history()) reveals += m.is_reveal();
  CHECK(reveals > 0);
  for (Notation n : {Notation::Iccs, Notation::Wxf, Notation::Chinese, Notation::ChineseSimplified}) {
    const std::string pgn = notation::export_pgn(played, n);
    CHECK(pgn.find("[Variant \"anzhan\"]") != std::string::npos);
    const notation::ImportedGame back = notation::import_game(pgn);
    INFO(pgn << "\n" << back.error);
    REQUIRE(back.ok());
    const Game replayed = back.to_game();
    CHECK(replayed.fen() == played.fen());
    CHECK(replayed.start_fen() == played.start_fen());
  }
  // A swap in every notation's record (換c9c5 in Chinese), and back.
  Game swapped = anzhan("3r2k4/11/11/11/3*C7/11/11/11/11/5K5 b - - 0 1");
  play(swapped, "c9^c5");
  play(swapped, "e0e1");
  for (Notation n : {Notation::Iccs, Notation::Wxf, Notation::Chinese, Notation::ChineseSimplified}) {
    const std::string pgn = notation::export_pgn(swapped, n);
    const notation::ImportedGame back = notation::import_game(pgn);
    INFO(pgn << "\n" << back.error);
    REQUIRE(back.ok());
    CHECK(back.moves == swapped.history());
    if (n == Notation::Chinese) CHECK(pgn.find("換c9c5") != std::string::npos);
  }
  // And from the arbiter's link.
  const share::LinkDecode d = share::decode_link(share::encode_link(share::link_state_from_game(played)));
  REQUIRE(d.ok());
  CHECK(d.game->fen() == played.fen());
}

TEST_CASE("anzhan: the computer does not peek — its input and move depend on the view only", "[anzhan][search]") {
  // Two games alike but for every face-down identity (both sides' own and the other's):
  // the engine's input (Game::view_game) is the same text and its move is the same move.
  const auto same_search = [](const Game& a, const Game& b, Viewer v) {
    return testing::check_search_ignores_secrets(a, b, v).best;
  };
  // The start, dealt by two seeds that differ in every identity.
  Game a = anzhan({}, 1);
  std::uint64_t other = 2;
  for (; other < 200; ++other) {
    const std::string x = identities(a.start_fen()), y = identities(anzhan({}, other).start_fen());
    if (x[0] != y[0] && x[1] != y[1] && x[2] != y[2] && x[3] != y[3]) break;
  }
  Game b = anzhan({}, other);
  REQUIRE(identities(a.start_fen()) != identities(b.start_fen()));
  same_search(a, b, Viewer::Red);
  // A position where the engine's best moves include a swap and flips: Black's chariot can
  // swap with Red's face-down piece, Black's own face-down piece can flip.
  Game c = anzhan("3r2k4/11/*n10/11/3*C7/11/11/11/11/5K5 b - - 0 1");
  Game d = anzhan("3r2k4/11/*t10/11/3*P7/11/11/11/11/5K5 b - - 0 1");
  const Move best = same_search(c, d, Viewer::Black);
  CHECK(!best.is_none());
  // The engine's own game lists the swap and the flip: it drew identities from the view.
  const Position drawn = sample_hidden_identities(c.view_game(Viewer::Black).game->position());
  CHECK(drawn.identity_known(sq(c, "c5")));
  CHECK(drawn.identity_known(sq(c, "z7")));
  CHECK(drawn.hash() == sample_hidden_identities(d.view_game(Viewer::Black).game->position()).hash());
}
