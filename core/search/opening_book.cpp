// Opening book lookup over the generated table (sorted by position hash).
#include "core/search/opening_book.h"

#include <algorithm>
#include <iterator>
#include <random>

#include "core/notation/iccs.h"

namespace xq {

namespace {

struct Entry {
  std::uint64_t key;
  char move[5];  // ICCS, e.g. "h2e2"
  std::uint16_t games;
};

// Sorted by key (the generator writes them so; a test checks it).
constexpr Entry kBook[] = {
#include "core/search/opening_book_data.inc"
};

}  // namespace

std::vector<BookMove> book_moves(const Game& game) {
  std::vector<BookMove> out;
  if (game.variant() != Game::kStandardVariant || !game.options().addons.empty()) return out;
  const std::uint64_t key = game.position().hash();
  const auto first = std::lower_bound(std::begin(kBook), std::end(kBook), key,
                                      [](const Entry& e, std::uint64_t k) { return e.key < k; });
  const std::vector<Move> legal = game.legal_moves();
  for (auto it = first; it != std::end(kBook) && it->key == key; ++it) {
    const std::optional<Move> m = parse_iccs(it->move, game.position().geometry());
    if (m && std::find(legal.begin(), legal.end(), *m) != legal.end()) out.push_back({*m, it->games});
  }
  return out;
}

std::optional<Move> pick_book_move(const Game& game, std::uint64_t seed) {
  const std::vector<BookMove> moves = book_moves(game);
  if (moves.empty()) return std::nullopt;
  long total = 0;
  for (const BookMove& b : moves) total += b.games;
  std::mt19937_64 rng(seed);
  long draw = static_cast<long>(rng() % static_cast<std::uint64_t>(total));
  for (const BookMove& b : moves) {
    if (draw < b.games) return b.move;
    draw -= b.games;
  }
  return moves.front().move;
}

}  // namespace xq
