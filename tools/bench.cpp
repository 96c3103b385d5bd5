// bench: perft(5) from the start position, timed. The regression fingerprint and the
// speed figure for the rules core. Standard library only, so it builds with emcc too.
//
// Usage: bench [depth] [variant]   (default 5 and "xiangqi"; the expected counts are
// known for depths 1..5 of both presets). Exit status is non-zero
// when the node count is wrong. An untimed perft(depth) runs first (see below).
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "core/game.h"

// perft(0..5) of the two presets whose counts are recorded (the regression fingerprint).
static constexpr std::uint64_t kExpected[] = {1, 44, 1920, 79666, 3290240, 133312995};
static constexpr std::uint64_t kExpectedShanjie[] = {1, 46, 2116, 89098, 3747218, 155308971};

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
// The process's CPU time under node (process.cpuUsage: user + system, all threads); a
// browser has no such clock, so there it is the wall clock.
EM_JS(double, cpu_seconds, (), {
  if (typeof process !== 'undefined' && process.cpuUsage) {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1e6;
  }
  return performance.now() / 1000;
});
// The browser's entry (scripts/lib/bench_browser.mjs; there main() returns at once): one
// perft(1..5) of the standard start position, the node count returned (a double: JS has no
// 64-bit integer return here), or -1 when it differs from the recorded count. The page
// calls it twice, the first run V8's warm-up as in main() below, and the harness reads the
// renderer's CPU time around the second from /proc.
EM_JS(bool, in_browser, (), { return typeof process === 'undefined' || !process.versions || !process.versions.node; });
extern "C" EMSCRIPTEN_KEEPALIVE double xq_bench_perft(int depth) {
  static const xq::GameOrError made = xq::Game::create("xiangqi");
  if (!made.game || depth < 1 || depth > 5) return -1.0;
  const std::uint64_t nodes = made.game->perft(depth);
  return nodes == kExpected[depth] ? static_cast<double>(nodes) : -1.0;
}
#else
#include <ctime>
// std::clock is the process's CPU time (all threads) with glibc, like process.cpuUsage.
static double cpu_seconds() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }
static bool in_browser() { return false; }
#endif

int main(int argc, char** argv) {
  if (in_browser()) return 0;  // the page drives xq_bench_perft itself
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
  // Warm-up: one untimed run of the same perft, the same rule natively and in wasm. Under V8
  // a wasm function starts in the Liftoff baseline tier and is recompiled by TurboFan once
  // hot; without a warm-up the timed run pays for that tier-up, which a page playing for
  // minutes does not. A perft(depth - 1) warm-up was not enough (node 20, -O3 -flto:
  // 104-109 M nodes per cpu second against 117-120 after a full one, the same as
  // `node --no-liftoff`, i.e. everything in TurboFan). Natively it only warms the caches.
  const std::uint64_t* expected_table = id == "xiangqi" ? kExpected : id == "shanjie" ? kExpectedShanjie : nullptr;
  if (depth > 1) {
    const std::uint64_t warm = made.game->perft(depth);
    if (expected_table && warm != expected_table[depth]) {
      std::printf("WRONG: warm-up perft %d: %llu\n", depth, static_cast<unsigned long long>(warm));
      return 1;
    }
  }
  // Wall time is the figure (what a visitor waits); CPU time is printed beside it because on
  // a loaded machine the wall time also counts the time other processes held the core.
  const double cpu0 = cpu_seconds();
  const auto t0 = std::chrono::steady_clock::now();
  const std::uint64_t nodes = made.game->perft(depth);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  const double cpu = cpu_seconds() - cpu0;

  std::printf("perft %d: %llu nodes in %.3f s, %.1f Mnps (bulk-counted leaves)\n", depth,
              static_cast<unsigned long long>(nodes), seconds, seconds > 0 ? static_cast<double>(nodes) / seconds / 1e6 : 0.0);
  std::printf("cpu time: %.3f s, %.1f M nodes per cpu second\n", cpu, cpu > 0 ? static_cast<double>(nodes) / cpu / 1e6 : 0.0);
  if (expected_table && nodes != expected_table[depth]) {
    std::printf("WRONG: expected %llu\n", static_cast<unsigned long long>(expected_table[depth]));
    return 1;
  }
  return 0;
}
