// A small, tolerant XML tokenizer for record formats that are XML (象棋橋 CBF): start tags
// with their attributes, end tags, and text (entities decoded, CDATA kept as written).
// Declarations, processing instructions, comments and DOCTYPEs are skipped. It checks no
// nesting and knows no namespaces: the format readers do their own structure checks and
// report what they skip. Linear in the input and never recursive, so any bytes are safe.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace xq::notation {

struct XmlToken {
  enum class Kind { Start, End, Text };
  Kind kind = Kind::Text;
  std::string name;                                        // element name (Start, End)
  std::vector<std::pair<std::string, std::string>> attrs;  // Start: decoded values
  bool self_closing = false;                               // Start: <name … />
  std::string text;                                        // Text: decoded
  std::size_t offset = 0;                                  // byte offset in the input
  std::string attr(std::string_view key) const;
};

struct XmlTokens {
  std::vector<XmlToken> tokens;
  std::string error;  // why the scan stopped early (an unclosed tag, comment or CDATA)
};

XmlTokens scan_xml(std::string_view text);

// `text` with &, <, > and " escaped for an attribute or element text.
std::string xml_escape(std::string_view text);

}  // namespace xq::notation
