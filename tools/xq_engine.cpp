// xq-engine: a UCI/UCCI command subset over the rules core and core/search.
//
//   uci | ucci                  handshake (id, options, uciok/ucciok)
//   isready                     readyok
//   setoption name UCI_Variant value <id>   one of xq::list_variants() (xiangqi, shanjie, …)
//   setoption name Addons value <ids>       add-on modules, comma or space separated
//                                           (xq::list_addons(); empty or <empty> = none)
//   setoption name VariantPath value <file> a variant file (docs/variants.md §1, as in
//                                           Fairy-Stockfish): its sections join UCI_Variant
//   setoption name MultiPV value <1..16>    the best N root moves, each line printed as
//                                           "info depth D ... multipv K score ... pv ..."
//   ucinewgame                  back to the variant's start position
//   position startpos|fen <FEN> [moves <ICCS>...]
//   go perft N                  per-root-move counts, then "Nodes searched: <total>"
//   go [depth N] [nodes N] [movetime MS] [wtime MS btime MS winc MS binc MS movestogo N]
//      [infinite] [level 1..8]  searches on a worker thread; prints "info depth ... score
//                               cp|mate ... nodes ... nps ... pv ..." per iteration and
//                               "bestmove <ICCS>" ("bestmove (none)" if no legal move);
//                               after `go infinite` only once `stop` comes, as UCI asks
//   stop                        ends the running search (bestmove follows)
//
// The WebAssembly build for node (build/wasm/bin/xq-engine.cjs, no pthreads, like the
// page's worker) has no second thread: `go` searches before the next line is read, so it
// needs a limit of its own (depth, nodes, movetime or a clock); `go infinite` and a `go`
// without any limit are refused, and `stop` has nothing to stop.
//   d                           ASCII board, FEN, result if the game is over
//   quit
// Bad input answers "info string error: ..." and keeps the previous position.
#include <atomic>
#include <cstdint>
#include <fstream>
#include <iostream>
#include <iterator>
#include <memory>
#include <mutex>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

// Emscripten without -pthread has no threads: the search then runs on the main thread.
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
#define XQ_ENGINE_SYNC 1
#else
#include <thread>
#endif

#include "core/fen.h"
#include "core/game.h"
#include "core/notation/iccs.h"
#include "core/search/level.h"
#include "core/search/search.h"
#include "core/variant_library.h"

namespace {

std::vector<std::string> split(const std::string& line) {
  std::istringstream in(line);
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
  return words;
}

// The search thread prints too: every line goes out whole under this lock.
std::mutex out_mutex;

void say(const std::string& line) {
  std::lock_guard<std::mutex> lock(out_mutex);
  std::cout << line << "\n";
  std::cout.flush();
}

void error(const std::string& text) {
  say("info string error: " + text);
}

// The rules the next game is built with: variant and add-ons (setoption).
struct RulesChoice {
  std::string variant = xq::Game::kStandardVariant;
  xq::RuleOptions options;
  // Variants from `setoption name VariantPath` (none until then).
  std::shared_ptr<const xq::VariantLibrary> file;
  // Not a rule but the analysis width (setoption name MultiPV); kept here, with the
  // other options, so `go` reads one place.
  int multipv = 1;
};

constexpr int kMaxMultiPv = 16;

// Every built-in preset (and every variant of the VariantPath file) is a combo entry,
// so GUIs can offer them all.
void handshake(const char* ok, const RulesChoice& rules) {
  std::cout << "id name xq-engine\n"
            << "id author xiangqi web game team\n"
            << "option name UCI_Variant type combo default " << xq::Game::kStandardVariant;
  for (const xq::VariantInfo& v : xq::list_variants()) std::cout << " var " << v.id;
  if (rules.file)
    for (const std::string& id : rules.file->ids()) std::cout << " var " << id;
  std::cout << "\noption name VariantPath type string default <empty>";
  std::cout << "\noption name Addons type string default <empty>";
  std::cout << "\noption name MultiPV type spin default 1 min 1 max " << kMaxMultiPv << "\n";
  // UCI cannot list a string option's values; this line names the accepted add-ons.
  std::cout << "info string addons";
  for (const xq::AddonChoice& a : xq::list_addons())
    if (a.available) std::cout << " " << a.id;
  std::cout << "\n" << ok << "\n";
}

// A fresh game of the chosen rules from `fen` (empty = the variant's start).
xq::GameOrError make_game(const RulesChoice& rules, const std::string& fen = {}) {
  if (rules.file && rules.file->has(rules.variant)) return rules.file->create_game(rules.variant, fen, rules.options);
  return xq::Game::create(rules.variant, fen, rules.options);
}

// setoption name VariantPath value <file>: loads and checks every section of the file;
// on an error nothing changes and each parser message is one info line.
void set_variant_path(const std::string& path, RulesChoice& rules) {
  if (path.empty() || path == "<empty>") {
    rules.file.reset();
    return;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    error("setoption VariantPath: cannot read '" + path + "'");
    return;
  }
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::string why;
  std::optional<xq::VariantLibrary> file = xq::VariantLibrary::load(text, path, why);
  if (!file) {
    std::istringstream lines(why);
    for (std::string line; std::getline(lines, line);) error("setoption VariantPath: " + line);
    return;
  }
  std::string ids;
  for (const std::string& id : file->ids()) ids += " " + id;
  rules.file = std::make_shared<const xq::VariantLibrary>(std::move(*file));
  say("info string variants from " + path + ":" + ids);
}

// setoption name UCI_Variant|Addons value <x>: checked by building a game with it, so
// an unknown id or an add-on the variant cannot take is refused with the core's message.
void set_option(const std::vector<std::string>& w, RulesChoice& rules, xq::Game& game) {
  if (w.size() < 3 || w[1] != "name") {
    error("setoption: expected 'name <id> value <x>'");
    return;
  }
  std::string value;
  size_t i = 3;
  if (i < w.size() && w[i] == "value")
    for (++i; i < w.size(); ++i) value += (value.empty() ? "" : " ") + w[i];
  if (w[2] == "VariantPath") {
    set_variant_path(value, rules);
    return;
  }
  if (w[2] == "MultiPV") {
    int n = 0;
    try {
      size_t used = 0;
      n = std::stoi(value, &used);
      if (used != value.size()) n = 0;
    } catch (...) {
      n = 0;
    }
    if (n < 1 || n > kMaxMultiPv) {
      error("setoption MultiPV: expected a number 1.." + std::to_string(kMaxMultiPv) + ", got '" + value + "'");
      return;
    }
    rules.multipv = n;
    return;
  }
  RulesChoice next = rules;
  if (w[2] == "UCI_Variant") {
    if (value.empty()) {
      error("setoption UCI_Variant: missing value");
      return;
    }
    next.variant = value;
  } else if (w[2] == "Addons") {
    next.options.addons.clear();
    for (char& c : value)
      if (c == ',') c = ' ';
    if (value != "<empty>")
      for (const std::string& id : split(value)) next.options.addons.push_back(id);
  } else {
    error("unknown option '" + w[2] + "'");
    return;
  }
  xq::GameOrError made = make_game(next);
  if (!made.game) {
    std::string known;
    for (const xq::VariantInfo& v : xq::list_variants()) known += (known.empty() ? "" : ", ") + v.id;
    if (rules.file)
      for (const std::string& id : rules.file->ids()) known += ", " + id;
    error(made.error.rfind("unknown variant", 0) == 0 ? "unsupported variant '" + value + "' (known: " + known + ")"
                                                      : made.error);
    return;
  }
  rules = next;
  game = std::move(*made.game);
}

// position startpos|fen <FEN...> [moves m1 m2 ...]: builds a fresh game; on any error
// the caller keeps the old one.
bool set_position(const std::vector<std::string>& w, const RulesChoice& rules, xq::Game& game) {
  size_t i = 1;
  std::string fen;
  if (i < w.size() && w[i] == "startpos") {
    ++i;
  } else if (i < w.size() && w[i] == "fen") {
    for (++i; i < w.size() && w[i] != "moves"; ++i) fen += (fen.empty() ? "" : " ") + w[i];
    if (fen.empty()) {
      error("position fen: missing FEN");
      return false;
    }
  } else {
    error("position: expected 'startpos' or 'fen'");
    return false;
  }
  xq::GameOrError made = make_game(rules, fen);
  if (!made.game) {
    error(made.error);
    return false;
  }
  const xq::Geometry& geo = made.game->position().geometry();
  if (i < w.size() && w[i] == "moves") {
    for (++i; i < w.size(); ++i) {
      const auto move = xq::parse_iccs(w[i], geo);
      if (!move) {
        error("bad move text '" + w[i] + "' (expected ICCS like h2e2)");
        return false;
      }
      const xq::MoveVerdict v = made.game->play(*move);
      if (!v.ok()) {
        error("illegal move " + w[i] + ": " + v.text);
        return false;
      }
    }
  } else if (i < w.size()) {
    error("position: unexpected '" + w[i] + "'");
    return false;
  }
  game = std::move(*made.game);
  return true;
}

void go_perft(const xq::Game& game, int depth) {
  std::uint64_t total = 0;
  for (const xq::PerftEntry& e : game.perft_divide(depth)) {
    total += e.nodes;
    std::cout << xq::format_iccs(e.move, game.position().geometry()) << ": " << e.nodes << "\n";
  }
  std::cout << "\nNodes searched: " << total << "\n";
}

// One search at a time on a std::thread; the main thread keeps reading stdin so that
// "stop" and "quit" are seen while it runs.
class SearchThread {
 public:
  ~SearchThread() { stop(); }

  void start(const xq::Game& game, const xq::SearchLimits& limits, bool infinite) {
    stop();
    infinite_ = infinite;
    stop_flag_ = false;
#ifdef XQ_ENGINE_SYNC
    run(game, limits);  // go_search refused the searches that would never end
#else
    thread_ = std::thread([this, game, limits]() { run(game, limits); });
#endif
  }
  void stop() {
    stop_flag_ = true;
    stop_flag_.notify_all();  // an infinite search that ended early waits for this
#ifndef XQ_ENGINE_SYNC
    if (thread_.joinable()) thread_.join();
#endif
  }
  // End of input: let a bounded search finish (scripts pipe "go depth N" and read
  // the answer), stop an infinite one.
  void finish() {
    if (infinite_) {
      stop_flag_ = true;
      stop_flag_.notify_all();
    }
#ifndef XQ_ENGINE_SYNC
    if (thread_.joinable()) thread_.join();
#endif
  }
  void new_game() {
    stop();
    searcher_.clear();
  }

 private:
  void run(const xq::Game& game, const xq::SearchLimits& limits) {
    const xq::Geometry& geo = game.position().geometry();
    const xq::SearchResult r =
        searcher_.search(game, limits, [&geo](const xq::SearchInfo& i) { print_info(i, geo); }, &stop_flag_);
    // UCI: "go infinite" answers only after "stop", also when the search ended by itself (a
    // proven mate, the depth limit): a GUI analysing a position reads an early bestmove as
    // the end of the analysis.
    if (infinite_) stop_flag_.wait(false);
    say("bestmove " + (r.best.is_none() ? std::string("(none)") : xq::format_iccs(r.best, geo)));
  }

  // One line per iteration; with MultiPV > 1 one per line of the iteration, each
  // naming its rank ("multipv K"), as UCI GUIs expect.
  static void print_info(const xq::SearchInfo& i, const xq::Geometry& geo) {
    if (i.lines.empty()) {
      print_line(i, 0, i.score, i.pv, geo);
      return;
    }
    for (size_t k = 0; k < i.lines.size(); ++k) print_line(i, static_cast<int>(k + 1), i.lines[k].score, i.lines[k].pv, geo);
  }
  static void print_line(const xq::SearchInfo& i, int multipv, int score, const std::vector<xq::Move>& pv,
                         const xq::Geometry& geo) {
    std::ostringstream line;
    line << "info depth " << i.depth << " seldepth " << i.seldepth;
    if (multipv > 0) line << " multipv " << multipv;
    line << " score ";
    if (xq::is_mate_score(score))
      line << "mate " << xq::mate_in_moves(score);
    else
      line << "cp " << score;
    line << " nodes " << i.nodes << " nps " << i.nps << " time " << i.time_ms << " pv";
    for (xq::Move m : pv) line << " " << xq::format_iccs(m, geo);
    say(line.str());
  }

  xq::Searcher searcher_{32};  // MB of transposition table
  std::atomic<bool> stop_flag_{false};
#ifndef XQ_ENGINE_SYNC
  std::thread thread_;
#endif
  bool infinite_ = false;
};

bool parse_int(const std::vector<std::string>& w, size_t i, long long& out) {
  if (i >= w.size()) return false;
  try {
    size_t used = 0;
    out = std::stoll(w[i], &used);
    return used == w[i].size();
  } catch (...) {
    return false;
  }
}

// go depth|nodes|movetime|wtime|btime|winc|binc|movestogo|level N ... | infinite
void go_search(const std::vector<std::string>& w, const xq::Game& game, int multipv, SearchThread& thread) {
  xq::SearchLimits limits;
  long long wtime = -1, btime = -1, winc = 0, binc = 0, movestogo = 0, level = 0;
  long long depth = 0, nodes = 0, movetime = 0;
  bool infinite = false;
  for (size_t i = 1; i < w.size(); ++i) {
    const std::string& key = w[i];
    if (key == "infinite") {
      infinite = true;
      continue;
    }
    long long* slot = key == "depth"       ? &depth
                      : key == "nodes"     ? &nodes
                      : key == "movetime"  ? &movetime
                      : key == "wtime"     ? &wtime
                      : key == "btime"     ? &btime
                      : key == "winc"      ? &winc
                      : key == "binc"      ? &binc
                      : key == "movestogo" ? &movestogo
                      : key == "level"     ? &level
                                           : nullptr;
    if (!slot) {
      error("go: unknown parameter '" + key + "'");
      return;
    }
    if (!parse_int(w, i + 1, *slot) || *slot < 0) {
      error("go " + key + ": expected a non-negative number");
      return;
    }
    ++i;
  }
  if (level > 0)
    limits = xq::limits_for_level(static_cast<int>(level), static_cast<int>(movetime));
  else if (movetime > 0)
    limits.movetime_ms = static_cast<int>(movetime);
  if (depth > 0) limits.depth = static_cast<int>(std::min<long long>(depth, 64));
  if (nodes > 0) limits.nodes = static_cast<std::uint64_t>(nodes);
  const bool red = game.side_to_move() == xq::Color::Red;
  const long long time = red ? wtime : btime, inc = red ? winc : binc;
  if (time >= 0 && movetime == 0) {
    const xq::ClockBudget budget =
        xq::clock_budget(static_cast<int>(std::min<long long>(time, 1 << 30)),
                         static_cast<int>(std::min<long long>(inc, 1 << 30)),
                         static_cast<int>(std::min<long long>(movestogo, 1000)));
    limits.movetime_ms = budget.maximum_ms;
    limits.optimum_ms = budget.optimum_ms;
  }
  if (infinite) limits = xq::SearchLimits{};
#ifdef XQ_ENGINE_SYNC
  // Without a thread nothing could end such a search: no "stop" is read while it runs.
  if (infinite || (limits.depth >= 64 && limits.nodes == 0 && limits.movetime_ms == 0)) {
    error("go: this single-threaded (wasm) build cannot be stopped: give depth, nodes, movetime, a clock or a level");
    return;
  }
#endif
  limits.multipv = multipv;
  thread.start(game, limits, infinite);
}

void display(const xq::Game& game) {
  const xq::Geometry& g = game.position().geometry();
  for (int rank = g.height - 1; rank >= 0; --rank) {
    std::cout << rank << "  ";
    for (int file = 0; file < g.width; ++file) {
      const xq::Piece p = game.piece_at(file, rank);
      std::cout << (p.empty() ? '.' : xq::piece_to_char(p, g)) << (file + 1 < g.width ? " " : "\n");
    }
  }
  std::cout << "   ";
  // The letters the protocol's ICCS uses for each file (what format_iccs writes).
  for (int file = 0; file < g.width; ++file) {
    const xq::Square s = g.square_or_none(file, 0) != xq::kNoSquare ? g.square(file, 0) : g.square(file, g.height - 1);
    std::cout << xq::format_iccs_square(s, g)[0] << ' ';
  }
  std::cout << "\n\nFen: " << game.fen() << "\n";
  if (game.in_check()) std::cout << "Checkers: general is in check\n";
  const xq::GameResult r = game.result();
  if (r.over()) std::cout << "Result: " << r.text << "\n";
}

}  // namespace

int main() {
  std::ios::sync_with_stdio(false);
  RulesChoice rules;
  xq::Game game = xq::Game::standard();
  SearchThread search;
  for (std::string line; std::getline(std::cin, line);) {
    const std::vector<std::string> w = split(line);
    if (w.empty()) continue;
    const std::string& cmd = w[0];
    if (cmd == "quit") {
      search.stop();
      break;
    }
    if (cmd == "stop") {
      search.stop();
      continue;
    }
    // Everything else waits for a running search to finish (as if "stop" had come).
    if (cmd != "isready") search.stop();
    if (cmd == "uci")
      handshake("uciok", rules);
    else if (cmd == "ucci")
      handshake("ucciok", rules);
    else if (cmd == "isready")
      say("readyok");
    else if (cmd == "ucinewgame") {
      search.new_game();
      game = std::move(*make_game(rules).game);  // the rules were checked by setoption
    } else if (cmd == "setoption") {
      set_option(w, rules, game);
    } else if (cmd == "position")
      set_position(w, rules, game);
    else if (cmd == "go") {
      if (w.size() >= 3 && w[1] == "perft") {
        int depth = 0;
        try {
          depth = std::stoi(w[2]);
        } catch (...) {
          depth = 0;
        }
        if (depth < 1 || depth > 12)
          error("go perft: depth must be 1..12");
        else
          go_perft(game, depth);
      } else {
        go_search(w, game, rules.multipv, search);
      }
    } else if (cmd == "d")
      display(game);
    else
      error("unknown command '" + cmd + "'");
    std::lock_guard<std::mutex> lock(out_mutex);
    std::cout.flush();
  }
  search.finish();
  return 0;
}
