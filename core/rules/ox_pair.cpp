// 神牛象棋's 牛 pair: the pair moves, the partner's removal, the notation (see ox_pair.h
// for the seed sentences).
#include "core/rules/ox_pair.h"

#include <cctype>
#include <cstdlib>

#include "core/fen_error.h"
#include "core/move_list.h"
#include "core/movegen.h"
#include "core/notation/chinese_numbers.h"
#include "core/notation/iccs.h"
#include "core/position.h"
#include "core/rules/double_step.h"
#include "core/rules/listed_move_text.h"
#include "core/rules/move_verdict.h"
#include "core/rules/option_letters.h"
#include "core/variant/variant_def.h"

namespace xq {

namespace {

using notation::Notation;

// Geometry::module_config: the ox kind's index + 1 (0 = not configured).
PieceKind configured_kind(std::uint64_t config) { return static_cast<PieceKind>(static_cast<int>(config) - 1); }

bool read_option(const VariantDef& def, std::string_view field, std::string_view value, std::uint64_t& config,
                 std::string& error) {
  if (field != "piece") {
    error = "unknown option (known: ox.piece)";
    return false;
  }
  if (value.size() != 1) {
    error = "expected the FEN letter of one custom piece type, e.g. o";
    return false;
  }
  const PieceDef* p = declared_piece(def, value[0]);
  if (!p) {
    error = undeclared_letter(value[0]);
    return false;
  }
  if (!p->custom || !p->program.moves.empty()) {
    error = std::string("'") + p->letter + "' must be a custom type with no move of its own (" + p->letter +
            ".move = none): its oxen move only as a pair";
    return false;
  }
  config = static_cast<std::uint64_t>(index_of(p->kind)) + 1;
  return true;
}

bool check_options(const VariantDef&, std::uint64_t config, std::string& error) {
  if (config) return true;
  error = "needs ox.piece = LETTER, the custom type that moves as a pair";
  return false;
}

// The seed's two leaps, 「均無蹩腿限制」: 日 (1,2) and 目 (1,3), every orientation.
constexpr int kRi[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
constexpr int kMu[8][2] = {{1, 3}, {3, 1}, {3, -1}, {1, -3}, {-1, -3}, {-3, -1}, {-3, 1}, {-1, 3}};

// Is from -> to a 日 (true) or a 目 (false)? Only asked of one of the two.
bool is_ri(const Geometry& g, Square from, Square to) {
  const int df = std::abs(g.file_of[to] - g.file_of[from]), dr = std::abs(g.rank_of[to] - g.rank_of[from]);
  return df + dr == 3;
}

bool is_leap(const Geometry& g, Square from, Square to) {
  const int df = std::abs(g.file_of[to] - g.file_of[from]), dr = std::abs(g.rank_of[to] - g.rank_of[from]);
  return (df == 1 && (dr == 2 || dr == 3)) || (dr == 1 && (df == 2 || df == 3));
}

// Appends the pairs in which the ox on `a` steps first (its leap `a_ri` = 日 or 目) and
// the ox on `b` second with the other leap, each to an empty point of the board as it is
// at that step; legal when the mover's general is not attacked afterwards.
void append_pairs(const Position& pos, Position& work, Square a, Square b, bool a_ri, MoveList& out) {
  const Geometry& g = pos.geometry();
  const Color us = pos.side_to_move();
  const auto& first = a_ri ? kRi : kMu;
  const auto& second = a_ri ? kMu : kRi;
  for (const auto& d1 : first) {
    const Square t1 = g.square_or_none(g.file_of[a] + d1[0], g.rank_of[a] + d1[1]);
    if (t1 == kNoSquare || !pos.piece_on(t1).empty()) continue;  // not 占位吃子: the target is empty
    for (const auto& d2 : second) {
      const Square t2 = g.square_or_none(g.file_of[b] + d2[0], g.rank_of[b] + d2[1]);
      // Empty after the first step: the point the first ox left is free, its landing is not.
      if (t2 == kNoSquare || t2 == t1 || (t2 != a && !pos.piece_on(t2).empty())) continue;
      const Move m = Move::double_move(a, t1, b, t2);
      UndoInfo undo;
      work.do_move(m, undo);
      const bool legal = !work.general_attacked(us);
      work.undo_move(m, undo);
      if (legal && !out.full()) out.push(m);
    }
  }
}

// Every legal pair move of the side to move, in a fixed order.
void pair_moves(const Position& pos, MoveList& out) {
  const Geometry& g = pos.geometry();
  const Piece ox(pos.side_to_move(), ox_kind(g));
  if (pos.count(ox) != 2) return;  // 「兩枚為一」: the pair moves together or not at all
  const Square a = pos.squares_of(ox)[0], b = pos.squares_of(ox)[1];
  Position work = pos;
  // 「任意一枚走日，另一枚走目，或先後反之」: either ox first, with either leap.
  for (const auto& [first, second] : {std::pair{a, b}, std::pair{b, a}})
    for (bool ri : {true, false}) append_pairs(pos, work, first, second, ri, out);
}

void legal_moves(const Position& pos, MoveList& legal) { pair_moves(pos, legal); }

bool claims(Move m) { return m == Move::double_move(m.from(), m.to(), m.from2(), m.to2()); }

bool own_pseudo_legal(const Position& pos, Move m) {
  const Geometry& g = pos.geometry();
  if (m.from() >= g.size || m.from2() >= g.size || m.to() >= g.size || m.to2() >= g.size) return false;
  const Piece ox(pos.side_to_move(), ox_kind(g));
  if (pos.piece_on(m.from()) != ox || pos.piece_on(m.from2()) != ox || m.from() == m.from2()) return false;
  if (!is_leap(g, m.from(), m.to()) || !is_leap(g, m.from2(), m.to2())) return false;
  if (is_ri(g, m.from(), m.to()) == is_ri(g, m.from2(), m.to2())) return false;  // one 日, one 目
  if (!pos.piece_on(m.to()).empty() || m.to2() == m.to()) return false;
  return m.to2() == m.from() || pos.piece_on(m.to2()).empty();
}

void apply(Position& pos, Move m, UndoInfo& undo) { apply_double_step(pos, m, undo); }

void revert(Position& pos, Move m, const UndoInfo& undo) { revert_double_step(pos, m, undo); }

// 「吃敵方一枚牛同時拿下敵方兩枚牛」: an enemy ox left alone was just captured with its
// partner (a side has two or none: the FEN check), so it leaves the board too. Runs after
// custodian_capture (registry order), on the board its captures left.
void side_captures(const Position& after, const MoveFacts& f, SideCaptures& out) {
  const Piece theirs(opposite(f.us), ox_kind(after.geometry()));
  if (after.count(theirs) == 1) out.add(after.squares_of(theirs)[0]);
}

bool refusal(const Position& pos, Move m, MoveVerdict& out) {
  const Geometry& g = pos.geometry();
  const Piece p = m.from() < g.size ? pos.piece_on(m.from()) : Piece();
  const bool ox_first = !p.empty() && p.kind() == ox_kind(g);
  if (!ox_first) return false;
  out.reason = m.is_double() ? IllegalReason::DoubleMoveNotAllowed : IllegalReason::PieceProgram;
  out.text = "the two oxen move together: one leaps 日 (1×2), the other 目 (1×3), both onto empty points, and "
             "the general must not be left in check (每次要同時走兩枚牛，任意一枚走日，另一枚走目)";
  return true;
}

bool fen_check(const Position& pos, FenError& out) {
  const PieceKind k = ox_kind(pos.geometry());
  for (Color c : {Color::Red, Color::Black})
    if (pos.count(c, k) == 1 || pos.count(c, k) > 2) {
      out.kind = FenErrorKind::TooManyPieces;
      out.message = std::string(c == Color::Red ? "Red" : "Black") +
                    " has " + std::to_string(pos.count(c, k)) +
                    " oxen: the oxen come as a pair, two or none (吃敵方一枚牛同時拿下敵方兩枚牛)";
      return false;
    }
  return true;
}

// ---- notation (docs/notation.md "神牛's pair move") ----
// ICCS: the double-move shape `b2c4&h2g5`. WXF and Chinese: each half as a leaper's
// description with its leap named, since one ox's 日 and 目 can reach the same file in the
// same direction (b2-c4 and b2-c5): WXF `O8N+7&O2C+3`, Chinese `牛八日進七&牛二目進三`
// (Black `牛８日進７`); two oxen on one file are `O+`/`O-`, 前牛/後牛 instead of the file. The
// second half is described on the board after the first.

int file_number(const Geometry& g, Square s, bool red) { return red ? g.width - g.file_of[s] : g.file_of[s] + 1; }

std::string half_text(const Position& board, Square from, Square to, bool red, Notation n) {
  const Geometry& g = board.geometry();
  const bool wxf = n == Notation::Wxf, simplified = n == Notation::ChineseSimplified;
  const int forward = (g.rank_of[to] - g.rank_of[from]) * (red ? 1 : -1);
  const bool ri = is_ri(g, from, to);
  // Another ox of the side on the same file: front / rear instead of the file.
  std::string who;
  const Piece ox = board.piece_on(from);
  for (int i = 0; i < board.count(ox); ++i) {
    const Square o = board.squares_of(ox)[i];
    if (o == from || g.file_of[o] != g.file_of[from]) continue;
    const bool front = (g.rank_of[from] - g.rank_of[o]) * (red ? 1 : -1) > 0;
    who = wxf ? (front ? "O+" : "O-") : std::string(front ? "前" : (simplified ? "后" : "後")) + "牛";
  }
  if (who.empty())
    who = wxf ? "O" + std::to_string(file_number(g, from, red))
              : "牛" + notation::mover_digits(file_number(g, from, red), red);
  if (wxf) return who + (ri ? "N" : "C") + (forward > 0 ? "+" : "-") + std::to_string(file_number(g, to, red));
  return who + (ri ? "日" : "目") + (forward > 0 ? (simplified ? "进" : "進") : "退") +
         notation::mover_digits(file_number(g, to, red), red);
}

std::string pair_text(const Position& pos, Move m, Notation n) {
  if (n == Notation::Iccs) return format_iccs(m, pos.geometry());
  const bool red = pos.side_to_move() == Color::Red;
  Position mid = pos;
  mid.move_piece(m.from(), m.to());
  return half_text(pos, m.from(), m.to(), red, n) + "&" + half_text(mid, m.from2(), m.to2(), red, n);
}

bool is_pair(const Position& pos, Move m) {
  const Geometry& g = pos.geometry();
  return m.is_double() && m.from() < g.size && pos.piece_on(m.from()).kind() == ox_kind(g) &&
         !pos.piece_on(m.from()).empty();
}

bool write_move(const Position& pos, Move m, Notation n, std::string& out) {
  if (!is_pair(pos, m)) return false;
  out = pair_text(pos, m, n);
  return true;
}

// Reads any of the four forms by writing every legal pair and comparing (ICCS in any
// case, with the optional '-' of ICCS squares, through parse_iccs).
bool read_move(const Position& pos, std::string_view s, ModuleMoveRead& out) {
  if (s.find('&') == std::string_view::npos) return false;
  const Geometry& g = pos.geometry();
  const bool chinese = s.find("牛") != std::string_view::npos;
  const bool wxf = !chinese && !s.empty() && (s[0] == 'O' || s[0] == 'o');
  std::optional<Move> iccs;
  if (!chinese && !wxf) {
    iccs = parse_iccs(s, g);
    if (!iccs || !iccs->is_double() || iccs->from() >= g.size || pos.piece_on(iccs->from()).kind() != ox_kind(g) ||
        pos.piece_on(iccs->from()).empty())
      return false;  // not an ox pair: the ordinary double-move reader
  }
  MoveList legal;
  pair_moves(pos, legal);
  if (find_listed_move(pos, legal, iccs, s, pair_text, out)) return true;
  if (!chinese && !wxf) {
    out.notation = Notation::Iccs;
  } else {
    out.notation = chinese ? Notation::Chinese : Notation::Wxf;
    // A WXF text starting with O that is no ox pair of ours: leave it to the other readers.
    if (wxf && s.find('N') == std::string_view::npos && s.find('C') == std::string_view::npos) return false;
  }
  out.error = "no such ox pair move here: both oxen move, one 日 and one 目, onto empty points (e.g. b2c4&h2g5)";
  return true;
}

}  // namespace

constinit const RuleModule kOxPair{
    .id = "ox_pair",
    .name = "神牛",
    .hooks = kHookLegalMoves | kHookOwnMoves | kHookSideCaptures | kHookRefusal | kHookFenField | kHookNotation,
    .generic_tables = true,
    .options = "ox",
    .read_option = read_option,
    .check_options = check_options,
    .legal_moves = legal_moves,
    .claims = claims,
    .own_pseudo_legal = own_pseudo_legal,
    .apply = apply,
    .revert = revert,
    .side_captures = side_captures,
    .fen_check = fen_check,
    .refusal = refusal,
    .write_move = write_move,
    .read_move = read_move,
};

PieceKind ox_kind(const Geometry& g) {
  const std::uint64_t config = g.config_of(kOxPair);
  return config ? configured_kind(config) : PieceKind::General;
}

}  // namespace xq
