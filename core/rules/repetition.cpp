// Repetition: find the cycle, classify its moves, judge each side (see repetition.h).
#include "core/rules/repetition.h"

#include <algorithm>

#include "core/rules/off_board.h"
#include "core/rules/move_threat.h"

namespace xq {

namespace {

// One side's part of the cycle.
struct SideSummary {
  int moves = 0;
  int checks = 0;        // moves that give check
  int mates = 0;         // non-check moves that threaten mate
  int chases = 0;        // moves that only chase
  int check_wins = 0;    // moves that only threaten to win material by a check (要抽吃子)
  int threats = 0;       // moves that are 將, 殺 or 捉
  int asian_chases = 0;  // non-check chasing moves (Asian rules: mate threats are idle)
  int counter_checks = 0;
  int counter_attacks = 0;
  bool first_move = true;
  std::vector<int> common_victims;  // ids of pieces chased by every move so far (Asian 長捉)

  void add(const MoveThreat& t, const std::vector<int>& victim_ids) {
    ++moves;
    if (t.check) ++checks;
    else if (t.mate_threat) ++mates;
    else if (t.chase()) ++chases;
    else if (t.check_win_threat) ++check_wins;
    if (t.threat()) ++threats;
    if (!t.check && t.chase()) ++asian_chases;
    if (t.counter_check) ++counter_checks;
    if (t.counter_attack) ++counter_attacks;
    if (first_move) common_victims = victim_ids;
    else
      common_victims.erase(std::remove_if(common_victims.begin(), common_victims.end(),
                                          [&](int id) {
                                            return std::find(victim_ids.begin(), victim_ids.end(), id) ==
                                                   victim_ids.end();
                                          }),
                           common_victims.end());
    first_move = false;
  }

  // The shape of an all-threat sequence (None when some move is idle), named by the
  // kinds of threat it mixes (禁止著法 ①).
  RepetitionKind pattern() const {
    if (moves == 0 || threats < moves) return RepetitionKind::None;
    const int kinds = (checks > 0) + (mates > 0) + (chases > 0) + (check_wins > 0);
    if (kinds > 2) return RepetitionKind::PerpetualThreat;
    if (checks == moves) return RepetitionKind::PerpetualCheck;
    if (chases == moves) return RepetitionKind::PerpetualChase;
    if (mates == moves) return RepetitionKind::PerpetualMateThreat;
    if (check_wins == moves) return RepetitionKind::PerpetualWinThreat;
    if (checks > 0 && chases > 0) return RepetitionKind::CheckChase;
    if (checks > 0 && mates > 0) return RepetitionKind::CheckMateThreat;
    if (mates > 0 && chases > 0) return RepetitionKind::MateThreatChase;
    if (checks > 0) return RepetitionKind::CheckWinThreat;
    if (mates > 0) return RepetitionKind::MateThreatWinThreat;
    return RepetitionKind::ChaseWinThreat;
  }
};

struct SideVerdict {
  RepetitionKind violation = RepetitionKind::None;  // a forbidden pattern, or None
  RepetitionKind exemption = RepetitionKind::None;  // CounterCheck / CounterAttack when excused
};

SideVerdict judge_side(const SideSummary& us, const SideSummary& them, RuleSet rules, bool flag_ring) {
  SideVerdict v;
  const RepetitionKind shape = us.pattern();
  // 解將旗: the ring 「可以解除象棋禁止"長將、重複：一將一捉、一將一殺、一將一抽"規則」 — the
  // checked side could have stepped its flag each time (which breaks the cycle and
  // threatens the checker's flag), so a cycle with checks is not forbidden.
  if (flag_ring && us.checks > 0 && shape != RepetitionKind::None) {
    v.exemption = RepetitionKind::FlagRingChecks;
    return v;
  }
  if (shape == RepetitionKind::PerpetualCheck) {
    // "除出現「解將還將」…外，任何情況下均不許可「長將」"
    if (them.counter_checks > 0) v.exemption = RepetitionKind::CounterCheck;
    else v.violation = shape;
    return v;
  }
  RepetitionKind candidate = RepetitionKind::None;
  if (rules == RuleSet::Chinese) candidate = shape;
  else if (us.moves > 0 && us.asian_chases == us.moves && !us.common_victims.empty())
    candidate = RepetitionKind::PerpetualChase;  // "長捉一無根子…包括2子合捉1子"
  if (candidate == RepetitionKind::None) return v;
  if (us.counter_attacks > 0 || us.counter_checks > 0) v.exemption = RepetitionKind::CounterAttack;
  else v.violation = candidate;
  return v;
}

const char* color_name(Color c) { return c == Color::Red ? "Red" : "Black"; }

std::string name_of(RepetitionKind kind) {
  return std::string(repetition_english(kind)) + " (" + repetition_chinese(kind) + ")";
}

RepetitionJudgement draw(RepetitionKind kind, std::string suffix = {}) {
  RepetitionJudgement j;
  j.outcome = Outcome::Draw;
  j.kind = kind;
  j.name = name_of(kind) + suffix;
  j.text = j.name + " — draw";
  return j;
}

RepetitionJudgement judge(const RepetitionInput& input) {
  const auto& hashes = input.hashes;
  if (input.repetition_count <= 0 || occurrences_of_last(hashes) < input.repetition_count) return {};
  const RepetitionJudgement plain = draw(RepetitionKind::Allowed);

  // The cycle starts at the earliest of the last repetition_count occurrences.
  const int last = static_cast<int>(hashes.size()) - 1;
  int first = last, found = 0;
  for (int i = last; i >= 0 && found < input.repetition_count; --i)
    if (hashes[i] == hashes[last]) {
      first = i;
      ++found;
    }
  if (first >= last || static_cast<int>(input.moves.size()) != last) return plain;

  // Replay; anything that does not match the history falls back to the plain draw.
  Position pos = input.start;
  if (pos.hash() != hashes[0]) return plain;
  int id[kMaxSquares + 1];
  SideSummary sides[2];
  Position previous = pos;  // the position one ply before pos
  for (int i = 0; i < last; ++i) {
    const Move m = input.moves[i];
    if (m.from() >= kMaxSquares || m.to() >= kMaxSquares || !pos.is_legal(m)) return plain;
    // Add-on moves (drops, double moves, flag steps) are not classified as threats;
    // a cycle containing one is judged a plain repetition.
    if (i >= first && !m.is_normal()) return plain;
    if (i == first)
      for (int s = 0; s <= kMaxSquares; ++s) id[s] = s;
    if (i >= first) {
      const MoveThreat t = classify_move(pos, m, input.rules, i > 0 ? &previous : nullptr);
      std::vector<int> victim_ids;
      for (Square v : t.victims) victim_ids.push_back(id[v]);
      sides[index_of(t.mover)].add(t, victim_ids);
      id[m.to()] = id[m.from()];
    }
    previous = pos;
    UndoInfo undo;
    pos.do_move(m, undo);
    if (pos.hash() != hashes[i + 1]) return plain;
  }

  const bool ring = track_size(input.start.geometry()) > 0;  // 解將旗's ring: the variant's track
  const SideVerdict red = judge_side(sides[0], sides[1], input.rules, ring);
  const SideVerdict black = judge_side(sides[1], sides[0], input.rules, ring);
  bool red_bad = red.violation != RepetitionKind::None;
  bool black_bad = black.violation != RepetitionKind::None;
  // 「除出現「解將還將」…外，任何情況下均不許可「長將」」: against the other side's forbidden
  // moves (長捉, 長殺, …) perpetual check still loses; the checks are never excused.
  if (red_bad && black_bad) {
    const bool red_checks = red.violation == RepetitionKind::PerpetualCheck;
    const bool black_checks = black.violation == RepetitionKind::PerpetualCheck;
    if (red_checks != black_checks) {
      red_bad = red_checks;
      black_bad = black_checks;
    }
  }
  if (red_bad && black_bad)
    return draw(RepetitionKind::BothForbidden,
                std::string(": Red ") + repetition_chinese(red.violation) + ", Black " +
                    repetition_chinese(black.violation));
  if (red_bad || black_bad) {
    RepetitionJudgement j;
    j.offender = red_bad ? Color::Red : Color::Black;
    j.kind = red_bad ? red.violation : black.violation;
    j.outcome = red_bad ? Outcome::BlackWins : Outcome::RedWins;
    j.name = name_of(j.kind);
    j.text = j.name + " — " + color_name(j.offender) + " loses";
    return j;
  }
  for (const SideVerdict& v : {red, black})
    if (v.exemption != RepetitionKind::None) return draw(v.exemption);
  // Asian rules tolerate some all-threat patterns (長殺, 一將一殺, 一將一捉, 一子分捉二子…).
  for (const SideSummary& s : sides) {
    RepetitionKind shape = s.pattern();
    if (shape == RepetitionKind::PerpetualChase && s.common_victims.empty()) shape = RepetitionKind::SplitChase;
    if (shape != RepetitionKind::None) return draw(shape, ", allowed by the Asian rules");
  }
  for (const SideSummary& s : sides)
    if (s.threats > 0) return draw(RepetitionKind::OneThreatOneIdle);
  return plain;
}

}  // namespace

const char* repetition_english(RepetitionKind kind) {
  switch (kind) {
    case RepetitionKind::None: return "no repetition";
    case RepetitionKind::Allowed: return "repetition";
    case RepetitionKind::OneThreatOneIdle: return "one threat, one idle move";
    case RepetitionKind::CounterCheck: return "check answered by check";
    case RepetitionKind::CounterAttack: return "threat answering a threat";
    case RepetitionKind::BothForbidden: return "forbidden moves by both sides";
    case RepetitionKind::PerpetualCheck: return "perpetual check";
    case RepetitionKind::PerpetualChase: return "perpetual chase";
    case RepetitionKind::SplitChase: return "one piece chasing two in turn";
    case RepetitionKind::PerpetualMateThreat: return "perpetual mate threat";
    case RepetitionKind::CheckChase: return "check and chase";
    case RepetitionKind::CheckMateThreat: return "check and mate threat";
    case RepetitionKind::MateThreatChase: return "mate threat and chase";
    case RepetitionKind::PerpetualThreat: return "perpetual direct threats";
    case RepetitionKind::PerpetualWinThreat: return "perpetual threat to win material by check";
    case RepetitionKind::CheckWinThreat: return "check and threat to win material by check";
    case RepetitionKind::MateThreatWinThreat: return "mate threat and threat to win material by check";
    case RepetitionKind::ChaseWinThreat: return "chase and threat to win material by check";
    case RepetitionKind::FlagRingChecks: return "checks allowed with the flag ring";
  }
  return "repetition";
}

const char* repetition_chinese(RepetitionKind kind) {
  switch (kind) {
    case RepetitionKind::None: return "";
    case RepetitionKind::Allowed: return "不變作和";
    case RepetitionKind::OneThreatOneIdle: return "一打一閒";
    case RepetitionKind::CounterCheck: return "解將還將";
    case RepetitionKind::CounterAttack: return "兩打一還打";
    case RepetitionKind::BothForbidden: return "雙方犯禁";
    case RepetitionKind::PerpetualCheck: return "長將";
    case RepetitionKind::PerpetualChase: return "長捉";
    case RepetitionKind::SplitChase: return "一子分捉二子";
    case RepetitionKind::PerpetualMateThreat: return "長殺";
    case RepetitionKind::CheckChase: return "一將一捉";
    case RepetitionKind::CheckMateThreat: return "一將一殺";
    case RepetitionKind::MateThreatChase: return "一殺一捉";
    case RepetitionKind::PerpetualThreat: return "連續直接威脅";
    case RepetitionKind::PerpetualWinThreat: return "長要抽吃子";
    case RepetitionKind::CheckWinThreat: return "一將一要抽吃子";
    case RepetitionKind::MateThreatWinThreat: return "一殺一要抽吃子";
    case RepetitionKind::ChaseWinThreat: return "一捉一要抽吃子";
    case RepetitionKind::FlagRingChecks: return "解將旗不禁將";
  }
  return "";
}

int occurrences_of_last(const std::vector<std::uint64_t>& hashes) {
  if (hashes.empty()) return 0;
  const std::uint64_t now = hashes.back();
  int seen = 0;
  // The side to move is part of the hash, so only every second entry can match;
  // checking all is simpler and just as cheap at game lengths.
  for (std::uint64_t h : hashes) seen += h == now;
  return seen;
}

RepetitionJudgement judge_repetition_detail(const RepetitionInput& input) {
  RepetitionJudgement j = judge(input);
  j.english = repetition_english(j.kind);
  j.chinese = repetition_chinese(j.kind);
  return j;
}

GameResult judge_repetition(const RepetitionInput& input) {
  const RepetitionJudgement j = judge_repetition_detail(input);
  return to_game_result(j);
}

GameResult to_game_result(const RepetitionJudgement& j) {
  GameResult r;
  if (j.outcome == Outcome::Ongoing) return r;
  r.outcome = j.outcome;
  if (j.outcome == Outcome::Draw) {
    r.reason = ResultReason::Repetition;
    r.text = "Draw by " + j.name + ".";
  } else {
    r.reason = ResultReason::ForbiddenRepetition;
    r.text = std::string(color_name(opposite(j.offender))) + " wins: " + j.text + ".";
  }
  return r;
}

}  // namespace xq
