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
  // UTF-8, before the move: what introduces a variation ("(  {the quiet way} 3. …") or a
  // move after the previous one's comment (PGN: the second comment between two moves).
  std::string comment_before;
  Mark mark = Mark::None;
  // The mover's clock after the move, in milliseconds (PGN `[%clk 0:04:59]`); -1 unknown.
  std::int64_t clock_ms = -1;
  int parent = -1;            // -1 for the root
  std::vector<int> children;  // children[0] = the line's continuation, the rest variations
};

// For formats with one comment per move (XQF, DhtmlXQ): the comment before the move, a
// line break, then the one after it (just one of them when the other is empty). Clocks
// have no place there and are left out.
std::string merged_comment(const Node& n);

struct TreeCounts {
  std::size_t moves = 0;       // nodes other than the root
  std::size_t variations = 0;  // children beyond the first, over all nodes
  std::size_t comments = 0;    // non-empty comments, before or after a move (root included)
  std::size_t clocks = 0;      // nodes with a known clock
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

  // ---- editing (issue #17: 打譜) ----
  // The child of `parent` that plays `move`, or -1.
  int find_child(int parent, Move move) const;
  // Playing `move` at `parent`: the existing child that plays it, else a new last child
  // (a new variation when `parent` already has a continuation). Never duplicates a move.
  int add_variation(int parent, Move move);
  // Moves `id` one place towards the front of its siblings; at the front it becomes its
  // parent's continuation. False for the root or a node already first.
  bool promote(int id);
  // Makes the line through `id` the main line: at every fork from the root down to `id`
  // the branch leading to `id` becomes the first child. Sibling order is kept otherwise.
  void promote_to_main_line(int id);
  // Deletes `id` and everything after it (a variation, or with a first child the rest of
  // a line). Node ids are compacted: the returned vector maps each old id to its new one
  // (-1 for a deleted node). The root cannot be deleted (returns the identity).
  std::vector<int> remove_subtree(int id);
  // Deletes everything after `id` (all its children): "delete the rest of the line".
  std::vector<int> truncate_after(int id);
  void set_comment(int id, std::string text) { node(id).comment = std::move(text); }
  void set_mark(int id, Mark mark) { node(id).mark = mark; }
  void set_comment_before(int id, std::string text) { node(id).comment_before = std::move(text); }
  void set_clock(int id, std::int64_t ms) { node(id).clock_ms = ms; }

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

  // Same start FEN and the same moves, comments and marks in the same sibling order
  // (node ids may differ: a tree built in another order still compares equal).
  bool same_as(const GameTree& other) const;
  // The first difference from `other` as text ("node 12 (line h2e2 h9g7): comment differs"),
  // empty when same_as; for test failures and round-trip reports.
  std::string first_difference(const GameTree& other) const;

private:
  std::string start_fen_;
  std::vector<Node> nodes_;
};

}  // namespace xq::record
