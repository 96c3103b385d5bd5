// The add-on move types as a whole (types.h MoveType): the 64-bit encoding, FEN's "{…}"
// state field, every notation writing and reading every type, share links, the 河山
// presets' perft references, and random playouts checking make/unmake, hashes and
// round trips in every preset and add-on combination.
#include <catch2/catch.hpp>
#include <random>

#include "addon_test_util.h"
#include "core/fen.h"
#include "core/rules/flag_ring.h"
#include "core/movegen.h"
#include "core/notation/iccs.h"
#include "core/notation/movetext.h"
#include "core/notation/pgn.h"
#include "core/search/search.h"
#include "core/share/link.h"
#include "core/variant/registry.h"

using namespace xq;
using namespace xq::testing;
using xq::notation::Notation;

TEST_CASE("move encoding: one byte per square, every type round trips on 252-point boards", "[addon_moves]") {
  const Move plain(12, 34);
  CHECK(plain.raw() == (12u | (34u << 8)));
  CHECK(plain.is_normal());
  CHECK(plain.type() == MoveType::Normal);
  CHECK_FALSE(plain.flag_step());
  CHECK(Move::none().is_none());
  CHECK(Move::none() == Move());

  const Move step = Move::flag_step(12, 34);
  CHECK(step.flag_step());
  CHECK(step.type() == MoveType::Normal);
  CHECK_FALSE(step.is_normal());
  CHECK(step.from() == 12);
  CHECK(step.to() == 34);
  CHECK(step.without_flag_step() == plain);
  CHECK(plain.with_flag_step() == step);

  const Move only = Move::flag_only();
  CHECK(only.is_flag_only());
  CHECK_FALSE(only.is_none());
  CHECK_FALSE(only.is_flag_enter());

  // The last point of an 18x14 board is 251: every field holds it.
  const Move wide(250, 251);
  CHECK(wide.from() == 250);
  CHECK(wide.to() == 251);
  CHECK(wide.is_normal());

  const Move drop = Move::drop(251);
  CHECK(drop.is_drop());
  CHECK(drop.to() == 251);
  CHECK(drop.from() == 251);

  const Move enter = Move::flag_enter(240), back = Move::flag_return(241);
  CHECK(enter.is_flag_enter());
  CHECK(enter.to() == 240);
  CHECK_FALSE(enter.is_flag_only());
  CHECK(back.is_flag_return());
  CHECK(back.from() == 241);

  const Move dbl = Move::double_move(1, 200, 250, 251);
  CHECK(dbl.is_double());
  CHECK(dbl.from() == 1);
  CHECK(dbl.to() == 200);
  CHECK(dbl.from2() == 250);
  CHECK(dbl.to2() == 251);
  CHECK(dbl.first_step() == Move(1, 200));
  CHECK(dbl.second_step() == Move(250, 251));
  CHECK(dbl.with_flag_step().is_double());
  CHECK(dbl.with_flag_step().flag_step());
  CHECK(dbl.with_flag_step().to2() == 251);
  CHECK(Move::from_raw(dbl.raw()) == dbl);
  // All distinct.
  const Move all[] = {plain, step, only, wide, drop, enter, back, dbl, dbl.with_flag_step(), drop.with_flag_step()};
  for (std::size_t i = 0; i < std::size(all); ++i)
    for (std::size_t j = i + 1; j < std::size(all); ++j) CHECK(all[i] != all[j]);
}

// v2 share links code a move by its rank among the legal moves sorted by raw value (after
// from and to), so the 64-bit layout must order moves of boards up to 128 points exactly
// as the earlier 32-bit layout did, or old links would decode to other moves.
TEST_CASE("move encoding: raw order on boards up to 128 points is the 32-bit layout's order", "[addon_moves]") {
  // The earlier layout: from (7 bits) | to (7) << 7 | type (2) << 14 | flag step (1) << 16 |
  // from2 or the FlagOnly sub-kind (7) << 17 | to2 (7) << 24.
  const auto old_raw = [](Move m) {
    return static_cast<std::uint32_t>(m.from() | (m.to() << 7) | (static_cast<unsigned>(m.type()) << 14) |
                                      (m.flag_step() ? 1u << 16 : 0u) | (static_cast<std::uint32_t>(m.from2()) << 17) |
                                      (static_cast<std::uint32_t>(m.to2()) << 24));
  };
  std::mt19937 rng(12);
  std::vector<Move> moves;
  const auto sq = [&] { return static_cast<Square>(rng() % 128); };
  for (int i = 0; i < 4000; ++i) {
    Move m;
    switch (rng() % 6) {
      case 0: m = Move(sq(), sq()); break;
      case 1: m = Move::drop(sq()); break;
      case 2: m = Move::double_move(sq(), sq(), sq(), sq()); break;
      case 3: m = Move::flag_enter(sq()); break;
      case 4: m = Move::flag_return(sq()); break;
      default: m = Move::flag_only(); break;
    }
    if (rng() % 3 == 0 && !m.is_flag_only() && m.type() != MoveType::FlagOnly) m = m.with_flag_step();
    moves.push_back(m);
  }
  for (std::size_t i = 1; i < moves.size(); ++i) {
    const Move a = moves[i - 1], b = moves[i];
    INFO(format_iccs(a) << " vs " << format_iccs(b));
    CHECK((a.raw() < b.raw()) == (old_raw(a) < old_raw(b)));
    CHECK((a.raw() == b.raw()) == (old_raw(a) == old_raw(b)));
  }
}

TEST_CASE("FEN: the add-on state field round trips and its errors are specific", "[addon_moves][fen]") {
  const Variant* heshan = find_variant("heshan");
  REQUIRE(heshan);
  const Geometry& g = *heshan->geometry;
  // The start position writes no field; the field is optional on input.
  const FenResult start = parse_fen(heshan->def.setup, g);
  REQUIRE(start.ok());
  CHECK(to_fen(start.position) == heshan->def.setup);
  CHECK(flag_cell(start.position, Color::Red) == 0);
  const std::string moved = "1rnbakabnr1/11/c9c/1p1p1p1p1p1/11/11/1P1P1P1P1P1/C9C/11/1RNBAKABNR1 w - - 0 1 {flag=3.30}";
  const FenResult r = parse_fen(moved, g);
  REQUIRE(r.ok());
  CHECK(flag_cell(r.position, Color::Red) == 3);
  CHECK(flag_cell(r.position, Color::Black) == 30);
  CHECK(to_fen(r.position) == moved);
  CHECK(r.position.hash() != start.position.hash());
  CHECK(r.position.hash() == r.position.compute_hash());

  const std::string board = "1rnbakabnr1/11/c9c/1p1p1p1p1p1/11/11/1P1P1P1P1P1/C9C/11/1RNBAKABNR1 w - - 0 1 ";
  const struct {
    const char* ext;
    const char* message;
  } bad[] = {
      {"{flag=42.21}", "red flag cell must be 0..41 or x (captured), found '42'"},
      {"{flag=0.21.3}", "black flag cell must be 0..41 or x (captured), found '21.3'"},
      {"{flag=5}", "'flag=' wants two cells, red.black, e.g. flag=0.21"},
      {"{flag=7.7}", "the two flags cannot share ring cell 7"},
      {"{flag=x.x}", "both flags cannot be captured"},
      {"{flag=0.21;flag=1.2}", "'flag=' given twice"},
      {"{revive=r}", "'revive=' needs the add-on revived_soldier (還魂卒)"},
      {"{double}", "'double' needs the add-on horse_scare (殺驚與遁馬)"},
      {"{colour=red}", "unknown item 'colour=red' in the add-on state field (known: flag=, revive=, double, return=, dark=, castle=, arranged=, backs=, last=, flips=, taken=)"},
      {"{;flag=0.21}", "empty item in the add-on state field"},
      {"{flag=0.21", "the add-on state field must be written in braces, e.g. {flag=0.21}"},
  };
  for (const auto& b : bad) {
    INFO(b.ext);
    const FenResult e = parse_fen(board + b.ext, g);
    CHECK(e.error.kind == FenErrorKind::BadExtension);
    CHECK(e.error.message == b.message);
  }
  // Standard xiangqi has no add-on state at all.
  CHECK(parse_fen(std::string(Game::kStandardFen) + " {flag=0.21}").error.message ==
        "this variant has no add-on state (解將旗, 還魂卒, 殺驚與遁馬, 拿回扣放, 暗戰, 王車易位, 暗布開局, 番兵, 驫, 雙翻 or 雄兵變化), so no '{…}' field");
  CHECK(parse_fen(Game::kStandardFen).ok());
}

namespace {

const Notation kNotations[] = {Notation::Iccs, Notation::Wxf, Notation::Chinese, Notation::ChineseSimplified};

// Writes m in every notation, reads it back, and checks the same move comes out.
void check_round_trip(const Position& pos, Move m, bool descriptive) {
  for (Notation n : kNotations) {
    if (!descriptive && n != Notation::Iccs) continue;
    const std::string text = notation::format_move(pos, m, n);
    INFO(to_fen(pos) << " " << format_iccs(m, pos.geometry()) << " as " << text);
    const notation::ParsedMove back = notation::parse_move(pos, text);
    INFO(back.error);
    CHECK(back.move == m);
  }
}

}  // namespace

TEST_CASE("notation: every add-on move type is written and read in every notation", "[addon_moves][notation]") {
  using notation::format_move;
  // Flag step (Red, in check) and the two-cell escape.
  Game f = addon_game("xiangqi", "4k4/9/9/9/9/9/9/9/9/3K4r w - - 0 1", {"flag_ring"});
  const Move step = iccs(f, "@d0d1");
  CHECK(format_move(f.position(), step, Notation::Iccs) == "@d0d1");
  CHECK(format_move(f.position(), step, Notation::Wxf) == "@K6+1");
  CHECK(format_move(f.position(), step, Notation::Chinese) == "旗帥六進一");
  CHECK(format_move(f.position(), step, Notation::ChineseSimplified) == "旗帅六进一");
  check_round_trip(f.position(), step, true);
  Game esc = addon_game("xiangqi", std::string(Game::kStandardFen) + " {flag=5.4}", {"flag_ring"});
  CHECK(format_move(esc.position(), Move::flag_only(), Notation::Iccs) == "@@");
  CHECK(format_move(esc.position(), Move::flag_only(), Notation::Wxf) == "@@");
  CHECK(format_move(esc.position(), Move::flag_only(), Notation::Chinese) == "旗進二");
  CHECK(format_move(esc.position(), Move::flag_only(), Notation::ChineseSimplified) == "旗进二");
  check_round_trip(esc.position(), Move::flag_only(), true);

  // Drops, Red and Black.
  Game d = addon_game("xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P5P1P/1C5C1/9/RNBAKABNR w - - 0 1 {revive=r}",
                      {"revived_soldier"});
  const Move drop = iccs(d, "P*c3");
  CHECK(format_move(d.position(), drop, Notation::Wxf) == "P*7");
  CHECK(format_move(d.position(), drop, Notation::Chinese) == "還兵七");
  CHECK(format_move(d.position(), drop, Notation::ChineseSimplified) == "还兵七");
  check_round_trip(d.position(), drop, true);
  Game db = addon_game("xiangqi", "rnbakabnr/9/1c5c1/p3p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1 {revive=b}",
                       {"revived_soldier"});
  const Move bdrop = iccs(db, "P*c6");
  CHECK(format_move(db.position(), bdrop, Notation::Wxf) == "P*3");
  CHECK(format_move(db.position(), bdrop, Notation::Chinese) == "還卒３");
  check_round_trip(db.position(), bdrop, true);

  // Double move.
  Game h = addon_game("xiangqi", "", {"horse_scare"});
  REQUIRE(h.play(iccs(h, "b2b9")).ok());
  const Move dbl = iccs(h, "h9g7&a9b9");
  CHECK(format_move(h.position(), dbl, Notation::Iccs) == "h9g7&a9b9");
  CHECK(format_move(h.position(), dbl, Notation::Wxf) == "H8+7&R1.2");
  CHECK(format_move(h.position(), dbl, Notation::Chinese) == "馬８進７&車１平２");
  check_round_trip(h.position(), dbl, true);
  // Malformed or illegal texts say why.
  CHECK(notation::parse_move(h.position(), "a9a8&h9g7").error ==
        "illegal: a double move answers only the opening cannon-takes-horse: horse first, then another piece (殺驚與遁馬)");
  CHECK(notation::parse_move(f.position(), "@@@d0d1").error == "a flag step is written once, before one move");
  CHECK(notation::parse_move(d.position(), "P*9").error == "illegal: a soldier can be revived only right after your capture, "
                                                         "onto an empty soldier start point, if one was lost (還魂卒)");

  // Cut-off add-on texts are errors, not crashes (found by fuzz_notation).
  for (const char* broken : {"還", "还兵", "旗", "@", "P*", "&", "h9g7&", "旗旗", "還兵五&"}) {
    INFO(broken);
    CHECK_FALSE(notation::parse_move(h.position(), broken).ok());
    const notation::MovetextScan sc = notation::scan_movetext(broken);
    for (const auto& m : sc.moves) CHECK_FALSE(notation::parse_move(h.position(), m.text).ok());
  }
  // A move list with every form scans into one entry per move.
  const notation::MovetextScan scan =
      notation::scan_movetext("1. 旗帥六進一 還兵七 2. 馬８進７&車１平２ 旗進二 @d0d1 P*e3 h9g7&a9b9 @@");
  REQUIRE(scan.ok());
  std::vector<std::string> texts;
  for (const auto& m : scan.moves) texts.push_back(m.text);
  CHECK(texts == std::vector<std::string>{"旗帥六進一", "還兵七", "馬８進７&車１平２", "旗進二", "@d0d1", "P*e3",
                                          "h9g7&a9b9", "@@"});
}

TEST_CASE("ICCS uses the board's own file letters on the 山界 board", "[addon_moves][notation]") {
  const Variant* v = find_variant("shanjie");
  REQUIRE(v);
  const Geometry& g = *v->geometry;
  CHECK(format_iccs_square(g.square(0, 2), g) == "z2");
  CHECK(format_iccs_square(g.square(10, 7), g) == "j7");
  CHECK(format_iccs(Move(g.square(0, 2), g.square(0, 0)), g) == "z2z0");
  CHECK(parse_iccs("z2z0", g) == Move(g.square(0, 2), g.square(0, 0)));
  CHECK(parse_iccs("J7J9", g) == Move(g.square(10, 7), g.square(10, 9)));
  CHECK(parse_iccs_square("a0", g) == g.square(1, 0));
  CHECK_FALSE(parse_iccs_square("k0", g));
  CHECK_FALSE(parse_iccs_square("z4", g));  // a hole
  // On the standard board z and j are not files.
  CHECK_FALSE(parse_iccs_square("z0"));
  Game sj = *Game::create("shanjie").game;
  const notation::ParsedMove pm = notation::parse_move(sj, "z2z0");
  CHECK(pm.ok());
  CHECK(notation::format_move(sj.position(), pm.move, Notation::Iccs) == "z2z0");
}

TEST_CASE("PGN movetext and share links carry add-on moves", "[addon_moves][pgn][link]") {
  // Red lost its e3 soldier: 殺驚 b2b9 gives Black a double move and Red a revival.
  const std::string fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P3P1P/1C5C1/9/RNBAKABNR w - - 0 1";
  Game g = addon_game("xiangqi", fen, {"horse_scare", "revived_soldier"});
  for (const char* m : {"b2b9", "h9g7&a9b9", "P*e3", "i9i8"}) {
    INFO(m);
    const notation::ParsedMove pm = notation::parse_move(g, m);
    INFO(pm.error);
    REQUIRE(pm.ok());
    REQUIRE(g.play(pm.move).ok());
  }
  for (Notation n : kNotations) {
    Game start = addon_game("xiangqi", fen, {"horse_scare", "revived_soldier"});
    const std::string pgn = notation::write_pgn({}, start.position(), g.history(), n, "*");
    INFO(pgn);
    const std::vector<notation::PgnGame> games = notation::read_pgn(pgn);
    REQUIRE(games.size() == 1);
    const notation::MovetextScan scan = notation::scan_movetext(games[0].movetext);
    REQUIRE(scan.ok());
    REQUIRE(scan.moves.size() == g.history().size());
    for (std::size_t i = 0; i < scan.moves.size(); ++i) {
      const notation::ParsedMove pm = notation::parse_move(start, scan.moves[i].text);
      INFO(scan.moves[i].text << ": " << pm.error);
      REQUIRE(pm.move == g.history()[i]);
      REQUIRE(start.play(pm.move).ok());
    }
  }
  share::LinkState s;
  s.addons = {"horse_scare", "revived_soldier"};
  s.start_fen = fen;
  s.moves = g.history();
  s.ply = static_cast<int>(s.moves.size());
  const std::string link = share::encode_link(s);
  const share::LinkDecode d = share::decode_link(link);
  INFO(link << " " << d.error);
  REQUIRE(d.ok());
  CHECK(d.state.moves == g.history());
  REQUIRE(d.game);
  CHECK(d.game->fen() == g.fen());
  // A start FEN with the add-on state field travels too.
  share::LinkState f;
  f.addons = {"flag_ring"};
  f.start_fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 {flag=5.4}";
  f.moves = {Move::flag_only()};
  f.ply = 1;
  const share::LinkDecode fd = share::decode_link(share::encode_link(f));
  INFO(fd.error);
  REQUIRE(fd.ok());
  REQUIRE(fd.game);
  CHECK(flag_cell(fd.game->position(), Color::Red) == 7);
}

namespace {

// Leaf counts at `depth`, and the sum of the legal move counts of the positions at
// depth - 1 whose side to move is in check (plain generator, no add-on).
void perft_checks(Position& pos, int depth, std::uint64_t& checked_replies) {
  MoveList list;
  generate_legal(pos, list);
  if (depth == 1) {
    if (pos.in_check()) checked_replies += static_cast<std::uint64_t>(list.size());
    return;
  }
  UndoInfo undo;
  for (Move m : list) {
    pos.do_move(m, undo);
    perft_checks(pos, depth - 1, checked_replies);
    pos.undo_move(m, undo);
  }
}

}  // namespace

TEST_CASE("河山 presets: perft references from the start", "[addon_moves][perft][variant]") {
  // docs/variants.md §2 records these numbers. heshan = seed 001 (河山象棋 2018). From
  // the start no flag can move until a check: it equals the 山界 board's counts up to
  // depth 3; at depth 4 every answer to a check at depth 3 comes twice (with and without
  // the flag step). heshan8 (seed 000 實例8 as written: 山界 + 解將旗) and its 宮旗
  // option are in test_palace_flag.cpp.
  const struct {
    const char* id;
    std::uint64_t nodes[5];
  } cases[] = {
      {"heshan", {1, 46, 2116, 89098, 3747318}},
  };
  const Variant* shanjie = find_variant("shanjie");
  REQUIRE(shanjie);
  FenResult plain = parse_fen(shanjie->def.setup, *shanjie->geometry);
  std::uint64_t checked_replies = 0;
  perft_checks(plain.position, 4, checked_replies);
  CHECK(checked_replies == 100);
  for (const auto& c : cases) {
    const Variant* v = find_variant(c.id);
    INFO(c.id);
    REQUIRE(v);
    CHECK(ring_size(*v->geometry) == 42);
    FenResult start = parse_fen(v->def.setup, *v->geometry);
    REQUIRE(start.ok());
    for (int depth = 1; depth <= 4; ++depth) CHECK(perft(start.position, depth) == c.nodes[depth]);
    CHECK(c.nodes[4] == 3747218 + checked_replies);  // 山界 perft(4) + the flag-step twins
  }
  CHECK(find_variant("heshan")->def.has_addon("river_elephant"));
  CHECK(find_variant("heshan")->def.has_addon("mission_soldier"));
  CHECK(find_variant("heshan")->def.has_addon("kings_advisor"));
  CHECK_FALSE(find_variant("heshan")->def.has_addon("horse_scare"));  // 「硬件上自然免去了"杀惊与遁马"」
}

TEST_CASE("add-ons: perft where each one matters", "[addon_moves][perft]") {
  const struct {
    const char* addon;
    const char* fen;
    std::uint64_t nodes[4];
  } cases[] = {
      // Red in check: each answer twice (flag step or not).
      {"flag_ring", "4k4/9/9/9/9/9/9/9/9/3K4r w - - 0 1", {1, 2, 38, 62}},
      // Red lost c3 and e3 and has just captured: two drops more than the board moves.
      {"revived_soldier", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P5P1P/1C5C1/9/RNBAKABNR w - - 0 1 {revive=r}",
       {1, 44, 1842, 71484}},
      // After 殺驚 b2b9: Black's single moves plus the double moves.
      {"horse_scare", "rCbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/7C1/9/RNBAKABNR b - - 0 1 {double}",
       {1, 114, 4191, 160663}},
  };
  for (const auto& c : cases) {
    INFO(c.addon);
    Game g = addon_game("xiangqi", c.fen, {c.addon});
    Position p = g.position();
    for (int depth = 1; depth <= 3; ++depth) CHECK(perft(p, depth) == c.nodes[depth]);
    // Depth 1 is the board moves plus the add-on's own (counted without the add-on).
    const std::string board_fen = std::string(c.fen).substr(0, std::string(c.fen).find(" {"));
    Position plain = parse_fen(board_fen).position;
    MoveList board;
    generate_legal(plain, board);
    int extra = 0;
    for (Move m : g.legal_moves()) extra += !m.is_normal();
    CHECK(static_cast<std::uint64_t>(board.size() + extra) == c.nodes[1]);
  }
}

TEST_CASE("search plays the add-on moves: it takes the enemy flag when it can", "[addon_moves][search]") {
  // Red is checked and its flag stands right behind Black's: the flag step with the one
  // answer captures Black's flag and wins at once.
  Game g = addon_game("xiangqi", "4k4/9/9/9/9/9/9/9/9/3K4r w - - 0 1 {flag=20.21}", {"flag_ring"});
  Searcher searcher(1);
  SearchLimits limits;
  limits.depth = 3;
  const SearchResult r = searcher.search(g, limits);
  CHECK(r.best == iccs(g, "@d0d1"));
  // In 河山 2018 a search from the start plays legal moves only.
  Game h = *Game::create("heshan").game;
  limits.depth = 2;
  for (int ply = 0; ply < 6; ++ply) {
    const SearchResult s = searcher.search(h, limits);
    REQUIRE(h.play(s.best).ok());
  }
}

TEST_CASE("Chinese notation numbers the 11 files of the 山界 board (十, 十一 / １０, １１) and reads them back",
          "[notation][shanjie]") {
  const Geometry& g = *find_variant("shanjie")->geometry;
  // Red chariot a4 -> e4: a is Red's file 10 (counted from the right), e its file 6.
  const FenResult r = parse_fen("4aka4/11/11/11/11/1R9/11/11/11/4K6 w - - 0 1", g);
  REQUIRE(r.ok());
  const Move rook(g.square(1, 4), g.square(5, 4));
  CHECK(notation::format_move(r.position, rook, Notation::Chinese) == "車十平六");
  CHECK(notation::parse_move(r.position, "車十平六").move == rook);
  // Every legal move of both colours from positions that use the mountain files (files 1,
  // 10 and 11 from either side) writes and reads back in Chinese, both scripts.
  for (const char* fen : {"1rnbakabnr1/11/c9c/1p1p1p1p1p1/11/11/1P1P1P1P1P1/C9C/11/1RNBAKABNR1 w - - 0 1",
                          "1rnbakabnr1/11/c9c/1p1p1p1p1p1/11/11/1P1P1P1P1P1/C9C/11/1RNBAKABNR1 b - - 0 1",
                          "2rbakab2c/11/1c3n4n/1p1p1p3p1/1P9/11/3P1P1P3/B1N1C5C/3R7/3BAKA3R w - - 0 1"}) {
    const FenResult p = parse_fen(fen, g);
    INFO(fen);
    REQUIRE(p.ok());
    MoveList moves;
    generate_legal(p.position, moves);
    REQUIRE(moves.size() > 0);
    for (Move m : moves)
      for (Notation n : {Notation::Chinese, Notation::ChineseSimplified}) {
        const std::string text = notation::format_move(p.position, m, n);
        INFO(text);
        CHECK(text.find('?') == std::string::npos);
        CHECK(notation::parse_move(p.position, text).move == m);
      }
  }
}  // docs/variants.md §2 records these. heshan = seed 001 (河山象棋 2018). From the start
  // no flag can move until a check: it equals the 山界 board's counts up to depth 3; at
  // depth 4 every answer to a check at depth 3 comes twice (with and without the flag
  // step). heshan8 (seed 000 實例8 as written: 山界 + 解將旗) and its 宮旗 option are in
  // test_palace_flag.cpp.

