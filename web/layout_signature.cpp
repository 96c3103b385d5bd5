// See layout_signature.h.
#include "layout_signature.h"

#include <cmath>
#include <string>

#include "imgui_internal.h"  // the window list: ImGui 1.86 has no public way to walk it

namespace xqweb {

namespace {

// FNV-1a, 64 bits: cheap, and a collision only costs one settling frame.
class Fingerprint {
 public:
  void add(std::int64_t v) {
    for (int i = 0; i < 8; ++i) {
      h_ ^= static_cast<std::uint64_t>(v >> (8 * i)) & 0xffu;
      h_ *= 1099511628211ull;
    }
  }
  // Half-pixel steps: sub-pixel rounding noise is not a layout change.
  void add(float v) { add(static_cast<std::int64_t>(std::lround(v * 2.0f))); }
  void add(ImVec2 v) { add(v.x), add(v.y); }
  void add(const std::string& s) {
    for (const char c : s) h_ = (h_ ^ static_cast<unsigned char>(c)) * 1099511628211ull;
    add(static_cast<std::int64_t>(s.size()));
  }
  std::uint64_t value() const { return h_; }

 private:
  std::uint64_t h_ = 14695981039346656037ull;
};

}  // namespace

std::uint64_t layout_signature(const std::vector<WidgetRect>& widgets) {
  Fingerprint f;
  for (const ImGuiWindow* w : GImGui->Windows) {
    if (!w->Active) continue;  // not drawn this frame
    f.add(static_cast<std::int64_t>(w->ID));
    f.add(w->Pos), f.add(w->Size), f.add(w->Scroll);
    f.add(static_cast<std::int64_t>(w->Hidden));
  }
  for (const WidgetRect& r : widgets) {
    f.add(r.id);
    f.add(r.min), f.add(r.max);
    f.add(static_cast<std::int64_t>(r.clipped) | static_cast<std::int64_t>(r.hidden) << 1 |
          static_cast<std::int64_t>(r.covered) << 2);
  }
  return f.value();
}

}  // namespace xqweb
