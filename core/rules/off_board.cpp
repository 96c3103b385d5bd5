// Pieces off the point grid: see off_board.h. A variant has at most one module with a
// track and one with a reserve, so the cell and the count come from the first module
// with the hook (宮旗 extends 解將旗's track through that module's state, not a hook).
#include "core/rules/off_board.h"

#include "core/rules/rule_module.h"

namespace xq {

int track_size(const Geometry& g) { return g.has_hook(kHookTrack) ? g.flag_track.size : 0; }

int track_cell(const Position& pos, Color c) {
  const Geometry& g = pos.geometry();
  if (g.has_hook(kHookTrack))
    for (int i = 0; i < g.module_count; ++i)
      if (g.modules[i]->track_cell) return g.modules[i]->track_cell(pos, c);
  return -1;
}

bool track_lost(const Position& pos, Color c) {
  const Geometry& g = pos.geometry();
  if (g.has_hook(kHookTrack))
    for (int i = 0; i < g.module_count; ++i)
      if (g.modules[i]->track_lost && g.modules[i]->track_lost(pos, c)) return true;
  return false;
}

int reserve_count(const Position& pos, Color c) {
  const Geometry& g = pos.geometry();
  if (g.has_hook(kHookReserve))
    for (int i = 0; i < g.module_count; ++i)
      if (g.modules[i]->reserve) return g.modules[i]->reserve(pos, c);
  return 0;
}

}  // namespace xq
