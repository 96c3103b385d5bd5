// Standard base64 (RFC 4648, with padding) for the page's binary payloads: an exported
// XQF file handed to JS for a Blob, a kept record library in localStorage (which holds
// text only, and a file's bytes may contain NULs).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace xqweb {

std::string base64_encode(std::string_view bytes);
// nullopt when `text` is not padded standard base64 (length not a multiple of 4, a
// character outside the alphabet, '=' anywhere but the last two places).
std::optional<std::string> base64_decode(std::string_view text);

}  // namespace xqweb
