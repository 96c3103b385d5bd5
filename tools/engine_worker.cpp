// The engine for the web: core + search compiled to wasm without any UI, loaded by
// shell/engine-worker.js inside a Web Worker (so a long search never blocks the page).
//
// Exports (C ABI, called with ccall/cwrap):
//   const char* xq_engine_search(const char* variant, const char* addons, const char* fen,
//                                const char* moves, int level, int movetime_ms, int book)
//       variant: a preset id of xq::list_variants() ("" = xiangqi), or a variant text
//       (docs/variants.md §1, starting with its "[section]" line: Game::create_from_text); addons: add-on ids
//       separated by spaces or commas; fen: a FEN or "" / "startpos" (the variant's
//       start); moves: ICCS moves separated by spaces or commas;
//       level 1..8; movetime_ms <= 0 = the level's default budget. Returns JSON:
//       {"bestmove":"h2e2","score":34,"mate":null,"depth":9,"seldepth":17,"nodes":..,
//        "time":..,"nps":..,"pv":["h2e2",...]}; book != 0 lets the strongest levels
//       (level.h level_uses_book) answer from the opening book while the position is in it:
//       a weighted random master move, "book":true, depth 0, the move as the pv  ("bestmove":null when there is no legal
//       move or the game is already over, with "result" saying why), or {"error":"..."}.
//       The string stays valid until the next call.
//   const char* xq_engine_analyse(const char* variant, const char* addons, const char* fen,
//                                 const char* moves, int movetime_ms, int depth, int multipv)
//       the analysis board's search (web/analysis.cpp): the same game arguments, no level
//       (full strength), a time and/or depth limit (<= 0 = none; both <= 0 = 300 ms), and
//       `multipv` best lines (1..8). Returns JSON {"depth":..,"nodes":..,"time":..,
//       "lines":[{"score":..,"mate":..,"pv":["h2e2",...]},...]} best first (scores for the
//       side to move), {"lines":[],"result":"..."} when the game is over, or {"error":"..."}.
//   void xq_engine_new_game()    forgets the transposition table and move history stats.
// While searching, each completed iteration is reported through Module.onInfo(json) if
// the page set it (same fields as the result, without "bestmove").
//
// Stopping: a wasm search cannot see a message while it runs (no threads, no
// SharedArrayBuffer), so it ends by its own time limit, or the page terminates the
// worker (shell/engine.js does that on stop() and answers with the last info).
//
// Built with XQ_ENGINE_BENCH_MAIN, the same file is a node benchmark (engine_bench_wasm):
// a fixed-depth search from the start position, printing nodes and nps.
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/notation/iccs.h"
#include "core/search/level.h"
#include "core/search/opening_book.h"
#include "core/search/search.h"

#ifdef __EMSCRIPTEN__
#include <emscripten/emscripten.h>
#define XQ_EXPORT EMSCRIPTEN_KEEPALIVE
// clang-format off
EM_JS(void, xq_report_info, (const char* json), {
  if (typeof Module !== 'undefined' && typeof Module.onInfo === 'function') Module.onInfo(UTF8ToString(json));
});
// clang-format on
#else
#define XQ_EXPORT
static void xq_report_info(const char*) {}
#endif

namespace {

// Built when the module starts (before the worker reports ready), so the first search
// does not pay for allocating the table.
xq::Searcher global_searcher(16);  // MB of transposition table
xq::Searcher& searcher() {
  return global_searcher;
}

std::string escape(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    if (static_cast<unsigned char>(c) < 0x20) continue;
    out += c;
  }
  return out;
}

void write_line_fields(std::ostringstream& json, int depth, int seldepth, int score, std::uint64_t nodes,
                       int time_ms, const std::vector<xq::Move>& pv, const xq::Geometry& geo) {
  json << "\"score\":" << score << ",\"mate\":";
  if (xq::is_mate_score(score))
    json << xq::mate_in_moves(score);
  else
    json << "null";
  const std::uint64_t nps = time_ms > 0 ? nodes * 1000 / static_cast<std::uint64_t>(time_ms) : 0;
  json << ",\"depth\":" << depth << ",\"seldepth\":" << seldepth << ",\"nodes\":" << nodes
       << ",\"time\":" << time_ms << ",\"nps\":" << nps << ",\"pv\":[";
  for (size_t i = 0; i < pv.size(); ++i) json << (i ? "," : "") << '"' << xq::format_iccs(pv[i], geo) << '"';
  json << "]";
}

std::string error_json(const std::string& text) {
  return "{\"error\":\"" + escape(text) + "\"}";
}

// Builds the game from the request, or says what is wrong with it.
std::vector<std::string> words_of(const char* text) {
  std::string list = text ? text : "";
  for (char& c : list)
    if (c == ',') c = ' ';
  std::istringstream in(list);
  std::vector<std::string> out;
  for (std::string word; in >> word;) out.push_back(word);
  return out;
}

std::string build_game(const char* variant, const char* addons, const char* fen, const char* moves,
                       std::optional<xq::Game>& game) {
  std::string fen_text = fen ? fen : "";
  if (fen_text == "startpos") fen_text.clear();
  std::string variant_id = variant && *variant ? variant : xq::Game::kStandardVariant;
  xq::RuleOptions options;
  options.addons = words_of(addons);
  // A custom variant travels as its text (it starts with a "[section]" line).
  xq::GameOrError made = variant_id[0] == '['
                             ? xq::Game::create_from_text(variant_id, fen_text, options)
                             : xq::Game::create(variant_id, fen_text, options);
  if (!made.game) return made.error;
  const xq::Geometry& geo = made.game->position().geometry();
  for (const std::string& word : words_of(moves)) {
    const auto m = xq::parse_iccs(word, geo);
    if (!m) return "bad move text '" + word + "' (expected ICCS like h2e2)";
    const xq::MoveVerdict v = made.game->play(*m);
    if (!v.ok()) return "illegal move " + word + ": " + v.text;
  }
  game = std::move(made.game);
  return {};
}

std::string search_json(const char* variant, const char* addons, const char* fen, const char* moves, int level,
                        int movetime_ms, bool book) {
  std::optional<xq::Game> game;
  if (std::string problem = build_game(variant, addons, fen, moves, game); !problem.empty())
    return error_json(problem);
  const xq::Geometry& geo = game->position().geometry();
  const xq::GameResult result = game->result();
  if (result.over()) return "{\"bestmove\":null,\"result\":\"" + escape(result.text) + "\"}";

  if (book && xq::level_uses_book(level)) {
    static std::random_device entropy;
    const std::uint64_t seed = (std::uint64_t{entropy()} << 32) ^ entropy();
    if (const std::optional<xq::Move> m = xq::pick_book_move(*game, seed)) {
      const std::string iccs = xq::format_iccs(*m, geo);
      return "{\"bestmove\":\"" + iccs + "\",\"book\":true,\"score\":0,\"mate\":null,\"depth\":0,"
             "\"seldepth\":0,\"nodes\":0,\"time\":0,\"nps\":0,\"pv\":[\"" + iccs + "\"]}";
    }
  }
  const xq::SearchLimits limits = xq::limits_for_level(level, movetime_ms);
  const xq::SearchResult r = searcher().search(*game, limits, [&geo](const xq::SearchInfo& i) {
    std::ostringstream json;
    json << "{";
    write_line_fields(json, i.depth, i.seldepth, i.score, i.nodes, i.time_ms, i.pv, geo);
    json << "}";
    xq_report_info(json.str().c_str());
  });
  std::ostringstream json;
  json << "{\"bestmove\":";
  if (r.best.is_none())
    json << "null";
  else
    json << '"' << xq::format_iccs(r.best, geo) << '"';
  json << ",";
  write_line_fields(json, r.depth, r.depth, r.score, r.nodes, r.time_ms, r.pv, geo);
  json << "}";
  return json.str();
}

std::string analyse_json(const char* variant, const char* addons, const char* fen, const char* moves,
                         int movetime_ms, int depth, int multipv) {
  std::optional<xq::Game> game;
  if (std::string problem = build_game(variant, addons, fen, moves, game); !problem.empty())
    return error_json(problem);
  const xq::GameResult over = game->result();
  if (over.over()) return "{\"lines\":[],\"result\":\"" + escape(over.text) + "\"}";
  xq::SearchLimits limits;
  limits.movetime_ms = movetime_ms > 0 ? movetime_ms : 0;
  limits.depth = depth > 0 ? depth : 64;
  if (movetime_ms <= 0 && depth <= 0) limits.movetime_ms = 300;
  limits.multipv = multipv < 1 ? 1 : multipv > 8 ? 8 : multipv;
  const xq::SearchResult r = searcher().search(*game, limits);
  const xq::Geometry& geo = game->position().geometry();
  std::ostringstream json;
  json << "{\"depth\":" << r.depth << ",\"nodes\":" << r.nodes << ",\"time\":" << r.time_ms << ",\"lines\":[";
  for (size_t i = 0; i < r.lines.size(); ++i) {
    const xq::PvLine& line = r.lines[i];
    json << (i ? "," : "") << "{\"score\":" << line.score << ",\"mate\":";
    if (xq::is_mate_score(line.score))
      json << xq::mate_in_moves(line.score);
    else
      json << "null";
    json << ",\"pv\":[";
    for (size_t k = 0; k < line.pv.size(); ++k) json << (k ? "," : "") << '"' << xq::format_iccs(line.pv[k], geo) << '"';
    json << "]}";
  }
  json << "]}";
  return json.str();
}

}  // namespace

extern "C" {

XQ_EXPORT const char* xq_engine_analyse(const char* variant, const char* addons, const char* fen, const char* moves,
                                        int movetime_ms, int depth, int multipv) {
  static std::string answer;
  answer = analyse_json(variant, addons, fen, moves, movetime_ms, depth, multipv);
  return answer.c_str();
}

XQ_EXPORT const char* xq_engine_search(const char* variant, const char* addons, const char* fen, const char* moves,
                                       int level, int movetime_ms, int book) {
  static std::string answer;
  answer = search_json(variant, addons, fen, moves, level, movetime_ms, book != 0);
  return answer.c_str();
}

XQ_EXPORT void xq_engine_new_game() {
  searcher().clear();
}

}  // extern "C"

#ifdef XQ_ENGINE_BENCH_MAIN
// usage: engine_bench_wasm.js [depth]   (default 8)
int main(int argc, char** argv) {
  int depth = argc > 1 ? std::atoi(argv[1]) : 8;
  xq::SearchLimits limits;
  limits.depth = depth < 1 ? 1 : depth;
  const xq::Game game = xq::Game::standard();
  const xq::SearchResult r = searcher().search(game, limits, [](const xq::SearchInfo& i) {
    std::printf("info depth %d score cp %d nodes %llu nps %llu time %d\n", i.depth, i.score,
                static_cast<unsigned long long>(i.nodes), static_cast<unsigned long long>(i.nps), i.time_ms);
  });
  std::printf("bestmove %s\n", xq::format_iccs(r.best).c_str());
  return 0;
}
#endif
