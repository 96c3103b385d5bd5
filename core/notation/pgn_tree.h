// PGN with the whole game tree: variations as RAV "( … )", comments "{ … }" (and ";" to
// the end of a line), marks as NAGs $1..$6 or glyphs ! ? !! ?? !? ?! after a move. The
// single-line API (pgn.h: read_pgn, replay, write_pgn) is unchanged; this reads the same
// games (PgnReader splits them) into a record::GameTree and writes one back.
//
// Reading a broken record loads every legal move: an illegal or unreadable move ends its
// own line (the rest of that variation, or of the main line) and is reported naming the
// node ("variation 2 of move 12 (Black), move 14 (Red) 'h2h9': …"); the other lines
// and everything before still load. Texts may be UTF-8 or GBK (detected, text_encoding.h).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"
#include "core/notation/pgn.h"
#include "core/record/game_tree.h"

namespace xq::notation {

struct PgnTreeGame {
  record::GameTree tree;
  std::vector<PgnTag> tags;           // as written, plus Encoding ("UTF-8" or "GBK": what the
                                      // file's bytes were read as; replaces one in the file)
  std::string result;                 // result token of the movetext, else the Result tag
  bool loaded = false;                // the start position was read (false: a bad FEN tag)
  std::vector<std::string> warnings;  // every problem in text order, naming the node
  bool ok() const { return warnings.empty(); }
  std::string tag(std::string_view name) const;
};

// The board a tree's moves are played on (every reader and the writer below): `board`, a
// game of the record's variant (a preset or a variant text) and add-ons, when given (its
// position and moves do not matter: the web's saved game passes itself); else the
// built-in variant the [Variant "…"] tag names (pgn_variant), standard xiangqi without one.
// Every move is checked by that board's rules, so a variant's tree loads in its variant.
// Games with face-down pieces are not written as trees (their moves would tell secrets).

// Every game of a PGN text (bytes in UTF-8 or GBK).
std::vector<PgnTreeGame> read_pgn_trees(std::string_view bytes, const Game* board = nullptr);
// The first game (an empty tree from the board's start when there is none).
PgnTreeGame read_pgn_tree(std::string_view bytes, const Game* board = nullptr);
// One game already split by PgnReader (its texts already UTF-8).
PgnTreeGame read_pgn_tree(const PgnGame& game, const Game* board = nullptr);

// Writes the tree: the tags (without FEN and Encoding; a Variant tag naming `board`'s
// variant when it is not standard xiangqi and the tags have none, as export_pgn_tags adds
// it, and an Addons tag for its add-ons likewise; a FEN tag from the tree's start when it
// is not the standard one), then the movetext in `notation` with every variation, comment
// and mark (as a NAG), then `result` ("*" unless it is 1-0, 0-1 or 1/2-1/2). Every move
// must be legal from its parent's position on the board, as the readers guarantee.
std::string write_pgn_tree(const std::vector<PgnTag>& tags, const record::GameTree& tree, Notation notation,
                           const std::string& result, const Game* board = nullptr);

}  // namespace xq::notation
