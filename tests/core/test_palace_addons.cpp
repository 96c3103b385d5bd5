// 宮廷炮 (palace_cannon) and 宮策略 (palace_strategy), seed 000 偏方 2 and 7: each
// test quotes the seed sentence it checks. Also: the active-powers facade, perft
// counts where the add-ons matter, random playouts (make/unmake, attack detection
// against the generated captures).
#include <algorithm>
#include <catch2/catch.hpp>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "core/fen.h"
#include "core/game.h"
#include "core/movegen.h"
#include "core/rules/palace_cannon.h"
#include "core/rules/palace_strategy.h"
#include "core/search/search.h"

namespace {

using namespace xq;
using Set = std::set<std::string>;

Game make(const char* variant, const char* fen, std::vector<std::string> addons) {
  RuleOptions options;
  options.addons = std::move(addons);
  GameOrError made = Game::create(variant, fen, options);
  INFO(fen << ": " << made.error);
  REQUIRE(made.game);
  return std::move(*made.game);
}

Square sq(const Game& game, const char* name) {
  const Geometry& g = game.position().geometry();
  int file = 0;
  while (g.file_letter[file] != name[0]) ++file;
  return g.square(file, name[1] - '0');
}

std::string name_of(const Geometry& g, Square s) {
  return std::string(1, g.file_letter[g.file_of[s]]) + std::to_string(g.rank_of[s]);
}

Move mv(const Game& game, const char* from, const char* to) {
  return Move(sq(game, from), sq(game, to));
}

Set targets(const Game& game, const char* from) {
  Set out;
  for (Move m : game.legal_moves_from(sq(game, from)))
    out.insert(name_of(game.position().geometry(), m.to()));
  return out;
}

Set all_moves(const Game& game) {
  Set out;
  const Geometry& g = game.position().geometry();
  for (Move m : game.legal_moves()) out.insert(name_of(g, m.from()) + name_of(g, m.to()));
  return out;
}

const std::vector<std::string> kCannon = {"palace_cannon"};
const std::vector<std::string> kStrategy = {"palace_strategy"};

}  // namespace

TEST_CASE("palace add-ons are listed as available", "[palace]") {
  const std::vector<AddonChoice> choices = list_addons();
  for (const char* id : {"palace_cannon", "palace_strategy"}) {
    const auto it =
        std::find_if(choices.begin(), choices.end(), [&](const AddonChoice& c) { return c.id == id; });
    REQUIRE(it != choices.end());
    CHECK(it->available);
  }
  // Both at once, with the material powers, on both boards.
  for (const char* variant : {"xiangqi", "shanjie"}) {
    RuleOptions options;
    options.addons = {"palace_cannon", "palace_strategy", "mission_soldier", "kings_advisor",
                      "river_elephant"};
    GameOrError made = Game::create(variant, "", options);
    INFO(made.error);
    CHECK(made.game);
  }
}

// ---------------------------------------------------------------- 宮廷炮

TEST_CASE("宮廷炮: the general flies in front of its cannon and checks", "[palace]") {
  // 「當己方的[炮]給對方老將架上空頭炮的局面下，己方將(帥)可以主動飛將對方將（帥），
  //  形成[炮]隔將（帥）打擊對方將（帥）的局面」
  const char* fen = "3k5/9/9/9/9/9/9/9/4K4/3C5 w - - 0 1";
  Game plain = make("xiangqi", fen, {});
  CHECK(!plain.check_move(mv(plain, "e1", "d1")).ok());  // standard: generals would face
  Game game = make("xiangqi", fen, kCannon);
  CHECK(game.play(mv(game, "e1", "d1")).ok());
  CHECK(game.in_check());
  CHECK(palace_cannon_check(game.position(), Color::Black));
  // 「這樣，單炮可以勝單將（帥）」: the bare general cannot step aside: mate.
  CHECK(game.legal_moves().empty());
  CHECK(game.result().over());
  CHECK(game.result().outcome == Outcome::RedWins);
}

TEST_CASE("宮廷炮: the checked side interposes or captures, never moves its general", "[palace]") {
  // 「將（帥）給己方的[炮]做炮架"飛將"對方將（帥）時為特殊"雙將"，名曰"宮廷炮"，
  //  這時對方不可以閃[將（帥）]解將。其他情況下此局面，即使有其他的兵種也只能墊子等等其他方式解將」
  Game game = make("xiangqi", "3k5/9/9/9/r8/9/9/9/3K5/r2C5 b - - 0 1", kCannon);
  REQUIRE(game.in_check());
  CHECK(all_moves(game) == Set{"a0d0", "a5d5"});  // capture the cannon, or block between the generals
  const MoveVerdict dodge = game.check_move(mv(game, "d9", "e9"));
  CHECK(!dodge.ok());
  CHECK(dodge.text.find("不可以閃將解將") != std::string::npos);

  // 「例如吃對方宮廷炮後，炮方要立刻解除將帥照面」: after the capture the generals
  // still face; the cannon side must lift it (here only by stepping off the file).
  REQUIRE(game.play(mv(game, "a0", "d0")).ok());
  CHECK(game.in_check());
  CHECK(all_moves(game) == Set{"d1e1"});
}

TEST_CASE("宮廷炮: a facing the cannon side cannot lift loses", "[palace]") {
  // 「炮方要立刻解除將帥照面，否則為輸」: Red faces without its cannon and e0 is covered.
  Game game = make("xiangqi", "3k5/9/9/9/4r4/9/9/9/9/3K5 w - - 0 1", kCannon);
  CHECK(game.in_check());
  CHECK(game.legal_moves().empty());
  CHECK(game.result().outcome == Outcome::BlackWins);
  // Standard xiangqi has no such position (the FEN is refused).
  RuleOptions none;
  CHECK(!Game::create("xiangqi", "3k5/9/9/9/4r4/9/9/9/9/3K5 w - - 0 1", none).game);
}

TEST_CASE("宮廷炮: our choices for the gaps", "[palace]") {
  SECTION("a piece between the generals steps away: the line counts however it arises") {
    Game game = make("xiangqi", "3k5/9/9/9/3N5/9/9/9/3K5/3C5 w - - 0 1", kCannon);
    CHECK(game.play(mv(game, "d5", "b6")).ok());
    CHECK(palace_cannon_check(game.position(), Color::Black));
  }
  SECTION("the defender blocks behind the general: the facing stays, the cannon side must lift it") {
    Game line = make("xiangqi", "3k5/9/9/9/9/9/9/3K5/r8/3C5 b - - 0 1", kCannon);
    CHECK(line.in_check());
    CHECK(all_moves(line) == Set{"a1d1"});  // interposing behind the general lifts the cannon's check
    REQUIRE(line.play(mv(line, "a1", "d1")).ok());
    CHECK(line.in_check());  // now Red faces without support
  }
  SECTION("the defender's general never flies at a general with its cannon behind") {
    Game game = make("xiangqi", "3k5/9/9/9/9/9/9/9/3K5/3C5 b - - 0 1", kCannon);
    CHECK(!game.position().general_attacked(Color::Red));
  }
  SECTION("both cannons behind their generals: the mover cannot walk into the other's line") {
    Game game = make("xiangqi", "3c5/3k5/9/9/9/9/9/9/4K4/3C5 w - - 0 1", kCannon);
    const MoveVerdict v = game.check_move(mv(game, "e1", "d1"));
    CHECK(v.reason == IllegalReason::LeavesGeneralInCheck);  // the black cannon, not the facing
  }
  SECTION("a facing without the cannon behind is still the ordinary illegal facing") {
    Game game = make("xiangqi", "3k5/9/9/9/9/9/9/9/4K4/4C4 w - - 0 1", kCannon);
    CHECK(game.check_move(mv(game, "e1", "d1")).reason == IllegalReason::GeneralsFace);
  }
}

TEST_CASE("宮廷炮: the engine mates a bare general with one cannon", "[palace]") {
  // 「這樣，單炮可以勝單將（帥）」: mate in 1 (e1-d1), in 2 (b0-f0 空頭炮, then the general
  // flies to f1 whatever Black does), and with the general to bring over first.
  struct Case {
    const char* fen;
    int mate_in;
  };
  for (const Case& c :
       {Case{"3k5/9/9/9/9/9/9/9/4K4/3C5 w - - 0 1", 1}, Case{"5k3/9/9/9/9/9/9/9/4K4/1C7 w - - 0 1", 2},
        Case{"4k4/9/9/9/9/9/9/9/3K5/2C6 w - - 0 1", 0}}) {
    Game game = make("xiangqi", c.fen, kCannon);
    Searcher searcher(4);
    SearchLimits limits;
    limits.depth = 9;
    const SearchResult r = searcher.search(game, limits);
    INFO(c.fen << " score " << r.score);
    REQUIRE(is_mate_score(r.score));
    CHECK(r.score > 0);
    if (c.mate_in > 0) CHECK(mate_in_moves(r.score) == c.mate_in);
    // Without the add-on a lone cannon never mates.
    Game plain = make("xiangqi", c.fen, {});
    Searcher again(4);
    limits.depth = 7;
    CHECK(!is_mate_score(again.search(plain, limits).score));
  }
}

// ---------------------------------------------------------------- 宮策略

TEST_CASE("宮策略: the point → power map, mirrored for Black", "[palace]") {
  Game game = make("xiangqi", "", kStrategy);
  const Position& pos = game.position();
  const PalaceStrategyTables& t = *pos.geometry().powers->strategy;
  auto power = [&](Color c, const char* s) {
    return palace_power_name(t.power[index_of(c)][sq(game, s)]).id;
  };
  CHECK(std::string(power(Color::Red, "e0")) == "none");  // 「將帥初始位置為空，無附加策略」
  CHECK(std::string(power(Color::Red, "e1")) == "flying_general");  // 「可飛將：即九宮中心點」
  CHECK(std::string(power(Color::Red, "d1")) == "full_line_chariot");
  CHECK(std::string(power(Color::Red, "f1")) == "full_line_cannon");
  CHECK(std::string(power(Color::Red, "e2")) == "free_horse");
  CHECK(std::string(power(Color::Red, "f0")) == "unblocked_elephant");
  CHECK(std::string(power(Color::Red, "d0")) == "striding_advisor");
  CHECK(std::string(power(Color::Red, "d2")) == "diagonal_soldier");
  CHECK(std::string(power(Color::Red, "f2")) == "bank_soldier");
  CHECK(std::string(power(Color::Black, "e9")) == "none");
  CHECK(std::string(power(Color::Black, "d8")) == "full_line_chariot");
  CHECK(std::string(power(Color::Black, "e7")) == "free_horse");
  CHECK(std::string(power(Color::Black, "f9")) == "unblocked_elephant");
  CHECK(std::string(power(Color::Red, "e5")) == "none");
}

TEST_CASE("宮策略 全線車: 「車可以走、吃士線」", "[palace]") {
  // Red general on d1 (全線車); the chariot on Black's palace corner f7.
  Game game = make("xiangqi", "3ak4/9/5R3/9/9/9/9/9/3K5/9 w - - 0 1", kStrategy);
  const Set t = targets(game, "f7");
  CHECK(t.count("e8"));
  CHECK(t.count("d9"));  // captures the advisor along the diagonal
  Game off = make("xiangqi", "3ak4/9/5R3/9/9/9/9/5K3/9/9 w - - 0 1", kStrategy);  // general on f2
  CHECK(!targets(off, "f7").count("e8"));
  // Attack detection agrees: the chariot on d7 checks a general on f9 along the diagonal.
  CHECK(make("xiangqi", "5k3/9/3R5/9/9/9/9/9/3K5/9 b - - 0 1", kStrategy).in_check());
  CHECK(!make("xiangqi", "5k3/9/3R5/9/9/9/9/9/4K4/9 b - - 0 1", kStrategy).in_check());
}

TEST_CASE("宮策略 全線炮: 「炮可以走或打吃士線」", "[palace]") {
  Game game = make("xiangqi", "3ak4/9/5C3/9/9/9/9/9/5K3/9 w - - 0 1", kStrategy);
  CHECK(targets(game, "f7").count("e8"));   // moves along the diagonal
  CHECK(!targets(game, "f7").count("d9"));  // no screen: no capture
  Game hop = make("xiangqi", "3ak4/4a4/5C3/9/9/9/9/9/5K3/9 w - - 0 1", kStrategy);
  CHECK(targets(hop, "f7").count("d9"));  // over the screen on e8
  CHECK(!targets(hop, "f7").count("e8"));
}

TEST_CASE("宮策略 暢馬: 「馬無蹩腿限制」", "[palace]") {
  Game plain = make("xiangqi", "3k5/9/9/9/9/9/2P6/2N6/4K4/9 w - - 0 1", kStrategy);  // e1: no horse power
  CHECK(!targets(plain, "c2").count("b4"));
  CHECK(!targets(plain, "c2").count("d4"));
  Game game = make("xiangqi", "3k5/9/9/9/9/9/2P6/2N1K4/9/9 w - - 0 1", kStrategy);  // general on e2
  CHECK(targets(game, "c2").count("b4"));                                           // over the soldier on c3
  CHECK(targets(game, "c2").count("d4"));
}

TEST_CASE("宮策略 象不堵: 「[象](包括”破河象”)不受\"堵象眼\"限制」", "[palace]") {
  Game game = make("xiangqi", "3k5/9/9/9/9/9/9/9/3c5/2B2K3 w - - 0 1", kStrategy);  // general on f0
  CHECK(targets(game, "c0").count("e2"));  // over the cannon on the eye d1
  Game blocked = make("xiangqi", "3k5/9/9/9/9/9/9/9/3c1K3/2B6 w - - 0 1", kStrategy);  // f1: cannon power
  CHECK(!targets(blocked, "c0").count("e2"));
  // 破河象 (no own horses) crosses by 用 even with the diagonal neighbour (d3) taken.
  Game river =
      make("xiangqi", "4k4/9/9/9/9/9/3n5/4B4/9/5K3 w - - 0 1", {"palace_strategy", "river_elephant"});
  CHECK(targets(river, "e2").count("c5"));
  Game river_off =
      make("xiangqi", "4k4/9/9/9/9/9/3n5/4B4/3K5/9 w - - 0 1", {"palace_strategy", "river_elephant"});
  CHECK(!targets(river_off, "e2").count("c5"));
  CHECK(targets(river_off, "e2").count("g5"));
}

TEST_CASE("宮策略 士闊步: 「[士](包括”王者士”)在士線上可走吃一至兩格」", "[palace]") {
  Game game = make("xiangqi", "4k4/9/9/9/9/9/9/9/9/3K1A3 w - - 0 1", kStrategy);  // general on d0
  CHECK(targets(game, "f0") == Set{"e1", "d2"});
  Game blocked = make("xiangqi", "4k4/9/9/9/9/9/9/9/4N4/3K1A3 w - - 0 1", kStrategy);
  CHECK(targets(blocked, "f0").empty());
  Game off = make("xiangqi", "4k4/9/9/9/9/9/9/9/3K5/5A3 w - - 0 1", kStrategy);  // d1
  CHECK(targets(off, "f0") == Set{"e1"});
  // 王者士 (no own cannons): from the corner out of the palace, and two along the line.
  Game kings = make("xiangqi", "4k4/9/9/9/9/9/9/9/9/3K1A3 w - - 0 1", {"palace_strategy", "kings_advisor"});
  CHECK(targets(kings, "f0") == Set{"e1", "d2", "g0", "g1"});
}

TEST_CASE("宮策略 斜河兵: 「兵（卒）過河時可斜格只走一格，不可斜吃」", "[palace]") {
  Game game = make("xiangqi", "4k4/9/9/9/1n7/2P6/9/3K5/9/9 w - - 0 1", kStrategy);  // general on d2
  CHECK(targets(game, "c4") == Set{"c5", "d5"});  // b5 holds an enemy horse: no diagonal capture
  Game off = make("xiangqi", "4k4/9/9/9/1n7/2P6/9/9/3K5/9 w - - 0 1", kStrategy);
  CHECK(targets(off, "c4") == Set{"c5"});
}

TEST_CASE("宮策略 河清卒: 「過河的兵（卒）在對方河岸上橫向走吃步數不限」", "[palace]") {
  Game game = make("xiangqi", "4k4/9/9/9/1P4r2/9/9/5K3/9/9 w - - 0 1", kStrategy);  // general on f2
  CHECK(targets(game, "b5") == Set{"a5", "b6", "c5", "d5", "e5", "f5", "g5"});
  // … and the rook on g5 is attacked from b5.
  CHECK(game.position().is_attacked(sq(game, "g5"), Color::Red));
  Game off = make("xiangqi", "4k4/9/9/9/1P4r2/9/9/9/5K3/9 w - - 0 1", kStrategy);
  CHECK(targets(off, "b5") == Set{"a5", "b6", "c5"});
  CHECK(!off.position().is_attacked(sq(off, "g5"), Color::Red));
}

TEST_CASE("宮策略 on the 山界 board: the bank slide stops at the river holes", "[palace]") {
  // 「河清卒：過河的兵（卒）在對方河岸上橫向走吃步數不限」; z5 and j5 do not exist.
  Game game = make("shanjie", "5k5/11/11/11/2P5r2/11/11/6K4/11/11 w - - 0 1", kStrategy);  // f2
  CHECK(targets(game, "b5") == Set{"a5", "b6", "c5", "d5", "e5", "f5", "g5", "h5"});
  Game off = make("shanjie", "5k5/11/11/11/2P5r2/11/11/11/6K4/11 w - - 0 1", kStrategy);  // f1
  CHECK(targets(off, "b5") == Set{"a5", "b6", "c5"});
  CHECK(game.active_powers(Color::Red).at(0).id == "bank_soldier");
}

TEST_CASE("宮策略 可飛將: 「這裡的將（帥）可主動\"飛將\"對方中線上不在中心點的將（帥）」", "[palace]") {
  const char* fen = "4k4/9/9/9/4N4/9/9/9/4K4/9 w - - 0 1";
  Game game = make("xiangqi", fen, kStrategy);
  CHECK(game.play(mv(game, "e5", "c6")).ok());  // opens the file: the centre general flies
  CHECK(game.in_check());
  CHECK(!game.check_move(mv(game, "e9", "e8")).ok());  // into its own centre: both fly, illegal
  CHECK(game.check_move(mv(game, "e9", "d9")).ok());
  Game plain = make("xiangqi", fen, {});
  CHECK(!plain.check_move(mv(plain, "e5", "c6")).ok());
  // Both on their centres: the ordinary facing rule.
  Game both = make("xiangqi", "9/4k4/9/9/4N4/9/9/9/4K4/9 w - - 0 1", kStrategy);
  CHECK(!both.check_move(mv(both, "e5", "c6")).ok());
}

TEST_CASE("active powers for badges", "[palace]") {
  SECTION("material powers while their condition holds") {
    Game game =
        make("xiangqi", "4k4/9/9/9/9/2P6/9/9/4A4/3AK4 w - - 0 1", {"mission_soldier", "kings_advisor"});
    const std::vector<ActivePower> red = game.active_powers(Color::Red);
    REQUIRE(red.size() == 2);
    CHECK(red[0].id == "kings_advisor");
    CHECK(red[0].name_hant == "王者士");
    CHECK(red[0].kind == PieceKind::Advisor);
    CHECK(red[0].squares.size() == 2);
    CHECK(red[1].id == "mission_soldier");
    CHECK(red[1].name_en == "Mission soldier");
    CHECK(red[1].squares == std::vector<Square>{sq(game, "c4")});
    CHECK(game.active_powers(Color::Black).size() == 2);  // Black has nothing at all
  }
  SECTION("宮策略: the general's point") {
    Game game = make("xiangqi", "4k4/9/9/9/9/9/9/9/3K5/R8 w - - 0 1", kStrategy);
    const std::vector<ActivePower> red = game.active_powers(Color::Red);
    REQUIRE(red.size() == 1);
    CHECK(red[0].addon == "palace_strategy");
    CHECK(red[0].id == "full_line_chariot");
    CHECK(red[0].name_hant == "全線車");
    CHECK(red[0].name_hans == "全线车");
    CHECK(red[0].squares == std::vector<Square>{sq(game, "a0")});
    CHECK(red[0].source == sq(game, "d1"));
    CHECK(game.active_powers(Color::Black).empty());  // on its start point
  }
  SECTION("宮廷炮: ready (空頭炮), then the line") {
    Game game = make("xiangqi", "3k5/9/9/9/9/9/9/9/4K4/3C5 w - - 0 1", kCannon);
    std::vector<ActivePower> red = game.active_powers(Color::Red);
    REQUIRE(red.size() == 1);
    CHECK(red[0].id == "palace_cannon_ready");
    CHECK(red[0].source == sq(game, "d0"));
    REQUIRE(game.play(mv(game, "e1", "d1")).ok());
    red = game.active_powers(Color::Red);
    REQUIRE(red.size() == 1);
    CHECK(red[0].id == "palace_cannon");
    CHECK(red[0].name_hant == "宮廷炮");
  }
  SECTION("standard xiangqi: none") {
    CHECK(Game::standard().active_powers(Color::Red).empty());
  }
}

// ---------------------------------------------------------------- random playouts

namespace {

// Squares on `by`'s general's file with nothing between: the flying general "sees"
// them in is_attacked() but never moves there, so the cross-check skips them.
bool on_open_general_file(const Position& pos, Square s, Color by) {
  const Geometry& g = pos.geometry();
  const Square k = pos.general_square(by);
  if (k == kNoSquare || g.file_of[k] != g.file_of[s] || k == s) return false;
  const Ray& ray = g.rays[k][g.rank_of[s] > g.rank_of[k] ? North : South];
  for (int i = 0; i < ray.length; ++i) {
    if (ray.squares[i] == s) return true;
    if (!pos.empty(ray.squares[i])) return false;
  }
  return false;
}

struct PlayoutStats {
  long positions = 0, attack_checks = 0, powered = 0, cannon_checks = 0;
};

void random_playouts(const char* variant, const std::vector<std::string>& addons, const char* start,
                     int games, std::mt19937& rng, PlayoutStats& stats) {
  Game game = make(variant, start, addons);
  const Geometry& g = game.position().geometry();
  for (int n = 0; n < games; ++n) {
    Position pos = game.position();
    const std::string fen0 = to_fen(pos);
    const std::uint64_t hash0 = pos.hash();
    std::vector<std::pair<Move, UndoInfo>> line;
    for (int ply = 0; ply < 160; ++ply) {
      ++stats.positions;
      const Color us = pos.side_to_move(), them = opposite(us);
      stats.powered += palace_power(pos, us) != PalacePower::None;
      stats.cannon_checks += palace_cannon_check(pos, us);
      // Every position reached by legal play is a valid FEN of the variant.
      const std::string fen = to_fen(pos);
      {
        const FenResult back = parse_fen(fen, g);
        INFO(fen << ": " << back.error.message);
        REQUIRE(back.ok());
      }
      MoveList pseudo, legal;
      generate_pseudo_legal(pos, pseudo);
      generate_legal(pos, legal);
      // Attacked iff some generated move captures there (pieces of the side not to move).
      for (int s = 0; s < g.size; ++s) {
        const Piece p = pos.piece_on(static_cast<Square>(s));
        if (p.empty() || p.color() != them || p.kind() == PieceKind::General) continue;
        if (on_open_general_file(pos, static_cast<Square>(s), us)) continue;
        bool captured = false;
        for (Move m : pseudo) captured = captured || m.to() == s;
        INFO(fen << " square " << name_of(g, static_cast<Square>(s)));
        REQUIRE(pos.is_attacked(static_cast<Square>(s), us) == captured);
        ++stats.attack_checks;
      }
      // is_pseudo_legal agrees with the generator on every from/to pair (every third
      // ply: the pairs are the slow part under the sanitizers).
      for (int from = 0; ply % 3 == 0 && from < g.size; ++from) {
        const Piece p = pos.piece_on(static_cast<Square>(from));
        if (p.empty() || p.color() != us) continue;
        for (int to = 0; to < g.size; ++to) {
          if (!g.exists[to] || to == from) continue;
          const Move m(static_cast<Square>(from), static_cast<Square>(to));
          INFO(fen << " " << name_of(g, m.from()) << name_of(g, m.to()));
          REQUIRE(pos.is_pseudo_legal(m) == pseudo.contains(m));
        }
      }
      // The legality test agrees with making the move, except for the two 宮廷炮
      // clauses that look at the position before the move.
      const bool cannon_check = palace_cannon_check(pos, us);
      for (Move m : pseudo) {
        const bool leaves = pos.leaves_general_attacked(m);
        UndoInfo undo;
        pos.do_move(m, undo);
        if (!cannon_check) {
          INFO(fen << " " << name_of(g, m.from()) << name_of(g, m.to()));
          REQUIRE(leaves == pos.general_attacked(us));
        }
        pos.undo_move(m, undo);
        REQUIRE(pos.hash() == pos.compute_hash());
      }
      REQUIRE(to_fen(pos) == fen);
      if (legal.empty()) break;
      Move m = legal[static_cast<int>(rng() % static_cast<unsigned>(legal.size()))];
      // Steer into the 宮廷炮 line half of the time it is on offer, so the playouts meet it.
      std::vector<Move> lines;
      for (Move l : legal) {
        UndoInfo undo;
        pos.do_move(l, undo);
        if (palace_cannon_check(pos, them)) lines.push_back(l);
        pos.undo_move(l, undo);
      }
      if (!lines.empty() && rng() % 2 == 0) m = lines[rng() % lines.size()];
      line.emplace_back(m, UndoInfo{});
      pos.do_move(m, line.back().second);
      REQUIRE(pos.hash() == pos.compute_hash());
    }
    while (!line.empty()) {
      pos.undo_move(line.back().first, line.back().second);
      line.pop_back();
    }
    CHECK(to_fen(pos) == fen0);
    CHECK(pos.hash() == hash0);
  }
}

}  // namespace

TEST_CASE("palace add-ons: random playouts keep attacks, legality and make/unmake consistent", "[palace]") {
  std::mt19937 rng(2026);
  PlayoutStats stats;
  const char* sparse = "2bak4/4a4/4b4/p1p1p3p/2r6/6C2/P1P3P1P/4B4/3KA4/2BA1c3 w - - 0 1";
  const char* cannons = "3k5/4a4/9/9/9/9/9/9/4K4/3CC4 w - - 0 1";
  const std::vector<std::vector<std::string>> sets = {
      {"palace_cannon"},
      {"palace_strategy"},
      {"palace_cannon", "palace_strategy"},
      {"palace_cannon", "palace_strategy", "mission_soldier", "kings_advisor", "river_elephant"},
      {"palace_strategy", "dragon_warrior"},
  };
  for (const auto& addons : sets) {
    random_playouts("xiangqi", addons, "", 2, rng, stats);
    random_playouts("xiangqi", addons, sparse, 2, rng, stats);
    random_playouts("xiangqi", addons, cannons, 2, rng, stats);
    random_playouts("shanjie", addons, "", 1, rng, stats);
  }
  // The playouts did meet the powers and the palace cannon.
  INFO(stats.positions << " positions, " << stats.powered << " with a 宮策略 power, " << stats.cannon_checks
                       << " in 宮廷炮 check, " << stats.attack_checks << " attack checks");
  CHECK(stats.powered > 1000);
  CHECK(stats.cannon_checks > 0);
  CHECK(stats.attack_checks > 10000);
}

TEST_CASE("palace add-ons: perft where they matter (docs/variants.md §5)", "[palace]") {
  struct Row {
    const char* fen;
    std::vector<std::string> addons;
    std::vector<std::uint64_t> counts;
  };
  const char* cannons = "3k5/4a4/9/9/9/9/9/9/4K4/3CC4 w - - 0 1";  // the general may fly in front of d0
  const char* middle =
      "r1bak4/4a4/2n1b1c2/p1p1p3p/9/2P3p2/P3P3P/2N1B1C2/3KA4/R1BA1R3 w - - 0 1";  // Red on d1
  const std::vector<Row> rows = {
      {cannons, {}, {18, 74, 1854, 5247}},
      {cannons, {"palace_cannon"}, {19, 75, 1889, 5289}},
      {cannons, {"palace_strategy"}, {18, 74, 1868, 5566}},
      {cannons, {"palace_cannon", "palace_strategy"}, {19, 75, 1903, 5614}},
      {middle, {}, {37, 963, 34080, 909533}},
      {middle, {"palace_cannon"}, {37, 963, 34080, 909533}},
      {middle, {"palace_strategy"}, {37, 963, 34242, 913214}},
      {"", {"palace_cannon", "palace_strategy"}, {44, 1920, 79666, 3290240}},  // no power before ply 3
  };
  for (const Row& row : rows) {
    Game game = make("xiangqi", row.fen, row.addons);
    Position pos = game.position();
    for (std::size_t d = 0; d < row.counts.size(); ++d) {
      INFO(row.fen << " +" << row.addons.size() << " add-ons, depth " << d + 1);
      CHECK(perft(pos, static_cast<int>(d + 1)) == row.counts[d]);
    }
  }
}

TEST_CASE("河山象棋 2018: 宮廷炮 with the 解將旗 ring — the flag step never lets the general dodge",
          "[palace]") {
  // heshan = seed 001's six add-ons, 宮廷炮 and 宮策略 among them. The checked side may
  // step its flag with its answer (「被將軍的一方每次"解將"時，都可先逆時針移動一格己方"解將"旗」),
  // but the answer is still an interposition or a capture (「不可以閃[將（帥）]解將」).
  GameOrError made = Game::create("heshan", "4k6/11/11/11/1r9/11/11/11/5K5/1r2C6 w - - 0 1");
  INFO(made.error);
  REQUIRE(made.game);
  Game& game = *made.game;
  REQUIRE(game.play(mv(game, "e1", "d1")).ok());
  REQUIRE(game.in_check());
  Set boards;
  int flag_steps = 0;
  const Geometry& g = game.position().geometry();
  for (Move m : game.legal_moves()) {
    const Move base = m.without_flag_step();
    boards.insert(name_of(g, base.from()) + name_of(g, base.to()));
    flag_steps += m.flag_step();
  }
  CHECK(boards == Set{"a0d0", "a5d5"});
  CHECK(flag_steps == 2);
  CHECK(!game.check_move(Move::flag_step(sq(game, "d9"), sq(game, "e9"))).ok());
}
