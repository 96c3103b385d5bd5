// Per-viewer views (see hidden_view.h).
#include "core/hidden_view.h"

#include <cctype>

#include "core/rules/rule_module.h"

namespace xq {

const char* viewer_name(Viewer v) {
  switch (v) {
    case Viewer::Red:
      return "red";
    case Viewer::Black:
      return "black";
    case Viewer::Spectator:
      return "spectator";
    case Viewer::Arbiter:
      return "arbiter";
  }
  return "spectator";
}

bool viewer_from_name(std::string_view name, Viewer& out) {
  for (Viewer v : {Viewer::Red, Viewer::Black, Viewer::Spectator, Viewer::Arbiter})
    if (name == viewer_name(v)) {
      out = v;
      return true;
    }
  return false;
}

namespace {

// A secret both players have seen (a module's rule: 第三代's back turned back after a wrong flip).
bool seen_by_all(const Position& pos, Square s) {
  const Geometry& g = pos.geometry();
  for (int i = 0; i < g.module_count; ++i)
    if (g.modules[i]->identity_public && g.modules[i]->identity_public(pos, s)) return true;
  return false;
}

}  // namespace

Position view_position(const Position& pos, Viewer viewer) {
  Position view = pos;
  if (pos.face_down_count() == 0) return view;
  const Geometry& g = pos.geometry();
  for (int s = 0; s < g.size; ++s) {
    const Square sq = static_cast<Square>(s);
    if (pos.identity_known(sq) && !may_know(g.hidden, viewer, pos.piece_on(sq).color()) && !seen_by_all(pos, sq))
      view.set_face_down(sq, Piece());
  }
  return view;
}

Position sample_hidden_identities(const Position& view) {
  Position out = view;
  if (view.face_down_count() == 0) return out;
  const Geometry& g = view.geometry();
  bool unknown = false;
  for (int s = 0; s < g.size && !unknown; ++s)
    unknown = view.face_down(static_cast<Square>(s)) && !view.identity_known(static_cast<Square>(s));
  if (!unknown) return out;
  // Each dealing module fills in its own pieces (第三代: the pawns' backs, then the
  // advisors'); one that cannot leaves the view as it was.
  bool dealt = false;
  for (int i = 0; i < g.module_count; ++i) {
    if (!g.modules[i]->deal) continue;
    if (!g.modules[i]->deal(out, view.hash())) return view;
    dealt = true;
  }
  return dealt ? out : view;
}

std::vector<PieceView> view_pieces(const Position& view) {
  std::vector<PieceView> out;
  const Geometry& g = view.geometry();
  for (int rank = g.height - 1; rank >= 0; --rank)
    for (int file = 0; file < g.width; ++file) {
      const Square s = g.square(file, rank);
      if (!g.exists[s] || view.empty(s)) continue;
      PieceView pv;
      pv.square = s;
      pv.face_down = view.face_down(s);
      pv.identity_known = !pv.face_down || view.identity_known(s);
      pv.piece = pv.face_down && pv.identity_known ? view.identity(s) : view.piece_on(s);
      out.push_back(pv);
    }
  return out;
}

std::string redact_variant_text(std::string_view text, const HiddenRules& rules) {
  std::string out(text);
  if (!rules.enabled || rules.moves == FaceDownMoves::AsStart) return out;
  size_t line = 0;
  while (line < out.size()) {
    size_t end = out.find('\n', line);
    if (end == std::string::npos) end = out.size();
    size_t k = line;
    while (k < end && (out[k] == ' ' || out[k] == '\t')) ++k;
    const bool setup = out.compare(k, 5, "setup") == 0 && out.find('=', k) < end;
    if (setup) {
      // Only the board field: the letters after '*' up to the first space after the FEN.
      size_t i = out.find('=', k) + 1;
      while (i < end && out[i] == ' ') ++i;
      for (; i + 1 < end && out[i] != ' '; ++i)
        if (out[i] == '*' && std::isalpha(static_cast<unsigned char>(out[i + 1]))) {
          // The placeholder of the face the identity lies under (a placeholder stays itself).
          const char lower = static_cast<char>(std::tolower(static_cast<unsigned char>(out[i + 1])));
          PieceKind face;
          const char group = placeholder_face(rules, lower, face) ? lower : rules.placeholder_of_letter[lower - 'a'];
          const char unknown = group ? group : rules.placeholder;
          out[i + 1] = std::isupper(static_cast<unsigned char>(out[i + 1]))
                           ? static_cast<char>(std::toupper(static_cast<unsigned char>(unknown)))
                           : unknown;
        }
    }
    line = end + 1;
  }
  return out;
}

}  // namespace xq
