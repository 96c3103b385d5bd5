// Small text helpers shared by the core's parsers (FEN, variant text): input from users is
// split the same way everywhere.
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

}  // namespace xq
