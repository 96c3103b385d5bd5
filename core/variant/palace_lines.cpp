// The palace's drawn lines (see palace_lines.h).
#include "core/variant/palace_lines.h"

#include <algorithm>
#include <cstdlib>

namespace xq {

PalaceLines::PalaceLines(const VariantDef& def) : def_(def) {
  auto add = [&](Point a, Point b) {
    if (key(b) < key(a)) std::swap(a, b);
    if (keys_.insert({key(a), key(b)}).second) {
      keys_.insert({key(b), key(a)});
      segments_.push_back({a, b});
    }
  };
  for (const auto& [lo, hi] : def.palace_rects) {
    for (int r = lo.rank; r <= hi.rank; ++r)
      for (int f = lo.file; f <= hi.file; ++f) {
        if (!def.exists(f, r)) continue;
        if (f < hi.file && def.exists(f + 1, r)) add({f, r}, {f + 1, r});
        if (r < hi.rank && def.exists(f, r + 1)) add({f, r}, {f, r + 1});
      }
    if (hi.file - lo.file == 2 && hi.rank - lo.rank == 2) {  // the 九宮's X, through the centre
      const Point c{lo.file + 1, lo.rank + 1};
      for (const Point corner : {lo, hi, Point{lo.file, hi.rank}, Point{hi.file, lo.rank}})
        if (def.exists(corner.file, corner.rank) && def.exists(c.file, c.rank)) add(corner, c);
    }
  }
  for (const auto& [a, b] : def.palace_lines) add(a, b);
}

bool PalaceLines::drawn(Color c, Point a, Point b) const {
  return keys_.count({key(for_color(def_, a, c)), key(for_color(def_, b, c))}) != 0;
}

bool PalaceLines::long_line(Color c, Point from, int df, int dr, Point& to) const {
  const Point a = for_color(def_, from, c);
  const int rdr = c == Color::Red ? dr : -dr;  // directions mirror with the ranks
  for (const auto& [p, q] : segments_) {
    for (const auto& [x, y] : {std::pair{p, q}, std::pair{q, p}}) {
      if (!(x == a)) continue;
      const int dx = y.file - x.file, dy = y.rank - x.rank;
      const int n = std::max(std::abs(dx), std::abs(dy));
      if (n < 2 || dx != df * n || dy != rdr * n) continue;
      to = for_color(def_, y, c);
      return true;
    }
  }
  return false;
}

}  // namespace xq
