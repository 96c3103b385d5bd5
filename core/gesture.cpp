// MoveGesture (gesture.h): the legal moves as pick sequences.
//
// The decomposition is one function over the move's shape (types.h MoveType and the
// flag-step bit), not a rule-module hook: a Move's shape already says which parts it has
// (a flag step, a drop, a second board step), the parts compose (the flag step goes with
// a board move, a drop or a double move), and every module's moves are among these
// shapes. A module that brings a new shape adds its case here and to types.h together.
#include "core/gesture.h"

#include <algorithm>

#include "core/geometry.h"
#include "core/piece_tables.h"
#include "core/rules/off_board.h"

namespace xq {
namespace {

bool enemy_on(const Position& pos, Square s, Color mover) {
  const Piece p = pos.piece_on(s);
  return !p.empty() && p.color() != mover;
}

// A double move whose second step is its first backwards: two pieces trade places (雲端's
// clouds, rules/cloud_swap.h), picked as the two pieces in either order.
bool is_swap_shape(Move m) { return m.is_double() && m.from2() == m.to() && m.to2() == m.from(); }

// A board step's two picks: the piece, then where it goes (capturing or not).
void add_board_step(std::vector<Pick>& out, const Position& pos, Square from, Square to, Color mover,
                    bool to_is_free = false) {
  out.push_back({Place::point(from), PickRole::Piece});
  const bool capture = !to_is_free && enemy_on(pos, to, mover);
  out.push_back({Place::point(to), capture ? PickRole::Capture : PickRole::Destination});
}

// Could the normal move m promote (its piece type has `X.promote` and m starts or ends in
// its zone)? Then a move that does not promote is the choice to stay, picked as such.
bool may_promote(const Position& pos, Move m) {
  const PieceTypeTables* t = pos.geometry().types;
  const Piece p = pos.piece_on(m.from());
  if (!t || !t->has_promotions || p.empty() || t->promotion[index_of(p.kind())].count == 0) return false;
  if (t->promotion[index_of(p.kind())].flip) {  // X.flip: a capture (a jump always is one) or a move in check
    if (m.is_jump()) return m.waypoints() <= Move::kMaxPromotingWaypoints;
    return enemy_on(pos, m.to(), p.color()) || pos.in_check();
  }
  return t->in_promotion_zone(p.color(), p.kind(), m.from()) || t->in_promotion_zone(p.color(), p.kind(), m.to());
}

// The last pick of a move that could turn the piece into another kind: the new kind, or
// for a move that could but does not, the piece's own kind (the choice to stay).
void add_promotion_pick(std::vector<Pick>& out, const Position& pos, Move m) {
  if (m.promotes())
    out.push_back({Place::promotion(m.promotion()), PickRole::Promotion});
  else if (may_promote(pos, m))
    out.push_back({Place::promotion(pos.piece_on(m.from()).kind()), PickRole::Promotion});
}

// Why the mover's piece on `s` has no legal move: a pin (LeavesGeneralInCheck, also for a
// check it cannot answer), the generals facing, else the first reason the rules give.
IllegalReason no_move_reason(const Position& pos, Square s) {
  const Geometry& geo = pos.geometry();
  IllegalReason first = IllegalReason::NoMove;
  bool face = false;
  for (int f = 0; f < geo.width; ++f)
    for (int r = 0; r < geo.height; ++r) {
      const Square to = geo.square(f, r);
      if (to == kNoSquare || to == s) continue;
      const IllegalReason why = explain_move(pos, Move(s, to)).reason;
      // A piece that may not move at all now says so (暗戰's wait after a flip, 神鷹's piece
      // carried off its points).
      if (why == IllegalReason::LeavesGeneralInCheck || why == IllegalReason::JustRevealedWaits ||
          why == IllegalReason::MustTurnBack || why == IllegalReason::PieceStranded)
        return why;
      face = face || why == IllegalReason::GeneralsFace;
      if (first == IllegalReason::NoMove && why != IllegalReason::None) first = why;
    }
  return face ? IllegalReason::GeneralsFace : first;
}

// A place a pick can name at all on this board: a point, a track cell, a known action.
// Places come from clicks and the bridge: anything else is refused before any lookup.
bool place_exists(const Position& pos, Place p) {
  const Geometry& geo = pos.geometry();
  switch (p.kind) {
    case PlaceKind::Point:
      return p.id >= 0 && p.id < geo.width * geo.height && p.id < kMaxSquares && geo.exists[p.id];
    case PlaceKind::Cell:
      return p.id >= 0 && p.id < track_size(geo);
    case PlaceKind::Action:
      return p.id == static_cast<int>(GestureAction::Revive) || p.id == static_cast<int>(GestureAction::Done) ||
             p.id == static_cast<int>(GestureAction::Reveal) || p.id == static_cast<int>(GestureAction::PutBack) ||
             p.id == static_cast<int>(GestureAction::Change);
    case PlaceKind::Promotion:
      return p.id >= 0 && p.id < kMaxPieceKinds;
  }
  return false;
}

MoveVerdict verdict_of(IllegalReason r) {
  return MoveVerdict{r, r == IllegalReason::None ? std::string() : std::string(describe(r))};
}

}  // namespace

std::vector<Pick> MoveGesture::picks_of(const Position& pos, Move m) {
  const Color mover = pos.side_to_move();
  const Track& track = pos.geometry().flag_track;
  std::vector<Pick> out;
  if (m.type() == MoveType::FlagOnly) {
    const int cell = track_cell(pos, mover);
    if (m.is_flag_enter()) {  // 宮旗: from the ring start cell onto the general's start point
      out.push_back({Place::cell(cell), PickRole::Flag});
      out.push_back(
          {Place::point(m.to()), enemy_on(pos, m.to(), mover) ? PickRole::Capture : PickRole::Destination});
    } else if (m.is_flag_return()) {  // 宮旗: the flag on the board back to its ring start cell
      out.push_back({Place::point(m.from()), PickRole::Piece});
      out.push_back({Place::cell(track.start[index_of(mover)]), PickRole::FlagCell});
    } else {  // 解將旗: the flag alone two cells on
      out.push_back({Place::cell(cell), PickRole::Flag});
      out.push_back({Place::cell(track.advance(cell, 2)), PickRole::FlagCell});
    }
    return out;
  }
  // 解將旗 compound: the flag is picked first ("armed"), then the move it goes with.
  if (m.flag_step()) out.push_back({Place::cell(track_cell(pos, mover)), PickRole::Flag});
  if (m.is_swap_reveal()) {  // 暗戰's swap: the piece, then the face-down piece it swaps with
    // (an enemy's, shown as a capture); 第三代's 雙翻: the general, then its own twin advisor
    out.push_back({Place::point(m.from()), PickRole::Piece});
    out.push_back({Place::point(m.to()), enemy_on(pos, m.to(), mover) ? PickRole::Capture : PickRole::Destination});
  } else if (m.is_reveal() && m.promotes()) {  // 雄 「變化」: the piece, "change", the kind it becomes
    out.push_back({Place::point(m.from()), PickRole::Piece});
    out.push_back({Place::action(GestureAction::Change), PickRole::Action});
    out.push_back({Place::promotion(m.promotion()), PickRole::Promotion});
  } else if (m.is_reveal()) {  // the piece, then "turn over": a reveal changes no point
    out.push_back({Place::point(m.from()), PickRole::Piece});
    out.push_back({Place::action(GestureAction::Reveal), PickRole::Action});
  } else if (m.is_drop()) {
    out.push_back({Place::action(m.is_face_down_drop() ? GestureAction::PutBack : GestureAction::Revive),
                   PickRole::Action});
    out.push_back({Place::point(m.to()), PickRole::Drop});
  } else if (is_swap_shape(m)) {  // the two pieces that trade places (雲端's clouds)
    out.push_back({Place::point(m.from()), PickRole::Piece});
    out.push_back({Place::point(m.to()), PickRole::Destination});
  } else if (m.is_zone_capture()) {  // 堅守: the capture, then the zone point the victim goes to
    add_board_step(out, pos, m.from(), m.to(), mover);
    out.push_back({Place::point(m.to2()), PickRole::Drop});
  } else if (m.is_push()) {  // 龜鱷's push: the crocodile, the turtle it steps onto, where the turtle goes
    out.push_back({Place::point(m.from()), PickRole::Piece});
    out.push_back({Place::point(m.to()), enemy_on(pos, m.to(), mover) ? PickRole::Capture : PickRole::Destination});
    out.push_back({Place::point(m.to2()), PickRole::Drop});
  } else if (m.is_carry()) {  // 神鷹's 叼: the eagle, the piece it lifts, where it puts it, where it ends
    out.push_back({Place::point(m.from()), PickRole::Piece});
    out.push_back({Place::point(m.from2()), enemy_on(pos, m.from2(), mover) ? PickRole::Capture : PickRole::Destination});
    out.push_back({Place::point(m.to2()), PickRole::Drop});
    out.push_back({Place::point(m.to()), PickRole::Destination});
  } else if (m.is_castle()) {  // castling: the king and where it goes; the rook follows
    add_board_step(out, pos, m.from(), m.to(), mover);
  } else if (m.is_double()) {
    add_board_step(out, pos, m.from(), m.to(), mover);
    // The second step is made on the board after the first: the point the horse left is free.
    add_board_step(out, pos, m.from2(), m.to2(), mover, m.to2() == m.from());
  } else if (m.is_jump()) {  // the piece, then each landing of its path in turn
    out.push_back({Place::point(m.from()), PickRole::Piece});
    for (int i = 0; i < m.waypoints(); ++i) out.push_back({Place::point(m.waypoint(i)), PickRole::Destination});
    out.push_back({Place::point(m.to()), PickRole::Destination});
    add_promotion_pick(out, pos, m);
  } else {
    add_board_step(out, pos, m.from(), m.to(), mover);
    add_promotion_pick(out, pos, m);
  }
  return out;
}

MoveGesture::MoveGesture(const Position& pos, const std::vector<Move>& legal, bool over)
    : pos_(pos), over_(over) {
  moves_.reserve(legal.size());
  for (Move m : legal) {
    moves_.push_back({m, picks_of(pos, m)});
    // A swap is the same move whichever of its two pieces is picked first.
    if (is_swap_shape(m) && !m.flag_step())
      moves_.push_back({m, {{Place::point(m.to()), PickRole::Piece}, {Place::point(m.from()), PickRole::Destination}}});
  }
}

bool MoveGesture::matches(const PickedMove& m) const {
  if (m.picks.size() < picked_.size()) return false;
  for (std::size_t i = 0; i < picked_.size(); ++i)
    if (m.picks[i].place != picked_[i].place) return false;
  return true;
}

void MoveGesture::reset() {
  picked_.clear();
  move_ = Move();
}

void MoveGesture::unpick() {
  if (!picked_.empty()) picked_.pop_back();
  move_ = Move();
}

std::vector<Move> MoveGesture::candidates() const {
  std::vector<Move> out;
  for (const PickedMove& m : moves_)
    if (matches(m)) out.push_back(m.move);
  return out;
}

MoveGesture::Named MoveGesture::named() const {
  Named out;
  for (const PickedMove& m : moves_) {
    if (!matches(m)) continue;
    if (m.picks.size() == picked_.size())
      out.full = m.move;
    else
      out.longer = true;
  }
  return out;
}

std::optional<Move> MoveGesture::done_move() const {
  if (!move_.is_none() || picked_.empty()) return std::nullopt;
  const Named n = named();
  return n.longer ? n.full : std::nullopt;
}

std::vector<Pick> MoveGesture::targets() const {
  std::vector<Pick> out;
  if (!move_.is_none()) return out;
  for (const PickedMove& m : moves_) {
    if (!matches(m) || m.picks.size() == picked_.size()) continue;
    const Pick& next = m.picks[picked_.size()];
    if (std::none_of(out.begin(), out.end(), [&](const Pick& t) { return t.place == next.place; }))
      out.push_back(next);
  }
  if (done_move()) out.push_back({Place::action(GestureAction::Done), PickRole::Done});
  return out;
}

std::optional<Pick> MoveGesture::target_at(Place p) const {
  const std::vector<Pick> all = targets();
  for (const Pick& t : all)
    if (t.place == p) return t;
  // A point that is no pick may stand for one (a multi-point piece's other points).
  if (p.kind != PlaceKind::Point || !pos_) return std::nullopt;
  const Geometry& g = pos_->geometry();
  Square picked = kNoSquare;
  for (const Pick& t : picked_)
    if (t.role == PickRole::Piece && t.place.kind == PlaceKind::Point) picked = static_cast<Square>(t.place.id);
  for (int i = 0; i < g.module_count; ++i) {
    if (!g.modules[i]->stand_in) continue;
    const Square alt = g.modules[i]->stand_in(*pos_, static_cast<Square>(p.id), picked);
    if (alt == kNoSquare) continue;
    for (const Pick& t : all)
      if (t.place == Place::point(alt)) return t;
  }
  return std::nullopt;
}

bool MoveGesture::can_start(Place p) const {
  return std::any_of(moves_.begin(), moves_.end(),
                     [&](const PickedMove& m) { return !m.picks.empty() && m.picks.front().place == p; });
}

PickVerdict MoveGesture::pick(Place p) {
  if (!move_.is_none()) return PickVerdict{verdict_of(IllegalReason::NoMove), Move()};
  if (!pos_ || !place_exists(*pos_, p)) {
    if (p.kind == PlaceKind::Cell && pos_ && track_size(pos_->geometry()) == 0)
      return PickVerdict{verdict_of(IllegalReason::FlagMissing), Move()};
    return PickVerdict{verdict_of(over_ ? IllegalReason::GameOver : IllegalReason::OffBoard), Move()};
  }
  if (p == Place::action(GestureAction::Done)) {
    const std::optional<Move> done = done_move();
    if (!done) return PickVerdict{refusal(p), Move()};
    picked_.push_back({p, PickRole::Done});
    move_ = *done;
    return PickVerdict{MoveVerdict{}, move_};
  }
  const std::optional<Pick> target = target_at(p);
  if (!target) return PickVerdict{refusal(p), Move()};
  picked_.push_back(*target);
  // Complete when the picks name one move in full and no longer move goes on from them.
  if (const Named n = named(); n.full && !n.longer) move_ = *n.full;
  // A promotion with no choice (a shogi 桂 onto the last two ranks becomes a 成桂): the
  // one move left needs only its kind, which nobody has to pick.
  if (move_.is_none()) {
    const PickedMove* only = nullptr;
    int count = 0;
    for (const PickedMove& m : moves_)
      if (matches(m)) only = &m, ++count;
    if (count == 1 && only->picks.size() == picked_.size() + 1 && only->picks.back().role == PickRole::Promotion) {
      picked_.push_back(only->picks.back());
      move_ = only->move;
    }
  }
  return PickVerdict{MoveVerdict{}, move_};
}

std::optional<Position> MoveGesture::preview() const {
  if (!pos_ || !move_.is_none()) return std::nullopt;
  // The picks so far after an optional flag pick: a whole board step (piece, target) that
  // more picks continue.
  std::size_t i = !picked_.empty() && picked_.front().role == PickRole::Flag ? 1 : 0;
  if (picked_.size() != i + 2 || picked_[i].role != PickRole::Piece ||
      (picked_[i + 1].role != PickRole::Destination && picked_[i + 1].role != PickRole::Capture))
    return std::nullopt;
  const Move step(static_cast<Square>(picked_[i].place.id), static_cast<Square>(picked_[i + 1].place.id));
  Position after = *pos_;
  UndoInfo undo;
  after.do_move(step, undo);
  after.set_side_to_move(pos_->side_to_move());  // the same side moves again
  return after;
}

// The reason a pick is refused: the trial move the picks so far and p would make, judged
// by the rules (explain_move), or a reason for a first pick that starts nothing.
MoveVerdict MoveGesture::refusal(Place p) const {
  if (over_ || !pos_) return verdict_of(IllegalReason::GameOver);
  const Position& pos = *pos_;
  const Color mover = pos.side_to_move();
  if (picked_.empty()) {
    switch (p.kind) {
      case PlaceKind::Point: {
        const Square s = static_cast<Square>(p.id);
        const Piece piece = pos.piece_on(s);
        if (piece.empty()) return verdict_of(IllegalReason::EmptySquare);
        if (piece.color() != mover) return verdict_of(IllegalReason::NotYourPiece);
        return verdict_of(no_move_reason(pos, s));
      }
      case PlaceKind::Cell:
        if (track_size(pos.geometry()) == 0) return verdict_of(IllegalReason::FlagMissing);
        if (p.id == track_cell(pos, opposite(mover))) return verdict_of(IllegalReason::NotYourPiece);
        if (p.id == track_cell(pos, mover)) return verdict_of(IllegalReason::FlagStepNotInCheck);
        return verdict_of(IllegalReason::EmptySquare);
      case PlaceKind::Promotion:
        return verdict_of(IllegalReason::NoMove);
      case PlaceKind::Action:
        if (p == Place::action(GestureAction::PutBack)) return verdict_of(IllegalReason::PutBackNotAllowed);
        return verdict_of(p == Place::action(GestureAction::Revive) ? IllegalReason::ReviveNotAllowed
                                                                    : IllegalReason::NoMove);
    }
  }
  // A leading flag pick marks a flag-step compound; the rest names the move it goes with.
  const bool flag = picked_.front().role == PickRole::Flag;
  std::vector<Place> rest;
  for (std::size_t i = flag ? 1 : 0; i < picked_.size(); ++i) rest.push_back(picked_[i].place);
  rest.push_back(p);
  const bool all_points =
      std::all_of(rest.begin(), rest.end(), [](Place q) { return q.kind == PlaceKind::Point; });
  auto sq = [&](std::size_t i) { return static_cast<Square>(rest[i].id); };
  Move trial;
  if (rest.size() == 2 && rest[0] == Place::action(GestureAction::Revive) &&
      rest[1].kind == PlaceKind::Point) {
    trial = Move::drop(sq(1));
  } else if (rest.size() == 2 && rest[0] == Place::action(GestureAction::PutBack) &&
             rest[1].kind == PlaceKind::Point) {
    trial = Move::drop_face_down(sq(1));
  } else if (rest.size() == 2 && rest[0].kind == PlaceKind::Point && rest[1] == Place::action(GestureAction::Reveal)) {
    trial = Move::reveal(sq(0));
  } else if (all_points && rest.size() == 2) {
    trial = Move(sq(0), sq(1));
  } else if (all_points && rest.size() >= 3 && pos.geometry().has_hook(kHookJumps)) {
    return verdict_of(IllegalReason::NoMove);  // no jump path goes on to p
  } else if (all_points && rest.size() == 3) {
    return verdict_of(IllegalReason::DoubleMoveNotAllowed);  // not a piece the second move may take
  } else if (all_points && rest.size() == 4) {
    trial = Move::double_move(sq(0), sq(1), sq(2), sq(3));
  } else if (!flag && rest.size() == 2 && rest[0].kind == PlaceKind::Point &&
             rest[1].kind == PlaceKind::Cell) {
    trial = Move::flag_return(sq(0));
  } else if (flag && rest.size() == 1 && p.kind == PlaceKind::Cell) {
    trial = Move::flag_only();
  } else if (flag && all_points && rest.size() == 1) {
    const Piece piece = pos.piece_on(sq(0));
    if (!piece.empty() && piece.color() == mover)  // a piece whose moves cannot take the flag along
      return verdict_of(pos.in_check() ? no_move_reason(pos, sq(0)) : IllegalReason::FlagStepNotInCheck);
    if (!piece.empty()) return verdict_of(IllegalReason::NotYourPiece);
    // An empty point: the flag itself could only go there by entering (宮旗). Its reason
    // when entering is on now (elsewhere) or barred by the check, else there is simply
    // nothing there to move.
    const MoveVerdict enter = explain_move(pos, Move::flag_enter(sq(0)));
    const bool enters =
        std::any_of(moves_.begin(), moves_.end(), [](const PickedMove& m) { return m.move.is_flag_enter(); });
    if (enter.reason == IllegalReason::PalaceFlagEnterInCheck || (enters && !enter.ok())) return enter;
    return verdict_of(IllegalReason::EmptySquare);
  } else {
    return verdict_of(IllegalReason::NoMove);
  }
  if (flag && trial.type() != MoveType::FlagOnly) trial = trial.with_flag_step();
  MoveVerdict v = explain_move(pos, trial);
  return v.ok() ? verdict_of(IllegalReason::NoMove) : v;
}

}  // namespace xq
