// Occupation powers: 山河象棋's 定帥助帥 / 定仕助仕 / 定相助相 points (see occupation_powers.h).
#include "core/rules/occupation_powers.h"

#include <cctype>
#include <string>
#include <vector>

#include "core/geometry.h"
#include "core/move_list.h"
#include "core/movegen.h"
#include "core/rules/move_verdict.h"
#include "core/rules/option_letters.h"
#include "core/variant/variant_def.h"

namespace xq {

namespace {

// Geometry::module_config, packed by read_option:
//   bits 0..44   up to three points, each kind << 10 | file << 5 | rank (15 bits)
//   bits 45..46  the number of points
//   bits 47..51  the gate kind, bit 52 set when a gate is given
constexpr int kMaxPoints = 3;
constexpr int kCountShift = 45, kGateShift = 47, kGateSetBit = 52;

struct Rule {
  PieceKind kind;
  int file, rank;  // Red's point
};

struct Rules {
  int count = 0;
  Rule rules[kMaxPoints];
  bool gated = false;
  PieceKind gate = PieceKind::General;
};

Rules rules_of(const Geometry& g) {
  const std::uint64_t config = g.config_of(kOccupationPowers);
  Rules out;
  out.count = static_cast<int>(config >> kCountShift & 3);
  for (int i = 0; i < out.count; ++i) {
    const std::uint64_t bits = config >> (15 * i) & 0x7fff;
    out.rules[i] = {static_cast<PieceKind>(bits >> 10 & 31), static_cast<int>(bits >> 5 & 31),
                    static_cast<int>(bits & 31)};
  }
  out.gated = config >> kGateSetBit & 1;
  out.gate = static_cast<PieceKind>(config >> kGateShift & 31);
  return out;
}

// c's copy of a rule's point: written for Red, Black's is the rank mirror.
Square point_of(const Geometry& g, const Rule& r, Color c) {
  return g.square(r.file, c == Color::Red ? r.rank : g.height - 1 - r.rank);
}

// Has c's piece on a function point its effect? (「沒有[御]的一方棋…沒有附加規則的作用」)
bool occupier_counts(const Position& pos, const Rules& rules, Color c) {
  return !rules.gated || pos.count(c, rules.gate) > 0;
}

OccupationPower power_of(const Position& pos, const Rules& rules, const Rule& r, Color c) {
  const Piece on = pos.piece_on(point_of(pos.geometry(), r, c));
  if (on.empty() || !occupier_counts(pos, rules, on.color())) return OccupationPower::None;
  return on.color() == c ? OccupationPower::Boost : OccupationPower::Frozen;
}

// A point of the board that also fits the option's 5-bit file and rank fields.
bool read_config_point(const VariantDef& def, std::string_view s, int& file, int& rank) {
  return def.read_point(s, file, rank) && rank < 32 && file < 32;
}

std::vector<std::string_view> words(std::string_view v) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < v.size()) {
    while (i < v.size() && (v[i] == ' ' || v[i] == '\t')) ++i;
    std::size_t j = i;
    while (j < v.size() && v[j] != ' ' && v[j] != '\t') ++j;
    if (j > i) out.push_back(v.substr(i, j - i));
    i = j;
  }
  return out;
}

bool read_points(const VariantDef& def, std::string_view value, std::uint64_t& config, std::string& error) {
  const auto list = words(value);
  if (list.empty() || list.size() > kMaxPoints) {
    error = "expected one to three TYPE:POINT pairs on Red's side, e.g. k:z1 a:z2 b:z3";
    return false;
  }
  config &= ~((std::uint64_t{1} << (kCountShift + 2)) - 1);
  for (std::size_t i = 0; i < list.size(); ++i) {
    const std::string_view w = list[i];
    const PieceDef* p = w.size() >= 4 && w[1] == ':' ? declared_piece(def, w[0]) : nullptr;
    int file = 0, rank = 0;
    if (w.size() < 4 || w[1] != ':') {
      error = "'" + std::string(w) + "': a function point is TYPE:POINT, e.g. k:z1";
      return false;
    }
    if (!p) {
      error = undeclared_letter(w[0]);
      return false;
    }
    if (!read_config_point(def, w.substr(2), file, rank)) {
      error = "'" + std::string(w.substr(2)) + "' is not a point of the board";
      return false;
    }
    for (std::size_t j = 0; j < i; ++j)
      if (list[j].substr(2) == w.substr(2)) {
        error = "'" + std::string(w.substr(2)) + "' is named twice: one point powers one type";
        return false;
      }
    config |= (static_cast<std::uint64_t>(index_of(p->kind)) << 10 | static_cast<std::uint64_t>(file) << 5 |
               static_cast<std::uint64_t>(rank))
              << (15 * i);
  }
  config |= static_cast<std::uint64_t>(list.size()) << kCountShift;
  return true;
}

bool read_option(const VariantDef& def, std::string_view field, std::string_view value, std::uint64_t& config,
                 std::string& error) {
  if (field == "points") return read_points(def, value, config, error);
  if (field == "gate") {
    const auto list = words(value);
    const PieceDef* p = list.size() == 1 && list[0].size() == 1 ? declared_piece(def, list[0][0]) : nullptr;
    if (!p) {
      error = list.size() == 1 && list[0].size() == 1 ? undeclared_letter(list[0][0])
                                                      : "expected one piece letter, e.g. occupation.gate = y";
      return false;
    }
    if (p->kind == PieceKind::General) {
      error = "the general is never captured, so it gates nothing";
      return false;
    }
    config |= static_cast<std::uint64_t>(index_of(p->kind)) << kGateShift | std::uint64_t{1} << kGateSetBit;
    return true;
  }
  error = "unknown option (known: occupation.points, occupation.gate)";
  return false;
}

bool check_options(const VariantDef&, std::uint64_t config, std::string& error) {
  if (config >> kCountShift & 3) return true;
  error = "needs occupation.points = TYPE:POINT … (Red's function points, e.g. k:z1 a:z2 b:z3)";
  return false;
}

// Both steps must be the piece's own (not another boosted move: no four-point moves), so
// the step tests here do not come back here.
thread_local bool g_in_extra_move = false;

// The boosted moves of the piece on `from`: its own step twice in one straight line, the
// first onto an empty point. Appended to `legal` when legal and not there yet.
void append_boosted(const Position& pos, const MoveList& pseudo, Square from, MoveList& legal) {
  const Geometry& g = pos.geometry();
  for (Move first : pseudo) {
    if (!first.is_normal() || first.from() != from || !pos.empty(first.to())) continue;
    const int df = g.file_of[first.to()] - g.file_of[from], dr = g.rank_of[first.to()] - g.rank_of[from];
    const int tf = g.file_of[first.to()] + df, tr = g.rank_of[first.to()] + dr;
    if (!g.on_board(tf, tr) || !g.exists[g.square(tf, tr)]) continue;
    const Square to = g.square(tf, tr);
    Position mid = pos;
    mid.move_piece(from, first.to());
    g_in_extra_move = true;
    const bool second = mid.is_pseudo_legal(Move(first.to(), to));
    g_in_extra_move = false;
    if (!second) continue;
    const Move m(from, to);
    if (legal.contains(m) || pos.leaves_general_attacked(m) || legal.full()) continue;
    legal.push(m);
  }
}

// Is the normal move m a boosted move here (for is_pseudo_legal: the player's move, the
// notation reader)? Twice the step from -> middle, the middle empty, the second step the
// piece's own from the middle.
bool extra_move(const Position& pos, Move m) {
  if (g_in_extra_move) return false;
  const Geometry& g = pos.geometry();
  const Square from = m.from(), to = m.to();
  const Piece p = pos.piece_on(from);
  if (p.empty() || p.color() != pos.side_to_move()) return false;
  if (occupation_power(pos, p.color(), p.kind()) != OccupationPower::Boost) return false;
  const int df = g.file_of[to] - g.file_of[from], dr = g.rank_of[to] - g.rank_of[from];
  if (df % 2 || dr % 2) return false;
  const int mf = g.file_of[from] + df / 2, mr = g.rank_of[from] + dr / 2;
  if (!g.on_board(mf, mr) || !g.exists[g.square(mf, mr)]) return false;
  const Square mid_sq = g.square(mf, mr);
  if (!pos.empty(mid_sq)) return false;
  g_in_extra_move = true;
  bool ok = pos.is_pseudo_legal(Move(from, mid_sq));
  if (ok) {
    Position mid = pos;
    mid.move_piece(from, mid_sq);
    ok = mid.is_pseudo_legal(Move(mid_sq, to));
  }
  g_in_extra_move = false;
  return ok;
}

void legal_moves(const Position& pos, MoveList& legal) {
  const Geometry& g = pos.geometry();
  const Rules rules = rules_of(g);
  const Color us = pos.side_to_move();
  bool any_boost = false;
  for (int i = 0; i < rules.count; ++i) {
    const OccupationPower power = power_of(pos, rules, rules.rules[i], us);
    if (power == OccupationPower::Boost) any_boost = true;
    if (power != OccupationPower::Frozen) continue;
    // 「不能移動」: every move of the type's pieces goes.
    int kept = 0;
    for (int j = 0; j < legal.size(); ++j) {
      const Move m = legal[j];
      const bool frozen = m.starts_on_board() && m.from() < g.size && pos.piece_on(m.from()) == Piece(us, rules.rules[i].kind);
      if (!frozen) legal.set(kept++, m);
    }
    legal.truncate(kept);
  }
  if (!any_boost) return;
  MoveList pseudo;
  generate_pseudo_legal(pos, pseudo);
  for (int i = 0; i < rules.count; ++i) {
    if (power_of(pos, rules, rules.rules[i], us) != OccupationPower::Boost) continue;
    const Piece p(us, rules.rules[i].kind);
    const int n = pos.count(p);
    std::vector<Square> at(pos.squares_of(p), pos.squares_of(p) + n);  // the list is read while `mid` copies move
    for (Square s : at) append_boosted(pos, pseudo, s, legal);
  }
}

bool refusal(const Position& pos, Move m, MoveVerdict& out) {
  const Geometry& g = pos.geometry();
  if (!m.starts_on_board() || m.from() >= g.size) return false;
  const Piece p = pos.piece_on(m.from());
  if (p.empty() || p.color() != pos.side_to_move()) return false;
  if (occupation_power(pos, p.color(), p.kind()) != OccupationPower::Frozen) return false;
  out.reason = IllegalReason::PieceProgram;
  out.text = "an enemy piece stands on this piece's function point, so it cannot move (對方棋占據己方定助方位時，不能移動)";
  return true;
}

// A term for the search: a boosted type is worth a little more, a frozen one less (the
// general most: a frozen general cannot step out of a check). From the side to move's view.
int evaluate(const Position& pos) {
  const Rules rules = rules_of(pos.geometry());
  int score = 0;
  for (Color c : {Color::Red, Color::Black}) {
    const int sign = c == pos.side_to_move() ? 1 : -1;
    for (int i = 0; i < rules.count; ++i) {
      const Rule& r = rules.rules[i];
      if (pos.count(c, r.kind) == 0) continue;
      const bool general = r.kind == PieceKind::General;
      switch (power_of(pos, rules, r, c)) {
        case OccupationPower::Boost: score += sign * (general ? 15 : 10); break;
        case OccupationPower::Frozen: score -= sign * (general ? 60 : 25); break;
        case OccupationPower::None: break;
      }
    }
  }
  return score;
}

}  // namespace

OccupationPower occupation_power(const Position& pos, Color c, PieceKind k) {
  const Rules rules = rules_of(pos.geometry());
  for (int i = 0; i < rules.count; ++i)
    if (rules.rules[i].kind == k) return power_of(pos, rules, rules.rules[i], c);
  return OccupationPower::None;
}

constinit const RuleModule kOccupationPowers{
    .id = "occupation",
    .name = "定助方位",
    .hooks = kHookExtraMove | kHookLegalMoves | kHookRefusal | kHookEvaluate,
    .generic_tables = true,
    .options = "occupation",
    .read_option = read_option,
    .check_options = check_options,
    .extra_move = extra_move,
    .legal_moves = legal_moves,
    .evaluate = evaluate,
    .refusal = refusal,
};

}  // namespace xq
