// Frugal redraw: the app renders a frame only when something can have changed (input,
// a resize, a running clock) plus a few frames after it so ImGui's hover and layout settle.
// Idle pages cost (almost) nothing; the counters let a browser test measure that.
#pragma once

namespace xqweb {

struct FrameStats {
  long loops = 0;     // main-loop callbacks (requestAnimationFrame ticks)
  long rendered = 0;  // frames actually drawn
  long skipped = 0;   // ticks with nothing to do
};

class RedrawPolicy {
 public:
  // Call once per tick; true when this tick should render.
  bool tick(bool input, bool animating, bool text_input_active);
  // Something changed outside the event loop (a bridge call): render the next ticks.
  void wake() { settle_ = kSettleFrames; }
  const FrameStats& stats() const { return stats_; }

 private:
  static constexpr int kSettleFrames = 12;  // ImGui fades a modal's dimming in over ~10 frames
  int settle_ = kSettleFrames;  // render the first frames unconditionally
  FrameStats stats_;
};

RedrawPolicy& redraw_policy();

}  // namespace xqweb
