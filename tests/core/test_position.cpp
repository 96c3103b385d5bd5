// Position: make/unmake restores FEN and hash over random playouts, hashing, attacks.
#include <catch2/catch.hpp>

#include <random>

#include "core/fen.h"
#include "core/movegen.h"
#include "core/notation/iccs.h"
#include "core/position.h"
#include "core/rules/illegal_reason.h"

using namespace xq;

namespace {

Square sq(const char* name) { return *parse_iccs_square(name); }

Position from_fen(const char* fen) {
  FenResult r = parse_fen(fen);
  INFO(fen << ": " << r.error.message);
  REQUIRE(r.ok());
  return r.position;
}

const char* const kPlayoutFens[] = {
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
    "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
    "4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1",
};

}  // namespace

TEST_CASE("make/unmake restores FEN and hash over random playouts", "[position]") {
  std::mt19937 rng(20240601);
  for (const char* fen : kPlayoutFens) {
    for (int game = 0; game < 8; ++game) {
      Position pos = from_fen(fen);
      std::vector<std::pair<Move, UndoInfo>> line;
      std::vector<std::string> fens{to_fen(pos)};
      for (int ply = 0; ply < 150; ++ply) {
        MoveList moves;
        generate_legal(pos, moves);
        if (moves.empty()) break;
        const Move m = moves[static_cast<int>(rng() % static_cast<unsigned>(moves.size()))];
        UndoInfo undo;
        pos.do_move(m, undo);
        REQUIRE(pos.invariants_hold());
        REQUIRE(pos.hash() == pos.compute_hash());
        REQUIRE_FALSE(pos.general_attacked(opposite(pos.side_to_move())));
        line.push_back({m, undo});
        fens.push_back(to_fen(pos));
      }
      // Unwind the whole line: every intermediate FEN and hash must come back.
      while (!line.empty()) {
        pos.undo_move(line.back().first, line.back().second);
        line.pop_back();
        fens.pop_back();
        REQUIRE(to_fen(pos) == fens.back());
        REQUIRE(pos.hash() == pos.compute_hash());
      }
    }
  }
}

TEST_CASE("hash includes the side to move and depends only on the position", "[position]") {
  Position a = from_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
  Position b = from_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1");
  CHECK(a.hash() != b.hash());
  // Transposition: two move orders reaching the same position hash alike.
  Position c = a, d = a;
  UndoInfo u;
  for (const char* m : {"h2e2", "h9g7", "b0c2"}) c.do_move(*parse_iccs(m), u);
  for (const char* m : {"b0c2", "h9g7", "h2e2"}) d.do_move(*parse_iccs(m), u);
  CHECK(c.hash() == d.hash());
  CHECK(c.same_placement(d));
}

TEST_CASE("attack queries: chariot, cannon screen, horse leg, soldier, flying general", "[position]") {
  // Red chariot a4 attacks along rank 4; cannon needs exactly one screen.
  Position p = from_fen("4k4/9/9/9/9/R1c1C4/9/9/9/5K3 w - - 0 1");
  CHECK(p.is_attacked(sq("b4"), Color::Red));
  CHECK(p.is_attacked(sq("c4"), Color::Red));       // chariot hits the black cannon
  CHECK_FALSE(p.is_attacked(sq("d4"), Color::Red)); // behind the cannon: blocked for the chariot
  CHECK(p.is_attacked(sq("b4"), Color::Red));       // red cannon e4 jumps c4 onto b4
  CHECK(p.is_attacked(sq("a4"), Color::Black) == false);
  // Horse leg: red horse b0 with leg b1 free attacks c2 and a2; blocked leg stops it.
  Position h = from_fen("3k5/9/9/9/9/9/9/9/9/1N2K4 w - - 0 1");
  CHECK(h.is_attacked(sq("c2"), Color::Red));
  CHECK(h.is_attacked(sq("d1"), Color::Red));
  Position hb = from_fen("3k5/9/9/9/9/9/9/9/1r7/1N2K4 w - - 0 1");
  CHECK_FALSE(hb.is_attacked(sq("c2"), Color::Red));
  CHECK(hb.is_attacked(sq("d1"), Color::Red));  // that step uses leg c0, still free
  // Soldier: uncrossed attacks only forward; crossed also sideways, never backwards.
  Position s = from_fen("4k4/9/9/4P4/9/P8/9/9/9/3K5 w - - 0 1");
  CHECK(s.is_attacked(sq("a5"), Color::Red));
  CHECK_FALSE(s.is_attacked(sq("b4"), Color::Red));
  CHECK(s.is_attacked(sq("d6"), Color::Red));
  CHECK(s.is_attacked(sq("e7"), Color::Red));
  CHECK_FALSE(s.is_attacked(sq("e5"), Color::Red));
  // Flying general: the open file counts as attacked by the enemy general.
  Position f = from_fen("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
  CHECK(f.is_attacked(sq("e9"), Color::Red));
  CHECK(f.is_attacked(sq("d0"), Color::Black));
  CHECK_FALSE(f.generals_facing());
}

TEST_CASE("pseudo-legal and legal agree with generated lists", "[position]") {
  std::mt19937 rng(7);
  for (int game = 0; game < 16; ++game) {
    Position pos = from_fen(kPlayoutFens[game % 4]);
    for (int ply = 0; ply < 100; ++ply) {
      MoveList legal, pseudo;
      generate_legal(pos, legal);
      generate_pseudo_legal(pos, pseudo);
      for (Move m : pseudo) {
        CHECK(pos.is_pseudo_legal(m));
        // Reference legality: really make the move and look at our general.
        Position after = pos;
        UndoInfo u;
        after.do_move(m, u);
        const bool really_legal = !after.general_attacked(pos.side_to_move());
        CHECK(really_legal == legal.contains(m));
        CHECK(really_legal == pos.is_legal(m));
        CHECK(really_legal == explain_move(pos, m).ok());
      }
      // The friendly explainer and the generator agree on arbitrary from/to pairs too.
      for (int probe = 0; probe < 40; ++probe) {
        const Move m(static_cast<Square>(rng() % 90), static_cast<Square>(rng() % 90));
        CHECK(explain_move(pos, m).ok() == legal.contains(m));
      }
      if (legal.empty()) break;
      UndoInfo u;
      pos.do_move(legal[static_cast<int>(rng() % static_cast<unsigned>(legal.size()))], u);
    }
  }
}

TEST_CASE("put/remove keep hash and lists consistent", "[position]") {
  Position p;
  CHECK(p.put_piece(Piece(Color::Red, PieceKind::General), sq("e0")));
  CHECK_FALSE(p.put_piece(Piece(Color::Red, PieceKind::Horse), sq("e0")));  // occupied
  CHECK(p.put_piece(Piece(Color::Black, PieceKind::General), sq("d9")));
  CHECK(p.put_piece(Piece(Color::Red, PieceKind::Horse), sq("c3")));
  CHECK(p.general_square(Color::Black) == sq("d9"));
  CHECK(p.invariants_hold());
  p.remove_piece(sq("c3"));
  CHECK(p.count(Color::Red, PieceKind::Horse) == 0);
  CHECK(p.invariants_hold());
}
