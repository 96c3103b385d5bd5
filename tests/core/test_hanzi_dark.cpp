// 漢字將棋's face-down start (seed 003, preset `hanzi_shogi_dark`, module arranged_start;
// docs/variants.md §24 "The face-down start"). Seed 003:
// 「汉字将棋暗布开局: 开局双方按如图《汉字将棋》所示方位,任意暗布自己不同兵种的具体位置,双方暗布完后,
//  然后轮流翻棋为正面或走棋,翻棋后不能再变动布局,暗布的棋不能移动,但可以被对方吃掉,翻棋等同走棋.」
// Each phrase has its test, both where the rule applies and where it does not; the deal is
// a reproducible seeded arrangement of each side's own army; the views show each player its
// own arrangement only, and the computer's move depends on its view alone.
#include <algorithm>
#include <cctype>
#include <catch2/catch.hpp>
#include <set>
#include <string>
#include <vector>

#include "core/fen.h"
#include "core/game.h"
#include "core/hidden_view.h"
#include "core/notation/iccs.h"
#include "core/notation/movetext.h"
#include "core/search/search.h"
#include "core/share/link.h"
#include "preset_checks.h"

using namespace xq;

namespace {

Game dark(std::string_view fen = {}, std::uint64_t seed = 0) {
  RuleOptions o;
  o.deal_seed = seed;
  GameOrError made = Game::create("hanzi_shogi_dark", fen, o);
  INFO(fen << ": " << made.error);
  REQUIRE(made.game);
  return std::move(*made.game);
}

Square sq(const Game& g, const char* name) {
  const std::optional<Square> s = parse_iccs_square(name, g.position().geometry());
  REQUIRE(s);
  return *s;
}

std::vector<std::string> moves_of(const Game& g) {
  std::vector<std::string> out;
  for (Move m : g.legal_moves()) out.push_back(format_iccs(m, g.position().geometry()));
  std::sort(out.begin(), out.end());
  return out;
}

void play(Game& g, std::string_view text) {
  const notation::ParsedMove m = notation::parse_move(g.position(), text);
  INFO(g.fen() << " " << text << ": " << m.error);
  REQUIRE(m.ok());
  REQUIRE(g.play(m.move).ok());
}

std::string identities(const std::string& fen) { return testing::face_down_identities(fen); }
std::string sorted(std::string s) { return testing::sorted_chars(std::move(s)); }

// A position of the variant in play: Red's 丫 on d2 (face-up) faces Black's face-down
// pieces on c3 and e3 (its forward diagonals); Black's 米 lies face-down on e3, Red's on a0.
constexpr const char* kContact = "*s6/7/7/2*y1*m2/3Y3/7/*M2*T3 w - - 0 1";

}  // namespace

TEST_CASE("漢字將棋暗布: 「按如图所示方位,任意暗布自己不同兵种的具体位置」: each side's own ten, in a dealt order",
          "[hanzi][hanzi_dark][deal]") {
  const Game a = dark(), b = dark();
  CHECK(a.start_fen() == b.start_fen());  // the preset's seed: the same deal every time
  CHECK(a.start_fen().find("deal") == std::string::npos);
  const std::string ids = identities(a.start_fen());
  REQUIRE(ids.size() == 20);
  // Black's ten (ranks 6 and 5, board order), then Red's ten: each side's army exactly.
  CHECK(sorted(ids.substr(0, 10)) == sorted("mysyytidfw"));
  CHECK(sorted(ids.substr(10)) == sorted("MYSYYTIDFW"));
  // Every point of the figure's setup holds a face-down piece: the ten start points a side.
  CHECK(a.start_fen().rfind("*", 0) == 0);
  std::set<std::string> deals;
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    const Game g = dark({}, seed);
    const std::string d = identities(g.start_fen());
    REQUIRE(d.size() == 20);
    CHECK(sorted(d.substr(0, 10)) == sorted("mysyytidfw"));
    CHECK(sorted(d.substr(10)) == sorted("MYSYYTIDFW"));
    CHECK(g.start_fen() == dark({}, seed).start_fen());  // reproducible from its seed
    deals.insert(d);
  }
  CHECK(deals.size() == 30);
  // 「自己…的具体位置」: the owner knows its own arrangement, the other side does not.
  const std::string red = a.view_fen(Viewer::Red), black = a.view_fen(Viewer::Black);
  CHECK(identities(red) == "xxxxxxxxxx" + ids.substr(10));
  CHECK(identities(black) == ids.substr(0, 10) + "XXXXXXXXXX");
  CHECK(identities(a.view_fen(Viewer::Spectator)) == "xxxxxxxxxxXXXXXXXXXX");
  CHECK(a.has_secrets());
}

TEST_CASE("漢字將棋暗布: perft 1-3 from the start (deal:2026)", "[hanzi][hanzi_dark][perft]") {
  const Game g = dark();
  // Ply 1: Red's ten flips (「然后轮流翻棋为正面或走棋」: nothing can move yet); ply 2: Black's
  // ten after each; ply 3: Red's nine other flips and the moves of the piece it turned.
  CHECK(g.perft(1) == 10);
  CHECK(g.perft(2) == 100);
  CHECK(g.perft(3) == 1060);
}

TEST_CASE("漢字將棋暗布: 「暗布的棋不能移动」, 「翻棋等同走棋」, 「翻棋后不能再变动布局」", "[hanzi][hanzi_dark]") {
  Game g = dark(kContact);
  const std::vector<std::string> moves = moves_of(g);
  // Red's face-down 木 on d0 does not move: its only move is its flip.
  for (const std::string& m : moves) CHECK(m.rfind("d0", 0) != 0);
  CHECK(std::count(moves.begin(), moves.end(), "^d0") == 1);
  // The flip is a move: Black is to move after it, and the piece is face-up where it lay.
  play(g, "^d0");
  CHECK(g.position().side_to_move() == Color::Black);
  CHECK(!g.position().face_down(sq(g, "d0")));
  CHECK(g.position().piece_on(sq(g, "d0")) == Piece(Color::Red, g.position().piece_on(sq(g, "d0")).kind()));
  CHECK(g.view_fen(Viewer::Black).find("*X2T3") != std::string::npos);  // shown to everyone: 木
  // Face-up now, it moves by its strokes (木: W bF), and there is no flip left for it.
  play(g, "^a6");
  const std::vector<std::string> after = moves_of(g);
  CHECK(std::count(after.begin(), after.end(), "d0d1") == 1);
  CHECK(std::count(after.begin(), after.end(), "^d0") == 0);
}

TEST_CASE("漢字將棋暗布: 「但可以被对方吃掉」, and the taken piece is shown", "[hanzi][hanzi_dark]") {
  Game g = dark(kContact);
  // Red's 丫 (fF bW) takes the face-down 丫 on c3: a capture like any other.
  play(g, "d2c3");
  CHECK(g.position().piece_on(sq(g, "c3")).color() == Color::Red);
  CHECK(!g.result().over());
  // What was taken is public: the FEN item counts it for everyone (Black lost a 丫).
  CHECK(g.fen().find("{arranged=y}") != std::string::npos);
  CHECK(g.view_fen(Viewer::Red).find("{arranged=y}") != std::string::npos);
  CHECK(g.view_fen(Viewer::Spectator).find("{arranged=y}") != std::string::npos);
  // A FEN names what was taken, and refuses more than the army has.
  const GameOrError too_many = Game::create("hanzi_shogi_dark", std::string(kContact) + " {arranged=Y.Y.Y.Y}", {});
  CHECK(!too_many.game);
  CHECK(too_many.error.find("more taken than the army has") != std::string::npos);
  const GameOrError bad = Game::create("hanzi_shogi_dark", std::string(kContact) + " {arranged=deal:x}", {});
  CHECK(bad.error.find("deal:N takes a seed number") != std::string::npos);
}

TEST_CASE("漢字將棋暗布: 「吃掉敌方米字为胜」 — a face-down 米 taken wins; no check before", "[hanzi][hanzi_dark]") {
  Game g = dark(kContact);
  // No royal: Red may leave anything where it could be taken, and nobody is in check.
  CHECK(!g.position().in_check());
  // Taking the face-down piece on e3, the 米, ends the game: Red wins (吃盡 the type).
  play(g, "d2e3");
  const GameResult r = g.result();
  CHECK(r.outcome == Outcome::RedWins);
  CHECK(r.reason == ResultReason::TypeExtinct);
  // A viewer who does not know where the 米 lay sees the same end (the arbiter's result).
  const GameOrError view = g.view_game(Viewer::Black);
  REQUIRE(view.game);
  // While a face-down piece of Black may still be the 米, the type is not gone (a view).
  Game h = dark(kContact);
  const GameOrError red_view = h.view_game(Viewer::Red);
  REQUIRE(red_view.game);
  CHECK(!red_view.game->result().over());
}

TEST_CASE("漢字將棋暗布: the computer does not peek — its input and move depend on its view only",
          "[hanzi][hanzi_dark][search]") {
  // Two games alike but for Black's arrangement: b starts from a's start with two of
  // Black's face-down pieces of different types swapped (the 米 among them, if it can be).
  Game a = dark({}, 11);
  std::string start = a.start_fen();
  std::vector<std::size_t> at;  // the letters after '*' of Black's pieces (lower case)
  for (std::size_t i = 0; i + 1 < start.size() && start[i] != ' '; ++i)
    if (start[i] == '*' && std::islower(static_cast<unsigned char>(start[i + 1]))) at.push_back(i + 1);
  REQUIRE(at.size() == 10);
  std::size_t i0 = at[0], i1 = at[1];
  for (std::size_t k = 0; k < at.size(); ++k)
    if (start[at[k]] == 'm') i0 = at[k];
  for (std::size_t k = 0; k < at.size(); ++k)
    if (start[at[k]] != start[i0]) i1 = at[k];
  std::swap(start[i0], start[i1]);
  Game b = dark(start);
  REQUIRE(a.fen() != b.fen());
  REQUIRE(a.view_fen(Viewer::Red) == b.view_fen(Viewer::Red));
  for (Game* g : {&a, &b}) {
    play(*g, "^d0");
    play(*g, "^d6");
  }
  const GameOrError va = a.view_game(Viewer::Red), vb = b.view_game(Viewer::Red);
  REQUIRE(va.game);
  REQUIRE(vb.game);
  CHECK(va.game->fen() == vb.game->fen());
  Searcher sa(1), sb(1);
  SearchLimits limits;
  limits.depth = 3;
  const SearchResult ra = sa.search(*va.game, limits), rb = sb.search(*vb.game, limits);
  CHECK(ra.best == rb.best);
  CHECK(ra.nodes == rb.nodes);
  CHECK(a.check_move(ra.best).ok());
  // The engine's draw of Black's unknown pieces is Black's army less what it has shown:
  // with what is face-up, the same ten kinds the arbiter's position holds (in other places).
  const Position drawn = sample_hidden_identities(va.game->position());
  const auto black_kinds = [](const Position& p) {
    std::vector<int> out;
    for (int s = 0; s < p.geometry().size; ++s) {
      const Square q = static_cast<Square>(s);
      const Piece x = p.face_down(q) ? p.identity(q) : p.piece_on(q);
      if (!x.empty() && x.color() == Color::Black) out.push_back(static_cast<int>(x.kind()));
    }
    std::sort(out.begin(), out.end());
    return out;
  };
  CHECK(black_kinds(drawn).size() == 10);
  CHECK(black_kinds(drawn) == black_kinds(a.position()));
  for (int s = 0; s < drawn.geometry().size; ++s)
    if (drawn.face_down(static_cast<Square>(s))) CHECK(drawn.identity_known(static_cast<Square>(s)));
}

TEST_CASE("漢字將棋暗布: a flipped piece is shown to everyone; the rest stay each owner's", "[hanzi][hanzi_dark]") {
  Game g = dark({}, 5);
  play(g, "^d0");
  play(g, "^c6");
  const std::string all = identities(g.fen());
  REQUIRE(all.size() == 18);
  // Red's view: Black's nine still face-down are placeholders, Red's nine are Red's own.
  const std::string red = identities(g.view_fen(Viewer::Red));
  CHECK(red == std::string(9, 'x') + all.substr(9));
  const std::string black = identities(g.view_fen(Viewer::Black));
  CHECK(black == all.substr(0, 9) + std::string(9, 'X'));
  // The two turned pieces stand face-up in every view.
  for (Viewer v : {Viewer::Red, Viewer::Black, Viewer::Spectator}) {
    const GameOrError view = g.view_game(v);
    REQUIRE(view.game);
    CHECK(!view.game->position().face_down(sq(g, "d0")));
    CHECK(!view.game->position().face_down(sq(g, "c6")));
  }
}

TEST_CASE("漢字將棋暗布: every move reads back in every notation; the link and the PGN keep the game", "[hanzi][hanzi_dark][notation]") {
  // The arbiter's records (a finished game's): flips (翻), steps and captures of face-down
  // pieces, from the dealt start.
  testing::check_records_round_trip("hanzi_shogi_dark", 2404, 60);
}
