// 堅守象棋 (seed 000, preset `jianshou`). Each test quotes the seed sentence it checks; the
// figure's choices are in docs/variants.md §21: a 17-file board, the battlefield on a–i,
// four 3x2 zones a side beside it behind a file of holes (車區 s0-u1, 炮區 s3-u4, 馬區
// x0-z1, 兵區 x3-z4; Black's the rank mirror), arrows u0→a0, u3→a3, x0→i0, x3→i3; 士 and
// 相 have no zone; a full zone lets the captured piece leave the game; an occupied arrow
// head blocks the re-entry.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/gesture.h"
#include "core/movegen.h"
#include "core/notation/iccs.h"
#include "core/notation/movetext.h"
#include "core/piece_faces.h"
#include "core/search/search.h"
#include "tests/core/preset_checks.h"
#include "sanitized.h"

using namespace xq;
using testing::iccs_move;
using testing::targets_of;

namespace {

Game jianshou(std::string_view fen = {}) { return testing::preset_game("jianshou", fen); }

bool legal(const Game& g, Move m) {
  const std::vector<Move> all = g.legal_moves();
  return std::find(all.begin(), all.end(), m) != all.end();
}

Game after(const Game& g, const char* iccs) {
  Game next = g;
  const MoveVerdict v = next.play(iccs_move(g, iccs));
  INFO(iccs << ": " << v.text);
  REQUIRE(v.ok());
  return next;
}

char letter_at(const Game& g, const char* point) {
  const Square s = *parse_iccs_square(point, g.position().geometry());
  const Piece p = g.position().piece_on(s);
  if (p.empty()) return '.';
  const char l = faces_or_standard(g.position().geometry().faces).letter[index_of(p.kind())];
  return p.color() == Color::Red ? static_cast<char>(l - 'a' + 'A') : l;
}

// The zone points the compound captures from -> to offer (ICCS of to2).
std::set<std::string> zone_choices(const Game& g, const char* from, const char* to) {
  const Geometry& geo = g.position().geometry();
  const Square f = *parse_iccs_square(from, geo), t = *parse_iccs_square(to, geo);
  std::set<std::string> out;
  for (Move m : g.legal_moves())
    if (m.is_zone_capture() && m.from() == f && m.to() == t) out.insert(format_iccs_square(m.to2(), geo));
  return out;
}

std::set<std::string> set_of(std::initializer_list<const char*> l) { return {l.begin(), l.end()}; }

// A Red chariot on a4 can take a Black horse on a8; the Black general on e9, Red's on d0.
constexpr const char* kChariotTakesHorse = "8k8/4n12/17/17/17/4R12/17/17/17/7K9 w - - 0 1";

}  // namespace

TEST_CASE("堅守象棋: the board: 17 files, the battlefield on a–i, eight zones of six points", "[jianshou]") {
  // 「棋盤外雙方各增加四個兵種"恢復區"且有各自的區名，每個恢復區共有六個點位」
  const Game g = jianshou();
  const Geometry& geo = g.position().geometry();
  CHECK(geo.width == 17);
  CHECK(geo.height == 10);
  CHECK(g.fen() == "4rnbakabnr4/17/5c5c5/4p1p1p1p1p4/17/17/4P1P1P1P1P4/5C5C5/17/4RNBAKABNR4 w - - 0 1");
  int points = 0;
  for (int s = 0; s < geo.size; ++s) points += geo.exists[s];
  CHECK(points == 90 + 8 * 6);  // the battlefield and eight zones
  // The files between battlefield and zones are holes, and so is the rank between two zones.
  for (const char* hole : {"v0", "v9", "w4", "w5", "s2", "u2", "x7", "z7"}) CHECK(!parse_iccs_square(hole, geo));
  // The board draws the battlefield framed (a–i), the zones as side strips, the arrows.
  const BoardDescription& bd = g.board();
  CHECK(bd.main_first == 4);
  CHECK(bd.main_last == 12);
  CHECK(bd.arcs.empty());
  REQUIRE(bd.arrows.size() == 8);
  // Red's 車區 arrow: from its tail u0 to a0, over the hole v0.
  CHECK(bd.arrows[0].a.file == 2);
  CHECK(bd.arrows[0].a.rank == 0);
  CHECK(bd.arrows[0].b.file == 4);
  CHECK(bd.arrows[0].b.rank == 0);
  CHECK(bd.side_text_files.empty());  // no 山界 text anywhere
  // 「且有各自的區名」: each zone's name in the hole file beside it, off the arrow's row.
  std::set<std::string> names;
  for (const BoardDescription::Text& t : bd.texts)
    names.insert(t.text + "@" + format_iccs_square(geo.square(t.at.file, t.at.rank), geo));
  CHECK(names == set_of({"車區@v1", "炮區@v4", "馬區@w1", "兵區@w4", "車區@v8", "砲區@v5", "馬區@w8", "卒區@w5"}));
  for (const BoardSegment& l : bd.lines) {
    // No line joins a zone to another one or to the battlefield.
    const bool a_zone = l.a.file < 4 || l.a.file > 12, b_zone = l.b.file < 4 || l.b.file > 12;
    CHECK(a_zone == b_zone);
    if (a_zone) CHECK(((l.a.rank <= 4) == (l.b.rank <= 4)));
  }
}

TEST_CASE("堅守象棋: 「吃掉的敵棋，要扣放到敵方對應\"回復區\"內的任意空位上」", "[jianshou]") {
  const Game g = jianshou(kChariotTakesHorse);
  // The capture is no move alone: the capturer names a point of Black's 馬區 (x8-z9).
  CHECK(!legal(g, iccs_move(g, "a4a8")));
  const MoveVerdict why = Game(g).play(iccs_move(g, "a4a8"));
  CHECK(!why.ok());
  CHECK(why.text.find("回復區") != std::string::npos);
  CHECK(zone_choices(g, "a4", "a8") == set_of({"x8", "y8", "z8", "x9", "y9", "z9"}));
  const Game next = after(g, "a4a8&a8y8");
  CHECK(letter_at(next, "a8") == 'R');
  CHECK(letter_at(next, "y8") == 'j');  // Black's dormant horse, face-down in its own zone
  CHECK(next.fen() == "8k8/4R10j1/17/17/17/17/17/17/17/7K9 b - - 0 1");
  // Undo gives the horse back.
  Game undone = next;
  REQUIRE(undone.undo());
  CHECK(undone.fen() == g.fen());
  // A taken point is no choice any more: Black's horse already on y8, the second horse's
  // capture offers the five others.
  const Game two = jianshou("8k8/4n10j1/17/17/17/4R12/17/17/17/7K9 w - - 0 1");
  CHECK(zone_choices(two, "a4", "a8") == set_of({"x8", "z8", "x9", "y9", "z9"}));
  // The start: each cannon may take a horse, into one of six points: 44 - 2 + 2 x 6 moves.
  CHECK(jianshou().legal_moves().size() == 54);
  CHECK(zone_choices(jianshou(), "h2", "h9") == set_of({"x8", "y8", "z8", "x9", "y9", "z9"}));
}

TEST_CASE("堅守象棋: each kind has its zone; 士 and 相 have none and leave the game", "[jianshou]") {
  // 「四個兵種"恢復區"」: 車 s0-u1, 炮 s3-u4, 馬 x0-z1, 兵 x3-z4 (Black's the rank mirror).
  // Black's chariot on a1 takes Red's chariot, cannon, soldier and advisor in turn.
  const Game r = jianshou("8k8/17/17/17/17/17/17/17/4r3A8/4R2K9 b - - 0 1");
  CHECK(zone_choices(r, "a1", "a0") == set_of({"s0", "t0", "u0", "s1", "t1", "u1"}));
  const Game c = jianshou("8k8/17/17/17/17/17/17/17/4r1C10/7K9 b - - 0 1");
  CHECK(zone_choices(c, "a1", "c1") == set_of({"s3", "t3", "u3", "s4", "t4", "u4"}));
  const Game p = jianshou("8k8/17/17/17/4r1P10/17/17/17/17/7K9 b - - 0 1");
  CHECK(zone_choices(p, "a5", "c5") == set_of({"x3", "y3", "z3", "x4", "y4", "z4"}));
  const Game a = jianshou("8k8/17/17/17/17/17/17/17/4r3A8/8K8 b - - 0 1");
  CHECK(zone_choices(a, "a1", "e1").empty());
  CHECK(legal(a, iccs_move(a, "a1e1")));  // the advisor leaves the game as in xiangqi
}

TEST_CASE("堅守象棋: a full zone: the captured piece leaves the game", "[jianshou]") {
  // Our rule for the gap: with no empty point the capture is the plain one. The preset's
  // zones never fill (six points, at most five soldiers), so a FEN fills Red's 兵區.
  const Game full = jianshou("8k8/8r8/17/17/8P8/14QQQ/14QQQ/17/17/7K9 b - - 0 1");
  CHECK(zone_choices(full, "e8", "e5").empty());
  CHECK(legal(full, iccs_move(full, "e8e5")));
  const Game one = jianshou("8k8/8r8/17/17/8P8/14QQQ/14QQ1/17/17/7K9 b - - 0 1");
  CHECK(zone_choices(one, "e8", "e5") == set_of({"z3"}));
  CHECK(!legal(one, iccs_move(one, "e8e5")));
}

TEST_CASE("堅守象棋: 「棋盤戰場上的棋不能走入\"恢復區\"」", "[jianshou]") {
  // A chariot on a0 stops at the hole file; a horse on a1 does not leap to u0; a cannon on
  // a3 with a screen on a4… reaches nothing in a zone either.
  const Game g = jianshou("8k8/17/17/17/17/17/4C12/17/4N12/4R2K9 w - - 0 1");
  for (const char* from : {"a0", "a1", "a3"})
    for (const std::string& to : targets_of(g, from)) {
      INFO(from << " -> " << to);
      CHECK(to[0] >= 'a');
      CHECK(to[0] <= 'i');
    }
  CHECK(targets_of(g, "a1").count("c2") == 1);
  // Elephants keep to their half of the battlefield.
  const Game e = jianshou("8k8/17/17/17/17/17/17/4B12/17/7K9 w - - 0 1");
  CHECK(targets_of(e, "a2") == set_of({"c0", "c4"}));  // not u0 or u4 across the hole file
}

TEST_CASE("堅守象棋: 「這裡的棋都是每次橫豎一步格」: a zone piece steps in its zone", "[jianshou]") {
  // Red's dormant chariot on t1 (the middle of 車區's upper rank).
  const Game g = jianshou("8k8/17/17/17/17/17/17/17/1T15/7K9 w - - 0 1");
  CHECK(targets_of(g, "t1") == set_of({"s1", "u1", "t0"}));
  // A step is a whole move, and blocked by an own zone piece.
  const Game next = after(g, "t1u1");
  CHECK(next.position().side_to_move() == Color::Black);
  CHECK(letter_at(next, "u1") == 'T');
  const Game blocked = jianshou("8k8/17/17/17/17/17/17/17/TT15/7K9 w - - 0 1");
  CHECK(targets_of(blocked, "t1") == set_of({"u1", "t0"}));
  // Black's zone pieces are Black's: Black's dormant soldier on y5 (兵區 x5-z6).
  const Game b = jianshou("8k8/17/17/17/15q1/17/17/17/17/7K9 b - - 0 1");
  CHECK(targets_of(b, "y5") == set_of({"x5", "z5", "y6"}));
  // Zone pieces attack nothing: a dormant chariot beside the enemy general's file gives no check.
  CHECK(!jianshou("8k8/17/17/17/17/17/17/17/2T14/7K9 b - - 0 1").position().in_check());
}

TEST_CASE("堅守象棋: 「只能從箭頭所指的方位再進入棋盤戰場，並同時翻正恢復自身實際規則」", "[jianshou]") {
  // Red's dormant chariot on u0, the tail of the 車區 arrow u0→a0.
  const Game g = jianshou("8k8/17/17/17/17/17/17/17/17/2T4K9 w - - 0 1");
  CHECK(targets_of(g, "u0") == set_of({"t0", "u1", "a0"}));
  const Game in = after(g, "u0a0");
  CHECK(letter_at(in, "a0") == 'R');  // face-up: a chariot again
  CHECK(in.fen() == "8k8/17/17/17/17/17/17/17/17/4R2K9 b - - 1 1");
  // It moves as a chariot from the next move on.
  const Game moved = after(after(in, "e9f9"), "a0a9");
  CHECK(letter_at(moved, "a9") == 'R');
  // Only from the tail: on u1 or t0 the piece cannot re-enter.
  const Game u1 = jianshou("8k8/17/17/17/17/17/17/17/2T14/7K9 w - - 0 1");
  CHECK(targets_of(u1, "u1") == set_of({"t1", "u0"}));
  // Each arrow leads to its own point: 炮 u3→a3, 馬 x0→i0, 兵 x3→i3; Black's mirrored.
  CHECK(targets_of(jianshou("8k8/17/17/17/17/17/2O14/17/17/7K9 w - - 0 1"), "u3").count("a3") == 1);
  CHECK(letter_at(after(jianshou("8k8/17/17/17/17/17/2O14/17/17/7K9 w - - 0 1"), "u3a3"), "a3") == 'C');
  CHECK(letter_at(after(jianshou("8k8/17/17/17/17/17/17/17/17/7K6J2 w - - 0 1"), "x0i0"), "i0") == 'N');
  CHECK(letter_at(after(jianshou("8k8/17/17/17/17/17/14Q2/17/17/7K9 w - - 0 1"), "x3i3"), "i3") == 'P');
  CHECK(letter_at(after(jianshou("8k5j2/17/17/17/17/17/17/17/17/7K9 b - - 0 1"), "x9i9"), "i9") == 'n');
  // Undo turns it face-down again on its tail.
  Game undone = in;
  REQUIRE(undone.undo());
  CHECK(undone.fen() == g.fen());
}

TEST_CASE("堅守象棋: 「進入棋盤戰場這一步不能吃棋」: an occupied head blocks the re-entry", "[jianshou]") {
  const Game enemy = jianshou("8k8/17/17/17/17/17/17/17/17/2T1n2K9 w - - 0 1");
  CHECK(targets_of(enemy, "u0") == set_of({"t0", "u1"}));
  CHECK(!Game(enemy).play(iccs_move(enemy, "u0a0")).ok());
  const Game own = jianshou("8k8/17/17/17/17/17/17/17/17/2T1N2K9 w - - 0 1");
  CHECK(targets_of(own, "u0") == set_of({"t0", "u1"}));
  // A re-entry that would leave the general attacked is not legal either: the black
  // chariot on d9 checks the general on d0 unless the re-entering chariot... cannot help
  // (a0 is off the d file), so only answers to the check are listed.
  const Game check = jianshou("7rk8/17/17/17/17/17/17/17/17/2T4K9 w - - 0 1");
  CHECK(targets_of(check, "u0").empty());
}

TEST_CASE("堅守象棋: FENs and variant texts that break the zones are refused with a reason", "[jianshou]") {
  // A dormant piece only ever stands in its zone; a battlefield piece never in a zone.
  for (const char* fen : {"8k8/17/17/17/17/17/17/17/17/4T2K9 w - - 0 1", "8k8/17/17/17/17/17/17/17/17/1R5K9 w - - 0 1",
                          "8k8/17/17/17/17/17/17/17/17/7K6T2 w - - 0 1"}) {
    const GameOrError made = Game::create("jianshou", fen, RuleOptions{});
    INFO(fen);
    CHECK(!made.game);
    CHECK(made.error.find("outside the zone its type is confined to") != std::string::npos);
  }
  // An arrow must run along its tail's rank over the holes to the first point past them.
  const GameOrError bent = Game::create_from_text("[bent:jianshou]\nrecovery.zones = r>t:u0>b0\n");
  REQUIRE(!bent.game);
  CHECK(bent.error.find("the arrow runs along the tail's rank") != std::string::npos);
  const GameOrError kind = Game::create_from_text("[kind:jianshou]\nrecovery.zones = k>t:u0>a0\n");
  REQUIRE(!kind.game);
  CHECK(kind.error.find("KIND must be the letter of a role other than the general") != std::string::npos);
  const GameOrError dormant = Game::create_from_text("[dormant:jianshou]\nrecovery.zones = r>n:u0>a0\n");
  REQUIRE(!dormant.game);
  CHECK(dormant.error.find("DORMANT must be the letter of a custom type") != std::string::npos);
}

TEST_CASE("堅守象棋: perft 1-3 from the start", "[jianshou][perft]") {
  // Depth 1 by hand: standard xiangqi's 44 moves with each cannon's capture of a horse
  // (h2h9, b2b9) replaced by its six zone points: 44 - 2 + 12 = 54. Deeper: every capture
  // of a 車馬炮兵 counts once per empty point of its zone, and a dormant piece's steps.
  Game g = jianshou();
  Position pos = g.position();
  CHECK(perft(pos, 1) == 54);
  CHECK(perft(pos, 2) == 2818);
  CHECK(perft(pos, 3) == 134205);
}

TEST_CASE("堅守象棋: perft 1-2 counted from standard xiangqi's moves by the zone rules", "[jianshou][perft]") {
  // An independent count from the xiangqi preset (no module): every capture of a 車馬炮兵
  // counts once per empty point of its zone (six: every zone is empty this early), the
  // capture of a 士 or 相 once; after Red's cannon takes a horse into one of the six
  // points of Black's 馬區, Black also has the dormant horse's steps there: 2 from each
  // of the four corner points x8 z8 x9 z9, 3 from y8 and y9, 14 in all (its arrow's head
  // i9 holds Black's chariot, so no re-entry).
  Game x = testing::preset_game("xiangqi");
  Position pos = x.position();
  const auto ways = [](const Position& p, Move m) -> std::uint64_t {
    const Piece v = p.piece_on(m.to());
    if (v.empty()) return 1;
    const PieceKind k = v.kind();
    return k == PieceKind::Chariot || k == PieceKind::Horse || k == PieceKind::Cannon || k == PieceKind::Soldier ? 6 : 1;
  };
  MoveList red;
  generate_legal(pos, red);
  std::uint64_t depth1 = 0, depth2 = 0;
  for (Move m : red) {
    const std::uint64_t w = ways(pos, m);
    depth1 += w;
    UndoInfo undo;
    pos.do_move(m, undo);
    MoveList black;
    generate_legal(pos, black);
    std::uint64_t replies = 0;
    for (Move r : black) replies += ways(pos, r);
    pos.undo_move(m, undo);
    depth2 += w == 1 ? replies : w * replies + 14;
  }
  CHECK(depth1 == 54);
  CHECK(depth2 == 2818);
}

namespace {

// An independent count of 堅守象棋's moves, written from docs/variants.md §21 without the
// module: the battlefield is the `xiangqi` preset's 9x10 position (its own generator), the
// zones are bit sets of a 3x2 grid per side and kind (cells c + 3 r, c = 0..2 from the
// outer file to the inner one; the arrow's tail is the inner cell of the row the arrow
// leaves from, cell 2 by the grid's symmetry), the heads are the arrows' points.
struct NaiveZones {
  std::uint8_t mask[2][4] = {};  // [color][chariot, cannon, horse, soldier]
};

int naive_zone_of(PieceKind k) {
  switch (k) {
    case PieceKind::Chariot: return 0;
    case PieceKind::Cannon: return 1;
    case PieceKind::Horse: return 2;
    case PieceKind::Soldier: return 3;
    default: return -1;
  }
}

std::uint64_t naive_count(const Position& pos, const NaiveZones& z, int depth) {
  if (depth == 0) return 1;
  static const PieceKind kKinds[4] = {PieceKind::Chariot, PieceKind::Cannon, PieceKind::Horse, PieceKind::Soldier};
  static const char* const kHeads[2][4] = {{"a0", "a3", "i0", "i3"}, {"a9", "a6", "i9", "i6"}};
  const Color us = pos.side_to_move(), them = opposite(us);
  const int u = index_of(us), t = index_of(them);
  std::uint64_t total = 0;
  Position work = pos;
  MoveList list;
  generate_legal(work, list);
  for (Move m : list) {
    const Piece victim = work.piece_on(m.to());
    const int zone = victim.empty() ? -1 : naive_zone_of(victim.kind());
    UndoInfo undo;
    work.do_move(m, undo);
    bool placed = false;
    for (int c = 0; zone >= 0 && c < 6; ++c)
      if (!(z.mask[t][zone] >> c & 1)) {
        NaiveZones next = z;
        next.mask[t][zone] |= static_cast<std::uint8_t>(1 << c);
        total += naive_count(work, next, depth - 1);
        placed = true;
      }
    if (!placed) total += naive_count(work, z, depth - 1);  // no zone, or a full one
    work.undo_move(m, undo);
  }
  for (int zone = 0; zone < 4; ++zone) {
    const std::uint8_t mask = z.mask[u][zone];
    // Zone steps change nothing on the battlefield: legal unless the general is in check.
    if (!pos.in_check())
      for (int c = 0; c < 6; ++c) {
        if (!(mask >> c & 1)) continue;
        const int col = c % 3, row = c / 3;
        for (int n : {col > 0 ? c - 1 : -1, col < 2 ? c + 1 : -1, row == 0 ? c + 3 : c - 3}) {
          if (n < 0 || (mask >> n & 1)) continue;
          NaiveZones next = z;
          next.mask[u][zone] = static_cast<std::uint8_t>((mask & ~(1 << c)) | (1 << n));
          Position stepped = pos;
          stepped.set_side_to_move(them);
          total += naive_count(stepped, next, depth - 1);
        }
      }
    // The re-entry from the tail (cell 2) onto an empty head, never leaving the general attacked.
    const Square head = *parse_iccs_square(kHeads[u][zone], pos.geometry());
    if ((mask >> 2 & 1) && pos.empty(head)) {
      Position entered = pos;
      entered.put_piece(Piece(us, kKinds[zone]), head);
      if (!entered.general_attacked(us)) {
        NaiveZones next = z;
        next.mask[u][zone] = static_cast<std::uint8_t>(mask & ~(1 << 2));
        entered.set_side_to_move(them);
        total += naive_count(entered, next, depth - 1);
      }
    }
  }
  return total;
}

}  // namespace

TEST_CASE("堅守象棋: perft 1-4 match the independent count", "[jianshou][perft]") {
  const Game x = testing::preset_game("xiangqi");
  Position jian = jianshou().position();
  for (int depth = 1; depth <= testing::unless_sanitized(4, 3); ++depth) {
    INFO("depth " << depth);
    CHECK(naive_count(x.position(), NaiveZones{}, depth) == perft(jian, depth));
  }
}

TEST_CASE("堅守象棋: the zone moves in every notation; links and PGN carry the variant", "[jianshou][notation][share]") {
  using notation::Notation;
  const Game g = jianshou();
  const Move cap = iccs_move(g, "h2h9&h9y9");
  CHECK(notation::format_move(g.position(), cap, Notation::Iccs) == "h2h9&h9y9");
  CHECK(notation::format_move(g.position(), cap, Notation::Wxf) == "C6+7@y9");
  CHECK(notation::format_move(g.position(), cap, Notation::Chinese) == "炮六進七扣y9");
  CHECK(notation::format_move(g.position(), cap, Notation::ChineseSimplified) == "炮六进七扣y9");
  for (const char* text : {"h2h9&h9y9", "C6+7@y9", "炮六進七扣y9", "炮六进七扣y9"})
    CHECK(notation::parse_move(g.position(), text).move == cap);
  const Game black = after(g, "h2h9&h9y9");
  const Move step = iccs_move(black, "y9y8");
  CHECK(notation::format_move(black.position(), step, Notation::Wxf) == "y9-y8");
  CHECK(notation::format_move(black.position(), step, Notation::Chinese) == "區y9y8");
  CHECK(notation::format_move(black.position(), step, Notation::ChineseSimplified) == "区y9y8");
  for (const char* text : {"y9y8", "y9-y8", "區y9y8", "区y9y8"}) CHECK(notation::parse_move(black.position(), text).move == step);
  const Game r = jianshou("8k8/17/17/17/17/17/17/17/17/2T4K9 w - - 0 1");
  const Move in = iccs_move(r, "u0a0");
  CHECK(notation::format_move(r.position(), in, Notation::Wxf) == "R>a0");
  CHECK(notation::format_move(r.position(), in, Notation::Chinese) == "車歸a0");
  CHECK(notation::format_move(r.position(), in, Notation::ChineseSimplified) == "车归a0");
  for (const char* text : {"u0a0", "R>a0", "車歸a0", "车归a0"}) CHECK(notation::parse_move(r.position(), text).move == in);
  // A point outside the zone is refused with the rule.
  const notation::ParsedMove bad = notation::parse_move(g.position(), "炮六進七扣a9");
  CHECK(!bad.error.empty());
  testing::check_records_round_trip("jianshou", 1915, 80);
  testing::check_records_round_trip("jianshou", 1916, 120);
}

TEST_CASE("堅守象棋: the gesture asks for the zone point after the capture", "[jianshou][gesture]") {
  const Game g = jianshou();
  const Geometry& geo = g.position().geometry();
  auto pt = [&](const char* s) { return Place::point(*parse_iccs_square(s, geo)); };
  MoveGesture gesture = g.gesture();
  REQUIRE(gesture.pick(pt("h2")).ok());
  const std::optional<Pick> t = gesture.target_at(pt("h9"));
  REQUIRE(t);
  CHECK(t->role == PickRole::Capture);
  const PickVerdict v = gesture.pick(pt("h9"));
  REQUIRE(v.ok());
  CHECK(!v.complete());  // the zone point is still to come
  std::set<std::string> points;
  for (const Pick& p : gesture.targets()) {
    CHECK(p.role == PickRole::Drop);
    points.insert(format_iccs_square(static_cast<Square>(p.place.id), geo));
  }
  CHECK(points == set_of({"x8", "y8", "z8", "x9", "y9", "z9"}));
  CHECK(!gesture.pick(pt("u9")).ok());  // another zone
  const PickVerdict done = gesture.pick(pt("z8"));
  REQUIRE(done.complete());
  CHECK(done.move == iccs_move(g, "h2h9&h9z8"));
}

TEST_CASE("堅守象棋: the computer plays legal moves from the start and 20 playouts", "[jianshou][search]") {
  Searcher searcher(2);
  testing::check_engine_playouts("jianshou", 1917, 80, searcher);
  // With a dormant chariot on its tail and nothing else to do, it re-enters or steps.
  Game g = jianshou("8k8/17/17/17/17/17/17/17/17/2T4K9 w - - 0 1");
  SearchLimits limits;
  limits.depth = 3;
  CHECK(legal(g, searcher.search(g, limits).best));
}
