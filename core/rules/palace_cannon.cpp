// 宮廷炮: the palace cannon line on a board.
#include "core/rules/palace_cannon.h"

#include "core/rules/move_verdict.h"

namespace xq {

namespace {

// The ray from a towards b when they share a file, else -1.
int file_direction(const Geometry& g, Square a, Square b) {
  if (a == kNoSquare || b == kNoSquare || a == b || g.file_of[a] != g.file_of[b]) return -1;
  return g.rank_of[b] > g.rank_of[a] ? North : South;
}

}  // namespace

bool generals_face_on(const Geometry& g, const Piece* board, Square a, Square b) {
  const int d = file_direction(g, a, b);
  if (d < 0) return false;
  const Ray& ray = g.rays[a][d];
  for (int i = 0; i < ray.length; ++i) {
    if (ray.squares[i] == b) return true;
    if (!board[ray.squares[i]].empty()) return false;
  }
  return false;
}

Square palace_cannon_behind(const Geometry& g, const Piece* board, Square own, Square enemy) {
  if (!generals_face_on(g, board, own, enemy)) return kNoSquare;
  const Piece general = board[own];
  const Ray& back = g.rays[own][file_direction(g, own, enemy) == North ? South : North];
  for (int i = 0; i < back.length; ++i) {
    const Piece p = board[back.squares[i]];
    if (p.empty()) continue;
    return p == Piece(general.color(), PieceKind::Cannon) ? back.squares[i] : kNoSquare;
  }
  return kNoSquare;
}

bool palace_cannon_check(const Position& pos, Color victim) {
  const Geometry& g = pos.geometry();
  if (!g.powers || !g.powers->palace_cannon) return false;
  const Square mine = pos.general_square(victim), theirs = pos.general_square(opposite(victim));
  if (mine == kNoSquare || theirs == kNoSquare) return false;
  return palace_cannon_behind(g, pos.board_array(), theirs, mine) != kNoSquare;
}

Square palace_cannon_ready(const Position& pos, Color c) {
  const Geometry& g = pos.geometry();
  if (!g.powers || !g.powers->palace_cannon) return kNoSquare;
  const Square enemy = pos.general_square(opposite(c));
  if (enemy == kNoSquare) return kNoSquare;
  const Piece cannon(c, PieceKind::Cannon);
  for (int i = 0; i < pos.count(cannon); ++i) {
    const Square s = pos.squares_of(cannon)[i];
    const int d = file_direction(g, s, enemy);
    if (d < 0) continue;
    const Ray& ray = g.rays[s][d];
    for (int j = 0; j < ray.length; ++j) {
      if (ray.squares[j] == enemy) return s;
      if (!pos.empty(ray.squares[j])) break;
    }
  }
  return kNoSquare;
}

namespace {

void build_tables(const VariantDef&, const Geometry&, PowerTables& out) { out.palace_cannon = true; }

// 「這時對方不可以閃[將（帥）]解將」: a general's step that leaves it attacked while a 宮廷炮
// line checks it is refused for that line, not for the step's square.
bool refusal(const Position& pos, Move m, MoveVerdict& out) {
  if (!m.is_normal()) return false;
  const Piece p = pos.piece_on(m.from());
  if (p.kind() != PieceKind::General || !palace_cannon_check(pos, p.color())) return false;
  out.reason = IllegalReason::LeavesGeneralInCheck;
  out.text = "a palace cannon check (宮廷炮) cannot be answered by moving the general (不可以閃將解將)";
  return true;
}

}  // namespace

constinit const RuleModule kPalaceCannon{
    .id = "palace_cannon",
    .name = "宮廷炮",
    .hooks = kHookPowerTable | kHookRefusal,
    .build_tables = build_tables,
    .refusal = refusal,
};

}  // namespace xq
