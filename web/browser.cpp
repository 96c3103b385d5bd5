// EM_JS glue for browser.h. Strings cross as UTF-8: JS measures, C++ allocates, JS fills.
#include "browser.h"

#include <emscripten.h>
#include <emscripten/html5.h>

#include <vector>

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
                             fen: UTF8ToString(fen), moves: m ? m.split(' ') : [], level: level })
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
EM_JS(void, js_clear_hash, (), {
  try { history.replaceState(null, String(), location.pathname + location.search); } catch (e) {}
});
// clang-format on

}  // namespace

namespace xqweb::browser {

std::string storage_get(const char* key) {
  const int n = js_storage_len(key);
  if (n <= 1) return {};
  std::vector<char> buf(n);
  js_storage_get(key, buf.data(), n);
  return std::string(buf.data());
}

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

}  // namespace xqweb::browser
