// MoveGesture (core/gesture.h): every legal move as a sequence of picks (board points,
// ring cells, panel actions), the targets after each pick, refusals with the rules'
// reason, "done" and the preview of a compound's first half. The round trip (a move's
// picks lead back to exactly that move) is checked over all legal moves of positions of
// each add-on with its own move shape.
#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "addon_test_util.h"
#include "hidden_test_variant.h"
#include "core/fen.h"
#include "core/gesture.h"
#include "core/notation/iccs.h"
#include "core/rules/flag_ring.h"

using namespace xq;
using namespace xq::testing;

namespace {

Square sq(const Game& g, const char* s) {
  const auto q = parse_iccs_square(s, g.position().geometry());
  INFO(s);
  REQUIRE(q);
  return *q;
}

Place pt(const Game& g, const char* s) {
  return Place::point(sq(g, s));
}

const Place kRevive = Place::action(GestureAction::Revive);
const Place kDone = Place::action(GestureAction::Done);

// The board targets (as ICCS points) of a gesture, with their roles.
std::set<std::string> point_targets(const Game& g, const MoveGesture& gest, PickRole role) {
  std::set<std::string> out;
  for (const Pick& t : gest.targets())
    if (t.place.kind == PlaceKind::Point && t.role == role)
      out.insert(format_iccs_square(static_cast<Square>(t.place.id), g.position().geometry()));
  return out;
}

// Every legal move of g, picked place by place from a fresh gesture, names itself: each
// pick is a target, the gesture completes exactly at the move's last pick (or, when
// longer moves go on from it, after "done").
void check_round_trip(const Game& g) {
  const std::vector<Move> legal = g.legal_moves();
  REQUIRE_FALSE(legal.empty());
  for (Move m : legal) {
    INFO("move " << format_iccs(m, g.position().geometry()) << " in " << g.fen());
    MoveGesture gest = g.gesture();
    const std::vector<Pick> picks = MoveGesture::picks_of(g.position(), m);
    REQUIRE_FALSE(picks.empty());
    for (std::size_t i = 0; i < picks.size(); ++i) {
      REQUIRE(gest.move().is_none());  // not complete before the last pick
      const std::optional<Pick> t = gest.target_at(picks[i].place);
      REQUIRE(t);
      CHECK(t->role == picks[i].role);
      REQUIRE(gest.pick(picks[i].place).ok());
    }
    if (gest.move().is_none()) {
      REQUIRE(gest.done_move());
      REQUIRE(gest.target_at(kDone));
      REQUIRE(gest.pick(kDone).complete());
    }
    CHECK(gest.move() == m);
    CHECK(gest.targets().empty());
  }
}

}  // namespace

TEST_CASE("gesture: standard xiangqi, a picked piece's targets and the move they name", "[gesture]") {
  const Game g = Game::standard();
  MoveGesture gest = g.gesture();
  // Before any pick: every Red piece with a legal move, and nothing of Black's.
  std::set<std::string> pieces = point_targets(g, gest, PickRole::Piece);
  CHECK(pieces.count("h2") == 1);
  CHECK(pieces.count("e0") == 1);
  CHECK(pieces.count("h9") == 0);  // Black's
  CHECK(gest.pick(pt(g, "h2")).ok());
  CHECK(point_targets(g, gest, PickRole::Capture) == std::set<std::string>{"h9"});  // 炮打隔子: the horse
  const std::set<std::string> quiet = point_targets(g, gest, PickRole::Destination);
  CHECK(quiet.count("e2") == 1);
  CHECK(quiet.size() + 1 == g.legal_moves_from(sq(g, "h2")).size());
  CHECK(gest.preview() == std::nullopt);
  const PickVerdict v = gest.pick(pt(g, "e2"));
  REQUIRE(v.complete());
  CHECK(v.move == Move(sq(g, "h2"), sq(g, "e2")));
  check_round_trip(g);
}

TEST_CASE("gesture: an illegal pick is refused with the rules' reason and changes nothing", "[gesture]") {
  const Game g = *Game::create("xiangqi", "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1").game;
  MoveGesture gest = g.gesture();
  CHECK(gest.pick(pt(g, "e9")).verdict.reason == IllegalReason::NotYourPiece);
  CHECK(gest.pick(pt(g, "e5")).verdict.reason == IllegalReason::EmptySquare);
  CHECK(gest.empty());
  REQUIRE(gest.pick(pt(g, "d0")).ok());
  // 將帥不能照面: d0-e0 would put the generals face to face.
  const PickVerdict face = gest.pick(pt(g, "e0"));
  CHECK(face.verdict.reason == IllegalReason::GeneralsFace);
  CHECK_FALSE(face.verdict.text.empty());
  CHECK(gest.picked().size() == 1);
  CHECK(gest.pick(pt(g, "d2")).verdict.reason == IllegalReason::GeneralStep);
  // No add-on here: no ring cell, no 還魂, no "done".
  MoveGesture fresh = g.gesture();
  CHECK(fresh.pick(Place::cell(0)).verdict.reason == IllegalReason::FlagMissing);
  CHECK(fresh.pick(kRevive).verdict.reason == IllegalReason::ReviveNotAllowed);
  CHECK(fresh.pick(kDone).verdict.reason == IllegalReason::NoMove);
  // Places the board does not have are refused before any lookup (they come from clicks
  // and the bridge).
  CHECK(fresh.pick(Place::point(90)).verdict.reason == IllegalReason::OffBoard);  // 9x10 = 90 points
  CHECK(fresh.pick(Place::point(255)).verdict.reason == IllegalReason::OffBoard);
  CHECK(fresh.pick(Place::point(-1)).verdict.reason == IllegalReason::OffBoard);
  CHECK(fresh.pick(Place{PlaceKind::Action, 7}).verdict.reason == IllegalReason::OffBoard);
  CHECK(fresh.empty());
  const Game ring = addon_game("xiangqi", "", {"flag_ring"});
  CHECK(ring.gesture().pick(Place::cell(42)).verdict.reason == IllegalReason::OffBoard);  // 42 cells: 0..41
  CHECK(ring.gesture().pick(Place::cell(-2)).verdict.reason == IllegalReason::OffBoard);
  // A pinned piece: the chariot on e-file between the generals cannot leave it.
  const Game pin = *Game::create("xiangqi", "4k4/9/9/9/4r4/9/9/4R4/9/4K4 w - - 0 1").game;
  MoveGesture pinned = pin.gesture();
  REQUIRE(pinned.pick(pt(pin, "e2")).ok());  // it can move along the file
  CHECK(pinned.pick(pt(pin, "d2")).verdict.reason == IllegalReason::LeavesGeneralInCheck);
  check_round_trip(g);
  check_round_trip(pin);
}

TEST_CASE("gesture: 解將旗, the flag armed first, then the answer; the two-cell escape", "[gesture][flag]") {
  // 「被將軍的一方每次"解將"時，都可先逆時針移動一格己方"解將"棋（也可不動"解將"棋），同時再走棋
  // 解除己方被"將軍"狀態」: in check, the flag cell is a first pick; the compounds follow it.
  const Game g = addon_game("xiangqi", "4k4/9/9/9/9/9/9/9/9/3K4r w - - 0 1", {"flag_ring"});
  REQUIRE(g.in_check());
  MoveGesture gest = g.gesture();
  const int red_flag = flag_cell(g.position(), Color::Red);
  REQUIRE(gest.target_at(Place::cell(red_flag)));
  CHECK(gest.target_at(Place::cell(red_flag))->role == PickRole::Flag);
  REQUIRE(gest.pick(Place::cell(red_flag)).ok());
  CHECK(point_targets(g, gest, PickRole::Piece) == std::set<std::string>{"d0"});
  REQUIRE(gest.pick(pt(g, "d0")).ok());
  CHECK(point_targets(g, gest, PickRole::Destination) == std::set<std::string>{"d1"});
  const PickVerdict v = gest.pick(pt(g, "d1"));
  REQUIRE(v.complete());
  CHECK(v.move == Move::flag_step(sq(g, "d0"), sq(g, "d1")));
  MoveGesture armed = g.gesture();
  REQUIRE(armed.pick(Place::cell(red_flag)).ok());
  CHECK(armed.pick(pt(g, "e5")).verdict.reason == IllegalReason::EmptySquare);  // no piece, no flag entry
  CHECK(armed.pick(pt(g, "e9")).verdict.reason == IllegalReason::NotYourPiece);
  // Not armed, the same clicks play the move without the flag.
  MoveGesture plain = g.gesture();
  plain.pick(pt(g, "d0"));
  CHECK(plain.pick(pt(g, "d1")).move == Move(sq(g, "d0"), sq(g, "d1")));
  check_round_trip(g);

  // 「可以在不被"將軍"的情況下，單獨一著走兩格[解將]棋」 with the enemy flag right behind:
  // the flag cell, then the cell two ahead.
  const std::string start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
  const Game behind = addon_game("xiangqi", start + " {flag=5.4}", {"flag_ring"});
  MoveGesture only = behind.gesture();
  REQUIRE(only.pick(Place::cell(5)).ok());
  const std::vector<Pick> targets = only.targets();
  REQUIRE(targets.size() == 1);
  CHECK(targets[0].place == Place::cell(7));
  CHECK(targets[0].role == PickRole::FlagCell);
  CHECK(only.pick(Place::cell(6)).verdict.reason == IllegalReason::NoMove);  // no move ends there
  CHECK(only.pick(Place::cell(7)).move == Move::flag_only());
  check_round_trip(behind);

  // Not in check and no enemy flag behind: the flag is no first pick, and says why.
  const Game quiet = addon_game("xiangqi", "", {"flag_ring"});
  MoveGesture q = quiet.gesture();
  CHECK_FALSE(q.can_start(Place::cell(0)));
  CHECK(q.pick(Place::cell(0)).verdict.reason == IllegalReason::FlagStepNotInCheck);
  CHECK(q.pick(Place::cell(21)).verdict.reason == IllegalReason::NotYourPiece);

  // 河山象棋 2018 (山界 11x10 + ring + its add-ons): Black in check on the big board.
  Game heshan = *Game::create("heshan", "4aka4/11/11/11/11/1R9/11/11/11/4K6 w - - 0 1").game;
  REQUIRE(heshan.play(iccs(heshan, "a4e4")).ok());
  REQUIRE(heshan.in_check());
  check_round_trip(heshan);
}

TEST_CASE("gesture: 宮旗, the ring flag enters on the general's start point and returns",
          "[gesture][palace_flag]") {
  const std::vector<std::string> addons = {"flag_ring", "palace_strategy", "palace_flag"};
  // 「空的[將](帥)初始位」: the general has left e0; the flag on its ring start cell enters.
  const Game g = addon_game("xiangqi", "5k3/9/9/9/9/9/9/9/3K5/9 w - - 0 1", addons);
  MoveGesture enter = g.gesture();
  REQUIRE(enter.pick(Place::cell(0)).ok());
  CHECK(point_targets(g, enter, PickRole::Destination) == std::set<std::string>{"e0"});
  CHECK(enter.pick(pt(g, "e1")).verdict.reason == IllegalReason::PalaceFlagEnter);
  CHECK(enter.pick(pt(g, "e0")).move == Move::flag_enter(sq(g, "e0")));
  check_round_trip(g);

  // On the general's start point the flag is picked like a piece: its board steps and its
  // ring start cell (back to the ring) are the targets.
  const Game home = addon_game("xiangqi", "4k4/9/9/9/9/9/9/9/9/3KG4 w - - 0 1 {flag=g.21}", addons);
  MoveGesture back = home.gesture();
  REQUIRE(back.pick(pt(home, "e0")).ok());
  const std::optional<Pick> ring = back.target_at(Place::cell(0));
  REQUIRE(ring);
  CHECK(ring->role == PickRole::FlagCell);
  CHECK(point_targets(home, back, PickRole::Destination).count("e1") == 1);
  CHECK(back.pick(Place::cell(0)).move == Move::flag_return(sq(home, "e0")));
  check_round_trip(home);
  // Off that point it cannot return: the cell is refused with 宮旗's reason.
  const Game off = addon_game("xiangqi", "4k4/9/9/9/9/9/9/9/4G4/3K5 w - - 0 1 {flag=g.21}", addons);
  MoveGesture away = off.gesture();
  REQUIRE(away.pick(pt(off, "e1")).ok());
  CHECK(away.pick(Place::cell(0)).verdict.reason == IllegalReason::PalaceFlagReturn);
  check_round_trip(off);
}

TEST_CASE("gesture: 還魂卒, the 還魂 action then a drop point", "[gesture][revive]") {
  // 「己方吃敵方任何一枚棋後，己方（僅限）下一步可隨即還魂一枚已被吃掉的己方兵（卒）」.
  Game g = addon_game("xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P3P1P/1C5C1/9/RNBAKABNR w - - 0 1",
                      {"revived_soldier"});
  CHECK_FALSE(g.gesture().can_start(kRevive));
  REQUIRE(g.play(iccs(g, "b2b9")).ok());  // 炮 takes 馬
  REQUIRE(g.play(iccs(g, "i9i8")).ok());
  MoveGesture gest = g.gesture();
  REQUIRE(gest.can_start(kRevive));
  CHECK(gest.target_at(kRevive)->role == PickRole::Action);
  REQUIRE(gest.pick(kRevive).ok());
  CHECK(point_targets(g, gest, PickRole::Drop) == std::set<std::string>{"e3"});
  CHECK(gest.pick(pt(g, "e4")).verdict.reason == IllegalReason::ReviveNotAllowed);
  CHECK(gest.pick(pt(g, "e3")).move == Move::drop(sq(g, "e3")));
  check_round_trip(g);
}

TEST_CASE("gesture: 殺驚與遁馬, the horse move previewed, a second move or done", "[gesture][horse_scare]") {
  // 「規則允許後手可先走一步馬（即"遁馬"），再接著走一著其它棋」, 「也可暫不動馬，直接走一著其它棋」.
  Game g = addon_game("xiangqi", "", {"horse_scare"});
  REQUIRE(g.play(iccs(g, "b2b9")).ok());  // 殺驚: 炮 takes 馬
  MoveGesture gest = g.gesture();
  REQUIRE(gest.pick(pt(g, "h9")).ok());
  const PickVerdict first = gest.pick(pt(g, "g7"));
  REQUIRE(first.ok());
  CHECK_FALSE(first.complete());  // the horse alone, or with a second move: not decided yet
  REQUIRE(gest.done_move());
  CHECK(*gest.done_move() == Move(sq(g, "h9"), sq(g, "g7")));
  REQUIRE(gest.target_at(kDone));
  CHECK(gest.target_at(kDone)->role == PickRole::Done);
  CHECK(point_targets(g, gest, PickRole::Piece).count("a9") == 1);
  CHECK(point_targets(g, gest, PickRole::Piece).count("g7") == 0);  // another piece second
  // The board after the first half: the horse on g7, Black to move again.
  const std::optional<Game> shown = g.gesture_preview(gest);
  REQUIRE(shown);
  CHECK(shown->fen() == "rCbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/7C1/9/RNBAKABNR b - - 1 2");
  CHECK(g.fen() ==
        "rCbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/7C1/9/RNBAKABNR b - - 0 1 {double}");  // unchanged
  // A second move: 車 a9 takes the cannon on b9.
  MoveGesture second = gest;
  REQUIRE(second.pick(pt(g, "a9")).ok());
  CHECK(point_targets(g, second, PickRole::Capture) == std::set<std::string>{"b9"});
  CHECK(second.pick(pt(g, "b9")).move ==
        Move::double_move(sq(g, "h9"), sq(g, "g7"), sq(g, "a9"), sq(g, "b9")));
  // "done": the horse move alone.
  CHECK(gest.pick(kDone).move == Move(sq(g, "h9"), sq(g, "g7")));
  check_round_trip(g);
  // With no double move possible the horse move completes at once.
  MoveGesture single = Game::standard().gesture();
  const Game std_game = Game::standard();
  single.pick(pt(std_game, "h0"));
  CHECK(single.pick(pt(std_game, "g2")).complete());
}

TEST_CASE("gesture: the round trip over every legal move of each add-on variant", "[gesture]") {
  // Positions reached by a few plies of each variant with its own move shapes, both sides:
  // the given moves first, then `more` plies picked deterministically from the legal list.
  struct Case {
    const char* variant;
    const char* fen;
    std::vector<std::string> addons;
    std::vector<const char*> moves;
    int more = 0;
  };
  const std::vector<Case> cases = {
      {"xiangqi", "", {"flag_ring", "revived_soldier", "horse_scare"}, {"b2b9", "h9g7&a9b9", "h0g2"}, 4},
      {"xiangqi", "4k4/9/9/9/9/9/9/9/9/3K4r w - - 0 1", {"flag_ring", "revived_soldier"}, {"@d0d1"}, 3},
      {"heshan", "", {}, {}, 6},
      {"heshan8", "", {"palace_strategy", "palace_flag"}, {}, 6},
      {"xiangqi",
       "4k4/9/9/9/4r4/9/9/9/4G4/3K5 b - - 0 1 {flag=g.21}",
       {"flag_ring", "palace_strategy", "palace_flag"},
       {},
       3},
  };
  for (const Case& c : cases) {
    Game g = addon_game(c.variant, c.fen, c.addons);
    check_round_trip(g);
    for (const char* m : c.moves) {
      INFO(m);
      REQUIRE(g.play(iccs(g, m)).ok());
      check_round_trip(g);
    }
    for (int i = 0; i < c.more && !g.result().over(); ++i) {
      const std::vector<Move> legal = g.legal_moves();
      REQUIRE(g.play(legal[(i * 7 + 3) % legal.size()]).ok());
      check_round_trip(g);
    }
  }
}

TEST_CASE("gesture: a face-down piece, its stand-in steps or 'turn over' (hidden pieces)", "[gesture][hidden]") {
  // 暗戰's 暗棋 (seed 003 §4.4): 「只能横或竖每次一格，暗棋即不能吃子，也不被吃」, and the owner
  // 「自己翻明」 as a move. Both horses of each side stand face-down as the one-step `w`.
  const char* const text = kHiddenTestVariant;
  GameOrError made = Game::create_from_text(text);
  INFO(made.error);
  REQUIRE(made.game);
  Game& g = *made.game;
  const Place kReveal = Place::action(GestureAction::Reveal);
  check_round_trip(g);

  MoveGesture gest = g.gesture();
  REQUIRE(gest.pick(pt(g, "b0")).ok());
  // The stand-in steps one point forward (b1); its own pieces block the sides; and the flip.
  CHECK(point_targets(g, gest, PickRole::Destination) == std::set<std::string>{"b1"});
  const std::optional<Pick> flip = gest.target_at(kReveal);
  REQUIRE(flip);
  CHECK(flip->role == PickRole::Action);
  REQUIRE(gest.pick(kReveal).complete());
  CHECK(gest.move() == Move::reveal(sq(g, "b0")));

  // Black's face-down piece is not Red's to pick; nor is "turn over" without a piece.
  MoveGesture other = g.gesture();
  CHECK(other.pick(pt(g, "b9")).verdict.reason == IllegalReason::NotYourPiece);
  CHECK_FALSE(other.pick(kReveal).ok());
  CHECK(other.picked().empty());

  REQUIRE(g.play(Move::reveal(sq(g, "b0"))).ok());
  check_round_trip(g);  // Black's moves, its own reveals among them
}

TEST_CASE("gesture: a jump path is picked landing by landing, done where a longer one goes on", "[gesture][jump]") {
  RuleOptions options;
  GameOrError made = Game::create_from_text(
      "[jumper:xiangqi]\npiece.j = custom\nj.name = 丞 丞 | 丞 丞 | Jumper\nj.move = mF A(F)*\n",
      "3k5/9/5c1n1/9/5n3/9/3n5/2J6/9/4K4 w - - 0 1", options);
  INFO(made.error);
  REQUIRE(made.game);
  const Game& g = *made.game;
  check_round_trip(g);
  MoveGesture gest = g.gesture();
  REQUIRE(gest.pick(pt(g, "c2")).verdict.ok());
  CHECK(point_targets(g, gest, PickRole::Destination) == std::set<std::string>{"b1", "d1", "b3", "e4"});
  REQUIRE(gest.pick(pt(g, "e4")).verdict.ok());
  // c2xe4 is a move, c2xe4xg6 goes on: the next landing and "done".
  CHECK(gest.move().is_none());
  CHECK(point_targets(g, gest, PickRole::Destination) == std::set<std::string>{"g6"});
  CHECK(gest.target_at(kDone));
  REQUIRE(gest.pick(pt(g, "g6")).verdict.ok());
  CHECK(point_targets(g, gest, PickRole::Destination) == std::set<std::string>{"e8", "i8"});
  // A point no path goes on to is refused with a reason, and the picks stay.
  CHECK(!gest.pick(pt(g, "c8")).verdict.ok());
  const PickVerdict last = gest.pick(pt(g, "i8"));
  REQUIRE(last.verdict.ok());
  CHECK(format_iccs(last.move, g.position().geometry()) == "c2xe4xg6xi8");
}
