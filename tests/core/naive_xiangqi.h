// An independent, coordinate-based xiangqi move generator for perft cross-checks of the
// variant boards (山界 11x10 in test_variant.cpp, 新大象戲 11x11 in test_xindaxiang.cpp,
// 邊防 and 衛國's palaces in test_bianfang.cpp and test_weiguo.cpp):
// written from docs/variants.md without the engine's tables. The board's shape, palace
// files, river and the elephant's moves are parameters; the rest is standard 象棋.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

#include "core/fen.h"
#include "core/piece_tables.h"
#include "core/position.h"

namespace xq::testing {

struct NaiveXiangqi {
  int W = 9, H = 10;
  int palace_lo = 3, palace_hi = 5;  // palace files; ranks 0-2 for Red, the top three for Black
  int river = 5;                     // ranks on Red's side; 0 = no river (soldiers sideways anywhere)
  std::function<bool(int, int)> hole = [](int, int) { return false; };
  // The elephant on (f, r): calls add(tf, tr) for each target it may reach (occupancy via b).
  std::function<void(const NaiveXiangqi&, int, int, bool, const std::function<void(int, int)>&)> elephant;
  // A variant's own moves for piece letter p (lower case) on (f, r), written out from its
  // docs section: calls add for each target and returns true, or returns false to let
  // the standard moves run (邊防's 十五宮, 衛國's 十八宮 and its 騾 and 衛).
  std::function<bool(const NaiveXiangqi&, char, int, int, bool, const std::function<void(int, int)>&)> extra;
  char b[18][18] = {};  // FEN letters by [rank][file], 0 = empty
  bool red = true;

  bool exists(int f, int r) const { return f >= 0 && f < W && r >= 0 && r < H && !hole(f, r); }
  bool palace(bool side, int f, int r) const {
    return f >= palace_lo && f <= palace_hi && (side ? r <= 2 : r >= H - 3);
  }
  bool home(bool side, int r) const { return side ? r < river : r >= H - river; }
  static bool is_red(char p) { return p >= 'A' && p <= 'Z'; }
  bool mine(int f, int r, bool side) const { return b[r][f] && is_red(b[r][f]) == side; }

  struct M {
    int f0, r0, f1, r1;
  };

  void piece_moves(int f, int r, bool side, std::vector<M>& out) const {
    const char p = static_cast<char>(b[r][f] | 0x20);
    const std::function<void(int, int)> add = [&](int tf, int tr) {
      if (exists(tf, tr) && !mine(tf, tr, side)) out.push_back({f, r, tf, tr});
    };
    if (extra && extra(*this, p, f, r, side, add)) return;
    switch (p) {
      case 'k':
        for (auto [df, dr] : {std::pair{0, 1}, {0, -1}, {1, 0}, {-1, 0}})
          if (palace(side, f + df, r + dr)) add(f + df, r + dr);
        break;
      case 'a':
        for (auto [df, dr] : {std::pair{1, 1}, {1, -1}, {-1, 1}, {-1, -1}})
          if (palace(side, f + df, r + dr)) add(f + df, r + dr);
        break;
      case 'b':
        elephant(*this, f, r, side, add);
        break;
      case 'n':
        for (auto [lf, lr] : {std::pair{0, 1}, {0, -1}, {1, 0}, {-1, 0}}) {
          if (!exists(f + lf, r + lr) || b[r + lr][f + lf]) continue;
          for (int s = -1; s <= 1; s += 2) add(f + 2 * lf + (lf ? 0 : s), r + 2 * lr + (lr ? 0 : s));
        }
        break;
      case 'r':
      case 'c':
        for (auto [df, dr] : {std::pair{0, 1}, {0, -1}, {1, 0}, {-1, 0}}) {
          int tf = f + df, tr = r + dr;
          while (exists(tf, tr) && !b[tr][tf]) {
            out.push_back({f, r, tf, tr});
            tf += df, tr += dr;
          }
          if (!exists(tf, tr)) continue;
          if (p == 'r') {
            add(tf, tr);
            continue;
          }
          tf += df, tr += dr;
          while (exists(tf, tr) && !b[tr][tf]) tf += df, tr += dr;
          if (exists(tf, tr)) add(tf, tr);
        }
        break;
      case 'p':  // forward; sideways across the river (anywhere without one); never back
        add(f, r + (side ? 1 : -1));
        if (river == 0 || !home(side, r)) add(f - 1, r), add(f + 1, r);
        break;
    }
  }

  bool general_attacked(bool side) const {
    int kf = -1, kr = -1, ef = -1, er = -1;
    for (int r = 0; r < H; ++r)
      for (int f = 0; f < W; ++f) {
        if (b[r][f] == (side ? 'K' : 'k')) kf = f, kr = r;
        if (b[r][f] == (side ? 'k' : 'K')) ef = f, er = r;
      }
    if (kf == ef) {  // flying general
      bool clear = true;
      for (int r = std::min(kr, er) + 1; r < std::max(kr, er); ++r) clear = clear && !b[r][kf];
      if (clear) return true;
    }
    std::vector<M> theirs;
    for (int r = 0; r < H; ++r)
      for (int f = 0; f < W; ++f)
        if (b[r][f] && is_red(b[r][f]) != side) piece_moves(f, r, !side, theirs);
    return std::any_of(theirs.begin(), theirs.end(), [&](const M& m) { return m.f1 == kf && m.r1 == kr; });
  }

  std::uint64_t perft(int depth) {
    std::vector<M> pseudo, legal;
    for (int r = 0; r < H; ++r)
      for (int f = 0; f < W; ++f)
        if (mine(f, r, red)) piece_moves(f, r, red, pseudo);
    for (const M& m : pseudo) {
      const char cap = b[m.r1][m.f1];
      b[m.r1][m.f1] = b[m.r0][m.f0], b[m.r0][m.f0] = 0;
      if (!general_attacked(red)) legal.push_back(m);
      b[m.r0][m.f0] = b[m.r1][m.f1], b[m.r1][m.f1] = cap;
    }
    if (depth == 1) return legal.size();
    std::uint64_t n = 0;
    for (const M& m : legal) {
      const char cap = b[m.r1][m.f1];
      b[m.r1][m.f1] = b[m.r0][m.f0], b[m.r0][m.f0] = 0;
      red = !red;
      n += perft(depth - 1);
      red = !red;
      b[m.r0][m.f0] = b[m.r1][m.f1], b[m.r1][m.f1] = cap;
    }
    return n;
  }

  // The pieces and the side to move of `pos` (its grid must be W x H).
  void load(const Position& pos) {
    const Geometry& g = pos.geometry();
    for (int s = 0; s < g.size; ++s)
      if (const Piece p = pos.piece_on(static_cast<Square>(s)); !p.empty()) {
        // A custom type has no fixed letter (piece_to_char knows the roles only): the
        // variant's, upper case for Red.
        const char letter = g.types ? g.types->letter[index_of(p.kind())] : 0;
        b[g.rank_of[s]][g.file_of[s]] =
            letter ? static_cast<char>(letter - (p.color() == Color::Red ? 0x20 : 0)) : piece_to_char(p);
      }
    red = pos.side_to_move() == Color::Red;
  }
};

}  // namespace xq::testing
