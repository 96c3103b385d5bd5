// 廣象棋 (seed 002, preset `guang`, a reconstruction): 「宋晁無咎(1053～1110)的「廣象棋」，子32，
// 棋盤縱橫各11路，把兩炮放在車側，名稱和走法與現在基本相同，它沒有說明棋盤的中間有無河界。」
// Each seed phrase has its test, and so does each choice docs/variants.md §19 makes for what
// the sentence leaves open (the soldiers' files, the river around the middle line, the
// palace). Perft 1-3 from the start and from a middle game is checked against the
// independent coordinate-based generator (tests/core/naive_xiangqi.h); every move reads
// back in every notation; links and PGN carry the variant.
#include <catch2/catch.hpp>

#include <random>
#include <set>
#include <string>
#include <vector>

#include "core/fen.h"
#include "core/game.h"
#include "core/movegen.h"
#include "core/notation/iccs.h"
#include "core/notation/import.h"
#include "core/notation/movetext.h"
#include "core/share/link.h"
#include "naive_xiangqi.h"

using namespace xq;
using xq::notation::Notation;

namespace {

constexpr const char* kStart = "rcnbakabncr/11/11/p2p1p1p2p/11/11/11/P2P1P1P2P/11/11/RCNBAKABNCR w - - 0 1";
// A middle game: a Red soldier on the middle line (c5) and a Black one past it (f5), an
// elephant on each side's bank rank (h4, h6), a horse on d4, cannons with screens.
constexpr const char* kMiddle = "r1nbaka1n1r/11/1c7c1/p2p3p2p/7b3/2P2p5/3N3B3/P4P1P2P/11/2C8/R2BAKA1NCR w - - 0 1";

Game guang(std::string_view fen = {}) {
  GameOrError made = Game::create("guang", fen, RuleOptions{});
  INFO(made.error);
  REQUIRE(made.game);
  return std::move(*made.game);
}

std::set<std::string> targets(const Game& g, const char* from) {
  std::set<std::string> out;
  const std::string f(from);
  for (Move m : g.legal_moves()) {
    const std::string t = format_iccs(m, g.position().geometry());
    if (t.rfind(f, 0) == 0 && !std::isdigit(static_cast<unsigned char>(t[f.size()]))) out.insert(t.substr(f.size()));
  }
  return out;
}

// Coordinate-based 廣象棋, written from docs/variants.md §19 without the engine's tables:
// 11x11, palace files e-g, each side's own five ranks (Red 0-4, Black 6-10) with the
// middle line 5 in neither, the standard elephant (田 with its eye, never leaving its
// own five ranks) and the standard soldier (sideways once off its own ranks).
testing::NaiveXiangqi naive_from(const Position& pos) {
  testing::NaiveXiangqi n;
  n.W = 11, n.H = 11, n.palace_lo = 4, n.palace_hi = 6, n.river = 5;
  n.elephant = [](const testing::NaiveXiangqi& x, int f, int r, bool side, const std::function<void(int, int)>& add) {
    for (auto [df, dr] : {std::pair{1, 1}, {1, -1}, {-1, 1}, {-1, -1}})
      if (x.exists(f + df, r + dr) && !x.b[r + dr][f + df] && x.home(side, r + 2 * dr)) add(f + 2 * df, r + 2 * dr);
  };
  n.load(pos);
  return n;
}

}  // namespace

TEST_CASE("廣象棋: 「子32，棋盤縱橫各11路」: 11 lines each way, 16 standard pieces a side", "[guang]") {
  const Game g = guang();
  CHECK(g.fen() == kStart);
  CHECK(g.position().geometry().width == 11);
  CHECK(g.position().geometry().height == 11);
  // 「名稱…與現在基本相同」: the standard set, 帥 1, 車 馬 炮 相 士 2 each, 兵 5.
  int count[2][7] = {};
  int total = 0;
  for (int r = 0; r < 11; ++r)
    for (int f = 0; f < 11; ++f)
      if (const Piece p = g.piece_at(f, r); !p.empty()) {
        ++total;
        ++count[index_of(p.color())][index_of(p.kind())];
      }
  CHECK(total == 32);
  for (int side = 0; side < 2; ++side) {
    INFO("side " << side);
    CHECK(count[side][index_of(PieceKind::General)] == 1);
    CHECK(count[side][index_of(PieceKind::Advisor)] == 2);
    CHECK(count[side][index_of(PieceKind::Elephant)] == 2);
    CHECK(count[side][index_of(PieceKind::Horse)] == 2);
    CHECK(count[side][index_of(PieceKind::Chariot)] == 2);
    CHECK(count[side][index_of(PieceKind::Cannon)] == 2);
    CHECK(count[side][index_of(PieceKind::Soldier)] == 5);
  }
  CHECK(g.piece_glyph(g.piece_at(1, 0)) == "炮");
  CHECK(g.piece_glyph(g.piece_at(3, 10)) == "象");
  const VariantInfo v = g.variant_info();
  // Labelled a reconstruction in its names too (the New Game list, the variant line).
  CHECK(v.name_hant == "廣象棋（重建）");
  CHECK(v.name_hans == "广象棋（重建）");
  CHECK(v.name_en == "Guang Xiangqi (Broad Xiangqi, reconstruction)");
  CHECK(v.seed == "002");
  // Labelled a reconstruction in every language of its rules card.
  CHECK(v.card.en.find("reconstruction") != std::string::npos);
  CHECK(v.card.hant.find("重建") != std::string::npos);
  CHECK(v.card.hans.find("重建") != std::string::npos);
}

TEST_CASE("廣象棋: 「把兩炮放在車側」: each cannon starts right beside its chariot", "[guang]") {
  const Game g = guang();
  for (int rank : {0, 10})
    for (auto [chariot, cannon] : {std::pair{0, 1}, {10, 9}}) {
      INFO("rank " << rank << " chariot file " << chariot);
      CHECK(g.piece_at(chariot, rank).kind() == PieceKind::Chariot);
      CHECK(g.piece_at(cannon, rank).kind() == PieceKind::Cannon);
    }
  // Nothing else of either army stands on a cannon's file: the cannons start on open files
  // (9 steps up, no capture without a screen), as the horses' files are open.
  CHECK(targets(g, "b0").size() == 9);
  CHECK(targets(g, "j0").size() == 9);
  // The soldiers stand in front of the chariots, the elephants and the general (our choice).
  for (int f : {0, 3, 5, 7, 10}) {
    CHECK(g.piece_at(f, 3).kind() == PieceKind::Soldier);
    CHECK(g.piece_at(f, 7).kind() == PieceKind::Soldier);
  }
}

TEST_CASE("廣象棋: 「走法與現在基本相同」 needs a river: the middle line lies inside it", "[guang]") {
  const Game g = guang();
  CHECK(g.board().river == 5);   // a river between ranks 4 and 5
  CHECK(g.board().river2 == 6);  // and one between 5 and 6: the middle line is in neither half
  // The soldier: only forward on its own five ranks, even on its bank (4)…
  CHECK(targets(g, "d3") == std::set<std::string>{"d4"});
  const Game bank = guang("5k5/11/11/11/11/11/3P7/11/11/11/4K6 w - - 0 1");
  CHECK(targets(bank, "d4") == std::set<std::string>{"d5"});
  // …and sideways once it stands on the middle line: it has crossed (never back).
  const Game middle = guang("5k5/11/11/11/11/3P7/11/11/11/11/4K6 w - - 0 1");
  CHECK(targets(middle, "d5") == std::set<std::string>{"c5", "d6", "e5"});
  // Black the same way round: on the middle line it has crossed.
  const Game black = guang("5k5/11/11/11/11/7p3/11/11/11/11/4K6 b - - 0 1");
  CHECK(targets(black, "h5") == std::set<std::string>{"g5", "h4", "i5"});
  // The elephant: 田 with its eye, never leaving its own five ranks (h4 cannot go to f6/j6).
  // (A soldier on a3 keeps the game alive: a lone elephant could never win, a dead draw.)
  const Game el = guang("5k5/11/11/11/11/11/7B3/P10/11/11/4K6 w - - 0 1");
  CHECK(targets(el, "h4") == std::set<std::string>{"f2", "j2"});
  const Game eye = guang("5k5/11/11/11/11/11/7B3/6p4/11/11/4K6 w - - 0 1");
  CHECK(targets(eye, "h4").count("f6") == 0);
  CHECK(targets(eye, "h4") == std::set<std::string>{"j2"});  // g3 blocks the eye toward f2
}

TEST_CASE("廣象棋 differs from 新大象戲 on the same back rank", "[guang]") {
  const Game g = guang();
  // 新大象戲's soldier steps sideways from the start and its elephant goes 2 or 3 points;
  // here both move as today.
  CHECK(targets(g, "a3") == std::set<std::string>{"a4"});
  CHECK(targets(g, "d0") == std::set<std::string>{"b2", "f2"});
  // 16 pieces here, 18 there; a river here, none there.
  GameOrError xdx = Game::create("xindaxiang", {}, RuleOptions{});
  REQUIRE(xdx.game);
  CHECK(xdx.game->board().river == 0);
  CHECK(g.fen() != xdx.game->fen());
}

TEST_CASE("廣象棋: the palace on the middle files, the generals may not face", "[guang]") {
  // f0 to e0 would face the Black general on e10 (nothing between); d0 is outside the palace.
  // (The soldier on a3 keeps the game from being a dead draw.)
  const Game g = guang("4k6/11/11/11/11/11/11/P10/11/11/5K5 w - - 0 1");
  CHECK(targets(g, "f0") == std::set<std::string>{"f1", "g0"});
  // The advisor walks the palace diagonals only: from e0 just f1 (d1 is outside).
  const Game a = guang("4k6/11/11/11/11/11/11/P10/11/11/4A1K4 w - - 0 1");
  CHECK(targets(a, "e0") == std::set<std::string>{"f1"});
}

TEST_CASE("廣象棋: perft 1-3 matches the independent generator", "[guang][perft]") {
  struct Row {
    const char* fen;
    std::uint64_t nodes[3];
  };
  // Recorded in docs/variants.md §2 and §19.
  const Row rows[] = {{kStart, {38, 1350, 55296}}, {kMiddle, {50, 2793, 138549}}};
  for (const Row& row : rows) {
    const Game g = guang(row.fen);
    testing::NaiveXiangqi naive = naive_from(g.position());
    for (int depth = 1; depth <= 3; ++depth) {
      INFO(row.fen << " depth " << depth);
      const std::uint64_t engine = g.perft(depth);
      CHECK(engine == naive.perft(depth));
      CHECK(engine == row.nodes[depth - 1]);
    }
  }
}

TEST_CASE("廣象棋: every move reads back in ICCS, WXF and Chinese", "[guang][notation]") {
  std::mt19937 rng(1053);
  for (int game = 0; game < 6; ++game) {
    Game g = guang(game == 1 ? std::string_view(kMiddle) : std::string_view{});
    const int plies = game < 2 ? 0 : 10 + static_cast<int>(rng() % 60);
    for (int i = 0; i < plies && !g.result().over(); ++i) {
      const std::vector<Move> legal = g.legal_moves();
      REQUIRE(g.play(legal[rng() % legal.size()]).ok());
    }
    if (g.result().over()) continue;
    const Position& pos = g.position();
    for (Move m : g.legal_moves())
      for (Notation n : {Notation::Iccs, Notation::Wxf, Notation::Chinese, Notation::ChineseSimplified}) {
        const std::string text = notation::format_move(pos, m, n);
        const std::string iccs = format_iccs(m, pos.geometry());
        INFO(g.fen() << "  " << iccs << " as " << text);
        CHECK(text.find('?') == std::string::npos);
        if (n != Notation::Iccs) CHECK(text != iccs);  // descriptive, not the ICCS fallback
        const notation::ParsedMove back = notation::parse_move(pos, text);
        INFO(back.error);
        CHECK(back.move == m);
      }
  }
}

TEST_CASE("廣象棋: the cannon up its open file in Chinese (files counted 1-11)", "[guang][notation]") {
  const Game g = guang();
  const notation::ParsedMove m = notation::parse_move(g.position(), "b0b9");
  INFO(m.error);
  REQUIRE(m.ok());
  CHECK(notation::format_move(g.position(), m.move, Notation::Chinese) == "炮十進九");
  CHECK(notation::format_move(g.position(), m.move, Notation::ChineseSimplified) == "炮十进九");
}

TEST_CASE("廣象棋: share link and PGN [Variant] round-trip", "[guang][share]") {
  Game g = guang();
  std::mt19937 rng(1110);
  for (int i = 0; i < 30 && !g.result().over(); ++i) {
    const std::vector<Move> legal = g.legal_moves();
    REQUIRE(g.play(legal[rng() % legal.size()]).ok());
  }
  const std::string link = share::encode_link(share::link_state_from_game(g));
  CHECK(link.find("v=guang") != std::string::npos);
  const share::LinkDecode d = share::decode_link(link);
  INFO(link << "  " << d.error);
  REQUIRE(d.ok());
  REQUIRE(d.game);
  CHECK(d.game->variant() == "guang");
  CHECK(d.game->fen() == g.fen());
  CHECK(d.game->history() == g.history());
  for (Notation n : {Notation::Chinese, Notation::Wxf, Notation::Iccs}) {
    const std::string pgn = notation::export_pgn(g, n);
    CHECK(pgn.find("[Variant \"guang\"]") != std::string::npos);
    const notation::ImportedGame back = notation::import_game(pgn);
    INFO(pgn << "\n" << back.error);
    REQUIRE(back.ok());
    CHECK(back.variant == "guang");
    CHECK(back.moves == g.history());
  }
}
