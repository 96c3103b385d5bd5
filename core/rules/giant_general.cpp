// 巨將象棋's 巨將: its moves and multi-captures, its capture through any of its points, its
// attacks and the FEN check (see giant_general.h for the seed sentences).
#include "core/rules/giant_general.h"

#include <string>

#include "core/fen_error.h"
#include "core/move_list.h"
#include "core/notation/iccs.h"
#include "core/position.h"
#include "core/rules/move_verdict.h"
#include "core/rules/option_letters.h"
#include "core/variant/variant_def.h"

namespace xq {

namespace {

// Geometry::module_config: the anchor kind's index + 1 in bits 0..7, the part kind's in 8..15.
bool read_option(const VariantDef& def, std::string_view field, std::string_view value, std::uint64_t& config,
                 std::string& error) {
  if (field != "piece" && field != "part") {
    error = "unknown option (known: giant.piece, giant.part)";
    return false;
  }
  if (value.size() != 1) {
    error = "expected the FEN letter of one custom piece type, e.g. j";
    return false;
  }
  const PieceDef* p = declared_piece(def, value[0]);
  if (!p) {
    error = undeclared_letter(value[0]);
    return false;
  }
  if (!p->custom || !p->program.moves.empty()) {
    error = std::string("'") + p->letter + "' must be a custom type with no move of its own (" + p->letter +
            ".move = none): the giant moves as one block of four points";
    return false;
  }
  const int shift = field == "piece" ? 0 : 8;
  config = (config & ~(std::uint64_t{0xff} << shift)) | (static_cast<std::uint64_t>(index_of(p->kind) + 1) << shift);
  return true;
}

bool check_options(const VariantDef&, std::uint64_t config, std::string& error) {
  if ((config & 0xff) && (config & 0xff00) && (config & 0xff) != ((config >> 8) & 0xff)) return true;
  error = "needs giant.piece = LETTER (the giant's anchor, its lower-left point) and giant.part = LETTER (its "
          "other three points), two different custom types";
  return false;
}

// The block's points other than the anchor (file, rank offsets): the anchor is the lower-left.
constexpr int kParts[3][2] = {{1, 0}, {0, 1}, {1, 1}};
// 「橫豎每次兩小格」: the block slides by its own width onto the adjacent block.
constexpr int kSteps[4][2] = {{0, 2}, {0, -2}, {2, 0}, {-2, 0}};

PieceKind anchor_kind(const Geometry& g) {
  return static_cast<PieceKind>(static_cast<int>(g.config_of(kGiantGeneral) & 0xff) - 1);
}
PieceKind part_kind(const Geometry& g) {
  return static_cast<PieceKind>(static_cast<int>((g.config_of(kGiantGeneral) >> 8) & 0xff) - 1);
}

bool is_anchor(const Geometry& g, Piece p) { return !p.empty() && p.kind() == anchor_kind(g); }
bool is_part(const Geometry& g, Piece p) { return !p.empty() && p.kind() == part_kind(g); }

// The four points of the block anchored on (f, r), anchor first; false when one is missing.
bool block(const Geometry& g, int f, int r, Square out[4]) {
  out[0] = g.square_or_none(f, r);
  for (int i = 0; i < 3; ++i) out[i + 1] = g.square_or_none(f + kParts[i][0], r + kParts[i][1]);
  for (int i = 0; i < 4; ++i)
    if (out[i] == kNoSquare) return false;
  return true;
}

// The anchor of the giant of colour c that covers s (s itself for an anchor), or kNoSquare.
Square anchor_of(const Position& pos, Square s) {
  const Geometry& g = pos.geometry();
  const Piece p = pos.piece_on(s);
  if (is_anchor(g, p)) return s;
  if (!is_part(g, p)) return kNoSquare;
  for (const auto& o : kParts) {
    const Square a = g.square_or_none(g.file_of[s] - o[0], g.rank_of[s] - o[1]);
    if (a != kNoSquare && pos.piece_on(a) == Piece(p.color(), anchor_kind(g))) return a;
  }
  return kNoSquare;
}

enum class BlockVerdict { Ok, OffBoard, OwnPiece, TooMany };

// Can the giant of `us` on `from` move by step d? Fills the target block.
BlockVerdict target_block(const Position& pos, Color us, Square from, const int* d, Square to_block[4]) {
  const Geometry& g = pos.geometry();
  if (!block(g, g.file_of[from] + d[0], g.rank_of[from] + d[1], to_block)) return BlockVerdict::OffBoard;
  // 「每次可同時吃敵棋1-3枚」: distinct enemy pieces; the enemy giant counts once.
  int taken = 0;
  Square giants[4];
  int giant_count = 0;
  for (int i = 0; i < 4; ++i) {
    const Piece q = pos.piece_on(to_block[i]);
    if (q.empty()) continue;
    if (q.color() == us) return BlockVerdict::OwnPiece;
    const Square a = anchor_of(pos, to_block[i]);
    if (a != kNoSquare) {
      bool seen = false;
      for (int j = 0; j < giant_count; ++j) seen = seen || giants[j] == a;
      if (seen) continue;
      giants[giant_count++] = a;
    }
    ++taken;
  }
  return taken <= 3 ? BlockVerdict::Ok : BlockVerdict::TooMany;
}

// The giant moves of `us` (pseudo-legal), from every anchor or from `only`.
void giant_moves(const Position& pos, Color us, MoveList& out, Square only = kNoSquare) {
  const Geometry& g = pos.geometry();
  const Piece anchor(us, anchor_kind(g));
  for (int i = 0; i < pos.count(anchor); ++i) {
    const Square from = pos.squares_of(anchor)[i];
    if (only != kNoSquare && from != only) continue;
    for (const auto& d : kSteps) {
      Square to[4];
      if (target_block(pos, us, from, d, to) == BlockVerdict::Ok && !out.full()) out.push(Move(from, to[0]));
    }
  }
}

void legal_moves(const Position& pos, MoveList& legal) {
  MoveList found;
  giant_moves(pos, pos.side_to_move(), found);
  for (Move m : found)
    if (!pos.leaves_general_attacked(m) && !legal.full()) legal.push(m);
}

bool extra_move(const Position& pos, Move m) {
  if (!m.is_normal() || !is_anchor(pos.geometry(), pos.piece_on(m.from()))) return false;
  MoveList found;
  giant_moves(pos, pos.side_to_move(), found, m.from());
  return found.contains(m);
}

bool adds_attack(const Position& pos, Square s, Color by) {
  const Geometry& g = pos.geometry();
  const Piece anchor(by, anchor_kind(g));
  for (int i = 0; i < pos.count(anchor); ++i) {
    const Square from = pos.squares_of(anchor)[i];
    // Only blocks within two points of s can cover it.
    const int df = g.file_of[s] - g.file_of[from], dr = g.rank_of[s] - g.rank_of[from];
    if (df < -2 || df > 3 || dr < -2 || dr > 3) continue;
    for (const auto& d : kSteps) {
      Square to[4];
      if (target_block(pos, by, from, d, to) != BlockVerdict::Ok) continue;
      for (Square t : to)
        if (t == s) return true;
    }
  }
  return false;
}

// After the board part: the enemy pieces under the giant's new block (the anchor's own
// target is the move's capture), then every enemy giant that lost a point loses the rest
// (「以一枚占其所在某一個位置均可吃」). A part whose anchor is gone, or an anchor missing a
// part, is such a giant.
void side_captures(const Position& after, const MoveFacts& f, SideCaptures& out) {
  const Geometry& g = after.geometry();
  const Color them = opposite(f.us);
  if (f.move.is_normal() && is_anchor(g, f.mover)) {
    Square to[4];
    if (block(g, g.file_of[f.move.to()], g.rank_of[f.move.to()], to))
      for (int i = 1; i < 4; ++i)
        if (!after.piece_on(to[i]).empty() && after.piece_on(to[i]).color() == them) out.add(to[i]);
  }
  auto removed = [&](Square s) {
    for (int i = 0; i < out.count; ++i)
      if (out.squares[i] == s) return true;
    return false;
  };
  const Piece anchor(them, anchor_kind(g)), part(them, part_kind(g));
  // An anchor with a part gone: the anchor and its remaining parts.
  for (int i = 0; i < after.count(anchor); ++i) {
    const Square a = after.squares_of(anchor)[i];
    if (removed(a)) continue;
    Square pts[4];
    const bool whole = block(g, g.file_of[a], g.rank_of[a], pts);
    bool broken = !whole;
    for (int j = 1; j < 4 && whole; ++j) broken = broken || after.piece_on(pts[j]) != part || removed(pts[j]);
    if (!broken) continue;
    out.add(a);
    for (int j = 1; j < 4 && whole; ++j)
      if (after.piece_on(pts[j]) == part && !removed(pts[j])) out.add(pts[j]);
  }
  // A part with no anchor left (the anchor was the move's capture).
  for (int i = 0; i < after.count(part); ++i) {
    const Square p = after.squares_of(part)[i];
    if (removed(p)) continue;
    const Square a = anchor_of(after, p);
    if (a == kNoSquare || removed(a)) out.add(p);
  }
}

// The parts follow the anchor: from the old block to the new one (whose points the side
// captures have just emptied).
void followers(const Position& after, const MoveFacts& f, Followers& out) {
  const Geometry& g = after.geometry();
  if (!f.move.is_normal() || !is_anchor(g, f.mover)) return;
  Square from[4], to[4];
  if (!block(g, g.file_of[f.move.from()], g.rank_of[f.move.from()], from) ||
      !block(g, g.file_of[f.move.to()], g.rank_of[f.move.to()], to))
    return;
  for (int i = 1; i < 4; ++i) out.add(from[i], to[i]);
}

std::string block_text(const Geometry& g, const Square b[4]) {
  std::string s;
  for (int i = 0; i < 4; ++i) s += (i ? " " : "") + format_iccs_square(b[i], g);
  return s;
}

bool refusal(const Position& pos, Move m, MoveVerdict& out) {
  const Geometry& g = pos.geometry();
  if (m.from() >= g.size || !m.is_normal()) return false;
  const Piece p = pos.piece_on(m.from());
  if (p.empty() || p.color() != pos.side_to_move()) return false;
  if (is_part(g, p)) {
    out.reason = IllegalReason::PieceProgram;
    out.text = "the giant (巨將) moves as one block: from its lower-left point " +
               format_iccs_square(anchor_of(pos, m.from()) == kNoSquare ? m.from() : anchor_of(pos, m.from()), g) +
               ", two points along a file or rank (巨將橫豎每次兩小格)";
    return true;
  }
  if (!is_anchor(g, p)) return false;
  const int df = g.file_of[m.to()] - g.file_of[m.from()], dr = g.rank_of[m.to()] - g.rank_of[m.from()];
  out.reason = IllegalReason::PieceProgram;
  for (const auto& d : kSteps) {
    if (d[0] != df || d[1] != dr) continue;
    Square to[4];
    switch (target_block(pos, p.color(), m.from(), d, to)) {
      case BlockVerdict::OffBoard:
        out.reason = IllegalReason::PieceProgram;
        out.text = "the giant's new block must be four points of the board (its lower-left point " +
                   format_iccs_square(m.to(), g) + " and the three beside and above it)";
        return true;
      case BlockVerdict::OwnPiece:
        out.reason = IllegalReason::PieceProgram;
        out.text = "the giant's new block " + block_text(g, to) + " holds a piece of your own";
        return true;
      case BlockVerdict::TooMany:
        out.text = "the giant captures at most three pieces at once (巨將每次可同時吃敵棋1-3枚): " +
                   block_text(g, to) + " holds four";
        return true;
      case BlockVerdict::Ok:
        return false;  // legal as a move of the giant: the general's safety refuses it
    }
  }
  out.text = "the giant moves two points along a file or rank, its whole block onto the next block "
             "(巨將橫豎每次兩小格)";
  return true;
}

bool fen_check(const Position& pos, FenError& out) {
  const Geometry& g = pos.geometry();
  for (Color c : {Color::Red, Color::Black}) {
    const Piece anchor(c, anchor_kind(g)), part(c, part_kind(g));
    int covered = 0;
    for (int i = 0; i < pos.count(anchor); ++i) {
      const Square a = pos.squares_of(anchor)[i];
      Square b[4];
      bool ok = block(g, g.file_of[a], g.rank_of[a], b);
      for (int j = 1; j < 4 && ok; ++j) ok = pos.piece_on(b[j]) == part;
      if (!ok) {
        const Square shown[4] = {a, g.square_or_none(g.file_of[a] + 1, g.rank_of[a]),
                                 g.square_or_none(g.file_of[a], g.rank_of[a] + 1),
                                 g.square_or_none(g.file_of[a] + 1, g.rank_of[a] + 1)};
        std::string names;
        for (int j = 0; j < 4; ++j) {
          if (shown[j] == kNoSquare) {
            names += j == 1 ? " (no point right of it)" : j == 2 ? " (no point above it)" : "";
            continue;
          }
          names += (j ? " " : "") + format_iccs_square(shown[j], g);
        }
        out.kind = FenErrorKind::PointMissing;
        out.message = "giant at " + format_iccs_square(a, g) + " needs " + names +
                      " on the board, its three other points holding its parts (" +
                      std::string(1, c == Color::Red ? 'X' : 'x') + ")";
        return false;
      }
      covered += 3;
    }
    if (pos.count(part) != covered) {
      for (int i = 0; i < pos.count(part); ++i) {
        const Square p = pos.squares_of(part)[i];
        if (anchor_of(pos, p) != kNoSquare) continue;
        out.kind = FenErrorKind::PointMissing;
        out.message = "giant part at " + format_iccs_square(p, g) +
                      " has no giant: a giant's anchor stands on the lower-left point of its 2x2 block";
        return false;
      }
    }
  }
  return true;
}

// The page draws the giant as one disc over its block (BoardDescription::spans).
int piece_span(const Geometry& g, PieceKind k) {
  if (k == anchor_kind(g)) return 2;
  if (k == part_kind(g)) return 0;
  return -1;
}

// A click on a part picks the giant (its anchor); with the giant picked, a click on any
// point of a block it may move to picks that move (the block's anchor).
Square stand_in(const Position& pos, Square s, Square picked) {
  const Geometry& g = pos.geometry();
  if (s >= g.size) return kNoSquare;
  if (picked == kNoSquare) {
    const Square a = anchor_of(pos, s);
    return a != s ? a : kNoSquare;
  }
  if (!is_anchor(g, pos.piece_on(picked))) return kNoSquare;
  for (const auto& d : kSteps) {
    Square to[4];
    if (target_block(pos, pos.piece_on(picked).color(), picked, d, to) != BlockVerdict::Ok) continue;
    for (int i = 1; i < 4; ++i)
      if (to[i] == s) return to[0];
  }
  return kNoSquare;
}

}  // namespace

constinit const RuleModule kGiantGeneral{
    .id = "giant_general",
    .name = "巨將",
    .hooks = kHookLegalMoves | kHookExtraMove | kHookSideCaptures | kHookFollowers | kHookAddsAttacks |
             kHookRefusal | kHookFenField,
    .generic_tables = true,
    .options = "giant",
    .read_option = read_option,
    .check_options = check_options,
    .extra_move = extra_move,
    .legal_moves = legal_moves,
    .side_captures = side_captures,
    .followers = followers,
    .adds_attack = adds_attack,
    .fen_check = fen_check,
    .refusal = refusal,
    .piece_span = piece_span,
    .stand_in = stand_in,
};

PieceKind giant_anchor_kind(const Geometry& g) {
  return g.config_of(kGiantGeneral) ? anchor_kind(g) : PieceKind::General;
}
PieceKind giant_part_kind(const Geometry& g) {
  return g.config_of(kGiantGeneral) ? part_kind(g) : PieceKind::General;
}

}  // namespace xq
