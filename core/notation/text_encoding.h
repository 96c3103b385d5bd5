// The encoding of a record's text (PGN, DhtmlXQ): files from Chinese sites and older
// programs are GBK/GB18030, newer ones UTF-8. A text that is valid UTF-8 is taken as
// UTF-8 (GBK text of any length is almost never valid UTF-8); anything else is read as
// GBK (core/notation/gbk.h). Big5 is not detected yet.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace xq::notation {

struct DecodedText {
  std::string text;          // UTF-8, without a leading byte-order mark
  const char* encoding;      // "UTF-8" or "GBK": what the bytes were read as
  std::size_t replaced = 0;  // GBK bytes that were no character (became U+FFFD)
};

// Is the byte string well-formed UTF-8 (no overlong forms, no surrogates)?
bool is_valid_utf8(std::string_view bytes);

DecodedText decode_text(std::string_view bytes);

}  // namespace xq::notation
