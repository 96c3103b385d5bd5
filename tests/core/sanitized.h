// Under AddressSanitizer + UBSan (scripts/test's unit-asan step, clang -O1) the suite's
// heaviest loops run 5-15 times slower than in the release runs. A few loops that repeat
// the same code many times (random playouts, deep independent-perft agreement, the
// mangled-text parser loop) run fewer rounds there: the sanitizers see every code path
// in the first rounds, and the native and wasm runs keep the full counts. They were about
// 100 s of the step's 400 s of CPU (scripts/test: CI's whole run must stay in 45 minutes).
#pragma once

namespace xq::testing {

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif
#else
inline constexpr bool kSanitized = false;
#endif

// `full` in the release runs, `sanitized` under the sanitizers.
inline constexpr int unless_sanitized(int full, int sanitized) { return kSanitized ? sanitized : full; }

}  // namespace xq::testing
