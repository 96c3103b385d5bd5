// 第三代象棋's pawn backs: the flip on the enemy back line, the turn back after a wrong
// flip, the deal (see pawn_backs.h for the seed sentences and the choices).
#include "core/rules/pawn_backs.h"

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
constexpr int kUsedRed = 0, kUsedBlack = 1;  // a bit per back: turned over for good, or taken
constexpr int kSeenRed = 2, kSeenBlack = 3;  // a bit per back: seen by a wrong flip, face-down again
constexpr int kTurnBack = 4;                 // the point whose wrong flip must turn back + 1 (0 = none)
constexpr int kStateBytes = 5;

// Geometry::module_config: up to kMaxBacks pairs (back kind, the enemy setup kind that marks
// its valid point), 5 bits each, from bit 10 * i; the count at bit 56; `anywhere` at bit 60;
// the lone back's kind at bit 50 and its presence at bit 55.
constexpr int kMaxBacks = 5;
constexpr int kCountShift = 56;
constexpr int kAnywhereBit = 60;
constexpr int kLoneShift = 50;
constexpr int kLoneBit = 55;

struct Backs {
  int count = 0;
  PieceKind kind[kMaxBacks] = {};
  PieceKind marks[kMaxBacks] = {};  // valid where the enemy's setup has this kind
  bool anywhere = false;            // 「可選項2減規則」: valid anywhere on the back line
  // 臣: a back under another face (not the pawns') that turns over, anywhere, once it is
  // the last face-down piece of its face on its side (「當另一枚"士"被吃掉後，可以翻這枚士
  // 為"臣"」). The owner knows it, so such a flip is always right and for good.
  bool has_lone = false;
  PieceKind lone = PieceKind::General;
};

Backs backs_of(const Geometry& g) {
  const std::uint64_t config = g.config_of(kPawnBacks);
  Backs b;
  b.count = static_cast<int>(config >> kCountShift & 7);
  b.anywhere = (config >> kAnywhereBit & 1) != 0;
  b.has_lone = (config >> kLoneBit & 1) != 0;
  b.lone = static_cast<PieceKind>(config >> kLoneShift & 31);
  for (int i = 0; i < b.count; ++i) {
    b.kind[i] = static_cast<PieceKind>(config >> (10 * i) & 31);
    b.marks[i] = static_cast<PieceKind>(config >> (10 * i + 5) & 31);
  }
  return b;
}

int back_index(const Backs& b, PieceKind k) {
  for (int i = 0; i < b.count; ++i)
    if (b.kind[i] == k) return i;
  return -1;
}

int offset_of(const Geometry& g) { return g.state_offset_of(kPawnBacks); }

std::uint8_t state_at(const Position& pos, int i) {
  return static_cast<std::uint8_t>(pos.module_byte(offset_of(pos.geometry()) + i));
}

int used_byte(Color c) { return c == Color::Red ? kUsedRed : kUsedBlack; }
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

// The side to move's lone back on s that may turn over now: its identity is the lone kind,
// and no other face-down piece of its side shares its face (the other advisor is taken).
bool may_flip_lone(const Position& pos, Square s) {
  const Backs b = backs_of(pos.geometry());
  if (!b.has_lone || s >= pos.geometry().size || !pos.identity_known(s)) return false;
  const Piece face = pos.piece_on(s);
  if (face.color() != pos.side_to_move() || pos.identity(s).kind() != b.lone) return false;
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

// The backs c's face-down pawns may still be, as this position can tell: every back, minus
// the used ones, minus the identities of c's face-down pieces it knows.
std::vector<PieceKind> candidates(const Position& pos, const Backs& b, Color c) {
  std::vector<PieceKind> out;
  const std::uint8_t used = state_at(pos, used_byte(c));
  for (int i = 0; i < b.count; ++i)
    if (!(used >> i & 1)) out.push_back(b.kind[i]);
  remove_known_identities(pos, c, out);
  return out;
}

bool deal(Position& pos, std::uint64_t seed) {
  const Backs b = backs_of(pos.geometry());
  // The pawns only: other faces are other modules' (第三代's advisors: double_flip).
  return deal_unknown_identities(pos, seed, [&](Color c) { return candidates(pos, b, c); },
                                 pos.geometry().hidden.stand_in);
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
  if (const Backs b = backs_of(g); b.has_lone) {
    const Piece face(us, face_for(g.hidden, b.lone));
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
  auto set_bit = [&](int byte, PieceKind k) {
    if (const int i = back_index(b, k); i >= 0) st[byte] = static_cast<std::int8_t>(st[byte] | (1 << i));
  };
  const Square back = st[kTurnBack] ? static_cast<Square>(static_cast<std::uint8_t>(st[kTurnBack]) - 1) : kNoSquare;
  if (f.move.is_reveal() && f.move.from() == f.move.to()) {
    const Square s = f.move.from();
    if (pos.face_down(s)) {  // turned back: both players have seen this back
      set_bit(seen_byte(f.us), pos.identity(s).kind());
      st[kTurnBack] = 0;
    } else if (b.has_lone && pos.piece_on(s).kind() == b.lone) {
      // the lone back (臣): for good, nothing to remember
    } else if (valid_flip(g, b, pos.piece_on(s), s)) {
      set_bit(used_byte(f.us), pos.piece_on(s).kind());
    } else {
      st[kTurnBack] = static_cast<std::int8_t>(s + 1);
    }
    return;
  }
  // A taken pawn is shown as it leaves: its back is used (a viewer's position that does
  // not know it cannot count it; the arbiter's, whose state the views copy, does).
  const Color them = opposite(f.us);
  if (f.captured_truth && f.captured_truth != kUnknownIdentity)
    set_bit(used_byte(them), Piece::from_code(f.captured_truth).kind());
  if (back != kNoSquare && f.move.starts_on_board() && f.move.to() == back && !f.captured.empty()) {
    set_bit(used_byte(them), f.captured.kind());  // the wrong back itself was taken
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
      for (int k = 0; k < b.count; ++k)
        if (faces_or_standard(g.faces).letter[index_of(b.kind[k])] == std::tolower(static_cast<unsigned char>(letter[0])))
          idx = k;
    if (idx < 0)
      return "'backs=" + std::string(tok) + "': expected deal:N, back:POINT, known:LETTER or the letter of a used back";
    const Color c = std::isupper(static_cast<unsigned char>(letter[0])) ? Color::Red : Color::Black;
    bytes[known ? seen_byte(c) : used_byte(c)] |= static_cast<std::uint8_t>(1 << idx);
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
  for (Color c : {Color::Red, Color::Black})
    for (int k = 0; k < b.count; ++k)
      if (state_at(pos, used_byte(c)) >> k & 1) add(std::string(1, back_letter(g, Piece(c, b.kind[k]))));
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

// Every face-down pawn's back is a back of the variant, one of each a side, none used.
bool fen_check(const Position& pos, FenError& out) {
  const Backs b = backs_of(pos.geometry());
  const unsigned used[2] = {state_at(pos, kUsedRed), state_at(pos, kUsedBlack)};
  return check_backs_once(pos, pos.geometry().hidden.stand_in, [&](PieceKind k) { return back_index(b, k); }, used,
                          "pawn", "is not one of the pawn backs",
                          "is used already (turned over for good, taken, or twice on the board)", out);
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
  if (const Backs b = backs_of(pos.geometry()); b.has_lone && s < pos.geometry().size && pos.identity_known(s) &&
                                                pos.piece_on(s).color() == pos.side_to_move() &&
                                                pos.identity(s).kind() == b.lone && !may_flip_lone(pos, s)) {
    out.reason = IllegalReason::RevealNotAllowed;
    out.text = "this back turns over only once the other piece of its face is taken (當另一枚士被吃掉後，可以翻這枚士為臣)";
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
  if (field == "lone") {
    const PieceDef* lone = value.size() == 1 ? declared_piece(def, value[0]) : nullptr;
    if (!lone || lone->kind == PieceKind::General || lone->royal) {
      error = "pawn_backs.lone takes the FEN letter of a non-royal back that turns over when it is the last of its "
              "face, e.g. h (the 臣)";
      return false;
    }
    config = (config & ~(std::uint64_t{63} << kLoneShift)) |
             (static_cast<std::uint64_t>(index_of(lone->kind)) << kLoneShift) | (std::uint64_t{1} << kLoneBit);
    return true;
  }
  if (field != "backs") {
    error = "unknown key pawn_backs." + std::string(field) + " (known: backs, anywhere, lone)";
    return false;
  }
  const std::string_view usage = "pawn_backs.backs takes pairs BACK:MARK of FEN letters, e.g. r:r n:n c:k e:b f:a "
                                 "(the back, and the kind of the enemy setup piece whose point makes its flip valid)";
  std::vector<std::string_view> words;
  for (std::size_t i = 0; i < value.size();) {
    while (i < value.size() && (value[i] == ' ' || value[i] == '\t')) ++i;
    const std::size_t start = i;
    while (i < value.size() && value[i] != ' ' && value[i] != '\t') ++i;
    if (i > start) words.push_back(value.substr(start, i - start));
  }
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
    for (std::size_t j = 0; j < i; ++j)
      if (static_cast<PieceKind>(packed >> (10 * j) & 31) == back->kind) {
        error = "'" + std::string(1, w[0]) + "': each back once";
        return false;
      }
    packed |= (static_cast<std::uint64_t>(index_of(back->kind)) | static_cast<std::uint64_t>(index_of(mark->kind)) << 5)
              << (10 * i);
  }
  config = (config & ((std::uint64_t{1} << kAnywhereBit) | (std::uint64_t{63} << kLoneShift))) | packed |
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
  if ((config >> kLoneBit & 1) &&
      face_for(def.hidden, static_cast<PieceKind>(config >> kLoneShift & 31)) == def.hidden.stand_in) {
    error = "pawn_backs.lone: that back must lie under a face of its own (hidden.faces), not the pawns'";
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
