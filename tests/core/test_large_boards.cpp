// Boards past 128 points (issue #12 item 2): up to 18 files, 18 ranks and 252 points.
// The three test boards of tests/data/boards/ (18x10 like 長河, 9x14 like 江河, 12x10)
// build, make/unmake restores FEN and hash, every legal move is written and read back in
// ICCS (two-digit ranks), WXF and Chinese (files and amounts past 9), and share links
// replay games on them. The sizes past the limit are refused with a clear message.
#include <catch2/catch.hpp>

#include <fstream>
#include <random>
#include <sstream>
#include <string>

#include "core/fen.h"
#include "core/game.h"
#include "core/movegen.h"
#include "core/notation/iccs.h"
#include "core/notation/movetext.h"
#include "core/share/link.h"

using namespace xq;
using xq::notation::Notation;

namespace {

std::string board_text(const char* name) {
  std::ifstream in(std::string(XQ_SOURCE_DIR) + "/tests/data/boards/" + name + ".ini");
  INFO(name);
  REQUIRE(in);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

Game board_game(const char* name, std::string_view fen = {}) {
  GameOrError made = Game::create_from_text(board_text(name), fen);
  INFO(name << ": " << made.error);
  REQUIRE(made.game);
  return std::move(*made.game);
}

// Depth-limited walk: every move made and unmade restores FEN and hash, the incremental
// hash matches a recomputed one. Returns the leaf count (perft).
std::uint64_t walk(Position& pos, int depth) {
  MoveList moves;
  generate_legal(pos, moves);
  if (depth == 1) return static_cast<std::uint64_t>(moves.size());
  const std::string fen = to_fen(pos);
  const std::uint64_t hash = pos.hash();
  std::uint64_t n = 0;
  for (Move m : moves) {
    UndoInfo undo;
    pos.do_move(m, undo);
    REQUIRE(pos.hash() == pos.compute_hash());
    n += walk(pos, depth - 1);
    pos.undo_move(m, undo);
    REQUIRE(pos.hash() == hash);
    REQUIRE(to_fen(pos) == fen);
  }
  return n;
}

// Every legal move of `pos` in every notation: no '?', no ICCS fallback in the
// descriptive ones, and it reads back to the same move.
void round_trip_all(const Position& pos) {
  MoveList moves;
  generate_legal(pos, moves);
  REQUIRE(moves.size() > 0);
  for (Move m : moves)
    for (Notation n : {Notation::Iccs, Notation::Wxf, Notation::Chinese, Notation::ChineseSimplified}) {
      const std::string text = notation::format_move(pos, m, n);
      const std::string iccs = format_iccs(m, pos.geometry());
      INFO(to_fen(pos) << "  " << iccs << " as " << text);
      CHECK(text.find('?') == std::string::npos);
      if (n != Notation::Iccs) CHECK(text != iccs);
      const notation::ParsedMove back = notation::parse_move(pos, text);
      INFO(back.error);
      CHECK(back.move == m);
    }
}

}  // namespace

TEST_CASE("large boards: sizes up to 18 files, 18 ranks and 252 points, refused past that", "[large_boards]") {
  const auto text = [](const char* board) {
    return std::string("[big:xiangqi]\nboard = ") + board + "\nsetup = 3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1\n";
  };
  // The board alone (the setup is 9x10 and is refused on these boards for its shape).
  for (const char* ok : {"18x14", "14x18", "18x10", "9x14"}) {
    GameOrError made = Game::create_from_text(text(ok));
    INFO(ok << ": " << made.error);
    CHECK(made.error.find("board must be") == std::string::npos);
  }
  for (const char* bad : {"19x10", "10x19", "18x15", "16x16"}) {
    GameOrError made = Game::create_from_text(text(bad));
    INFO(bad);
    CHECK_FALSE(made.game);
    CHECK(made.error.find("board must be WIDTHxHEIGHT of the point grid, at most 18x18 and 252 points") !=
          std::string::npos);
  }

  // The full 18x14 board: its last point is 251, its longest rays 17 points.
  const std::string full =
      "[full:xiangqi]\nboard = 18x14\nfiles = abcdefghijklmnopqr\npalace = h0-j2\nriver = 7\n"
      "setup = 8k9/18/18/18/18/18/18/18/18/18/18/18/18/R6K10 w - - 0 1\n";
  GameOrError made = Game::create_from_text(full);
  INFO(made.error);
  REQUIRE(made.game);
  const Geometry& g = made.game->position().geometry();
  CHECK(g.size == 252);
  CHECK(g.square(17, 13) == 251);
  CHECK(g.exists[251]);
  CHECK(g.sentinel == 252);
  CHECK(g.rays[g.square(0, 0)][East].length == 17);
  CHECK(g.rays[g.square(0, 0)][North].length == 13);
  CHECK(format_iccs_square(251, g) == "r13");
  // The chariot a0 reaches the far corner files and ranks.
  const std::vector<Move> legal = made.game->legal_moves();
  CHECK(std::find(legal.begin(), legal.end(), Move(g.square(0, 0), g.square(0, 13))) != legal.end());
  CHECK(std::find(legal.begin(), legal.end(), Move(g.square(0, 0), g.square(6, 0))) != legal.end());
  CHECK(made.game->play(*parse_iccs("a0a13", g)).ok());
}

TEST_CASE("large boards: the test boards build, and make/unmake restores FEN and hash", "[large_boards]") {
  // Leaf counts of our own generator (no outside reference for these boards): a
  // fingerprint that must not move by accident.
  struct Case {
    const char* name;
    int width, height;
    std::uint64_t perft[4];
  };
  const Case cases[] = {
      {"long_river_18x10", 18, 10, {0, 61, 3699, 230709}},
      {"two_rivers_9x14", 9, 14, {0, 52, 2636, 128862}},
      {"wide_12x10", 12, 10, {0, 53, 2756, 146421}},
  };
  for (const Case& c : cases) {
    Game game = board_game(c.name);
    Position pos = game.position();
    INFO(c.name);
    CHECK(pos.geometry().width == c.width);
    CHECK(pos.geometry().height == c.height);
    for (int depth = 1; depth <= 3; ++depth) {
      INFO("depth " << depth);
      const std::uint64_t n = walk(pos, depth);
      CHECK(n == c.perft[depth]);
    }
  }
}

TEST_CASE("large boards: ICCS files a..r and two-digit ranks", "[large_boards][notation]") {
  const Game wide = board_game("long_river_18x10");
  const Geometry& w = wide.position().geometry();
  CHECK(format_iccs_square(w.square(17, 9), w) == "r9");
  CHECK(parse_iccs_square("R9", w) == w.square(17, 9));
  CHECK_FALSE(parse_iccs_square("s0", w));  // no 19th file

  const Game tall = board_game("two_rivers_9x14");
  const Geometry& t = tall.position().geometry();
  CHECK(format_iccs_square(t.square(4, 13), t) == "e13");
  CHECK(format_iccs_square(t.square(0, 10), t) == "a10");
  CHECK(parse_iccs("a10a12", t) == Move(t.square(0, 10), t.square(0, 12)));
  CHECK(parse_iccs("A10-A9", t) == Move(t.square(0, 10), t.square(0, 9)));
  CHECK(parse_iccs("a1a12", t) == Move(t.square(0, 1), t.square(0, 12)));
  CHECK(format_iccs(Move(t.square(0, 1), t.square(0, 12)), t) == "a1a12");
  CHECK(parse_iccs("P*e10", t) == Move::drop(t.square(4, 10)));
  CHECK(parse_iccs("G*e13", t) == Move::flag_enter(t.square(4, 13)));
  CHECK(parse_iccs("Ge13*", t) == Move::flag_return(t.square(4, 13)));
  CHECK(parse_iccs("a10a12&b0b13", t) ==
        Move::double_move(t.square(0, 10), t.square(0, 12), t.square(1, 0), t.square(1, 13)));
  // Malformed: a leading zero, a rank past the board, a third digit, a missing rank.
  for (const char* bad : {"a01a2", "a0a14", "a100a1", "a1a", "aa1", "a1-", "G*e14", "P*e01"}) {
    INFO(bad);
    CHECK_FALSE(parse_iccs(bad, t));
  }
  // The movetext scanner splits two-digit ranks like any other move.
  const notation::MovetextScan scan = notation::scan_movetext("1. b2b9 h11h4 2. a3a4 {a10} h13-h12");
  REQUIRE(scan.ok());
  REQUIRE(scan.moves.size() == 4);
  CHECK(scan.moves[1].text == "h11h4");
  CHECK(scan.moves[3].text == "h13-h12");
  // Through the any-notation reader, with the position's own reasons.
  Game g = board_game("two_rivers_9x14");
  CHECK(notation::parse_move(g.position(), "b2b9").ok());
  CHECK(notation::parse_move(g.position(), "a0a13").error.find("illegal") == 0);
}

TEST_CASE("large boards: every legal move round-trips in ICCS, WXF and Chinese", "[large_boards][notation]") {
  // The starts, and open positions with the longest moves: a chariot across 18 files
  // (WXF R18.1, 車十八平一) and along 14 ranks (車九進十三; Black's a-file is its file 1,
  // towards Red is forward: 車１進１３).
  const struct {
    const char* board;
    const char* fen;
  } positions[] = {
      {"long_river_18x10", ""},
      {"long_river_18x10", "rn4bakab5nr/18/4c8c4/p3p3p3p3p1/18/18/P3P3P3P3P1/4C8C4/18/RN4BAKAB5NR b - - 0 1"},
      {"long_river_18x10", "9k8/18/18/18/r17/R17/18/18/18/7K10 w - - 0 1"},
      {"long_river_18x10", "9k8/18/18/18/r17/R17/18/18/18/7K10 b - - 0 1"},
      {"long_river_18x10", "7aka8/17c/4b13/1P1P1P12/18/p16p/1n2N13/C6A10/7K10/9R8 w - - 0 1"},
      {"two_rivers_9x14", ""},
      {"two_rivers_9x14", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/9/9/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1"},
      {"two_rivers_9x14", "r3k4/9/9/9/9/9/9/9/9/9/9/9/9/R2K5 w - - 0 1"},
      {"two_rivers_9x14", "r3k4/9/9/9/9/9/9/9/9/9/9/9/9/R2K5 b - - 0 1"},
      {"two_rivers_9x14", "3k5/4a4/2n6/9/4P4/3P5/9/9/9/p7P/9/2c1B4/4A4/R3K4 w - - 0 1"},
      {"wide_12x10", ""},
      {"wide_12x10", "rn1bakab1nr1/12/1c8c1/1p1p1p1p1p2/12/12/1P1P1P1P1P2/1C8C1/12/RN1BAKAB1NR1 b - - 0 1"},
  };
  for (const auto& p : positions) {
    const Game g = board_game(p.board, p.fen);
    INFO(p.board << " " << p.fen);
    round_trip_all(g.position());
  }
  // A few spellings written out.
  const Game open = board_game("long_river_18x10", "9k8/18/18/18/r17/R17/18/18/18/7K10 w - - 0 1");
  const Geometry& w = open.position().geometry();
  const Move across(w.square(0, 4), w.square(17, 4));
  CHECK(notation::format_move(open.position(), across, Notation::Wxf) == "R18.1");
  CHECK(notation::format_move(open.position(), across, Notation::Chinese) == "車十八平一");
  CHECK(notation::format_move(open.position(), across, Notation::Iccs) == "a4r4");
  const Game black = board_game("two_rivers_9x14", "r3k4/9/9/9/9/9/9/9/9/9/9/9/9/R2K5 b - - 0 1");
  const Geometry& t = black.position().geometry();
  const Move down(t.square(0, 13), t.square(0, 0));
  CHECK(notation::format_move(black.position(), down, Notation::Wxf) == "R1+13");
  CHECK(notation::format_move(black.position(), down, Notation::Chinese) == "車１進１３");
  CHECK(notation::format_move(black.position(), down, Notation::ChineseSimplified) == "车１进１３");
  CHECK(notation::parse_move(black.position(), "車1進13").move.is_none());  // ASCII stays one digit
  CHECK(notation::parse_move(black.position(), "車一進十三").move == down);
}

TEST_CASE("large boards: share links replay games on every test board", "[large_boards][share]") {
  std::mt19937 rng(7);
  for (const char* name : {"long_river_18x10", "two_rivers_9x14", "wide_12x10"}) {
    Game g = board_game(name);
    for (int ply = 0; ply < 40; ++ply) {
      const std::vector<Move> legal = g.legal_moves();
      if (legal.empty()) break;
      REQUIRE(g.play(legal[rng() % legal.size()]).ok());
    }
    const share::LinkState state = share::link_state_from_game(g);
    const std::string link = share::encode_link(state);
    const share::LinkDecode d = share::decode_link(link);
    INFO(name << ": " << link << " " << d.error);
    REQUIRE(d.ok());
    REQUIRE(d.game);
    CHECK(d.state.moves == state.moves);
    CHECK(d.game->fen() == g.fen());
  }
}

TEST_CASE("large boards: drops and double moves on points past 127 keep every part", "[large_boards][addon_moves]") {
  // An 18x14 board with 還魂卒 and 殺驚與遁馬: Black's soldier start points (rank 10) are
  // 180..196 and its back rank 234..251, so every square of these compound moves needs
  // the eighth bit.
  const std::string text =
      "[big14:xiangqi]\nboard = 18x14\nfiles = abcdefghijklmnopqr\npalace = h0-j2\nriver = 7\n"
      "addons = revived_soldier horse_scare\n"
      "setup = rn4bakab5nr/18/4c8c4/p3p3p3p3p1/18/18/18/18/18/18/P3P3P3P3P1/4C8C4/18/RN4BAKAB5NR w - - 0 1\n";
  const auto game_at = [&](const char* fen) {
    GameOrError made = Game::create_from_text(text, fen);
    INFO(fen << ": " << made.error);
    REQUIRE(made.game);
    return std::move(*made.game);
  };
  // A captured black soldier comes back on its start point a10 (square 180).
  Game drop_game = game_at("rn4bakab5nr/18/4c8c4/4p3p3p3p1/18/18/18/18/18/18/P3P3P3P3P1/4C8C4/18/RN4BAKAB5NR b - - 0 1 {revive=b}");
  const Geometry& g = drop_game.position().geometry();
  const Move drop = Move::drop(g.square(0, 10));
  REQUIRE(drop.to() == 180);
  const std::vector<Move> drop_legal = drop_game.legal_moves();
  CHECK(std::find(drop_legal.begin(), drop_legal.end(), drop) != drop_legal.end());
  CHECK(format_iccs(drop, g) == "P*a10");
  round_trip_all(drop_game.position());

  // After the opening cannon-takes-horse the reply may be a double move, horse first: the
  // horse q13 (250) to p11 (213), then the chariot a13 (234) to a12 (216).
  Game double_game = game_at("rC4bakab5nr/18/4c8c4/p3p3p3p3p1/18/18/18/18/18/18/P3P3P3P3P1/13C4/18/RN4BAKAB5NR b - - 0 1 {double}");
  const Move dbl = Move::double_move(g.square(16, 13), g.square(15, 11), g.square(0, 13), g.square(0, 12));
  CHECK(dbl.from() == 250);
  CHECK(dbl.to2() == 216);
  const std::vector<Move> dbl_legal = double_game.legal_moves();
  CHECK(std::find(dbl_legal.begin(), dbl_legal.end(), dbl) != dbl_legal.end());
  CHECK(format_iccs(dbl, g) == "q13p11&a13a12");
  round_trip_all(double_game.position());

  // Both survive make/unmake and a share link.
  for (Game* game : {&drop_game, &double_game}) {
    Position pos = game->position();
    walk(pos, 2);
    const Move m = game == &drop_game ? drop : dbl;
    REQUIRE(game->play(m).ok());
    const share::LinkDecode d = share::decode_link(share::encode_link(share::link_state_from_game(*game)));
    INFO(d.error);
    REQUIRE(d.ok());
    REQUIRE(d.state.moves.size() == 1);
    CHECK(d.state.moves[0] == m);
  }
}
