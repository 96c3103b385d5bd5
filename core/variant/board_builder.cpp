// VariantDef -> Geometry. Everything a piece may do on a point is decided here, once.
#include "core/variant/board_builder.h"

#include <algorithm>
#include <atomic>
#include <map>
#include <set>
#include <tuple>
#include <cctype>
#include <cstdlib>
#include <vector>

#include "core/ring.h"
#include "core/rules/module_registry.h"
#include "core/variant/palace_lines.h"
#include "core/variant/piece_faces_builder.h"
#include "core/variant/type_tables.h"

namespace xq {

namespace {

using ZoneMask = std::vector<bool>;  // [color * kMaxSquares + square]

struct Placed {
  PieceKind kind;
  Color color;
  Square square;
};

int kind_of_letter(const VariantDef& def, char lower) {
  for (int k = 0; k < kPieceKindCount; ++k)
    if (def.pieces[k].defined && def.pieces[k].letter == lower) return k;
  return -1;
}

// The pieces of the setup FEN's board field (already validated by the parser).
std::vector<Placed> setup_pieces(const VariantDef& def, const Geometry& g) {
  std::vector<Placed> out;
  int rank = def.height - 1, file = 0;
  for (size_t i = 0; i < def.setup.size() && def.setup[i] != ' '; ++i) {
    const char c = def.setup[i];
    if (c == '/') {
      --rank;
      file = 0;
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      int n = c - '0';
      while (i + 1 < def.setup.size() && std::isdigit(static_cast<unsigned char>(def.setup[i + 1])))
        n = std::min(1000, n * 10 + (def.setup[++i] - '0'));
      file += n;
    } else if (c == '*') {
      continue;  // the face-down marker (hidden pieces): the letter after it is the piece
    } else {
      const char lower = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      int k = kind_of_letter(def, lower);
      // A face-down piece of unknown identity (`*y`) stands there as its face: 第三代's
      // pawn backs are valid on the points of the enemy setup's advisors, elephants,
      // chariots, horses and cannons, all face-down (start_face below).
      if (PieceKind face; k < 0 && def.hidden.enabled && placeholder_face(def.hidden, lower, face)) k = index_of(face);
      if (k >= 0 && g.on_board(file, rank))
        out.push_back({static_cast<PieceKind>(k),
                       std::isupper(static_cast<unsigned char>(c)) ? Color::Red : Color::Black,
                       g.square(file, rank)});
      ++file;
    }
  }
  return out;
}

// The distinct offsets of an atom (dx <= dy) in all orientations.
std::vector<std::pair<int, int>> atom_offsets(int dx, int dy) {
  std::vector<std::pair<int, int>> out;
  const int base[2][2] = {{dx, dy}, {dy, dx}};
  for (const auto& b : base)
    for (int sx = -1; sx <= 1; sx += 2)
      for (int sy = -1; sy <= 1; sy += 2) {
        const std::pair<int, int> o{b[0] * sx, b[1] * sy};
        bool dup = false;
        for (const auto& e : out) dup = dup || e == o;
        if (!dup) out.push_back(o);
      }
  return out;
}

// Does offset (ox, fy) (fy measured towards the enemy) pass the term's direction flags?
bool passes(std::uint8_t dirs, int ox, int fy) {
  if (dirs == 0) return true;
  const int ax = std::abs(ox), ay = std::abs(fy);
  return ((dirs & DirForward) && fy > 0) || ((dirs & DirBackward) && fy < 0) ||
         ((dirs & DirSideways) && ax > ay) || ((dirs & DirVertical) && ay > ax);
}

// The first point on the way, which blocks a lame leaper: the diagonal neighbour for
// atoms at least 2 wide both ways (田 eye, 用 block), else the orthogonal neighbour on
// the long side (馬 leg, 目 leg), else none.
std::pair<int, int> block_offset(int ox, int oy) {
  auto sgn = [](int v) { return (v > 0) - (v < 0); };
  const int ax = std::abs(ox), ay = std::abs(oy);
  if (ax >= 2 && ay >= 2) return {sgn(ox), sgn(oy)};
  if (ay > ax) return {0, sgn(oy)};
  if (ax > ay) return {sgn(ox), 0};
  return {0, 0};
}

bool add_unique(LeapSet& set, Square to, Square block) {
  for (int i = 0; i < set.count; ++i)
    if (set.leaps[i].to == to) return true;
  if (set.count >= 8) return false;
  set.leaps[set.count].to = to;
  set.leaps[set.count].block = block;
  ++set.count;
  return true;
}

}  // namespace

bool role_fast_path_agrees(const PieceDef& pd) {
  auto only = [&](BetzaMode mode, int range, bool quiet, bool capture, int dx, int dy) {
    // Exactly the four lines of atom (dx, dy) in this mode (the chariot R, the cannon's halves).
    int n = 0;
    for (const BetzaMove& m : pd.program.moves) {
      if (m.mode != mode || m.quiet != quiet || m.capture != capture) continue;
      if (m.range != range || !m.zone.empty() || std::abs(m.df) + std::abs(m.dr) != dx + dy ||
          std::min(std::abs(m.df), std::abs(m.dr)) != dx)
        return false;
      ++n;
    }
    return n == 4;
  };
  if (pd.kind == PieceKind::Chariot)
    return pd.program.moves.size() == 8 && only(BetzaMode::Slide, 0, true, false, 0, 1) &&
           only(BetzaMode::Slide, 0, false, true, 0, 1);
  if (pd.kind == PieceKind::Cannon)
    return pd.program.moves.size() == 8 && only(BetzaMode::Slide, 0, true, false, 0, 1) &&
           only(BetzaMode::Hop, 0, false, true, 0, 1);
  // Leapers: the same steps (with their one blocking point) and zones in both readings,
  // both modalities on every step, and left/right symmetric (the mirror equals the turn).
  using Key = std::tuple<std::string, int, int, int, int, int>;  // zone, df, dr, blocked, bf, br
  std::set<Key> old_steps;
  for (const MoveTerm& t : pd.moves) {
    if (t.rider || t.hopper || !t.can_move || !t.can_capture) return false;
    for (const auto& [ox, oy] : atom_offsets(t.dx, t.dy)) {
      if (!passes(t.dirs, ox, oy)) continue;
      const auto [bx, by] = t.lame ? block_offset(ox, oy) : std::pair<int, int>{0, 0};
      old_steps.insert({t.from_zone, ox, oy, (bx || by) ? 1 : 0, bx, by});
    }
  }
  std::map<Key, int> modes;
  for (const BetzaMove& m : pd.program.moves) {
    if (m.mode != BetzaMode::Leap || m.block_count > 1) return false;
    const Key k{m.zone, m.df, m.dr, m.block_count, m.block_count ? m.block[0][0] : 0, m.block_count ? m.block[0][1] : 0};
    modes[k] |= (m.quiet ? 1 : 0) | (m.capture ? 2 : 0);
  }
  std::set<Key> new_steps;
  for (const auto& [k, mask] : modes) {
    if (mask != 3) return false;
    const auto& [zone, df, dr, blocked, bf, br] = k;
    if (!modes.count({zone, -df, dr, blocked, -bf, br})) return false;
    new_steps.insert(k);
  }
  return new_steps == old_steps;
}

namespace {

ResultReason reason_of(TerminalTest t) {
  switch (t) {
    case TerminalTest::RoyalCaptured: return ResultReason::RoyalCaptured;
    case TerminalTest::BareRoyal: return ResultReason::BareRoyal;
    case TerminalTest::Reach: return ResultReason::ZoneReached;
    case TerminalTest::Occupy: return ResultReason::ZoneOccupied;
    case TerminalTest::Extinct: return ResultReason::TypeExtinct;
  }
  return ResultReason::None;
}

// The terminal judge's data (core/rules/terminal_rules.h): the `win` predicates, plus
// bare_royal for the `bare_general` add-on (seed 003 「吃到对方只剩将或帅也为胜」 offered on
// any variant), with zones as per-color point masks. Any predicate puts kHookVerdict into
// the hooks, so the paths that stop at a decided game (movegen, Position, the search)
// ask the judge; none (standard xiangqi) leaves them as they were.
bool build_terminal_rules(const VariantDef& def, Geometry& g, std::string& error) {
  TerminalRules& t = g.terminal;
  t = TerminalRules{};
  t.stalemate_loses = def.rules.stalemate_loses;
  for (int k = 0; k < kMaxPieceKinds; ++k)
    if (def.pieces[k].defined && k != index_of(PieceKind::General))
      t.kinds[t.kind_count++] = static_cast<PieceKind>(k);
  std::vector<WinRuleDef> wins = def.rules.wins;
  bool bare = false;
  for (const WinRuleDef& w : wins) bare = bare || w.test == TerminalTest::BareRoyal;
  if (def.has_addon("bare_general") && !bare) {
    WinRuleDef w;
    w.test = TerminalTest::BareRoyal;
    w.text = "bare_royal";
    wins.push_back(w);
  }
  if (static_cast<int>(wins.size()) > kMaxTerminalRules) {
    error = "at most " + std::to_string(kMaxTerminalRules) + " win predicates (with the bare_general add-on)";
    return false;
  }
  for (const WinRuleDef& w : wins) {
    TerminalRule& r = t.rules[t.count++];
    r.test = w.test;
    r.reason = reason_of(w.test);
    r.any_kind = w.any_kind;
    r.kind = w.kind;
    r.count = static_cast<std::uint8_t>(w.count);
    for (int c = 0; c < 2; ++c)
      for (Point p : w.zone) {
        const Point q = for_color(def, p, static_cast<Color>(c));
        if (g.on_board(q.file, q.rank)) r.zone[c][g.square(q.file, q.rank)] = true;
      }
  }
  if (t.count > 0) g.module_hooks |= kHookVerdict;
  return true;
}

}  // namespace

std::unique_ptr<Geometry> build_variant_geometry(const VariantDef& def, std::string& error,
                                                 std::unique_ptr<PowerTables>* powers,
                                                 std::unique_ptr<PieceTypeTables>* types,
                                                 std::unique_ptr<PieceFaces>* faces) {
  const bool generic = def.generic_moves;
  if (def.width < 1 || def.height < 1 || def.width * def.height > kMaxSquares || def.width > kMaxBoardSide ||
      def.height > kMaxBoardSide) {
    error = "board too large for the engine tables (at most 252 points, 18 files and 18 ranks)";
    return nullptr;
  }
  auto owned = std::make_unique<Geometry>();
  Geometry& g = *owned;
  static std::atomic<std::uint64_t> builds{0};
  g.serial = ++builds;
  g.width = def.width;
  g.height = def.height;
  g.size = def.width * def.height;
  g.soldier_start_rank = def.soldier_line;
  for (int f = 0; f < g.width; ++f) g.file_letter[f] = def.files[f];
  for (int r = 0; r < g.height; ++r)
    for (int f = 0; f < g.width; ++f) {
      const int s = r * g.width + f;
      g.exists[s] = def.exists(f, r);
      g.file_of[s] = static_cast<std::uint8_t>(f);
      g.rank_of[s] = static_cast<std::uint8_t>(r);
    }
  const Square none = g.sentinel;

  // Zones per color (Black mirrored).
  std::map<std::string, ZoneMask> zones;
  for (const auto& [name, points] : def.zones) {
    ZoneMask mask(2 * kMaxSquares, false);
    for (int c = 0; c < 2; ++c)
      for (Point p : points) {
        const Point q = for_color(def, p, static_cast<Color>(c));
        if (g.on_board(q.file, q.rank)) mask[c * kMaxSquares + g.square(q.file, q.rank)] = true;
      }
    zones.emplace(name, std::move(mask));
  }
  auto in_zone = [&](const std::string& name, int c, Square s) {
    if (name.empty()) return true;
    const auto it = zones.find(name);
    return it != zones.end() && it->second[c * kMaxSquares + s];
  };
  for (int c = 0; c < 2; ++c)
    for (int s = 0; s < g.size; ++s) {
      if (!g.exists[s]) continue;
      g.in_palace[c][s] = in_zone("palace", c, static_cast<Square>(s));
      g.own_half[c][s] = in_zone("home", c, static_cast<Square>(s));
    }

  // Rays: a hole ends a ray like the board edge does (the 山界 files break at the river).
  const int orth[4][2] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
  for (int s = 0; s < g.size; ++s) {
    if (!g.exists[s]) continue;
    for (int d = 0; d < 4; ++d) {
      Ray& ray = g.rays[s][d];
      for (int k = 1;; ++k) {
        const int nf = g.file_of[s] + orth[d][0] * k, nr = g.rank_of[s] + orth[d][1] * k;
        if (!g.on_board(nf, nr)) break;
        ray.squares[ray.length++] = g.square(nf, nr);
      }
    }
  }
  detail::fill_line_to(g);

  // Leaper steps from the Betza terms.
  const PalaceLines palace(def);
  // The palace lines a view draws beyond the grid: diagonals and long lines.
  // Collinear pieces that meet are drawn as one line (the 九宮's X is two lines).
  g.palace_segments_known = true;
  std::vector<std::pair<Point, Point>> drawn;
  for (const auto& [a, b] : palace.segments())
    if (!((a.file == b.file && std::abs(a.rank - b.rank) == 1) || (a.rank == b.rank && std::abs(a.file - b.file) == 1)))
      drawn.push_back({a, b});
  auto unit = [](Point a, Point b) {
    const int n = std::max(std::abs(b.file - a.file), std::abs(b.rank - a.rank));
    return std::pair{(b.file - a.file) / n, (b.rank - a.rank) / n};
  };
  for (bool joined = true; joined;) {
    joined = false;
    for (size_t i = 0; i < drawn.size() && !joined; ++i)
      for (size_t j = i + 1; j < drawn.size() && !joined; ++j) {
        auto [a, b] = drawn[i];
        auto [p, q] = drawn[j];
        if (unit(a, b) != unit(p, q)) std::swap(p, q);
        if (unit(a, b) != unit(p, q)) continue;
        if (b == p) drawn[i] = {a, q};
        else if (q == a) drawn[i] = {p, b};
        else continue;
        drawn.erase(drawn.begin() + static_cast<long>(j));
        joined = true;
      }
  }
  for (int c = 0; c < 2; ++c)
    for (const auto& [a0, b0] : drawn) {
      const Point a = for_color(def, a0, static_cast<Color>(c)), b = for_color(def, b0, static_cast<Color>(c));
      if (g.palace_segment_count == Geometry::kMaxPalaceSegments) {
        error = "more than " + std::to_string(Geometry::kMaxPalaceSegments) + " drawn palace lines";
        return nullptr;
      }
      g.palace_segment[g.palace_segment_count][0] = g.square(a.file, a.rank);
      g.palace_segment[g.palace_segment_count][1] = g.square(b.file, b.rank);
      ++g.palace_segment_count;
    }
  for (int k = 0; k < kPieceKindCount; ++k) {
    const PieceDef& pd = def.pieces[k];
    // With data-defined types every piece walks the generic tables (type_tables.h).
    if (generic || !pd.defined || k == index_of(PieceKind::Chariot) || k == index_of(PieceKind::Cannon)) continue;
    for (int c = 0; c < 2; ++c) {
      const int forward = c == 0 ? 1 : -1;
      for (int s = 0; s < g.size; ++s) {
        if (!g.exists[s] || !in_zone(pd.zone, c, static_cast<Square>(s))) continue;
        const int f = g.file_of[s], r = g.rank_of[s];
        LeapSet& set = g.leaps[c][k][s];
        for (const MoveTerm& t : pd.moves) {
          if (t.rider || t.hopper || !in_zone(t.from_zone, c, static_cast<Square>(s))) continue;
          for (const auto& [ox, oy] : atom_offsets(t.dx, t.dy)) {
            if (!passes(t.dirs, ox, oy * forward) || !g.on_board(f + ox, r + oy)) continue;
            const Square to = g.square(f + ox, r + oy);
            if (!in_zone(pd.zone, c, to)) continue;
            // A palace step walks the palace's drawn lines (palace_lines.h).
            if (Color pc; t.dx <= 1 && t.dy == 1 && palace_limited(pd.zone, t.from_zone, static_cast<Color>(c), pc) &&
                !palace.drawn(pc, {f, r}, {f + ox, r + oy}))
              continue;
            Square block = none;
            if (t.lame) {
              const auto [bx, by] = block_offset(ox, oy);
              if (bx || by) {
                if (!g.on_board(f + bx, r + by)) continue;  // a hole as leg/eye: no way through
                block = g.square(f + bx, r + by);
              }
            }
            if (!add_unique(set, to, block)) {
              error = "more than 8 steps from one point for piece '" + std::string(1, pd.letter) + "'";
              return nullptr;
            }
          }
        }
        // A long drawn palace line is one step for a palace piece with that direction.
        for (const MoveTerm& t : pd.moves) {
          Color pc;
          if (t.rider || t.hopper || t.dy != 1 || t.dx > 1 ||
              !palace_limited(pd.zone, t.from_zone, static_cast<Color>(c), pc) ||
              !in_zone(t.from_zone, c, static_cast<Square>(s)))
            continue;
          for (const auto& [ox, oy] : atom_offsets(t.dx, t.dy)) {
            Point end;
            if (!passes(t.dirs, ox, oy * forward) || !palace.long_line(pc, {f, r}, ox, oy, end) ||
                !g.on_board(end.file, end.rank) || !in_zone(pd.zone, c, g.square(end.file, end.rank)))
              continue;
            if (!add_unique(set, g.square(end.file, end.rank), none)) {
              error = "more than 8 steps from one point for piece '" + std::string(1, pd.letter) + "'";
              return nullptr;
            }
          }
        }
        for (const auto& [a0, b0] : pd.links) {
          const Point a = for_color(def, a0, static_cast<Color>(c)),
                      b = for_color(def, b0, static_cast<Color>(c));
          const Point here{f, r};
          const Point* other = here == a ? &b : here == b ? &a : nullptr;
          if (!other || !g.on_board(other->file, other->rank)) continue;
          if (!add_unique(set, g.square(other->file, other->rank), none)) {
            error = "more than 8 steps from one point for piece '" + std::string(1, pd.letter) + "'";
            return nullptr;
          }
        }
      }
    }
  }

  for (int s = 0; s < g.size; ++s) {
    const LeapSet& red = g.leaps[0][index_of(PieceKind::Horse)][s];
    const LeapSet& black = g.leaps[1][index_of(PieceKind::Horse)][s];
    bool same = red.count == black.count;
    for (int i = 0; same && i < red.count; ++i)
      same = red.leaps[i].to == black.leaps[i].to && red.leaps[i].block == black.leaps[i].block;
    if (!same) {
      error = "the horse must move alike for both colors (one reverse attack table serves both)";
      return nullptr;
    }
  }

  // Reverse tables for attack detection.
  for (int s = 0; s < g.size; ++s) {
    const LeapSet& horses = g.leaps[0][index_of(PieceKind::Horse)][s];
    for (int i = 0; i < horses.count; ++i)
      add_unique(g.horse_attackers[horses.leaps[i].to], static_cast<Square>(s), horses.leaps[i].block);
    for (int c = 0; c < 2; ++c) {
      const LeapSet& soldiers = g.leaps[c][index_of(PieceKind::Soldier)][s];
      for (int i = 0; i < soldiers.count; ++i)
        add_unique(g.soldier_attackers[c][soldiers.leaps[i].to], static_cast<Square>(s), none);
    }
  }

  // Points a piece can ever stand on: flood fill from its setup points (or its whole
  // zone if the setup has none). The FEN validator rejects pieces elsewhere.
  const std::vector<Placed> placed = setup_pieces(def, g);
  const PieceKind filled[] = {PieceKind::Advisor, PieceKind::Elephant, PieceKind::Soldier};
  bool* targets[] = {nullptr, nullptr, nullptr};
  for (int c = 0; c < 2; ++c) {
    targets[0] = g.advisor_point[c];
    targets[1] = g.elephant_point[c];
    targets[2] = g.soldier_point[c];
    for (int i = 0; i < 3; ++i) {
      const int k = index_of(filled[i]);
      bool* point = targets[i];
      std::vector<Square> stack;
      for (const Placed& p : placed)
        if (p.kind == filled[i] && index_of(p.color) == c) stack.push_back(p.square);
      if (stack.empty())
        for (int s = 0; s < g.size; ++s)
          if (g.exists[s] && in_zone(def.pieces[k].zone, c, static_cast<Square>(s)))
            stack.push_back(static_cast<Square>(s));
      for (Square s : stack) point[s] = true;
      while (!stack.empty()) {
        const Square s = stack.back();
        stack.pop_back();
        const LeapSet& set = g.leaps[c][k][s];
        for (int j = 0; j < set.count; ++j)
          if (!point[set.leaps[j].to]) {
            point[set.leaps[j].to] = true;
            stack.push_back(set.leaps[j].to);
          }
      }
    }
  }
  // Attack detection reads advisor and elephant steps backwards (a step s -> t with
  // block b implies t -> s with block b) and uses one horse table for both colors.
  for (int c = 0; c < 2; ++c)
    for (PieceKind k : {PieceKind::Advisor, PieceKind::Elephant})
      for (int s = 0; s < g.size; ++s) {
        // Only points the piece can ever stand on matter (the FEN validator keeps it there).
        if (!(k == PieceKind::Advisor ? g.advisor_point : g.elephant_point)[c][s]) continue;
        const LeapSet& set = g.leaps[c][index_of(k)][s];
        for (int i = 0; i < set.count; ++i) {
          const LeapSet& back = g.leaps[c][index_of(k)][set.leaps[i].to];
          bool found = false;
          for (int j = 0; j < back.count; ++j)
            found = found || (back.leaps[j].to == s && back.leaps[j].block == set.leaps[i].block);
          if (!found) {
            error = std::string("the ") + (k == PieceKind::Advisor ? "advisor" : "elephant") +
                    "'s steps must be reversible (attack detection reads them backwards)";
            return nullptr;
          }
        }
      }
  // Rule modules (core/rules/module_registry.h), then the power tables of the modules
  // that build them: conditional tables, their reverse, and the points they add.
  // Hidden pieces bring their module (the reveal move) without an `addons =` entry.
  std::vector<std::string> module_ids = def.addons;
  if (def.hidden.enabled) module_ids.push_back("hidden_pieces");
  if (!attach_rule_modules(module_ids, g, error)) return nullptr;
  for (int i = 0; i < g.module_count; ++i)
    if (const auto it = def.module_config.find(g.modules[i]->id); it != def.module_config.end())
      g.module_config[i] = it->second;
  if (g.has_hook(kHookPowerTable)) {
    if (!powers) {
      error = "internal: power add-ons need a PowerTables owner";
      return nullptr;
    }
    auto pw = std::make_unique<PowerTables>();
    for (int i = 0; i < g.module_count; ++i) {
      const RuleModule& mod = *g.modules[i];
      if (!mod.power) continue;
      const int k = index_of(mod.power->role);
      pw->enabled[k] = true;
      pw->gone[k] = mod.power->gone;
      pw->addon[k] = mod.id;
      for (int c = 0; c < 2; ++c) {
        for (int s = 0; s < kMaxSquares; ++s) pw->leaps[c][k][s] = g.leaps[c][k][s];
        mod.power->build(def, g, static_cast<Color>(c), pw->leaps[c][k]);
      }
    }
    for (int k = 0; k < kPieceKindCount; ++k) {
      if (!pw->enabled[k]) continue;
      for (int c = 0; c < 2; ++c) {
        bool* point = k == index_of(PieceKind::Advisor)    ? g.advisor_point[c]
                      : k == index_of(PieceKind::Elephant) ? g.elephant_point[c]
                      : k == index_of(PieceKind::Soldier)  ? g.soldier_point[c]
                                                           : nullptr;
        std::vector<Square> stack;
        for (int s = 0; s < g.size; ++s) {
          const LeapSet& set = pw->leaps[c][k][s];
          for (int i = 0; i < set.count; ++i)
            add_unique(pw->attackers[c][k][set.leaps[i].to], static_cast<Square>(s), set.leaps[i].block);
          if (point && point[s]) stack.push_back(static_cast<Square>(s));
        }
        while (point && !stack.empty()) {
          const Square s = stack.back();
          stack.pop_back();
          for (const LeapSet* table : {g.leaps[c][k], pw->leaps[c][k]})
            for (int i = 0; i < table[s].count; ++i)
              if (!point[table[s].leaps[i].to]) {
                point[table[s].leaps[i].to] = true;
                stack.push_back(table[s].leaps[i].to);
              }
        }
      }
    }
    for (int i = 0; i < g.module_count; ++i)
      if (g.modules[i]->build_tables) g.modules[i]->build_tables(def, g, *pw);
    g.powers = pw.get();
    *powers = std::move(pw);
    attach_power_attacks(g);
  }

  if (!build_terminal_rules(def, g, error)) return nullptr;

  for (int c = 0; c < 2; ++c)
    for (int s = 0; s < g.size; ++s)
      if ((g.advisor_point[c][s] || g.elephant_point[c][s]) && g.in_palace[1 - c][s])
        g.defenders_confined = false;
  if (g.powers) g.defenders_confined = false;  // the legality filter's shortcuts assume fixed powers

  // 還魂卒 puts soldiers back on the setup's soldier points.
  for (const Placed& p : placed)
    if (p.kind == PieceKind::Soldier) g.soldier_start[index_of(p.color)][p.square] = true;
  // 解將旗 runs on the variant's flag track; toggled onto a board without one (standard
  // xiangqi + flag_ring) it brings the seed's 42-cell ring. The flag enters the palace
  // (宮旗) on the setup's general point.
  if (def.has_addon("flag_ring")) g.flag_track = def.flag_track.size > 0 ? def.flag_track : kDefaultFlagTrack;
  for (const Placed& p : placed)
    if (p.kind == PieceKind::General) g.royal_start[index_of(p.color)] = p.square;
  // The general's other face (`k.flip = j`, 山水's 君) is royal too (the parser checked it).
  if (const PieceDef& general = def.pieces[index_of(PieceKind::General)]; general.defined && general.promote_flip)
    for (const PieceDef& pd : def.pieces)
      if (pd.defined && pd.custom && pd.letter == general.promote_letters[0]) g.royal_face = pd.kind;
  g.mark_kinds = def.mark_kinds;
  g.inner_river = def.inner_river;
  g.squares = def.squares;
  g.square_split = def.square_split;
  g.frame_files[0] = def.frame_lo.file, g.frame_files[1] = def.frame_hi.file;
  g.frame_ranks[0] = def.frame_lo.rank, g.frame_ranks[1] = def.frame_hi.rank;
  for (const Point& p : def.mark_points)
    for (int r : {p.rank, def.height - 1 - p.rank})
      if (g.on_board(p.file, r) && g.exists[g.square(p.file, r)]) g.mark_point[g.square(p.file, r)] = true;
  if (def.hidden.enabled) {
    g.hidden = def.hidden;
    for (const Placed& p : placed) g.hidden.start_face[p.square] = Piece(p.color, p.kind);
  }
  if (generic) {
    if (!types) {
      error = "internal: data-defined piece types need a PieceTypeTables owner";
      return nullptr;
    }
    *types = build_type_tables(def, g, error);
    if (!*types) return nullptr;
    for (const std::string& id : def.addons)
      if (const RuleModule* m = find_rule_module(id); m && m->unconfined_tables && !(*types)->unconfined) {
        std::unique_ptr<PieceTypeTables> free = build_type_tables(def, g, error, true);
        if (!free) return nullptr;
        (*types)->unconfined = std::move(free);
      }
    if (def.hidden.enabled) {
      // 暗戰 「暗棋即不能吃子，也不被吃」: the walk skips captures of face-down pieces.
      (*types)->face_down_immune = !def.hidden.capturable;
      // Immobile faces: the stand-in type's moves are dropped, so a face-down piece has none.
      if (def.hidden.moves == FaceDownMoves::Immobile)
        for (int c = 0; c < 2; ++c)
          for (int sq = 0; sq <= kMaxSquares; ++sq)
            (*types)->at[PieceTypeTables::index(c, index_of(def.hidden.stand_in), sq)] = TypeMovesAt{};
    }
    g.types = types->get();
    g.defenders_confined = false;  // the role walk's shortcuts do not apply
    if (g.types->has_jumps) g.module_hooks |= kHookJumps;  // jumps take pieces off their path
    if (g.types->has_promotions) g.module_hooks |= kHookPromotions;  // the mover changes kind
  }
  if (faces) {
    *faces = std::make_unique<PieceFaces>(build_piece_faces(def));
    g.faces = faces->get();
  }
  return owned;
}

}  // namespace xq
