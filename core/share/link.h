// Share links: the page state <-> URL fragment codec ("#v1.m=…&p=…").
//
// A link carries the variant (an id, or an inline variant text kept opaque for now), the
// add-on toggles, the start FEN (omitted when it is the standard start), the moves, the
// current ply, the board orientation, the page mode and the language. The format is
// versioned ("v1.") so a later format can change everything after the prefix.
//
// v1 layout (fields in any order, '&'-separated, default values omitted):
//   v1.v=xiangqi&vt=<%-encoded text>&a=id,id&f=<FEN, '_' for spaces>&m=<moves>&p=12
//      &o=b&mode=view&l=en
// Moves are 2 characters each in the URL-safe base64 alphabet (A-Z a-z 0-9 - _): a 12-bit
// code from * 35 + target, where target 0..8 = "to this file on the same rank", 9..18 = "to
// this rank on the same file", 19..34 = one of the 16 leaper steps (horse, elephant,
// advisor). Every legal xiangqi move has such a code, independent of move ordering.
//
// Decoding never trusts its input: lengths are capped, the FEN goes through parse_fen and
// every move is replayed through a Game. Errors are values naming what was wrong, and the
// result keeps everything read before the problem so the UI can still open a board.
//
//   std::string frag = xq::share::encode_link(xq::share::link_state_from_game(game));
//   auto d = xq::share::decode_link(location_hash);
//   if (!d.ok()) show(d.error);          // d.game may still hold a playable board
//   if (d.game) use(*d.game);
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"
#include "core/types.h"

namespace xq::share {

enum class Orientation : std::uint8_t { RedBottom, BlackBottom };
enum class Mode : std::uint8_t { Play, View };
enum class Language : std::uint8_t { Unspecified, ZhHant, ZhHans, En };

// "zh-Hant" / "zh-Hans" / "en" ("" for Unspecified), and back (false if unknown).
const char* language_code(Language l);
bool language_from_code(std::string_view code, Language& out);

// Caps applied when decoding (and assumed when encoding).
constexpr std::size_t kMaxLinkLength = 16384;
constexpr std::size_t kMaxMoves = 1024;
constexpr std::size_t kMaxFenLength = 256;
constexpr std::size_t kMaxIdLength = 32;
constexpr std::size_t kMaxAddons = 16;
constexpr std::size_t kMaxVariantText = 8192;

struct LinkState {
  std::string variant = Game::kStandardVariant;  // variant id (unused when variant_text is set)
  std::string variant_text;                      // inline variant definition, opaque for now
  std::vector<std::string> addons;               // add-on ids, in the order given
  std::string start_fen;                         // empty = the variant's standard start
  std::vector<Move> moves;
  int ply = -1;                                  // current ply; -1 (or moves.size()) = the end
  Orientation orientation = Orientation::RedBottom;
  Mode mode = Mode::Play;
  Language language = Language::Unspecified;

  bool operator==(const LinkState&) const = default;
};

// The fragment text (without '#'), e.g. "v1.m=Hc…". Moves must be legal xiangqi moves on
// the standard 9x10 board (a move with no code ends the move list there).
std::string encode_link(const LinkState& state);

struct LinkDecode {
  // Everything read. ply is normalised to 0..moves.size(); moves stop before the first bad one.
  LinkState state;
  // The game at state.ply (the later moves are on its redo list), when the variant and the
  // FEN were usable (also when a later move was bad). Empty for inline variant texts.
  std::optional<Game> game;
  // Empty when the whole link was valid; else the first problem, e.g.
  // "move 12 (Black) h9g7 is illegal: …", "unknown variant 'foo' …", "bad FEN: …",
  // "truncated move list: …".
  std::string error;
  bool ok() const { return error.empty(); }
};

// Reads a fragment (a leading '#' is skipped).
LinkDecode decode_link(std::string_view text);

// The state of a game: its variant, start FEN (empty when standard), played moves plus
// the redo list, and the current ply. Orientation, mode and language keep their defaults.
LinkState link_state_from_game(const Game& game);

// The 2-character code of one move (empty if the move has no code), and back (nullopt if
// the text is not a valid code). Exposed for tests and tools.
std::string encode_move(Move m);
std::optional<Move> decode_move(std::string_view two_chars);

}  // namespace xq::share
