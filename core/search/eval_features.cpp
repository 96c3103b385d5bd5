// The evaluation's features (eval_features.h). The counts mirror evaluate.cpp's standard
// path term for term; tools/ccpd_tune.cpp checks the dot product against evaluate() on
// every position it samples, so a drift between the two stops the tuner.
#include "core/search/eval_features.h"

#include <cmath>

#include "core/movegen.h"
#include "core/search/evaluate.h"
#include "core/search/see.h"

namespace xq {

std::vector<double> eval_params(const EvalWeights& w) {
  std::vector<double> p(kEvalParamCount, 0.0);
  for (int k = 0; k < kPieceKindCount; ++k) {
    p[kEvalValueAt + k] = w.value[k];
    for (int r = 0; r < 10; ++r)
      for (int f = 0; f < 9; ++f) p[eval_pst_param(k, r, f)] = w.pst[k][r][f];
  }
  p[kEvalChariotMobilityAt] = w.chariot_mobility;
  p[kEvalHorseMobilityAt] = w.horse_mobility;
  p[kEvalTempoAt] = w.tempo;
  return p;
}

EvalWeights eval_weights_from(const std::vector<double>& params) {
  auto at = [&](int i) { return static_cast<int>(std::lround(params[i])); };
  EvalWeights w{};
  for (int k = 0; k < kPieceKindCount; ++k) {
    w.value[k] = at(kEvalValueAt + k);
    for (int r = 0; r < 10; ++r)
      for (int f = 0; f < 9; ++f) w.pst[k][r][f] = at(eval_pst_param(k, r, f));
  }
  w.chariot_mobility = at(kEvalChariotMobilityAt);
  w.horse_mobility = at(kEvalHorseMobilityAt);
  w.tempo = at(kEvalTempoAt);
  return w;
}

void append_eval_features(const Position& pos, std::vector<EvalFeature>& out) {
  int acc[kEvalParamCount] = {};
  const Geometry& g = pos.geometry();
  for (int c = 0; c < 2; ++c) {
    const Color color = static_cast<Color>(c);
    const int sign = c == 0 ? 1 : -1;
    for (int k = 0; k < kPieceKindCount; ++k) {
      const Piece p(color, static_cast<PieceKind>(k));
      for (int i = 0; i < pos.count(p); ++i) {
        const Square s = pos.squares_of(p)[i];
        const int own_rank = c == 0 ? g.rank_of[s] : g.height - 1 - g.rank_of[s];
        const int own_file = c == 0 ? g.file_of[s] : g.width - 1 - g.file_of[s];
        acc[kEvalValueAt + k] += sign;
        acc[eval_pst_param(k, 9 - own_rank, own_file)] += sign;
      }
    }
    // Mobility-lite as evaluate.cpp counts it: empty points a chariot sees, horse steps
    // with a free leg onto a point not held by its own side.
    int chariot = 0, horse = 0;
    const Piece ch(color, PieceKind::Chariot);
    for (int i = 0; i < pos.count(ch); ++i) {
      const Square s = pos.squares_of(ch)[i];
      for (int d = 0; d < kDirectionCount; ++d) {
        const Ray& ray = g.rays[s][d];
        for (int j = 0; j < ray.length && pos.empty(ray.squares[j]); ++j) ++chariot;
      }
    }
    const Piece ho(color, PieceKind::Horse);
    const LeapSet* table = pos.leap_table(color, PieceKind::Horse);
    for (int i = 0; i < pos.count(ho); ++i) {
      const LeapSet& leaps = table[pos.squares_of(ho)[i]];
      for (int j = 0; j < leaps.count; ++j) {
        const Leap& l = leaps.leaps[j];
        if (!pos.empty(l.block)) continue;
        const Piece t = pos.piece_on(l.to);
        if (t.empty() || t.color() != color) ++horse;
      }
    }
    acc[kEvalChariotMobilityAt] += sign * chariot;
    acc[kEvalHorseMobilityAt] += sign * horse;
  }
  acc[kEvalTempoAt] = pos.side_to_move() == Color::Red ? 1 : -1;
  for (int i = 0; i < kEvalParamCount; ++i)
    if (acc[i] != 0) out.push_back({static_cast<std::uint16_t>(i), static_cast<std::int16_t>(acc[i])});
}

int evaluate_for_red(const Position& pos) {
  const int e = evaluate(pos);
  return pos.side_to_move() == Color::Red ? e : -e;
}

bool quiet_for_tuning(Position& pos) {
  if (pos.in_check()) return false;
  MoveList moves;
  generate_legal(pos, moves);
  for (Move m : moves)
    if (pos.is_capture(m) && see(pos, m) > 0) return false;
  return true;
}

}  // namespace xq
