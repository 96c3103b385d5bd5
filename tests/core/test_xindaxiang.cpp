// 新大象戲 (seed 003, preset `xindaxiang`): 「棋盘11乘11线，开布局如图《新大象戏》所示，没有河界，
// 双方各有18枚棋，其中兵或卒各7枚，【兵卒】开局即可横行，【象】走、吃斜格两步或三步格，不可越棋，
// 无河界限制，其他同象棋。」 Each seed sentence has its test; perft 1-3 from the start and
// from a middle game is checked against an independent coordinate-based generator written
// from docs/variants.md §7; every move reads back in every notation; links and PGN carry
// the variant; the bare_general add-on combines with it.
#include <catch2/catch.hpp>

#include <algorithm>
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

constexpr const char* kStart = "rcnbakabncr/11/11/p1p1ppp1p1p/11/11/11/P1P1PPP1P1P/11/11/RCNBAKABNCR w - - 0 1";
// A middle game: elephants deep in the enemy half and on the middle rank, soldiers
// side by side on both halves, a horse with a blocked leg, cannons with screens.
constexpr const char* kMiddle = "r1nbakab1cr/11/2c2B5/p3p1p1p1p/3n7/5b5/2P1P6/PN3P2P1P/4C6/11/R2BAKA1NCR w - - 0 1";

Game xdx(std::string_view fen = {}, std::vector<std::string> addons = {}) {
  RuleOptions o;
  o.addons = std::move(addons);
  GameOrError made = Game::create("xindaxiang", fen, o);
  INFO(made.error);
  REQUIRE(made.game);
  return std::move(*made.game);
}

std::set<std::string> targets(const Game& g, const char* from) {
  std::set<std::string> out;
  for (Move m : g.legal_moves()) {
    const std::string t = format_iccs(m, g.position().geometry());
    if (t.rfind(from, 0) == 0 && !std::isdigit(static_cast<unsigned char>(t[std::string(from).size()])))
      out.insert(t.substr(std::string(from).size()));
  }
  return out;
}

// Coordinate-based 新大象戲 (tests/core/naive_xiangqi.h), written from docs/variants.md §7
// without the engine's tables: 11x11, palace files e-g, no river, the elephant 2 or 3
// diagonal points with every point on the way empty, anywhere.
testing::NaiveXiangqi naive_from(const Position& pos) {
  testing::NaiveXiangqi n;
  n.W = 11, n.H = 11, n.palace_lo = 4, n.palace_hi = 6, n.river = 0;
  n.elephant = [](const testing::NaiveXiangqi& x, int f, int r, bool, const std::function<void(int, int)>& add) {
    for (auto [df, dr] : {std::pair{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}) {
      if (!x.exists(f + df, r + dr) || x.b[r + dr][f + df]) continue;
      add(f + 2 * df, r + 2 * dr);
      if (x.exists(f + 2 * df, r + 2 * dr) && !x.b[r + 2 * dr][f + 2 * df]) add(f + 3 * df, r + 3 * dr);
    }
  };
  n.load(pos);
  return n;
}

}  // namespace

TEST_CASE("新大象戲: 「棋盘11乘11线」「双方各有18枚棋，其中兵或卒各7枚」", "[xindaxiang]") {
  const Game g = xdx();
  CHECK(g.fen() == kStart);
  CHECK(g.position().geometry().width == 11);
  CHECK(g.position().geometry().height == 11);
  int count[2] = {}, soldiers[2] = {};
  for (int r = 0; r < 11; ++r)
    for (int f = 0; f < 11; ++f) {
      const Piece p = g.piece_at(f, r);
      if (p.empty()) continue;
      ++count[index_of(p.color())];
      if (p.kind() == PieceKind::Soldier) ++soldiers[index_of(p.color())];
    }
  CHECK(count[0] == 18);
  CHECK(count[1] == 18);
  CHECK(soldiers[0] == 7);
  CHECK(soldiers[1] == 7);
  const VariantInfo v = g.variant_info();
  CHECK(v.name_hant == "新大象戲");
  CHECK(v.seed == "003");
  CHECK(!v.card.empty());
}

TEST_CASE("新大象戲: 「没有河界」: no river is drawn, no half holds a soldier back", "[xindaxiang]") {
  const Game g = xdx();
  CHECK(g.board().river == 0);
  // A soldier on its own first rank beside the middle still steps sideways.
  const Game s = xdx("4k6/11/11/11/11/11/11/11/11/4P6/5K5 w - - 0 1");
  CHECK(targets(s, "e1") == std::set<std::string>{"d1", "e2", "f1"});
}

TEST_CASE("新大象戲: 「【兵卒】开局即可横行」", "[xindaxiang]") {
  const Game g = xdx();
  CHECK(targets(g, "c3") == std::set<std::string>{"b3", "c4", "d3"});
  CHECK(targets(g, "a3") == std::set<std::string>{"a4", "b3"});
  CHECK(targets(g, "f3") == std::set<std::string>{"f4"});  // e3 and g3 are its own soldiers
  // Never backwards, also deep in the enemy half.
  const Game deep = xdx("4k6/11/3P7/11/11/11/11/11/11/11/5K5 w - - 0 1");
  CHECK(targets(deep, "d8") == std::set<std::string>{"c8", "d9", "e8"});
}

TEST_CASE("新大象戲: 「【象】走、吃斜格两步或三步格，不可越棋，无河界限制」", "[xindaxiang]") {
  // An elephant in the middle of an empty board: 2 and 3 points along each diagonal.
  const Game open = xdx("5k5/11/11/11/11/5B5/11/11/11/11/4K6 w - - 0 1");
  CHECK(targets(open, "f5") ==
        std::set<std::string>{"d3", "c2", "h3", "i2", "d7", "c8", "h7", "i8"});
  // 不可越棋: a piece on the first point blocks both, on the second only the third point;
  // 吃: an enemy piece on the target is taken, an own piece is not.
  // g6 (own, first point) blocks h7 and i8; e4 (enemy, first point) blocks d3 and c2;
  // d7 (enemy, second point) is taken and blocks c8.
  const Game blocked = xdx("5k5/11/11/3p7/6P4/5B5/4p6/11/11/11/4K6 w - - 0 1");
  CHECK(targets(blocked, "f5") == std::set<std::string>{"d7", "h3", "i2"});
  const Game takes = xdx("5k5/11/11/2p8/11/5B5/11/3p7/11/11/4K6 w - - 0 1");
  const std::set<std::string> t = targets(takes, "f5");
  CHECK(t.count("d3"));  // a capture two points away
  CHECK(t.count("c8"));  // and three points away
  CHECK(!t.count("c2"));  // not past the captured soldier
  CHECK(!t.count("e4"));  // never one point
  // 无河界限制: from the middle rank into the enemy half (c8, i8 above) and on further.
  const Game deep = xdx("5k5/11/11/1B9/11/11/11/11/11/11/4K6 w - - 0 1");
  CHECK(targets(deep, "b7") == std::set<std::string>{"d9", "e10", "d5", "e4"});
}

TEST_CASE("新大象戲: 「其他同象棋」: the generals may not face each other", "[xindaxiang]") {
  const Game g = xdx("5k5/11/11/11/11/11/11/11/11/11/4K6 w - - 0 1");
  CHECK(targets(g, "e0") == std::set<std::string>{"e1"});  // f0 would face f10
}

TEST_CASE("新大象戲: perft 1-3 matches the independent generator", "[xindaxiang][perft]") {
  struct Row {
    const char* fen;
    std::uint64_t nodes[3];
  };
  // Recorded in docs/variants.md §2 and §7.
  const Row rows[] = {{kStart, {48, 2202, 109890}}, {kMiddle, {60, 3392, 201840}}};
  for (const Row& row : rows) {
    const Game g = xdx(row.fen);
    testing::NaiveXiangqi naive = naive_from(g.position());
    for (int depth = 1; depth <= 3; ++depth) {
      INFO(row.fen << " depth " << depth);
      const std::uint64_t engine = g.perft(depth);
      CHECK(engine == naive.perft(depth));
      if (row.nodes[depth - 1]) CHECK(engine == row.nodes[depth - 1]);
    }
  }
}

TEST_CASE("新大象戲: every move reads back in ICCS, WXF and Chinese (files past i, ranks past 9)", "[xindaxiang][notation]") {
  std::mt19937 rng(2003);
  for (int game = 0; game < 6; ++game) {
    Game g = xdx(game == 0 ? std::string_view{} : std::string_view(game == 1 ? kMiddle : kStart));
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
  // The files past i and the ranks past 9 in ICCS: k0, a10.
  const Game g = xdx();
  bool k_file = false;
  for (Move m : g.legal_moves()) k_file = k_file || format_iccs(m, g.position().geometry()).rfind("k0", 0) == 0;
  CHECK(k_file);
  const Game b = xdx("rcnbakabncr/11/11/p1p1ppp1p1p/11/11/11/P1P1PPP1P1P/11/11/RCNBAKABNCR b - - 0 1");
  CHECK(targets(b, "a10") == std::set<std::string>{"a9", "a8"});
}

TEST_CASE("新大象戲: share link and PGN [Variant] round-trip", "[xindaxiang][share]") {
  Game g = xdx();
  std::mt19937 rng(11);
  for (int i = 0; i < 30 && !g.result().over(); ++i) {
    const std::vector<Move> legal = g.legal_moves();
    REQUIRE(g.play(legal[rng() % legal.size()]).ok());
  }
  const std::string link = share::encode_link(share::link_state_from_game(g));
  CHECK(link.find("v=xindaxiang") != std::string::npos);
  const share::LinkDecode d = share::decode_link(link);
  INFO(link << "  " << d.error);
  REQUIRE(d.ok());
  REQUIRE(d.game);
  CHECK(d.game->variant() == "xindaxiang");
  CHECK(d.game->fen() == g.fen());
  CHECK(d.game->history() == g.history());
  for (Notation n : {Notation::Chinese, Notation::Wxf, Notation::Iccs}) {
    const std::string pgn = notation::export_pgn(g, n);
    CHECK(pgn.find("[Variant \"xindaxiang\"]") != std::string::npos);
    const notation::ImportedGame back = notation::import_game(pgn);
    INFO(pgn << "\n" << back.error);
    REQUIRE(back.ok());
    CHECK(back.variant == "xindaxiang");
    CHECK(back.moves == g.history());
  }
}

TEST_CASE("新大象戲 with 只剩將帥 (bare_general, the same seed 003)", "[xindaxiang][terminal]") {
  // 「吃到对方只剩将或帅也为胜」: the elephant takes Black's last soldier two points away.
  Game g = xdx("5k5/11/11/11/11/11/11/11/2p8/11/B3K6 w - - 0 1", {"bare_general"});
  CHECK(!g.result().over());
  const notation::ParsedMove m = notation::parse_move(g.position(), "a0c2");
  INFO(m.error);
  REQUIRE(g.play(m.move).ok());
  CHECK(g.result().outcome == Outcome::RedWins);
  CHECK(g.result().reason == ResultReason::BareRoyal);
  // Without the add-on the game goes on.
  Game plain = xdx("5k5/11/11/11/11/11/11/11/2p8/11/B3K6 w - - 0 1");
  REQUIRE(plain.play(notation::parse_move(plain.position(), "a0c2").move).ok());
  CHECK(!plain.result().over());
}
