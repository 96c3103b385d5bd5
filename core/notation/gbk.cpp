// GBK -> UTF-8 (see gbk.h).
#include "core/notation/gbk.h"

#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

#include "core/notation/chinese_numbers.h"  // decode_utf8, append_utf8

namespace xq::notation {
namespace {

constexpr char16_t kTable[] = {
#include "core/notation/gbk_table.inc"
};
constexpr int kTrails = 0xFF - 0x40;  // 191 trail bytes per lead byte
static_assert(sizeof(kTable) / sizeof(kTable[0]) == (0xFF - 0x81) * kTrails);

}  // namespace

std::string gbk_to_utf8(std::string_view bytes, std::size_t* bad) {
  std::string out;
  out.reserve(bytes.size() * 3 / 2);
  std::size_t replaced = 0;
  for (std::size_t i = 0; i < bytes.size();) {
    const auto b = static_cast<std::uint8_t>(bytes[i]);
    if (b == 0) {
      ++i;
    } else if (b < 0x80) {
      out += static_cast<char>(b);
      ++i;
    } else if (b == 0x80) {
      append_utf8(out, 0x20AC);
      ++i;
    } else if (b == 0xFF || i + 1 >= bytes.size()) {
      append_utf8(out, 0xFFFD);
      ++replaced;
      ++i;
    } else {
      const auto t = static_cast<std::uint8_t>(bytes[i + 1]);
      if (t >= 0x30 && t <= 0x39) {  // GB18030 four-byte code: not in the table
        append_utf8(out, 0xFFFD);
        ++replaced;
        i += i + 3 < bytes.size() ? 4 : 2;
        continue;
      }
      const char16_t cp = t >= 0x40 && t != 0xFF ? kTable[(b - 0x81) * kTrails + (t - 0x40)] : char16_t{0};
      if (cp == 0) {
        append_utf8(out, 0xFFFD);
        ++replaced;
        ++i;  // the trail may start the next character
      } else {
        append_utf8(out, cp);
        i += 2;
      }
    }
  }
  if (bad) *bad = replaced;
  return out;
}

namespace {

// Unicode -> GBK code, sorted by code point, built once from the same table (where two
// codes decode to one character the lower code is kept).
const std::vector<std::pair<char16_t, std::uint16_t>>& reverse_table() {
  static const std::vector<std::pair<char16_t, std::uint16_t>> table = [] {
    std::vector<std::pair<char16_t, std::uint16_t>> t;
    for (int lead = 0x81; lead < 0xFF; ++lead)
      for (int trail = 0x40; trail < 0xFF; ++trail)
        if (const char16_t cp = kTable[(lead - 0x81) * kTrails + (trail - 0x40)]; cp != 0)
          t.emplace_back(cp, static_cast<std::uint16_t>(lead << 8 | trail));
    std::stable_sort(t.begin(), t.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    return t;
  }();
  return table;
}

}  // namespace

std::string utf8_to_gbk(std::string_view text, std::size_t* unmappable) {
  const auto& table = reverse_table();
  std::string out;
  std::size_t missing = 0;
  for (std::size_t i = 0; i < text.size();) {
    std::size_t len = 1;
    const char32_t cp = decode_utf8(text, i, &len);
    i += len;
    if (cp < 0x80) {
      out += static_cast<char>(cp);
      continue;
    }
    if (cp == 0x20AC) {
      out += static_cast<char>(0x80);
      continue;
    }
    const auto it = std::lower_bound(table.begin(), table.end(), cp,
                                     [](const auto& e, char32_t c) { return static_cast<char32_t>(e.first) < c; });
    if (it != table.end() && it->first == cp) {
      out += static_cast<char>(it->second >> 8);
      out += static_cast<char>(it->second & 0xFF);
    } else {
      out += '?';
      ++missing;
    }
  }
  if (unmappable) *unmappable = missing;
  return out;
}

}  // namespace xq::notation
