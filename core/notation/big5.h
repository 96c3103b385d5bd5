// Big5 text (records from Taiwan and Hong Kong sites and programs, in traditional
// characters) to UTF-8.
//
// Bytes below 0x80 are ASCII; a lead byte 0x81..0xFE with a trail byte 0x40..0x7E or
// 0xA1..0xFE is a two-byte code, looked up in a table generated at build time from
// Python's cp950 codec (scripts/big5_table.py, the way scripts/gbk_table.py makes the GBK
// table). Anything else (a lone lead byte, a bad trail, 0x80, 0xFF, a code with no
// character) becomes U+FFFD and is counted. NUL bytes are dropped.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace xq::notation {

// `bad`, when given, receives the number of bytes or pairs replaced by U+FFFD.
std::string big5_to_utf8(std::string_view bytes, std::size_t* bad = nullptr);

}  // namespace xq::notation
