// Natural move limit: a draw after N full moves without a capture.
#include "core/rules/natural_limit.h"

namespace xq {

bool natural_limit_reached(const Position& pos, int full_moves) {
  return full_moves > 0 && pos.halfmove_clock() >= 2 * full_moves;
}

}  // namespace xq
