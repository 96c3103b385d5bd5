// libFuzzer target: share link decoding (v1 and v2). Any byte string must decode to a
// state (and a message when rejected); the decoded state must encode (as v2) to a link
// that decodes cleanly to the same state, and a produced game must sit at the decoded ply.
// Inline variant texts (vt=) are parsed, built (bounded by kMaxVariantText and the
// parser's board limits) and replayed like presets.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/share/link.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  xq::share::LinkDecode d = xq::share::decode_link(text);
  if (d.state.ply < 0 || static_cast<std::size_t>(d.state.ply) > d.state.moves.size()) std::abort();
  if (d.game && d.game->ply() != d.state.ply) std::abort();
  if (!d.game) std::abort();  // a board is always offered
  // A broken inline text: the standard board, the text and move codes kept opaque.
  if (!d.state.variant_text.empty() && d.game->variant_text().empty()) return 0;
  const std::string link = xq::share::encode_link(d.state);
  xq::share::LinkDecode again = xq::share::decode_link(link);
  if (!again.ok() || !(again.state == d.state)) std::abort();
  if (xq::share::encode_link(again.state) != link) std::abort();
  return 0;
}
