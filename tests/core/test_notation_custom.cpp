// Chinese and WXF notation of data-defined piece types (docs/notation.md "Custom piece
// types"): hand-checked moves, the precedence of role characters and letters, and random
// games in which every move's Chinese (繁 and 简) and WXF text reads back to the move.
#include <catch2/catch.hpp>

#include <cstdio>
#include <random>
#include <string>

#include "core/fen.h"
#include "core/game.h"
#include "core/movegen.h"
#include "core/notation/iccs.h"
#include "core/notation/import.h"
#include "core/notation/movetext.h"
#include "core/notation/pgn.h"
#include "core/variant/text_variant.h"
#include "core/variant/variant_file.h"

using namespace xq;
using namespace xq::notation;

namespace {

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

// The ICCS move a text names in pos, or "error: …".
std::string read(const Position& pos, const std::string& text) {
  const ParsedMove p = parse_move(pos, text);
  return p.ok() ? format_iccs(p.move, pos.geometry()) : "error: " + p.error;
}

std::string write(const Position& pos, const std::string& iccs, Notation n) {
  const std::optional<Move> m = parse_iccs(iccs, pos.geometry());
  REQUIRE(m);
  REQUIRE(pos.is_legal(*m));
  return format_move(pos, *m, n);
}

const char* kMule =
    "[mule:xiangqi]\npiece.m = custom\nm.name = 騾 騾 | 骡 骡 | Mule\nm.glyph = 騾\nm.move = C\n"
    "setup = rmbakabmr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RMBAKABMR w - - 0 1\n";

// A custom type drawn 車 next to the chariot, and one drawn 相 in a variant without
// elephants (docs/notation.md: a role's character names the role if the variant has it).
const char* kPrecedence =
    "[precedence]\nboard = 9x10\npalace = d0-f2\nriver = 5\n"
    "piece.k = general\nk.move = W\nk.zone = palace\npiece.a = advisor\na.move = F\na.zone = palace\n"
    "piece.n = horse\nn.move = nN\npiece.r = chariot\nr.move = R\npiece.c = cannon\nc.move = mRcpR\n"
    "piece.p = soldier\np.move = fW sW@across\n"
    "piece.e = custom\ne.name = 相 象 | 相 象 | Minister\ne.move = nA\ne.zone = home\n"
    "piece.x = custom\nx.name = 戰車 戰車 | 战车 战车 | War chariot\nx.glyph = 車\nx.move = R3\n"
    "piece.h = custom\nh.name = 斜炮 斜砲 | 斜炮 斜砲 | Diagonal cannon\nh.move = mBcpB\n"
    "setup = rnxakaenr/9/hc5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5CH/9/RNXAKAENR w - - 0 1\n";

}  // namespace

TEST_CASE("custom notation: hand-checked mule moves in 繁, 简 and WXF", "[notation][piecetypes]") {
  const auto v = build(kMule);
  const Position pos = start_of(*v);
  // b0-e1: the camel leap (1,3) turned on its side: neither along the file nor the rank,
  // so 進 + the target file, as 馬 writes it.
  CHECK(write(pos, "b0e1", Notation::Chinese) == "騾八進五");
  CHECK(write(pos, "b0e1", Notation::ChineseSimplified) == "骡八进五");
  CHECK(write(pos, "b0e1", Notation::Wxf) == "M8+5");
  for (const char* text : {"騾八進五", "骡八进五", "M8+5", "m8+5", "騾8進5"}) CHECK(read(pos, text) == "b0e1");
  // Black reads its own digits; the piece character of either script.
  Position black = start_of(*v, "rmbakabmr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RMBAKABMR b - - 0 1");
  // Black counts files from its own right: b9 is its file ２, h9 its ８.
  CHECK(write(black, "b9e8", Notation::Chinese) == "騾２進５");
  CHECK(write(black, "h9e8", Notation::Chinese) == "騾８進５");
  CHECK(read(black, "骡２进５") == "b9e8");
  CHECK(read(black, "M8+5") == "h9e8");
  // Mistakes are named.
  CHECK(read(pos, "騾八進四") == "error: Mule on b0: no legal move fits");
  CHECK(read(pos, "騾五進四") == "error: no Red Mule there");
  CHECK(read(pos, "獅二平五") == "error: unknown piece character '獅'");
  CHECK(read(pos, "Q2.5") == "error: unknown piece letter 'Q'");
}

TEST_CASE("custom notation: straight moves count steps, sideways moves name the file", "[notation][piecetypes]") {
  // 雲 W3 (a short rook) on a0/i0 and 連 B2 on e2/e7.
  const auto v = build(
      "[ranged:xiangqi]\npiece.w = custom\nw.name = 雲 雲 | 云 云 | Cloud\nw.move = W3\n"
      "piece.t = custom\nt.name = 連 連 | 连 连 | Link\nt.move = B2\n"
      "setup = wnbakabnw/9/1c2t2c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2T2C1/9/WNBAKABNW w - - 0 1\n");
  const Position pos = start_of(*v);
  CHECK(write(pos, "a0a2", Notation::Chinese) == "雲九進二");
  CHECK(write(pos, "a0a2", Notation::ChineseSimplified) == "云九进二");
  CHECK(write(pos, "a0a2", Notation::Wxf) == "W9+2");
  CHECK(write(pos, "e2c4", Notation::Chinese) == "連五進七");
  CHECK(write(pos, "e2f1", Notation::Wxf) == "T5-4");
  CHECK(read(pos, "連五退四") == "e2f1");
  // Sideways along the rank: 平 + the target file.
  const Position rank = start_of(*v, "wnbakabnw/9/1c2t2c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2T2C1/W8/1NBAKABNW w - - 0 1");
  CHECK(write(rank, "a1c1", Notation::Chinese) == "雲九平七");
  CHECK(write(rank, "a1c1", Notation::Wxf) == "W9.7");
  CHECK(read(rank, "云九平七") == "a1c1");
}

TEST_CASE("custom notation: tandem marks work for custom types", "[notation][piecetypes]") {
  const auto v = build(kMule);
  // Two Red mules on file e (Red's 五): e4 is the front one, e2 the rear one.
  const Position pos = start_of(*v, "r1bakab1r/9/1c5c1/p1p1p1p1p/9/4M4/P1P1P1P1P/1C2M2C1/9/R1BAKAB1R w - - 0 1");
  CHECK(write(pos, "e4d7", Notation::Chinese) == "前騾進六");
  CHECK(write(pos, "e4d7", Notation::ChineseSimplified) == "前骡进六");
  CHECK(write(pos, "e4d7", Notation::Wxf) == "M++6");
  CHECK(write(pos, "e2h3", Notation::Chinese) == "後騾進二");
  CHECK(write(pos, "e2h3", Notation::ChineseSimplified) == "后骡进二");
  CHECK(write(pos, "e2h3", Notation::Wxf) == "M-+2");
  CHECK(read(pos, "騾前進六") == "e4d7");
  CHECK(read(pos, "+M+6") == "e4d7");
  CHECK(read(pos, "後騾進六") == "e2d5");  // the camel leap (1,3) to the same file
  CHECK(read(pos, "後騾平四") == "error: Mule on e2: no legal move fits");
}

TEST_CASE("custom notation: a role's character or letter names the role when the variant has it", "[notation][piecetypes]") {
  const auto v = build(kPrecedence);
  const Position pos = start_of(*v);
  // 相 names no role here (no elephants): it is the minister, g0-e2.
  CHECK(write(pos, "g0e2", Notation::Chinese) == "相三進五");
  CHECK(read(pos, "相三進五") == "g0e2");
  CHECK(read(pos, "E3+5") == "g0e2");
  // B is the elephant's alias, not the minister's letter: nothing here reads it.
  CHECK(read(pos, "B3+5") == "error: no Red elephant on the board");
  // The war chariot is drawn 車, but 車 is the chariot's: it writes 戰 (战) and X.
  CHECK(write(pos, "c0c2", Notation::Chinese) == "戰七進二");
  CHECK(write(pos, "c0c2", Notation::ChineseSimplified) == "战七进二");
  CHECK(write(pos, "c0c2", Notation::Wxf) == "X7+2");
  CHECK(read(pos, "車九進二") == "a0a2");
  CHECK(read(pos, "車七進二") == "error: no Red chariot on file 7");
  // The diagonal cannon's H is the horse's: it writes D (its English name).
  CHECK(write(pos, "i2h3", Notation::Wxf) == "D1+2");
  CHECK(read(pos, "H1+2") == "error: no Red horse on file 1");
}

TEST_CASE("custom notation: random games read back in 繁, 简 and WXF", "[notation][piecetypes]") {
  // The Fairy-Stockfish differential test's variants (mule, diagonal cannon, horse-camel,
  // grasshopper, ranged riders, a free general, janggi-like, nightrider, directions and
  // the wide boards), 8 random games of 60 plies each.
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
  long moves = 0, custom_moves = 0, custom_descriptive = 0;
  for (const std::string& id : file.ids) {
    const auto v = file.find(id);
    REQUIRE(v);
    std::mt19937 rng(7);
    for (int game = 0; game < 8; ++game) {
      Position pos = start_of(*v);
      for (int ply = 0; ply < 60; ++ply) {
        MoveList list;
        generate_legal(pos, list);
        if (list.empty()) break;
        const Move m = list[static_cast<int>(rng() % list.size())];
        const bool custom = index_of(pos.piece_on(m.from()).kind()) >= kFirstCustomKind;
        ++moves;
        custom_moves += custom;
        bool descriptive = true;
        for (Notation n : {Notation::Wxf, Notation::Chinese, Notation::ChineseSimplified}) {
          const std::string written = format_move(pos, m, n);
          const ParsedMove back = parse_move(pos, written);
          INFO(id << " " << to_fen(pos) << " " << format_iccs(m, pos.geometry()) << " -> '" << written
                  << "': " << back.error);
          CHECK(back.move == m);
          if (back.notation == Notation::Iccs) descriptive = false;
        }
        custom_descriptive += custom && descriptive;
        UndoInfo undo;
        pos.do_move(m, undo);
      }
    }
  }
  std::printf("custom notation round trip: %ld moves, %ld of custom types, %ld of them descriptive in all three\n",
              moves, custom_moves, custom_descriptive);
  CHECK(moves > 5000);
  CHECK(custom_moves > 500);
}

TEST_CASE("custom notation: a game's PGN export reads back move by move", "[notation][piecetypes][pgn]") {
  RuleOptions options;
  GameOrError made = Game::create_from_text(kPrecedence, {}, options);
  REQUIRE(made.game);
  Game& game = *made.game;
  std::mt19937 rng(3);
  for (int ply = 0; ply < 60; ++ply) {
    const std::vector<Move> legal = game.legal_moves();
    if (legal.empty()) break;
    REQUIRE(game.play(legal[rng() % legal.size()]).ok());
  }
  for (Notation n : {Notation::Wxf, Notation::Chinese, Notation::ChineseSimplified}) {
    const std::string pgn = export_pgn(game, n);
    INFO(pgn);
    const std::vector<PgnGame> games = read_pgn(pgn);
    REQUIRE(games.size() == 1);
    CHECK(games[0].tag("FEN") == game.start_fen());
    const MovetextScan scan = scan_movetext(games[0].movetext);
    REQUIRE(scan.ok());
    REQUIRE(scan.moves.size() == game.history().size());
    GameOrError replay = Game::create_like(game, game.start_fen(), options);
    REQUIRE(replay.game);
    for (std::size_t i = 0; i < scan.moves.size(); ++i) {
      const ParsedMove p = parse_move(*replay.game, scan.moves[i].text);
      INFO(i << " '" << scan.moves[i].text << "': " << p.error);
      REQUIRE(p.move == game.history()[i]);
      REQUIRE(replay.game->play(p.move).ok());
    }
  }
}
