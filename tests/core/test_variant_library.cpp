// VariantLibrary (core/variant_library.h): the tools' variant files. The counts are the
// ones Fairy-Stockfish agrees with (tests/ffish/differential.mjs) and tools/xq_check.sh
// expects of `xq perft --variant-file`.
#include <fstream>
#include <sstream>
#include <string>

#include <catch2/catch.hpp>

#include "core/variant_library.h"

namespace {

std::string read(const std::string& path) {
  std::ifstream in(path);
  REQUIRE(in);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

TEST_CASE("variant library: every section of a file, by id", "[variant_library]") {
  std::string error;
  const auto lib = xq::VariantLibrary::load(read(std::string(XQ_SOURCE_DIR) + "/tests/ffish/ours.ini"), "ours.ini", error);
  REQUIRE(lib);
  CHECK(error.empty());
  REQUIRE(lib->ids().size() == 11);
  CHECK(lib->ids().front() == "mule");
  CHECK(lib->ids().back() == "wide10");
  CHECK(lib->has("mule"));
  CHECK(lib->has(""));  // the last section
  CHECK_FALSE(lib->has("nope"));

  xq::GameOrError mule = lib->create_game("mule", {}, {});
  REQUIRE(mule.game);
  CHECK(mule.game->variant() == "mule");
  CHECK(mule.game->perft(2) == 1752);
  // `m.glyph = 騾` (ours.ini): the board description carries the declared face.
  const xq::BoardDescription& d = mule.game->board();
  bool mule_face = false;
  for (int k = xq::kFirstCustomKind; k < xq::kMaxPieceKinds; ++k)
    mule_face = mule_face || d.glyph(xq::Piece(xq::Color::Red, static_cast<xq::PieceKind>(k))) == "騾";
  CHECK(mule_face);
  xq::GameOrError last = lib->create_game("", {}, {});
  REQUIRE(last.game);
  CHECK(last.game->variant() == "wide10");
  CHECK(last.game->perft(2) == 2385);
  // The game keeps a text that rebuilds the same variant (create_like, share links).
  xq::RuleOptions tools;
  xq::GameOrError again = xq::Game::create_like(*mule.game, {}, tools);
  REQUIRE(again.game);
  CHECK(again.game->perft(2) == 1752);

  xq::GameOrError bad_fen = lib->create_game("mule", "9/9 w", {});
  CHECK_FALSE(bad_fen.game);
  CHECK(bad_fen.error.rfind("invalid FEN: ", 0) == 0);
  xq::GameOrError absent = lib->create_game("nope", {}, {});
  CHECK_FALSE(absent.game);
  CHECK(absent.error == "no variant 'nope' in this file");
}

TEST_CASE("variant library: a bad file names its line", "[variant_library]") {
  std::string error;
  const auto lib = xq::VariantLibrary::load("[bad:xiangqi]\npiece.m = custom\nm.move = nC\n", "bad.ini", error);
  CHECK_FALSE(lib);
  CHECK(error.rfind("bad.ini line 3: movement 'nC'", 0) == 0);
}
