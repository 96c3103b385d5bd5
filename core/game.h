// Game: THE facade used by the UI, the tools and the engine glue.
//
// A Game is a variant id + the start FEN + the current Position + the move history
// (with a redo list after undo). Everything coming from outside (FEN text, clicked
// moves) is checked here and answered with values, never exceptions or printing.
//
//   auto made = xq::Game::create("xiangqi");              // or create("xiangqi", fen)
//   if (!made.game) show(made.error);
//   xq::Game& g = *made.game;
//   auto verdict = g.play(move);                          // verdict.ok() or verdict.text
//   if (g.result().over()) show(g.result().text);
//
// Add-on moves and state (variants with 解將旗 / 還魂卒 / 殺驚與遁馬; types.h MoveType):
//   - legal_moves() lists every move type; play(Move) plays any of them. A UI plays
//     them by picks through gesture() (core/gesture.h) and needs no shape; the shapes
//     are m.flag_step() (the normal move m.from()->m.to() plus the own
//     flag one ring cell on), m.is_flag_only() (the flag alone two cells),
//     m.is_drop() (a soldier appears on m.to()), m.is_double() (horse m.from()->m.to(),
//     then m.from2()->m.to2()). legal_moves_from(sq) includes the flag-step compounds
//     and the double moves that start on sq.
//   - Pieces off the board, asked of the variant's modules (core/rules/off_board.h; no
//     module header is included here): track_size() (0 = no track), track_cell(color)
//     (the flag's ring cell; -1 = no ring / captured), track_lost(color);
//     geometry().flag_track (core/ring.h) gives each cell's (col, row) in the frame drawn
//     around the board (cols x rows, 11x12 by default) and the two start cells;
//     reserve(color): 還魂卒's captured soldiers. The rights of the moment (revive, the
//     double move) need no query: legal_moves() and gesture() list what they allow.
//   - Notation: format_iccs / parse_iccs and the WXF / Chinese / PGN functions write
//     and read every type (docs/notation.md): "@h2e2", "@@", "P*e3", "h9g7&a9b9";
//     Chinese "旗炮二平五", "旗進二", "還兵五", "馬８進７&車１平２".
//   - result(): ResultReason::FlagCaptured when a flag was taken; check_move() names
//     the add-on reasons (IllegalReason::FlagStepNotInCheck, FlagEscapeNotAllowed,
//     FlagMissing, ReviveNotAllowed, DoubleMoveNotAllowed).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/board_description.h"
#include "core/gesture.h"
#include "core/hidden_view.h"
#include "core/piece_faces.h"
#include "core/position.h"
#include "core/rules/active_powers.h"
#include "core/rules/illegal_reason.h"
#include "core/rules/move_limit.h"
#include "core/rules/outcome.h"
#include "core/rules/repetition.h"
#include "core/rules/rule_set.h"
#include "core/rules/time_control.h"  // public vocabulary: the clocks Game::lose_on_time serves
#include "core/record/game_tree.h"
#include "core/types.h"

namespace xq {

struct Variant;

// Adjustable rule parameters (seed 000 §4.2.4: "連續60回合…也可根據比賽等級酌減").
struct RuleOptions {
  // The natural limit (自然限著) chosen for this game: full moves without a capture, 0 = off,
  // kVariantNaturalLimit = the variant's own (its text's `natural_limit`, 60 in the presets).
  // Game::natural_limit_moves() gives the number in force.
  static constexpr int kVariantNaturalLimit = -1;
  int natural_limit_moves = kVariantNaturalLimit;
  int repetition_count = 3;      // the same position this many times: repetition is judged
  RuleSet rule_set = RuleSet::Chinese;  // which 棋例 judges forbidden repetitions
  // Add-on rule modules switched on for this game on top of the variant's own, by id
  // (see list_addons(), e.g. {"mission_soldier", "river_elephant"}).
  std::vector<std::string> addons;
  // The seed of a random setup (a start FEN whose `{…}` field deals face-down identities,
  // `deal:N`: 暗戰, docs/variants.md §20). 0 = the variant's own N; otherwise a game that
  // starts from the variant's setup (no FEN given) is dealt with this seed. The dealt
  // identities are then in the game's start FEN (the arbiter's record), never in a view.
  std::uint64_t deal_seed = 0;
};

// A rules card: what a variant or add-on changes against standard 象棋, in 繁 / 简 /
// English; a '\n' starts a new line. Empty (en == "") when the variant has none (a custom
// text without `card.*` keys).
struct RulesCard {
  std::string hant, hans, en;
  bool empty() const { return en.empty(); }
};

// A seed text the presets come from (core/variants/catalog.txt): the New Game dialog lists
// the presets grouped under these names.
struct SeedChoice {
  std::string id;  // "003"
  std::string name_hant, name_hans, name_en;
};
// The seeds in catalog order.
std::vector<SeedChoice> list_seeds();

// An add-on rule module the New Game dialog can offer (象棋降和加強十大偏方).
struct AddonChoice {
  std::string id;         // "mission_soldier"
  std::string name_hant;  // "任務兵"
  bool available = false; // implemented; the others are listed as "coming"
  std::vector<std::string> needs;  // add-ons it needs switched on too (宮旗: flag_ring, palace_strategy)
  std::string seed;       // the seed text it comes from ("000"; "" = none)
  RulesCard card;         // its rules card (every offered add-on has one)
};
std::vector<AddonChoice> list_addons();

struct GameOrError;
// What one viewer may see of a game with face-down pieces (Game::view; core/hidden_view.h).
struct GameView {
  Viewer viewer = Viewer::Spectator;
  std::string fen;                 // the viewer's FEN: unknown identities as '*' + placeholder
  Color side_to_move = Color::Red;
  std::vector<PieceView> pieces;   // every occupied point, board order
  std::vector<Move> legal_moves;   // of the side to move (squares only: no identity)
  // A line-based text form ("viewer …", "fen …", "side …", one "piece …" line per point,
  // "moves …" in ICCS): the page's and the tools' state dump.
  std::string dump;
};

// A point of a record where our arbiter would have ended a live game (repetition, the
// natural limit, dead material; 限着 once it exists) but the record goes on. Imported
// records keep every recorded move (issue #13): the ruling becomes this note at its ply.
struct ArbiterNote {
  int ply = 0;                      // the ruling is on the position after this many plies
  ResultReason reason = ResultReason::None;  // an arbiter_ruling() reason
  Outcome outcome = Outcome::Draw;  // what the ruling would have been
  RepetitionKind repetition = RepetitionKind::None;  // the repetition pattern, for Repetition reasons
  std::string kind_en, kind_zh;     // its names ("perpetual check", "長將"); empty otherwise
  std::string text;                 // English, e.g. "threefold repetition here: draw if neither side deviates"
};

// A playable variant for the New Game dialog: id for Game::create, display names.
struct VariantInfo {
  std::string id;         // "xiangqi", "shanjie", …
  std::string name_en;    // "Xiangqi"
  std::string name_hant;  // 繁: "象棋"
  std::string name_hans;  // 简: "象棋"
  int width = 9, height = 10;  // the point grid
  std::string start_fen;
  std::vector<std::string> addons;  // the variant's own add-ons (heshan8: mountain_border flag_ring)
  int natural_limit = 60;           // the variant text's natural_limit (full moves, 0 = off)
  std::string seed;                 // its seed text (list_seeds(); "" = none, e.g. a custom text)
  RulesCard card;                   // its rules card (empty for a custom text without one)
  // `first = alternate` (龜鱷 「雙方輪流先行」): a new game after one of this variant starts
  // with the other side to move first (the page's New game; next_in_series).
  bool first_alternates = false;
};
// The built-in variants, standard xiangqi first.
std::vector<VariantInfo> list_variants();


// One root move and the leaf count below it (Game::perft_divide).
struct PerftEntry {
  Move move;
  std::uint64_t nodes = 0;
};

// What play() does with a move that is not the next one of a line already there (issue
// #17, 打譜): Replace drops the old continuation (the move takes its place; what undo +
// play always did), NewVariation keeps it and adds the move beside it as a variation.
enum class Branch { Replace, NewVariation };

class Game {
public:
  static constexpr const char* kStandardVariant = "xiangqi";
  // Longest variant text create_from_text accepts (bytes, before compaction), for the
  // New Game dialog's editor (core/variant/text_variant.h keeps the check).
  static constexpr std::size_t kMaxVariantTextBytes = 8192;
  static constexpr const char* kStandardFen =
      "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

  // Builds a game of `variant_id` (one of list_variants()) from `fen`, or from the
  // variant's start position when `fen` is empty. On failure `error` says why
  // (unknown variant, unknown or unavailable add-on, or the FEN error message from
  // fen.h). options.addons switches add-on modules on for this game.
  static GameOrError create(std::string_view variant_id, std::string_view fen = {},
                            RuleOptions options = {});
  // Builds a game of a variant given as text (docs/variants.md §1; e.g. a pasted
  // "[fast:xiangqi]\nsetup = …" or a share link's vt=): the text's LAST section is played
  // (earlier sections may be its parents; parents may be presets). On failure `error`
  // holds the parser's line-numbered messages, one per line ("line 2: board must be …").
  // Built variants are cached by text (core/variant/text_variant.h), so rebuilding a game
  // from its own variant_text() does not parse again.
  static GameOrError create_from_text(std::string_view variant_text, std::string_view fen = {},
                                      RuleOptions options = {});
  // A game of the same variant as `like` (a preset id or its variant text), from `fen`.
  static GameOrError create_like(const Game& like, std::string_view fen, RuleOptions options);
  // The standard start position; cannot fail.
  static Game standard();

  // The variant's id: a preset id, or the played section's id for a text variant.
  const std::string& variant() const { return variant_; }
  // The variant text (comments and padding removed) for a text variant; "" for presets.
  const std::string& variant_text() const { return variant_text_; }
  // Display names and board size of this game's variant (preset or text).
  VariantInfo variant_info() const;
  const std::string& start_fen() const { return start_fen_; }
  const RuleOptions& options() const { return options_; }
  std::string fen() const;
  const Position& position() const { return pos_; }
  Color side_to_move() const { return pos_.side_to_move(); }
  // The piece on (file, rank) (empty Piece if none or off the board).
  Piece piece_at(int file, int rank) const;
  // The character drawn on p's disc: the variant's `X.glyph` for p's color, else a
  // role's standard 帥仕相傌俥炮兵 / 將士象馬車砲卒 (旗 for the flag), else a custom
  // type's first 繁 name character, else its FEN letter ("" for an empty piece).
  std::string piece_glyph(Piece p) const;
  // p's FEN letter in this variant (upper case = Red; a custom type's own letter).
  char piece_letter(Piece p) const;
  // p's name in 繁 / 简 / English (`X.name`; a role's standard name; a custom type
  // without one is called by its glyph, in English by its FEN letter).
  std::string piece_name(Piece p, NameScript script) const;
  // Does p change kind by turning over (`X.flip`, 山水象棋) rather than by promoting? The
  // page's picker then asks "turn over to" and "keep this face".
  bool piece_flips(Piece p) const;
  bool in_check() const { return pos_.in_check(); }
  // ---- Hidden pieces (core/hidden_rules.h; docs/architecture.md §Hidden state) ----
  // fen(), position() and legal_moves() are the arbiter's: they hold every identity. The
  // page, share links and the engine worker use the views below, which hold only what
  // `viewer` may know (Viewer::Arbiter: everything, the same as the arbiter functions).
  bool has_hidden_pieces() const { return pos_.geometry().hidden.enabled; }
  // Can some viewer not know a face-down piece's identity (hidden.known = owner or
  // nobody)? Only then do the views differ from the arbiter's, and links, exports and the
  // engine take a viewer's view; with hidden.known = all (起始象棋's dormant pieces, which
  // the point they lie on names) they carry the game as it is, moves included.
  bool has_secrets() const { return xq::has_secrets(pos_.geometry().hidden); }
  // Does each player know something the other may not (hidden.known = owner: 第三代's pawn
  // backs, 陸戰's secret pieces)? Then Red's and Black's views differ, and a hot-seat game
  // must hide the board between turns (the page's cover screen).
  bool secrets_per_side() const {
    return has_secrets() && pos_.geometry().hidden.known == HiddenKnowledge::Owner;
  }
  // The current position as `viewer` may see it (core/hidden_view.h view_position): the
  // position the engine worker searches for a player.
  Position view_position(Viewer viewer) const { return xq::view_position(pos_, viewer); }
  std::string view_fen(Viewer viewer) const;
  // The side to move's legal moves as `viewer` sees them. A move names squares and its
  // type only, and what is legal depends on the faces alone (face-down pieces move, block
  // and attack by their faces; a reveal changes no occupancy), so this is legal_moves():
  // the list says which pieces may flip, never what they are.
  std::vector<Move> view_legal_moves(Viewer viewer) const;
  GameView view(Viewer viewer) const;
  // A game of this variant (its text redacted, hidden_view.h) started from view_fen(viewer),
  // without history: what the engine worker searches for `viewer`, knowing only what that
  // viewer may know (its reveals of pieces it does not know are not listed there).
  GameOrError view_game(Viewer viewer) const;
  // When each face-down piece became known (review of a finished game, core/game_reveals.cpp):
  // for each ply of history() (index 0 = the first move), the identities of the face-down
  // pieces that were face-down before it and are not after it (turned over, swapped face-up
  // or taken), from the arbiter's positions. A page shows it only where the viewer may
  // know everything (the arbiter's review).
  std::vector<std::vector<Piece>> reveals_by_ply() const;
  // ---- Arranging secrets before the first move (core/game_arrange.cpp) ----
  // Where each side knows its own face-down pieces (secrets_per_side: 第三代's pawn backs
  // 「在己方五個兵的初始位置上任意分布…雙方互不相知」, 陸戰's five secret pieces, 漢字將棋's
  // 「任意暗布自己不同兵種的具體位置」) the owner lays them out. The game starts dealt (a
  // seed's order, RuleOptions::deal_seed); before the first move each side may reorder
  // its own: two of its face-down pieces trade identities, or a fresh seeded order. The
  // start position changes, so start_fen() (the arbiter's record) holds the arrangement.
  // Can c arrange now? No move in any line, no result, not a record, and c has face-down
  // pieces of at least two identities, every one known (an arbiter's position).
  bool can_arrange(Color c) const;
  // c's face-down pieces on a and b trade identities (the page: drag one onto the other,
  // or tap both). "" when done, else why not (a sentence for the page).
  std::string arrange_swap(Color c, Square a, Square b);
  // c's face-down identities over the same points in an order drawn by `seed`
  // (seeded_shuffle: the same seed gives the same order everywhere). "" or why not.
  std::string arrange_shuffle(Color c, std::uint64_t seed);
  // The add-on powers c has now, for badges (core/rules/active_powers.h): material
  // powers whose condition holds, the 宮策略 power of c's general's point, the 宮廷炮
  // state. Empty for variants without add-ons.
  std::vector<ActivePower> active_powers(Color c) const { return xq::active_powers(pos_, c); }
  // Pieces off the point grid (core/rules/off_board.h: the variant's modules answer, no
  // module is named). The track (解將旗's ring, geometry().flag_track): its cell count (0
  // = none) and c's piece on it: a cell, or negative while off the track (-1 captured or
  // no track; 宮旗's states on the board below that); track_lost(c): c has lost that piece
  // for good (its game is lost by it). reserve(c): c's pieces waiting off the board to be
  // put back (還魂卒: its captured soldiers; 0 without such a module).
  int track_size() const;
  int track_cell(Color c) const;
  bool track_lost(Color c) const;
  int reserve(Color c) const;
  // What the board looks like (core/board_description.h): points, lines, river, side
  // files, position marks, coordinates in each notation, the flag track, piece glyphs.
  // Built on first use and shared by copies of this game (it never changes in a game).
  const BoardDescription& board() const;

  // Legal moves of the side to move (empty once the game is over by resignation,
  // agreement or a draw rule; a record's moves go on past draw rules and its recorded
  // result, so a page can offer to play on from a finished record).
  std::vector<Move> legal_moves() const;
  std::vector<Move> legal_moves_from(Square from) const;
  // The legal moves as pick sequences (core/gesture.h): a UI feeds it the places the
  // player picks (board points, track cells, panel actions) and plays the move it names,
  // without knowing which add-on a move belongs to. A fresh gesture per position.
  MoveGesture gesture() const { return MoveGesture(pos_, legal_moves(), play_stopped()); }
  // The game as the board shows it mid-gesture (MoveGesture::preview: a double move's
  // horse moved, the same side to move), or nullopt when the gesture has no preview.
  std::optional<Game> gesture_preview(const MoveGesture& g) const;
  // Leaf count of the move tree `depth` plies below the current position (the last ply
  // bulk-counted), by the same generator as legal_moves() but blind to the game's
  // result, as perft counts are recorded. perft_divide gives it per legal root move.
  std::uint64_t perft(int depth) const;
  std::vector<PerftEntry> perft_divide(int depth) const;

  // Why `m` would be illegal now (reason None = legal), with a human sentence.
  MoveVerdict check_move(Move m) const;
  // Plays m if legal (clears the redo list unless m is the next redo move). Every move is
  // also a node of tree(): a move that a child of the current node already plays goes
  // there (its line becomes the redo list); another one replaces the continuation or
  // becomes a new variation, as `how` says.
  MoveVerdict play(Move m, Branch how = Branch::Replace);
  // Takes back / re-plays one ply. Return false when there is nothing to undo/redo.
  // Undo also lifts a resignation or an agreed draw.
  // In record mode play() goes on past an arbiter ruling (see set_record).
  bool undo();
  bool redo();

  // Moves played from the start FEN, in order.
  const std::vector<Move>& history() const { return moves_; }
  // Moves that redo() would replay, next first.
  std::vector<Move> redo_moves() const;
  int ply() const { return static_cast<int>(moves_.size()); }
  // Position hashes: hashes()[i] is the hash after i plies (size ply() + 1).
  const std::vector<std::uint64_t>& hashes() const { return hashes_; }

  // ---- The game tree (issue #17, 打譜; core/record/game_tree.h) ----
  // Every line ever kept: the moves played (history()) are the path from the root to
  // current_node(), redo_moves() the line below it. Undo/redo, links, saves and the
  // engine all see that current line only.
  const record::GameTree& tree() const { return tree_; }
  int current_node() const { return node_; }
  // The node of the current line at `ply` (0 = the root; ply() = current_node()), counting
  // the redo line too; -1 beyond it.
  int line_node(int ply) const;
  // Makes `node`'s line current: undoes to the common ancestor and plays down to it (the
  // redo list becomes the line below it, first children). False (nothing changes) for an
  // unknown node or when a move on the way is refused.
  bool go_to(int node);
  // Replaces the tree by `tree` (its start must be this game's start position, which it
  // is not checked against; the importers check every move) and goes to its root with the
  // main line to redo. Moves the game refuses on the way are cut when played (go_to).
  void load_tree(record::GameTree tree);
  void set_comment(int node, std::string text);
  // The comment before `node`'s move (not the root: its comment is already "before").
  void set_comment_before(int node, std::string text);
  void set_mark(int node, record::Mark mark);
  // The mover's clock after `node`'s move (ms; -1 = unknown), as PGN's [%clk] keeps it.
  void set_clock(int node, std::int64_t ms);
  // One place towards the front of its siblings (the first becomes the continuation).
  bool promote(int node);
  // Deletes `node` and everything below it (a variation, or the rest of a line); the
  // current node moves to its parent first when it is inside. False for the root.
  bool delete_node(int node);

  // The natural limit in force: options().natural_limit_moves when chosen, else the
  // variant's `natural_limit` (full moves; 0 = off).
  int natural_limit_moves() const;

  // 限着 (seed 002, rules/move_limit.h): `by` calls a limit of `moves` 回合 from now on.
  // Refused (with the reason) when the game is over, a call already stands, or `moves` is
  // outside 1..kMaxMoveLimitMoves. The call belongs to the ply it was made at: undo() to an
  // earlier ply suspends it, redo() brings it back, and playing another move there drops it.
  std::string call_move_limit(Color by, int moves = kDefaultMoveLimitMoves);
  // The call in force at the current ply, if any.
  std::optional<MoveLimitCall> move_limit() const;
  // The call of the whole game, also when the current ply is before it (for links, saves).
  const std::optional<MoveLimitCall>& move_limit_call() const { return limit_call_; }
  // Re-applies a saved call (a link, PGN tag or saved game, after its moves were replayed):
  // its ply must lie within the game's moves (played + redo), and no other call stands.
  std::string restore_move_limit(const MoveLimitCall& call);

  // The current result: a manual result (resign/agree) if any, else the rules
  // (checkmate, stalemate, repetition hook, 限着, natural limit, dead material).
  GameResult result() const;
  void resign(Color loser);
  void agree_draw();
  // The flag of `loser` fell (seed 002 「超過比賽規定的走棋時限」, the clock in
  // rules/time_control.h): a win for the other side, reason TimeForfeit. Ignored once the
  // game is over. Unlike a resignation, undo() lifts it without taking back a move: the
  // last move did not cause it.
  void lose_on_time(Color loser);

  // ---- Records (docs/rules.md "Records play in full") ----
  // A record (an imported game, a link or saved game of one) keeps every recorded move:
  // arbiter rulings (arbiter_ruling(): repetition, the natural limit, dead material) do
  // not end it; each becomes an ArbiterNote at its ply. Checkmate, stalemate, a captured
  // flag and moves illegal by the move rules still stop it. Switch it on before playing
  // the record's moves.
  void set_record(bool on);
  bool is_record() const { return record_; }
  // The record's own result (its Result tag): result() returns it, reason Recorded,
  // when the game stands at the record's end (no redo moves), also where the board
  // would say otherwise (the record is the user's data). Ongoing clears it. Only in
  // record mode.
  void set_recorded_outcome(Outcome o);
  Outcome recorded_outcome() const { return recorded_; }
  // A record whose Result tag says the game ended: opened as a finished game to review.
  bool record_finished() const { return record_ && recorded_ != Outcome::Ongoing; }
  const std::vector<ArbiterNote>& arbiter_notes() const { return notes_; }
  // A person plays on from the current ply: the game becomes live (the later record moves
  // and the recorded result go, the notes so far stay) and is judged from here on as a
  // game that starts at this position: repetitions and the natural limit count only the
  // moves played from now (the record's earlier moves were already ruled on by its own
  // arbiter, who let the game go on).
  void continue_live();
  // The ply live judging starts from (0 unless continue_live() moved it).
  int judged_from() const { return judged_from_; }

private:
  friend class VariantLibrary;  // builds games of the variants it has built already
  Game(std::string variant, std::string start_fen, Position start, RuleOptions options);
  // A game of a built text variant (its text as written, compacted here) from `fen`.
  static GameOrError create_from_variant(std::shared_ptr<const Variant> variant, std::string_view variant_text,
                                         std::string_view fen, RuleOptions options);

  std::string variant_;
  std::string variant_text_;
  std::shared_ptr<const Variant> text_variant_;  // keeps a text variant's tables alive
  std::string start_fen_;
  RuleOptions options_;
  Position start_;
  Position pos_;
  std::vector<Move> moves_;
  std::vector<UndoInfo> undos_;
  std::vector<std::uint64_t> hashes_;
  std::vector<Move> redo_;  // back() is the next move to redo
  record::GameTree tree_;   // every line kept; node_ = the end of moves_
  int node_ = record::GameTree::kRoot;
  // The game started again from `start` (an arrangement of its face-down pieces).
  std::string restart_from(const Position& start);
  // redo_ again from node_: the redo line as far as it still exists, then first children.
  void resync_redo();
  std::optional<GameResult> manual_result_;
  // Record mode (see set_record): notes, the verdict at each ply (to note a ruling once,
  // where it starts, not at every later ply it still holds), the recorded result.
  bool record_ = false;
  Outcome recorded_ = Outcome::Ongoing;
  std::vector<ArbiterNote> notes_;
  std::vector<std::pair<ResultReason, Outcome>> verdicts_;  // index = ply, record mode only
  int judged_from_ = 0;
  Position judged_start_;  // the position at judged_from_ (when > 0)

  // The rules' result without arbiter rulings: a manual result, a captured flag, no legal move.
  std::optional<GameResult> final_result() const;
  // The arbiter's ruling on the current position, judging the moves from judged_from_;
  // `note` (if given) is filled with the note text for a ruling.
  GameResult arbiter_ruling_now(ArbiterNote* note = nullptr) const;
  void note_ruling();
  bool play_stopped() const;  // no move may be played: final_result(), or a live game's ruling  // record mode: after a move, note a ruling that starts here
  int variant_natural_limit_ = 60;           // the variant's `natural_limit`
  std::optional<MoveLimitCall> limit_call_;  // 限着, see call_move_limit()
  mutable std::shared_ptr<const BoardDescription> board_;  // board(), built lazily
};

struct GameOrError {
  std::optional<Game> game;
  std::string error;  // empty when game is set
};
// `fresh` (a new game at its start) as the next game of a series after `previous`: when the
// variant alternates the first move over a series (`first = alternate`, 龜鱷 「雙方輪流先行」)
// and `previous` is a game of the same variant, the side that did not move first in
// `previous` moves first (the same start with the other side to move); else `fresh`.
Game next_in_series(Game fresh, const Game& previous);

}  // namespace xq
