// 龜鱷鬥獸棋: the crocodile's capture and push, the enclosure, the corners and the end
// (see turtle_crocodile.h for the seed sentences and the readings).
#include "core/rules/turtle_crocodile.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <string>

#include "core/fen_error.h"
#include "core/move_list.h"
#include "core/notation/iccs.h"
#include "core/notation/movetext.h"
#include "core/piece_tables.h"
#include "core/position.h"
#include "core/rules/listed_move_text.h"
#include "core/rules/move_verdict.h"
#include "core/rules/option_letters.h"
#include "core/variant/variant_def.h"

namespace xq {

namespace {

using notation::Notation;

// Geometry::module_config, one byte each: 0 the turtle kind + 1, 1 the crocodile kind + 1,
// 2..4 the turtle-side corners (square + 1, 0 = none), 5..7 the crocodile-side corners.
constexpr int kTurtleByte = 0, kCrocodileByte = 1, kTurtleCorners = 2, kCrocodileCorners = 5, kMaxCorners = 3;

std::uint64_t set_byte(std::uint64_t config, int at, std::uint64_t value) {
  return (config & ~(std::uint64_t{0xff} << (8 * at))) | (value << (8 * at));
}
int byte_of(std::uint64_t config, int at) { return static_cast<int>((config >> (8 * at)) & 0xff); }

bool read_corners(const VariantDef& def, std::string_view value, std::uint64_t& config, int first,
                  std::string& error) {
  for (int i = 0; i < kMaxCorners; ++i) config = set_byte(config, first + i, 0);
  int n = 0;
  std::size_t i = 0;
  while (i < value.size()) {
    while (i < value.size() && value[i] == ' ') ++i;
    std::size_t j = value.find(' ', i);
    if (j == std::string_view::npos) j = value.size();
    const std::string_view w = value.substr(i, j - i);
    i = j;
    if (w.empty()) continue;
    const std::size_t f = w.size() >= 2 ? def.files.find(w[0]) : std::string::npos;
    int r = 0;
    bool digits = w.size() >= 2 && w.size() <= 3;
    for (std::size_t k = 1; k < w.size(); ++k) {
      digits = digits && std::isdigit(static_cast<unsigned char>(w[k]));
      if (digits) r = r * 10 + (w[k] - '0');
    }
    if (f == std::string::npos || !digits || r >= def.height || !def.exists(static_cast<int>(f), r)) {
      error = "'" + std::string(w) + "' is not a point of this board";
      return false;
    }
    if (n == kMaxCorners) {
      error = "at most 3 corner points";
      return false;
    }
    config = set_byte(config, first + n++, static_cast<std::uint64_t>(r * def.width + static_cast<int>(f)) + 1);
  }
  if (n == 0) error = "expected corner points, e.g. a0 i0";
  return n > 0;
}

bool read_option(const VariantDef& def, std::string_view field, std::string_view value, std::uint64_t& config,
                 std::string& error) {
  if (field == "turtle" || field == "crocodile") {
    const PieceDef* p = value.size() == 1 ? declared_piece(def, value[0]) : nullptr;
    if (!p) {
      error = value.size() == 1 ? undeclared_letter(value[0]) : "expected the FEN letter of one piece type";
      return false;
    }
    config = set_byte(config, field == "turtle" ? kTurtleByte : kCrocodileByte,
                      static_cast<std::uint64_t>(index_of(p->kind)) + 1);
    return true;
  }
  if (field == "turtle_corners") return read_corners(def, value, config, kTurtleCorners, error);
  if (field == "crocodile_corners") return read_corners(def, value, config, kCrocodileCorners, error);
  error = "unknown option (known: guie.turtle, guie.crocodile, guie.turtle_corners, guie.crocodile_corners)";
  return false;
}

bool check_options(const VariantDef&, std::uint64_t config, std::string& error) {
  if (!byte_of(config, kTurtleByte) || !byte_of(config, kCrocodileByte))
    error = "needs guie.turtle = LETTER and guie.crocodile = LETTER (the two piece types)";
  else if (byte_of(config, kTurtleByte) == byte_of(config, kCrocodileByte))
    error = "guie.turtle and guie.crocodile must be two different types";
  else if (!byte_of(config, kTurtleCorners) || !byte_of(config, kCrocodileCorners))
    error = "needs guie.turtle_corners = POINTS and guie.crocodile_corners = POINTS (「方框外的角點」)";
  else
    return true;
  return false;
}

std::uint64_t config(const Geometry& g) { return g.config_of(kTurtleCrocodile); }
PieceKind turtle_kind(const Geometry& g) { return static_cast<PieceKind>(byte_of(config(g), kTurtleByte) - 1); }
PieceKind crocodile_kind(const Geometry& g) {
  return static_cast<PieceKind>(byte_of(config(g), kCrocodileByte) - 1);
}
// Turtles are Red, crocodiles Black (the FEN check below keeps it so).
Piece turtle(const Geometry& g) { return Piece(Color::Red, turtle_kind(g)); }
Piece crocodile(const Geometry& g) { return Piece(Color::Black, crocodile_kind(g)); }

bool corner_in(const Geometry& g, int first, Square s) {
  for (int i = 0; i < kMaxCorners; ++i)
    if (const int b = byte_of(config(g), first + i); b && b - 1 == s) return true;
  return false;
}

int corners_held(const Position& pos, int first, Piece p) {
  int n = 0;
  for (int i = 0; i < kMaxCorners; ++i)
    if (const int b = byte_of(config(pos.geometry()), first + i); b && pos.piece_on(static_cast<Square>(b - 1)) == p)
      ++n;
  return n;
}
int corner_count(const Geometry& g, int first) {
  int n = 0;
  for (int i = 0; i < kMaxCorners; ++i) n += byte_of(config(g), first + i) ? 1 : 0;
  return n;
}

bool has_neighbour(const Position& pos, Square s, Piece p, Square except = kNoSquare) {
  Square n[8];
  const int count = turtle_crocodile::neighbours(pos.geometry(), s, n);
  for (int i = 0; i < count; ++i)
    if (n[i] != except && pos.piece_on(n[i]) == p) return true;
  return false;
}

// 「只能吃孤立的烏龜（無其他烏龜緊鄰）」, 「鱷魚不能吃己方角點上的烏龜」.
bool capturable_turtle(const Position& pos, Square q) {
  const Geometry& g = pos.geometry();
  return pos.piece_on(q) == turtle(g) && !has_neighbour(pos, q, turtle(g)) &&
         !turtle_crocodile::crocodile_corner(g, q);
}

// Every capture and push of the crocodile on `from` (the side to move's).
void crocodile_moves(const Position& pos, Square from, MoveList& out) {
  const Geometry& g = pos.geometry();
  Square n[8];
  const int count = turtle_crocodile::neighbours(g, from, n);
  for (int i = 0; i < count; ++i) {
    const Square q = n[i];
    if (pos.piece_on(q) != turtle(g)) continue;
    if (capturable_turtle(pos, q) && !out.full()) out.push(Move(from, q));
    // The push: 1-3 steps from q through empty points, turning freely, no point twice,
    // not onto the crocodile's start point (it stands there until it steps onto q).
    Square path[4] = {q};
    auto walk = [&](auto&& self, int depth) -> void {
      Square next[8];
      const int k = turtle_crocodile::neighbours(g, path[depth], next);
      for (int j = 0; j < k; ++j) {
        const Square d = next[j];
        if (d == from || !pos.empty(d) || std::find(path, path + depth + 1, d) != path + depth + 1) continue;
        const Move m = Move::push(from, q, d);
        if (!out.contains(m) && !out.full()) out.push(m);
        if (depth + 1 < 3) {
          path[depth + 1] = d;
          self(self, depth + 1);
        }
      }
    };
    walk(walk, 0);
  }
}

void legal_moves(const Position& pos, MoveList& legal) {
  const Geometry& g = pos.geometry();
  if (pos.side_to_move() != Color::Black) return;
  const Piece c = crocodile(g);
  const int count = pos.count(c);
  Square crocodiles[Position::kMaxPerKind];
  std::copy(pos.squares_of(c), pos.squares_of(c) + count, crocodiles);
  for (int i = 0; i < count; ++i) crocodile_moves(pos, crocodiles[i], legal);
}

// The capture is a normal move: is_pseudo_legal asks here for the ones the tables lack.
bool extra_move(const Position& pos, Move m) {
  const Geometry& g = pos.geometry();
  if (!m.is_normal() || m.from() >= g.size || m.to() >= g.size) return false;
  if (pos.piece_on(m.from()) != crocodile(g) || pos.side_to_move() != Color::Black) return false;
  Square n[8];
  const int count = turtle_crocodile::neighbours(g, m.from(), n);
  return std::find(n, n + count, m.to()) != n + count && capturable_turtle(pos, m.to());
}

bool claims(Move m) { return m.is_push(); }

bool own_pseudo_legal(const Position& pos, Move m) {
  const Geometry& g = pos.geometry();
  if (m.from() >= g.size || pos.piece_on(m.from()) != crocodile(g) || pos.side_to_move() != Color::Black)
    return false;
  MoveList found;
  crocodile_moves(pos, m.from(), found);
  return found.contains(m);
}

// The turtle goes first (its point is where the crocodile lands), then the crocodile.
void apply(Position& pos, Move m, UndoInfo& undo) {
  pos.move_piece(m.from2(), m.to2());
  pos.move_piece(m.from(), m.to());
  undo.captured = Piece();
}

void revert(Position& pos, Move m, const UndoInfo&) {
  pos.unmove_piece(m.from(), m.to(), Piece());
  pos.unmove_piece(m.from2(), m.to2(), Piece());
}

// 「烏龜主動或被動將單獨一條鱷魚周圍緊鄰的空位全圍堵時，既吃掉這枚鱷魚。緊相連的兩條或三條鱷魚
// 不被吃。」 「處在烏龜方角點的鱷魚不被困吃。」 After any move, on the board it leaves.
void side_captures(const Position& pos, const MoveFacts&, SideCaptures& out) {
  const Geometry& g = pos.geometry();
  const Piece c = crocodile(g);
  for (int i = 0; i < pos.count(c); ++i) {
    const Square s = pos.squares_of(c)[i];
    if (turtle_crocodile::turtle_corner(g, s)) continue;
    Square n[8];
    const int count = turtle_crocodile::neighbours(g, s, n);
    bool enclosed = true;
    for (int k = 0; k < count && enclosed; ++k) enclosed = pos.piece_on(n[k]) == turtle(g);
    if (enclosed) out.add(s);
  }
}

// The end, judged for the side that just moved first.
bool verdict(const Position& pos, ModuleVerdict& out) {
  const Geometry& g = pos.geometry();
  const int turtles = pos.count(turtle(g)), crocodiles = pos.count(crocodile(g));
  auto turtles_win = [&] {
    if (crocodiles == 0) return out = {Color::Red, ResultReason::TypeExtinct}, true;  // 「吃光鱷魚也為勝」
    // 「三隻烏龜佔據鱷魚方三個角點為勝，或者剩餘的烏龜全部佔據鱷魚方角點也為勝」
    const int need = std::min(corner_count(g, kCrocodileCorners), turtles);
    if (turtles > 0 && corners_held(pos, kCrocodileCorners, turtle(g)) >= need)
      return out = {Color::Red, ResultReason::ZoneOccupied}, true;
    return false;
  };
  auto crocodiles_win = [&] {
    if (turtles == 0) return out = {Color::Black, ResultReason::TypeExtinct}, true;  // 「吃光烏龜也為勝」
    // 「兩隻鱷魚佔據烏龜方兩個角點為勝，或剩餘鱷魚全部佔據烏龜方角點也為勝」
    const int need = std::min(corner_count(g, kTurtleCorners), crocodiles);
    if (crocodiles > 0 && corners_held(pos, kTurtleCorners, crocodile(g)) >= need)
      return out = {Color::Black, ResultReason::ZoneOccupied}, true;
    return false;
  };
  if (pos.side_to_move() == Color::Black) return turtles_win() || crocodiles_win();
  return crocodiles_win() || turtles_win();
}

bool fen_check(const Position& pos, FenError& out) {
  const Geometry& g = pos.geometry();
  for (const Piece wrong : {Piece(Color::Black, turtle_kind(g)), Piece(Color::Red, crocodile_kind(g))})
    if (pos.count(wrong) > 0) {
      out.kind = FenErrorKind::OutsideZone;
      out.square = pos.squares_of(wrong)[0];
      out.piece = wrong;
      out.message = wrong.color() == Color::Black
                        ? "the turtles are Red (upper-case letters in FEN) in 龜鱷鬥獸棋, found a black turtle"
                        : "the crocodiles are Black (lower-case letters in FEN) in 龜鱷鬥獸棋, found a red crocodile";
      return false;
    }
  return true;
}

// The evaluation, Red's (the turtles') view first: turtles gain by walking towards the
// crocodile-side corners (rank) and by standing on them; crocodiles by nearing the
// turtle-side corners, standing on them, and lose when only one empty point is left
// around a lone crocodile (an enclosure next move). Material is the value hints.
int evaluate(const Position& pos) {
  const Geometry& g = pos.geometry();
  int red = 0;
  const Piece t = turtle(g), c = crocodile(g);
  for (int i = 0; i < pos.count(t); ++i) {
    const Square s = pos.squares_of(t)[i];
    red += 4 * g.rank_of[s];
    if (turtle_crocodile::crocodile_corner(g, s)) red += 120;
    if (has_neighbour(pos, s, t)) red += 6;  // a turtle beside another cannot be captured
  }
  for (int i = 0; i < pos.count(c); ++i) {
    const Square s = pos.squares_of(c)[i];
    if (turtle_crocodile::turtle_corner(g, s)) {
      red -= 200;
      continue;
    }
    red -= 6 * (g.height - 1 - g.rank_of[s]);
    Square n[8];
    const int count = turtle_crocodile::neighbours(g, s, n);
    int empty = 0;
    bool joined = false;
    for (int k = 0; k < count; ++k) {
      empty += pos.empty(n[k]) ? 1 : 0;
      joined = joined || pos.piece_on(n[k]) == c;
    }
    if (!joined && empty <= 1) red += 80;
  }
  return pos.side_to_move() == Color::Red ? red : -red;
}

bool refusal(const Position& pos, Move m, MoveVerdict& out) {
  const Geometry& g = pos.geometry();
  if (m.from() >= g.size || m.to() >= g.size) return false;
  const Piece p = pos.piece_on(m.from());
  if (p.empty() || p.color() != pos.side_to_move()) return false;
  out.reason = IllegalReason::PieceProgram;
  if (m.is_push()) {
    out.text = "no such push: the crocodile steps onto an adjacent turtle and pushes it 1-3 steps along the lines "
               "through empty points, turning freely (將這枚烏龜沿線移開一至三步格（可轉彎）)";
    return true;
  }
  if (pos.piece_on(m.to()) == turtle(g) && p == crocodile(g)) {
    out.text = turtle_crocodile::crocodile_corner(g, m.to())
                   ? "a crocodile cannot capture a turtle on a crocodile-side corner (鱷魚不能吃己方角點上的烏龜); it "
                     "may push it"
                   : "a crocodile captures only an isolated turtle, one no other turtle is adjacent to "
                     "(只能吃孤立的烏龜（無其他烏龜緊鄰）); pick where to push this one";
    return true;
  }
  if (p == turtle(g) && !pos.empty(m.to())) {
    out.text = "a turtle never captures by moving: turtles capture a lone crocodile by enclosing it "
               "(將單獨一條鱷魚周圍緊鄰的空位全圍堵)";
    return true;
  }
  out.text = "every move is one step along a line (每次沿線一步格)";
  return true;
}

// ---- notation (docs/notation.md "龜鱷's push") ----
// ICCS: the crocodile's step, `~`, the turtle's from and to: `e6e5~e5e3` (Move::carry's form).
// WXF and Chinese: the crocodile's step as its own text, then `~` / 「推」 and the turtle's
// two points in ICCS.
std::string push_text(const Position& pos, Move m, Notation n) {
  const Geometry& g = pos.geometry();
  if (n == Notation::Iccs) return format_iccs(m, g);
  const bool chinese = n == Notation::Chinese || n == Notation::ChineseSimplified;
  const std::string step = notation::format_move(pos, m.first_step(), n);
  if (!step.empty() && static_cast<unsigned char>(step[0]) < 0x80 && std::islower(static_cast<unsigned char>(step[0])))
    return format_iccs(m, g);
  return step + (chinese ? "推" : "~") + format_iccs_square(m.from2(), g) + format_iccs_square(m.to2(), g);
}

bool write_move(const Position& pos, Move m, Notation n, std::string& out) {
  if (!m.is_push()) return false;
  out = push_text(pos, m, n);
  return true;
}

bool read_move(const Position& pos, std::string_view s, ModuleMoveRead& out) {
  const bool chinese = s.find("推") != std::string_view::npos;
  if (!chinese && s.find('~') == std::string_view::npos) return false;
  std::optional<Move> iccs;
  if (!chinese) {
    iccs = parse_iccs(s, pos.geometry());
    if (iccs && !iccs->is_push()) iccs.reset();
  }
  MoveList legal;
  legal_moves(pos, legal);
  if (find_listed_move(pos, legal, iccs, s, push_text, out)) return true;
  out.notation = iccs ? Notation::Iccs : chinese ? Notation::Chinese : Notation::Wxf;
  out.error = "no such push here: the crocodile's step onto the turtle, then the turtle's point and where it goes "
              "(e6e5~e5e3, or the step's text with ~ / 推 and the two points)";
  return true;
}

}  // namespace

namespace turtle_crocodile {

int neighbours(const Geometry& g, Square s, Square* out) {
  int n = 0;
  if (!g.types || s >= g.size) return 0;
  const PieceTypeTables& t = *g.types;
  const TypeMovesAt& at = t.moves(Color::Red, turtle_kind(g), s);
  for (std::uint32_t i = at.leap_begin; i < at.leap_end && n < 8; ++i)
    if (std::find(out, out + n, t.leaps[i].to) == out + n) out[n++] = t.leaps[i].to;
  return n;
}

bool turtle_corner(const Geometry& g, Square s) { return corner_in(g, kTurtleCorners, s); }
bool crocodile_corner(const Geometry& g, Square s) { return corner_in(g, kCrocodileCorners, s); }

}  // namespace turtle_crocodile

constinit const RuleModule kTurtleCrocodile{
    .id = "turtle_crocodile",
    .name = "龜鱷",
    .hooks = kHookExtraMove | kHookLegalMoves | kHookOwnMoves | kHookSideCaptures | kHookVerdict | kHookFenField |
             kHookEvaluate | kHookRefusal | kHookNotation | kHookLegalCaptures,
    .generic_tables = true,
    .options = "guie",
    .read_option = read_option,
    .check_options = check_options,
    .extra_move = extra_move,
    .legal_moves = legal_moves,
    .claims = claims,
    .own_pseudo_legal = own_pseudo_legal,
    .apply = apply,
    .revert = revert,
    .side_captures = side_captures,
    .verdict = verdict,
    .fen_check = fen_check,
    .evaluate = evaluate,
    .refusal = refusal,
    .write_move = write_move,
    .read_move = read_move,
};

}  // namespace xq
