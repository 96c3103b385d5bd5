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

std::string merged_comment(const Node& n) {
  if (n.comment_before.empty()) return n.comment;
  if (n.comment.empty()) return n.comment_before;
  return n.comment_before + "\n" + n.comment;
}

TreeCounts GameTree::counts() const {
  TreeCounts c;
  c.moves = nodes_.size() - 1;
  for (const Node& n : nodes_) {
    if (n.children.size() > 1) c.variations += n.children.size() - 1;
    if (!n.comment.empty()) ++c.comments;
    if (!n.comment_before.empty()) ++c.comments;
    if (n.clock_ms >= 0) ++c.clocks;
  }
  c.main_line = main_line().size();
  return c;
}

int GameTree::find_child(int parent, Move move) const {
  for (int c : node(parent).children)
    if (node(c).move == move) return c;
  return -1;
}

int GameTree::add_variation(int parent, Move move) {
  const int existing = find_child(parent, move);
  return existing >= 0 ? existing : add_move(parent, move);
}

bool GameTree::promote(int id) {
  if (id <= kRoot || id >= static_cast<int>(nodes_.size())) return false;
  auto& siblings = node(node(id).parent).children;
  const auto it = std::find(siblings.begin(), siblings.end(), id);
  if (it == siblings.begin()) return false;
  std::iter_swap(it, it - 1);
  return true;
}

void GameTree::promote_to_main_line(int id) {
  for (; id > kRoot; id = node(id).parent) {
    auto& siblings = node(node(id).parent).children;
    // rotate, not swap: the other branches keep their order behind the promoted one.
    const auto it = std::find(siblings.begin(), siblings.end(), id);
    std::rotate(siblings.begin(), it, it + 1);
  }
}

std::vector<int> GameTree::remove_subtree(int id) {
  std::vector<int> remap(nodes_.size());
  for (std::size_t i = 0; i < remap.size(); ++i) remap[i] = static_cast<int>(i);
  if (id <= kRoot || id >= static_cast<int>(nodes_.size())) return remap;
  // Mark the subtree (explicit stack: a record's lines can be thousands of plies deep).
  std::vector<bool> gone(nodes_.size(), false);
  std::vector<int> stack{id};
  while (!stack.empty()) {
    const int n = stack.back();
    stack.pop_back();
    gone[static_cast<std::size_t>(n)] = true;
    for (int c : node(n).children) stack.push_back(c);
  }
  auto& siblings = node(node(id).parent).children;
  siblings.erase(std::find(siblings.begin(), siblings.end(), id));
  // Compact in order, so ids below the first deleted one stay as they were.
  int next = 0;
  for (std::size_t i = 0; i < nodes_.size(); ++i) remap[i] = gone[i] ? -1 : next++;
  std::vector<Node> kept;
  kept.reserve(static_cast<std::size_t>(next));
  for (std::size_t i = 0; i < nodes_.size(); ++i) {
    if (gone[i]) continue;
    Node n = std::move(nodes_[i]);
    if (n.parent >= 0) n.parent = remap[static_cast<std::size_t>(n.parent)];
    for (int& c : n.children) c = remap[static_cast<std::size_t>(c)];
    kept.push_back(std::move(n));
  }
  nodes_ = std::move(kept);
  return remap;
}

std::vector<int> GameTree::truncate_after(int id) {
  std::vector<int> remap(nodes_.size());
  for (std::size_t i = 0; i < remap.size(); ++i) remap[i] = static_cast<int>(i);
  // Children deleted last to first; each deletion's map is composed into the total one.
  while (!node(id).children.empty()) {
    const std::vector<int> step = remove_subtree(node(id).children.back());
    for (int& r : remap)
      if (r >= 0) r = step[static_cast<std::size_t>(r)];
    id = step[static_cast<std::size_t>(id)];
  }
  return remap;
}

std::string GameTree::first_difference(const GameTree& other) const {
  if (start_fen_ != other.start_fen_) return "start FEN differs: '" + start_fen_ + "' vs '" + other.start_fen_ + "'";
  // Walk both trees side by side; a node is named by its path of child indices from the root.
  struct Pair {
    int a, b;
    std::string path;
  };
  std::vector<Pair> stack{{kRoot, kRoot, "root"}};
  while (!stack.empty()) {
    const Pair p = stack.back();
    stack.pop_back();
    const Node& x = node(p.a);
    const Node& y = other.node(p.b);
    if (!(x.move == y.move)) return p.path + ": move differs";
    if (x.comment != y.comment) return p.path + ": comment differs: '" + x.comment + "' vs '" + y.comment + "'";
    if (x.comment_before != y.comment_before)
      return p.path + ": comment before the move differs: '" + x.comment_before + "' vs '" + y.comment_before + "'";
    if (x.mark != y.mark) return p.path + ": mark differs";
    if (x.clock_ms != y.clock_ms)
      return p.path + ": clock differs: " + std::to_string(x.clock_ms) + " vs " + std::to_string(y.clock_ms) + " ms";
    if (x.children.size() != y.children.size())
      return p.path + ": " + std::to_string(x.children.size()) + " vs " + std::to_string(y.children.size()) +
             " continuations";
    for (std::size_t i = x.children.size(); i-- > 0;)
      stack.push_back({x.children[i], y.children[i], p.path + "." + std::to_string(i)});
  }
  return {};
}

bool GameTree::same_as(const GameTree& other) const { return first_difference(other).empty(); }

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
