// RingView: the 解將旗 ring (flag_ring add-on) drawn as a frame of square cells around
// the board, with the two flags 旗 on their cells, and pointer -> ring cell mapping.
//
// The core gives each cell's (col, row) in its frame from the variant's flag track
// (Game::board().track, core/board_description.h; by default an 11x12 frame, index 0 bottom-centre
// behind Red's general, counterclockwise); the view stretches that frame around the
// wooden board: the inner (cols-2) x (rows-2) cells of the frame are the board's frame
// rectangle, so on the 11-wide 山界 board the cells are wider than tall. Flipped (Black
// at the bottom) the frame turns 180° with the board.
#pragma once

#include <vector>

#include "board_view.h"

namespace xqweb {

// The track fit_board() draws around the board `b`: its flag track, or none.
inline const xq::Track* ring_track(const xq::BoardDescription& b) { return b.track.size > 0 ? &b.track : nullptr; }

struct RingMarks {
  int flag[2] = {-1, -1};      // ring cell of Red's / Black's flag (-1 = none)
  int mover = 0;               // index_of(side to move)
  bool armed = false;          // the mover's flag is armed for a flag-step compound
  bool selectable = false;     // the mover's flag can be armed (a flag step is legal)
  std::vector<int> targets;    // cells the move gesture offers next (the escape, back to the ring)
  int cursor = -1;             // the keyboard's cursor on a ring cell (web/board_keys.cpp), -1 = none
};

// Centre and half size of ring cell `index` (CSS px).
ImVec2 ring_cell_centre(const BoardLayout& b, int index);
ImVec2 ring_cell_half(const BoardLayout& b);
// The ring cell under p, or -1.
int ring_hit(const BoardLayout& b, ImVec2 p);
void draw_ring(Canvas& cv, const BoardLayout& b, const RingMarks& marks);

}  // namespace xqweb
