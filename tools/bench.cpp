// bench: perft(5) from the start position, timed. The regression fingerprint and the
// speed figure for the rules core. Standard library only, so it builds with emcc too.
//
// Usage: bench [depth] [variant]   (default 5 and "xiangqi"; the expected counts are
// known for depths 1..5 of both presets). Exit status is non-zero
// when the node count is wrong.
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "core/game.h"

int main(int argc, char** argv) {
  static constexpr std::uint64_t kExpected[] = {1, 44, 1920, 79666, 3290240, 133312995};
  static constexpr std::uint64_t kExpectedShanjie[] = {1, 46, 2116, 89098, 3747218, 155308971};
  int depth = 5;
  if (argc > 1) depth = std::atoi(argv[1]);
  const char* variant_id = argc > 2 ? argv[2] : "xiangqi";
  // Game::perft walks a copy of the position with the same generator as xq::perft:
  // the fingerprint and the speed figure are the generator's, reached through the facade.
  const xq::GameOrError made = xq::Game::create(variant_id);
  if (depth < 1 || depth > 5 || !made.game) {
    std::fprintf(stderr, "usage: bench [depth 1..5] [variant id]\n");
    if (!made.game) std::fprintf(stderr, "bench: %s\n", made.error.c_str());
    return 2;
  }
  const std::string id = variant_id;
  const std::uint64_t expected = id == "xiangqi" ? kExpected[depth] : id == "shanjie" ? kExpectedShanjie[depth] : 0;
  const auto t0 = std::chrono::steady_clock::now();
  const std::uint64_t nodes = made.game->perft(depth);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();

  std::printf("perft %d: %llu nodes in %.3f s, %.1f Mnps (bulk-counted leaves)\n", depth,
              static_cast<unsigned long long>(nodes), seconds, seconds > 0 ? static_cast<double>(nodes) / seconds / 1e6 : 0.0);
  if (expected && nodes != expected) {
    std::printf("WRONG: expected %llu\n", static_cast<unsigned long long>(expected));
    return 1;
  }
  return 0;
}
