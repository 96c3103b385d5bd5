// The opening book: frequent master moves of standard xiangqi's first plies, derived
// from a collection of real games (tools/ccpd_book.cpp, data in opening_book_data.inc,
// the Chinese-Chess-Practical-Dataset by Yu-Han Tseng, CC BY 4.0). The page's strongest
// levels open from it (level.h level_uses_book, tools/engine_worker.cpp) so that games
// against the computer do not repeat; weaker levels keep their own human-like mistakes.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/game.h"
#include "core/types.h"

namespace xq {

struct BookMove {
  Move move;
  int games = 0;  // games of the collection that played it here
};

// The book's moves for the game's current position, most played first: empty unless the
// game is standard xiangqi without add-ons and the position is in the book. Every move
// returned is legal here (an entry that is not, say after a hash collision, is skipped).
std::vector<BookMove> book_moves(const Game& game);

// One of book_moves, drawn with probability proportional to its games; `seed` makes the
// draw reproducible. nullopt when the position is not in the book.
std::optional<Move> pick_book_move(const Game& game, std::uint64_t seed);

}  // namespace xq
