// Helpers shared by the tests of the add-ons with their own move types (解將旗, 還魂卒,
// 殺驚與遁馬): games with add-ons switched on, moves from ICCS text.
#pragma once

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/notation/iccs.h"

namespace xq::testing {

inline Game addon_game(const std::string& variant, const std::string& fen, std::vector<std::string> addons) {
  RuleOptions options;
  options.addons = std::move(addons);
  GameOrError made = Game::create(variant, fen, options);
  INFO(made.error);
  REQUIRE(made.game);
  return std::move(*made.game);
}

// A move in ICCS (add-on forms included) on the game's board.
inline Move iccs(const Game& g, const std::string& text) {
  const auto m = parse_iccs(text, g.position().geometry());
  INFO(text);
  REQUIRE(m);
  return *m;
}

inline bool has_move(const Game& g, Move m) {
  for (Move x : g.legal_moves())
    if (x == m) return true;
  return false;
}

inline int count_if_moves(const Game& g, bool (*pred)(Move)) {
  int n = 0;
  for (Move m : g.legal_moves()) n += pred(m);
  return n;
}

}  // namespace xq::testing
