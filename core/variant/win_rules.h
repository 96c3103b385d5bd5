// The `win` key of the variant text: the predicates that end the game besides checkmate
// and 困斃 (docs/variants.md §1), read into VariantDef::rules.wins with a reason for
// every refusal. The board builder turns them into Geometry::terminal (terminal_rules.h).
#pragma once

#include <string>
#include <vector>

#include "core/variant/variant_def.h"

namespace xq {

// Reads `value` (the key's text, on line `line`) against the variant's pieces and zones.
// Returns "" or the reason it is refused (the caller adds the line).
std::string parse_win_rules(const VariantDef& def, const std::string& value, int line,
                            std::vector<WinRuleDef>& out);

// Checks the predicates against the setup: an `extinct(X)` whose type a side does not
// have in the setup would end the game at once. Returns "" or the reason; `line` is set
// to the predicate's line.
std::string check_win_rules_setup(const VariantDef& def, int& line);

}  // namespace xq
