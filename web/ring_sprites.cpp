// Ring sprites in the font atlas; see ring_sprites.h.
#include "ring_sprites.h"

#include <cmath>
#include <compare>
#include <map>
#include <set>

namespace xqweb {
namespace {

// Radii in quarter device pixels.
struct Key {
  int outer = 0, inner = 0;
  auto operator<=>(const Key&) const = default;
};

struct Entry {
  int rect = -1;        // custom rectangle of the current atlas; -1 until baked
  RingSprite sprite;
  bool used = false;    // drawn since the last bake (rings nobody draws any more are dropped)
};

// A sprite larger than this (a huge zoom) stays a mesh: the atlas is for board-sized rings.
constexpr float kMaxOuter = 160.0f;
// At most this many sprites: a board draws about ten kinds of ring at one size.
constexpr std::size_t kMaxRings = 64;

std::map<Key, Entry> g_rings;  // in the atlas (rect >= 0) or waiting for the next bake
std::set<Key> g_seen;          // missed once since the last bake
bool g_asked = false;

Key key_of(float outer, float inner) {
  return {static_cast<int>(std::lround(outer * 4)), static_cast<int>(std::lround(std::fmax(inner, 0.0f) * 4))};
}

int half_side(const Key& k) { return static_cast<int>(std::ceil(k.outer / 4.0f)) + 1; }

}  // namespace

const RingSprite* find_ring(float outer_dev, float inner_dev) {
  if (!(outer_dev > 0.5f) || outer_dev > kMaxOuter || inner_dev >= outer_dev) return nullptr;
  const Key k = key_of(outer_dev, inner_dev);
  const auto it = g_rings.find(k);
  if (it != g_rings.end()) {
    it->second.used = true;
    return it->second.rect >= 0 ? &it->second.sprite : nullptr;
  }
  // Asked for on the second miss only: a ring whose radius changes every frame (a window
  // being resized) must not re-bake the atlas every frame.
  if (g_rings.size() < kMaxRings && !g_seen.insert(k).second) {
    g_rings[k].used = true;
    g_asked = true;
  }
  return nullptr;
}

bool rings_asked() { return g_asked; }

void reserve_rings(ImFontAtlas* atlas) {
  std::erase_if(g_rings, [](const auto& kv) { return !kv.second.used; });
  for (auto& [k, e] : g_rings) {
    const int side = 2 * half_side(k);
    e.rect = atlas->AddCustomRectRegular(side, side);
    e.used = false;
  }
  g_seen.clear();
  g_asked = false;
}

void draw_rings(ImFontAtlas* atlas, unsigned char* rgba, int tex_w) {
  // 4x4 samples a pixel: the coverage of the annulus inner <= d <= outer (a box filter one
  // device pixel wide, as ImGui's own anti-aliasing fringe).
  constexpr int kSub = 4;
  for (auto& [k, e] : g_rings) {
    const ImFontAtlasCustomRect* r = e.rect >= 0 ? atlas->GetCustomRectByIndex(e.rect) : nullptr;
    if (!r || !r->IsPacked()) {
      e.rect = -1;
      continue;
    }
    const int half = half_side(k);
    const float outer = k.outer / 4.0f, inner = k.inner / 4.0f;
    const float o2 = outer * outer, i2 = inner * inner;
    for (int y = 0; y < 2 * half; ++y)
      for (int x = 0; x < 2 * half; ++x) {
        int in = 0;
        for (int sy = 0; sy < kSub; ++sy)
          for (int sx = 0; sx < kSub; ++sx) {
            const float dx = x + (sx + 0.5f) / kSub - half, dy = y + (sy + 0.5f) / kSub - half;
            const float d2 = dx * dx + dy * dy;
            in += d2 <= o2 && d2 >= i2;
          }
        unsigned char* px = rgba + 4 * ((static_cast<std::size_t>(r->Y) + y) * tex_w + r->X + x);
        px[0] = px[1] = px[2] = 255;
        px[3] = static_cast<unsigned char>((in * 255 + kSub * kSub / 2) / (kSub * kSub));
      }
    atlas->CalcCustomRectUV(r, &e.sprite.uv0, &e.sprite.uv1);
    e.sprite.half = static_cast<float>(half);
  }
}

}  // namespace xqweb
