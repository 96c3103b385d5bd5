// The game tree as storage text; see tree_text.h.
#include "tree_text.h"

#include <vector>

#include "core/notation/pgn_tree.h"

namespace xqweb {

bool tree_has_extras(const xq::record::GameTree& t) {
  const xq::record::TreeCounts c = t.counts();
  if (c.variations > 0 || c.comments > 0 || c.clocks > 0) return true;
  for (std::size_t id = 1; id < t.size(); ++id)
    if (t.node(static_cast<int>(id)).mark != xq::record::Mark::None) return true;
  return false;
}

bool tree_writable(const xq::Game& g) {
  return !g.has_secrets();
}

bool tree_writable_standard(const xq::Game& g) {
  return g.variant() == xq::Game::kStandardVariant && g.options().addons.empty() && !g.has_secrets();
}

std::string tree_storage_text(const xq::Game& g) {
  const xq::record::GameTree& t = g.tree();
  // Anything past the moves played is kept: variations, comments, marks, and the rest of
  // the line when looking back (a reload used to drop the moves to redo).
  const bool more = tree_has_extras(t) || t.size() - 1 != g.history().size();
  if (!more || !tree_writable(g)) return {};
  const std::string pgn = xq::notation::write_pgn_tree({}, t, xq::notation::Notation::Iccs, "*", &g);
  std::string out;
  for (char c : pgn) {
    if (c == '\\') out += "\\\\";
    else if (c == '\n') out += "\\n";
    else if (c == '\t') out += ' ';
    else if (c != '\r') out += c;
  }
  return out;
}

bool restore_tree_text(xq::Game& g, std::string_view text) {
  std::string pgn;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\\' && i + 1 < text.size()) {
      pgn += text[i + 1] == 'n' ? '\n' : text[i + 1];
      ++i;
    } else {
      pgn += text[i];
    }
  }
  xq::notation::PgnTreeGame read = xq::notation::read_pgn_tree(pgn, &g);
  if (!read.loaded) return false;
  // The same start position (FENs compared as this game writes them).
  xq::GameOrError start = xq::Game::create_like(g, read.tree.start_fen(), g.options());
  if (!start.game || start.game->start_fen() != g.start_fen()) return false;
  // The node the saved moves lead to, before anything changes.
  int node = xq::record::GameTree::kRoot;
  for (xq::Move m : g.history()) {
    node = read.tree.find_child(node, m);
    if (node < 0) return false;
  }
  xq::Game copy = g;
  copy.load_tree(std::move(read.tree));
  if (!copy.go_to(node)) return false;
  g = std::move(copy);
  return true;
}

}  // namespace xqweb
