// Record files of any format (core/notation/record_file.h): the format is told by the
// content, and each reads into the same tree.
#include <catch2/catch.hpp>

#include "core/notation/dhtmlxq_tree.h"
#include "core/notation/pgn_tree.h"
#include "core/notation/record_file.h"
#include "core/notation/xqf_write.h"
#include "sample_tree.h"

using namespace xq;
using namespace xq::notation;
using record::GameTree;

TEST_CASE("a record file is read by its content: XQF, DhtmlXQ or PGN", "[record_file]") {
  GameTree t = xq_test::sample_tree();
  for (std::size_t i = 0; i < t.size(); ++i) {  // what all three formats keep
    t.set_mark(static_cast<int>(i), record::Mark::None);
    std::string& c = t.node(static_cast<int>(i)).comment;
    for (char& ch : c) ch = ch == '[' ? '(' : ch == ']' ? ')' : ch;
  }
  const std::vector<PgnTag> tags{{"Red", "甲"}, {"Result", "1-0"}};
  const struct {
    std::string bytes;
    RecordFormat format;
  } files[] = {{write_xqf(tags, t).bytes, RecordFormat::Xqf},
               {write_dhtmlxq_tree(tags, t), RecordFormat::Dhtmlxq},
               {write_pgn_tree(tags, t, Notation::Wxf, "1-0"), RecordFormat::Pgn}};
  for (const auto& f : files) {
    const RecordFile r = read_record_file(f.bytes);
    INFO(record_format_name(f.format));
    CHECK(r.format == f.format);
    CHECK(r.loaded);
    CHECK(r.warnings.empty());
    CHECK(r.result == "1-0");
    CHECK(t.first_difference(r.tree) == "");
  }
  // A plain move list is PGN movetext; nothing readable still loads the start.
  const RecordFile plain = read_record_file("炮二平五 馬８進７");
  CHECK(plain.format == RecordFormat::Pgn);
  CHECK(plain.tree.main_line().size() == 2);
  const RecordFile bad = read_record_file("[FEN \"x\"]\n1. h2e2");
  CHECK(!bad.loaded);
  CHECK(bad.warnings.at(0).find("bad FEN tag") == 0);
}
