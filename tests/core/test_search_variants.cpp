// The engine on every variant: each built-in preset, alone and with each add-on the
// core offers, gets a legal move from its start and from random playout positions; the
// evaluation stays inside the board on wider boards and values add-on powers.
#include <algorithm>
#include <catch2/catch.hpp>
#include <random>
#include <string>
#include <vector>

#include "core/fen.h"
#include "core/rules/flag_ring.h"
#include "core/rules/revived_soldier.h"
#include "core/rules/module_registry.h"
#include "core/search/eval_weights.h"
#include "core/game.h"
#include "core/ring.h"
#include "core/search/evaluate.h"
#include "core/search/search.h"

namespace {

// Rule sets to try: each preset alone, then with each available add-on it accepts.
struct RulesCase {
  std::string variant;
  std::vector<std::string> addons;
  std::string label() const {
    std::string s = variant;
    for (const auto& a : addons) s += "+" + a;
    return s;
  }
};

std::vector<RulesCase> all_rules_cases() {
  std::vector<RulesCase> out;
  for (const xq::VariantInfo& v : xq::list_variants()) {
    out.push_back({v.id, {}});
    for (const xq::AddonChoice& a : xq::list_addons())
      if (a.available) {
        std::vector<std::string> ids = a.needs;  // 宮旗 comes with the ring and 宮策略
        ids.push_back(a.id);
        out.push_back({v.id, ids});
      }
  }
  return out;
}

bool is_legal_now(const xq::Game& game, xq::Move m) {
  const std::vector<xq::Move> legal = game.legal_moves();
  return std::find(legal.begin(), legal.end(), m) != legal.end();
}

}  // namespace

TEST_CASE("every preset and add-on: the engine moves legally from the start and 20 playouts", "[search][variants][exhaustive]") {
  const std::vector<RulesCase> cases = all_rules_cases();
  REQUIRE(cases.size() >= 2);  // xiangqi and shanjie at least
  std::mt19937 rng(6);
  xq::Searcher searcher(2);
  int searched = 0, xiangqi_addons = 0;
  for (const RulesCase& c : cases) {
    INFO(c.label());
    xq::RuleOptions options;
    options.addons = c.addons;
    const xq::GameOrError made = xq::Game::create(c.variant, "", options);
    // Every available add-on must at least combine with standard xiangqi.
    if (c.variant == "xiangqi") {
      REQUIRE(made.game);
      xiangqi_addons += c.addons.empty() ? 0 : 1;
    }
    if (!made.game) continue;  // an add-on this preset cannot take (the core says why)
    for (int trial = 0; trial <= 20; ++trial) {
      xq::Game game = *made.game;
      const int plies = trial == 0 ? 0 : 1 + static_cast<int>(rng() % 80);
      for (int i = 0; i < plies && !game.result().over(); ++i) {
        const std::vector<xq::Move> legal = game.legal_moves();
        REQUIRE(game.play(legal[rng() % legal.size()]).ok());
      }
      if (game.result().over()) continue;
      INFO("trial " << trial << ": " << game.fen());
      xq::SearchLimits limits;
      limits.depth = 3;
      limits.nodes = 3000;
      const xq::SearchResult r = searcher.search(game, limits);
      CHECK(is_legal_now(game, r.best));
      for (xq::Move m : r.pv) {  // the PV is playable move by move under these rules
        REQUIRE(game.play(m).ok());
        if (game.result().over()) break;
      }
      ++searched;
    }
  }
  int available = 0;
  for (const xq::AddonChoice& a : xq::list_addons()) available += a.available ? 1 : 0;
  CHECK(xiangqi_addons == available);
  CHECK(searched >= 2 * 18);
}

TEST_CASE("evaluation on the 11x10 mountain board stays on the board and is symmetric", "[search][eval][variants]") {
  const xq::GameOrError red = xq::Game::create("shanjie");
  REQUIRE(red.game);
  const xq::Position& pos = red.game->position();
  const xq::Geometry& g = pos.geometry();
  REQUIRE(g.width == 11);
  // Every piece on every point has a finite, sane material + square value (the 9x10
  // tables are mapped, never indexed past their edge; ASan runs this too).
  for (int c = 0; c < 2; ++c)
    for (int k = 0; k < xq::kPieceKindCount; ++k)
      for (int s = 0; s < g.size; ++s) {
        if (!g.exists[s]) continue;
        const xq::Piece p(static_cast<xq::Color>(c), static_cast<xq::PieceKind>(k));
        const int v = xq::piece_square_score(pos, p, static_cast<xq::Square>(s));
        CHECK(std::abs(v) < 2000);
      }
  // The start looks the same to both sides.
  const std::string fen = red.game->fen();
  const std::string black_fen = fen.substr(0, fen.find(' ')) + " b - - 0 1";
  const xq::GameOrError black = xq::Game::create("shanjie", black_fen);
  REQUIRE(black.game);
  CHECK(xq::evaluate(pos) == xq::evaluate(black.game->position()));
  // 山界 (seed 000: 「[象]增加了兩個自由可飛點」): the elephant's extra points make it
  // worth more than on the standard board, from the same derived-value rule.
  const xq::Game standard = xq::Game::standard();
  const xq::Square e_std = standard.position().squares_of(xq::Piece(xq::Color::Red, xq::PieceKind::Elephant))[0];
  const xq::Square e_mtn = pos.squares_of(xq::Piece(xq::Color::Red, xq::PieceKind::Elephant))[0];
  const xq::Square c_mtn = pos.squares_of(xq::Piece(xq::Color::Red, xq::PieceKind::Chariot))[0];
  CHECK(xq::piece_square_score(pos, xq::Piece(xq::Color::Red, xq::PieceKind::Elephant), e_mtn) >
        xq::piece_square_score(standard.position(), xq::Piece(xq::Color::Red, xq::PieceKind::Elephant), e_std));
  CHECK(xq::piece_square_score(pos, xq::Piece(xq::Color::Red, xq::PieceKind::Chariot), c_mtn) > 600);
}

TEST_CASE("an active add-on power raises the evaluation of its side", "[search][eval][variants]") {
  // 破河象 (river_elephant): once a side has no horse left, its elephants may cross the
  // river. Red has no horses here, Black keeps both.
  const char* fen = "rnbakabnr/9/9/4p4/9/9/9/9/9/R1BAKAB1R w - - 0 1";
  const xq::GameOrError plain = xq::Game::create("xiangqi", fen);
  xq::RuleOptions options;
  options.addons = {"river_elephant"};
  const xq::GameOrError powered = xq::Game::create("xiangqi", fen, options);
  REQUIRE(plain.game);
  REQUIRE(powered.game);
  const int without = xq::evaluate(plain.game->position());
  const int with = xq::evaluate(powered.game->position());
  INFO("without " << without << " with " << with);
  CHECK(with > without + 20);
  // With a red horse back on the board the power is off: no difference.
  const char* fen2 = "rnbakabnr/9/9/4p4/9/9/9/9/9/RNBAKAB1R w - - 0 1";
  const xq::GameOrError plain2 = xq::Game::create("xiangqi", fen2);
  const xq::GameOrError powered2 = xq::Game::create("xiangqi", fen2, options);
  REQUIRE(plain2.game);
  REQUIRE(powered2.game);
  CHECK(xq::evaluate(plain2.game->position()) == xq::evaluate(powered2.game->position()));
}

TEST_CASE("Game::play accepts every move the generator lists under an add-on power", "[variants][rules]") {
  // 王者士 (kings_advisor): Black has no cannon left, so its advisors step like the
  // general; d7d6 is listed by the generator and must be playable (it was refused with
  // "an advisor moves one point diagonally" before the tables became the authority).
  xq::RuleOptions options;
  options.addons = {"kings_advisor"};
  const xq::GameOrError made =
      xq::Game::create("xiangqi", "1nb1ka2R/7C1/b2a1rn2/9/p1p1p3p/P1P6/6p2/4BA2R/7N1/2BA1K3 b - - 1 40", options);
  REQUIRE(made.game);
  xq::Game game = *made.game;
  std::vector<xq::Move> legal = game.legal_moves();
  for (xq::Move m : legal) {
    xq::Game copy = game;
    CHECK(copy.play(m).ok());
  }
  const xq::Move d7d6(game.position().geometry().square(3, 7), game.position().geometry().square(3, 6));
  CHECK(std::find(legal.begin(), legal.end(), d7d6) != legal.end());
  CHECK(game.play(d7d6).ok());
}

namespace {

// The standard board with an add-on's state switched on, for evaluation terms the
// presets cannot reach yet. Static: the evaluation caches its tables per geometry.
const xq::Geometry& board_with(bool ring, bool revive) {
  static const xq::Geometry* ring_board = [] {
    auto* g = new xq::Geometry(xq::xiangqi_geometry());
    g->flag_track = xq::kDefaultFlagTrack;
    std::string error;
    REQUIRE(xq::attach_rule_modules({"flag_ring"}, *g, error));
    return g;
  }();
  static const xq::Geometry* revive_board = [] {
    auto* g = new xq::Geometry(xq::xiangqi_geometry());
    std::string error;
    REQUIRE(xq::attach_rule_modules({"revived_soldier"}, *g, error));
    return g;
  }();
  return ring ? *ring_board : revive ? *revive_board : xq::xiangqi_geometry();
}

xq::Position position_on(const xq::Geometry& g, const char* fen) {
  xq::FenResult r = xq::parse_fen(fen, g);
  REQUIRE(r.ok());
  return r.position;
}

}  // namespace

TEST_CASE("解將旗: the flag race counts in the evaluation", "[search][eval][variants]") {
  const char* fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
  const xq::Position plain = position_on(xq::xiangqi_geometry(), fen);
  xq::Position race = position_on(board_with(true, false), fen);
  // Both flags on their start cells (21 apart either way): no difference.
  set_flag_cell(race, xq::Color::Red, xq::kDefaultFlagTrack.start[0]);
  set_flag_cell(race, xq::Color::Black, xq::kDefaultFlagTrack.start[1]);
  CHECK(xq::evaluate(race) == xq::evaluate(plain));
  // Red's flag has run 20 cells: one cell behind Black's, every black check is a risk.
  set_flag_cell(race, xq::Color::Red, 20);
  CHECK(xq::evaluate(race) == xq::evaluate(plain) + 4 * (41 - 1) + 60);
  // The mirror: Black one behind Red's flag.
  set_flag_cell(race, xq::Color::Red, 0);
  set_flag_cell(race, xq::Color::Black, 41);
  CHECK(xq::evaluate(race) == xq::evaluate(plain) - 4 * (41 - 1) - 60);
}

TEST_CASE("還魂卒: revivable soldiers and the right to revive count", "[search][eval][variants]") {
  // Red has lost two soldiers (a3 and c3 are empty start points), Black none.
  const char* fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/4P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
  const xq::Position plain = position_on(xq::xiangqi_geometry(), fen);
  xq::Position revive = position_on(board_with(false, true), fen);
  REQUIRE(soldiers_captured(revive, xq::Color::Red) == 2);
  CHECK(xq::evaluate(revive) == xq::evaluate(plain) + 2 * 8);
  set_revive_right(revive, xq::Color::Red, true);
  CHECK(xq::evaluate(revive) == xq::evaluate(plain) + 2 * 8 + 20);
}

TEST_CASE("宮策略: the power of the general's point counts in the evaluation", "[search][eval][variants]") {
  // docs/variants.md's map: the general on e2 grants 暢馬 (no horse leg) to both red
  // horses, on e1 可飛將; on its start point e0 nothing.
  xq::RuleOptions options;
  options.addons = {"palace_strategy"};
  auto eval_of = [&](const char* fen, bool with) {
    const xq::GameOrError g = with ? xq::Game::create("xiangqi", fen, options) : xq::Game::create("xiangqi", fen);
    REQUIRE(g.game);
    return xq::evaluate(g.game->position());
  };
  const char* start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
  const char* on_e2 = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2K2C1/9/RNBA1ABNR w - - 0 1";
  const char* on_e1 = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";
  CHECK(eval_of(start, true) == eval_of(start, false));
  // 2 x 40 for the power, plus the horse mobility term: steps over a leg now count.
  const int gain = eval_of(on_e2, true) - eval_of(on_e2, false);
  CHECK(gain >= 2 * 40);
  CHECK(gain <= 2 * 40 + 2 * xq::kTunedWeights.horse_mobility * 8);
  CHECK(eval_of(on_e1, true) == eval_of(on_e1, false) + 30);
}

TEST_CASE("evaluation: a role on the generic tables keeps its value (衛國's horse and soldier)", "[search][eval]") {
  using namespace xq;
  // A variant with custom types walks every piece on the generic tables, where the role
  // step tables the value derivation read are empty: it used to halve horses, soldiers,
  // advisors and elephants. Same piece, same point, as in 象棋: about the same worth.
  auto worth = [](const char* variant, const char* with) {
    GameOrError a = Game::create(variant, with, RuleOptions{});
    GameOrError b = Game::create(variant, "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", RuleOptions{});
    REQUIRE(a.game);
    REQUIRE(b.game);
    return evaluate(a.game->position()) - evaluate(b.game->position());
  };
  for (const char* fen : {"3k5/9/9/9/9/9/9/9/9/1N2K4 w - - 0 1", "3k5/9/9/9/9/9/P8/9/9/4K4 w - - 0 1"}) {
    INFO(fen);
    const int standard = worth("xiangqi", fen), generic = worth("weiguo", fen);
    CHECK(generic * 10 >= standard * 8);
    CHECK(generic * 10 <= standard * 12);
  }
  // 衛國's elephant goes 2 or 3 points anywhere: worth more than the standard one.
  CHECK(worth("weiguo", "3k5/9/9/9/9/9/9/9/9/2B1K4 w - - 0 1") >
        worth("xiangqi", "3k5/9/9/9/9/9/9/9/9/2B1K4 w - - 0 1"));
}
