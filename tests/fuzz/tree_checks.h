// Shared by the game-tree fuzz targets: a tree that loaded has a start FEN that parses (on
// the standard board, or for a PGN tree on the board its Variant, VariantText and Addons
// tags name: pgn_board) and only moves that are legal in their parent's position; anything
// else aborts (a finding).
#pragma once

#include <cstdlib>
#include <string>

#include "core/game.h"
#include "core/record/game_tree.h"
#include "core/rules/illegal_reason.h"

// `start`: a game at the tree's start on its board (empty: the standard board).
inline void check_tree(const xq::record::GameTree& tree, xq::GameOrError start = {}) {
  if (!start.game && start.error.empty()) start = xq::Game::create(xq::Game::kStandardVariant, tree.start_fen());
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
