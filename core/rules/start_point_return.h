// 拿回扣放 (start_point_return add-on): a captured piece goes back face-down onto its own
// empty start point, on the move right after an enemy piece stepped onto a start point of
// its kind. Seed 003, 起始象棋 (docs/variants.md §9):
//   「1、棋盘每个开局初始点位均有标识。」
//   「2、当敌棋刚走到己方棋初始位置上时（吃到除外），己方可以（仅限随继一着，过后需重具条件）
//    把已被吃掉的与该初始位置对应的一枚己棋，拿回并扣在己方该棋的初始空位上，放回等同走棋，
//    没有空位时不能拿回。」
//   「3、扣放的棋可以被吃，但不能移动，扣放的棋需要翻正才能按其规则移动，翻正也等同走棋。」
//
// The mechanism, with its gaps filled (docs/variants.md §9 says why):
// - The trigger: the opponent's last move was a board move that captured nothing and ended
//   on one of our start points (a point where the variant's setup puts one of our pieces).
//   That point's setup piece is the kind K we may take back.
// - The right lasts for our very next move only (「仅限随继一着，过后需重具条件」): every move
//   rewrites it. It is stored only when it can be used at once: a K of ours has been
//   captured (the setup's K minus the K standing, face-up or face-down) and an empty start
//   point of our K exists (「没有空位时不能拿回」); so a FEN or a hash never carries a right
//   that gives no move.
// - The move (Move::drop_face_down(s), one per empty start point s of our K): a K appears
//   face-down on s (「扣在己方该棋的初始空位上」; the triggering point itself is occupied by
//   the enemy piece, so for a two-point kind it is the other point, for soldiers any free
//   one). A general never returns (it is never captured).
// - The face-down piece is the variant's `hidden.*` data: qishi says `hidden.moves =
//   immobile` (「不能移动」: it moves nowhere, so it attacks nothing, yet it stands on its
//   point: it blocks lines, horse legs and elephant eyes and screens a cannon), `hidden.known
//   = all` (its point says what it is), `hidden.capturable = yes` (「可以被吃」) and the
//   owner's flip (the hidden_pieces module's Move::reveal, 「翻正也等同走棋」).
// - A drop is legal when it does not leave our general attacked: it may block a check, and
//   it may not become the screen of an enemy cannon aimed at our general.
//
// As a rule module (rule_module.h): state = one byte, the usable right of the side to move
// (kind + 1, 0 = none); after_move sets it; own move = the face-down drop; FEN item
// return=LETTER; fen_check: every face-down piece lies on a start point of its own kind
// (the only place a piece is ever put face-down here, and it cannot move) and the stand-in
// never stands face-up; refusal names why a drop is refused; check_options asks for the
// `hidden.*` keys with hidden.known = all. It reads no role table (generic_tables).
#pragma once

#include "core/position.h"
#include "core/rules/rule_module.h"

namespace xq {

extern const RuleModule kStartPointReturn;

// The kind c may put back face-down with its next move, if c is to move and holds the
// right (PieceKind::General = none: a general never returns).
PieceKind return_right(const Position& pos, Color c);
// How many of c's pieces of kind k are off the board: the setup's k of c minus the k
// standing, face-up or face-down (a face-down piece by its identity).
int captured_of_kind(const Position& pos, Color c, PieceKind k);

}  // namespace xq
