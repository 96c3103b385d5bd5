// PGN for xiangqi (as written by XQ programs and collections such as CCPD): tag pairs
// ([Name "value"]), then movetext in any notation movetext.h reads, ending with a result.
// A [FEN "…"] tag sets the start position. Games are returned as values; problems are
// returned as PgnError values naming the game (0-based index), the move and the reason.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "core/notation/movetext.h"
#include "core/position.h"
#include "core/types.h"

namespace xq::notation {

struct PgnTag {
  std::string name;
  std::string value;
};

struct PgnGame {
  std::vector<PgnTag> tags;
  std::string movetext;   // everything after the tags, as written
  std::size_t line = 0;   // 1-based line of the game's first tag (or movetext)
  // Value of a tag, or empty if missing.
  std::string tag(std::string_view name) const;
};

struct PgnError {
  int game_index = -1;      // 0-based
  int move_number = 0;      // full-move number as printed (0: not about a move)
  Color side = Color::Red;  // who was to play that move
  int ply = 0;              // 1-based ply from the game's start (0: not about a move)
  std::string move_text;    // the move as written, if the error is about one
  std::string reason;
  // "game 12, move 7 (Black) '馬８進７': no Black horse on file 8"
  std::string to_string() const;
};

// Splits a PGN text into games, one at a time, without copying the whole text.
class PgnReader {
public:
  explicit PgnReader(std::string_view text) : text_(text) {}
  // Reads the next game into `game`. Returns false at the end of the text. A malformed
  // tag line is reported through `error` (reason non-empty) and the game is still returned.
  bool next(PgnGame& game, PgnError& error);
  int games_read() const { return index_; }

private:
  std::string_view text_;
  std::size_t pos_ = 0;
  std::size_t line_ = 1;
  int index_ = 0;
};

std::vector<PgnGame> read_pgn(std::string_view text, std::vector<PgnError>* errors = nullptr);

struct PgnReplay {
  std::string start_fen;
  Position start;
  Position final_position;
  std::vector<Move> moves;
  std::vector<std::string> move_texts;
  std::string result;  // result token of the movetext (or the Result tag if there is none)
  PgnError error;      // reason empty when the whole game replayed
  bool ok() const { return error.reason.empty(); }
};

// The built-in variant a game's [Variant "…"] tag names, in lower case ("shanjie"), or
// Game::kStandardVariant when there is none or it names standard xiangqi ("Chinese
// Chess"): the board its moves are played on (import.h, pgn_tree.h).
std::string pgn_variant(const std::vector<PgnTag>& tags);

// The add-ons a game's [Addons "horse_scare mission_soldier"] tag switches on (our export
// writes it for a game with add-ons; ids as list_addons() names them, space-separated), in
// the tag's order; empty without the tag. Game::create checks the ids ("unknown add-on").
std::vector<std::string> pgn_addons(const std::vector<PgnTag>& tags);
// The Addons tag's value for a game's add-ons ("horse_scare mission_soldier").
std::string addons_tag(const std::vector<std::string>& addons);

// A game of a text variant (docs/variants.md §1, Game::create_from_text) carries its rules:
// one [VariantText "…"] tag per line of the text as the game stores it, in order (a tag
// is one line; repeating the tag keeps each line readable, where one escaped value would
// not be). pgn_variant_text joins them again ("" without such tags); variant_text_tags
// writes them. The Variant tag still names the played section.
std::string pgn_variant_text(const std::vector<PgnTag>& tags);
std::vector<PgnTag> variant_text_tags(std::string_view variant_text);

// A game from `fen` (empty: the variant's setup) on the board a PGN's moves are played on:
// like `board` when given (a game of the record's rules: the page's saved game), else the
// built-in variant or the text variant and add-ons the tags name (pgn_variant,
// pgn_variant_text, pgn_addons). The error names what failed: "Variant tag: …",
// "VariantText tags: line 2: …", "Addons tag: …", or the FEN tag read on that board ("bad
// FEN tag: …", "bad FEN tag for variant 'shanjie': …"). import_game and the tree readers.
GameOrError pgn_board(const std::vector<PgnTag>& tags, std::string_view fen, const Game* board = nullptr);

// Replays a game from its FEN tag (or the standard start). Every move must be legal.
PgnReplay replay(const PgnGame& game, int game_index);

// Writes a game as PGN: the tags (a FEN tag is added when `start` is not the standard
// start position and no FEN tag is given), then one numbered move pair per line in
// `notation`, then the
// result ("*" when empty). The moves must be legal from `start`.
std::string write_pgn(const std::vector<PgnTag>& tags, const Position& start,
                      const std::vector<Move>& moves, Notation notation, const std::string& result);

// For a replayed game: does the Result tag contradict the final position (the side to
// move is mated or stalemated, which loses in xiangqi)? Returns the reason or empty.
std::string result_contradiction(const PgnGame& game, const PgnReplay& replay);

}  // namespace xq::notation
