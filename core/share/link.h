// Share links: the page state <-> URL fragment codec ("#v2.m=…&p=…").
//
// A link carries the variant (an id, or an inline variant text), the add-on toggles, the
// start FEN (omitted when it is the variant's own start), the whole game's moves, the ply
// shown, the record's header tags (players, event, date, …), the board orientation, the
// page mode, the language and two embed options (board theme, autoplay speed). The format is versioned so a later one can change everything after
// the prefix; this code writes v2 and still reads v1.
//
// Layout (fields in any order, '&'-separated, default values omitted):
//   v2.v=shanjie&vt=<escaped text>&a=id,id&f=<FEN, '_' for spaces>&m=<moves>&p=12
//      &o=b&mode=view&l=en&t=dark&ap=1500&tf=b&h=Red=Xu+Yinchuan~Black=Lu+Qin
// tf= names the side that lost on time (r or b; ResultReason::TimeForfeit).
// rec= marks a record (an imported game; Game::set_record): its moves play on past our
// arbiter's rulings (notes at those plies) and its value is the record's own result,
// 1-0, 0-1, 1/2-1/2 or * (unfinished or unknown). Without rec= the moves are a live
// game's and must be playable one after another under every rule.
// nl= the natural limit chosen in the New Game dialog (full moves, 0 = off; absent = the
//     variant's own). lim= a called 限着 (rules/move_limit.h): the caller (r or b), its 回合
//     and the ply it was called at, "r40.56".
// v2 moves: for each ply, the index of the move in the position's legal moves sorted by
// (from, to, raw move value), written in the URL-safe base64 alphabet (A-Z a-z 0-9 - _)
// with 1 character when there are at most 64 legal moves, 2 when at most 4096, else 3.
// It codes any move of any variant (wide boards, compound move types) because it only
// names a choice among the legal moves; the price is that decoding must replay the game.
// vt= (an inline variant text, docs/variants.md §1, played by Game::create_from_text: its
// last section): the text as the game stores it (comments and padding removed), a space
// written '+', a line break '~', the characters a fragment holds as they are kept
// (letters, digits, - . _ : / , ( ) * ! @ ; = ? $ '), anything else %XX. Its moves are
// coded like any variant's. "[fast:xiangqi]~setup=…+w+-+-+0+1&m=…"
// h= (header tags; still v2, since links without it read as before): "Name=value" lines
// joined by '~', escaped like vt= (so Chinese names travel as %XX). A name is a PGN tag name (a letter, then letters, digits or '_', at most 32);
// a value is 1..kMaxTagValue bytes without control characters; at most kMaxTags tags,
// each name once. A bad tag is named in the error and left out; the others are kept.
// v1 moves (read only, standard 9x10 moves): 2 characters per move, a 12-bit code
// from * 35 + target (0..8 file on the same rank, 9..18 rank on the same file, 19..34 one
// of the 16 leaper steps).
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
// Board colours (t=…): wood (the default), paper or a dark board; the full page's setting
// and the embed page's option. Links before the name "paper" said "light" (still read).
enum class Theme : std::uint8_t { Wood, Paper, Dark };
// The characters on the pieces (pc=…): the traditional faces (帥 俥 傌 … 將 車 馬 砲) or
// simplified-script ones (帅 车 马 炮 … 将); a variant's own characters stay as they are.
enum class PieceStyle : std::uint8_t { Traditional, Simplified };

// "zh-Hant" / "zh-Hans" / "en" ("" for Unspecified), and back (false if unknown).
const char* language_code(Language l);
bool language_from_code(std::string_view code, Language& out);
// "wood" / "paper" / "dark", and back ("light" reads as paper).
const char* theme_name(Theme t);
bool theme_from_name(std::string_view name, Theme& out);
// "traditional" / "simplified", and back.
const char* piece_style_name(PieceStyle p);
bool piece_style_from_name(std::string_view name, PieceStyle& out);

// Caps applied when decoding (and assumed when encoding).
constexpr std::size_t kMaxLinkLength = 16384;
constexpr std::size_t kMaxMoves = 1024;
constexpr std::size_t kMaxFenLength = 256;
constexpr std::size_t kMaxIdLength = 32;
constexpr std::size_t kMaxAddons = 16;
constexpr std::size_t kMaxVariantText = 8192;
constexpr int kMinAutoplayMs = 100, kMaxAutoplayMs = 60000;
constexpr std::size_t kMaxTags = 16;
constexpr std::size_t kMaxTagName = 32;
constexpr std::size_t kMaxTagValue = 256;
// The version encode_link writes.
constexpr int kLinkVersion = 2;

// One header tag of a record (PGN's [Red "…"]): what the players, event and date were.
struct LinkTag {
  std::string name;   // "Red", "Black", "Event", "Date", …
  std::string value;  // UTF-8
  bool operator==(const LinkTag&) const = default;
};

// Whether a tag can travel in a link (the rules of h= above).
bool valid_link_tag(const LinkTag& tag);

struct LinkState {
  std::string variant = Game::kStandardVariant;  // variant id (an inline text's section id)
  std::string variant_text;                      // inline variant definition (variants.md format)
  std::vector<std::string> addons;               // add-on ids, in the order given
  std::string start_fen;                         // empty = the variant's standard start
  std::vector<Move> moves;
  // The undecoded move codes of a link whose inline variant text is broken (no game can
  // replay them); kept so such a link round-trips. Empty otherwise.
  std::string move_codes;
  int ply = -1;                                  // current ply; -1 (or moves.size()) = the end
  Orientation orientation = Orientation::RedBottom;
  Mode mode = Mode::Play;
  Language language = Language::Unspecified;
  Theme theme = Theme::Wood;
  PieceStyle pieces = PieceStyle::Traditional;
  int autoplay_ms = 0;                           // 0 = off; else ms per ply (embed page)
  // The side whose flag fell (a loss on time ends the game without a move, so the moves
  // alone cannot say it); applied to the decoded game when the link shows the end.
  std::optional<Color> time_loser;
  std::vector<LinkTag> tags;                     // header tags, in the order given
  // A record (rec=): arbiter rulings do not stop its moves; `recorded` is its Result tag.
  bool record = false;
  Outcome recorded = Outcome::Ongoing;
  // RuleOptions::natural_limit_moves of the game (kVariantNaturalLimit = not chosen).
  int natural_limit = RuleOptions::kVariantNaturalLimit;
  std::optional<MoveLimitCall> move_limit;       // a called 限着, applied after the moves

  bool operator==(const LinkState&) const = default;
};

// The fragment text (without '#'), e.g. "v2.m=Hc…". The moves are coded by replaying them
// from the start (variant, add-ons, start FEN); the first move that is not legal there, or
// that has no code (version 1: anything but a standard 9x10 move), ends the move list.
// Tags that valid_link_tag refuses (and any past kMaxTags) are left out; version 1 has none.
std::string encode_link(const LinkState& state, int version = kLinkVersion);

struct LinkDecode {
  // Everything read. ply is normalised to 0..moves.size(); moves stop before the first bad one.
  LinkState state;
  // The game at state.ply (the later moves are on its redo list), when the variant and the
  // FEN were usable (also when a later move was bad); an inline variant text is played
  // (Game::create_from_text). A broken text or unknown variant gives the standard board
  // at ply 0 and the parser's message ("inline variant text, line 2: …").
  std::optional<Game> game;
  // Empty when the whole link was valid; else the first problem, e.g.
  // "move 12 (Black) h9g7 is illegal: …", "unknown variant 'foo' …", "bad FEN: …",
  // "truncated move list: …".
  std::string error;
  bool ok() const { return error.empty(); }
};

// Reads a fragment (a leading '#' is skipped).
LinkDecode decode_link(std::string_view text);

// The state of a game: its variant, add-ons, start FEN (empty when the variant's own
// start), played moves plus the redo list, and the current ply. Orientation, mode,
// language, theme and autoplay keep their defaults.
LinkState link_state_from_game(const Game& game);

// The link state of `game` as `viewer` may share it (docs/sharing.md §Hidden pieces). For
// the arbiter, a variant without hidden pieces, or one whose face-down pieces everyone
// knows (hidden.known = all, Game::has_secrets), this is link_state_from_game: the
// "private" link, with the secret start and every move. For a player or a spectator of a
// game with secrets it is a view link: the variant text with its setup's face-down
// identities replaced by the placeholder, the viewer's FEN of the current position as the
// start (f=), no moves (replaying them needs the identities), the shown ply, tags, mode.
LinkState link_state_for_viewer(const Game& game, Viewer viewer);

// The v1 2-character code of one move (empty if the move has no code), and back (nullopt
// if the text is not a valid code). Exposed for tests and tools.
std::string encode_move(Move m);
std::optional<Move> decode_move(std::string_view two_chars);

// The v2 order: the legal moves of `game` sorted by (from, to, raw value). A move's v2
// code is its index in this list.
std::vector<Move> canonical_moves(const Game& game);

}  // namespace xq::share
