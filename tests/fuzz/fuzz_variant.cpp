// libFuzzer target: variant texts and their Betza move programs (docs/variants.md §1).
// Any byte string must give variants or line-numbered errors with a message; a Betza
// reading must give moves or a reason. An accepted text with data-defined piece types
// is built into its generic tables and walked (perft 2 from its setup), so the tables
// and the generic move generator see every program the parser lets through.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "core/fen.h"
#include "core/movegen.h"
#include "core/variant/betza.h"
#include "core/variant/registry.h"
#include "core/variant/text_variant.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const std::vector<xq::VariantDef> kKnown = [] {
    std::vector<xq::VariantDef> out;
    for (const xq::Variant* v : xq::builtin_variants()) out.push_back(v->def);
    return out;
  }();
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  xq::BetzaProgram program;
  std::string why;
  if (!xq::parse_betza_program(text, program, why) && why.empty()) std::abort();

  const xq::VariantParseResult parsed = xq::parse_variants(text, kKnown);
  for (const xq::VariantError& e : parsed.errors)
    if (e.message.empty()) std::abort();  // every rejection must say why
  if (!parsed.ok() || parsed.variants.empty() || size > xq::kMaxVariantTextBytes) return 0;
  std::string error;
  const std::shared_ptr<const xq::Variant> v = xq::variant_from_text(text, {}, error);
  if (!v) {
    if (error.empty()) std::abort();
    return 0;
  }
  xq::FenResult start = xq::parse_fen(v->def.setup, *v->geometry);
  if (!start.ok()) std::abort();  // the parser validated the setup on these very tables
  xq::perft(start.position, 2);
  return 0;
}
