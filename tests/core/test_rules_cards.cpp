// Rules cards and seeds (core/variant/catalog.h, docs/variants.md §1 and §6): every preset
// and every offered add-on has a card in 繁, 简 and English and names its seed; cards are a
// section's own (a child does not inherit its parent's); bad card keys, texts and catalog
// sections are refused with the line and the reason.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "core/game.h"
#include "core/variant/catalog.h"
#include "core/variant/parser.h"
#include "core/variant/registry.h"
#include "variant_errors.h"

using namespace xq;

namespace {

using testing::first_error;

// A text, the first error it must get and that error's line.
struct Refusal {
  std::string text;
  std::string message;
  int line;
};

// Each text read by `read` (returning the first error's message, its line in `line`).
template <typename Read>
void check_refusals(const std::vector<Refusal>& cases, Read read) {
  for (const Refusal& c : cases) {
    INFO(c.text);
    int line = 0;
    CHECK(read(c.text, line) == c.message);
    CHECK(line == c.line);
  }
}

bool has_cjk(const std::string& s) {
  for (unsigned char c : s)
    if (c >= 0xE0) return true;
  return false;
}

}  // namespace

TEST_CASE("rules cards: every preset has a card in three languages and a seed", "[cards]") {
  CHECK(builtin_catalog().errors.empty());
  for (const VariantError& e : builtin_catalog().errors) INFO(e.text());
  const std::vector<SeedChoice> seeds = list_seeds();
  REQUIRE(seeds.size() == 4);
  for (const VariantInfo& v : list_variants()) {
    INFO(v.id);
    CHECK(!v.card.hant.empty());
    CHECK(!v.card.hans.empty());
    CHECK(!v.card.en.empty());
    CHECK(has_cjk(v.card.hant));
    CHECK(has_cjk(v.card.hans));
    CHECK(v.card.hant != v.card.hans);  // 繁 and 简 differ (each card names a 象/将/规 …)
    bool known_seed = false;
    for (const SeedChoice& s : seeds) known_seed = known_seed || s.id == v.seed;
    CHECK(known_seed);
  }
  // The seeds of the presets: standard rules (002), the 象棋文化 page (000), 河山 2018 (001),
  // 第兩百章 (003).
  auto seed_of = [](const char* id) {
    for (const VariantInfo& v : list_variants())
      if (v.id == id) return v.seed;
    return std::string("?");
  };
  CHECK(seed_of("xiangqi") == "002");
  CHECK(seed_of("guang") == "002");  // 廣象棋, seed 002's history
  CHECK(seed_of("shanjie") == "000");
  CHECK(seed_of("heshan8") == "000");
  CHECK(seed_of("heshan") == "001");
  CHECK(seed_of("xindaxiang") == "003");
  CHECK(seed_of("qishi") == "003");
  CHECK(seed_of("anzhan") == "003");
  CHECK(seed_of("hanzi_shogi") == "003");  // 漢字將棋, a reconstruction
  CHECK(seed_of("hanzi_shogi_dark") == "003");  // its face-down start 「也可暗布开局」
  CHECK(seed_of("ouya") == "000");         // 歐亞象棋
  CHECK(seed_of("shanshui") == "000");     // 山水象棋
  CHECK(seed_of("luzhan") == "000");       // 陸戰象棋
}

TEST_CASE("rules cards: every offered add-on has a card and a seed", "[cards]") {
  for (const AddonChoice& a : list_addons()) {
    INFO(a.id);
    CHECK(!a.card.hant.empty());
    CHECK(!a.card.hans.empty());
    CHECK(!a.card.en.empty());
    CHECK(!a.seed.empty());
  }
  for (const AddonChoice& a : list_addons())
    if (a.id == "bare_general") {
      CHECK(a.seed == "003");
      // The card quotes the seed sentence 「吃到对方只剩将或帅也为胜」.
      CHECK(a.card.hans.find("吃到对方只剩将或帅也为胜") != std::string::npos);
    }
}

TEST_CASE("rules cards: a game shows its variant's card; a custom child has none of its own", "[cards]") {
  RuleOptions o;
  o.addons = {"bare_general"};
  const GameOrError g = Game::create("shanjie", "", o);
  REQUIRE(g.game);
  CHECK(g.game->variant_info().card.en.rfind("One extra file on each side", 0) == 0);
  CHECK(g.game->variant_info().seed == "000");
  const GameOrError custom = Game::create_from_text("[fast:xiangqi]\nname = Fast\n");
  REQUIRE(custom.game);
  CHECK(custom.game->variant_info().card.empty());
  CHECK(custom.game->variant_info().seed.empty());
  const GameOrError own = Game::create_from_text(
      "[fast:xiangqi]\nname = Fast\nseed = 003\ncard.hant = 快\ncard.hans = 快\ncard.en = Fast.\\nTwo lines.\n");
  REQUIRE(own.game);
  CHECK(own.game->variant_info().card.en == "Fast.\nTwo lines.");
  CHECK(own.game->variant_info().seed == "003");
  // With add-ons switched on for the game the text keeps its card.
  RuleOptions with;
  with.addons = {"bare_general"};
  const GameOrError own_addon = Game::create_from_text(
      "[fast:xiangqi]\nname = Fast\nseed = 003\ncard.hant = 快\ncard.hans = 快\ncard.en = Fast.\n", "", with);
  REQUIRE(own_addon.game);
  CHECK(own_addon.game->variant_info().card.en == "Fast.");
  CHECK(own_addon.game->variant_info().seed == "003");
}

TEST_CASE("rules cards: bad card keys and texts are refused with the line and the reason", "[cards]") {
  check_refusals({
      {"card.jp = x\n", "unknown rules-card key 'card.jp' (a card is card.hant, card.hans and card.en)", 2},
      {"card.en = Only English\n", "a rules card is written in all three languages: card.hant is missing", 2},
      {"card.hant = 甲\ncard.hans = 甲\ncard.en =\n", "card.en is empty", 4},
      {"card.hant = 甲\ncard.hans = 甲\ncard.en = a\\tb\n",
       "card.en '\\t' is no escape (write \\n for a line break; no other backslash)", 4},
      {"card.hant = 甲\ncard.hans = 甲\ncard.en = " + std::string(3001, 'x') + "\n",
       "card.en is longer than 3000 bytes", 4},
      {"card.hant = \xE7\x94\n", "card.hant is not clean UTF-8 text (a control character or a broken multi-byte character)", 2},
      {"seed = 007\n", "seed '007' is not one of the seed texts (002 象棋（標準規則）, 000 象棋文化：新型象棋實例, 001 河山象棋 2018, 003 第兩百章)", 2},
  }, [](const std::string& lines, int& line) { return first_error("[bad:xiangqi]\n" + lines, line); });
}

TEST_CASE("rules cards: the catalog refuses bad sections and keys", "[cards]") {
  check_refusals({
      {"[seed]\n", "a catalog section is [seed ID] or [addon ID], found '[seed]'", 1},
      {"[seed 009]\nname.hant = 甲\nname.hans = 甲\n", "[seed 009] has no name.en", 1},
      {"[seed 009]\nname.hant = 甲\nname.hans = 甲\nname.en = A\ncolour = red\n",
       "unknown key 'colour' in [seed 009] (name.hant, name.hans, name.en)", 5},
      {"[addon flying_pigs]\ncard.en = x\n", "unknown add-on 'flying_pigs' in [addon flying_pigs]", 1},
      {"[addon bare_general]\nseed = 003\n", "seed '003' is not a [seed …] section above", 2},
      {"[addon bare_general]\ncard.en = x\n", "a rules card is written in all three languages: card.hant is missing", 2},
      {"[addon bare_general]\n", "[addon bare_general] has no card", 1},
      {"name.en = x\n", "'name.en' before the first [seed …] or [addon …]", 1},
      {"[seed 1]\nname.en = a\nname.en = b\n", "'name.en' is given twice in [seed 1]", 3},
  }, [](const std::string& text, int& line) {
    const Catalog cat = parse_catalog(text, "t");
    if (cat.errors.empty()) return std::string();
    line = cat.errors.front().line;
    return cat.errors.front().message;
  });
}

TEST_CASE("river = none: 新大象戲's 「没有河界」, and what needs a river says so", "[cards][variant]") {
  int line = 0;
  CHECK(first_error("[dry:xiangqi]\nriver = none\nb.zone =\n", line) == "");
  CHECK(first_error("[dry:xiangqi]\nriver = none\nb.zone =\naddons = palace_strategy\n", line) ==
        "add-on 'palace_strategy' needs a river (this board has river = none)");
  CHECK(line == 4);
  CHECK(first_error("[dry:xiangqi]\nriver = wet\n", line) ==
        "river must be the number of ranks on Red's side (1..9), or none");
  CHECK(first_error("[dry:xiangqi]\nriver = none\nsoldier_line = 6\n", line) ==
        "soldier_line must be a rank in Red's half of the board");
}
