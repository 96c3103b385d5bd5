// The catalog beside the variant presets (core/variants/catalog.txt, embedded by the
// build like the presets): the seed texts the presets come from, with their names in
// 繁/简/English (the New Game dialog groups presets under them), and the rules cards of
// the add-ons. A variant's own card is a key of its section (`card.hant` …, parser.cpp);
// this file holds what has no variant section. The same card checks serve both.
//
//   [seed 003]                       [addon bare_general]
//   name.hant = 第兩百章               seed = 003
//   name.hans = 第两百章               card.hant = …
//   name.en = Chapter 200             card.hans = …
//                                     card.en = …
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "core/variant/variant_def.h"

namespace xq {

struct SeedDef {
  std::string id;  // "003"
  std::string name_hant, name_hans, name_en;
};

struct AddonCardDef {
  std::string seed;  // "" = none
  RulesCardDef card;
};

struct Catalog {
  std::vector<SeedDef> seeds;                     // in file order
  std::map<std::string, AddonCardDef> addons;     // by add-on id
  std::vector<VariantError> errors;               // line-numbered; empty in a good build
  const SeedDef* seed(std::string_view id) const;
};

// Reads a catalog text; `source` names it in errors.
Catalog parse_catalog(std::string_view text, const std::string& source);
// The embedded core/variants/catalog.txt, parsed once.
const Catalog& builtin_catalog();

// Checks one card text (the value of `card.LANG`) and decodes it ("\n" → line break):
// "" and `out` set when it is good, else the reason ("is empty", "'\t' is no escape …").
std::string read_card_text(std::string_view value, std::string& out);
// Reads the `card.*` keys of one section (key → value): all three or none. Returns the
// errors as (key, message) pairs; an unknown `card.xx` key is one of them.
std::vector<std::pair<std::string, std::string>> read_card(
    const std::vector<std::pair<std::string, std::string>>& keys, RulesCardDef& out);

}  // namespace xq
