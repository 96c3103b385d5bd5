// Chinese numbers and UTF-8 (see chinese_numbers.h).
#include "core/notation/chinese_numbers.h"

namespace xq::notation {
namespace {

// 1..9 for a Chinese digit 一…九, else 0.
int chinese_digit_value(char32_t c) {
  for (int i = 0; i < 9; ++i)
    if (c == kChineseDigits[i]) return i + 1;
  return 0;
}

}  // namespace

int digit_value(char32_t c) {
  if (c >= U'1' && c <= U'9') return static_cast<int>(c - U'0');
  if (c >= U'１' && c <= U'９') return static_cast<int>(c - U'０');
  return chinese_digit_value(c);
}

void append_chinese_number(std::string& out, int n, bool red) {
  if (n < 1 || n > 18) return append_utf8(out, U'?');
  if (red) {
    if (n >= 10) append_utf8(out, U'十');
    if (n != 10) append_utf8(out, kChineseDigits[(n - 1) % 10]);
    return;
  }
  if (n >= 10) append_utf8(out, U'１');
  append_utf8(out, static_cast<char32_t>(U'０' + n % 10));
}

std::string mover_digits(int n, bool red) {
  if (n < 1 || n > 18) return std::to_string(n);
  std::string out;
  append_chinese_number(out, n, red);
  return out;
}

int chinese_number_at(std::string_view text, std::size_t pos, std::size_t* len) {
  *len = 0;
  if (pos >= text.size()) return 0;
  std::size_t len1 = 0, len2 = 0;
  const char32_t c = decode_utf8(text, pos, &len1);
  const char32_t next = pos + len1 < text.size() ? decode_utf8(text, pos + len1, &len2) : 0;
  *len = len1;
  // 十 (10), 十一…十九. Only a Chinese digit continues it: "十1" is no number.
  if (c == U'十') {
    const int units = chinese_digit_value(next);
    if (units > 0) *len += len2;
    return 10 + units;
  }
  // １０…１９ in full-width digits. ASCII stays one digit: "兵7進1" may run straight into
  // a move number ("兵7進12.炮2平5"), a full-width pair never does in the records we read.
  if (c == U'１' && next >= U'０' && next <= U'９') {
    *len += len2;
    return 10 + static_cast<int>(next - U'０');
  }
  return digit_value(c);
}

int chinese_digit(char32_t c) {
  std::string one;
  append_utf8(one, c);
  std::size_t len = 0;
  return chinese_number_at(one, 0, &len);
}

char32_t decode_utf8(std::string_view s, std::size_t pos, std::size_t* len) {
  if (pos >= s.size()) {  // past the end: nothing (callers step over it and stop)
    *len = 1;
    return 0;
  }
  const auto b = [&](std::size_t i) { return static_cast<unsigned char>(s[pos + i]); };
  const std::size_t left = s.size() - pos;
  const unsigned char c = b(0);
  if (c < 0x80) { *len = 1; return c; }
  if ((c >> 5) == 6 && left >= 2) { *len = 2; return ((c & 0x1F) << 6) | (b(1) & 0x3F); }
  if ((c >> 4) == 14 && left >= 3) {
    *len = 3;
    return ((c & 0x0F) << 12) | ((b(1) & 0x3F) << 6) | (b(2) & 0x3F);
  }
  if ((c >> 3) == 30 && left >= 4) {
    *len = 4;
    return ((c & 0x07) << 18) | ((b(1) & 0x3F) << 12) | ((b(2) & 0x3F) << 6) | (b(3) & 0x3F);
  }
  *len = 1;
  return 0xFFFD;  // invalid byte: one replacement character per byte
}

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

}  // namespace xq::notation
