// Zobrist hashing keys, generated at compile time with splitmix64 (fixed seed, so
// hashes are stable across builds, platforms and wasm).
#pragma once

#include <cstdint>

#include "core/ring.h"
#include "core/types.h"

namespace xq {

struct ZobristKeys {
  std::uint64_t piece[kPieceCodeCount][kMaxSquares + 1] = {};  // [code][square]; code 0 and the sentinel stay 0
  std::uint64_t black_to_move = 0;
  // Rule-module state (the slots of flag_ring, revived_soldier, horse_scare, each hashed by
  // its module); drawn after the keys above, so standard
  // hashes are unchanged. flag[c][cell + 1]: index 0 = captured flag. The keys of
  // cells 0..41 (the default ring) come first, those of longer tracks after the rest,
  // so hashes of the 42-cell ring did not change when tracks became variant data.
  std::uint64_t flag[2][kMaxTrackCells + 1] = {};
  std::uint64_t revive[2] = {};
  std::uint64_t double_move = 0;
  // 宮旗 (palace_flag): a flag standing on the board [c][0], or captured there [c][1]
  // (kFlagOnBoard, kFlagLostOnBoard). Drawn last, like the black flag's
  // piece keys (code 16; code 8, the red flag, was always drawn), so no earlier key moved.
  std::uint64_t flag_board[2][2] = {};
};

constexpr ZobristKeys make_zobrist_keys() {
  ZobristKeys keys{};
  std::uint64_t state = 0x9E3779B97F4A7C15ull ^ 0x58696E6771ull;  // "Xiangq"
  auto next = [&state]() {
    state += 0x9E3779B97F4A7C15ull;
    std::uint64_t z = state;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  };
  // Squares 0..127 (every board had at most 128 points) are drawn first, the points of
  // the larger boards last, so no hash of a board up to 128 points moved when boards grew.
  constexpr int kFirstSquares = 128;
  for (int code = 1; code < 16; ++code)
    for (int s = 0; s < kFirstSquares; ++s) keys.piece[code][s] = next();
  keys.black_to_move = next();
  constexpr int kFirstCells = 42 + 1;
  for (auto& color : keys.flag)
    for (int cell = 0; cell < kFirstCells; ++cell) color[cell] = next();
  for (auto& r : keys.revive) r = next();
  keys.double_move = next();
  for (auto& color : keys.flag_board)
    for (auto& k : color) k = next();
  for (int code = 16; code < kStandardPieceCodeCount; ++code)
    for (int s = 0; s < kFirstSquares; ++s) keys.piece[code][s] = next();
  for (auto& color : keys.flag)
    for (int cell = kFirstCells; cell < kMaxTrackCells + 1; ++cell) color[cell] = next();
  for (int code = 1; code < kStandardPieceCodeCount; ++code)
    for (int s = kFirstSquares; s < kMaxSquares; ++s) keys.piece[code][s] = next();
  // The data-defined piece kinds (types.h kFirstCustomKind), drawn last so no earlier key moved.
  for (int code = kStandardPieceCodeCount; code < kPieceCodeCount; ++code)
    for (int s = 0; s < kMaxSquares; ++s) keys.piece[code][s] = next();
  return keys;
}

inline constexpr ZobristKeys kZobrist = make_zobrist_keys();

// A key mixed from a value under a per-use salt (a splitmix64 finalizer), for rare state
// that is not worth a table in ZobristKeys: no existing key moves when a use is added.
constexpr std::uint64_t mixed_key(std::uint64_t salt, std::uint64_t value) {
  std::uint64_t z = salt ^ value * 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

// The key of a face-down piece with truth code `truth` (core/hidden_rules.h; kUnknownIdentity
// for an unknown one) on square s, XORed in on top of its face's piece key, so a face-down
// piece hashes differently from the same piece face-up. Mixed from the inputs rather than
// drawn into ZobristKeys: the table does not grow by another [code][square] block for a
// rare case (only variants with hidden pieces reach it).
constexpr std::uint64_t hidden_key(std::uint8_t truth, Square s) {
  return mixed_key(0x48696464656E4B65ull, std::uint64_t{truth} << 8 | s);
}

}  // namespace xq
