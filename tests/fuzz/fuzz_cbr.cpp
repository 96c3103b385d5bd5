// libFuzzer target: 象棋橋 CBR records and CBL libraries. Any bytes must read without a
// crash; a tree that loaded must be legal (tree_checks.h) and come back the same through
// the writer. Inputs are prefixed with the record magic and a header so the fuzzer
// reaches the move stream (a CBL input: the library magic instead).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "core/notation/cbr.h"
#include "tree_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace xq::notation;
  const std::string_view raw(reinterpret_cast<const char*>(data), size);
  if (looks_like_cbl(raw)) {
    const CblLibrary lib = read_cbl_index(raw);
    for (std::size_t i = 0; i < lib.records.size() && i < 4; ++i) {
      const CbrGame g = read_cbl_game(raw, lib, i);
      if (g.loaded) check_tree(g.tree);
    }
    return 0;
  }
  // A standard start header, then the fuzzer's bytes as the move stream.
  static const std::string header = [] {
    std::string h = write_cbr(
        {}, xq::record::GameTree("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"),
        "*");
    return h.substr(0, 2214);
  }();
  const std::string bytes = looks_like_cbr(raw) ? std::string(raw) : header + std::string(raw);
  const CbrGame g = read_cbr(bytes);
  if (!g.loaded) {
    if (g.warnings.empty()) std::abort();
    return 0;
  }
  check_tree(g.tree);
  const CbrGame back = read_cbr(write_cbr(g.tags, g.tree, g.result));
  if (!back.loaded || !g.tree.same_as(back.tree)) std::abort();
  return 0;
}
