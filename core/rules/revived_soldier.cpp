// 還魂卒: the drops and the revive right (see revived_soldier.h for the seed sentences).
#include "core/rules/revived_soldier.h"

#include <algorithm>

#include "core/zobrist.h"

namespace xq {

namespace {

int offset_of(const Geometry& g) { return g.state_offset_of(kRevivedSoldier); }

std::uint64_t state_hash(const Geometry&, const std::int8_t* st) {
  std::uint64_t h = 0;
  for (int c = 0; c < 2; ++c)
    if (st[c]) h ^= kZobrist.revive[c];
  return h;
}

bool claims(Move m) { return m == Move::drop(m.to()); }

// 「己方吃敵方任何一枚棋後，己方（僅限）下一步可隨即還魂一枚已被吃掉的己方兵（卒），
// 放到己方兵（卒）初始位置的任一空位」.
bool own_pseudo_legal(const Position& pos, Move m) {
  const Geometry& g = pos.geometry();
  const Color us = pos.side_to_move();
  const Square to = m.to();
  return revive_right(pos, us) && to < g.size && g.soldier_start[index_of(us)][to] && pos.empty(to) &&
         soldiers_captured(pos, us) > 0 && pos.count(us, PieceKind::Soldier) < Position::kMaxPerKind;
}

void apply(Position& pos, Move m, UndoInfo&) { pos.put_piece(Piece(pos.side_to_move(), PieceKind::Soldier), m.to()); }
void revert(Position& pos, Move m, const UndoInfo&) { pos.remove_piece(m.to()); }

// The right lasts for the capturer's next move only (「過後需重具條件」).
void after_move(const Position&, const MoveFacts& f, std::int8_t* state, int offset) {
  state[offset + index_of(f.us)] = !f.captured.empty() || !f.captured2.empty();
}

void legal_moves(const Position& pos, MoveList& legal) { append_revive_moves(pos, legal); }

// The FEN item revive=r|b|rb (fen.h): who holds the right.
std::string parse_fen_item(Position& pos, std::string_view value) {
  if (value != "r" && value != "b" && value != "rb") return "'revive=' must be r, b or rb, found '" + std::string(value) + "'";
  set_revive_right(pos, Color::Red, value.find('r') != std::string_view::npos);
  set_revive_right(pos, Color::Black, value.find('b') != std::string_view::npos);
  return {};
}

std::string write_fen_item(const Position& pos) {
  const bool red = revive_right(pos, Color::Red), black = revive_right(pos, Color::Black);
  if (!red && !black) return {};
  return std::string("revive=") + (red ? "r" : "") + (black ? "b" : "");
}

// The evaluation term: captured soldiers that could come back onto an empty start point
// count a little (kRevivable each), a right to revive on this very move more (kReviveRight).
constexpr int kRevivable = 8;
constexpr int kReviveRight = 20;
int revive_value(const Position& pos, Color c) {
  const int captured = soldiers_captured(pos, c);
  if (captured == 0) return 0;
  const Geometry& g = pos.geometry();
  int empty_starts = 0;
  for (int s = 0; s < g.size; ++s)
    if (g.soldier_start[index_of(c)][s] && pos.empty(static_cast<Square>(s))) ++empty_starts;
  const int revivable = std::min(captured, empty_starts);
  return kRevivable * revivable + (revivable > 0 && revive_right(pos, c) ? kReviveRight : 0);
}

int evaluate(const Position& pos) {
  const Color us = pos.side_to_move();
  return revive_value(pos, us) - revive_value(pos, opposite(us));
}

constexpr FenItem kFenItem{
    .key = "revive",
    .has_value = true,
    .order = 1,
    .missing = "'revive=' needs the add-on revived_soldier (還魂卒)",
    .parse = parse_fen_item,
    .write = write_fen_item,
};

}  // namespace

constinit const RuleModule kRevivedSoldier{
    .id = "revived_soldier",
    .name = "還魂卒",
    .hooks = kHookState | kHookLegalMoves | kHookOwnMoves | kHookAfterMove | kHookFenField | kHookEvaluate | kHookReserve,
    .state_bytes = 2,
    .state_hash = state_hash,
    .legal_moves = legal_moves,
    .claims = claims,
    .own_pseudo_legal = own_pseudo_legal,
    .apply = apply,
    .revert = revert,
    .after_move = after_move,
    .fen_item = &kFenItem,
    .evaluate = evaluate,
    .reserve = soldiers_captured,
};

bool has_revived_soldier(const Geometry& g) { return g.uses(kRevivedSoldier); }

bool revive_right(const Position& pos, Color c) {
  const int o = offset_of(pos.geometry());
  return o >= 0 && pos.module_byte(o + index_of(c)) != 0;
}

void set_revive_right(Position& pos, Color c, bool on) {
  const int o = offset_of(pos.geometry());
  if (o >= 0) pos.set_module_byte(o + index_of(c), on ? 1 : 0);
}

int soldiers_captured(const Position& pos, Color c) {
  const Geometry& g = pos.geometry();
  int start = 0;
  for (int s = 0; s < g.size; ++s) start += g.soldier_start[index_of(c)][s];
  const int left = start - pos.count(c, PieceKind::Soldier);
  return left > 0 ? left : 0;
}

void append_revive_moves(const Position& pos, MoveList& legal) {
  const Geometry& g = pos.geometry();
  const Color us = pos.side_to_move();
  if (!revive_right(pos, us) || soldiers_captured(pos, us) == 0) return;
  // A drop may block a check, and may also leave one: the new soldier can be the
  // screen of an enemy cannon aimed at our general. So each is tested.
  for (int s = 0; s < g.size && !legal.full(); ++s) {
    if (!g.soldier_start[index_of(us)][s] || !pos.empty(static_cast<Square>(s))) continue;
    const Move drop = Move::drop(static_cast<Square>(s));
    if (!pos.is_pseudo_legal(drop) || pos.leaves_general_attacked(drop)) continue;
    legal.push(drop);
  }
}

}  // namespace xq
