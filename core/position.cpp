// Position: setup, make/unmake with incremental Zobrist hashing, and attack queries.
#include "core/position.h"

#include <cassert>

#include "core/generic_walk.h"
#include "core/move_list.h"
#include "core/rules/terminal_board.h"
#include "core/zobrist.h"

namespace xq {

namespace {

// Board access through the array itself (the normal case).
struct DirectBoard {
  const Piece* board;
  Piece operator()(Square s) const { return board[s]; }
};

// The board as it would be after moving from -> to, without changing it: used to test
// a move's safety on a const Position.
struct VirtualBoard {
  const Piece* board;
  Square from, to;
  Piece mover;
  Piece operator()(Square s) const {
    if (s == from) return Piece();
    if (s == to) return mover;
    return board[s];
  }
};

// Is square s attacked by color `by` on board `at`? The shared core of every attack
// query. `with_defenders` adds advisor/elephant attacks, which the standard board
// lets us skip when asking about a general (they never reach the enemy palace).
// Variants whose modules change attacks ask Geometry::attack_module instead.
template <class Board>
bool attacked(const Geometry& g, const Board& at, Square s, Color by, bool with_defenders) {
  const Piece chariot(by, PieceKind::Chariot), cannon(by, PieceKind::Cannon),
      general(by, PieceKind::General), horse(by, PieceKind::Horse), soldier(by, PieceKind::Soldier);
  for (int d = 0; d < kDirectionCount; ++d) {
    const Ray& ray = g.rays[s][d];
    int i = 0;
    while (i < ray.length && at(ray.squares[i]).empty()) ++i;
    if (i == ray.length) continue;
    const Piece first = at(ray.squares[i]);
    if (first == chariot) return true;
    // Flying general (飛將): the enemy general "sees" along an open file. It also
    // attacks the orthogonal neighbours in its palace with its ordinary step.
    if (first == general && (is_vertical(d) || (i == 0 && g.in_palace[index_of(by)][s]))) return true;
    // Cannon: exactly one screen (炮架) between.
    for (++i; i < ray.length; ++i) {
      const Piece second = at(ray.squares[i]);
      if (second.empty()) continue;
      if (second == cannon) return true;
      break;
    }
  }
  const LeapSet& horses = g.horse_attackers[s];
  for (int i = 0; i < horses.count; ++i)
    if (at(horses.leaps[i].to) == horse && at(horses.leaps[i].block).empty()) return true;
  const LeapSet& soldiers = g.soldier_attackers[index_of(by)][s];
  for (int i = 0; i < soldiers.count; ++i)
    if (at(soldiers.leaps[i].to) == soldier) return true;
  if (with_defenders) {
    // Advisor and elephant steps are symmetric between the points they can reach, so
    // their forward tables from s list the points that attack s. Only from such points:
    // on the 山界 board a table also exists from b4 (a plain point no elephant reaches),
    // and it would name the free mountain point z2, whose elephant only steps to a2.
    for (PieceKind k : {PieceKind::Advisor, PieceKind::Elephant}) {
      const bool reachable = k == PieceKind::Advisor ? g.advisor_point[index_of(by)][s] : g.elephant_point[index_of(by)][s];
      if (!reachable) continue;
      const LeapSet& set = g.leaps[index_of(by)][index_of(k)][s];
      for (int i = 0; i < set.count; ++i)
        if (at(set.leaps[i].to) == Piece(by, k) && at(set.leaps[i].block).empty()) return true;
    }
  }
  return false;
}

}  // namespace

Position::Position(const Geometry& geometry) : geo_(&geometry) { clear(); }

void Position::clear() {
  for (auto& p : board_) p = Piece();
  for (auto& c : count_) c = 0;
  for (auto& row : list_)
    for (auto& s : row) s = kNoSquare;
  for (auto& i : index_) i = 0;
  for (auto& t : truth_) t = 0;
  face_down_count_ = 0;
  side_ = Color::Red;
  halfmove_clock_ = 0;
  fullmove_number_ = 1;
  state_ = ModuleState{};
  if (geo_->has_hook(kHookState))
    for (int i = 0; i < geo_->module_count; ++i)
      if (geo_->modules[i]->init_state) geo_->modules[i]->init_state(*geo_, state_.bytes + geo_->state_offset[i]);
  hash_ = modules_hash(state_);
}

bool Position::put_piece(Piece p, Square s) {
  if (p.empty() || s >= geo_->size || !geo_->exists[s] || !board_[s].empty()) return false;
  if (count_[p.code()] >= kMaxPerKind) return false;
  board_[s] = p;
  add_to_list(p, s);
  hash_ ^= kZobrist.piece[p.code()][s];
  return true;
}

void Position::remove_piece(Square s) {
  if (s >= geo_->size || board_[s].empty()) return;
  const Piece p = board_[s];
  remove_from_list(p, s);
  board_[s] = Piece();
  hash_ ^= kZobrist.piece[p.code()][s];
  if (truth_[s]) {
    hash_ ^= hidden_key(truth_[s], s);
    truth_[s] = 0;
    --face_down_count_;
  }
}

void Position::set_side_to_move(Color c) {
  if (c != side_) hash_ ^= kZobrist.black_to_move;
  side_ = c;
}

void Position::set_halfmove_clock(int plies) { halfmove_clock_ = plies < 0 ? 0 : plies; }
void Position::set_fullmove_number(int number) { fullmove_number_ = number < 1 ? 1 : number; }

bool Position::general_attacked(Color c) const {
  const Square k = general_square(c);
  if (k == kNoSquare || several_generals(c)) return false;
  if (geo_->types)
    return generic_attacked(*this, DirectBoard{board_}, k, opposite(c)) ||
           (geo_->has_hook(kHookAddsAttacks) && module_adds_attack(k, opposite(c)));
  if (geo_->attack_module) return geo_->attack_module->square_attacked(*this, k, opposite(c));
  return attacked(*geo_, DirectBoard{board_}, k, opposite(c), !geo_->defenders_confined);
}

bool Position::is_attacked(Square s, Color by) const {
  if (geo_->types)
    return generic_attacked(*this, DirectBoard{board_}, s, by) ||
           (geo_->has_hook(kHookAddsAttacks) && module_adds_attack(s, by));
  if (geo_->attack_module) return geo_->attack_module->square_attacked(*this, s, by);
  return attacked(*geo_, DirectBoard{board_}, s, by, true);
}

bool Position::generals_facing() const {
  const Square r = general_square(Color::Red), b = general_square(Color::Black);
  if (r == kNoSquare || b == kNoSquare || geo_->file_of[r] != geo_->file_of[b]) return false;
  const Ray& ray = geo_->rays[r][geo_->rank_of[b] > geo_->rank_of[r] ? North : South];
  for (int i = 0; i < ray.length; ++i) {
    if (ray.squares[i] == b) return true;
    if (!board_[ray.squares[i]].empty()) return false;
  }
  return false;
}

bool Position::leaves_general_attacked(Move m) const {
  if (!m.is_normal() || geo_->has_hook(kHooksBeyondMove)) {
    // Add-on moves are rare and compound, and side captures and conversions change the
    // board beyond from and to (they may take a checker or a cannon's screen, or hand an
    // army to the other side): play them on a copy.
    Position after = *this;
    UndoInfo undo;
    after.do_move(m, undo);
    if (geo_->attack_module) return geo_->attack_module->compound_leaves_general_attacked(*this, after);
    return after.general_attacked(side_);
  }
  if (geo_->attack_module) return geo_->attack_module->leaves_general_attacked(*this, m);
  const Square from = m.from(), to = m.to();
  const Piece mover = board_[from];
  const Color us = mover.color();
  if (geo_->types) {
    // A promotion stands on `to` as its new kind: a general turning into its other face
    // (山水's 君) is attacked by the flying general as that face (generic_attacked).
    const Piece lands = m.promotes() ? Piece(us, m.promotion()) : mover;
    const Square k = geo_->is_royal(mover.kind()) ? to : general_square(us);
    if (k == kNoSquare || several_generals(us)) return false;
    return generic_attacked(*this, VirtualBoard{board_, from, to, lands}, k, opposite(us));
  }
  const Square k = mover.kind() == PieceKind::General ? to : general_square(us);
  if (k == kNoSquare || several_generals(us)) return false;
  return attacked(*geo_, VirtualBoard{board_, from, to, mover}, k, opposite(us), !geo_->defenders_confined);
}

bool Position::is_pseudo_legal(Move m) const {
  if (!m.is_normal() && !(m.is_jump() && geo_->types)) return module_pseudo_legal(m);
  if (ModuleVerdict verdict; decided_on_board(*this, verdict)) return false;  // the game is over (the judge)
  const Square from = m.from(), to = m.to();
  if (m.is_none() || from >= geo_->size || to >= geo_->size || from == to) return false;
  const Piece p = board_[from], target = board_[to];
  if (p.empty() || p.color() != side_) return false;
  if (!target.empty() && target.color() == side_) return false;
  const PieceKind k = p.kind();
  if (geo_->types) {
    MoveList moves;
    generic_walk_piece(*this, *geo_->types, p, from, moves);
    return moves.contains(m) || module_extra_move(m);  // a module's steps (山河's two-point moves)
  }
  if (k == PieceKind::Chariot || k == PieceKind::Cannon) {
    for (int d = 0; d < kDirectionCount; ++d) {
      const Ray& ray = geo_->rays[from][d];
      int screens = 0;
      for (int i = 0; i < ray.length; ++i) {
        const Square s = ray.squares[i];
        if (s == to) {
          if (k == PieceKind::Chariot) return screens == 0;
          return target.empty() ? screens == 0 : screens == 1;
        }
        if (!board_[s].empty()) ++screens;
      }
    }
    return module_extra_move(m);
  }
  // Kinds past the seven roles (the 宮旗 flag) have no step table: only modules move them.
  if (index_of(k) < kPieceKindCount) {
    const LeapSet& set = leap_table(side_, k)[from];
    for (int i = 0; i < set.count; ++i)
      if (set.leaps[i].to == to) return board_[set.leaps[i].block].empty();
  }
  return module_extra_move(m);
}

bool Position::module_extra_move(Move m) const {
  if (!geo_->has_hook(kHookExtraMove)) return false;
  for (int i = 0; i < geo_->module_count; ++i)
    if (geo_->modules[i]->extra_move && geo_->modules[i]->extra_move(*this, m)) return true;
  return false;
}

bool Position::is_legal(Move m) const { return is_pseudo_legal(m) && !leaves_general_attacked(m); }

void Position::do_move(Move m, UndoInfo& undo) {
  if (geo_->has_hook(kModuleMoveHooks)) {
    do_module_move(m, undo);
    return;
  }
  const Square from = m.from(), to = m.to();
  const Piece p = board_[from], captured = board_[to];
  assert(!p.empty() && p.color() == side_);
  undo.captured = captured;
  undo.halfmove_clock = halfmove_clock_;
  undo.hash = hash_;

  if (!captured.empty()) {
    remove_from_list(captured, to);
    hash_ ^= kZobrist.piece[captured.code()][to];
    halfmove_clock_ = 0;
  } else {
    ++halfmove_clock_;
  }
  move_in_list(p, from, to);
  board_[to] = p;
  board_[from] = Piece();
  hash_ ^= kZobrist.piece[p.code()][from] ^ kZobrist.piece[p.code()][to] ^ kZobrist.black_to_move;
  if (side_ == Color::Black) ++fullmove_number_;
  side_ = opposite(side_);
  assert(invariants_hold());
}

void Position::undo_move(Move m, const UndoInfo& undo) {
  if (geo_->has_hook(kModuleMoveHooks)) {
    undo_module_move(m, undo);
    return;
  }
  const Square from = m.from(), to = m.to();
  const Piece p = board_[to];
  side_ = opposite(side_);
  if (side_ == Color::Black) --fullmove_number_;
  move_in_list(p, to, from);
  board_[from] = p;
  board_[to] = undo.captured;
  if (!undo.captured.empty()) add_to_list(undo.captured, to);
  halfmove_clock_ = undo.halfmove_clock;
  hash_ = undo.hash;
  assert(invariants_hold());
}

std::uint64_t Position::compute_hash() const {
  std::uint64_t h = side_ == Color::Black ? kZobrist.black_to_move : 0;
  for (int s = 0; s < geo_->size; ++s)
    if (!board_[s].empty()) h ^= kZobrist.piece[board_[s].code()][s];
  if (face_down_count_)
    for (int s = 0; s < geo_->size; ++s)
      if (truth_[s]) h ^= hidden_key(truth_[s], static_cast<Square>(s));
  return h ^ modules_hash(state_);
}

bool Position::invariants_hold() const {
  int listed = 0;
  for (int code = 0; code < kPieceCodeCount; ++code) {
    for (int i = 0; i < count_[code]; ++i) {
      const Square s = list_[code][i];
      if (s >= geo_->size || board_[s].code() != code || index_[s] != i) return false;
    }
    listed += count_[code];
  }
  int occupied = 0, down = 0;
  for (int s = 0; s < geo_->size; ++s) {
    occupied += !board_[s].empty();
    if (truth_[s] && board_[s].empty()) return false;  // an identity without its piece
    down += truth_[s] != 0;
  }
  return down == face_down_count_ && occupied == listed && board_[geo_->sentinel].empty() && hash_ == compute_hash();
}

bool Position::same_placement(const Position& other) const {
  if (geo_ != other.geo_ || side_ != other.side_ || !(state_ == other.state_)) return false;
  for (int s = 0; s < geo_->size; ++s)
    if (board_[s] != other.board_[s] || truth_[s] != other.truth_[s]) return false;
  return true;
}

void Position::add_to_list(Piece p, Square s) {
  const int code = p.code();
  index_[s] = count_[code];
  list_[code][count_[code]++] = s;
}

void Position::remove_from_list(Piece p, Square s) {
  // Swap the last entry into the hole so the list stays dense.
  const int code = p.code();
  const Square last = list_[code][--count_[code]];
  const int i = index_[s];
  list_[code][i] = last;
  index_[last] = static_cast<std::uint8_t>(i);
  list_[code][count_[code]] = kNoSquare;
}

void Position::move_in_list(Piece p, Square from, Square to) {
  const int i = index_[from];
  list_[p.code()][i] = to;
  index_[to] = static_cast<std::uint8_t>(i);
}

}  // namespace xq
