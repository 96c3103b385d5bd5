// 神鷹象棋's 叼: the eagle's carry, its notation and refusals (see eagle_carry.h for the
// seed sentences and the exact sequence).
#include "core/rules/eagle_carry.h"

#include <cctype>
#include <optional>
#include <string>

#include "core/move_list.h"
#include "core/movegen.h"
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

// Geometry::module_config: the eagle kind's index + 1 (0 = not configured).
bool read_option(const VariantDef& def, std::string_view field, std::string_view value, std::uint64_t& config,
                 std::string& error) {
  if (field != "piece") {
    error = "unknown option (known: carry.piece)";
    return false;
  }
  if (value.size() != 1) {
    error = "expected the FEN letter of one piece type, e.g. e";
    return false;
  }
  const PieceDef* p = declared_piece(def, value[0]);
  if (!p) {
    error = undeclared_letter(value[0]);
    return false;
  }
  config = static_cast<std::uint64_t>(index_of(p->kind)) + 1;
  return true;
}

bool check_options(const VariantDef&, std::uint64_t config, std::string& error) {
  if (config) return true;
  error = "needs carry.piece = LETTER, the type that flies and carries (神鷹's 鷹)";
  return false;
}

PieceKind eagle_kind(const Geometry& g) {
  return static_cast<PieceKind>(static_cast<int>(g.config_of(kEagleCarry)) - 1);
}

// The eight hop directions: 「橫、豎、斜緊鄰隔一子飛行至對面緊鄰空位」.
constexpr int kDirs[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

// The hop from s in direction d: its screen (the adjacent point) and landing (right behind),
// or false when either is off the board or in a hole (a hole holds no screen).
bool hop(const Geometry& g, Square s, const int* d, Square& screen, Square& land) {
  const int f = g.file_of[s], r = g.rank_of[s];
  if (!g.on_board(f + d[0], r + d[1]) || !g.on_board(f + 2 * d[0], r + 2 * d[1])) return false;
  screen = g.square(f + d[0], r + d[1]);
  land = g.square(f + 2 * d[0], r + 2 * d[1]);
  return true;
}

// Every carry of the eagle on `from` (pseudo-legal: the own general is not looked at),
// each (T, Q, D) once, in the order found.
void carries_of(const Position& pos, Square from, MoveList& out) {
  const Geometry& g = pos.geometry();
  // The board while the eagle flies: its start point is empty.
  auto occupied = [&](Square s) { return s != from && !pos.empty(s); };
  // 1. the plain flight: every point it can stand on before the carrying hops (BFS; each
  //    point once, which reaches what any chain of hops reaches).
  Square reach[kMaxSquares];
  bool seen[kMaxSquares + 1] = {};
  int n = 0;
  reach[n++] = from;
  seen[from] = true;
  for (int i = 0; i < n; ++i)
    for (const auto& d : kDirs) {
      Square screen, land;
      if (!hop(g, reach[i], d, screen, land) || !occupied(screen) || occupied(land) || seen[land]) continue;
      seen[land] = true;
      reach[n++] = land;
    }
  for (int i = 0; i < n; ++i) {
    const Square p = reach[i];
    for (const auto& d : kDirs) {
      // 2. the hop that lands on a piece Q and lifts it.
      Square s1, q;
      if (!hop(g, p, d, s1, q) || !occupied(s1) || !occupied(q)) continue;
      for (const auto& e : kDirs) {
        // 3. the carrying hop onto an empty point D (not back on P, not on the start).
        Square s2, drop;
        if (!hop(g, q, e, s2, drop) || !occupied(s2) || occupied(drop) || drop == p || drop == from) continue;
        // The board now: Q empty (lifted), the piece on D.
        auto occupied_after = [&](Square s) { return s == drop || (s != q && occupied(s)); };
        for (const auto& f : kDirs) {
          // 4. the hop that flies off the carried piece onto an empty point T (not back on
          //    Q, not on the start): the end of the move.
          Square s3, to;
          if (!hop(g, drop, f, s3, to) || !occupied_after(s3) || occupied_after(to) || to == q || to == from)
            continue;
          const Move m = Move::carry(from, to, q, drop);
          if (!out.contains(m) && !out.full()) out.push(m);
        }
      }
    }
  }
}

bool is_own_eagle(const Position& pos, Square s) {
  const Geometry& g = pos.geometry();
  if (s >= g.size) return false;
  const Piece p = pos.piece_on(s);
  return !p.empty() && p.color() == pos.side_to_move() && p.kind() == eagle_kind(g);
}

void legal_moves(const Position& pos, MoveList& legal) {
  const Color us = pos.side_to_move();
  const Piece eagle(us, eagle_kind(pos.geometry()));
  const int count = pos.count(eagle);
  Square eagles[8];
  for (int i = 0; i < count && i < 8; ++i) eagles[i] = pos.squares_of(eagle)[i];
  MoveList found;
  for (int i = 0; i < count && i < 8; ++i) carries_of(pos, eagles[i], found);
  for (Move m : found)
    if (!pos.leaves_general_attacked(m) && !legal.full()) legal.push(m);
}

bool claims(Move m) { return m.is_carry(); }

bool own_pseudo_legal(const Position& pos, Move m) {
  if (!is_own_eagle(pos, m.from())) return false;
  MoveList found;
  carries_of(pos, m.from(), found);
  return found.contains(m);
}

// The eagle flies from -> to, the carried piece goes from2 -> to2 (both onto empty points:
// T and D differ, and neither is Q or the start).
void apply(Position& pos, Move m, UndoInfo& undo) {
  pos.move_piece(m.from(), m.to());
  pos.move_piece(m.from2(), m.to2());
  undo.captured = Piece();
}

void revert(Position& pos, Move m, const UndoInfo&) {
  pos.unmove_piece(m.from2(), m.to2(), Piece());
  pos.unmove_piece(m.from(), m.to(), Piece());
}

// A piece with no move from its point: carried where its own moves cannot start.
bool stranded(const Position& pos, Square s) {
  const Geometry& g = pos.geometry();
  const Piece p = pos.piece_on(s);
  if (p.empty() || !g.types) return false;
  return !g.types->has_moves(p.color(), p.kind(), s);
}

bool refusal(const Position& pos, Move m, MoveVerdict& out) {
  const Geometry& g = pos.geometry();
  if (m.from() >= g.size) return false;
  const Piece p = pos.piece_on(m.from());
  if (p.empty() || p.color() != pos.side_to_move()) return false;
  if (stranded(pos, m.from())) {
    out.reason = IllegalReason::PieceStranded;
    out.text = "this piece was carried off the points it may stand on and cannot move until an eagle carries it "
               "back (被鷹叼到非法位置的棋，暫時不能移動)";
    return true;
  }
  if (p.kind() != eagle_kind(g)) return false;
  if (m.is_normal() && m.to() < g.size && !pos.empty(m.to())) {
    out.reason = IllegalReason::PieceProgram;
    out.text = m.to() < g.size && pos.piece_on(m.to()).color() != p.color()
                   ? "an eagle never captures: it can carry a piece it lands on to a point of its next hop "
                     "and must fly off it with one more hop ([鷹]沒有吃法,但有\"叼\"法)"
                   : "an eagle lands only on empty points, or carries the piece it lands on (叼)";
    return true;
  }
  if (m.is_carry()) {
    out.reason = IllegalReason::PieceProgram;
    out.text = "no such carry: the eagle lifts the piece its hop lands on, puts it down on the empty landing of "
               "its next hop and flies off it with one more hop, never straight back, never onto its start "
               "(不能回返剛飛過的線路，也不能一著內多叼)";
    return true;
  }
  out.reason = IllegalReason::PieceProgram;
  out.text = "an eagle only flies: over an adjacent piece (any side, 8 directions) to the empty point right behind "
             "it, hop after hop ([鷹]沒走法,有飛法)";
  return true;
}

// ---- notation (docs/notation.md "神鷹's carry") ----
// ICCS: the eagle's flight, `~`, the carried piece's from and to: `z0b2~b0d2`.
// WXF and Chinese: the eagle's flight as its own move text, then `~` / 「叼」 and the
// carried piece's two points in ICCS (a piece off the grid of files has no WXF text).

std::string carry_text(const Position& pos, Move m, Notation n) {
  const Geometry& g = pos.geometry();
  if (n == Notation::Iccs) return format_iccs(m, g);
  const bool chinese = n == Notation::Chinese || n == Notation::ChineseSimplified;
  const std::string flight = notation::format_move(pos, m.first_step(), n);
  // A flight the descriptive forms cannot single out is written in ICCS (movetext.h): then
  // the whole carry is, so a record's scanner reads it as one ASCII token.
  if (!flight.empty() && static_cast<unsigned char>(flight[0]) < 0x80 && std::islower(static_cast<unsigned char>(flight[0])))
    return format_iccs(m, g);
  return flight + (chinese ? "叼" : "~") + format_iccs_square(m.from2(), g) + format_iccs_square(m.to2(), g);
}

bool write_move(const Position& pos, Move m, Notation n, std::string& out) {
  if (!m.is_carry()) return false;
  out = carry_text(pos, m, n);
  return true;
}

bool read_move(const Position& pos, std::string_view s, ModuleMoveRead& out) {
  const bool chinese = s.find("叼") != std::string_view::npos;
  if (!chinese && s.find('~') == std::string_view::npos) return false;
  std::optional<Move> iccs;
  if (!chinese) {
    iccs = parse_iccs(s, pos.geometry());
    if (iccs && !iccs->is_carry()) iccs.reset();
  }
  MoveList legal;
  legal_moves(pos, legal);
  if (find_listed_move(pos, legal, iccs, s, carry_text, out)) return true;
  out.notation = iccs ? Notation::Iccs : chinese ? Notation::Chinese : Notation::Wxf;
  out.error = "no such carry here: the eagle's flight, then the carried piece's point and where it is put down "
              "(z0b2~b0d2, or the flight's text with ~ / 叼 and the two points)";
  return true;
}

}  // namespace

constinit const RuleModule kEagleCarry{
    .id = "eagle_carry",
    .name = "神鷹叼",
    .hooks = kHookLegalMoves | kHookOwnMoves | kHookRefusal | kHookNotation,
    .generic_tables = true,
    .options = "carry",
    .read_option = read_option,
    .check_options = check_options,
    .legal_moves = legal_moves,
    .claims = claims,
    .own_pseudo_legal = own_pseudo_legal,
    .apply = apply,
    .revert = revert,
    .refusal = refusal,
    .write_move = write_move,
    .read_move = read_move,
};

}  // namespace xq
