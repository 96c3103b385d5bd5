// Palaces with more points and drawn lines (docs/variants.md "Palaces and their lines",
// core/variant/palace_lines.h). The seeds' bigger palaces walk only on drawn lines:
// 神牛 「九宮兩側頂角各多兩格向下斜線，九宮升為十一個點位，士、將都可沿各自實有線走吃到擴展位，
// 無實線不能走」; 邊防 「士從角點走吃擴展長斜線，一步到位邊線或反之」. Both readings are
// checked on the role walk and on the generic tables (a custom type makes every piece
// walk them), and the board description draws what the pieces walk.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <string>

#include "core/game.h"
#include "core/notation/iccs.h"

using namespace xq;

namespace {

// 十一宮 as the digest reads 神牛: c1 and g1 joined to the corners by diagonals only.
const char* kEleven =
    "[eleven:xiangqi]\npalace = d0-f2 c1 g1\npalace.lines = c1<>d0 c1<>d2 g1<>f0 g1<>f2\n";
// The same palace where the general may also step sideways onto c1 (役志's 領宮).
const char* kElevenWithRank = "[eleven2:xiangqi]\npalace = d0-f2 c1 g1\n"
                              "palace.lines = c1<>d0 c1<>d2 g1<>f0 g1<>f2 c1<>d1 g1<>f1\n";
// 邊防's long line: the advisor's corner d0 to the edge point a3 in one step.
const char* kBorder = "[border:xiangqi]\npalace = d0-f2 a3 i3\npalace.lines = d0<>a3 f0<>i3\n";
// Any of them with a custom type: every piece walks the generic tables.
std::string with_custom(const char* text) {
  return std::string(text) + "piece.x = custom\nx.move = F\nx.zone = palace\n";
}

Game make(const std::string& text, const char* fen) {
  GameOrError made = Game::create_from_text(text, fen, RuleOptions{});
  INFO(made.error);
  REQUIRE(made.game);
  return std::move(*made.game);
}

std::string error_of(const std::string& text) {
  GameOrError made = Game::create_from_text(text, "", RuleOptions{});
  CHECK_FALSE(made.game);
  return made.error;
}

std::set<std::string> targets(const Game& g, const char* from) {
  std::set<std::string> out;
  for (Move m : g.legal_moves())
    if (format_iccs_square(m.from(), g.position().geometry()) == from)
      out.insert(format_iccs_square(m.to(), g.position().geometry()));
  return out;
}

bool has_line(const BoardDescription& d, int f0, int r0, int f1, int r1) {
  return std::any_of(d.lines.begin(), d.lines.end(), [&](const BoardSegment& s) {
    return (s.a.file == f0 && s.a.rank == r0 && s.b.file == f1 && s.b.rank == r1) ||
           (s.a.file == f1 && s.a.rank == r1 && s.b.file == f0 && s.b.rank == r0);
  });
}

}  // namespace

TEST_CASE("palace lines: 十一宮 「士、將都可沿各自實有線走吃到擴展位，無實線不能走」", "[palacelines]") {
  for (const std::string& text : {std::string(kEleven), with_custom(kEleven)}) {
    INFO(text);
    // Red: general d1, advisor d0 (chariots keep the game from a material draw).
    const Game g = make(text, "5k2r/9/9/9/9/9/9/9/3K5/R2A5 w - - 0 1");
    // The advisor walks the new diagonal d0-c1; the general has no line to c1.
    CHECK(targets(g, "d0") == std::set<std::string>{"c1", "e1"});
    CHECK(targets(g, "d1") == std::set<std::string>{"d2", "e1"});
    // From c1 the advisor goes back to either corner and nowhere else (b0, b2: no palace).
    const Game c1 = make(text, "3k1a2r/9/9/9/9/9/9/9/2A1K4/R8 w - - 0 1");
    CHECK(targets(c1, "c1") == std::set<std::string>{"d0", "d2"});
    // Black's palace is the mirror: f9 -> g8 and e8.
    const Game black = make(text, "3k1a2r/9/9/9/9/9/9/9/2A1K4/R8 b - - 0 1");
    CHECK(targets(black, "f9") == std::set<std::string>{"e8", "g8"});
  }
  // With the rank segment drawn the general steps onto c1 as well.
  for (const std::string& text : {std::string(kElevenWithRank), with_custom(kElevenWithRank)}) {
    const Game g = make(text, "5k2r/9/9/9/9/9/9/9/3K5/R2A5 w - - 0 1");
    CHECK(targets(g, "d1") == std::set<std::string>{"c1", "d2", "e1"});
  }
}

TEST_CASE("palace lines: 邊防 「士從角點走吃擴展長斜線，一步到位邊線或反之」 is one unblockable step", "[palacelines]") {
  for (const std::string& text : {std::string(kBorder), with_custom(kBorder)}) {
    INFO(text);
    // c1 (own horse) and b2 (enemy soldier) hold pieces on the long line d0-a3: the advisor still steps over them.
    const Game g = make(text, "4k4/9/9/9/9/9/9/1p7/2N6/3A1K3 w - - 0 1");
    CHECK(targets(g, "d0") == std::set<std::string>{"a3", "e1"});
    // And back, capturing on the corner (「走吃」).
    const Game back = make(text, "4k4/9/9/9/9/9/A8/9/9/3p1K3 w - - 0 1");
    CHECK(targets(back, "a3") == std::set<std::string>{"d0"});
  }
}

TEST_CASE("palace lines: the board draws what the pieces walk", "[palacelines]") {
  const Game g = make(kEleven, "");
  const BoardDescription& d = g.board();
  CHECK(has_line(d, 2, 1, 3, 0));  // c1-d0
  CHECK(has_line(d, 2, 1, 3, 2));  // c1-d2
  CHECK(has_line(d, 2, 8, 3, 9));  // Black's c8-d9
  CHECK(has_line(d, 3, 0, 5, 2));  // the 九宮's X stays two lines
  CHECK(has_line(d, 5, 0, 3, 2));
  const Game border = make(kBorder, "");
  CHECK(has_line(border.board(), 3, 0, 0, 3));  // d0-a3 in one line
  CHECK(has_line(border.board(), 5, 9, 8, 6));  // Black's f9-i6
  // The standard board draws exactly the X.
  const Game std_game = make("[plain:xiangqi]\n", "");
  CHECK(std_game.board().lines.size() == 158);
}

TEST_CASE("palace lines: bad palaces are refused with the reason", "[palacelines]") {
  CHECK(error_of("[p:xiangqi]\npalace = c1 d0-f2\n").find("palace must start with a rectangle") != std::string::npos);
  CHECK(error_of("[p:xiangqi]\npalace = d0-f2 c1\npalace.lines = c1<>d2 c1<>e0\n").find(
            "palace line 'c1<>e0' must be straight") != std::string::npos);
  CHECK(error_of("[p:xiangqi]\npalace = d0-f2\npalace.lines = d0<>a3\n").find(
            "palace line 'd0<>a3': both ends must be palace points") != std::string::npos);
  CHECK(error_of("[p:xiangqi]\npalace = d0-f2 c1\npalace.lines = c1-d0\n").find(
            "palace line 'c1-d0' must join two points") != std::string::npos);
}
