// Data-defined piece types (docs/variants.md §1 "Piece keys", "What the engine runs"):
// the generic tables and walk give the standard game's perft when xiangqi is written
// with custom types only, reproduce counts Fairy-Stockfish gave for the same Betza
// (tests/ffish, the live differential test), keep make/unmake exact, read their own FEN
// letters, and the parser names the line of every mistake.
#include <catch2/catch.hpp>

#include <cctype>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <random>
#include <set>
#include <string>

#include "core/fen.h"
#include "core/game.h"
#include "core/movegen.h"
#include "core/notation/iccs.h"
#include "core/notation/movetext.h"
#include "core/rules/rule_module.h"
#include "core/piece_tables.h"
#include "core/variant/text_variant.h"
#include "core/variant/variant_file.h"

using namespace xq;

namespace {

// Standard xiangqi with every piece a custom type (other letters, so nothing is a role),
// the royal declared by X.royal: the generic walk must count what the role walk counts.
std::string all_custom() {
  return "[allcustom]\nboard = 9x10\npalace = d0-f2\nriver = 5\n"
         "piece.g = custom\ng.royal = yes\ng.move = W\ng.zone = palace\n"
         "piece.a = custom\na.move = F\na.zone = palace\n"
         "piece.e = custom\ne.move = nA\ne.zone = home\n"
         "piece.h = custom\nh.move = nN\n"
         "piece.r = custom\nr.move = R\n"
         "piece.c = custom\nc.move = mRcpR\n"
         "piece.s = custom\ns.move = fW sW@across\n"
         "setup = rheagaehr/9/1c5c1/s1s1s1s1s/9/9/S1S1S1S1S/1C5C1/9/RHEAGAEHR w - - 0 1\n";
}

std::shared_ptr<const Variant> build(const std::string& text) {
  std::string error;
  std::shared_ptr<const Variant> v = variant_from_text(text, {}, error);
  INFO(error);
  REQUIRE(v);
  return v;
}

Position start_of(const Variant& v, const std::string& fen = "") {
  FenResult r = parse_fen(fen.empty() ? v.def.setup : fen, *v.geometry);
  INFO(r.error.message);
  REQUIRE(r.ok());
  return r.position;
}

std::string first_error(const std::string& text) {
  std::string error;
  if (variant_from_text(text, {}, error)) return "";
  return error.substr(0, error.find('\n'));
}

// Random playouts of v from its start: every move legal, make/unmake exact (FEN and
// hash), the side that moved never left in check, each FEN reading back; `seen` sees
// every move played (before it is played).
template <class Seen>
void random_playouts(const Variant& v, unsigned seed, int games, int plies, Seen seen) {
  std::mt19937 rng(seed);
  for (int game = 0; game < games; ++game) {
    Position pos = start_of(v);
    for (int ply = 0; ply < plies; ++ply) {
      MoveList moves;
      generate_legal(pos, moves);
      if (moves.empty()) break;
      const Move m = moves[static_cast<int>(rng() % moves.size())];
      CHECK(pos.is_legal(m));
      seen(pos, m);
      const std::string before = to_fen(pos);
      const std::uint64_t hash = pos.hash();
      UndoInfo undo;
      pos.do_move(m, undo);
      CHECK(pos.hash() == pos.compute_hash());
      CHECK(!pos.general_attacked(opposite(pos.side_to_move())));
      CHECK(parse_fen(to_fen(pos), *v.geometry).ok());
      pos.undo_move(m, undo);
      CHECK(to_fen(pos) == before);
      CHECK(pos.hash() == hash);
      pos.do_move(m, undo);
    }
  }
}

// The legal moves of the piece on `from`: their targets, or (whole) their ICCS texts.
std::set<std::string> moves_from(const Position& pos, const char* from, bool whole = true) {
  MoveList moves;
  generate_legal_from(pos, *parse_iccs_square(from, pos.geometry()), moves);
  std::set<std::string> out;
  for (Move m : moves) out.insert(whole ? format_iccs(m, pos.geometry()) : format_iccs_square(m.to(), pos.geometry()));
  return out;
}

}  // namespace

TEST_CASE("piece types: xiangqi written with custom types counts like the role walk", "[piecetypes][perft]") {
  const auto v = build(all_custom());
  REQUIRE(v->geometry->types);
  CHECK(v->geometry->types->kinds.size() == 7);
  Position pos = start_of(*v);
  CHECK(perft(pos, 1) == 44);
  CHECK(perft(pos, 2) == 1920);
  CHECK(perft(pos, 3) == 79666);
  CHECK(perft(pos, 4) == 3290240);
  // A middle-game position with checks, screens and a flying-general line (role letters
  // mapped: k->g, b->e, n->h, p->s), against the role walk on the same position.
  const std::string roles = "r1ba1a3/4kn3/2n1b4/p1p1C3p/9/2P3R2/P3P3P/1C2B1N2/4A4/2BAK1R2 b - - 0 1";
  std::string custom = roles;
  for (char& ch : custom) {
    const char lower = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    const char map = lower == 'k' ? 'g' : lower == 'b' ? 'e' : lower == 'n' ? 'h' : lower == 'p' ? 's' : lower;
    if (ch == ' ') break;
    ch = std::isupper(static_cast<unsigned char>(ch)) ? static_cast<char>(std::toupper(map)) : map;
  }
  FenResult standard = parse_fen(roles);
  REQUIRE(standard.ok());
  Position generic = start_of(*v, custom);
  for (int d = 1; d <= 3; ++d) CHECK(perft(generic, d) == perft(standard.position, d));
}

TEST_CASE("piece types: counts Fairy-Stockfish gave for the same Betza", "[piecetypes][perft]") {
  // tests/ffish/ours.ini; the numbers are ffish 0.7.10's (Fairy-Stockfish 230826), which
  // tests/ffish/differential.mjs compares live in scripts/test.
  VariantFile file;
  std::string error;
  const std::string path = std::string(XQ_SOURCE_DIR) + "/tests/ffish/ours.ini";
  FILE* f = std::fopen(path.c_str(), "rb");
  REQUIRE(f);
  std::string text;
  char buf[4096];
  for (size_t n; (n = std::fread(buf, 1, sizeof buf, f)) > 0;) text.append(buf, n);
  std::fclose(f);
  REQUIRE(load_variant_file(text, "ours.ini", file, error));
  struct Case {
    const char* id;
    std::uint64_t counts[3];
  };
  const Case cases[] = {
      {"mule", {42, 1752, 69976}},        {"diagcannon", {40, 1592, 63286}}, {"horsecamel", {46, 2096, 91798}},
      {"grassq", {44, 1918, 78002}},      {"ranged", {42, 1744, 73386}},     {"freeking", {46, 2100, 91748}},
      {"janggiish", {26, 664, 17854}},    {"riders", {48, 2178, 99082}},     {"directions", {35, 1176, 41100}},
      {"wide12", {55, 3010, 165376}},     {"wide10", {49, 2385, 115927}},
  };
  for (const Case& c : cases) {
    INFO(c.id);
    const auto v = file.find(c.id);
    REQUIRE(v);
    Position pos = start_of(*v);
    for (int d = 1; d <= 3; ++d) CHECK(perft(pos, d) == c.counts[d - 1]);
  }
}

TEST_CASE("piece types: make/unmake restores FEN and hash in random playouts", "[piecetypes]") {
  const auto v = build(
      "[mix:xiangqi]\npiece.m = custom\nm.move = nNC gQ\npiece.d = custom\nd.move = mBcpB pR3\n"
      "setup = rmbakabmr/9/1cd3dc1/p1p1p1p1p/9/9/P1P1P1P1P/1CD3DC1/9/RMBAKABMR w - - 0 1\n");
  random_playouts(*v, 12, 20, 80, [](const Position&, Move) {});
}

TEST_CASE("piece types: a royal outside any palace and no flying general", "[piecetypes]") {
  const auto v = build("[free:xiangqi]\nk.move = K\nk.zone =\nflying_general = no\n");
  REQUIRE(v->geometry->types);  // a role moving differently: the generic walk
  // The kings may face on a file; one may walk out of its palace.
  Position pos = start_of(*v, "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
  CHECK(perft(pos, 1) == 5);
  Position out = start_of(*v, "9/9/9/9/4k4/9/9/9/9/4K4 w - - 0 1");
  MoveList moves;
  generate_legal(out, moves);
  CHECK(moves.size() == 5);
  // With the flying general the facing is an attack again (and the setup must avoid it).
  const auto fly = build("[fly:xiangqi]\nk.move = K\nk.zone =\n");
  FenResult facing = parse_fen("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1", *fly->geometry);
  CHECK(!facing.ok());
  Position side = start_of(*fly, "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
  CHECK(perft(side, 1) == 3);  // e1, f0, f1: d0 and d1 would face the king on d9
}

TEST_CASE("piece types: FEN uses the variant's letters and confinement zones", "[piecetypes]") {
  const auto v = build("[z:xiangqi]\npiece.m = custom\nm.move = W\nm.zone = palace\n");
  CHECK(parse_fen("3mk4/9/9/9/9/9/9/9/9/3K5 w - - 0 1", *v->geometry).ok());
  const FenResult outside = parse_fen("m3k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1", *v->geometry);
  CHECK(!outside.ok());
  CHECK(outside.error.message.find("outside the zone") != std::string::npos);
  const FenResult unknown = parse_fen("3qk4/9/9/9/9/9/9/9/9/3K5 w - - 0 1", *v->geometry);
  CHECK(!unknown.ok());
  CHECK(to_fen(start_of(*v, "3mk4/9/9/9/9/9/9/9/9/3KM4 w - - 0 1")) == "3mk4/9/9/9/9/9/9/9/9/3KM4 w - - 0 1");
}

TEST_CASE("piece types: 24 custom types per variant, and line-numbered mistakes", "[piecetypes][variant]") {
  // A general and 24 custom types (every letter but k and z).
  std::string text = "[many]\nboard = 9x10\npiece.k = general\nk.move = W\nk.zone = palace\n";
  const std::string custom = "abcdefghijlmnopqrstuvwxy";  // 24 letters, none 'k'
  for (char c : custom) text += std::string("piece.") + c + " = custom\n" + c + ".move = W\n";
  text += "setup = 3k5/9/9/9/9/9/9/9/9/ABCDKEFGH w - - 0 1\n";
  const auto v = build(text);
  CHECK(v->geometry->types->kinds.size() == 25);
  CHECK(first_error(text.substr(0, text.find("setup")) + "piece.z = custom\nz.move = W\nsetup = 3k5/9/9/9/9/9/9/9/9/4K4 w\n")
            .find("at most 24 custom piece types") != std::string::npos);

  struct Case {
    std::string text, error;
  };
  const Case cases[] = {
      {"[x:xiangqi]\npiece.m = custom\nm.move = nC\n",
       "line 3: movement 'nC': 'nC': Fairy-Stockfish has no lame leap of this shape (only nD nN nA nZ); write "
       "C[W] for a leap blocked by its first step, or C for a free one"},
      {"[x:xiangqi]\npiece.m = custom\nm.move = W\nm.value = lots\n",
       "line 4: value must be a whole number of centipawns, 0..5000 (a soldier is 100)"},
      {"[x:xiangqi]\npiece.M = custom\n",
       "line 2: piece letter 'M' must be one lower-case letter (upper case is Red in FEN)"},
      {"[x:xiangqi]\npiece.m = custom\nm.move = W\nm.royal = yes\n",
       "line 2: piece 'm' is royal, but 'k' already is (one royal type per variant)"},
      {"[x:xiangqi]\npiece.m = custom\nm.move = W\naddons = flag_ring\n",
       "line 4: add-ons cannot be combined with the generic tables yet (custom types, flying_general = no or a "
       "role movement the role walk cannot run): their rules read the role tables"},
      {"[x:xiangqi]\npiece.m = custom\nm.move = W\nm.glyph = a b c\n",
       "line 4: glyph must be one character, or two (Red's then Black's), e.g. 騾 or 俥 車"},
      {"[x:xiangqi]\npiece.m = custom\n", "line 2: piece 'm' has no movement (m.move = …)"},
  };
  for (const Case& c : cases) {
    INFO(c.text);
    CHECK(first_error(c.text) == c.error);
  }
  // One key per letter: a child's piece.n = custom replaces the parent's horse role (its
  // inherited n.move = nN now moves a custom type through the generic tables).
  const auto replaced = build("[x:xiangqi]\npiece.n = custom\n");
  CHECK(replaced->geometry->types);
  CHECK(!replaced->def.pieces[index_of(PieceKind::Horse)].defined);
  Position pos = start_of(*replaced);
  CHECK(perft(pos, 3) == 79666);
}

TEST_CASE("piece types: games of variant texts with custom types play through the facade", "[piecetypes][game]") {
  const std::string text = "[m:xiangqi]\npiece.m = custom\nm.move = C\n"
                           "setup = rmbakabmr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RMBAKABMR w - - 0 1\n";
  RuleOptions options;
  GameOrError made = Game::create_from_text(text, "", options);
  INFO(made.error);
  REQUIRE(made.game);
  CHECK(made.game->legal_moves().size() == 42);
  // A move the program does not have is refused with the generic reason (b0 -> c2 is
  // a horse's move, not a 目; b0 -> e1 is one).
  const MoveVerdict no = made.game->check_move(Move(made.game->position().geometry().square(1, 0),
                                                   made.game->position().geometry().square(2, 2)));
  CHECK(no.reason == IllegalReason::PieceProgram);
  CHECK(made.game->check_move(Move(made.game->position().geometry().square(1, 0),
                                   made.game->position().geometry().square(4, 1)))
            .ok());
  // A role that only moves differently draws like a role: the board page plays it.
  GameOrError king = Game::create_from_text("[k2:xiangqi]\nk.move = K\nk.zone =\nflying_general = no\n");
  INFO(king.error);
  CHECK(king.game);
}

namespace {

// 攻克象棋's 跳羚 (seed 000, digest §2.10): 「只走法,斜格一步.不能吃棋」 = mF, and
// 「走吃法,斜隔一子緊鄰跳行、跳吃，可連跳、折跳，一旦吃子，則不能繼續跳行或跳吃」
// = A{F}*: a diagonal hop over an adjacent piece of either side, chained with turns,
// a capture ending the chain (the landing point's piece is taken: docs/variants.md).
std::string gazelles() {
  return "[gazelle:xiangqi]\npiece.x = custom\nx.name = 羚 羚 | 羚 羚 | Gazelle\nx.move = mF A{F}*\n"
         "setup = rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1CX3XC1/9/RNBAKABNR w - - 0 1\n";
}


Move iccs(const Position& pos, const std::string& text) {
  const std::optional<Move> m = parse_iccs(text, pos.geometry());
  REQUIRE(m);
  return *m;
}

}  // namespace

TEST_CASE("piece types: a chained hop (攻克's 跳羚 「可連跳、折跳，一旦吃子，則不能繼續」)", "[piecetypes][chain]") {
  const auto v = build(gazelles());
  // c2: steps to b1 d1 b3 (mF; d3 is its own horse); hops over the horse d3 to e4, on
  // over the black horse f5 to g6 (a turn is free: 折跳), then over the cannon f7 onto
  // the advisor e8 (a capture: the chain ends there) or over the horse h7 to i8. From e4
  // the hop back over d3 would land on c2, where it started: no move.
  const Position pos = start_of(*v, "3k5/4a4/5c1n1/9/5n3/9/3N5/2X6/9/4K4 w - - 0 1");
  CHECK(moves_from(pos, "c2", false) == std::set<std::string>{"b1", "d1", "b3", "e4", "g6", "e8", "i8"});
  // Without the screen on d3 nothing hops: only the three steps and d3 itself.
  const Position bare = start_of(*v, "3k5/4a4/5c1n1/9/5n3/9/9/2X6/9/4K4 w - - 0 1");
  CHECK(moves_from(bare, "c2", false) == std::set<std::string>{"b1", "d1", "b3", "d3"});
  // A capture ends the chain: with a black horse on e4 the gazelle takes it and goes no
  // further (g6, e8, i8 are out of reach).
  const Position stop = start_of(*v, "3k5/4a4/5c1n1/9/5n3/4n4/3N5/2X6/9/4K4 w - - 0 1");
  CHECK(moves_from(stop, "c2", false) == std::set<std::string>{"b1", "d1", "b3", "e4"});
}

TEST_CASE("piece types: a chained hop gives check, and breaking any link answers it", "[piecetypes][chain]") {
  const auto v = build(gazelles());
  // The black general on e8 is the end of c2-e4-g6-e8.
  const Position pos = start_of(*v, "9/4k4/5c1n1/9/5n3/9/3N5/2X6/9/3K5 b - - 0 1");
  CHECK(pos.in_check());
  CHECK(pos.is_legal(iccs(pos, "f5g3")));   // the screen between e4 and g6 leaves
  CHECK(pos.is_legal(iccs(pos, "f7f6")));   // the screen between g6 and e8 leaves
  CHECK(!pos.is_legal(iccs(pos, "h7g5")));  // only the branch to i8 loses its screen
  CHECK(pos.is_legal(iccs(pos, "e8d8")));   // d8 is on no landing of the chain
  // The same chain ending on red's general: a FEN with white to move there is refused
  // (the side not to move may not be in check).
  CHECK(!parse_fen("9/4k4/5c1n1/9/5n3/9/3N5/2X6/9/3K5 w - - 0 1", *v->geometry).ok());
}

TEST_CASE("piece types: chained hops keep make/unmake exact", "[piecetypes][chain]") {
  const auto v = build(gazelles());
  int hops = 0;
  random_playouts(*v, 7, 30, 100, [&](const Position& pos, Move m) {
    const Geometry& g = pos.geometry();
    const int df = std::abs(g.file_of[m.to()] - g.file_of[m.from()]), dr = std::abs(g.rank_of[m.to()] - g.rank_of[m.from()]);
    if (g.types->letter[index_of(pos.piece_on(m.from()).kind())] == 'x' && df >= 2 && df == dr) ++hops;
  });
  CHECK(hops > 0);
  // The start position's counts (ours only: Fairy-Stockfish has no chained hop), kept as
  // a fingerprint of the chain search.
  Position start = start_of(*v);
  // Depth 1 by hand: 44 less the cannons' 5 points each beside the gazelles, less the
  // horses' c2 and g2, plus 4 steps per gazelle (nothing to hop over yet).
  CHECK(perft(start, 1) == 40);
  CHECK(perft(start, 2) == 1734);
  CHECK(perft(start, 3) == 70266);
}

TEST_CASE("betza: screened hops and chains are refused where they mean nothing", "[betza][chain]") {
  BetzaProgram p;
  std::string error;
  CHECK(parse_betza_program("A{F}*", p, error));
  REQUIRE(p.moves.size() == 8);  // four diagonals, quiet and capture
  CHECK(p.moves[0].screened);
  CHECK(p.moves[0].chain);
  CHECK(parse_betza_program("D{W}", p, error));
  CHECK(p.moves[0].screened);
  CHECK(std::abs(p.moves[0].screen[0]) + std::abs(p.moves[0].screen[1]) == 1);
  CHECK(!parse_betza_program("N{F}", p, error));  // (F{F} is the self screen, = A{F})
  CHECK(error.find("{F} screen needs") != std::string::npos);
  CHECK(!parse_betza_program("R*", p, error));
  CHECK(error.find("'*' chains") != std::string::npos);
  CHECK(!parse_betza_program("nN*", p, error));
  CHECK(!parse_betza_program("A{Q}", p, error));
  CHECK(error.find("{W} or {F}") != std::string::npos);
}

namespace {

// A piece that steps diagonally and jumps like a checkers man in every diagonal, the
// jumps chained: 山水's 丞 「斜隔一子跳至空位，吃被跳過的敵棋」 is A(F) (its 大田 a
// second jump in the same move).
std::string jumpers() {
  return "[jumper:xiangqi]\npiece.j = custom\nj.name = 丞 丞 | 丞 丞 | Jumper\nj.move = mF A(F)*\n"
         "setup = rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1CJ3JC1/9/RNBAKABNR w - - 0 1\n";
}


}  // namespace

TEST_CASE("piece types: jump paths take what they jump over (丞 「吃被跳過的敵棋」)", "[piecetypes][jump]") {
  const auto v = build(jumpers());
  REQUIRE(v->geometry->has_hook(kHookJumps));
  // c2 jumps the horse on d3 to e4, then the horse on f5 to g6, then the cannon on f7 to
  // e8 or the horse on h7 to i8: each path a move of its own, as long as it goes on.
  // The steps b1 d1 b3 are quiet (mF); d3 holds an enemy the step may not take.
  Position pos = start_of(*v, "3k5/9/5c1n1/9/5n3/9/3n5/2J6/9/4K4 w - - 0 1");
  CHECK(moves_from(pos, "c2") ==
        std::set<std::string>{"c2b1", "c2d1", "c2b3", "c2xe4", "c2xe4xg6", "c2xe4xg6xe8", "c2xe4xg6xi8"});
  // Playing the longest path empties d3, f5 and f7; taking it back restores them.
  const std::string before = to_fen(pos);
  const Move path = *parse_iccs("c2xe4xg6xe8", pos.geometry());
  CHECK(path.is_jump());
  CHECK(path.waypoints() == 2);
  REQUIRE(pos.is_legal(path));
  UndoInfo undo;
  pos.do_move(path, undo);
  CHECK(to_fen(pos) == "3k5/4J4/7n1/9/9/9/9/9/9/4K4 b - - 0 1");
  CHECK(pos.hash() == pos.compute_hash());
  pos.undo_move(path, undo);
  CHECK(to_fen(pos) == before);
  // Own pieces are not jumped, nor empty points: no jump over the red horse on d3.
  const Position own = start_of(*v, "3k5/9/5c1n1/9/5n3/9/3N5/2J6/9/4K4 w - - 0 1");
  CHECK(moves_from(own, "c2") == std::set<std::string>{"c2b1", "c2d1", "c2b3"});
}

TEST_CASE("piece types: a jump path gives check by jumping the general", "[piecetypes][jump]") {
  const auto v = build(jumpers());
  // The black general on f7 is the third piece of c2-e4-g6-e8.
  const Position pos = start_of(*v, "9/9/5k1n1/9/5n3/9/3n5/2J6/9/4K4 b - - 0 1");
  CHECK(pos.in_check());
  CHECK(pos.is_legal(*parse_iccs("f5g3", pos.geometry())));   // the second jump loses its piece
  CHECK(pos.is_legal(*parse_iccs("f7f8", pos.geometry())));   // f8 is jumped by no path
  CHECK(!pos.is_legal(*parse_iccs("h7g5", pos.geometry())));  // the branch to i8 does not matter
}

TEST_CASE("piece types: jump paths through the facade, notation and random playouts", "[piecetypes][jump]") {
  const auto v = build(jumpers());
  // Notation: ICCS writes the path ("c2xe4xg6"); every notation writes that text, and
  // the reader takes it in any notation.
  Position pos = start_of(*v, "3k5/9/5c1n1/9/5n3/9/3n5/2J6/9/4K4 w - - 0 1");
  const Move path = *parse_iccs("c2xe4xg6", pos.geometry());
  for (notation::Notation n : {notation::Notation::Iccs, notation::Notation::Wxf, notation::Notation::Chinese}) {
    CHECK(notation::format_move(pos, path, n) == "c2xe4xg6");
    const notation::ParsedMove read = notation::parse_move(pos, "c2xe4xg6");
    CHECK(read.ok());
    CHECK(read.move == path);
  }
  CHECK(!notation::parse_move(pos, "c2xe4xg6xg8").ok());  // no such path
  CHECK(!notation::parse_move(pos, "c2xd1").ok());         // a step is no jump
  // Random playouts: make/unmake exact, the side that moved never left in check, and
  // some playouts jump.
  int jumps = 0, chained = 0;
  random_playouts(*v, 3, 40, 120, [&](const Position&, Move m) {
    jumps += m.is_jump();
    chained += m.is_jump() && m.waypoints() > 0;
  });
  CHECK(jumps > 0);
  CHECK(chained > 0);
  // The start position's counts (ours only: Fairy-Stockfish has no jump capture).
  Position start = start_of(*v);
  CHECK(perft(start, 1) == 40);  // as the gazelles': nothing to jump yet
  CHECK(perft(start, 2) == 1734);
  CHECK(perft(start, 3) == 70178);
  // Through the facade: the game plays the path from its text and takes it back.
  RuleOptions options;
  GameOrError made = Game::create_from_text(jumpers(), "3k5/9/5c1n1/9/5n3/9/3n5/2J6/9/4K4 w - - 0 1", options);
  INFO(made.error);
  REQUIRE(made.game);
  CHECK(made.game->play(path).ok());
  CHECK(made.game->fen() == "3k5/9/5c1n1/6J2/9/9/9/9/9/4K4 b - - 0 1");
  CHECK(made.game->undo());
  CHECK(made.game->fen() == "3k5/9/5c1n1/9/5n3/9/3n5/2J6/9/4K4 w - - 0 1");
}

TEST_CASE("betza: jumps are D(W) and A(F) only", "[betza][jump]") {
  BetzaProgram p;
  std::string error;
  CHECK(parse_betza_program("mA A(F)", p, error));
  int jumps = 0;
  for (const BetzaMove& m : p.moves) jumps += m.jump;
  CHECK(jumps == 4);
  CHECK(p.moves.size() == 8);  // the four quiet 田 steps stay beside the four jumps
  CHECK(parse_betza_program("D(W)*", p, error));
  CHECK(!parse_betza_program("N(W)", p, error));
  CHECK(error.find("D(W) or A(F) only") != std::string::npos);
  CHECK(!parse_betza_program("A(W)", p, error));
  CHECK(!parse_betza_program("cA(F)", p, error));
  CHECK(error.find("no m or c") != std::string::npos);
}

namespace {

// 第三代象棋's 妃 and 石 (seed 000, item 7, backs of the horses and cannons): 「[妃]相當於
// "馬步炮",走法同西洋棋馬,吃法，同一方向，跳過"日字"對角的棋，吃下一個"日字"對角的棋，其它條件
// 忽略不限」 = mN cN{N}, and 「[石（石火炮）]：隔一個空格打吃敵棋…只要起落之間只有一個空格，即可
// 越過該空格打吃空格之外的任意一枚敵棋，但不能越過第二個空格」 = mR cR{_}; here on the horses' and
// cannons' points.
std::string disandai_backs() {
  return "[disandaibacks:xiangqi]\npiece.x = custom\nx.name = 妃 妃 | 妃 妃 | Consort\nx.move = mN cN{N}\n"
         "piece.y = custom\ny.name = 石 石 | 石 石 | Stone\ny.move = mR cR{_}\n"
         "setup = rxbakabxr/9/1y5y1/p1p1p1p1p/9/9/P1P1P1P1P/1Y5Y1/9/RXBAKABXR w - - 0 1\n";
}

}  // namespace

TEST_CASE("piece types: the 妃 N{N} takes over a piece on its knight point, nothing else matters",
          "[piecetypes][betza]") {
  const auto v = build(disandai_backs());
  // The 妃 on e2 steps like a knight without a leg (mN: g1 g3 d0 f0; c1 c3 f4 hold red
  // pieces, the black horse on d4 may not be taken by a step). It takes two knight points
  // away over a piece of either side on the first: g6 over the red soldier f4, c6 over
  // the black horse d4, a4 over the red soldier c3, never its own chariot a0 (over the
  // 妃 on c1), nor i4 (g3 is empty). The soldier on e3, the horse's leg, changes nothing.
  const Position pos = start_of(*v, "3k5/9/9/2c3r2/9/p2n1P2p/2P1P4/4X4/2X6/R3K4 w - - 0 1");
  CHECK(moves_from(pos, "e2", false) == std::set<std::string>{"g1", "g3", "d0", "f0", "g6", "c6", "a4"});
  // Without the screen on f4 the chariot on g6 is out of reach.
  const Position bare = start_of(*v, "3k5/9/9/2c3r2/9/p2n4p/2P1P4/4X4/2X6/R3K4 w - - 0 1");
  CHECK(moves_from(bare, "e2", false) == std::set<std::string>{"g1", "g3", "d0", "f0", "f4", "c6", "a4"});
}

TEST_CASE("piece types: the 妃 gives check over the piece on its knight point", "[piecetypes][betza]") {
  const auto v = build(disandai_backs());
  // The 妃 on c5 takes on e9 over the black advisor on d7 (the soldier on c6 is no leg).
  const Position pos = start_of(*v, "4k4/9/3a5/p1P6/2X6/9/9/9/9/3K5 b - - 0 1");
  CHECK(pos.in_check());
  CHECK(pos.is_legal(iccs(pos, "d7e8")));   // the screen leaves
  CHECK(pos.is_legal(iccs(pos, "e9f9")));   // f9 is no target of the 妃
  CHECK(!pos.is_legal(iccs(pos, "a6a5")));  // the soldier's step answers nothing
  // With d7 empty there is nothing to take over: no check.
  CHECK(!start_of(*v, "4k4/9/9/p1P6/2X6/9/9/9/9/3K5 b - - 0 1").in_check());
}

TEST_CASE("piece types: the 石 R{_} takes beyond exactly one empty point", "[piecetypes][betza]") {
  const auto v = build(disandai_backs());
  // The brief's line on file a, from a0: O x x . E E x E . E. Past its own chariot a1 and
  // the black horse a2, over the one empty a3, it takes a4 a5 a7 (passing its own horse
  // a6), and stops at the second empty point a8: the chariot on a9 stays. Quiet: b0 c0.
  const Position line = start_of(*v, "r3k4/9/c8/N8/n8/r8/9/n8/R8/Y2K5 w - - 0 1");
  CHECK(moves_from(line, "a0", false) == std::set<std::string>{"b0", "c0", "a4", "a5", "a7"});
  // On e4: the cannon d4 and chariot f4 right beside it have no empty point before them
  // (not taken, and passed); c4 is the one empty point to the left, b4 the second, so
  // the chariot a4 stays; to the right g4 is the one and h4 is taken; up e5 is the one
  // and e6 is taken, e7 the second; down e3 and e2 are both empty: nothing.
  const Position near = start_of(*v, "3k5/9/9/4n4/9/r2cYr1n1/9/9/9/4K4 w - - 0 1");
  CHECK(moves_from(near, "e4", false) == std::set<std::string>{"e5", "e3", "e2", "e1", "e6", "h4"});
  // Confined to its own half (y.zone = home), its line on file a ends at a4, as a
  // slide's would: it takes only a4.
  const auto home = build(disandai_backs() + "y.zone = home\n");
  CHECK(moves_from(start_of(*home, "r3k4/9/c8/N8/n8/r8/9/n8/R8/Y2K5 w - - 0 1"), "a0", false) ==
        std::set<std::string>{"b0", "c0", "a4"});
  // The cannon role written so walks the generic tables the same way.
  const auto cannon = build("[stonecannon:xiangqi]\nc.move = mR cR{_}\n");
  CHECK(moves_from(start_of(*cannon, "r3k4/9/c8/N8/n8/r8/9/n8/R8/C2K5 w - - 0 1"), "a0", false) ==
        std::set<std::string>{"b0", "c0", "a4", "a5", "a7"});
}

TEST_CASE("piece types: the 石 gives check over one empty point, and a second one or none answers it",
          "[piecetypes][betza]") {
  const auto v = build(disandai_backs());
  // e4: past the black horse e5, over the empty e6, then the red soldier e7, the black
  // advisor e8 and the general e9, all before the next empty point (none: the edge).
  const Position pos = start_of(*v, "r3k4/4a4/4P4/9/4n4/4Y4/9/9/9/3K5 b - - 0 1");
  CHECK(pos.in_check());
  CHECK(pos.is_legal(iccs(pos, "e8f7")));   // e8 becomes the second empty point
  CHECK(pos.is_legal(iccs(pos, "e5c6")));   // e5 and e6: two empty points
  CHECK(!pos.is_legal(iccs(pos, "a9a8")));  // answers nothing
  // With e6 filled no point on the line is empty: nothing to vault, no check.
  CHECK(!start_of(*v, "r3k4/4a4/4P4/4n4/4n4/4Y4/9/9/9/3K5 b - - 0 1").in_check());
}

TEST_CASE("piece types: 妃 and 石 keep make/unmake exact and count their moves", "[piecetypes][betza]") {
  const auto v = build(disandai_backs());
  int consort = 0, stone = 0;
  random_playouts(*v, 11, 30, 100, [&](const Position& pos, Move m) {
    if (pos.piece_on(m.to()).empty()) return;
    const char letter = pos.geometry().types->letter[index_of(pos.piece_on(m.from()).kind())];
    consort += letter == 'x';
    stone += letter == 'y';
  });
  CHECK(consort > 0);  // some playouts capture with each
  CHECK(stone > 0);
  // Depth 1 by hand: the standard 44 less each cannon's capture of the horse b9 / h9 (the
  // 石 has the same 11 steps, and no empty point of its lines is followed by an enemy),
  // plus one step more for each 妃 (d1 or f1: no leg). Deeper counts are ours only (no
  // other program has these pieces), kept as a fingerprint.
  Position start = start_of(*v);
  CHECK(perft(start, 1) == 44);
  CHECK(perft(start, 2) == 1944);
  CHECK(perft(start, 3) == 82822);
}
