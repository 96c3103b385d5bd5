// See redraw.h.
#include "redraw.h"

#include <SDL.h>

namespace xqweb {

bool RedrawPolicy::tick(bool input, bool animating, bool text_input_active) {
  ++stats_.loops;
  if (input || animating || wake_) {
    settle_frames_ = kSettleFrames;
    layout_frames_left_ = kMaxLayoutFrames;
    stats_.quiet = 0;
    wake_ = false;
  }
  // A focused text field blinks its cursor: a few frames a second are enough.
  const bool blink = text_input_active && stats_.loops % 15 == 0;
  last_rendered_ = settle_frames_ > 0 || fading_ || blink;
  if (last_rendered_) {
    if (settle_frames_ > 0) --settle_frames_;
    ++stats_.rendered;
    return true;
  }
  ++stats_.skipped;
  return false;
}

void RedrawPolicy::frame_drawn(std::uint64_t layout, bool fading, long indices) {
  ++stats_.quiet;
  stats_.indices = indices;
  fading_ = fading;
  const bool moved = layout != last_layout_;
  last_layout_ = layout;
  if (!moved || layout_frames_left_ <= 0) return;
  --layout_frames_left_;
  // The frame that shows where things went must be followed by one that confirms it.
  if (settle_frames_ == 0) {
    settle_frames_ = 1;
    ++stats_.layout_frames;
  }
}

bool RedrawPolicy::settled() const {
  // An event still in SDL's queue (a click the page has not ticked over yet) is a change.
  return !wake_ && !last_rendered_ && !SDL_HasEvents(SDL_FIRSTEVENT, SDL_LASTEVENT);
}

RedrawPolicy& redraw_policy() {
  static RedrawPolicy policy;
  return policy;
}

}  // namespace xqweb
