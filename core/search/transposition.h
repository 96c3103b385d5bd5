// Transposition table: one entry per slot, indexed by the low bits of the Zobrist
// hash, the upper 16 bits of the key stored to reject collisions (with the 16+ index bits
// of a table of 1 MB or more that is 32+ bits of key, as in Stockfish; a rare false hit
// only reorders moves (the move must still be in the legal list) or misjudges one node).
// Each entry also keeps the node's static evaluation, so a node seen before skips the
// evaluation. Scores are stored relative to the
// node (mate scores adjusted by the searcher). Replacement: a slot keeps a deeper
// entry of the same search for the same key; anything else is overwritten.
#pragma once

#include <cstdint>
#include <cstdlib>
#include <memory>
#include <new>

#include "core/types.h"

namespace xq {

enum class Bound : std::uint8_t { None, Upper, Lower, Exact };

// 16 bytes with the 64-bit Move (the full 64-bit key would make it 24): bound and a
// 6-bit search generation share a byte; the key check gave up 16 of its 32 bits for the
// static evaluation.
struct TTEntry {
  Move move;
  std::uint16_t key = 0;  // hash >> 48
  std::int16_t score = 0;
  std::int16_t eval = 0;  // the static evaluation (the searcher's "none" when in check)
  std::int8_t depth = 0;
  Bound bound : 2 = Bound::None;
  std::uint8_t generation : 6 = 0;
};
static_assert(sizeof(TTEntry) == 16, "keep two entries per cache line pair");

class TranspositionTable {
 public:
  void resize(int megabytes) {
    const std::size_t bytes = static_cast<std::size_t>(megabytes < 1 ? 1 : megabytes) << 20;
    std::size_t n = 1;
    while (n * 2 * sizeof(TTEntry) <= bytes) n *= 2;
    allocate(n);
  }
  void clear() { allocate(mask_ + 1); }
  void new_search() { generation_ = static_cast<std::uint8_t>((generation_ + 1) & 63); }

  const TTEntry* probe(std::uint64_t key) const {
    const TTEntry& e = table_.get()[key & mask_];
    return e.key == check_of(key) && e.bound != Bound::None ? &e : nullptr;
  }

  // Starts loading key's slot into the cache: the searcher calls it right after making a
  // move, so the child's probe (a few hundred nanoseconds later, after the judge and the
  // check test) finds the slot there instead of waiting on memory. A random slot of a
  // table this size is almost always a cache miss; the probe was a third of the search's
  // own time without it.
  void prefetch(std::uint64_t key) const { __builtin_prefetch(&table_.get()[key & mask_]); }

  void store(std::uint64_t key, int score, int eval, Move move, int depth, Bound bound) {
    TTEntry& e = table_.get()[key & mask_];
    const std::uint16_t check = check_of(key);
    if (e.key == check && e.generation == generation_ && e.depth > depth && bound != Bound::Exact) return;
    if (move.is_none() && e.key == check) move = e.move;  // keep the known best move
    e.key = check;
    e.move = move;
    e.score = static_cast<std::int16_t>(score);
    e.eval = static_cast<std::int16_t>(eval);
    e.depth = static_cast<std::int8_t>(depth);
    e.bound = bound;
    e.generation = generation_;
  }

 private:
  static std::uint16_t check_of(std::uint64_t key) { return static_cast<std::uint16_t>(key >> 48); }
  // All-zero bytes are an empty entry (Move::none(), Bound::None), and TTEntry is an
  // aggregate, so calloc's memory holds the table as it is. A fresh calloc instead of
  // filling a vector: the C library takes a large block straight from the system as zero
  // pages it need not write, and the kernel maps each page when a search first touches it.
  // Filling 32 MB ahead was 40 % of xq-engine's start-up (0.25 s), paid by every session
  // (tools/xq_engine_check.sh starts ~480) and every `ucinewgame`.
  void allocate(std::size_t n) {
    table_.reset();  // the old block goes back first: the two need not fit at once
    table_.reset(static_cast<TTEntry*>(std::calloc(n, sizeof(TTEntry))));
    if (!table_) throw std::bad_alloc();
    mask_ = n - 1;
  }
  struct Free {
    void operator()(TTEntry* p) const { std::free(p); }
  };
  std::unique_ptr<TTEntry, Free> table_;
  std::size_t mask_ = 0;
  std::uint8_t generation_ = 0;
};

}  // namespace xq
