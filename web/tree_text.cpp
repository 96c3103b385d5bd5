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

std::uint64_t tree_fingerprint(const xq::Game& g, bool notes) {
  std::uint64_t h = 1469598103934665603ull;
  auto mix = [&h](std::uint64_t v) {  // a word at a time (it runs every frame in the move list)
    h = (h ^ v) * 1099511628211ull;
    h ^= h >> 29;
  };
  auto mix_text = [&h](const std::string& s) {
    for (unsigned char c : s) h = (h ^ c) * 1099511628211ull;
    h = (h ^ 0x100) * 1099511628211ull;  // the end of the text
  };
  mix_text(g.variant());
  mix_text(g.variant_text());
  for (const std::string& a : g.options().addons) mix_text(a);
  const xq::record::GameTree& t = g.tree();
  mix_text(t.start_fen());
  mix(t.size());
  for (std::size_t k = 0; k < t.size(); ++k) {
    const xq::record::Node& n = t.node(static_cast<int>(k));
    mix(n.move.raw());
    mix(static_cast<std::uint32_t>(n.parent));
    if (!notes) continue;
    for (int c : n.children) mix(static_cast<std::uint32_t>(c));
    mix_text(n.comment);
    mix_text(n.comment_before);
    mix(static_cast<std::uint64_t>(n.mark));
    mix(static_cast<std::uint64_t>(n.clock_ms));
  }
  return h;
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
  // Saved after every move, step and edit: the text of an unchanged tree is kept.
  static std::uint64_t cached_key = 0;
  static std::string cached;
  const std::uint64_t key = tree_fingerprint(g, true);
  if (key == cached_key && !cached.empty()) return cached;
  const std::string pgn = xq::notation::write_pgn_tree({}, t, xq::notation::Notation::Iccs, "*", &g);
  std::string out;
  for (char c : pgn) {
    if (c == '\\') out += "\\\\";
    else if (c == '\n') out += "\\n";
    else if (c == '\t') out += ' ';
    else if (c != '\r') out += c;
  }
  cached_key = key;
  cached = out;
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
