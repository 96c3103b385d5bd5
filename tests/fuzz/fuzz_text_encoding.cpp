// libFuzzer target: text encodings. Any bytes must decode without a crash in every
// encoding and by detection, always to valid UTF-8; detection must pick one of the
// readings it offers.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/notation/text_encoding.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace xq::notation;
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  for (TextEncoding e : {TextEncoding::Utf8, TextEncoding::Gbk, TextEncoding::Big5})
    if (!is_valid_utf8(decode_text_as(bytes, e).text)) std::abort();
  const DecodedText d = decode_text(bytes);
  if (!is_valid_utf8(d.text)) std::abort();
  if (d.unsure && !d.alternative) std::abort();
  return 0;
}
