// Small text helpers shared by the core's parsers (FEN, the modules' FEN items, variant
// text): input from users is split and read the same way everywhere.
#pragma once

#include <cctype>
#include <cstddef>
#include <string_view>
#include <vector>

namespace xq {

// Splits s at runs of whitespace; the views point into s.
inline std::vector<std::string_view> split_whitespace(std::string_view s) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
    std::size_t j = i;
    while (j < s.size() && !std::isspace(static_cast<unsigned char>(s[j]))) ++j;
    if (j > i) out.push_back(s.substr(i, j - i));
    i = j;
  }
  return out;
}

// A number of at most six ASCII digits (FEN clocks, ring cells): false for anything else,
// so hostile input cannot overflow.
inline bool parse_number(std::string_view s, int& out) {
  if (s.empty() || s.size() > 6) return false;
  int v = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return false;
    v = v * 10 + (c - '0');
  }
  out = v;
  return true;
}

}  // namespace xq
