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

// Splits a FEN item's value at dots ("e5.N.deal:7"; a share link keeps dots as they are).
// False when an item between two dots is empty; one trailing dot is allowed.
inline bool split_dot_items(std::string_view s, std::vector<std::string_view>& out) {
  out.clear();
  std::size_t i = 0;
  while (i <= s.size()) {
    std::size_t end = s.find('.', i);
    if (end == std::string_view::npos) end = s.size();
    const std::string_view tok = s.substr(i, end - i);
    i = end + 1;
    if (tok.empty()) {
      if (end == s.size()) break;
      return false;
    }
    out.push_back(tok);
  }
  return true;
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
