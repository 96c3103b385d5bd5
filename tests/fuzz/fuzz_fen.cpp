// libFuzzer target: FEN parsing. Any byte string must give either a position or an error
// with a message; an accepted FEN must print back to a FEN that parses to the same text.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/fen.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  xq::FenResult r = xq::parse_fen(text);
  if (!r.ok()) {
    if (r.error.message.empty()) std::abort();  // every rejection must say why
    return 0;
  }
  const std::string out = xq::to_fen(r.position);
  xq::FenResult again = xq::parse_fen(out);
  if (!again.ok() || xq::to_fen(again.position) != out) std::abort();
  return 0;
}
