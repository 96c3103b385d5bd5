// A fingerprint of where things are on screen after a frame: every ImGui window drawn
// (position, size, scroll, hidden) and every noted widget's rectangle. Two frames with the
// same fingerprint have the same layout; the redraw policy (redraw.h) keeps drawing while
// it changes, so an auto-fitting popup is never left half-sized until the next tap.
#pragma once

#include <cstdint>
#include <vector>

#include "app.h"

namespace xqweb {

std::uint64_t layout_signature(const std::vector<WidgetRect>& widgets);

}  // namespace xqweb
