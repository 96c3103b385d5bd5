// Side captures (rule_module.h side_captures, issue #12: multi-capture): a move that
// removes pieces besides the one on its target. Tested through a test-only module on
// the standard board, so the mechanism is checked apart from any real rule (夾吃 has its
// own tests in test_custodian_capture.cpp): make/unmake and the hash, legality judged
// after the side captures, perft against a slow copy-make count.
#include <catch2/catch.hpp>

#include "core/fen.h"
#include "core/movegen.h"
#include "core/notation/iccs.h"
#include "core/position.h"

using namespace xq;

namespace {

// "Blast": a chariot's move removes every enemy piece but the general on the four points
// orthogonally next to its target.
void blast(const Position& pos, const MoveFacts& f, SideCaptures& out) {
  if (!f.move.is_normal() || f.mover.kind() != PieceKind::Chariot) return;
  const Geometry& g = pos.geometry();
  for (int d = 0; d < kDirectionCount; ++d) {
    if (g.rays[f.move.to()][d].length == 0) continue;
    const Square s = g.rays[f.move.to()][d].squares[0];
    const Piece p = pos.piece_on(s);
    if (!p.empty() && p.color() != f.us && p.kind() != PieceKind::General) out.add(s);
  }
}

constinit const RuleModule kBlast{
    .id = "test_blast", .name = "test", .hooks = kHookSideCaptures, .side_captures = blast};

// The standard board with the test module attached (a module the registry does not know).
const Geometry& blast_geometry() {
  static const Geometry* g = [] {
    auto* x = new Geometry(xiangqi_geometry());
    x->modules[x->module_count++] = &kBlast;
    x->module_hooks |= kHookSideCaptures;
    return x;
  }();
  return *g;
}

Position blast_position(const std::string& fen) {
  const FenResult r = parse_fen(fen, blast_geometry());
  INFO(fen << ": " << r.error.message);
  REQUIRE(r.ok());
  return r.position;
}

Move mv(const char* text) {
  return *parse_iccs(text, blast_geometry());
}

bool legal(const Position& pos, const char* text) {
  MoveList list;
  generate_legal(pos, list);
  return list.contains(mv(text));
}

// Perft by copy-make and the plain definition of legality (the mover's general not
// attacked after the move, side captures included): no unmake, no legality filter.
std::uint64_t slow_perft(const Position& pos, int depth) {
  if (depth == 0) return 1;
  MoveList pseudo;
  generate_pseudo_legal(pos, pseudo);
  std::uint64_t n = 0;
  for (Move m : pseudo) {
    Position after = pos;
    UndoInfo undo;
    after.do_move(m, undo);
    if (!after.general_attacked(pos.side_to_move())) n += slow_perft(after, depth - 1);
  }
  return n;
}

}  // namespace

TEST_CASE("side captures: make removes them, unmake puts them back, the hash follows", "[side_captures]") {
  Position pos = blast_position("3k5/9/9/2p6/R2n5/2P6/9/9/9/4K4 w - - 3 1");
  const std::string before = to_fen(pos);
  UndoInfo undo;
  pos.do_move(mv("a5c5"), undo);
  // The horse d5 and the soldier c6 go; the own soldier c4 stays.
  CHECK(to_fen(pos) == "3k5/9/9/9/2R6/2P6/9/9/9/4K4 b - - 0 1");
  CHECK(undo.side_count == 2);
  CHECK(pos.count(Color::Black, PieceKind::Horse) == 0);
  CHECK(pos.hash() == pos.compute_hash());
  CHECK(pos.invariants_hold());
  pos.undo_move(mv("a5c5"), undo);
  CHECK(to_fen(pos) == before);
  CHECK(pos.hash() == pos.compute_hash());
  CHECK(pos.invariants_hold());
}

TEST_CASE("side captures: legality is judged after them", "[side_captures]") {
  // Red is in check from the chariot e7; a7d7 lands next to it and removes it.
  const Position checked = blast_position("3k5/9/R3r4/9/9/9/9/9/9/4K4 w - - 0 1");
  CHECK(checked.in_check());
  CHECK(legal(checked, "a7d7"));
  CHECK_FALSE(legal(checked, "a7c7"));
  CHECK(checked.is_legal(mv("a7d7")));
  // Two screens (horse e1, soldier e2) keep the cannon e3 off Red's general; a2d2 would
  // remove the soldier and open the cannon's line, a2c2 does not.
  const Position screened = blast_position("3k5/9/9/9/9/9/4c4/R3p4/4n4/4K4 w - - 0 1");
  CHECK_FALSE(legal(screened, "a2d2"));
  CHECK_FALSE(screened.is_legal(mv("a2d2")));
  CHECK(legal(screened, "a2c2"));
}

TEST_CASE("side captures: perft against a slow copy-make count, FEN and hash restored", "[side_captures]") {
  for (const char* fen : {"3k5/9/R3r4/9/9/9/9/9/9/4K4 w - - 0 1", "3k5/9/9/9/9/9/4c4/R3p4/4n4/4K4 w - - 0 1",
                          "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R w - - 0 1"}) {
    INFO(fen);
    Position pos = blast_position(fen);
    for (int depth = 1; depth <= 3; ++depth) CHECK(perft(pos, depth) == slow_perft(pos, depth));
    const std::string start = to_fen(pos);
    MoveList first;
    generate_legal(pos, first);
    for (Move a : first) {
      UndoInfo ua;
      pos.do_move(a, ua);
      const std::string mid = to_fen(pos);
      const std::uint64_t mid_hash = pos.hash();
      MoveList second;
      generate_legal(pos, second);
      for (Move b : second) {
        UndoInfo ub;
        pos.do_move(b, ub);
        REQUIRE(pos.hash() == pos.compute_hash());
        pos.undo_move(b, ub);
        REQUIRE(to_fen(pos) == mid);
        REQUIRE(pos.hash() == mid_hash);
      }
      pos.undo_move(a, ua);
      REQUIRE(to_fen(pos) == start);
    }
  }
}
