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
  var v = window.localStorage.getItem(UTF8ToString(key)) || String();
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

}  // namespace xqweb::browser
