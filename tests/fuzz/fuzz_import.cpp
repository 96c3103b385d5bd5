// libFuzzer target: the import dispatcher (DhtmlXQ, PGN, FEN, movetext). Any byte string
// must give a game or an error with a message; the moves kept must replay from the start
// FEN, and the PGN export of that game (and the DhtmlXQ one, for standard xiangqi without
// add-ons) must import back to the same moves.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/game.h"
#include "core/notation/import.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  xq::notation::ImportedGame g = xq::notation::import_game(text);
  if (g.format == xq::notation::ImportFormat::None && g.error.empty()) std::abort();
  xq::Game game = g.to_game();
  if (game.history() != g.moves) return 0;  // a draw rule ended the game early: nothing to compare
  // DhtmlXQ describes standard xiangqi without add-ons only (nine files, four digits a
  // move): a variant's or an add-on game's export is its position, so no moves to compare.
  if (game.variant() == xq::Game::kStandardVariant && game.options().addons.empty()) {
    xq::notation::ImportedGame d = xq::notation::import_game(xq::notation::export_dhtmlxq(game));
    if (!d.ok() || d.moves != g.moves || d.start_fen != game.start_fen()) std::abort();
  }
  xq::notation::ImportedGame p =
      xq::notation::import_game(xq::notation::export_pgn(game, xq::notation::Notation::Wxf));
  if (!p.ok() || p.moves != g.moves) std::abort();
  return 0;
}
