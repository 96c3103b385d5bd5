// DhtmlXQ game trees (see dhtmlxq_tree.h). Routes are lines from the start: route 0 is
// the main line, every other route copies its parent route up to its branching ply and
// goes on with its own moves. Comments and marks are keyed by route and absolute ply.
#include "core/notation/dhtmlxq_tree.h"

#include <map>

#include "core/fen.h"
#include "core/notation/dhtmlxq.h"
#include "core/notation/text_encoding.h"

namespace xq::notation {
namespace {

using record::GameTree;

// "[DhtmlXQ_name]value[/DhtmlXQ_name]" with the value made safe ("||" for newlines, no brackets).
void put(std::string& out, const std::string& name, const std::string& value) {
  std::string v;
  for (char c : value) {
    if (c == '[')
      v += '(';
    else if (c == ']')
      v += ')';
    else if (c == '\n')
      v += "||";
    else if (c != '\r')
      v += c;
  }
  out += "[DhtmlXQ_" + name + "]" + v + "[/DhtmlXQ_" + name + "]\n";
}

}  // namespace

std::string DhtmlxqTree::tag(std::string_view name) const {
  for (const PgnTag& t : tags)
    if (t.name == name) return t.value;
  return {};
}

DhtmlxqTree read_dhtmlxq_tree(std::string_view bytes) {
  const DecodedText text = decode_text(bytes);
  const DhtmlxqGame g = read_dhtmlxq(text.text);
  DhtmlxqTree out;
  out.tags = g.tags;
  out.tags.push_back({"Encoding", text.encoding});
  if (!g.error.empty()) out.warnings.push_back(g.error);
  for (const std::string& w : g.warnings) out.warnings.push_back(w);
  // Only a bad start (binit, fen, no tags at all) loads nothing; a bad move list keeps its
  // legal beginning.
  out.loaded = g.error.empty() || g.error.rfind("[DhtmlXQ_movelist]", 0) == 0;
  out.tree.set_start_fen(g.start_fen);
  // Each route's nodes by ply (index 0 = the root).
  std::map<int, std::vector<int>> routes;
  const auto annotate = [&](const std::vector<int>& nodes, const std::map<int, std::string>& comments,
                            const std::map<int, std::string>& marks, int from_ply) {
    for (const auto& [ply, c] : comments)
      if (ply >= from_ply && ply < static_cast<int>(nodes.size()))
        out.tree.set_comment(nodes[static_cast<std::size_t>(ply)], c);
    for (const auto& [ply, m] : marks)
      if (ply >= std::max(from_ply, 1) && ply < static_cast<int>(nodes.size()))
        out.tree.set_mark(nodes[static_cast<std::size_t>(ply)], record::parse_mark(m));
  };
  std::vector<int>& main = routes[0];
  main.push_back(GameTree::kRoot);
  for (Move m : g.moves) main.push_back(out.tree.add_move(main.back(), m));
  annotate(main, g.comments, g.marks, 0);
  // read_dhtmlxq lists the variations parents first, in route order.
  for (const DhtmlxqVariation& v : g.variations) {
    const auto parent = routes.find(v.parent);
    if (parent == routes.end()) continue;
    std::vector<int> nodes(parent->second.begin(), parent->second.begin() + v.first_ply);
    for (Move m : v.moves) nodes.push_back(out.tree.add_move(nodes.back(), m));
    annotate(nodes, v.comments, v.marks, v.first_ply);
    routes[v.id] = std::move(nodes);
  }
  return out;
}

std::string write_dhtmlxq_tree(const std::vector<PgnTag>& tags, const GameTree& tree) {
  const FenResult start = parse_fen(tree.start_fen());
  // The header (tags, binit, fen) and the main line's comments as write_dhtmlxq writes them.
  std::map<int, std::string> main_comments;
  std::vector<Move> main_line;
  // Route of every node: a node on its parent's route unless it is an alternative.
  std::vector<int> route(tree.size(), 0);
  int next_route = 1;
  std::string routes_text;
  const auto annotate = [&](int id, int r, int ply) {
    const record::Node& n = tree.node(id);
    const std::string key = r == 0 ? std::to_string(ply) : std::to_string(r) + "_" + std::to_string(ply);
    if (!record::merged_comment(n).empty() && r != 0) put(routes_text, "comment" + key, record::merged_comment(n));
    if (n.mark != record::Mark::None) put(routes_text, "mark" + key, record::mark_text(n.mark));
  };
  if (!tree.node(GameTree::kRoot).comment.empty()) main_comments[0] = tree.node(GameTree::kRoot).comment;
  // Pre-order walk: a node that is not its parent's first child starts a new route, which
  // runs down first children from there.
  std::map<int, std::string> route_moves;
  std::map<int, std::string> route_names;
  tree.walk([&](int id, int ply) {
    const record::Node& n = tree.node(id);
    const int parent_route = n.parent == GameTree::kRoot ? 0 : route[static_cast<std::size_t>(n.parent)];
    int r = parent_route;
    if (tree.node(n.parent).children.front() != id) {
      r = next_route++;
      route_names[r] =
          "move_" + std::to_string(parent_route) + "_" + std::to_string(ply) + "_" + std::to_string(r);
    }
    route[static_cast<std::size_t>(id)] = r;
    if (r == 0) {
      main_line.push_back(n.move);
      if (!record::merged_comment(n).empty()) main_comments[ply] = record::merged_comment(n);
    } else {
      route_moves[r] += dhtmlxq_move(n.move);
    }
    annotate(id, r, ply);
    return true;
  });
  std::string out = write_dhtmlxq(tags, start.ok() ? start.position : Position(), main_line, main_comments);
  out.erase(out.rfind("[/DhtmlXQ]"));
  for (const auto& [r, name] : route_names) put(out, name, route_moves[r]);
  out += routes_text;
  out += "[/DhtmlXQ]\n";
  return out;
}

}  // namespace xq::notation
