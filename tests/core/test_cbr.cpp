// 象棋橋 CBR and CBL (core/notation/cbr.h). No real CBR/CBL file was available: these
// tests check our reader against files our own writer makes, and the writer's bytes
// against the layout as documented (docs/notation.md, "象棋橋 CBR and CBL").
#include <catch2/catch.hpp>

#include "core/notation/cbr.h"
#include "core/notation/iccs.h"
#include "core/notation/record_file.h"
#include "core/notation/record_library.h"
#include "sample_tree.h"

using namespace xq;
using namespace xq::notation;
using record::GameTree;

namespace {

GameTree without_marks(GameTree t) {
  for (std::size_t i = 0; i < t.size(); ++i) t.set_mark(static_cast<int>(i), record::Mark::None);
  return t;
}

const std::vector<PgnTag> kTags{
    {"Title", "自製 CBR"}, {"Event", "測試賽"}, {"Red", "甲"}, {"Black", "乙"}, {"Date", "2026"}};

}  // namespace

TEST_CASE("CBR: the layout of a written record", "[cbr]") {
  const GameTree t = without_marks(xq_test::sample_tree());
  const std::string b = write_cbr(kTags, t, "1-0");
  CHECK(b.size() % 4096 == 0);
  CHECK(b.substr(0, 16) == std::string("CCBridge Record\0", 16));
  CHECK(looks_like_cbr(b));
  CHECK(!looks_like_cbl(b));
  // The title in UTF-16LE at 180: 自 = U+81EA.
  CHECK(static_cast<unsigned char>(b[180]) == 0xEA);
  CHECK(static_cast<unsigned char>(b[181]) == 0x81);
  CHECK(b[2076] == 1);  // Red won
  CHECK(b[2112] == 1);  // Red to move
  // The board from Black's back rank: black rook 0x21 first, red rook 0x11 at 81.
  CHECK(b[2120] == 0x21);
  CHECK(b[2120 + 4] == 0x25);
  CHECK(b[2120 + 81] == 0x11);
  CHECK(b[2120 + 84] == 0x14);
  CHECK(b[2120 + 85] == 0x15);
  // The start record: its comment (flag 0x04), UTF-16LE, length in bytes.
  CHECK(b[2214] == 0x04);
  CHECK(static_cast<unsigned char>(b[2218]) == 2 * std::string_view("before the first move").size());
  // First move h2e2: from index (9-2)*9+7 = 70 to 67; a sibling (c3c4) follows it.
  const std::size_t m = 2214 + 8 + 2 * 21;
  CHECK(b[m] == 0x02);
  CHECK(b[m + 2] == 70);
  CHECK(b[m + 3] == 67);
}

TEST_CASE("CBR: a tree with variations and comments comes back", "[cbr]") {
  const GameTree t = without_marks(xq_test::sample_tree());
  const CbrGame g = read_cbr(write_cbr(kTags, t, "0-1"));
  INFO((g.warnings.empty() ? "" : g.warnings.front()));
  CHECK(g.ok());
  CHECK(t.first_difference(g.tree) == "");
  CHECK(g.tag("Title") == "自製 CBR");
  CHECK(g.tag("Event") == "測試賽");
  CHECK(g.tag("Red") == "甲");
  CHECK(g.tag("Black") == "乙");
  CHECK(g.tag("Date") == "2026");
  CHECK(g.result == "0-1");
  const RecordFile r = read_record_file(write_cbr(kTags, t, "0-1"));
  CHECK(r.format == RecordFormat::Cbr);
  CHECK(t.first_difference(r.tree) == "");
  // A start with Black to move and no moves.
  const GameTree e("4k4/9/9/9/9/9/9/9/4A4/3K5 b - - 0 7");
  const CbrGame eg = read_cbr(write_cbr({}, e, "*"));
  CHECK(eg.ok());
  CHECK(eg.tree.start_fen() == "4k4/9/9/9/9/9/9/9/4A4/3K5 b - - 0 7");
  CHECK(eg.tree.size() == 1);
}

TEST_CASE("CBR: a broken record loads what is legal", "[cbr]") {
  const GameTree t = without_marks(xq_test::sample_tree());
  std::string b = write_cbr(kTags, t, "*");
  // Cut short anywhere: no crash; past the header the start always loads.
  for (std::size_t n = 0; n < 2400; n += 13) {
    const CbrGame g = read_cbr(b.substr(0, n));
    CHECK(g.loaded == (n >= 2214));
  }
  // The first move's target moved onto Red's own piece: its line goes, the variation stays.
  const std::size_t m = 2214 + 8 + 2 * 21;
  b[m + 3] = 81;  // h2 -> a0 (own rook)
  const CbrGame g = read_cbr(b);
  CHECK(g.loaded);
  REQUIRE(!g.warnings.empty());
  CHECK(g.warnings.front().find("main line at move 1 (Red): illegal move h2a0") == 0);
  CHECK(g.tree.node(GameTree::kRoot).children.size() == 1);  // c3c4 and its line
}

TEST_CASE("CBL: a library of records, one longer than a slot", "[cbr]") {
  GameTree a = without_marks(xq_test::sample_tree());
  a.set_comment(1, std::string(3000, 'x'));  // 6000 bytes of UTF-16: two slots
  const GameTree b(xq::Game::kStandardFen);
  const std::string lib =
      write_cbl("我的棋庫", {write_cbr(kTags, a, "1-0"), write_cbr({{"Title", "二"}}, b, "*")});
  CHECK(looks_like_cbl(lib));
  const CblLibrary index = read_cbl_index(lib);
  CHECK(index.warnings.empty());
  CHECK(index.name == "我的棋庫");
  REQUIRE(index.records.size() == 2);
  CHECK(read_cbl_game(lib, index, 0).tree.same_as(a));
  CHECK(read_cbl_game(lib, index, 1).tag("Title") == "二");
  CHECK(!read_cbl_game(lib, index, 2).loaded);
  // Through record_file and record_library.
  const RecordFile first = read_record_file(lib);
  CHECK(first.format == RecordFormat::Cbl);
  CHECK(first.tree.same_as(a));
  CHECK(count_record_games(lib) == 2);
  const RecordLibrary listed = read_record_library(lib);
  REQUIRE(listed.games.size() == 2);
  CHECK(listed.format == RecordFormat::Cbl);
  CHECK(listed.games[0].tag("Red") == "甲");
  CHECK(listed.games[0].moves == 4);
  CHECK(listed.games[1].moves == 0);
  const RecordFile second = read_library_game(lib, 1);
  REQUIRE(!second.tags.empty());
  CHECK(second.tags.front().value == "二");
  // A header cut short names the problem.
  CHECK(!read_cbl_index(lib.substr(0, 1000)).warnings.empty());
  CHECK(!read_cbl_index(lib.substr(0, 16)).warnings.empty());  // found by fuzz_cbr: the name past the end
}
