// The ImGui look of the full page: colours that keep every widget visible on the panel
// (unchecked radio buttons and check boxes have a tinted box and a border, not white on
// white) and sizes that follow the input: on the tall (phone) layout every frame is at
// least 44 CSS px high, the touch-target size phones ask for.
#pragma once

namespace xqweb {

constexpr float kTouchTarget = 44.0f;  // CSS px

// Sets ImGui's style; `touch` = the tall layout (fingers), else mouse sizes. font_px is
// the UI font's size, from which the frame padding is derived. Cheap; call on a change.
void apply_style(bool touch, float font_px);

}  // namespace xqweb
