// 宮旗: the flag's moves on and off the board (see palace_flag.h for the seed sentence).
#include "core/rules/palace_flag.h"

#include "core/fen_error.h"
#include "core/notation/chinese_numbers.h"
#include "core/notation/iccs.h"
#include "core/rules/flag_ring.h"
#include "core/rules/move_verdict.h"

namespace xq {

namespace {

// The flag's state lives in flag_ring's slot (one byte per color).
int flag_offset(const Geometry& g) { return g.state_offset_of(kFlagRing); }

bool claims(Move m) { return m == Move::flag_enter(m.to()) || m == Move::flag_return(m.from()); }

bool own_pseudo_legal(const Position& pos, Move m) {
  const Geometry& g = pos.geometry();
  const Color us = pos.side_to_move();
  const int u = index_of(us);
  if (m.is_flag_enter())
    // 宮旗: 「己方初始位置的己方[解將旗]可以在不"解將"的情況下向上走入棋盤己方空的[將](帥)初始位」:
    // a quiet move, never an answer to a check (IllegalReason::PalaceFlagEnterInCheck).
    return flag_cell(pos, us) == g.flag_track.start[u] && m.to() == g.royal_start[u] && pos.empty(m.to()) &&
           pos.count(us, PieceKind::Flag) == 0 && !pos.in_check();
  // 「並可從此位置返回"旗路"，其他位置不能出九宮」: from the general's start point only,
  // onto the own start cell (not onto the enemy flag standing there).
  return m.from() == g.royal_start[u] && pos.piece_on(m.from()) == Piece(us, PieceKind::Flag) &&
         flag_cell(pos, opposite(us)) != g.flag_track.start[u];
}

void apply(Position& pos, Move m, UndoInfo&) {
  const Color us = pos.side_to_move();
  if (m.is_flag_enter()) pos.put_piece(Piece(us, PieceKind::Flag), m.to());
  else pos.remove_piece(m.from());
}

void revert(Position& pos, Move m, const UndoInfo&) {
  // Called with the side to move already back to the mover.
  if (m.is_flag_enter()) pos.remove_piece(m.to());
  else pos.put_piece(Piece(pos.side_to_move(), PieceKind::Flag), m.from());
}

void after_move(const Position& pos, const MoveFacts& f, std::int8_t* state, int) {
  std::int8_t* flag = state + flag_offset(pos.geometry());
  const int u = index_of(f.us), t = 1 - u;
  if (f.move.is_flag_enter()) flag[u] = kFlagOnBoard;
  if (f.move.is_flag_return()) flag[u] = static_cast<std::int8_t>(pos.geometry().flag_track.start[u]);
  // 「如果九宮[旗]被敵軍吃掉」 the flag is gone from the board; the game goes on.
  const Piece their_flag(opposite(f.us), PieceKind::Flag);
  if (f.captured == their_flag || f.captured2 == their_flag) flag[t] = kFlagLostOnBoard;
}

// 「走吃法同將帥」: the flag on the board steps like the general, in the palace.
bool extra_move(const Position& pos, Move m) {
  const Color us = pos.side_to_move();
  if (pos.piece_on(m.from()) != Piece(us, PieceKind::Flag)) return false;
  const LeapSet& set = pos.geometry().leaps[index_of(us)][index_of(PieceKind::General)][m.from()];
  for (int i = 0; i < set.count; ++i)
    if (set.leaps[i].to == m.to()) return pos.empty(set.leaps[i].block);
  return false;
}

void pseudo_moves(const Position& pos, MoveList& out, Square only_from) {
  const Square from = flag_square(pos, pos.side_to_move());
  if (only_from == kNoSquare || only_from == from) append_palace_flag_steps(pos, out);
}

void legal_moves(const Position& pos, MoveList& legal) { append_palace_flag_ring_moves(pos, legal); }

// 「在不"解將"的情況下」: an entry refused only because the own general is in check says so.
bool refusal(const Position& pos, Move m, MoveVerdict& out) {
  const Geometry& g = pos.geometry();
  const Color us = pos.side_to_move();
  if (!m.is_flag_enter() || pos.is_pseudo_legal(m) || !pos.in_check() ||
      flag_cell(pos, us) != g.flag_track.start[index_of(us)] || !pos.piece_on(m.to()).empty() ||
      m.to() != g.royal_start[index_of(us)])
    return false;
  out.reason = IllegalReason::PalaceFlagEnterInCheck;
  return true;
}

// ---- notation (docs/notation.md): the flag entering the palace, leaving it, stepping in it ----
// ICCS "G*e0" (enter onto e0) / "Ge0*" (back to the ring from e0) / "e0e1" (a step);
// WXF "G*5" / "G5*" / "G5+1"; Chinese "旗入宮" / "旗回環" / "旗五進一" (simplified 宫, 环, 进).
// The flag is named like a piece (旗, G); a step is written like the general's.

using notation::Notation;
constexpr std::string_view kFlagChar = "旗";

bool is_flag_move(const Position& pos, Move m) {
  if (m.is_flag_enter() || m.is_flag_return()) return true;
  return m.is_normal() && m.from() < pos.geometry().size &&
         pos.piece_on(m.from()) == Piece(pos.side_to_move(), PieceKind::Flag);
}

std::string flag_move_text(const Position& pos, Move m, Notation n) {
  const Geometry& g = pos.geometry();
  const bool red = pos.side_to_move() == Color::Red, simplified = n == Notation::ChineseSimplified;
  auto file_number = [&](Square s) { return red ? g.width - g.file_of[s] : g.file_of[s] + 1; };
  if (m.is_flag_enter()) {
    if (n == Notation::Iccs) return "G*" + format_iccs_square(m.to(), g);
    if (n == Notation::Wxf) return "G*" + std::to_string(file_number(m.to()));
    return simplified ? "旗入宫" : "旗入宮";
  }
  if (m.is_flag_return()) {
    if (n == Notation::Iccs) return "G" + format_iccs_square(m.from(), g) + "*";
    if (n == Notation::Wxf) return "G" + std::to_string(file_number(m.from())) + "*";
    return simplified ? "旗回环" : "旗回環";
  }
  if (n == Notation::Iccs) return format_iccs(m, g);
  const int forward = (g.rank_of[m.to()] - g.rank_of[m.from()]) * (red ? 1 : -1);
  const bool sideways = forward == 0;
  const int amount = sideways ? file_number(m.to()) : (forward > 0 ? forward : -forward);
  if (n == Notation::Wxf)
    return "G" + std::to_string(file_number(m.from())) + (sideways ? "." : forward > 0 ? "+" : "-") +
           std::to_string(amount);
  const char* action = sideways ? "平" : forward > 0 ? (simplified ? "进" : "進") : "退";
  return std::string(kFlagChar) + notation::mover_digits(file_number(m.from()), red) + action +
         notation::mover_digits(amount, red);
}

bool write_move(const Position& pos, Move m, Notation n, std::string& out) {
  if (!is_flag_move(pos, m)) return false;
  out = flag_move_text(pos, m, n);
  return true;
}

bool read_move(const Position& pos, std::string_view s, ModuleMoveRead& out) {
  // "G…" or 旗 followed by 入, 回 or a file number (not by a piece: that is a flag step).
  bool looks = s.size() >= 2 && s[0] == 'G';
  if (s.substr(0, kFlagChar.size()) == kFlagChar && s.size() > kFlagChar.size()) {
    std::size_t len = 0;
    const char32_t next = notation::decode_utf8(s, kFlagChar.size(), &len);
    looks = next == U'入' || next == U'回' || notation::chinese_digit(next) != 0;
  }
  if (!looks) return false;
  MoveList legal;
  generate_legal(pos, legal);
  for (Move m : legal)
    if (is_flag_move(pos, m))
      for (Notation n : {Notation::Iccs, Notation::Wxf, Notation::Chinese, Notation::ChineseSimplified})
        if (flag_move_text(pos, m, n) == s) {
          out.move = m;
          out.notation = n;
          return true;
        }
  // Not one of them: "旗" + a numbered tandem piece ("旗一兵進一") is a flag-step compound
  // (the dispatcher reads it); the flag's own forms (G…, 旗入…, 旗回…, 旗六進一) fail here.
  std::size_t points = 0;
  for (std::size_t i = 0, len = 0; i < s.size(); i += len ? len : 1, ++points) notation::decode_utf8(s, i, &len);
  if (s[0] != 'G' && points > 4) return false;
  out.notation = s[0] == 'G' ? Notation::Wxf : Notation::Chinese;
  out.error =
      "no such palace flag (宮旗) move here: the flag enters (G*e0, 旗入宮) only from its ring start "
      "cell onto the empty general start point, steps like the general in the palace, and returns "
      "(Ge0*, 旗回環) only from that point";
  return true;
}

// FEN (fen.h): a flag on the board stands in its palace, and flag_ring's item says so
// (flag=…g…); the board letter g/G is this module's (kHookFlagPiece).
bool fen_check(const Position& pos, FenError& out) {
  const Geometry& g = pos.geometry();
  for (Color c : {Color::Red, Color::Black}) {
    const Square s = flag_square(pos, c);
    const bool said = flag_cell(pos, c) == kFlagOnBoard;
    const std::string side = c == Color::Red ? "red" : "black";
    if (s != kNoSquare && !g.in_palace[index_of(c)][s]) {
      out.kind = FenErrorKind::GeneralOutsidePalace;
      out.rank_from_top = g.height - g.rank_of[s];
      out.message = side + " palace flag on " + format_iccs_square(s, g) + " is outside its palace";
      return false;
    }
    if ((s != kNoSquare) != said) {
      out.kind = FenErrorKind::BadExtension;
      out.message = side + (said ? " flag is on the board by the add-on field (flag=…g…), but no palace flag (g/G) stands there"
                                 : " palace flag (g/G) stands on the board, so the add-on field must say so: flag=g for it "
                                   "(e.g. {flag=g.21})");
      return false;
    }
  }
  return true;
}

}  // namespace

constinit const RuleModule kPalaceFlag{
    .id = "palace_flag",
    .name = "宮旗",
    .hooks = kHookPseudoMoves | kHookExtraMove | kHookLegalMoves | kHookOwnMoves | kHookAfterMove | kHookFenField |
             kHookFlagPiece | kHookRefusal | kHookNotation,
    .pseudo_moves = pseudo_moves,
    .extra_move = extra_move,
    .legal_moves = legal_moves,
    .claims = claims,
    .own_pseudo_legal = own_pseudo_legal,
    .apply = apply,
    .revert = revert,
    .after_move = after_move,
    .fen_check = fen_check,
    .refusal = refusal,
    .write_move = write_move,
    .read_move = read_move,
};

bool has_palace_flag(const Geometry& g) { return g.uses(kPalaceFlag); }

void append_palace_flag_steps(const Position& pos, MoveList& out) {
  const Geometry& g = pos.geometry();
  if (!has_palace_flag(g)) return;
  const Color us = pos.side_to_move();
  const Square from = flag_square(pos, us);
  if (from == kNoSquare) return;
  // 「走吃法同將帥」: the general's palace steps (the geometry confines them to the palace).
  const LeapSet& set = g.leaps[index_of(us)][index_of(PieceKind::General)][from];
  for (int i = 0; i < set.count; ++i) {
    const Piece target = pos.piece_on(set.leaps[i].to);
    if (target.empty() || target.color() != us) out.push(Move(from, set.leaps[i].to));
  }
}

void append_palace_flag_ring_moves(const Position& pos, MoveList& legal) {
  const Geometry& g = pos.geometry();
  if (!has_palace_flag(g)) return;
  const Color us = pos.side_to_move();
  const Square point = g.royal_start[index_of(us)];
  if (point == kNoSquare) return;
  // Entering is refused in check (Position::addon_pseudo_legal); leaving may open a check:
  // both are tested like any move.
  for (const Move m : {Move::flag_enter(point), Move::flag_return(point)})
    if (!legal.full() && pos.is_pseudo_legal(m) && !pos.leaves_general_attacked(m)) legal.push(m);
}

}  // namespace xq
