// GBK / GB18030 text (XQF records, older Chinese record files) to UTF-8, and back.
//
// Bytes below 0x80 are ASCII; a lead byte 0x81..0xFE with a trail byte 0x40..0xFE (not
// 0x7F) is a two-byte GBK code, looked up in a table generated at build time from
// Python's gb18030 codec (scripts/gbk_table.py); 0x80 is the euro sign (CP936). Anything
// else (a lone lead byte, a bad trail, 0xFF, GB18030's four-byte codes) becomes U+FFFD and
// is counted. NUL bytes are dropped.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace xq::notation {

// `bad`, when given, receives the number of bytes or sequences replaced by U+FFFD.
std::string gbk_to_utf8(std::string_view bytes, std::size_t* bad = nullptr);

// UTF-8 -> GBK, the inverse (for writing XQF): a character GBK has no code for becomes
// '?' and is counted in `unmappable`.
std::string utf8_to_gbk(std::string_view text, std::size_t* unmappable = nullptr);

}  // namespace xq::notation
