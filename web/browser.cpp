// EM_JS glue for browser.h. Strings cross as UTF-8: JS measures, C++ allocates, JS fills.
#include "browser.h"

#include <emscripten.h>
#include <emscripten/html5.h>

#include <vector>

namespace {

// clang-format off
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
