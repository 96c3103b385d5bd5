// App, continued: the board's picks during the set-up step of a face-down start (session.h
// "Arranging secrets before play"). A press picks one of the arranging side's face-down
// pieces; a press on another one (or dragging the picked piece onto it) swaps the two; a
// second press on the picked piece puts it down. The swap itself is the core's
// (Game::arrange_swap), which also refuses anything that is not the side's own.
#include "app.h"
#include "i18n.h"

namespace xqweb {

bool App::arrangeable(xq::Square sq) const {
  const std::optional<xq::Color> side = arranging();
  const xq::Position& pos = game().position();
  return side && sq != xq::kNoSquare && pos.face_down(sq) && pos.piece_on(sq).color() == *side;
}

std::vector<xq::Square> App::arrange_targets() const {
  std::vector<xq::Square> out;
  if (selected_ == xq::kNoSquare) return out;
  for (int s = 0; s < game().position().geometry().size; ++s) {
    const xq::Square sq = static_cast<xq::Square>(s);
    // Only a piece of another identity under the same face (第三代: soldiers with soldiers,
    // advisors with advisors): swapping two alike changes nothing.
    const xq::Position& pos = game().position();
    if (sq != selected_ && arrangeable(sq) && pos.identity(sq) != pos.identity(selected_) &&
        pos.piece_on(sq) == pos.piece_on(selected_))
      out.push_back(sq);
  }
  return out;
}

void App::arrange_press(xq::Square sq, ImVec2 p) {
  if (!arrangeable(sq)) {
    clear_selection();
    show_message(tr(Str::ArrangeOnlyOwn), true);
    return;
  }
  if (selected_ != xq::kNoSquare && selected_ != sq) {
    arrange_drop(sq);  // the second of two taps: as the picked piece dropped there
    return;
  }
  // Picked (or picked again: pointer_up puts it down when it was already picked).
  press_was_selected_ = sq == selected_;
  selected_ = sq;
  press_ = sq;
  press_pos_ = pointer_pos_ = p;
}

void App::arrange_drop(xq::Square sq) {
  const xq::Square from = selected_;
  selected_ = xq::kNoSquare;
  if (from == xq::kNoSquare || !arrangeable(sq)) {
    show_message(tr(Str::ArrangeOnlyOwn), true);
    return;
  }
  if (game().position().piece_on(from) != game().position().piece_on(sq)) {
    show_message(tr(Str::ArrangeSameFace), true);
    return;
  }
  const std::string why = session_.arrange_swap(from, sq);
  show_message(why.empty() ? tr(Str::ArrangeSwapped) : why, !why.empty());
}

void App::arrange_random() {
  clear_selection();
  session_.arrange_random();
}

void App::arrange_done() {
  clear_selection();
  session_.arrange_done();
}

}  // namespace xqweb
