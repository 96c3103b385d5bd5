// Move classification for the repetition rules (see move_threat.h).
#include "core/rules/move_threat.h"

#include <algorithm>

#include "core/rules/chase.h"

namespace xq {

namespace {

bool contains(const std::vector<Attack>& attacks, Square attacker, Square victim) {
  return std::any_of(attacks.begin(), attacks.end(),
                     [&](const Attack& a) { return a.attacker == attacker && a.victim == victim; });
}

// Number of distinct own pieces under threat in `attacks` (victim points).
int threatened_pieces(const std::vector<Attack>& attacks) {
  std::vector<Square> seen;
  for (const Attack& a : attacks)
    if (std::find(seen.begin(), seen.end(), a.victim) == seen.end()) seen.push_back(a.victim);
  return static_cast<int>(seen.size());
}

}  // namespace

MoveThreat classify_move(const Position& before, Move m, RuleSet rules, const Position* previous) {
  MoveThreat t;
  const Color us = before.side_to_move(), them = opposite(us);
  t.mover = us;
  Position after = before;
  UndoInfo undo;
  after.do_move(m, undo);

  t.check = after.general_attacked(them);
  t.counter_check = t.check && before.in_check();
  // A check is judged as a check whatever else it attacks (the verdicts never look at
  // the chases of a checking move), which also keeps perpetual check cheap to judge.
  if (t.check) return t;
  // Only a threat the move creates counts: had the mover a mate in one already (which it
  // did not play), or, when answering a check, before that check, the threat was there.
  t.mate_threat = threatens_mate(after, us);
  if (t.mate_threat) {
    if (!before.in_check()) t.mate_threat = !threatens_mate(before, us);
    else if (previous) t.mate_threat = !threatens_mate(*previous, us);
  }

  // While in check no capture but the answer is legal, so an attack that only became
  // legal by answering the check is not new: compare with the pseudo-legal attacks then.
  const std::vector<Attack> ours_before =
      chases_by(before, us, rules, true, before.in_check() ? CaptureLegality::PseudoLegal : CaptureLegality::Legal);
  for (const Attack& a : chases_by(after, us, rules)) {
    const Square was = a.attacker == m.to() ? m.from() : a.attacker;
    const bool listed = std::find(t.victims.begin(), t.victims.end(), a.victim) != t.victims.end();
    if (!contains(ours_before, was, a.victim) && !listed) t.victims.push_back(a.victim);
  }

  if (t.chase()) {
    // Threats against our pieces (by any enemy piece, general and soldiers included).
    const std::vector<Attack> theirs_before = chases_by(before, them, rules, false);
    const std::vector<Attack> theirs_after = chases_by(after, them, rules, false);
    const bool escaped = threatened_pieces(theirs_after) < threatened_pieces(theirs_before);
    // ⑤ only for a piece that really has no way out: otherwise hitting its chaser
    // again and again is a chase like any other.
    const bool rescues = std::any_of(t.victims.begin(), t.victims.end(), [&](Square v) {
      return std::any_of(theirs_before.begin(), theirs_before.end(),
                         [&](const Attack& a) { return a.attacker == v && is_trapped(before, a.victim, rules); });
    });
    t.counter_attack = escaped || rescues;
  } else if (!t.mate_threat && threatens_check_win(after, us)) {
    // As with mate threats, only a threat the move creates counts.
    if (!before.in_check()) t.check_win_threat = !threatens_check_win(before, us);
    else t.check_win_threat = !previous || !threatens_check_win(*previous, us);
  }
  return t;
}

}  // namespace xq
