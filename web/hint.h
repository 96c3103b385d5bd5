// Hint and evaluation: asks the engine (its own Web Worker, shell/engine.js, separate
// from the computer opponent's) for the best move and the score of the position on the
// board, for the side to move.
//
// - request_hint(): one search of the live position; the answer's move is drawn as an
//   arrow (hint_view.cpp) until the position changes.
// - The evaluation display (toggle): every new live position is searched briefly and
//   its score shown as "+0.8" (side to move's view) with a bar.
// - request_eval(): the same brief search for a draw offer to the computer
//   (web/draw_offer.cpp), started when the engine is free.
// Answers are keyed by the position they were asked for (hash + ply + variant), so
// an answer for an older position is never shown. The page's answer is polled every
// main-loop tick (poll()), so no extra export is needed.
#pragma once

#include <cstdint>
#include <string>

#include "board_view.h"
#include "core/game.h"
#include "json.h"

namespace xqweb {

struct Analysis {
  bool valid = false;
  std::uint64_t key = 0;  // position key the answer belongs to
  xq::Move best;          // none(): no move (game over) or not yet known
  int score = 0;          // centipawns, side to move
  int mate = 0;           // full moves to mate (negative: mated), 0 = none
  std::string error;
};

class Hint {
 public:
  static constexpr int kHintMs = 1000;  // the hint's search budget
  static constexpr int kEvalMs = 400;   // the evaluation display's, per position

  // The hint button: searches the live position (answer shown as an arrow).
  void request_hint(const xq::Game& game);
  // A brief search of `game` (kEvalMs) unless its answer is known or on its way; waits
  // (returns without asking) while another search runs, so call it until answer_for().
  void request_eval(const xq::Game& game);
  // The evaluation toggle.
  void set_eval_shown(bool on) { eval_shown_ = on; }
  bool eval_shown() const { return eval_shown_; }
  // Every tick: starts the evaluation search for a new position when shown, collects
  // an answer from the page. Returns true when something visible changed.
  bool poll(const xq::Game& game, bool live);

  // What the views draw for `game` (nothing when the answer is for another position).
  const Analysis* answer_for(const xq::Game& game) const;
  bool hint_wanted_for(const xq::Game& game) const { return hint_key_ == key_of(game); }
  bool busy() const { return pending_id_ >= 0; }
  void write_json(Json& j, const xq::Game& game) const;

  static std::uint64_t key_of(const xq::Game& game);

 private:
  void search(const xq::Game& game, int movetime_ms);

  bool eval_shown_ = false;
  std::uint64_t hint_key_ = 0;     // position the hint button was pressed for (0 = none)
  std::uint64_t pending_key_ = 0;  // position of the running search
  int pending_id_ = -1;
  int next_id_ = 1;
  double asked_ms_ = 0;
  double answer_ms_ = 0;  // how long the last answer took (for tests and docs)
  Analysis last_;
};

Hint& hint();

// The panel row: hint button, evaluation toggle and the score (panels.cpp calls it).
class App;
void hint_panel(App& app, float avail);
// The arrow of the hint on the board (app.cpp calls it after the board).
void draw_hint_arrow(ImDrawList* dl, const BoardLayout& board, const xq::Game& shown);

}  // namespace xqweb
