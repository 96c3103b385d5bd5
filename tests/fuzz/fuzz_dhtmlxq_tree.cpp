// libFuzzer target: DhtmlXQ game trees. Any text must read without a crash; a tree that
// loaded must be legal (tree_checks.h) and come back the same size through the writer.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/notation/dhtmlxq_tree.h"
#include "tree_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  const xq::notation::DhtmlxqTree d = xq::notation::read_dhtmlxq_tree(bytes);
  if (!d.loaded) {
    if (d.warnings.empty()) std::abort();
    return 0;
  }
  check_tree(d.tree);
  const xq::notation::DhtmlxqTree back =
      xq::notation::read_dhtmlxq_tree(xq::notation::write_dhtmlxq_tree(d.tags, d.tree));
  if (back.tree.size() != d.tree.size() || back.tree.main_line() != d.tree.main_line()) std::abort();
  return 0;
}
