// Search: iterative deepening PVS over the core's Position and legal move generator.
#include "core/search/search.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <memory>
#include <optional>
#include <random>

#include "core/fen.h"
#include "core/hidden_view.h"
#include "core/movegen.h"
#include "core/rules/repetition.h"
#include "core/rules/terminal.h"
#include "core/rules/terminal_board.h"
#include "core/search/evaluate.h"
#include "core/search/see.h"
#include "core/search/transposition.h"

namespace xq {

namespace {

using SteadyClock = std::chrono::steady_clock;

// Mate scores are stored in the table relative to the node, not the root.
int score_to_tt(int score, int ply) {
  if (score > kMateScore - kMaxPly) return score + ply;
  if (score < -(kMateScore - kMaxPly)) return score - ply;
  return score;
}
int score_from_tt(int score, int ply) {
  if (score > kMateScore - kMaxPly) return score - ply;
  if (score < -(kMateScore - kMaxPly)) return score + ply;
  return score;
}

constexpr int kTtMoveOrder = 1 << 30;
constexpr int kCaptureOrder = 1 << 28;
constexpr int kKillerOrder = 1 << 27;
// A capture that loses material by exchange (see.h) comes after every quiet move.
constexpr int kBadCaptureOrder = -(1 << 20);
constexpr int kNoEval = -kInfiniteScore - 1;

// History: signed and bounded. A quiet move that cuts off earns a bonus, every quiet move
// tried before it at that node the same malus; each update pulls the value toward
// ±kHistoryMax ("gravity": h += bonus - h·|bonus|/kHistoryMax), so |h| <= kHistoryMax and
// a move that stops cutting off loses its score again. The quiet order score lies in
// ±kHistoryMax, far below the killers (kKillerOrder) and far above the losing captures
// (kBadCaptureOrder + MVV-LVA): bad captures stay after every quiet move, as before.
constexpr int kHistoryMax = 16384;
constexpr int history_bonus(int depth) { return std::min(32 * depth * depth, 2048); }
static_assert(kHistoryMax < -kBadCaptureOrder / 4 && kHistoryMax < kKillerOrder / 4);

// Continuation history: how well a quiet move (its piece and target) did as the answer
// to the move one ply before it, and as the follow-up to the move two plies before (the
// side's own previous move). A full table, (piece code × point)² for both distances,
// would be 2·(65·253)² entries (540 MB); even the standard game's 16 codes × 90 points
// need 2·(16·90)·(8·90) = 2.1 M (4 MB). So it is compact: 2^20 int16 entries (2 MB, the
// same in the browser worker) in 1024 blocks of 1024. The block is a multiplicative hash
// of (distance, previous move's key), a key being code << 8 | point; inside it the
// move's entry is kind << 7 | point (its colour follows from the block's: the side to
// move), exact for the eight role kinds on boards of up to 128 points (every
// standard-size board), a hash of its key beyond. One block per previous move keeps a
// node's lookups in 2 KB: hashing each pair over the whole table cost ~18 % of the node
// rate in cache misses. Previous moves that share a block (standard xiangqi has some
// 1 400 keys: the points each piece can reach, both colours, both distances) share
// their statistics: noise in the order of quiet moves, never a wrong move. Entries stay
// within ±kHistoryMax by the same gravity update as the history. Only moves of one piece
// to a point have a key: normal board moves (by the piece before it moves) and 還魂卒
// drops (the soldier); a null move, a flip, a face-down drop, a lone flag step, a double
// move or a jump has none (key 0), and a pair with a keyless side is neither read nor
// updated.
constexpr int kContBlockBits = 10;
constexpr int kContEntryBits = 10;
constexpr std::uint32_t cont_key(Piece p, Square to) {
  return p.empty() ? 0u : (std::uint32_t{p.code()} << 8) | to;
}
inline std::uint32_t cont_index(int distance, std::uint32_t prev, std::uint32_t key) {
  const std::uint64_t x = (static_cast<std::uint64_t>(distance) << 32) | prev;
  const std::uint32_t block =
      static_cast<std::uint32_t>((x * 0x9E3779B97F4A7C15ull) >> (64 - kContBlockBits));
  const int kind = index_of(Piece::from_code(static_cast<std::uint8_t>(key >> 8)).kind());
  const std::uint32_t to = key & 0xff;
  const std::uint32_t entry =
      kind < 8 && to < 128
          ? static_cast<std::uint32_t>(kind) << 7 | to
          : static_cast<std::uint32_t>((key * 0x9E3779B97F4A7C15ull) >> (64 - kContEntryBits));
  return block << kContEntryBits | entry;
}

}  // namespace

struct Searcher::Impl {
  TranspositionTable tt;
  // Each ply's move list and ordering scores, on the heap: a list holds MoveList::kCapacity
  // moves (192 KB with its scores), too much for a stack frame per ply of a deep search
  // (the wasm stack is 5 MB). search() and quiesce() at the same ply never both hold
  // theirs (search hands a leaf to quiesce before it generates), so one buffer per ply.
  // Allocated on first reach of a ply, left uninitialised (MoveList's storage is).
  struct PlyMoves {
    MoveList list;
    int scores[MoveList::kCapacity];
  };
  std::vector<std::unique_ptr<PlyMoves>> ply_moves;
  PlyMoves& moves_at(int ply) {
    if (static_cast<int>(ply_moves.size()) <= ply) ply_moves.resize(ply + 1);
    if (!ply_moves[ply]) ply_moves[ply].reset(new PlyMoves);
    return *ply_moves[ply];
  }
  Move killers[kMaxPly][2] = {};
  int history[kPieceCodeCount][kMaxSquares + 1] = {};  // see kHistoryMax
  std::vector<std::int16_t> cont_history =
      std::vector<std::int16_t>(std::size_t{1} << (kContBlockBits + kContEntryBits));
  // played[ply + 2]: the continuation key of the move played at `ply` (the game's last two
  // moves at -1 and -2; 0 = none, e.g. a null move).
  std::uint32_t played[kMaxPly + 2] = {};
  bool use_see = false;  // see_applies() to this search's board
  int static_evals[kMaxPly + 2] = {};

  // Per search.
  Position pos;
  std::optional<Position> start;      // the game's start, for the repetition judgement
  std::vector<Move> moves;            // game moves + search path (none() = null move)
  std::vector<std::uint64_t> hashes;  // hashes[i] = hash after i plies of `moves`
  int null_barrier = 0;               // repetition scans stop at this index
  int null_depth = 0;                 // null moves on the current path
  int natural_limit_plies = 0;        // 0 = rule off
  RuleSet rule_set = RuleSet::Chinese;
  SearchLimits limits;
  const std::atomic<bool>* stop = nullptr;
  SteadyClock::time_point t0;
  std::uint64_t nodes = 0;
  int seldepth = 0;
  int root_depth = 1;  // the iteration's depth (the check extension's budget)
  bool stopped = false;
  Move pv[kMaxPly + 1][kMaxPly + 1] = {};
  int pv_length[kMaxPly + 1] = {};

  explicit Impl(int megabytes) { tt.resize(megabytes); }

  int elapsed_ms() const {
    return static_cast<int>(std::chrono::duration_cast<std::chrono::milliseconds>(SteadyClock::now() - t0).count());
  }

  void poll() {
    if (limits.nodes && nodes >= limits.nodes) stopped = true;
    if ((nodes & 1023) != 0) return;
    if (stop && stop->load(std::memory_order_relaxed)) stopped = true;
    if (limits.movetime_ms > 0 && elapsed_ms() >= limits.movetime_ms) stopped = true;
  }

  void push(Move m) {
    moves.push_back(m);
    hashes.push_back(pos.hash());
  }
  void pop() {
    moves.pop_back();
    hashes.pop_back();
  }

  // Has the current position occurred before (same side to move, no capture or null
  // move in between)? Then returns the score the repetition judgement gives it.
  std::optional<int> repetition_score(int ply) const {
    const int now = static_cast<int>(hashes.size()) - 1;
    // The FEN's half-move clock may count plies from before the game's start.
    const int limit = std::max({now - pos.halfmove_clock(), null_barrier, 0});
    const std::uint64_t h = hashes[now];
    bool repeated = false;
    for (int i = now - 4; i >= limit; i -= 2)
      if (hashes[i] == h) {
        repeated = true;
        break;
      }
    if (!repeated) return std::nullopt;
    if (null_depth > 0 || !start) return 0;  // a null move cannot be replayed: plain draw
    const GameResult r = judge_repetition(RepetitionInput{*start, moves, hashes, 2, rule_set});
    if (r.outcome == Outcome::RedWins || r.outcome == Outcome::BlackWins) {
      const Color winner = r.outcome == Outcome::RedWins ? Color::Red : Color::Black;
      return winner == pos.side_to_move() ? kMateScore - ply : -(kMateScore - ply);
    }
    return 0;
  }

  // The terminal judge's result as a score for the side to move at `ply`: a win or a loss
  // there scores like a mate at that ply (so a quicker decision is preferred and mate
  // distances stay consistent with the table's), a draw (困斃 where it draws) 0.
  int result_score(const GameResult& r, int ply) const {
    if (r.outcome == Outcome::Draw) return 0;
    const Color winner = r.outcome == Outcome::RedWins ? Color::Red : Color::Black;
    return winner == pos.side_to_move() ? kMateScore - ply : -(kMateScore - ply);
  }
  // The judge's board stage (a captured flag, a bare royal, …): decided before any move
  // is generated. One geometry test for standard xiangqi.
  std::optional<int> decided_score(int ply) const {
    ModuleVerdict v;
    if (!decided_on_board(pos, v)) return std::nullopt;
    return v.winner == pos.side_to_move() ? kMateScore - ply : -(kMateScore - ply);
  }

  // What a move captures on the board: nothing for a drop (還魂卒, 起始象棋's face-down
  // return), a lone flag step (解將旗) or a flip (its from/to is the flipped piece's own
  // point), whose from/to are not a board move of a piece.
  Piece victim_of(Move m) const {
    if (!m.is_normal() && (m.is_drop() || m.is_flag_only() || m.is_reveal())) return Piece();
    return pos.piece_on(m.to());
  }

  // Does the legal move m remove a piece other than its target (a custody sandwich, the
  // capturer of an exchange, a double move's second capture)? Found by playing it.
  bool takes_aside(Move m) {
    UndoInfo undo;
    pos.do_move(m, undo);
    const bool took = undo.side_count > 0 || !undo.captured2.empty();
    pos.undo_move(m, undo);
    return took;
  }

  // The piece a quiet move's history is kept under: the soldier for a drop, else the
  // piece on its first step's from point.
  Piece history_piece(Move m) const {
    return m.is_drop() ? Piece(pos.side_to_move(), PieceKind::Soldier) : pos.piece_on(m.first_step().from());
  }
  // The continuation key of a move about to be played here (see kContBlockBits).
  std::uint32_t cont_key_of(Move m) const {
    if (m.is_normal()) return cont_key(pos.piece_on(m.from()), m.to());
    if (m.is_drop() && !m.is_face_down_drop())
      return cont_key(Piece(pos.side_to_move(), PieceKind::Soldier), m.to());
    return 0;
  }
  // The continuation part of a quiet move's order score at `ply`.
  int cont_score(std::uint32_t key, int ply) const {
    if (key == 0 || ply >= kMaxPly) return 0;
    int score = 0;
    for (int d = 1; d <= 2; ++d)
      if (const std::uint32_t prev = played[ply + 2 - d]) score += cont_history[cont_index(d, prev, key)];
    return score;
  }
  static void update_stat(int& h, int bonus) { h += bonus - h * std::abs(bonus) / kHistoryMax; }
  static void update_stat(std::int16_t& h, int bonus) {
    h = static_cast<std::int16_t>(h + bonus - h * std::abs(bonus) / kHistoryMax);
  }
  void update_move_stats(Move m, int ply, int bonus) {
    update_stat(history[history_piece(m).code()][m.to()], bonus);
    if (const std::uint32_t key = cont_key_of(m))
      for (int d = 1; d <= 2; ++d)
        if (const std::uint32_t prev = played[ply + 2 - d])
          update_stat(cont_history[cont_index(d, prev, key)], bonus);
  }
  // A quiet beta cutoff by `best` at `depth`: the bonus to it, the malus to the quiet
  // moves searched before it at the node.
  void update_quiet_stats(Move best, const Move* tried, int n_tried, int depth, int ply) {
    const int bonus = history_bonus(depth);
    update_move_stats(best, ply, bonus);
    for (int i = 0; i < n_tried; ++i)
      if (tried[i] != best) update_move_stats(tried[i], ply, -bonus);
  }

  int order_score(Move m, Move tt_move, int ply) {
    if (m == tt_move) return kTtMoveOrder;
    if (!m.is_normal()) return special_order_score(m, ply);
    const Piece victim = pos.piece_on(m.to());
    const Piece mover = pos.piece_on(m.from());
    if (!victim.empty()) {
      const int mvv_lva = piece_value(victim.kind()) * 8 - piece_value(mover.kind()) / 8;
      if (use_see && !see_at_least(pos, m, 0)) return kBadCaptureOrder + mvv_lva;
      return kCaptureOrder + mvv_lva;
    }
    if (ply < kMaxPly) {
      if (m == killers[ply][0]) return kKillerOrder + 1;
      if (m == killers[ply][1]) return kKillerOrder;
    }
    return history[mover.code()][m.to()] + cont_score(cont_key(mover, m.to()), ply);
  }

  // Add-on move types (never in standard xiangqi, so kept off the hot path above). A
  // move a module calls decisive (解將旗: a flag step onto the enemy flag) wins outright;
  // a flag-step compound orders like its board move; drops and lone flag steps like
  // quiet moves (history by the soldier code for drops).
  int special_order_score(Move m, int ply) const {
    const Geometry& g = pos.geometry();
    if (g.has_hook(kHookDecisiveMove))
      for (int i = 0; i < g.module_count; ++i)
        if (g.modules[i]->decisive && g.modules[i]->decisive(pos, m)) return kTtMoveOrder - 1;
    if (m.is_flag_only()) return kKillerOrder - 2;
    if (m.is_jump()) {  // a capture of every piece it jumps over
      Square over[Move::kMaxWaypoints + 1];
      int taken = 0;
      for (int i = 0, n = pos.jumped_squares(m, over); i < n; ++i)
        if (!pos.piece_on(over[i]).empty()) taken += piece_value(pos.piece_on(over[i]).kind());
      return kCaptureOrder + taken * 8 - piece_value(pos.piece_on(m.from()).kind()) / 8;
    }
    // A face-down return brings a piece back (most of its value, evaluate.cpp): tried
    // right after the killers; a flip, which changes no point, after them.
    if (m.is_face_down_drop()) return kKillerOrder - 1;
    if (m.is_reveal()) return kKillerOrder - 3;
    if (m.is_drop()) {
      const Piece soldier(pos.side_to_move(), PieceKind::Soldier);
      return history[soldier.code()][m.to()] + cont_score(cont_key(soldier, m.to()), ply);
    }
    const Move base = m.first_step();
    const Piece victim = pos.piece_on(base.to());
    const Piece mover = pos.piece_on(base.from());
    if (!victim.empty() && !mover.empty())
      return kCaptureOrder + piece_value(victim.kind()) * 8 - piece_value(mover.kind()) / 8;
    if (ply < kMaxPly && (m == killers[ply][0] || m == killers[ply][1])) return kKillerOrder;
    return mover.empty() ? 0 : history[mover.code()][base.to()];
  }

  // Brings the best-ordered remaining move to index i.
  static void pick(MoveList& list, int* scores, int i) {
    int best = i;
    for (int j = i + 1; j < list.size(); ++j)
      if (scores[j] > scores[best]) best = j;
    if (best != i) {
      const Move m = list[i];
      list.set(i, list[best]);
      list.set(best, m);
      std::swap(scores[i], scores[best]);
    }
  }

  void update_pv(int ply, Move m) {
    pv[ply][ply] = m;
    for (int i = ply + 1; i < pv_length[ply + 1]; ++i) pv[ply][i] = pv[ply + 1][i];
    pv_length[ply] = std::max(pv_length[ply + 1], ply + 1);
  }

  bool has_big_pieces(Color c) const {
    return pos.count(c, PieceKind::Chariot) + pos.count(c, PieceKind::Horse) +
               pos.count(c, PieceKind::Cannon) >
           0;
  }

  int quiesce(int alpha, int beta, int ply) {
    pv_length[ply] = ply;
    ++nodes;
    poll();
    if (stopped) return 0;
    seldepth = std::max(seldepth, ply);
    if (ply >= kMaxPly) return evaluate(pos);
    // A game decided on the board ends here (the stand-pat below would not see it).
    if (auto decided = decided_score(ply)) return *decided;

    const bool in_check = pos.in_check();
    PlyMoves& buffers = moves_at(ply);
    MoveList& list = buffers.list;
    list.clear();
    int best = -kInfiniteScore;
    if (in_check) {
      // Every evasion; none = checkmate.
      generate_legal(pos, list);
      if (list.empty()) return -(kMateScore - ply);
    } else {
      // Stand pat, then legal captures only (pseudo-legal captures filtered by the
      // cheaper general-safety test; stalemate is left to the full-width search).
      best = evaluate(pos);
      if (best >= beta) return best;
      alpha = std::max(alpha, best);
      int n = 0;
      if (pos.geometry().has_hook(kHookSideCaptures | kHookLegalCaptures) || pos.geometry().hidden.enabled) {
        // Custody (神牛, custodian) and exchange (補給) variants: a quiet move may take
        // pieces beside it, and their modules drop moves the general-safety test keeps,
        // so the captures come from the complete legal list; so do 堅守's, whose captures
        // name a zone point (recovery_zones), and hidden-piece variants': a piece just
        // turned over may not capture yet (暗戰's wait).
        generate_legal(pos, list);
        for (int i = 0; i < list.size(); ++i)
          if (pos.is_capture(list[i]) || takes_aside(list[i])) list.set(n++, list[i]);
      } else {
        generate_pseudo_legal(pos, list);
        for (int i = 0; i < list.size(); ++i)
          if (pos.is_capture(list[i]) && !pos.leaves_general_attacked(list[i])) list.set(n++, list[i]);
      }
      list.truncate(n);
    }
    int* scores = buffers.scores;
    for (int i = 0; i < list.size(); ++i) scores[i] = order_score(list[i], Move::none(), kMaxPly);
    for (int i = 0; i < list.size(); ++i) {
      pick(list, scores, i);
      const Move m = list[i];
      // A capture that loses material by exchange cannot raise the stand-pat score (the
      // list is sorted: the rest lose too).
      if (!in_check && scores[i] <= kBadCaptureOrder / 2) break;
      UndoInfo undo;
      pos.do_move(m, undo);
      const int score = -quiesce(-beta, -alpha, ply + 1);
      pos.undo_move(m, undo);
      if (stopped) return 0;
      if (score > best) {
        best = score;
        if (score > alpha) {
          alpha = score;
          update_pv(ply, m);
          if (score >= beta) break;
        }
      }
    }
    return best;
  }

  int search(int depth, int alpha, int beta, int ply, bool null_allowed) {
    pv_length[ply] = ply;
    if (auto decided = decided_score(ply)) return *decided;  // the judge, before anything else
    if (auto rep = repetition_score(ply)) return *rep;
    if (natural_limit_plies > 0 && pos.halfmove_clock() >= natural_limit_plies) return 0;

    const bool in_check = pos.in_check();
    // Check extension, within a budget: past twice the iteration's depth a line of checks
    // goes on at the depth it has (a perpetual check is cut by the repetition judgement,
    // but a long series of checks that never repeats would otherwise grow without bound).
    if (in_check && ply < 2 * root_depth) ++depth;
    if (depth <= 0 || ply >= kMaxPly - 1) return quiesce(alpha, beta, ply);

    ++nodes;
    poll();
    if (stopped) return 0;
    seldepth = std::max(seldepth, ply);

    // Mate distance pruning: no line from here can beat a mate already found closer.
    alpha = std::max(alpha, -(kMateScore - ply));
    beta = std::min(beta, kMateScore - ply - 1);
    if (alpha >= beta) return alpha;

    const bool pv_node = beta - alpha > 1;
    const std::uint64_t key = pos.hash();
    Move tt_move;
    const TTEntry* const tt_hit = tt.probe(key);
    if (tt_hit) {
      tt_move = tt_hit->move;
      if (!pv_node && tt_hit->depth >= depth) {
        const int s = score_from_tt(tt_hit->score, ply);
        if (tt_hit->bound == Bound::Exact || (tt_hit->bound == Bound::Lower && s >= beta) ||
            (tt_hit->bound == Bound::Upper && s <= alpha))
          return s;
      }
    }

    // The static evaluation (from the table when this node was seen before), and
    // "improving" = better than two plies ago (then the margins can be tighter). The
    // pruning below reads `eval`: the static one corrected by a stored search score
    // whose bound says the truth lies beyond it on that side.
    int static_eval = kNoEval;
    if (!in_check) static_eval = tt_hit && tt_hit->eval != kNoEval ? tt_hit->eval : evaluate(pos);
    static_evals[ply] = static_eval;
    const bool improving =
        !in_check && ply >= 2 && static_evals[ply - 2] != kNoEval && static_eval > static_evals[ply - 2];
    int eval = static_eval;
    if (!in_check && tt_hit && !is_mate_score(tt_hit->score)) {
      const int s = tt_hit->score;
      if (tt_hit->bound == Bound::Exact || (tt_hit->bound == Bound::Lower && s > eval) ||
          (tt_hit->bound == Bound::Upper && s < eval))
        eval = s;
    }

    // Reverse futility: so far above beta near the leaves that a shallow search would
    // not come back below it.
    if (!pv_node && !in_check && depth <= 6 && !is_mate_score(beta) &&
        eval - 90 * (depth - (improving ? 1 : 0)) >= beta)
      return eval;

    // Razoring: far below alpha next to the leaves, where only captures could help.
    if (!pv_node && !in_check && depth <= 2 && eval + 240 * depth < alpha) {
      const int q = quiesce(alpha, alpha + 1, ply);
      if (stopped) return 0;
      if (q <= alpha) return q;
    }

    // Null move: if passing still fails high, the position is good enough to cut.
    // Skipped when in check and without chariot/horse/cannon (zugzwang-prone endings).
    if (!pv_node && !in_check && null_allowed && depth >= 3 && has_big_pieces(pos.side_to_move()) &&
        eval >= beta) {
      const int reduction = depth >= 6 ? 3 : 2;
      const int saved_barrier = null_barrier;
      pos.set_side_to_move(opposite(pos.side_to_move()));
      played[ply + 2] = 0;
      push(Move::none());
      null_barrier = static_cast<int>(hashes.size()) - 1;
      ++null_depth;
      const int score = -search(depth - 1 - reduction, -beta, -beta + 1, ply + 1, false);
      --null_depth;
      null_barrier = saved_barrier;
      pop();
      pos.set_side_to_move(opposite(pos.side_to_move()));
      if (stopped) return 0;
      if (score >= beta) return is_mate_score(score) ? beta : score;
    }

    PlyMoves& buffers = moves_at(ply);
    MoveList& list = buffers.list;
    generate_legal(pos, list);
    if (list.empty()) return result_score(no_move_result(pos), ply);  // 將死, 困斃 (loss or draw)

    int* scores = buffers.scores;
    for (int i = 0; i < list.size(); ++i) scores[i] = order_score(list[i], tt_move, ply);

    // Shallow-depth pruning of quiet moves that do not give check, once a move has
    // scored above a mate, in non-PV nodes: late move pruning (this close to the leaves
    // only the first few quiet moves are worth a look) and futility pruning (the static
    // evaluation plus a margin stays below alpha). Not in PV nodes: a quiet move that
    // gives no check can still win at once in xiangqi (困斃, no legal move, loses).
    const int lmp_limit = improving ? 3 + depth * depth : (3 + depth * depth) / 2;
    const bool futile = !in_check && depth <= 4 && eval + 100 + 100 * depth <= alpha;
    int quiets = 0;
    // The quiet moves searched so far (for the history malus on a cutoff).
    constexpr int kMaxTried = 64;
    Move tried[kMaxTried];
    int n_tried = 0;

    int best = -kInfiniteScore;
    Move best_move;
    Bound bound = Bound::Upper;
    for (int i = 0; i < list.size(); ++i) {
      pick(list, scores, i);
      const Move m = list[i];
      const bool capture = !victim_of(m).empty();
      const bool quiet_late = !capture && scores[i] < kKillerOrder;
      const bool prunable =
          !pv_node && quiet_late && m.is_normal() && !in_check && best > -(kMateScore - kMaxPly);
      if (!capture) ++quiets;
      played[ply + 2] = cont_key_of(m);
      UndoInfo undo;
      pos.do_move(m, undo);
      const bool gives_check = pos.in_check();
      if (prunable && !gives_check && ((depth <= 5 && quiets > lmp_limit) || futile)) {
        pos.undo_move(m, undo);
        continue;
      }
      if (depth > 1 || gives_check) tt.prefetch(pos.hash());  // the child probes it (not quiescence)
      push(m);
      int score;
      if (i == 0) {
        score = -search(depth - 1, -beta, -alpha, ply + 1, true);
      } else {
        // Late move reduction for quiet moves ordered late, then PVS re-searches.
        int reduction = 0;
        if (depth >= 3 && i >= 3 && quiet_late && !in_check && !gives_check)
          reduction = (i >= 8 && depth >= 6) ? 2 : 1;
        score = -search(depth - 1 - reduction, -alpha - 1, -alpha, ply + 1, true);
        if (score > alpha && reduction > 0) score = -search(depth - 1, -alpha - 1, -alpha, ply + 1, true);
        if (score > alpha && score < beta) score = -search(depth - 1, -beta, -alpha, ply + 1, true);
      }
      pop();
      pos.undo_move(m, undo);
      if (stopped) return 0;
      if (!capture && n_tried < kMaxTried) tried[n_tried++] = m;
      if (score > best) {
        best = score;
        best_move = m;
        if (score > alpha) {
          alpha = score;
          bound = Bound::Exact;
          update_pv(ply, m);
          if (score >= beta) {
            bound = Bound::Lower;
            if (!capture) {
              if (killers[ply][0] != m) {
                killers[ply][1] = killers[ply][0];
                killers[ply][0] = m;
              }
              update_quiet_stats(m, tried, n_tried, depth, ply);
            }
            break;
          }
        }
      }
    }
    tt.store(key, score_to_tt(best, ply), static_eval, best_move, depth, bound);
    return best;
  }

  struct RootMove {
    Move move;
    int score = -kInfiniteScore;
  };

  // One iteration at the root. Returns false if stopped before the first move was
  // searched. With a random margin every move gets a score at least down to
  // best - margin (window (best - margin - 1, inf)); otherwise PVS in the aspiration
  // window (alpha, beta): a result <= alpha is an upper bound (the first move stays
  // first), one >= beta a lower bound (its move comes first, the rest unsearched).
  // Multi-PV: root moves before `first` (the lines above) are left out; the best of the
  // rest comes to index `first`.
  bool search_root(std::vector<RootMove>& root, size_t first, int depth, int alpha, int beta, int& best_score) {
    const int margin = limits.random_margin_cp;
    if (margin > 0) alpha = -kInfiniteScore, beta = kInfiniteScore;
    best_score = -kInfiniteScore;
    bool any = false;
    pv_length[0] = 0;
    for (size_t i = first; i < root.size(); ++i) {
      const Move m = root[i].move;
      played[2] = cont_key_of(m);
      UndoInfo undo;
      pos.do_move(m, undo);
      push(m);
      int score;
      if (i == first) {
        score = -search(depth - 1, -beta, -alpha, 1, true);
      } else if (margin > 0) {
        const int floor = best_score - margin - 1;
        score = -search(depth - 1, -beta, -floor, 1, true);
      } else {
        score = -search(depth - 1, -alpha - 1, -alpha, 1, true);
        if (score > alpha && !stopped) score = -search(depth - 1, -beta, -alpha, 1, true);
      }
      pop();
      pos.undo_move(m, undo);
      if (stopped) break;
      any = true;
      root[i].score = score;
      if (score > best_score) {
        best_score = score;
        // Below the window a score is only a bound: it cannot rank two moves.
        if (i == first || margin > 0 || score > alpha) {
          update_pv(0, m);
          // Keep the best move first for the next iteration.
          std::rotate(root.begin() + static_cast<long>(first), root.begin() + static_cast<long>(i),
                      root.begin() + static_cast<long>(i) + 1);
        }
        if (margin == 0) alpha = std::max(alpha, score);
        if (margin == 0 && score >= beta) break;
      }
    }
    return any;
  }
};

Searcher::Searcher(int tt_megabytes) : impl_(std::make_unique<Impl>(tt_megabytes)) {}
Searcher::~Searcher() = default;

void Searcher::clear() {
  impl_->tt.clear();
  for (auto& k : impl_->killers) k[0] = k[1] = Move::none();
  for (auto& row : impl_->history)
    for (int& h : row) h = 0;
  std::fill(impl_->cont_history.begin(), impl_->cont_history.end(), std::int16_t{0});
}

SearchResult Searcher::search(const Game& game, const SearchLimits& limits, const InfoCallback& info,
                              const std::atomic<bool>* stop) {
  Impl& s = *impl_;
  s.pos = game.position();
  s.start.reset();
  if (FenResult start = parse_fen(game.start_fen(), game.position().geometry()); start.ok())
    s.start = start.position;
  s.moves = game.history();
  s.hashes = game.hashes();
  // A viewer's game (Game::view_game) may hold face-down pieces of unknown identity: the
  // search plays on a draw of them from what the view shows (hidden_view.h), never the truth.
  if (s.pos.face_down_count() > 0) {
    const Position drawn = sample_hidden_identities(s.pos);
    if (drawn.hash() != s.pos.hash()) {
      s.pos = drawn;
      if (s.moves.empty()) s.start = drawn;
      if (!s.hashes.empty()) s.hashes.back() = drawn.hash();
    }
  }
  s.null_barrier = 0;
  s.null_depth = 0;
  s.natural_limit_plies = game.natural_limit_moves() > 0 ? 2 * game.natural_limit_moves() : 0;
  s.rule_set = game.options().rule_set;
  s.limits = limits;
  s.stop = stop;
  s.t0 = SteadyClock::now();
  s.nodes = 0;
  s.stopped = false;
  s.use_see = see_applies(s.pos);
  s.tt.new_search();
  for (auto& k : s.killers) k[0] = k[1] = Move::none();
  for (auto& row : s.history)
    for (int& h : row) h /= 8;
  // The continuation history is not aged: a reply's worth depends little on the position.
  // The game's last two moves, for the root's continuation keys: the piece that made
  // each still stands on its target (unless the last move took the one before it).
  s.played[0] = s.played[1] = 0;
  const size_t n_played = s.moves.size();
  if (n_played >= 1 && s.moves[n_played - 1].is_normal())
    s.played[1] = cont_key(s.pos.piece_on(s.moves[n_played - 1].to()), s.moves[n_played - 1].to());
  if (n_played >= 2 && s.moves[n_played - 2].is_normal() &&
      s.moves[n_played - 2].to() != s.moves[n_played - 1].to())
    s.played[0] = cont_key(s.pos.piece_on(s.moves[n_played - 2].to()), s.moves[n_played - 2].to());

  SearchResult result;
  MoveList list;
  generate_legal(s.pos, list);
  if (list.empty()) {  // over already: the judge's result at ply 0
    const std::optional<GameResult> over = terminal_verdict(s.pos, list);
    result.score = over ? s.result_score(*over, 0) : -kMateScore;
    return result;
  }

  // Root moves in the static order (table move, captures, history).
  Move tt_move;
  if (const TTEntry* e = s.tt.probe(s.pos.hash())) tt_move = e->move;
  int scores[MoveList::kCapacity];
  for (int i = 0; i < list.size(); ++i) scores[i] = s.order_score(list[i], tt_move, 0);
  std::vector<Impl::RootMove> root;
  for (int i = 0; i < list.size(); ++i) {
    Impl::pick(list, scores, i);
    root.push_back({list[i], -kInfiniteScore});
  }
  result.best = root[0].move;  // fallback if stopped before depth 1 completes
  result.pv = {root[0].move};

  const int max_depth = std::clamp(limits.depth, 1, kMaxPly - 8);
  std::vector<Impl::RootMove> completed = root;
  int last_score = 0;
  // Multi-PV: the lines beyond the first, each with its score of the last iteration.
  const size_t lines_wanted = std::min(root.size(), static_cast<size_t>(std::max(1, limits.multipv)));
  std::vector<int> last_line_scores(lines_wanted, 0);
  // Aspiration: from depth 4 a window of ±30 around the line's last score, widened
  // (doubling) on the side it fails on, fully open beyond ±600. False if stopped before
  // a move was searched.
  auto aspirate = [&](size_t first, int depth, int last, int& score) {
    int delta = 30;
    int alpha = -kInfiniteScore, beta = kInfiniteScore;
    if (depth >= 4 && limits.random_margin_cp == 0 && !is_mate_score(last)) {
      alpha = last - delta;
      beta = last + delta;
    }
    bool any = false;
    for (;;) {
      any = s.search_root(root, first, depth, alpha, beta, score);
      if (!any || s.stopped) break;
      if (score <= alpha && alpha > -kInfiniteScore)
        alpha = std::max(score - delta, -kInfiniteScore);
      else if (score >= beta && beta < kInfiniteScore)
        beta = std::min(score + delta, kInfiniteScore);
      else
        break;
      delta *= 2;
      if (delta > 600) alpha = -kInfiniteScore, beta = kInfiniteScore;
    }
    return any;
  };
  for (int depth = 1; depth <= max_depth; ++depth) {
    s.seldepth = 0;
    s.root_depth = depth;
    int score = 0;
    const bool any = aspirate(0, depth, last_score, score);
    if (!any) break;
    last_score = score;
    if (!s.stopped || limits.random_margin_cp == 0) {
      result.best = s.pv[0][0];
      result.score = score;
      result.pv.assign(s.pv[0], s.pv[0] + std::max(1, s.pv_length[0]));
    }
    if (s.stopped) break;
    if (lines_wanted > 1) {
      // Lines 2..n: each the best of the root moves not in a line above.
      std::vector<PvLine> lines = {{score, result.pv}};
      for (size_t k = 1; k < lines_wanted && !s.stopped; ++k) {
        int line_score = 0;
        if (!aspirate(k, depth, last_line_scores[k], line_score) || s.stopped) break;
        last_line_scores[k] = line_score;
        lines.push_back({line_score, std::vector<Move>(s.pv[0], s.pv[0] + std::max(1, s.pv_length[0]))});
      }
      if (s.stopped) break;  // the last complete set of lines stays
      // A later line can score above an earlier one when the search is unstable; the
      // answer lists them best first.
      std::stable_sort(lines.begin(), lines.end(), [](const PvLine& a, const PvLine& b) { return a.score > b.score; });
      result.lines = std::move(lines);
    }
    result.depth = depth;
    completed = root;
    if (info) {
      SearchInfo i;
      i.depth = depth;
      i.seldepth = std::max(s.seldepth, depth);
      i.score = score;
      i.nodes = s.nodes;
      i.time_ms = s.elapsed_ms();
      i.nps = i.time_ms > 0 ? s.nodes * 1000 / static_cast<std::uint64_t>(i.time_ms) : s.nodes * 1000;
      i.pv = result.pv;
      if (lines_wanted > 1) i.lines = result.lines;
      info(i);
    }
    // A mate (or a judged repetition loss) cannot get shorter beyond this depth.
    if (is_mate_score(score) && depth >= kMateScore - std::abs(score) + 1) break;
    if (root.size() == 1 && limits.movetime_ms > 0) break;  // forced move: save the clock
    // The next iteration would most likely not finish in the remaining time (on a clock
    // the optimum is the target and movetime_ms only the hard limit).
    const int target_ms = limits.optimum_ms > 0 ? limits.optimum_ms : limits.movetime_ms;
    if (target_ms > 0 && s.elapsed_ms() * 2 > target_ms) break;
  }

  // Weak levels: draw among the moves close to the best of the last full iteration.
  if (limits.random_margin_cp > 0 && result.depth > 0) {
    std::uint64_t seed =
        limits.seed ? limits.seed : static_cast<std::uint64_t>(SteadyClock::now().time_since_epoch().count());
    std::mt19937_64 rng(seed);
    int best = -kInfiniteScore;
    for (const auto& rm : completed) best = std::max(best, rm.score);
    std::vector<std::pair<Move, int>> candidates;
    int total = 0;
    for (const auto& rm : completed) {
      const int gap = best - rm.score;
      if (gap > limits.random_margin_cp || is_mate_score(rm.score) != is_mate_score(best)) continue;
      const int weight = limits.random_margin_cp + 1 - gap;
      candidates.push_back({rm.move, weight});
      total += weight;
    }
    if (total > 0) {
      int r = static_cast<int>(rng() % static_cast<std::uint64_t>(total));
      for (const auto& [m, w] : candidates) {
        if (r < w) {
          if (m != result.best) {
            result.best = m;
            for (const auto& rm : completed)
              if (rm.move == m) result.score = rm.score;
            result.pv = {m};
          }
          break;
        }
        r -= w;
      }
    }
  }

  // Multi-PV answers with its last complete set of lines (an interrupted iteration's
  // partial set is dropped), so best, score and pv are its first line's; otherwise (or
  // if not even depth 1 finished every line) the one line is the answer's.
  if (lines_wanted > 1 && !result.lines.empty()) {
    result.best = result.lines[0].pv[0];
    result.score = result.lines[0].score;
    result.pv = result.lines[0].pv;
  } else {
    result.lines = {{result.score, result.pv}};
  }
  result.nodes = s.nodes;
  result.time_ms = s.elapsed_ms();
  return result;
}

}  // namespace xq
