// 宮策略: the point -> power map, its tables, the extra moves and line attacks.
#include "core/rules/palace_strategy.h"

#include "core/movegen.h"
#include "core/ray_walk.h"
#include "core/rules/palace_flag.h"
#include "core/variant/variant_def.h"

namespace xq {

namespace {

const PalacePowerName kNames[kPalacePowerCount] = {
    {"none", "", "", ""},
    {"full_line_chariot", "全線車", "全线车", "Full-line chariot"},
    {"full_line_cannon", "全線炮", "全线炮", "Full-line cannon"},
    {"free_horse", "暢馬", "畅马", "Free horse"},
    {"unblocked_elephant", "象不堵", "象不堵", "Unblocked elephant"},
    {"striding_advisor", "士闊步", "士阔步", "Striding advisor"},
    {"diagonal_soldier", "斜河兵", "斜河兵", "Diagonal river soldier"},
    {"bank_soldier", "河清卒", "河清卒", "River-bank soldier"},
    {"flying_general", "可飛將", "可飞将", "Flying general"},
};

// The map, by (file offset from the palace centre, rank counted from the own back
// rank); see the diagram in palace_strategy.h and docs/variants.md §5. Back corners
// power the defenders that stand beside them, the middle sides the two line pieces,
// the front row the attackers (the horse in the middle, the soldiers at the corners
// nearest the river); the centre is 可飛將 by the seed's own words, the start point
// has nothing (「將帥初始位置為空」).
PalacePower mapped_power(int df, int rank) {
  static const PalacePower kMap[3][3] = {
      // d                          e                            f
      {PalacePower::Advisor, PalacePower::None, PalacePower::Elephant},              // rank 0
      {PalacePower::Chariot, PalacePower::FlyingGeneral, PalacePower::Cannon},       // rank 1
      {PalacePower::SoldierDiagonal, PalacePower::Horse, PalacePower::SoldierBank},  // rank 2
  };
  if (df < -1 || df > 1 || rank < 0 || rank > 2) return PalacePower::None;
  return kMap[rank][df + 1];
}

void add(LeapSet& set, Square to, Square block) {
  for (int i = 0; i < set.count; ++i)
    if (set.leaps[i].to == to) return;
  if (set.count < 8) set.leaps[set.count++] = Leap{to, block};
}

}  // namespace

const PalacePowerName& palace_power_name(PalacePower p) {
  return kNames[static_cast<int>(p)];
}

PieceKind palace_power_kind(PalacePower p) {
  switch (p) {
    case PalacePower::Chariot:
      return PieceKind::Chariot;
    case PalacePower::Cannon:
      return PieceKind::Cannon;
    case PalacePower::Horse:
      return PieceKind::Horse;
    case PalacePower::Elephant:
      return PieceKind::Elephant;
    case PalacePower::Advisor:
      return PieceKind::Advisor;
    case PalacePower::SoldierDiagonal:
    case PalacePower::SoldierBank:
      return PieceKind::Soldier;
    default:
      return PieceKind::General;
  }
}

std::shared_ptr<const PalaceStrategyTables> build_palace_strategy(const VariantDef& def, const Geometry& g,
                                                                  const PowerTables& powers) {
  auto t = std::make_shared<PalaceStrategyTables>();
  const int cf = (def.palace_lo.file + def.palace_hi.file) / 2;
  const int cr_red = (def.palace_lo.rank + def.palace_hi.rank) / 2;
  // The palace diagonal points (士線) of palace c: the advisor points of the shape,
  // recomputed here because material add-ons widen Geometry::advisor_point.
  auto diagonal_point = [&](int c, int f, int r) {
    if (!g.on_board(f, r) || !g.in_palace[c][g.square(f, r)]) return false;
    const int cr = c == 0 ? cr_red : g.height - 1 - cr_red;
    const int d = (f > cf ? f - cf : cf - f) + (r > cr ? r - cr : cr - r);
    return d % 2 == 0;
  };
  for (int c = 0; c < 2; ++c) {
    const int back = c == 0 ? def.palace_lo.rank : g.height - 1 - def.palace_lo.rank;
    const int cr = c == 0 ? cr_red : g.height - 1 - cr_red;
    if (g.on_board(cf, cr)) t->centre[c] = g.square(cf, cr);
    for (int s = 0; s < g.size; ++s) {
      if (!g.exists[s] || !g.in_palace[c][s]) continue;
      const int rank = c == 0 ? g.rank_of[s] - back : back - g.rank_of[s];
      t->power[c][s] = mapped_power(g.file_of[s] - cf, rank);
    }
    t->bank_rank[c] = c == 0 ? def.river : def.river - 1;
  }
  const int diag[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
  for (int s = 0; s < g.size; ++s)
    for (int c = 0; c < 2; ++c) {
      const int f = g.file_of[s], r = g.rank_of[s];
      if (!g.exists[s] || !diagonal_point(c, f, r)) continue;
      for (int d = 0; d < 4; ++d) {
        DiagonalRay& ray = t->diagonals[s][d];
        for (int k = 1; k <= 2 && diagonal_point(c, f + k * diag[d][0], r + k * diag[d][1]); ++k)
          ray.squares[ray.length++] = g.square(f + k * diag[d][0], r + k * diag[d][1]);
      }
    }
  for (int c = 0; c < 2; ++c) {
    // The own river bank: Red's half is ranks [0, river), Black's [river, height).
    const int fwd = c == 0 ? 1 : -1, bank = c == 0 ? def.river - 1 : def.river;
    for (int s = 0; s < g.size; ++s) {
      if (!g.exists[s] || g.rank_of[s] != bank) continue;
      for (int side = -1; side <= 1; side += 2) {
        const Square to = g.square_or_none(g.file_of[s] + side, g.rank_of[s] + fwd);
        if (to != kNoSquare) add(t->soldier_cross[c][s], to, g.sentinel);
      }
    }
  }

  // Step tables while the power is on, from the ordinary or the material table.
  for (int m = 0; m < 2; ++m)
    for (int c = 0; c < 2; ++c)
      for (PieceKind k : {PieceKind::Horse, PieceKind::Elephant, PieceKind::Advisor}) {
        const int ki = index_of(k);
        const LeapSet* base = m == 1 && powers.enabled[ki] ? powers.leaps[c][ki] : g.leaps[c][ki];
        LeapSet* out = t->leaps[m][c][ki];
        for (int s = 0; s < g.size; ++s) {
          out[s] = base[s];
          if (k == PieceKind::Advisor) {
            // 士闊步: where a step runs along a palace diagonal, a second step may follow.
            for (int d = 0; d < 4; ++d) {
              const DiagonalRay& ray = t->diagonals[s][d];
              if (ray.length < 2) continue;
              bool first = false;
              for (int i = 0; i < base[s].count; ++i) first = first || base[s].leaps[i].to == ray.squares[0];
              if (first) add(out[s], ray.squares[1], ray.squares[0]);
            }
          } else {
            // 暢馬 / 象不堵: the leg or eye no longer blocks (a missing point still does:
            // the builder never made those steps).
            for (int i = 0; i < out[s].count; ++i) out[s].leaps[i].block = g.sentinel;
          }
        }
        for (int s = 0; s < g.size; ++s)
          for (int i = 0; i < out[s].count; ++i)
            add(t->attackers[m][c][ki][out[s].leaps[i].to], static_cast<Square>(s), out[s].leaps[i].block);
      }
  return t;
}

PalacePower palace_power(const Position& pos, Color c) {
  const PowerTables* pw = pos.geometry().powers;
  if (!pw || !pw->strategy) return PalacePower::None;
  return palace_power_at(*pw->strategy, c, pos.general_square(c));
}

PalacePower palace_flag_power(const Position& pos, Color c) {
  const PowerTables* pw = pos.geometry().powers;
  if (!pw || !pw->strategy || !has_palace_flag(pos.geometry())) return PalacePower::None;
  return palace_flag_power_at(*pw->strategy, c, flag_square(pos, c));
}

bool palace_powers_kind(const Position& pos, Color c, PieceKind k) {
  const PalacePower g = palace_power(pos, c), f = palace_flag_power(pos, c);
  return (g != PalacePower::None && palace_power_kind(g) == k) || (f != PalacePower::None && palace_power_kind(f) == k);
}

namespace {

void power_moves(const Position& pos, MoveList& out, Square only_from, PalacePower power);

}  // namespace

void palace_strategy_moves(const Position& pos, MoveList& out, Square only_from) {
  const Geometry& g = pos.geometry();
  if (!g.powers || !g.powers->strategy) return;
  const Color us = pos.side_to_move();
  // Who switches a power on: the general, and (宮旗) the flag on another power point.
  const PalacePower general = palace_power(pos, us), flag = palace_flag_power(pos, us);
  power_moves(pos, out, only_from, general);
  if (flag != general) power_moves(pos, out, only_from, flag);
}

namespace {

void power_moves(const Position& pos, MoveList& out, Square only_from, PalacePower power) {
  const Geometry& g = pos.geometry();
  const PalaceStrategyTables& t = *g.powers->strategy;
  const Color us = pos.side_to_move();
  if (power == PalacePower::None || power == PalacePower::FlyingGeneral) return;
  const PieceKind kind = palace_power_kind(power);
  if (kind == PieceKind::Horse || kind == PieceKind::Elephant || kind == PieceKind::Advisor)
    return;  // tables
  const Piece piece(us, kind);
  const Square* squares = pos.squares_of(piece);
  for (int n = 0; n < pos.count(piece); ++n) {
    const Square from = squares[n];
    if (only_from != kNoSquare && from != only_from) continue;
    switch (power) {
      case PalacePower::Chariot:  // 「車可以走、吃士線」
        for (const DiagonalRay& ray : t.diagonals[from]) push_slide_moves(pos, us, from, ray.squares, ray.length, out);
        break;
      case PalacePower::Cannon:  // 「炮可以走或打吃士線」
        for (const DiagonalRay& ray : t.diagonals[from]) push_cannon_moves(pos, us, from, ray.squares, ray.length, out);
        break;
      case PalacePower::SoldierDiagonal: {  // 「過河時可斜格只走一格，不可斜吃」
        const LeapSet& set = t.soldier_cross[index_of(us)][from];
        for (int i = 0; i < set.count; ++i)
          if (pos.empty(set.leaps[i].to)) out.push(Move(from, set.leaps[i].to));
        break;
      }
      case PalacePower::SoldierBank:  // 「在對方河岸上橫向走吃步數不限」
        if (g.rank_of[from] != t.bank_rank[index_of(us)]) break;
        for (int d : {East, West}) {
          const Ray& ray = g.rays[from][d];
          // The first point is the ordinary sideways step; the slide starts beyond it.
          if (ray.length == 0 || !pos.empty(ray.squares[0])) continue;
          push_slide_moves(pos, us, from, ray.squares + 1, ray.length - 1, out);
        }
        break;
      default:
        break;
    }
  }
}

}  // namespace

bool palace_strategy_extra_move(const Position& pos, Move m) {
  MoveList list;
  palace_strategy_moves(pos, list, m.from());
  return list.contains(m);
}

bool palace_strategy_line_attack(const Geometry& g, const PalaceStrategyTables& t, const Piece* board,
                                 Square s, Color by, PalacePower power) {
  switch (power) {
    case PalacePower::Chariot:
      for (const DiagonalRay& ray : t.diagonals[s])
        for (int i = 0; i < ray.length; ++i)
          if (!board[ray.squares[i]].empty()) {
            if (board[ray.squares[i]] == Piece(by, PieceKind::Chariot)) return true;
            break;
          }
      return false;
    case PalacePower::Cannon:
      for (const DiagonalRay& ray : t.diagonals[s])
        if (ray.length == 2 && !board[ray.squares[0]].empty() &&
            board[ray.squares[1]] == Piece(by, PieceKind::Cannon))
          return true;
      return false;
    case PalacePower::SoldierBank:
      if (g.rank_of[s] != t.bank_rank[index_of(by)]) return false;
      for (int d : {East, West}) {
        const Ray& ray = g.rays[s][d];
        int i = 0;
        while (i < ray.length && board[ray.squares[i]].empty()) ++i;
        if (i >= 1 && i < ray.length && board[ray.squares[i]] == Piece(by, PieceKind::Soldier)) return true;
      }
      return false;
    default:
      return false;
  }
}

namespace {

void build_tables(const VariantDef& def, const Geometry& g, PowerTables& out) {
  out.strategy = build_palace_strategy(def, g, out);
}

// ---- evaluation term (search/evaluate.cpp) ----
// What the power of the general's palace point is worth per piece it changes (indexed by
// PalacePower; 可飛將 counts once, for the general). Hand-set: a horse that can never be
// blocked gains most, line powers on the palace diagonals less.
constexpr int kPalacePowerValue[kPalacePowerCount] = {
    0,   // None
    15,  // 全線車: chariot also on the palace diagonals
    15,  // 全線炮: cannon also on the palace diagonals
    40,  // 暢馬: no horse leg
    20,  // 象不堵: no elephant eye
    15,  // 士闊步: advisor one or two points along the diagonals
    10,  // 斜河兵: soldiers cross the river diagonally
    12,  // 河清卒: soldiers slide along the enemy river bank
    30,  // 可飛將: the general flies at an off-centre enemy general
};

// The powers c's general and (宮旗) its flag grant now, valued.
int power_value(const Position& pos, Color c) {
  const PalacePower power = palace_power(pos, c), flag = palace_flag_power(pos, c);
  int bonus = 0;
  if (power != PalacePower::None)
    bonus += kPalacePowerValue[static_cast<int>(power)] *
             (power == PalacePower::FlyingGeneral ? 1 : pos.count(c, palace_power_kind(power)));
  if (flag != PalacePower::None && flag != power)
    bonus += kPalacePowerValue[static_cast<int>(flag)] * pos.count(c, palace_power_kind(flag));
  return bonus;
}

int evaluate(const Position& pos) {
  const Color us = pos.side_to_move();
  return power_value(pos, us) - power_value(pos, opposite(us));
}

}  // namespace

constinit const RuleModule kPalaceStrategy{
    .id = "palace_strategy",
    .name = "宮策略",
    .hooks = kHookPowerTable | kHookPseudoMoves | kHookExtraMove | kHookEvaluate,
    .pseudo_moves = palace_strategy_moves,
    .extra_move = palace_strategy_extra_move,
    .build_tables = build_tables,
    .evaluate = evaluate,
};

}  // namespace xq
