// ccpd-tune: fits the standard evaluation's weights (core/search/eval_weights.h) to the
// results of real games, Texel-style, and writes core/search/eval_weights.inc. Made for the
// Chinese-Chess-Practical-Dataset (Yu-Han Tseng, CC BY 4.0), which a user's clone does not
// have; scripts/tune runs it from ../shared:
//
//   xz -dc ../shared/data/ccpd/games.pgn.xz | build/native/bin/ccpd-tune > core/search/eval_weights.inc
//
// Positions: every game on the standard board that replays legally and has a decisive or
// drawn result; from ply 8 on, each position that is not in check, where no capture wins
// material by SEE and whose game move is not a capture (quiet: the static evaluation is
// what the search would stand pat on). Each is labelled with the game's result from Red's
// side (1, 0.5, 0). Every 10th game is held out: its positions are never fitted, only scored.
//
// Model: the evaluation is linear in its weights on the standard board (material + square
// bonus per piece, the two mobility counts, the tempo), so each position becomes a sparse
// feature vector once, and the tool checks that the vector reproduces evaluate() exactly
// before fitting. Error: the mean of (result - sigmoid(K * eval))^2 with sigmoid(x) =
// 1 / (1 + 10^(-x / 400)). K is fitted first on the hand weights (golden-section search),
// then the weights by full-batch Adam, with a small pull towards the hand weights (a
// square that few games visit keeps its hand value; it also pins the otherwise free split
// between a kind's material and its table). The tables stay left-right symmetric.
//
//   ccpd-tune [--blend F] [--pst-only] [--iterations N] < games.pgn
//     --blend F   write hand + F * (fitted - hand) (e.g. 0.5: half-way)
//     --pst-only  fit only the square tables; material, mobility and tempo stay hand-made
// Statistics go to stderr; the generated file to stdout. Deterministic: same input, same file.
// Exit status: 0 done, 3 no positions read, 4 the model differs from evaluate() (or an
// internal error), 64 bad arguments.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

#include "core/notation/pgn.h"
#include "core/search/eval_features.h"

namespace {

using xq::Color;

constexpr int kSkipPlies = 8;  // openings are book knowledge, not evaluation
constexpr int kHeldOutEvery = 10;
constexpr double kPrior = 2e-9;  // pull towards the hand weights, per cp^2
constexpr int kParams = xq::kEvalParamCount;

struct Sample {
  std::uint32_t begin, end;  // into the feature pool
  float result;              // from Red's side
};

struct Set {
  std::vector<xq::EvalFeature> features;
  std::vector<Sample> samples;
};

void add_sample(const xq::Position& pos, Set& set, float result) {
  Sample sample{static_cast<std::uint32_t>(set.features.size()), 0, result};
  xq::append_eval_features(pos, set.features);
  sample.end = static_cast<std::uint32_t>(set.features.size());
  set.samples.push_back(sample);
}

double linear_eval(const Set& set, const Sample& s, const std::vector<double>& w) {
  double e = 0;
  for (std::uint32_t i = s.begin; i < s.end; ++i) e += set.features[i].count * w[set.features[i].param];
  return e;
}

double sigmoid(double k, double e) {
  return 1.0 / (1.0 + std::pow(10.0, -k * e / 400.0));
}

double mean_error(const Set& set, const std::vector<double>& w, double k) {
  double sum = 0;
  for (const Sample& s : set.samples) {
    const double d = s.result - sigmoid(k, linear_eval(set, s, w));
    sum += d * d;
  }
  return set.samples.empty() ? 0 : sum / static_cast<double>(set.samples.size());
}

// Golden-section search for the K that minimises the error of the given weights.
double fit_k(const Set& set, const std::vector<double>& w) {
  double lo = 0.05, hi = 4.0;
  const double phi = (std::sqrt(5.0) - 1) / 2;
  double a = hi - phi * (hi - lo), b = lo + phi * (hi - lo);
  double fa = mean_error(set, w, a), fb = mean_error(set, w, b);
  while (hi - lo > 1e-4) {
    if (fa < fb) {
      hi = b, b = a, fb = fa, a = hi - phi * (hi - lo), fa = mean_error(set, w, a);
    } else {
      lo = a, a = b, fa = fb, b = lo + phi * (hi - lo), fb = mean_error(set, w, b);
    }
  }
  return (lo + hi) / 2;
}

void print_weights(const xq::EvalWeights& w, const char* header) {
  std::printf("%s", header);
  std::printf("// clang-format off\ninline constexpr EvalWeights kTunedWeights = {\n    {");
  for (int k = 0; k < xq::kPieceKindCount; ++k) std::printf("%s%d", k ? ", " : "", w.value[k]);
  std::printf("},  // General, Advisor, Elephant, Horse, Chariot, Cannon, Soldier\n    {\n");
  const char* const names[] = {"General", "Advisor", "Elephant", "Horse", "Chariot", "Cannon", "Soldier"};
  for (int k = 0; k < xq::kPieceKindCount; ++k) {
    std::printf("        {  // %s\n", names[k]);
    for (int r = 0; r < 10; ++r) {
      std::printf("            {");
      for (int f = 0; f < 9; ++f) std::printf("%s%4d", f ? ", " : "", w.pst[k][r][f]);
      std::printf("},\n");
    }
    std::printf("        },\n");
  }
  std::printf(
      "    },\n    %d,  // chariot mobility\n    %d,  // horse mobility\n    %d,  // tempo\n};\n// "
      "clang-format on\n",
      w.chariot_mobility, w.horse_mobility, w.tempo);
}

int run(int argc, char** argv) {
  double blend = 1.0;
  bool pst_only = false;
  int iterations = 600;
  std::string args;  // for the generated file's header
  for (int i = 1; i < argc; ++i) args += std::string(" ") + argv[i];
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    char* end = nullptr;
    if (a == "--blend" && i + 1 < argc) {
      blend = std::strtod(argv[++i], &end);
      if (end == argv[i] || *end != '\0' || !(blend >= 0.0 && blend <= 1.0)) {
        std::cerr << "ccpd-tune: --blend wants a number from 0 to 1, not \"" << argv[i] << "\"\n";
        return 64;
      }
    } else if (a == "--pst-only") {
      pst_only = true;
    } else if (a == "--iterations" && i + 1 < argc) {
      iterations = static_cast<int>(std::strtol(argv[++i], &end, 10));
      if (end == argv[i] || *end != '\0' || iterations < 1 || iterations > 100000) {
        std::cerr << "ccpd-tune: --iterations wants a whole number from 1 to 100000, not \"" << argv[i]
                  << "\"\n";
        return 64;
      }
    } else {
      std::cerr << "usage: ccpd-tune [--blend F] [--pst-only] [--iterations N] < games.pgn\n";
      return 64;
    }
  }
  const auto t0 = std::chrono::steady_clock::now();
  std::ios::sync_with_stdio(false);
  const std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
  xq::notation::PgnReader reader(text);
  xq::notation::PgnGame game;
  xq::notation::PgnError tag_error;
  Set train, held_out;
  long games = 0, used = 0, checked = 0;
  const std::vector<double> tuned_now = xq::eval_params(xq::kTunedWeights);
  while (reader.next(game, tag_error)) {
    const int index = static_cast<int>(games++);
    if (!tag_error.reason.empty()) continue;
    const xq::notation::PgnReplay r = xq::notation::replay(game, index);
    if (!r.ok() || &r.start.geometry() != &xq::xiangqi_geometry()) continue;
    float result;
    if (r.result == "1-0")
      result = 1.0f;
    else if (r.result == "0-1")
      result = 0.0f;
    else if (r.result == "1/2-1/2")
      result = 0.5f;
    else
      continue;
    ++used;
    Set& set = index % kHeldOutEvery == kHeldOutEvery - 1 ? held_out : train;
    xq::Position pos = r.start;
    for (std::size_t i = 0; i < r.moves.size(); ++i) {
      const xq::Move next = r.moves[i];
      if (static_cast<int>(i) >= kSkipPlies && !pos.is_capture(next) && xq::quiet_for_tuning(pos)) {
        add_sample(pos, set, result);
        // The model must be the evaluation: compare with the weights compiled in.
        const double model = linear_eval(set, set.samples.back(), tuned_now);
        const int red_view = xq::evaluate_for_red(pos);
        if (std::lround(model) != red_view) {
          std::cerr << "ccpd-tune: the model says " << model << " where evaluate() says " << red_view
                    << " (game " << index + 1 << ", ply " << i << ")\n";
          return 4;
        }
        ++checked;
      }
      xq::UndoInfo undo;
      pos.do_move(next, undo);
    }
  }
  const auto t1 = std::chrono::steady_clock::now();
  std::fprintf(stderr,
               "ccpd-tune: %ld games read, %ld used; %zu training positions, %zu held out (%ld checked "
               "against evaluate()), %.1f s\n",
               games, used, train.samples.size(), held_out.samples.size(), checked,
               std::chrono::duration<double>(t1 - t0).count());
  if (train.samples.empty() || held_out.samples.empty()) {
    std::cerr << "ccpd-tune: no positions\n";
    return 3;
  }

  const std::vector<double> hand = xq::eval_params(xq::kHandWeights);
  const double k = fit_k(train, hand);
  const double train_before = mean_error(train, hand, k), held_before = mean_error(held_out, hand, k);
  std::fprintf(stderr, "K = %.4f; hand weights: training error %.6f, held-out error %.6f\n", k, train_before,
               held_before);

  // Which parameters move: never the general's material (both sides always have one).
  std::vector<char> free(kParams, 1);
  free[xq::kEvalValueAt + 0] = 0;
  if (pst_only) {
    for (int i = 0; i < xq::kEvalPstAt; ++i) free[i] = 0;
    free[xq::kEvalChariotMobilityAt] = free[xq::kEvalHorseMobilityAt] = free[xq::kEvalTempoAt] = 0;
  }
  std::vector<double> w = hand, m(kParams, 0.0), v(kParams, 0.0), grad(kParams);
  const double n = static_cast<double>(train.samples.size());
  const double slope = k * std::log(10.0) / 400.0;
  for (int it = 1; it <= iterations; ++it) {
    std::fill(grad.begin(), grad.end(), 0.0);
    for (const Sample& s : train.samples) {
      const double p = sigmoid(k, linear_eval(train, s, w));
      const double d = -2.0 * (s.result - p) * p * (1 - p) * slope / n;
      for (std::uint32_t i = s.begin; i < s.end; ++i)
        grad[train.features[i].param] += d * train.features[i].count;
    }
    // Adam, the step shrinking from 2 cp to 0.1 cp.
    const double lr = 0.1 + 1.9 * (1.0 - static_cast<double>(it) / iterations);
    for (int i = 0; i < kParams; ++i) {
      if (!free[i]) continue;
      const bool prior =
          i >=
          xq::kEvalPstAt;  // material and tempo are free; the tables and mobility lean on the hand values
      const double g = grad[i] + (prior ? 2 * kPrior * (w[i] - hand[i]) : 0.0);
      m[i] = 0.9 * m[i] + 0.1 * g;
      v[i] = 0.999 * v[i] + 0.001 * g * g;
      const double mh = m[i] / (1 - std::pow(0.9, it)), vh = v[i] / (1 - std::pow(0.999, it));
      w[i] -= lr * mh / (std::sqrt(vh) + 1e-12);
    }
    if (it % 100 == 0)
      std::fprintf(stderr, "  iteration %d: training error %.6f, held-out %.6f\n", it,
                   mean_error(train, w, k), mean_error(held_out, w, k));
  }
  std::vector<double> out(kParams);
  for (int i = 0; i < kParams; ++i) out[i] = hand[i] + blend * (w[i] - hand[i]);
  const xq::EvalWeights final_weights = xq::eval_weights_from(out);
  const std::vector<double> as_double = xq::eval_params(final_weights);
  const double train_after = mean_error(train, as_double, k), held_after = mean_error(held_out, as_double, k);
  const auto t2 = std::chrono::steady_clock::now();
  std::fprintf(stderr,
               "written weights (blend %.2f%s): training error %.6f, held-out error %.6f; %.1f s in all\n",
               blend, pst_only ? ", tables only" : "", train_after, held_after,
               std::chrono::duration<double>(t2 - t0).count());

  char header[2048];
  std::snprintf(
      header, sizeof header,
      "// Generated by tools/ccpd_tune.cpp (scripts/tune) from the Chinese-Chess-Practical-Dataset by\n"
      "// Yu-Han Tseng (CC BY 4.0). Do not edit: regenerate with scripts/tune, or\n"
      "//   xz -dc ../shared/data/ccpd/games.pgn.xz | build/native/bin/ccpd-tune%s > "
      "core/search/eval_weights.inc\n"
      "// %ld games read, %ld used; %zu quiet training positions, %zu held out (every %dth game).\n"
      "// K = %.4f. Mean squared error, hand weights -> these: training %.6f -> %.6f,\n"
      "// held-out %.6f -> %.6f. Blend %.2f of the fit (1 = all of it)%s.\n"
      "// Included by eval_weights.h inside namespace xq; the standard board evaluates with it.\n",
      args.c_str(), games, used, train.samples.size(), held_out.samples.size(), kHeldOutEvery, k,
      train_before, train_after, held_before, held_after, blend, pst_only ? ", tables only" : "");
  print_weights(final_weights, header);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const std::exception& e) {
    std::cerr << "ccpd-tune: internal error: " << e.what() << "\n";
    return 4;
  }
}
