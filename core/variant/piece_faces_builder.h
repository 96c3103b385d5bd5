// VariantDef -> PieceFaces (core/piece_faces.h): each declared type's disc glyph and
// names with their defaults filled in, and the custom types' notation symbols chosen so
// that no reader can take them for a role or for another type. Runs once per variant
// when it loads (build_variant_geometry).
#pragma once

#include "core/piece_faces.h"
#include "core/variant/variant_def.h"

namespace xq {

PieceFaces build_piece_faces(const VariantDef& def);

}  // namespace xq
