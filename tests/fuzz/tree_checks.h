// Shared by the game-tree fuzz targets: a tree that loaded has a start FEN that parses and
// only moves that are legal in their parent's position; anything else aborts (a finding).
#pragma once

#include <cstdlib>

#include "core/fen.h"
#include "core/record/game_tree.h"
#include "core/rules/illegal_reason.h"

inline void check_tree(const xq::record::GameTree& tree) {
  const xq::FenResult start = xq::parse_fen(tree.start_fen());
  if (!start.ok()) std::abort();
  tree.walk([&](int id, int) {
    xq::Position p = start.position;
    for (xq::Move m : tree.line_to(tree.node(id).parent)) {
      xq::UndoInfo u;
      p.do_move(m, u);
    }
    if (!xq::explain_move(p, tree.node(id).move).ok()) std::abort();
    return true;
  });
  if (tree.counts().moves + 1 != tree.size()) std::abort();
}
