// The built-in variant presets: core/variants/*.ini compiled into the binary (the
// build embeds the files as raw string literals; no file I/O at run time, so wasm
// needs nothing extra), parsed on first use; each preset turned into geometry once, when first asked for.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/geometry.h"
#include "core/piece_faces.h"
#include "core/piece_tables.h"
#include "core/variant/parser.h"
#include "core/variant/variant_def.h"

namespace xq {

// A loaded variant: its validated definition and its tables. Lives for the program.
struct Variant {
  VariantDef def;
  std::unique_ptr<Geometry> geometry;
  std::unique_ptr<PowerTables> powers;  // add-on tables the geometry points to (or none)
  std::unique_ptr<PieceTypeTables> types;  // generic tables of data-defined piece types (or none)
  std::unique_ptr<PieceFaces> faces;       // glyphs, names and notation symbols of its pieces
};

// The presets in file order ("xiangqi" first), every one's tables built (the first call
// builds those not yet asked for).
const std::vector<const Variant*>& builtin_variants();
// Their definitions alone, in the same order: what a list of names or a parser's known
// parents needs, without building any tables.
const std::vector<const VariantDef*>& builtin_variant_defs();
// nullptr if `id` is not a preset. Builds that preset's tables on first use.
const Variant* find_variant(std::string_view id);
// `base` with extra add-ons switched on (built once per combination, then cached).
// nullptr with `error` set for an unknown, unavailable or incompatible add-on.
const Variant* variant_with_addons(const Variant& base, const std::vector<std::string>& addons,
                                   std::string& error);
// Errors from the embedded preset files (empty in a good build; tests assert it).
const std::vector<VariantError>& builtin_variant_errors();
// The embedded texts, e.g. for a "show the rules" page.
const std::vector<VariantSource>& builtin_variant_sources();

}  // namespace xq
