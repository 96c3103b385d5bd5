// GameSetup: what the New Game dialog chooses and a new game is built from: the base
// variant (one of xq::list_variants(), or a pasted variant text), the add-on modules
// switched on, the 棋例 rule set and the natural limit. Saved with the game, carried by
// share links (variant id or "vt=" text + "a=" add-on list + "nl=" natural limit).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"

namespace xqweb {

struct GameSetup {
  std::string variant = xq::Game::kStandardVariant;  // a preset id (or the text's section id)
  std::string variant_text;         // non-empty: a custom variant (Game::create_from_text)
  std::vector<std::string> addons;  // add-on ids in list_addons() order
  xq::RuleSet rule_set = xq::RuleSet::Chinese;
  // 自然限著 in full moves (0 = off), or the variant's own (its text's natural_limit).
  int natural_limit = xq::RuleOptions::kVariantNaturalLimit;

  bool standard() const { return variant == xq::Game::kStandardVariant && variant_text.empty() && addons.empty(); }
  bool operator==(const GameSetup&) const = default;
};

// A game of this setup from `fen` (empty = the variant's start); error text from the core.
xq::GameOrError create_game(const GameSetup& s, std::string_view fen = {});
// The setup a game was made with.
GameSetup setup_of(const xq::Game& g);

// "a,b" <-> {"a","b"} (empty items dropped).
std::string join_ids(const std::vector<std::string>& ids);
std::vector<std::string> split_ids(std::string_view csv);

}  // namespace xqweb
