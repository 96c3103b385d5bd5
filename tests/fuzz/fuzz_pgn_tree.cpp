// libFuzzer target: PGN game trees. Any text (UTF-8 or not) must read without a crash;
// every game's tree must be legal on its tags' board (tree_checks.h), and writing it and reading it
// back must give the same tree (the writer's output is always readable by the reader).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/notation/pgn.h"
#include "core/notation/pgn_tree.h"
#include "tree_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  for (const xq::notation::PgnTreeGame& g : xq::notation::read_pgn_trees(bytes)) {
    if (!g.loaded) {
      if (g.warnings.empty()) std::abort();
      continue;
    }
    check_tree(g.tree, xq::notation::pgn_board(g.tags, g.tree.start_fen()));
    const std::string text =
        xq::notation::write_pgn_tree(g.tags, g.tree, xq::notation::Notation::Iccs, g.result);
    const xq::notation::PgnTreeGame back = xq::notation::read_pgn_tree(text);
    // Comments are trimmed when read, so a comment of only spaces is none: compare moves.
    if (back.tree.size() != g.tree.size() || back.tree.main_line() != g.tree.main_line()) std::abort();
  }
  return 0;
}
