// Castling: the rights, the move, its notation and its refusals (see castling.h).
#include "core/rules/castling.h"

#include <cctype>
#include <string>
#include <vector>

#include "core/move_list.h"
#include "core/notation/iccs.h"
#include "core/position.h"
#include "core/text.h"
#include "core/rules/double_step.h"
#include "core/rules/move_verdict.h"
#include "core/rules/option_letters.h"
#include "core/variant/variant_def.h"
#include "core/zobrist.h"

namespace xq {

namespace {

// Geometry::module_config: the rook kind's index + 1 in bits 0..7; then per colour
// (Red from bit 8, Black from bit 32) the king's square + 1, the lower-file rook's + 1 and
// the higher-file rook's + 1, a byte each (0: none). Squares are Geometry's
// (rank * width + file): at most 251, so + 1 fits a byte.
constexpr int kColorShift[2] = {8, 32};

int field(std::uint64_t config, int shift) { return static_cast<int>((config >> shift) & 0xff); }

struct Sides {
  Square king = kNoSquare;
  Square rook[2] = {kNoSquare, kNoSquare};  // [0] the lower file, [1] the higher
};

Square decode(int byte) { return byte ? static_cast<Square>(byte - 1) : kNoSquare; }

PieceKind rook_kind(std::uint64_t config) { return static_cast<PieceKind>(field(config, 0) - 1); }

Sides sides_of(std::uint64_t config, Color c) {
  const int s = kColorShift[index_of(c)];
  return Sides{decode(field(config, s)), {decode(field(config, s + 8)), decode(field(config, s + 16))}};
}

int offset_of(const Geometry& g) { return g.state_offset_of(kCastling); }

// The right's bit: colour c, side 0 (lower file, Q) or 1 (higher file, K).
constexpr int bit_of(Color c, int side) { return 1 << (2 * index_of(c) + (1 - side)); }

bool read_option(const VariantDef& def, std::string_view key, std::string_view value, std::uint64_t& config,
                 std::string& error) {
  if (key == "rook") {
    const PieceDef* p = value.size() == 1 ? declared_piece(def, value[0]) : nullptr;
    if (!p) {
      error = value.size() == 1 ? undeclared_letter(value[0])
                                : "expected the FEN letter of one piece type (the rook that castles), e.g. r";
      return false;
    }
    config = (config & ~std::uint64_t{0xff}) | static_cast<std::uint64_t>(index_of(p->kind) + 1);
    return true;
  }
  if (key != "red" && key != "black") {
    error = "unknown option (known: castling.rook, castling.red, castling.black)";
    return false;
  }
  // "e0 a0 h0": the king's point, then one or two rook points on its rank.
  const std::vector<std::string_view> words = split_whitespace(value);
  if (words.size() < 2 || words.size() > 3) {
    error = "expected the king's point and one or two rook points on its rank, e.g. e0 a0 h0";
    return false;
  }
  int kf = 0, kr = 0;
  if (!def.read_point(words[0], kf, kr)) {
    error = "'" + std::string(words[0]) + "' is no point of the board";
    return false;
  }
  const int s = kColorShift[key == "red" ? 0 : 1];
  std::uint64_t bytes = static_cast<std::uint64_t>(kr * def.width + kf + 1);
  for (std::size_t i = 1; i < words.size(); ++i) {
    int f = 0, r = 0;
    if (!def.read_point(words[i], f, r)) {
      error = "'" + std::string(words[i]) + "' is no point of the board";
      return false;
    }
    // The king goes two points toward the rook and the rook lands on the point it
    // crossed: the rook stands at least three files away, on the king's rank.
    if (r != kr || (f - kf < 3 && kf - f < 3)) {
      error = "the rook point " + std::string(words[i]) +
              " must be on the king's rank and at least three files from the king (the king moves two points "
              "toward it, the rook onto the point the king crossed)";
      return false;
    }
    const int side = f > kf ? 1 : 0;
    if ((bytes >> (8 + 8 * side)) & 0xff) {
      error = "two rook points on the same side of the king";
      return false;
    }
    bytes |= static_cast<std::uint64_t>(r * def.width + f + 1) << (8 + 8 * side);
  }
  config = (config & ~(std::uint64_t{0xffffff} << s)) | (bytes << s);
  return true;
}

bool check_options(const VariantDef&, std::uint64_t config, std::string& error) {
  if (field(config, 0) && (field(config, 8) || field(config, 32))) return true;
  error = "needs castling.rook = LETTER and castling.red and/or castling.black = KING ROOK [ROOK], e.g. e0 a0 h0";
  return false;
}

std::uint64_t state_hash(const Geometry&, const std::int8_t* st) {
  // A key per rights byte (core/zobrist.h mixed_key).
  return st[0] ? mixed_key(0x436173746C696E67ull, static_cast<std::uint8_t>(st[0])) : 0;
}

// A move touches s when it leaves it or lands on it (either step of a double).
bool touches(Move m, Square s) {
  if (m.from() == s || m.to() == s) return true;
  return m.is_double() && (m.from2() == s || m.to2() == s);
}

void after_move(const Position& pos, const MoveFacts& f, std::int8_t* state, int offset) {
  int rights = state[offset];
  if (!rights) return;
  const std::uint64_t config = pos.geometry().config_of(kCastling);
  for (Color c : {Color::Red, Color::Black}) {
    const Sides s = sides_of(config, c);
    if (s.king == kNoSquare) continue;
    if (touches(f.move, s.king)) rights &= ~(bit_of(c, 0) | bit_of(c, 1));
    for (int side = 0; side < 2; ++side)
      if (s.rook[side] != kNoSquare && touches(f.move, s.rook[side])) rights &= ~bit_of(c, side);
  }
  state[offset] = static_cast<std::int8_t>(rights);
}

// The castling of the side to move toward `side`, if its right holds and the chess
// conditions before the move hold (the king's safety after it is Position's test).
Move castle_if_allowed(const Position& pos, int side) {
  const Geometry& g = pos.geometry();
  const Color us = pos.side_to_move();
  if (!(castling_rights(pos) & bit_of(us, side))) return Move();
  const std::uint64_t config = g.config_of(kCastling);
  const Sides s = sides_of(config, us);
  const Square rook = s.rook[side];
  if (s.king == kNoSquare || rook == kNoSquare || pos.piece_on(rook) != Piece(us, rook_kind(config))) return Move();
  const int dir = side ? 1 : -1, rank = g.rank_of[s.king];
  for (int f = g.file_of[s.king] + dir; f != g.file_of[rook]; f += dir) {
    const Square between = g.square_or_none(f, rank);
    if (between == kNoSquare || !pos.empty(between)) return Move();
  }
  const Square crossed = g.square(g.file_of[s.king] + dir, rank);
  const Square king_to = g.square(g.file_of[s.king] + 2 * dir, rank);
  // 「國象持有方為國象規則」: not out of check, not through an attacked point.
  if (pos.in_check() || pos.is_attacked(crossed, opposite(us))) return Move();
  return Move::castle(s.king, king_to, rook, crossed);
}

bool claims(Move m) { return m.is_castle(); }

bool own_pseudo_legal(const Position& pos, Move m) {
  for (int side = 0; side < 2; ++side)
    if (const Move c = castle_if_allowed(pos, side); c && c == m) return true;
  return false;
}

void legal_moves(const Position& pos, MoveList& legal) {
  if (!castling_rights(pos)) return;
  for (int side = 0; side < 2; ++side) {
    const Move m = castle_if_allowed(pos, side);
    if (m && !pos.leaves_general_attacked(m) && !legal.full()) legal.push(m);
  }
}

void apply(Position& pos, Move m, UndoInfo& undo) { apply_double_step(pos, m, undo); }

void revert(Position& pos, Move m, const UndoInfo& undo) { revert_double_step(pos, m, undo); }

// ---- FEN: {castle=KQkq} ----

std::string parse_fen_item(Position& pos, std::string_view value) {
  const Geometry& g = pos.geometry();
  const std::uint64_t config = g.config_of(kCastling);
  int rights = 0;
  for (char ch : value) {
    const Color c = std::isupper(static_cast<unsigned char>(ch)) ? Color::Red : Color::Black;
    const char lower = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    if (lower != 'k' && lower != 'q')
      return std::string("'castle=") + std::string(value) +
             "': the rights are letters K Q (Red) and k q (Black): K the rook on the higher file, Q the lower";
    const int side = lower == 'k' ? 1 : 0;
    const Sides s = sides_of(config, c);
    const std::string who = c == Color::Red ? "Red" : "Black";
    if (s.king == kNoSquare || s.rook[side] == kNoSquare)
      return "'castle=" + std::string(value) + "': " + who + " has no castling toward the " +
             (side ? "higher" : "lower") + " file in this variant";
    if (bit_of(c, side) & rights) return "'castle=" + std::string(value) + "': '" + ch + "' written twice";
    const Piece king = pos.piece_on(s.king);
    if (king.empty() || king.color() != c || pos.general_square(c) != s.king)
      return "'castle=" + std::string(value) + "': " + who + "'s king is not on " + format_iccs_square(s.king, g) +
             ", so it has moved and cannot castle";
    if (pos.piece_on(s.rook[side]) != Piece(c, rook_kind(config)))
      return "'castle=" + std::string(value) + "': " + who + "'s rook is not on " +
             format_iccs_square(s.rook[side], g) + ", so that castling is gone";
    rights |= bit_of(c, side);
  }
  if (!rights) return "'castle=' needs at least one right (K Q k q); write no item for none";
  pos.set_module_byte(offset_of(g), static_cast<std::int8_t>(rights));
  return {};
}

std::string write_fen_item(const Position& pos) {
  const int rights = castling_rights(pos);
  if (!rights) return {};
  std::string out = "castle=";
  if (rights & bit_of(Color::Red, 1)) out += 'K';
  if (rights & bit_of(Color::Red, 0)) out += 'Q';
  if (rights & bit_of(Color::Black, 1)) out += 'k';
  if (rights & bit_of(Color::Black, 0)) out += 'q';
  return out;
}

constexpr FenItem kFenItem{
    .key = "castle",
    .has_value = true,
    .order = 10,
    .missing = "'castle=' needs the rule module castling (a variant with castling, e.g. ouya)",
    .parse = parse_fen_item,
    .write = write_fen_item,
};

// ---- notation ----

// 0 the lower file (O-O-O), 1 the higher (O-O).
int side_of(const Geometry& g, Move m) { return g.file_of[m.to()] > g.file_of[m.from()] ? 1 : 0; }

bool write_move(const Position& pos, Move m, notation::Notation, std::string& out) {
  if (!m.is_castle()) return false;
  out = side_of(pos.geometry(), m) ? "O-O" : "O-O-O";
  return true;
}

bool read_move(const Position& pos, std::string_view text, ModuleMoveRead& out) {
  const Geometry& g = pos.geometry();
  int side = -1;
  if (text == "O-O" || text == "0-0" || text == "o-o") side = 1;
  if (text == "O-O-O" || text == "0-0-0" || text == "o-o-o") side = 0;
  if (side < 0) {
    // "e0g0:h0f0" (the wire form), or the king's step alone "e0g0" while it castles.
    const std::optional<Move> iccs = parse_iccs(text, g);
    if (!iccs || !(iccs->is_castle() || iccs->is_normal())) return false;
    const Sides s = sides_of(g.config_of(kCastling), pos.side_to_move());
    if (iccs->is_normal()) {
      if (iccs->from() != s.king || iccs->promotes()) return false;
      const int df = g.file_of[iccs->to()] - g.file_of[iccs->from()];
      if (g.rank_of[iccs->to()] != g.rank_of[iccs->from()] || (df != 2 && df != -2)) return false;
      // The king's two-point step is castling only where castling is legal; otherwise
      // the ordinary reader names why the step is refused.
      const Move c = castle_if_allowed(pos, df > 0 ? 1 : 0);
      if (!c) return false;
      side = df > 0 ? 1 : 0;
    } else {
      side = side_of(g, *iccs);
      if (castle_if_allowed(pos, side) != *iccs) {
        out.notation = notation::Notation::Iccs;
        out.error = "illegal: no such castling here (" + std::string(text) + ")";
        return true;
      }
    }
    out.notation = notation::Notation::Iccs;
  } else {
    out.notation = notation::Notation::Wxf;
  }
  const Move m = castle_if_allowed(pos, side);
  if (!m || pos.leaves_general_attacked(m)) {
    out.error = std::string("illegal: ") + (side ? "O-O" : "O-O-O") +
                ": castling needs the king and that rook unmoved, nothing between them, and the king neither in "
                "check nor passing or landing on an attacked point";
    return true;
  }
  out.move = m;
  return true;
}

// ---- refusals ----

bool refusal(const Position& pos, Move m, MoveVerdict& out) {
  const Geometry& g = pos.geometry();
  if (m.from() >= g.size || m.to() >= g.size) return false;
  const Sides s = sides_of(g.config_of(kCastling), pos.side_to_move());
  if (s.king == kNoSquare || m.from() != s.king) return false;
  const int df = g.file_of[m.to()] - g.file_of[m.from()];
  if (!(m.is_castle() || (m.is_normal() && !m.promotes())) || g.rank_of[m.to()] != g.rank_of[m.from()] ||
      (df != 2 && df != -2))
    return false;
  const int side = df > 0 ? 1 : 0;
  out.reason = IllegalReason::PieceProgram;
  if (!(castling_rights(pos) & bit_of(pos.side_to_move(), side)))
    out.text = "no castling on that side: the king or that rook has moved (or the rook was captured)";
  else if (!castle_if_allowed(pos, side))
    out.text = pos.in_check() ? "no castling out of check"
                              : "castling needs every point between the king and the rook empty, and the point the "
                                "king crosses not attacked";
  else
    out.text = "castling may not end in check";
  return true;
}

}  // namespace

constinit const RuleModule kCastling{
    .id = "castling",
    .name = "王車易位",
    .hooks = kHookState | kHookLegalMoves | kHookOwnMoves | kHookAfterMove | kHookFenField | kHookRefusal |
             kHookNotation,
    .generic_tables = true,
    .options = "castling",
    .read_option = read_option,
    .check_options = check_options,
    .state_bytes = 1,
    .state_hash = state_hash,
    .legal_moves = legal_moves,
    .claims = claims,
    .own_pseudo_legal = own_pseudo_legal,
    .apply = apply,
    .revert = revert,
    .after_move = after_move,
    .fen_item = &kFenItem,
    .refusal = refusal,
    .write_move = write_move,
    .read_move = read_move,
};

int castling_rights(const Position& pos) {
  const int o = offset_of(pos.geometry());
  return o < 0 ? 0 : static_cast<std::uint8_t>(pos.module_byte(o));
}

}  // namespace xq
