// See redraw.h.
#include "redraw.h"

namespace xqweb {

bool RedrawPolicy::tick(double now_ms, bool input, bool animating, bool text_input_active) {
  ++stats_.loops;
  if (input || animating || wake_) {
    settle_frames_ = kSettleFrames;
    settle_until_ = now_ms + kSettleMs;
    wake_ = false;
  }
  // A focused text field blinks its cursor: a few frames a second are enough.
  const bool blink = text_input_active && stats_.loops % 15 == 0;
  if (settle_frames_ > 0 || now_ms < settle_until_ || blink) {
    if (settle_frames_ > 0) --settle_frames_;
    ++stats_.rendered;
    return true;
  }
  ++stats_.skipped;
  return false;
}

RedrawPolicy& redraw_policy() {
  static RedrawPolicy policy;
  return policy;
}

}  // namespace xqweb
