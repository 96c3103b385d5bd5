// App, continued: the add-on moves of 解將旗 (flag ring), 還魂卒 (drops) and 殺驚與遁馬
// (double moves), played by clicks. The core lists them among the legal moves
// (core/game.h); this file only decides which of them a click means:
// - 解將旗: a press on the own flag arms it (when a flag-step compound is legal); the
//   next board move is then played as the FlagStep compound. With the flag armed, the
//   cell two ahead is a target when FlagOnly is legal.
// - 宮旗: a press on the own flag on its ring start cell, when it may enter, picks it
//   (after arming, if a flag step is possible too) and makes the general's start point
//   the target; on the board the flag is selected and moved like a piece, and while it
//   is selected on that point its ring start cell is a target (back to the ring).
// - 還魂卒: the panel's 還魂 button (drop mode) turns the empty drop points into
//   targets; a press on one drops a soldier there.
// - 殺驚與遁馬: a horse move that starts a legal double move is shown as played
//   (a preview board); the next move is its second half, or "done" plays it alone.
#include <algorithm>

#include "app.h"
#include "core/fen.h"
#include "i18n.h"
#include "ring_view.h"

namespace xqweb {

const std::vector<xq::Move>& App::legal() {
  if (legal_gen_ != position_gen_) {
    legal_ = game_.legal_moves();
    legal_gen_ = position_gen_;
  }
  return legal_;
}

bool App::has_ring() const {
  return game_.board().track.size > 0;
}

bool App::can_arm_flag() {
  if (!has_ring() || view_ply_ >= 0 || over()) return false;
  for (xq::Move m : legal())
    if (m.flag_step() || m.is_flag_only()) return true;
  return false;
}

std::optional<xq::Move> App::flag_only_move() {
  for (xq::Move m : legal())
    if (m.is_flag_only()) return m;
  return std::nullopt;
}

std::optional<xq::Move> App::flag_enter_move() {
  if (view_ply_ >= 0 || over()) return std::nullopt;
  for (xq::Move m : legal())
    if (m.is_flag_enter()) return m;
  return std::nullopt;
}

std::optional<xq::Move> App::flag_return_move() {
  if (view_ply_ >= 0 || over()) return std::nullopt;
  for (xq::Move m : legal())
    if (m.is_flag_return()) return m;
  return std::nullopt;
}

std::vector<xq::Move> App::drop_moves() {
  std::vector<xq::Move> out;
  if (view_ply_ >= 0) return out;
  for (xq::Move m : legal())
    if (m.is_drop() && !m.flag_step()) out.push_back(m);
  return out;
}

void App::cancel_addon_modes() {
  flag_armed_ = false;
  flag_enter_ = false;
  drop_mode_ = false;
  pending_first_ = xq::Move();
  preview_.reset();
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
  static constexpr Words kNoAnswer{{"解將旗：沒有一步應將的棋能帶旗前進", "解将旗：没有一步应将的棋能带旗前进",
                                    "The flag cannot step: no move that answers this check can take it along"}};
  if (over()) return tr_illegal(xq::IllegalReason::GameOver);
  return tr(game_.in_check() ? kNoAnswer : kNotInCheck);
}

void App::toggle_flag() {
  if (flag_armed_) {
    flag_armed_ = false;
    message_.clear();
    return;
  }
  if (!can_arm_flag()) {
    show_message(flag_refusal(), true);
    return;
  }
  cancel_addon_modes();
  clear_selection();
  flag_armed_ = true;
  show_message(tr(Str::FlagArmedHint), false);
}

void App::toggle_drop_mode() {
  if (drop_mode_ || drop_moves().empty()) {
    drop_mode_ = false;
    return;
  }
  cancel_addon_modes();
  clear_selection();
  drop_mode_ = true;
  for (xq::Move m : drop_moves()) targets_.push_back(m);
  show_message(tr(Str::DropHint), false);
}

void App::finish_double() {
  if (pending_first_.is_none()) return;
  const xq::Move first = pending_first_;
  cancel_addon_modes();
  play(first);
}

const xq::Game& App::board_game() const {
  return preview_ ? *preview_ : shown();
}

// The moves a press on `s` may continue with, in the current mode.
std::vector<xq::Move> App::moves_from(xq::Square s) {
  std::vector<xq::Move> out;
  for (xq::Move m : legal()) {
    if (!pending_first_.is_none()) {  // second half of a double move: shown as its own step
      if (m.is_double() && m.first_step() == pending_first_ && m.from2() == s) out.push_back(m.second_step());
    } else if (m.from() != s || m.type() == xq::MoveType::FlagOnly || m.is_drop()) {
      continue;
    } else if (flag_armed_ == m.flag_step()) {
      out.push_back(m.is_double() ? m.first_step() : m.without_flag_step().first_step());
    }
  }
  std::sort(out.begin(), out.end(), [](xq::Move a, xq::Move b) { return a.raw() < b.raw(); });
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

// The move a board move from -> to means now; none() when it only started a double move.
xq::Move App::move_meant(xq::Square from, xq::Square to) {
  if (!pending_first_.is_none()) {
    for (xq::Move m : legal())
      if (m.is_double() && m.first_step() == pending_first_ && m.from2() == from && m.to2() == to) return m;
    return xq::Move(from, to);  // not a second half: the core says why
  }
  const xq::Move plain(from, to);
  if (flag_armed_) return plain.with_flag_step();
  bool doubles = false;
  for (xq::Move m : legal()) doubles = doubles || (m.is_double() && !m.flag_step() && m.first_step() == plain);
  if (!doubles) return plain;
  // 遁馬: show the horse moved and offer the second move (or "done").
  pending_first_ = plain;
  xq::Position after = game_.position();
  xq::UndoInfo undo;
  after.do_move(plain, undo);
  after.set_side_to_move(game_.side_to_move());  // the same side moves again
  xq::GameOrError g = xq::Game::create_like(game_, xq::to_fen(after), game_.options());
  if (g.game) preview_ = std::move(g.game);
  show_message(tr(Str::DoubleHint), false);
  return xq::Move();
}

// A press at p on the ring: the own flag arms/disarms, the FlagOnly target plays it.
bool App::ring_pointer(ImVec2 p) {
  const int cell = ring_hit(board_, p);
  if (cell < 0) return false;
  if (view_ply_ >= 0) {
    view(-1);
    return true;
  }
  const xq::Position& pos = game_.position();
  const xq::Color mover = game_.side_to_move();
  // 宮旗: the selected flag on the general's start point goes back to its ring start cell.
  if (auto back = flag_return_move(); back && selected_ == back->from() && cell == game_.board().track.start[xq::index_of(mover)]) {
    clear_selection();
    play(*back);
    return true;
  }
  if (flag_armed_) {
    if (auto only = flag_only_move(); only && cell == game_.board().track.advance(flag_cell(pos, mover), 2)) {
      play(*only);
      return true;
    }
  }
  if (cell == flag_cell(pos, mover) && !computer_to_move()) {
    // Presses cycle: armed (when a flag step is possible) -> picked to enter (宮旗) -> off.
    const auto enter = flag_enter_move();
    if (enter && !flag_enter_ && (flag_armed_ || !can_arm_flag())) {
      cancel_addon_modes();
      clear_selection();
      flag_enter_ = true;
      targets_ = {*enter};
      show_message(tr(Str::FlagEnterHint), false);
    } else if (flag_enter_) {
      cancel_addon_modes();
      clear_selection();
      message_.clear();
    } else {
      toggle_flag();
    }
  } else if (cell == flag_cell(pos, xq::opposite(mover))) {
    show_message(tr_illegal(xq::IllegalReason::NotYourPiece), true);
  }
  return true;
}

RingMarks App::ring_marks() {
  RingMarks m;
  const xq::Position& pos = shown().position();
  m.flag[0] = flag_cell(pos, xq::Color::Red);
  m.flag[1] = flag_cell(pos, xq::Color::Black);
  m.mover = xq::index_of(game_.side_to_move());
  m.armed = flag_armed_ || flag_enter_;
  m.selectable = view_ply_ < 0 && (can_arm_flag() || flag_enter_move());
  if (auto back = flag_return_move(); back && selected_ == back->from())
    m.return_target = game_.board().track.start[m.mover];
  if (flag_armed_ && flag_only_move() && m.flag[m.mover] >= 0)
    m.only_target = game_.board().track.advance(m.flag[m.mover], 2);
  return m;
}

}  // namespace xqweb
