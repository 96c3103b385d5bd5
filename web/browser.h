// Browser services the app needs, fenced into one place: localStorage, the clipboard,
// navigator.language and the clock. Everything else in web/ is plain C++.
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
void signal_ready();  // body[data-ready="1"] + a console line

}  // namespace xqweb::browser
