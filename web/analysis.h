// The analysis board (issue #19 item 2): "Analyse" runs the engine over every position
// of the game's line (its own Web Worker, browser::analysis_search, one position per
// message, kPassMs each with kLines lines), then the views (analysis_view.cpp) draw the
// evaluation graph under the board, mark the moves that gave away winning chances
// (core/search/move_quality.h) with the engine's better move, and list the engine's best
// lines for the position shown. The shown position not yet analysed (a variation, a
// later move) is searched on its own once the pass is done.
//
// Answers are kept by position key (Hint::key_of: hash, ply, variant), so a number is
// never shown for another position; a new game, an import or a link (Session::game_gen)
// forgets them all. Polled every main-loop tick like the hint (hint.h).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/game.h"
#include "core/search/move_quality.h"
#include "imgui.h"
#include "json.h"

namespace xqweb {

class App;

struct EngineLine {
  int score = 0;  // centipawns, side to move (search.h's mate scores)
  std::vector<xq::Move> pv;
};

struct PositionEval {
  int depth = 0;
  std::vector<EngineLine> lines;  // best first; empty when the game is over there
  std::optional<int> over_score;  // the game over at this position: the side to move's score
  std::string error;
  int score() const { return over_score ? *over_score : lines.empty() ? 0 : lines[0].score; }
};

// A move of the analysed line, judged: the position before and after it known.
struct MoveJudgement {
  bool known = false;
  xq::MoveMark mark = xq::MoveMark::None;
  xq::Move better;  // the engine's choice where it differs from the move played
};

class GameAnalysis {
 public:
  static constexpr int kPassMs = 300;   // per position of the pass
  static constexpr int kShownMs = 600;  // a shown position outside the pass
  static constexpr int kLines = 3;
  static constexpr int kGraphClampCp = 1000;  // the graph's ±10 pawns; a mate sits there

  // The Analyse button: every position of the game's line, from the start.
  void start(const xq::Game& game, int game_gen);
  void stop();
  // Every tick: collects an answer, asks for the next position. True when something
  // visible changed.
  bool poll(const App& app);

  bool running() const { return running_; }
  bool active() const { return active_; }  // a pass was started for this game (the views show)
  int done() const { return done_; }
  int total() const { return static_cast<int>(keys_.size()); }
  // The analysed line: positions 0..plies().
  int plies() const { return static_cast<int>(keys_.size()) - 1; }

  const PositionEval* eval_of(const xq::Game& game) const;
  const PositionEval* eval_at(int ply) const;  // of the analysed line
  // Red's view, clamped to ±kGraphClampCp (for the graph); nullopt while unknown.
  std::optional<int> red_score_at(int ply) const;
  MoveJudgement judge(int ply) const;  // the move that led to position `ply` (1..plies())
  // Is the analysed line the game's (so the move list's plies are the same moves)?
  bool matches(const xq::Game& game) const;

  void write_json(Json& j, const App& app) const;

 private:
  void ask(const xq::Game& game, std::uint64_t key, int movetime_ms);
  std::optional<xq::Game> game_at(int ply) const;

  bool running_ = false, active_ = false;
  int game_gen_ = -1;
  std::optional<xq::Game> line_;         // the game analysed (its line up to the live ply)
  std::vector<std::uint64_t> keys_;      // position key of each ply of the line
  std::vector<xq::Position> positions_;  // … and the position (the marks' notation)
  std::vector<xq::Color> movers_;        // side to move at each ply
  int next_ = 0, done_ = 0;
  std::unordered_map<std::uint64_t, PositionEval> evals_;
  int pending_id_ = -1, next_id_ = 1;
  std::uint64_t pending_key_ = 0;
  double started_ms_ = 0, pass_ms_ = 0;
};

GameAnalysis& analysis();

// The views (analysis_view.cpp).
// Analyse / Stop, `width` wide on the current line (the game buttons' second row).
void analysis_button(App& app, float width);
// The progress bar while the pass runs, then the engine's lines for the shown position in
// the panel's notation.
void analysis_panel(App& app, float avail);
// The evaluation graph in the rectangle (CSS px) of the current ImGui window; a click or
// tap on a point shows that ply.
void analysis_graph(App& app, float width, float height);
// The text of a move's mark in the move list ("??"), "" for none, and its colour.
const char* analysis_mark_text(const App& app, int ply);
ImVec4 analysis_mark_colour(const char* glyph);
// Under a marked move's row: "12… 車一平二?? — 較佳：炮二平五" (after the row's moves).
void analysis_row_notes(App& app, int first_ply, int last_ply);

}  // namespace xqweb
