// 補給象棋's supply lines, exchanges and the five bans (see supply_line.h).
#include "core/rules/supply_line.h"

#include <cctype>

#include "core/fen_error.h"
#include "core/move_list.h"
#include "core/notation/iccs.h"
#include "core/position.h"
#include "core/rules/move_verdict.h"
#include "core/rules/option_letters.h"
#include "core/variant/variant_def.h"

namespace xq {

namespace {

// Geometry::module_config: byte i (0..4, the order 糧 草 布 油 彈) = 1 + the kind index
// of that supply type; 0 = not given.
int supply_kind_index(const Geometry& g, Supply s) {
  return static_cast<int>((g.config_of(kSupplyLine) >> (8 * static_cast<int>(s))) & 0xff) - 1;
}

bool has_supply(const Position& pos, Color c, Supply s) {
  const int k = supply_kind_index(pos.geometry(), s);
  return k >= 0 && pos.count(c, static_cast<PieceKind>(k)) > 0;
}

// The own supply line of c is its outermost rank, its 底線 the rank in front of it.
int supply_rank(const Geometry& g, Color c) { return c == Color::Red ? 0 : g.height - 1; }
int back_rank(const Geometry& g, Color c) { return c == Color::Red ? 1 : g.height - 2; }

// The supply piece whose loss bars kind k from the enemy 底線 (糧 soldiers, 草 horses,
// 油 chariots, 彈 cannons), or -1.
int barring_supply(PieceKind k) {
  switch (k) {
    case PieceKind::Soldier: return static_cast<int>(Supply::Grain);
    case PieceKind::Horse: return static_cast<int>(Supply::Fodder);
    case PieceKind::Chariot: return static_cast<int>(Supply::Oil);
    case PieceKind::Cannon: return static_cast<int>(Supply::Ammunition);
    default: return -1;
  }
}

// Is the piece of `us` of kind k barred now from moving onto the enemy 底線 from off it?
bool barred_from_enemy_back(const Position& pos, Color us, PieceKind k) {
  const int s = barring_supply(k);
  return s >= 0 && !has_supply(pos, us, static_cast<Supply>(s));
}

// Does the move of mover (of `us`) from `from` to `to` land where it may not stay?
// Either a supply line (any piece but a supply piece), or the enemy 底線 of a barred kind
// coming from off it. Material is read on `pos` (before or after the move: a move never
// takes the mover's own supply pieces).
bool lands_forbidden(const Position& pos, Color us, PieceKind k, Square from, Square to) {
  const Geometry& g = pos.geometry();
  if (is_supply_kind(g, k)) return false;
  if (on_supply_line(g, to)) return true;
  const int enemy_back = back_rank(g, opposite(us));
  return g.rank_of[to] == enemy_back && g.rank_of[from] != enemy_back && barred_from_enemy_back(pos, us, k);
}

// 無布: the general, off its own 底線, may not step back onto it (quiet or capture).
bool general_return_barred(const Position& pos, Color us, PieceKind k, Square from, Square to) {
  if (k != PieceKind::General || has_supply(pos, us, Supply::Cloth)) return false;
  const Geometry& g = pos.geometry();
  const int own_back = back_rank(g, us);
  return g.rank_of[to] == own_back && g.rank_of[from] != own_back;
}

bool read_option(const VariantDef& def, std::string_view field, std::string_view value, std::uint64_t& config,
                 std::string& error) {
  if (field != "pieces") {
    error = "unknown option (known: supply.pieces)";
    return false;
  }
  std::uint64_t packed = 0;
  int n = 0;
  for (char c : value) {
    if (c == ' ' || c == '\t') continue;
    const PieceDef* found = declared_piece(def, c);
    if (!found) {
      error = undeclared_letter(c);
      return false;
    }
    if (index_of(found->kind) < kPieceKindCount) {
      error = "'" + std::string(1, c) + "' is a standard role; the supply pieces are custom types";
      return false;
    }
    if (n == kSupplyCount) {
      error = "five supply pieces, in the order 糧 草 布 油 彈 (e.g. l o u y d)";
      return false;
    }
    packed |= static_cast<std::uint64_t>(index_of(found->kind) + 1) << (8 * n);
    ++n;
  }
  if (n != kSupplyCount) {
    error = "five supply pieces, in the order 糧 草 布 油 彈 (e.g. l o u y d)";
    return false;
  }
  config = packed;
  return true;
}

bool check_options(const VariantDef&, std::uint64_t config, std::string& error) {
  if (config) return true;
  error = "needs supply.pieces = FIVE LETTERS, the supply types in the order 糧 草 布 油 彈";
  return false;
}

// The legality filter: drops the quiet moves onto a point the mover may not stop on, and
// the 無布 general's return. Captures there stay: they are exchanges (side_captures).
void legal_moves(const Position& pos, MoveList& legal) {
  const Color us = pos.side_to_move();
  int kept = 0;
  for (int i = 0; i < legal.size(); ++i) {
    const Move m = legal[i];
    bool keep = true;
    if (m.is_normal()) {
      const PieceKind k = pos.piece_on(m.from()).kind();
      const bool quiet = pos.piece_on(m.to()).empty();
      if (quiet && lands_forbidden(pos, us, k, m.from(), m.to())) keep = false;
      if (general_return_barred(pos, us, k, m.from(), m.to())) keep = false;
    }
    if (keep) legal.set(kept++, m);
  }
  legal.truncate(kept);
}

// 兌: a capture onto a point the capturer may not stay on removes the capturer too.
void side_captures(const Position& after, const MoveFacts& f, SideCaptures& out) {
  if (!f.move.is_normal() || f.captured.empty()) return;
  if (lands_forbidden(after, f.us, f.mover.kind(), f.move.from(), f.move.to())) out.add(f.move.to());
}


// Why a board move the legal-move hook dropped is refused (explain_move asks once the
// move is known to be illegal).
bool refusal(const Position& pos, Move m, MoveVerdict& out) {
  if (!m.is_normal()) return false;
  const Geometry& g = pos.geometry();
  const Color us = pos.side_to_move();
  const PieceKind k = pos.piece_on(m.from()).kind();
  if (general_return_barred(pos, us, k, m.from(), m.to())) {
    out.reason = IllegalReason::PieceProgram;
    out.text = "without its 布 (Cloth) a general that has left its back rank may not return to it (無布方的將離開己方底線後，不能返回己方的底線)";
    return true;
  }
  if (!pos.piece_on(m.to()).empty() || !lands_forbidden(pos, us, k, m.from(), m.to())) return false;
  out.reason = IllegalReason::PieceProgram;
  out.text = on_supply_line(g, m.to())
                 ? "no piece but a supply piece may stop on a supply line; it may only exchange an enemy supply piece there (其他棋不能進入補給線停留)"
                 : "this side has lost the supply piece this piece needs: it may not move onto the enemy back rank, only exchange a piece there (失去補給棋，不能到達對方的底線)";
  return true;
}

// FEN: no piece but a supply piece stands on a supply line (「其他棋不能進入"補給線"停留」),
// so a position set up by hand is one the game could reach.
bool fen_check(const Position& pos, FenError& out) {
  const Geometry& g = pos.geometry();
  for (int i = 0; i < g.size; ++i) {
    const Square s = static_cast<Square>(i);
    const Piece p = pos.piece_on(s);
    if (p.empty() || !on_supply_line(g, s) || is_supply_kind(g, p.kind())) continue;
    out.kind = FenErrorKind::PointMissing;
    out.rank_from_top = g.height - g.rank_of[s];
    out.message = "only a supply piece stands on a supply line (其他棋不能進入補給線停留): " + format_iccs_square(s, g);
    return false;
  }
  return true;
}

}  // namespace

bool on_supply_line(const Geometry& g, Square s) {
  return g.rank_of[s] == supply_rank(g, Color::Red) || g.rank_of[s] == supply_rank(g, Color::Black);
}

bool is_supply_kind(const Geometry& g, PieceKind k) {
  for (int i = 0; i < kSupplyCount; ++i)
    if (supply_kind_index(g, static_cast<Supply>(i)) == index_of(k)) return true;
  return false;
}

bool is_supply_exchange(const Position& pos, Move m) {
  if (!m.is_normal() || pos.piece_on(m.to()).empty()) return false;
  const Piece p = pos.piece_on(m.from());
  return !p.empty() && lands_forbidden(pos, p.color(), p.kind(), m.from(), m.to());
}

constinit const RuleModule kSupplyLine{
    .id = "supply",
    .name = "補給線",
    .hooks = kHookLegalMoves | kHookSideCaptures | kHookRefusal | kHookFenField,
    .generic_tables = true,
    .options = "supply",
    .read_option = read_option,
    .check_options = check_options,
    .legal_moves = legal_moves,
    .side_captures = side_captures,
    .fen_check = fen_check,
    .refusal = refusal,
};

}  // namespace xq
