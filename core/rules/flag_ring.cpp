// 解將旗: the flag moves (see flag_ring.h for the seed sentences).
#include "core/rules/flag_ring.h"

namespace xq {

void append_flag_moves(const Position& pos, MoveList& legal) {
  const Geometry& g = pos.geometry();
  if (g.ring_size <= 0 || pos.flag_captured(Color::Red) || pos.flag_captured(Color::Black)) return;
  if (pos.flag_cell(pos.side_to_move()) < 0) return;  // 宮旗: the flag is off the ring
  if (pos.in_check()) {
    // Every answer to the check may take the flag one cell along (also the drops and
    // double moves of other add-ons: they answer the check too).
    const int n = legal.size();
    for (int i = 0; i < n && !legal.full(); ++i) legal.push(legal[i].with_flag_step());
    return;
  }
  const Move escape = Move::flag_only();
  if (!legal.full() && pos.is_pseudo_legal(escape)) legal.push(escape);
}

std::optional<Color> flag_capture_winner(const Position& pos) {
  if (pos.flag_captured(Color::Red)) return Color::Black;
  if (pos.flag_captured(Color::Black)) return Color::Red;
  return std::nullopt;
}

}  // namespace xq
