// 山水象棋's 雄 「變化」: the record of captured pieces and the change in place (see
// hero_change.h for the seed sentence and the choices).
#include "core/rules/hero_change.h"

#include <cctype>
#include <string>

#include "core/move_list.h"
#include "core/notation/iccs.h"
#include "core/piece_faces.h"
#include "core/piece_tables.h"
#include "core/position.h"
#include "core/rules/move_verdict.h"
#include "core/rules/option_letters.h"
#include "core/rules/rule_module.h"
#include "core/variant/variant_def.h"
#include "core/zobrist.h"

namespace xq {

namespace {

constexpr int kStateBytes = 4;  // [color][2]: 4 bits per pair
constexpr int kMaxPairs = 4;

// Geometry::module_config: the 雄's kind (5 bits), the pairs' count (3 bits at 5), the
// pairs' front kinds (5 bits each from bit 8).
struct Config {
  PieceKind hero = PieceKind::General;
  int pairs = 0;
  PieceKind front[kMaxPairs] = {};
};

Config config_of(const Geometry& g) {
  const std::uint64_t c = g.config_of(kHeroChange);
  Config out;
  out.hero = static_cast<PieceKind>(c & 31);
  out.pairs = static_cast<int>(c >> 5 & 7);
  for (int j = 0; j < out.pairs; ++j) out.front[j] = static_cast<PieceKind>(c >> (8 + 5 * j) & 31);
  return out;
}

// The other face of kind k (X.flip), or k.
PieceKind back_of(const Geometry& g, PieceKind k) {
  if (!g.types || !g.types->has_promotions) return k;
  const auto& pr = g.types->promotion[index_of(k)];
  return pr.flip && pr.count > 0 ? pr.to[0] : k;
}

// The pair of kind k (its front face or its back), or -1.
int pair_of(const Geometry& g, const Config& c, PieceKind k) {
  for (int j = 0; j < c.pairs; ++j)
    if (c.front[j] == k || back_of(g, c.front[j]) == k) return j;
  return -1;
}

int offset_of(const Geometry& g) { return g.state_offset_of(kHeroChange); }

int taken(const std::int8_t* st, Color c, int pair) {
  const auto b = static_cast<std::uint8_t>(st[index_of(c) * 2 + pair / 2]);
  return pair % 2 ? b >> 4 : b & 15;
}

void set_taken(std::int8_t* st, Color c, int pair, int n) {
  n = n < 0 ? 0 : n > 15 ? 15 : n;
  auto b = static_cast<std::uint8_t>(st[index_of(c) * 2 + pair / 2]);
  b = pair % 2 ? static_cast<std::uint8_t>((b & 15) | n << 4) : static_cast<std::uint8_t>((b & 0xF0) | n);
  st[index_of(c) * 2 + pair / 2] = static_cast<std::int8_t>(b);
}

int taken(const Position& pos, Color c, int pair) {
  const ModuleState& st = pos.module_state();
  return taken(st.bytes + offset_of(pos.geometry()), c, pair);
}

bool claims(Move m) { return m.is_reveal() && m.from() == m.to() && m.promotes(); }

// The changes of the side to move's 雄 on s (not judged for check), each kind once.
void changes_at(const Position& pos, Square s, MoveList& out) {
  const Geometry& g = pos.geometry();
  const Config c = config_of(g);
  const Color us = pos.side_to_move();
  if (s >= g.size || pos.piece_on(s) != Piece(us, c.hero)) return;
  const int step = us == Color::Red ? -1 : 1;  // 「身後」: toward its own side
  bool offered[kMaxPieceKinds] = {};
  for (int r = g.rank_of[s] + step; r >= 0 && r < g.height; r += step) {
    const Square b = g.square(g.file_of[s], r);
    if (b == kNoSquare || !g.exists[b]) continue;  // 「無論阻隔」: a hole is no end either
    const Piece e = pos.piece_on(b);
    // (Into its own kind a change would change nothing: a pass, never offered.)
    if (e.empty() || e.color() == us || e.kind() == c.hero || offered[index_of(e.kind())]) continue;
    const int pair = pair_of(g, c, e.kind());
    if (pair < 0 || taken(pos, us, pair) == 0 || (g.types && !g.types->may_stand(us, e.kind(), s))) continue;
    offered[index_of(e.kind())] = true;
    if (!out.full()) out.push(Move::reveal(s).with_kind(e.kind()));
  }
}

bool own_pseudo_legal(const Position& pos, Move m) {
  if (!claims(m)) return false;
  MoveList list;
  changes_at(pos, m.from(), list);
  return list.contains(m);
}

void apply(Position& pos, Move m, UndoInfo& undo) {
  const Square s = m.from();
  undo.face = pos.piece_on(s);
  pos.remove_piece(s);
  pos.put_piece(Piece(undo.face.color(), m.promotion()), s);
}

void revert(Position& pos, Move m, const UndoInfo& undo) {
  const Square s = m.from();
  pos.remove_piece(s);
  pos.put_piece(undo.face, s);
}

void legal_moves(const Position& pos, MoveList& legal) {
  const Config c = config_of(pos.geometry());
  const Piece hero(pos.side_to_move(), c.hero);
  if (pos.count(hero) == 0 || pos.in_check()) return;  // a change moves nothing: it answers no check
  MoveList found;
  for (int i = 0; i < pos.count(hero); ++i) changes_at(pos, pos.squares_of(hero)[i], found);
  for (Move m : found)
    if (!legal.full()) legal.push(m);
}

void after_move(const Position& pos, const MoveFacts& f, std::int8_t* state, int offset) {
  const Geometry& g = pos.geometry();
  const Config c = config_of(g);
  std::int8_t* st = state + offset;
  auto took = [&](Piece p) {
    if (p.empty()) return;
    if (const int pair = pair_of(g, c, p.kind()); pair >= 0) set_taken(st, p.color(), pair, taken(st, p.color(), pair) + 1);
  };
  if (claims(f.move)) {
    // 「替換成」: the returning piece leaves the captured ones, the 雄 joins them.
    const int back = pair_of(g, c, f.move.promotion());
    if (back >= 0) set_taken(st, f.us, back, taken(st, f.us, back) - 1);
    took(Piece(f.us, c.hero));
    return;
  }
  took(f.captured);
  took(f.captured2);
  for (int i = 0; f.side_pieces && i < f.side_captured; ++i) took(f.side_pieces[i]);  // a 丞's jumped pieces
}

std::uint64_t state_hash(const Geometry&, const std::int8_t* st) {
  std::uint64_t v = 0;
  for (int i = 0; i < kStateBytes; ++i) v = v << 8 | static_cast<std::uint8_t>(st[i]);
  return v ? mixed_key(0x58696F6E6742696Eull, v) : 0;  // "XiongBin"
}

// ---- FEN: {taken=RRn} ----

std::string parse_fen_item(Position& pos, std::string_view value) {
  const Geometry& g = pos.geometry();
  const Config c = config_of(g);
  std::int8_t bytes[kStateBytes] = {};
  for (const char ch : value) {
    int pair = -1;
    for (int j = 0; j < c.pairs; ++j)
      if (faces_or_standard(g.faces).letter[index_of(c.front[j])] == std::tolower(static_cast<unsigned char>(ch)))
        pair = j;
    if (pair < 0)
      return "'taken=" + std::string(value) + "': '" + std::string(1, ch) +
             "' is not a captured kind the 雄 can change into (a letter of hero_change.kinds, upper case Red's)";
    const Color side = std::isupper(static_cast<unsigned char>(ch)) ? Color::Red : Color::Black;
    if (taken(bytes, side, pair) == 15) return "'taken=" + std::string(value) + "': at most 15 of a kind";
    set_taken(bytes, side, pair, taken(bytes, side, pair) + 1);
  }
  for (int k = 0; k < kStateBytes; ++k) pos.set_module_byte(offset_of(g) + k, bytes[k]);
  return {};
}

std::string write_fen_item(const Position& pos) {
  const Geometry& g = pos.geometry();
  const Config c = config_of(g);
  std::string out;
  for (Color side : {Color::Red, Color::Black})
    for (int j = 0; j < c.pairs; ++j) {
      char letter = faces_or_standard(g.faces).letter[index_of(c.front[j])];
      if (side == Color::Red) letter = static_cast<char>(std::toupper(static_cast<unsigned char>(letter)));
      out.append(static_cast<std::size_t>(taken(pos, side, j)), letter);
    }
  return out.empty() ? out : "taken=" + out;
}

constexpr FenItem kFenItem{
    .key = "taken",
    .has_value = true,
    .order = 14,
    .missing = "'taken=' needs the module hero_change (山水象棋's 雄)",
    .parse = parse_fen_item,
    .write = write_fen_item,
};

// ---- notation: 「變e6車」 (ICCS and WXF: ^e6=r) ----

bool write_move(const Position& pos, Move m, notation::Notation n, std::string& out) {
  if (!claims(m) || n == notation::Notation::Iccs || n == notation::Notation::Wxf) return false;
  const Geometry& g = pos.geometry();
  const std::string glyph = faces_or_standard(g.faces).name_of(
      Piece(pos.side_to_move(), m.promotion()),
      n == notation::Notation::Chinese ? NameScript::Traditional : NameScript::Simplified);
  out = std::string(n == notation::Notation::Chinese ? "變" : "变") + format_iccs_square(m.from(), g) + glyph;
  return true;
}

bool read_move(const Position& pos, std::string_view text, ModuleMoveRead& out) {
  for (const std::string_view verb : {std::string_view("變"), std::string_view("变")}) {
    if (text.substr(0, verb.size()) != verb) continue;
    out.notation = verb == "變" ? notation::Notation::Chinese : notation::Notation::ChineseSimplified;
    MoveList all;
    const Config c = config_of(pos.geometry());
    const Piece hero(pos.side_to_move(), c.hero);
    for (int i = 0; i < pos.count(hero); ++i) changes_at(pos, pos.squares_of(hero)[i], all);
    for (Move m : all) {
      std::string written;
      if (write_move(pos, m, out.notation, written) && written == text) {
        out.move = m;
        if (pos.in_check()) out.error = "illegal: a change moves nothing, so it never answers a check";
        return true;
      }
    }
    out.error = "no such change here (「變」, the 雄's point, the kind of an enemy piece behind it, like 變e6車)";
    return true;
  }
  return false;
}

// ---- refusals ----

bool refusal(const Position& pos, Move m, MoveVerdict& out) {
  if (!claims(m)) return false;
  out.reason = IllegalReason::PieceProgram;
  if (pos.in_check()) {
    out.text = "a change moves nothing, so it never answers a check";
    return true;
  }
  out.text = "the 雄 changes only into a captured own piece of the kind of an enemy piece behind it on its file "
             "(與自己身後同列格的敵人相同的、已被吃掉的己方可過河的棋)";
  return true;
}

// ---- options ----

bool read_option(const VariantDef& def, std::string_view field, std::string_view value, std::uint64_t& config,
                 std::string& error) {
  if (field == "piece") {
    const PieceDef* p = value.size() == 1 ? declared_piece(def, value[0]) : nullptr;
    if (!p || p->kind == PieceKind::General || p->royal) {
      error = value.size() == 1 && !p ? undeclared_letter(value[0])
                                      : "hero_change.piece takes the FEN letter of the 雄's type, e.g. h";
      return false;
    }
    config = (config & ~std::uint64_t{31}) | static_cast<std::uint64_t>(index_of(p->kind));
    return true;
  }
  if (field != "kinds") {
    error = "unknown key hero_change." + std::string(field) + " (known: piece, kinds)";
    return false;
  }
  std::uint64_t packed = 0;
  int n = 0;
  for (const std::string_view w : option_words(value)) {
    const PieceDef* p = w.size() == 1 ? declared_piece(def, w[0]) : nullptr;
    if (!p || p->kind == PieceKind::General || p->royal || n == kMaxPairs) {
      error = "hero_change.kinds takes 1 to 4 FEN letters of the kinds a 雄 may change into (their backs "
              "count with them), e.g. r n c p";
      return false;
    }
    packed |= static_cast<std::uint64_t>(index_of(p->kind)) << (5 * n++);
  }
  if (n == 0) {
    error = "hero_change.kinds names no kind";
    return false;
  }
  config = (config & 31) | static_cast<std::uint64_t>(n) << 5 | packed << 8;
  return true;
}

bool check_options(const VariantDef&, std::uint64_t config, std::string& error) {
  if ((config & 31) == 0 || (config >> 5 & 7) == 0) {
    error = "needs hero_change.piece = LETTER (the 雄) and hero_change.kinds = LETTERS";
    return false;
  }
  return true;
}

}  // namespace

constinit const RuleModule kHeroChange{
    .id = "hero_change",
    .name = "雄兵變化",
    .hooks = kHookState | kHookOwnMoves | kHookLegalMoves | kHookAfterMove | kHookFenField | kHookRefusal |
             kHookNotation,
    .generic_tables = true,
    .options = "hero_change",
    .read_option = read_option,
    .check_options = check_options,
    .state_bytes = kStateBytes,
    .state_hash = state_hash,
    .legal_moves = legal_moves,
    .claims = claims,
    .own_pseudo_legal = own_pseudo_legal,
    .apply = apply,
    .revert = revert,
    .after_move = after_move,
    .fen_item = &kFenItem,
    .refusal = refusal,
    .write_move = write_move,
    .read_move = read_move,
};

}  // namespace xq
