// libFuzzer target: move notation and movetext. The input is read as a pasted game (PGN
// tags + movetext in any notation), then each scanned move text is parsed against a game
// that advances through it, once from the standard start and once on a variant with
// custom piece types. Nothing may crash; a failure must carry a reason, and a move that
// parsed must be legal and round-trip through every notation.
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

namespace {

// A variant with custom piece types (docs/notation.md "Custom piece types"): a mule
// with its own character, a type drawn 車 next to the chariot (written 戰/X), one drawn
// 相 without elephants (so 相 names it), and one without a CJK name (ICCS in Chinese).
const Game& custom_game() {
  static const Game g = [] {
    RuleOptions options;
    GameOrError made = Game::create_from_text(
        "[fuzzcustom]\nboard = 9x10\npalace = d0-f2\nriver = 5\n"
        "piece.k = general\nk.move = W\nk.zone = palace\npiece.a = advisor\na.move = F\na.zone = palace\n"
        "piece.n = horse\nn.move = nN\npiece.r = chariot\nr.move = R\npiece.c = cannon\nc.move = mRcpR\n"
        "piece.p = soldier\np.move = fW sW@across\n"
        "piece.e = custom\ne.name = 相 象 | 相 象 | Minister\ne.move = nA\ne.zone = home\n"
        "piece.x = custom\nx.name = 戰車 戰車 | 战车 战车 | War chariot\nx.glyph = 車\nx.move = R3\n"
        "piece.m = custom\nm.name = 騾 騾 | 骡 骡 | Mule\nm.move = nNC\n"
        "piece.o = custom\no.move = gQ\n"
        "setup = rmxakaemr/4o4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4O4/RMXAKAEMR w - - 0 1\n",
        {}, options);
    if (!made.game) std::abort();
    return *made.game;
  }();
  return g;
}

// Replays the scanned moves from pos: a move that parsed must be legal and round-trip
// through every notation.
void replay(Position pos, const MovetextScan& scan) {
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
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  std::vector<PgnError> errors;
  (void)read_pgn(text, &errors);

  MovetextScan scan = scan_movetext(text);
  if (!scan.ok() && scan.error.empty()) std::abort();
  // The same moves on standard xiangqi and on a variant with custom piece types.
  replay(parse_fen(Game::kStandardFen).position, scan);
  replay(custom_game().position(), scan);
  return 0;
}
