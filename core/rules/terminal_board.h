// The terminal judge, board stage: is the game decided on the board alone, before any
// move is generated? (docs/architecture.md §Terminal judge; the whole judge, with
// checkmate and 困斃, is core/rules/terminal.h.)
//
// It asks, in this order: the rule modules' verdict hooks (解將旗's captured flag and
// 宮旗's start cell reached, whose state only the modules read), then the variant's
// declared predicates (Geometry::terminal, terminal_rules.h), each first for the side that
// has just moved, then for the side to move (a FEN may start in a decided position; the
// mover's achievement counts first, as it happened last).
//
// A template over the position type so Position (its legality paths) and movegen can
// ask it without including a module that includes them (the layer check allows no
// cycle), the way generic_walk.h serves both. Standard xiangqi has neither modules nor
// predicates: Geometry::has_hook(kHookVerdict) is false and nobody calls this.
#pragma once

#include "core/geometry.h"

namespace xq {

namespace terminal_detail {

// Pieces of `c` (of r.kind, or of any kind) standing in r's zone for c.
template <class Pos>
int pieces_in_zone(const Pos& pos, const TerminalRules& t, const TerminalRule& r, Color c) {
  const bool* zone = r.zone[index_of(c)];
  int n = 0;
  auto add = [&](PieceKind k) {
    const Piece p(c, k);
    const Square* squares = pos.squares_of(p);
    for (int i = 0, cnt = pos.count(p); i < cnt; ++i) n += zone[squares[i]] ? 1 : 0;
  };
  if (!r.any_kind) {
    add(r.kind);
    return n;
  }
  add(PieceKind::General);
  for (int i = 0; i < t.kind_count; ++i) add(t.kinds[i]);
  return n;
}

// Has `winner` achieved rule r?
template <class Pos>
bool achieved(const Pos& pos, const TerminalRules& t, const TerminalRule& r, Color winner) {
  const Color loser = opposite(winner);
  switch (r.test) {
    case TerminalTest::RoyalCaptured:
      return pos.royal_count(loser) == 0;
    case TerminalTest::BareRoyal:
      // 「只剩将或帅」: the royal is there and nothing else (a 宮旗 flag is not a piece).
      if (pos.royal_count(loser) == 0) return false;
      for (int i = 0; i < t.kind_count; ++i)
        if (!pos.geometry().is_royal(t.kinds[i]) && pos.count(loser, t.kinds[i]) > 0) return false;
      return true;
    case TerminalTest::Reach:
      return pieces_in_zone(pos, t, r, winner) > 0;
    case TerminalTest::Occupy:
      return pieces_in_zone(pos, t, r, winner) >= r.count;
    case TerminalTest::Extinct:
      if (pos.count(loser, r.kind) > 0) return false;
      // A face-down piece may be of the type (漢字將棋's 暗布: a face-down 米): the type is
      // gone when none of the loser's face-down pieces is, or may be (unknown here), of it.
      if (pos.face_down_count() > 0)
        for (int s = 0; s < pos.geometry().size; ++s) {
          const Square sq = static_cast<Square>(s);
          if (!pos.face_down(sq) || pos.piece_on(sq).color() != loser) continue;
          if (!pos.identity_known(sq) || pos.identity(sq).kind() == r.kind) return false;
        }
      return true;
  }
  return false;
}

}  // namespace terminal_detail

// The verdict on the board (winner and reason), or false while play goes on there.
template <class Pos>
bool board_verdict(const Pos& pos, ModuleVerdict& out) {
  const Geometry& g = pos.geometry();
  for (int i = 0; i < g.module_count; ++i)
    if (g.modules[i]->verdict && g.modules[i]->verdict(pos, out)) return true;
  const TerminalRules& t = g.terminal;
  for (const Color winner : {opposite(pos.side_to_move()), pos.side_to_move()})
    for (int i = 0; i < t.count; ++i)
      if (terminal_detail::achieved(pos, t, t.rules[i], winner)) {
        out.winner = winner;
        out.reason = t.rules[i].reason;
        return true;
      }
  return false;
}

// The same, with the one test every hot path pays first.
template <class Pos>
bool decided_on_board(const Pos& pos, ModuleVerdict& out) {
  return pos.geometry().has_hook(kHookVerdict) && board_verdict(pos, out);
}

}  // namespace xq
