// Repetition judgement (棋例): one test per category, Chinese rules and the Asian
// differences. Each test builds a position from FEN, plays a move cycle twice through
// Game::play (so the start position occurs the third time) and checks the verdict.
// The sentence of seed 002 (or seed 000) each test checks is quoted above it.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "core/fen.h"
#include "core/game.h"
#include "core/notation/iccs.h"
#include "core/rules/chase.h"
#include "core/rules/move_threat.h"
#include "core/rules/repetition.h"

using namespace xq;

namespace {

Position from_fen(const char* fen) {
  FenResult r = parse_fen(fen);
  INFO(fen << ": " << r.error.message);
  REQUIRE(r.ok());
  return r.position;
}

Move mv(const char* iccs) {
  const auto m = parse_iccs(iccs);
  REQUIRE(m);
  return *m;
}

struct Played {
  RepetitionJudgement judgement;
  GameResult result;
};

// Plays `cycle` `times` times from fen with the given rule set. Before the last move
// nothing may be decided; the verdict is read after it.
Played play_cycle(const char* fen, const std::vector<const char*>& cycle, RuleSet rules = RuleSet::Chinese,
                  int times = 2) {
  RuleOptions options;
  options.rule_set = rules;
  GameOrError made = Game::create("xiangqi", fen, options);
  INFO(fen << ": " << made.error);
  REQUIRE(made.game);
  Game& g = *made.game;
  const int total = times * static_cast<int>(cycle.size());
  for (int i = 0; i < total; ++i) {
    INFO("ply " << i << " " << cycle[i % cycle.size()]);
    REQUIRE_FALSE(g.result().over());
    const MoveVerdict v = g.play(mv(cycle[i % cycle.size()]));
    INFO(v.text);
    REQUIRE(v.ok());
  }
  const Position start = from_fen(fen);
  Played p;
  p.judgement = judge_repetition_detail(
      RepetitionInput{start, g.history(), g.hashes(), options.repetition_count, rules});
  p.result = g.result();
  return p;
}

void check_loss(const Played& p, Color loser, RepetitionKind kind, const std::string& text) {
  INFO(p.judgement.text);
  CHECK(p.judgement.kind == kind);
  CHECK(p.judgement.offender == loser);
  CHECK(p.judgement.outcome == (loser == Color::Red ? Outcome::BlackWins : Outcome::RedWins));
  CHECK(p.result.outcome == p.judgement.outcome);
  CHECK(p.result.reason == ResultReason::ForbiddenRepetition);
  CHECK(p.judgement.text == text);
  CHECK(p.judgement.name == std::string(p.judgement.english) + " (" + p.judgement.chinese + ")");
}

void check_draw(const Played& p, RepetitionKind kind) {
  INFO(p.judgement.text);
  CHECK(p.judgement.kind == kind);
  CHECK(p.judgement.outcome == Outcome::Draw);
  CHECK(p.result.outcome == Outcome::Draw);
  CHECK(p.result.reason == ResultReason::Repetition);
}

// Red chariot checks on ranks 8/9, the black general steps d9/d8 (Black is a chariot
// and two soldiers up).
const char* kPerpetualCheck = "3k5/7R1/9/9/8r/9/2p3p2/9/9/4K4 w";
const std::vector<const char*> kPerpetualCheckCycle{"h8h9", "d9d8", "h9h8", "d8d9"};

// Red chariot b2/c2 chases the unprotected black horse c7/b5.
const char* kChase = "4k4/4a4/2n6/9/9/9/9/1R7/9/4K4 w";
const std::vector<const char*> kChaseCycle{"b2c2", "c7b5", "c2b2", "b5c7"};

}  // namespace

// Seed 000 §4.2.3 "雙方走棋出現循環反覆已達三次,符合「棋例」中「不變作和」的有關規定".
TEST_CASE("repetition: idle moves repeated three times draw (不變作和)", "[repetition]") {
  const Played p = play_cycle(Game::kStandardFen, {"h0g2", "h9g7", "g2h0", "g7h9"});
  check_draw(p, RepetitionKind::Allowed);
  CHECK(p.result.text == "Draw by repetition (不變作和).");
  // The count is configurable; 0 switches the rule off.
  RuleOptions options;
  options.repetition_count = 0;
  Game g = *Game::create("xiangqi", "", options).game;
  for (int i = 0; i < 3; ++i)
    for (const char* m : {"h0g2", "h9g7", "g2h0", "g7h9"}) REQUIRE(g.play(mv(m)).ok());
  CHECK_FALSE(g.result().over());
}

TEST_CASE("repetition: nothing is judged before the third occurrence", "[repetition]") {
  Game g = *Game::create("xiangqi", kPerpetualCheck).game;
  for (int i = 0; i < 7; ++i) {
    REQUIRE(g.play(mv(kPerpetualCheckCycle[i % 4])).ok());
    CHECK_FALSE(g.result().over());
  }
  REQUIRE(g.play(mv(kPerpetualCheckCycle[3])).ok());
  CHECK(g.result().outcome == Outcome::BlackWins);
  g.undo();
  CHECK_FALSE(g.result().over());
}

// "凡單方面走出長將…為禁止著法。如不改變，判作負棋" and "任何情況下均不許可「長將」".
TEST_CASE("repetition: perpetual check (長將) loses, under both rule sets", "[repetition]") {
  const Played p = play_cycle(kPerpetualCheck, kPerpetualCheckCycle);
  check_loss(p, Color::Red, RepetitionKind::PerpetualCheck, "perpetual check (長將) — Red loses");
  CHECK(p.result.text == "Black wins: perpetual check (長將) — Red loses.");
  check_loss(play_cycle(kPerpetualCheck, kPerpetualCheckCycle, RuleSet::Asian), Color::Red,
             RepetitionKind::PerpetualCheck, "perpetual check (長將) — Red loses");
}

// "長捉…為禁止著法" (Chinese); Asian ④ "長捉一無根子不變…作為負棋".
TEST_CASE("repetition: perpetual chase (長捉) of an unprotected piece loses", "[repetition]") {
  const Played p = play_cycle(kChase, kChaseCycle);
  check_loss(p, Color::Red, RepetitionKind::PerpetualChase, "perpetual chase (長捉) — Red loses");
  CHECK(p.result.text == "Black wins: perpetual chase (長捉) — Red loses.");
  check_loss(play_cycle(kChase, kChaseCycle, RuleSet::Asian), Color::Red, RepetitionKind::PerpetualChase,
             "perpetual chase (長捉) — Red loses");
}

// "長捉（包括二子捉一子和一子分捉二子…）" (Chinese); Asian ④ "但1子分捉2子，作為和棋".
// Red's chariot attacks whichever black cannon the shuttling black horse (d4/f5) does
// not protect.
TEST_CASE("repetition: one piece chasing two in turn (一子分捉二子)", "[repetition]") {
  const char* fen = "3aka3/9/9/2c4c1/9/3n5/9/9/2R6/3K5 w";
  const std::vector<const char*> cycle{"c1h1", "d4f5", "h1c1", "f5d4"};
  check_loss(play_cycle(fen, cycle), Color::Red, RepetitionKind::PerpetualChase,
             "perpetual chase (長捉) — Red loses");
  const Played asian = play_cycle(fen, cycle, RuleSet::Asian);
  check_draw(asian, RepetitionKind::SplitChase);
  CHECK(asian.result.text == "Draw by one piece chasing two in turn (一子分捉二子), allowed by the Asian rules.");
}

// "一將一捉…為禁止著法" (Chinese); Asian ⑤ "一將一捉…均作和棋處理". Red checks from a8,
// the general steps to e9, and from a7 Red attacks the horse e7 the general no longer
// protects; the general steps back to protect it.
TEST_CASE("repetition: one check, one chase (一將一捉)", "[repetition]") {
  const char* fen = "3a1a3/4k4/R3n4/9/9/9/9/9/9/3K5 w";
  const std::vector<const char*> cycle{"a7a8", "e8e9", "a8a7", "e9e8"};
  check_loss(play_cycle(fen, cycle), Color::Red, RepetitionKind::CheckChase, "check and chase (一將一捉) — Red loses");
  check_draw(play_cycle(fen, cycle, RuleSet::Asian), RepetitionKind::CheckChase);
}

// "長要殺…為禁止著法" (Chinese); Asian ⑤ "長殺…均作和棋處理". Red's chariot threatens
// mate on a9 or i9 (the red soldier e7 covers e8); the black chariot shuttles c8/g8
// to cover the threatened side.
TEST_CASE("repetition: perpetual mate threat (長殺)", "[repetition]") {
  const char* fen = "4k4/2r6/4P4/9/R8/9/9/9/9/3K5 w";
  const std::vector<const char*> cycle{"a5i5", "c8g8", "i5a5", "g8c8"};
  check_loss(play_cycle(fen, cycle), Color::Red, RepetitionKind::PerpetualMateThreat,
             "perpetual mate threat (長殺) — Red loses");
  check_draw(play_cycle(fen, cycle, RuleSet::Asian), RepetitionKind::PerpetualMateThreat);
}

// "一將一殺(包括連殺)…為禁止著法" (Chinese); Asian ③ "一照一殺…與一照一閒…含義相同" and
// ⑤ "一將一殺…均作和棋處理". Red's chariot checks from h9 (the general steps to e8) and
// from h2 threatens mate again (the general steps back).
TEST_CASE("repetition: one check, one mate threat (一將一殺)", "[repetition]") {
  const char* fen = "3ak4/2P6/3a5/9/9/9/9/7R1/5K3/9 w";
  const std::vector<const char*> cycle{"h2h9", "e9e8", "h9h2", "e8e9"};
  check_loss(play_cycle(fen, cycle), Color::Red, RepetitionKind::CheckMateThreat,
             "check and mate threat (一將一殺) — Red loses");
  check_draw(play_cycle(fen, cycle, RuleSet::Asian), RepetitionKind::CheckMateThreat);
}

// "一殺一捉…為禁止著法" (Chinese); Asian ③ "一殺一捉、一殺一閒等術語的含義相同". Red's
// chariot threatens mate from f4 (the general steps to d8) and attacks the elephant c5
// from c4 (the general steps back).
TEST_CASE("repetition: one mate threat, one chase (一殺一捉)", "[repetition]") {
  const char* fen = "9/2N1k4/3a3C1/3r5/2b6/2R6/9/9/9/5K3 w";
  const std::vector<const char*> cycle{"c4f4", "e8d8", "f4c4", "d8e8"};
  check_loss(play_cycle(fen, cycle), Color::Red, RepetitionKind::MateThreatChase,
             "mate threat and chase (一殺一捉) — Red loses");
  check_draw(play_cycle(fen, cycle, RuleSet::Asian), RepetitionKind::MateThreatChase);
}

// "長攔、長跟、長獻以及「一打一閒」等著法，均屬於允許著法,雙方不改變就判作和棋".
// Red chases a crossed soldier every second move and moves the general in between.
TEST_CASE("repetition: one threat, one idle move (一打一閒) draws", "[repetition]") {
  const char* fen = "5k3/9/9/9/9/9/2p3p2/9/2R6/3K5 w";
  const std::vector<const char*> cycle{"c1g1", "f9f8", "d0e0", "f8f9", "g1c1", "f9f8", "e0d0", "f8f9"};
  const Played p = play_cycle(fen, cycle);
  check_draw(p, RepetitionKind::OneThreatOneIdle);
  CHECK(p.result.text == "Draw by one threat, one idle move (一打一閒).");
}

// "長獻…均屬於允許著法": Red's protected chariot offers itself to the black chariot on
// c7 (an exchange offer, not a chase).
TEST_CASE("repetition: perpetual offer (長獻) draws", "[repetition]") {
  const char* fen = "4k4/9/2r6/9/9/9/9/R8/4N4/3K5 w";
  check_draw(play_cycle(fen, {"a2c2", "e9e8", "c2a2", "e8e9"}), RepetitionKind::Allowed);
}

// "長攔…均屬於允許著法": Red's chariot alternately stands behind the cannon g4 (protecting
// it) and blocks the d-file in front of the advisor d2, each time against the black
// chariot that has just turned to attack. Red's moves are idle; Black's are 長捉
// (一子分捉二子) — Black loses under the Chinese rules, a draw under the Asian ones.
TEST_CASE("repetition: perpetual blocking (長攔) is allowed, the chaser loses", "[repetition]") {
  const char* fen = "6r2/9/5k3/9/9/6C2/3R5/3A5/1c2N4/3K5 w";
  const std::vector<const char*> cycle{"d3g3", "g9d9", "g3d3", "d9g9"};
  check_loss(play_cycle(fen, cycle), Color::Black, RepetitionKind::PerpetualChase,
             "perpetual chase (長捉) — Black loses");
  check_draw(play_cycle(fen, cycle, RuleSet::Asian), RepetitionKind::SplitChase);
}

// "其中要吃未過河的兵卒不算捉子之例": the same chariot moves attack two soldiers; before
// the river it is no chase (draw), after the river it is 長捉 (一子分捉二子).
TEST_CASE("repetition: chasing a soldier that has not crossed the river is allowed", "[repetition]") {
  const std::vector<const char*> cycle{"c1g1", "e9e8", "g1c1", "e8e9"};
  check_draw(play_cycle("4k4/9/9/2p3p2/9/9/9/9/2R6/3K5 w", cycle), RepetitionKind::Allowed);
  check_loss(play_cycle("4k4/9/9/9/9/9/2p3p2/9/2R6/3K5 w", cycle), Color::Red, RepetitionKind::PerpetualChase,
             "perpetual chase (長捉) — Red loses");
}

// The same rules for Black: Black's chariot attacks the unprotected red cannon f6 and
// horse i1 in turn while Red waits with the general (一子分捉二子).
TEST_CASE("repetition: Black's perpetual chase loses for Black", "[repetition]") {
  const char* fen = "9/1c6r/3k5/5C3/9/6R2/9/3A5/8N/3K5 w";
  const std::vector<const char*> cycle{"d0d1", "i8f8", "d1d0", "f8i8"};
  const Played p = play_cycle(fen, cycle);
  check_loss(p, Color::Black, RepetitionKind::PerpetualChase, "perpetual chase (長捉) — Black loses");
  CHECK(p.result.text == "Red wins: perpetual chase (長捉) — Black loses.");
  check_draw(play_cycle(fen, cycle, RuleSet::Asian), RepetitionKind::SplitChase);
}

// 允許著法 "②允許將(帥)步步叫吃對方的棋子": the red general attacks the black cannon
// e1/e2 every move.
TEST_CASE("repetition: the general may attack a piece every move", "[repetition]") {
  check_draw(play_cycle("4k4/9/9/9/9/9/9/3K5/4c4/9 w", {"d2d1", "e1e2", "d1d2", "e2e1"}), RepetitionKind::Allowed);
}

// 允許著法 "③允許兵(卒)步步叫吃對方的棋子(但不能「長將」)": the red soldier attacks the
// black cannon c7/b7 every move (draw); a chariot doing the same loses.
TEST_CASE("repetition: a soldier may attack a piece every move", "[repetition]") {
  const std::vector<const char*> cycle{"b6c6", "c7b7", "c6b6", "b7c7"};
  check_draw(play_cycle("4k4/9/2c6/1P7/9/9/9/9/9/3K5 w", cycle), RepetitionKind::Allowed);
  check_loss(play_cycle("4k4/9/2c6/1R7/9/9/9/9/9/3K5 w", cycle), Color::Red, RepetitionKind::PerpetualChase,
             "perpetual chase (長捉) — Red loses");
}

// A protected piece attacked by a piece of equal or higher value is not chased (the
// chariot would be lost for a cannon); a chariot attacked by a cannon is chased even
// when protected (Chinese rules), but not under the Asian rule "長捉一無根子".
TEST_CASE("repetition: protected pieces and the chariot chased by a cannon", "[repetition]") {
  const std::vector<const char*> cycle{"c1g1", "e9e8", "g1c1", "e8e9"};
  // Black cannons c5/g5 are both protected by the elephant e7.
  check_draw(play_cycle("4k4/9/4b4/9/2c3c2/9/9/9/2R6/3K5 w", cycle), RepetitionKind::Allowed);
  // Red's cannon (screens c3/g3) attacks the black chariots c5/g5, which protect each other.
  const char* fen = "4k4/9/9/9/2r3r2/9/2P3P2/9/2C6/3K5 w";
  check_loss(play_cycle(fen, cycle), Color::Red, RepetitionKind::PerpetualChase, "perpetual chase (長捉) — Red loses");
  check_draw(play_cycle(fen, cycle, RuleSet::Asian), RepetitionKind::Allowed);
}

// 允許著法 "④凡一方走出「兩打」，其中有一步是為了解「打」時，則稱為「兩打一還打」；無論是無變或
// 有變不變，均作和棋". Red's chariot escapes the black horse while attacking the elephant a7;
// the horse follows attacking the chariot that attacks its side's pieces.
TEST_CASE("repetition: two threats, one answering a threat (兩打一還打) draws", "[repetition]") {
  const char* fen = "5k3/9/b4a3/9/9/9/9/3n5/1R1C5/3K5 w";
  const std::vector<const char*> cycle{"b1a1", "d2b3", "a1b1", "b3d2"};
  check_draw(play_cycle(fen, cycle), RepetitionKind::CounterAttack);
  check_draw(play_cycle(fen, cycle, RuleSet::Asian), RepetitionKind::CounterAttack);
}

// "除出現「解將還將」，包括「二將二還將」、「二將一還將」外，任何情況下均不許可「長將」".
// Red's cannon e5d5 checks over the black chariot d7; the chariot steps to e7, which
// both removes the screen and checks along the e-file; the cannon returns to e5,
// blocking and opening the red chariot d0's file (check again); the chariot blocks.
// Red checks twice, Black answers one of them with check: 二將一還將, a draw.
TEST_CASE("repetition: check answered by check (解將還將) draws", "[repetition]") {
  const char* fen = "2ck5/9/3r5/9/4C4/9/9/9/4K4/3R5 w";
  const std::vector<const char*> cycle{"e5d5", "d7e7", "d5e5", "e7d7"};
  const Played p = play_cycle(fen, cycle);
  check_draw(p, RepetitionKind::CounterCheck);
  CHECK(p.result.text == "Draw by check answered by check (解將還將).");
  check_draw(play_cycle(fen, cycle, RuleSet::Asian), RepetitionKind::CounterCheck);
  const Position start = from_fen(fen);
  const MoveThreat first = classify_move(start, mv("e5d5"), RuleSet::Chinese);
  CHECK(first.check);
  CHECK_FALSE(first.counter_check);
  Position after = start;
  UndoInfo undo;
  after.do_move(mv("e5d5"), undo);
  CHECK(classify_move(after, mv("d7e7"), RuleSet::Chinese).counter_check);
}

// "長捉（包括二子捉一子…）"; Asian ④ "長捉一無根子不變，包括2子合捉1子，作為負棋". The red
// horse (h4g6) and then the red chariot g2 (uncovered by g6h4) attack the unprotected
// elephant i7/g9.
TEST_CASE("repetition: two pieces chasing one (二子捉一子) loses, under both rule sets", "[repetition]") {
  const char* fen = "n4k3/9/C2a4b/9/9/7N1/9/6R2/3K5/9 w";
  const std::vector<const char*> cycle{"h4g6", "i7g9", "g6h4", "g9i7"};
  check_loss(play_cycle(fen, cycle), Color::Red, RepetitionKind::PerpetualChase, "perpetual chase (長捉) — Red loses");
  check_loss(play_cycle(fen, cycle, RuleSet::Asian), Color::Red, RepetitionKind::PerpetualChase,
             "perpetual chase (長捉) — Red loses");
}

// 「除出現「解將還將」，包括「二將二還將」、「二將一還將」外，任何情況下均不許可「長將」」: Red checks
// every move (the horse d7 uncovers the cannon d1), Black answers each check with a chariot
// move that attacks an unprotected red piece (horse f6, cannon d1) — Black breaks a rule
// too (長捉 under the Chinese rules), but perpetual check is excused by nothing but
// 解將還將, so the checking side loses under both rule sets.
TEST_CASE("repetition: perpetual check against a perpetual chase loses for the checker", "[repetition]") {
  const char* fen = "9/3k5/2cN5/n8/9/3r5/4R4/4K4/3C5/9 w";
  const std::vector<const char*> cycle{"d7f6", "d4f4", "f6d7", "f4d4"};
  const Played p = play_cycle(fen, cycle);
  check_loss(p, Color::Red, RepetitionKind::PerpetualCheck, "perpetual check (長將) — Red loses");
  CHECK(p.result.text == "Black wins: perpetual check (長將) — Red loses.");
  check_loss(play_cycle(fen, cycle, RuleSet::Asian), Color::Red, RepetitionKind::PerpetualCheck,
             "perpetual check (長將) — Red loses");
  // Black's answers are chases: without the 長將 rule both sides would be at fault.
  Position pos = from_fen(fen);
  UndoInfo undo;
  pos.do_move(mv("d7f6"), undo);
  const MoveThreat answer = classify_move(pos, mv("d4f4"), RuleSet::Chinese);
  CHECK_FALSE(answer.check);
  CHECK(answer.chase());
}

// Two forbidden patterns, neither of them 長將: the seed ranks only 長將 (「任何情況下均不許可」),
// so there is no order to apply and the game is drawn. Red's chariot threatens mate from
// c3 and c0 in turn (長殺); Black's cannon, shuttling h0/h3, attacks an unprotected red
// piece with each move (長捉). Under the Asian rules 長殺 is allowed and Black's chase of
// one unprotected piece (長捉一無根子) loses.
TEST_CASE("repetition: two forbidden patterns other than perpetual check draw", "[repetition]") {
  const Played p = play_cycle("9/9/3k5/9/9/6H2/6C2/9/9/2R1K2c1 w", {"c0c3", "h0h3", "c3c0", "h3h0"});
  check_draw(p, RepetitionKind::BothForbidden);
  CHECK(p.result.text == "Draw by forbidden moves by both sides (雙方犯禁): Red 長殺, Black 長捉.");
  check_loss(play_cycle("9/9/3k5/9/9/6H2/6C2/9/9/2R1K2c1 w", {"c0c3", "h0h3", "c3c0", "h3h0"}, RuleSet::Asian),
             Color::Black, RepetitionKind::PerpetualChase, "perpetual chase (長捉) — Black loses");
}

// 「一將一要抽吃子…為禁止著法」 (Chinese); Asian ⑤ 「一將一要抽吃，均作和棋處理」. Red's chariot
// checks from f8 (the general steps down to e7); back on f6 it threatens 車四平五 (Re6+):
// the general must step aside and the chariot, checking and attacking down the e-file at
// once, takes the horse e2 (抽吃). The general steps back to e8.
TEST_CASE("repetition: one check, one threat to win material by check (一將一要抽吃子)", "[repetition]") {
  const char* fen = "9/4k4/9/5R3/7H1/9/9/4n4/3K5/9 w";
  const std::vector<const char*> cycle{"f6f8", "e8e7", "f8f6", "e7e8"};
  check_loss(play_cycle(fen, cycle), Color::Red, RepetitionKind::CheckWinThreat,
             "check and threat to win material by check (一將一要抽吃子) — Red loses");
  check_draw(play_cycle(fen, cycle, RuleSet::Asian), RepetitionKind::CheckWinThreat);
  Position pos = from_fen(fen);
  UndoInfo undo;
  for (const char* m : {"f6f8", "e8e7"}) pos.do_move(mv(m), undo);
  const MoveThreat threat = classify_move(pos, mv("f8f6"), RuleSet::Chinese);
  CHECK(threat.check_win_threat);
  CHECK_FALSE(threat.chase());
  CHECK(threatens_check_win(pos, Color::Red) == false);  // from f8 the chariot had no such check
}

// 「長要抽吃子…為禁止著法」 (Chinese); the Asian rules do not forbid it. Each red horse move
// sets up a check that wins the black horse: from g6 it covers f8, so 車二進九 (Rh9+) can only
// be blocked by the horse on g9, which the chariot takes; from h4 it covers f5, so
// 車二平四 (Rf0+) can only be blocked by the horse on f5, which is taken. The black horse
// steps out of each threat in turn (i8/g7).
TEST_CASE("repetition: perpetual threat to win material by check (長要抽吃子)", "[repetition]") {
  const char* fen = "5k3/8n/9/9/9/7H1/9/9/4K4/7R1 w";
  const std::vector<const char*> cycle{"h4g6", "i8g7", "g6h4", "g7i8"};
  check_loss(play_cycle(fen, cycle), Color::Red, RepetitionKind::PerpetualWinThreat,
             "perpetual threat to win material by check (長要抽吃子) — Red loses");
  const Played asian = play_cycle(fen, cycle, RuleSet::Asian);
  check_draw(asian, RepetitionKind::PerpetualWinThreat);
  CHECK(asian.result.text ==
        "Draw by perpetual threat to win material by check (長要抽吃子), allowed by the Asian rules.");
}

// 允許著法 ⑤ 「為了解救被捉住的無法逃跑、無子可保、陷於絕境的棋子，允許連續打擊對方直接捉子的棋子」
// applies only to a piece that really has no way out. Here the black cannon c3 (over the
// horse c2) and then the black horse a1 attack the red horse c0, and Red's chariot attacks
// each attacker in turn — but the red horse could simply move away (to e1, d2, …), so
// Red's attacks are an ordinary 長捉 (一子分捉二子) and Red loses.
TEST_CASE("repetition: hitting the chaser of a piece that could escape is a chase (⑤)", "[repetition]") {
  const char* fen = "9/9/4k4/9/9/9/2c6/2n2K2C/7R1/2H6 w";
  const std::vector<const char*> cycle{"h1h3", "c2a1", "h3h1", "a1c2"};
  check_loss(play_cycle(fen, cycle), Color::Red, RepetitionKind::PerpetualChase,
             "perpetual chase (長捉) — Red loses");
  check_draw(play_cycle(fen, cycle, RuleSet::Asian), RepetitionKind::SplitChase);
  Position pos = from_fen(fen);
  CHECK_FALSE(is_trapped(pos, *parse_iccs_square("c0"), RuleSet::Chinese));
  const MoveThreat hit = classify_move(pos, mv("h1h3"), RuleSet::Chinese);
  CHECK(hit.chase());
  CHECK_FALSE(hit.counter_attack);
}

// ⑤ when the piece is trapped: the black horse e1, deep in Red's palace, is pinned by the
// facing generals (it is the only piece between them) and attacked by the red advisor
// f2 (and the general once it stands on e0); nothing can save it. Black's chariot
// attacks the advisor from f7 — hitting the piece that chases the trapped horse — and
// the red horse h5 from h7; every black move is an attack, but the rescue excuses it: a
// draw (under the Chinese rules Black would otherwise lose for 長捉).
TEST_CASE("repetition: hitting the chaser of a trapped piece is allowed (⑤)", "[repetition]") {
  const char* fen = "9/4k4/7r1/9/7H1/9/9/5A3/4h4/3K5 w";
  const std::vector<const char*> cycle{"d0e0", "h7f7", "e0d0", "f7h7"};
  check_draw(play_cycle(fen, cycle), RepetitionKind::CounterAttack);
  CHECK(play_cycle(fen, cycle, RuleSet::Asian).judgement.outcome == Outcome::Draw);
  Position pos = from_fen(fen);
  UndoInfo undo;
  pos.do_move(mv("d0e0"), undo);
  CHECK(is_trapped(pos, *parse_iccs_square("e1"), RuleSet::Chinese));
  const MoveThreat rescue = classify_move(pos, mv("h7f7"), RuleSet::Chinese);
  CHECK(rescue.chase());
  CHECK(rescue.counter_attack);
}

// Answering a check does not create a chase out of an attack that was already there:
// Black's chariot a0 attacks the red horse h0 all along (Red checks instead of saving
// it); the general's escapes are not chases, so Red's 長將 alone is judged.
TEST_CASE("repetition: escaping check does not count as a new chase", "[repetition]") {
  check_loss(play_cycle("9/4k4/9/1n7/9/9/3R5/3C5/5K3/r6N1 w", {"d3e3", "e8d8", "e3d3", "d8e8"}), Color::Red,
             RepetitionKind::PerpetualCheck, "perpetual check (長將) — Red loses");
}

// Nor a new mate threat: Black's two chariots threaten mate all along; the general's
// steps out of Red's checks do not create that threat, so only Red's 長將 is judged.
TEST_CASE("repetition: escaping check does not count as a new mate threat", "[repetition]") {
  const char* fen = "5k3/9/9/9/9/4R4/9/9/rr7/3K5 w";
  const std::vector<const char*> cycle{"e4f4", "f9e9", "f4e4", "e9f9"};
  check_loss(play_cycle(fen, cycle), Color::Red, RepetitionKind::PerpetualCheck, "perpetual check (長將) — Red loses");
  Position before = from_fen(fen);
  UndoInfo undo;
  const Position previous = before;
  before.do_move(mv("e4f4"), undo);
  CHECK(classify_move(before, mv("f9e9"), RuleSet::Chinese).mate_threat);  // no history: counted
  CHECK_FALSE(classify_move(before, mv("f9e9"), RuleSet::Chinese, &previous).mate_threat);
}

namespace {

// The same position seen from the other side: colors swapped, ranks reversed, the other
// side to move. A judgement must come out the same with the colors exchanged.
std::string color_flipped_fen(const char* fen) {
  const Position p = from_fen(fen);
  const Geometry& g = p.geometry();
  Position q(g);
  for (int r = 0; r < g.height; ++r)
    for (int f = 0; f < g.width; ++f) {
      const Piece piece = p.piece_on(g.square(f, r));
      if (!piece.empty()) REQUIRE(q.put_piece(Piece(opposite(piece.color()), piece.kind()), g.square(f, g.height - 1 - r)));
    }
  q.set_side_to_move(opposite(p.side_to_move()));
  return to_fen(q);
}

std::string flipped_move(const char* iccs) {
  std::string m(iccs);
  m[1] = static_cast<char>('9' - (m[1] - '0'));
  m[3] = static_cast<char>('9' - (m[3] - '0'));
  return m;
}

// The position mirrored left to right (files a..i reversed): nothing may change.
std::string mirrored_fen(const char* fen) {
  const Position p = from_fen(fen);
  const Geometry& g = p.geometry();
  Position q(g);
  for (int r = 0; r < g.height; ++r)
    for (int f = 0; f < g.width; ++f) {
      const Piece piece = p.piece_on(g.square(f, r));
      if (!piece.empty()) REQUIRE(q.put_piece(piece, g.square(g.width - 1 - f, r)));
    }
  q.set_side_to_move(p.side_to_move());
  return to_fen(q);
}

std::string mirrored_move(const char* iccs) {
  std::string m(iccs);
  m[0] = static_cast<char>('i' - (m[0] - 'a'));
  m[2] = static_cast<char>('i' - (m[2] - 'a'));
  return m;
}

Outcome swapped(Outcome o) {
  return o == Outcome::RedWins ? Outcome::BlackWins : o == Outcome::BlackWins ? Outcome::RedWins : o;
}

}  // namespace

// Every category above, replayed with the colors exchanged (Black moving first) and
// mirrored left to right.
TEST_CASE("repetition: the judgement does not depend on the colors", "[repetition]") {
  struct Case {
    const char* fen;
    std::vector<const char*> cycle;
  };
  const std::vector<Case> cases{
      {kPerpetualCheck, kPerpetualCheckCycle},
      {kChase, kChaseCycle},
      {"3aka3/9/9/2c4c1/9/3n5/9/9/2R6/3K5 w", {"c1h1", "d4f5", "h1c1", "f5d4"}},
      {"3a1a3/4k4/R3n4/9/9/9/9/9/9/3K5 w", {"a7a8", "e8e9", "a8a7", "e9e8"}},
      {"4k4/2r6/4P4/9/R8/9/9/9/9/3K5 w", {"a5i5", "c8g8", "i5a5", "g8c8"}},
      {"3ak4/2P6/3a5/9/9/9/9/7R1/5K3/9 w", {"h2h9", "e9e8", "h9h2", "e8e9"}},
      {"9/2N1k4/3a3C1/3r5/2b6/2R6/9/9/9/5K3 w", {"c4f4", "e8d8", "f4c4", "d8e8"}},
      {"5k3/9/9/9/9/9/2p3p2/9/2R6/3K5 w", {"c1g1", "f9f8", "d0e0", "f8f9", "g1c1", "f9f8", "e0d0", "f8f9"}},
      {"4k4/9/2r6/9/9/9/9/R8/4N4/3K5 w", {"a2c2", "e9e8", "c2a2", "e8e9"}},
      {"4k4/9/9/2p3p2/9/9/9/9/2R6/3K5 w", {"c1g1", "e9e8", "g1c1", "e8e9"}},
      {"4k4/9/9/9/9/9/9/3K5/4c4/9 w", {"d2d1", "e1e2", "d1d2", "e2e1"}},
      {"4k4/9/2c6/1P7/9/9/9/9/9/3K5 w", {"b6c6", "c7b7", "c6b6", "b7c7"}},
      {"4k4/9/9/9/2r3r2/9/2P3P2/9/2C6/3K5 w", {"c1g1", "e9e8", "g1c1", "e8e9"}},
      {"5k3/9/b4a3/9/9/9/9/3n5/1R1C5/3K5 w", {"b1a1", "d2b3", "a1b1", "b3d2"}},
      {"2ck5/9/3r5/9/4C4/9/9/9/4K4/3R5 w", {"e5d5", "d7e7", "d5e5", "e7d7"}},
      {"n4k3/9/C2a4b/9/9/7N1/9/6R2/3K5/9 w", {"h4g6", "i7g9", "g6h4", "g9i7"}},
      {"9/3k5/2cN5/n8/9/3r5/4R4/4K4/3C5/9 w", {"d7f6", "d4f4", "f6d7", "f4d4"}},
      {"9/1c6r/3k5/5C3/9/6R2/9/3A5/8N/3K5 w", {"d0d1", "i8f8", "d1d0", "f8i8"}},
      {"9/4k4/9/1n7/9/9/3R5/3C5/5K3/r6N1 w", {"d3e3", "e8d8", "e3d3", "d8e8"}},
      {"5k3/9/9/9/9/4R4/9/9/rr7/3K5 w", {"e4f4", "f9e9", "f4e4", "e9f9"}},
      {"6r2/9/5k3/9/9/6C2/3R5/3A5/1c2N4/3K5 w", {"d3g3", "g9d9", "g3d3", "d9g9"}},
      {"9/4k4/9/5R3/7H1/9/9/4n4/3K5/9 w", {"f6f8", "e8e7", "f8f6", "e7e8"}},
      {"5k3/8n/9/9/9/7H1/9/9/4K4/7R1 w", {"h4g6", "i8g7", "g6h4", "g7i8"}},
      {"9/9/4k4/9/9/9/2c6/2n2K2C/7R1/2H6 w", {"h1h3", "c2a1", "h3h1", "a1c2"}},
      {"9/4k4/7r1/9/7H1/9/9/5A3/4h4/3K5 w", {"d0e0", "h7f7", "e0d0", "f7h7"}},
  };
  for (const Case& c : cases)
    for (RuleSet rules : {RuleSet::Chinese, RuleSet::Asian}) {
      INFO(c.fen << " " << rule_set_name(rules));
      const Played p = play_cycle(c.fen, c.cycle, rules);
      const std::string fen = color_flipped_fen(c.fen);
      std::vector<std::string> moves;
      for (const char* m : c.cycle) moves.push_back(flipped_move(m));
      std::vector<const char*> cycle;
      for (const std::string& m : moves) cycle.push_back(m.c_str());
      const Played q = play_cycle(fen.c_str(), cycle, rules);
      CHECK(q.judgement.kind == p.judgement.kind);
      CHECK(q.judgement.outcome == swapped(p.judgement.outcome));

      const std::string mirror = mirrored_fen(c.fen);
      std::vector<std::string> mirror_moves;
      for (const char* m : c.cycle) mirror_moves.push_back(mirrored_move(m));
      std::vector<const char*> mirror_cycle;
      for (const std::string& m : mirror_moves) mirror_cycle.push_back(m.c_str());
      const Played r = play_cycle(mirror.c_str(), mirror_cycle, rules);
      CHECK(r.judgement.kind == p.judgement.kind);
      CHECK(r.judgement.outcome == p.judgement.outcome);
    }
}

// Random games that shuffle pieces back and forth until a repetition is judged: every
// verdict must be the same with the colors exchanged, and judging never fails.
TEST_CASE("repetition: random shuffling games are judged consistently", "[repetition]") {
  std::uint32_t seed = 12345;
  auto next = [&seed](std::uint32_t n) {
    seed = seed * 1664525u + 1013904223u;
    return (seed >> 8) % n;
  };
  const std::vector<const char*> starts{Game::kStandardFen,
                                        kPerpetualCheck,
                                        kChase,
                                        "3aka3/9/9/2c4c1/9/3n5/9/9/2R6/3K5 w",
                                        "r1bakabr1/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKABR1 w",
                                        "4k4/9/9/9/2r3r2/9/2P3P2/9/2C6/3K5 w",
                                        "9/3k5/2cN5/n8/9/3r5/4R4/4K4/3C5/9 w",
                                        "9/2N1k4/3a3C1/3r5/2b6/2R6/9/9/9/5K3 w",
                                        "3ak3N/4n4/3r5/9/9/9/5R3/5K3/9/9 w",
                                        "3ak4/2P6/3a5/9/9/9/9/7R1/5K3/9 w",
                                        "4k4/2r6/4P4/9/R8/9/9/9/9/3K5 w"};
  int judged = 0, decisive = 0;
  for (int game = 0; game < 96; ++game) {
    const char* start = starts[game % starts.size()];
    Game g = *Game::create("xiangqi", start).game;
    // A few random opening moves, then mostly moves undoing the side's previous move.
    for (int ply = 0; ply < 200 && !g.result().over(); ++ply) {
      const std::vector<Move> legal = g.legal_moves();
      Move m = legal[next(static_cast<std::uint32_t>(legal.size()))];
      const auto& h = g.history();
      if (ply >= 6 && h.size() >= 2 && next(10) < 8) {
        const Move back(h[h.size() - 2].to(), h[h.size() - 2].from());
        if (g.position().is_legal(back)) m = back;
      }
      REQUIRE(g.play(m).ok());
    }
    const GameResult r = g.result();
    if (r.reason != ResultReason::Repetition && r.reason != ResultReason::ForbiddenRepetition) continue;
    ++judged;
    decisive += r.reason == ResultReason::ForbiddenRepetition;
    const std::string fen = color_flipped_fen(start);
    Game f = *Game::create("xiangqi", fen).game;
    for (Move m : g.history()) {
      std::string text = flipped_move(format_iccs(m).c_str());
      REQUIRE(f.play(*parse_iccs(text)).ok());
    }
    INFO(start << ": " << r.text << " / " << f.result().text);
    CHECK(f.result().outcome == swapped(r.outcome));
    CHECK(f.result().reason == r.reason);
  }
  CHECK(judged > 20);
  CHECK(decisive > 0);
}

// Move classification building blocks.
TEST_CASE("repetition: move classification (將, 殺, 捉, 閒)", "[repetition]") {
  const Position check = from_fen(kPerpetualCheck);
  const MoveThreat c = classify_move(check, mv("h8h9"), RuleSet::Chinese);
  CHECK(c.check);
  CHECK_FALSE(c.counter_check);
  CHECK(c.threat());

  const Position chase = from_fen(kChase);
  const MoveThreat h = classify_move(chase, mv("b2c2"), RuleSet::Chinese);
  CHECK_FALSE(h.check);
  REQUIRE(h.victims.size() == 1);
  CHECK(h.victims[0] == *parse_iccs_square("c7"));
  // Moving along the file keeps attacking the horse: no new chase.
  const Position along = from_fen("4k4/4a4/2n6/9/9/9/2R6/9/9/4K4 w");
  CHECK(classify_move(along, mv("c3c4"), RuleSet::Chinese).victims.empty());

  const Position mate = from_fen("4k4/2r6/4P4/9/R8/9/9/9/9/3K5 w");
  CHECK(classify_move(mate, mv("a5i5"), RuleSet::Chinese).mate_threat);
  CHECK_FALSE(classify_move(mate, mv("a5a4"), RuleSet::Chinese).threat());
  // With the black chariot on g8, Red already has a9 mate: a waiting move keeps the
  // threat but does not create it.
  const Position waiting = from_fen("4k4/6r2/4P4/9/R8/9/9/9/9/3K5 w");
  CHECK_FALSE(classify_move(waiting, mv("d0d1"), RuleSet::Chinese).mate_threat);

  // A capture that would expose the own general is no threat: the red chariot e3 is
  // pinned on the e-file by the black chariot e8, so it does not chase the horse c3.
  const Position pinned = from_fen("3k5/4r4/9/9/9/9/2n1R4/9/9/4K4 w");
  CHECK(chases_by(pinned, Color::Red, RuleSet::Chinese).empty());
}
