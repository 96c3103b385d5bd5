// Evaluation: material, hand-tuned piece-square tables, mobility-lite.
#include "core/search/evaluate.h"

namespace xq {
namespace {

constexpr int kValue[kPieceKindCount] = {
    0,    // General (never captured; mate is scored by the search)
    120,  // Advisor
    120,  // Elephant
    270,  // Horse
    600,  // Chariot
    285,  // Cannon
    30,   // Soldier (before the river; the table adds the crossing bonus)
};

// Piece-square tables, as Red sees the board: the first row is rank 9 (Black's back
// rank, the far side), the last row rank 0 (Red's back rank). Black reads them mirrored.
using Table = int[10][9];

// clang-format off
constexpr Table kSoldier = {
    {  0,   0,   0,   0,   0,   0,   0,   0,   0},  // 老兵 on the last rank: little use
    { 20,  30,  50,  65,  70,  65,  50,  30,  20},  // the palace rank: most dangerous
    { 20,  30,  45,  55,  55,  55,  45,  30,  20},
    { 20,  27,  30,  40,  42,  40,  30,  27,  20},
    { 10,  18,  22,  35,  40,  35,  22,  18,  10},  // just across the river
    {  3,   0,   4,   0,   7,   0,   4,   0,   3},
    { -2,   0,  -2,   0,   6,   0,  -2,   0,  -2},  // start rank
    {  0,   0,   0,   0,   0,   0,   0,   0,   0},
    {  0,   0,   0,   0,   0,   0,   0,   0,   0},
    {  0,   0,   0,   0,   0,   0,   0,   0,   0},
};

constexpr Table kHorse = {
    {  2,   2,   2,   8,   2,   8,   2,   2,   2},
    {  2,   8,  15,   9,   6,   9,  15,   8,   2},
    {  4,  10,  11,  15,  11,  15,  11,  10,   4},  // 臥槽 / 掛角 squares
    {  5,  20,  12,  19,  12,  19,  12,  20,   5},
    {  2,  12,  11,  15,  16,  15,  11,  12,   2},
    {  2,  10,  13,  14,  15,  14,  13,  10,   2},
    {  4,   6,  10,  15,  11,  15,  10,   6,   4},
    {  4,   2,   8,   8,   4,   8,   8,   2,   4},
    {  0,   2,   4,   4,  -2,   4,   4,   2,   0},
    {  0,  -4,   0,   0,   0,   0,   0,  -4,   0},  // undeveloped on the back rank
};

constexpr Table kChariot = {
    { 14,  14,  12,  18,  16,  18,  12,  14,  14},
    { 16,  20,  18,  24,  26,  24,  18,  20,  16},
    { 12,  12,  12,  18,  18,  18,  12,  12,  12},
    { 12,  18,  16,  22,  22,  22,  16,  18,  12},
    { 12,  14,  12,  18,  18,  18,  12,  14,  12},
    { 12,  16,  14,  20,  20,  20,  14,  16,  12},  // river bank (巡河)
    {  6,  10,   8,  14,  14,  14,   8,  10,   6},
    {  4,   8,   6,  14,  12,  14,   6,   8,   4},
    {  8,   4,   8,  16,   8,  16,   8,   4,   8},
    { -2,  10,   6,  14,  12,  14,   6,  10,  -2},  // corner chariot should come out
};

constexpr Table kCannon = {
    {  6,   4,   0, -10, -12, -10,   0,   4,   6},  // 沉底炮 on the back rank
    {  2,   2,   0,  -4, -14,  -4,   0,   2,   2},
    {  2,   2,   0, -10,  -8, -10,   0,   2,   2},
    {  0,   0,  -2,   4,  10,   4,  -2,   0,   0},
    {  0,   0,   0,   2,   8,   2,   0,   0,   0},
    { -2,   0,   4,   2,   6,   2,   4,   0,  -2},
    {  0,   0,   0,   2,   4,   2,   0,   0,   0},
    {  4,   0,   8,   6,  10,   6,   8,   0,   4},  // central cannon (中炮) file
    {  0,   2,   4,   6,   6,   6,   4,   2,   0},
    {  0,   0,   2,   6,   6,   6,   2,   0,   0},
};

// Defenders: only ranks 0..2 matter (they never leave their side/palace).
constexpr Table kAdvisor = {
    {0}, {0}, {0}, {0}, {0}, {0}, {0},
    {  0,   0,   0,   0,   0,   0,   0,   0,   0},
    {  0,   0,   0,   0,   3,   0,   0,   0,   0},  // palace centre
    {  0,   0,   0,   0,   0,   0,   0,   0,   0},
};
constexpr Table kElephant = {
    {0}, {0}, {0}, {0}, {0},
    {  0,   0,  -2,   0,   0,   0,  -2,   0,   0},
    {  0,   0,   0,   0,   0,   0,   0,   0,   0},
    { -2,   0,   0,   0,   3,   0,   0,   0,  -2},  // e2: the elephants defend each other
    {  0,   0,   0,   0,   0,   0,   0,   0,   0},
    {  0,   0,   0,   0,   0,   0,   0,   0,   0},
};
constexpr Table kGeneral = {
    {0}, {0}, {0}, {0}, {0}, {0}, {0},
    {  0,   0,   0, -12, -12, -12,   0,   0,   0},  // the general exposed at the top
    {  0,   0,   0,  -6,  -6,  -6,   0,   0,   0},
    {  0,   0,   0,   2,   4,   2,   0,   0,   0},
};

// clang-format on

constexpr const Table* kTables[kPieceKindCount] = {&kGeneral, &kAdvisor, &kElephant, &kHorse,
                                                   &kChariot, &kCannon,  &kSoldier};

bool standard_board(const Geometry& g) {
  return g.width == 9 && g.height == 10;
}

// Table value for a piece of color c on s (standard board only).
int table_value(const Geometry& g, Color c, PieceKind k, Square s) {
  const int file = g.file_of[s];
  const int rank = g.rank_of[s];
  const int row = c == Color::Red ? 9 - rank : rank;  // row 0 = the far side for c
  const int col = c == Color::Red ? file : 8 - file;
  return (*kTables[index_of(k)])[row][col];
}

// Mobility-lite: chariots count the empty points they see (1 each), horses the steps
// whose leg is free and whose target is not their own piece (4 each). Cheap table
// walks; the full move generator is not called.
int mobility(const Position& pos, Color c) {
  const Geometry& g = pos.geometry();
  int score = 0;
  const Piece chariot(c, PieceKind::Chariot);
  for (int i = 0; i < pos.count(chariot); ++i) {
    const Square s = pos.squares_of(chariot)[i];
    for (int d = 0; d < kDirectionCount; ++d) {
      const Ray& ray = g.rays[s][d];
      for (int k = 0; k < ray.length && pos.empty(ray.squares[k]); ++k) ++score;
    }
  }
  const Piece horse(c, PieceKind::Horse);
  for (int i = 0; i < pos.count(horse); ++i) {
    const Square s = pos.squares_of(horse)[i];
    const LeapSet& set = g.leaps[index_of(c)][index_of(PieceKind::Horse)][s];
    for (int j = 0; j < set.count; ++j) {
      const Leap& l = set.leaps[j];
      if (!pos.empty(l.block)) continue;
      const Piece t = pos.piece_on(l.to);
      if (t.empty() || t.color() != c) score += 4;
    }
  }
  return score;
}

}  // namespace

int piece_value(PieceKind k) {
  return kValue[index_of(k)];
}

int piece_square_score(const Position& pos, Piece p, Square s) {
  const Geometry& g = pos.geometry();
  int v = kValue[index_of(p.kind())];
  if (standard_board(g)) v += table_value(g, p.color(), p.kind(), s);
  return p.color() == Color::Red ? v : -v;
}

int evaluate(const Position& pos) {
  const Geometry& g = pos.geometry();
  const bool tables = standard_board(g);
  int red = 0;  // from Red's point of view
  for (int c = 0; c < 2; ++c) {
    const Color color = static_cast<Color>(c);
    int side = 0;
    for (int k = 0; k < kPieceKindCount; ++k) {
      const PieceKind kind = static_cast<PieceKind>(k);
      const Piece p(color, kind);
      const int n = pos.count(p);
      side += n * kValue[k];
      if (tables)
        for (int i = 0; i < n; ++i) side += table_value(g, color, kind, pos.squares_of(p)[i]);
    }
    side += mobility(pos, color);
    red += c == 0 ? side : -side;
  }
  constexpr int kTempo = 10;
  return (pos.side_to_move() == Color::Red ? red : -red) + kTempo;
}

}  // namespace xq
