// Add-on rule modules that change piece powers while a material condition holds
// (象棋降和加強十大偏方). Each module is a named function that writes the role's
// conditional step table; the geometry builder calls the ones a variant switches on
// (`addons = …`) and move generation uses the table while the condition holds.
#pragma once

#include <string_view>

#include "core/geometry.h"
#include "core/variant/variant_def.h"

namespace xq {

struct PowerAddon {
  const char* id;
  PieceKind role;  // whose steps change
  PieceKind gone;  // the condition: the own pieces of this kind are all gone
  // Writes the conditional table of `role` for color c; `table` starts as a copy of
  // the ordinary one (indexed by square).
  void (*build)(const VariantDef& def, const Geometry& g, Color c, LeapSet* table);
};

// nullptr if `id` is not a power add-on.
const PowerAddon* find_power_addon(std::string_view id);

}  // namespace xq
