// GBK -> UTF-8 (see gbk.h).
#include "core/notation/gbk.h"

#include <cstdint>

namespace xq::notation {
namespace {

constexpr char16_t kTable[] = {
#include "core/notation/gbk_table.inc"
};
constexpr int kTrails = 0xFF - 0x40;  // 191 trail bytes per lead byte
static_assert(sizeof(kTable) / sizeof(kTable[0]) == (0xFF - 0x81) * kTrails);

void append_utf8(std::string& out, char32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

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

}  // namespace xq::notation
