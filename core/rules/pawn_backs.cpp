// 第三代象棋's pawn backs: the flip on the enemy back line, the turn back after a wrong
// flip, the deal (see pawn_backs.h for the seed sentences and the choices).
#include "core/rules/pawn_backs.h"

#include <algorithm>
#include <bit>
#include <cctype>
#include <string>
#include <vector>

#include "core/fen_error.h"
#include "core/move_list.h"
#include "core/notation/iccs.h"
#include "core/piece_faces.h"
#include "core/position.h"
#include "core/rules/move_verdict.h"
#include "core/rules/option_letters.h"
#include "core/rules/rule_module.h"
#include "core/rules/hidden_deal.h"
#include "core/rules/seeded_shuffle.h"
#include "core/text.h"
#include "core/variant/variant_def.h"
#include "core/zobrist.h"

namespace xq {

namespace {

// State bytes at the module's offset.
constexpr int kUsedRed = 0, kUsedBlack = 2;  // 16 bits each: a bit per back turned over for good, or
                                             // taken (bits 0..4 the pawn backs', then the lone backs')
constexpr int kSeenRed = 4, kSeenBlack = 5;  // a bit per pawn back: seen by a wrong flip, face-down again
constexpr int kTurnBack = 6;                 // the point whose wrong flip must turn back + 1 (0 = none)
constexpr int kStateBytes = 7;

// Geometry::module_config: up to kMaxBacks pairs (back kind, 5 bits; the enemy setup kind
// that marks its valid point, one of the seven roles, 3 bits) from bit 8 * i; the backs'
// count at bit 57; `anywhere` at bit 60. The lone backs are the variant's `hidden.lone`.
constexpr int kMaxBacks = 5;
constexpr int kMaxLone = 16 - kMaxBacks;  // their used bits follow the backs' in 16 bits
constexpr int kCountShift = 57;
constexpr int kAnywhereBit = 60;

struct Backs {
  int count = 0;
  PieceKind kind[kMaxBacks] = {};
  PieceKind marks[kMaxBacks] = {};  // valid where the enemy's setup has this kind
  bool anywhere = false;            // 「可選項2減規則」: valid anywhere on the back line
  // The lone backs (臣, 駝 騾, 助 輔, 妃 驫, 拋 石; `hidden.lone`, in kind order): backs
  // under another face (not the pawns') that turn over, anywhere, once one is the last
  // face-down piece of its face on its side (「當另一枚"士"被吃掉後，可以翻這枚士為"臣"」,
  // 「當[象]剩有一枚局面下，可以翻這枚象為[駝]或是[騾]」, 「當某個兵種剩下一枚時，可翻另一枚
  // 變更兵種」). The owner knows it, so such a flip is always right and for good (「"單翻"棋
  // 不可逆轉」).
  int lone_count = 0;
  PieceKind lone[kMaxLone] = {};
};

Backs backs_of(const Geometry& g) {
  const std::uint64_t config = g.config_of(kPawnBacks);
  Backs b;
  b.count = static_cast<int>(config >> kCountShift & 7);
  b.anywhere = (config >> kAnywhereBit & 1) != 0;
  for (int k = 0; k < kMaxPieceKinds && b.lone_count < kMaxLone; ++k)
    if (g.hidden.lone >> k & 1) b.lone[b.lone_count++] = static_cast<PieceKind>(k);
  for (int i = 0; i < b.count; ++i) {
    b.kind[i] = static_cast<PieceKind>(config >> (8 * i) & 31);
    b.marks[i] = static_cast<PieceKind>(config >> (8 * i + 5) & 7);
  }
  return b;
}

// A pawn back's bit (in the used and seen bytes), or -1.
int back_index(const Backs& b, PieceKind k) {
  for (int i = 0; i < b.count; ++i)
    if (b.kind[i] == k) return i;
  return -1;
}

// A lone back's bit in the used bytes (after the pawn backs'), or -1.
int lone_index(const Backs& b, PieceKind k) {
  for (int j = 0; j < b.lone_count; ++j)
    if (b.lone[j] == k) return kMaxBacks + j;
  return -1;
}

// The bit of any back of the module in the used bytes, or -1.
int used_index(const Backs& b, PieceKind k) {
  const int i = back_index(b, k);
  return i >= 0 ? i : lone_index(b, k);
}

// Does the module deal the face-down pieces of `face` (a face of lone backs whose every
// back is lone)? A face that also hides another back (第三代's advisors: the general's
// twin) is dealt by the module of that back (double_flip).
bool deals_face(const Geometry& g, const Backs& b, PieceKind face) {
  bool any = false;
  for (int k = 0; k < kMaxPieceKinds; ++k) {
    const PieceKind kind = static_cast<PieceKind>(k);
    if (kind == face || g.hidden.face_of[k] != face) continue;
    if (lone_index(b, kind) < 0) return false;
    any = true;
  }
  return any;
}

int offset_of(const Geometry& g) { return g.state_offset_of(kPawnBacks); }

std::uint8_t state_at(const Position& pos, int i) {
  return static_cast<std::uint8_t>(pos.module_byte(offset_of(pos.geometry()) + i));
}

// c's used backs: a bit per back (used_index), in two bytes.
unsigned used_bits(const Position& pos, Color c) {
  const int at = c == Color::Red ? kUsedRed : kUsedBlack;
  return state_at(pos, at) | static_cast<unsigned>(state_at(pos, at + 1)) << 8;
}

int seen_byte(Color c) { return c == Color::Red ? kSeenRed : kSeenBlack; }

// The enemy's back line of c: the last rank in c's direction of play.
bool on_enemy_back_line(const Geometry& g, Color c, Square s) {
  return g.rank_of[s] == (c == Color::Red ? g.height - 1 : 0);
}

// The point whose wrong flip must turn back now (kNoSquare: none). It belongs to the side
// to move when it holds that side's face-up piece (the other side may have taken it).
Square turn_back_point(const Position& pos) {
  const std::uint8_t v = state_at(pos, kTurnBack);
  if (v == 0) return kNoSquare;
  const Square s = static_cast<Square>(v - 1);
  const Piece p = pos.piece_on(s);
  if (p.empty() || pos.face_down(s) || p.color() != pos.side_to_move()) return kNoSquare;
  return s;
}

// Is turning `identity` over on s valid (for good)? 「只有在對應點翻出對應兵種才有效」.
bool valid_flip(const Geometry& g, const Backs& b, Piece identity, Square s) {
  const int i = back_index(b, identity.kind());
  if (i < 0 || !on_enemy_back_line(g, identity.color(), s)) return false;
  if (b.anywhere) return true;
  const Piece mark = g.hidden.start_face[s];
  return !mark.empty() && mark.color() != identity.color() && mark.kind() == b.marks[i];
}

// The side to move's lone back on s that may turn over now: its identity is a lone kind,
// and no other face-down piece of its side shares its face (the other advisor, the other
// elephant is taken).
bool may_flip_lone(const Position& pos, Square s) {
  const Backs b = backs_of(pos.geometry());
  if (b.lone_count == 0 || s >= pos.geometry().size || !pos.face_down(s) || !pos.identity_known(s)) return false;
  const Piece face = pos.piece_on(s);
  if (face.color() != pos.side_to_move() || lone_index(b, pos.identity(s).kind()) < 0) return false;
  const Square* squares = pos.squares_of(face);
  for (int i = 0; i < pos.count(face); ++i)
    if (squares[i] != s && pos.face_down(squares[i])) return false;
  return true;
}

// The side to move's face-down pawn on s that may turn over now, or its lone back (not
// judged for check).
bool may_flip(const Position& pos, Square s) {
  const Color us = pos.side_to_move();
  if (s < pos.geometry().size && pos.face_down(s) && pos.piece_on(s).kind() != pos.geometry().hidden.stand_in)
    return may_flip_lone(pos, s);
  return s < pos.geometry().size && pos.identity_known(s) && pos.piece_on(s).color() == us &&
         pos.piece_on(s).kind() == pos.geometry().hidden.stand_in && on_enemy_back_line(pos.geometry(), us, s);
}

// ---- the deal ----

// The backs c's face-down pieces of `face` may still be, as this position can tell: every
// back under it (the pawn backs under the stand-in, the lone ones under theirs), minus the
// used ones, minus the identities of c's face-down pieces it knows.
std::vector<PieceKind> candidates(const Position& pos, const Backs& b, Color c, PieceKind face) {
  const Geometry& g = pos.geometry();
  std::vector<PieceKind> out;
  const unsigned used = used_bits(pos, c);
  if (face == g.hidden.stand_in) {
    for (int i = 0; i < b.count; ++i)
      if (!(used >> i & 1)) out.push_back(b.kind[i]);
  } else {
    for (int j = 0; j < b.lone_count; ++j)
      if (face_for(g.hidden, b.lone[j]) == face && !(used >> (kMaxBacks + j) & 1)) out.push_back(b.lone[j]);
  }
  remove_known_identities(pos, c, out);
  return out;
}

// The faces the lone backs lie under, each once (駝 and 騾 share the elephant's).
int lone_faces(const Geometry& g, const Backs& b, PieceKind* out) {
  int n = 0;
  for (int j = 0; j < b.lone_count; ++j) {
    const PieceKind face = face_for(g.hidden, b.lone[j]);
    if (std::find(out, out + n, face) == out + n) out[n++] = face;
  }
  return n;
}

// The faces whose backs the module deals: the stand-in (the pawns), then each face of lone
// backs it deals alone (第三代's elephants).
int dealt_faces(const Geometry& g, const Backs& b, PieceKind* out) {
  PieceKind lone[kMaxLone];
  const int n = lone_faces(g, b, lone);
  int m = 0;
  out[m++] = g.hidden.stand_in;
  for (int i = 0; i < n; ++i)
    if (deals_face(g, b, lone[i])) out[m++] = lone[i];
  return m;
}

bool deal(Position& pos, std::uint64_t seed) {
  const Backs b = backs_of(pos.geometry());
  // Each face its own stream (the pawns' is the seed itself, as before the lone backs):
  // the advisors' face is double_flip's.
  PieceKind faces[1 + kMaxLone];
  const int n = dealt_faces(pos.geometry(), b, faces);
  for (int i = 0; i < n; ++i) {
    const std::uint64_t stream = i == 0 ? seed : mixed_key(0x44616E4A69616E67ull + static_cast<std::uint64_t>(i), seed);
    if (!deal_unknown_identities(pos, stream, [&](Color c) { return candidates(pos, b, c, faces[i]); }, faces[i]))
      return false;
  }
  return true;
}

// ---- the flip and the turn back: one move shape, Move::reveal(s) ----

bool claims(Move m) { return m.is_reveal() && m.from() == m.to(); }

bool own_pseudo_legal(const Position& pos, Move m) {
  const Square s = m.from();
  if (m != Move::reveal(s) || s >= pos.geometry().size) return false;
  const Square back = turn_back_point(pos);
  if (back != kNoSquare) return s == back;
  return may_flip(pos, s);
}

void apply(Position& pos, Move m, UndoInfo& undo) {
  const Square s = m.from();
  if (pos.face_down(s)) {
    undo.face = pos.reveal_piece(s);
    return;
  }
  // 「翻回兵面」: the wrong back goes face-down again under the stand-in face.
  const Piece shown = pos.piece_on(s);
  pos.conceal_piece(s, Piece(shown.color(), pos.geometry().hidden.stand_in), shown.code());
  undo.face = Piece();  // marks the turn back for revert
}

void revert(Position& pos, Move m, const UndoInfo& undo) {
  const Square s = m.from();
  if (!undo.face.empty()) pos.conceal_piece(s, undo.face, pos.piece_on(s).code());
  else pos.reveal_piece(s);
}

void legal_moves(const Position& pos, MoveList& legal) {
  const Geometry& g = pos.geometry();
  if (const Square back = turn_back_point(pos); back != kNoSquare) {
    // Nothing but the turn back; in check not even that (no point changes): no move, lost.
    legal.clear();
    if (!pos.in_check()) legal.push(Move::reveal(back));
    return;
  }
  if (pos.face_down_count() == 0 || pos.in_check()) return;
  const Color us = pos.side_to_move();
  const int rank = us == Color::Red ? g.height - 1 : 0;
  for (int f = 0; f < g.width && !legal.full(); ++f) {
    const Square s = g.square(f, rank);
    if (s != kNoSquare && g.exists[s] && may_flip(pos, s)) legal.push(Move::reveal(s));
  }
  const Backs b = backs_of(g);
  PieceKind faces[kMaxLone];
  const int n = lone_faces(g, b, faces);
  for (int j = 0; j < n; ++j) {
    const Piece face(us, faces[j]);
    const Square* squares = pos.squares_of(face);
    for (int i = 0; i < pos.count(face) && !legal.full(); ++i)
      if (may_flip_lone(pos, squares[i])) legal.push(Move::reveal(squares[i]));
  }
}

// ---- what everyone knows ----

void after_move(const Position& pos, const MoveFacts& f, std::int8_t* state, int offset) {
  const Geometry& g = pos.geometry();
  const Backs b = backs_of(g);
  std::int8_t* st = state + offset;
  auto set_used = [&](Color c, PieceKind k) {
    const int i = used_index(b, k);
    if (i < 0) return;
    const int at = (c == Color::Red ? kUsedRed : kUsedBlack) + i / 8;
    st[at] = static_cast<std::int8_t>(st[at] | (1 << (i % 8)));
  };
  auto set_seen = [&](Color c, PieceKind k) {
    if (const int i = back_index(b, k); i >= 0)
      st[seen_byte(c)] = static_cast<std::int8_t>(st[seen_byte(c)] | (1 << i));
  };
  const Square back = st[kTurnBack] ? static_cast<Square>(static_cast<std::uint8_t>(st[kTurnBack]) - 1) : kNoSquare;
  if (f.move.is_reveal() && f.move.from() == f.move.to()) {
    const Square s = f.move.from();
    if (pos.face_down(s)) {  // turned back: both players have seen this back
      set_seen(f.us, pos.identity(s).kind());
      st[kTurnBack] = 0;
    } else if (lone_index(b, pos.piece_on(s).kind()) >= 0) {
      // a lone back (臣, 駝, 騾): for good, and on the board for all to see
    } else if (valid_flip(g, b, pos.piece_on(s), s)) {
      set_used(f.us, pos.piece_on(s).kind());
    } else {
      st[kTurnBack] = static_cast<std::int8_t>(s + 1);
    }
    return;
  }
  // A taken pawn is shown as it leaves: its back is used (a viewer's position that does
  // not know it cannot count it; the arbiter's, whose state the views copy, does).
  const Color them = opposite(f.us);
  if (f.captured_truth && f.captured_truth != kUnknownIdentity)
    set_used(them, Piece::from_code(f.captured_truth).kind());
  if (back != kNoSquare && f.move.starts_on_board() && f.move.to() == back && !f.captured.empty()) {
    set_used(them, f.captured.kind());  // the wrong back itself was taken
    st[kTurnBack] = 0;
  }
}

std::uint64_t state_hash(const Geometry&, const std::int8_t* st) {
  std::uint64_t v = 0;
  for (int i = 0; i < kStateBytes; ++i) v = v << 8 | static_cast<std::uint8_t>(st[i]);
  return v ? mixed_key(0x46616E42696E6721ull, v) : 0;  // "FanBing!"
}

// The views keep a back both players have seen (hidden_view.cpp).
bool identity_public(const Position& pos, Square s) {
  if (!pos.identity_known(s)) return false;
  const Piece id = pos.identity(s);
  const int i = back_index(backs_of(pos.geometry()), id.kind());
  return i >= 0 && (state_at(pos, seen_byte(id.color())) >> i & 1);
}

// ---- FEN: {backs=R.n.known:c.back:b9} and the input deal:N ----

std::string parse_fen_item(Position& pos, std::string_view value) {
  const Geometry& g = pos.geometry();
  const Backs b = backs_of(g);
  const int o = offset_of(g);
  std::uint8_t bytes[kStateBytes] = {};
  bool dealing = false;
  std::uint64_t seed = 0;
  std::vector<std::string_view> items;
  if (!split_dot_items(value, items)) return "'backs=': an empty item between dots";
  for (const std::string_view tok : items) {
    if (bool malformed = false; parse_deal_token(tok, seed, malformed)) {
      if (malformed) return "'backs=" + std::string(tok) + "': deal:N takes a seed number";
      dealing = true;
      continue;
    }
    if (tok.substr(0, 5) == "back:") {
      const std::optional<Square> s = parse_iccs_square(tok.substr(5), g);
      if (!s) return "'backs=" + std::string(tok) + "': back: takes a point, like back:b9";
      if (pos.empty(*s) || pos.face_down(*s) || pos.piece_on(*s).color() != pos.side_to_move() ||
          back_index(b, pos.piece_on(*s).kind()) < 0)
        return "'backs=" + std::string(tok) + "': the point that must turn back holds a face-up back of the side "
               "to move";
      bytes[kTurnBack] = static_cast<std::uint8_t>(*s + 1);
      continue;
    }
    const bool known = tok.substr(0, 6) == "known:";
    const std::string_view letter = known ? tok.substr(6) : tok;
    int idx = -1;
    if (letter.size() == 1 && std::isalpha(static_cast<unsigned char>(letter[0])))
      for (int k = 0; k < kMaxPieceKinds; ++k)
        if (faces_or_standard(g.faces).letter[k] == std::tolower(static_cast<unsigned char>(letter[0])))
          idx = known ? back_index(b, static_cast<PieceKind>(k)) : used_index(b, static_cast<PieceKind>(k));
    if (idx < 0)
      return "'backs=" + std::string(tok) + "': expected deal:N, back:POINT, known:LETTER (a pawn back) or the "
             "letter of a used or taken back";
    const Color c = std::isupper(static_cast<unsigned char>(letter[0])) ? Color::Red : Color::Black;
    if (known) bytes[seen_byte(c)] |= static_cast<std::uint8_t>(1 << idx);
    else bytes[(c == Color::Red ? kUsedRed : kUsedBlack) + idx / 8] |= static_cast<std::uint8_t>(1 << (idx % 8));
  }
  for (int k = 0; k < kStateBytes; ++k) pos.set_module_byte(o + k, static_cast<std::int8_t>(bytes[k]));
  if (dealing && !deal(pos, seed)) return "'backs=deal': more face-down pawns than backs left to deal";
  return {};
}

std::string write_fen_item(const Position& pos) {
  const Geometry& g = pos.geometry();
  const Backs b = backs_of(g);
  std::string out;
  auto add = [&](const std::string& t) { out += (out.empty() ? "" : ".") + t; };
  for (Color c : {Color::Red, Color::Black}) {
    for (int k = 0; k < b.count; ++k)
      if (used_bits(pos, c) >> k & 1) add(std::string(1, back_letter(g, Piece(c, b.kind[k]))));
    for (int j = 0; j < b.lone_count; ++j)
      if (used_bits(pos, c) >> (kMaxBacks + j) & 1) add(std::string(1, back_letter(g, Piece(c, b.lone[j]))));
  }
  for (Color c : {Color::Red, Color::Black})
    for (int k = 0; k < b.count; ++k)
      if (state_at(pos, seen_byte(c)) >> k & 1) add("known:" + std::string(1, back_letter(g, Piece(c, b.kind[k]))));
  if (const std::uint8_t v = state_at(pos, kTurnBack))
    add("back:" + format_iccs_square(static_cast<Square>(v - 1), g));
  return out.empty() ? out : "backs=" + out;
}

constexpr FenItem kFenItem{
    .key = "backs",
    .has_value = true,
    .order = 12,
    .missing = "'backs=' needs the module pawn_backs (第三代象棋's pawn backs)",
    .parse = parse_fen_item,
    .write = write_fen_item,
};

// Every face-down pawn's back is a back of the variant, one of each a side, none used; so
// is every back under a face the module deals (第三代's elephants: 駝 and 騾).
bool fen_check(const Position& pos, FenError& out) {
  const Geometry& g = pos.geometry();
  const Backs b = backs_of(g);
  const unsigned used[2] = {used_bits(pos, Color::Red), used_bits(pos, Color::Black)};
  if (!check_backs_once(pos, g.hidden.stand_in, [&](PieceKind k) { return back_index(b, k); }, used, "pawn",
                        "is not one of the pawn backs", "is used already (turned over for good, taken, or twice on the board)",
                        out))
    return false;
  PieceKind faces[1 + kMaxLone];
  const int n = dealt_faces(g, b, faces);
  for (int i = 1; i < n; ++i)
    if (!check_backs_once(pos, faces[i], [&](PieceKind k) { return face_for(g.hidden, k) == faces[i] ? lone_index(b, k) : -1; },
                          used, "piece", "is not one of the backs of its face",
                          "is taken already, or twice on the board", out))
      return false;
  return true;
}

// ---- refusals ----

bool refusal(const Position& pos, Move m, MoveVerdict& out) {
  if (const Square back = turn_back_point(pos); back != kNoSquare && m != Move::reveal(back)) {
    out.reason = IllegalReason::MustTurnBack;
    out.text = "the back turned over on " + format_iccs_square(back, pos.geometry()) +
               " was the wrong one: this move must turn it back (翻錯時，下一著必須隨即翻回兵面)";
    return true;
  }
  if (!claims(m) || turn_back_point(pos) != kNoSquare) return false;
  const Square s = m.from();
  if (const Backs b = backs_of(pos.geometry()); s < pos.geometry().size && pos.face_down(s) && pos.identity_known(s) &&
                                                pos.piece_on(s).color() == pos.side_to_move() &&
                                                lone_index(b, pos.identity(s).kind()) >= 0 && !may_flip_lone(pos, s)) {
    out.reason = IllegalReason::RevealNotAllowed;
    out.text = "this back turns over only once it is the last face-down piece of its face on its side "
               "(當另一枚士被吃掉後，可以翻這枚士為臣; 當[象]剩有一枚局面下，可以翻這枚象)";
    return true;
  }
  if (s < pos.geometry().size && pos.identity_known(s) && pos.piece_on(s).color() == pos.side_to_move() &&
      pos.piece_on(s).kind() != pos.geometry().hidden.stand_in) {
    out.reason = IllegalReason::RevealNotAllowed;
    out.text = "this back never turns over by itself (the general's twin turns with the general: 雙翻)";
    return true;
  }
  if (s < pos.geometry().size && pos.identity_known(s) && pos.piece_on(s).color() == pos.side_to_move() &&
      !on_enemy_back_line(pos.geometry(), pos.side_to_move(), s)) {
    out.reason = IllegalReason::RevealNotAllowed;
    out.text = "a pawn turns its back over only on the enemy's back line (兵在到達敵方底線時，可以翻出背面兵種)";
    return true;
  }
  return false;
}

// ---- options ----

bool read_option(const VariantDef& def, std::string_view field, std::string_view value, std::uint64_t& config,
                 std::string& error) {
  if (field == "anywhere") {
    if (value == "yes") config |= std::uint64_t{1} << kAnywhereBit;
    else if (value != "no") {
      error = "pawn_backs.anywhere must be yes or no";
      return false;
    }
    return true;
  }
  if (field != "backs") {
    error = "unknown key pawn_backs." + std::string(field) + " (known: backs, anywhere; the lone backs are hidden.lone)";
    return false;
  }
  const std::string_view usage = "pawn_backs.backs takes pairs BACK:MARK of FEN letters, e.g. r:r n:n c:k e:b f:a "
                                 "(the back, and the kind of the enemy setup piece whose point makes its flip valid)";
  const std::vector<std::string_view> words = option_words(value);
  if (words.empty() || words.size() > kMaxBacks) {
    error = std::string(usage) + ", 1 to 5 pairs";
    return false;
  }
  std::uint64_t packed = 0;
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string_view w = words[i];
    const PieceDef* back = w.size() == 3 && w[1] == ':' ? declared_piece(def, w[0]) : nullptr;
    const PieceDef* mark = w.size() == 3 && w[1] == ':' ? declared_piece(def, w[2]) : nullptr;
    if (w.size() != 3 || w[1] != ':') {
      error = std::string(usage) + ", found '" + std::string(w) + "'";
      return false;
    }
    if (!back || !mark) {
      error = undeclared_letter(back ? w[2] : w[0]);
      return false;
    }
    if (back->kind == PieceKind::General || back->royal) {
      error = "'" + std::string(1, w[0]) + "': a royal piece is never a pawn's back";
      return false;
    }
    if (index_of(mark->kind) >= kFirstCustomKind) {
      error = "'" + std::string(1, w[2]) + "': the mark is a kind of the enemy's setup among the seven roles";
      return false;
    }
    for (std::size_t j = 0; j < i; ++j)
      if (static_cast<PieceKind>(packed >> (8 * j) & 31) == back->kind) {
        error = "'" + std::string(1, w[0]) + "': each back once";
        return false;
      }
    packed |= (static_cast<std::uint64_t>(index_of(back->kind)) | static_cast<std::uint64_t>(index_of(mark->kind)) << 5)
              << (8 * i);
  }
  config = (config & ~((std::uint64_t{1} << (8 * kMaxBacks)) - 1) & ~(std::uint64_t{7} << kCountShift)) | packed |
           static_cast<std::uint64_t>(words.size()) << kCountShift;
  return true;
}

bool check_options(const VariantDef& def, std::uint64_t config, std::string& error) {
  if (!def.hidden.enabled || def.hidden.moves != FaceDownMoves::StandIn || def.hidden.owner_flips) {
    error = "needs face-down pawns that move as their face and that only this module turns over: "
            "hidden.moves = standin, hidden.standin = p, hidden.flip = none";
    return false;
  }
  if ((config >> kCountShift & 7) == 0) {
    error = "needs pawn_backs.backs = the pairs BACK:MARK, e.g. r:r n:n c:k e:b s:a";
    return false;
  }
  if (std::popcount(def.hidden.lone) > kMaxLone) {
    error = "hidden.lone names more than " + std::to_string(kMaxLone) + " backs (the state keeps 16 bits a side)";
    return false;
  }
  return true;
}

}  // namespace

constinit const RuleModule kPawnBacks{
    .id = "pawn_backs",
    .name = "番兵",
    .hooks = kHookState | kHookOwnMoves | kHookLegalMoves | kHookAfterMove | kHookFenField | kHookRefusal,
    .generic_tables = true,
    .options = "pawn_backs",
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
    .fen_check = fen_check,
    .refusal = refusal,
    .deal = deal,
    .identity_public = identity_public,
};

}  // namespace xq
