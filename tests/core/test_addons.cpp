// Power add-ons (象棋降和加強十大偏方): 任務兵, 王者士, 龍戰士, 破河象. Each test quotes
// the seed sentence it checks; a randomized test cross-checks legality (the attack
// tables) against the move generator with the powers switching on and off by captures.
#include <algorithm>
#include <catch2/catch.hpp>
#include <memory>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "core/fen.h"
#include "core/game.h"
#include "core/movegen.h"
#include "core/variant/board_builder.h"
#include "core/variant/parser.h"
#include "core/variant/registry.h"

namespace {

using namespace xq;

// A preset with add-ons switched on, its tables kept alive.
struct Board {
  VariantDef def;
  std::unique_ptr<PowerTables> powers;
  std::unique_ptr<Geometry> geometry;
  std::string error;
};

std::unique_ptr<Board> make_board(const std::string& parent, const std::string& addons) {
  auto b = std::make_unique<Board>();
  std::vector<VariantDef> known;
  for (const Variant* v : builtin_variants()) known.push_back(v->def);
  VariantParseResult r = parse_variants("[t:" + parent + "]\naddons = " + addons + "\n", known);
  if (!r.ok()) {
    b->error = r.errors.front().text();
    return b;
  }
  b->def = r.variants.front();
  b->geometry = build_variant_geometry(b->def, b->error, &b->powers);
  return b;
}

std::set<std::string> targets_from(const Position& pos, const char* from) {
  const Geometry& g = pos.geometry();
  std::set<std::string> out;
  MoveList list;
  int file = 0;
  while (g.file_letter[file] != from[0]) ++file;
  generate_legal_from(pos, g.square(file, from[1] - '0'), list);
  for (Move m : list)
    out.insert(std::string(1, g.file_letter[g.file_of[m.to()]]) + std::to_string(g.rank_of[m.to()]));
  return out;
}

Position position(const Board& b, const char* fen) {
  FenResult r = parse_fen(fen, *b.geometry);
  INFO(fen << ": " << r.error.message);
  REQUIRE(r.ok());
  return r.position;
}

using Set = std::set<std::string>;

}  // namespace

TEST_CASE("任務兵: a soldier in the enemy palace steps back once both own chariots are gone", "[addon]") {
  // 「在己方雙[車]皆無的局面下，己方進到敵"九宮"內的[兵]可以向後"退"，但不能向後退出九宮」
  auto b = make_board("xiangqi", "mission_soldier");
  REQUIRE(b->error.empty());
  const Position no_chariots = position(*b, "3k5/4P4/9/9/9/9/9/9/9/4K4 w - - 0 1");
  CHECK(targets_from(no_chariots, "e8") == Set{"e9", "d8", "f8", "e7"});
  const Position chariot = position(*b, "3k5/4P4/9/9/9/9/9/9/9/R3K4 w - - 0 1");
  CHECK(targets_from(chariot, "e8") == Set{"e9", "d8", "f8"});
  // 「不能向後退出九宮」: from e7 the step back would leave the palace.
  const Position edge = position(*b, "3k5/9/4P4/9/9/9/9/9/9/4K4 w - - 0 1");
  CHECK(targets_from(edge, "e7") == Set{"e8", "d7", "f7"});
  // The backward step also attacks: Black's soldier on e1 checks the general on e2.
  CHECK(position(*b, "3k5/9/9/9/9/9/9/4K4/4p4/9 w - - 0 1").in_check());
  CHECK(!position(*b, "r2k5/9/9/9/9/9/9/4K4/4p4/9 w - - 0 1").in_check());
  // Without the add-on nothing changes.
  auto plain = make_board("xiangqi", "");
  CHECK(targets_from(position(*plain, "3k5/4P4/9/9/9/9/9/9/9/4K4 w - - 0 1"), "e8") == Set{"e9", "d8", "f8"});
}

TEST_CASE("龍戰士: with both own cannons gone the advisor steps diagonally anywhere", "[addon]") {
  // 「當己方雙炮皆無時，己方士（仕）即為"龍戰士"，規則為全盤只能走、吃斜一格」
  auto b = make_board("xiangqi", "dragon_warrior");
  REQUIRE(b->error.empty());
  CHECK(targets_from(position(*b, "3k5/9/9/9/9/9/9/3A5/9/4K4 w - - 0 1"), "d2") ==
        Set{"c1", "c3", "e1", "e3"});
  CHECK(targets_from(position(*b, "3k5/9/9/9/9/9/9/3A5/9/C3K4 w - - 0 1"), "d2") == Set{"e1"});
  // Across the river, still one diagonal step only.
  CHECK(targets_from(position(*b, "4k4/9/9/9/4A4/9/9/9/9/3K5 w - - 0 1"), "e5") ==
        Set{"d4", "f4", "d6", "f6"});
}

TEST_CASE("王者士: with both own cannons gone the advisor leaves the palace from a corner", "[addon]") {
  // 「可從士角點出"九宮"全盤參戰，[士]從出宮起走吃橫豎斜每次一格」,
  // 「[王者士]在己方九宮內起落只能走實有斜線」, 「若再入己方九宮，只能先進入己方九宮士角點」,
  // 「己方[王者士]是不可進入己方九宮"非士線點"位置的棋」
  auto b = make_board("xiangqi", "kings_advisor");
  REQUIRE(b->error.empty());
  CHECK(targets_from(position(*b, "3k5/9/9/9/9/9/9/3A5/9/4K4 w - - 0 1"), "d2") ==
        Set{"e1", "c1", "c2", "c3", "d3", "e3"});
  CHECK(targets_from(position(*b, "3k5/9/9/9/9/9/3A5/9/9/4K4 w - - 0 1"), "d3") ==
        Set{"c2", "c3", "c4", "d4", "e4", "e3", "d2"});
  // The centre point keeps the diagonals only (d0 holds the general).
  CHECK(targets_from(position(*b, "4k4/9/9/9/9/9/9/9/4A4/3K5 w - - 0 1"), "e1") == Set{"f0", "d2", "f2"});
  CHECK(targets_from(position(*b, "3k5/9/9/9/9/9/9/3A5/9/C3K4 w - - 0 1"), "d2") == Set{"e1"});
  // 「"龍戰士"不能與"王者士"同用」
  CHECK(make_board("xiangqi", "kings_advisor dragon_warrior")->error ==
        "line 2: add-ons 'kings_advisor' (王者士) and 'dragon_warrior' (龍戰士) cannot be combined "
        "(「\"龍戰士\"不能與\"王者士\"同用」)");
}

TEST_CASE("破河象: with both own horses gone the elephant crosses by 用", "[addon]") {
  // 「從己方橫三線或河岸…走吃"用"字對角點過河,斜一格若有棋則該方向蹩腿」,
  // 「處在對方界內的破河象只能走、吃"用"字」,
  // 「如欲退回本土,只能先以"用"字退到本土象可飛到的原點之一」
  auto b = make_board("xiangqi", "river_elephant");
  REQUIRE(b->error.empty());
  CHECK(targets_from(position(*b, "4k4/9/9/9/9/9/9/4B4/9/3K5 w - - 0 1"), "e2") ==
        Set{"c0", "g0", "c4", "g4", "c5", "g5"});
  // 蹩腿: a piece on d3 blocks the 用 towards c5 (and, as the eye, the 田 to c4).
  CHECK(targets_from(position(*b, "4k4/9/9/9/9/9/3C5/4B4/9/3K5 w - - 0 1"), "e2") ==
        Set{"c0", "g0", "g4", "g5"});
  // 「本土象若不過河就不能走吃"用"字」: from c0 (not 橫三線 or the bank) only 田.
  CHECK(targets_from(position(*b, "3k5/9/9/9/9/9/9/9/9/2B1K4 w - - 0 1"), "c0") == Set{"a2", "e2"});
  // Across: 用 only; back home only onto an elephant point (e2, a2; not f3).
  CHECK(targets_from(position(*b, "4k4/9/9/9/2B6/9/9/9/9/3K5 w - - 0 1"), "c5") ==
        Set{"a8", "e8", "f7", "a2", "e2"});
  // With a horse left, the ordinary elephant.
  CHECK(targets_from(position(*b, "4k4/9/9/9/9/9/9/4B4/9/3K3N1 w - - 0 1"), "e2") ==
        Set{"c0", "g0", "c4", "g4"});
  // Seed 001 adds 「山线点位」: on the 山界 board the elephant also leaves from z2.
  auto m = make_board("shanjie", "river_elephant");
  REQUIRE(m->error.empty());
  CHECK(targets_from(position(*m, "5k5/11/11/11/11/11/11/B10/11/4K6 w - - 0 1"), "z2") == Set{"a2", "b5"});
}

TEST_CASE("power add-ons: legality agrees with a brute-force check while powers switch", "[addon]") {
  std::mt19937 rng(7);
  const char* starts[] = {
      "2bakab2/9/9/p1p1p1p1p/9/9/P1P1P1P1P/9/9/2BAKAB2 w - - 0 1",        // every power on
      "r1bakab2/9/1c7/p1p1p1p1p/9/9/P1P1P1P1P/7C1/9/2BAKAB1R w - - 0 1",  // captures switch them on
      "2bakab1r/4n4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4N4/R1BAKAB2 w - - 0 1",
  };
  for (const char* addons :
       {"mission_soldier kings_advisor river_elephant", "mission_soldier dragon_warrior river_elephant"}) {
    auto b = make_board("xiangqi", addons);
    REQUIRE(b->error.empty());
    for (const char* start : starts) {
      for (int game = 0; game < 6; ++game) {
        Position pos = position(*b, start);
        for (int ply = 0; ply < 120; ++ply) {
          MoveList pseudo, legal;
          generate_pseudo_legal(pos, pseudo);
          generate_legal(pos, legal);
          const Color us = pos.side_to_move();
          std::vector<Move> expected;
          for (Move m : pseudo) {
            UndoInfo undo;
            pos.do_move(m, undo);
            // Brute force: can any reply take our general, or do the generals face?
            MoveList replies;
            generate_pseudo_legal(pos, replies);
            bool exposed = pos.generals_facing();
            for (Move r : replies) exposed = exposed || r.to() == pos.general_square(us);
            CHECK(exposed == pos.general_attacked(us));
            pos.undo_move(m, undo);
            CHECK(pos.hash() == pos.compute_hash());
            if (!exposed) expected.push_back(m);
          }
          std::vector<Move> got(legal.begin(), legal.end());
          auto raw = [](Move a, Move c) { return a.raw() < c.raw(); };
          std::sort(expected.begin(), expected.end(), raw);
          std::sort(got.begin(), got.end(), raw);
          INFO(addons << " " << to_fen(pos));
          REQUIRE(got == expected);
          if (got.empty()) break;
          UndoInfo undo;
          pos.do_move(got[rng() % got.size()], undo);
        }
      }
    }
  }
}

TEST_CASE("add-ons through the Game facade", "[addon]") {
  const std::vector<AddonChoice> choices = list_addons();
  auto find = [&](const char* id) {
    return std::find_if(choices.begin(), choices.end(), [&](const AddonChoice& c) { return c.id == id; });
  };
  REQUIRE(find("mission_soldier") != choices.end());
  CHECK(find("mission_soldier")->available);
  CHECK(find("mission_soldier")->name_hant == "任務兵");
  // Every designed add-on is playable now.
  for (const AddonChoice& c : choices) {
    INFO(c.id);
    CHECK(c.available);
  }
  REQUIRE(find("flag_ring") != choices.end());
  CHECK(find("flag_ring")->name_hant == "解將旗");

  RuleOptions options;
  options.addons = {"mission_soldier"};
  GameOrError made = Game::create("xiangqi", "3k5/4P4/9/9/9/9/9/9/9/4K4 w - - 0 1", options);
  REQUIRE(made.game);
  const Geometry& g = made.game->position().geometry();
  const std::vector<Move> from_e8 = made.game->legal_moves_from(g.square(4, 8));
  CHECK(from_e8.size() == 4);  // e9 d8 f8 and back to e7
  // The same combination is built once.
  GameOrError again = Game::create("xiangqi", {}, options);
  REQUIRE(again.game);
  CHECK(&again.game->position().geometry() == &g);
  // Plain xiangqi is untouched.
  CHECK(&Game::create("xiangqi").game->position().geometry() == &xiangqi_geometry());

  options.addons = {"kings_advisor", "dragon_warrior"};
  GameOrError both = Game::create("xiangqi", {}, options);
  CHECK(!both.game);
  CHECK(both.error.find("cannot be combined") != std::string::npos);
  options.addons = {"flag_rings"};
  CHECK(Game::create("shanjie", {}, options).error == "unknown add-on 'flag_rings'");
}
