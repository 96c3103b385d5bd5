// The JS bridge: C exports (EMSCRIPTEN_KEEPALIVE) that the page, tests and future shell
// scripts call through Module.ccall / cwrap. Strings returned stay valid until the next
// call of the same export. All actions go through App, exactly as a click would.
#include <emscripten.h>

#include <string>

#include "app.h"
#include "i18n.h"
#include "redraw.h"

namespace {

std::string g_out;

const char* out(std::string s) {
  g_out = std::move(s);
  return g_out.c_str();
}

// Any action makes the next ticks render (the page shows the change).
int acted(bool ok) {
  xqweb::redraw_policy().wake();
  return ok ? 1 : 0;
}

}  // namespace

extern "C" {

// The whole visible state: FEN, side, ply, result, message, pieces with board squares and
// CSS-pixel centres, the board geometry, the clickable widgets' rectangles.
EMSCRIPTEN_KEEPALIVE const char* xq_state_json() {
  return out(xqweb::app().state_json());
}

// Plays a move written in ICCS ("h2e2"), WXF ("C2.5") or Chinese ("炮二平五"). 1 = played;
// otherwise the reason is in the state's "message".
EMSCRIPTEN_KEEPALIVE int xq_play(const char* move) {
  return acted(xqweb::app().play_text(move ? move : ""));
}
EMSCRIPTEN_KEEPALIVE int xq_undo() {
  return acted(xqweb::app().undo());
}
EMSCRIPTEN_KEEPALIVE int xq_redo() {
  return acted(xqweb::app().redo());
}
EMSCRIPTEN_KEEPALIVE int xq_new_game() {
  xqweb::app().new_game();
  return acted(true);
}
EMSCRIPTEN_KEEPALIVE int xq_flip() {
  xqweb::app().flip();
  return acted(true);
}
EMSCRIPTEN_KEEPALIVE int xq_load_fen(const char* fen) {
  return acted(xqweb::app().load_fen(fen ? fen : ""));
}
EMSCRIPTEN_KEEPALIVE int xq_view(int ply) {
  xqweb::app().view(ply);
  return acted(true);
}

// A new game of a variant with add-ons (comma-separated ids, "" = none), as the New Game
// dialog starts it. 0 = the core refused; its reason is in the state's "message".
EMSCRIPTEN_KEEPALIVE int xq_start_game(const char* variant, const char* addons) {
  xqweb::GameSetup s = xqweb::app().settings().setup;
  s.variant = variant ? variant : "";
  s.variant_text.clear();  // a preset by id (custom texts: xq_start_custom)
  s.addons = xqweb::split_ids(addons ? addons : "");
  const std::string error = xqweb::app().start_game(s);
  if (!error.empty()) xqweb::app().show_message(error, true);
  return acted(error.empty());
}

// "zh-Hant" | "zh-Hans" | "en"
EMSCRIPTEN_KEEPALIVE int xq_set_language(const char* code) {
  xqweb::Lang l;
  if (!code || !xqweb::lang_from_code(code, l)) return 0;
  xqweb::app().set_language(l);
  return acted(true);
}

// "chinese" | "wxf" | "iccs"
EMSCRIPTEN_KEEPALIVE int xq_set_notation(const char* name) {
  xq::notation::Notation n;
  if (!name || !xq::notation::notation_from_name(name, n)) return 0;
  xqweb::app().set_notation(n);
  return acted(true);
}

// Clock: mode 0 none, 1 total (moves1/minutes1 then moves2/minutes2), 2 per move
// (a = seconds per move, b = reserve minutes). Starts a new game.
EMSCRIPTEN_KEEPALIVE int xq_set_clock(int mode, int a, int b, int c, int d) {
  xqweb::ClockSettings s;
  s.mode = static_cast<xqweb::ClockMode>(mode < 0 || mode > 2 ? 0 : mode);
  if (s.mode == xqweb::ClockMode::Total) s.moves1 = a, s.minutes1 = b, s.moves2 = c, s.minutes2 = d;
  if (s.mode == xqweb::ClockMode::PerMove) s.per_move_seconds = a, s.reserve_minutes = b;
  xqweb::app().apply_clock(s);
  return acted(true);
}

// The engine's answer to request `gen` (see browser.h engine_search): an ICCS move, "" for
// no move, "error:…". Answers for an older position are dropped. 1 = a move was played.
EMSCRIPTEN_KEEPALIVE int xq_engine_reply(int gen, const char* iccs) {
  return acted(xqweb::app().engine_reply(gen, iccs ? iccs : ""));
}

// Opponent: 0 human (hot seat), 1 computer plays Black, 2 computer plays Red, 3 computer
// plays both (watch mode); level 1..8.
EMSCRIPTEN_KEEPALIVE int xq_set_opponent(int opponent, int level) {
  if (opponent < 0 || opponent > 3) return 0;
  xqweb::app().set_opponent(static_cast<xqweb::Opponent>(opponent), level);
  return acted(true);
}

// Puts the share link into the clipboard and the state's "link".
EMSCRIPTEN_KEEPALIVE int xq_copy_link() {
  xqweb::app().copy_link();
  return acted(true);
}

// Frame counters for the frugal-redraw test: {"loops":…, "rendered":…, "skipped":…}.
EMSCRIPTEN_KEEPALIVE const char* xq_frame_stats() {
  const xqweb::FrameStats& s = xqweb::redraw_policy().stats();
  return out("{\"loops\":" + std::to_string(s.loops) + ",\"rendered\":" + std::to_string(s.rendered) +
             ",\"skipped\":" + std::to_string(s.skipped) + "}");
}

}  // extern "C"
