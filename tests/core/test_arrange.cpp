// Arranging one's own face-down pieces before the first move (Game::can_arrange,
// arrange_swap, arrange_shuffle; docs/variants.md "Arranging before the first move").
// Seed 003, 漢字將棋: 「开局双方按如图《汉字将棋》所示方位,任意暗布自己不同兵种的具体位置,双方暗布完后,
// 然后轮流翻棋为正面或走棋,翻棋后不能再变动布局」; seed 000, 第三代: 「在己方五個兵的初始位置上任意
// 分布…雙方互不相知」. The owner reorders its own pieces only, only before play starts, and
// the other side's view does not change by it.
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/notation/iccs.h"
#include "core/notation/import.h"
#include "core/notation/pgn.h"
#include "core/share/link.h"
#include "preset_checks.h"

using namespace xq;

namespace {

using testing::face_down_identities;
using testing::sorted_chars;

Game make(const char* variant, std::uint64_t seed = 0) { return testing::dealt_game(variant, seed); }
Square sq(const Game& g, const char* name) { return testing::square_of(g, name); }
std::string identities(const std::string& fen) { return face_down_identities(fen); }
std::string sorted(std::string s) { return sorted_chars(std::move(s)); }

}  // namespace

TEST_CASE("暗布: 「任意暗布自己不同兵种的具体位置」: two of my face-down pieces trade places", "[arrange][hanzi_dark]") {
  Game g = make("hanzi_shogi_dark");
  REQUIRE(g.can_arrange(Color::Red));
  REQUIRE(g.can_arrange(Color::Black));
  const std::string before = identities(g.start_fen());
  const std::string black_view = g.view_fen(Viewer::Black);
  // Red's back rank a0..g0 is the last 7 of the 20 (board order: rank 6 first).
  const std::string red_back = before.substr(13);
  // Find two of Red's back-rank points holding different identities.
  int i = 0, j = 1;
  while (red_back[static_cast<std::size_t>(j)] == red_back[static_cast<std::size_t>(i)]) ++j;
  const char files[] = "abcdefg";
  const std::string a = std::string(1, files[i]) + "0", b = std::string(1, files[j]) + "0";
  REQUIRE(g.arrange_swap(Color::Red, sq(g, a.c_str()), sq(g, b.c_str())) == "");
  const std::string after = identities(g.start_fen());
  CHECK(after.substr(0, 13) == before.substr(0, 13));  // Black's ten and Red's 丫 row: untouched
  CHECK(after[13 + static_cast<std::size_t>(i)] == before[13 + static_cast<std::size_t>(j)]);
  CHECK(after[13 + static_cast<std::size_t>(j)] == before[13 + static_cast<std::size_t>(i)]);
  CHECK(sorted(after) == sorted(before));
  // 「雙方互不相知」: Black sees exactly what it saw before; Red sees its new order.
  CHECK(g.view_fen(Viewer::Black) == black_view);
  CHECK(identities(g.view_fen(Viewer::Red)).substr(13) == after.substr(13));
  // The arrangement is the game's start: the position and the record agree.
  CHECK(g.fen() == g.start_fen());
  CHECK(g.ply() == 0);
  // Swapping back restores the deal exactly.
  REQUIRE(g.arrange_swap(Color::Red, sq(g, b.c_str()), sq(g, a.c_str())) == "");
  CHECK(identities(g.start_fen()) == before);
}

TEST_CASE("暗布: only my own face-down pieces, only before 「然后轮流翻棋为正面或走棋」", "[arrange][hanzi_dark]") {
  Game g = make("hanzi_shogi_dark");
  const std::string start = g.start_fen();
  // Black's pieces are not Red's to arrange, and a point must hold one of Red's.
  CHECK(g.arrange_swap(Color::Red, sq(g, "a0"), sq(g, "a6")) == "only Red's own face-down pieces trade places");
  CHECK(g.arrange_swap(Color::Black, sq(g, "a6"), sq(g, "a3")) == "only Black's own face-down pieces trade places");
  CHECK(g.arrange_swap(Color::Red, sq(g, "a0"), sq(g, "a0")) == "pick two different face-down pieces");
  CHECK(g.start_fen() == start);
  // The first move (a flip: 「翻棋等同走棋」) starts play: no more arranging, for either side.
  const std::vector<Move> moves = g.legal_moves();
  REQUIRE(!moves.empty());
  REQUIRE(g.play(moves.front()).ok());
  CHECK(!g.can_arrange(Color::Red));
  CHECK(!g.can_arrange(Color::Black));
  CHECK(g.arrange_swap(Color::Black, sq(g, "a6"), sq(g, "b6")) ==
        "the face-down pieces can be arranged only before the first move");
  // Taking the move back does not reopen it: the game's record already has a line.
  REQUIRE(g.undo());
  CHECK(!g.can_arrange(Color::Red));
  CHECK(g.arrange_shuffle(Color::Red, 7) == "the face-down pieces can be arranged only before the first move");
  CHECK(g.start_fen() == start);
}

TEST_CASE("暗布: Random is a seeded order of my own pieces, the same for the same seed", "[arrange][hanzi_dark]") {
  Game g = make("hanzi_shogi_dark"), h = make("hanzi_shogi_dark");
  const std::string before = identities(g.start_fen());
  REQUIRE(g.arrange_shuffle(Color::Black, 99) == "");
  REQUIRE(h.arrange_shuffle(Color::Black, 99) == "");
  CHECK(g.start_fen() == h.start_fen());
  const std::string after = identities(g.start_fen());
  CHECK(after.substr(10) == before.substr(10));  // Red's ten stay
  CHECK(sorted(after.substr(0, 10)) == sorted(before.substr(0, 10)));
  int moved = 0;
  for (std::size_t k = 0; k < 10; ++k) moved += after[k] != before[k];
  CHECK(moved >= 2);
  // Other seeds give other orders.
  Game k = make("hanzi_shogi_dark");
  REQUIRE(k.arrange_shuffle(Color::Black, 100) == "");
  CHECK(k.start_fen() != g.start_fen());
}

TEST_CASE("暗布: 陸戰's five secret pieces are the owner's to lay out; the flag goes where I put it", "[arrange][luzhan]") {
  Game g = make("luzhan");
  REQUIRE(g.can_arrange(Color::Red));
  const std::string red_before = identities(g.start_fen()).substr(5);
  REQUIRE(sorted(red_before) == sorted("MMZZF"));
  // Red's five secret points, left to right (the FEN's order on Red's last line).
  std::vector<Square> points;
  for (int s = 0; s < g.position().geometry().size; ++s)
    if (g.position().face_down(static_cast<Square>(s)) && g.position().piece_on(static_cast<Square>(s)).color() == Color::Red)
      points.push_back(static_cast<Square>(s));
  REQUIRE(points.size() == 5);
  const std::size_t flag = red_before.find('F');
  std::size_t other = 0;
  while (red_before[other] == 'F') ++other;
  const std::string black_view = g.view_fen(Viewer::Black);
  REQUIRE(g.arrange_swap(Color::Red, points[flag], points[other]) == "");
  CHECK(identities(g.start_fen()).substr(5)[other] == 'F');
  CHECK(identities(g.start_fen()).substr(5)[flag] == red_before[other]);
  CHECK(g.view_fen(Viewer::Black) == black_view);
  // A face-up piece is no secret to arrange.
  Square face_up = points[0];
  for (int s = 0; s < g.position().geometry().size; ++s)
    if (!g.position().face_down(static_cast<Square>(s)) && g.position().piece_on(static_cast<Square>(s)).color() == Color::Red)
      face_up = static_cast<Square>(s);
  REQUIRE(face_up != points[0]);
  CHECK(g.arrange_swap(Color::Red, face_up, points[0]) == "only Red's own face-down pieces trade places");
  // The game plays on from the arranged start.
  CHECK(g.perft(1) == 54);
}

TEST_CASE("暗布: nothing to arrange where nobody knows the pieces or nothing is face-down", "[arrange]") {
  // 暗戰: 「开局扣放」, the deal is the arbiter's and nobody, the owner included, knows it.
  const Game anzhan = make("anzhan");
  CHECK(!anzhan.can_arrange(Color::Red));
  CHECK(!Game::standard().can_arrange(Color::Red));
  Game std_game = Game::standard();
  CHECK(std_game.arrange_shuffle(Color::Red, 1) == "the face-down pieces can be arranged only before the first move");
}

TEST_CASE("暗布: the arrangement is the record: a finished game's link and PGN start from it", "[arrange][hanzi_dark][share]") {
  Game g = make("hanzi_shogi_dark", 31);
  REQUIRE(g.arrange_shuffle(Color::Red, 5) == "");
  REQUIRE(g.arrange_shuffle(Color::Black, 6) == "");
  const std::string arranged = g.start_fen();
  for (int i = 0; i < 6; ++i) REQUIRE(g.play(g.legal_moves().front()).ok());
  g.resign(Color::Black);
  const share::LinkDecode d = share::decode_link(share::encode_link(share::link_state_from_game(g)));
  INFO(d.error);
  REQUIRE(d.game);
  CHECK(d.game->start_fen() == arranged);
  CHECK(d.game->history() == g.history());
  const notation::ImportedGame back = notation::import_game(notation::export_pgn(g, notation::Notation::Iccs));
  INFO(back.error);
  REQUIRE(back.ok());
  CHECK(back.moves == g.history());
  CHECK(back.start_fen == arranged);
}

TEST_CASE("Review: when each face-down piece became known — a flip, a capture, nothing on a quiet ply", "[arrange][hanzi_dark][review]") {
  // 漢字將棋's 暗布 at a position in play: Red's 丫 on d2 faces Black's face-down 丫 (c3) and
  // 米 (e3); Red's face-down 木 lies on d0.
  Game g = testing::preset_game("hanzi_shogi_dark", "*s6/7/7/2*y1*m2/3Y3/7/*M2*T3 w - - 0 1");
  const auto play = [&](const char* iccs) {
    const std::optional<Move> m = parse_iccs(iccs, g.position().geometry());
    REQUIRE(m);
    REQUIRE(g.play(*m).ok());
  };
  play("^d0");  // Red turns its 木 over: known from ply 1
  play("^a6");  // Black turns its 小 over: known from ply 2
  play("d2c3");  // Red takes the face-down 丫: known (taken) at ply 3
  const std::vector<std::vector<Piece>> r = g.reveals_by_ply();
  REQUIRE(r.size() == 3);
  CHECK(r[0] == std::vector<Piece>{Piece(Color::Red, g.position().piece_on(sq(g, "d0")).kind())});
  CHECK(g.piece_glyph(r[0][0]) == "木");
  REQUIRE(r[1].size() == 1);
  CHECK(g.piece_glyph(r[1][0]) == "小");
  REQUIRE(r[2].size() == 1);
  CHECK(r[2][0].color() == Color::Black);
  CHECK(g.piece_glyph(r[2][0]) == "丫");
  // A game without hidden pieces has nothing to list, ply by ply.
  Game s = Game::standard();
  REQUIRE(s.play(s.legal_moves().front()).ok());
  CHECK(s.reveals_by_ply() == std::vector<std::vector<Piece>>{{}});
}
