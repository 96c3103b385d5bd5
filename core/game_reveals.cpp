// Game::reveals_by_ply (game.h): when each face-down piece became known, for the review of
// a finished game (「… shows all backs and when each became known」, issue #15). Generic over
// every way a piece stops being face-down (a flip, 暗戰's swap, a capture, 同歸於盡): the
// identities face-down before a ply, less those face-down after it, as multisets. A piece
// that goes face-down (起始象棋's put-back) is not a reveal.
#include <array>
#include <vector>

#include "core/game.h"

namespace xq {

namespace {

// How many face-down pieces of each identity (by piece code) stand on the board.
std::array<int, 256> face_down_counts(const Position& pos) {
  std::array<int, 256> n{};
  for (int s = 0; s < pos.geometry().size; ++s)
    if (pos.identity_known(static_cast<Square>(s))) ++n[pos.truth_code(static_cast<Square>(s))];
  return n;
}

}  // namespace

std::vector<std::vector<Piece>> Game::reveals_by_ply() const {
  std::vector<std::vector<Piece>> out(moves_.size());
  if (!has_hidden_pieces()) return out;
  Position p = start_;
  std::array<int, 256> before = face_down_counts(p);
  for (std::size_t i = 0; i < moves_.size(); ++i) {
    UndoInfo u;
    p.do_move(moves_[i], u);
    const std::array<int, 256> after = face_down_counts(p);
    for (int code = 1; code < 256; ++code)
      for (int k = after[code]; k < before[code]; ++k) out[i].push_back(Piece::from_code(static_cast<std::uint8_t>(code)));
    before = after;
  }
  return out;
}

}  // namespace xq
