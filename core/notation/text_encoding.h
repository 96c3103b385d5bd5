// The encoding of a record's text (PGN, DhtmlXQ, CBF): files from mainland Chinese sites
// and older programs are GBK/GB18030, from Taiwan and Hong Kong Big5, newer ones UTF-8.
// A text that is valid UTF-8 is taken as UTF-8 (GBK or Big5 text of any length is almost
// never valid UTF-8). Anything else is read both as GBK (core/notation/gbk.h) and as Big5
// (big5.h), and the reading that gives fewer bytes that are no character and more of the
// characters xiangqi records are made of (piece names, 進/进, numerals, …) wins. When the
// two readings score close (a short text, or one of only rare characters) the guess is
// flagged unsure, so the page can offer the other reading (decode_text_as).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace xq::notation {

enum class TextEncoding { Utf8, Gbk, Big5 };
const char* text_encoding_name(TextEncoding e);  // "UTF-8", "GBK", "Big5"

struct DecodedText {
  std::string text;                   // UTF-8, without a leading byte-order mark
  const char* encoding;               // "UTF-8", "GBK" or "Big5": what the bytes were read as
  std::size_t replaced = 0;           // bytes that were no character (became U+FFFD)
  bool unsure = false;                // GBK and Big5 scored close: offer the other reading
  const char* alternative = nullptr;  // when unsure: the other candidate ("GBK" or "Big5")
};

// Is the byte string well-formed UTF-8 (no overlong forms, no surrogates)?
bool is_valid_utf8(std::string_view bytes);

// Detects the encoding as above.
DecodedText decode_text(std::string_view bytes);

// Reads the bytes as `encoding`, no guess (the user's choice). UTF-8 that is not valid
// has its bad bytes replaced by U+FFFD and counted.
DecodedText decode_text_as(std::string_view bytes, TextEncoding encoding);

}  // namespace xq::notation
