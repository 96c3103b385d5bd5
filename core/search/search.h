// The engine's search: iterative deepening alpha-beta (principal variation search)
// with aspiration windows, a transposition table, quiescence on captures (losing ones by
// static exchange skipped), check extension, reverse futility, razoring, null move,
// futility and late move pruning, late move reductions, move ordering by killers,
// history and continuation history (search.cpp, kHistoryMax and kContBlockBits) and mate
// scores.
//
//   xq::Searcher searcher;                       // owns the transposition table
//   xq::SearchLimits limits;  limits.movetime_ms = 1000;
//   xq::SearchResult r = searcher.search(game, limits, on_info, &stop_flag);
//   game.play(r.best);
//
// Limits: depth, nodes, a hard time limit and an external stop flag, all polled during
// the search (every 1024 nodes). The result is the best move of the last completed
// iteration (or a better move found by the interrupted one).
//
// Repetition: a position that repeats one already on the game + search path is
// handed to the core's repetition judgement (rules/repetition.h, judge_repetition,
// asked with repetition_count = 2 so that it judges on the first repeat). A draw or an
// undecided verdict scores 0; a win for one side (perpetual check / chase, once the
// judgement knows them) scores like a mate, so the engine never walks into a
// repetition it would lose. The natural move limit also scores 0.
//
// The end of play is the terminal judge's (core/rules/terminal.h): a node decided on the
// board (a captured flag, a bare royal, a `win` predicate) scores as a win or loss at
// that ply, like a mate there, before any move is generated; a node without moves takes
// the judge's no-move result (將死 and 困斃 lose; 困斃 scores 0 where a variant draws it).
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "core/game.h"
#include "core/position.h"
#include "core/types.h"

namespace xq {

// Scores: centipawns from the side to move's view. A mate found at `ply` plies from
// the root scores kMateScore - ply (mated: -(kMateScore - ply)).
constexpr int kMateScore = 30000;
constexpr int kMaxPly = 128;
constexpr int kInfiniteScore = 32000;
constexpr bool is_mate_score(int score) {
  return score > kMateScore - kMaxPly || score < -(kMateScore - kMaxPly);
}
// Full moves until mate for a mate score: positive = the side to move mates.
constexpr int mate_in_moves(int score) {
  return score > 0 ? (kMateScore - score + 1) / 2 : -((kMateScore + score) / 2);
}

struct SearchLimits {
  int depth = 64;           // iterative deepening stops after this depth (1..64)
  std::uint64_t nodes = 0;  // 0 = no node limit
  int movetime_ms = 0;      // hard time limit; 0 = none
  // A clock's target time (clock_budget in level.h): no new iteration once half of it
  // is gone, while movetime_ms stays the hard limit. 0 = half of movetime_ms.
  int optimum_ms = 0;
  // Randomness for weak levels: the root move is drawn among the moves whose score is
  // within this many centipawns of the best (closer moves are likelier). 0 = best move.
  int random_margin_cp = 0;
  std::uint64_t seed = 0;  // random seed for random_margin_cp (0 = from the clock)
  // Analysis (multi-PV): this many best root moves, each with its own line and exact
  // score; line k is searched with lines 1..k-1's moves left out. 1 = the playing search
  // (the same nodes as without the field).
  int multipv = 1;
};

// One line of a multi-PV answer: its score (side to move) and moves, starting with the
// root move it is about.
struct PvLine {
  int score = 0;
  std::vector<Move> pv;
};

struct SearchInfo {
  int depth = 0;
  int seldepth = 0;
  int score = 0;  // see kMateScore
  std::uint64_t nodes = 0;
  int time_ms = 0;
  std::uint64_t nps = 0;
  std::vector<Move> pv;
  // Multi-PV (SearchLimits::multipv > 1): this iteration's lines, best first (lines[0] is
  // score/pv); empty for the playing search.
  std::vector<PvLine> lines;
};

struct SearchResult {
  Move best;  // none() only when the side to move has no legal move
  int score = 0;
  int depth = 0;  // last completed depth
  std::uint64_t nodes = 0;
  int time_ms = 0;
  std::vector<Move> pv;  // starts with best
  // The best min(multipv, legal moves) lines of the last iteration that finished all of
  // them, best first (lines[0] is best/score/pv); one line when multipv = 1.
  std::vector<PvLine> lines;
};

using InfoCallback = std::function<void(const SearchInfo&)>;

class Searcher {
 public:
  // tt_megabytes: transposition table size (rounded down to a power of two entries).
  explicit Searcher(int tt_megabytes = 16);
  ~Searcher();
  Searcher(const Searcher&) = delete;
  Searcher& operator=(const Searcher&) = delete;

  // Searches the game's current position. `stop` (optional) is polled; set it from
  // another thread to end the search early. `info` is called after every completed
  // iteration.
  SearchResult search(const Game& game, const SearchLimits& limits, const InfoCallback& info = {},
                      const std::atomic<bool>* stop = nullptr);

  // Forgets the transposition table, killers, history and continuation history (new game).
  void clear();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace xq
