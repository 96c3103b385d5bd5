// 象棋橋 CBF records (core/notation/cbf.h): the head into tags, the move list into a tree
// with comments, variations and marks, written back the same; the shared samples when
// they are unpacked (build/xqf-records/tests/data/test*.cbf), a self-made file always.
#include <catch2/catch.hpp>
#include <cstdlib>

#include "core/notation/cbf.h"
#include "core/notation/cbr.h"
#include "core/notation/iccs.h"
#include "core/notation/pgn_tree.h"
#include "core/notation/record_file.h"
#include "core/notation/xqf.h"
#include "sample_tree.h"
#include "xqf_records.h"

using namespace xq;
using namespace xq::notation;
using record::GameTree;

namespace {

// A small record as 象棋橋 writes it (our own text): BOM, declaration, a few head fields,
// a root comment, comments in CDATA and as plain text with an entity.
const char* const kSelfMade =
    "\xEF\xBB\xBF<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<ChineseChessRecord Version=\"1.0\">\n <Head>\n  <Name>自製 測試局</Name>\n  <URL />\n"
    "  <Contest>測試賽</Contest>\n  <Red>甲</Red>\n  <Black>乙</Black>\n  <Date>2026-12-03</Date>\n"
    "  <ECCO>A60</ECCO>\n  <RecordResult>1</RecordResult>\n"
    "  <FEN>rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1</FEN>\n </Head>\n"
    " <MoveList>\n  <Move value=\"00-00\"><![CDATA[開局前]]></Move>\n"
    "  <Move value=\"77-47\" />\n"
    "  <Move value=\"70-62\">屏風馬 &amp; 注</Move>\n"
    "  <Move value=\"79-67\" end=\"1\"><![CDATA[  跳馬  ]]></Move>\n"
    " </MoveList>\n</ChineseChessRecord>\n";

std::string data_dir() {
  std::string dir = std::getenv("XQF_RECORDS_DIR") ? std::getenv("XQF_RECORDS_DIR") : "";
  if (dir.empty()) dir = std::string(XQ_SOURCE_DIR) + "/build/xqf-records";
  return dir + "/tests/data/";
}

}  // namespace

TEST_CASE("CBF: head fields, moves and comments of a self-made record", "[cbf]") {
  REQUIRE(looks_like_cbf(kSelfMade));
  CHECK(!looks_like_cbf("[Event \"x\"]\n<ChineseChessRecord>"));
  const CbfGame g = read_cbf(kSelfMade);
  INFO((g.warnings.empty() ? "" : g.warnings.front()));
  CHECK(g.ok());
  CHECK(g.loaded);
  CHECK(g.tag("Title") == "自製 測試局");
  CHECK(g.tag("Event") == "測試賽");
  CHECK(g.tag("Red") == "甲");
  CHECK(g.tag("Black") == "乙");
  CHECK(g.tag("ECCO") == "A60");
  CHECK(g.tag("URL") == "");
  CHECK(g.result == "1-0");
  const std::vector<Move> line = g.tree.main_line();
  REQUIRE(line.size() == 3);
  CHECK(format_iccs(line[0]) == "h2e2");
  CHECK(format_iccs(line[1]) == "h9g7");
  CHECK(format_iccs(line[2]) == "h0g2");
  CHECK(g.tree.node(GameTree::kRoot).comment == "開局前");
  CHECK(g.tree.node(2).comment == "屏風馬 & 注");
  CHECK(g.tree.node(3).comment == "跳馬");
  // record_file tells it by its content.
  const RecordFile r = read_record_file(kSelfMade);
  CHECK(r.format == RecordFormat::Cbf);
  CHECK(r.result == "1-0");
  CHECK(g.tree.same_as(r.tree));
}

TEST_CASE("CBF: a tree with variations, comments and marks is written and read back", "[cbf]") {
  const GameTree t = xq_test::sample_tree();
  const std::vector<PgnTag> tags{{"Title", "變化 <樣本> & \"引號\""}, {"Red", "甲"}, {"Event", "e"}};
  const std::string cbf = write_cbf(tags, t, "0-1");
  const CbfGame g = read_cbf(cbf);
  INFO(cbf);
  CHECK(g.ok());
  CHECK(t.first_difference(g.tree) == "");
  CHECK(g.tag("Title") == "變化 <樣本> & \"引號\"");
  CHECK(g.result == "0-1");
  // Through PGN and back: the same tree.
  const std::string pgn = write_pgn_tree(g.tags, g.tree, Notation::Chinese, g.result);
  const PgnTreeGame p = read_pgn_tree(pgn);
  CHECK(p.ok());
  CHECK(t.first_difference(p.tree) == "");
  CHECK(t.first_difference(read_cbf(write_cbf(p.tags, p.tree, p.result)).tree) == "");
  // A comment holding the CDATA end survives.
  GameTree c = t;
  c.set_comment(1, "a ]]> b");
  CHECK(read_cbf(write_cbf({}, c, "*")).tree.node(1).comment == "a ]]> b");
}

TEST_CASE("CBF: a broken record loads what is legal and names the rest", "[cbf]") {
  std::string s = kSelfMade;
  // Black's horse jumps onto its own piece: the rest of the main line goes.
  s.replace(s.find("70-62"), 5, "70-60");
  const CbfGame g = read_cbf(s);
  CHECK(g.loaded);
  CHECK(g.tree.main_line().size() == 1);
  REQUIRE(!g.warnings.empty());
  CHECK(g.warnings.front().find("main line at move 1 (Black): illegal move h9g9") == 0);
  // Cut short anywhere: never a crash, the start always loads.
  const std::string full = kSelfMade;
  for (std::size_t n = 0; n < full.size(); n += 7) {
    const CbfGame cut = read_cbf(full.substr(0, n));
    CHECK(cut.loaded);
  }
  // A bad FEN loads nothing.
  std::string bad = kSelfMade;
  bad.replace(bad.find("rnbakabnr/"), 3, "xxx");
  CHECK(!read_cbf(bad).loaded);
}

TEST_CASE("CBF: the shared 象棋橋 samples (test.cbf, test2.cbf)", "[cbf]") {
  const std::string dir = data_dir();
  const std::string a = xq_test::read_bytes(dir + "test.cbf"), b = xq_test::read_bytes(dir + "test2.cbf");
  if (a.empty() || b.empty()) {
    WARN("the shared records are not unpacked in " << dir << " (scripts/test unpacks them): skipping");
    return;
  }
  const CbfGame g1 = read_cbf(a), g2 = read_cbf(b);
  INFO((g1.warnings.empty() ? "" : g1.warnings.front()));
  CHECK(g1.ok());
  CHECK(g2.ok());
  CHECK(g1.tag("Title") == "第一局 屏风马巡河炮抵当头炮局(和)");
  CHECK(g1.tag("Event") == "居荣鑫《象棋古谱全局三种》");
  CHECK(g1.tag("Annotator") == "居荣鑫");
  CHECK(g1.tag("ECCO") == "C03");
  CHECK(g2.tag("ECCO") == "D04");
  CHECK(g2.result == "1/2-1/2");
  CHECK(g1.tree.node(GameTree::kRoot).comment == "中炮横车盘头马对屏风马双炮巡河");
  const record::TreeCounts c1 = g1.tree.counts(), c2 = g2.tree.counts();
  CHECK(c1.main_line == 50);
  CHECK(c1.comments == 8);
  CHECK(c2.main_line == 75);
  CHECK(format_iccs(g1.tree.main_line().front()) == "h2e2");
  // CBF → PGN → CBF keeps the tree and every comment.
  for (const CbfGame* g : {&g1, &g2}) {
    const PgnTreeGame p = read_pgn_tree(write_pgn_tree(g->tags, g->tree, Notation::Chinese, g->result));
    CHECK(g->tree.first_difference(p.tree) == "");
    const CbfGame back = read_cbf(write_cbf(p.tags, p.tree, p.result));
    CHECK(back.ok());
    CHECK(g->tree.first_difference(back.tree) == "");
    CHECK(back.tag("Title") == g->tag("Title"));
    CHECK(back.result == g->result);
  }
}

TEST_CASE("every shared XQF record round-trips through CBF and CBR", "[cbf][cbr]") {
  const std::vector<std::string> files = xq_test::xqf_record_files();
  if (files.empty()) {
    WARN("the XQF records are not unpacked in build/xqf-records (scripts/test unpacks them): skipping");
    return;
  }
  std::size_t trees = 0, variations = 0, cbf_failures = 0, cbr_failures = 0;
  for (const std::string& f : files) {
    const XqfResult x = read_xqf(xq_test::read_bytes(f));
    if (!x.loaded) continue;
    ++trees;
    variations += x.tree.counts().variations;
    const CbfGame c = read_cbf(write_cbf(x.tags, x.tree, x.tag("Result")));
    std::string diff = c.warnings.empty() ? x.tree.first_difference(c.tree) : c.warnings.front();
    if (!diff.empty() && ++cbf_failures <= 10) UNSCOPED_INFO(f << ": CBF: " << diff);
    const CbrGame r = read_cbr(write_cbr(x.tags, x.tree, x.tag("Result")));
    diff = r.warnings.empty() ? x.tree.first_difference(r.tree) : r.warnings.front();
    if (!diff.empty() && ++cbr_failures <= 10) UNSCOPED_INFO(f << ": CBR: " << diff);
  }
  WARN(trees << " XQF trees (" << variations << " variations) through CBF: " << cbf_failures
             << " differ; through CBR: " << cbr_failures << " differ");
  CHECK(cbf_failures == 0);
  CHECK(cbr_failures == 0);
}
