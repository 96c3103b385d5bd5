// EM_JS glue for browser_io.h. Every body catches: a sandboxed embed frame throws on
// storage, clipboard, popups and downloads, and the app must not notice.
#include "browser_io.h"

#include <emscripten.h>

#include <vector>

namespace {

// clang-format off
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
EM_JS(int, js_today_len, (), { return 16; });
EM_JS(void, js_today, (char* out, int size), {
  var d = new Date();
  var p = function (n) { return (n < 10 ? '0' : '') + n; };
  stringToUTF8(d.getFullYear() + '-' + p(d.getMonth() + 1) + '-' + p(d.getDate()), out, size);
});
// clang-format on

}  // namespace

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

std::string today() {
  const int n = js_today_len();
  std::vector<char> buf(n);
  js_today(buf.data(), n);
  return std::string(buf.data());
}

}  // namespace xqweb::browser_io
