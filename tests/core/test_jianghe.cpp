// 江河象棋 (seed 000, preset `jianghe`). The seed, verbatim:
// 「江河象棋 如圖：基本規則同傳統象棋，不同的是：
//  1、棋盤增加了4乘9格的中間戰場。
//  2、過一條江（河）的兵（卒）在中間戰場還可退行走吃，但不能退回本土，過兩條江河的兵卒不能退。
//  3、在中場起步落足（兩個條件同時滿足，下同）的（車）還可以斜格走或吃，中場內不限距離。
//  4、在中場起步落足的(馬)可以走或吃"日"或"目"，蹩腿位置不變。
//  5、在中場起步落足的（炮）還可以斜格走或斜格隔一子打吃敵棋，中場內不限距離。
//  《江河象棋》的"中部"特殊規則：當某一方，所有所剩可以過河的棋，都處在中部戰場時，這一方每次可以
//  走一至兩枚棋，有時雙方可能同時符合此規則。」
// Each sentence has its test; perft 1-3 from the start and the double-move counts are
// checked against an independent coordinate-based generator written here from
// docs/variants.md §10 (no engine tables); moves read back in every notation; links and
// PGN carry the variant; the engine answers a double-move position legally.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "core/fen.h"
#include "core/game.h"
#include "core/gesture.h"
#include "core/notation/iccs.h"
#include "core/notation/import.h"
#include "core/notation/movetext.h"
#include "core/search/search.h"
#include "core/share/link.h"

using namespace xq;
using xq::notation::Notation;

namespace {

Game jianghe(std::string_view fen = {}) {
  GameOrError made = Game::create("jianghe", fen, RuleOptions{});
  INFO(fen << "  " << made.error);
  REQUIRE(made.game);
  return std::move(*made.game);
}

// A FEN of the 9x14 board from "e0K f13k …" (ICCS point + FEN letter), side `w`/`b`.
std::string fen_of(const std::vector<std::string>& pieces, char side = 'w') {
  char grid[14][9] = {};
  for (const std::string& p : pieces) {
    const int f = p[0] - 'a';
    const int r = std::stoi(p.substr(1, p.size() - 2));
    grid[r][f] = p.back();
  }
  std::string out;
  for (int r = 13; r >= 0; --r) {
    int empty = 0;
    for (int f = 0; f < 9; ++f) {
      if (!grid[r][f]) { ++empty; continue; }
      if (empty) out += std::to_string(empty), empty = 0;
      out += grid[r][f];
    }
    if (empty) out += std::to_string(empty);
    if (r) out += '/';
  }
  return out + " " + side + " - - 0 1";
}

std::set<std::string> targets(const Game& g, const std::string& from) {
  std::set<std::string> out;
  for (Move m : g.legal_moves()) {
    if (!m.is_normal()) continue;
    const std::string f = format_iccs_square(m.from(), g.position().geometry());
    if (f == from) out.insert(format_iccs_square(m.to(), g.position().geometry()));
  }
  return out;
}

int doubles(const Game& g) {
  const std::vector<Move> legal = g.legal_moves();
  return static_cast<int>(std::count_if(legal.begin(), legal.end(), [](Move m) { return m.is_double(); }));
}

Move iccs(const Game& g, const char* text) {
  const notation::ParsedMove m = notation::parse_move(g.position(), text);
  INFO(text << "  " << m.error);
  REQUIRE(m.ok());
  return m.move;
}

// ---- the independent generator (docs/variants.md §10, written from the rules) ----
struct Naive {
  char b[14][9] = {};
  bool red = true;
  static bool is_red(char p) { return p >= 'A' && p <= 'Z'; }
  static bool on(int f, int r) { return f >= 0 && f < 9 && r >= 0 && r < 14; }
  static bool middle(int r) { return r >= 5 && r <= 8; }
  static bool home(bool side, int r) { return side ? r <= 4 : r >= 9; }
  static bool palace(bool side, int f, int r) { return f >= 3 && f <= 5 && (side ? r <= 2 : r >= 11); }
  bool mine(int f, int r, bool side) const { return b[r][f] && is_red(b[r][f]) == side; }
  struct M { int f0, r0, f1, r1; };

  void moves(int f, int r, bool side, std::vector<M>& out) const {
    const char p = static_cast<char>(b[r][f] | 0x20);
    auto add = [&](int tf, int tr) { if (on(tf, tr) && !mine(tf, tr, side)) out.push_back({f, r, tf, tr}); };
    const int fwd = side ? 1 : -1;
    auto line = [&](int df, int dr, bool cannon, bool inside) {  // inside: the line ends where it leaves the middle
      auto ok = [&](int tf, int tr) { return on(tf, tr) && (!inside || middle(tr)); };
      int tf = f + df, tr = r + dr;
      while (ok(tf, tr) && !b[tr][tf]) out.push_back({f, r, tf, tr}), tf += df, tr += dr;
      if (!ok(tf, tr)) return;
      if (!cannon) return add(tf, tr);
      tf += df, tr += dr;
      while (ok(tf, tr) && !b[tr][tf]) tf += df, tr += dr;
      if (ok(tf, tr)) add(tf, tr);
    };
    switch (p) {
      case 'k':
        for (auto [df, dr] : {std::pair{0, 1}, {0, -1}, {1, 0}, {-1, 0}})
          if (palace(side, f + df, r + dr)) add(f + df, r + dr);
        break;
      case 'a':
        for (auto [df, dr] : {std::pair{1, 1}, {1, -1}, {-1, 1}, {-1, -1}})
          if (palace(side, f + df, r + dr)) add(f + df, r + dr);
        break;
      case 'b':
        for (auto [df, dr] : {std::pair{1, 1}, {1, -1}, {-1, 1}, {-1, -1}})
          if (on(f + 2 * df, r + 2 * dr) && home(side, r + 2 * dr) && !b[r + dr][f + df]) add(f + 2 * df, r + 2 * dr);
        break;
      case 'n':  // 日, and in the middle field 目, both blocked at the same leg
        for (auto [lf, lr] : {std::pair{0, 1}, {0, -1}, {1, 0}, {-1, 0}}) {
          if (!on(f + lf, r + lr) || b[r + lr][f + lf]) continue;
          for (int s = -1; s <= 1; s += 2) {
            add(f + 2 * lf + (lf ? 0 : s), r + 2 * lr + (lr ? 0 : s));
            const int tf = f + 3 * lf + (lf ? 0 : s), tr = r + 3 * lr + (lr ? 0 : s);
            if (middle(r) && on(tf, tr) && middle(tr)) add(tf, tr);
          }
        }
        break;
      case 'r':
      case 'c':
        for (auto [df, dr] : {std::pair{0, 1}, {0, -1}, {1, 0}, {-1, 0}}) line(df, dr, p == 'c', false);
        if (middle(r))
          for (auto [df, dr] : {std::pair{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}) line(df, dr, p == 'c', true);
        break;
      case 'p':
        add(f, r + fwd);
        if (!home(side, r)) add(f - 1, r), add(f + 1, r);
        if (middle(r) && middle(r - fwd)) add(f, r - fwd);
        break;
    }
  }
  bool attacked(bool side) const {
    int kf = -1, kr = -1, ef = -1, er = -1;
    for (int r = 0; r < 14; ++r)
      for (int f = 0; f < 9; ++f) {
        if (b[r][f] == (side ? 'K' : 'k')) kf = f, kr = r;
        if (b[r][f] == (side ? 'k' : 'K')) ef = f, er = r;
      }
    if (kf == ef) {
      bool clear = true;
      for (int r = std::min(kr, er) + 1; r < std::max(kr, er); ++r) clear = clear && !b[r][kf];
      if (clear) return true;
    }
    std::vector<M> theirs;
    for (int r = 0; r < 14; ++r)
      for (int f = 0; f < 9; ++f)
        if (b[r][f] && is_red(b[r][f]) != side) moves(f, r, !side, theirs);
    return std::any_of(theirs.begin(), theirs.end(), [&](const M& m) { return m.f1 == kf && m.r1 == kr; });
  }
  // Legal single moves of the side to move.
  std::vector<M> legal() {
    std::vector<M> pseudo, out;
    for (int r = 0; r < 14; ++r)
      for (int f = 0; f < 9; ++f)
        if (mine(f, r, red)) moves(f, r, red, pseudo);
    for (const M& m : pseudo) {
      const char cap = b[m.r1][m.f1];
      b[m.r1][m.f1] = b[m.r0][m.f0], b[m.r0][m.f0] = 0;
      if (!attacked(red)) out.push_back(m);
      b[m.r0][m.f0] = b[m.r1][m.f1], b[m.r1][m.f1] = cap;
    }
    return out;
  }
  // 「所有所剩可以過河的棋，都處在中部戰場」: every own 車馬炮兵 in the middle, at least one.
  bool may_double() const {
    int n = 0;
    for (int r = 0; r < 14; ++r)
      for (int f = 0; f < 9; ++f)
        if (mine(f, r, red) && std::string("rncp").find(static_cast<char>(b[r][f] | 0x20)) != std::string::npos) {
          if (!middle(r)) return false;
          ++n;
        }
    return n > 0;
  }
  // Single moves plus double moves: another piece's legal move after the first, never
  // taking the general.
  std::uint64_t count_moves() {
    std::vector<M> singles = legal();
    std::uint64_t n = singles.size();
    if (!may_double()) return n;
    for (const M& m : singles) {
      const char cap = b[m.r1][m.f1];
      b[m.r1][m.f1] = b[m.r0][m.f0], b[m.r0][m.f0] = 0;
      for (const M& s : legal())
        if ((s.f0 != m.f1 || s.r0 != m.r1) && (b[s.r1][s.f1] | 0x20) != 'k') ++n;
      b[m.r0][m.f0] = b[m.r1][m.f1], b[m.r1][m.f1] = cap;
    }
    return n;
  }
  // Perft with the double moves: each turn's moves are the singles and the pairs above.
  std::uint64_t perft_doubles(int depth) {
    if (depth == 1) return count_moves();
    const bool may = may_double();
    const std::vector<M> singles = legal();
    std::uint64_t n = 0;
    for (const M& m : singles) {
      const char cap = b[m.r1][m.f1];
      b[m.r1][m.f1] = b[m.r0][m.f0], b[m.r0][m.f0] = 0;
      red = !red;
      n += perft_doubles(depth - 1);
      red = !red;
      if (may)
        for (const M& s : legal()) {
          if ((s.f0 == m.f1 && s.r0 == m.r1) || (b[s.r1][s.f1] | 0x20) == 'k') continue;
          const char cap2 = b[s.r1][s.f1];
          b[s.r1][s.f1] = b[s.r0][s.f0], b[s.r0][s.f0] = 0;
          red = !red;
          n += perft_doubles(depth - 1);
          red = !red;
          b[s.r0][s.f0] = b[s.r1][s.f1], b[s.r1][s.f1] = cap2;
        }
      b[m.r0][m.f0] = b[m.r1][m.f1], b[m.r1][m.f1] = cap;
    }
    return n;
  }
  std::uint64_t perft(int depth) {  // single moves only: for positions where no side may double
    const std::vector<M> list = legal();
    REQUIRE(!may_double());
    if (depth == 1) return list.size();
    std::uint64_t n = 0;
    for (const M& m : list) {
      const char cap = b[m.r1][m.f1];
      b[m.r1][m.f1] = b[m.r0][m.f0], b[m.r0][m.f0] = 0;
      red = !red;
      n += perft(depth - 1);
      red = !red;
      b[m.r0][m.f0] = b[m.r1][m.f1], b[m.r1][m.f1] = cap;
    }
    return n;
  }
  void load(const Position& pos) {
    const Geometry& g = pos.geometry();
    for (int s = 0; s < g.size; ++s)
      if (!pos.piece_on(static_cast<Square>(s)).empty())
        b[g.rank_of[s]][g.file_of[s]] = piece_to_char(pos.piece_on(static_cast<Square>(s)));
    red = pos.side_to_move() == Color::Red;
  }
};

const std::string kStart = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/9/9/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

}  // namespace

TEST_CASE("江河象棋: 「棋盤增加了4乘9格的中間戰場」: 9x14, two rivers, a 4x9 middle field", "[jianghe]") {
  const Game g = jianghe();
  CHECK(g.fen() == kStart);
  const BoardDescription& b = g.board();
  CHECK(b.files == 9);
  CHECK(b.ranks == 14);
  CHECK(b.river == 5);   // between ranks 4 and 5
  CHECK(b.river2 == 9);  // between ranks 8 and 9
  CHECK(b.rank_numbers.back() == "13");
  // No vertical line crosses either river except on the two edge files.
  for (const BoardSegment& l : b.lines)
    if (l.a.file == l.b.file && (std::min(l.a.rank, l.b.rank) == 4 || std::min(l.a.rank, l.b.rank) == 8)) {
      INFO(l.a.file);
      CHECK((l.a.file == 0 || l.a.file == 8));
    }
  // The middle field is 36 points, in neither side's home.
  const Geometry& geo = g.position().geometry();
  int middle = 0;
  for (int s = 0; s < geo.size; ++s) middle += !geo.own_half[0][s] && !geo.own_half[1][s];
  CHECK(middle == 36);
}

TEST_CASE("江河象棋: perft 1-3 from the start, checked by an independent count", "[jianghe][perft]") {
  const Game g = jianghe();
  // Depth 1 by hand (docs/variants.md §10): chariots 2+2, horses 2+2, elephants 2+2,
  // advisors 1+1, general 1, cannons 16+16 (b3…b10, b13 over b11, b1, a2, c2…g2), soldiers 5.
  CHECK(g.perft(1) == 52);
  CHECK(g.perft(2) == 2636);
  CHECK(g.perft(3) == 130572);
  Naive n;
  n.load(g.position());
  CHECK(n.perft(1) == 52);
  CHECK(n.perft(2) == 2636);
  CHECK(n.perft(3) == 130572);
}

TEST_CASE("江河象棋: 「在中場起步落足…的（車）還可以斜格走或吃，中場內不限距離」", "[jianghe]") {
  // R e6 (middle): diagonals inside the field only (d5 but not c4, c8 but not b9); a black
  // piece on g8 is taken diagonally. From e4 (home) the chariot has no diagonal.
  const Game g = jianghe(fen_of({"d0K", "f13k", "e6R", "g8n"}));
  const std::set<std::string> t = targets(g, "e6");
  for (const char* in : {"d5", "f5", "d7", "c8", "f7", "g8", "a6", "i6", "e13"}) CHECK(t.count(in) == 1);
  for (const char* out : {"c4", "g4", "b9", "h9"}) CHECK(t.count(out) == 0);
  const Game home = jianghe(fen_of({"d0K", "f13k", "e4R"}));
  const std::set<std::string> th = targets(home, "e4");
  CHECK(th.count("d5") == 0);
  CHECK(th.count("f5") == 0);
  CHECK(th.count("f3") == 0);
}

TEST_CASE("江河象棋: 「在中場起步落足的(馬)可以走或吃\"日\"或\"目\"，蹩腿位置不變」", "[jianghe]") {
  // N e5: 日 d7 f7 c6 g6 d3? no, d3/f3 are 日 too (start in the field, 日 anywhere), and the
  // 目 d8 f8 b6 h6 (landing in the field); d2/f2 (目 home-wards) leave the field.
  const Game g = jianghe(fen_of({"d0K", "f13k", "e5N"}));
  CHECK(targets(g, "e5") == std::set<std::string>{"c4", "c6", "d3", "d7", "f3", "f7", "g4", "g6",  // 日
                                                  "b6", "d8", "f8", "h6"});                          // 目
  // A piece on e6 blocks d7 f7 and the 目 d8 f8 alike: the leg is the same.
  const Game legged = jianghe(fen_of({"d0K", "f13k", "e5N", "e6P"}));
  const std::set<std::string> t = targets(legged, "e5");
  for (const char* gone : {"d7", "f7", "d8", "f8"}) CHECK(t.count(gone) == 0);
  CHECK(t.count("b6") == 1);
  // From e4 (home) no 目: e4-d7 would land in the field but starts outside it.
  const Game home = jianghe(fen_of({"d0K", "f13k", "e4N"}));
  CHECK(targets(home, "e4").count("d7") == 0);
  CHECK(targets(home, "e4").count("d6") == 1);
}

TEST_CASE("江河象棋: 「在中場起步落足的（炮）還可以斜格走或斜格隔一子打吃敵棋」", "[jianghe]") {
  // C e6: quiet diagonals d5 f5 d7 c8; over the screen f7 it takes g8; not h9 (past the
  // field), and no diagonal quiet move onto or past the screen.
  const Game g = jianghe(fen_of({"d0K", "f13k", "e6C", "f7P", "g8n", "c8r"}));
  const std::set<std::string> t = targets(g, "e6");
  CHECK(t.count("d5") == 1);
  CHECK(t.count("f5") == 1);
  CHECK(t.count("d7") == 1);
  CHECK(t.count("c8") == 0);  // no screen between: a cannon never takes without one
  CHECK(t.count("g8") == 1);  // over f7
  const Game far = jianghe(fen_of({"d0K", "f13k", "e6C", "f7P", "g8P", "h9n"}));
  CHECK(targets(far, "e6").count("h9") == 0);
}

TEST_CASE("江河象棋: 「過一條江（河）的兵（卒）在中間戰場還可退行走吃，但不能退回本土，過兩條江河的兵卒不能退」", "[jianghe]") {
  const Game g = jianghe(fen_of({"d0K", "f13k", "e6P", "c5P", "g9P", "a3P"}));
  CHECK(targets(g, "e6") == std::set<std::string>{"e7", "d6", "f6", "e5"});  // back inside the field
  CHECK(targets(g, "c5") == std::set<std::string>{"c6", "b5", "d5"});        // not back home to c4
  CHECK(targets(g, "g9") == std::set<std::string>{"g10", "f9", "h9"});       // past both rivers: no step back
  CHECK(targets(g, "a3") == std::set<std::string>{"a4"});                    // at home: forward only
  // Black's soldier the same way, mirrored: e7 in the field steps back to e8, not e9 from e8.
  const Game b = jianghe(fen_of({"d0K", "f13k", "e7p", "c8p"}, 'b'));
  CHECK(targets(b, "e7") == std::set<std::string>{"e6", "d7", "f7", "e8"});
  CHECK(targets(b, "c8") == std::set<std::string>{"c7", "b8", "d8"});
}

TEST_CASE("江河象棋: 相 stays in its own 5 ranks, 仕 and 帥 in the palace", "[jianghe]") {
  const Game g = jianghe(fen_of({"e0K", "d13k", "c4B", "e1A"}));
  CHECK(targets(g, "c4") == std::set<std::string>{"a2", "e2"});
  CHECK(targets(g, "e1") == std::set<std::string>{"d0", "f0", "d2", "f2"});
}

TEST_CASE("江河象棋: 「所有所剩可以過河的棋，都處在中部戰場時，這一方每次可以走一至兩枚棋」", "[jianghe][double]") {
  // Red's chariot e6 and soldier c5 stand in the middle field: Red may move one or two
  // pieces. Black's only crossing piece, the horse on b10, is at home: no double for Black.
  const std::string fen = fen_of({"d0K", "f13k", "e6R", "c5P", "b10n"});
  Game g = jianghe(fen);
  Naive n;
  n.load(g.position());
  const int singles = static_cast<int>(n.legal().size());
  CHECK(static_cast<int>(g.legal_moves().size()) == static_cast<int>(n.count_moves()));
  CHECK(doubles(g) == static_cast<int>(n.count_moves()) - singles);
  CHECK(doubles(g) > 0);
  // A double move: the chariot e6-e8, then the soldier c5-c6, one turn (Black to move after).
  const Move m = iccs(g, "e6e8&c5c6");
  CHECK(m.is_double());
  REQUIRE(g.play(m).ok());
  CHECK(g.fen().substr(0, g.fen().find(' ')) == fen_of({"d0K", "f13k", "e8R", "c6P", "b10n"}).substr(0, g.fen().find(' ')));
  CHECK(g.position().side_to_move() == Color::Black);
  CHECK(doubles(g) == 0);  // Black's horse is at home
  // The same piece twice is no double move (「兩枚棋」), nor a second step onto the general.
  Game again = jianghe(fen);
  CHECK(!again.play(Move::double_move(again.position().geometry().square(4, 6), again.position().geometry().square(4, 8),
                                      again.position().geometry().square(4, 8), again.position().geometry().square(4, 9)))
             .ok());
  const Game take = jianghe(fen_of({"d0K", "f13k", "e6R", "f5P"}));
  for (Move d : take.legal_moves())
    if (d.is_double()) CHECK(take.position().piece_on(d.to2()) != Piece(Color::Black, PieceKind::General));
  // A crossing piece outside the field (the soldier still at home on c4): no double move.
  CHECK(doubles(jianghe(fen_of({"d0K", "f13k", "e6R", "c4P"}))) == 0);
  // Past both rivers (c9) the soldier is out of the field too.
  CHECK(doubles(jianghe(fen_of({"d0K", "f13k", "e6R", "c9P"}))) == 0);
  // Only the general, advisors and elephants left: nothing that crosses remains, no double.
  CHECK(doubles(jianghe(fen_of({"d0K", "f13k", "e1A", "c4B"}))) == 0);
}

TEST_CASE("江河象棋: perft 1-3 with double moves, checked by an independent count", "[jianghe][double][perft]") {
  // Red may double (車 e6, 兵 c5 in the field); Black's horse is at home on b10 (no double),
  // then in the field on b7 (both sides double).
  const Game a = jianghe("5k3/9/9/1n7/9/9/9/4R4/2P6/9/9/9/9/3K5 w - - 0 1");
  CHECK(a.perft(1) == 306);
  CHECK(a.perft(2) == 1963);
  CHECK(a.perft(3) == 389970);
  const Game b = jianghe("5k3/9/9/9/9/9/1n7/4R4/2P6/9/9/9/9/3K5 w - - 0 1");
  CHECK(b.perft(1) == 306);
  CHECK(b.perft(2) == 8503);
  Naive na, nb;
  na.load(a.position());
  nb.load(b.position());
  CHECK(na.perft_doubles(1) == 306);
  CHECK(na.perft_doubles(2) == 1963);
  CHECK(na.perft_doubles(3) == 389970);
  CHECK(nb.perft_doubles(2) == 8503);
}

TEST_CASE("江河象棋: 「有時雙方可能同時符合此規則」", "[jianghe][double]") {
  const std::string fen = fen_of({"d0K", "f13k", "a6R", "h7n"});
  Game g = jianghe(fen);
  Naive n;
  n.load(g.position());
  CHECK(static_cast<int>(g.legal_moves().size()) == static_cast<int>(n.count_moves()));
  CHECK(doubles(g) > 0);
  REQUIRE(g.play(iccs(g, "d0e0&a6a5")).ok());  // the general's step, then the chariot
  CHECK(doubles(g) > 0);                       // Black's horse h7 is in the field too
  Naive nb;
  nb.load(g.position());
  CHECK(static_cast<int>(g.legal_moves().size()) == static_cast<int>(nb.count_moves()));
}

TEST_CASE("江河象棋: every move in ICCS, WXF and Chinese; links and PGN carry the variant", "[jianghe][notation][share]") {
  std::mt19937 rng(1414);
  auto round_trip = [](const Game& g) {
    const Position& pos = g.position();
    for (Move m : g.legal_moves())
      for (Notation n : {Notation::Iccs, Notation::Wxf, Notation::Chinese, Notation::ChineseSimplified}) {
        const std::string text = notation::format_move(pos, m, n);
        INFO(g.fen() << "  " << format_iccs(m, pos.geometry()) << " as " << text);
        const notation::ParsedMove back = notation::parse_move(pos, text);
        INFO(back.error);
        CHECK(back.move == m);
      }
  };
  Game g = jianghe();
  for (int i = 0; i < 30 && !g.result().over(); ++i) {
    round_trip(g);
    const std::vector<Move> legal = g.legal_moves();
    REQUIRE(g.play(legal[rng() % legal.size()]).ok());
  }
  // A double-move position, every single and double move.
  Game d = jianghe(fen_of({"d0K", "f13k", "e6R", "c5P", "b10n"}));
  round_trip(d);
  const Move dm = iccs(d, "e6e8&c5c6");
  CHECK(notation::format_move(d.position(), dm, Notation::Iccs) == "e6e8&c5c6");
  CHECK(notation::format_move(d.position(), dm, Notation::Chinese) == "車五進二&兵七進一");
  CHECK(notation::format_move(d.position(), dm, Notation::Wxf) == "R5+2&P7+1");
  // A middle-field diagonal and the ranks past 9 (two digits in ICCS).
  CHECK(notation::format_move(d.position(), iccs(d, "e6g8"), Notation::Iccs) == "e6g8");
  // The descriptive forms cannot name a chariot's diagonal (車五進二 is e6-e8): ICCS in
  // every notation, as for the other powers (docs/notation.md).
  CHECK(notation::format_move(d.position(), iccs(d, "e6g8"), Notation::Chinese) == "e6g8");
  CHECK(notation::format_move(d.position(), iccs(d, "e6g8"), Notation::Wxf) == "e6g8");
  REQUIRE(d.play(dm).ok());
  REQUIRE(d.play(iccs(d, "b10c12")).ok());
  for (const Game* game : {&g, &d}) {
    const std::string link = share::encode_link(share::link_state_from_game(*game));
    CHECK(link.find("v=jianghe") != std::string::npos);
    const share::LinkDecode dec = share::decode_link(link);
    INFO(link << "  " << dec.error);
    REQUIRE(dec.ok());
    REQUIRE(dec.game);
    CHECK(dec.game->fen() == game->fen());
    CHECK(dec.game->history() == game->history());
  }
  for (Notation n : {Notation::Iccs, Notation::Chinese, Notation::Wxf}) {
    const std::string pgn = notation::export_pgn(d, n);
    CHECK(pgn.find("[Variant \"jianghe\"]") != std::string::npos);
    const notation::ImportedGame back = notation::import_game(pgn);
    INFO(pgn << "\n" << back.error);
    REQUIRE(back.ok());
    CHECK(back.moves == d.history());
  }
}

TEST_CASE("江河象棋: the engine answers legally, with double moves on the board", "[jianghe][search]") {
  std::mt19937 rng(99);
  Searcher searcher(2);
  for (const std::string& fen : {fen_of({"d0K", "f13k", "e6R", "c5P", "b7n", "d12a"}),
                                 fen_of({"d0K", "f13k", "a6R", "h7n"}, 'b'), kStart}) {
    Game g = jianghe(fen);
    for (int ply = 0; ply < 12 && !g.result().over(); ++ply) {
      SearchLimits limits;
      limits.depth = 2;
      limits.nodes = 4000;
      const SearchResult r = searcher.search(g, limits);
      const std::vector<Move> legal = g.legal_moves();
      INFO(g.fen());
      REQUIRE(std::find(legal.begin(), legal.end(), r.best) != legal.end());
      REQUIRE(g.play(ply % 3 == 2 ? legal[rng() % legal.size()] : r.best).ok());
    }
  }
}

TEST_CASE("江河象棋: the double move by picks (MoveGesture): first move, then done or a second piece", "[jianghe][double][gesture]") {
  const Game g = jianghe(fen_of({"d0K", "f13k", "e6R", "c5P", "b10n"}));
  const Geometry& geo = g.position().geometry();
  auto pt = [&](const char* s) { return Place::point(*parse_iccs_square(s, geo)); };
  MoveGesture gesture(g.position(), g.legal_moves(), false);
  REQUIRE(gesture.pick(pt("e6")).ok());
  PickVerdict v = gesture.pick(pt("e8"));
  REQUIRE(v.ok());
  CHECK(!v.complete());  // the chariot's move alone, or a second piece after it
  REQUIRE(gesture.done_move());
  CHECK(*gesture.done_move() == *parse_iccs("e6e8", geo));
  REQUIRE(gesture.preview());
  CHECK(gesture.preview()->piece_on(*parse_iccs_square("e8", geo)) == Piece(Color::Red, PieceKind::Chariot));
  // The chariot itself is no second piece (「兩枚棋」).
  CHECK(!gesture.pick(pt("e8")).ok());
  REQUIRE(gesture.pick(pt("c5")).ok());
  v = gesture.pick(pt("c6"));
  REQUIRE(v.complete());
  CHECK(v.move == iccs(g, "e6e8&c5c6"));
}

TEST_CASE("江河象棋: each step of a double move is legal on its own", "[jianghe][double]") {
  // The red chariot d6 shields its general d0 from the black chariot d12. Moving it away
  // first (d6-e6) is illegal even though the soldier c5-d5 would close the file again: the
  // general may not stand attacked between the two steps. The other order is legal.
  Game g = jianghe(fen_of({"d0K", "f13k", "d6R", "c5P", "d12r"}));
  const Geometry& geo = g.position().geometry();
  CHECK(!g.play(*parse_iccs("d6e6&c5d5", geo)).ok());
  CHECK(g.play(iccs(g, "c5d5&d6e6")).ok());
}

TEST_CASE("江河象棋: the format's refusals name the reason", "[jianghe][errors]") {
  GameOrError one_river = Game::create_from_text("[x:xiangqi]\naddons = middle_double\n", "", RuleOptions{});
  CHECK(!one_river.game);
  CHECK(one_river.error.find("middle_double") != std::string::npos);
  CHECK(one_river.error.find("needs a board with two rivers") != std::string::npos);
  GameOrError empty = Game::create_from_text("[x:jianghe]\nr.move = R B@@\n", "", RuleOptions{});
  CHECK(!empty.game);
  CHECK(empty.error.find("'B@@': '@@' must be followed by a zone name") != std::string::npos);
  GameOrError unknown = Game::create_from_text("[x:jianghe]\nr.move = R B@@nowhere\n", "", RuleOptions{});
  CHECK(!unknown.game);
  CHECK(unknown.error.find("unknown zone 'nowhere'") != std::string::npos);
  GameOrError two = Game::create_from_text("[x:jianghe]\nr.move = R B@@middle@home\n", "", RuleOptions{});
  CHECK(!two.game);
  CHECK(two.error.find("write one zone") != std::string::npos);
  INFO(one_river.error << " | " << empty.error << " | " << unknown.error << " | " << two.error);
  CHECK(one_river.error.find("line 2") != std::string::npos);
}

TEST_CASE("江河象棋: a whole army in the middle field lists every double move", "[jianghe][double]") {
  // Red's 2 車, 2 馬, 2 炮 and 5 兵 all in the field: 91 single moves and 7 242 doubles, more
  // than the 1 024 a move list held before this variant (move_list.h); every one listed,
  // as the independent count says, and the engine still answers.
  const std::string fen = "4k4/9/9/9/9/P1P1P1P1P/2C3C2/1N5N1/R7R/9/9/9/9/2BAKAB2 w - - 0 1";
  const Game g = jianghe(fen);
  Naive n;
  n.load(g.position());
  CHECK(n.legal().size() == 91);
  CHECK(n.count_moves() == 7333);
  CHECK(g.legal_moves().size() == 7333);
  Searcher searcher(2);
  SearchLimits limits;
  limits.depth = 2;
  limits.nodes = 20000;
  const SearchResult r = searcher.search(g, limits);
  const std::vector<Move> legal = g.legal_moves();
  CHECK(std::find(legal.begin(), legal.end(), r.best) != legal.end());
  // The most mobile layout a hill-climbing search over placements found: 14 070 moves.
  const Game spread = jianghe("3k5/9/9/9/9/P3P1P1P/3C5/PC5R1/2R3N1N/9/9/9/9/2BAKAB2 w - - 0 1");
  Naive ns;
  ns.load(spread.position());
  CHECK(ns.count_moves() == 14070);
  CHECK(spread.legal_moves().size() == 14070);
}
