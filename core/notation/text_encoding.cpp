// Text encoding detection (see text_encoding.h).
#include "core/notation/text_encoding.h"

#include "core/notation/gbk.h"

namespace xq::notation {

bool is_valid_utf8(std::string_view s) {
  std::size_t i = 0;
  while (i < s.size()) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c < 0x80) {
      ++i;
      continue;
    }
    int extra = 0;
    unsigned min = 0;
    if (c >= 0xC2 && c <= 0xDF)
      extra = 1, min = 0x80;
    else if (c >= 0xE0 && c <= 0xEF)
      extra = 2, min = 0x800;
    else if (c >= 0xF0 && c <= 0xF4)
      extra = 3, min = 0x10000;
    else
      return false;
    if (i + static_cast<std::size_t>(extra) >= s.size()) return false;  // cut short
    unsigned cp = c & (0x3F >> extra);
    for (int k = 1; k <= extra; ++k) {
      const auto d = static_cast<unsigned char>(s[i + static_cast<std::size_t>(k)]);
      if ((d & 0xC0) != 0x80) return false;
      cp = (cp << 6) | (d & 0x3F);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
    i += static_cast<std::size_t>(extra) + 1;
  }
  return true;
}

DecodedText decode_text(std::string_view bytes) {
  DecodedText out{{}, "UTF-8", 0};
  if (is_valid_utf8(bytes)) {
    if (bytes.substr(0, 3) == "\xEF\xBB\xBF") bytes.remove_prefix(3);
    out.text = std::string(bytes);
    return out;
  }
  out.encoding = "GBK";
  out.text = gbk_to_utf8(bytes, &out.replaced);
  return out;
}

}  // namespace xq::notation
