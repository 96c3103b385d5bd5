// App, continued: clicks become moves through the core's move gesture (core/gesture.h,
// Game::gesture()). The board, the ring and the panel's action buttons each turn a
// press into a place (a point, a ring cell, an action) and feed it to the gesture; what
// the gesture offers next (its targets) is what the views draw, and the move it names
// in full is played. No add-on is named here: the 解將旗 flag step, the 宮旗 enter and
// return, the 還魂卒 drop, 起始象棋's face-down put-back, the flip of a face-down piece and
// the 殺驚與遁馬 double move are all pick sequences of the core's legal moves. The hints are chosen by what the picks and the targets are
// (a flag picked, an action picked, "done" on offer), not by the move's add-on.
#include <algorithm>

#include "app.h"
#include "confirm_dialog.h"
#include "i18n.h"
#include "ring_view.h"

namespace xqweb {

namespace {

bool is_board_target(xq::PickRole r) {
  return r == xq::PickRole::Destination || r == xq::PickRole::Capture || r == xq::PickRole::Drop;
}

bool has_role(const std::vector<xq::Pick>& picks, xq::PickRole role, xq::PlaceKind kind) {
  return std::any_of(picks.begin(), picks.end(),
                     [&](const xq::Pick& p) { return p.role == role && p.place.kind == kind; });
}

}  // namespace

bool App::has_ring() const {
  return game().board().track.size > 0;
}

// The gesture of the live position; a new position starts a new one.
xq::MoveGesture& App::gesture() {
  if (gesture_gen_ != session_.position_gen()) {
    start_gesture_ = game().gesture();
    gesture_ = start_gesture_;
    gesture_gen_ = session_.position_gen();
    preview_.reset();
  }
  return gesture_;
}

const xq::MoveGesture& App::start_gesture() {
  gesture();
  return start_gesture_;
}

void App::reset_gesture() {
  gesture().reset();
  preview_.reset();
}

// After a pick: the board shows the gesture's preview (a double move's first half).
void App::gesture_changed() {
  preview_ = game().gesture_preview(gesture_);
}

xq::Place App::own_flag_place() const {
  return xq::Place::cell(game().track_cell(game().side_to_move()));
}

bool App::flag_picked() {
  const xq::MoveGesture& g = gesture();
  return !g.empty() && g.picked().front().role == xq::PickRole::Flag;
}

// The flag picked goes with a board move or on along the ring (解將旗's compounds and
// escape): its continuations are pieces to move or ring cells, or a piece is picked after it.
bool App::flag_armed() {
  if (!flag_picked()) return false;
  if (gesture_.picked().size() > 1) return true;
  const std::vector<xq::Pick> t = gesture_.targets();
  return has_role(t, xq::PickRole::Piece, xq::PlaceKind::Point) ||
         has_role(t, xq::PickRole::FlagCell, xq::PlaceKind::Cell);
}

// The flag picked alone goes onto a board point itself (宮旗 entering).
bool App::flag_entering() {
  return flag_picked() && gesture_.picked().size() == 1 &&
         has_role(gesture_.targets(), xq::PickRole::Destination, xq::PlaceKind::Point);
}

// What picking the own flag would offer now, from a fresh gesture.
std::vector<xq::Pick> App::flag_continuations() {
  if (!has_ring() || view_ply() >= 0) return {};
  xq::MoveGesture g = start_gesture();
  if (!g.pick(own_flag_place()).ok()) return {};
  return g.targets();
}

bool App::can_arm_flag() {
  const std::vector<xq::Pick> t = flag_continuations();
  return has_role(t, xq::PickRole::Piece, xq::PlaceKind::Point) ||
         has_role(t, xq::PickRole::FlagCell, xq::PlaceKind::Cell);
}

bool App::can_enter_flag() {
  return has_role(flag_continuations(), xq::PickRole::Destination, xq::PlaceKind::Point);
}

bool App::drop_mode() {
  const xq::MoveGesture& g = gesture();
  return !g.empty() && g.picked().front().role == xq::PickRole::Action;
}

std::vector<xq::Square> App::drop_points() {
  std::vector<xq::Square> out;
  if (view_ply() >= 0) return out;
  // The actions that start a drop: 還魂 (face-up) and 拿回 (face-down).
  for (xq::GestureAction a : {xq::GestureAction::Revive, xq::GestureAction::PutBack}) {
    xq::MoveGesture g = start_gesture();
    if (!g.pick(xq::Place::action(a)).ok()) continue;
    for (const xq::Pick& t : g.targets())
      if (t.role == xq::PickRole::Drop) out.push_back(static_cast<xq::Square>(t.place.id));
  }
  return out;
}

std::vector<xq::GestureAction> App::gesture_actions() {
  std::vector<xq::GestureAction> out;
  if (view_ply() >= 0) return out;
  for (const xq::Pick& t : start_gesture().targets())
    if (t.place.kind == xq::PlaceKind::Action) out.push_back(static_cast<xq::GestureAction>(t.place.id));
  if (gesture().target_at(xq::Place::action(xq::GestureAction::Done))) out.push_back(xq::GestureAction::Done);
  // "Turn over" goes on from a picked face-down piece (hidden pieces), so it is the
  // current gesture's, not a first pick.
  if (gesture().target_at(xq::Place::action(xq::GestureAction::Reveal))) out.push_back(xq::GestureAction::Reveal);
  // So does 山水's 「變化」 from a picked 雄 (the kind is picked next).
  if (gesture().target_at(xq::Place::action(xq::GestureAction::Change))) out.push_back(xq::GestureAction::Change);
  return out;
}

bool App::action_active(xq::GestureAction a) {
  const xq::MoveGesture& g = gesture();
  return !g.empty() && g.picked().front().place == xq::Place::action(a);
}

std::optional<xq::Move> App::done_move() {
  return gesture().done_move();
}

std::vector<xq::Square> App::board_targets() {
  if (arranging()) return arrange_targets();  // the set-up step: what the picked piece swaps with
  std::vector<xq::Square> out;
  if (view_ply() >= 0) return out;
  for (const xq::Pick& t : gesture().targets())
    if (t.place.kind == xq::PlaceKind::Point && is_board_target(t.role))
      out.push_back(static_cast<xq::Square>(t.place.id));
  return out;
}

std::vector<int> App::ring_targets() {
  std::vector<int> out;
  if (view_ply() >= 0) return out;
  for (const xq::Pick& t : gesture().targets())
    if (t.place.kind == xq::PlaceKind::Cell) out.push_back(t.place.id);
  return out;
}

// The hint for the gesture as it stands, by its shape: an action picked (還魂: where to
// drop), "done" on offer (a second move or done), the flag picked (with a move / onto
// the board), a piece with a ring cell to go to (back to the ring).
void App::show_gesture_hint() {
  xq::MoveGesture& g = gesture();
  if (g.empty()) return;
  const std::vector<xq::Pick> t = g.targets();
  if (drop_mode())
    show_message(tr(action_active(xq::GestureAction::PutBack) ? Str::PutBackHint : Str::DropHint), false);
  else if (g.done_move())
    show_message(tr(Str::DoubleHint), false);
  else if (flag_armed())
    show_message(tr(Str::FlagArmedHint), false);
  else if (flag_entering())
    show_message(tr(Str::FlagEnterHint), false);
  else if (g.picked().back().role == xq::PickRole::Piece &&
           has_role(t, xq::PickRole::FlagCell, xq::PlaceKind::Cell))
    show_message(tr(Str::FlagReturnHint), false);
}

void App::show_refusal(const xq::MoveVerdict& v) {
  // English uses the core's own sentence; Chinese the translated one for the same reason.
  show_message(lang() == Lang::En ? v.text : tr_illegal(v.reason), true);
}

// Feeds one pick to the gesture: plays the move once it is named, else shows the hint.
// Returns the verdict (refusals are left to the caller, who knows what was pressed).
xq::PickVerdict App::pick(xq::Place p) {
  const xq::PickVerdict v = gesture().pick(p);
  if (!v.ok()) return v;
  if (v.complete()) {
    const xq::Move m = v.move;
    reset_gesture();
    selected_ = xq::kNoSquare;
    play(m);
    return v;
  }
  gesture_changed();
  show_gesture_hint();
  return v;
}

// Why the own flag cannot step now, in the player's terms: the game is over, there is no
// check to answer (and no enemy flag right behind for the two-cell escape), or no answer
// to this check can take the flag along.
std::string App::flag_refusal() const {
  static constexpr Words kNotInCheck{
      {"解將旗：沒有被將軍，旗只隨應將的一步前進（敵旗緊跟在後時才可獨走兩格）",
       "解将旗：没有被将军，旗只随应将的一步前进（敌旗紧跟在后时才可独走两格）",
       "The flag cannot step: you are not in check (it steps only with a move that answers a check, "
       "or two cells alone when the enemy flag is right behind it)"}};
  static constexpr Words kNoAnswer{
      {"解將旗：沒有一步應將的棋能帶旗前進", "解将旗：没有一步应将的棋能带旗前进",
       "The flag cannot step: no move that answers this check can take it along"}};
  if (over()) return tr_illegal(xq::IllegalReason::GameOver);
  return tr(game().in_check() ? kNoAnswer : kNotInCheck);
}

// The panel's action buttons: 還魂 and 拿回 toggle their pick (a second press takes it back),
// "done" ends the gesture with the move picked so far, "turn over" reveals the picked
// face-down piece.
void App::press_action(xq::GestureAction a) {
  if (view_ply() >= 0 || computer_to_move()) return;
  // 還魂 starts a gesture; "done" and "turn over" end the one under way (a piece picked).
  const bool starts = a == xq::GestureAction::Revive || a == xq::GestureAction::PutBack;
  if (starts && action_active(a)) {
    reset_gesture();
    session_.clear_message();
    return;
  }
  if (starts) {
    reset_gesture();
    clear_selection();
  }
  const xq::PickVerdict v = pick(xq::Place::action(a));
  if (!v.ok()) show_refusal(v.verdict);
}

// A press on board point sq (the live position, not the computer's turn handled by the
// caller): a target of the gesture is picked; an own piece starts (or switches) the
// piece being moved; anything else is refused with the rules' reason.
void App::board_press(xq::Square sq, ImVec2 p) {
  if (arranging()) {  // the set-up step: picks swap pieces, no move is made
    arrange_press(sq, p);
    return;
  }
  if (computer_to_move() && !over()) {  // the computer's turn: the board waits
    clear_selection();
    return;
  }
  xq::MoveGesture& g = gesture();
  const xq::Place place = xq::Place::point(sq);
  const xq::Geometry& geo = game().position().geometry();
  const xq::Piece piece = board_game().piece_at(geo.file_of[sq], geo.rank_of[sq]);
  const bool own = !piece.empty() && piece.color() == game().side_to_move();
  const bool piece_last = !g.empty() && g.picked().back().role == xq::PickRole::Piece;
  // A finished record: picking a piece of the side to move asks to play on from here
  // first (its moves may still be listed as targets: the record's result is its tag's).
  if (own && over() && game().record_finished() && !embed_.on) {
    clear_selection();
    ask_confirm(Confirm::ContinueRecord);
    return;
  }
  if (auto t = g.target_at(place)) {
    if (t->role == xq::PickRole::Piece) {
      press_was_selected_ = false;
      pick(place);
      // The picked piece's own point (a point of a multi-point piece stands for its anchor).
      const xq::Square picked = t->place.kind == xq::PlaceKind::Point ? static_cast<xq::Square>(t->place.id) : sq;
      selected_ = picked;
      press_ = picked;
      press_pos_ = pointer_pos_ = p;
    } else {
      const xq::PickVerdict v = pick(place);
      if (!v.complete()) selected_ = xq::kNoSquare;
    }
    return;
  }
  if (!own && piece_last) {  // a picked piece cannot go there: the rules say why
    const xq::PickVerdict v = g.pick(place);
    clear_selection();
    show_refusal(v.verdict);
    return;
  }
  if (own) {
    if (over()) {
      show_message(tr_illegal(xq::IllegalReason::GameOver), true);
      return;
    }
    press_was_selected_ = sq == selected_;
    select(sq);
    press_ = sq;
    press_pos_ = pointer_pos_ = p;
    return;
  }
  if (!g.empty() && !piece_last) {  // a pick waiting for its continuation (還魂 …): it stays
    const xq::PickVerdict v = g.pick(place);
    selected_ = xq::kNoSquare;
    if (!piece.empty())
      show_message(tr_illegal(xq::IllegalReason::NotYourPiece), true);
    else if (!v.ok() && drop_mode())
      show_refusal(v.verdict);
    return;
  }
  clear_selection();
  if (!piece.empty()) show_message(tr_illegal(xq::IllegalReason::NotYourPiece), true);
}

// A dragged piece let go on sq: a target is picked, anything else refused with the reason.
void App::drop_on(xq::Square sq) {
  if (arranging()) {
    arrange_drop(sq);
    return;
  }
  const xq::Place place = xq::Place::point(sq);
  if (gesture().target_at(place)) {
    const xq::PickVerdict v = pick(place);
    if (!v.complete()) selected_ = xq::kNoSquare;
    return;
  }
  const xq::PickVerdict v = gesture().pick(place);
  clear_selection();
  show_refusal(v.verdict);
}

// An own piece pressed that is not a target: it becomes the piece being moved, as the
// continuation of the picks so far when it can be one (the second move of a double
// move), else from a fresh gesture (leaving a 還魂 pick).
void App::select(xq::Square s) {
  xq::MoveGesture& g = gesture();
  const xq::Place place = xq::Place::point(s);
  if (!g.empty() && g.picked().back().role == xq::PickRole::Piece) g.unpick();
  selected_ = s;
  if (!g.empty() && !drop_mode()) {  // mid-compound (flag armed, double pending): continue or say why
    const xq::PickVerdict v = g.pick(place);
    gesture_changed();
    if (v.ok())
      show_gesture_hint();
    else
      show_refusal(v.verdict);
    return;
  }
  reset_gesture();
  const xq::PickVerdict v = g.pick(place);
  // A point of a multi-point piece picks its anchor: the selection is the anchor's.
  if (v.ok() && !g.empty() && g.picked().back().place.kind == xq::PlaceKind::Point)
    selected_ = static_cast<xq::Square>(g.picked().back().place.id);
  gesture_changed();
  if (v.ok()) {
    const std::vector<xq::Pick> t = g.targets();
    if (has_role(t, xq::PickRole::FlagCell, xq::PlaceKind::Cell)) show_gesture_hint();
  } else {
    show_message(why_no_move(v.verdict.reason), true);
  }
}

// A press at p on the ring: a ring target is picked; the own flag is picked (or, picked
// already, put down again); the enemy flag is not yours.
bool App::ring_pointer(ImVec2 p) {
  const int cell = ring_hit(board_, p);
  if (cell < 0) return false;
  if (view_ply() >= 0) {
    view(-1);
    return true;
  }
  const xq::Place place = xq::Place::cell(cell);
  const xq::Color mover = game().side_to_move();
  if (computer_to_move() && !over()) return true;  // the computer's turn: the ring waits
  if (cell == game().track_cell(mover)) {
    if (flag_picked()) {  // a second press puts the flag down
      reset_gesture();
      clear_selection();
      session_.clear_message();
      return true;
    }
    reset_gesture();
    clear_selection();
    const xq::PickVerdict v = pick(place);
    if (v.ok()) return true;
    if (v.verdict.reason == xq::IllegalReason::FlagStepNotInCheck)
      show_message(flag_refusal(), true);
    else
      show_refusal(v.verdict);
  } else if (gesture().target_at(place)) {  // the escape's cell, the ring start cell to return to
    selected_ = xq::kNoSquare;
    pick(place);
  } else if (cell == game().track_cell(xq::opposite(mover))) {
    show_message(tr_illegal(xq::IllegalReason::NotYourPiece), true);
  }
  return true;
}

RingMarks App::ring_marks() {
  RingMarks m;
  m.flag[0] = shown().track_cell(xq::Color::Red);
  m.flag[1] = shown().track_cell(xq::Color::Black);
  m.mover = xq::index_of(game().side_to_move());
  m.armed = view_ply() < 0 && flag_picked();
  m.selectable = view_ply() < 0 && !over() && start_gesture().can_start(own_flag_place());
  m.targets = ring_targets();
  m.cursor = cursor_ == xq::kNoSquare || !has_ring() ? -1 : ring_cursor_;
  return m;
}

// The ring cell the picks so far may go to next: after the flag (the two-cell escape) or
// after a piece (back to the ring), -1 if none.
int App::ring_target_after(xq::PickRole first) {
  xq::MoveGesture& g = gesture();
  if (g.empty() || g.picked().front().role != first) return -1;
  const std::vector<int> t = ring_targets();
  return t.empty() ? -1 : t.front();
}

std::vector<xq::PieceKind> App::promotion_choices() {
  std::vector<xq::PieceKind> out;
  if (view_ply() >= 0) return out;
  for (const xq::Pick& t : gesture().targets())
    if (t.place.kind == xq::PlaceKind::Promotion) out.push_back(static_cast<xq::PieceKind>(t.place.id));
  return out;
}

bool App::promotion_goes_on() {
  for (const xq::Pick& t : gesture().targets())
    if (t.place.kind == xq::PlaceKind::Point) return true;
  return false;
}

xq::Piece App::promotion_mover() {
  const xq::MoveGesture& g = gesture();
  for (const xq::Pick& p : g.picked())
    if (p.role == xq::PickRole::Piece && p.place.kind == xq::PlaceKind::Point)
      return game().position().piece_on(static_cast<xq::Square>(p.place.id));
  return xq::Piece();
}

bool App::promotion_is_change() {
  for (const xq::Pick& p : gesture().picked())
    if (p.place == xq::Place::action(xq::GestureAction::Change)) return true;
  return false;
}

void App::choose_promotion(xq::PieceKind k) {
  const xq::PickVerdict v = pick(xq::Place::promotion(k));
  if (!v.ok()) show_refusal(v.verdict);
}

void App::cancel_promotion() {
  xq::MoveGesture& g = gesture();
  if (!g.empty() && g.picked().back().place.kind == xq::PlaceKind::Point && g.picked().back().role != xq::PickRole::Piece)
    g.unpick();  // the destination; the piece stays picked
  gesture_changed();
}

const xq::Game& App::board_game() const {
  return preview_ ? *preview_ : shown();
}

}  // namespace xqweb
