// 第三代象棋's 驫: moves by the rule of the enemy's last-moved piece (see mimic.h for the
// seed sentences and the choices).
#include "core/rules/mimic.h"

#include <cctype>
#include <string>
#include <vector>

#include "core/fen_error.h"
#include "core/generic_walk.h"
#include "core/move_list.h"
#include "core/notation/iccs.h"
#include "core/piece_faces.h"
#include "core/position.h"
#include "core/rules/move_verdict.h"
#include "core/rules/option_letters.h"
#include "core/rules/rule_module.h"
#include "core/text.h"
#include "core/variant/variant_def.h"
#include "core/zobrist.h"

namespace xq {

namespace {

// State bytes at the module's offset: per side (index_of), the kind + 1 of the rule its
// last move showed (0: no move yet), and that move's target + 1.
constexpr int kRule = 0, kTarget = 2;
constexpr int kStateBytes = 4;

// Geometry::module_config: the 驫's kind (5 bits).
PieceKind mimic_of(const Geometry& g) { return static_cast<PieceKind>(g.config_of(kMimic) & 31); }

int offset_of(const Geometry& g) { return g.state_offset_of(kMimic); }

// The rule c's last move showed (any = false: none yet), and the point of the piece it moved.
struct LastMove {
  bool any = false;
  PieceKind rule = PieceKind::General;
  Square target = kNoSquare;
};

LastMove last_move(const Position& pos, Color c) {
  const int o = offset_of(pos.geometry()) + index_of(c);
  const auto rule = static_cast<std::uint8_t>(pos.module_byte(o + kRule));
  const auto target = static_cast<std::uint8_t>(pos.module_byte(o + kTarget));
  LastMove m;
  if (rule == 0) return m;
  m.any = true;
  m.rule = static_cast<PieceKind>(rule - 1);
  m.target = target ? static_cast<Square>(target - 1) : kNoSquare;
  return m;
}

// The moves of c's 驫 on `from`: the rule of the enemy's last move, unconfined, never onto
// that move's piece. Pseudo-legal (the general's safety not judged).
void mimic_moves(const Position& pos, Color c, Square from, MoveList& out) {
  const LastMove enemy = last_move(pos, opposite(c));
  const PieceTypeTables* t = pos.geometry().types ? pos.geometry().types->unconfined.get() : nullptr;
  if (!enemy.any || !t || enemy.rule == mimic_of(pos.geometry())) return;
  MoveList found;
  generic_walk_piece(pos, *t, Piece(c, enemy.rule), from, found);
  for (Move m : found)
    if (m.to() != enemy.target && !out.full()) out.push(m);
}

void legal_moves(const Position& pos, MoveList& legal) {
  const Color us = pos.side_to_move();
  const Piece mimic(us, mimic_of(pos.geometry()));
  if (pos.count(mimic) == 0) return;
  MoveList found;
  for (int i = 0; i < pos.count(mimic); ++i) {
    const Square from = pos.squares_of(mimic)[i];
    if (!pos.face_down(from)) mimic_moves(pos, us, from, found);
  }
  for (Move m : found)
    if (!legal.full() && !pos.leaves_general_attacked(m)) legal.push(m);
}

bool extra_move(const Position& pos, Move m) {
  if (!m.starts_on_board() || m.from() >= pos.geometry().size) return false;
  const Square from = m.from();
  if (pos.piece_on(from) != Piece(pos.side_to_move(), mimic_of(pos.geometry())) || pos.face_down(from)) return false;
  MoveList found;
  mimic_moves(pos, pos.side_to_move(), from, found);
  return found.contains(m);
}

bool adds_attack(const Position& pos, Square s, Color by) {
  const Piece mimic(by, mimic_of(pos.geometry()));
  if (pos.count(mimic) == 0) return false;
  const LastMove enemy = last_move(pos, opposite(by));
  const PieceTypeTables* t = pos.geometry().types ? pos.geometry().types->unconfined.get() : nullptr;
  if (!enemy.any || !t || s == enemy.target || enemy.rule == mimic.kind()) return false;
  auto at = [&](Square x) { return pos.piece_on(x); };
  for (int i = 0; i < pos.count(mimic); ++i) {
    const Square from = pos.squares_of(mimic)[i];
    if (!pos.face_down(from) && generic_piece_attacks(*t, at, Piece(by, enemy.rule), from, s)) return true;
  }
  return false;
}

// Is a 驫 face-up on the board (either side's)? Only then does the state matter, and only
// then is it kept: positions alike but for an unused last move are the same position
// (hash, FEN, repetition).
bool mimic_on_board(const Position& pos) {
  const PieceKind k = mimic_of(pos.geometry());
  return pos.count(Piece(Color::Red, k)) + pos.count(Piece(Color::Black, k)) > 0;
}

void after_move(const Position& pos, const MoveFacts& f, std::int8_t* state, int offset) {
  const int us = index_of(f.us), them = index_of(opposite(f.us));
  std::int8_t* st = state + offset;
  if (!mimic_on_board(pos)) {
    for (int i = 0; i < kStateBytes; ++i) st[i] = 0;
    return;
  }
  const Square to = f.move.to();
  const Piece moved = to < pos.geometry().size ? pos.piece_on(to) : Piece();
  // A flip (turning over, turning back, 雙翻) moves no piece by its rule: it lends none.
  if (f.move.is_reveal() || moved.empty() || moved.color() != f.us) {
    st[kRule + us] = 0;
    st[kTarget + us] = 0;
    return;
  }
  // 「包括對方【驫】剛走的規則」: a 驫's move lends the rule it borrowed.
  st[kRule + us] = moved.kind() == mimic_of(pos.geometry()) ? st[kRule + them]
                                                           : static_cast<std::int8_t>(index_of(moved.kind()) + 1);
  st[kTarget + us] = st[kRule + us] ? static_cast<std::int8_t>(to + 1) : std::int8_t{0};
}

std::uint64_t state_hash(const Geometry&, const std::int8_t* st) {
  std::uint64_t v = 0;
  for (int i = 0; i < kStateBytes; ++i) v = v << 8 | static_cast<std::uint8_t>(st[i]);
  return v ? mixed_key(0x4269616F52756C65ull, v) : 0;  // "BiaoRule"
}

// ---- FEN: {last=N:h7.p:e6} ----

std::string parse_fen_item(Position& pos, std::string_view value) {
  const Geometry& g = pos.geometry();
  const int o = offset_of(g);
  std::vector<std::string_view> items;
  if (!split_dot_items(value, items)) return "'last=': an empty item between dots";
  std::int8_t bytes[kStateBytes] = {};
  bool seen[2] = {};
  for (const std::string_view tok : items) {
    const std::string usage = "'last=" + std::string(tok) +
                              "': expected LETTER:POINT, the type of a side's last-moved piece (upper case Red) and "
                              "where it stands, like N:h7";
    if (tok.size() < 4 || tok[1] != ':' || !std::isalpha(static_cast<unsigned char>(tok[0]))) return usage;
    int kind = -1;
    for (int k = 0; k < kMaxPieceKinds; ++k)
      if (faces_or_standard(g.faces).letter[k] == std::tolower(static_cast<unsigned char>(tok[0]))) kind = k;
    const std::optional<Square> s = parse_iccs_square(tok.substr(2), g);
    if (kind < 0 || !s) return usage;
    const Color c = std::isupper(static_cast<unsigned char>(tok[0])) ? Color::Red : Color::Black;
    if (seen[index_of(c)]) return "'last=" + std::string(tok) + "': one item a side";
    seen[index_of(c)] = true;
    if (!mimic_on_board(pos))
      return "'last=" + std::string(tok) + "': the last moves are kept only while a 驫 stands face-up on the board";
    bytes[kRule + index_of(c)] = static_cast<std::int8_t>(kind + 1);
    bytes[kTarget + index_of(c)] = static_cast<std::int8_t>(*s + 1);
  }
  for (int k = 0; k < kStateBytes; ++k) pos.set_module_byte(o + k, bytes[k]);
  return {};
}

std::string write_fen_item(const Position& pos) {
  const Geometry& g = pos.geometry();
  std::string out;
  for (Color c : {Color::Red, Color::Black}) {
    const LastMove m = last_move(pos, c);
    if (!m.any) continue;
    char letter = faces_or_standard(g.faces).letter[index_of(m.rule)];
    if (c == Color::Red) letter = static_cast<char>(std::toupper(static_cast<unsigned char>(letter)));
    out += (out.empty() ? "" : ".") + std::string(1, letter) + ":" +
           (m.target == kNoSquare ? std::string("?") : format_iccs_square(m.target, g));
  }
  return out.empty() ? out : "last=" + out;
}

constexpr FenItem kFenItem{
    .key = "last",
    .has_value = true,
    .order = 13,
    .missing = "'last=' needs the module mimic (第三代象棋's 驫)",
    .parse = parse_fen_item,
    .write = write_fen_item,
};

// ---- refusals ----

bool refusal(const Position& pos, Move m, MoveVerdict& out) {
  if (!m.starts_on_board() || m.from() >= pos.geometry().size || m.to() >= pos.geometry().size) return false;
  const Color us = pos.side_to_move();
  if (pos.piece_on(m.from()) != Piece(us, mimic_of(pos.geometry())) || pos.face_down(m.from())) return false;
  const LastMove enemy = last_move(pos, opposite(us));
  out.reason = IllegalReason::PieceProgram;
  if (!enemy.any) {
    out.text = "the 驫 moves by the rule of the enemy's last-moved piece, and the enemy has not moved yet "
               "(驫走、吃法就是對方剛走的棋的基本規則)";
    return true;
  }
  if (m.to() == enemy.target && !pos.piece_on(m.to()).empty()) {
    out.text = "the 驫 never takes the piece the enemy just moved (注意:驫不能吃敵方剛走的這枚棋)";
    return true;
  }
  MoveList found;
  mimic_moves(pos, us, m.from(), found);
  if (found.contains(m)) return false;  // its rule allows it: another reason (check) refuses it
  const char letter = faces_or_standard(pos.geometry().faces).letter[index_of(enemy.rule)];
  out.text = std::string("the 驫 moves now as the enemy's last-moved piece ('") + letter +
             "'), anywhere on the board (驫走、吃法就是對方剛走的棋的基本規則…不限位置)";
  return true;
}

// ---- options ----

bool read_option(const VariantDef& def, std::string_view field, std::string_view value, std::uint64_t& config,
                 std::string& error) {
  if (field != "piece") {
    error = "unknown key mimic." + std::string(field) + " (known: piece)";
    return false;
  }
  const PieceDef* p = value.size() == 1 ? declared_piece(def, value[0]) : nullptr;
  if (!p || p->kind == PieceKind::General || p->royal || !p->custom || !p->program.moves.empty()) {
    error = value.size() == 1 && !p ? undeclared_letter(value[0])
                                    : "mimic.piece takes the FEN letter of a custom type with no move program of "
                                      "its own (X.move = none), e.g. u";
    return false;
  }
  config = static_cast<std::uint64_t>(index_of(p->kind));
  return true;
}

bool check_options(const VariantDef& def, std::uint64_t config, std::string& error) {
  if (config == 0) {
    error = "needs mimic.piece = LETTER, the 驫's type";
    return false;
  }
  if (!def.generic_moves) {
    error = "runs on the generic tables (declare custom piece types)";
    return false;
  }
  return true;
}

}  // namespace

constinit const RuleModule kMimic{
    .id = "mimic",
    .name = "驫",
    .hooks = kHookState | kHookLegalMoves | kHookExtraMove | kHookAddsAttacks | kHookAfterMove | kHookFenField |
             kHookRefusal,
    .generic_tables = true,
    .unconfined_tables = true,
    .options = "mimic",
    .read_option = read_option,
    .check_options = check_options,
    .state_bytes = kStateBytes,
    .state_hash = state_hash,
    .extra_move = extra_move,
    .legal_moves = legal_moves,
    .after_move = after_move,
    .adds_attack = adds_attack,
    .fen_item = &kFenItem,
    .refusal = refusal,
};

}  // namespace xq
