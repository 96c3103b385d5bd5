// Position, the add-on part: make/unmake, pseudo-legality and hashing of the move types
// and state that 解將旗 (flag_ring), 宮旗 (palace_flag), 還魂卒 (revived_soldier) and
// 殺驚與遁馬 (horse_scare) add (types.h MoveType, position.h AddonState). Only variants with one of them
// (Geometry::special) come here, so standard xiangqi keeps its short make/unmake.
#include <cassert>

#include "core/position.h"
#include "core/ring.h"
#include "core/zobrist.h"

namespace xq {

std::uint64_t Position::addon_hash(const AddonState& st) const {
  if (!geo_->special) return 0;
  std::uint64_t h = 0;
  if (geo_->ring_size > 0)
    for (int c = 0; c < 2; ++c)
      h ^= st.flag[c] >= -1 ? kZobrist.flag[c][st.flag[c] + 1] : kZobrist.flag_board[c][-st.flag[c] - 2];
  for (int c = 0; c < 2; ++c)
    if (st.revive[c]) h ^= kZobrist.revive[c];
  if (st.double_move) h ^= kZobrist.double_move;
  return h;
}

void Position::set_flag_cell(Color c, int cell) {
  if (geo_->ring_size <= 0) return;
  hash_ ^= addon_hash(addon_);
  const bool board_state = geo_->palace_flag && (cell == AddonState::kFlagOnBoard || cell == AddonState::kFlagLostOnBoard);
  addon_.flag[index_of(c)] =
      static_cast<std::int8_t>(board_state ? cell : cell < 0 || cell >= geo_->ring_size ? -1 : cell);
  hash_ ^= addon_hash(addon_);
}

void Position::set_revive_right(Color c, bool on) {
  if (!geo_->revive) return;
  hash_ ^= addon_hash(addon_);
  addon_.revive[index_of(c)] = on;
  hash_ ^= addon_hash(addon_);
}

void Position::set_double_move_right(bool on) {
  if (!geo_->horse_scare) return;
  hash_ ^= addon_hash(addon_);
  addon_.double_move = on;
  hash_ ^= addon_hash(addon_);
}

int Position::soldiers_captured(Color c) const {
  int start = 0;
  for (int s = 0; s < geo_->size; ++s) start += geo_->soldier_start[index_of(c)][s];
  const int left = start - count(c, PieceKind::Soldier);
  return left > 0 ? left : 0;
}

Piece Position::step(Square from, Square to) {
  const Piece p = board_[from], captured = board_[to];
  if (!captured.empty()) {
    remove_from_list(captured, to);
    hash_ ^= kZobrist.piece[captured.code()][to];
  }
  move_in_list(p, from, to);
  board_[to] = p;
  board_[from] = Piece();
  hash_ ^= kZobrist.piece[p.code()][from] ^ kZobrist.piece[p.code()][to];
  return captured;
}

void Position::unstep(Square from, Square to, Piece captured) {
  const Piece p = board_[to];
  move_in_list(p, to, from);
  board_[from] = p;
  board_[to] = captured;
  if (!captured.empty()) add_to_list(captured, to);
}

bool Position::addon_pseudo_legal(Move m) const {
  const Color us = side_, them = opposite(us);
  const int u = index_of(us), t = index_of(them);
  if (flag_captured(us) || flag_captured(them)) return false;  // the game is over
  if (m.flag_step()) {
    // 「被將軍的一方每次"解將"時，都可先逆時針移動一格己方"解將"棋…同時再走棋解除己方被"將軍"狀態」.
    if (geo_->ring_size <= 0 || m.type() == MoveType::FlagOnly || addon_.flag[u] < 0 || !in_check()) return false;
    const Move base = m.without_flag_step();
    return base.is_normal() ? is_pseudo_legal(base) : addon_pseudo_legal(base);
  }
  switch (m.type()) {
    case MoveType::Normal: return is_pseudo_legal(m);
    case MoveType::FlagOnly:
      if (m.is_flag_enter())
        // 宮旗: 「己方初始位置的己方[解將旗]可以在不"解將"的情況下向上走入棋盤己方空的[將](帥)初始位」.
        return geo_->palace_flag && addon_.flag[u] == geo_->flag_track.start[u] && m.to() == geo_->flag_point[u] &&
               board_[m.to()].empty() && count(us, PieceKind::Flag) == 0;
      if (m.is_flag_return())
        // 「並可從此位置返回"旗路"，其他位置不能出九宮」: from the general's start point only,
        // onto the own start cell (not onto the enemy flag standing there).
        return geo_->palace_flag && m.from() == geo_->flag_point[u] && board_[m.from()] == Piece(us, PieceKind::Flag) &&
               addon_.flag[t] != geo_->flag_track.start[u];
      if (!m.is_flag_only()) return false;
      // 「當甲方[解將]走到乙方[解將]後面與其緊鄰狀態下,乙方可以在不被"將軍"的情況下，
      // 單獨一著走兩格[解將]棋」: the enemy flag one cell behind ours, and we are not in check.
      return geo_->ring_size > 0 && addon_.flag[u] >= 0 && addon_.flag[t] == ring_advance(addon_.flag[u], -1, geo_->ring_size) &&
             !in_check();
    case MoveType::Drop: {
      // 「己方吃敵方任何一枚棋後，己方（僅限）下一步可隨即還魂一枚已被吃掉的己方兵（卒），
      // 放到己方兵（卒）初始位置的任一空位」.
      const Square to = m.to();
      return geo_->revive && addon_.revive[u] && m.from() == to && to < geo_->size && geo_->soldier_start[u][to] &&
             board_[to].empty() && soldiers_captured(us) > 0 &&
             count(us, PieceKind::Soldier) < kMaxPerKind;
    }
    case MoveType::Double: {
      // 「規則允許後手可先走一步馬…接著再走一著其它棋」, 「走兩著必先動馬」: a horse step,
      // then a step of another own piece; each legal; the general is never captured.
      if (!geo_->horse_scare || !addon_.double_move) return false;
      const Move first = m.first_step(), second = m.second_step();
      if (first.from() >= geo_->size || board_[first.from()] != Piece(us, PieceKind::Horse)) return false;
      if (!is_pseudo_legal(first) || leaves_general_attacked(first)) return false;
      if (second.from() == first.to() || second.from() >= geo_->size || second.to() >= geo_->size) return false;
      Position mid = *this;
      mid.step(first.from(), first.to());
      if (!mid.is_pseudo_legal(second)) return false;
      return mid.piece_on(second.to()) != Piece(them, PieceKind::General);
    }
  }
  return false;
}

void Position::do_addon_move(Move m, UndoInfo& undo) {
  const Color us = side_, them = opposite(us);
  const int u = index_of(us), t = index_of(them);
  undo.hash = hash_;
  undo.halfmove_clock = halfmove_clock_;
  undo.addon = addon_;
  undo.captured = Piece();
  undo.captured2 = Piece();
  hash_ ^= addon_hash(addon_);
  AddonState next = addon_;
  Piece mover;
  switch (m.type()) {
    case MoveType::Normal:
      mover = board_[m.from()];
      undo.captured = step(m.from(), m.to());
      break;
    case MoveType::Drop: {
      const Piece soldier(us, PieceKind::Soldier);
      board_[m.to()] = soldier;
      add_to_list(soldier, m.to());
      hash_ ^= kZobrist.piece[soldier.code()][m.to()];
      break;
    }
    case MoveType::Double:
      undo.captured = step(m.from(), m.to());
      undo.captured2 = step(m.from2(), m.to2());
      break;
    case MoveType::FlagOnly:
      if (m.is_flag_enter()) {
        const Piece flag(us, PieceKind::Flag);
        board_[m.to()] = flag;
        add_to_list(flag, m.to());
        hash_ ^= kZobrist.piece[flag.code()][m.to()];
        next.flag[u] = AddonState::kFlagOnBoard;
      } else if (m.is_flag_return()) {
        const Piece flag = board_[m.from()];
        remove_from_list(flag, m.from());
        board_[m.from()] = Piece();
        hash_ ^= kZobrist.piece[flag.code()][m.from()];
        next.flag[u] = static_cast<std::int8_t>(geo_->flag_track.start[u]);
      } else {
        next.flag[u] = static_cast<std::int8_t>(ring_advance(next.flag[u], 2, geo_->ring_size));
      }
      break;
  }
  // 宮旗: 「如果九宮[旗]被敵軍吃掉」 the flag is gone from the board; the game goes on.
  if (undo.captured == Piece(them, PieceKind::Flag) || undo.captured2 == Piece(them, PieceKind::Flag))
    next.flag[t] = AddonState::kFlagLostOnBoard;
  if (m.flag_step()) {
    next.flag[u] = static_cast<std::int8_t>(ring_advance(next.flag[u], 1, geo_->ring_size));  // only from a ring cell
    // 「"解將"是可以吃掉對方"解將"的，並且也為勝」.
    if (next.flag[u] == next.flag[t]) next.flag[t] = -1;
  }
  const bool captured = !undo.captured.empty() || !undo.captured2.empty();
  halfmove_clock_ = captured ? 0 : halfmove_clock_ + 1;
  // 還魂卒: the right lasts for the capturer's next move only (「過後需重具條件」).
  next.revive[u] = geo_->revive && captured;
  // 殺驚: 「開局先手方第一步即進炮打掉對方的馬」 gives the reply a double move; it lapses after it.
  next.double_move = geo_->horse_scare && us == Color::Red && fullmove_number_ == 1 && m.is_normal() &&
                     mover == Piece(us, PieceKind::Cannon) && undo.captured == Piece(them, PieceKind::Horse);
  addon_ = next;
  hash_ ^= addon_hash(addon_) ^ kZobrist.black_to_move;
  if (side_ == Color::Black) ++fullmove_number_;
  side_ = them;
  assert(invariants_hold());
}

void Position::undo_addon_move(Move m, const UndoInfo& undo) {
  side_ = opposite(side_);
  if (side_ == Color::Black) --fullmove_number_;
  switch (m.type()) {
    case MoveType::Normal: unstep(m.from(), m.to(), undo.captured); break;
    case MoveType::Drop:
      remove_from_list(board_[m.to()], m.to());
      board_[m.to()] = Piece();
      break;
    case MoveType::Double:
      unstep(m.from2(), m.to2(), undo.captured2);
      unstep(m.from(), m.to(), undo.captured);
      break;
    case MoveType::FlagOnly:
      if (m.is_flag_enter()) {
        remove_from_list(board_[m.to()], m.to());
        board_[m.to()] = Piece();
      } else if (m.is_flag_return()) {
        const Piece flag(side_, PieceKind::Flag);
        board_[m.from()] = flag;
        add_to_list(flag, m.from());
      }
      break;
  }
  addon_ = undo.addon;
  halfmove_clock_ = undo.halfmove_clock;
  hash_ = undo.hash;
  assert(invariants_hold());
}

}  // namespace xq
