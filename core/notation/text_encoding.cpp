// Text encoding detection (see text_encoding.h).
#include "core/notation/text_encoding.h"

#include <string_view>

#include "core/notation/big5.h"
#include "core/notation/chinese_numbers.h"  // decode_utf8, append_utf8
#include "core/notation/gbk.h"

namespace xq::notation {
namespace {

// Characters that make up xiangqi records, in both scripts: pieces, moves, numerals,
// sides, results and the commonest words of comments. A correct reading is full of them;
// the wrong one (GBK bytes read as Big5 or the other way round) gives mostly rare ones.
constexpr std::u32string_view kCommon =
    U"車车馬马炮砲相象仕士帥帅將将兵卒俥傌炮進进退平前後后中一二三四五六七八九十"
    U"１２３４５６７８９紅红黑方局和勝胜負负先手的是了不在有這这個个着著法變变對对"
    U"第年月日賽赛杯國国隊队大象棋譜谱開开残殘殺杀攻守優优勢势";

// Hits on kCommon per character read (×1000), and the replaced bytes.
struct Score {
  long common = 0;
  std::size_t replaced = 0;
};

Score score(const std::string& text, std::size_t replaced) {
  Score s;
  s.replaced = replaced;
  long chars = 0, hits = 0;
  for (std::size_t i = 0; i < text.size();) {
    std::size_t len = 1;
    const char32_t cp = decode_utf8(text, i, &len);
    i += len;
    if (cp < 0x80) continue;
    ++chars;
    if (kCommon.find(cp) != std::u32string_view::npos) ++hits;
  }
  s.common = chars ? hits * 1000 / chars : 0;
  return s;
}

std::string_view without_bom(std::string_view bytes) {
  if (bytes.substr(0, 3) == "\xEF\xBB\xBF") bytes.remove_prefix(3);
  return bytes;
}

// Invalid UTF-8 read as far as it goes, each bad byte a U+FFFD.
std::string repair_utf8(std::string_view s, std::size_t& bad) {
  std::string out;
  for (std::size_t i = 0; i < s.size();) {
    std::size_t len = 1;
    for (std::size_t n = 4; n >= 1; --n)
      if (i + n <= s.size() && is_valid_utf8(s.substr(i, n))) {
        len = n;
        break;
      }
    if (len == 1 && static_cast<unsigned char>(s[i]) >= 0x80) {
      append_utf8(out, 0xFFFD);
      ++bad;
    } else {
      out += s.substr(i, len);
    }
    i += len;
  }
  return out;
}

}  // namespace

const char* text_encoding_name(TextEncoding e) {
  switch (e) {
    case TextEncoding::Utf8:
      return "UTF-8";
    case TextEncoding::Gbk:
      return "GBK";
    case TextEncoding::Big5:
      return "Big5";
  }
  return "";
}

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

DecodedText decode_text_as(std::string_view bytes, TextEncoding encoding) {
  DecodedText out{{}, text_encoding_name(encoding)};
  switch (encoding) {
    case TextEncoding::Utf8:
      bytes = without_bom(bytes);
      out.text = is_valid_utf8(bytes) ? std::string(bytes) : repair_utf8(bytes, out.replaced);
      break;
    case TextEncoding::Gbk:
      out.text = gbk_to_utf8(bytes, &out.replaced);
      break;
    case TextEncoding::Big5:
      out.text = big5_to_utf8(bytes, &out.replaced);
      break;
  }
  return out;
}

DecodedText decode_text(std::string_view bytes) {
  if (is_valid_utf8(bytes)) return decode_text_as(bytes, TextEncoding::Utf8);
  DecodedText gbk = decode_text_as(bytes, TextEncoding::Gbk);
  DecodedText big5 = decode_text_as(bytes, TextEncoding::Big5);
  const Score g = score(gbk.text, gbk.replaced), b = score(big5.text, big5.replaced);
  // Bytes that are no character weigh most: real text has almost none. GBK wins ties
  // (the commoner encoding of the records we know).
  const long g_total = g.common - 200 * static_cast<long>(g.replaced);
  const long b_total = b.common - 200 * static_cast<long>(b.replaced);
  DecodedText& pick = b_total > g_total ? big5 : gbk;
  DecodedText& other = b_total > g_total ? gbk : big5;
  const long margin = b_total > g_total ? b_total - g_total : g_total - b_total;
  // Close: less than 10% more common characters and no replaced byte to tell them apart.
  if (margin < 100) {
    pick.unsure = true;
    pick.alternative = other.encoding;
  }
  return std::move(pick);
}

}  // namespace xq::notation
