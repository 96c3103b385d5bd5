// 暗布開局: the deal of each side's army over its face-down pieces and the count of what
// was taken (see arranged_start.h for the seed sentence and the choices).
#include "core/rules/arranged_start.h"

#include <cctype>
#include <string>
#include <vector>

#include "core/hidden_rules.h"
#include "core/piece_faces.h"
#include "core/position.h"
#include "core/rules/option_letters.h"
#include "core/rules/rule_module.h"
#include "core/rules/hidden_deal.h"
#include "core/rules/seeded_shuffle.h"
#include "core/text.h"
#include "core/variant/variant_def.h"
#include "core/zobrist.h"

namespace xq {

namespace {

// Geometry::module_config: up to kMaxTypes army types, each 5 bits of kind and 2 bits of
// count (1-3) from bit 7 * i; the number of types at bit 56.
constexpr int kMaxTypes = 8;
constexpr int kTypesShift = 56;

struct Army {
  int types = 0;
  PieceKind kind[kMaxTypes] = {};
  int count[kMaxTypes] = {};
};

Army army_of(const Geometry& g) {
  const std::uint64_t config = g.config_of(kArrangedStart);
  Army a;
  a.types = static_cast<int>(config >> kTypesShift & 15);
  for (int i = 0; i < a.types; ++i) {
    a.kind[i] = static_cast<PieceKind>(config >> (7 * i) & 31);
    a.count[i] = static_cast<int>(config >> (7 * i + 5) & 3);
  }
  return a;
}

int type_index(const Army& a, PieceKind k) {
  for (int i = 0; i < a.types; ++i)
    if (a.kind[i] == k) return i;
  return -1;
}

int offset_of(const Geometry& g) { return g.state_offset_of(kArrangedStart); }

// The 16 bits of c's taken counts (2 bits per army type).
unsigned taken_bits(const Position& pos, Color c) {
  const int o = offset_of(pos.geometry()) + 2 * index_of(c);
  return static_cast<std::uint8_t>(pos.module_byte(o)) | static_cast<unsigned>(static_cast<std::uint8_t>(pos.module_byte(o + 1))) << 8;
}

int taken(unsigned bits, int type) { return static_cast<int>(bits >> (2 * type) & 3); }

void set_taken(std::int8_t* state, Color c, unsigned bits) {
  state[2 * index_of(c)] = static_cast<std::int8_t>(bits & 0xff);
  state[2 * index_of(c) + 1] = static_cast<std::int8_t>(bits >> 8 & 0xff);
}

char letter_of(const Geometry& g, Piece p) {
  const char l = faces_or_standard(g.faces).letter[index_of(p.kind())];
  return p.color() == Color::Red ? static_cast<char>(std::toupper(static_cast<unsigned char>(l))) : l;
}

// ---- the deal ----

// What c's face-down pieces of unknown identity may be, as this position can tell: the
// army, minus c's face-up pieces on the board, minus c's face-down pieces it knows, minus
// what c has lost.
std::vector<PieceKind> candidates(const Position& pos, const Army& army, Color c) {
  const Geometry& g = pos.geometry();
  int left[kMaxTypes];
  const unsigned bits = taken_bits(pos, c);
  for (int i = 0; i < army.types; ++i) left[i] = army.count[i] - taken(bits, i);
  for (int s = 0; s < g.size; ++s) {
    const Square sq = static_cast<Square>(s);
    const Piece p = pos.piece_on(sq);
    if (p.empty() || p.color() != c) continue;
    const Piece known = pos.face_down(sq) ? pos.identity(sq) : p;  // none when unknown
    if (known.empty()) continue;
    if (const int i = type_index(army, known.kind()); i >= 0) --left[i];
  }
  std::vector<PieceKind> out;
  for (int i = 0; i < army.types; ++i)
    for (int n = 0; n < left[i]; ++n) out.push_back(army.kind[i]);
  return out;
}

bool deal(Position& pos, std::uint64_t seed) {
  const Army army = army_of(pos.geometry());
  return deal_unknown_identities(pos, seed, [&](Color c) { return candidates(pos, army, c); });
}

// ---- what was taken ----

void after_move(const Position& pos, const MoveFacts& f, std::int8_t* state, int offset) {
  if (f.captured.empty()) return;
  // The taken piece is shown: its identity when it was face-down (a viewer's position that
  // does not know it cannot count it; the arbiter's, whose FEN the views copy, does).
  if (f.captured_truth == kUnknownIdentity) return;
  const Piece shown = f.captured_truth ? Piece::from_code(f.captured_truth) : f.captured;
  const Army army = army_of(pos.geometry());
  const int i = type_index(army, shown.kind());
  if (i < 0) return;
  const Color c = shown.color();
  std::int8_t* st = state + offset;
  unsigned bits = static_cast<std::uint8_t>(st[2 * index_of(c)]) |
                  static_cast<unsigned>(static_cast<std::uint8_t>(st[2 * index_of(c) + 1])) << 8;
  if (taken(bits, i) < 3) bits += 1u << (2 * i);
  set_taken(st, c, bits);
}

std::uint64_t state_hash(const Geometry&, const std::int8_t* st) {
  std::uint64_t v = 0;
  for (int i = 0; i < 4; ++i) v = v << 8 | static_cast<std::uint8_t>(st[i]);
  return v ? mixed_key(0x416E42754B61694Aull, v) : 0;  // "AnBuKaiJ"
}

// ---- FEN: {arranged=Y.d} and the input deal:N ----

std::string parse_fen_item(Position& pos, std::string_view value) {
  const Geometry& g = pos.geometry();
  const Army army = army_of(g);
  std::int8_t state[4] = {};
  unsigned bits[2] = {0, 0};
  bool dealing = false;
  std::uint64_t seed = 0;
  std::vector<std::string_view> items;
  if (!split_dot_items(value, items)) return "'arranged=': an empty item between dots";
  for (const std::string_view tok : items) {
    if (bool malformed = false; parse_deal_token(tok, seed, malformed)) {
      if (malformed) return "'arranged=" + std::string(tok) + "': deal:N takes a seed number";
      dealing = true;
      continue;
    }
    int idx = -1;
    if (tok.size() == 1 && std::isalpha(static_cast<unsigned char>(tok[0])))
      for (int k = 0; k < army.types; ++k)
        if (faces_or_standard(g.faces).letter[index_of(army.kind[k])] ==
            std::tolower(static_cast<unsigned char>(tok[0])))
          idx = k;
    if (idx < 0)
      return "'arranged=" + std::string(tok) + "': expected deal:N or the letter of a taken piece of the army";
    const Color c = std::isupper(static_cast<unsigned char>(tok[0])) ? Color::Red : Color::Black;
    if (taken(bits[index_of(c)], idx) >= army.count[idx])
      return "'arranged=" + std::string(tok) + "': more taken than the army has";
    bits[index_of(c)] += 1u << (2 * idx);
  }
  const int o = offset_of(g);
  for (Color c : {Color::Red, Color::Black}) set_taken(state, c, bits[index_of(c)]);
  for (int k = 0; k < 4; ++k) pos.set_module_byte(o + k, state[k]);
  if (dealing && !deal(pos, seed))
    return "'arranged=deal': more face-down pieces than the army has left to deal";
  return {};
}

std::string write_fen_item(const Position& pos) {
  const Geometry& g = pos.geometry();
  const Army army = army_of(g);
  std::string out;
  for (Color c : {Color::Red, Color::Black}) {
    const unsigned bits = taken_bits(pos, c);
    for (int k = 0; k < army.types; ++k)
      for (int n = 0; n < taken(bits, k); ++n)
        out += (out.empty() ? "" : ".") + std::string(1, letter_of(g, Piece(c, army.kind[k])));
  }
  return out.empty() ? out : "arranged=" + out;
}

constexpr FenItem kFenItem{
    .key = "arranged",
    .has_value = true,
    .order = 11,
    .missing = "'arranged=' needs the module arranged_start (漢字將棋's 暗布開局)",
    .parse = parse_fen_item,
    .write = write_fen_item,
};

// ---- options ----

bool read_option(const VariantDef& def, std::string_view field, std::string_view value, std::uint64_t& config,
                 std::string& error) {
  if (field != "army") {
    error = "unknown key arranged_start." + std::string(field) + " (known: army)";
    return false;
  }
  Army a;
  for (std::size_t i = 0; i < value.size(); ++i) {
    const char ch = value[i];
    if (ch == ' ' || ch == '\t') continue;
    if (i + 1 < value.size() && value[i + 1] != ' ' && value[i + 1] != '\t') {
      error = "arranged_start.army takes single FEN letters separated by spaces, one per piece, e.g. m y y y t";
      return false;
    }
    const PieceDef* p = declared_piece(def, ch);
    if (!p) {
      error = undeclared_letter(ch);
      return false;
    }
    if (p->kind == PieceKind::General || p->royal) {
      error = "'" + std::string(1, ch) + "': a royal piece is never face-down";
      return false;
    }
    int k = type_index(a, p->kind);
    if (k < 0) {
      if (a.types >= kMaxTypes) {
        error = "arranged_start.army holds at most 8 types";
        return false;
      }
      k = a.types++;
      a.kind[k] = p->kind;
    }
    if (++a.count[k] > 3) {
      error = "'" + std::string(1, ch) + "': at most 3 pieces of a type";
      return false;
    }
  }
  config = static_cast<std::uint64_t>(a.types) << kTypesShift;
  for (int k = 0; k < a.types; ++k)
    config |= (static_cast<std::uint64_t>(index_of(a.kind[k])) | static_cast<std::uint64_t>(a.count[k]) << 5) << (7 * k);
  return true;
}

bool check_options(const VariantDef& def, std::uint64_t config, std::string& error) {
  if (!def.hidden.enabled || !def.hidden.capturable) {
    error = "needs face-down pieces that may be captured: hidden.moves = immobile, hidden.capturable = yes "
            "(暗布的棋不能移动，但可以被对方吃掉)";
    return false;
  }
  if ((config >> kTypesShift & 15) == 0) {
    error = "needs arranged_start.army = the FEN letters of each side's army, one per piece (e.g. m y y y t i d f w s)";
    return false;
  }
  return true;
}

}  // namespace

constinit const RuleModule kArrangedStart{
    .id = "arranged_start",
    .name = "暗布開局",
    .hooks = kHookState | kHookAfterMove | kHookFenField,
    .generic_tables = true,
    .options = "arranged_start",
    .read_option = read_option,
    .check_options = check_options,
    .state_bytes = 4,
    .state_hash = state_hash,
    .after_move = after_move,
    .fen_item = &kFenItem,
    .deal = deal,
};

}  // namespace xq
