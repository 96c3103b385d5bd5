// The standard evaluation as a linear model of its weights (eval_weights.h), for the tuner
// (tools/ccpd_tune.cpp): on a 9x10 board evaluate() is a sum of weights times counts
// (material and square per piece, the mobility counts, the tempo), so a position becomes
// a short sparse vector once and any set of weights scores it by a dot product. Kept next
// to evaluate.cpp so the two change together; the tuner checks them against each other.
#pragma once

#include <cstdint>
#include <vector>

#include "core/position.h"
#include "core/search/eval_weights.h"

namespace xq {

// Parameter layout: material per kind, the square tables folded on the centre file (they
// are left-right symmetric: 10 rows x 5 files per kind), the two mobility weights, the tempo.
constexpr int kEvalValueAt = 0;
constexpr int kEvalPstAt = kEvalValueAt + kPieceKindCount;
constexpr int kEvalPstSize = 10 * 5;
constexpr int kEvalChariotMobilityAt = kEvalPstAt + kPieceKindCount * kEvalPstSize;
constexpr int kEvalHorseMobilityAt = kEvalChariotMobilityAt + 1;
constexpr int kEvalTempoAt = kEvalHorseMobilityAt + 1;
constexpr int kEvalParamCount = kEvalTempoAt + 1;

// The parameter of square table `kind` at (row, file) as EvalWeights::pst indexes it.
constexpr int eval_pst_param(int kind, int row, int file) {
  return kEvalPstAt + kind * kEvalPstSize + row * 5 + (file < 8 - file ? file : 8 - file);
}

// The weights as a parameter vector, and back (rounded to whole centipawns).
std::vector<double> eval_params(const EvalWeights& w);
EvalWeights eval_weights_from(const std::vector<double>& params);

struct EvalFeature {
  std::uint16_t param;
  std::int16_t count;  // Red's pieces count +1, Black's -1
};

// Appends the features of pos (a 9x10 board without add-on terms) from Red's point of view:
// the dot product with eval_params(w) is what evaluate() returns for Red with weights w.
void append_eval_features(const Position& pos, std::vector<EvalFeature>& out);

// evaluate() from Red's point of view (evaluate() answers for the side to move).
int evaluate_for_red(const Position& pos);

// A position whose static evaluation is what a search would stand pat on: not in check, and
// no capture wins material by static exchange.
bool quiet_for_tuning(Position& pos);

}  // namespace xq
