// Chase detection: legal captures filtered by the 棋例 conditions in chase.h.
#include "core/rules/chase.h"

#include "core/movegen.h"

namespace xq {

namespace {

Position with_side(const Position& pos, Color side) {
  Position p = pos;
  p.set_side_to_move(side);
  return p;
}

// Can the side to move of p legally move a piece onto s?
bool can_move_to(const Position& p, Square s) {
  MoveList moves;
  generate_legal(p, moves);
  for (Move m : moves)
    if (m.is_normal() && m.to() == s) return true;  // board moves (add-on types are not chases)
  return false;
}

bool is_chase(const Position& pos, Color by, Move capture, RuleSet rules, bool attacker_exemptions,
              CaptureLegality legality) {
  const Square a = capture.from(), v = capture.to();
  const Piece attacker = pos.piece_on(a), victim = pos.piece_on(v);
  const Geometry& g = pos.geometry();  // is_royal: the general, or its other face (山水's 君)
  if (victim.empty() || victim.color() == by || g.is_royal(victim.kind())) return false;
  // 宮旗: the flag on the board moves like the general, so it is exempt like the general.
  if (attacker_exemptions && (g.is_royal(attacker.kind()) || attacker.kind() == PieceKind::Flag ||
                              attacker.kind() == PieceKind::Soldier))
    return false;
  // "要吃未過河的兵卒不算捉子之例"
  if (victim.kind() == PieceKind::Soldier && pos.geometry().own_half[index_of(victim.color())][v]) return false;

  const Position mine = with_side(pos, by);
  if (legality == CaptureLegality::Legal && !mine.is_legal(capture)) return false;
  const int attacker_value = chase_value(pos, a), victim_value = chase_value(pos, v);
  const bool victim_protected = is_protected_after(mine, capture);
  if (victim_protected && (rules == RuleSet::Asian || attacker_value >= victim_value)) return false;

  // An offer or an exchange: the victim may take the attacker without loss.
  const Position theirs = with_side(pos, victim.color());
  const Move back(v, a);
  if (theirs.is_legal(back) && (attacker_value >= victim_value || !is_protected_after(theirs, back))) return false;
  return true;
}

}  // namespace

int chase_value(const Position& pos, Square s) {
  const Piece p = pos.piece_on(s);
  if (p.empty()) return 0;
  switch (p.kind()) {
    case PieceKind::General: return 100;
    case PieceKind::Chariot: return 9;
    case PieceKind::Horse:
    case PieceKind::Cannon: return 4;
    case PieceKind::Advisor:
    case PieceKind::Elephant:
    case PieceKind::Flag: return 2;  // 宮旗: 「無將帥的價值」, a small piece
    case PieceKind::Soldier: return pos.geometry().own_half[index_of(p.color())][s] ? 1 : 2;
  }
  return 0;
}

bool is_protected_after(const Position& pos, Move capture) {
  Position p = pos;
  UndoInfo undo;
  p.do_move(capture, undo);
  return can_move_to(p, capture.to());
}

std::vector<Attack> chases_by(const Position& pos, Color by, RuleSet rules, bool attacker_exemptions,
                              CaptureLegality legality) {
  std::vector<Attack> out;
  const Position mine = with_side(pos, by);
  MoveList moves;
  if (legality == CaptureLegality::Legal) generate_legal(mine, moves);
  else generate_pseudo_legal(mine, moves);
  for (Move m : moves)
    if (m.is_normal() && mine.is_capture(m) && is_chase(pos, by, m, rules, attacker_exemptions, legality))
      out.push_back(Attack{m.from(), m.to()});
  return out;
}

namespace {

// Does some legal move of the side to move of p lead to a position (p after it) where
// pred(p, move) holds? p is restored before returning.
template <class Pred>
bool any_legal_move(Position& p, Pred pred) {
  MoveList moves;
  generate_legal(p, moves);
  for (Move m : moves) {
    UndoInfo undo;
    p.do_move(m, undo);
    const bool hit = pred(p, m);
    p.undo_move(m, undo);
    if (hit) return true;
  }
  return false;
}

bool attacks_victim(const std::vector<Attack>& attacks, Square victim) {
  for (const Attack& a : attacks)
    if (a.victim == victim) return true;
  return false;
}

}  // namespace

bool threatens_mate(const Position& pos, Color by) {
  Position p = with_side(pos, by);
  return any_legal_move(p, [](Position& after, Move) { return after.in_check() && !has_legal_move(after); });
}

bool threatens_check_win(const Position& pos, Color by) {
  // Material `by` could win already is no threat of the check's making.
  const std::vector<Attack> already = chases_by(pos, by, RuleSet::Chinese, false);
  const auto gains = [&](Position& answered, Move) {
    for (const Attack& c : chases_by(answered, by, RuleSet::Chinese, false))
      if (!attacks_victim(already, c.victim)) return true;
    return false;
  };
  Position p = with_side(pos, by);
  return any_legal_move(p, [&](Position& checked, Move) {
    // A mate (no answer) is a mate threat, not a threat to win material.
    if (!checked.in_check() || !has_legal_move(checked)) return false;
    return !any_legal_move(checked, [&](Position& answered, Move a) { return !gains(answered, a); });
  });
}

bool is_trapped(const Position& pos, Square victim, RuleSet rules) {
  const Color side = pos.piece_on(victim).color(), enemy = opposite(side);
  Position p = with_side(pos, side);
  return !any_legal_move(p, [&](Position& after, Move m) {
    const Square now = m.from() == victim ? m.to() : victim;
    return !attacks_victim(chases_by(after, enemy, rules, false), now);
  });
}

}  // namespace xq
