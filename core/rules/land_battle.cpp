// 陸戰: capture limits, 同歸於盡 and the flag (see land_battle.h).
#include "core/rules/land_battle.h"


#include "core/generic_walk.h"
#include "core/position.h"
#include "core/rules/move_verdict.h"
#include "core/rules/option_letters.h"
#include "core/variant/variant_def.h"

namespace xq {

namespace {

// Geometry::module_config: a 3-bit code per piece kind, kinds 0..20 (the roles, the flag
// kind and the first 13 custom types; 陸戰 declares 11).
enum Code : std::uint64_t { kNone = 0, kMutual = 1, kFlag = 2, kLimit2 = 3, kLimit3 = 4 };
constexpr int kCodedKinds = 21;

Code code_of(std::uint64_t config, PieceKind k) {
  const int i = index_of(k);
  return i < kCodedKinds ? static_cast<Code>((config >> (3 * i)) & 7) : kNone;
}

bool read_option(const VariantDef& def, std::string_view field, std::string_view value, std::uint64_t& config,
                 std::string& error) {
  Code code;
  if (field == "limit2")
    code = kLimit2;
  else if (field == "limit3")
    code = kLimit3;
  else if (field == "mutual")
    code = kMutual;
  else if (field == "flag")
    code = kFlag;
  else {
    error =
        "unknown option (known: land_battle.limit2, land_battle.limit3, land_battle.mutual, "
        "land_battle.flag)";
    return false;
  }
  int named = 0;
  for (char c : value) {
    if (c == ' ' || c == '\t') continue;
    const PieceDef* found = declared_piece(def, c);
    if (!found) {
      error = undeclared_letter(c);
      return false;
    }
    const int i = index_of(found->kind);
    if (i >= kCodedKinds) {
      error = "'" + std::string(1, c) + "': land_battle names only the first 13 declared custom types";
      return false;
    }
    if (found->kind == PieceKind::General && code != kLimit2 && code != kLimit3) {
      error = "the royal piece is neither a bomb, a mine nor the flag";
      return false;
    }
    if (code_of(config, found->kind) != kNone) {
      error = "'" + std::string(1, c) + "' is named by two land_battle options";
      return false;
    }
    config |= static_cast<std::uint64_t>(code) << (3 * i);
    ++named;
  }
  if (named == 0) error = "expected the FEN letters of piece types, e.g. s l t";
  return named > 0;
}

// A variant names its flag: the module's win and its draw of identities need one (and a
// module with required options is no per-game add-on toggle).
bool check_options(const VariantDef&, std::uint64_t config, std::string& error) {
  for (int i = 0; i < kCodedKinds; ++i)
    if (((config >> (3 * i)) & 7) == kFlag) return true;
  error = "needs land_battle.flag = LETTER, the piece type whose capture wins";
  return false;
}

std::uint64_t config_of(const Geometry& g) {
  return g.config_of(kLandBattle);
}

// ---- capture limits ----

bool barred(const Geometry& g, const BoardPeek& board, PieceKind attacker, Square to) {
  const int limit = land_battle_limit(g, attacker);
  if (limit == 0) return false;
  const Piece target = board.piece(board.ctx, to);
  if (target.empty()) return false;
  const bool down = board.face_down(board.ctx, to);
  const int file = g.file_of[to], rank = g.rank_of[to];
  int friends = 0;
  for (const auto& [df, dr] : {std::pair{1, 0}, std::pair{-1, 0}, std::pair{0, 1}, std::pair{0, -1}}) {
    if (!g.on_board(file + df, rank + dr)) continue;
    const Square s = g.square(file + df, rank + dr);
    const Piece p = board.piece(board.ctx, s);
    // 「明棋加明棋或暗棋加暗棋」: a neighbour counts when it lies as the target lies.
    if (!p.empty() && p.color() == target.color() && board.face_down(board.ctx, s) == down) ++friends;
  }
  return friends >= limit;
}

// A capture the piece's program makes but the limit bars: say so (explain_move).
bool refusal(const Position& pos, Move m, MoveVerdict& out) {
  const Geometry& g = pos.geometry();
  if (!m.is_normal() || !g.types || m.from() >= g.size || m.to() >= g.size) return false;
  const Piece p = pos.piece_on(m.from()), target = pos.piece_on(m.to());
  if (p.empty() || target.empty() || p.color() != pos.side_to_move() || target.color() == p.color())
    return false;
  const int limit = land_battle_limit(g, p.kind());
  auto at = [&](Square s) { return pos.piece_on(s); };
  if (limit == 0 || !generic_piece_attacks(*g.types, at, p, m.from(), m.to()) ||
      !capture_barred(pos, at, p.kind(), m.to()))
    return false;
  out.reason = IllegalReason::PieceProgram;
  out.text = limit == 3 ? "this piece cannot capture a piece with three or more of its own side next to it "
                          "(不能吃橫豎有三枚敵棋緊鄰的敵棋)"
                        : "this piece cannot capture a piece with two or more of its own side next to it "
                          "(不能吃橫豎有兩枚敵棋緊鄰的敵棋)";
  return true;
}

// ---- 同歸於盡 ----

Code captured_code(const Geometry& g, const MoveFacts& f) {
  if (f.captured_truth == 0 || f.captured_truth == kUnknownIdentity) return kNone;
  return code_of(config_of(g), Piece::from_code(f.captured_truth).kind());
}

void side_captures(const Position& pos, const MoveFacts& f, SideCaptures& out) {
  if (!f.move.is_normal() || captured_code(pos.geometry(), f) != kMutual) return;
  out.add(f.move.to());  // 「同歸於盡」: the capturer goes with the bomb or mine
}

// ---- the flag: one state byte, 0 or 1 + the colour that took the enemy flag ----

int offset_of(const Geometry& g) {
  for (int i = 0; i < g.module_count; ++i)
    if (g.modules[i] == &kLandBattle) return g.state_offset[i];
  return -1;
}

void after_move(const Position& pos, const MoveFacts& f, std::int8_t* state, int offset) {
  if (captured_code(pos.geometry(), f) == kFlag) state[offset] = static_cast<std::int8_t>(1 + index_of(f.us));
}

std::uint64_t state_hash(const Geometry&, const std::int8_t* st) {
  return st[0] == 0 ? 0 : 0x4C616E6446616C6Cull * static_cast<std::uint64_t>(st[0]);  // "LandFall"
}

bool verdict(const Position& pos, ModuleVerdict& out) {
  const int o = offset_of(pos.geometry());
  const int taken = o < 0 ? 0 : pos.module_byte(o);
  if (taken == 0) return false;
  out = {taken == 1 ? Color::Red : Color::Black, ResultReason::TypeExtinct};
  return true;
}


}  // namespace

constinit const RuleModule kLandBattle{
    .id = "land_battle",
    .name = "陸戰",
    .hooks =
        kHookState | kHookSideCaptures | kHookAfterMove | kHookVerdict | kHookCaptureLimit | kHookRefusal,
    .generic_tables = true,
    .options = "land_battle",
    .read_option = read_option,
    .check_options = check_options,
    .state_bytes = 1,
    .state_hash = state_hash,
    .after_move = after_move,
    .side_captures = side_captures,
    .capture_barred = barred,
    .verdict = verdict,
    .refusal = refusal,
};

int land_battle_limit(const Geometry& g, PieceKind k) {
  switch (code_of(config_of(g), k)) {
    case kLimit2:
      return 2;
    case kLimit3:
      return 3;
    default:
      return 0;
  }
}

}  // namespace xq
