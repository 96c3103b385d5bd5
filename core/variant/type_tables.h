// VariantDef -> PieceTypeTables (core/piece_tables.h): every declared piece type's Betza
// program turned into per-color, per-point leaps and rays, once per variant. Only for
// variants that declare data-defined types (VariantDef::has_custom_types()).
#pragma once

#include <memory>
#include <string>

#include "core/geometry.h"
#include "core/piece_tables.h"
#include "core/variant/variant_def.h"

namespace xq {

// nullptr with `error` set when a program cannot be tabled (an unknown zone name).
// `unconfined`: every type's moves as if it had no confinement zone (`X.zone`), its
// from-zone conditions (`word@zone`) kept: the tables a borrowed rule walks (驫 「不限位置」).
std::unique_ptr<PieceTypeTables> build_type_tables(const VariantDef& def, const Geometry& g, std::string& error,
                                                   bool unconfined = false);

}  // namespace xq
