// 雲端象棋's clouds: the swap along an arc and the elephant it frees (see cloud_swap.h for
// the seed sentences and the choices).
#include "core/rules/cloud_swap.h"

#include <cctype>
#include <optional>
#include <string>

#include "core/fen_error.h"
#include "core/move_list.h"
#include "core/notation/chinese_numbers.h"
#include "core/notation/descriptive.h"
#include "core/notation/iccs.h"
#include "core/piece_faces.h"
#include "core/position.h"
#include "core/rules/listed_move_text.h"
#include "core/rules/move_verdict.h"
#include "core/variant/variant_def.h"

namespace xq {

namespace {

using notation::Notation;

// Geometry::module_config, packed by read_option:
//   bits 0..39   up to two arcs, each corner then inner point, a point as file << 5 | rank
//   bits 40..41  the number of arcs
//   bits 42..46  the elephant kind, bits 47..51 its freed kind, bit 52 set when given
constexpr int kArcCountShift = 40, kElephantShift = 42, kFreedShift = 47, kFreedSetBit = 52;

std::uint64_t point_bits(int file, int rank) { return static_cast<std::uint64_t>(file << 5 | rank); }

std::vector<std::string_view> words(std::string_view v) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < v.size()) {
    while (i < v.size() && v[i] == ' ') ++i;
    std::size_t j = i;
    while (j < v.size() && v[j] != ' ') ++j;
    if (j > i) out.push_back(v.substr(i, j - i));
    i = j;
  }
  return out;
}

bool read_arcs(const VariantDef& def, std::string_view value, std::uint64_t& config, std::string& error) {
  const auto list = words(value);
  if (list.empty() || list.size() > 2) {
    error = "expected one or two arcs CORNER<>INNER on Red's back rank, e.g. a0<>c0 i0<>g0";
    return false;
  }
  config &= ~((std::uint64_t{1} << (kArcCountShift + 2)) - 1);
  for (std::size_t i = 0; i < list.size(); ++i) {
    const std::size_t sep = list[i].find("<>");
    int f1 = 0, r1 = 0, f2 = 0, r2 = 0;
    if (sep == std::string_view::npos || !def.read_point(list[i].substr(0, sep), f1, r1) ||
        !def.read_point(list[i].substr(sep + 2), f2, r2)) {
      error = "'" + std::string(list[i]) + "': an arc is CORNER<>INNER, two points of the board (e.g. a0<>c0)";
      return false;
    }
    if (r1 != 0 || r2 != 0 || f1 == f2) {
      error = "'" + std::string(list[i]) + "': the clouds are two points of Red's back rank (雙方底線各增加了四個雲端點位)";
      return false;
    }
    config |= (point_bits(f1, r1) | point_bits(f2, r2) << 10) << (20 * i);
  }
  config |= static_cast<std::uint64_t>(list.size()) << kArcCountShift;
  return true;
}

bool read_freed(const VariantDef& def, std::string_view value, std::uint64_t& config, std::string& error) {
  const auto list = words(value);
  int kinds[2] = {-1, -1};
  if (list.size() == 2)
    for (int i = 0; i < 2; ++i)
      for (const PieceDef& p : def.pieces)
        if (p.defined && list[i].size() == 1 && p.letter == list[i][0]) kinds[i] = index_of(p.kind);
  if (kinds[0] != index_of(PieceKind::Elephant) || kinds[1] < kFirstCustomKind) {
    error = "expected the elephant's letter and the letter of the custom type it becomes on a corner, e.g. b f";
    return false;
  }
  config |= static_cast<std::uint64_t>(kinds[0]) << kElephantShift | static_cast<std::uint64_t>(kinds[1]) << kFreedShift |
            std::uint64_t{1} << kFreedSetBit;
  return true;
}

bool read_option(const VariantDef& def, std::string_view field, std::string_view value, std::uint64_t& config,
                 std::string& error) {
  if (field == "arcs") return read_arcs(def, value, config, error);
  if (field == "freed") return read_freed(def, value, config, error);
  error = "unknown option (known: cloud.arcs, cloud.freed)";
  return false;
}

bool check_options(const VariantDef&, std::uint64_t config, std::string& error) {
  if ((config >> kArcCountShift) & 3) return true;
  error = "needs cloud.arcs = CORNER<>INNER … (the clouds on Red's back rank)";
  return false;
}

struct Arc {
  Square corner, inner;
};

struct Clouds {
  int count = 0;
  Arc arcs[2];
  bool freeing = false;
  PieceKind elephant = PieceKind::Elephant, freed = PieceKind::Elephant;
};

Clouds clouds_of(const Geometry& g, Color c) {
  const std::uint64_t config = g.config_of(kCloudSwap);
  Clouds out;
  out.count = static_cast<int>((config >> kArcCountShift) & 3);
  auto square = [&](std::uint64_t bits) {
    const int file = static_cast<int>(bits >> 5 & 31), rank = static_cast<int>(bits & 31);
    return g.square(file, c == Color::Red ? rank : g.height - 1 - rank);
  };
  for (int i = 0; i < out.count; ++i)
    out.arcs[i] = {square(config >> (20 * i) & 1023), square(config >> (20 * i + 10) & 1023)};
  out.freeing = (config >> kFreedSetBit) & 1;
  out.elephant = static_cast<PieceKind>(config >> kElephantShift & 31);
  out.freed = static_cast<PieceKind>(config >> kFreedShift & 31);
  return out;
}

// The piece p becomes on arriving at the corner / the inner cloud of an arc: an elephant
// on the corner is freed (「換位到己方底線角點的"象"，可以過河參戰」), a freed elephant on
// the inner cloud is an elephant again (「從己方角點換回原位，但原位象是不能過河的」).
Piece at_corner(const Clouds& cl, Piece p) {
  return cl.freeing && p.kind() == cl.elephant ? Piece(p.color(), cl.freed) : p;
}
Piece at_inner(const Clouds& cl, Piece p) {
  return cl.freeing && p.kind() == cl.freed ? Piece(p.color(), cl.elephant) : p;
}

// The arc of the side to move with these two ends (corner first), or nullptr.
const Arc* arc_of(const Clouds& cl, Square corner, Square inner) {
  for (int i = 0; i < cl.count; ++i)
    if (cl.arcs[i].corner == corner && cl.arcs[i].inner == inner) return &cl.arcs[i];
  return nullptr;
}

// A swap of own pieces on both clouds that changes the board (not two pieces that would
// stand as before: that would be a pass).
bool swap_possible(const Position& pos, const Clouds& cl, const Arc& a) {
  const Color us = pos.side_to_move();
  const Piece pc = pos.piece_on(a.corner), pi = pos.piece_on(a.inner);
  if (pc.empty() || pi.empty() || pc.color() != us || pi.color() != us) return false;
  return !(at_corner(cl, pi) == pc && at_inner(cl, pc) == pi);
}

Move swap_move(const Arc& a) { return Move::double_move(a.corner, a.inner, a.inner, a.corner); }

void swap_moves(const Position& pos, MoveList& out) {
  const Clouds cl = clouds_of(pos.geometry(), pos.side_to_move());
  Position work = pos;
  for (int i = 0; i < cl.count; ++i) {
    if (!swap_possible(pos, cl, cl.arcs[i])) continue;
    const Move m = swap_move(cl.arcs[i]);
    UndoInfo undo;
    work.do_move(m, undo);
    const bool legal = !work.general_attacked(pos.side_to_move());
    work.undo_move(m, undo);
    if (legal && !out.full()) out.push(m);
  }
}

void legal_moves(const Position& pos, MoveList& legal) { swap_moves(pos, legal); }

// The swap shape: a double move whose second step is the first one backwards.
bool claims(Move m) {
  return m == Move::double_move(m.from(), m.to(), m.from2(), m.to2()) && m.from2() == m.to() && m.to2() == m.from();
}

bool own_pseudo_legal(const Position& pos, Move m) {
  const Clouds cl = clouds_of(pos.geometry(), pos.side_to_move());
  const Arc* a = arc_of(cl, m.from(), m.to());
  return a && swap_possible(pos, cl, *a);
}

void apply(Position& pos, Move m, UndoInfo&) {
  const Clouds cl = clouds_of(pos.geometry(), pos.side_to_move());
  const Piece pc = pos.piece_on(m.from()), pi = pos.piece_on(m.to());
  pos.remove_piece(m.from());
  pos.remove_piece(m.to());
  pos.put_piece(at_corner(cl, pi), m.from());
  pos.put_piece(at_inner(cl, pc), m.to());
}

// The inverse of apply: a freed elephant never stands on an inner cloud and an elephant
// never on a corner before a swap (the FEN check; no other move puts them there), so a
// freed elephant on the corner came from the inner cloud as an elephant, and an elephant
// on the inner cloud came from the corner freed.
void revert(Position& pos, Move m, const UndoInfo&) {
  // Position::undo_move has given the move back to the mover before it calls revert.
  const Clouds cl = clouds_of(pos.geometry(), pos.side_to_move());
  const Piece now_corner = pos.piece_on(m.from()), now_inner = pos.piece_on(m.to());
  const Piece was_inner = cl.freeing && now_corner.kind() == cl.freed ? Piece(now_corner.color(), cl.elephant) : now_corner;
  const Piece was_corner = cl.freeing && now_inner.kind() == cl.elephant ? Piece(now_inner.color(), cl.freed) : now_inner;
  pos.remove_piece(m.from());
  pos.remove_piece(m.to());
  pos.put_piece(was_corner, m.from());
  pos.put_piece(was_inner, m.to());
}

bool is_swap(const Position& pos, Move m) {
  if (!claims(m)) return false;
  const Clouds cl = clouds_of(pos.geometry(), pos.side_to_move());
  return arc_of(cl, m.from(), m.to()) != nullptr;
}

bool refusal(const Position& pos, Move m, MoveVerdict& out) {
  if (!is_swap(pos, m)) return false;
  out.reason = IllegalReason::PieceProgram;
  out.text = "a swap takes two pieces of yours on the two clouds of one arc, changes the board, and must not "
             "leave your general in check (處在雲端的棋，可橫向與另一個緊鄰的雲端上的己方棋換位)";
  return true;
}

bool fen_check(const Position& pos, FenError& out) {
  for (Color c : {Color::Red, Color::Black}) {
    const Clouds cl = clouds_of(pos.geometry(), c);
    if (!cl.freeing) return true;
    for (int i = 0; i < cl.count; ++i) {
      const Piece pc = pos.piece_on(cl.arcs[i].corner), pi = pos.piece_on(cl.arcs[i].inner);
      const bool bad_corner = !pc.empty() && pc.color() == c && pc.kind() == cl.elephant;
      const bool bad_inner = !pi.empty() && pi.color() == c && pi.kind() == cl.freed;
      if (bad_corner || bad_inner) {
        out.kind = FenErrorKind::ElephantOffPoint;
        out.message = std::string(c == Color::Red ? "Red" : "Black") +
                      (bad_corner ? " has an elephant on a corner cloud: an elephant swapped there is freed (write it "
                                    "with the freed letter)"
                                  : " has a freed elephant on an inner cloud: swapped back there it is an elephant "
                                    "again (換回原位)");
        return false;
      }
    }
  }
  return true;
}

// ---- notation (docs/notation.md "雲端's swap") ----
// ICCS: the double-move shape `a0c0&c0a0` (corner first). WXF: the two pieces with their
// files joined by '=', `R9=B7`; Chinese: 「俥九換相七」 (简 换), the corner's piece first,
// each with its file counted from the mover's right, the pieces as before the swap.

int file_number(const Geometry& g, Square s, bool red) { return red ? g.width - g.file_of[s] : g.file_of[s] + 1; }

std::string chinese_char(const Position& pos, Piece p, bool simplified) {
  // The roles' characters as the Chinese writer puts them (CCPD: Red 帥仕相車馬炮兵, Black
  // 將士象車馬炮卒), in the order of PieceKind (General, Advisor, Elephant, Horse, Chariot, …).
  static const char* const kTrad[2][7] = {{"帥", "仕", "相", "馬", "車", "炮", "兵"}, {"將", "士", "象", "馬", "車", "炮", "卒"}};
  static const char* const kSimp[2][7] = {{"帅", "仕", "相", "马", "车", "炮", "兵"}, {"将", "士", "象", "马", "车", "炮", "卒"}};
  const int k = index_of(p.kind()), c = index_of(p.color());
  if (k < kPieceKindCount) return (simplified ? kSimp : kTrad)[c][k];
  const char32_t ch = faces_or_standard(pos.geometry().faces).chinese[simplified ? 1 : 0][c][k];
  std::string out;
  if (ch) notation::append_utf8(out, ch);
  return out;
}

std::string wxf_char(const Position& pos, Piece p) {
  const int k = index_of(p.kind());
  if (k < kPieceKindCount) return std::string(1, notation::wxf_letter(notation::figure_of(p.kind())));
  const char w = faces_or_standard(pos.geometry().faces).wxf[k];
  return w ? std::string(1, w) : std::string();
}

std::string swap_text(const Position& pos, Move m, Notation n) {
  const Geometry& g = pos.geometry();
  if (n == Notation::Iccs) return format_iccs(m, g);
  const bool red = pos.side_to_move() == Color::Red;
  const Piece a = pos.piece_on(m.from()), b = pos.piece_on(m.to());
  if (n == Notation::Wxf) {
    const std::string wa = wxf_char(pos, a), wb = wxf_char(pos, b);
    if (wa.empty() || wb.empty()) return format_iccs(m, g);
    return wa + std::to_string(file_number(g, m.from(), red)) + "=" + wb + std::to_string(file_number(g, m.to(), red));
  }
  const bool simplified = n == Notation::ChineseSimplified;
  const std::string ca = chinese_char(pos, a, simplified), cb = chinese_char(pos, b, simplified);
  if (ca.empty() || cb.empty()) return format_iccs(m, g);
  return ca + notation::mover_digits(file_number(g, m.from(), red), red) + (simplified ? "换" : "換") + cb +
         notation::mover_digits(file_number(g, m.to(), red), red);
}

bool write_move(const Position& pos, Move m, Notation n, std::string& out) {
  if (!is_swap(pos, m)) return false;
  out = swap_text(pos, m, n);
  return true;
}

// Reads any of the forms by writing every legal swap and comparing; ICCS in either order
// of the arc (`c0a0&a0c0` is the same swap) and any case, through parse_iccs.
bool read_move(const Position& pos, std::string_view s, ModuleMoveRead& out) {
  const bool chinese = s.find("換") != std::string_view::npos || s.find("换") != std::string_view::npos;
  const bool wxf = !chinese && s.find('=') != std::string_view::npos;
  std::optional<Move> iccs;
  if (!chinese && !wxf) {
    if (s.find('&') == std::string_view::npos) return false;
    iccs = parse_iccs(s, pos.geometry());
    if (!iccs || !claims(*iccs)) return false;  // no swap shape: the ordinary readers
    const Move flipped = Move::double_move(iccs->to(), iccs->from(), iccs->from(), iccs->to());
    const Clouds cl = clouds_of(pos.geometry(), pos.side_to_move());
    if (!arc_of(cl, iccs->from(), iccs->to()) && arc_of(cl, flipped.from(), flipped.to())) iccs = flipped;
  }
  MoveList legal;
  swap_moves(pos, legal);
  if (find_listed_move(pos, legal, iccs, s, swap_text, out)) return true;
  out.notation = iccs ? Notation::Iccs : chinese ? Notation::Chinese : Notation::Wxf;
  out.error = "no such swap here: two pieces of yours on the two clouds of one arc trade places (e.g. a0c0&c0a0)";
  return true;
}

// The arcs the board draws: each side's, 「弧形連線點」.
int board_arcs(const Geometry& g, Square (*out)[2], int max) {
  int n = 0;
  for (Color c : {Color::Red, Color::Black}) {
    const Clouds cl = clouds_of(g, c);
    for (int i = 0; i < cl.count && n < max; ++i, ++n) out[n][0] = cl.arcs[i].corner, out[n][1] = cl.arcs[i].inner;
  }
  return n;
}

}  // namespace

constinit const RuleModule kCloudSwap{
    .id = "cloud_swap",
    .name = "雲端",
    .hooks = kHookLegalMoves | kHookOwnMoves | kHookRefusal | kHookFenField | kHookNotation,
    .generic_tables = true,
    .options = "cloud",
    .read_option = read_option,
    .check_options = check_options,
    .legal_moves = legal_moves,
    .claims = claims,
    .own_pseudo_legal = own_pseudo_legal,
    .apply = apply,
    .revert = revert,
    .fen_check = fen_check,
    .refusal = refusal,
    .write_move = write_move,
    .read_move = read_move,
    .board_arcs = board_arcs,
};

}  // namespace xq
