// Why a move is illegal, in words a player understands.
//
// explain_move() is the slow, friendly path used when a human (or a pasted move list)
// proposes a move; move generation never calls it.
#pragma once

#include <string>

#include "core/position.h"
#include "core/rules/move_verdict.h"
#include "core/types.h"

namespace xq {

// English sentence (with the Chinese term where one exists) for a reason.
const char* describe(IllegalReason reason);

// Classifies m for the side to move of pos: None when m is legal.
MoveVerdict explain_move(const Position& pos, Move m);

}  // namespace xq
