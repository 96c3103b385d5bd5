// 夾吃 (custodian_capture add-on; seed 000 神牛象棋):
//   「棋盤兵種[牛]不是占位吃子，而是橫、豎、斜緊鄰夾吃一枚敵棋(對方主動走入時不被吃)」.
// A move of a custodian piece captures every enemy piece next to its target (8
// directions) with an own piece directly beyond it; an enemy that walks in between is
// not taken; the general is never sandwiched (docs/variants.md §5.6). The test variant is
// standard xiangqi plus two move-only oxen per side (the seed's free 日 and 目 steps, one
// at a time: the pair's compound move is not modelled).
#include <catch2/catch.hpp>
#include <string>

#include "core/fen.h"
#include "core/game.h"
#include "core/movegen.h"
#include "core/notation/iccs.h"
#include "core/position.h"

using namespace xq;

namespace {

constexpr const char* kOxVariant =
    "[custodian_test:xiangqi]\n"
    "piece.o = custom\n"
    "o.name = 牛 牛 | 牛 牛 | Ox\n"
    "o.move = mN mC\n"
    "addons = custodian_capture\n"
    "custodian.pieces = o\n"
    "setup = rnbakabnr/9/1co3oc1/p1p1p1p1p/9/9/P1P1P1P1P/1CO3OC1/9/RNBAKABNR w - - 0 1\n";

// Black's e-soldier on e5, a red soldier on d6: the ox g2f4 sandwiches e5 against d6,
// and Black's ox g7e6 answers by sandwiching d6 against c6.
constexpr const char* kMidgame = "rnbakabnr/9/1co3oc1/p1pP2p1p/4p4/9/P1P3P1P/1CO3OC1/9/RNBAKABNR w - - 0 1";

Game ox_game(const char* fen = "") {
  GameOrError made = Game::create_from_text(kOxVariant, fen);
  INFO(made.error);
  REQUIRE(made.game);
  return std::move(*made.game);
}

std::string create_error(const std::string& text) {
  GameOrError made = Game::create_from_text(text);
  return made.game ? "" : made.error;
}

Move mv(const Position& pos, const std::string& text) {
  const auto m = parse_iccs(text, pos.geometry());
  INFO(text);
  REQUIRE(m);
  return *m;
}

bool legal(const Position& pos, Move m) {
  MoveList list;
  generate_legal(pos, list);
  return list.contains(m);
}

Piece at(const Position& pos, const char* point) {
  return pos.piece_on(*parse_iccs_square(point, pos.geometry()));
}

// The rule written out again, on the board after the plain move (no module code): the
// enemy non-royal neighbours of an ox's target with an own piece beyond.
Position expected_after(const Position& before, Move m) {
  const Geometry& g = before.geometry();
  const Piece mover = before.piece_on(m.from());
  Position after = before;
  after.move_piece(m.from(), m.to());
  const Position moved = after;  // the board the sandwiches are looked for on
  if (piece_to_char(mover, g) == 'O' || piece_to_char(mover, g) == 'o') {
    const int f = g.file_of[m.to()], r = g.rank_of[m.to()];
    for (int df = -1; df <= 1; ++df)
      for (int dr = -1; dr <= 1; ++dr) {
        if ((df || dr) && g.on_board(f + df, r + dr) && g.on_board(f + 2 * df, r + 2 * dr)) {
          const Piece v = moved.piece_on(g.square(f + df, r + dr)),
                      b = moved.piece_on(g.square(f + 2 * df, r + 2 * dr));
          if (!v.empty() && v.color() != mover.color() && v.kind() != PieceKind::General && !b.empty() &&
              b.color() == mover.color())
            after.remove_piece(g.square(f + df, r + dr));
        }
      }
  }
  after.set_side_to_move(opposite(before.side_to_move()));
  return after;
}

// Perft the slow way: every pseudo-legal move played by hand (expected_after), kept when
// the mover's general is not attacked on that board; Position::do_move must agree.
std::uint64_t slow_perft(const Position& pos, int depth) {
  if (depth == 0) return 1;
  MoveList pseudo;
  generate_pseudo_legal(pos, pseudo);
  std::uint64_t n = 0;
  for (Move m : pseudo) {
    const Position after = expected_after(pos, m);
    Position made = pos;
    UndoInfo undo;
    made.do_move(m, undo);
    REQUIRE(made.same_placement(after));
    if (!after.general_attacked(pos.side_to_move())) n += slow_perft(after, depth - 1);
  }
  return n;
}

// A board with the generals on d9 and f0 (off each other's file) and `pieces` ("O@d2").
Position board(const Game& g, std::initializer_list<const char*> pieces, Color to_move = Color::Red) {
  Position pos = g.position();
  pos.clear();
  const Geometry& geo = pos.geometry();
  auto put = [&](const std::string& spec) {
    REQUIRE(pos.put_piece(piece_from_char(spec[0], geo), *parse_iccs_square(spec.substr(2), geo)));
  };
  put("k@d9");
  put("K@f0");
  for (const char* p : pieces) put(p);
  pos.set_side_to_move(to_move);
  return pos;
}

}  // namespace

TEST_CASE("custodian capture: an ox's move takes the sandwiched enemy in each of the 8 directions",
          "[custodian]") {
  // 「橫、豎、斜緊鄰夾吃一枚敵棋」: the ox d2e4 (a free 日), the enemy chariot next to e4 and
  // a red chariot beyond it, one direction at a time.
  const Game g = ox_game();
  const char* victims[8] = {"d3", "e3", "f3", "d4", "f4", "d5", "e5", "f5"};
  const char* beyond[8] = {"c2", "e2", "g2", "c4", "g4", "c6", "e6", "g6"};
  for (int d = 0; d < 8; ++d) {
    INFO("direction to " << victims[d]);
    Position pos =
        board(g, {"O@d2", (std::string("r@") + victims[d]).c_str(), (std::string("R@") + beyond[d]).c_str()});
    const Move m = mv(pos, "d2e4");
    REQUIRE(legal(pos, m));
    const std::string before = to_fen(pos);
    const std::uint64_t hash = pos.hash();
    UndoInfo undo;
    pos.do_move(m, undo);
    CHECK(at(pos, victims[d]).empty());
    CHECK(at(pos, beyond[d]) == piece_from_char('R', pos.geometry()));
    CHECK(pos.count(Color::Black, PieceKind::Chariot) == 0);
    CHECK(pos.halfmove_clock() == 0);
    CHECK(pos.hash() == pos.compute_hash());
    pos.undo_move(m, undo);
    CHECK(to_fen(pos) == before);
    CHECK(pos.hash() == hash);
  }
  // All eight at once: eight black pieces around e4, eight red ones beyond.
  Position all = board(g, {"O@d2", "r@d3", "n@e3", "c@f3", "r@d4", "n@f4", "c@d5", "p@e5", "p@f5", "R@c2",
                           "R@e2", "N@g2", "C@c4", "C@g4", "N@c6", "P@e6", "P@g6"});
  UndoInfo undo;
  const std::string before = to_fen(all);
  all.do_move(mv(all, "d2e4"), undo);
  CHECK(undo.side_count == 8);
  CHECK(to_fen(all) == "3k5/9/9/2N1P1P2/9/2C1O1C2/9/2R1R1N2/9/5K3 b - - 0 1");
  all.undo_move(mv(all, "d2e4"), undo);
  CHECK(to_fen(all) == before);
}

TEST_CASE("custodian capture: not when the enemy walks in, not by other pieces, never the general",
          "[custodian]") {
  const Game g = ox_game();
  // 「對方主動走入時不被吃」: Black's horse d7e5 steps between the ox e4 and the chariot e6.
  Position in = board(g, {"O@e4", "R@e6", "n@d7"}, Color::Black);
  UndoInfo undo;
  in.do_move(mv(in, "d7e5"), undo);
  CHECK(undo.side_count == 0);
  CHECK(at(in, "e5") == piece_from_char('n', in.geometry()));
  // Only the ox captures by custody: the chariot closing the same sandwich takes nothing.
  Position rook = board(g, {"O@e4", "n@e5", "R@a6"});
  rook.do_move(mv(rook, "a6e6"), undo);
  CHECK(at(rook, "e5") == piece_from_char('n', rook.geometry()));
  // The ox moves only (mN mC): no displacement capture.
  Position blocked = board(g, {"O@d2", "n@e4"});
  CHECK_FALSE(legal(blocked, mv(blocked, "d2e4")));
  // The general is never sandwiched (and the sandwich is no check).
  Position royal = board(g, {"O@d5", "O@e9"});
  royal.remove_piece(*parse_iccs_square("d9", royal.geometry()));
  REQUIRE(
      royal.put_piece(piece_from_char('k', royal.geometry()), *parse_iccs_square("e8", royal.geometry())));
  royal.do_move(mv(royal, "d5e7"), undo);
  CHECK(at(royal, "e8") == piece_from_char('k', royal.geometry()));
  CHECK_FALSE(royal.in_check());
}

TEST_CASE("custodian capture: make/unmake restore FEN and hash over every depth-2 line", "[custodian]") {
  const Game g = ox_game(kMidgame);
  Position pos = g.position();
  const std::string start = to_fen(pos);
  const std::uint64_t start_hash = pos.hash();
  int side_captures = 0, lines = 0;
  MoveList first;
  generate_legal(pos, first);
  for (Move a : first) {
    UndoInfo ua;
    pos.do_move(a, ua);
    side_captures += ua.side_count;
    const std::string mid = to_fen(pos);
    const std::uint64_t mid_hash = pos.hash();
    MoveList second;
    generate_legal(pos, second);
    for (Move b : second) {
      UndoInfo ub;
      pos.do_move(b, ub);
      side_captures += ub.side_count;
      ++lines;
      REQUIRE(pos.hash() == pos.compute_hash());
      REQUIRE(pos.invariants_hold());
      pos.undo_move(b, ub);
      REQUIRE(to_fen(pos) == mid);
      REQUIRE(pos.hash() == mid_hash);
    }
    pos.undo_move(a, ua);
    REQUIRE(to_fen(pos) == start);
    REQUIRE(pos.hash() == start_hash);
  }
  CHECK(lines > 1000);
  CHECK(side_captures > 0);  // g2f4 takes e5, …, g7e6 takes d6
  // The two captures the position is built for.
  Position p = g.position();
  UndoInfo u1, u2;
  p.do_move(mv(p, "g2f4"), u1);
  CHECK(at(p, "e5").empty());
  p.do_move(mv(p, "g7e6"), u2);
  CHECK(at(p, "d6").empty());
}

TEST_CASE("custodian capture: perft 1-3 of the ox variant, against the slow count", "[custodian]") {
  Game g = ox_game();
  Position pos = g.position();
  // Depth 1 by hand: standard xiangqi has 44 moves. The oxen on c2/g2 take 5 rank
  // moves from each cannon (-10) and c2/g2 from the horses (-2), and each ox has 4 free
  // 日 (c2: a1 e1 b4 d4) and 4 free 目 (c2: f1 f3 b5 d5) steps to empty points (+16).
  CHECK(perft(pos, 1) == 48);
  CHECK(slow_perft(pos, 1) == 48);
  const std::uint64_t p2 = perft(pos, 2), p3 = perft(pos, 3);
  CHECK(p2 == slow_perft(pos, 2));
  CHECK(p3 == slow_perft(pos, 3));
  CHECK(p2 == 2260);
  CHECK(p3 == 109704);
  // The midgame, where both sides have custody captures within two plies.
  Game mid = ox_game(kMidgame);
  Position m = mid.position();
  const std::uint64_t expected[3] = {51, 2458, 126155};
  for (int depth = 1; depth <= 3; ++depth) {
    CHECK(perft(m, depth) == expected[depth - 1]);
    CHECK(perft(m, depth) == slow_perft(m, depth));
  }
  CHECK(g.perft(3) == p3);  // Game's perft (a copy) agrees
}

TEST_CASE("custodian capture: the variant keys", "[custodian]") {
  const std::string base =
      "[t:xiangqi]\npiece.o = custom\no.move = mN mC\n"
      "setup = rnbakabnr/9/1co3oc1/p1p1p1p1p/9/9/P1P1P1P1P/1CO3OC1/9/RNBAKABNR w - - 0 1\n";
  CHECK(create_error(base + "addons = custodian_capture\ncustodian.pieces = o\n").empty());
  CHECK(create_error(base + "addons = custodian_capture\n").find("needs custodian.pieces") !=
        std::string::npos);
  CHECK(create_error(base + "custodian.pieces = o\n").find("add it to addons") != std::string::npos);
  CHECK(create_error(base + "addons = custodian_capture\ncustodian.pieces = x\n")
            .find("'x' is not the letter") != std::string::npos);
  CHECK(create_error(base + "addons = custodian_capture\ncustodian.pieces = k\n").find("royal") !=
        std::string::npos);
  CHECK(create_error(base + "addons = custodian_capture\ncustodian.pieces = o\ncustodian.reach = 2\n")
            .find("unknown option") != std::string::npos);
  // Its required key makes it a text-only add-on: no per-game toggle in list_addons().
  for (const AddonChoice& a : list_addons()) CHECK(a.id != "custodian_capture");
  // custodian.partners: only an ox closes the sandwich (the 牛 pair).
  Game pair = [&] {
    GameOrError made = Game::create_from_text(
        base + "addons = custodian_capture\ncustodian.pieces = o\ncustodian.partners = o\n");
    INFO(made.error);
    REQUIRE(made.game);
    return std::move(*made.game);
  }();
  Position pos = board(pair, {"O@d2", "r@e5", "R@e6"});
  UndoInfo undo;
  pos.do_move(mv(pos, "d2e4"), undo);
  CHECK(undo.side_count == 0);
  pos = board(pair, {"O@d2", "r@e5", "O@e6"});
  pos.do_move(mv(pos, "d2e4"), undo);
  CHECK(undo.side_count == 1);
}
