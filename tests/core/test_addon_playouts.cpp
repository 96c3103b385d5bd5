// Random playouts over every preset and add-on combination with the add-on move types:
// make/unmake restores FEN and hash, incremental hashes equal recomputed ones, every
// position's FEN (with its "{…}" field) reads back identically, every legal move is
// accepted by explain_move, and the add-on moves and the played move round trip
// through every notation.
#include <algorithm>
#include <catch2/catch.hpp>
#include <random>

#include "addon_test_util.h"
#include "core/fen.h"
#include "core/movegen.h"
#include "core/notation/movetext.h"
#include "core/rules/illegal_reason.h"

using namespace xq;
using namespace xq::testing;
using xq::notation::Notation;

namespace {

struct Combo {
  const char* variant;
  std::vector<std::string> addons;
};

// WXF and Chinese are checked on the 9-file board without power add-ons (files 1..9;
// the descriptive resolver does not know the powers' new steps, e.g. 破河象's 用).
void check_notation(const Position& pos, Move m) {
  // 宮旗's forms (enter, return, the flag's steps) are the add-on's own, on any board.
  const bool flag = m.is_flag_enter() || m.is_flag_return() ||
                    (m.is_normal() && pos.piece_on(m.from()) == Piece(pos.side_to_move(), PieceKind::Flag));
  const bool descriptive = flag || (pos.geometry().width == 9 && pos.geometry().powers == nullptr);
  for (Notation n : {Notation::Iccs, Notation::Wxf, Notation::Chinese, Notation::ChineseSimplified}) {
    if (!descriptive && n != Notation::Iccs) continue;
    const std::string text = notation::format_move(pos, m, n);
    const notation::ParsedMove back = notation::parse_move(pos, text);
    INFO(to_fen(pos) << " " << format_iccs(m, pos.geometry()) << " as '" << text << "': " << back.error);
    REQUIRE(back.move == m);
  }
}

}  // namespace

TEST_CASE("add-on playouts: make/unmake, hashes, FEN and notation in every combination", "[addon_moves][random]") {
  const Combo combos[] = {
      {"xiangqi", {}},
      {"shanjie", {}},
      {"heshan8", {}},
      {"heshan8", {"palace_strategy", "palace_flag"}},  // 實例8 with its 攻策略九宮 option
      {"heshan", {}},
      {"xiangqi", {"flag_ring"}},
      {"xiangqi", {"revived_soldier"}},
      {"xiangqi", {"horse_scare"}},
      {"xiangqi", {"flag_ring", "revived_soldier", "horse_scare"}},
      {"xiangqi", {"flag_ring", "revived_soldier", "mission_soldier", "river_elephant", "kings_advisor"}},
      {"shanjie", {"revived_soldier"}},
      {"heshan", {"revived_soldier"}},
      {"xiangqi", {"flag_ring", "palace_strategy", "palace_flag"}},  // 宮旗 on the 9x10 board
      {"heshan", {"palace_flag"}},
  };
  std::mt19937 rng(20260517);
  int addon_moves_played = 0, flag_steps = 0, drops = 0, doubles = 0, escapes = 0, enters = 0, flag_board = 0;
  for (const Combo& combo : combos) {
    std::string label = combo.variant;
    for (const auto& a : combo.addons) label += "+" + a;
    INFO(label);
    const bool palace_flag = std::find(combo.addons.begin(), combo.addons.end(), "palace_flag") != combo.addons.end();
    for (int game = 0; game < (palace_flag ? 2 : 6); ++game) {
      Game g = addon_game(combo.variant, "", combo.addons);
      for (int ply = 0; ply < 140 && !g.result().over(); ++ply) {
        const Position& pos = g.position();
        const std::string fen = g.fen();
        const FenResult again = parse_fen(fen, pos.geometry());
        REQUIRE(again.ok());
        REQUIRE(to_fen(again.position) == fen);
        REQUIRE(again.position.hash() == pos.hash());
        const std::vector<Move> moves = g.legal_moves();
        REQUIRE_FALSE(moves.empty());
        std::vector<Move> special;
        for (Move m : moves) {
          INFO(fen << " " << format_iccs(m, pos.geometry()));
          Position p = pos;
          UndoInfo undo;
          p.do_move(m, undo);
          REQUIRE(p.hash() == p.compute_hash());
          REQUIRE_FALSE(p.general_attacked(pos.side_to_move()));
          p.undo_move(m, undo);
          REQUIRE(p.hash() == pos.hash());
          REQUIRE(to_fen(p) == fen);
          const bool flag_piece = m.is_normal() && pos.piece_on(m.from()) == Piece(pos.side_to_move(), PieceKind::Flag);
          if (flag_piece) check_notation(pos, m);
          if (!m.is_normal()) {
            special.push_back(m);
            REQUIRE(explain_move(pos, m).ok());
            check_notation(pos, m);
          }
        }
        // Play the 殺驚 opening now and then, and prefer the add-on moves when there are some.
        Move chosen = moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)];
        if (ply == 0 && game % 2 == 1 && pos.geometry().width == 9) {
          const auto b2b9 = parse_iccs("b2b9", pos.geometry());
          if (b2b9 && has_move(g, *b2b9)) chosen = *b2b9;
        }
        if (!special.empty() && rng() % 2 == 0)
          chosen = special[std::uniform_int_distribution<std::size_t>(0, special.size() - 1)(rng)];
        check_notation(pos, chosen);
        if (!chosen.is_normal()) {
          ++addon_moves_played;
          flag_steps += chosen.flag_step();
          drops += chosen.without_flag_step().is_drop();
          doubles += chosen.without_flag_step().is_double();
          escapes += chosen.is_flag_only();
          enters += chosen.is_flag_enter();
        }
        flag_board += chosen.is_normal() && pos.piece_on(chosen.from()).kind() == PieceKind::Flag &&
                      !pos.piece_on(chosen.from()).empty();
        REQUIRE(g.play(chosen).ok());
      }
      // Undo all the way restores the start.
      while (g.undo()) {
      }
      CHECK(g.fen() == g.start_fen());
    }
  }
  // The playouts did exercise every type.
  CHECK(flag_steps > 0);
  CHECK(drops > 0);
  CHECK(doubles > 0);
  CHECK(enters > 0);     // 宮旗: the flag entered the palace …
  CHECK(flag_board > 0);  // … and stepped there
  INFO("escapes " << escapes);
  CHECK(addon_moves_played > 20);
}
