// Text encodings (core/notation/text_encoding.h, big5.h): UTF-8, GBK and Big5 told apart on
// a record of our own (a game header and moves in traditional characters, written in each
// encoding by Python's codecs), a flag when the guess is unsure, a forced reading.
#include <catch2/catch.hpp>

#include "core/notation/big5.h"
#include "core/notation/pgn_tree.h"
#include "core/notation/record_file.h"
#include "core/notation/text_encoding.h"

using namespace xq::notation;

namespace {

std::string from_hex(std::string_view hex) {
  std::string out;
  for (std::size_t i = 0; i + 1 < hex.size(); i += 2)
    out += static_cast<char>(std::stoi(std::string(hex.substr(i, 2)), nullptr, 16));
  return out;
}

const char* const kUtf8 =
    "[Event \"全國象棋個人賽\"]\n[Red \"呂欽\"]\n[Black \"許銀川\"]\n[Result \"1-0\"]\n\n"
    "1. 炮二平五 馬８進７ 2. 馬二進三 車９平８ {紅方先手} 1-0\n";
// kUtf8.encode("cp950") and .encode("gbk").
const std::string kBig5 = from_hex(
    "5b4576656e742022a5feb0eab648b4d1add3a448c1c9225d0a5b5265642022a766b4dc225d0a5b426c61636b2022b35cbbc8a474"
    "225d0a5b"
    "526573756c742022312d30225d0a0a312e20acb6a447a5ada4ad20b0a8a2b7b669a2b620322e20b0a8a447b669a45420a8aea2b8"
    "a5ada2b7"
    "207bacf5a4e8a5fda4e27d20312d300a");
const std::string kGbk = from_hex(
    "5b4576656e742022c8ab87f8cff3c6e58280c8cbd990225d0a5b526564202285ce9a4a225d0a5b426c61636b2022d453e379b4a8"
    "225d0a5b"
    "526573756c742022312d30225d0a0a312e20c5dab6fec6bdcee520f152a3b8df4da3b720322e20f152b6fedf4dc8fd20dc87a3b9"
    "c6bda3b8"
    "207bbc74b7bdcfc8cad67d20312d300a");

}  // namespace

TEST_CASE("text encoding: Big5, GBK and UTF-8 of the same record are told apart", "[text_encoding]") {
  const DecodedText u = decode_text(kUtf8);
  CHECK(std::string(u.encoding) == "UTF-8");
  CHECK(!u.unsure);
  const DecodedText b = decode_text(kBig5);
  CHECK(std::string(b.encoding) == "Big5");
  CHECK(b.text == kUtf8);
  CHECK(b.replaced == 0);
  CHECK(!b.unsure);
  const DecodedText g = decode_text(kGbk);
  CHECK(std::string(g.encoding) == "GBK");
  CHECK(g.text == kUtf8);
  CHECK(!g.unsure);
  // The record reads the same from either.
  for (const std::string* bytes : {&kBig5, &kGbk}) {
    const PgnTreeGame p = read_pgn_tree(*bytes);
    CHECK(p.ok());
    CHECK(p.tag("Red") == "呂欽");
    CHECK(p.tag("Black") == "許銀川");
    CHECK(p.tree.main_line().size() == 4);
    CHECK(p.tree.node(4).comment == "紅方先手");
  }
  CHECK(read_pgn_tree(kBig5).tag("Encoding") == "Big5");
}

TEST_CASE("text encoding: an unsure guess says so and the other reading can be chosen", "[text_encoding]") {
  // One character: 好 in GBK, another valid character in Big5; nothing tells them apart.
  const DecodedText d = decode_text("\xBA\xC3");
  CHECK(std::string(d.encoding) == "GBK");
  CHECK(d.text == "好");
  CHECK(d.unsure);
  REQUIRE(d.alternative);
  CHECK(std::string(d.alternative) == "Big5");
  const DecodedText forced = decode_text_as("\xA6\x6E", TextEncoding::Big5);  // 好 in Big5
  CHECK(forced.text == "好");
  CHECK(std::string(forced.encoding) == "Big5");
  // Bad bytes are replaced and counted, never dropped silently.
  std::size_t bad = 0;
  CHECK(big5_to_utf8("a\xFF\xA4", &bad) == "a\xEF\xBF\xBD\xEF\xBF\xBD");
  CHECK(bad == 2);
  const DecodedText broken = decode_text_as("a\xC3", TextEncoding::Utf8);
  CHECK(broken.text == "a\xEF\xBF\xBD");
  CHECK(broken.replaced == 1);
}

TEST_CASE("text encoding: a record file flags an unsure guess and reads the other way", "[text_encoding]") {
  const std::string bytes = "1. h2e2 {\xBA\xC3} h9g7";
  const xq::notation::RecordFile r = read_record_file(bytes);
  CHECK(r.tree.node(1).comment == "好");
  CHECK(r.encoding_alternative == "Big5");
  const xq::notation::RecordFile b = read_record_file_as(bytes, TextEncoding::Big5);
  CHECK(b.tree.node(1).comment == "疑");
  CHECK(b.tree.main_line().size() == 2);
  bool big5 = false;
  for (const PgnTag& t : b.tags) big5 = big5 || (t.name == "Encoding" && t.value == "Big5");
  CHECK(big5);
  CHECK(read_record_file(kBig5).encoding_alternative.empty());
  CHECK(read_record_file(kUtf8).encoding_alternative.empty());
}
