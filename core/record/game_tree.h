// A game record as a tree (issue #17, first slice): the start position and a tree of
// moves. Node 0 is the root (no move; its comment is the one before the first move).
// Every other node holds one move, legal in its parent's position, the comment after
// that move and an annotation mark. A node's first child continues the line (on the
// main line: the main line); its other children are variations (alternatives to the
// first child's move).
//
// The tree itself does not know the rules: whoever adds a move (an importer) checks it
// first. Nodes live in one vector and are named by index, so walking even a very deep
// tree needs no recursion. Standard library and core/types.h only; xq::Game does not use
// it yet.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "core/types.h"

namespace xq::record {

// Annotation marks, as in PGN's NAGs 1..6.
enum class Mark : std::uint8_t { None, Good, Mistake, Brilliant, Blunder, Interesting, Dubious };

// "!", "?", "!!", "??", "!?", "?!" or "" for None.
const char* mark_text(Mark m);
// The mark written as text (the same strings); None when the text is no mark.
Mark parse_mark(std::string_view text);

struct Node {
  Move move;                  // Move::none() for the root
  std::string comment;        // UTF-8, after the move (root: before the first move)
  Mark mark = Mark::None;
  int parent = -1;            // -1 for the root
  std::vector<int> children;  // children[0] = the line's continuation, the rest variations
};

struct TreeCounts {
  std::size_t moves = 0;       // nodes other than the root
  std::size_t variations = 0;  // children beyond the first, over all nodes
  std::size_t comments = 0;    // nodes (root included) with a non-empty comment
  std::size_t main_line = 0;   // moves on the main line
};

class GameTree {
public:
  static constexpr int kRoot = 0;

  explicit GameTree(std::string start_fen = {});

  const std::string& start_fen() const { return start_fen_; }
  void set_start_fen(std::string fen) { start_fen_ = std::move(fen); }

  // Adds `move` as the last child of `parent` (the first child becomes the main
  // continuation) and returns the new node's index.
  int add_move(int parent, Move move);

  const Node& node(int id) const { return nodes_[static_cast<std::size_t>(id)]; }
  Node& node(int id) { return nodes_[static_cast<std::size_t>(id)]; }
  std::size_t size() const { return nodes_.size(); }  // root included

  // Moves from the start down the first children.
  std::vector<Move> main_line() const;
  // Moves from the start to `id` (empty for the root).
  std::vector<Move> line_to(int id) const;
  // Plies from the root (root = 0).
  int depth(int id) const;

  TreeCounts counts() const;

  // Depth-first pre-order walk of every node but the root, first children first (the
  // order a PGN with RAV writes them): visit(id, ply) with ply = depth (1 = first move).
  // Returning false from visit skips the node's subtree.
  void walk(const std::function<bool(int id, int ply)>& visit) const;

private:
  std::string start_fen_;
  std::vector<Node> nodes_;
};

}  // namespace xq::record
