// Game record tree (see game_tree.h).
#include "core/record/game_tree.h"

#include <algorithm>
#include <utility>

namespace xq::record {
namespace {
constexpr const char* kMarks[] = {"", "!", "?", "!!", "??", "!?", "?!"};
}

const char* mark_text(Mark m) { return kMarks[static_cast<int>(m)]; }

Mark parse_mark(std::string_view text) {
  for (int i = 1; i < 7; ++i)
    if (text == kMarks[i]) return static_cast<Mark>(i);
  return Mark::None;
}

GameTree::GameTree(std::string start_fen) : start_fen_(std::move(start_fen)) { nodes_.emplace_back(); }

int GameTree::add_move(int parent, Move move) {
  const int id = static_cast<int>(nodes_.size());
  Node n;
  n.move = move;
  n.parent = parent;
  nodes_.push_back(std::move(n));
  nodes_[static_cast<std::size_t>(parent)].children.push_back(id);
  return id;
}

std::vector<Move> GameTree::main_line() const {
  std::vector<Move> out;
  for (int id = kRoot; !node(id).children.empty();) {
    id = node(id).children.front();
    out.push_back(node(id).move);
  }
  return out;
}

std::vector<Move> GameTree::line_to(int id) const {
  std::vector<Move> out;
  for (; id > kRoot; id = node(id).parent) out.push_back(node(id).move);
  std::reverse(out.begin(), out.end());
  return out;
}

int GameTree::depth(int id) const {
  int d = 0;
  for (; id > kRoot; id = node(id).parent) ++d;
  return d;
}

TreeCounts GameTree::counts() const {
  TreeCounts c;
  c.moves = nodes_.size() - 1;
  for (const Node& n : nodes_) {
    if (n.children.size() > 1) c.variations += n.children.size() - 1;
    if (!n.comment.empty()) ++c.comments;
  }
  c.main_line = main_line().size();
  return c;
}

void GameTree::walk(const std::function<bool(int id, int ply)>& visit) const {
  // Explicit stack of (node, ply); children pushed in reverse so the first comes out first.
  std::vector<std::pair<int, int>> stack;
  const auto push_children = [&](int id, int ply) {
    const auto& ch = node(id).children;
    for (auto it = ch.rbegin(); it != ch.rend(); ++it) stack.emplace_back(*it, ply + 1);
  };
  push_children(kRoot, 0);
  while (!stack.empty()) {
    const auto [id, ply] = stack.back();
    stack.pop_back();
    if (visit(id, ply)) push_children(id, ply);
  }
}

}  // namespace xq::record
