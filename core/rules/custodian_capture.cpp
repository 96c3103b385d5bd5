// 夾吃: custodian capture after a move of a custodian piece (see custodian_capture.h).
#include "core/rules/custodian_capture.h"

#include <cctype>

#include "core/position.h"
#include "core/rules/option_letters.h"
#include "core/variant/variant_def.h"

namespace xq {

namespace {

// Geometry::module_config: bit k of the low word = kind k captures by custody; bit k of
// the high word = kind k may close the sandwich (high word 0 = any own piece may).
constexpr int kPartnerShift = 32;

std::uint64_t kind_bit(PieceKind k) {
  return std::uint64_t{1} << index_of(k);
}

// "o", "o n" or "on": letters of declared piece types, as a kind mask; false with `error`.
bool read_letters(const VariantDef& def, std::string_view value, std::uint64_t& mask, std::string& error) {
  mask = 0;
  for (char c : value) {
    if (c == ' ' || c == '\t') continue;
    const PieceDef* found = declared_piece(def, c);
    if (!found) {
      error = undeclared_letter(c);
      return false;
    }
    mask |= kind_bit(found->kind);
  }
  if (!mask) error = "expected the FEN letters of piece types, e.g. o";
  return mask != 0;
}

bool read_option(const VariantDef& def, std::string_view field, std::string_view value, std::uint64_t& config,
                 std::string& error) {
  std::uint64_t mask = 0;
  if (field == "pieces") {
    if (!read_letters(def, value, mask, error)) return false;
    if (mask & kind_bit(PieceKind::General)) {
      error = "the royal piece cannot capture by custody";
      return false;
    }
    config = (config & ~std::uint64_t{0xffffffff}) | mask;
    return true;
  }
  if (field == "partners") {
    if (!read_letters(def, value, mask, error)) return false;
    config = (config & std::uint64_t{0xffffffff}) | (mask << kPartnerShift);
    return true;
  }
  error = "unknown option (known: custodian.pieces, custodian.partners)";
  return false;
}

bool check_options(const VariantDef&, std::uint64_t config, std::string& error) {
  if (config & 0xffffffff) return true;
  error = "needs custodian.pieces = LETTERS, the piece types that capture by custody";
  return false;
}

// The sandwiches around the point `at` where a custodian piece of f.us now stands.
void look_around(const Position& pos, const MoveFacts& f, Square at, SideCaptures& out) {
  const Geometry& g = pos.geometry();
  const std::uint64_t partners = g.config_of(kCustodianCapture) >> kPartnerShift;
  const Color them = opposite(f.us);
  const int file = g.file_of[at], rank = g.rank_of[at];
  for (int df = -1; df <= 1; ++df)
    for (int dr = -1; dr <= 1; ++dr) {
      if (df == 0 && dr == 0) continue;
      if (!g.on_board(file + df, rank + dr) || !g.on_board(file + 2 * df, rank + 2 * dr)) continue;
      const Square victim = g.square(file + df, rank + dr), beyond = g.square(file + 2 * df, rank + 2 * dr);
      const Piece v = pos.piece_on(victim), b = pos.piece_on(beyond);
      if (v.empty() || v.color() != them || v.kind() == PieceKind::General) continue;
      if (b.empty() || b.color() != f.us || (partners && !(partners & kind_bit(b.kind())))) continue;
      if (pos.face_down(victim) && !g.hidden.capturable) continue;
      bool named = false;  // two movers may close sandwiches on one piece
      for (int i = 0; i < out.count; ++i) named = named || out.squares[i] == victim;
      if (!named) out.add(victim);
    }
}

void side_captures(const Position& pos, const MoveFacts& f, SideCaptures& out) {
  const Geometry& g = pos.geometry();
  const Move m = f.move;
  // A double move (神牛's 牛 pair, ox_pair: 「每次要同時走兩枚牛」) is judged once both steps
  // are played: each custodian piece that moved looks around its landing point.
  if (m.is_double()) {
    for (Square at : {m.to(), m.to2()}) {
      const Piece p = pos.piece_on(at);
      if (!p.empty() && p.color() == f.us && custodian_piece(g, p.kind())) look_around(pos, f, at, out);
    }
    return;
  }
  // Drops, reveals and flag moves are not a custodian piece's step.
  if (!m.is_normal() || !custodian_piece(g, f.mover.kind())) return;
  look_around(pos, f, m.to(), out);
}

}  // namespace

constinit const RuleModule kCustodianCapture{
    .id = "custodian_capture",
    .name = "夾吃",
    .hooks = kHookSideCaptures,
    .generic_tables = true,
    .options = "custodian",
    .read_option = read_option,
    .check_options = check_options,
    .side_captures = side_captures,
};

bool custodian_piece(const Geometry& g, PieceKind k) {
  return index_of(k) < 32 && (g.config_of(kCustodianCapture) & kind_bit(k)) != 0;
}

}  // namespace xq
