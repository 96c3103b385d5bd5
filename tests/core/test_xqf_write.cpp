// XQF writing (core/notation/xqf_write.h): read_xqf(write_xqf(t)) == t for hand-made
// trees and for every shared record; texts in GBK; what XQF cannot hold is refused or
// reported.
#include <catch2/catch.hpp>
#include <string>

#include "core/notation/gbk.h"
#include "core/notation/xqf.h"
#include "core/notation/xqf_write.h"
#include "sample_tree.h"
#include "xqf_records.h"

using namespace xq;
using namespace xq::notation;
using record::GameTree;
using record::Mark;
using xq_test::iccs;

namespace {
GameTree without_marks(GameTree t) {
  for (std::size_t i = 0; i < t.size(); ++i) t.set_mark(static_cast<int>(i), Mark::None);
  return t;
}
}  // namespace

TEST_CASE("UTF-8 to GBK is the inverse of GBK to UTF-8", "[xqf_write]") {
  const std::string text = "仙人指路對起馬局 “五羊杯” 1-0 €";
  std::size_t missing = 9;
  const std::string gbk = utf8_to_gbk(text, &missing);
  CHECK(missing == 0);
  CHECK(gbk_to_utf8(gbk) == text);
  CHECK(utf8_to_gbk("a😀b", &missing) == "a?b");
  CHECK(missing == 1);
}

TEST_CASE("a hand-made tree written as XQF version 10 reads back the same", "[xqf_write]") {
  const GameTree t = xq_test::sample_tree();
  const XqfWrite w = write_xqf({{"Title", "樣本"}, {"Red", "柳大華"}, {"Result", "0-1"}, {"Event", "x"}}, t);
  REQUIRE(w.ok());
  REQUIRE(w.warnings.size() == 1);
  CHECK(w.warnings[0] == "3 mark(s) left out (XQF has no field for them)");
  CHECK(w.bytes.substr(0, 3) == std::string("XQ\x0A"));
  const XqfResult r = read_xqf(w.bytes);
  CHECK(r.ok());
  CHECK(r.version == 10);
  CHECK(r.tag("Title") == "樣本");
  CHECK(r.tag("Red") == "柳大華");
  CHECK(r.tag("Result") == "0-1");
  CHECK(without_marks(t).first_difference(r.tree) == "");
}

TEST_CASE("XQF writing: a Black start, a bare endgame, an empty game, long titles", "[xqf_write]") {
  GameTree t("3k5/9/9/9/9/9/9/9/4A4/4K4 b - - 0 1");
  t.add_move(t.add_move(GameTree::kRoot, iccs("d9d8")), iccs("e1f2"));
  XqfWrite w = write_xqf({{"Title", std::string(40, 'x') + "象棋象棋象棋象棋象棋象棋象棋"}}, t);
  REQUIRE(w.ok());
  CHECK(w.warnings.size() == 1);  // the title is longer than 63 bytes
  XqfResult r = read_xqf(w.bytes);
  CHECK(r.ok());
  CHECK(t.first_difference(r.tree) == "");
  CHECK(r.tag("Title").size() == 40 + 3 * 11);  // cut after 11 characters (62 bytes)
  const GameTree empty("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
  w = write_xqf({}, empty);
  REQUIRE(w.ok());
  r = read_xqf(w.bytes);
  CHECK(r.ok());
  CHECK(empty.first_difference(r.tree) == "");
  // A start XQF cannot describe (parse_fen already refuses a third chariot).
  w = write_xqf({}, GameTree("3k5/9/9/9/9/9/9/R8/R8/R3K4 w - - 0 1"));
  CHECK(!w.ok());
  CHECK(w.error.find("the start position is not a legal FEN: ") == 0);
  CHECK(w.bytes.empty());
}

TEST_CASE("every shared XQF record round-trips through write_xqf", "[xqf_write]") {
  const std::vector<std::string> files = xq_test::xqf_record_files();
  if (files.empty()) {
    WARN("the XQF records are not unpacked in build/xqf-records (scripts/test unpacks them): skipping");
    return;
  }
  std::size_t trees = 0, failures = 0;
  for (const std::string& f : files) {
    const XqfResult x = read_xqf(xq_test::read_bytes(f));
    if (!x.loaded) continue;
    ++trees;
    const XqfWrite w = write_xqf(x.tags, x.tree);
    std::string diff = w.error;
    if (diff.empty()) {
      // Bytes the file's GBK had no character for were read as U+FFFD, which GBK cannot
      // write either: they come back as '?' (game_test.xqf has some).
      GameTree expected = x.tree;
      for (std::size_t i = 0; i < expected.size(); ++i) {
        std::string& c = expected.node(static_cast<int>(i)).comment;
        for (std::size_t at; (at = c.find("\xEF\xBF\xBD")) != std::string::npos;) c.replace(at, 3, "?");
      }
      const XqfResult back = read_xqf(w.bytes);
      diff = back.warnings.empty() ? expected.first_difference(back.tree) : back.warnings.front();
      for (const PgnTag& tag : x.tags)
        if (diff.empty() && tag.value.size() < 15 && back.tag(tag.name) != tag.value)
          diff = "tag " + tag.name + " differs";
    }
    if (!diff.empty() && ++failures <= 10) UNSCOPED_INFO(f << ": " << diff);
  }
  WARN(trees << " XQF trees through write_xqf, " << failures << " differ");
  CHECK(failures == 0);
}
