// Betza reader (core/variant/betza.h): the moves of each string as Fairy-Stockfish's
// from_betza reads them (its direction table, lame staircase, riders and hoppers), our
// extensions (C[W], Z[F], @zone), and a reason for every string it refuses.
#include <catch2/catch.hpp>

#include <set>
#include <string>
#include <tuple>

#include "core/variant/betza.h"

using namespace xq;

namespace {

// (df, dr) of every move of `text` with the given mode, quiet or capture as asked.
std::set<std::pair<int, int>> offsets(const std::string& text, BetzaMode mode, bool capture = true) {
  BetzaProgram p;
  std::string why;
  REQUIRE(parse_betza_program(text, p, why));
  std::set<std::pair<int, int>> out;
  for (const BetzaMove& m : p.moves)
    if (m.mode == mode && (capture ? m.capture : m.quiet)) out.insert({m.df, m.dr});
  return out;
}

std::string refusal(const std::string& text) {
  BetzaProgram p;
  std::string why;
  if (parse_betza_program(text, p, why)) return "";
  return why;
}

const BetzaMove* find(const BetzaProgram& p, int df, int dr) {
  for (const BetzaMove& m : p.moves)
    if (m.df == df && m.dr == dr) return &m;
  return nullptr;
}

using Set = std::set<std::pair<int, int>>;

}  // namespace

TEST_CASE("betza: atoms and their eight orientations", "[betza]") {
  CHECK(offsets("W", BetzaMode::Leap) == Set{{0, 1}, {0, -1}, {1, 0}, {-1, 0}});
  CHECK(offsets("F", BetzaMode::Leap) == Set{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}});
  CHECK(offsets("N", BetzaMode::Leap).size() == 8);
  CHECK(offsets("N", BetzaMode::Leap).count({1, 2}) == 1);
  CHECK(offsets("C", BetzaMode::Leap).count({1, 3}) == 1);   // 目 (3,1)
  CHECK(offsets("Z", BetzaMode::Leap).count({2, 3}) == 1);   // 用 (3,2)
  CHECK(offsets("H", BetzaMode::Leap).count({0, 3}) == 1);   // (3,0)
  CHECK(offsets("G", BetzaMode::Leap).count({3, 3}) == 1);   // (3,3)
  CHECK(offsets("K", BetzaMode::Leap) == offsets("WF", BetzaMode::Leap));
  CHECK(offsets("K", BetzaMode::Leap).size() == 8);
  // Riders: R B Q, a doubled atom, or a range digit.
  CHECK(offsets("R", BetzaMode::Slide) == offsets("WW", BetzaMode::Slide));
  CHECK(offsets("Q", BetzaMode::Slide).size() == 8);
  CHECK(offsets("NN", BetzaMode::Slide).size() == 8);
  BetzaProgram p;
  std::string why;
  REQUIRE(parse_betza_program("W3", p, why));
  for (const BetzaMove& m : p.moves) CHECK((m.mode == BetzaMode::Slide && m.range == 3));
  REQUIRE(parse_betza_program("R", p, why));
  for (const BetzaMove& m : p.moves) CHECK(m.range == 0);
}

TEST_CASE("betza: direction letters read as Fairy-Stockfish reads them", "[betza]") {
  // The xiangqi soldier: forward and both sideways steps (fs splits for W atoms).
  CHECK(offsets("fsW", BetzaMode::Leap) == Set{{0, 1}, {1, 0}, {-1, 0}});
  CHECK(offsets("fW", BetzaMode::Leap) == Set{{0, 1}});
  CHECK(offsets("bW", BetzaMode::Leap) == Set{{0, -1}});
  CHECK(offsets("vW", BetzaMode::Leap) == Set{{0, 1}, {0, -1}});
  CHECK(offsets("sW", BetzaMode::Leap) == Set{{1, 0}, {-1, 0}});
  CHECK(offsets("rW", BetzaMode::Leap) == Set{{1, 0}});
  CHECK(offsets("lW", BetzaMode::Leap) == Set{{-1, 0}});
  CHECK(offsets("fF", BetzaMode::Leap) == Set{{1, 1}, {-1, 1}});
  // sF is all four diagonals in Fairy-Stockfish (its table lists ss for them).
  CHECK(offsets("sF", BetzaMode::Leap) == offsets("F", BetzaMode::Leap));
  CHECK(offsets("frF", BetzaMode::Leap) == Set{{1, 1}});
  CHECK(offsets("rfF", BetzaMode::Leap) == Set{{1, 1}});
  // Knights: f = the two steep forward ones, fs = the two flat forward ones.
  CHECK(offsets("fN", BetzaMode::Leap) == Set{{1, 2}, {-1, 2}});
  CHECK(offsets("ffN", BetzaMode::Leap) == Set{{1, 2}, {-1, 2}});
  CHECK(offsets("fsN", BetzaMode::Leap) == Set{{2, 1}, {-2, 1}});
  CHECK(offsets("frN", BetzaMode::Leap) == Set{{2, 1}});
  CHECK(offsets("rfN", BetzaMode::Leap) == Set{{1, 2}});
  CHECK(offsets("bN", BetzaMode::Leap) == Set{{1, -2}, {-1, -2}});
  CHECK(offsets("fR", BetzaMode::Slide) == Set{{0, 1}});
}

TEST_CASE("betza: m c p g modalities", "[betza]") {
  // The xiangqi cannon: quiet slides, captures over one screen.
  CHECK(offsets("mRcpR", BetzaMode::Slide, false).size() == 4);
  CHECK(offsets("mRcpR", BetzaMode::Slide, true).empty());
  CHECK(offsets("mRcpR", BetzaMode::Hop, true).size() == 4);
  CHECK(offsets("mRcpR", BetzaMode::Hop, false).empty());
  // pR without m/c moves and captures by hopping (the janggi cannon), as in Fairy-Stockfish.
  CHECK(offsets("pR", BetzaMode::Hop, false).size() == 4);
  CHECK(offsets("pR", BetzaMode::Hop, true).size() == 4);
  CHECK(offsets("mBcpB", BetzaMode::Hop, true) == offsets("B", BetzaMode::Slide));
  CHECK(offsets("gQ", BetzaMode::Grasshopper).size() == 8);
  BetzaProgram p;
  std::string why;
  REQUIRE(parse_betza_program("pR3", p, why));
  for (const BetzaMove& m : p.moves) CHECK((m.mode == BetzaMode::Hop && m.range == 3));
  // Modifiers belong to the next atom only.
  CHECK(offsets("cWF", BetzaMode::Leap, false) == offsets("F", BetzaMode::Leap));
}

TEST_CASE("betza: lame leapers block where Fairy-Stockfish blocks them", "[betza]") {
  BetzaProgram p;
  std::string why;
  REQUIRE(parse_betza_program("nN", p, why));
  const BetzaMove* horse = find(p, 1, 2);
  REQUIRE(horse);
  CHECK(horse->block_count == 1);
  CHECK((horse->block[0][0] == 0 && horse->block[0][1] == 1));  // 馬腿
  const BetzaMove* flat = find(p, -2, -1);
  REQUIRE(flat);
  CHECK((flat->block[0][0] == -1 && flat->block[0][1] == 0));
  REQUIRE(parse_betza_program("nA", p, why));
  REQUIRE(find(p, 2, -2));
  CHECK((find(p, 2, -2)->block[0][0] == 1 && find(p, 2, -2)->block[0][1] == -1));  // 象眼
  // The janggi elephant nZ: two points on its staircase.
  REQUIRE(parse_betza_program("nZ", p, why));
  const BetzaMove* z = find(p, 2, 3);
  REQUIRE(z);
  CHECK(z->block_count == 2);
  CHECK((z->block[0][0] == 0 && z->block[0][1] == 1));
  CHECK((z->block[1][0] == 1 && z->block[1][1] == 2));
  REQUIRE(parse_betza_program("nD", p, why));
  CHECK(find(p, 0, 2)->block_count == 1);
  // Our single-leg extension: 騾 C[W] (the horse's leg), 駝 Z[F] (the diagonal neighbour).
  REQUIRE(parse_betza_program("C[W]", p, why));
  const BetzaMove* mule = find(p, -1, 3);
  REQUIRE(mule);
  CHECK(mule->block_count == 1);
  CHECK((mule->block[0][0] == 0 && mule->block[0][1] == 1));
  CHECK(find(p, 3, 1)->block[0][0] == 1);
  REQUIRE(parse_betza_program("Z[F]", p, why));
  CHECK((find(p, 3, -2)->block[0][0] == 1 && find(p, 3, -2)->block[0][1] == -1));
  CHECK(find(p, 3, -2)->block_count == 1);
}

TEST_CASE("betza: @zone words and several words", "[betza]") {
  BetzaProgram p;
  std::string why;
  REQUIRE(parse_betza_program("fW sW@across", p, why));
  int across = 0;
  for (const BetzaMove& m : p.moves) across += m.zone == "across";
  CHECK(across == 4);  // two sideways steps, quiet and capture
  CHECK(p.moves.size() == 6);
}

TEST_CASE("betza: refusals name the word and the reason", "[betza]") {
  // Fairy-Stockfish generates no lame 目: refused, with the spellings that work.
  CHECK(refusal("nC").find("C[W]") != std::string::npos);
  CHECK(refusal("nNnC").find("nNnC") != std::string::npos);
  CHECK(refusal("nW") != "");
  CHECK(refusal("DD").find("riders move along W, F and N lines") != std::string::npos);
  CHECK(refusal("C2") != "");
  CHECK(refusal("pN").find("hoppers") != std::string::npos);
  CHECK(refusal("nR").find("single leaps") != std::string::npos);
  CHECK(refusal("gR3").find("grasshopper") != std::string::npos);
  CHECK(refusal("R0").find("one digit") != std::string::npos);
  CHECK(refusal("R12").find("one digit") != std::string::npos);
  CHECK(refusal("X").find("unknown atom 'X'") != std::string::npos);
  CHECK(refusal("iW").find("unknown letter 'i'") != std::string::npos);
  CHECK(refusal("hW").find("unknown letter 'h'") != std::string::npos);
  CHECK(refusal("mR c").find("ends without an atom") != std::string::npos);
  CHECK(refusal("sfN").find("select none") != std::string::npos);
  CHECK(refusal("W@").find("zone name") != std::string::npos);
  CHECK(refusal("A[W]").find("[W] leg") != std::string::npos);
  CHECK(refusal("N[F]").find("[F] leg") != std::string::npos);
  CHECK(refusal("C[X]").find("[W] or [F]") != std::string::npos);
  CHECK(refusal("nC[W]") != "");
  CHECK(refusal("") == "empty movement");
  CHECK(refusal("   ") == "empty movement");
}

TEST_CASE("betza: the exact range R{2,3} / B{2,3} (新大象戲's elephant)", "[betza]") {
  // 「【象】走、吃斜格两步或三步格，不可越棋」: leaps of 2 and 3 diagonal points, every point
  // on the way blocking, never 1.
  BetzaProgram p;
  std::string why;
  REQUIRE(parse_betza_program("B{2,3}", p, why));
  CHECK(offsets("B{2,3}", BetzaMode::Leap) ==
        Set{{2, 2}, {-2, 2}, {2, -2}, {-2, -2}, {3, 3}, {-3, 3}, {3, -3}, {-3, -3}});
  CHECK(offsets("B{2,3}", BetzaMode::Slide).empty());
  const BetzaMove* three = find(p, -3, 3);
  REQUIRE(three);
  CHECK(three->block_count == 2);
  CHECK((three->block[0][0] == -1 && three->block[0][1] == 1 && three->block[1][0] == -2 && three->block[1][1] == 2));
  CHECK(find(p, 2, -2)->block_count == 1);
  // A range from 1 includes the free step; m / c and directions apply as to any atom.
  CHECK(offsets("fR{1,2}", BetzaMode::Leap) == Set{{0, 1}, {0, 2}});
  CHECK(offsets("mB{2,2}", BetzaMode::Leap, false) == Set{{2, 2}, {-2, 2}, {2, -2}, {-2, -2}});
  CHECK(offsets("mB{2,2}", BetzaMode::Leap, true).empty());
  // Refusals name the spelling and the limit.
  CHECK(refusal("B{2,4}").find("1 <= FROM <= TO <= 3") != std::string::npos);
  CHECK(refusal("B{3,2}").find("1 <= FROM <= TO <= 3") != std::string::npos);
  CHECK(refusal("B{0,2}").find("1 <= FROM <= TO <= 3") != std::string::npos);
  CHECK(refusal("B{2}").find("{FROM,TO}") != std::string::npos);
  CHECK(refusal("B{2,3").find("{FROM,TO}") != std::string::npos);
  CHECK(refusal("N{2,3}").find("plain rider") != std::string::npos);
  CHECK(refusal("pR{2,3}").find("plain rider") != std::string::npos);
  CHECK(refusal("B3{2,3}") != "");
}

namespace {

// Every move of `text` as (df, dr, screened, screen df, screen dr, quiet, capture, mode),
// to compare two spellings.
std::set<std::tuple<int, int, bool, int, int, bool, bool, int>> full(const std::string& text) {
  BetzaProgram p;
  std::string why;
  const bool ok = parse_betza_program(text, p, why);
  INFO(text << ": " << why);
  REQUIRE(ok);
  std::set<std::tuple<int, int, bool, int, int, bool, bool, int>> out;
  for (const BetzaMove& m : p.moves)
    out.insert(
        {m.df, m.dr, m.screened, m.screen[0], m.screen[1], m.quiet, m.capture, static_cast<int>(m.mode)});
  return out;
}

}  // namespace

TEST_CASE("betza: the self screen N{N} (第三代's 妃) doubles the knight over its knight point", "[betza]") {
  // 「吃法，同一方向，跳過"日字"對角的棋，吃下一個"日字"對角的棋」: mN cN{N}.
  CHECK(offsets("mN cN{N}", BetzaMode::Leap, false) == offsets("N", BetzaMode::Leap));
  CHECK(offsets("mN cN{N}", BetzaMode::Leap, true) ==
        Set{{2, 4}, {-2, 4}, {2, -4}, {-2, -4}, {4, 2}, {-4, 2}, {4, -2}, {-4, -2}});
  BetzaProgram p;
  std::string why;
  REQUIRE(parse_betza_program("cN{N}", p, why));
  REQUIRE(p.moves.size() == 8);
  for (const BetzaMove& m : p.moves) {
    CHECK(m.screened);  // the midpoint, one knight step: must hold a piece
    CHECK((m.screen[0] * 2 == m.df && m.screen[1] * 2 == m.dr));
    CHECK(m.block_count == 0);  // no leg: 「其它條件忽略不限」
    CHECK((!m.quiet && m.capture && !m.chain));
  }
  // W{W} is D{W} and F{F} is A{F} (their only step is the midpoint).
  CHECK(full("W{W}") == full("D{W}"));
  CHECK(full("F{F}") == full("A{F}"));
  CHECK(full("cF{F}").size() == 4);
  // Direction letters pick the knight's orientations, then double them; zones and chains
  // apply as to any screened leap.
  CHECK(offsets("fN{N}", BetzaMode::Leap) == Set{{2, 4}, {-2, 4}});
  CHECK(offsets("fsN{N}", BetzaMode::Leap) == Set{{4, 2}, {-4, 2}});
  REQUIRE(parse_betza_program("cN{N}@@far", p, why));
  for (const BetzaMove& m : p.moves) CHECK((m.zone == "far" && m.within));
  REQUIRE(parse_betza_program("N{N}*", p, why));
  for (const BetzaMove& m : p.moves) CHECK((m.chain && m.screened));
}

TEST_CASE("betza: a self screen is one leap of W, F or N", "[betza]") {
  const std::string one = "a self screen N{N} is one leap: no n, p, g, digit or doubled atom";
  CHECK(refusal("nN{N}") == "'nN{N}': " + one);
  CHECK(refusal("NN{N}") == "'NN{N}': " + one);
  CHECK(refusal("pN{N}") == "'pN{N}': " + one);
  CHECK(refusal("gN{N}") == "'gN{N}': " + one);
  CHECK(refusal("N2{N}") == "'N2{N}': " + one);
  CHECK(refusal("cD{D}") ==
        "'cD{D}': a self screen doubles one step over its midpoint: W{W}, F{F} or N{N} only");
  CHECK(refusal("K{K}").find("W{W}, F{F} or N{N} only") != std::string::npos);
  CHECK(refusal("C{C}").find("W{W}, F{F} or N{N} only") != std::string::npos);
  CHECK(refusal("A{N}").find("a screen is written {W} or {F}") != std::string::npos);
  CHECK(refusal("N{N}[W]").find("unknown letter '['") != std::string::npos);
}

TEST_CASE("betza: the vault cR{_} (第三代's 石) captures over one empty point", "[betza]") {
  // 「隔一個空格打吃敵棋」: mR cR{_}, the vault along the chariot's four lines.
  CHECK(offsets("mR cR{_}", BetzaMode::Vault, true) == offsets("R", BetzaMode::Slide));
  CHECK(offsets("mR cR{_}", BetzaMode::Vault, false).empty());
  CHECK(offsets("mR cR{_}", BetzaMode::Slide, false) == offsets("R", BetzaMode::Slide));
  CHECK(offsets("mR cR{_}", BetzaMode::Slide, true).empty());
  CHECK(offsets("cB{_}", BetzaMode::Vault) == offsets("F", BetzaMode::Leap));
  CHECK(offsets("cQ{_}", BetzaMode::Vault).size() == 8);
  CHECK(offsets("cfR{_}", BetzaMode::Vault) == Set{{0, 1}});
  CHECK(offsets("fcsR{_}", BetzaMode::Vault) == Set{{0, 1}, {1, 0}, {-1, 0}});
  BetzaProgram p;
  std::string why;
  REQUIRE(parse_betza_program("cR{_}@@far", p, why));
  REQUIRE(p.moves.size() == 4);
  for (const BetzaMove& m : p.moves)
    CHECK((m.mode == BetzaMode::Vault && m.range == 0 && m.zone == "far" && m.within));
  // A vault never merges with the slide along the same line.
  REQUIRE(parse_betza_program("cR cR{_}", p, why));
  CHECK(p.moves.size() == 8);
}

TEST_CASE("betza: a vault only captures, after a plain R, B or Q", "[betza]") {
  const std::string captures =
      "a vault {_} only captures (「隔一個空格打吃敵棋」): write c before it, e.g. mR cR{_}";
  CHECK(refusal("R{_}") == "'R{_}': " + captures);
  CHECK(refusal("mR{_}") == "'mR{_}': " + captures);
  CHECK(refusal("mcR{_}") == "'mcR{_}': " + captures);
  const std::string plain =
      "a vault {_} follows a plain rider (R, B or Q) without n, p, g or a digit, e.g. cR{_}";
  CHECK(refusal("cN{_}") == "'cN{_}': " + plain);
  CHECK(refusal("cWW{_}") == "'cWW{_}': " + plain);
  CHECK(refusal("cR3{_}") == "'cR3{_}': " + plain);
  CHECK(refusal("cpR{_}") == "'cpR{_}': " + plain);
  CHECK(refusal("cgR{_}") == "'cgR{_}': " + plain);
  CHECK(refusal("cnR{_}") == "'cnR{_}': " + plain);
  CHECK(refusal("cR{_").find("a vault is written {_}") != std::string::npos);
  CHECK(refusal("cR{_}*").find("'*' chains") != std::string::npos);
  CHECK(refusal("cR{_}{2,3}").find("plain rider") != std::string::npos);
}
