// Draw offers: who may offer, accept or withdraw, and the computer's own answer. Hot seat:
// the side to move offers, the offer stands until the other side answers (accepts on its
// turn, or declines by moving); the offerer sees it and may withdraw it, never accept it.
// Against the computer the person offers and the computer judges the position with a
// brief search (the hint engine, web/hint.h) through core/search/draw_offer.h: it accepts
// an equal or worse position once the game is under way, else declines with a reason.
// An accepted offer ends the game as 和棋 (agreement), which the save, the game list and
// the exports record; a declined one leaves the game running. Strings in 繁/简/English.
#include "draw_offer.h"

#include "app.h"
#include "core/search/draw_offer.h"
#include "hint.h"
#include "i18n.h"
#include "panels.h"
#include "style.h"

namespace xqweb {
namespace {

enum class DrawStr {
  RedOffers,
  BlackOffers,
  Withdraw,
  Considering,
  Accepted,
  TooEarly,
  Better,
  EngineFailed,
  Count
};

// Rows: 繁體, 简体, English.
constexpr Words kDrawStrings[static_cast<int>(DrawStr::Count)] = {
    {{"紅方提和，待黑方回應", "红方提和，待黑方回应", "Red offers a draw; Black may accept"}},
    {{"黑方提和，待紅方回應", "黑方提和，待红方回应", "Black offers a draw; Red may accept"}},
    {{"撤回提和", "撤回提和", "Withdraw"}},
    {{"電腦正在考慮你的提和…", "电脑正在考虑你的提和…", "The computer is considering your draw offer…"}},
    {{"電腦同意和棋", "电脑同意和棋", "The computer accepts the draw"}},
    {{"電腦拒絕和棋：對局才剛開始", "电脑拒绝和棋：对局才刚开始",
      "The computer declines the draw: the game has only just begun"}},
    {{"電腦拒絕和棋：它認為自己佔優", "电脑拒绝和棋：它认为自己占优",
      "The computer declines the draw: it thinks it stands better"}},
    {{"電腦無法回應提和", "电脑无法回应提和", "The computer could not answer the draw offer"}},
};

const char* dt(DrawStr s) {
  return tr(kDrawStrings[static_cast<int>(s)]);
}

}  // namespace

void Session::offer_draw() {
  if (over() || draw_offer_ || draw_game_ || settings_.opponent == Opponent::ComputerBoth) return;
  if (const std::optional<xq::Color> person = person_side()) {
    draw_offer_ = *person;
    draw_game_ = game_;  // judged in the position it was made in, even if a move follows
    hint().request_eval(*draw_game_);
    message_.clear();
    return;
  }
  draw_offer_ = game_.side_to_move();
}

bool Session::can_accept_draw() const {
  return draw_offer_ && !draw_game_ && !over() && *draw_offer_ != game_.side_to_move();
}

bool Session::accept_draw() {
  if (!can_accept_draw()) return false;
  game_.agree_draw();
  draw_offer_.reset();
  message_.clear();
  changed();
  return true;
}

void Session::withdraw_draw() {
  if (draw_game_) return;  // the computer is already answering
  draw_offer_.reset();
}

bool Session::poll_draw_answer() {
  Hint& h = hint();
  const Analysis* a = h.answer_for(*draw_game_);
  if (!a) {
    h.request_eval(*draw_game_);  // again once the engine is free (the evaluation display may hold it)
    return false;
  }
  const xq::Game judged = std::move(*draw_game_);
  draw_game_.reset();
  draw_offer_.reset();
  if (over()) return true;  // the game ended meanwhile (a mate, a resignation)
  if (!a->error.empty()) {
    show_message(std::string(dt(DrawStr::EngineFailed)) + ": " + a->error, true);
    return true;
  }
  const bool computer_moves_there = !person_side() || judged.side_to_move() != *person_side();
  const xq::DrawAnswer answer = xq::answer_draw_offer(judged.ply(), a->score, a->mate, computer_moves_there);
  if (answer.accept) {
    game_.agree_draw();
    changed();
    show_message(dt(DrawStr::Accepted), false);
  } else {
    show_message(dt(answer.reason == xq::DrawDecline::TooEarly ? DrawStr::TooEarly : DrawStr::Better), false);
  }
  return true;
}

void draw_offer_status(const App& app) {
  if (app.over()) return;
  const char* text = app.draw_answer_pending()             ? dt(DrawStr::Considering)
                     : !app.draw_offer()                   ? nullptr
                     : *app.draw_offer() == xq::Color::Red ? dt(DrawStr::RedOffers)
                                                           : dt(DrawStr::BlackOffers);
  if (!text) return;
  ImGui::SameLine();  // the status area's first line: its height never changes
  ImGui::TextColored(ink(ImVec4(0.1f, 0.3f, 0.6f, 1)), "%s", text);
}

void draw_offer_button(App& app, float width) {
  if (app.can_accept_draw()) {
    if (panel_button(app, "accept_draw", tr(Str::AcceptDraw), width)) app.accept_draw();
    return;
  }
  if (app.draw_offer() && !app.draw_answer_pending()) {  // the offerer's own offer
    if (panel_button(app, "withdraw_draw", dt(DrawStr::Withdraw), width)) app.withdraw_draw();
    return;
  }
  // Before the first move there is nothing to agree on (drawn disabled, like Resign).
  const bool can_offer = !app.over() && app.game().ply() > 0 && !app.draw_offer() && !app.draw_answer_pending() &&
                         app.settings().opponent != Opponent::ComputerBoth;
  if (panel_button(app, "offer_draw", tr(Str::OfferDraw), width, can_offer)) app.offer_draw();
}

}  // namespace xqweb
