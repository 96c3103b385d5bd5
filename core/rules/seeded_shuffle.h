// The seeded shuffle of random setups (暗戰's deal, 漢字將棋's 暗布): splitmix64 steps and a
// Fisher-Yates shuffle, so a seed in the start FEN (`deal:N`) fixes every dealt identity
// on every platform (no std:: distribution, whose results differ between libraries).
#pragma once

#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

namespace xq {

inline std::uint64_t splitmix_next(std::uint64_t& x) {
  std::uint64_t z = (x += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

template <class T>
void seeded_shuffle(std::vector<T>& v, std::uint64_t& stream) {
  for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[splitmix_next(stream) % i]);
}

// `deal:N` of a FEN item: true with the seed when tok is one (N: 1 to 19 digits).
inline bool parse_deal_token(std::string_view tok, std::uint64_t& seed, bool& malformed) {
  malformed = false;
  if (tok.substr(0, 5) != "deal:") return false;
  const std::string_view digits = tok.substr(5);
  seed = 0;
  malformed = digits.empty() || digits.size() > 19;
  for (char ch : digits) {
    if (ch < '0' || ch > '9') malformed = true;
    seed = seed * 10 + static_cast<std::uint64_t>(ch - '0');
  }
  return true;
}

}  // namespace xq
