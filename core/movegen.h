// Move generation over the geometry tables: pseudo-legal and legal moves, and perft.
//
// Pseudo-legal moves follow each piece's movement rule (lame-leaper steps from the
// geometry, chariot rays, cannon hurdle rays). Legal moves additionally keep the
// mover's general unattacked; most moves are proven safe without making them (a move
// that neither starts nor ends on the general's file, rank or diagonal neighbours
// cannot open a line, a cannon screen or a horse leg), the rest are tested.
#pragma once

#include <cstdint>

#include "core/move_list.h"
#include "core/position.h"
#include "core/types.h"

namespace xq {

// All moves obeying the movement rules for the side to move (board moves of one piece;
// the add-on move types come only from generate_legal / generate_legal_from).
void generate_pseudo_legal(const Position& pos, MoveList& out);
// All legal moves for the side to move, add-on move types included (types.h MoveType:
// 解將旗 flag steps and two-cell escapes, 還魂卒 drops, 殺驚與遁馬 double moves). Empty
// once a 解將旗 flag has been captured (the game is over).
void generate_legal(const Position& pos, MoveList& out);
// Legal moves of the piece on `from` only (empty if it is not the mover's piece):
// its board moves, their flag-step compounds, and the double moves it starts.
void generate_legal_from(const Position& pos, Square from, MoveList& out);
// True if the side to move has at least one legal move (stops at the first one).
bool has_legal_move(const Position& pos);

// Leaf-node count to `depth` plies. The last ply is bulk-counted (the size of the
// legal move list, moves not made), which is the standard perft shortcut.
std::uint64_t perft(Position& pos, int depth);

}  // namespace xq
