// The palace's drawn lines (docs/variants.md §1 "Palaces and their lines"): which steps a
// palace piece may take. The seeds' bigger palaces (十宮 of 雲端, 十一宮 of 神牛 and 役志,
// 十五宮 of 邊防, 十八宮 of 衛國) say the general and the advisors walk only where a
// line is drawn: 「士、將都可沿各自實有線走吃到擴展位，無實線不能走」 (神牛). So a
// one-point step (W, F) that the variant limits to the palace (the piece's zone is
// `palace`, or the step is written `@palace`) is a step along a drawn line, and a long
// drawn line (邊防's 「擴展長斜線，一步到位邊線」) is one step for such a piece whose
// program has that direction.
//
// The built-in zone `enemy_palace` is the enemy's palace (as every zone, written for Red).
//
// Drawn, on Red's side (Black's palace is the rank mirror): in each rectangle of the
// `palace` key every grid segment between two of its points, and in a 3x3 rectangle its
// two diagonals (the 九宮's X); then every `palace.lines` segment.
#pragma once

#include <set>
#include <utility>
#include <vector>

#include "core/variant/variant_def.h"

namespace xq {

class PalaceLines {
 public:
  explicit PalaceLines(const VariantDef& def);

  // Every drawn segment, Red's side, each once (a before b in rank-major order).
  const std::vector<std::pair<Point, Point>>& segments() const { return segments_; }
  // Is a-b (color c's coordinates) a drawn line of c's palace?
  bool drawn(Color c, Point a, Point b) const;
  // The far end of the long drawn line (longer than one point) that leaves `from` (color
  // c's coordinates) in direction (df, dr) (each -1, 0 or 1); false if there is none.
  bool long_line(Color c, Point from, int df, int dr, Point& to) const;

 private:
  const VariantDef& def_;
  std::vector<std::pair<Point, Point>> segments_;
  std::set<std::pair<int, int>> keys_;  // both orders of every segment, as point keys
  int key(Point p) const { return p.rank * def_.width + p.file; }
};

// Which palace limits a step of a piece of color c, if any: its own when the piece is
// confined to `palace` or the step is written `@palace`, the enemy's when the step is
// written `@enemy_palace` (役志's 役 「進入[領]宮後又可沿"十一宮"斜線進退」). A limited step
// must follow a drawn line of that palace.
inline bool palace_limited(const std::string& piece_zone, const std::string& step_zone, Color c, Color& palace) {
  if (piece_zone == "palace" || step_zone == "palace") return palace = c, true;
  if (step_zone == "enemy_palace") return palace = c == Color::Red ? Color::Black : Color::Red, true;
  return false;
}

}  // namespace xq
