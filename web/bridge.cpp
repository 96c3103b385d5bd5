// The one bridge between C++ and the page's JavaScript. Everything JS-facing in web/
// lives here and nowhere else (scripts/check_layers.py checks it):
//
//  - the JS glue (EM_JS) behind browser.h and browser_io.h: storage, clipboard, location,
//    the engine workers (the opponent's and the hint's), glyphs, downloads, dialogs;
//  - the C exports (EMSCRIPTEN_KEEPALIVE) that the page, the HTML dialogs (shell/io.js,
//    the custom-variant dialog), the embed page and the tests call through Module.ccall.
//    Strings returned stay valid until the next string-returning export. Every action goes
//    through App (or the module behind it) exactly as a click would, and wakes the
//    redraw loop so the page shows the change;
//  - the Emscripten main loop and the browser's clock and pixel ratio.
//
// Strings cross as UTF-8: JS measures, C++ allocates, JS fills. Every JS body that touches
// storage, the clipboard, popups or downloads catches: a sandboxed embed frame throws
// there, and the app must not notice.
#include <emscripten.h>
#include <emscripten/html5.h>

#include <string>
#include <vector>

#include "app.h"
#include "browser.h"
#include "browser_io.h"
#include "i18n.h"
#include "import_export.h"
#include "record_library_view.h"
#include "saved_libraries.h"
#include "new_game_dialog.h"
#include "redraw.h"

namespace {

// clang-format off
// Draws one character with the system's fonts (Kai faces first, to match the subset font's
// style) into an alpha bitmap of w x h device pixels: font size em_px, baseline at
// baseline_px, centred horizontally. Returns 0 when no installed font has the character:
// its drawing then equals that of a private-use code point no font has (the fallback box
// or nothing), and the caller leaves the glyph out instead of baking a box.
EM_JS(int, js_rasterize_glyph, (int cp, float em_px, float baseline_px, int w, int h, unsigned char* out), {
  const c = Module.xqGlyphCanvas || (Module.xqGlyphCanvas = document.createElement("canvas"));
  if (c.width < w) c.width = w;
  if (c.height < h) c.height = h;
  const ctx = c.getContext("2d", { willReadFrequently: true });
  const draw = (ch) => {
    ctx.clearRect(0, 0, c.width, c.height);
    ctx.font = em_px + "px 'LXGW WenKai', 'Kaiti TC', 'Kaiti SC', STKaiti, KaiTi, BiauKai, " +
               "'AR PL UKai TW', 'AR PL UKai CN', 'Noto Serif CJK TC', 'Noto Sans CJK TC', serif";
    ctx.textBaseline = "alphabetic";
    ctx.fillStyle = "#fff";
    const adv = ctx.measureText(ch).width;
    ctx.fillText(ch, (w - adv) / 2, baseline_px);
    return ctx.getImageData(0, 0, w, h).data;
  };
  const key = em_px + "/" + baseline_px + "/" + w + "x" + h;
  const cache = Module.xqGlyphNone || (Module.xqGlyphNone = {});
  const none = cache[key] || (cache[key] = draw(String.fromCodePoint(0x10FFFD)).slice());
  const img = draw(String.fromCodePoint(cp));
  let same = true, ink = 0;
  for (let i = 3; i < img.length; i += 4) {
    if (img[i] !== none[i]) same = false;
    ink += img[i];
  }
  if (same || ink === 0) return 0;
  for (let i = 0, j = 3; i < w * h; ++i, j += 4) HEAPU8[out + i] = img[j];
  return 1;
});
EM_JS(int, js_storage_len, (const char* key), {
  try {
    var v = window.localStorage.getItem(UTF8ToString(key));
    return v === null ? 0 : lengthBytesUTF8(v) + 1;
  } catch (e) { return 0; }
});
EM_JS(void, js_storage_get, (const char* key, char* out, int size), {
  var v = String();
  try { v = window.localStorage.getItem(UTF8ToString(key)) || String(); } catch (e) {}  // sandboxed: none
  stringToUTF8(v, out, size);
});
EM_JS(void, js_storage_set, (const char* key, const char* value), {
  try { window.localStorage.setItem(UTF8ToString(key), UTF8ToString(value)); } catch (e) {}
});
EM_JS(void, js_clipboard_write, (const char* text), {
  var t = UTF8ToString(text);
  window.xqLastCopied = t;
  try { if (navigator.clipboard) navigator.clipboard.writeText(t).catch(function () {}); } catch (e) {}
});
EM_JS(int, js_language_len, (), { return lengthBytesUTF8(navigator.language || 'en') + 1; });
EM_JS(void, js_language, (char* out, int size), { stringToUTF8(navigator.language || 'en', out, size); });
EM_JS(int, js_window_width, (), { return window.innerWidth; });
EM_JS(int, js_window_height, (), { return window.innerHeight; });
EM_JS(void, js_signal_ready, (), {
  document.body.setAttribute('data-ready', '1');
  console.log('xiangqi: ready');
});
EM_JS(void, js_engine_search, (int gen, const char* fen, const char* moves, int level, const char* variant,
                               const char* addons), {
  var reply = function (text) {
    window.xqEngineGen = -1;
    Module.ccall('xq_engine_reply', 'number', ['number', 'string'], [gen, text]);
  };
  try {
    if (typeof XQEngine === 'undefined') { setTimeout(function () { reply('error:engine.js not loaded'); }, 0); return; }
    if (!window.xqEngine) window.xqEngine = new XQEngine();
    window.xqEngineGen = gen;
    var m = UTF8ToString(moves), a = UTF8ToString(addons);
    window.xqEngine.search({ variant: UTF8ToString(variant), addons: a ? a.split(' ') : [],
                             fen: UTF8ToString(fen), moves: m ? m.split(' ') : [], level: level, book: true })
      .then(function (r) { if (window.xqEngineGen === gen) reply(r && r.bestmove ? r.bestmove : String()); },
            function (e) { if (window.xqEngineGen === gen) reply('error:' + (e && e.message ? e.message : e)); });
  } catch (e) { setTimeout(function () { reply('error:' + e); }, 0); }
});
EM_JS(void, js_engine_stop, (), {
  window.xqEngineGen = -1;
  try { if (window.xqEngine) window.xqEngine.stop(); } catch (e) {}
});
EM_JS(int, js_hash_len, (), { return lengthBytesUTF8(location.hash.substring(1)) + 1; });
EM_JS(void, js_hash, (char* out, int size), { stringToUTF8(location.hash.substring(1), out, size); });
EM_JS(int, js_base_len, (), { return lengthBytesUTF8(location.origin + location.pathname) + 1; });
EM_JS(void, js_base, (char* out, int size), { stringToUTF8(location.origin + location.pathname, out, size); });
EM_JS(void, js_watch_hash, (), {
  window.addEventListener('hashchange', function () {
    if (location.hash.length > 1) Module.ccall('xq_location_hash_changed', 'number', [], []);
  });
});
EM_JS(void, js_clear_hash, (), {
  try { history.replaceState(null, String(), location.pathname + location.search); } catch (e) {}
});
EM_JS(void, js_play_sound, (int kind), {
  try { if (window.xqPlaySound) window.xqPlaySound(kind); } catch (e) {}
});
EM_JS(void, js_announce, (const char* text), {
  try {
    var el = document.getElementById('xq-live');
    if (!el) {
      el = document.createElement('div');
      el.id = 'xq-live';
      el.setAttribute('role', 'status');
      el.setAttribute('aria-live', 'polite');
      el.style.cssText = 'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap';
      document.body.appendChild(el);
    }
    el.textContent = UTF8ToString(text);
  } catch (e) {}
});
EM_JS(int, js_reduced_motion, (), {
  try { return window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 1 : 0; }
  catch (e) { return 0; }
});
EM_JS(int, js_is_embed, (), { try { return window.XQ_EMBED ? 1 : 0; } catch (e) { return 0; } });
EM_JS(int, js_page_dir_len, (), {
  var h = String(location.href).split('#')[0].split('?')[0];
  return lengthBytesUTF8(h.substring(0, h.lastIndexOf('/') + 1)) + 1;
});
EM_JS(void, js_page_dir, (char* out, int size), {
  var h = String(location.href).split('#')[0].split('?')[0];
  stringToUTF8(h.substring(0, h.lastIndexOf('/') + 1), out, size);
});
EM_JS(int, js_open_url, (const char* url), {
  var u = UTF8ToString(url);
  window.xqLastOpened = u;
  var w = null;
  try { w = window.open(u, '_blank'); } catch (e) { w = null; }
  if (w) { try { w.opener = null; } catch (e) {} return 1; }
  try { if (window.parent !== window) window.parent.postMessage({ type: 'xiangqi:open', url: u }, '*'); } catch (e) {}
  return 0;
});
EM_JS(int, js_download_png, (const char* name, float x, float y, float w, float h), {
  try {
    var src = Module.canvas;
    var k = src.width / Math.max(1, src.clientWidth || window.innerWidth);
    var c = document.createElement('canvas');
    c.width = Math.max(1, Math.round(w * k));
    c.height = Math.max(1, Math.round(h * k));
    c.getContext('2d').drawImage(src, Math.round(x * k), Math.round(y * k), c.width, c.height, 0, 0, c.width, c.height);
    var url = c.toDataURL('image/png');
    var n = UTF8ToString(name);
    window.xqLastDownload = { name: n, type: 'image/png', dataUrl: url };
    if (window.XQIO && window.XQIO.downloadUrl) window.XQIO.downloadUrl(n, url);
    return 1;
  } catch (e) {
    console.warn('PNG export: ' + e);
    return 0;
  }
});
EM_JS(void, js_open_io_dialog, (const char* which), {
  try { if (window.XQIO) window.XQIO.open(UTF8ToString(which)); } catch (e) { console.warn('io dialog: ' + e); }
});
EM_JS(void, js_open_about, (const char* lang), {
  try { if (window.XQAbout) window.XQAbout.open(UTF8ToString(lang)); } catch (e) { console.warn('about: ' + e); }
});
EM_JS(void, js_open_catalogue, (const char* lang), {
  try { window.location.assign('catalogue.html?l=' + encodeURIComponent(UTF8ToString(lang))); } catch (e) { console.warn('catalogue: ' + e); }
});
EM_JS(double, js_epoch_ms, (), { return Date.now(); });
EM_JS(int, js_today_len, (), { return 16; });
EM_JS(void, js_today, (char* out, int size), {
  var d = new Date();
  var p = function (n) { return (n < 10 ? '0' : '') + n; };
  stringToUTF8(d.getFullYear() + '-' + p(d.getMonth() + 1) + '-' + p(d.getDate()), out, size);
});
// A second XQEngine (own worker) so a hint never cancels the computer opponent's search.
EM_JS(void, js_hint_search, (int id, const char* variant, const char* addons, const char* fen, const char* moves,
                             int movetime), {
  window.xqHintReply = null;
  var done = function (r) { window.xqHintReply = Object.assign({ id: id }, r); };
  try {
    if (typeof XQEngine === 'undefined') { done({ error: 'engine.js not loaded' }); return; }
    if (!window.xqHintEngine) window.xqHintEngine = new XQEngine();
    var m = UTF8ToString(moves), a = UTF8ToString(addons);
    window.xqHintEngine.search({ variant: UTF8ToString(variant), addons: a ? a.split(' ') : [],
                                 fen: UTF8ToString(fen), moves: m ? m.split(' ') : [], level: 8, movetime: movetime })
      .then(function (r) { done({ bestmove: r.bestmove || String(), score: r.score | 0, mate: r.mate | 0 }); },
            function (e) { done({ error: String(e && e.message ? e.message : e) }); });
  } catch (e) { done({ error: String(e) }); }
});
EM_JS(int, js_hint_ready, (), { var r = window.xqHintReply; return r ? r.id : -1; });
EM_JS(int, js_hint_score, (), { return window.xqHintReply.score | 0; });
EM_JS(int, js_hint_mate, (), { return window.xqHintReply.mate | 0; });
EM_JS(int, js_hint_text_len, (int error), {
  var r = window.xqHintReply, t = (error ? r.error : r.bestmove) || String();
  return lengthBytesUTF8(t) + 1;
});
EM_JS(void, js_hint_text, (int error, char* out, int size), {
  var r = window.xqHintReply, t = (error ? r.error : r.bestmove) || String();
  stringToUTF8(t, out, size);
});
EM_JS(void, js_hint_clear, (), { window.xqHintReply = null; });
// The analysis engine (a third XQEngine): its answer flattened to the text analysis.cpp reads.
EM_JS(void, js_analysis_search, (int id, const char* variant, const char* addons, const char* fen,
                                 const char* moves, int movetime, int multipv), {
  window.xqAnalysisReply = null;
  var done = function (text) { window.xqAnalysisReply = { id: id, text: text }; };
  try {
    if (typeof XQEngine === 'undefined') { done('error\tengine.js not loaded'); return; }
    if (!window.xqAnalysisEngine) window.xqAnalysisEngine = new XQEngine();
    var m = UTF8ToString(moves), a = UTF8ToString(addons);
    window.xqAnalysisEngine.analyse({ variant: UTF8ToString(variant), addons: a ? a.split(' ') : [],
                                      fen: UTF8ToString(fen), moves: m ? m.split(' ') : [], movetime: movetime,
                                      multipv: multipv })
      .then(function (r) {
              // The page's own stop() wants no answer; the watchdog's (an overrun) gets one,
              // or the pass would wait for it for ever.
              if (r.stopped && !r.timedOut) return;
              if (!r.lines || !r.lines.length) {
                done(r.result ? 'over' : r.timedOut ? 'error\tthe engine did not answer in time' : 'error\tno move');
                return;
              }
              var t = 'ok ' + (r.depth | 0) + '\n';
              r.lines.forEach(function (l) { t += (l.score | 0) + ' ' + l.pv.join(' ') + '\n'; });
              done(t);
            },
            function (e) { done('error\t' + String(e && e.message ? e.message : e)); });
  } catch (e) { done('error\t' + String(e)); }
});
EM_JS(void, js_analysis_stop, (), { if (window.xqAnalysisEngine) window.xqAnalysisEngine.stop(); });
EM_JS(int, js_analysis_ready, (), { var r = window.xqAnalysisReply; return r ? r.id : -1; });
EM_JS(int, js_analysis_text_len, (), { var r = window.xqAnalysisReply; return lengthBytesUTF8(r ? r.text : String()) + 1; });
EM_JS(void, js_analysis_text, (char* out, int size), {
  var r = window.xqAnalysisReply;
  stringToUTF8(r ? r.text : String(), out, size);
});
EM_JS(void, js_analysis_clear, (), { window.xqAnalysisReply = null; });
// clang-format on

std::string hint_text(bool error) {
  const int n = js_hint_text_len(error ? 1 : 0);
  std::vector<char> buf(n);
  js_hint_text(error ? 1 : 0, buf.data(), n);
  return std::string(buf.data());
}

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

namespace xqweb::browser {

std::string storage_get(const char* key) {
  const int n = js_storage_len(key);
  if (n <= 1) return {};
  std::vector<char> buf(n);
  js_storage_get(key, buf.data(), n);
  return std::string(buf.data());
}

void play_sound(int kind) { js_play_sound(kind); }
void announce(const std::string& text) { js_announce(text.c_str()); }
bool reduced_motion() { return js_reduced_motion() != 0; }

void storage_set(const char* key, const std::string& value) {
  js_storage_set(key, value.c_str());
}
void clipboard_write(const std::string& text) {
  js_clipboard_write(text.c_str());
}

std::string language() {
  const int n = js_language_len();
  std::vector<char> buf(n);
  js_language(buf.data(), n);
  return std::string(buf.data());
}

double now_ms() {
  return emscripten_get_now();
}
int window_width() {
  return js_window_width();
}
int window_height() {
  return js_window_height();
}
float pixel_ratio() {
  return static_cast<float>(emscripten_get_device_pixel_ratio());
}
bool rasterize_glyph(unsigned cp, float em_px, float baseline_px, int w, int h, unsigned char* alpha) {
  return js_rasterize_glyph(static_cast<int>(cp), em_px, baseline_px, w, h, alpha) != 0;
}
void signal_ready() {
  js_signal_ready();
}

void engine_search(int gen, const std::string& fen, const std::string& moves, int level,
                   const std::string& variant, const std::string& addons) {
  js_engine_search(gen, fen.c_str(), moves.c_str(), level, variant.c_str(), addons.c_str());
}
void engine_stop() {
  js_engine_stop();
}

std::string location_hash() {
  const int n = js_hash_len();
  if (n <= 1) return {};
  std::vector<char> buf(n);
  js_hash(buf.data(), n);
  return std::string(buf.data());
}
std::string page_base() {
  const int n = js_base_len();
  std::vector<char> buf(n);
  js_base(buf.data(), n);
  return std::string(buf.data());
}
void clear_location_hash() {
  js_clear_hash();
}

void watch_location_hash() {
  js_watch_hash();
}

void hint_search(int id, const std::string& variant, const std::string& addons, const std::string& fen,
                 const std::string& moves, int movetime_ms) {
  js_hint_search(id, variant.c_str(), addons.c_str(), fen.c_str(), moves.c_str(), movetime_ms);
}
int hint_reply_id() {
  return js_hint_ready();
}
HintReply hint_reply() {
  HintReply r;
  r.id = js_hint_ready();
  if (r.id < 0) return r;
  r.error = hint_text(true);
  r.bestmove = hint_text(false);
  r.score = js_hint_score();
  r.mate = js_hint_mate();
  return r;
}
void hint_reply_clear() {
  js_hint_clear();
}
void analysis_search(int id, const std::string& variant, const std::string& addons, const std::string& fen,
                     const std::string& moves, int movetime_ms, int multipv) {
  js_analysis_search(id, variant.c_str(), addons.c_str(), fen.c_str(), moves.c_str(), movetime_ms, multipv);
}
void analysis_stop() {
  js_analysis_stop();
}
int analysis_reply_id() {
  return js_analysis_ready();
}
std::string analysis_reply_text() {
  const int n = js_analysis_text_len();
  std::vector<char> buf(static_cast<std::size_t>(n));
  js_analysis_text(buf.data(), n);
  return std::string(buf.data());
}
void analysis_reply_clear() {
  js_analysis_clear();
}

void run_main_loop(void (*frame)()) {
  emscripten_set_main_loop(frame, 0, true);
}

}  // namespace xqweb::browser

namespace xqweb::browser_io {

bool is_embed() {
  return js_is_embed() != 0;
}

std::string page_dir() {
  const int n = js_page_dir_len();
  std::vector<char> buf(n);
  js_page_dir(buf.data(), n);
  return std::string(buf.data());
}

bool open_url(const std::string& url) {
  return js_open_url(url.c_str()) != 0;
}

bool download_canvas_png(const std::string& name, float x, float y, float w, float h) {
  return js_download_png(name.c_str(), x, y, w, h) != 0;
}

void open_io_dialog(const char* which) {
  js_open_io_dialog(which);
}

void open_about(const char* lang_code) {
  js_open_about(lang_code);
}

void open_catalogue(const char* lang_code) {
  js_open_catalogue(lang_code);
}

double epoch_ms() { return js_epoch_ms(); }

std::string today() {
  const int n = js_today_len();
  std::vector<char> buf(n);
  js_today(buf.data(), n);
  return std::string(buf.data());
}

}  // namespace xqweb::browser_io

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

// The open record library kept with the saved games (web/saved_libraries.h): 1 kept, 0
// not (the reason in the page's message).
EMSCRIPTEN_KEEPALIVE int xq_keep_library() {
  return acted(xqweb::keep_open_library(xqweb::app()));
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

// Frame counters for the frugal-redraw test and whether the page has settled (redraw.h):
// {"loops":…, "rendered":…, "skipped":…, "quiet":…, "layout_frames":…, "settled":…}. The
// tests' appState waits for "settled" before it reads widget rectangles.
EMSCRIPTEN_KEEPALIVE const char* xq_frame_stats() {
  const xqweb::RedrawPolicy& p = xqweb::redraw_policy();
  const xqweb::FrameStats& s = p.stats();
  return out("{\"loops\":" + std::to_string(s.loops) + ",\"rendered\":" + std::to_string(s.rendered) +
             ",\"skipped\":" + std::to_string(s.skipped) + ",\"quiet\":" + std::to_string(s.quiet) +
             ",\"layout_frames\":" + std::to_string(s.layout_frames) +
             ",\"indices\":" + std::to_string(s.indices) +
             ",\"settled\":" + (p.settled() ? "true" : "false") + "}");
}


// ---- import / export and sharing (web/import_export.h; the dialogs are shell/io.js) ----

// Imports pasted text (PGN in any notation, DhtmlXQ, FEN, movetext). 1 = the game was
// replaced; 0 = the current game is kept and the state's "message" names the line and
// move that failed.
EMSCRIPTEN_KEEPALIVE int xq_import(const char* text) {
  return acted(xqweb::import_text(xqweb::app(), text ? text : ""));
}

// The same for a file's bytes (an XQF record is binary: no text decoding on the way).
EMSCRIPTEN_KEEPALIVE int xq_import_bytes(const char* data, int size) {
  return acted(xqweb::import_text(xqweb::app(), std::string_view(data ? data : "", data ? static_cast<std::size_t>(size) : 0)));
}

// The current game as text: format "pgn" | "dhtmlxq" | "fen"; notation for PGN
// "chinese" | "chinese-simplified" | "wxf" | "iccs" ("" = the panel's choice).
EMSCRIPTEN_KEEPALIVE const char* xq_export(const char* format, const char* notation) {
  return out(xqweb::export_text(xqweb::app(), format ? format : "", notation ? notation : ""));
}

// A text file's bytes decoded for the Import dialog: JSON {text, encoding, unsure,
// alternative, replaced} (web/import_export.h decode_text_json; encoding "" detects).
EMSCRIPTEN_KEEPALIVE const char* xq_decode_text(const char* data, int size, const char* encoding) {
  return out(xqweb::decode_text_json(std::string_view(data ? data : "", data ? static_cast<std::size_t>(size) : 0),
                                     encoding ? encoding : ""));
}

// The open record library (web/record_library_view.h): its games matching `query` as
// JSON; and game `index` of it onto the board (1; 0 with the reason in the message).
EMSCRIPTEN_KEEPALIVE const char* xq_library_json(const char* query) {
  return out(xqweb::library_json(query ? query : ""));
}
EMSCRIPTEN_KEEPALIVE int xq_open_library_game(int index) {
  return acted(index >= 0 && xqweb::open_library_game(xqweb::app(), static_cast<std::size_t>(index)));
}

// The game as an XQF file: JSON {ok, text, base64} (web/import_export.h export_xqf_json);
// the Export dialog turns base64 into a Blob to download.
EMSCRIPTEN_KEEPALIVE const char* xq_export_xqf() {
  return out(xqweb::export_xqf_json(xqweb::app()));
}

// Takes a PNG of the board after the next frames (the dialog closes first).
EMSCRIPTEN_KEEPALIVE int xq_export_png() {
  xqweb::request_png_export();
  return acted(true);
}

// The dialogs' labels in the current language, and the current notation.
EMSCRIPTEN_KEEPALIVE const char* xq_io_strings() {
  return out(xqweb::io_strings_json());
}

// Opens a share link fragment ("v2.…", '#' optional) like a start-up link. 1 = no error.
EMSCRIPTEN_KEEPALIVE int xq_open_link(const char* fragment) {
  return acted(xqweb::app().open_link(fragment ? fragment : ""));
}

// The address bar's fragment changed (browser::watch_location_hash): open it as a link.
EMSCRIPTEN_KEEPALIVE int xq_location_hash_changed() {
  xqweb::app().open_link_from_location();
  return acted(true);
}

// The share link fragment of what is shown ("v2.…").
EMSCRIPTEN_KEEPALIVE const char* xq_link_fragment() {
  return out(xqweb::app().link_fragment());
}

// The <iframe> snippet that "Copy embed code" copies.
EMSCRIPTEN_KEEPALIVE const char* xq_embed_code() {
  return out(xqweb::embed_code(xqweb::app()));
}

// Embed: autoplay at `ms` per move (0 stops).
EMSCRIPTEN_KEEPALIVE int xq_set_autoplay(int ms) {
  xqweb::app().set_autoplay(ms < 0 ? 0 : ms);
  return acted(true);
}

// ---- the custom-variant dialog (web/new_game_dialog.h) ----

// The dialog's labels and the text it starts with (the draft's, else a template).
EMSCRIPTEN_KEEPALIVE const char* xq_custom_strings() {
  return out(xqweb::custom_variant_strings_json());
}

// Checks a variant text with the draft's add-ons: {"error": the parser's line-numbered
// messages or "", "id", "name"} (the dialog calls it on every edit).
EMSCRIPTEN_KEEPALIVE const char* xq_check_variant_text(const char* text) {
  return out(xqweb::check_variant_text_json(text ? text : ""));
}

// Starts a game of the custom variant (the draft's add-ons and rule set). 1 = started;
// 0 = not (the state's message holds the error).
EMSCRIPTEN_KEEPALIVE int xq_start_custom(const char* text) {
  return acted(xqweb::start_custom_variant(xqweb::app(), text ? text : ""));
}

}  // extern "C"
