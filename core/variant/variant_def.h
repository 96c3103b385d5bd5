// VariantDef: one xiangqi variant as validated data (board, zones, pieces, setup,
// rules, add-ons), the result of parsing the variant text format (docs/variants.md).
//
// Coordinates inside a VariantDef are (file, rank) on the point grid, file 0 at Red's
// left, rank 0 Red's back rank. Zones and links are written from Red's side; Black's
// copy is the rank mirror (rank -> height - 1 - rank), which every seed board obeys.
// The geometry builder (variant/board_builder.h) turns a VariantDef into the
// per-point tables move generation walks.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "core/hidden_rules.h"
#include "core/ring.h"
#include "core/rules/terminal_rules.h"
#include "core/types.h"
#include "core/variant/betza.h"

namespace xq {

struct Point {
  int file = 0;
  int rank = 0;
  friend bool operator==(Point a, Point b) { return a.file == b.file && a.rank == b.rank; }
};

// One Betza-style movement term, e.g. "nN", "mR", "cpR", "fsW", "sW@across".
struct MoveTerm {
  std::string text;      // the term as written, for messages
  int dx = 0, dy = 0;    // the atom's offset with dx <= dy (W = 0,1; F = 1,1; N = 1,2 …)
  bool rider = false;    // R/B/Q: repeat the step along a line
  int max_steps = 0;     // rider range limit (R3), 0 = unlimited
  bool can_move = true;  // m / c modifiers (both when neither is given)
  bool can_capture = true;
  bool hopper = false;    // p: over exactly one screen (cannon)
  bool lame = false;      // n: blocked by the first point on the way (leg / eye)
  std::uint8_t dirs = 0;  // DirFlag bits; 0 = all directions
  std::string from_zone;  // "@zone": only from points in this zone ("" = anywhere)
};

enum DirFlag : std::uint8_t { DirForward = 1, DirBackward = 2, DirSideways = 4, DirVertical = 8 };

struct PieceDef {
  bool defined = false;
  char letter = '?';  // FEN letter (lower case)
  PieceKind kind = PieceKind::General;
  std::string name_en;
  std::string name_hant[2];  // Red, Black (繁)
  std::string name_hans[2];  // Red, Black (简)
  std::string move_text;
  std::vector<MoveTerm> moves;  // the role fast path's reading (roles only)
  BetzaProgram program;         // Fairy-Stockfish-compatible reading (betza.h)
  bool custom = false;          // piece.X = custom: a data-defined type (kind >= kFirstCustomKind)
  bool royal = false;           // X.royal (the general role is royal); at most one royal type
  std::string glyph[2];         // X.glyph: the character drawn on the disc, Red and Black
  bool red_ink = false;         // X.ink = red: the glyph in red ink for both colours (shogi's promoted pieces)
  int value = 0;                // X.value: value hint in centipawns (a soldier = 100)
  std::string zone;                            // confinement zone ("" = the whole board)
  std::vector<std::pair<Point, Point>> links;  // extra free steps, both ways (Red's side)
  int line = 0;                                // where the piece was declared (for later messages)
  // X.promote = LETTERS @ ZONE [optional] (歐亞象棋): a move starting or ending in ZONE
  // (the mover's copy) turns the piece into one of LETTERS; `optional` keeps the plain
  // move too, except where the piece would have no move from its target.
  std::string promote_letters;  // resolved to kinds by the board builder (type_tables.cpp)
  std::string promote_zone;
  bool promote_optional = false;
  // X.flip = Y (山水象棋, §27): the piece's other face. A capture, or any move while the
  // mover is in check, may turn it over to Y on its target (an optional promotion with
  // that condition instead of a zone; promote_letters holds Y, promote_zone stays empty).
  bool promote_flip = false;
};

// One declared win predicate (`win = …`, docs/variants.md §1), validated by
// variant/win_rules.cpp; the board builder resolves it into Geometry::terminal.
struct WinRuleDef {
  TerminalTest test = TerminalTest::BareRoyal;
  std::string text;        // as written, for messages
  bool any_kind = false;   // reach / occupy: `any`
  PieceKind kind = PieceKind::General;
  int count = 1;           // occupy: how many
  std::vector<Point> zone; // reach / occupy: where Red must get (Black: the rank mirror)
  int line = 0;
};

struct VariantRules {
  bool flying_general = true;   // 帥將照面 is an attack
  int generals = 1;             // generals a side may have (`generals = 2`: none royal while both stand)
  bool stalemate_loses = true;  // 困斃 loses (`stalemate = loss`), or draws (`stalemate = draw`)
  // `first = alternate`: over a series of games the first move goes to each side in turn
  // (龜鱷 「雙方輪流先行」): the page starts a new game of the variant after one of it with
  // the other side to move first. `first = setup` (the default): the setup's side.
  bool first_alternates = false;
  std::vector<WinRuleDef> wins;  // `win = …`: the predicates besides checkmate and 困斃
  int natural_limit = 60;       // full moves without capture; 0 = off
};

// A line-numbered error of a variant text or the catalog (defined in parser.cpp).
struct VariantError {
  std::string source;  // file or source name ("" for pasted text)
  int line = 0;        // 1-based; 0 = not about one line
  std::string message;
  // "line 12: unknown piece letter 'x' in setup" (prefixed with "source " if set).
  std::string text() const;
};

// Add-on rule modules (象棋降和加強十大偏方 and 河山 2018). Ids are ASCII; the
// docs list the Chinese names. Only the ones marked implemented are accepted today.
struct AddonInfo {
  const char* id;
  const char* name_hant;
  bool implemented;
  // Add-ons this one cannot go without (space-separated ids), e.g. 宮旗 needs the ring
  // and 宮策略. The parser names the missing one.
  const char* needs = "";
  // It needs keys of its own that only a variant text gives (a module with
  // check_options, e.g. custodian_capture's `custodian.pieces`): no per-game toggle, so
  // list_addons() leaves it out.
  bool text_only = false;
};
const std::vector<AddonInfo>& known_addons();

// A rules card: what a variant or add-on changes against standard 象棋, in the three
// languages of the page (`card.hant`, `card.hans`, `card.en`; "\n" in the text is a line
// break). Empty = no card (a custom variant text without card keys).
struct RulesCardDef {
  std::string hant, hans, en;
  bool empty() const { return en.empty(); }
};

struct VariantDef {
  std::string id;
  std::string parent;
  std::string name_en, name_hant, name_hans;
  // The seed text the variant comes from (`seed = 003`, one of core/variants/catalog.txt's
  // seeds; "" = none) and its rules card. Both are the section's own: a child does not
  // inherit them (a custom [fast:xiangqi] is not standard xiangqi).
  std::string seed;
  RulesCardDef card;

  // ---- board ----
  int width = 9;
  int height = 10;
  std::string files = "abcdefghi";         // one ICCS letter per file, left to right
  std::vector<Point> holes;                // grid points that do not exist
  Point palace_lo{3, 0}, palace_hi{5, 2};  // Red's palace rectangle (the `palace` key's first)
  // The `palace` key (Red's side): its rectangles, the first being palace_lo-palace_hi,
  // and its single added points are the palace zone; `palace.lines` adds drawn lines
  // (variant/palace_lines.h says which steps they allow).
  std::vector<std::pair<Point, Point>> palace_rects{{{3, 0}, {5, 2}}};
  std::vector<std::pair<Point, Point>> palace_lines;
  int river = 5;                           // Red's home half is ranks [0, river)
  // `inner_river = N`: a vertical river drawn between file N-1 and file N (0 = none). A
  // drawing only: lines and points cross it (長河象棋's 內河; the elephants' zones say who may not).
  int inner_river = 0;
  // `board.style = squares [N]`: drawn as squares with the pieces inside (歐亞象棋), the
  // first N squares from a0 along the ranks in Red's colour (0: a plain chequer). A drawing only.
  bool squares = false;
  int square_split = 0;
  // `frame = b1-h7`: the rectangle the board's thick border is drawn around (file -1 = the
  // default: the main files over all ranks). A drawing only.
  Point frame_lo{-1, -1}, frame_hi{-1, -1};
  int soldier_line = 3;                    // 卒林線, counted from each side's back rank
  // Named zones, Red's side (Black mirrored). Built in: palace, home, across, bank,
  // back_rank, soldier_line; more from "zone.NAME = …" lines.
  std::map<std::string, std::vector<Point>> zones;
  // Position marks (`marks = …`): bit k = the setup points of kind k are marked on the
  // board (core/board_description.h). Default: the cannons' and soldiers' points, as on
  // a printed board; 起始象棋 marks every start point (「棋盘每个开局初始点位均有标识」).
  std::uint32_t mark_kinds = kDefaultMarkKinds;
  // Points `marks` names besides piece letters (Red's side; Black's is the rank mirror).
  std::vector<Point> mark_points;
  // Tracks: cycles of cells off the grid (ring.h). `track.flag` is the 解將旗 ring;
  // size 0 = not declared (flag_ring then uses kDefaultFlagTrack).
  Track flag_track;

  PieceDef pieces[kMaxPieceKinds];  // by kind; custom types from kFirstCustomKind on
  std::string setup;  // FEN on this board
  int setup_line = 0;
  VariantRules rules;
  std::vector<std::string> addons;
  // The add-on modules' options by module id (their `<options>.*` keys, packed by the
  // module's read_option; the board builder puts them into Geometry::module_config).
  std::map<std::string, std::uint64_t> module_config;
  // Face-down pieces (`hidden.*` keys, docs/variants.md §Hidden pieces); enabled = the
  // variant has them (then its pieces walk the generic tables and the hidden_pieces
  // module is attached). start_face is filled by the board builder.
  HiddenRules hidden;
  // Every piece walks the generic per-type tables (core/piece_tables.h): set by the
  // parser when the variant has custom types, a role whose movement the role walk
  // cannot run as written, or flying_general = no.
  bool generic_moves = false;

  // The flattened key = value lines this variant was read from (after inheritance),
  // so a later [child:parent] section can inherit from an already-built variant.
  std::vector<std::pair<std::string, std::string>> source_keys;

  // Does the variant declare data-defined piece types? Then every piece moves through
  // the generic tables (core/piece_tables.h).
  bool has_custom_types() const {
    for (const PieceDef& p : pieces)
      if (p.defined && p.custom) return true;
    return false;
  }
  bool has_addon(const std::string& id_) const {
    for (const auto& a : addons)
      if (a == id_) return true;
    return false;
  }
  bool exists(int f, int r) const {
    if (f < 0 || f >= width || r < 0 || r >= height) return false;
    for (const Point& h : holes)
      if (h.file == f && h.rank == r) return false;
    return true;
  }
  // Reads a point named like "a0" / "k10" on this board's files (the rule modules'
  // options name points this way); false when it is no point of the board.
  bool read_point(std::string_view s, int& file, int& rank) const {
    if (s.size() < 2) return false;
    const char c = s[0] >= 'A' && s[0] <= 'Z' ? static_cast<char>(s[0] - 'A' + 'a') : s[0];
    const std::size_t f = files.find(c);
    if (f == std::string::npos) return false;
    int r = 0;
    for (char ch : s.substr(1)) {
      if (ch < '0' || ch > '9') return false;
      r = r * 10 + (ch - '0');
    }
    file = static_cast<int>(f);
    rank = r;
    return exists(file, rank);
  }
};

// Red-side point -> the point for color c (Black: rank mirror). Here, next to the
// definition, so the board builder and the type tables share it without including
// each other.
inline Point for_color(const VariantDef& def, Point p, Color c) {
  return c == Color::Red ? p : Point{p.file, def.height - 1 - p.rank};
}

}  // namespace xq
