// Big5 -> UTF-8 (see big5.h).
#include "core/notation/big5.h"

#include <cstdint>

#include "core/notation/chinese_numbers.h"  // append_utf8

namespace xq::notation {
namespace {

constexpr char16_t kTable[] = {
#include "core/notation/big5_table.inc"
};
constexpr int kTrails = 0xFF - 0x40;  // 191 trail bytes per lead byte
static_assert(sizeof(kTable) / sizeof(kTable[0]) == (0xFF - 0x81) * kTrails);

}  // namespace

std::string big5_to_utf8(std::string_view bytes, std::size_t* bad) {
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
    } else if (b == 0x80 || b == 0xFF || i + 1 >= bytes.size()) {
      append_utf8(out, 0xFFFD);
      ++replaced;
      ++i;
    } else {
      const auto t = static_cast<std::uint8_t>(bytes[i + 1]);
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
