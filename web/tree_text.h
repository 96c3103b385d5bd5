// The game tree as text for storage (issue #17): the saved game in localStorage and the
// saved games list keep variations, comments and marks as PGN with RAV (ICCS moves) next
// to the moves they always stored, so old saves (moves only) still load as they did.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "core/game.h"

namespace xqweb {
// The tree has variations, comments or marks (more than moves in one line).
bool tree_has_extras(const xq::record::GameTree& t);
// The PGN tree writer can write the game's tree: any variant and add-ons, nothing
// face-down (a tree's moves would tell what a viewer may not know).
bool tree_writable(const xq::Game& g);
// The DhtmlXQ and XQF tree writers also know the game's board: standard xiangqi without
// add-ons, nothing face-down (their formats have no place to name a variant).
bool tree_writable_standard(const xq::Game& g);
// A fingerprint (FNV-style) of the game's rules (variant, its text, add-ons), the tree's
// start and every node's parent and move; with `notes`, also each node's children order,
// comments, mark and clock. Not the line being played. Caches of what a big tree makes
// (the move list's texts, the stored tree) are keyed by it: the shared FiveGoatsTest.xqf
// has 32,124 moves, and rewriting them on every step cost the page half a second.
std::uint64_t tree_fingerprint(const xq::Game& g, bool notes);
// PGN with RAV of the game's tree, on one line ('\n' escaped as "\\n", '\t' never
// appears); "" when the tree holds no more than the line played or a piece is face-down.
std::string tree_storage_text(const xq::Game& g);
// Puts a stored tree back into `g` (already replayed to its saved moves) and goes to the
// same node; false (g unchanged) when the text is not a tree of g's start position. The
// moves are read on g's own board (its variant and add-ons).
bool restore_tree_text(xq::Game& g, std::string_view text);
}  // namespace xqweb
