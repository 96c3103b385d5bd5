// Position, the rule-module part: make/unmake, pseudo-legality and hashing for variants
// whose modules keep state or have move types of their own (core/rules/rule_module.h).
// Only such variants (Position::kModuleMoveHooks in Geometry::module_hooks) come here, so
// standard xiangqi keeps its short make/unmake. Nothing here names a module: the move
// types belong to the module that claims them, the state bytes to the modules' slots.
#include <cassert>

#include "core/position.h"
#include "core/rules/terminal_board.h"
#include "core/zobrist.h"

namespace xq {

std::uint64_t Position::modules_hash(const ModuleState& st) const {
  if (!geo_->has_hook(kHookState)) return 0;
  std::uint64_t h = 0;
  for (int i = 0; i < geo_->module_count; ++i)
    if (geo_->modules[i]->state_hash) h ^= geo_->modules[i]->state_hash(*geo_, st.bytes + geo_->state_offset[i]);
  return h;
}

void Position::set_module_byte(int offset, std::int8_t value) {
  if (offset < 0 || offset >= kModuleStateBytes) return;
  hash_ ^= modules_hash(state_);
  state_.bytes[offset] = value;
  hash_ ^= modules_hash(state_);
}

Piece Position::move_piece(Square from, Square to) {
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

void Position::unmove_piece(Square from, Square to, Piece captured) {
  const Piece p = board_[to];
  move_in_list(p, to, from);
  board_[from] = p;
  board_[to] = captured;
  if (!captured.empty()) add_to_list(captured, to);
}

// ---- face-down pieces (core/hidden_rules.h). The hidden-pieces module has own moves (the
// reveal), so every move of such a variant comes down this module path: the truth array
// is only touched here, and the fast make/unmake never looks at it. ----

bool Position::set_face_down(Square s, Piece truth) {
  if (s >= geo_->size || board_[s].empty()) return false;
  if (!truth.empty() && truth.color() != board_[s].color()) return false;
  const std::uint8_t code = truth.empty() ? kUnknownIdentity : truth.code();
  if (truth_[s]) hash_ ^= hidden_key(truth_[s], s);
  else ++face_down_count_;
  truth_[s] = code;
  hash_ ^= hidden_key(code, s);
  return true;
}

Piece Position::reveal_piece(Square s) {
  const Piece face = board_[s], truth = Piece::from_code(truth_[s]);
  hash_ ^= hidden_key(truth_[s], s) ^ kZobrist.piece[face.code()][s] ^ kZobrist.piece[truth.code()][s];
  remove_from_list(face, s);
  board_[s] = truth;
  add_to_list(truth, s);
  truth_[s] = 0;
  --face_down_count_;
  return face;
}

void Position::conceal_piece(Square s, Piece face, std::uint8_t truth) {
  const Piece shown = board_[s];
  remove_from_list(shown, s);
  board_[s] = face;
  add_to_list(face, s);
  truth_[s] = truth;
  ++face_down_count_;
  hash_ ^= hidden_key(truth, s) ^ kZobrist.piece[face.code()][s] ^ kZobrist.piece[shown.code()][s];
}

void Position::carry_truth(Square from, Square to, UndoInfo& undo) {
  undo.captured_truth = truth_[to];
  if (truth_[to]) {
    hash_ ^= hidden_key(truth_[to], to);
    --face_down_count_;
  }
  truth_[to] = truth_[from];
  if (truth_[from]) hash_ ^= hidden_key(truth_[from], from) ^ hidden_key(truth_[from], to);
  truth_[from] = 0;
}

void Position::uncarry_truth(Square from, Square to, const UndoInfo& undo) {
  truth_[from] = truth_[to];
  truth_[to] = undo.captured_truth;
  if (undo.captured_truth) ++face_down_count_;
}

bool Position::module_pseudo_legal(Move m) const {
  if (ModuleVerdict verdict; decided_on_board(*this, verdict)) return false;  // the game is over (the judge)
  if (!geo_->has_hook(kHookOwnMoves)) return false;
  for (int i = 0; i < geo_->module_count; ++i) {
    const RuleModule& mod = *geo_->modules[i];
    if (mod.claims && mod.claims(m)) return mod.own_pseudo_legal(*this, m);
  }
  return false;
}

namespace {

// The module that owns the move shape m (nullptr: a normal move, or nobody's).
const RuleModule* owner_of(const Geometry& g, Move m) {
  for (int i = 0; i < g.module_count; ++i)
    if (g.modules[i]->claims && g.modules[i]->claims(m)) return g.modules[i];
  return nullptr;
}

}  // namespace

int Position::jumped_squares(Move m, Square out[Move::kMaxWaypoints + 1]) const {
  if (!m.is_jump()) return 0;
  Square at = m.from();
  for (int i = 0; i <= m.waypoints(); ++i) {
    const Square land = i < m.waypoints() ? m.waypoint(i) : m.to();
    out[i] = geo_->square((geo_->file_of[at] + geo_->file_of[land]) / 2, (geo_->rank_of[at] + geo_->rank_of[land]) / 2);
    at = land;
  }
  return m.waypoints() + 1;
}

void Position::remove_jumped(Move m, UndoInfo& undo) {
  // Kept in the side-capture slots, which restore_side_captures gives back in reverse order.
  Square over[Move::kMaxWaypoints + 1];
  const int n = jumped_squares(m, over);
  for (int i = 0; i < n; ++i) {
    if (undo.side_count >= kMaxSideCaptures || board_[over[i]].empty()) continue;
    undo.side_square[undo.side_count] = over[i];
    undo.side_piece[undo.side_count] = board_[over[i]];
    undo.side_truth[undo.side_count] = truth_[over[i]];
    ++undo.side_count;
    remove_piece(over[i]);
  }
}

void Position::play_side_captures(const MoveFacts& facts, UndoInfo& undo) {
  for (int i = 0; i < geo_->module_count; ++i) {
    const RuleModule& mod = *geo_->modules[i];
    if (!mod.side_captures) continue;
    SideCaptures list;
    mod.side_captures(*this, facts, list);
    for (int j = 0; j < list.count && undo.side_count < kMaxSideCaptures; ++j) {
      const Square s = list.squares[j];
      // An empty point (or one named twice) removes nothing: a module's list need not be exact.
      if (s >= geo_->size || board_[s].empty()) continue;
      undo.side_square[undo.side_count] = s;
      undo.side_piece[undo.side_count] = board_[s];
      undo.side_truth[undo.side_count] = truth_[s];
      ++undo.side_count;
      remove_piece(s);  // hash, lists and a face-down identity
    }
  }
}

void Position::restore_side_captures(const UndoInfo& undo) {
  // Reverse order, so each piece goes back into the lists where make found it.
  for (int j = undo.side_count - 1; j >= 0; --j) {
    const Square s = undo.side_square[j];
    board_[s] = undo.side_piece[j];
    add_to_list(undo.side_piece[j], s);
    truth_[s] = undo.side_truth[j];
    if (undo.side_truth[j]) ++face_down_count_;
  }
}

void Position::replace_piece(Square s, Piece p) {
  const Piece old = board_[s];
  remove_from_list(old, s);
  board_[s] = p;
  add_to_list(p, s);
  hash_ ^= kZobrist.piece[old.code()][s] ^ kZobrist.piece[p.code()][s];
}

void Position::play_conversions(const MoveFacts& facts, UndoInfo& undo) {
  for (int i = 0; i < geo_->module_count; ++i) {
    const RuleModule& mod = *geo_->modules[i];
    if (!mod.conversions) continue;
    Conversions list;
    mod.conversions(*this, facts, list);
    for (int j = 0; j < list.count && undo.convert_count < kMaxConversions; ++j) {
      const Square s = list.squares[j];
      // An empty point or an unchanged piece converts nothing; a full kind list refuses.
      if (s >= geo_->size || board_[s].empty() || list.pieces[j].empty() || board_[s] == list.pieces[j]) continue;
      if (count_[list.pieces[j].code()] >= kMaxPerKind) continue;
      undo.convert_square[undo.convert_count] = s;
      undo.convert_code[undo.convert_count] = board_[s].code();
      ++undo.convert_count;
      replace_piece(s, list.pieces[j]);
    }
  }
}

void Position::restore_conversions(const UndoInfo& undo) {
  // Reverse order; the hash comes back from undo.hash.
  for (int j = undo.convert_count - 1; j >= 0; --j) {
    const Square s = undo.convert_square[j];
    const Piece now = board_[s], old = Piece::from_code(undo.convert_code[j]);
    remove_from_list(now, s);
    board_[s] = old;
    add_to_list(old, s);
  }
}

void Position::play_followers(const MoveFacts& facts, UndoInfo& undo) {
  for (int i = 0; i < geo_->module_count; ++i) {
    const RuleModule& mod = *geo_->modules[i];
    if (!mod.followers) continue;
    Followers list;
    mod.followers(*this, facts, list);
    for (int j = 0; j < list.count && undo.follow_count < kMaxFollowers; ++j) {
      const Square from = list.from[j], to = list.to[j];
      // Only a piece onto an empty point: a follower never captures (the side captures did).
      if (from >= geo_->size || to >= geo_->size || board_[from].empty() || !board_[to].empty()) continue;
      undo.follow_from[undo.follow_count] = from;
      undo.follow_to[undo.follow_count] = to;
      ++undo.follow_count;
      move_piece(from, to);
    }
  }
}

void Position::restore_followers(const UndoInfo& undo) {
  for (int j = undo.follow_count - 1; j >= 0; --j) unmove_piece(undo.follow_from[j], undo.follow_to[j], Piece());
}

bool Position::module_adds_attack(Square s, Color by) const {
  for (int i = 0; i < geo_->module_count; ++i)
    if (geo_->modules[i]->adds_attack && geo_->modules[i]->adds_attack(*this, s, by)) return true;
  return false;
}

void Position::do_module_move(Move m, UndoInfo& undo) {
  const Color us = side_, them = opposite(us);
  undo.hash = hash_;
  undo.halfmove_clock = halfmove_clock_;
  undo.state = state_;
  undo.captured = Piece();
  undo.captured2 = Piece();
  hash_ ^= modules_hash(state_);
  const Move board_part = m.without_flag_step();
  MoveFacts facts;
  facts.move = m;
  facts.us = us;
  facts.fullmove_number = fullmove_number_;
  undo.side_count = 0;
  if (board_part.is_normal() || board_part.is_jump()) {
    facts.mover = board_[m.from()];
    if (geo_->hidden.enabled) carry_truth(m.from(), m.to(), undo);
    undo.captured = move_piece(m.from(), m.to());
    if (board_part.is_jump()) remove_jumped(board_part, undo);
    if (board_part.promotes()) {
      undo.promoted_from = facts.mover;
      replace_piece(m.to(), Piece(us, board_part.promotion()));
    }
  } else if (const RuleModule* owner = owner_of(*geo_, board_part); owner && owner->apply) {
    owner->apply(*this, board_part, undo);
  }
  facts.captured = undo.captured;
  facts.captured2 = undo.captured2;
  if (geo_->hidden.enabled && (board_part.is_normal() || board_part.is_jump())) facts.captured_truth = undo.captured_truth;
  if (geo_->has_hook(kHookSideCaptures)) play_side_captures(facts, undo);
  facts.side_captured = undo.side_count;
  facts.side_pieces = undo.side_piece;
  undo.follow_count = 0;
  if (geo_->has_hook(kHookFollowers)) play_followers(facts, undo);
  undo.convert_count = 0;
  if (geo_->has_hook(kHookConversions)) play_conversions(facts, undo);
  const bool captured = !undo.captured.empty() || !undo.captured2.empty() || undo.side_count > 0;
  halfmove_clock_ = captured ? 0 : halfmove_clock_ + 1;
  if (geo_->has_hook(kHookAfterMove))
    for (int i = 0; i < geo_->module_count; ++i)
      if (geo_->modules[i]->after_move) geo_->modules[i]->after_move(*this, facts, state_.bytes, geo_->state_offset[i]);
  hash_ ^= modules_hash(state_) ^ kZobrist.black_to_move;
  if (side_ == Color::Black) ++fullmove_number_;
  side_ = them;
  assert(invariants_hold());
}

void Position::undo_module_move(Move m, const UndoInfo& undo) {
  side_ = opposite(side_);
  if (side_ == Color::Black) --fullmove_number_;
  restore_conversions(undo);
  restore_followers(undo);
  restore_side_captures(undo);
  const Move board_part = m.without_flag_step();
  if (board_part.is_normal() || board_part.is_jump()) {
    if (board_part.promotes()) replace_piece(m.to(), undo.promoted_from);  // the hash comes back from undo
    unmove_piece(m.from(), m.to(), undo.captured);
    if (geo_->hidden.enabled) uncarry_truth(m.from(), m.to(), undo);
  } else if (const RuleModule* owner = owner_of(*geo_, board_part); owner && owner->revert) {
    owner->revert(*this, board_part, undo);
  }
  state_ = undo.state;
  halfmove_clock_ = undo.halfmove_clock;
  hash_ = undo.hash;
  assert(invariants_hold());
}

}  // namespace xq
