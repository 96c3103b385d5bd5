// 漢字將棋 (seed 003 §4.8, preset `hanzi_shogi`, a reconstruction). Seed 003:
// 「棋盘：七乘七线格。棋子：双方各十枚，均有方向性，以实有汉字为名称，汉字棋中心向外的笔画为走吃规则。
// 汉字共八种分别为：大、小、氺、火、米、木、丫。开局如图《汉字将棋》，所示吃掉敌方米字为胜。」
// Each phrase has its test, and so does each choice docs/variants.md §24 makes for what the
// lost figure leaves open (the 8th character 乂, the one-point step, the counts, the setup,
// the 米 as the royal piece). Perft 1-3 is checked against an independent coordinate
// counter written here from the direction table; moves read back in every notation; links
// and PGN carry the variant.
#include <array>
#include <catch2/catch.hpp>
#include <cctype>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "core/fen.h"
#include "core/game.h"
#include "core/movegen.h"
#include "core/notation/iccs.h"
#include "core/notation/import.h"
#include "core/notation/movetext.h"
#include "core/share/link.h"

using namespace xq;
using xq::notation::Notation;

namespace {

constexpr const char* kStart = "swfmdit/1y1y1y1/7/7/7/1Y1Y1Y1/TIDMFWS w - - 0 1";
// A middle game with contact: pieces of both sides in the middle ranks, both 米 out.
constexpr const char* kMiddle = "t1f1d1i/1y2wy1/2sm3/3Y1F1/1D1M1y1/1Y3S1/I1W3T w - - 0 1";

Game hanzi(std::string_view fen = {}) {
  GameOrError made = Game::create("hanzi_shogi", fen, RuleOptions{});
  INFO(made.error);
  REQUIRE(made.game);
  return std::move(*made.game);
}

std::set<std::string> targets(const Game& g, const char* from) {
  std::set<std::string> out;
  const std::string f(from);
  for (Move m : g.legal_moves()) {
    const std::string t = format_iccs(m, g.position().geometry());
    if (t.rfind(f, 0) == 0) out.insert(t.substr(f.size()));
  }
  return out;
}

Game after(const Game& g, const char* iccs) {
  Game next = g;
  const notation::ParsedMove m = notation::parse_move(g.position(), iccs);
  INFO(iccs << ": " << m.error);
  REQUIRE(m.ok());
  REQUIRE(next.play(m.move).ok());
  return next;
}

// The direction table of docs/variants.md §24, for Red (dr = +1 is towards Black), one
// point along each stroke that leaves the character's centre.
using Dirs = std::vector<std::pair<int, int>>;
const std::map<char, Dirs>& stroke_dirs() {
  static const std::map<char, Dirs> table = {
      {'m', {{0, 1}, {0, -1}, {-1, 0}, {1, 0}, {-1, 1}, {1, 1}, {-1, -1}, {1, -1}}},  // 米
      {'t', {{0, 1}, {0, -1}, {-1, 0}, {1, 0}, {-1, -1}, {1, -1}}},                   // 木
      {'w', {{0, 1}, {0, -1}, {-1, 1}, {1, 1}, {-1, -1}, {1, -1}}},                   // 氺
      {'f', {{0, 1}, {-1, 1}, {1, 1}, {-1, -1}, {1, -1}}},                            // 火
      {'d', {{0, 1}, {-1, 0}, {1, 0}, {-1, -1}, {1, -1}}},                            // 大
      {'s', {{0, 1}, {0, -1}, {-1, -1}, {1, -1}}},                                    // 小
      {'y', {{-1, 1}, {1, 1}, {0, -1}}},                                              // 丫
      {'i', {{-1, 1}, {1, 1}, {-1, -1}, {1, -1}}},                                    // 乂 (ours)
  };
  return table;
}

std::string point_name(int f, int r) {
  return std::string(1, static_cast<char>('a' + f)) + std::to_string(r);
}

// The expected targets of the piece on `from` of an otherwise empty board but for the two
// 米 far away, read from the table (Black's directions turned half a turn).
std::set<std::string> table_targets(char letter, bool black, int f, int r) {
  std::set<std::string> out;
  for (auto [df, dr] : stroke_dirs().at(letter)) {
    const int tf = f + (black ? -df : df), tr = r + (black ? -dr : dr);
    if (tf >= 0 && tf < 7 && tr >= 0 && tr < 7) out.insert(point_name(tf, tr));
  }
  return out;
}

// An independent counter: a 7x7 array, the table above, the 米 may not be left where an
// enemy piece could take it. No engine table is read.
struct NaiveHanzi {
  char b[7][7] = {};  // [rank][file], FEN letters, 0 = empty
  bool red = true;

  explicit NaiveHanzi(const std::string& fen) {
    int r = 6, f = 0;
    size_t i = 0;
    for (; i < fen.size() && fen[i] != ' '; ++i) {
      const char ch = fen[i];
      if (ch == '/')
        --r, f = 0;
      else if (std::isdigit(static_cast<unsigned char>(ch)))
        f += ch - '0';
      else
        b[r][f++] = ch;
    }
    red = fen.at(i + 1) == 'w';
  }
  static bool is_red(char ch) { return std::isupper(static_cast<unsigned char>(ch)) != 0; }
  template <class F>
  void each_target(int f, int r, F&& visit) const {
    const char ch = b[r][f];
    const bool black = !is_red(ch);
    for (auto [df, dr] : stroke_dirs().at(static_cast<char>(std::tolower(static_cast<unsigned char>(ch))))) {
      const int tf = f + (black ? -df : df), tr = r + (black ? -dr : dr);
      if (tf < 0 || tf >= 7 || tr < 0 || tr >= 7) continue;
      if (b[tr][tf] && is_red(b[tr][tf]) == is_red(ch)) continue;
      visit(tf, tr);
    }
  }
  bool rice_attacked(bool side_red) const {
    int mf = -1, mr = -1;
    for (int r = 0; r < 7; ++r)
      for (int f = 0; f < 7; ++f)
        if (b[r][f] == (side_red ? 'M' : 'm')) mf = f, mr = r;
    if (mf < 0) return true;
    bool hit = false;
    for (int r = 0; r < 7; ++r)
      for (int f = 0; f < 7; ++f)
        if (b[r][f] && is_red(b[r][f]) != side_red)
          each_target(f, r, [&](int tf, int tr) { hit = hit || (tf == mf && tr == mr); });
    return hit;
  }
  std::uint64_t perft(int depth) {
    std::uint64_t n = 0;
    for (int r = 0; r < 7; ++r)
      for (int f = 0; f < 7; ++f) {
        if (!b[r][f] || is_red(b[r][f]) != red) continue;
        std::vector<std::pair<int, int>> to;
        each_target(f, r, [&](int tf, int tr) { to.push_back({tf, tr}); });
        for (auto [tf, tr] : to) {
          const char moved = b[r][f], taken = b[tr][tf];
          b[tr][tf] = moved, b[r][f] = 0;
          if (!rice_attacked(red)) {
            if (depth == 1) {
              ++n;
            } else {
              red = !red;
              n += perft(depth - 1);
              red = !red;
            }
          }
          b[r][f] = moved, b[tr][tf] = taken;
        }
      }
    return n;
  }
};

}  // namespace

TEST_CASE("漢字將棋: 「棋盘：七乘七线格」, 「双方各十枚」: a 7x7 grid of lines, 10 pieces a side",
          "[hanzi]") {
  const Game g = hanzi();
  CHECK(g.fen() == kStart);
  CHECK(g.position().geometry().width == 7);
  CHECK(g.position().geometry().height == 7);
  CHECK(g.board().river == 0);  // no river
  int per_side[2] = {};
  std::map<std::string, int> count[2];
  for (int r = 0; r < 7; ++r)
    for (int f = 0; f < 7; ++f)
      if (const Piece p = g.piece_at(f, r); !p.empty()) {
        ++per_side[index_of(p.color())];
        ++count[index_of(p.color())][g.piece_glyph(p)];
      }
  CHECK(per_side[0] == 10);
  CHECK(per_side[1] == 10);
  // 「汉字共八种」: the seven named and our 乂; 米 1, 丫 3, the others one each.
  const std::map<std::string, int> expected = {{"米", 1}, {"丫", 3}, {"乂", 1}, {"氺", 1},
                                               {"大", 1}, {"火", 1}, {"小", 1}, {"木", 1}};
  CHECK(count[0] == expected);
  CHECK(count[1] == expected);
  // Black's setup is Red's turned half a turn.
  for (int r = 0; r < 7; ++r)
    for (int f = 0; f < 7; ++f) {
      const Piece p = g.piece_at(f, r), q = g.piece_at(6 - f, 6 - r);
      CHECK(p.empty() == q.empty());
      if (!p.empty()) CHECK((p.kind() == q.kind() && p.color() != q.color()));
    }
  // No palace: the board description draws no palace line.
  CHECK(g.position().geometry().palace_segment_count == 0);
  const VariantInfo v = g.variant_info();
  // Labelled a reconstruction in its names too (the New Game list, the variant line).
  CHECK(v.name_hant == "漢字將棋（重建）");
  CHECK(v.name_hans == "汉字将棋（重建）");
  CHECK(v.name_en == "Hanzi Shogi (reconstruction)");
  CHECK(v.seed == "003");
  // Labelled a reconstruction in every language of its rules card.
  CHECK(v.card.en.find("reconstruction") != std::string::npos);
  CHECK(v.card.hant.find("重建") != std::string::npos);
  CHECK(v.card.hans.find("重建") != std::string::npos);
}

TEST_CASE("漢字將棋: 「汉字棋中心向外的笔画为走吃规则」: each character's strokes, both colours", "[hanzi]") {
  // Each character alone in the middle (c3) with the two 米 in far corners (a0, g6 for a
  // Red piece; the Black piece is tested on e3): its targets are the table's, one point along
  // every stroke. The 米 themselves are tested on their own squares.
  for (const auto& [letter, dirs] : stroke_dirs()) {
    if (letter == 'm') continue;
    const char red = static_cast<char>(std::toupper(static_cast<unsigned char>(letter)));
    for (bool black : {false, true}) {
      std::string rows[7] = {"7", "7", "7", "7", "7", "7", "7"};
      // rank 6: Black 米 on g6; rank 0: Red 米 on a0; rank 3: the piece on c3 (Red) or e3 (Black).
      rows[0] = "6m";
      rows[6] = "M6";
      rows[3] = black ? std::string("4") + letter + "2" : std::string("2") + red + "4";
      const std::string fen = rows[0] + "/" + rows[1] + "/" + rows[2] + "/" + rows[3] + "/" + rows[4] + "/" +
                              rows[5] + "/" + rows[6] + (black ? " b - - 0 1" : " w - - 0 1");
      const Game g = hanzi(fen);
      const char* from = black ? "e3" : "c3";
      INFO(fen << " " << letter << (black ? " black" : " red"));
      CHECK(g.piece_glyph(g.piece_at(black ? 4 : 2, 3)).size() == 3);  // one CJK character
      CHECK(targets(g, from) == table_targets(letter, black, black ? 4 : 2, 3));
      CHECK(targets(g, from).size() == dirs.size());
    }
  }
  // Spot checks by name, so the table itself is tested against the glyphs (Red).
  const Game g = hanzi("6m/7/7/2D4/7/7/M6 w - - 0 1");  // 大: up, left, right, down-left, down-right
  CHECK(targets(g, "c3") == std::set<std::string>{"c4", "b3", "d3", "b2", "d2"});
  const Game y = hanzi("6m/7/7/2Y4/7/7/M6 w - - 0 1");  // 丫: up-left, up-right, down
  CHECK(targets(y, "c3") == std::set<std::string>{"b4", "d4", "c2"});
  const Game yb = hanzi("6m/7/7/4y2/7/7/M6 b - - 0 1");  // a Black 丫 forks towards Red
  CHECK(targets(yb, "e3") == std::set<std::string>{"d2", "f2", "e4"});
  // 米: all eight.
  const Game m = hanzi("7/7/7/3M3/7/7/6m w - - 0 1");
  CHECK(targets(m, "d3").size() == 8);
}

TEST_CASE("漢字將棋: one point per move, captures along the same strokes, never over a piece", "[hanzi]") {
  // A Red 木 on d3: it takes the Black 丫 on d4, its own 火 on e3 blocks that step, and
  // nothing reaches two points (d5 is empty but out of reach).
  const Game g = hanzi("6m/7/3y3/3TF2/7/7/M6 w - - 0 1");
  CHECK(targets(g, "d3") == std::set<std::string>{"d4", "d2", "c3", "c2", "e2"});
  const Game next = after(g, "d3d4");
  CHECK(next.piece_glyph(next.piece_at(3, 4)) == "木");
  CHECK(next.piece_at(3, 4).color() == Color::Red);
  // At the start nobody is in contact: only the back-rank pieces' and 丫's single steps.
  const Game s = hanzi();
  CHECK(targets(s, "b1") == std::set<std::string>{"a2", "c2"});  // 丫: b0 below is its own 氺
  CHECK(targets(s, "d0") == std::set<std::string>{"c1", "e1"});  // 米: d1 is its own 丫
}

TEST_CASE("漢字將棋: 「吃掉敌方米字为胜」: the 米 may not be left to be taken; a trapped 米 loses",
          "[hanzi]") {
  // A 米 never steps where it could be taken: Black's 丫 on e5 forks down to d4 and f4, so
  // Red's 米 on d3 may not go there (it may go to e4, which nothing covers).
  const Game g = hanzi("3m3/4y2/7/3M3/7/7/7 w - - 0 1");
  const std::set<std::string> m = targets(g, "d3");
  CHECK(m.count("d4") == 0);
  CHECK(m.count("f4") == 0);
  CHECK(m.count("e4") == 1);
  CHECK(m == std::set<std::string>{"c2", "d2", "e2", "c3", "e3", "c4", "e4"});
}

TEST_CASE("漢字將棋: the 米 taken next move whatever Black does: Red wins (將死)", "[hanzi]") {
  // Black's 米 in the corner a6, Red's 木 on b5 and 大 on a4. 大 a4-a5 attacks a6 (up);
  // the 米 cannot take a5 (the 木 guards it by its left stroke), nor b5 (the 大 guards it by
  // its right stroke), nor go to b6 (the 木's up stroke): it would be taken next move.
  const Game g = hanzi("m6/1T5/D6/7/7/7/3M3 w - - 0 1");
  CHECK(!g.result().over());
  const Game mated = after(g, "a4a5");
  CHECK(mated.position().in_check());
  CHECK(mated.legal_moves().empty());
  CHECK(mated.result().over());
  CHECK(mated.result().outcome == Outcome::RedWins);
  CHECK(mated.result().reason == ResultReason::Checkmate);
  // The same for Black, turned half a turn: Red's 米 on g0.
  const Game b = hanzi("3m3/7/7/7/6d/5t1/6M b - - 0 1");
  const Game bm = after(b, "g2g1");
  CHECK(bm.position().in_check());
  CHECK(bm.result().outcome == Outcome::BlackWins);
}

TEST_CASE("漢字將棋: a side with no move while its 米 is safe loses (困斃)", "[hanzi]") {
  // Black's 米 on a6, not attacked, but a5 (Red 木 a4's up stroke), b5 (Red 小 b4's up
  // stroke) and b6 (Red 大 c6's left stroke, after c5-c6) are covered: no move, Black loses.
  const Game g = hanzi("m6/2D4/TS5/7/7/7/3M3 w - - 0 1");
  const Game s = after(g, "c5c6");
  CHECK(!s.position().in_check());
  CHECK(s.legal_moves().empty());
  CHECK(s.result().outcome == Outcome::RedWins);
  CHECK(s.result().reason == ResultReason::Stalemate);
}

TEST_CASE("漢字將棋: perft 1-3 matches the independent counter", "[hanzi][perft]") {
  struct Row {
    const char* fen;
    std::uint64_t nodes[3];
  };
  // Recorded in docs/variants.md §2 and §24 and tools/xq_engine_check.sh.
  const Row rows[] = {{kStart, {16, 256, 4384}}, {kMiddle, {26, 599, 14892}}};
  for (const Row& row : rows) {
    const Game g = hanzi(row.fen);
    for (int depth = 1; depth <= 3; ++depth) {
      INFO(row.fen << " depth " << depth);
      NaiveHanzi naive(row.fen);
      const std::uint64_t engine = g.perft(depth);
      CHECK(engine == naive.perft(depth));
      CHECK(engine == row.nodes[depth - 1]);
    }
  }
}

TEST_CASE("漢字將棋: every move reads back in ICCS, WXF and Chinese", "[hanzi][notation]") {
  std::mt19937 rng(2026);
  for (int game = 0; game < 8; ++game) {
    Game g = hanzi(game == 1 ? std::string_view(kMiddle) : std::string_view{});
    const int plies = game < 2 ? 0 : 6 + static_cast<int>(rng() % 40);
    for (int i = 0; i < plies && !g.result().over(); ++i) {
      const std::vector<Move> legal = g.legal_moves();
      REQUIRE(g.play(legal[rng() % legal.size()]).ok());
    }
    if (g.result().over()) continue;
    const Position& pos = g.position();
    for (Move m : g.legal_moves())
      for (Notation n : {Notation::Iccs, Notation::Wxf, Notation::Chinese, Notation::ChineseSimplified}) {
        const std::string text = notation::format_move(pos, m, n);
        const std::string iccs = format_iccs(m, pos.geometry());
        INFO(g.fen() << "  " << iccs << " as " << text);
        CHECK(text.find('?') == std::string::npos);
        const notation::ParsedMove back = notation::parse_move(pos, text);
        INFO(back.error);
        CHECK(back.move == m);
      }
  }
}

TEST_CASE("漢字將棋: the moves in Chinese name the character (files counted 1-7)", "[hanzi][notation]") {
  const Game g = hanzi();
  const notation::ParsedMove m = notation::parse_move(g.position(), "d1c2");
  INFO(m.error);
  REQUIRE(m.ok());
  // 丫 d1-c2: from file 4 to file 5 (counted from Red's right), a diagonal step: 進 + file.
  CHECK(notation::format_move(g.position(), m.move, Notation::Chinese) == "丫四進五");
  CHECK(notation::format_move(g.position(), m.move, Notation::Wxf) == "Y4+5");
  const notation::ParsedMove rice = notation::parse_move(g.position(), "d0c1");
  REQUIRE(rice.ok());
  // The 米 is the variant's general, written by its own character and letter (米, M), so
  // its diagonal steps have a text too: 米 d0-c1 onto file 5.
  CHECK(notation::format_move(g.position(), rice.move, Notation::Chinese) == "米四進五");
  CHECK(notation::format_move(g.position(), rice.move, Notation::Wxf) == "M4+5");
  CHECK(notation::parse_move(g.position(), "米四進五").move == rice.move);
  CHECK(notation::parse_move(g.position(), "M4+5").move == rice.move);
  // Black's 乂 f6-e5: Black counts its files from its own right (f is its 6), full-width.
  const Game b = after(g, "d1c2");
  const notation::ParsedMove cross = notation::parse_move(b.position(), "f6e5");
  REQUIRE(cross.ok());
  CHECK(notation::format_move(b.position(), cross.move, Notation::Chinese) == "乂６進５");
  const Game mid = hanzi(kMiddle);
  const notation::ParsedMove back = notation::parse_move(mid.position(), "d2d1");
  REQUIRE(back.ok());
  CHECK(notation::format_move(mid.position(), back.move, Notation::Chinese) == "米四退一");
  CHECK(notation::format_move(mid.position(), back.move, Notation::Wxf) == "M4-1");
  // A record that names it as the general (帥, K) still reads.
  CHECK(notation::parse_move(mid.position(), "帥四退一").move == back.move);
  CHECK(notation::parse_move(mid.position(), "K4-1").move == back.move);
}

TEST_CASE("漢字將棋: share link and PGN [Variant] round-trip", "[hanzi][share]") {
  Game g = hanzi();
  std::mt19937 rng(7);
  for (int i = 0; i < 30 && !g.result().over(); ++i) {
    const std::vector<Move> legal = g.legal_moves();
    REQUIRE(g.play(legal[rng() % legal.size()]).ok());
  }
  const std::string link = share::encode_link(share::link_state_from_game(g));
  CHECK(link.find("v=hanzi_shogi") != std::string::npos);
  const share::LinkDecode d = share::decode_link(link);
  INFO(link << "  " << d.error);
  REQUIRE(d.ok());
  REQUIRE(d.game);
  CHECK(d.game->variant() == "hanzi_shogi");
  CHECK(d.game->fen() == g.fen());
  CHECK(d.game->history() == g.history());
  for (Notation n : {Notation::Chinese, Notation::Wxf, Notation::Iccs}) {
    const std::string pgn = notation::export_pgn(g, n);
    CHECK(pgn.find("[Variant \"hanzi_shogi\"]") != std::string::npos);
    const notation::ImportedGame back = notation::import_game(pgn);
    INFO(pgn << "\n" << back.error);
    REQUIRE(back.ok());
    CHECK(back.variant == "hanzi_shogi");
    CHECK(back.moves == g.history());
  }
}
