// WXF and Chinese notation: reading and writing, tandem pieces, three to five pawns on a
// file, tandem pawns on two files, mixed digit styles and swapped piece names, errors,
// and round trips (write, then read back the same move) over random playouts.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "core/fen.h"
#include "core/game.h"
#include "core/movegen.h"
#include "core/notation/iccs.h"
#include "core/notation/movetext.h"

using namespace xq;
using namespace xq::notation;

namespace {

Position from_fen(const char* fen) {
  const FenResult r = parse_fen(fen);
  INFO(fen << ": " << r.error.message);
  REQUIRE(r.ok());
  return r.position;
}

// The move `text` names, in ICCS, or "error: …".
std::string read(const Position& pos, const std::string& text) {
  const ParsedMove pm = parse_move(pos, text);
  return pm.ok() ? format_iccs(pm.move) : "error: " + pm.error;
}

std::string write(const Position& pos, const char* iccs, Notation n) {
  const std::optional<Move> m = parse_iccs(iccs);
  REQUIRE(m);
  REQUIRE(pos.is_legal(*m));
  return format_move(pos, *m, n);
}

bool starts_with(const std::string& s, const char* prefix) { return s.rfind(prefix, 0) == 0; }

const char* const kStart = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

}  // namespace

TEST_CASE("opening moves in every notation", "[notation]") {
  const Position pos = from_fen(kStart);
  for (const char* text : {"h2e2", "H2-E2", "C2.5", "C2=5", "炮二平五", "炮2平5", "炮２平５", "砲二平五", "包二平五"})
    CHECK(read(pos, text) == "h2e2");
  CHECK(read(pos, "H2+3") == "h0g2");
  CHECK(read(pos, "馬二進三") == "h0g2");
  CHECK(read(pos, "马二进三") == "h0g2");
  CHECK(read(pos, "傌二進三") == "h0g2");
  CHECK(read(pos, "E3+5") == "g0e2");
  CHECK(read(pos, "相三進五") == "g0e2");
  CHECK(read(pos, "A4+5") == "f0e1");
  CHECK(read(pos, "仕四進五") == "f0e1");
  CHECK(read(pos, "R1+1") == "i0i1");
  CHECK(read(pos, "俥一進一") == "i0i1");
  CHECK(read(pos, "P7+1") == "c3c4");
  CHECK(read(pos, "兵七進一") == "c3c4");
  CHECK(read(pos, "K5+1") == "e0e1");
  CHECK(read(pos, "帥五進一") == "e0e1");

  CHECK(write(pos, "h2e2", Notation::Wxf) == "C2.5");
  CHECK(write(pos, "h2e2", Notation::Chinese) == "炮二平五");
  CHECK(write(pos, "h0g2", Notation::Chinese) == "馬二進三");
  CHECK(write(pos, "h0g2", Notation::ChineseSimplified) == "马二进三");
  CHECK(write(pos, "b0c2", Notation::Wxf) == "H8+7");
}

TEST_CASE("Black files count from Black's right; Black output uses full-width digits", "[notation]") {
  const Position pos = from_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1");
  // Black faces Red: Black's right hand is file a, so Black's file 1 is file a.
  CHECK(read(pos, "馬８進７") == "h9g7");
  CHECK(read(pos, "馬8進7") == "h9g7");
  CHECK(read(pos, "马８进７") == "h9g7");
  CHECK(read(pos, "H8+7") == "h9g7");
  CHECK(read(pos, "車9平8") == "error: chariot on i9 to h9: you cannot capture your own piece");
  CHECK(write(pos, "h9g7", Notation::Chinese) == "馬８進７");
  CHECK(write(pos, "h9g7", Notation::ChineseSimplified) == "马８进７");
  CHECK(write(pos, "b7e7", Notation::Wxf) == "C2.5");
  CHECK(write(pos, "b7e7", Notation::Chinese) == "炮２平５");
  CHECK(write(pos, "e6e5", Notation::Chinese) == "卒５進１");
  CHECK(write(pos, "d9e8", Notation::Chinese) == "士４進５");
  CHECK(write(pos, "c9e7", Notation::Chinese) == "象３進５");
  CHECK(write(pos, "e9e8", Notation::Chinese) == "將５進１");
}

TEST_CASE("swapped piece names: the side to move decides", "[notation]") {
  // Old records write Red's pieces 將/象/卒 and Black's 帥/相/兵 (seed 002).
  const Position red = from_fen(kStart);
  CHECK(read(red, "卒七進一") == "c3c4");
  CHECK(read(red, "象三進五") == "g0e2");
  CHECK(read(red, "士四進五") == "f0e1");
  CHECK(read(red, "將五進一") == "e0e1");
  const Position black = from_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1");
  CHECK(read(black, "兵7進1") == "g6g5");
  CHECK(read(black, "相3進5") == "c9e7");
  CHECK(read(black, "帥5進1") == "e9e8");
  CHECK(read(black, "仕4進5") == "d9e8");
}

TEST_CASE("tandem chariots and cannons", "[notation][tandem]") {
  const Position pos = from_fen("3k5/9/9/1R7/9/9/1R7/9/9/4K4 w - - 0 1");
  CHECK(read(pos, "前車進一") == "b6b7");
  CHECK(read(pos, "前车进一") == "b6b7");
  CHECK(read(pos, "車前進一") == "b6b7");
  CHECK(read(pos, "R++1") == "b6b7");
  CHECK(read(pos, "+R+1") == "b6b7");
  CHECK(read(pos, "後車平五") == "b3e3");
  CHECK(read(pos, "后车平五") == "b3e3");
  CHECK(read(pos, "R-.5") == "b3e3");
  CHECK(read(pos, "-R.5") == "b3e3");
  CHECK(starts_with(read(pos, "車八進一"), "error: ambiguous"));
  CHECK(starts_with(read(pos, "R8+1"), "error: ambiguous"));
  // Only one of the two can go back three (the other would land on it): unambiguous.
  CHECK(read(pos, "車八退三") == "b3b0");
  CHECK(write(pos, "b3b4", Notation::Chinese) == "後車進一");
  CHECK(write(pos, "b3b4", Notation::ChineseSimplified) == "后车进一");
  CHECK(write(pos, "b3b4", Notation::Wxf) == "R-+1");
  CHECK(write(pos, "b6e6", Notation::Wxf) == "R+.5");
  CHECK(write(pos, "b6e6", Notation::Chinese) == "前車平五");

  const Position black = from_fen("3k5/9/1c7/9/9/1c7/9/9/9/4K4 b - - 0 1");
  CHECK(read(black, "前炮平５") == "b4e4");
  CHECK(read(black, "前砲平五") == "b4e4");
  CHECK(read(black, "後炮進１") == "b7b6");
  CHECK(read(black, "C-+1") == "b7b6");
  CHECK(write(black, "b4e4", Notation::Chinese) == "前炮平５");
  CHECK(write(black, "b7b6", Notation::Wxf) == "C-+1");
}

TEST_CASE("advisors and elephants on one file are written with their file", "[notation][tandem]") {
  const Position pos = from_fen("3k5/9/9/9/9/9/9/3A5/9/3AK4 w - - 0 1");
  CHECK(read(pos, "仕六進五") == "d0e1");
  CHECK(read(pos, "仕六退五") == "d2e1");
  CHECK(read(pos, "前仕退五") == "d2e1");
  CHECK(read(pos, "A6-5") == "d2e1");
  CHECK(read(pos, "A+-5") == "d2e1");
  CHECK(write(pos, "d0e1", Notation::Chinese) == "仕六進五");
  CHECK(write(pos, "d2e1", Notation::Wxf) == "A6-5");
}

TEST_CASE("three pawns on a file: front, middle, rear", "[notation][pawns]") {
  const Position pos = from_fen("3k5/9/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1");
  CHECK(read(pos, "前兵平六") == "c7d7");
  CHECK(read(pos, "中兵平八") == "c6b6");
  CHECK(read(pos, "後兵平六") == "c5d5");
  CHECK(read(pos, "P+.6") == "c7d7");
  CHECK(read(pos, "P7.8") == "c6b6");  // WXF: the unmarked pawn of three is the middle one
  CHECK(read(pos, "P-.6") == "c5d5");
  CHECK(starts_with(read(pos, "後兵進一"), "error:"));  // own pawn ahead
  CHECK(write(pos, "c7d7", Notation::Wxf) == "P+.6");
  CHECK(write(pos, "c6b6", Notation::Wxf) == "P7.8");
  CHECK(write(pos, "c5d5", Notation::Wxf) == "P-.6");
  CHECK(write(pos, "c7d7", Notation::Chinese) == "前兵平六");
  CHECK(write(pos, "c6b6", Notation::Chinese) == "中兵平八");
  CHECK(write(pos, "c5d5", Notation::Chinese) == "後兵平六");
}

TEST_CASE("four and five pawns on a file", "[notation][pawns]") {
  const Position four = from_fen("3k5/2P6/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1");
  CHECK(read(four, "++.6") == "c8d8");
  CHECK(read(four, "P+.6") == "c7d7");  // second from the front when there are four
  CHECK(read(four, "P-.6") == "c6d6");
  CHECK(read(four, "--.6") == "c5d5");
  CHECK(read(four, "一兵平六") == "c8d8");
  CHECK(read(four, "二兵平六") == "c7d7");
  CHECK(read(four, "三兵平六") == "c6d6");
  CHECK(read(four, "四兵平六") == "c5d5");
  CHECK(read(four, "前兵平六") == "c8d8");
  CHECK(read(four, "後兵平六") == "c5d5");
  CHECK(write(four, "c8d8", Notation::Wxf) == "++.6");
  CHECK(write(four, "c7d7", Notation::Wxf) == "P+.6");
  CHECK(write(four, "c6d6", Notation::Wxf) == "P-.6");
  CHECK(write(four, "c5d5", Notation::Wxf) == "--.6");
  CHECK(write(four, "c7d7", Notation::Chinese) == "二兵平六");

  const Position five = from_fen("2P1k4/2P6/2P6/2P6/2P6/9/9/9/9/3K5 w - - 0 1");
  CHECK(read(five, "P7.6") == "c7d7");  // the middle of five
  CHECK(read(five, "五兵平六") == "c5d5");
  CHECK(write(five, "c7d7", Notation::Wxf) == "P7.6");
  CHECK(write(five, "c9d9", Notation::Wxf) == "++.6");
  CHECK(write(five, "c8d8", Notation::Wxf) == "P+.6");
  CHECK(write(five, "c7d7", Notation::Chinese) == "三兵平六");
}

TEST_CASE("tandem pawns on two files", "[notation][pawns]") {
  // Red pawns c5 c6 c7 (file 7) and g5 g6 (file 3). Numbered files right to left, then
  // front to back: g6 = 1, g5 = 2, c7 = 3, c6 = 4, c5 = 5.
  const Position pos = from_fen("3k5/9/2P6/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1");
  CHECK(read(pos, "7+.6") == "c7d7");
  CHECK(read(pos, "77.8") == "c6b6");
  CHECK(read(pos, "7-.6") == "c5d5");
  CHECK(read(pos, "3+.4") == "g6f6");
  CHECK(read(pos, "3-.4") == "g5f5");
  CHECK(read(pos, "一兵進一") == "g6g7");
  CHECK(read(pos, "三兵平六") == "c7d7");
  CHECK(read(pos, "五兵平六") == "c5d5");
  CHECK(read(pos, "前三平四") == "g6f6");
  CHECK(read(pos, "後七平六") == "c5d5");
  CHECK(read(pos, "中七平八") == "c6b6");
  CHECK(read(pos, "前兵七平六") == "c7d7");
  CHECK(starts_with(read(pos, "前兵進一"), "error: ambiguous"));  // front pawn of which file?
  CHECK(read(pos, "前兵平四") == "g6f6");  // only one front pawn can go to file 4
  CHECK(write(pos, "c7d7", Notation::Wxf) == "7+.6");
  CHECK(write(pos, "c6b6", Notation::Wxf) == "77.8");
  CHECK(write(pos, "g5f5", Notation::Wxf) == "3-.4");
  CHECK(write(pos, "c7d7", Notation::Chinese) == "三兵平六");
  CHECK(write(pos, "g6g7", Notation::Chinese) == "一兵進一");
}

TEST_CASE("precise errors", "[notation][errors]") {
  const Position pos = from_fen(kStart);
  CHECK(starts_with(read(pos, "Q2.5"), "error: unknown piece letter 'Q'"));
  CHECK(read(pos, "炮三平四") == "error: no Red cannon on file 3");
  CHECK(read(pos, "前炮平四") == "error: no Red cannon in front tandem position");
  CHECK(read(pos, "馬二進四").find("h0 to f1") != std::string::npos);  // leg blocked by the elephant
  CHECK(read(pos, "車二進三") == "error: no Red chariot on file 2");
  CHECK(read(pos, "車一進四") == "error: chariot on i0 to i4: a piece is in the way");
  CHECK(starts_with(read(pos, "h2e9"), "error: illegal"));
  CHECK(starts_with(read(pos, "炮二平"), "error:"));
  CHECK(starts_with(read(pos, "hello"), "error: not a move"));
  CHECK(read(pos, "獅二平五") == "error: unknown piece character '獅'");
  CHECK(read(pos, "炮二跳五") == "error: unexpected character '跳' in Chinese move '炮二'");
  CHECK(starts_with(read(pos, "馬二平三"), "error: horse on h0 never moves sideways"));
  // Leaving the general in check.
  const Position pinned = from_fen("4k4/9/9/9/9/9/9/4R4/9/3K5 b - - 0 1");
  CHECK(read(pinned, "將5平4").find("illegal") != std::string::npos);
}

TEST_CASE("movetext scanning tolerates numbers, comments, variations, results", "[notation][movetext]") {
  const MovetextScan s = scan_movetext(
      "1. h2e2 {centre cannon} h9g7 2. H2+3 (2. h0g2 b9c7) 車9平8\n"
      "3...  馬 8進7① $1 ; rest of line\n 4.炮二平五 圖 1-0");
  REQUIRE(s.ok());
  REQUIRE(s.moves.size() == 6);
  CHECK(s.moves[0].text == "h2e2");
  CHECK(s.moves[2].text == "H2+3");
  CHECK(s.moves[3].text == "車9平8");
  CHECK(s.moves[4].text == "馬8進7");
  CHECK(s.moves[5].text == "炮二平五");
  CHECK(s.result == "1-0");
  const MovetextScan dots = scan_movetext("1. ... h9g7 2. h2e2 … 2… b9c7");
  REQUIRE(dots.ok());
  CHECK(dots.moves.size() == 3);
  const MovetextScan w = scan_movetext("1. 33.4 3+.4");
  REQUIRE(w.ok());
  REQUIRE(w.moves.size() == 2);
  CHECK(w.moves[0].text == "33.4");
  CHECK_FALSE(scan_movetext("1. 炮二平五 {open").ok());
  CHECK_FALSE(scan_movetext("1. 炮二平五 評註").ok());
}

TEST_CASE("round trip: every notation reads back what it writes", "[notation][roundtrip]") {
  const Notation all[] = {Notation::Iccs, Notation::Wxf, Notation::Chinese, Notation::ChineseSimplified};
  std::uint32_t seed = 12345;
  auto next = [&seed] {
    seed = seed * 1664525u + 1013904223u;
    return seed >> 8;
  };
  int checked = 0;
  for (int game = 0; game < 60; ++game) {
    Position pos = from_fen(kStart);
    for (int ply = 0; ply < 160; ++ply) {
      MoveList moves;
      generate_legal(pos, moves);
      if (moves.empty()) break;
      for (Move m : moves) {
        for (Notation n : all) {
          const std::string text = format_move(pos, m, n);
          const ParsedMove back = parse_move(pos, text);
          if (back.move != m)  // INFO only on failure: this loop runs a million times
            FAIL(to_fen(pos) << " move " << format_iccs(m) << " as '" << text << "': " << back.error);
          ++checked;
        }
      }
      UndoInfo undo;
      pos.do_move(moves[static_cast<int>(next() % static_cast<std::uint32_t>(moves.size()))], undo);
    }
  }
  CHECK(checked > 100000);
}

TEST_CASE("round trip in positions with tandem pieces and pawn files, both colours", "[notation][roundtrip]") {
  const char* const fens[] = {
      "3k5/9/9/1R7/9/9/1R7/9/9/4K4 w - - 0 1",
      "3k5/9/1c7/9/9/1c7/9/9/9/4K4 b - - 0 1",
      "3k5/9/9/9/9/9/9/3A5/9/3AK4 w - - 0 1",
      "3k5/9/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1",
      "3k5/2P6/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1",
      "2P1k4/2P6/2P6/2P6/2P6/9/9/9/9/3K5 w - - 0 1",
      "3k5/9/2P6/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1",
      "4k4/9/9/9/9/2p6/2p6/2p6/9/3K5 b - - 0 1",
      "4k4/9/9/9/9/2p3p2/2p3p2/2p6/9/3K5 b - - 0 1",
      "4k4/9/9/9/9/2p6/2p6/2p6/2p6/2p2K3 b - - 0 1",
      "2ba1k3/3Ra4/4b4/2HH5/9/2P1P4/9/3CC4/9/3K5 w - - 0 1",
  };
  const Notation all[] = {Notation::Iccs, Notation::Wxf, Notation::Chinese, Notation::ChineseSimplified};
  for (const char* fen : fens) {
    const Position pos = from_fen(fen);
    MoveList moves;
    generate_legal(pos, moves);
    CHECK(moves.size() > 0);
    for (Move m : moves)
      for (Notation n : all) {
        const std::string text = format_move(pos, m, n);
        const ParsedMove back = parse_move(pos, text);
        INFO(fen << " move " << format_iccs(m) << " as '" << text << "': " << back.error);
        CHECK(back.move == m);
      }
  }
}

TEST_CASE("garbage never crashes the readers", "[notation][robust]") {
  // Fragments of every syntax plus broken UTF-8 (a lone lead byte, a cut sequence).
  const std::vector<std::string> parts = {
      "炮", "二", "平", "五", "進", "退", "前", "中", "後", "兵", "１", "9", "+", "-", ".", "=",
      "C", "P", "h2", "e2", " ", "\n", "{", "}", "(", ")", ";", "$", "1.", "1-0", "*", "[", "]",
      "\"", "①", "圖", "\xE7", "\xE7\x82", "\xFF", "++", "--", "R", "3", "０", "一兵"};
  std::uint32_t seed = 99;
  auto next = [&seed] {
    seed = seed * 1664525u + 1013904223u;
    return seed >> 8;
  };
  const Position pos = from_fen(kStart);
  for (int i = 0; i < 20000; ++i) {
    std::string text;
    const int n = 1 + static_cast<int>(next() % 8);
    for (int k = 0; k < n; ++k) text += parts[next() % parts.size()];
    const ParsedMove pm = parse_move(pos, text);
    CHECK((pm.ok() || !pm.error.empty()));
    const MovetextScan scan = scan_movetext(text);
    for (const MoveText& mt : scan.moves) (void)parse_move(pos, mt.text);
  }
}

TEST_CASE("move_number: Red first, Black first, and a start FEN's fullmove number", "[notation]") {
  const Position red = from_fen(Game::kStandardFen);
  CHECK(move_number(red, 0).number == 1);
  CHECK(move_number(red, 0).side == Color::Red);
  CHECK(move_number(red, 1).number == 1);
  CHECK(move_number(red, 1).side == Color::Black);
  CHECK(move_number(red, 2).number == 2);
  CHECK(move_number(red, 2).side == Color::Red);
  // Black to move at the start: "1. … 車５平８ 2. 馬九進七".
  const Position black = from_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1");
  CHECK(move_number(black, 0).number == 1);
  CHECK(move_number(black, 0).side == Color::Black);
  CHECK(move_number(black, 1).number == 2);
  CHECK(move_number(black, 1).side == Color::Red);
  CHECK(move_number(black, 2).number == 2);
  CHECK(move_number(black, 2).side == Color::Black);
  // A position from the middle of a game numbers on from its fullmove field.
  const Position later = from_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 17");
  CHECK(move_number(later, 0).number == 17);
  CHECK(move_number(later, 1).number == 18);
  CHECK(move_number(later, 1).side == Color::Red);
  const Position later_red = from_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 17");
  CHECK(move_number(later_red, 3).number == 18);
  CHECK(move_number(later_red, 3).side == Color::Black);
}
