// Frugal redraw: the app renders a frame only when something can have changed (input,
// a resize, a running clock) plus a short settling time after it so ImGui's hover, layout
// and fades finish. Idle pages cost (almost) nothing; the counters let a browser test
// measure that.
#pragma once

namespace xqweb {

struct FrameStats {
  long loops = 0;     // main-loop callbacks (requestAnimationFrame ticks)
  long rendered = 0;  // frames actually drawn
  long skipped = 0;   // ticks with nothing to do
};

class RedrawPolicy {
 public:
  // Call once per tick with the time in ms; true when this tick should render.
  bool tick(double now_ms, bool input, bool animating, bool text_input_active);
  // Something changed outside the event loop (a bridge call): render the next ticks.
  void wake() { wake_ = true; }
  const FrameStats& stats() const { return stats_; }

 private:
  // After a change the page renders until both hold: kSettleFrames frames drawn (ImGui
  // sizes an auto-fitting window or popup on its first frames) and kSettleMs gone by
  // (ImGui's fades are timed: a modal's dimming takes 1/6 s). Counting time rather than
  // only frames keeps a slow device (software WebGL draws a frame in ~0.1 s) from
  // drawing a second of frames after every tap, and a fast one from stopping a fade early.
  static constexpr int kSettleFrames = 3;
  static constexpr double kSettleMs = 250.0;
  int settle_frames_ = 0;
  double settle_until_ = 0.0;
  bool wake_ = true;  // render the first frames unconditionally
  FrameStats stats_;
};

RedrawPolicy& redraw_policy();

}  // namespace xqweb
