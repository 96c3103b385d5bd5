// The first error a variant text gets from the parser (with the presets as parents):
// message and line, for the tests of refusals (win predicates, rules cards, river = none).
#pragma once

#include <string>
#include <vector>

#include "core/variant/parser.h"
#include "core/variant/registry.h"

namespace xq::testing {

// "" when the text is valid; else the first error's message, its line in `line`.
inline std::string first_error(const std::string& text, int& line) {
  std::vector<VariantDef> known;
  for (const Variant* v : builtin_variants()) known.push_back(v->def);
  const VariantParseResult r = parse_variants(text, known);
  if (r.ok()) return "";
  line = r.errors.front().line;
  return r.errors.front().message;
}

}  // namespace xq::testing
