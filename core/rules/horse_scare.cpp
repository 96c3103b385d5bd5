// 殺驚與遁馬: the double moves and their right (see horse_scare.h for the seed sentences).
#include "core/rules/horse_scare.h"

#include "core/rules/double_step.h"
#include "core/zobrist.h"

namespace xq {

namespace {

int offset_of(const Geometry& g) { return g.state_offset_of(kHorseScare); }

std::uint64_t state_hash(const Geometry&, const std::int8_t* st) { return st[0] ? kZobrist.double_move : 0; }

bool claims(Move m) { return m == Move::double_move(m.from(), m.to(), m.from2(), m.to2()); }

// 「規則允許後手可先走一步馬…接著再走一著其它棋」, 「走兩著必先動馬」: a horse step, then a
// step of another own piece; each legal; the general is never captured.
bool own_pseudo_legal(const Position& pos, Move m) {
  const Geometry& g = pos.geometry();
  const Color us = pos.side_to_move(), them = opposite(us);
  if (!double_move_right(pos)) return false;
  const Move first = m.first_step(), second = m.second_step();
  if (first.from() >= g.size || pos.piece_on(first.from()) != Piece(us, PieceKind::Horse)) return false;
  if (!pos.is_pseudo_legal(first) || pos.leaves_general_attacked(first)) return false;
  if (second.from() == first.to() || second.from() >= g.size || second.to() >= g.size) return false;
  Position mid = pos;
  mid.move_piece(first.from(), first.to());
  if (!mid.is_pseudo_legal(second)) return false;
  return mid.piece_on(second.to()) != Piece(them, PieceKind::General);
}

void apply(Position& pos, Move m, UndoInfo& undo) { apply_double_step(pos, m, undo); }

void revert(Position& pos, Move m, const UndoInfo& undo) { revert_double_step(pos, m, undo); }

// 殺驚: 「開局先手方第一步即進炮打掉對方的馬」 gives the reply a double move; it lapses after it.
void after_move(const Position&, const MoveFacts& f, std::int8_t* state, int offset) {
  const Color them = opposite(f.us);
  state[offset] = f.us == Color::Red && f.fullmove_number == 1 && f.move.is_normal() &&
                  f.mover == Piece(f.us, PieceKind::Cannon) && f.captured == Piece(them, PieceKind::Horse);
}

void legal_moves(const Position& pos, MoveList& legal) { append_double_moves(pos, legal); }

// The bare FEN item `double` (fen.h): the side to move holds the right.
std::string parse_fen_item(Position& pos, std::string_view) {
  // The right follows the capture of a horse: at most one left, which also bounds the
  // number of double moves (movegen.h MoveList).
  if (pos.count(pos.side_to_move(), PieceKind::Horse) > 1)
    return "'double' (殺驚與遁馬) follows the capture of a horse: the side to move can have at most one horse";
  set_double_move_right(pos, true);
  return {};
}

std::string write_fen_item(const Position& pos) { return double_move_right(pos) ? "double" : ""; }

constexpr FenItem kFenItem{
    .key = "double",
    .has_value = false,
    .order = 2,
    .missing = "'double' needs the add-on horse_scare (殺驚與遁馬)",
    .parse = parse_fen_item,
    .write = write_fen_item,
};

}  // namespace

constinit const RuleModule kHorseScare{
    .id = "horse_scare",
    .name = "殺驚與遁馬",
    .hooks = kHookState | kHookLegalMoves | kHookOwnMoves | kHookAfterMove | kHookFenField,
    .state_bytes = 1,
    .state_hash = state_hash,
    .legal_moves = legal_moves,
    .claims = claims,
    .own_pseudo_legal = own_pseudo_legal,
    .apply = apply,
    .revert = revert,
    .after_move = after_move,
    .fen_item = &kFenItem,
};

bool has_horse_scare(const Geometry& g) { return g.uses(kHorseScare); }

bool double_move_right(const Position& pos) {
  const int o = offset_of(pos.geometry());
  return o >= 0 && pos.module_byte(o) != 0;
}

void set_double_move_right(Position& pos, bool on) {
  const int o = offset_of(pos.geometry());
  if (o >= 0) pos.set_module_byte(o, on ? 1 : 0);
}

void append_double_moves(const Position& pos, MoveList& legal) {
  if (!double_move_right(pos)) return;
  const Color us = pos.side_to_move();
  const Piece horse(us, PieceKind::Horse);
  const Square their_general = pos.general_square(opposite(us));
  const int singles = legal.size();
  for (int i = 0; i < singles; ++i) {
    const Move first = legal[i];
    if (!first.is_normal() || pos.piece_on(first.from()) != horse) continue;
    // The board after the horse step, with us still to move.
    Position mid = pos;
    UndoInfo undo;
    mid.do_move(first, undo);
    mid.set_side_to_move(us);
    MoveList seconds;
    generate_legal(mid, seconds);
    for (Move second : seconds) {
      if (!second.is_normal() || second.from() == first.to()) continue;  // 「其它棋」: another piece
      if (second.to() == their_general) continue;                         // never capture the general
      if (legal.full()) return;
      legal.push(Move::double_move(first.from(), first.to(), second.from(), second.to()));
    }
  }
}

}  // namespace xq

