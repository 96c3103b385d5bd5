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
  long indices = 0;        // the last frame's mesh size (ImDrawData::TotalIdxCount): what a
                           // software WebGL pays for per frame (ring_sprites.h)
};

class RedrawPolicy {
 public:
  // Call once per tick; true when this tick should render.
  bool tick(bool input, bool animating, bool text_input_active);
  // Call after each rendered frame with a fingerprint of its layout (layout_signature.h):
  // while it differs from the previous frame's, an auto-fitting window or popup is still
  // finding its size (ImGui needs 2-3 frames), so the page draws another frame. `fading`:
  // one of ImGui's timed fades (a modal's dimming behind it, 1/6 s in, 1/10 s out) is under
  // way, so the next frames must be drawn too.
  // `indices`: the frame's mesh size, for the stats.
  void frame_drawn(std::uint64_t layout, bool fading, long indices);
  // Something changed outside the event loop (a bridge call): render the next ticks.
  void wake() { wake_ = true; }
  // Nothing left to draw: no change waits for a frame (a bridge call, input in SDL's
  // queue), and the last tick drew nothing (the settling frames, time and layout are done).
  // What the page shows, and the widget rectangles of the state dump, are then final until
  // the next change.
  bool settled() const;
  const FrameStats& stats() const { return stats_; }

 private:
  // After a change the page renders kSettleFrames frames (ImGui sizes an auto-fitting
  // window or popup and shows hover on its first frames), and on while a fade runs. Time
  // is not counted: a fixed settling time (it was 250 ms) drew 6-7 frames a tap on a slow
  // device (software WebGL draws a frame in ~0.1 s) for nothing but the rare fade.
  static constexpr int kSettleFrames = 3;
  // A layout still moving after this many extra frames is moving for good (an animation
  // that keeps changing a rectangle): stop rather than draw for ever.
  static constexpr int kMaxLayoutFrames = 20;
  int settle_frames_ = 0;
  bool fading_ = false;
  int layout_frames_left_ = kMaxLayoutFrames;
  std::uint64_t last_layout_ = 0;
  bool wake_ = true;  // render the first frames unconditionally
  bool last_rendered_ = false;
  FrameStats stats_;
};

RedrawPolicy& redraw_policy();

}  // namespace xqweb
