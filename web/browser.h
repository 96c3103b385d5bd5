// Browser services the app needs, as plain C++ functions: localStorage, the clipboard,
// navigator.language, the clock, the engine workers and the main loop. Their JS glue is in
// web/bridge.cpp, the only file of web/ that talks to the page (scripts/check_layers.py).
#pragma once

#include <string>

namespace xqweb::browser {

std::string storage_get(const char* key);  // "" when missing or storage is unavailable
void storage_set(const char* key, const std::string& value);
void clipboard_write(const std::string& text);
std::string language();  // navigator.language, e.g. "zh-TW"
double now_ms();
int window_width();  // CSS px
int window_height();
float pixel_ratio();
void signal_ready();
// Draws character `cp` with the system's fonts into `alpha` (w x h bytes, one per device
// pixel): font size em_px, baseline at baseline_px from the top. False (alpha untouched)
// when no installed font has it (fonts.cpp bakes such glyphs into the atlas).
bool rasterize_glyph(unsigned cp, float em_px, float baseline_px, int w, int h, unsigned char* alpha);  // body[data-ready="1"] + a console line

// The engine (shell/engine.js, a Web Worker): starts a search for the position after
// `moves` (ICCS, space-separated) from `fen`; the answer comes back through the export
// xq_engine_reply(gen, iccs) (bridge.cpp), with "" when there is no move and "error:…"
// when the engine failed. A new search or engine_stop() supersedes the pending one.
// `variant` and `addons` (space-separated ids) name the game's rules (core/game.h).
void engine_search(int gen, const std::string& fen, const std::string& moves, int level,
                   const std::string& variant = "xiangqi", const std::string& addons = "");
void engine_stop();

std::string location_hash();  // without '#', "" when empty
std::string page_base();      // location.origin + location.pathname
void clear_location_hash();   // history.replaceState without the fragment
// From now on a change of the fragment alone (hashchange) calls the export
// xq_location_hash_changed, which opens it as a link (App::open_link_from_location).
void watch_location_hash();

// The hint engine (web/hint.cpp): a second XQEngine with its own worker, so a hint never
// cancels the computer opponent's search. hint_search starts search `id` of the position
// after `moves` from `fen` (level 8, `movetime_ms`); the reply is polled.
void hint_search(int id, const std::string& variant, const std::string& addons, const std::string& fen,
                 const std::string& moves, int movetime_ms);
struct HintReply {
  int id = -1;           // the search it answers, -1 = no reply yet
  std::string bestmove;  // ICCS, "" = no move
  std::string error;     // "" = none
  int score = 0;         // centipawns, side to move
  int mate = 0;          // full moves to mate (negative: mated), 0 = none
};
int hint_reply_id();  // the id of the reply waiting, -1 = none
HintReply hint_reply();
void hint_reply_clear();

// The analysis engine (web/analysis.cpp): a third XQEngine with its own worker, so an
// analysis never cancels the opponent's or the hint's search. analysis_search starts
// search `id` of the position after `moves` from `fen` (full strength, `movetime_ms`,
// `multipv` lines); the reply is polled as text: "ok DEPTH\n" then one line per engine
// line "SCORE MOVE MOVE…" (ICCS, side to move's centipawns), "over" when the game is over
// there, or "error\tTEXT". analysis_stop ends the running search (its reply never comes).
void analysis_search(int id, const std::string& variant, const std::string& addons, const std::string& fen,
                     const std::string& moves, int movetime_ms, int multipv);
void analysis_stop();
int analysis_reply_id();  // the id of the reply waiting, -1 = none
std::string analysis_reply_text();
void analysis_reply_clear();

// Move sounds (shell/sound.js: 0 move, 1 capture, 2 check, 3 game end); nothing when the
// page has no sound script or no audio.
void play_sound(int kind);
// Screen readers read `text` out: the page's ARIA live region (role=status, visually hidden).
void announce(const std::string& text);
// The system asks for reduced motion (prefers-reduced-motion: reduce): moves do not slide.
bool reduced_motion();

// Runs `frame` once per browser animation frame, forever (main.cpp).
void run_main_loop(void (*frame)());

}  // namespace xqweb::browser
