// Ring sprites: the board's circles (piece discs, their rings, shadows, target dots) as
// anti-aliased images in ImGui's font atlas, each drawn as one textured quad.
//
// Why: ImGui draws an anti-aliased circle as a mesh (a 48-segment thick ring is ~290
// triangles), so the 32 pieces of a start position were 77 000 of a frame's 88 000
// indices. A software WebGL (a phone without GPU acceleration, the test browser's
// SwiftShader) spends about half of every frame on them: 109 against 59 ms of GPU-process
// CPU a frame at 1200x800 with and without the pieces. As quads they cost 2 triangles each.
//
// A ring is its outer and inner radius in device pixels (inner 0: a filled disc), kept to
// a quarter pixel. A ring not in the atlas is drawn as a mesh; the second frame in a row
// that misses it asks for it (a window being resized changes radii every frame), and the
// next font bake (fonts.h, ensure_fonts) rasterises every ring asked
// for (4x4 samples a pixel) into the atlas. Centres are snapped to whole device pixels, so
// a sprite's texels land on the screen's pixels one to one (no filtering blur).
#pragma once

#include "imgui.h"

namespace xqweb {

struct RingSprite {
  ImVec2 uv0, uv1;  // in the font atlas
  float half = 0;   // half the sprite's side, device pixels
};

// The sprite of a ring of these radii (device pixels), or null (then it has been asked
// for, and the caller draws a mesh this time).
const RingSprite* find_ring(float outer_dev, float inner_dev);

// For ensure_fonts: whether rings were asked for since the last bake (a reason to re-bake),
// reserving their rectangles before the atlas is built, and drawing them after.
bool rings_asked();
void reserve_rings(ImFontAtlas* atlas);
void draw_rings(ImFontAtlas* atlas, unsigned char* rgba, int tex_w);

}  // namespace xqweb
