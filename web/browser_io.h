// Browser services for sharing, embedding, import/export and the game list, plain C++
// functions like browser.h (the JS glue is in web/bridge.cpp): every call is guarded, so a sandboxed frame (no storage, no
// clipboard, no downloads, no popups) degrades to "did nothing" instead of throwing.
#pragma once

#include <string>

namespace xqweb::browser_io {

bool is_embed();              // the page is embed.html (window.XQ_EMBED)
std::string page_dir();       // location.href without fragment/query/last segment
// Opens `url` in a new tab; when the frame may not open windows, asks the host page
// (postMessage {type:'xiangqi:open', url}). Returns whether a window opened.
bool open_url(const std::string& url);
// The board area of the canvas (CSS px) as a PNG download named `name`; call right after
// a frame was drawn (WebGL keeps no drawing buffer after the frame). Also published as
// window.xqLastDownload = {name, type, dataUrl} for tests.
bool download_canvas_png(const std::string& name, float x, float y, float w, float h);
// The import/export dialogs are HTML (shell/io.js): real text areas paste and take any
// script; "import" or "export".
void open_io_dialog(const char* which);
// The About dialog (shell/about.js): version, licences, data attributions, in the UI
// language `lang_code` ("zh-Hant", "zh-Hans", "en").
void open_about(const char* lang_code);
// The catalogue page (catalogue.html: every system the seeds name, with Play links) in
// the same tab, in the UI language `lang_code`; the game in progress is saved already.
void open_catalogue(const char* lang_code);
std::string today();  // "2026-11-29" (local date)
double epoch_ms();    // Date.now(): ms since 1970 (ids that stay unique across visits)

}  // namespace xqweb::browser_io
