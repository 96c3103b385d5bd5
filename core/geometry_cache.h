// Data derived from a board once and kept for as long as the board lives: the
// evaluation's square tables, a rule module's palace lists. Built on first use per
// geometry and cached, keyed by address and build serial (a custom variant's geometry
// dies with its last game, and the next one may take its address: the serial tells them
// apart). A thread-local last-used pointer makes the common case, every call for the same
// board, one comparison; the cache itself is shared behind a mutex (the engine worker and
// the page's game may build on different threads natively).
#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <vector>

#include "core/geometry.h"

namespace xq {

// The T that Build(g) makes for g, built once per geometry. Each Build function has its
// own cache: per_geometry<build_eval_tables>(g) and per_geometry<build_palaces>(g) do not
// share entries.
template <auto Build>
const auto& per_geometry(const Geometry& g) {
  using T = typename decltype(Build(g))::element_type;  // Build returns std::unique_ptr<T>
  thread_local const Geometry* last_geometry = nullptr;
  thread_local std::uint64_t last_serial = 0;
  thread_local const T* last = nullptr;
  if (last_geometry == &g && last_serial == g.serial) return *last;
  struct Entry {
    const Geometry* geometry;
    std::uint64_t serial;
    std::unique_ptr<T> data;
  };
  static std::mutex mutex;
  static std::vector<Entry> cache;
  std::lock_guard<std::mutex> lock(mutex);
  const T* found = nullptr;
  for (Entry& entry : cache) {
    if (entry.geometry != &g) continue;
    // The same address with another build: that variant is gone, rebuild in its place.
    if (entry.serial != g.serial) {
      entry.serial = g.serial;
      entry.data = Build(g);
    }
    found = entry.data.get();
  }
  if (!found) {
    cache.push_back({&g, g.serial, Build(g)});
    found = cache.back().data.get();
  }
  last_geometry = &g;
  last_serial = g.serial;
  last = found;
  return *found;
}

}  // namespace xq
