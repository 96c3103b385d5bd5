// 起始象棋 (seed 003, preset `qishi`), docs/variants.md §9. The seed, verbatim:
//   「如图《起始象棋》所示，基本规则同象棋，加强规则如下：
//    1、棋盘每个开局初始点位均有标识。
//    2、当敌棋刚走到己方棋初始位置上时（吃到除外），己方可以（仅限随继一着，过后需重具条件）把已
//    被吃掉的与该初始位置对应的一枚己棋，拿回并扣在己方该棋的初始空位上，放回等同走棋，没有空位
//    时不能拿回。
//    3、扣放的棋可以被吃，但不能移动，扣放的棋需要翻正才能按其规则移动，翻正也等同走棋。
//    其它同传统象棋。」
// Each sentence has its test; the choices for the gaps (which start point, a face-down
// piece blocks and screens but attacks nothing, no flip in check, …) each have one too.
// perft 1-3 from the start and from positions with a right and face-down pieces is checked
// against an independent coordinate-based generator written from docs/variants.md §9;
// every move of random playouts reads back in every notation; links and PGN carry the
// variant, its drops and flips; the evaluation values face-down pieces.
#include <algorithm>
#include <catch2/catch.hpp>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "core/fen.h"
#include "core/game.h"
#include "core/notation/iccs.h"
#include "core/notation/import.h"
#include "core/notation/movetext.h"
#include "core/search/evaluate.h"
#include "core/search/search.h"
#include "core/share/link.h"
#include "naive_xiangqi.h"

using namespace xq;
using xq::notation::Notation;

namespace {

constexpr const char* kStart = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

Game qishi(std::string_view fen = {}) {
  GameOrError made = Game::create("qishi", fen);
  INFO(fen << ": " << made.error);
  REQUIRE(made.game);
  return std::move(*made.game);
}

Move iccs(const Game& g, std::string_view text) {
  const std::optional<Move> m = parse_iccs(text, g.position().geometry());
  INFO(text);
  REQUIRE(m);
  return *m;
}

void play(Game& g, std::string_view text) {
  const notation::ParsedMove m = notation::parse_move(g.position(), text);
  INFO(g.fen() << " " << text << ": " << m.error);
  REQUIRE(m.ok());
  REQUIRE(g.play(m.move).ok());
}

// The legal moves of g in ICCS, sorted.
std::vector<std::string> moves_of(const Game& g) {
  std::vector<std::string> out;
  for (Move m : g.legal_moves()) out.push_back(format_iccs(m, g.position().geometry()));
  std::sort(out.begin(), out.end());
  return out;
}

// The face-down drops (ICCS "*e3") of the side to move, sorted.
std::vector<std::string> drops_of(const Game& g) {
  std::vector<std::string> out;
  for (const std::string& m : moves_of(g))
    if (m[0] == '*') out.push_back(m);
  return out;
}

bool has(const Game& g, std::string_view text) {
  const std::vector<std::string> all = moves_of(g);
  return std::find(all.begin(), all.end(), text) != all.end();
}

// ---- an independent 起始象棋 generator, written from docs/variants.md §9 ----
// The standard moves come from the coordinate-based xiangqi generator; a face-down piece
// is the letter 'd'/'D' there (no moves, but it occupies its point) with its identity
// beside the board. The right, the drops and the flips are written here from the page:
// the right goes to the opponent after a move that captured nothing and ended on one of
// the opponent's start points, when a piece of that point's kind is captured and a start
// point of it is empty; a drop puts that kind face-down on such a point; the owner flips.
struct NaiveQishi {
  testing::NaiveXiangqi x;
  char id[10][9] = {};  // identity letter of a face-down piece (x.b holds 'd' / 'D')
  char right = 0;       // the side to move's right: a lower-case kind letter, 0 = none
  NaiveQishi() {
    // The standard elephant: a 田 step over an empty eye, never across the river.
    x.elephant = [](const testing::NaiveXiangqi& b, int f, int r, bool side,
                    const std::function<void(int, int)>& add) {
      for (auto [df, dr] : {std::pair{1, 1}, {1, -1}, {-1, 1}, {-1, -1}})
        if (b.exists(f + 2 * df, r + 2 * dr) && b.home(side, r + 2 * dr) && !b.b[r + dr][f + df])
          add(f + 2 * df, r + 2 * dr);
    };
  }
  static constexpr const char* kSetup[10] = {"RNBAKABNR", ".........", ".C.....C.", "P.P.P.P.P", ".........",
                                             ".........", "p.p.p.p.p", ".c.....c.", ".........", "rnbakabnr"};

  static char start(int f, int r) { return kSetup[r][f] == '.' ? 0 : kSetup[r][f]; }
  static char lower(char c) { return static_cast<char>(c | 0x20); }
  static bool red_letter(char c) { return c >= 'A' && c <= 'Z'; }

  int captured(bool red, char kind) const {
    int n = 0;
    for (int r = 0; r < 10; ++r)
      for (int f = 0; f < 9; ++f) {
        const char s = start(f, r);
        if (s && lower(s) == kind && red_letter(s) == red) ++n;
        const char on = x.b[r][f];
        if (!on || red_letter(on) != red) continue;
        if (lower(on) == kind || (lower(on) == 'd' && lower(id[r][f]) == kind)) --n;
      }
    return n;
  }
  bool empty_start(bool red, char kind) const {
    for (int r = 0; r < 10; ++r)
      for (int f = 0; f < 9; ++f)
        if (start(f, r) && lower(start(f, r)) == kind && red_letter(start(f, r)) == red && !x.b[r][f])
          return true;
    return false;
  }

  struct Undo {
    char b[10][9];
    char id[10][9];
    char right;
    bool red;
  };
  Undo save() const {
    Undo u;
    for (int r = 0; r < 10; ++r)
      for (int f = 0; f < 9; ++f) u.b[r][f] = x.b[r][f], u.id[r][f] = id[r][f];
    u.right = right;
    u.red = x.red;
    return u;
  }
  void restore(const Undo& u) {
    for (int r = 0; r < 10; ++r)
      for (int f = 0; f < 9; ++f) x.b[r][f] = u.b[r][f], id[r][f] = u.id[r][f];
    right = u.right;
    x.red = u.red;
  }

  // A move: a board step, a drop (f0 = -1) or a flip (f0 == f1, r0 == r1).
  std::vector<testing::NaiveXiangqi::M> legal() {
    std::vector<testing::NaiveXiangqi::M> pseudo, out;
    const bool red = x.red;
    for (int r = 0; r < 10; ++r)
      for (int f = 0; f < 9; ++f)
        if (x.mine(f, r, red)) {
          x.piece_moves(f, r, red, pseudo);
          if (lower(x.b[r][f]) == 'd') pseudo.push_back({f, r, f, r});
        }
    if (right)
      for (int r = 0; r < 10; ++r)
        for (int f = 0; f < 9; ++f)
          if (start(f, r) && lower(start(f, r)) == right && red_letter(start(f, r)) == red && !x.b[r][f])
            pseudo.push_back({-1, 0, f, r});
    for (const auto& m : pseudo) {
      const Undo u = save();
      apply(m);
      if (!x.general_attacked(red)) out.push_back(m);
      restore(u);
    }
    return out;
  }
  void apply(const testing::NaiveXiangqi::M& m) {
    const bool red = x.red;
    right = 0;
    if (m.f0 < 0) {  // a drop: the point's own kind, face-down
      x.b[m.r1][m.f1] = red ? 'D' : 'd';
      id[m.r1][m.f1] = start(m.f1, m.r1);
    } else if (m.f0 == m.f1 && m.r0 == m.r1) {  // a flip
      x.b[m.r1][m.f1] = id[m.r1][m.f1];
      id[m.r1][m.f1] = 0;
    } else {
      const bool capture = x.b[m.r1][m.f1] != 0;
      x.b[m.r1][m.f1] = x.b[m.r0][m.f0];
      id[m.r1][m.f1] = id[m.r0][m.f0];
      x.b[m.r0][m.f0] = 0;
      id[m.r0][m.f0] = 0;
      const char s = start(m.f1, m.r1);
      if (!capture && s && red_letter(s) != red && lower(s) != 'k' && captured(!red, lower(s)) > 0 &&
          empty_start(!red, lower(s)))
        right = lower(s);
    }
    x.red = !red;
  }
  // The legal moves in ICCS ("h2e2", "*h0", "^h0"), sorted.
  std::vector<std::string> texts() {
    std::vector<std::string> out;
    // Appends a point's ICCS name (a..i, 0..9: one character each).
    const auto sq = [](std::string& text, int f, int r) {
      text += static_cast<char>('a' + f);
      text += static_cast<char>('0' + r);
    };
    for (const auto& m : legal()) {
      std::string text;
      if (m.f0 < 0) {
        text += '*';
      } else if (m.f0 == m.f1 && m.r0 == m.r1) {
        text += '^';
      } else {
        sq(text, m.f0, m.r0);
      }
      sq(text, m.f1, m.r1);
      out.push_back(text);
    }
    std::sort(out.begin(), out.end());
    return out;
  }
  std::uint64_t perft(int depth) {
    const std::vector<testing::NaiveXiangqi::M> moves = legal();
    if (depth == 1) return moves.size();
    std::uint64_t n = 0;
    for (const auto& m : moves) {
      const Undo u = save();
      apply(m);
      n += perft(depth - 1);
      restore(u);
    }
    return n;
  }
  void load(const Position& pos) {
    const Geometry& g = pos.geometry();
    for (int s = 0; s < g.size; ++s) {
      const Square sq = static_cast<Square>(s);
      if (pos.piece_on(sq).empty()) continue;
      const int f = g.file_of[s], r = g.rank_of[s];
      if (pos.face_down(sq)) {
        x.b[r][f] = pos.piece_on(sq).color() == Color::Red ? 'D' : 'd';
        id[r][f] = piece_to_char(pos.identity(sq));
      } else {
        x.b[r][f] = piece_to_char(pos.piece_on(sq));
      }
    }
    x.red = pos.side_to_move() == Color::Red;
    const std::string fen = to_fen(pos);
    const size_t at = fen.find("{return=");
    right = at == std::string::npos ? 0 : lower(fen[at + 8]);
  }
};

}  // namespace

TEST_CASE("起始象棋: the preset, its seed and card; 「基本规则同象棋」 from the start", "[qishi]") {
  const Game g = qishi();
  CHECK(g.fen() == kStart);
  const VariantInfo v = g.variant_info();
  CHECK(v.name_hant == "起始象棋");
  CHECK(v.name_hans == "起始象棋");
  CHECK(v.seed == "003");
  CHECK(!v.card.empty());
  CHECK(v.card.hant.find("拿回") != std::string::npos);
  CHECK(g.has_hidden_pieces());
  CHECK(!g.has_secrets());  // hidden.known = all: the point says what a face-down piece is
  // Nothing can go back before a piece is lost: the first moves are standard xiangqi's.
  CHECK(g.perft(1) == 44);
  CHECK(g.perft(2) == 1920);
}

TEST_CASE("起始象棋: 「棋盘每个开局初始点位均有标识」: every start point is marked", "[qishi]") {
  const Game g = qishi();
  const BoardDescription& bd = g.board();
  std::set<std::pair<int, int>> marks;
  for (const BoardPoint& p : bd.marks) marks.insert({p.file, p.rank});
  std::set<std::pair<int, int>> starts;
  for (int r = 0; r < 10; ++r)
    for (int f = 0; f < 9; ++f)
      if (!g.piece_at(f, r).empty()) starts.insert({f, r});
  CHECK(starts.size() == 32);
  CHECK(marks == starts);
  // Standard xiangqi keeps its 14 cannon and soldier marks.
  CHECK(Game::standard().board().marks.size() == 14);
}

TEST_CASE("起始象棋: 「当敌棋刚走到己方棋初始位置上时…拿回并扣在己方该棋的初始空位上」", "[qishi]") {
  // Red has lost a horse (h0's); its other horse stands on c2, so b0 is empty.
  Game g = qishi("3akab2/9/9/9/1r7/9/P1P1P1P1P/2N6/9/R1BAKAB1R b - - 0 1");
  CHECK(drops_of(g).empty());
  play(g, "b5b0");  // onto Red's horse start point, capturing nothing
  CHECK(g.fen().find("{return=n}") != std::string::npos);
  // The point it stepped on is taken, so the horse goes onto the other one: h0.
  CHECK(drops_of(g) == std::vector<std::string>{"*h0"});
  play(g, "*h0");
  CHECK(g.fen().rfind("3akab2/9/9/9/9/9/P1P1P1P1P/2N6/9/RrBAKAB*NR b", 0) == 0);
  const Position& pos = g.position();
  const Square h0 = pos.geometry().square(7, 0);
  CHECK(pos.face_down(h0));
  CHECK(pos.identity(h0) == Piece(Color::Red, PieceKind::Horse));
  // 「放回等同走棋」: it was Red's move; Black is to move now.
  CHECK(g.side_to_move() == Color::Black);
  CHECK(g.ply() == 2);
}

TEST_CASE("起始象棋: 「吃到除外」: a capture onto a start point gives no right", "[qishi]") {
  // The same, but a red cannon stands on b0 and the chariot takes it.
  Game g = qishi("3akab2/9/9/9/1r7/9/P1P1P1P1P/2N6/9/RCBAKAB1R b - - 0 1");
  play(g, "b5b0");
  CHECK(drops_of(g).empty());
  CHECK(g.fen().find('{') == std::string::npos);
}

TEST_CASE("起始象棋: 「仅限随继一着，过后需重具条件」: the right lasts one move", "[qishi]") {
  Game g = qishi("3akab2/9/9/9/1r7/9/P1P1P1P1P/2N6/9/R1BAKAB1R b - - 0 1");
  play(g, "b5b0");
  CHECK(drops_of(g) == std::vector<std::string>{"*h0"});
  play(g, "a3a4");  // Red lets it pass
  CHECK(drops_of(g).empty());
  play(g, "d9e8");
  CHECK(drops_of(g).empty());  // gone: nothing new stepped onto a red start point
  // 重具条件: the chariot steps off and back on: a new right.
  play(g, "a4a5");
  play(g, "b0b1");
  play(g, "a5a6");
  play(g, "b1b0");
  CHECK(drops_of(g) == std::vector<std::string>{"*h0"});
}

TEST_CASE("起始象棋: 「没有空位时不能拿回」, and nothing to take back without a capture", "[qishi]") {
  // Four red soldiers on c3 e3 g3 i3, one lost: the chariot on a3 leaves no empty soldier point.
  Game full = qishi("3k5/9/9/9/r8/9/2P1P1P1P/9/9/4K4 b - - 0 1");
  play(full, "a5a3");
  CHECK(drops_of(full).empty());
  // No horse of Red's lost: a black piece on a red horse point gives nothing.
  Game none = qishi("3k5/9/9/9/1r7/9/9/2N6/9/4K2N1 b - - 0 1");
  play(none, "b5b0");
  CHECK(drops_of(none).empty());
  // A general is never captured, so its start point gives nothing either: the chariot
  // steps onto e0 (and checks the general on e1).
  Game king = qishi("3k5/9/9/9/9/9/9/9/4K4/r8 b - - 0 1");
  play(king, "a0e0");
  CHECK(king.in_check());
  CHECK(drops_of(king).empty());
  CHECK(king.fen().find('{') == std::string::npos);
}

TEST_CASE("起始象棋: soldiers go back onto any empty soldier point", "[qishi]") {
  // Red keeps g3 and i3; a3 c3 e3 lost. The chariot steps onto a3: c3 and e3 are free.
  Game g = qishi("3k5/9/9/9/r8/9/6P1P/9/9/4K4 b - - 0 1");
  play(g, "a5a3");
  CHECK(drops_of(g) == std::vector<std::string>{"*c3", "*e3"});
}

TEST_CASE("起始象棋: a put-back may block a check, never expose the general", "[qishi]") {
  // The black cannon steps from e3 to c3 (a red soldier point) and uncovers the chariot's
  // check down the e-file: the soldier that goes back on e3 blocks it, a3 would not.
  Game block = qishi("3k5/9/9/9/4r4/9/4c1P1P/9/9/4K4 b - - 0 1");
  play(block, "e3c3");
  CHECK(block.in_check());
  CHECK(drops_of(block) == std::vector<std::string>{"*e3"});
  const notation::ParsedMove refused = notation::parse_move(block.position(), "*a3");
  CHECK(!refused.ok());
  // A soldier on e3 would be the screen of the black cannon on e7: not allowed.
  Game screen = qishi("3k5/9/4c4/9/r8/9/6P2/9/9/4K4 b - - 0 1");
  play(screen, "a5a3");
  CHECK(drops_of(screen) == std::vector<std::string>{"*c3", "*i3"});
}

TEST_CASE("起始象棋: 「扣放的棋可以被吃」", "[qishi]") {
  // A face-down red horse on h0; the black chariot on h5 takes it.
  Game g = qishi("3k5/9/9/9/7r1/9/9/9/9/4K2*N1 b - - 0 1");
  CHECK(has(g, "h5h0"));
  play(g, "h5h0");
  CHECK(g.position().face_down_count() == 0);
  CHECK(g.fen().rfind("3k5/9/9/9/9/9/9/9/9/4K2r1 w", 0) == 0);
}

TEST_CASE("起始象棋: 「但不能移动」: a face-down piece moves nowhere and attacks nothing", "[qishi]") {
  // A face-down red chariot on a0 facing a black horse on a5 along an open file.
  Game g = qishi("3k5/9/9/9/n8/9/9/9/9/*R3K4 w - - 0 1");
  for (const std::string& m : moves_of(g)) CHECK(m.rfind("a0", 0) != 0);  // no board move from a0
  CHECK(has(g, "^a0"));                                                   // only the flip
  const notation::ParsedMove step = notation::parse_move(g.position(), "a0a5");
  CHECK(!step.ok());
  const Square a5 = g.position().geometry().square(0, 5);
  CHECK(!g.position().is_attacked(a5, Color::Red));
  // 「翻正也等同走棋」: the flip is Red's move; then the chariot moves by its rule.
  play(g, "^a0");
  CHECK(g.side_to_move() == Color::Black);
  CHECK(g.position().face_down_count() == 0);
  CHECK(g.fen().rfind("3k5/9/9/9/n8/9/9/9/9/R3K4 b", 0) == 0);
  CHECK(g.position().is_attacked(a5, Color::Red));
  play(g, "d9d8");
  CHECK(has(g, "a0a5"));
}

TEST_CASE("起始象棋: a face-down piece blocks lines and legs and screens a cannon", "[qishi]") {
  // A face-down horse on h0 stops the red chariot on i0 along rank 0.
  const Game line = qishi("3k5/9/9/9/9/9/9/9/9/4KA1*NR w - - 0 1");
  CHECK(!has(line, "i0g0"));
  CHECK(has(line, "i0i1"));
  // A face-down cannon on b2 is the leg of the horse on b1 towards a3 and c3.
  const Game leg = qishi("3k5/9/9/9/9/9/9/1*C7/1N7/4K4 w - - 0 1");
  CHECK(!has(leg, "b1a3"));
  CHECK(!has(leg, "b1c3"));
  CHECK(has(leg, "b1d2"));
  // The black cannon on h7 takes the horse on h0 over the face-down cannon on h2, and
  // cannot slide past it. (No start point is an elephant's eye on the standard board.)
  const Game cannon = qishi("4k4/9/7c1/9/9/9/9/7*C1/9/3K3N1 b - - 0 1");
  CHECK(has(cannon, "h7h0"));
  CHECK(!has(cannon, "h7h1"));
}

TEST_CASE("起始象棋: no flip while in check (a flip changes no point, so it never answers one)", "[qishi]") {
  Game g = qishi("4k4/9/9/9/9/9/9/9/4r4/*R3K4 w - - 0 1");
  CHECK(g.in_check());
  CHECK(!has(g, "^a0"));
  // Out of check it is there.
  Game calm = qishi("4k4/9/9/9/9/9/9/9/9/*R2K5 w - - 0 1");
  CHECK(!calm.in_check());
  CHECK(has(calm, "^a0"));
}

TEST_CASE("起始象棋: a flip is a move, so a side whose only move is a flip is not stalemated", "[qishi]") {
  // Red's general on d0 has no safe step (d1 is the chariot's, e0 faces the black
  // general); the face-down chariot's flip is Red's one move.
  Game g = qishi("4k4/9/9/9/9/9/9/9/2r6/*R2K5 w - - 0 1");
  CHECK(moves_of(g) == std::vector<std::string>{"^a0"});
  CHECK(!g.result().over());
}

TEST_CASE("起始象棋: FEN: face-down pieces only on their own start points, the right as return=",
          "[qishi][fen]") {
  const Game game = qishi();  // kept: the geometry is read through it
  const Geometry& geo = game.position().geometry();
  CHECK(parse_fen("3k5/9/9/9/9/9/9/9/9/4K2*N1 w - - 0 1", geo).ok());
  const FenResult off = parse_fen("3k5/9/9/9/9/9/9/9/9/4K*N3 w - - 0 1", geo);  // a horse on f0
  CHECK(!off.ok());
  CHECK(off.error.kind == FenErrorKind::FaceDownMisplaced);
  const FenResult plain = parse_fen("3k5/9/9/9/9/9/9/9/9/4K2D1 w - - 0 1", geo);  // the stand-in face-up
  CHECK(!plain.ok());
  // Everyone knows a face-down piece here: no placeholder.
  CHECK(!parse_fen("3k5/9/9/9/9/9/9/9/9/4K2*X1 w - - 0 1", geo).ok());
  // The right: read, written back, refused where nothing could go back.
  const FenResult r = parse_fen("3akab2/9/9/9/9/9/P1P1P1P1P/2N6/9/RrBAKAB1R w - - 1 2 {return=n}", geo);
  INFO(r.error.message);
  REQUIRE(r.ok());
  CHECK(to_fen(r.position) == "3akab2/9/9/9/9/9/P1P1P1P1P/2N6/9/RrBAKAB1R w - - 1 2 {return=n}");
  CHECK(!parse_fen("3akab2/9/9/9/9/9/P1P1P1P1P/2N6/9/RrBAKAB1R w - - 1 2 {return=r}", geo).ok());
  CHECK(!parse_fen("3akab2/9/9/9/9/9/P1P1P1P1P/2N6/9/RrBAKAB1R w - - 1 2 {return=k}", geo).ok());
}

TEST_CASE("起始象棋: perft against the independent generator (start, a right, face-down pieces)",
          "[qishi][perft]") {
  struct Row {
    const char* fen;
    std::uint64_t nodes[3];
  };
  // Recorded in docs/variants.md §2 and §9.
  const Row rows[] = {
      {kStart, {44, 1920, 79666}},
      // Red may put a horse back on h0 ({return=n}); a face-down black cannon on h7.
      {"2bakab1r/9/1c5*c1/p1p1p1p1p/9/9/P1P1P1P1P/2N4C1/9/RrBAKAB1R w - - 0 1 {return=n}", {33, 1240, 38858}},
      // Face-down pieces of both sides on several start points, soldiers lost.
      {"r1bak1b*nr/9/1*c5c1/p3p3p/9/9/P3P3P/1C4N2/9/*R1BAKAB1R b - - 0 1", {31, 928, 28297}},
  };
  for (const Row& row : rows) {
    const Game g = qishi(row.fen);
    NaiveQishi naive;
    naive.load(g.position());
    for (int depth = 1; depth <= 3; ++depth) {
      INFO(row.fen << " depth " << depth);
      const std::uint64_t engine = g.perft(depth);
      CHECK(engine == naive.perft(depth));
      if (row.nodes[depth - 1]) CHECK(engine == row.nodes[depth - 1]);
    }
  }
}

TEST_CASE("起始象棋: random playouts: drops and flips appear, legal lists match the independent generator",
          "[qishi]") {
  std::mt19937 rng(3003);
  int drops = 0, flips = 0, positions = 0;
  for (int game = 0; game < 60; ++game) {
    Game g = qishi();
    for (int ply = 0; ply < 160 && !g.result().over(); ++ply) {
      NaiveQishi naive;
      naive.load(g.position());
      const std::vector<Move> legal = g.legal_moves();
      INFO(g.fen());
      REQUIRE(moves_of(g) == naive.texts());
      ++positions;
      // Prefer the special moves so the playouts reach them.
      std::vector<Move> special;
      for (Move m : legal)
        if (m.is_face_down_drop() || m.is_reveal()) special.push_back(m);
      const Move m =
          !special.empty() && rng() % 2 ? special[rng() % special.size()] : legal[rng() % legal.size()];
      drops += m.is_face_down_drop();
      flips += m.is_reveal();
      const std::string before = g.fen();
      const std::uint64_t hash = g.position().hash();
      Position p = g.position();
      UndoInfo undo;
      p.do_move(m, undo);
      CHECK(p.hash() == p.compute_hash());
      p.undo_move(m, undo);
      CHECK(to_fen(p) == before);
      CHECK(p.hash() == hash);
      REQUIRE(g.play(m).ok());
    }
  }
  CHECK(positions > 1000);
  CHECK(drops > 20);
  CHECK(flips > 10);
}

TEST_CASE("起始象棋: notation: *h0 / 扣h0 and ^h0 / 翻h0 in every notation, and back", "[qishi][notation]") {
  Game g = qishi("3akab2/9/9/9/1r7/9/P1P1P1P1P/2N6/9/R1BAKAB1R b - - 0 1");
  play(g, "b5b0");
  const Move drop = iccs(g, "*h0");
  CHECK(drop.is_face_down_drop());
  const Position& pos = g.position();
  CHECK(notation::format_move(pos, drop, Notation::Iccs) == "*h0");
  CHECK(notation::format_move(pos, drop, Notation::Wxf) == "*h0");
  CHECK(notation::format_move(pos, drop, Notation::Chinese) == "扣h0");
  CHECK(notation::format_move(pos, drop, Notation::ChineseSimplified) == "扣h0");
  for (const char* text : {"*h0", "扣h0", "*H0"}) {
    const notation::ParsedMove back = notation::parse_move(pos, text);
    INFO(text << ": " << back.error);
    CHECK(back.move == drop);
  }
  play(g, "扣h0");
  play(g, "d9e8");
  const Move flip = iccs(g, "^h0");
  CHECK(notation::format_move(g.position(), flip, Notation::Chinese) == "翻h0");
  CHECK(notation::parse_move(g.position(), "翻h0").move == flip);
  CHECK(notation::parse_move(g.position(), "^h0").move == flip);
  // A refused drop says why.
  Game none = qishi("3akab2/9/9/9/1r7/9/P1P1P1P1P/2N6/9/R1BAKAB1R w - - 0 1");
  const notation::ParsedMove refused = notation::parse_move(none.position(), "*h0");
  CHECK(!refused.ok());
  CHECK(refused.error.find("right after") != std::string::npos);
}

TEST_CASE("起始象棋: every move of random playouts reads back in ICCS, WXF and Chinese",
          "[qishi][notation]") {
  std::mt19937 rng(77);
  int special = 0;
  for (int game = 0; game < 25; ++game) {
    Game g = qishi();
    for (int ply = 0; ply < 140 && !g.result().over(); ++ply) {
      const Position& pos = g.position();
      const std::vector<Move> legal = g.legal_moves();
      for (Move m : legal) {
        if (!m.is_face_down_drop() && !m.is_reveal() && rng() % 8) continue;
        special += m.is_face_down_drop() || m.is_reveal();
        for (Notation n : {Notation::Iccs, Notation::Wxf, Notation::Chinese, Notation::ChineseSimplified}) {
          const std::string text = notation::format_move(pos, m, n);
          const notation::ParsedMove back = notation::parse_move(pos, text);
          INFO(g.fen() << "  " << format_iccs(m, pos.geometry()) << " as " << text << ": " << back.error);
          CHECK(back.move == m);
        }
      }
      std::vector<Move> pick;
      for (Move m : legal)
        if (m.is_face_down_drop() || m.is_reveal()) pick.push_back(m);
      REQUIRE(
          g.play(!pick.empty() && rng() % 2 ? pick[rng() % pick.size()] : legal[rng() % legal.size()]).ok());
    }
  }
  CHECK(special > 10);
}

TEST_CASE("起始象棋: share link and PGN [Variant] round-trip with drops and flips", "[qishi][share]") {
  // A game that captures, puts back and flips: the link and the PGN replay every move.
  Game g = qishi();
  // The black cannon takes the horse on b0, steps off and back on: Red's horse goes back
  // face-down on h0 (empty since h0g2) and is turned up.
  for (const char* m : {"h0g2", "b7b0", "a0a1", "b0b1", "a1a0", "b1b0", "*h0", "a9a8"}) play(g, m);
  CHECK(g.history()[6].is_face_down_drop());
  play(g, "^h0");
  CHECK(g.history().back().is_reveal());
  const std::string link = share::encode_link(share::link_state_for_viewer(g, Viewer::Red));
  CHECK(link.find("v=qishi") != std::string::npos);
  const share::LinkDecode d = share::decode_link(link);
  INFO(link << "  " << d.error);
  REQUIRE(d.ok());
  REQUIRE(d.game);
  CHECK(d.game->variant() == "qishi");
  CHECK(d.game->fen() == g.fen());
  CHECK(d.game->history() == g.history());
  for (Notation n : {Notation::Chinese, Notation::ChineseSimplified, Notation::Wxf, Notation::Iccs}) {
    const std::string pgn = notation::export_pgn_for_viewer(g, Viewer::Black, n);
    CHECK(pgn.find("[Variant \"qishi\"]") != std::string::npos);
    const notation::ImportedGame back = notation::import_game(pgn);
    INFO(pgn << "\n" << back.error);
    REQUIRE(back.ok());
    CHECK(back.variant == "qishi");
    CHECK(back.moves == g.history());
  }
  // DhtmlXQ has four digits a move and no room for a put-back or a flip: the record is the
  // position now (its fen line with the face-down marks), without moves.
  const std::string dx = notation::export_dhtmlxq_for_viewer(g, Viewer::Red);
  INFO(dx);
  CHECK(dx.find("[DhtmlXQ_movelist][/DhtmlXQ_movelist]") != std::string::npos);
  CHECK(dx.find(g.fen().substr(0, g.fen().find(' '))) != std::string::npos);
}

TEST_CASE("起始象棋: the evaluation counts a face-down piece by what it is, and the engine puts back",
          "[qishi][search]") {
  // The same position with Red's chariot on a0 face-up, face-down, and gone.
  const int up = evaluate(qishi("3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1").position());
  const int down = evaluate(qishi("3k5/9/9/9/9/9/9/9/9/*R3K4 w - - 0 1").position());
  const int gone = evaluate(qishi("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1").position());
  CHECK(gone < down);
  CHECK(down < up);
  CHECK(up - down < down - gone);  // one flip away: most of a chariot
  // With the right to put a chariot back (the black chariot just stepped onto a0), the
  // engine does so at once.
  Game g = qishi("3k5/9/9/9/9/9/9/9/r8/3AK3R b - - 0 1");
  play(g, "a1a0");
  REQUIRE(drops_of(g) == std::vector<std::string>{});  // i0 is taken: nothing to put back
  Game h = qishi("3k5/9/9/9/9/9/9/9/r8/3AK4 b - - 0 1");
  play(h, "a1a0");
  REQUIRE(drops_of(h) == std::vector<std::string>{"*i0"});
  Searcher searcher(1);
  SearchLimits limits;
  limits.depth = 3;
  const SearchResult r = searcher.search(h, limits);
  CHECK(format_iccs(r.best, h.position().geometry()) == "*i0");
  REQUIRE(h.play(r.best).ok());
  CHECK(std::abs(evaluate(h.position())) < 2000);  // a face-down chariot on the board evaluates
}
