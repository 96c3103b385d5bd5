// libFuzzer target: FEN parsing. Any byte string must give either a position or an error
// with a message; an accepted FEN must print back to a FEN that parses to the same text
// and hash. Parsed on the standard board, on 河山 2018 (the 山界 board with the flag
// ring) and on xiangqi with every add-on that has position state, so the "{…}" add-on
// field (flags, revive rights, double move) is exercised too.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <vector>

#include "core/fen.h"
#include "core/variant/registry.h"

namespace {

std::vector<const xq::Geometry*> boards() {
  std::vector<const xq::Geometry*> out{&xq::xiangqi_geometry()};
  if (const xq::Variant* heshan = xq::find_variant("heshan")) out.push_back(heshan->geometry.get());
  std::string error;
  if (const xq::Variant* all = xq::variant_with_addons(*xq::find_variant("xiangqi"),
                                                       {"flag_ring", "revived_soldier", "horse_scare"}, error))
    out.push_back(all->geometry.get());
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const std::vector<const xq::Geometry*> kBoards = boards();
  std::string_view text(reinterpret_cast<const char*>(data), size);
  for (const xq::Geometry* g : kBoards) {
    xq::FenResult r = xq::parse_fen(text, *g);
    if (!r.ok()) {
      if (r.error.message.empty()) std::abort();  // every rejection must say why
      continue;
    }
    const std::string out = xq::to_fen(r.position);
    xq::FenResult again = xq::parse_fen(out, *g);
    if (!again.ok() || xq::to_fen(again.position) != out || again.position.hash() != r.position.hash()) std::abort();
  }
  return 0;
}
