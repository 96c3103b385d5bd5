// Session: the game tree on the page (issue #17, 打譜). The move list's clicks, the ↑/↓
// keys, the comment box and the marks menu act here; the tree itself is the core's
// (xq::Game::tree, go_to, promote, delete_node).
#include "session.h"

namespace xqweb {

int Session::shown_node() const { return game_.line_node(view_ply_ < 0 ? game_.ply() : view_ply_); }

bool Session::jump(int node) {
  const xq::record::GameTree& t = game_.tree();
  if (node < 0 || node >= static_cast<int>(t.size())) return false;
  const int depth = t.depth(node);
  // A node already on the current line is only a view; another line is played to its end
  // (the whole line then lists, and ←/→ walk it as any line).
  if (game_.line_node(depth) != node || depth > game_.ply()) {
    int end = node;
    while (!t.node(end).children.empty()) end = t.node(end).children.front();
    if (!game_.go_to(end)) return false;
    changed();
  }
  view(depth >= game_.ply() ? -1 : depth);
  return true;
}

bool Session::step_variation(int dir) {
  const int node = shown_node();
  if (node <= xq::record::GameTree::kRoot) return false;
  const std::vector<int>& siblings = game_.tree().node(game_.tree().node(node).parent).children;
  if (siblings.size() < 2) return false;
  int k = 0;
  while (siblings[static_cast<std::size_t>(k)] != node) ++k;
  k += dir > 0 ? 1 : -1;
  if (k < 0 || k >= static_cast<int>(siblings.size())) return false;
  return jump(siblings[static_cast<std::size_t>(k)]);
}

void Session::branch_here() {
  const int node = shown_node();
  if (view_ply_ < 0 || node < 0) return;
  game_.go_to(node);
  view(-1);
  branching_ = true;
  changed();
}

void Session::answer_branch(xq::Branch how, bool remember) {
  if (!branch_move_) return;
  const xq::Move m = *branch_move_;
  branch_move_.reset();
  if (remember) branch_remembered_ = how;
  branch_now_ = how;
  play(m);
}

void Session::cancel_branch() {
  branch_move_.reset();
  branching_ = false;
  const int at = game_.ply();
  while (game_.redo()) {
  }
  changed();
  view(at);
}

void Session::set_comment(std::string text) {
  game_.set_comment(shown_node(), std::move(text));
  hook(hooks_.save);
}

void Session::set_comment_before(std::string text) {
  game_.set_comment_before(shown_node(), std::move(text));
  hook(hooks_.save);
}

void Session::set_mark(xq::record::Mark mark) {
  game_.set_mark(shown_node(), mark);
  texts_valid_ = false;
  hook(hooks_.save);
}

bool Session::promote_shown() {
  if (!game_.promote(shown_node())) return false;
  texts_valid_ = false;
  hook(hooks_.save);
  return true;
}

bool Session::delete_shown() {
  const int node = shown_node();
  if (node <= xq::record::GameTree::kRoot) return false;
  const int depth = game_.tree().depth(node) - 1;
  // The node's parent stays: the view goes there (its line continues by its first child).
  if (!game_.delete_node(node)) return false;
  const int parent = game_.line_node(depth);
  changed();
  jump(parent);
  return true;
}

}  // namespace xqweb
