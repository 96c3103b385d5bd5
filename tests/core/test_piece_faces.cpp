// Piece faces (core/piece_faces.h, Game::piece_glyph / piece_name): the glyph drawn on
// each disc and the names, with the variant's X.glyph / X.name and the defaults, and the
// custom types' notation symbols the builder chooses (docs/notation.md "Custom piece types").
#include <catch2/catch.hpp>

#include <string>

#include "core/game.h"
#include "core/geometry.h"
#include "core/piece_faces.h"

using namespace xq;

namespace {

Game game_of(const std::string& text) {
  RuleOptions options;
  GameOrError made = Game::create_from_text(text, {}, options);
  INFO(made.error);
  REQUIRE(made.game);
  return std::move(*made.game);
}

const PieceFaces& faces(const Game& g) {
  REQUIRE(g.position().geometry().faces);
  return *g.position().geometry().faces;
}

// The kind the variant gave FEN letter `letter` (custom kinds are numbered by the parser).
PieceKind kind_of(const Game& g, char letter) {
  const PieceFaces& f = faces(g);
  for (int k = 0; k < kMaxPieceKinds; ++k)
    if (f.declared[k] && f.letter[k] == letter) return static_cast<PieceKind>(k);
  FAIL("no piece letter " << letter);
  return PieceKind::General;
}

const Piece kRed(PieceKind k) { return Piece(Color::Red, k); }
const Piece kBlack(PieceKind k) { return Piece(Color::Black, k); }

// The docs' mule (docs/variants.md §1) and three more custom types: a glyph per color,
// a glyph equal to the chariot's character, none at all (name only), nothing (letter only).
const char* kMules =
    "[mules:xiangqi]\n"
    "piece.m = custom\nm.name = 騾 騾 | 骡 骡 | Mule\nm.glyph = 騾\nm.move = C[W]\n"
    "piece.d = custom\nd.name = 斜炮 斜砲 | 斜炮 斜砲 | Diagonal cannon\nd.glyph = 斜 斜\nd.move = mBcpB\n"
    "piece.x = custom\nx.name = 戰車 戰車 | 战车 战车 | War chariot\nx.glyph = 車\nx.move = R3\n"
    "piece.y = custom\ny.name = 鷹 鷹 | 鹰 鹰 | Eagle\ny.move = gQ\n"
    "piece.z = custom\nz.move = W\n"
    "setup = rmbakabmr/9/1c5c1/p1p1p1p1p/9/d1x1y1z2/P1P1P1P1P/1C5C1/9/RMBAKABMR w - - 0 1\n";

}  // namespace

TEST_CASE("piece faces: the standard roles keep the board's glyphs and the preset's names", "[faces][game]") {
  const Game g = Game::standard();
  const char* red[] = {"帥", "仕", "相", "傌", "俥", "炮", "兵", "旗"};
  const char* black[] = {"將", "士", "象", "馬", "車", "砲", "卒", "旗"};
  for (int k = 0; k < 8; ++k) {
    CHECK(g.piece_glyph(kRed(static_cast<PieceKind>(k))) == red[k]);
    CHECK(g.piece_glyph(kBlack(static_cast<PieceKind>(k))) == black[k]);
  }
  CHECK(g.piece_glyph(Piece()) == "");
  CHECK(g.piece_name(kBlack(PieceKind::Horse), NameScript::Traditional) == "馬");
  CHECK(g.piece_name(kBlack(PieceKind::Horse), NameScript::Simplified) == "马");
  CHECK(g.piece_name(kRed(PieceKind::General), NameScript::Simplified) == "帅");
  CHECK(g.piece_name(kBlack(PieceKind::Chariot), NameScript::English) == "Chariot");
  // The same through the geometry-less compile-time faces.
  CHECK(standard_piece_faces().glyph_of(kRed(PieceKind::Chariot)) == "俥");
}

TEST_CASE("piece faces: custom glyphs, names and their defaults", "[faces][game]") {
  const Game g = game_of(kMules);
  const PieceKind m = kind_of(g, 'm'), d = kind_of(g, 'd'), x = kind_of(g, 'x'), y = kind_of(g, 'y'),
                  z = kind_of(g, 'z');
  CHECK(g.piece_glyph(kRed(m)) == "騾");
  CHECK(g.piece_glyph(kBlack(m)) == "騾");
  CHECK(g.piece_glyph(kRed(d)) == "斜");
  CHECK(g.piece_glyph(kRed(x)) == "車");
  CHECK(g.piece_glyph(kRed(y)) == "鷹");  // no X.glyph: the first 繁 name character
  CHECK(g.piece_glyph(kRed(z)) == "Z");   // nothing: the FEN letter, upper case for Red
  CHECK(g.piece_glyph(kBlack(z)) == "z");
  CHECK(g.piece_name(kRed(m), NameScript::Simplified) == "骡");
  CHECK(g.piece_name(kBlack(d), NameScript::Traditional) == "斜砲");
  CHECK(g.piece_name(kRed(x), NameScript::English) == "War chariot");
  CHECK(g.piece_name(kRed(z), NameScript::English) == "Z");
  // The roles of this variant are unchanged (xiangqi's names, standard glyphs).
  CHECK(g.piece_glyph(kRed(PieceKind::Horse)) == "傌");
  CHECK(g.piece_glyph(kBlack(PieceKind::Cannon)) == "砲");
  // And the disc the board reads for a square holds the custom piece.
  CHECK(g.piece_glyph(g.piece_at(1, 0)) == "騾");
}

TEST_CASE("piece faces: a role's X.glyph is drawn without the generic tables", "[faces][game]") {
  // No custom type, so this variant keeps the role walk (no PieceTypeTables): the glyph
  // must still come through.
  const Game g = game_of("[glyphs:xiangqi]\nr.glyph = 車 俥\n");
  CHECK(g.position().geometry().types == nullptr);
  CHECK(g.piece_glyph(kRed(PieceKind::Chariot)) == "車");
  CHECK(g.piece_glyph(kBlack(PieceKind::Chariot)) == "俥");
  CHECK(g.piece_glyph(kRed(PieceKind::Horse)) == "傌");
}

TEST_CASE("piece faces: the custom types' Chinese characters and WXF letters", "[faces][notation]") {
  const Game g = game_of(kMules);
  const PieceFaces& f = faces(g);
  const int m = index_of(kind_of(g, 'm')), d = index_of(kind_of(g, 'd')), x = index_of(kind_of(g, 'x')),
            y = index_of(kind_of(g, 'y')), z = index_of(kind_of(g, 'z'));
  // 騾: the glyph; 简 takes the 简 name's 骡 because the glyph is the 繁 character.
  CHECK(f.chinese[0][0][m] == U'騾');
  CHECK(f.chinese[1][0][m] == U'骡');
  CHECK(f.chinese[0][1][d] == U'斜');
  CHECK(f.chinese[1][1][d] == U'斜');
  // Drawn 車, but the variant has chariots: 車 names the chariot, so the name's 戰 / 战.
  CHECK(f.chinese[0][0][x] == U'戰');
  CHECK(f.chinese[1][0][x] == U'战');
  CHECK(f.chinese[0][0][y] == U'鷹');
  CHECK(f.chinese[1][0][y] == U'鹰');
  CHECK(f.chinese[0][0][z] == 0);  // no CJK character at all: written in ICCS
  CHECK(f.custom_kind_of_chinese(U'骡', Color::Black) == m);
  CHECK(f.custom_kind_of_chinese(U'車', Color::Red) == -1);
  // WXF: the FEN letter unless a role of the variant reads it (D, X, Y, Z are free).
  CHECK(f.wxf[m] == 'M');
  CHECK(f.wxf[d] == 'D');
  CHECK(f.wxf[x] == 'X');
  CHECK(f.wxf[z] == 'Z');
  CHECK(f.custom_kind_of_wxf('d') == d);
}

// A variant without elephants: their characters 相/象 and letters E/B are free for custom
// types; h collides with the horse's H, g with the general's alias G.
const char* kClash =
    "[clash]\nboard = 9x10\npalace = d0-f2\nriver = 5\n"
    "piece.k = general\nk.move = W\nk.zone = palace\npiece.a = advisor\na.move = F\na.zone = palace\n"
    "piece.n = horse\nn.move = nN\npiece.r = chariot\nr.move = R\npiece.c = cannon\nc.move = mRcpR\n"
    "piece.p = soldier\np.move = fW sW@across\n"
    "piece.b = custom\nb.name = 短象 短象 | 短象 短象 | Short bishop\nb.move = B2\n"
    "piece.e = custom\ne.name = 相 象 | 相 象 | Minister\ne.move = nA\ne.zone = home\n"
    "piece.h = custom\nh.name = 斜炮 斜砲 | 斜炮 斜砲 | Diagonal cannon\nh.move = mBcpB\n"
    "piece.g = custom\ng.name = 衛 衛 | 卫 卫 | Guard\ng.move = K\n"
    "setup = rnbakaenr/9/hc5cg/p1p1p1p1p/9/9/P1P1P1P1P/HC5CG/9/RNBAKAENR w - - 0 1\n";

TEST_CASE("piece faces: WXF letters a role would read fall back to the name, then A-Z", "[faces][notation]") {
  const Game game = game_of(kClash);
  const PieceFaces& f = faces(game);
  const int b = index_of(kind_of(game, 'b')), e = index_of(kind_of(game, 'e')), h = index_of(kind_of(game, 'h')),
            g = index_of(kind_of(game, 'g'));
  CHECK(f.wxf[b] == 'B');  // the elephant's alias, but this variant has no elephant
  CHECK(f.wxf[e] == 'E');
  CHECK(f.wxf[h] == 'D');  // H is the horse's: "Diagonal cannon"
  CHECK(f.wxf[g] == 'U');  // G is the general's alias: "Guard" -> G taken, U
  // Chinese: 相 / 象 name no role here, so the minister keeps them.
  CHECK(f.chinese[0][0][e] == U'相');
  CHECK(f.chinese[0][1][e] == U'象');
  CHECK(f.chinese[0][0][g] == U'衛');
  CHECK(f.chinese[1][0][g] == U'卫');
}
