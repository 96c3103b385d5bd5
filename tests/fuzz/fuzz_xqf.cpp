// libFuzzer target: the XQF reader. Any byte string must give either a loaded tree or an
// error with a message (never a crash or an out-of-bounds read, which ASan catches); a
// loaded tree's start FEN must parse and every move in it must be legal in its parent's
// position. Seeds in corpus/xqf/ are hand-made (plain v10, obfuscated v12/v18 files).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/fen.h"
#include "core/notation/xqf.h"
#include "core/rules/illegal_reason.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  const xq::notation::XqfResult r = xq::notation::read_xqf(bytes);
  if (!r.loaded) {
    if (r.error.empty()) std::abort();
    return 0;
  }
  const xq::FenResult start = xq::parse_fen(r.tree.start_fen());
  if (!start.ok()) std::abort();
  r.tree.walk([&](int id, int) {
    xq::Position p = start.position;
    for (xq::Move m : r.tree.line_to(r.tree.node(id).parent)) {
      xq::UndoInfo u;
      p.do_move(m, u);
    }
    if (!xq::explain_move(p, r.tree.node(id).move).ok()) std::abort();
    return true;
  });
  if (r.tree.counts().moves + 1 != r.tree.size()) std::abort();
  return 0;
}
