// The one helper the material-power modules (mission_soldier, kings_advisor,
// dragon_warrior, river_elephant) share while writing their step tables.
#pragma once

#include "core/geometry.h"

namespace xq {

// Adds the step to `to` (blocked by `block`) unless the set has it already or is full.
inline void add_power_step(LeapSet& set, Square to, Square block) {
  for (int i = 0; i < set.count; ++i)
    if (set.leaps[i].to == to) return;
  if (set.count < 8) set.leaps[set.count++] = Leap{to, block};
}

}  // namespace xq
