// Static exchange evaluation (SEE): the material a capture wins or loses once both sides
// have recaptured on its target point with their least valuable piece, each side free to
// stop when going on would lose. The search orders captures by it and drops losing ones
// in quiescence.
//
// Xiangqi's attacks are not sliding x-rays on open lines: a cannon needs exactly one
// screen (the piece it jumps may itself be a capturer that has just left, or one that
// has just arrived), a horse is stopped by a piece on its leg, an elephant by one on
// its eye, and generals may not face each other. Instead of tables of hidden
// attackers, every step of the exchange is played on the board, and each recapture is
// found by asking each piece of the side to move, least valuable first, whether its own
// move rule reaches the point in the position the exchange has reached and the core's
// legality test allows it.
#pragma once

#include "core/position.h"
#include "core/types.h"

namespace xq {

// Can see() judge captures in this position's game? Only boards whose moves are the
// plain board moves (no rule modules, no data-defined piece types): an add-on may
// capture aside, convert pieces or add move types, which an exchange on one point
// does not describe.
bool see_applies(const Position& pos);

// The material balance (centipawns, piece_value) for the side to move of the capture m
// and the best recapture sequence on m.to(). m must be a legal normal move of pos; a
// non-capture scores what it loses if the moved piece is taken. pos is played on and
// restored. Requires see_applies(pos).
int see(Position& pos, Move m);

// see(pos, m) >= threshold, with the cheap answers first (a capture of a piece worth at
// least its capturer never loses material).
bool see_at_least(Position& pos, Move m, int threshold);

}  // namespace xq
