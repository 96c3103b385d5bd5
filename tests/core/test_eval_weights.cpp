// The generated evaluation weights (core/search/eval_weights.inc, tools/ccpd_tune.cpp):
// the file has the layout the evaluation reads, the standard board plays with it, and
// the evaluation stays symmetric with it (file mirror; colours swapped).
#include <algorithm>
#include <catch2/catch.hpp>
#include <cctype>
#include <random>
#include <string>
#include <vector>

#include "core/fen.h"
#include "core/game.h"
#include "core/movegen.h"
#include "core/search/eval_weights.h"
#include "core/search/evaluate.h"

namespace {

using xq::EvalWeights;
using xq::PieceKind;

int eval_of(const std::string& fen) {
  xq::GameOrError made = xq::Game::create("xiangqi", fen);
  REQUIRE(made.game);
  return xq::evaluate(made.game->position());
}

// FEN's board field and side to move.
std::vector<std::string> board_rows(const std::string& fen) {
  std::vector<std::string> rows;
  std::string row;
  for (char ch : fen.substr(0, fen.find(' '))) {
    if (ch == '/')
      rows.push_back(row), row.clear();
    else
      row += ch;
  }
  rows.push_back(row);
  return rows;
}

std::string join(const std::vector<std::string>& rows, char side) {
  std::string out;
  for (std::size_t i = 0; i < rows.size(); ++i) out += (i ? "/" : "") + rows[i];
  return out + ' ' + side + " - - 0 1";
}

// Left and right swapped: every rank read backwards.
std::string mirror_files(const std::string& fen) {
  std::vector<std::string> rows = board_rows(fen);
  for (std::string& r : rows) std::reverse(r.begin(), r.end());
  return join(rows, fen[fen.find(' ') + 1]);
}

// Red and Black swapped: ranks reversed, cases swapped, the other side to move.
std::string swap_colours(const std::string& fen) {
  std::vector<std::string> rows = board_rows(fen);
  std::reverse(rows.begin(), rows.end());
  for (std::string& r : rows)
    for (char& ch : r)
      ch = std::isupper(static_cast<unsigned char>(ch)) ? static_cast<char>(std::tolower(ch))
                                                        : static_cast<char>(std::toupper(ch));
  return join(rows, fen[fen.find(' ') + 1] == 'w' ? 'b' : 'w');
}

}  // namespace

TEST_CASE("eval weights: the generated file has the expected layout", "[eval]") {
  const EvalWeights& w = xq::kTunedWeights;
  STATIC_REQUIRE(sizeof(w.value) / sizeof(w.value[0]) == xq::kPieceKindCount);
  STATIC_REQUIRE(sizeof(w.pst) / sizeof(w.pst[0]) == xq::kPieceKindCount);
  STATIC_REQUIRE(sizeof(w.pst[0]) / sizeof(w.pst[0][0]) == 10);
  STATIC_REQUIRE(sizeof(w.pst[0][0]) / sizeof(w.pst[0][0][0]) == 9);
  CHECK(w.value[0] == 0);  // the general is never captured
  // Sane numbers: the chariot is the strongest piece, a soldier before the river the
  // weakest, mobility and tempo count for something but not for a piece.
  for (int k = 1; k < xq::kPieceKindCount; ++k) {
    CHECK(w.value[k] > 0);
    CHECK(w.value[k] <= w.value[xq::index_of(PieceKind::Chariot)]);
    CHECK(w.value[k] >= w.value[xq::index_of(PieceKind::Soldier)]);
  }
  CHECK(w.chariot_mobility >= 0);
  CHECK(w.horse_mobility >= 0);
  CHECK(w.tempo >= 0);
  CHECK(w.tempo < w.value[xq::index_of(PieceKind::Soldier)] + 50);
  // Left-right symmetric tables, no square worth more than a horse.
  for (int k = 0; k < xq::kPieceKindCount; ++k)
    for (int r = 0; r < 10; ++r)
      for (int f = 0; f < 9; ++f) {
        CHECK(w.pst[k][r][f] == w.pst[k][r][8 - f]);
        CHECK(std::abs(w.pst[k][r][f]) < w.value[xq::index_of(PieceKind::Horse)]);
      }
}

TEST_CASE("eval weights: the standard board evaluates with the generated weights", "[eval]") {
  const EvalWeights& w = xq::kTunedWeights;
  const int chariot = xq::index_of(PieceKind::Chariot);
  // A lone chariot on a0 sees a1..a9 and b0..d0 (the general on e0 stops it): 12 points.
  // The black general stands on d9 (the generals may not face), e0 against d9 in the table.
  const int generals = w.pst[0][9][4] - w.pst[0][9][5];
  const int red = w.value[chariot] + w.pst[chariot][9][0] + 12 * w.chariot_mobility + generals;
  CHECK(eval_of("3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1") == red + w.tempo);
  CHECK(eval_of("3k5/9/9/9/9/9/9/9/9/R3K4 b - - 0 1") == -red + w.tempo);
  // A horse on e2 with every leg free reaches c1, c3, d4, f4, g3, g1, d0 and f0: 8 steps.
  // The black general stands on d9, so the generals' table squares differ (e0 against d9).
  const int horse = xq::index_of(PieceKind::Horse);
  CHECK(eval_of("3k5/9/9/9/9/9/9/4N4/9/4K4 w - - 0 1") ==
        w.value[horse] + w.pst[horse][7][4] + 8 * w.horse_mobility + generals + w.tempo);
}

TEST_CASE("eval weights: mirrored and colour-swapped positions score the same for the mover", "[eval]") {
  std::vector<std::string> fens = {
      xq::Game::kStandardFen,
      "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R b - - 0 1",
      "3k5/4a4/4b4/9/2p6/6H2/9/4C4/9/3AK4 w - - 0 1",
  };
  // Positions from random playouts of the start (fixed seed): middlegames of every shape.
  std::mt19937 rng(18);
  for (int game = 0; game < 6; ++game) {
    xq::GameOrError made = xq::Game::create("xiangqi", xq::Game::kStandardFen);
    REQUIRE(made.game);
    for (int ply = 0; ply < 40; ++ply) {
      xq::MoveList moves;
      xq::generate_legal(made.game->position(), moves);
      if (moves.empty()) break;
      if (!made.game->play(moves[static_cast<int>(rng() % moves.size())]).ok()) break;
      if (ply % 10 == 9) fens.push_back(xq::to_fen(made.game->position()));
    }
  }
  for (const std::string& fen : fens) {
    INFO(fen);
    const int e = eval_of(fen);
    CHECK(eval_of(mirror_files(fen)) == e);
    CHECK(eval_of(swap_colours(fen)) == e);
    CHECK(eval_of(mirror_files(swap_colours(fen))) == e);
  }
}
