// Frugal redraw: the app renders a frame only when something can have changed (input,
// a resize, a running clock) plus a short settling time after it so ImGui's hover, layout
// and fades finish, and on until the layout stands still. Idle pages cost (almost)
// nothing; the counters, and whether the page has settled, let browser tests measure that
// and read a layout only once it is final.
#pragma once

#include <cstdint>

namespace xqweb {

struct FrameStats {
  long loops = 0;          // main-loop callbacks (requestAnimationFrame ticks)
  long rendered = 0;       // frames actually drawn
  long skipped = 0;        // ticks with nothing to do
  long quiet = 0;          // frames drawn since the last change (input, a bridge call, a clock)
  long layout_frames = 0;  // frames drawn only because the layout was still moving
};

class RedrawPolicy {
 public:
  // Call once per tick with the time in ms; true when this tick should render.
  bool tick(double now_ms, bool input, bool animating, bool text_input_active);
  // Call after each rendered frame with a fingerprint of its layout (layout_signature.h):
  // while it differs from the previous frame's, an auto-fitting window or popup is still
  // finding its size (ImGui needs 2-3 frames), so the page draws another frame.
  void frame_drawn(std::uint64_t layout);
  // Something changed outside the event loop (a bridge call): render the next ticks.
  void wake() { wake_ = true; }
  // Nothing left to draw: no change waits for a frame (a bridge call, input in SDL's
  // queue), and the last tick drew nothing (the settling frames, time and layout are done).
  // What the page shows, and the widget rectangles of the state dump, are then final until
  // the next change.
  bool settled() const;
  const FrameStats& stats() const { return stats_; }

 private:
  // After a change the page renders until both hold: kSettleFrames frames drawn (ImGui
  // sizes an auto-fitting window or popup on its first frames) and kSettleMs gone by
  // (ImGui's fades are timed: a modal's dimming takes 1/6 s). Counting time rather than
  // only frames keeps a slow device (software WebGL draws a frame in ~0.1 s) from
  // drawing a second of frames after every tap, and a fast one from stopping a fade early.
  static constexpr int kSettleFrames = 3;
  static constexpr double kSettleMs = 250.0;
  // A layout still moving after this many extra frames is moving for good (an animation
  // that keeps changing a rectangle): stop rather than draw for ever.
  static constexpr int kMaxLayoutFrames = 20;
  int settle_frames_ = 0;
  double settle_until_ = 0.0;
  int layout_frames_left_ = kMaxLayoutFrames;
  std::uint64_t last_layout_ = 0;
  bool wake_ = true;  // render the first frames unconditionally
  bool last_rendered_ = false;
  FrameStats stats_;
};

RedrawPolicy& redraw_policy();

}  // namespace xqweb
