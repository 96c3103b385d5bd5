// Hint and evaluation state; the page glue to its engine worker is browser::hint_search
// (web/bridge.cpp). See hint.h.
#include "hint.h"

#include "browser.h"
#include "core/notation/iccs.h"

namespace xqweb {

Hint& hint() {
  static Hint h;
  return h;
}

std::uint64_t Hint::key_of(const xq::Game& game) {
  // The hash names the position; the ply and the variant keep equal placements of
  // different games apart (the history matters for repetitions). Never 0.
  std::uint64_t k = game.hashes().back() ^ (static_cast<std::uint64_t>(game.ply()) * 0x9e3779b97f4a7c15ull);
  for (char c : game.variant()) k = k * 31 + static_cast<unsigned char>(c);
  for (char c : game.variant_text()) k = k * 31 + static_cast<unsigned char>(c);
  for (const std::string& a : game.options().addons)
    for (char c : a) k = k * 37 + static_cast<unsigned char>(c);
  return k ? k : 1;
}

void Hint::search(const xq::Game& game, int movetime_ms) {
  const xq::Geometry& geo = game.position().geometry();
  std::string moves, addons;
  for (xq::Move m : game.history()) moves += (moves.empty() ? "" : " ") + xq::format_iccs(m, geo);
  for (const std::string& a : game.options().addons) addons += (addons.empty() ? "" : " ") + a;
  pending_id_ = next_id_++;
  pending_key_ = key_of(game);
  asked_ms_ = browser::now_ms();
  if (game.has_secrets()) {
    // Face-down pieces: the side to move's own view (Game::view_game), never the arbiter's.
    xq::GameOrError view = game.view_game(game.side_to_move() == xq::Color::Red ? xq::Viewer::Red : xq::Viewer::Black);
    if (view.game) {
      const xq::Game& vg = *view.game;
      browser::hint_search(pending_id_, vg.variant_text().empty() ? vg.variant() : vg.variant_text(), addons,
                           vg.start_fen(), "", movetime_ms);
      return;
    }
  }
  // A custom variant goes to the engine as its text (tools/engine_worker.cpp).
  const std::string& variant = game.variant_text().empty() ? game.variant() : game.variant_text();
  browser::hint_search(pending_id_, variant, addons, game.start_fen(), moves, movetime_ms);
}

void Hint::request_hint(const xq::Game& game) {
  hint_key_ = key_of(game);
  if (answer_for(game)) return;                    // already known (the evaluation asked)
  if (busy() && pending_key_ == hint_key_) return;  // on its way
  search(game, kHintMs);
}

void Hint::request_eval(const xq::Game& game) {
  if (answer_for(game) || busy()) return;
  search(game, kEvalMs);
}

bool Hint::poll(const xq::Game& game, bool live) {
  bool changed = false;
  if (pending_id_ >= 0 && browser::hint_reply_id() == pending_id_) {
    const browser::HintReply r = browser::hint_reply();
    last_ = Analysis{};
    last_.valid = true;
    last_.key = pending_key_;
    last_.error = r.error;
    if (last_.error.empty()) {
      if (auto m = xq::parse_iccs(r.bestmove, game.position().geometry())) last_.best = *m;
      last_.score = r.score;
      last_.mate = r.mate;
    }
    answer_ms_ = browser::now_ms() - asked_ms_;
    browser::hint_reply_clear();
    pending_id_ = -1;
    changed = true;
  }
  // The evaluation display follows the live position (not the history being viewed).
  if (eval_shown_ && live && !busy() && !game.result().over() && !answer_for(game)) search(game, kEvalMs);
  return changed;
}

const Analysis* Hint::answer_for(const xq::Game& game) const {
  return last_.valid && last_.key == key_of(game) ? &last_ : nullptr;
}

void Hint::write_json(Json& j, const xq::Game& game) const {
  const Analysis* a = answer_for(game);
  j.begin_object();
  j.key("busy").boolean(busy());
  j.key("eval_shown").boolean(eval_shown_);
  j.key("hint_shown").boolean(a && hint_wanted_for(game) && !a->best.is_none());
  j.key("move").str(a && !a->best.is_none() ? xq::format_iccs(a->best, game.position().geometry()) : "");
  j.key("score").num(a ? a->score : 0);
  j.key("mate").num(a ? a->mate : 0);
  j.key("known").boolean(a != nullptr);
  j.key("error").str(a ? a->error : "");
  j.key("answer_ms").num(answer_ms_);
  j.end_object();
}

}  // namespace xqweb
