// Per-viewer views of a position with face-down pieces (core/hidden_rules.h).
//
// The core keeps every identity; a viewer gets a copy in which the identities it may not
// know are forgotten (kUnknownIdentity). Everything a viewer is shown is computed from
// that copy, the FEN, the piece list, the legal moves, a search, so no hidden identity can
// reach it by a path we forgot: the copy does not hold it.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/hidden_rules.h"
#include "core/position.h"

namespace xq {

// "red", "black", "spectator", "arbiter", and back (false if unknown).
const char* viewer_name(Viewer v);
bool viewer_from_name(std::string_view name, Viewer& out);

// pos as `viewer` may see it: every face-down piece whose identity the viewer may not
// know keeps its face and becomes "identity unknown". Faces, squares, side to move, clocks
// and module state are unchanged, so the board moves of the copy are the position's own
// (a face-down piece moves, blocks and attacks by its face). The hash changes with the
// identities. Positions without face-down pieces come back as they are.
Position view_position(const Position& pos, Viewer viewer);

// A viewer's position with every unknown identity filled in by a draw of the variant's
// modules (RuleModule::deal: 暗戰 draws from its pool minus the types turned over), seeded
// by the view's own hash: what the engine searches for a player who may not know them.
// It reads nothing but the view, so two games that differ only in identities the viewer
// does not know give the same draw, and so the same search. A position without unknown
// identities, or a variant without a dealing module, comes back as it is.
Position sample_hidden_identities(const Position& view);

// One occupied point as a viewer sees it (what the page draws).
struct PieceView {
  Square square = kNoSquare;
  Piece piece;  // the identity if known here, else the face
  bool face_down = false;
  bool identity_known = true;  // false: draw a face-down disc (the face is piece)
};

// The pieces of a viewer's position (view_position), board order.
std::vector<PieceView> view_pieces(const Position& view);

// A variant text (docs/variants.md) whose setup lines name face-down identities, with each
// '*'-marked letter of its setup values replaced by the placeholder: the text a spectator's
// link may carry. hidden.moves = start keeps the letters (there they name the start faces,
// which everyone sees; such a variant's secret is in the game's start FEN).
std::string redact_variant_text(std::string_view text, const HiddenRules& rules);

}  // namespace xq
