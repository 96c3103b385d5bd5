// The board description (core/board_description.h, Game::board()): what a view draws,
// derived from the variant's geometry and setup. The numbers are counted from the boards
// themselves: the standard 9x10 board, 河山界's 11x10 board with its 山界 files
// (core/variants/mountain.ini: `holes = z4-z5 j4-j5`), 河山象棋 2018's flag ring
// (`track.flag = frame 11x12 start 0 21`) and an 18x10 text variant.
#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>

#include <catch2/catch.hpp>

#include "core/game.h"

namespace {

xq::Game preset(const char* id) {
  xq::GameOrError made = xq::Game::create(id);
  REQUIRE(made.game);
  return std::move(*made.game);
}

bool has_line(const xq::BoardDescription& d, int f0, int r0, int f1, int r1) {
  return std::any_of(d.lines.begin(), d.lines.end(), [&](const xq::BoardSegment& s) {
    return (s.a.file == f0 && s.a.rank == r0 && s.b.file == f1 && s.b.rank == r1) ||
           (s.a.file == f1 && s.a.rank == r1 && s.b.file == f0 && s.b.rank == r0);
  });
}

bool has_mark(const xq::BoardDescription& d, int f, int r) {
  return std::any_of(d.marks.begin(), d.marks.end(), [&](const xq::BoardPoint& p) { return p.file == f && p.rank == r; });
}

}  // namespace

TEST_CASE("board description: the standard board", "[board_description]") {
  const xq::Game g = xq::Game::standard();
  const xq::BoardDescription& d = g.board();
  CHECK(d.files == 9);
  CHECK(d.ranks == 10);
  int points = 0;
  for (int r = 0; r < 10; ++r)
    for (int f = 0; f < 9; ++f) {
      REQUIRE(d.exists(f, r));
      const xq::Square s = d.square(f, r);
      CHECK(d.point(s).file == f);
      CHECK(d.point(s).rank == r);
      ++points;
    }
  CHECK(points == 90);
  CHECK_FALSE(d.exists(9, 0));
  CHECK(d.square(-1, 0) == xq::kNoSquare);
  CHECK(d.point(xq::kNoSquare).file == -1);

  // 10 ranks x 8 horizontal segments, 9 files x 9 vertical gaps less the 7 inner files'
  // river crossings, and the two palaces' 2 diagonals each: 80 + 74 + 4.
  CHECK(d.lines.size() == 158);
  CHECK(has_line(d, 0, 4, 0, 5));        // the edge files cross the river
  CHECK(has_line(d, 8, 4, 8, 5));
  CHECK_FALSE(has_line(d, 4, 4, 4, 5));  // the inner files stop at it
  CHECK(has_line(d, 3, 0, 5, 2));        // 九宮 diagonals, Red's …
  CHECK(has_line(d, 5, 0, 3, 2));
  CHECK(has_line(d, 3, 7, 5, 9));        // … and Black's
  CHECK_FALSE(has_line(d, 0, 0, 2, 2));

  CHECK(d.main_first == 0);
  CHECK(d.main_last == 8);
  CHECK(d.river == 5);
  CHECK(d.river_text[0] == "楚 河");
  CHECK(d.river_text[1] == "漢 界");
  CHECK(d.side_strips.empty());
  CHECK(d.side_text_files.empty());

  // Position marks: 4 cannon and 10 soldier points of the start position.
  CHECK(d.marks.size() == 14);
  CHECK(has_mark(d, 1, 2));
  CHECK(has_mark(d, 7, 7));
  CHECK(has_mark(d, 0, 3));
  CHECK(has_mark(d, 8, 6));
  CHECK_FALSE(has_mark(d, 1, 3));

  // Red counts files from its right in Chinese numerals, Black from its right (Red's
  // left) in full-width digits; ICCS letters a..i, ranks 0..9.
  CHECK(d.file_numbers[0].front() == "九");
  CHECK(d.file_numbers[0].back() == "一");
  CHECK(d.file_numbers[1].front() == "１");
  CHECK(d.file_numbers[1].back() == "９");
  REQUIRE(d.file_letters.size() == 9);
  CHECK(d.file_letters[0] == "a");
  CHECK(d.file_letters[8] == "i");
  REQUIRE(d.rank_numbers.size() == 10);
  CHECK(d.rank_numbers[9] == "9");

  CHECK(d.track.size == 0);
  CHECK(d.glyph(xq::Piece(xq::Color::Red, xq::PieceKind::General)) == "帥");
  CHECK(d.glyph(xq::Piece(xq::Color::Black, xq::PieceKind::General)) == "將");
  CHECK(d.glyph(xq::Piece(xq::Color::Red, xq::PieceKind::Horse)) == "傌");
  CHECK(d.glyph(xq::Piece(xq::Color::Black, xq::PieceKind::Cannon)) == "砲");
  CHECK(d.glyph(xq::Piece()) == "");
}

TEST_CASE("board description: position marks follow the variant's setup, not the game's FEN", "[board_description]") {
  // A game from a bare position still shows the printed board's marks.
  xq::GameOrError made = xq::Game::create("xiangqi", "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
  REQUIRE(made.game);
  CHECK(made.game->board().marks.size() == 14);
}

TEST_CASE("board description: 河山界's 山界 files", "[board_description]") {
  const xq::Game g = preset("shanjie");
  const xq::BoardDescription& d = g.board();
  CHECK(d.files == 11);
  CHECK(d.ranks == 10);
  // `holes = z4-z5 j4-j5`: the mountain files have no points at the river.
  CHECK_FALSE(d.exists(0, 4));
  CHECK_FALSE(d.exists(10, 5));
  CHECK(d.exists(0, 3));
  CHECK(d.square(0, 4) == xq::kNoSquare);
  CHECK(d.main_first == 1);
  CHECK(d.main_last == 9);
  CHECK(d.river == 5);
  // Each mountain file: a strip per half (ranks 0-3 and 6-9), 山界 in the river gap.
  REQUIRE(d.side_strips.size() == 4);
  CHECK(d.side_strips[0].file == 0);
  CHECK(d.side_strips[0].rank0 == 0);
  CHECK(d.side_strips[0].rank1 == 3);
  CHECK(d.side_strips[1].rank0 == 6);
  CHECK(d.side_strips[1].rank1 == 9);
  CHECK(d.side_strips[3].file == 10);
  CHECK(d.side_text_files == std::vector<int>{0, 10});
  CHECK_FALSE(has_line(d, 0, 3, 0, 6));
  CHECK(has_line(d, 0, 3, 1, 3));  // a mountain point joins its rank
  CHECK(has_line(d, 1, 4, 1, 5));  // the main board's edge file crosses the river
  // `files = zabcdefghij`: the ICCS letters the notation writes; 11 files numbered.
  CHECK(d.file_letters.front() == "z");
  CHECK(d.file_letters[1] == "a");
  CHECK(d.file_letters.back() == "j");
  CHECK(d.file_numbers[0].front() == "十一");
  CHECK(d.file_numbers[1].back() == "11");
  // setup c9c: the cannons stand on the mountain files.
  CHECK(has_mark(d, 0, 2));
  CHECK(has_mark(d, 10, 7));
  CHECK(d.track.size == 0);
}

TEST_CASE("board description: 河山象棋 2018's flag track", "[board_description]") {
  const xq::Game g = preset("heshan");
  const xq::Track& t = g.board().track;
  // `track.flag = frame 11x12 start 0 21`: 2*11 + 2*10 = 42 cells.
  CHECK(t.size == 42);
  CHECK(t.cols == 11);
  CHECK(t.rows == 12);
  CHECK(t.start[0] == 0);
  CHECK(t.start[1] == 21);
  CHECK(t.cell[0].col == 5);  // bottom-centre, behind Red's general
  CHECK(t.cell[0].row == 0);
  CHECK(t.advance(41, 2) == 1);
  CHECK(g.board().glyph(xq::Piece(xq::Color::Red, xq::PieceKind::Flag)) == "旗");
}

TEST_CASE("board description: an 18x10 text variant", "[board_description]") {
  std::ifstream in(std::string(XQ_SOURCE_DIR) + "/tests/data/boards/long_river_18x10.ini");
  REQUIRE(in);
  std::stringstream text;
  text << in.rdbuf();
  xq::GameOrError made = xq::Game::create_from_text(text.str());
  REQUIRE(made.game);
  const xq::BoardDescription& d = made.game->board();
  CHECK(d.files == 18);
  CHECK(d.main_first == 0);
  CHECK(d.main_last == 17);
  // 10 x 17 horizontal, 18 x 9 vertical less 16 inner river crossings, 4 diagonals
  // (`palace = h0-j2`, mirrored for Black).
  CHECK(d.lines.size() == 170 + 146 + 4);
  CHECK(has_line(d, 7, 0, 9, 2));
  CHECK(d.file_letters.back() == "r");
  CHECK(d.file_numbers[0].front() == "十八");
  CHECK(d.file_numbers[0][8] == "十");
  CHECK(d.file_numbers[1][9] == "10");
  CHECK(d.file_numbers[1].back() == "18");
  // setup: 2 cannons and 5 soldiers a side.
  CHECK(d.marks.size() == 14);
}

TEST_CASE("board description: a variant's declared glyph", "[board_description]") {
  // docs/variants.md §1: `X.glyph` is one character, or Red's then Black's.
  xq::GameOrError made = xq::Game::create_from_text("[faces:xiangqi]\nr.glyph = 车 車\nc.glyph = 炮\n");
  REQUIRE(made.game);
  const xq::BoardDescription& d = made.game->board();
  CHECK(d.glyph(xq::Piece(xq::Color::Red, xq::PieceKind::Chariot)) == "车");
  CHECK(d.glyph(xq::Piece(xq::Color::Black, xq::PieceKind::Chariot)) == "車");
  CHECK(d.glyph(xq::Piece(xq::Color::Black, xq::PieceKind::Cannon)) == "炮");
  CHECK(d.glyph(xq::Piece(xq::Color::Red, xq::PieceKind::Horse)) == "傌");
}

TEST_CASE("Game::perft and perft_divide count as the recorded perft", "[board_description][perft]") {
  const xq::Game g = xq::Game::standard();
  CHECK(g.perft(0) == 1);
  CHECK(g.perft(1) == 44);
  CHECK(g.perft(3) == 79666);
  const std::vector<xq::PerftEntry> divide = g.perft_divide(3);
  CHECK(divide.size() == 44);
  std::uint64_t total = 0;
  for (const xq::PerftEntry& e : divide) total += e.nodes;
  CHECK(total == 79666);
  CHECK(g.perft_divide(0).empty());
}
