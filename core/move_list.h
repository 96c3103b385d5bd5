// MoveList: the fixed-capacity list every move generator fills (movegen, the generic
// walk, the rule modules' extra moves). Its own header so the rule modules' interface
// (core/rules/rule_module.h) and Position can name it without movegen.h.
#pragma once

#include <cassert>

#include "core/types.h"

namespace xq {

// A fixed-capacity move list (no heap, storage left uninitialised). 119 is the most
// pseudo-legal moves any position with validated material can have (2 chariots and
// 2 cannons x 17, horses 16, soldiers 15, general/advisors/elephants 20). The add-ons
// need more: 殺驚與遁馬's double moves (FEN allows the right with at most one horse:
// 8 horse steps x 103 other moves + 111 single moves < 1024), 解將旗 doubles the
// answers to a check, and 江河象棋's 中部 double move (middle_double: any two pieces)
// lists singles x seconds: a whole army in the middle field has 7 333 moves in the setup
// of the tests and 14 070 in the most mobile layout a hill-climbing search found, hence
// 16384. The add-on generators never push past the capacity (a contrived position could
// have more doubles: docs/variants.md §10). A list is 128 KB: the search keeps its
// per-ply lists on the heap (search.cpp), not in recursive stack frames.
class MoveList {
public:
  static constexpr int kCapacity = 16384;

  MoveList() {}  // leaves moves_ uninitialised (see below)

  void push(Move m) {
    assert(size_ < kCapacity);
    moves_[size_++] = m;
  }
  int size() const { return size_; }
  bool empty() const { return size_ == 0; }
  bool full() const { return size_ >= kCapacity; }
  Move operator[](int i) const { return moves_[i]; }
  const Move* begin() const { return moves_; }
  const Move* end() const { return moves_ + size_; }
  bool contains(Move m) const {
    for (int i = 0; i < size_; ++i)
      if (moves_[i] == m) return true;
    return false;
  }
  void clear() { size_ = 0; }
  void set(int i, Move m) { moves_[i] = m; }
  void truncate(int n) { size_ = n; }

  // A write cursor for the hot generators (movegen.cpp, ray_walk.h): they write through a
  // local Move* and store the size once at the end. Pushing through size_ makes every move
  // a load and a store of size_ (the compiler cannot prove the Move stores leave it
  // alone); with the cursor perft(5) ran about a fifth faster natively and a third
  // faster as wasm (2026-12-02, README "Performance").
  // tail() is where the next move goes; set_tail(p) ends the list at p, at most
  // kCapacity moves past begin() (the generators' bound, see kCapacity above).
  Move* data() { return moves_; }
  Move* tail() { return moves_ + size_; }
  void set_tail(Move* p) {
    assert(p >= moves_ && p <= moves_ + kCapacity);
    size_ = static_cast<int>(p - moves_);
  }

private:
  // A union member is not default-initialised: a list costs nothing until it is filled.
  union {
    Move moves_[kCapacity];
  };
  int size_ = 0;
};

}  // namespace xq
