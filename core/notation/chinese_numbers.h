// Chinese numbers and UTF-8: the text pieces every Chinese form is built of, shared by the
// Chinese notation, the movetext dispatcher and the rule modules' own forms (宮旗). A leaf
// (standard library only), so a rule module may include it.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace xq::notation {

inline constexpr char32_t kChineseDigits[] = {U'一', U'二', U'三', U'四', U'五', U'六', U'七', U'八', U'九'};

// 1..9 for one digit character (Chinese, full-width or ASCII), else 0.
int digit_value(char32_t c);

// Numbers 1..18 (files of boards up to 18 wide, moves up to 17 ranks): Red writes 一…九,
// 十, 十一…十八, Black full-width １…９, １０…１８. Appends '?' outside 1..18.
void append_chinese_number(std::string& out, int n, bool red);
// The same as a string, and ASCII digits outside 1..18 (a file of a wider board).
std::string mover_digits(int n, bool red);
// The number written at text[pos]: one Chinese, full-width or ASCII digit 1..9, or two
// characters 十 + 一…八 / １ + ０…８ / 1 + 0…8 for 10..18 (十 alone is 10). 0 if none;
// *len is the bytes it takes. No move form puts two numbers side by side, so reading
// the longest number is never ambiguous.
int chinese_number_at(std::string_view text, std::size_t pos, std::size_t* len);
// The number a single character stands for (一…九, 十, １…９, 1…9), else 0.
int chinese_digit(char32_t c);

// UTF-8 helpers shared with the movetext scanner.
char32_t decode_utf8(std::string_view text, std::size_t pos, std::size_t* len);
void append_utf8(std::string& out, char32_t cp);

}  // namespace xq::notation
