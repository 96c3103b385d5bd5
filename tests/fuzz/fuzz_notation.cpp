// libFuzzer target: move notation and movetext. The input is read as a pasted game (PGN
// tags + movetext in any notation), then each scanned move text is parsed against a game
// that advances through it. Nothing may crash; a failure must carry a reason, and a move
// that parsed must be legal and round-trip through every notation.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/fen.h"
#include "core/game.h"
#include "core/notation/movetext.h"
#include "core/notation/pgn.h"

using namespace xq;
using namespace xq::notation;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  std::vector<PgnError> errors;
  (void)read_pgn(text, &errors);

  MovetextScan scan = scan_movetext(text);
  if (!scan.ok() && scan.error.empty()) std::abort();
  Position pos = parse_fen(Game::kStandardFen).position;
  int played = 0;
  for (const MoveText& mt : scan.moves) {
    if (played++ > 60) break;
    ParsedMove pm = parse_move(pos, mt.text);
    if (!pm.ok()) {
      if (pm.error.empty()) std::abort();
      break;
    }
    for (Notation n : {Notation::Iccs, Notation::Wxf, Notation::Chinese, Notation::ChineseSimplified}) {
      ParsedMove back = parse_move(pos, format_move(pos, pm.move, n));
      if (!back.ok() || back.move != pm.move) std::abort();
    }
    UndoInfo undo;
    pos.do_move(pm.move, undo);
  }
  return 0;
}
