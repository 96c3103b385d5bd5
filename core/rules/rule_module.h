// A rule module: one add-on or variant mechanism behind one interface (docs/architecture.md
// §Rule modules). A module is a constant struct of optional hooks, defined in its own file
// (core/rules/<id>.cpp) and listed once in core/rules/module_registry.cpp. A variant names
// its modules by id (`addons = …`); the board builder resolves them into
// Geometry::modules, and Position, movegen and Game call the hooks through that list.
//
// Nothing outside a module names it: Position keeps the modules' state as anonymous bytes
// (a slot per module, in make/unmake and in the hash), movegen asks for extra moves, and
// the attack queries ask the module that changes attacks. The users above Position ask
// the same list: FEN for the module's `{…}` item, the notation for its own move forms,
// the evaluation for its term, the search for its decisive moves, explain_move for its
// refusals, Game and the gesture for the pieces it keeps off the board (rules/off_board.h).
// The hot paths pay one test of Geometry::module_hooks, the union of the hooks
// present, so standard xiangqi (no module) takes its fast path unchanged.
//
// This header names Position, MoveList and VariantDef only by declaration: modules depend
// on Position, Position depends on this interface, never on a module. The vocabularies the
// upper hooks share (FenError, MoveVerdict, Notation) are leaf headers for the same reason.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "core/notation/style.h"
#include "core/rules/outcome.h"
#include "core/types.h"

namespace xq {

class Position;
class MoveList;
struct FenError;
struct Geometry;
struct LeapSet;
struct MoveVerdict;
struct PowerTables;
struct UndoInfo;
struct VariantDef;

// Bytes of module state a Position carries (all modules of a variant together).
constexpr int kModuleStateBytes = 16;
// Modules one variant can switch on.
constexpr int kMaxVariantModules = 12;

// Which hooks a module has; Geometry::module_hooks is the union over the variant's modules.
enum RuleHook : std::uint32_t {
  kHookState = 1u << 0,         // state bytes (init, hash)
  kHookPseudoMoves = 1u << 1,   // extra pseudo-legal board moves (before the legality filter)
  kHookExtraMove = 1u << 2,     // recognises those extra moves (is_pseudo_legal)
  kHookLegalMoves = 1u << 3,    // extra legal moves appended to the complete legal list
  kHookOwnMoves = 1u << 4,      // move types of its own: pseudo-legality, board change, undo
  kHookAfterMove = 1u << 5,     // updates its state after every move
  kHookAttacks = 1u << 6,       // changes what attacks a square (and the step tables)
  kHookVerdict = 1u << 7,       // decided on the board: a module verdict or a `win` predicate (terminal_board.h)
  kHookPowerTable = 1u << 8,    // power tables built with the board (power, build_tables)
  kHookFenField = 1u << 9,      // its part of a FEN: an item of the `{…}` field, a check of the board (fen.cpp)
  kHookFlagPiece = 1u << 10,    // puts the Flag piece (FEN g/G) on the board: 宮旗
  kHookEvaluate = 1u << 11,     // a term of the evaluation (search/evaluate.cpp)
  kHookDecisiveMove = 1u << 12, // recognises its moves that win on the spot (search move ordering)
  kHookRefusal = 1u << 13,      // names why a move its rule forbids is refused (rules/illegal_reason.cpp)
  kHookNotation = 1u << 14,     // writes and reads its own move shapes (notation/movetext.cpp)
  kHookSideCaptures = 1u << 15, // removes more pieces than its target's (side_captures)
  kHookTrack = 1u << 16,        // runs a piece of each side on the variant's track (track_cell, track_lost)
  kHookReserve = 1u << 17,      // keeps pieces off the board that may come back (reserve)
  // Not a module's: the board builder sets it when a piece type jumps and takes what it
  // jumps over (Betza D(W)/A(F), types.h Move::jump), so make/unmake take the module path,
  // which removes the jumped pieces.
  kHookJumps = 1u << 18,
  kHookConversions = 1u << 19,  // changes pieces' type and/or colour after a move (conversions)
  // Its legal-move hook rewrites captures (堅守: a capture also names the zone point its
  // victim goes to), so the quiescence search takes its captures from the complete legal list.
  kHookLegalCaptures = 1u << 20,
  kHookFollowers = 1u << 21,    // moves more pieces along with a board move's mover (followers)
  kHookAddsAttacks = 1u << 22,  // attacks of its own on the generic tables' board (adds_attack)
  // Not a module's: the board builder sets it when a piece type promotes (`X.promote`,
  // types.h Move::promote), so make/unmake take the module path, which changes the kind.
  kHookPromotions = 1u << 23,
  kHookCaptureLimit = 1u << 24,  // bars captures by what surrounds the target (capture_barred)
};

// Hooks that change the board beyond a move's from and to (a capture may take a checker or
// a cannon's screen, followers open lines) or add attacks the line tests do not see: a
// variant with any of them judges each move's legality on a played copy.
constexpr std::uint32_t kHooksBeyondMove = kHookSideCaptures | kHookConversions | kHookFollowers | kHookAddsAttacks;

// Pieces one move may remove besides its target (side_captures): a custodian capture
// takes at most one per direction, eight around the mover. UndoInfo keeps that many.
constexpr int kMaxSideCaptures = 8;

// The points a module's side_captures names. Past kMaxSideCaptures a point is dropped
// (add returns false), so UndoInfo's fixed array can always take the whole list back.
struct SideCaptures {
  int count = 0;
  Square squares[kMaxSideCaptures] = {};
  bool add(Square s) {
    if (count >= kMaxSideCaptures) return false;
    squares[count++] = s;
    return true;
  }
};

// Pieces one move may convert (conversions): 長河's general capture turns a whole army
// (15 pieces) and upgrades the other army's chariots, horses and cannons (6); a control
// change recolours an army (15) at the same time. UndoInfo keeps that many old pieces.
constexpr int kMaxConversions = 40;

// The points a module's conversions hook names, each with the piece that stands there
// from now on (another type, another colour, or both). Past kMaxConversions a point is
// dropped (add returns false).
struct Conversions {
  int count = 0;
  Square squares[kMaxConversions] = {};
  Piece pieces[kMaxConversions];
  bool add(Square s, Piece p) {
    if (count >= kMaxConversions) return false;
    squares[count] = s;
    pieces[count++] = p;
    return true;
  }
};

// Pieces that move along with a board move's mover (followers): a multi-point piece's
// other points (巨將's three `part` points follow its anchor). Each goes from -> to, onto a
// point that is empty once the move's side captures are removed.
constexpr int kMaxFollowers = 3;

struct Followers {
  int count = 0;
  Square from[kMaxFollowers] = {};
  Square to[kMaxFollowers] = {};
  bool add(Square f, Square t) {
    if (count >= kMaxFollowers) return false;
    from[count] = f;
    to[count++] = t;
    return true;
  }
};

// What after_move sees: the move, who played it, what moved and what it captured. Called
// with the board already changed, the side to move, move number and state not yet.
struct MoveFacts {
  Move move;
  Color us = Color::Red;
  Piece mover;
  Piece captured;
  Piece captured2;
  // The identity of a face-down piece the move captured (its truth code, or
  // kUnknownIdentity in a viewer's position); 0 when the captured piece lay face-up
  // (陸戰's 同歸於盡; 漢字將棋's 暗布 counts what was taken, rules/arranged_start.h).
  std::uint8_t captured_truth = 0;
  int side_captured = 0;    // pieces its side captures removed (after_move only; 0 in side_captures)
  // Those pieces, side_captured of them (after_move only): jumped pieces (Move::jump) and
  // side captures (山水's record of captured pieces counts every one).
  const Piece* side_pieces = nullptr;
  int fullmove_number = 1;  // of the move just played
};

// A terminal verdict of a module: who won, and why.
struct ModuleVerdict {
  Color winner = Color::Red;
  ResultReason reason = ResultReason::None;
};

// A material-conditioned step table (任務兵, 王者士, 龍戰士, 破河象): while a color has no
// piece left of `gone`, its pieces of `role` use the table `build` writes (it starts as a
// copy of the ordinary one, indexed by square).
struct PowerTableSpec {
  PieceKind role;
  PieceKind gone;
  void (*build)(const VariantDef& def, const Geometry& g, Color c, LeapSet* table);
};

// A module's item in FEN's `{…}` add-on state field (fen.h): `key=value`, or the bare key.
struct FenItem {
  const char* key;
  bool has_value;
  // Where the item stands in the field, lowest first (the field's order predates the
  // registry's, and FEN strings stay as they were written).
  int order;
  // The refusal of the item in a variant without the module.
  const char* missing;
  // Reads the value (empty for a bare key) into pos's state: "" or why it is refused.
  // Called once the board, the side to move and the clocks are read.
  std::string (*parse)(Position& pos, std::string_view value);
  // The item's text, or "" while its state is the start value (the field then omits it).
  std::string (*write)(const Position& pos);
};

// What a module's reader made of a move text (RuleModule::read_move): the move and the
// notation it was written in, or why no such move is here.
struct ModuleMoveRead {
  Move move;
  notation::Notation notation = notation::Notation::Iccs;
  std::string error;
};

// A read-only look at the board a capture is judged on: the position's own, or one with a
// move played on it virtually (the legality filter's). capture_barred asks it what stands
// on a point and whether it lies face-down.
struct BoardPeek {
  const void* ctx;
  Piece (*piece)(const void* ctx, Square s);
  bool (*face_down)(const void* ctx, Square s);
};

struct RuleModule {
  const char* id;    // the variant's `addons = …` id
  const char* name;  // 繁體 name, for errors and docs
  std::uint32_t hooks = 0;

  // ---- how a variant names it (variant/parser.cpp reads these from the registry) ----
  // Named in `addons = …` (false: attached by other keys, as hidden_pieces by `hidden.*`).
  bool addon = true;
  // Add-ons it cannot go without (space-separated ids).
  const char* needs = "";
  // Reads no role table (the role walk's steps, rays, power tables), so it also runs
  // on the generic tables of custom piece types; the others are refused there.
  bool generic_tables = false;
  // Walks other types' rules anywhere on the board (驫 「不限位置」): the board builder also
  // builds every type's tables without its confinement zone (PieceTypeTables::unconfined).
  bool unconfined_tables = false;
  // Its variant keys are `<options>.<field> = value` (nullptr: none). read_option takes
  // one such key once the pieces are declared and packs it into `config` (64 bits, which
  // the board builder copies to Geometry::module_config); check_options then sees the
  // whole configuration (required keys; a module with check_options is therefore no
  // per-game toggle, list_addons() leaves it out). Both return false with `error`.
  const char* options = nullptr;
  bool (*read_option)(const VariantDef& def, std::string_view field, std::string_view value,
                      std::uint64_t& config, std::string& error) = nullptr;
  bool (*check_options)(const VariantDef& def, std::uint64_t config, std::string& error) = nullptr;

  // ---- state slot: `state_bytes` bytes at the module's offset in Position's state ----
  int state_bytes = 0;
  void (*init_state)(const Geometry& g, std::int8_t* state) = nullptr;
  std::uint64_t (*state_hash)(const Geometry& g, const std::int8_t* state) = nullptr;

  // ---- moves ----
  // Extra pseudo-legal board moves of the side to move (of the piece on only_from, or all).
  void (*pseudo_moves)(const Position& pos, MoveList& out, Square only_from) = nullptr;
  // Is the normal move m one of those extra moves?
  bool (*extra_move)(const Position& pos, Move m) = nullptr;
  // Appends legal moves to `legal` (which holds every legal move of the earlier modules).
  void (*legal_moves)(const Position& pos, MoveList& legal) = nullptr;
  // Own move types (types.h MoveType other than Normal, the flag-step bit): does the
  // module own this exact move shape (no position needed), and is it pseudo-legal here?
  bool (*claims)(Move m) = nullptr;
  bool (*own_pseudo_legal)(const Position& pos, Move m) = nullptr;
  // Plays / takes back the board part of an own move (Position's piece primitives);
  // records captures in undo.captured / captured2. A compound (a normal, drop or double
  // move with the flag-step bit) plays its board part through the board part's owner.
  void (*apply)(Position& pos, Move m, UndoInfo& undo) = nullptr;
  void (*revert)(Position& pos, Move m, const UndoInfo& undo) = nullptr;
  // Writes the state bytes after a move (`state` is the whole state array; the module's
  // own bytes start at `offset`; a module extending another may write that one's bytes).
  void (*after_move)(const Position& pos, const MoveFacts& facts, std::int8_t* state, int offset) = nullptr;
  // Multi-capture: after the board part of any move is played (side to move, move number
  // and state not yet changed), names more points whose pieces the move removes. Position
  // removes them (hash, piece lists, face-down identities), keeps them in UndoInfo and
  // judges legality after them (a capture may remove a checker or a cannon's screen).
  // Modules run in registry order, each on the board the earlier ones left.
  void (*side_captures)(const Position& after, const MoveFacts& facts, SideCaptures& out) = nullptr;
  // Conversion: after the board part and the side captures of any move (side to move,
  // move number and state not yet changed), names points whose piece becomes another
  // piece (type and/or colour: 長河's upgrades, orphaned armies and their controller).
  // Position replaces them (hash, piece lists), keeps the old pieces in UndoInfo and judges
  // legality after them, so a conversion is part of the board like any move: check, FEN,
  // hash and repetition see it without asking the module.
  void (*conversions)(const Position& after, const MoveFacts& facts, Conversions& out) = nullptr;
  // Followers: after the board part and the side captures of any move (before the
  // conversions), names pieces that move with the mover, each onto a point that is empty
  // now (巨將: its three part points follow the anchor, onto the points its capture
  // emptied). Position moves them (hash, lists), keeps them in UndoInfo and judges
  // legality after them.
  void (*followers)(const Position& after, const MoveFacts& facts, Followers& out) = nullptr;

  // ---- attacks (one module's answer replaces the table walk; see addon_attacks.h) ----
  bool (*square_attacked)(const Position& pos, Square s, Color by) = nullptr;
  bool (*leaves_general_attacked)(const Position& pos, Move m) = nullptr;
  bool (*compound_leaves_general_attacked)(const Position& before, const Position& after) = nullptr;
  const LeapSet* (*leap_table)(const Position& pos, Color c, PieceKind k) = nullptr;
  // On the generic tables (data-defined types): does a piece of `by` that the module moves
  // itself (its type has `move = none`) attack s? Added to the table walk's answer
  // (巨將 takes the general under its target block: check).
  bool (*adds_attack)(const Position& pos, Square s, Color by) = nullptr;

  // ---- capture limits (kHookCaptureLimit; generic tables only) ----
  // May a piece of kind `attacker` not capture the piece on `to` on this board? Asked for
  // every capture the tables generate and for every attack they find (a barred capture is
  // no attack, so no check either): 陸戰's 「不能吃橫豎有三枚敵棋緊鄰的敵棋」.
  bool (*capture_barred)(const Geometry& g, const BoardPeek& board, PieceKind attacker, Square to) = nullptr;

  // ---- terminal verdict ----
  bool (*verdict)(const Position& pos, ModuleVerdict& out) = nullptr;

  // ---- tables built with the board (variant/board_builder.cpp) ----
  // A material-conditioned step table, built first for every such module.
  const PowerTableSpec* power = nullptr;
  // Then the module's own part of the power tables (宮廷炮's switch, 宮策略's tables).
  void (*build_tables)(const VariantDef& def, const Geometry& g, PowerTables& out) = nullptr;

  // ---- FEN (fen.cpp) ----
  const FenItem* fen_item = nullptr;
  // After the placement checks: does the board agree with the module's state? False with
  // `out` filled (kind, rank, message) when it does not.
  bool (*fen_check)(const Position& pos, FenError& out) = nullptr;
  // Once the board and the `{…}` field are read (the module's item given or not): the state
  // the board itself implies (雙翻: whether the side to move starts its turn in check).
  void (*fen_settle)(Position& pos) = nullptr;

  // ---- search (search/evaluate.cpp, search/search.cpp) ----
  // The module's evaluation term, from the side to move's view (the units of
  // evaluate.h); evaluate() adds it only when the variant has kHookEvaluate.
  int (*evaluate)(const Position& pos) = nullptr;
  // Does m win on the spot (解將旗: the flag steps onto the enemy flag)? The search
  // tries such a move right after the table move.
  bool (*decisive)(const Position& pos, Move m) = nullptr;

  // ---- refusals (rules/illegal_reason.cpp) ----
  // Called once m is known to be illegal (not generated, or a board move that leaves the
  // general attacked): true with out.reason (and out.text, or empty for the reason's
  // own sentence) when the module's rule is why.
  bool (*refusal)(const Position& pos, Move m, MoveVerdict& out) = nullptr;

  // ---- notation (notation/movetext.cpp) ----
  // Writes legal move m in notation n when it is one of the module's own shapes (宮旗's
  // enter, return and steps on the board); false leaves it to the ordinary forms.
  bool (*write_move)(const Position& pos, Move m, notation::Notation n, std::string& out) = nullptr;
  // Reads `text` (trimmed) as one of its moves: false when the text is not the module's
  // syntax; true with out.move and out.notation, or with out.error (its syntax, but no
  // such move here).
  bool (*read_move)(const Position& pos, std::string_view text, ModuleMoveRead& out) = nullptr;

  // ---- pieces off the point grid (rules/off_board.h: Game, the gesture, the board
  // description, the repetition judge ask through it) ----
  // kHookTrack: the cell of c's piece on the variant's track (Geometry::flag_track), or a
  // negative value while it is off the track (-1: captured; the module's own states, as
  // 宮旗's flag on the board); and whether c has lost that piece for good (the game is
  // lost by it).
  int (*track_cell)(const Position& pos, Color c) = nullptr;
  bool (*track_lost)(const Position& pos, Color c) = nullptr;
  // kHookReserve: how many of c's pieces wait off the board to be put back.
  int (*reserve)(const Position& pos, Color c) = nullptr;

  // ---- hidden identities (core/hidden_view.h sample_hidden_identities) ----
  // Fills in every face-down identity `pos` does not know (kUnknownIdentity) with a draw
  // from what it may still be, as the variant deals them (暗戰: its pool minus the types
  // already turned over and the identities known), shuffled by `seed`. The FEN's deal
  // (a start's random setup) and the search of a viewer's position (which must play on
  // without the truth) both come here. False with nothing changed when it cannot
  // (more unknown pieces than the pool can fill).
  bool (*deal)(Position& pos, std::uint64_t seed) = nullptr;
  // Is the identity of the face-down piece on s known to both players although the
  // variant keeps identities to their owner (第三代: a back shown by a wrong flip and
  // turned back)? The views keep such an identity (hidden_view.cpp).
  bool (*identity_public)(const Position& pos, Square s) = nullptr;

  // ---- board drawing (board_description.cpp) ----
  // Curved lines the board draws between two points, both sides' (雲端's cloud arcs): writes
  // up to `max` point pairs into out and returns how many. Read once per variant.
  int (*board_arcs)(const Geometry& g, Square (*out)[2], int max) = nullptr;
  // Arrows the board draws, tail then head, both sides' (堅守's re-entry arrows from a
  // recovery zone onto the battlefield): writes up to `max` pairs, returns how many.
  int (*board_arrows)(const Geometry& g, Square (*out)[2], int max) = nullptr;
  // Short texts the board draws at grid points, holes included (堅守's zone names beside
  // their zones): writes up to `max` points and UTF-8 texts, returns how many.
  int (*board_texts)(const Geometry& g, Square* at, const char** text, int max) = nullptr;
  // How many points a side a piece of kind k covers (a multi-point piece): 2 for the
  // anchor of a 2×2 block (its lower-left point; the block runs one file right and one
  // rank up), 0 for the block's other points (drawn by the anchor), -1 when k is not the
  // module's (then 1, one point). Read once per variant (BoardDescription::spans).
  int (*piece_span)(const Geometry& g, PieceKind k) = nullptr;

  // ---- the move gesture (core/gesture.cpp) ----
  // The point that stands for s when s itself is no pick (a multi-point piece: 巨將's part
  // points pick the giant's anchor; with the giant picked on `picked`, any point of a
  // block it may move to picks that block's anchor), or kNoSquare.
  Square (*stand_in)(const Position& pos, Square s, Square picked) = nullptr;
};

}  // namespace xq
