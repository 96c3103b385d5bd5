// See redraw.h.
#include "redraw.h"

namespace xqweb {

bool RedrawPolicy::tick(bool input, bool animating, bool text_input_active) {
  ++stats_.loops;
  if (input || animating) settle_ = kSettleFrames;
  // A focused text field blinks its cursor: a few frames a second are enough.
  const bool blink = text_input_active && stats_.loops % 15 == 0;
  if (settle_ > 0 || blink) {
    if (settle_ > 0) --settle_;
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
