// The variant text format parser: ini-like sections with [child:parent] inheritance,
// Betza-style piece movements, validated into VariantDef records or line-numbered
// errors ("line 12: unknown piece letter 'x' in setup"). Never prints, never throws.
// The format is documented in docs/variants.md and by the built-in presets in
// core/variants/*.ini.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/variant/variant_def.h"

namespace xq {

// VariantError (a line-numbered message) is in variant_def.h, shared with catalog.h.

struct VariantSource {
  std::string name;  // e.g. "xiangqi.ini"
  std::string_view text;
};

struct VariantParseResult {
  std::vector<VariantDef> variants;  // in order of appearance
  std::vector<VariantError> errors;
  bool ok() const { return errors.empty(); }
};

// Parses every section of every source. Parents may live in an earlier or later
// source, or in `known` (already validated variants, e.g. the built-in presets).
VariantParseResult parse_variants(const std::vector<VariantSource>& sources,
                                  const std::vector<VariantDef>& known = {});
// One source of text (pasted or from a share link).
VariantParseResult parse_variants(std::string_view text, const std::vector<VariantDef>& known = {});

// Parses one Betza-style movement string ("mRcpR", "fW sW@across") into terms.
// Returns false with `error` set on a malformed term.
bool parse_betza(std::string_view text, std::vector<MoveTerm>& out, std::string& error);

}  // namespace xq
