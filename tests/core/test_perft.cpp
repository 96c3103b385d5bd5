// Perft: table-driven node counts, the regression fingerprint of move generation.
// Depth-4 rows carry the [depth4] tag (included by default; still fast natively and
// with ASan because the last ply is bulk-counted).
#include <catch2/catch.hpp>

#include <cstdint>

#include "core/fen.h"
#include "core/movegen.h"

namespace {

struct PerftCase {
  const char* fen;
  int depth;
  std::uint64_t nodes;
};

constexpr const char* kStart = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
constexpr const char* kMid1 = "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1";
constexpr const char* kMid2 = "r2akab1r/3n5/4b3n/p1p1pRp1p/9/2P3P2/P3P3c/N2C3C1/4A4/1RBAK1B2 w - - 0 1";
constexpr const char* kMid3 = "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1";
constexpr const char* kEnd = "4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1";

const PerftCase kShallow[] = {
    {kStart, 1, 44},   {kStart, 2, 1920},  {kStart, 3, 79666},
    {kMid1, 1, 38},    {kMid1, 2, 1128},   {kMid1, 3, 43929},
    {kMid2, 1, 58},    {kMid2, 2, 1651},   {kMid2, 3, 90744},
    {kMid3, 1, 49},    {kMid3, 2, 2265},   {kMid3, 3, 100326},
    {kEnd, 1, 13},     {kEnd, 2, 272},     {kEnd, 3, 3707},
};

const PerftCase kDeep[] = {
    {kStart, 4, 3290240}, {kMid1, 4, 1339047}, {kMid2, 4, 2605437}, {kMid3, 4, 4485547}, {kEnd, 4, 92741},
};

void run(const PerftCase& c) {
  xq::FenResult parsed = xq::parse_fen(c.fen);
  INFO(c.fen << " depth " << c.depth << (parsed.ok() ? "" : " FEN error: " + parsed.error.message));
  REQUIRE(parsed.ok());
  CHECK(xq::perft(parsed.position, c.depth) == c.nodes);
  // perft must leave the position as it found it.
  CHECK(xq::to_fen(parsed.position) == xq::to_fen(xq::parse_fen(c.fen).position));
}

}  // namespace

TEST_CASE("perft depth 1-3", "[perft]") {
  for (const PerftCase& c : kShallow) run(c);
}

TEST_CASE("perft depth 4", "[perft][depth4]") {
  for (const PerftCase& c : kDeep) run(c);
}

TEST_CASE("perft depth 0 is one node", "[perft]") {
  xq::FenResult parsed = xq::parse_fen(kStart);
  CHECK(xq::perft(parsed.position, 0) == 1);
}
