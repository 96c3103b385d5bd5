// XQF (象棋演播室) records: GBK texts, hand-made files (plain version 10 and obfuscated
// version 18) with a variation and comments, illegal moves in a variation and on the main
// line, truncation at every length, random damage; and, when the shared records are
// unpacked (scripts/test unpacks ../shared/data/xqf/records.tar.xz into
// build/xqf-records; or set XQF_RECORDS_DIR), real files of every version.
#include <catch2/catch.hpp>

#include <array>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

#include "core/fen.h"
#include "core/game.h"
#include "core/notation/gbk.h"
#include "core/notation/iccs.h"
#include "core/notation/xqf.h"
#include "core/rules/illegal_reason.h"

using namespace xq;
using namespace xq::notation;

namespace {

// ---- a small XQF writer for the tests (the reader's inverse, written out separately) ----

// "h2" -> XQF point byte: file * 10 + rank.
std::uint8_t pt(const char* s) { return static_cast<std::uint8_t>((s[0] - 'a') * 10 + (s[1] - '0')); }

struct Rec {
  const char* from;  // nullptr for the root record
  const char* to;
  bool next, variation;
  std::string comment;  // GBK bytes
};

// The standard start in header slot order: 車馬相仕帥仕相馬車炮炮兵×5, Red then Black.
std::array<std::uint8_t, 32> standard_points() {
  const char* red[16] = {"a0", "b0", "c0", "d0", "e0", "f0", "g0", "h0", "i0", "b2", "h2", "a3", "c3", "e3", "g3", "i3"};
  const char* black[16] = {"a9", "b9", "c9", "d9", "e9", "f9", "g9", "h9", "i9", "b7", "h7", "a6", "c6", "e6", "g6", "i6"};
  std::array<std::uint8_t, 32> p{};
  for (int i = 0; i < 16; ++i) {
    p[static_cast<std::size_t>(i)] = pt(red[i]);
    p[static_cast<std::size_t>(16 + i)] = pt(black[i]);
  }
  return p;
}

void put_text(std::string& h, std::size_t offset, const std::string& gbk) {
  h[offset] = static_cast<char>(gbk.size());
  for (std::size_t i = 0; i < gbk.size(); ++i) h[offset + 1 + i] = gbk[i];
}

void put32(std::string& s, std::uint32_t v) {
  for (int i = 0; i < 4; ++i) s += static_cast<char>((v >> (8 * i)) & 0xFF);
}

std::uint8_t key_of(std::uint8_t b, std::uint8_t factor) {
  const unsigned poly = ((((b * b) * 3u + 9) * 3 + 8) * 2 + 1) * 3 + 8;
  return static_cast<std::uint8_t>(poly * factor);
}

std::string make_xqf(int version, const std::vector<Rec>& recs,
                     std::array<std::uint8_t, 32> points = standard_points()) {
  std::string h(1024, '\0');
  h[0] = 'X';
  h[1] = 'Q';
  h[2] = static_cast<char>(version);
  put_text(h, 80, "\xCF\xC9\xC8\xCB\xD6\xB8\xC2\xB7\xB6\xD4\xC6\xF0\xC2\xED\xBE\xD6");  // 仙人指路对起马局
  put_text(h, 304, "Red player");
  put_text(h, 320, "\xC2\xC0\x20\x20\xC7\xD5");  // 吕  钦
  h[51] = 2;                                     // Black won
  const bool obf = version > 10;
  // Header key bytes (summing to 0 mod 256) and what they give.
  const std::uint8_t mask = 0x5A, ors[4] = {0x11, 0x22, 0x43, 0x84}, hxy = 7, hf = 9, ht = 200;
  const std::uint8_t sum = static_cast<std::uint8_t>(0 - hxy - hf - ht);
  std::uint8_t kxy = 0, kf = 0, kt = 0;
  std::uint32_t kc = 0;
  std::array<std::uint8_t, 32> body_key{};
  if (obf) {
    h[3] = static_cast<char>(mask);
    for (int i = 0; i < 4; ++i) h[8 + static_cast<std::size_t>(i)] = static_cast<char>(ors[i]);
    h[12] = static_cast<char>(sum);
    h[13] = static_cast<char>(hxy);
    h[14] = static_cast<char>(hf);
    h[15] = static_cast<char>(ht);
    kxy = key_of(hxy, hxy);
    kf = key_of(hf, kxy);
    kt = key_of(ht, kf);
    kc = (sum * 256u + hxy) % 32000 + 767;
    const std::uint8_t parts[4] = {static_cast<std::uint8_t>((sum & mask) | ors[0]),
                                   static_cast<std::uint8_t>((hxy & mask) | ors[1]),
                                   static_cast<std::uint8_t>((hf & mask) | ors[2]),
                                   static_cast<std::uint8_t>((ht & mask) | ors[3])};
    const char* text = "[(C) Copyright Mr. Dong Shiwei.]";
    for (std::size_t i = 0; i < 32; ++i) body_key[i] = static_cast<std::uint8_t>(text[i] & parts[i % 4]);
  }
  for (std::size_t i = 0; i < 32; ++i) {
    // Stored rotated (version 12 on) and shifted by KeyXY.
    const std::size_t from = version >= 12 ? (i + kxy + 1) % 32 : i;
    h[16 + i] = static_cast<char>(points[from] + kxy);
  }
  std::string body;
  for (const Rec& r : recs) {
    body += static_cast<char>((r.from ? pt(r.from) : 0) + 0x18 + kf);
    body += static_cast<char>((r.to ? pt(r.to) : 0) + 0x20 + kt);
    std::uint8_t flags = 0;
    if (obf) flags = (r.next ? 0x80 : 0) | (r.variation ? 0x40 : 0) | (r.comment.empty() ? 0 : 0x20);
    else flags = (r.next ? 0xF0 : 0) | (r.variation ? 0x0F : 0);
    body += static_cast<char>(flags);
    body += '\0';
    if (!obf || !r.comment.empty()) {
      put32(body, static_cast<std::uint32_t>(r.comment.size()) + kc);
      body += r.comment;
    }
  }
  if (obf)
    for (std::size_t i = 0; i < body.size(); ++i)
      body[i] = static_cast<char>(static_cast<std::uint8_t>(body[i]) + body_key[(1024 + i) % 32]);
  return h + body;
}

// root (comment) -> h2e2 (comment; variation c3c4 after its subtree) -> h9g7.
std::vector<Rec> small_tree(const char* variation_to = "c4", const char* second_to = "g7") {
  return {{nullptr, nullptr, true, false, "\xBF\xAA\xBE\xD6"},  // 开局
          {"h2", "e2", true, true, "\xD6\xD0\xC5\xDA"},         // 中炮
          {"h9", second_to, false, false, ""},
          {"c3", variation_to, false, false, ""}};
}

std::vector<std::string> iccs_line(const std::vector<Move>& moves) {
  std::vector<std::string> out;
  for (Move m : moves) out.push_back(format_iccs(m));
  return out;
}

// Every move of the tree is legal in its parent's position.
void check_tree_legal(const XqfResult& r) {
  FenResult start = parse_fen(r.tree.start_fen());
  REQUIRE(start.ok());
  r.tree.walk([&](int id, int) {
    Position p = start.position;
    for (Move m : r.tree.line_to(r.tree.node(id).parent)) {
      UndoInfo u;
      p.do_move(m, u);
    }
    REQUIRE(explain_move(p, r.tree.node(id).move).ok());
    return true;
  });
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

}  // namespace

TEST_CASE("GBK texts convert to UTF-8", "[xqf]") {
  CHECK(gbk_to_utf8("\xCF\xC9\xC8\xCB\xD6\xB8\xC2\xB7\xB6\xD4\xC6\xF0\xC2\xED\xBE\xD6") == "仙人指路对起马局");
  CHECK(gbk_to_utf8("\xA1\xB0\xCE\xE5\xD1\xF2\xB1\xAD\xA1\xB1 1981") == "“五羊杯” 1981");
  CHECK(gbk_to_utf8("abc") == "abc");
  CHECK(gbk_to_utf8("\x80") == "€");
  std::size_t bad = 0;
  CHECK(gbk_to_utf8("\xC2", &bad) == "\xEF\xBF\xBD");  // a lone lead byte
  CHECK(bad == 1);
  CHECK(gbk_to_utf8("\xFF" "A", &bad) == "\xEF\xBF\xBD" "A");
  CHECK(gbk_to_utf8(std::string("a\0b", 3)) == "ab");
}

TEST_CASE("hand-made XQF files read the same in plain and obfuscated versions", "[xqf]") {
  for (int version : {10, 11, 12, 18}) {
    INFO("version " << version);
    const XqfResult r = read_xqf(make_xqf(version, small_tree()));
    CHECK(r.ok());
    CHECK(r.loaded);
    CHECK(r.version == version);
    CHECK(r.tree.start_fen() == Game::kStandardFen);
    CHECK(iccs_line(r.tree.main_line()) == std::vector<std::string>{"h2e2", "h9g7"});
    const auto& root = r.tree.node(record::GameTree::kRoot);
    REQUIRE(root.children.size() == 2);
    CHECK(format_iccs(r.tree.node(root.children[1]).move) == "c3c4");
    CHECK(root.comment == "开局");
    CHECK(r.tree.node(root.children[0]).comment == "中炮");
    const record::TreeCounts c = r.tree.counts();
    CHECK(c.moves == 3);
    CHECK(c.variations == 1);
    CHECK(c.comments == 2);
    CHECK(r.tag("Title") == "仙人指路对起马局");
    CHECK(r.tag("Black") == "吕  钦");
    CHECK(r.tag("Red") == "Red player");
    CHECK(r.tag("Result") == "0-1");
    check_tree_legal(r);
  }
}

TEST_CASE("an illegal move drops its line and names the line, move and reason", "[xqf]") {
  // In the variation: the soldier cannot step two points.
  XqfResult r = read_xqf(make_xqf(18, small_tree("c5")));
  CHECK(r.loaded);
  CHECK(r.error.empty());  // the main line is whole
  REQUIRE(r.warnings.size() == 2);
  CHECK(r.warnings[0].find("variation 1 at move 1 (Red, ply 1): illegal move c3c5") == 0);
  CHECK(iccs_line(r.tree.main_line()) == std::vector<std::string>{"h2e2", "h9g7"});
  CHECK(r.tree.counts().moves == 2);
  // On the main line: the horse cannot reach h5; the variation still loads.
  r = read_xqf(make_xqf(10, small_tree("c4", "h5")));
  CHECK(r.loaded);
  CHECK(r.error.find("main line at move 1 (Black, ply 2): illegal move h9h5") == 0);
  CHECK(iccs_line(r.tree.main_line()) == std::vector<std::string>{"h2e2"});
  CHECK(r.tree.counts().moves == 2);
}

TEST_CASE("an XQF start position comes from the 32 points, the side from the first move", "[xqf]") {
  std::array<std::uint8_t, 32> p{};
  p.fill(0xFF);      // off the board
  p[4] = pt("e0");   // Red general
  p[0] = pt("a5");   // Red chariot
  p[20] = pt("d9");  // Black general
  for (int version : {10, 18}) {
    // Black moves first: d9e9? The generals would face: d9d8 instead.
    const XqfResult r = read_xqf(make_xqf(version, {{nullptr, nullptr, true, false, ""}, {"d9", "d8", false, false, ""}}, p));
    CHECK(r.ok());
    CHECK(r.tree.start_fen() == "3k5/9/9/9/R8/9/9/9/9/4K4 b - - 0 1");
    CHECK(iccs_line(r.tree.main_line()) == std::vector<std::string>{"d9d8"});
  }
}

TEST_CASE("truncated or damaged XQF files load what they can and never read out of bounds", "[xqf]") {
  CHECK(!read_xqf("").loaded);
  CHECK(read_xqf("PK\x03\x04").error.find("not an XQF") == 0);
  const std::string full = make_xqf(18, small_tree());
  for (std::size_t n = 0; n < full.size(); ++n) {
    const XqfResult r = read_xqf(full.substr(0, n));
    CHECK(r.loaded == (n >= 1024));
    if (n >= 1024) check_tree_legal(r);
    if (n > 1024 && n < full.size()) CHECK(!r.ok());  // 1024: a header alone, no moves
  }
  XqfResult cut = read_xqf(full.substr(0, full.size() - 2));
  CHECK(cut.error.find("variation 1 at move 1 (Red, ply 1): the file ends inside a move record") == 0);
  CHECK(cut.tree.counts().moves == 2);
  // Random damage to the body and the key bytes: no crash, and whatever loads is legal.
  std::mt19937 rng(17);
  for (int i = 0; i < 3000; ++i) {
    std::string damaged = full;
    const int hits = 1 + static_cast<int>(rng() % 4);
    for (int k = 0; k < hits; ++k) {
      const std::size_t at = rng() % 2 ? 1024 + rng() % (full.size() - 1024) : rng() % 48;
      damaged[at] = static_cast<char>(rng());
    }
    const XqfResult r = read_xqf(damaged);
    if (r.loaded) check_tree_legal(r);
    else CHECK(!r.error.empty());
  }
}

TEST_CASE("real XQF files of every version (shared test data)", "[xqf]") {
  std::string dir = std::getenv("XQF_RECORDS_DIR") ? std::getenv("XQF_RECORDS_DIR") : "";
  if (dir.empty()) dir = std::string(XQ_SOURCE_DIR) + "/build/xqf-records";
  const std::string data = dir + "/tests/data/";
  if (read_file(data + "test.xqf").empty()) {
    WARN("the XQF records are not unpacked in " << dir
         << " (scripts/test unpacks ../shared/data/xqf/records.tar.xz there): skipping");
    return;
  }
  // The same game as version 18 (obfuscated) and version 10 (plain).
  const XqfResult a = read_xqf(read_file(data + "test.xqf"));
  const XqfResult b = read_xqf(read_file(data + "test1.xqf"));
  CHECK(a.ok());
  CHECK(b.ok());
  CHECK(a.version == 18);
  CHECK(b.version == 10);
  CHECK(a.tree.main_line() == b.tree.main_line());
  CHECK(a.tree.counts().moves == 110);
  CHECK(a.tree.counts().comments == 11);
  CHECK(iccs_line(a.tree.main_line()).at(3) == "b7c7");
  CHECK(a.tag("Title") == "仙人指路对起马局");
  CHECK(a.tag("Event") == "\"中立杯\"象棋电视快棋赛");
  CHECK(a.tag("Date") == "1997年11月16日");
  CHECK(a.tag("Site") == "北京");
  CHECK(a.tag("Red") == "柳大华");
  CHECK(a.tag("Black") == "吕  钦");
  CHECK(a.tag("Result") == "0-1");
  for (int i = 1; i <= 110; ++i)
    // (the version 10 copy adds a web site's footer to the last comment)
    if (!a.tree.node(i).comment.empty()) CHECK(b.tree.node(i).comment.rfind(a.tree.node(i).comment, 0) == 0);
  // Version 16, an endgame study.
  const XqfResult u = read_xqf(read_file(data + "ucci_test1.xqf"));
  CHECK(u.ok());
  CHECK(u.version == 16);
  CHECK(u.tag("Title") == "第006局 蝇垂骥尾");
  CHECK(u.tree.start_fen() == "2b1kabn1/4aR3/3R2N2/4p1p2/5P3/4P4/3N2Pr1/4C1n2/3pAr3/4K3c w - - 0 1");
  CHECK(u.tree.counts().moves == 43);
  // A large tree: 32124 moves, 348 variations.
  const XqfResult big = read_xqf(read_file(data + "FiveGoatsTest.xqf"));
  CHECK(big.ok());
  CHECK(big.tag("Title") == "“五羊杯”象棋赛(第01届-第21届)");
  CHECK(big.tree.counts().moves == 32124);
  CHECK(big.tree.counts().variations == 348);
  check_tree_legal(u);
  // A real defect: Black's move 5 moves a Red advisor (two Red moves in a row).
  const XqfResult bad = read_xqf(read_file(data + "BadMoveTest3.xqf"));
  CHECK(bad.loaded);
  CHECK(bad.error.find("main line at move 5 (Black, ply 10): illegal move e1f0: there is no piece there") == 0);
  CHECK(bad.tree.counts().main_line == 9);
  const XqfResult wild = read_xqf(read_file(data + "WildHouse.xqf"));
  CHECK(wild.error.empty());
  CHECK(!wild.warnings.empty());
  CHECK(wild.warnings[0].find("variation 41 at move 37 (Black, ply 74): illegal move e7f7") == 0);
  CHECK(wild.tree.counts().moves == 1668);
  CHECK(read_xqf(read_file(data + "EmptyTest.xqf")).ok());
}
