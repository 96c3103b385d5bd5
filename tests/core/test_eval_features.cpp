// The evaluation as a linear model (core/search/eval_features.h), what the tuner fits: the
// features times the weights in force are evaluate(), the parameter vector round-trips the
// weights, and the quietness test the tuner samples with.
#include <catch2/catch.hpp>
#include <random>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/movegen.h"
#include "core/search/eval_features.h"

namespace {

double dot(const std::vector<xq::EvalFeature>& features, const std::vector<double>& w) {
  double e = 0;
  for (const xq::EvalFeature& f : features) e += f.count * w[f.param];
  return e;
}

xq::Game game_at(const std::string& fen) {
  xq::GameOrError made = xq::Game::create("xiangqi", fen);
  REQUIRE(made.game);
  return std::move(*made.game);
}

bool same(const xq::EvalWeights& a, const xq::EvalWeights& b) {
  bool ok =
      a.chariot_mobility == b.chariot_mobility && a.horse_mobility == b.horse_mobility && a.tempo == b.tempo;
  for (int k = 0; k < xq::kPieceKindCount; ++k) {
    ok = ok && a.value[k] == b.value[k];
    for (int r = 0; r < 10; ++r)
      for (int f = 0; f < 9; ++f) ok = ok && a.pst[k][r][f] == b.pst[k][r][f];
  }
  return ok;
}

}  // namespace

TEST_CASE("eval features: the weights round-trip through the parameter vector", "[eval]") {
  CHECK(same(xq::eval_weights_from(xq::eval_params(xq::kHandWeights)), xq::kHandWeights));
  CHECK(same(xq::eval_weights_from(xq::eval_params(xq::kTunedWeights)), xq::kTunedWeights));
  CHECK(xq::eval_pst_param(3, 2, 1) == xq::eval_pst_param(3, 2, 7));  // folded on the centre file
  CHECK(xq::eval_pst_param(xq::kPieceKindCount - 1, 9, 4) + 1 ==
        xq::kEvalChariotMobilityAt);  // no gap, no overlap
}

TEST_CASE("eval features: features times the weights in force are evaluate()", "[eval]") {
  const std::vector<double> w = xq::eval_params(xq::kTunedWeights);
  std::mt19937 rng(2026);
  int positions = 0;
  for (int game = 0; game < 8; ++game) {
    xq::Game g = xq::Game::standard();
    for (int ply = 0; ply < 60; ++ply) {
      std::vector<xq::EvalFeature> features;
      xq::append_eval_features(g.position(), features);
      INFO(g.fen());
      CHECK(dot(features, w) == xq::evaluate_for_red(g.position()));
      ++positions;
      xq::MoveList moves;
      xq::generate_legal(g.position(), moves);
      if (moves.empty() || !g.play(moves[static_cast<int>(rng() % moves.size())]).ok()) break;
    }
  }
  CHECK(positions > 100);
}

TEST_CASE("eval features: quiet means no check and no capture that wins material", "[eval]") {
  xq::Position start = xq::Game::standard().position();
  CHECK(xq::quiet_for_tuning(start));
  // Red's chariot on a0 can take an undefended black chariot on a5: not quiet.
  xq::Position hanging = game_at("3k5/9/9/9/r8/9/9/9/9/R3K4 w - - 0 1").position();
  CHECK_FALSE(xq::quiet_for_tuning(hanging));
  // The same capture against a defended chariot of equal value wins nothing: quiet.
  xq::Position defended = game_at("3k5/9/9/r8/r8/9/9/9/9/R3K4 w - - 0 1").position();
  CHECK(xq::quiet_for_tuning(defended));
  // In check: never quiet.
  xq::Position check = game_at("4k4/9/9/9/9/9/9/9/9/3KR4 b - - 0 1").position();
  CHECK_FALSE(xq::quiet_for_tuning(check));
}
