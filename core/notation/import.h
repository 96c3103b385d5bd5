// Import dispatcher and export helpers: what the UI's "Import" box and "Export" menu call.
//
// import_game reads pasted text of any kind and returns one game (start FEN + moves + tags)
// or a precise error naming the line and move. Detection, first match wins:
//   1. a [DhtmlXQ_…] tag anywhere            -> DhtmlXQ (dhtmlxq.h)
//   2. the first non-blank line is a [Tag "…"] -> PGN, the first game (pgn.h; any notation;
//      a [Variant "shanjie"] tag plays it on that built-in variant's board)
//   3. a first line whose first word has 10 '/'-separated ranks -> FEN (the start), and the
//      lines after it, if any, are movetext from that position
//   4. anything else                         -> bare movetext from the standard start, in
//      any notation movetext.h reads (ICCS, WXF, Chinese 繁/简, numbered or not)
// The moves before a bad one are kept, so the UI can open the game up to the problem.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"
#include "core/notation/movetext.h"
#include "core/notation/pgn.h"

namespace xq::notation {

enum class ImportFormat : std::uint8_t { None, DhtmlXQ, Pgn, Fen, Movetext };
const char* import_format_name(ImportFormat f);  // "DhtmlXQ", "PGN", "FEN", "movetext", "none"

struct ImportedGame {
  ImportFormat format = ImportFormat::None;
  std::string variant = Game::kStandardVariant;  // from a PGN Variant tag
  std::string variant_text;                       // from PGN VariantText tags (pgn_variant_text)
  std::vector<std::string> addons;                // from a PGN Addons tag (pgn_addons)
  std::string start_fen = Game::kStandardFen;
  std::vector<Move> moves;            // legal from start_fen (up to the first bad move)
  std::vector<PgnTag> tags;           // PGN tag names (DhtmlXQ tags mapped to them)
  std::string result;                 // "1-0", "0-1", "1/2-1/2", "*" or empty
  std::vector<std::string> warnings;  // dropped variations and the like
  std::string error;                  // e.g. "line 7, move 3 (Black) '馬８進９': …"
  bool ok() const { return error.empty(); }
  // A Game at the end of `moves` (always possible: start_fen and moves are validated), in
  // record mode (Game::set_record): every move is kept, arbiter rulings become notes, and
  // `result` (the Result tag) is its recorded result.
  Game to_game() const;
};

// "1-0" -> RedWins, "0-1" -> BlackWins, "1/2-1/2" -> Draw, anything else -> Ongoing.
Outcome outcome_of_token(std::string_view token);

// Caps: texts longer than this are refused with an error.
constexpr std::size_t kMaxImportText = 1 << 20;

ImportedGame import_game(std::string_view text);

// "1-0" / "0-1" / "1/2-1/2" / "*" for the game's current result.
std::string result_token(const Game& game);
// PGN of the game's played moves in `notation` (tags as given; a FEN tag is added for a
// non-standard start; the Result tag is filled in from the game if missing, and a given
// one is the movetext's result token too; a Variant tag is added for a game that is not
// standard xiangqi, and a text variant's VariantText tags).
std::string export_pgn(const Game& game, Notation notation, std::vector<PgnTag> tags = {});
// The tags export_pgn writes for `game` (Result, Termination for a loss on time, Variant,
// VariantText, Addons, NaturalLimit, MoveLimit added to `tags` as above) and the movetext's result token in
// `result`: the whole-tree PGN writer (pgn_tree.h) takes the same ones.
std::vector<PgnTag> export_pgn_tags(const Game& game, std::vector<PgnTag> tags, std::string& result);
// A DhtmlXQ record of the game's played moves.
std::string export_dhtmlxq(const Game& game, std::vector<PgnTag> tags = {});
// The current position's FEN.
std::string export_fen(const Game& game);

// The same records as `viewer` may have them (docs/sharing.md "Hidden pieces"): for a
// game with face-down pieces and any viewer but the arbiter, the record of
// Game::view_game (the viewer's FEN of the current position, '*' for a face-down piece
// and the placeholder for an identity the viewer may not know; no moves, since replaying
// them needs the identities) with the game's result; otherwise export_pgn /
// export_dhtmlxq of the game itself. What the page's Export offers.
std::string export_pgn_for_viewer(const Game& game, Viewer viewer, Notation notation, std::vector<PgnTag> tags = {});
std::string export_dhtmlxq_for_viewer(const Game& game, Viewer viewer, std::vector<PgnTag> tags = {});

}  // namespace xq::notation
