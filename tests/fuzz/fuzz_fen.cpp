// libFuzzer target: FEN parsing. Any byte string must give either a position or an error
// with a message; an accepted FEN must print back to a FEN that parses to the same text
// and hash. Parsed on the standard board, on 河山 2018 (the 山界 board with the flag
// ring) and on xiangqi with every add-on that has position state, so the "{…}" add-on
// field (flags, revive rights, double move) is exercised too, and on a variant with
// face-down pieces ('*' + identity or placeholder, core/hidden_rules.h), and on 歐亞象棋
// (castling rights).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <vector>

#include "core/fen.h"
#include "core/game.h"
#include "core/variant/registry.h"

namespace {

std::vector<const xq::Geometry*> boards() {
  std::vector<const xq::Geometry*> out{&xq::xiangqi_geometry()};
  if (const xq::Variant* heshan = xq::find_variant("heshan")) out.push_back(heshan->geometry.get());
  std::string error;
  if (const xq::Variant* all = xq::variant_with_addons(*xq::find_variant("xiangqi"),
                                                       {"flag_ring", "revived_soldier", "horse_scare"}, error))
    out.push_back(all->geometry.get());
  // Kept alive for the process: the geometry belongs to the game's text variant.
  static const xq::GameOrError hidden = xq::Game::create_from_text(
      "[anqi_test:xiangqi]\npiece.w = custom\nw.move = mW\nhidden.moves = standin\nhidden.standin = w\n"
      "hidden.capturable = no\nsetup = r*nbakab*nr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R*NBAKAB*NR w - - 0 1\n");
  if (hidden.game) out.push_back(&hidden.game->position().geometry());
  // 歐亞象棋: custom types on squares, promotions and the castling rights item {castle=…}.
  if (const xq::Variant* ouya = xq::find_variant("ouya")) out.push_back(ouya->geometry.get());
  // 漢字將棋暗布: no royal, face-down pieces dealt from an army, the item {arranged=…}.
  if (const xq::Variant* dark = xq::find_variant("hanzi_shogi_dark")) out.push_back(dark->geometry.get());
  // 第三代: face-down soldiers over secret backs, the item {backs=…} (used, known, the turn back).
  if (const xq::Variant* backs = xq::find_variant("disandai")) out.push_back(backs->geometry.get());
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
