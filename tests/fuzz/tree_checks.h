// Shared by the game-tree fuzz targets: a tree that loaded has a start FEN that parses (on
// the board of `variant`, a built-in one: a PGN tree is read on its Variant tag's board) and
// only moves that are legal in their parent's position; anything else aborts (a finding).
#pragma once

#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

#include "core/game.h"
#include "core/record/game_tree.h"
#include "core/rules/illegal_reason.h"

inline void check_tree(const xq::record::GameTree& tree,
                       const std::string& variant = xq::Game::kStandardVariant,
                       std::vector<std::string> addons = {}) {
  xq::RuleOptions options;
  options.addons = std::move(addons);  // a PGN's Addons tag: its tree is read with them on
  const xq::GameOrError start = xq::Game::create(variant, tree.start_fen(), options);
  if (!start.game) std::abort();
  tree.walk([&](int id, int) {
    xq::Position p = start.game->position();
    for (xq::Move m : tree.line_to(tree.node(id).parent)) {
      xq::UndoInfo u;
      p.do_move(m, u);
    }
    if (!xq::explain_move(p, tree.node(id).move).ok()) std::abort();
    return true;
  });
  if (tree.counts().moves + 1 != tree.size()) std::abort();
}
