// Swipe scrolling for ImGui windows. ImGui 1.86 scrolls with a wheel or by dragging the
// scrollbar only; on a phone a finger drags the content. Called right after Begin /
// BeginChild: a press inside this window followed by a vertical drag past ImGui's drag
// threshold scrolls it with the finger and releases the widget that was pressed (so a
// swipe that starts on a button does not click it).
#pragma once

namespace xqweb {

// `blocked`: a widget that takes drags itself (the level slider) was active last frame.
void touch_scroll(bool blocked);

}  // namespace xqweb
