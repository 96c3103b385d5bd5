// Builds the generic per-type tables from the Betza programs (see type_tables.h).
#include "core/variant/type_tables.h"

#include <cstdlib>

#include "core/variant/palace_lines.h"

namespace xq {

namespace {

// Zone name -> [color][square] membership; Black's copy is the rank mirror.
bool zone_mask(const VariantDef& def, const Geometry& g, const std::string& name, std::vector<bool>& out) {
  out.assign(2 * (kMaxSquares + 1), name.empty());
  if (name.empty()) return true;
  const auto it = def.zones.find(name);
  if (it == def.zones.end()) return false;
  for (int c = 0; c < 2; ++c)
    for (Point p : it->second) {
      const Point q = for_color(def, p, static_cast<Color>(c));
      if (g.on_board(q.file, q.rank)) out[c * (kMaxSquares + 1) + g.square(q.file, q.rank)] = true;
    }
  return true;
}

}  // namespace

std::unique_ptr<PieceTypeTables> build_type_tables(const VariantDef& def, const Geometry& g, std::string& error,
                                                   bool unconfined) {
  auto t = std::make_unique<PieceTypeTables>();
  t->flying_general = def.rules.flying_general;
  t->generals = def.rules.generals;
  t->at.assign(static_cast<size_t>(2) * kMaxPieceKinds * (kMaxSquares + 1), TypeMovesAt{});
  t->allowed.assign(t->at.size(), false);
  const Square none = g.sentinel;
  const PalaceLines palace(def);
  for (int k = 0; k < kMaxPieceKinds; ++k) {
    const PieceDef& pd = def.pieces[k];
    if (!pd.defined) continue;
    t->kinds.push_back(static_cast<PieceKind>(k));
    t->letter[k] = pd.letter;
    t->value[k] = pd.value;
    if (!pd.promote_zone.empty() || pd.promote_flip) {
      PieceTypeTables::Promotion& pr = t->promotion[k];
      for (char c : pd.promote_letters)
        for (int j = 0; j < kMaxPieceKinds && pr.count < 4; ++j)
          if (def.pieces[j].defined && def.pieces[j].letter == c) pr.to[pr.count++] = static_cast<PieceKind>(j);
      pr.optional = pd.promote_optional || pd.promote_flip;
      pr.flip = pd.promote_flip;
      std::vector<bool> zone;
      if (pd.promote_flip) {
        zone.assign(static_cast<size_t>(2) * (kMaxSquares + 1), true);  // a flip may happen anywhere
      } else if (!zone_mask(def, g, pd.promote_zone, zone)) {
        error = "piece '" + std::string(1, pd.letter) + "': unknown zone '" + pd.promote_zone + "'";
        return nullptr;
      }
      if (t->promotion_zone.empty()) t->promotion_zone.assign(t->at.size(), false);
      for (int c = 0; c < 2; ++c)
        for (int s = 0; s < g.size; ++s)
          t->promotion_zone[PieceTypeTables::index(c, k, s)] = zone[c * (kMaxSquares + 1) + s];
      t->has_promotions = t->has_promotions || pr.count > 0;
    }
    const std::string& piece_zone = unconfined ? std::string() : pd.zone;
    std::vector<bool> confine;
    if (!zone_mask(def, g, piece_zone, confine)) {
      error = "piece '" + std::string(1, pd.letter) + "': unknown zone '" + pd.zone + "'";
      return nullptr;
    }
    std::vector<std::vector<bool>> from_zone(pd.program.moves.size());
    for (size_t i = 0; i < pd.program.moves.size(); ++i)
      if (!zone_mask(def, g, pd.program.moves[i].zone, from_zone[i])) {
        error = "piece '" + std::string(1, pd.letter) + "': unknown zone '" + pd.program.moves[i].zone + "'";
        return nullptr;
      }
    for (int c = 0; c < 2; ++c) {
      // Black's moves are Red's turned half a turn (as in Fairy-Stockfish).
      const int turn = c == 0 ? 1 : -1;
      for (int s = 0; s < g.size; ++s) {
        const int idx = PieceTypeTables::index(c, k, s);
        t->allowed[idx] = g.exists[s] && confine[c * (kMaxSquares + 1) + s];
        TypeMovesAt& at = t->at[idx];
        at.leap_begin = at.leap_end = static_cast<std::uint32_t>(t->leaps.size());
        at.ray_begin = at.ray_end = static_cast<std::uint32_t>(t->rays.size());
        if (!t->allowed[idx]) continue;
        const int f = g.file_of[s], r = g.rank_of[s];
        for (size_t i = 0; i < pd.program.moves.size(); ++i) {
          const BetzaMove& m = pd.program.moves[i];
          if (!from_zone[i][c * (kMaxSquares + 1) + s]) continue;
          const int df = m.df * turn, dr = m.dr * turn;
          if (m.mode == BetzaMode::Leap) {
            // A palace step walks the palace's drawn lines; a long drawn line is one step
            // (palace_lines.h). Plain one-point steps only: not legs, screens or chains.
            const bool unit = std::abs(df) <= 1 && std::abs(dr) <= 1 && !m.block_count && !m.screened &&
                              !m.chain && !m.jump;
            if (Color pc; unit && palace_limited(piece_zone, m.zone, static_cast<Color>(c), pc)) {
              Point end;
              if (palace.long_line(pc, {f, r}, df, dr, end) && g.on_board(end.file, end.rank) &&
                  confine[c * (kMaxSquares + 1) + g.square(end.file, end.rank)])
                t->leaps.push_back(TypeLeap{g.square(end.file, end.rank), {none, none}, m.quiet, m.capture});
              if (!palace.drawn(pc, {f, r}, {f + df, r + dr})) continue;
            }
            if (!g.on_board(f + df, r + dr)) continue;
            const Square to = g.square(f + df, r + dr);
            if (!confine[c * (kMaxSquares + 1) + to]) continue;
            if (m.within && !from_zone[i][c * (kMaxSquares + 1) + to]) continue;  // @@zone: lands inside
            TypeLeap leap{to, {none, none}, m.quiet, m.capture};
            bool open = true;  // a hole as leg or eye blocks for good
            for (int b = 0; b < m.block_count; ++b) {
              const int bf = f + m.block[b][0] * turn, br = r + m.block[b][1] * turn;
              if (!g.on_board(bf, br)) open = false;
              else leap.block[b] = g.square(bf, br);
            }
            if (m.screened) {  // a hole holds no screen: no hop over it
              const int sf = f + m.screen[0] * turn, sr = r + m.screen[1] * turn;
              if (!g.on_board(sf, sr)) open = false;
              else leap.screen = g.square(sf, sr), leap.screened = true;
            }
            leap.chain = m.chain;
            leap.jump = m.jump;
            leap.straight = static_cast<std::uint8_t>(m.straight);
            t->has_chains = t->has_chains || (m.chain && !m.jump);
            t->has_jumps = t->has_jumps || m.jump;
            if (open) t->leaps.push_back(leap);
            continue;
          }
          TypeRay ray;
          ray.first = static_cast<std::uint32_t>(t->ray_squares.size());
          ray.mode = m.mode == BetzaMode::Slide   ? RayMode::Slide
                     : m.mode == BetzaMode::Hop   ? RayMode::Hop
                     : m.mode == BetzaMode::Vault ? RayMode::Vault
                                                  : RayMode::Grasshopper;
          ray.quiet = m.quiet;
          ray.capture = m.capture;
          for (int step = 1; m.range == 0 || step <= m.range; ++step) {
            const int nf = f + df * step, nr = r + dr * step;
            if (!g.on_board(nf, nr)) break;  // a hole ends a line like the edge
            // A confined slider's line ends where its zone does: 衛 「十八宮內橫豎步數不限…
            // 不能出十八宮」 never passes a point it may not stand on (nor attacks past it).
            // A vault passes every point of its line up to its target: the same.
            if ((m.mode == BetzaMode::Slide || m.mode == BetzaMode::Vault) &&
                !confine[c * (kMaxSquares + 1) + g.square(nf, nr)])
              break;
            if (m.within && !from_zone[i][c * (kMaxSquares + 1) + g.square(nf, nr)]) break;  // @@zone
            t->ray_squares.push_back(g.square(nf, nr));
            ++ray.length;
          }
          if (ray.length > 0) t->rays.push_back(ray);
          else t->ray_squares.resize(ray.first);
        }
        at.leap_end = static_cast<std::uint32_t>(t->leaps.size());
        at.ray_end = static_cast<std::uint32_t>(t->rays.size());
      }
    }
  }
  return t;
}

}  // namespace xq
