// 歐亞象棋 (seed 000 §2.16, preset `ouya`): a chess army against a shogi army. Seed 000:
// 「棋盤共八十一格，視覺上國象占41格，將棋40格。…將棋持有方為將棋規則。國象持有方為國象規則。…將棋方
// 自然免去了"持駒打入"。國象方自然免去了"吃過路兵"。…只在國象方增加了一個邊兵和一個邊馬。…"將死"對方
// [王]或[玉將]為勝。」 Each phrase has its test, and so does each choice docs/variants.md §26 makes
// (the setup, the pawn's double step, promotion on both sides, stalemate). Perft 1-3 was
// matched when recorded by a throwaway Python coordinate counter (docs/variants.md §26; not kept).
#include <catch2/catch.hpp>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "core/board_description.h"
#include "core/game.h"
#include "core/gesture.h"
#include "core/movegen.h"
#include "core/notation/iccs.h"
#include "core/notation/import.h"
#include "core/notation/movetext.h"
#include "core/notation/pgn.h"
#include "core/rules/castling.h"
#include "core/rules/illegal_reason.h"
#include "core/share/link.h"
#include "core/variant/parser.h"
#include "core/variant/registry.h"
#include "tests/core/preset_checks.h"

using namespace xq;
using xq::notation::Notation;

namespace {

constexpr const char* kStart = "lusikisul/1f5j1/wwwwwwwww/9/9/9/9/PPPPPPPPP/RNBQKBNRN w - - 0 1 {castle=KQ}";
// Contact on both sides: a Red pawn on b7 about to promote, Black's pawn, knight and silver
// in the chess camp (their promotion zone).
constexpr const char* kMiddle = "l3k3l/1P2i1s2/2w3w2/9/3N5/1w5u1/4P4/Ps7/4K2R1 w - - 0 1";

Game ouya(std::string_view fen = {}) { return testing::preset_game("ouya", fen); }
using testing::move_texts_from;
using testing::played;

std::string glyph_at(const Game& g, int file, int rank) { return g.piece_glyph(g.piece_at(file, rank)); }

}  // namespace

TEST_CASE("歐亞象棋: 「棋盤共八十一格，視覺上國象占41格，將棋40格」: 9x9 squares, 41 and 40", "[ouya]") {
  const Game g = ouya();
  CHECK(g.fen() == kStart);
  CHECK(g.position().geometry().width == 9);
  CHECK(g.position().geometry().height == 9);
  const BoardDescription& b = g.board();
  CHECK(b.squares);
  CHECK(b.river == 0);
  REQUIRE(b.cell_side.size() == 81);
  int red = 0;
  for (std::uint8_t s : b.cell_side) red += s == 0;
  CHECK(red == 41);
  // The middle rank is split 5/4: a4-e4 in the chess colour, f4-i4 in the shogi colour.
  CHECK(b.cell_side[4 * 9 + 4] == 0);
  CHECK(b.cell_side[4 * 9 + 5] == 1);
  const VariantInfo v = g.variant_info();
  CHECK(v.seed == "000");
  CHECK(v.name_hant == "歐亞象棋");
  for (const std::string* card : {&v.card.hant, &v.card.hans, &v.card.en}) CHECK(!card->empty());
  CHECK(v.card.en.find("castle as in chess") != std::string::npos);
  CHECK(v.card.hant.find("王車易位") != std::string::npos);
}

TEST_CASE("歐亞象棋: 「只在國象方增加了一個邊兵和一個邊馬」: 9 pawns, 3 knights; the shogi army's 20",
          "[ouya]") {
  const Game g = ouya();
  int red = 0, black = 0, pawns = 0, knights = 0;
  for (int f = 0; f < 9; ++f)
    for (int r = 0; r < 9; ++r) {
      const Piece p = g.piece_at(f, r);
      if (p.empty()) continue;
      (p.color() == Color::Red ? red : black)++;
      pawns += g.piece_glyph(p) == "兵";
      knights += g.piece_glyph(p) == "騎";
    }
  CHECK(red == 18);
  CHECK(black == 20);
  CHECK(pawns == 9);
  CHECK(knights == 3);
  // The chess back rank with the edge knight on i0; the king on the middle file faces the 玉.
  const char* back[] = {"車", "騎", "象", "后", "王", "象", "騎", "車", "騎"};
  const char* shogi[] = {"香", "桂", "銀", "金", "玉", "金", "銀", "桂", "香"};
  for (int f = 0; f < 9; ++f) {
    CHECK(glyph_at(g, f, 0) == back[f]);
    CHECK(glyph_at(g, f, 8) == shogi[f]);
    CHECK(glyph_at(g, f, 6) == "步");
  }
  CHECK(glyph_at(g, 1, 7) == "飛");
  CHECK(glyph_at(g, 7, 7) == "角");
  // The shared royal type draws 王 for the chess side and 玉 for the shogi side.
  CHECK(g.piece_at(4, 0).kind() == PieceKind::General);
  CHECK(g.piece_at(4, 8).kind() == PieceKind::General);
}

TEST_CASE("歐亞象棋: the chess pawn: one step, two from its start rank, captures diagonally", "[ouya]") {
  const Game g = ouya();
  CHECK(move_texts_from(g, "e1") == std::set<std::string>{"e2", "e3"});
  CHECK(move_texts_from(g, "i0") == std::set<std::string>{"h2"});  // the edge knight: g1 is its own pawn
  // Blocked on the first square: no step at all; blocked on the second: one step only.
  const Game blocked = ouya("4k4/9/9/9/9/9/4w4/4P4/4K4 w - - 0 1");
  CHECK(move_texts_from(blocked, "e1").empty());
  const Game half = ouya("4k4/9/9/9/9/4w4/9/4P4/4K4 w - - 0 1");
  CHECK(move_texts_from(half, "e1") == std::set<std::string>{"e2"});
  // Not from another rank; a diagonal forward capture, never a straight one.
  const Game on2 = ouya("4k4/9/9/9/9/3w1w3/4P4/9/4K4 w - - 0 1");
  CHECK(move_texts_from(on2, "e2") == std::set<std::string>{"d3", "e3", "f3"});
}

TEST_CASE("歐亞象棋: 「國象方自然免去了\"吃過路兵\"」: no en passant", "[ouya]") {
  // Red's pawn e1-e3 passes e2 beside... a shogi 步 on d3 would take it en passant on e2 in
  // chess; a 步 only steps straight forward, and no move lands on the passed square.
  const Game g = ouya("4k4/9/9/9/9/3w5/9/4P4/4K4 w - - 0 1");
  const Game next = played(g, "e1e3");
  // (d2 is in its promotion zone: it may become a と there, still straight ahead.)
  CHECK(move_texts_from(next, "d3") == std::set<std::string>{"d2", "d2=t"});
  for (Move m : next.legal_moves()) CHECK(format_iccs(m, next.position().geometry()).find("e2") == std::string::npos);
  CHECK(!notation::parse_move(next.position(), "d3e2").ok());
  // The FEN has no en-passant square to carry (the clock counts plies without a capture).
  CHECK(next.fen() == "4k4/9/9/9/9/3wP4/9/9/4K4 b - - 1 1");
}

TEST_CASE("歐亞象棋: the chess pawn promotes on the last rank to q, r, b or n, and must", "[ouya]") {
  const Game g = ouya(kMiddle);
  // b7-b8 and the capture b7xa8: four moves each, no plain one.
  CHECK(move_texts_from(g, "b7") == std::set<std::string>{"a8=b", "a8=n", "a8=q", "a8=r", "b8=b", "b8=n", "b8=q", "b8=r"});
  const struct {
    const char* move;
    const char* glyph;
  } each[] = {{"b7b8=q", "后"}, {"b7b8=r", "車"}, {"b7b8=b", "象"}, {"b7b8=n", "騎"}};
  for (const auto& e : each) {
    const Game next = played(g, e.move);
    CHECK(glyph_at(next, 1, 8) == e.glyph);
    CHECK(next.piece_at(1, 8).color() == Color::Red);
    CHECK(next.piece_at(1, 7).empty());
  }
  // The plain move is refused with a reason; a king or a shogi piece is no promotion.
  CHECK(notation::parse_move(g.position(), "b7b8").error ==
        "illegal: this piece must promote on that move: name the piece it becomes (like b7b8=q)");
  CHECK(explain_move(g.position(), Move(*parse_iccs_square("b7", g.position().geometry()),
                                        *parse_iccs_square("b8", g.position().geometry())))
            .reason == IllegalReason::PromotionRequired);
  CHECK(!notation::parse_move(g.position(), "b7b8=k").ok());
  CHECK(notation::parse_move(g.position(), "b7b8=d").error == "illegal: this piece cannot become that piece on that move");
  CHECK(notation::parse_move(g.position(), "d4c6=q").error == "illegal: this piece does not move that way (its move program has no such move)");
  // Undo restores the pawn (make/unmake through the module path, hash included).
  Game back = played(g, "b7a8=q");
  CHECK(back.fen() == "Q3k3l/4i1s2/2w3w2/9/3N5/1w5u1/4P4/Ps7/4K2R1 b - - 0 1");
  REQUIRE(back.undo());
  CHECK(back.fen() == kMiddle);
}

TEST_CASE("歐亞象棋: shogi promotion in the last three ranks: optional, forced with no later move",
          "[ouya]") {
  const Game g = played(ouya(kMiddle), "e2e3");  // Black to move
  // 步 b3-b2 enters the zone: may promote (と) or not.
  CHECK(move_texts_from(g, "b3") == std::set<std::string>{"b2", "b2=t"});
  // 銀 b1 moves within the zone: each move may promote (全).
  CHECK(move_texts_from(g, "b1") == std::set<std::string>{"a0", "a0=v", "b0", "b0=v", "c0", "c0=v", "a2", "a2=v", "c2", "c2=v"});
  // 桂 h3 lands on rank 1: it would have no later move, so it must promote (圭).
  CHECK(move_texts_from(g, "h3") == std::set<std::string>{"g1=e", "i1=e"});
  // 金 and 玉 never promote.
  CHECK(move_texts_from(g, "d7").count("d6=v") == 0);
  for (const std::string& t : move_texts_from(g, "d7")) CHECK(t.find('=') == std::string::npos);
  // A 步 or 香 reaching the last rank must promote.
  const Game p = ouya("4k4/9/9/9/9/9/9/w7l/4K4 b - - 0 1");
  CHECK(move_texts_from(p, "a1") == std::set<std::string>{"a0=t"});
  CHECK(move_texts_from(p, "i1") == std::set<std::string>{"i0=x"});
  // A promoted piece moves as its promoted side: と moves as a gold.
  const Game t = played(p, "a1a0=t");
  CHECK(glyph_at(t, 0, 0) == "と");
  const Game tm = played(t, "e0d0");
  // (Black's forward is down: on rank 0 only its back step a1 and the side step b0 remain.)
  CHECK(move_texts_from(tm, "a0") == std::set<std::string>{"a1", "b0"});
  // A 飛 leaving the zone may promote too (starts in it), 龍 = rook + one diagonal step.
  const Game r = ouya("4k4/9/9/9/9/9/f8/9/4K4 b - - 0 1");
  CHECK(move_texts_from(r, "a2").count("a5=d") == 1);
  CHECK(move_texts_from(r, "a2").count("a5") == 1);
  const Game dragon = played(r, "a2a3=d");
  CHECK(glyph_at(dragon, 0, 3) == "龍");
}

TEST_CASE("歐亞象棋: 「將棋方自然免去了\"持駒打入\"」: a captured piece is gone (no drops)", "[ouya]") {
  // Black's 銀 takes Red's pawn: no move of Black ever puts a piece on an empty square
  // from off the board (every legal move starts on the board).
  const Game g = played(ouya("4k4/9/9/9/9/9/3s5/2P6/4K4 w - - 0 1"), "c1c2");
  const Game taken = played(g, "d2c1");
  (void)taken;
  const Game b = played(played(ouya("4k4/9/9/9/9/9/3P5/2s6/4K4 b - - 0 1"), "c1d2"), "e0d0");
  for (Move m : b.legal_moves()) CHECK(m.starts_on_board());
  for (Move m : b.legal_moves()) CHECK(!m.is_drop());
}

TEST_CASE("歐亞象棋: 「\"將死\"對方[王]或[玉將]為勝」: a mate of each king wins; stalemate draws", "[ouya]") {
  // The chess side mates the 玉: a rook holds rank 7, the queen checks along rank 8.
  const Game g = ouya("k8/7R1/9/9/9/9/9/9/4K1Q2 w - - 0 1");
  const Game mated = played(g, "g0g8");
  CHECK(mated.position().in_check());
  CHECK(mated.legal_moves().empty());
  CHECK(mated.result().outcome == Outcome::RedWins);
  CHECK(mated.result().reason == ResultReason::Checkmate);
  // The shogi side mates the 王: the 飛 holds rank 1, the 龍 checks along rank 0.
  const Game b = ouya("4k4/9/9/3d5/9/9/9/7f1/K8 b - - 0 1");
  const Game bm = played(b, "d5d0");
  CHECK(bm.position().in_check());
  CHECK(bm.legal_moves().empty());
  CHECK(bm.result().outcome == Outcome::BlackWins);
  CHECK(bm.result().reason == ResultReason::Checkmate);
  // No move and not in check: only 將死 wins, so the stalemate is a draw.
  const Game s = played(ouya("k8/9/3Q5/9/9/9/9/9/4K4 w - - 0 1"), "d6c7");
  CHECK(!s.position().in_check());
  CHECK(s.legal_moves().empty());
  CHECK(s.result().outcome == Outcome::Draw);
  CHECK(s.result().reason == ResultReason::Stalemate);
}

TEST_CASE("歐亞象棋: promoted shogi pieces are drawn in red ink (X.ink = red), the others in their owner's",
          "[ouya]") {
  const Game g = ouya(kMiddle);
  const BoardDescription& b = g.board();
  // The six promoted kinds: 龍 馬 と 全 圭 杏; their unpromoted sides and the chess army are not.
  int red = 0;
  for (int k = 0; k < kMaxPieceKinds; ++k) {
    const Piece p(Color::Black, static_cast<PieceKind>(k));
    if (!b.red_glyph(p)) continue;
    ++red;
    const std::string glyph = g.piece_glyph(p);
    INFO(glyph);
    CHECK(std::string("龍馬と全圭杏").find(glyph) != std::string::npos);
  }
  CHECK(red == 6);
  const Game t = played(played(g, "e2e3"), "b3b2=t");
  const Geometry& geo = t.position().geometry();
  CHECK(b.red_glyph(t.position().piece_on(*parse_iccs_square("b2", geo))));
  CHECK(!b.red_glyph(t.position().piece_on(*parse_iccs_square("c6", geo))));  // a 步
  CHECK(!b.red_glyph(t.position().piece_on(*parse_iccs_square("b7", geo))));  // Red's pawn
}

TEST_CASE("歐亞象棋: perft 1-3 from the start, a contact position and castling", "[ouya][perft]") {
  struct Row {
    const char* fen;
    std::uint64_t nodes[3];
  };
  // Recorded in docs/variants.md §2 and §26 and tools/xq_engine_check.sh.
  // The castling position (kCastles below): depth 1 and 2 counted by hand (depth 2: the
  // 玉's 5 steps, fewer after a rook reaches rank 7 or 8 or the d/f-file, and after either
  // castling, which puts a rook on the d- or f-file: 48 + 48 + 31 = 127).
  const Row rows[] = {{kStart, {23, 690, 17458}},
                      {kMiddle, {29, 1173, 34209}},
                      {"4k4/9/9/9/9/9/9/9/R3K2R1 w - - 0 1 {castle=KQ}", {29, 127, 4022}}};
  for (const Row& row : rows) {
    const Game g = ouya(row.fen);
    for (int depth = 1; depth <= 3; ++depth) {
      INFO(row.fen << " depth " << depth);
      CHECK(g.perft(depth) == row.nodes[depth - 1]);
    }
  }
}

TEST_CASE("歐亞象棋: every move reads back in ICCS, WXF and Chinese; a promotion is e7e8=q", "[ouya][notation]") {
  const Game g = ouya(kMiddle);
  const notation::ParsedMove q = notation::parse_move(g.position(), "b7b8=q");
  REQUIRE(q.ok());
  CHECK(q.move.promotes());
  CHECK(format_iccs(q.move.without_promotion(), g.position().geometry()) == "b7b8");
  CHECK(q.move.promotion() != PieceKind::General);
  for (Notation n : {Notation::Iccs, Notation::Wxf, Notation::Chinese, Notation::ChineseSimplified})
    CHECK(notation::format_move(g.position(), q.move, n) == "b7b8=q");
  CHECK(notation::parse_move(g.position(), "B7B8=Q").move == q.move);  // either case
  std::mt19937 rng(2026);
  for (int game = 0; game < 10; ++game) {
    Game p = ouya(game % 2 ? std::string_view(kMiddle) : std::string_view{});
    const int plies = game < 2 ? 0 : 4 + static_cast<int>(rng() % 40);
    for (int i = 0; i < plies && !p.result().over(); ++i) {
      const std::vector<Move> legal = p.legal_moves();
      REQUIRE(p.play(legal[rng() % legal.size()]).ok());
    }
    if (p.result().over()) continue;
    const Position& pos = p.position();
    for (Move m : p.legal_moves())
      for (Notation n : {Notation::Iccs, Notation::Wxf, Notation::Chinese, Notation::ChineseSimplified}) {
        const std::string text = notation::format_move(pos, m, n);
        INFO(p.fen() << "  " << format_iccs(m, pos.geometry()) << " as " << text);
        const notation::ParsedMove back = notation::parse_move(pos, text);
        INFO(back.error);
        CHECK(back.move == m);
      }
  }
}

TEST_CASE("歐亞象棋: share link and PGN [Variant] round-trip with promotions", "[ouya][share]") {
  Game g = ouya(kMiddle);
  g = played(g, "b7b8=n");
  g = played(g, "b3b2=t");
  g = played(g, "e2e3");
  g = played(g, "h3g1=e");
  const std::string link = share::encode_link(share::link_state_from_game(g));
  CHECK(link.find("v=ouya") != std::string::npos);
  const share::LinkDecode d = share::decode_link(link);
  INFO(link << "  " << d.error);
  REQUIRE(d.ok());
  REQUIRE(d.game);
  CHECK(d.game->variant() == "ouya");
  CHECK(d.game->fen() == g.fen());
  CHECK(d.game->history() == g.history());
  for (Notation n : {Notation::Chinese, Notation::Wxf, Notation::Iccs}) {
    const std::string pgn = notation::export_pgn(g, n);
    CHECK(pgn.find("[Variant \"ouya\"]") != std::string::npos);
    CHECK(pgn.find("b7b8=n") != std::string::npos);
    const notation::ImportedGame back = notation::import_game(pgn);
    INFO(pgn << "\n" << back.error);
    REQUIRE(back.ok());
    CHECK(back.variant == "ouya");
    CHECK(back.moves == g.history());
  }
}

TEST_CASE("歐亞象棋: X.promote and board.style keys are checked with line numbers", "[ouya][variant]") {
  std::vector<VariantDef> known;
  for (const Variant* v : builtin_variants()) known.push_back(v->def);
  struct Case {
    const char* text;
    const char* error;
  };
  const Case cases[] = {
      {"[x:ouya]\np.promote = q r @ nowhere\n", "line 2: promote: unknown zone 'nowhere'"},
      {"[x:ouya]\np.promote = q r last\n",
       "line 2: promote must be 1 to 4 piece letters, '@' and a zone, then optionally 'optional' (e.g. q r b n @ "
       "last, or t @ camp optional)"},
      {"[x:ouya]\np.promote = k @ last\n", "line 2: promote: a piece cannot become the royal 'k'"},
      {"[x:ouya]\np.promote = z @ last\n", "line 2: promote: 'z' is not a piece letter of this variant"},
      {"[x:ouya]\ncastling.red = e0 c0\n",
       "line 2: \'castling.red\': the rook point c0 must be on the king's rank and at least three files from the king "
       "(the king moves two points toward it, the rook onto the point the king crossed)"},
      {"[x:ouya]\ncastling.red = e0 a0 b0\n", "line 2: \'castling.red\': two rook points on the same side of the king"},
      {"[x:ouya]\ncastling.black = e9 a8\n", "line 2: \'castling.black\': 'e9' is no point of the board"},
      {"[x:ouya]\ncastling.rook = z\n", "line 2: \'castling.rook\': 'z' is not the letter of a declared piece type"},
      {"[x:ouya]\nt.ink = blue\n",
       "line 2: ink must be red (the glyph in red for both colours, as shogi's promoted pieces) or own"},
      {"[x:ouya]\nboard.style = hexes\n",
       "line 2: board.style must be points, squares, or squares N (N squares from a0 along the ranks in Red's "
       "colour, 1..80)"},
  };
  for (const Case& c : cases) {
    INFO(c.text);
    const VariantParseResult r = parse_variants(c.text, known);
    REQUIRE(!r.errors.empty());
    CHECK(r.errors.front().text() == c.error);
  }
}

TEST_CASE("歐亞象棋: the move gesture asks for the kind: picker choices, stay, forced", "[ouya][gesture]") {
  const Game g = ouya(kMiddle);
  const Geometry& geo = g.position().geometry();
  auto sq = [&](const char* s) { return *parse_iccs_square(s, geo); };
  // The pawn to b8: four kinds to choose, no move yet; the knight's pick plays b7b8=n.
  MoveGesture pawn = g.gesture();
  REQUIRE(pawn.pick(Place::point(sq("b7"))).ok());
  const PickVerdict to = pawn.pick(Place::point(sq("b8")));
  REQUIRE(to.ok());
  CHECK(!to.complete());
  std::vector<std::string> kinds;
  for (const Pick& t : pawn.targets()) {
    CHECK(t.place.kind == PlaceKind::Promotion);
    CHECK(t.role == PickRole::Promotion);
    kinds.push_back(g.piece_glyph(Piece(Color::Red, static_cast<PieceKind>(t.place.id))));
  }
  CHECK(kinds == std::vector<std::string>{"后", "車", "象", "騎"});
  const Piece knight = g.piece_at(3, 4);  // the Red 騎 on d4
  const PickVerdict done = pawn.pick(Place::promotion(knight.kind()));
  REQUIRE(done.complete());
  CHECK(format_iccs(done.move, geo) == "b7b8=n");
  // Black's 步 into its zone: "stay" (its own kind) or と.
  const Game b = played(g, "e2e3");
  MoveGesture step = b.gesture();
  REQUIRE(step.pick(Place::point(sq("b3"))).ok());
  REQUIRE(step.pick(Place::point(sq("b2"))).ok());
  REQUIRE(step.targets().size() == 2);
  const Piece pawn_b = b.piece_at(1, 3);
  const PickVerdict stay = step.pick(Place::promotion(pawn_b.kind()));
  REQUIRE(stay.complete());
  CHECK(format_iccs(stay.move, geo) == "b3b2");
  // The 桂 onto rank 1 must promote: no choice, the second point plays h3g1=e.
  MoveGesture forced = b.gesture();
  REQUIRE(forced.pick(Place::point(sq("h3"))).ok());
  const PickVerdict f = forced.pick(Place::point(sq("g1")));
  REQUIRE(f.complete());
  CHECK(format_iccs(f.move, geo) == "h3g1=e");
  // Moves that cannot promote keep their two picks.
  MoveGesture plain = g.gesture();
  REQUIRE(plain.pick(Place::point(sq("d4"))).ok());
  CHECK(plain.pick(Place::point(sq("c6"))).complete());
}

namespace {
// The chess king with both rooks unmoved, the 玉 far away.
constexpr const char* kCastles = "4k4/9/9/9/9/9/9/9/R3K2R1 w - - 0 1 {castle=KQ}";
}  // namespace

TEST_CASE("歐亞象棋: 「國象持有方為國象規則」: castling, both sides, while king and rook are unmoved",
          "[ouya][castling]") {
  const Game g = ouya(kCastles);
  CHECK(g.fen() == kCastles);
  const std::set<std::string> king = move_texts_from(g, "e0");
  CHECK(king == std::set<std::string>{"d0", "f0", "d1", "e1", "f1", "g0:h0f0", "c0:a0d0"});
  // Depth 1 by hand: king 5 steps + 2 castlings, a0 rook 8 up + 3 right, h0 rook 8 up + 2
  // left + 1 right = 29; without the rights, 27.
  CHECK(g.perft(1) == 29);
  CHECK(ouya("4k4/9/9/9/9/9/9/9/R3K2R1 w - - 0 1").perft(1) == 27);
  // O-O: the king to g0, the rook to f0; O-O-O: the king to c0, the rook to d0.
  const Game short_side = played(g, "O-O");
  CHECK(glyph_at(short_side, 6, 0) == "王");
  CHECK(glyph_at(short_side, 5, 0) == "車");
  CHECK(short_side.piece_at(7, 0).empty());
  CHECK(short_side.piece_at(4, 0).empty());
  CHECK(short_side.fen() == "4k4/9/9/9/9/9/9/9/R4RK2 b - - 1 1");  // both rights gone
  const Game long_side = played(g, "O-O-O");
  CHECK(glyph_at(long_side, 2, 0) == "王");
  CHECK(glyph_at(long_side, 3, 0) == "車");
  CHECK(long_side.fen() == "4k4/9/9/9/9/9/9/9/2KR3R1 b - - 1 1");
  // A rook that moves loses its right only; a king that moves loses both.
  const Game rook_moved = played(played(played(played(g, "h0h1"), "e8d8"), "h1h0"), "d8e8");
  CHECK(rook_moved.fen() == "4k4/9/9/9/9/9/9/9/R3K2R1 w - - 4 3 {castle=Q}");
  CHECK(move_texts_from(rook_moved, "e0").count("g0:h0f0") == 0);
  CHECK(move_texts_from(rook_moved, "e0").count("c0:a0d0") == 1);
  const Game king_moved = played(played(played(played(g, "e0e1"), "e8d8"), "e1e0"), "d8e8");
  CHECK(king_moved.fen() == "4k4/9/9/9/9/9/9/9/R3K2R1 w - - 4 3");
  CHECK(move_texts_from(king_moved, "e0").count("g0:h0f0") == 0);
  // The same board with and without a right is another position (hash, repetition).
  CHECK(king_moved.position().hash() != g.position().hash());
  // A rook captured on its point: its right goes with it.
  const Game taken = played(ouya("4k4/9/9/9/9/9/9/7f1/R3K2R1 b - - 0 1 {castle=KQ}"), "h1h0");
  CHECK(castling_rights(taken.position()) == 2);  // Red's lower-file right (Q) only
  // From the start nothing castles: the pieces between stand there.
  for (Move m : ouya().legal_moves()) CHECK(!m.is_castle());
  // Undo restores the rights.
  Game undo = short_side;
  REQUIRE(undo.undo());
  CHECK(undo.fen() == kCastles);
  CHECK(undo.position().hash() == g.position().hash());
}

TEST_CASE("歐亞象棋: castling as in chess: not out of check, not through or into an attacked square",
          "[ouya][castling]") {
  auto castles = [](const char* fen) {
    std::set<std::string> out;
    for (Move m : ouya(fen).legal_moves())
      if (m.is_castle()) out.insert(m.to() > m.from() ? "O-O" : "O-O-O");
    return out;
  };
  CHECK(castles(kCastles) == std::set<std::string>{"O-O", "O-O-O"});
  // A 飛 on the f-file: the king would cross f0.
  CHECK(castles("4k4/9/9/9/5f3/9/9/9/R3K2R1 w - - 0 1 {castle=KQ}") == std::set<std::string>{"O-O-O"});
  // On the g-file: the king would end in check.
  CHECK(castles("4k4/9/9/9/6f2/9/9/9/R3K2R1 w - - 0 1 {castle=KQ}") == std::set<std::string>{"O-O-O"});
  // On the e-file: no castling out of check.
  CHECK(castles("4k4/9/9/9/4f4/9/9/9/R3K2R1 w - - 0 1 {castle=KQ}").empty());
  // On the b-file: the rook's path may be attacked (chess rules), so O-O-O stands.
  CHECK(castles("4k4/9/9/9/1f7/9/9/9/R3K2R1 w - - 0 1 {castle=KQ}") == std::set<std::string>{"O-O", "O-O-O"});
  // A piece between: the i0 knight does not matter, a g0 knight does.
  CHECK(castles("4k4/9/9/9/9/9/9/9/R3K2RN w - - 0 1 {castle=KQ}") == std::set<std::string>{"O-O", "O-O-O"});
  CHECK(castles("4k4/9/9/9/9/9/9/9/R3K1NR1 w - - 0 1 {castle=KQ}") == std::set<std::string>{"O-O-O"});
  // The refusals name the rule.
  const Game through = ouya("4k4/9/9/9/5f3/9/9/9/R3K2R1 w - - 0 1 {castle=KQ}");
  const Geometry& geo = through.position().geometry();
  const MoveVerdict v = explain_move(through.position(), Move(*parse_iccs_square("e0", geo), *parse_iccs_square("g0", geo)));
  CHECK(v.text.find("crosses not attacked") != std::string::npos);
  const notation::ParsedMove bad = notation::parse_move(through.position(), "O-O");
  CHECK(!bad.ok());
  CHECK(bad.error.find("castling needs") != std::string::npos);
  const Game moved = ouya("4k4/9/9/9/9/9/9/9/R3K2R1 w - - 0 1");
  CHECK(explain_move(moved.position(), Move(*parse_iccs_square("e0", geo), *parse_iccs_square("c0", geo)))
            .text.find("has moved") != std::string::npos);
}

TEST_CASE("歐亞象棋: castling in FEN, notation, links, PGN and the gesture", "[ouya][castling][notation]") {
  const Game g = ouya(kCastles);
  const Position& pos = g.position();
  const Geometry& geo = pos.geometry();
  Move oo;
  for (Move m : g.legal_moves())
    if (m.is_castle() && m.to() > m.from()) oo = m;
  REQUIRE(oo.is_castle());
  // The wire form (engines, links' ICCS) reads back without the position.
  CHECK(format_iccs(oo, geo) == "e0g0:h0f0");
  CHECK(parse_iccs("e0g0:h0f0", geo) == oo);
  // Every notation writes O-O / O-O-O; the readers take those, 0-0, the wire form and
  // the king's step alone (as UCI writes it).
  for (Notation n : {Notation::Iccs, Notation::Wxf, Notation::Chinese, Notation::ChineseSimplified})
    CHECK(notation::format_move(pos, oo, n) == "O-O");
  for (const char* text : {"O-O", "0-0", "e0g0:h0f0", "e0g0"}) {
    INFO(text);
    CHECK(notation::parse_move(pos, text).move == oo);
  }
  // FEN: the rights item is checked against the board.
  struct Bad {
    const char* fen;
    const char* error;
  };
  const Bad bad[] = {
      {"4k4/9/9/9/9/9/9/9/R3K2R1 w - - 0 1 {castle=k}", "Black has no castling"},
      {"4k4/9/9/9/9/9/9/9/R3K4 w - - 0 1 {castle=K}", "rook is not on h0"},
      {"4k4/9/9/9/9/9/9/9/R2K3R1 w - - 0 1 {castle=Q}", "king is not on e0"},
      {"4k4/9/9/9/9/9/9/9/R3K2R1 w - - 0 1 {castle=KK}", "written twice"},
      {"4k4/9/9/9/9/9/9/9/R3K2R1 w - - 0 1 {castle=X}", "the rights are letters"},
  };
  for (const Bad& b : bad) {
    INFO(b.fen);
    const GameOrError made = Game::create("ouya", b.fen, RuleOptions{});
    REQUIRE(!made.game);
    CHECK(made.error.find(b.error) != std::string::npos);
  }
  // Links and PGN replay a game with a castling.
  Game game = ouya();
  for (const char* m : {"e1e3", "a6a5", "f0d2", "b6b5", "g0h2", "c6c5", "O-O", "d6d5"}) game = played(game, m);
  CHECK(glyph_at(game, 6, 0) == "王");
  const share::LinkDecode d = share::decode_link(share::encode_link(share::link_state_from_game(game)));
  REQUIRE(d.ok());
  REQUIRE(d.game);
  CHECK(d.game->history() == game.history());
  CHECK(d.game->fen() == game.fen());
  for (Notation n : {Notation::Chinese, Notation::Wxf, Notation::Iccs}) {
    const std::string pgn = notation::export_pgn(game, n);
    CHECK(pgn.find("O-O") != std::string::npos);
    const notation::ImportedGame back = notation::import_game(pgn);
    INFO(pgn << "\n" << back.error);
    REQUIRE(back.ok());
    CHECK(back.moves == game.history());
  }
  // The gesture: the king, then its square two points on; the rook follows by itself.
  MoveGesture gesture = g.gesture();
  REQUIRE(gesture.pick(Place::point(*parse_iccs_square("e0", geo))).ok());
  const PickVerdict to = gesture.pick(Place::point(*parse_iccs_square("g0", geo)));
  REQUIRE(to.ok());
  CHECK(to.complete());
  CHECK(gesture.move() == oo);
}
