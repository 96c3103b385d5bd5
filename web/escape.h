// Text escaped for HTML/XML element text and double-quoted attributes: the embed code's
// iframe (import_export.cpp) and the catalogue's SVG diagrams (canvas_svg.cpp).
#pragma once

#include <string>
#include <string_view>

namespace xqweb {

inline std::string html_escape(std::string_view s) {
  std::string o;
  for (const char c : s) {
    if (c == '&') o += "&amp;";
    else if (c == '"') o += "&quot;";
    else if (c == '<') o += "&lt;";
    else if (c == '>') o += "&gt;";
    else o += c;
  }
  return o;
}

}  // namespace xqweb
