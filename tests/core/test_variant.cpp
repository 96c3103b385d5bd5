// Variant text format, presets, and the geometry built from them: the standard board
// built from core/variants/xiangqi.ini equals the compile-time reference tables, the
// 山界 board's perft matches an independent coordinate-based move generator written
// here from the documented rules, and make/unmake restores FEN and hash in random
// playouts for every preset.
#include <catch2/catch.hpp>
#include <cstdint>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "core/fen.h"
#include "core/game.h"
#include "core/movegen.h"
#include "core/variant/parser.h"
#include "core/variant/registry.h"
#include "naive_xiangqi.h"
#include "sanitized.h"

namespace {

using namespace xq;

std::set<std::pair<int, int>> leap_set(const LeapSet& s) {
  std::set<std::pair<int, int>> out;
  for (int i = 0; i < s.count; ++i) out.insert({s.leaps[i].to, s.leaps[i].block});
  return out;
}

std::string first_error(const VariantParseResult& r) {
  return r.errors.empty() ? "" : r.errors.front().text();
}

// A small base variant for the error tests (the real presets are checked separately).
std::string with_base(const std::string& child) {
  return "[base]\nboard = 9x10\npiece.k = general\nk.move = W\nk.zone = palace\n"
         "piece.p = soldier\np.move = fW sW@across\n"
         "setup = 3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1\n" +
         child;
}

}  // namespace

TEST_CASE("variant presets load without errors", "[variant]") {
  for (const VariantError& e : builtin_variant_errors()) INFO(e.text());
  REQUIRE(builtin_variant_errors().empty());
  const std::vector<VariantInfo> list = list_variants();
  REQUIRE(list.size() >= 2);
  CHECK(list[0].id == "xiangqi");
  CHECK(list[0].name_hant == "象棋");
  const Variant* shanjie = find_variant("shanjie");
  REQUIRE(shanjie);
  CHECK(shanjie->def.name_hant == "河山界");
  CHECK(shanjie->def.width == 11);
  CHECK(shanjie->def.pieces[index_of(PieceKind::Cannon)].name_hant[0] == "炮");  // inherited from [xiangqi]
}

TEST_CASE("standard geometry built from xiangqi.ini equals the reference tables", "[variant]") {
  const Geometry& built = xiangqi_geometry();
  const Geometry& ref = reference_xiangqi_geometry();
  REQUIRE(&built != &ref);  // really built from the preset
  REQUIRE(built.width == ref.width);
  REQUIRE(built.height == ref.height);
  CHECK(built.defenders_confined == ref.defenders_confined);
  for (int s = 0; s < ref.size; ++s) {
    INFO("square " << s);
    CHECK(built.exists[s] == ref.exists[s]);
    for (int c = 0; c < 2; ++c) {
      CHECK(built.in_palace[c][s] == ref.in_palace[c][s]);
      CHECK(built.own_half[c][s] == ref.own_half[c][s]);
      CHECK(built.advisor_point[c][s] == ref.advisor_point[c][s]);
      CHECK(built.elephant_point[c][s] == ref.elephant_point[c][s]);
      CHECK(built.soldier_point[c][s] == ref.soldier_point[c][s]);
      CHECK(leap_set(built.soldier_attackers[c][s]) == leap_set(ref.soldier_attackers[c][s]));
      for (int k = 0; k < kPieceKindCount; ++k) {
        // Only points the piece can stand on matter (the reference skips the others).
        if (k == index_of(PieceKind::Advisor) && !ref.advisor_point[c][s]) continue;
        INFO("color " << c << " kind " << k);
        CHECK(leap_set(built.leaps[c][k][s]) == leap_set(ref.leaps[c][k][s]));
      }
    }
    CHECK(leap_set(built.horse_attackers[s]) == leap_set(ref.horse_attackers[s]));
    for (int d = 0; d < kDirectionCount; ++d) {
      REQUIRE(built.rays[s][d].length == ref.rays[s][d].length);
      for (int i = 0; i < ref.rays[s][d].length; ++i)
        CHECK(built.rays[s][d].squares[i] == ref.rays[s][d].squares[i]);
    }
  }
}

TEST_CASE("Game::create builds every preset from its setup", "[variant]") {
  for (const VariantInfo& v : list_variants()) {
    INFO(v.id);
    GameOrError made = Game::create(v.id);
    REQUIRE(made.game);
    // A random setup (暗戰's `{dark=deal:N}`, 漢字將棋暗布's `{arranged=deal:N}`) is dealt
    // when read: the game's FEN names the dealt pieces, and a spectator sees the setup's
    // placeholders again, without the deal.
    if (const std::size_t deal = v.start_fen.find("=deal:"); deal != std::string::npos)
      CHECK(made.game->view_fen(Viewer::Spectator) + v.start_fen.substr(v.start_fen.rfind(" {", deal)) == v.start_fen);
    else
      CHECK(made.game->fen() == v.start_fen);
    CHECK(made.game->position().geometry().width == v.width);
    CHECK(!made.game->legal_moves().empty());
  }
  GameOrError bad =
      Game::create("shanjie", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
  CHECK(!bad.game);
  CHECK(bad.error.find("invalid FEN") == 0);
}

TEST_CASE("variant parser: errors carry line numbers and reasons", "[variant]") {
  struct Case {
    std::string text;
    std::string error;
  };
  const Case cases[] = {
      {with_base("[x:base]\nsetup = 4k4/9/9/9/9/9/9/9/9/4K3x w\n"),
       "line 10: unknown piece letter 'x' in setup"},
      {with_base("[x:base]\ncolour = red\n"), "line 10: unknown key 'colour'"},
      {with_base("[x:nobody]\n"), "line 9: unknown parent variant 'nobody'"},
      {with_base("[x:base]\nq.move = W\n"),
       "line 10: unknown piece letter 'q' (declare it with piece.q = ROLE)"},
      {with_base("[x:base]\nk.move = nX\n"),
       "line 10: movement 'nX': unknown atom 'X' in 'nX' (known: W F D N A H C Z G K, riders R B Q)"},
      {with_base("[x:base]\np.move = fW sW@beyond\n"), "line 10: unknown zone 'beyond' in 'fW sW@beyond'"},
      {with_base("[x:base]\naddons = flag_rings\n"), "line 10: unknown add-on 'flag_rings'"},
      {with_base("[x:base]\nboard = 40x40\n"),
       "line 10: board must be WIDTHxHEIGHT of the point grid, at most 18x18 and 252 points (found '40x40')"},
      {with_base("[x:base]\nholes = e0\n"),
       "line 8: setup: rank 10 (from top): column 2 is point e0, which does not exist on this board"},
      {with_base("[x:base]\nk.move = nC\n"),
       "line 10: movement 'nC': 'nC': Fairy-Stockfish has no lame leap of this shape (only nD nN nA nZ); "
       "write C[W] for a leap blocked by its first step, or C for a free one"},
      // A general moving diagonally is no role walk: the generic tables, which take no add-ons.
      {with_base("[x:base]\nk.move = F\naddons = flag_ring\n"),
       "line 11: add-ons cannot be combined with the generic tables yet (custom types, flying_general = no or "
       "a role movement the role walk cannot run): their rules read the role tables"},
      {with_base("[x:base]\nk.name = 帥 將\n"),
       "line 10: name must be '繁 red black | 简 red black | English'"},
      {"[a:b]\n[b:a]\n", "line 1: inheritance cycle through 'a'"},
      {"board = 9x10\n", "line 1: 'board' before the first [section]"},
  };
  for (const Case& c : cases) {
    INFO(c.text);
    const VariantParseResult r = parse_variants(c.text);
    CHECK(first_error(r) == c.error);
  }
  // The base itself is fine, and a child inherits everything it does not override.
  const VariantParseResult ok =
      parse_variants(with_base("[wide:base]\nboard = 11x10\nsetup = 4k6/11/11/11/11/11/11/11/11/5K5 w\n"));
  INFO(first_error(ok));
  REQUIRE(ok.ok());
  REQUIRE(ok.variants.size() == 2);
  CHECK(ok.variants[1].width == 11);
  CHECK(ok.variants[1].palace_lo.file == 4);  // default palace: the three middle files
  CHECK(ok.variants[1].pieces[index_of(PieceKind::Soldier)].move_text == "fW sW@across");
  // A child of a built-in preset, e.g. pasted from a share link.
  std::vector<VariantDef> known;
  for (const Variant* v : builtin_variants()) known.push_back(v->def);
  const VariantParseResult child = parse_variants("[fast:xiangqi]\nname = Fast\nnatural_limit = 30\n", known);
  INFO(first_error(child));
  REQUIRE(child.ok());
  CHECK(child.variants[0].rules.natural_limit == 30);
  CHECK(child.variants[0].setup == find_variant("xiangqi")->def.setup);
}

TEST_CASE("Betza strings", "[variant]") {
  std::vector<MoveTerm> t;
  std::string why;
  REQUIRE(parse_betza("mRcpR", t, why));
  REQUIRE(t.size() == 2);
  CHECK((t[0].rider && t[0].can_move && !t[0].can_capture && !t[0].hopper));
  CHECK((t[1].rider && !t[1].can_move && t[1].can_capture && t[1].hopper));
  t.clear();
  REQUIRE(parse_betza("nN nA nZ fsW R3", t, why));
  CHECK((t[0].lame && t[0].dx == 1 && t[0].dy == 2));
  CHECK((t[2].dx == 2 && t[2].dy == 3));
  CHECK(t[3].dirs == (DirForward | DirSideways));
  CHECK(t[4].max_steps == 3);
  t.clear();
  CHECK(!parse_betza("xW", t, why));
  CHECK(why == "unknown modifier 'x' in movement 'xW' (known: m c p n f b s v)");
}

// ---- the 山界 board, checked against an independent generator ----
namespace {

// Coordinate-based xiangqi on the 11x10 mountain board (tests/core/naive_xiangqi.h),
// written from docs/variants.md without the engine's tables: z/j files (0 and 10) exist
// on ranks 0-3 and 6-9 only, the palace is files 4-6, the elephant may also step a2<>z2,
// i2<>j2 (rank 7 for Black) and makes no 田 step from a mountain point.
testing::NaiveXiangqi naive_from(const Position& pos) {
  testing::NaiveXiangqi n;
  n.W = 11, n.H = 10, n.palace_lo = 4, n.palace_hi = 6, n.river = 5;
  n.hole = [](int f, int r) { return (f == 0 || f == 10) && (r == 4 || r == 5); };
  n.elephant = [](const testing::NaiveXiangqi& x, int f, int r, bool side, const std::function<void(int, int)>& add) {
    // On a mountain point the elephant only steps back to its edge point.
    for (auto [df, dr] : {std::pair{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}) {
      if (f == 0 || f == x.W - 1) break;
      const int tf = f + 2 * df, tr = r + 2 * dr;
      if (x.exists(tf, tr) && x.home(side, tr) && x.exists(f + df, r + dr) && !x.b[r + dr][f + df]) add(tf, tr);
    }
    const int rank2 = side ? 2 : 7;
    if (r == rank2 && f == 1) add(0, r);
    if (r == rank2 && f == 0) add(1, r);
    if (r == rank2 && f == 9) add(10, r);
    if (r == rank2 && f == 10) add(9, r);
  };
  n.load(pos);
  return n;
}

const char* kShanjieStart = "1rnbakabnr1/11/c9c/1p1p1p1p1p1/11/11/1P1P1P1P1P1/C9C/11/1RNBAKABNR1 w - - 0 1";
// A middle game that uses the mountain files: cannons and a horse on them, an
// elephant on its free point z2, soldiers across the river next to the mountain.
const char* kShanjieMid = "2rbakab2c/11/1c3n4n/1p1p1p3p1/1P9/11/3P1P1P3/B1N1C5C/3R7/3BAKA3R w - - 0 1";

}  // namespace

TEST_CASE("山界 board: geometry facts", "[variant][shanjie]") {
  const Variant* v = find_variant("shanjie");
  REQUIRE(v);
  const Geometry& g = *v->geometry;
  CHECK(g.file_letter[0] == 'z');
  CHECK(g.file_letter[10] == 'j');
  int mountain = 0;
  for (int r = 0; r < 10; ++r) mountain += g.on_board(0, r) + g.on_board(10, r);
  CHECK(mountain == 16);  // 8 points per mountain file, none on the river ranks
  CHECK(!g.on_board(0, 4));
  CHECK(!g.on_board(10, 5));
  // A chariot on z3 cannot run up the mountain file across the river.
  CHECK(g.rays[g.square(0, 3)][North].length == 0);
  // The elephant's free points: a2<>z2 for Red, a7<>z7 for Black; never blocked.
  CHECK(g.elephant_point[0][g.square(0, 2)]);
  CHECK(g.elephant_point[0][g.square(10, 2)]);
  CHECK(g.elephant_point[1][g.square(0, 7)]);
  CHECK(!g.elephant_point[0][g.square(0, 0)]);
  const LeapSet& from_z2 = g.leaps[0][index_of(PieceKind::Elephant)][g.square(0, 2)];
  REQUIRE(from_z2.count == 1);
  CHECK(from_z2.leaps[0].to == g.square(1, 2));
  CHECK(from_z2.leaps[0].block == g.sentinel);
  // The soldier's points still exclude the mountain files before the river.
  CHECK(!g.soldier_point[0][g.square(0, 3)]);
  CHECK(g.soldier_point[0][g.square(0, 6)]);
}

TEST_CASE("山界 board: an elephant on its free point attacks only its edge point", "[variant][shanjie]") {
  // docs/variants.md §3: from z2 the elephant only steps back to a2 (「兩個自由可飛點」),
  // so it must not count as attacking the 田 points seen from b4.
  const Geometry& g = *find_variant("shanjie")->geometry;
  FenResult r = parse_fen("4k6/11/11/11/11/2p8/11/B10/11/5K5 w - - 0 1", g);
  INFO(r.error.message);
  REQUIRE(r.ok());
  const Position& pos = r.position;
  CHECK_FALSE(pos.is_attacked(g.square(2, 4), Color::Red));  // b4: a 田 away, not reachable
  CHECK(pos.is_attacked(g.square(1, 2), Color::Red));        // a2: its free step back
}

TEST_CASE("山界 board: FEN round trip and errors", "[variant][shanjie]") {
  const Geometry& g = *find_variant("shanjie")->geometry;
  for (const char* fen : {kShanjieStart, kShanjieMid}) {
    FenResult r = parse_fen(fen, g);
    INFO(fen << " " << r.error.message);
    REQUIRE(r.ok());
    CHECK(to_fen(r.position) == fen);
  }
  // A piece on a river point of the mountain file does not exist on this board.
  FenResult hole =
      parse_fen("1rnbakabnr1/11/c9c/1p1p1p1p1p1/11/R10/1P1P1P1P1P1/C9C/11/1RNBAKABNR1 w - - 0 1", g);
  CHECK(hole.error.kind == FenErrorKind::PointMissing);
  CHECK(hole.error.message == "rank 6 (from top): column 1 is point z4, which does not exist on this board");
}

TEST_CASE("山界 board: perft matches the independent generator", "[variant][shanjie][perft]") {
  const Geometry& g = *find_variant("shanjie")->geometry;
  struct Row {
    const char* fen;
    std::uint64_t nodes[3];
  };
  // Recorded in docs/variants.md.
  const Row rows[] = {{kShanjieStart, {46, 2116, 89098}}, {kShanjieMid, {53, 1808, 92879}}};
  for (const Row& row : rows) {
    FenResult r = parse_fen(row.fen, g);
    REQUIRE(r.ok());
    testing::NaiveXiangqi naive = naive_from(r.position);
    for (int depth = 1; depth <= 3; ++depth) {
      INFO(row.fen << " depth " << depth);
      const std::uint64_t engine = perft(r.position, depth);
      CHECK(engine == naive.perft(depth));
      if (row.nodes[depth - 1]) CHECK(engine == row.nodes[depth - 1]);
    }
  }
}

TEST_CASE("make/unmake restores FEN and hash in random playouts, every preset", "[variant]") {
  std::mt19937 rng(20261129);
  for (const VariantInfo& v : list_variants()) {
    INFO(v.id);
    const Variant* variant = find_variant(v.id);
    for (int game = 0; game < testing::unless_sanitized(20, 5); ++game) {
      FenResult r = parse_fen(v.start_fen, *variant->geometry);
      REQUIRE(r.ok());
      Position& pos = r.position;
      for (int ply = 0; ply < 150; ++ply) {
        MoveList list;
        generate_legal(pos, list);
        if (list.empty()) break;
        // Every legal move is undone exactly; then one of them is played.
        const std::string fen = to_fen(pos);
        const std::uint64_t hash = pos.hash();
        for (Move m : list) {
          UndoInfo undo;
          pos.do_move(m, undo);
          REQUIRE(pos.hash() == pos.compute_hash());
          REQUIRE(!pos.general_attacked(opposite(pos.side_to_move())));
          pos.undo_move(m, undo);
          REQUIRE(to_fen(pos) == fen);
          REQUIRE(pos.hash() == hash);
        }
        UndoInfo undo;
        pos.do_move(list[static_cast<int>(rng() % list.size())], undo);
      }
    }
  }
}

TEST_CASE("variant parser survives mangled text", "[variant]") {
  // Boundary hardening: random edits of the presets parse to variants or to errors
  // that name a line, never crash or loop.
  std::string text;
  for (const VariantSource& s : builtin_variant_sources()) text += std::string(s.text) + "\n";
  std::mt19937 rng(12345);
  const std::string alphabet = "[]:=#-<>@/ \n0123456789abcdefghijkzKRNBCAPWFmcpnfbsv.x";
  int ok = 0;
  const int rounds = testing::unless_sanitized(300, 60);
  for (int round = 0; round < rounds; ++round) {
    std::string t = text;
    const int edits = 1 + static_cast<int>(rng() % 4);
    for (int e = 0; e < edits; ++e) {
      const size_t at = rng() % t.size();
      switch (rng() % 3) {
        case 0:
          t.erase(at, 1 + rng() % 8);
          break;
        case 1:
          t.insert(at, 1, alphabet[rng() % alphabet.size()]);
          break;
        default:
          t[at] = alphabet[rng() % alphabet.size()];
          break;
      }
    }
    const VariantParseResult r = parse_variants(t);
    if (r.ok()) ++ok;
    for (const VariantError& e : r.errors) {
      INFO(e.text());
      CHECK(!e.message.empty());
    }
  }
  CHECK(ok < rounds);  // most edits break something
}
