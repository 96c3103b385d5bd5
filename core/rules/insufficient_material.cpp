// Dead material: only generals, advisors and elephants left on the board.
#include "core/rules/insufficient_material.h"

namespace xq {

bool is_dead_material(const Position& pos) {
  if (!pos.geometry().defenders_confined) return false;
  for (Color c : {Color::Red, Color::Black})
    for (PieceKind k : {PieceKind::Chariot, PieceKind::Horse, PieceKind::Cannon, PieceKind::Soldier})
      if (pos.count(c, k) > 0) return false;
  return true;
}

}  // namespace xq
