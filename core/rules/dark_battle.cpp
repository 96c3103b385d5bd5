// 暗戰: the swap, the wait after a flip, the deal (see dark_battle.h for the seed
// sentences and the choices).
#include "core/rules/dark_battle.h"

#include <cctype>
#include <string>
#include <vector>

#include "core/generic_walk.h"
#include "core/move_list.h"
#include "core/notation/iccs.h"
#include "core/piece_faces.h"
#include "core/rules/move_verdict.h"
#include "core/rules/option_letters.h"
#include "core/rules/hidden_deal.h"
#include "core/rules/seeded_shuffle.h"
#include "core/text.h"
#include "core/variant/variant_def.h"

namespace xq {

namespace {

// State bytes at the module's offset.
constexpr int kWaitSlots = 3;             // bytes 0..2: a point + 1 (0 = none)
constexpr int kSeenRed = 3, kSeenBlack = 4;  // a bit per pool type turned over
// Geometry::module_config: up to kMaxPool kinds, 5 bits each, and the count at bit 40.
constexpr int kMaxPool = 8;
constexpr int kCountShift = 40;

struct Pool {
  int count = 0;
  PieceKind kinds[kMaxPool] = {};
};

Pool pool_of(const Geometry& g) {
  const std::uint64_t config = g.config_of(kDarkBattle);
  Pool p;
  p.count = static_cast<int>(config >> kCountShift & 15);
  for (int i = 0; i < p.count; ++i) p.kinds[i] = static_cast<PieceKind>(config >> (5 * i) & 31);
  return p;
}

int offset_of(const Geometry& g) { return g.state_offset_of(kDarkBattle); }

std::uint8_t state_at(const Position& pos, int i) {
  return static_cast<std::uint8_t>(pos.module_byte(offset_of(pos.geometry()) + i));
}

int seen_byte(Color c) { return c == Color::Red ? kSeenRed : kSeenBlack; }

int pool_index(const Pool& pool, PieceKind k) {
  for (int i = 0; i < pool.count; ++i)
    if (pool.kinds[i] == k) return i;
  return -1;
}

char letter_of(const Geometry& g, Piece p) {
  const char l = faces_or_standard(g.faces).letter[index_of(p.kind())];
  return p.color() == Color::Red ? static_cast<char>(std::toupper(static_cast<unsigned char>(l))) : l;
}

// ---- the deal ----

// The types c's face-down pieces may still be, as everyone knows: the pool, one of each,
// minus the types c has turned over (the state's bits). With `minus_known`, also minus the
// identities of c's face-down pieces this position knows (what is left to deal); the swap's
// test never asks that, since the arbiter's answer would then depend on a secret.
std::vector<PieceKind> candidates(const Position& pos, const Pool& pool, Color c, bool minus_known) {
  std::vector<PieceKind> out;
  const std::uint8_t seen = state_at(pos, seen_byte(c));
  for (int i = 0; i < pool.count; ++i)
    if (!(seen >> i & 1)) out.push_back(pool.kinds[i]);
  if (minus_known) remove_known_identities(pos, c, out);
  return out;
}

bool deal(Position& pos, std::uint64_t seed) {
  const Pool pool = pool_of(pos.geometry());
  return deal_unknown_identities(pos, seed, [&](Color c) { return candidates(pos, pool, c, true); });
}

// ---- the wait ----

bool waits(const Position& pos, Square s) {
  const int o = offset_of(pos.geometry());
  if (o < 0 || s >= pos.geometry().size) return false;
  for (int i = 0; i < kWaitSlots; ++i)
    if (static_cast<std::uint8_t>(pos.module_byte(o + i)) == s + 1) return true;
  return false;
}

// The side to move's piece on s turned over lately: it does not move now.
bool waits_now(const Position& pos, Square s) {
  const Piece p = pos.piece_on(s);
  return !p.empty() && p.color() == pos.side_to_move() && waits(pos, s);
}

std::uint64_t state_hash(const Geometry&, const std::int8_t* st) {
  std::uint64_t h = 0;
  for (int i = 0; i < 5; ++i) h = (h << 8) | static_cast<std::uint8_t>(st[i]);
  if (h == 0) return 0;
  std::uint64_t x = h ^ 0x4461726B42617474ull;  // "DarkBatt"
  return splitmix_next(x);
}

void after_move(const Position& pos, const MoveFacts& f, std::int8_t* state, int offset) {
  const Color them = opposite(f.us);
  // The mover's waiting pieces have waited their turn; the other side's (turned over by
  // their own flip last move) wait now, if they are still there and face-up.
  Square keep[kWaitSlots + 1];
  int n = 0;
  for (int i = 0; i < kWaitSlots; ++i) {
    const std::uint8_t v = static_cast<std::uint8_t>(state[offset + i]);
    if (v == 0) continue;
    const Square s = static_cast<Square>(v - 1);
    const Piece p = pos.piece_on(s);
    if (!p.empty() && p.color() == them && !pos.face_down(s)) keep[n++] = s;
  }
  if (f.move.is_reveal()) {
    // Both shapes leave the piece turned over on from(): a flip in place, a swap on the
    // swapping piece's point.
    const Square at = f.move.from();
    const Piece p = pos.piece_on(at);
    if (n < kWaitSlots) keep[n++] = at;
    const int idx = pool_index(pool_of(pos.geometry()), p.kind());
    if (idx >= 0) state[offset + seen_byte(p.color())] |= static_cast<std::int8_t>(1 << idx);
  }
  // Ascending points, so one position has one state (hash, FEN).
  for (int i = 1; i < n; ++i)
    for (int j = i; j > 0 && keep[j] < keep[j - 1]; --j) std::swap(keep[j], keep[j - 1]);
  for (int i = 0; i < kWaitSlots; ++i)
    state[offset + i] = static_cast<std::int8_t>(i < n ? keep[i] + 1 : 0);
}

// ---- the swap ----

bool claims(Move m) { return m.is_swap_reveal(); }

// 「也可以吃子的规则与对方暗棋换位」: our face-up piece on from could capture the enemy
// face-down piece on to by its own rule.
bool could_capture(const Position& pos, Square from, Square to) {
  const Geometry& g = pos.geometry();
  if (!g.types || from >= g.size || to >= g.size || from == to) return false;
  const Piece p = pos.piece_on(from), target = pos.piece_on(to);
  if (p.empty() || target.empty() || p.color() != pos.side_to_move() || target.color() == p.color()) return false;
  if (pos.face_down(from) || !pos.face_down(to)) return false;
  return generic_piece_attacks(*g.types, [&](Square x) { return pos.piece_on(x); }, p, from, to);
}

bool own_pseudo_legal(const Position& pos, Move m) {
  if (!claims(m) || !could_capture(pos, m.from(), m.to())) return false;
  // The identity must be known here to be turned over (a viewer's position is dealt first).
  return pos.identity_known(m.to()) && !waits_now(pos, m.from());
}

// Does the swap leave our general safe whatever the piece turned over is?
bool swap_safe(const Position& pos, Square from, Square to) {
  const Geometry& g = pos.geometry();
  const Color us = pos.side_to_move(), them = opposite(us);
  Position after = pos;
  const Piece face = pos.piece_on(to);
  after.remove_piece(to);
  after.move_piece(from, to);
  after.put_piece(face, from);  // the stand-in's face: it attacks nothing
  if (after.general_attacked(us)) return false;
  const Square k = after.general_square(us);
  if (k == kNoSquare) return true;
  auto board = [&](Square x) { return after.piece_on(x); };
  for (PieceKind kind : candidates(pos, pool_of(g), them, false))
    if (generic_piece_attacks(*g.types, board, Piece(them, kind), from, k)) return false;
  return true;
}

void apply(Position& pos, Move m, UndoInfo& undo) {
  const Square from = m.from(), to = m.to();
  undo.face = pos.reveal_piece(to);  // the face-down piece turns over on its point
  const Piece ours = pos.piece_on(from), turned = pos.piece_on(to);
  pos.remove_piece(from);
  pos.remove_piece(to);
  pos.put_piece(ours, to);
  pos.put_piece(turned, from);
}

void revert(Position& pos, Move m, const UndoInfo& undo) {
  // Position::undo_module_move restores the hash and the side to move itself.
  const Square from = m.from(), to = m.to();
  const Piece ours = pos.piece_on(to), turned = pos.piece_on(from);
  pos.remove_piece(to);
  pos.remove_piece(from);
  pos.put_piece(ours, from);
  pos.put_piece(turned, to);
  pos.conceal_piece(to, undo.face, turned.code());
}

// The waiting pieces' moves go; the swaps come in.
void legal_moves(const Position& pos, MoveList& legal) {
  const Geometry& g = pos.geometry();
  const int o = offset_of(g);
  bool any_wait = false;
  for (int i = 0; i < kWaitSlots; ++i) any_wait = any_wait || pos.module_byte(o + i) != 0;
  if (any_wait) {
    int kept = 0;
    for (int j = 0; j < legal.size(); ++j) {
      const Move m = legal[j];
      const bool frozen = m.starts_on_board() && !(m.is_reveal() && !m.is_swap_reveal()) && m.from() < g.size &&
                          waits_now(pos, m.from());
      if (!frozen) legal.set(kept++, m);
    }
    legal.truncate(kept);
  }
  if (pos.face_down_count() == 0 || !g.types) return;
  const Color us = pos.side_to_move();
  for (int t = 0; t < g.size; ++t) {
    const Square to = static_cast<Square>(t);
    if (!pos.face_down(to) || pos.piece_on(to).color() == us || !pos.identity_known(to)) continue;
    for (int f = 0; f < g.size && !legal.full(); ++f) {
      const Square from = static_cast<Square>(f);
      const Piece p = pos.piece_on(from);
      if (p.empty() || p.color() != us || pos.face_down(from) || waits_now(pos, from)) continue;
      if (could_capture(pos, from, to) && swap_safe(pos, from, to)) legal.push(Move::swap_reveal(from, to));
    }
  }
}

// ---- FEN: {dark=e5.N.c} and the input deal:N (dots: a share link's FEN keeps them as they are) ----

std::string parse_fen_item(Position& pos, std::string_view value) {
  const Geometry& g = pos.geometry();
  const int o = offset_of(g);
  const Pool pool = pool_of(g);
  int slots = 0;
  bool dealing = false;
  std::uint64_t seed = 0;
  std::vector<std::string_view> items;
  if (!split_dot_items(value, items)) return "'dark=': an empty item between dots";
  for (const std::string_view tok : items) {
    if (bool malformed = false; parse_deal_token(tok, seed, malformed)) {
      if (malformed) return "'dark=" + std::string(tok) + "': deal:N takes a seed number";
      dealing = true;
      continue;
    }
    if (tok.size() == 1 && std::isalpha(static_cast<unsigned char>(tok[0]))) {
      const char lower = static_cast<char>(std::tolower(static_cast<unsigned char>(tok[0])));
      int idx = -1;
      for (int k = 0; k < pool.count; ++k)
        if (faces_or_standard(g.faces).letter[index_of(pool.kinds[k])] == lower) idx = k;
      if (idx < 0) return "'dark=" + std::string(tok) + "': not a type of the face-down pool";
      const Color c = std::isupper(static_cast<unsigned char>(tok[0])) ? Color::Red : Color::Black;
      pos.set_module_byte(o + seen_byte(c),
                          static_cast<std::int8_t>(state_at(pos, seen_byte(c)) | (1 << idx)));
      continue;
    }
    const std::optional<Square> s = parse_iccs_square(tok, g);
    if (!s) return "'dark=" + std::string(tok) + "': expected a point (a piece turned over lately), a pool letter or deal:N";
    if (pos.empty(*s) || pos.face_down(*s))
      return "'dark=" + std::string(tok) + "': only a face-up piece can be waiting after its flip";
    if (slots >= kWaitSlots) return "'dark=': at most three pieces wait at a time";
    pos.set_module_byte(o + slots++, static_cast<std::int8_t>(*s + 1));
  }
  if (dealing && !deal(pos, seed)) return "'dark=deal': more face-down pieces than the pool can fill";
  return {};
}

std::string write_fen_item(const Position& pos) {
  const Geometry& g = pos.geometry();
  std::string out;
  auto add = [&](const std::string& t) { out += (out.empty() ? "" : ".") + t; };
  for (int i = 0; i < kWaitSlots; ++i)
    if (const std::uint8_t v = state_at(pos, i)) add(format_iccs_square(static_cast<Square>(v - 1), g));
  const Pool pool = pool_of(g);
  for (Color c : {Color::Red, Color::Black})
    for (int k = 0; k < pool.count; ++k)
      if (state_at(pos, seen_byte(c)) >> k & 1) add(std::string(1, letter_of(g, Piece(c, pool.kinds[k]))));
  return out.empty() ? out : "dark=" + out;
}

constexpr FenItem kFenItem{
    .key = "dark",
    .has_value = true,
    .order = 9,
    .missing = "'dark=' needs the module dark_battle (暗戰象棋)",
    .parse = parse_fen_item,
    .write = write_fen_item,
};

// ---- refusals ----

bool refusal(const Position& pos, Move m, MoveVerdict& out) {
  const Geometry& g = pos.geometry();
  if (m.starts_on_board() && m.from() < g.size && !(m.is_reveal() && !m.is_swap_reveal()) &&
      waits_now(pos, m.from())) {
    out.reason = IllegalReason::JustRevealedWaits;
    return true;
  }
  if (!m.is_swap_reveal()) return false;
  if (!could_capture(pos, m.from(), m.to())) {
    out.reason = IllegalReason::PieceProgram;
    out.text = "a swap needs a piece that could capture that face-down enemy piece by its own rule "
               "(也可以吃子的规则与对方暗棋换位)";
    return true;
  }
  out.reason = IllegalReason::LeavesGeneralInCheck;
  out.text = "the piece turned over would land on the point you leave, and one of the types it may still be "
             "would attack your general from there";
  return true;
}

// ---- options ----

bool read_option(const VariantDef& def, std::string_view field, std::string_view value, std::uint64_t& config,
                 std::string& error) {
  if (field != "pool") {
    error = "unknown key dark_battle." + std::string(field) + " (known: pool)";
    return false;
  }
  int n = 0;
  std::uint64_t bits = 0;
  for (std::size_t i = 0; i < value.size(); ++i) {
    const char ch = value[i];
    if (ch == ' ' || ch == '\t') continue;
    if (i + 1 < value.size() && value[i + 1] != ' ' && value[i + 1] != '\t') {
      error = "dark_battle.pool takes single FEN letters separated by spaces, e.g. n c p t m";
      return false;
    }
    const PieceDef* p = declared_piece(def, ch);
    if (!p) {
      error = undeclared_letter(ch);
      return false;
    }
    if (p->kind == PieceKind::General || p->royal) {
      error = "'" + std::string(1, ch) + "': a general is never dealt face-down";
      return false;
    }
    for (int k = 0; k < n; ++k)
      if ((bits >> (5 * k) & 31) == index_of(p->kind)) {
        error = "'" + std::string(1, ch) + "' is named twice: the pool holds one piece of each type";
        return false;
      }
    if (n >= kMaxPool) {
      error = "dark_battle.pool holds at most 8 types";
      return false;
    }
    bits |= static_cast<std::uint64_t>(index_of(p->kind)) << (5 * n++);
  }
  config = bits | static_cast<std::uint64_t>(n) << kCountShift;
  return true;
}

bool check_options(const VariantDef& def, std::uint64_t config, std::string& error) {
  if (!def.hidden.enabled || def.hidden.moves != FaceDownMoves::StandIn || def.hidden.capturable) {
    error = "needs face-down stand-ins that cannot be captured: hidden.moves = standin, hidden.capturable = no "
            "(暗棋…不能吃子，也不被吃)";
    return false;
  }
  if ((config >> kCountShift & 15) == 0) {
    error = "needs dark_battle.pool = the FEN letters of the types a face-down piece may be (e.g. n c p t m)";
    return false;
  }
  return true;
}

}  // namespace

constinit const RuleModule kDarkBattle{
    .id = "dark_battle",
    .name = "暗戰",
    .hooks = kHookState | kHookLegalMoves | kHookOwnMoves | kHookAfterMove | kHookFenField | kHookRefusal,
    .generic_tables = true,
    .options = "dark_battle",
    .read_option = read_option,
    .check_options = check_options,
    .state_bytes = 5,
    .state_hash = state_hash,
    .legal_moves = legal_moves,
    .claims = claims,
    .own_pseudo_legal = own_pseudo_legal,
    .apply = apply,
    .revert = revert,
    .after_move = after_move,
    .fen_item = &kFenItem,
    .refusal = refusal,
    .deal = deal,
};

bool dark_battle_waits(const Position& pos, Square s) { return waits(pos, s); }

}  // namespace xq
