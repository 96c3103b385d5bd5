// libFuzzer target: 象棋橋 CBF records (XML). Any bytes must read without a crash; a tree
// that loaded must be legal (tree_checks.h) and come back the same through the writer.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/notation/cbf.h"
#include "tree_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  const xq::notation::CbfGame g = xq::notation::read_cbf(bytes);
  if (!g.loaded) {
    if (g.warnings.empty()) std::abort();
    return 0;
  }
  check_tree(g.tree);
  const xq::notation::CbfGame back =
      xq::notation::read_cbf(xq::notation::write_cbf(g.tags, g.tree, g.result));
  if (!back.loaded || !g.tree.same_as(back.tree)) std::abort();
  return 0;
}
