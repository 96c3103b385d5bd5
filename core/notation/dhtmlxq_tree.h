// DhtmlXQ records (dhtmlxq.h) as a whole game tree. The reader builds the tree from the
// main line ([DhtmlXQ_movelist], route 0) and each variation route
// ([DhtmlXQ_move_PARENT_PLY_ID]) with their comments ([DhtmlXQ_commentN],
// [DhtmlXQ_commentID_N]) and marks ([DhtmlXQ_markN], [DhtmlXQ_markID_N], this project's
// extension: DhtmlXQ has no field for them). The writer gives every variation its own
// route, numbered in pre-order (depth first), so route order = sibling order.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/notation/pgn.h"
#include "core/record/game_tree.h"

namespace xq::notation {

struct DhtmlxqTree {
  record::GameTree tree;
  std::vector<PgnTag> tags;           // PGN names as read_dhtmlxq gives them, plus Encoding
  bool loaded = false;                // a start position was read
  std::vector<std::string> warnings;  // every problem (the main line's error first)
  bool ok() const { return warnings.empty(); }
  std::string tag(std::string_view name) const;
};

// Reads the first DhtmlXQ record of `bytes` (UTF-8 or GBK, detected).
DhtmlxqTree read_dhtmlxq_tree(std::string_view bytes);

// Writes the tree with every variation, comment and mark.
std::string write_dhtmlxq_tree(const std::vector<PgnTag>& tags, const record::GameTree& tree);

}  // namespace xq::notation
