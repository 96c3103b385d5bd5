// The one move walk and the one attack test of the data-defined piece types, over the
// per-type tables (core/piece_tables.h). Templates on the position type, so Position
// (attack queries, pseudo-legality) and the generator entry points (generic_moves.h)
// share them without this header depending on position.h (no include cycle).
#pragma once

#include <cstdint>

#include "core/move_list.h"
#include "core/piece_tables.h"
#include "core/rules/rule_module.h"
#include "core/types.h"

namespace xq {

// Targets already pushed for the current piece: two programs may reach one point
// (`WR`, or a quiet slide and a capture hop on one line), and like Fairy-Stockfish's
// bitboards a target counts once.
struct SeenTargets {
  std::uint64_t bits[(kMaxSquares + 64) / 64] = {};
  bool add(Square s) {
    const std::uint64_t bit = std::uint64_t{1} << (s & 63);
    if (bits[s >> 6] & bit) return false;
    bits[s >> 6] |= bit;
    return true;
  }
};

// Is leap l open: its legs and eyes empty and, for a screened hop, a piece on its
// screen? `empty(sq)` answers for the board being walked.
template <class Empty>
inline bool leap_open(const TypeLeap& l, const Empty& empty) {
  return empty(l.block[0]) && empty(l.block[1]) && (!l.screened || !empty(l.screen));
}

// The chain search of the chained leaps (X*) of kind k of color `us` from `from`: the
// piece has left `from` (it is empty for the legs and screens of every leap), leaps
// again from each empty point it landed on, never lands on `from`, and stops on a
// point holding a piece (a capture ends the chain). visit(l) sees every open leap l
// once per point it starts from; it returns true to stop the search (an attack found),
// and the search then returns true. Each point is entered once: a later chain through
// it would reach nothing new (every landing is a move of its own, from -> landing).
template <class Empty, class Visit>
bool chain_search(const PieceTypeTables& t, Color us, PieceKind k, Square from, const Empty& empty_on_board,
                  const Visit& visit) {
  auto empty = [&](Square s) { return s == from || empty_on_board(s); };
  SeenTargets entered;
  Square stack[kMaxSquares + 1];
  int n = 0;
  entered.add(from);
  stack[n++] = from;
  while (n > 0) {
    const TypeMovesAt& m = t.moves(us, k, stack[--n]);
    for (std::uint32_t i = m.leap_begin; i < m.leap_end; ++i) {
      const TypeLeap& l = t.leaps[i];
      if (!l.chain || l.jump || l.to == from || !leap_open(l, empty)) continue;
      if (visit(l)) return true;
      if (l.quiet && empty(l.to) && entered.add(l.to)) stack[n++] = l.to;
    }
  }
  return false;
}

// A path of jumps being searched: the landing points and the points jumped over.
struct JumpPath {
  static constexpr int kMax = Move::kMaxWaypoints + 1;
  Square land[kMax] = {};
  Square over[kMax] = {};
  int n = 0;
  bool jumped(Square s) const {
    for (int i = 0; i < n; ++i)
      if (over[i] == s) return true;
    return false;
  }
};

// The jump search (D(W)/A(F)) of kind k of color `us` from `from`, at `at` (from itself
// first): each jump goes over an enemy on its midpoint (`enemy(sq)`), each piece jumped
// once, onto an empty point (`empty(sq)`; the piece has left `from`, jumped pieces stay
// until the move ends) other than `from`. After a chained jump (D(W)*, A(F)*) the piece
// may jump on with its chained jumps, up to JumpPath::kMax jumps in all (what a Move
// holds). visit(path) sees every path; true stops the search and returns true.
template <class Empty, class Enemy, class Visit>
bool jump_search(const PieceTypeTables& t, Color us, PieceKind k, Square from, Square at, JumpPath& path,
                 const Empty& empty, const Enemy& enemy, const Visit& visit) {
  const TypeMovesAt& m = t.moves(us, k, at);
  for (std::uint32_t i = m.leap_begin; i < m.leap_end; ++i) {
    const TypeLeap& l = t.leaps[i];
    if (!l.jump || (path.n > 0 && !l.chain) || l.to == from) continue;
    if (l.straight) {  // D(W)N/A(F)N: on along one line, at most N jumps (山水's 大田)
      if (path.n >= l.straight) continue;
      if (path.n > 0 && static_cast<int>(l.to) - at != at - static_cast<int>(path.n > 1 ? path.land[path.n - 2] : from))
        continue;
    }
    if (!empty(l.to) || !enemy(l.screen) || path.jumped(l.screen)) continue;
    path.land[path.n] = l.to;
    path.over[path.n] = l.screen;
    ++path.n;
    const bool stop = visit(path) ||
                      (l.chain && path.n < JumpPath::kMax && jump_search(t, us, k, from, l.to, path, empty, enemy, visit));
    --path.n;
    if (stop) return true;
  }
  return false;
}

// Does a module bar the capture of the piece on `to` by a piece of kind `attacker`, judged
// on board `at` (kHookCaptureLimit: 陸戰's limits by the target's neighbours)? A point of
// `at` lies face-down when the position's piece still stands there face-down: a move
// played virtually puts only face-up pieces (or nothing) on the points it changes.
template <class Pos, class Board>
bool capture_barred(const Pos& pos, const Board& at, PieceKind attacker, Square to) {
  const auto& g = pos.geometry();
  if (!g.has_hook(kHookCaptureLimit)) return false;
  struct Ctx {
    const Pos* pos;
    const Board* at;
  };
  const Ctx ctx{&pos, &at};
  const BoardPeek peek{&ctx, [](const void* c, Square s) { return (*static_cast<const Ctx*>(c)->at)(s); },
                       [](const void* c, Square s) {
                         const Ctx& x = *static_cast<const Ctx*>(c);
                         return x.pos->face_down(s) && (*x.at)(s) == x.pos->piece_on(s);
                       }};
  for (int i = 0; i < g.module_count; ++i)
    if (g.modules[i]->capture_barred && g.modules[i]->capture_barred(g, peek, attacker, to)) return true;
  return false;
}

// Pseudo-legal moves of the piece p on `from` (each target once; jumps once per path).
template <class Pos>
void generic_walk_piece(const Pos& pos, const PieceTypeTables& t, Piece p, Square from, MoveList& out) {
  const Color us = p.color();
  const PieceKind k = p.kind();
  const TypeMovesAt& m = t.moves(us, k, from);
  SeenTargets seen;
  int in_check = -1;  // asked once, and only of a flipping piece's quiet moves
  auto on_board = [&](Square s) { return pos.piece_on(s); };
  auto push = [&](Square to, bool quiet, bool capture) {
    const Piece target = pos.piece_on(to);
    if (target.empty() ? !quiet : (!capture || target.color() == us || (t.face_down_immune && pos.face_down(to))))
      return;
    if (!target.empty() && capture_barred(pos, on_board, k, to)) return;
    if (!seen.add(to)) return;
    if (t.has_promotions && t.promotion[index_of(k)].flip) {
      // A flip (X.flip, 山水象棋): the plain move, and the turned-over piece when the move
      // captures 「吃子時…可同時翻面」 or answers a check 「"解將"的這枚棋也可以翻面」 (every
      // legal move in check answers it), where the other face may stand.
      out.push(Move(from, to));
      if (target.empty()) {
        if (in_check < 0) in_check = pos.in_check() ? 1 : 0;
        if (in_check == 0) return;
      }
      const auto& pr = t.promotion[index_of(k)];
      for (int i = 0; i < pr.count; ++i)
        if (t.may_stand(us, pr.to[i], to)) out.push(Move::promote(from, to, pr.to[i]));
      return;
    }
    if (t.has_promotions && t.promotion[index_of(k)].count > 0 &&
        (t.in_promotion_zone(us, k, from) || t.in_promotion_zone(us, k, to))) {
      // Promotion (X.promote): one move per kind it may become; the plain move stays only
      // when optional and the piece would still have a move from its target (shogi's
      // pawn and lance on the last rank, the knight on the last two must promote).
      const auto& pr = t.promotion[index_of(k)];
      if (pr.optional && t.has_moves(us, k, to)) out.push(Move(from, to));
      for (int i = 0; i < pr.count; ++i) out.push(Move::promote(from, to, pr.to[i]));
      return;
    }
    out.push(Move(from, to));
  };
  auto empty = [&](Square s) { return pos.empty(s); };
  for (std::uint32_t i = m.leap_begin; i < m.leap_end; ++i) {
    const TypeLeap& l = t.leaps[i];
    if (!l.chain && !l.jump && leap_open(l, empty)) push(l.to, l.quiet, l.capture);
  }
  if (t.has_chains)
    chain_search(t, us, k, from, empty, [&](const TypeLeap& l) {
      push(l.to, l.quiet, l.capture);
      return false;
    });
  if (t.has_jumps) {
    JumpPath path;
    auto vacated_empty = [&](Square s) { return s == from || pos.empty(s); };
    auto enemy = [&](Square s) {
      const Piece q = pos.piece_on(s);
      return s != from && !q.empty() && q.color() != us && !(t.face_down_immune && pos.face_down(s));
    };
    const bool flips = t.has_promotions && t.promotion[index_of(k)].flip;
    jump_search(t, us, k, from, from, path, vacated_empty, enemy, [&](const JumpPath& p) {
      const Move jump = Move::jump(from, p.land, p.n - 1, p.land[p.n - 1]);
      out.push(jump);
      // A jump captures, so a flipping piece may turn over as it lands (X.flip, 山水's 丞),
      // where the other face may stand; a path too long to carry the new kind does not.
      if (flips && p.n - 1 <= Move::kMaxPromotingWaypoints) {
        const auto& pr = t.promotion[index_of(k)];
        for (int i = 0; i < pr.count; ++i)
          if (t.may_stand(us, pr.to[i], jump.to())) out.push(jump.with_kind(pr.to[i]));
      }
      return false;
    });
  }
  for (std::uint32_t i = m.ray_begin; i < m.ray_end; ++i) {
    const TypeRay& r = t.rays[i];
    const Square* sq = &t.ray_squares[r.first];
    int j = 0;
    if (r.mode == RayMode::Vault) {
      // 石 「起落點之間需只有一個空格…無論其間任意位置有沒有其它棋或多少棋…但不能越過第二個
      // 空格」: past any pieces, over the first empty point, then every enemy up to the
      // second empty point (push skips own pieces: they are passed, not taken).
      while (j < r.length && !pos.empty(sq[j])) ++j;
      for (++j; j < r.length && !pos.empty(sq[j]); ++j)
        if (t.may_stand(us, k, sq[j])) push(sq[j], false, true);
      continue;
    }
    if (r.mode != RayMode::Slide) {
      while (j < r.length && pos.empty(sq[j])) ++j;  // the screen
      ++j;
      if (r.mode == RayMode::Grasshopper) {
        if (j < r.length && t.may_stand(us, k, sq[j])) push(sq[j], r.quiet, r.capture);
        continue;
      }
    }
    for (; j < r.length; ++j) {
      const bool stop = !pos.empty(sq[j]);
      if (t.may_stand(us, k, sq[j])) push(sq[j], r.quiet, r.capture);
      if (stop) break;
    }
  }
}

// Does the piece `p` on `from` capture on `s` on board `at` (`at(sq)` gives the piece
// on sq)? Captures only: a quiet-only move attacks nothing.
template <class Board>
bool generic_piece_attacks(const PieceTypeTables& t, const Board& at, Piece p, Square from, Square s) {
  const TypeMovesAt& m = t.moves(p.color(), p.kind(), from);
  auto empty = [&](Square x) { return at(x).empty(); };
  for (std::uint32_t i = m.leap_begin; i < m.leap_end; ++i) {
    const TypeLeap& l = t.leaps[i];
    if (l.to == s && l.capture && !l.chain && !l.jump && leap_open(l, empty)) return true;
  }
  if (t.has_chains &&
      chain_search(t, p.color(), p.kind(), from, empty, [&](const TypeLeap& l) { return l.to == s && l.capture; }))
    return true;
  if (t.has_jumps) {
    // s is attacked when some path of jumps jumps over it.
    JumpPath path;
    auto vacated_empty = [&](Square x) { return x == from || at(x).empty(); };
    auto enemy = [&](Square x) {
      const Piece q = at(x);
      return x != from && !q.empty() && q.color() != p.color();
    };
    if (jump_search(t, p.color(), p.kind(), from, from, path, vacated_empty, enemy,
                    [&](const JumpPath& jp) { return jp.over[jp.n - 1] == s; }))
      return true;
  }
  // A rider captures only where it may stand (a hop's landing, like a leap's target).
  if (m.ray_begin == m.ray_end || !t.may_stand(p.color(), p.kind(), s)) return false;
  for (std::uint32_t i = m.ray_begin; i < m.ray_end; ++i) {
    const TypeRay& r = t.rays[i];
    if (!r.capture) continue;
    const Square* sq = &t.ray_squares[r.first];
    int j = 0;
    if (r.mode == RayMode::Vault) {
      // s counts as occupied (the piece to take): it can be neither the one empty point
      // vaulted over nor before it.
      while (j < r.length && sq[j] != s && !at(sq[j]).empty()) ++j;
      if (j == r.length || sq[j] == s) continue;
      for (++j; j < r.length && (sq[j] == s || !at(sq[j]).empty()); ++j)
        if (sq[j] == s) return true;
      continue;
    }
    if (r.mode != RayMode::Slide) {  // find the screen
      while (j < r.length && sq[j] != s && at(sq[j]).empty()) ++j;
      if (j == r.length || sq[j] == s) continue;
      ++j;
      if (r.mode == RayMode::Grasshopper) {
        if (j < r.length && sq[j] == s) return true;
        continue;
      }
    }
    for (; j < r.length; ++j) {
      if (sq[j] == s) return true;
      if (!at(sq[j]).empty()) break;
    }
  }
  return false;
}

// Is square s attacked by color `by` on board `at`? `pos` supplies the piece lists of
// `by`, which `at` may differ from only by the mover of the other color (a piece of
// `by` that `at` shows captured is skipped). With flying_general, `by`'s royal (the
// General kind) attacks along an open file.
template <class Pos, class Board>
bool generic_attacked(const Pos& pos, const Board& at, Square s, Color by) {
  const auto& g = pos.geometry();
  const PieceTypeTables& t = *g.types;
  for (PieceKind k : t.kinds) {
    const Piece p(by, k);
    const Square* squares = pos.squares_of(p);
    for (int i = 0, n = pos.count(p); i < n; ++i)
      if (at(squares[i]) == p && generic_piece_attacks(t, at, p, squares[i], s) && !capture_barred(pos, at, k, s))
        return true;
  }
  if (t.flying_general) {
    // A general with no move from its point (神鷹's, carried out of its palace: 「暫時不能
    // 移動」) does not fly either; in every other variant a general has moves wherever it is.
    // 山水's 君 (the general's other face, Geometry::royal_face) 「可"飛將"敵方的將（帥）」:
    // it flies at the enemy royal of either face, while a 將 does not fly at a 君 (a
    // one-sided attack, docs/variants.md §27).
    const Square k = pos.general_square(by);
    const Piece royal = k == kNoSquare ? Piece() : at(k);
    const bool royal_stands = royal == Piece(by, PieceKind::General) || royal == Piece(by, g.royal_face);
    const bool at_sovereign = g.royal_face != PieceKind::General && at(s) == Piece(opposite(by), g.royal_face);
    if (royal_stands && k != s && g.file_of[k] == g.file_of[s] && t.has_moves(by, royal.kind(), k) &&
        !(royal.kind() == PieceKind::General && at_sovereign)) {
      const int step = g.rank_of[s] > g.rank_of[k] ? g.width : -g.width;
      int sq = k + step;
      while (sq != s && at(static_cast<Square>(sq)).empty()) sq += step;
      if (sq == s) return true;
    }
  }
  return false;
}

}  // namespace xq
