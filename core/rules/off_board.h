// Pieces off the point grid, asked of the variant's rule modules (rule_module.h kHookTrack,
// kHookReserve): a piece of each side travelling on a track of cells around the board
// (解將旗's flag on the variant's flag track, ring.h), and pieces kept off the board to be
// put back (還魂卒's captured soldiers). The code above the modules (Game, the gesture,
// the board description, the repetition judge; the page through Game) asks here and
// names no module. Without such a module every answer is "none" (0, -1, false).
#pragma once

#include "core/geometry.h"
#include "core/position.h"
#include "core/types.h"

namespace xq {

// The cells of the track a module of the variant runs (Geometry::flag_track), 0 = none.
int track_size(const Geometry& g);
// The cell of c's track piece (0..track_size-1), or negative while it is off the track:
// -1 captured (or no track), a module's own states below that (宮旗: on the board).
int track_cell(const Position& pos, Color c);
// Has c lost its track piece for good (the game is lost by it)?
bool track_lost(const Position& pos, Color c);
// How many of c's pieces wait off the board to be put back (0 without such a module).
int reserve_count(const Position& pos, Color c);

}  // namespace xq
