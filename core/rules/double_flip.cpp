// 第三代象棋's 雙翻: the general and its twin advisor turn over together in check (see
// double_flip.h for the seed sentences and the choices).
#include "core/rules/double_flip.h"

#include <cctype>
#include <string>
#include <vector>

#include "core/fen_error.h"
#include "core/move_list.h"
#include "core/notation/iccs.h"
#include "core/piece_faces.h"
#include "core/position.h"
#include "core/rules/hidden_deal.h"
#include "core/rules/move_verdict.h"
#include "core/rules/option_letters.h"
#include "core/rules/rule_module.h"
#include "core/rules/seeded_shuffle.h"
#include "core/text.h"
#include "core/variant/variant_def.h"
#include "core/zobrist.h"

namespace xq {

namespace {

// One state byte per side (Red's at the module's offset, Black's after it).
constexpr std::uint8_t kCheckNow = 1;    // in check at its turn now (set as the enemy's move ends)
constexpr std::uint8_t kCheckLast = 2;   // in check at its previous turn (「連續的被將軍」)
constexpr std::uint8_t kTwinSeen = 4;    // the twin has turned over once: both players know it
constexpr int kGoneShift = 3;            // bits 3..6: the group's backs taken, in kind order
constexpr int kMaxGroup = 4;
constexpr int kStateBytes = 2;

// Geometry::module_config: the twin's kind (5 bits).
PieceKind twin_of(const Geometry& g) { return static_cast<PieceKind>(g.config_of(kDoubleFlip) & 31); }
PieceKind group_face(const Geometry& g) { return face_for(g.hidden, twin_of(g)); }

// The identities that lie under the twin's face (the advisors' backs: 將 and 臣), kind order.
int group_of(const Geometry& g, PieceKind* out) {
  int n = 0;
  const PieceKind face = group_face(g);
  for (int k = 0; k < kMaxPieceKinds && n < kMaxGroup; ++k)
    if (g.hidden.face_of[k] == face && static_cast<PieceKind>(k) != face) out[n++] = static_cast<PieceKind>(k);
  return n;
}

int group_index(const Geometry& g, PieceKind k) {
  PieceKind group[kMaxGroup];
  const int n = group_of(g, group);
  for (int i = 0; i < n; ++i)
    if (group[i] == k) return i;
  return -1;
}

int offset_of(const Geometry& g) { return g.state_offset_of(kDoubleFlip); }

std::uint8_t bits_of(const Position& pos, Color c) {
  return static_cast<std::uint8_t>(pos.module_byte(offset_of(pos.geometry()) + index_of(c)));
}

// c's face-down twin (kNoSquare: none on the board, or this position does not know it).
Square twin_point(const Position& pos, Color c) {
  const Geometry& g = pos.geometry();
  const Piece face(c, group_face(g));
  const Square* squares = pos.squares_of(face);
  for (int i = 0; i < pos.count(face); ++i)
    if (pos.identity_known(squares[i]) && pos.identity(squares[i]) == Piece(c, twin_of(g))) return squares[i];
  return kNoSquare;
}

// ---- the move: Move::swap_reveal(general, twin) ----

bool claims(Move m) { return m.is_swap_reveal(); }

// The general and the twin trade places; the twin stays face-down under its face.
void swap_general_and_twin(Position& pos, Square general_at, Square twin_at) {
  const std::uint8_t truth = pos.truth_code(twin_at);
  const Piece face = pos.reveal_piece(twin_at);
  const Piece general = pos.piece_on(general_at), twin = pos.piece_on(twin_at);
  pos.remove_piece(twin_at);
  pos.remove_piece(general_at);
  pos.put_piece(general, twin_at);
  pos.put_piece(twin, general_at);
  pos.conceal_piece(general_at, face, truth);
}

// Why 雙翻 m is not legal here ("" = it is).
std::string why_not(const Position& pos, Move m) {
  const Color us = pos.side_to_move();
  const Geometry& g = pos.geometry();
  if (m.from() != pos.general_square(us) || m.to() != twin_point(pos, us))
    return "雙翻 turns over the general and the advisor whose back is the general (先翻被將軍的老將，再翻士)";
  if (!pos.in_check()) return "雙翻 only answers a check (不被將軍時不能雙翻)";
  if (bits_of(pos, us) & kCheckLast)
    return "no 雙翻 in a run of checks: you were in check at your last turn too (在連續的被將軍中也不能雙翻)";
  Position after = pos;
  swap_general_and_twin(after, m.from(), m.to());
  if (after.general_attacked(us))
    return "the general would be attacked on " + format_iccs_square(m.to(), g) + " (士翻成將不能處於被吃狀態)";
  return {};
}

bool own_pseudo_legal(const Position& pos, Move m) {
  return claims(m) && m.from() < pos.geometry().size && m.to() < pos.geometry().size && why_not(pos, m).empty();
}

void apply(Position& pos, Move m, UndoInfo&) { swap_general_and_twin(pos, m.from(), m.to()); }

void revert(Position& pos, Move m, const UndoInfo&) { swap_general_and_twin(pos, m.to(), m.from()); }

void legal_moves(const Position& pos, MoveList& legal) {
  if (legal.full() || !pos.in_check()) return;
  const Color us = pos.side_to_move();
  const Square general = pos.general_square(us), twin = twin_point(pos, us);
  if (general == kNoSquare || twin == kNoSquare) return;
  const Move m = Move::swap_reveal(general, twin);
  if (why_not(pos, m).empty()) legal.push(m);
}

// ---- what everyone knows ----

void after_move(const Position& pos, const MoveFacts& f, std::int8_t* state, int offset) {
  const Geometry& g = pos.geometry();
  const Color us = f.us, them = opposite(us);
  std::uint8_t mine = static_cast<std::uint8_t>(state[offset + index_of(us)]);
  std::uint8_t theirs = static_cast<std::uint8_t>(state[offset + index_of(them)]);
  if (claims(f.move)) mine |= kTwinSeen;
  // A taken advisor is shown as it leaves (a viewer's position that does not know it
  // cannot count it; the arbiter's, whose state the views copy, does).
  if (f.captured_truth && f.captured_truth != kUnknownIdentity)
    if (const int i = group_index(g, Piece::from_code(f.captured_truth).kind()); i >= 0)
      theirs |= static_cast<std::uint8_t>(1u << (kGoneShift + i));
  // The checks: ours of this turn is past (its "last" is read no more until it is set anew);
  // theirs moves back one turn and the new one is the board's.
  mine &= static_cast<std::uint8_t>(~kCheckLast);
  theirs = static_cast<std::uint8_t>((theirs & ~(kCheckNow | kCheckLast)) | ((theirs & kCheckNow) ? kCheckLast : 0) |
                                     (pos.general_attacked(them) ? kCheckNow : 0));
  state[offset + index_of(us)] = static_cast<std::int8_t>(mine);
  state[offset + index_of(them)] = static_cast<std::int8_t>(theirs);
}

std::uint64_t state_hash(const Geometry&, const std::int8_t* st) {
  const std::uint64_t v = static_cast<std::uint64_t>(static_cast<std::uint8_t>(st[0])) << 8 |
                          static_cast<std::uint8_t>(st[1]);
  return v ? mixed_key(0x5368756E6746616Eull, v) : 0;  // "ShungFan"
}

// The views keep a twin that has turned over once (hidden_view.cpp).
bool identity_public(const Position& pos, Square s) {
  if (!pos.identity_known(s)) return false;
  const Piece id = pos.identity(s);
  return id.kind() == twin_of(pos.geometry()) && (bits_of(pos, id.color()) & kTwinSeen);
}

// ---- the deal ----

// The group's backs c's face-down advisors may still be: every one not taken, minus the
// identities of c's face-down pieces this position knows.
std::vector<PieceKind> candidates(const Position& pos, Color c) {
  PieceKind group[kMaxGroup];
  const int n = group_of(pos.geometry(), group);
  std::vector<PieceKind> out;
  for (int i = 0; i < n; ++i)
    if (!(bits_of(pos, c) >> (kGoneShift + i) & 1)) out.push_back(group[i]);
  remove_known_identities(pos, c, out);
  return out;
}

bool deal(Position& pos, std::uint64_t seed) {
  // Its own stream: the pawns' deal (pawn_backs) may take the same seed.
  return deal_unknown_identities(pos, mixed_key(0x5368694661636573ull, seed),
                                 [&](Color c) { return candidates(pos, c); }, group_face(pos.geometry()));
}

// ---- FEN: {flips=J.known:j.check:K} and the input deal:N ----

// The side's "in check at its last turn": for the side to move the bit before this turn,
// for the other the one it just had.
bool checked_last_turn(const Position& pos, Color c) {
  return bits_of(pos, c) & (c == pos.side_to_move() ? kCheckLast : kCheckNow);
}

std::string parse_fen_item(Position& pos, std::string_view value) {
  const Geometry& g = pos.geometry();
  const int o = offset_of(g);
  PieceKind group[kMaxGroup];
  const int n = group_of(g, group);
  std::uint8_t bytes[kStateBytes] = {};
  bool checked[2] = {};
  bool dealing = false;
  std::uint64_t seed = 0;
  std::vector<std::string_view> items;
  if (!split_dot_items(value, items)) return "'flips=': an empty item between dots";
  const char general = faces_or_standard(g.faces).letter[index_of(PieceKind::General)];
  for (const std::string_view tok : items) {
    if (bool malformed = false; parse_deal_token(tok, seed, malformed)) {
      if (malformed) return "'flips=" + std::string(tok) + "': deal:N takes a seed number";
      dealing = true;
      continue;
    }
    if (tok.substr(0, 6) == "check:") {
      const std::string_view l = tok.substr(6);
      if (l.size() != 1 || std::tolower(static_cast<unsigned char>(l[0])) != general)
        return "'flips=" + std::string(tok) + "': check: takes the general's letter (" +
               std::string(1, static_cast<char>(std::toupper(static_cast<unsigned char>(general)))) + " Red, " +
               std::string(1, general) + " Black): that side was in check at its last turn";
      checked[std::isupper(static_cast<unsigned char>(l[0])) ? 0 : 1] = true;
      continue;
    }
    const bool known = tok.substr(0, 6) == "known:";
    const std::string_view letter = known ? tok.substr(6) : tok;
    int idx = -1;
    if (letter.size() == 1 && std::isalpha(static_cast<unsigned char>(letter[0])))
      for (int k = 0; k < n; ++k)
        if (faces_or_standard(g.faces).letter[index_of(group[k])] == std::tolower(static_cast<unsigned char>(letter[0])))
          idx = k;
    if (idx < 0 || (known && group[idx] != twin_of(g)))
      return "'flips=" + std::string(tok) + "': expected deal:N, check:GENERAL, known:TWIN or the letter of a taken "
             "advisor's back";
    const int side = std::isupper(static_cast<unsigned char>(letter[0])) ? 0 : 1;
    bytes[side] |= known ? kTwinSeen : static_cast<std::uint8_t>(1u << (kGoneShift + idx));
  }
  for (Color c : {Color::Red, Color::Black})
    if (checked[index_of(c)]) bytes[index_of(c)] |= c == pos.side_to_move() ? kCheckLast : kCheckNow;
  for (int k = 0; k < kStateBytes; ++k) pos.set_module_byte(o + k, static_cast<std::int8_t>(bytes[k]));
  if (dealing && !deal(pos, seed)) return "'flips=deal': more face-down advisors than backs left to deal";
  return {};
}

// The side to move's "in check now" is the board's, item or not (the next turn's "last").
void fen_settle(Position& pos) {
  if (pos.general_square(pos.side_to_move()) == kNoSquare) return;  // refused by the placement checks
  const int at = offset_of(pos.geometry()) + index_of(pos.side_to_move());
  const std::uint8_t bits = static_cast<std::uint8_t>(pos.module_byte(at));
  pos.set_module_byte(at, static_cast<std::int8_t>((bits & ~kCheckNow) | (pos.in_check() ? kCheckNow : 0)));
}

std::string write_fen_item(const Position& pos) {
  const Geometry& g = pos.geometry();
  PieceKind group[kMaxGroup];
  const int n = group_of(g, group);
  std::string out;
  auto add = [&](const std::string& t) { out += (out.empty() ? "" : ".") + t; };
  for (Color c : {Color::Red, Color::Black})
    for (int k = 0; k < n; ++k)
      if (bits_of(pos, c) >> (kGoneShift + k) & 1) add(std::string(1, back_letter(g, Piece(c, group[k]))));
  for (Color c : {Color::Red, Color::Black})
    if (bits_of(pos, c) & kTwinSeen) add("known:" + std::string(1, back_letter(g, Piece(c, twin_of(g)))));
  for (Color c : {Color::Red, Color::Black})
    if (checked_last_turn(pos, c)) add("check:" + std::string(1, back_letter(g, Piece(c, PieceKind::General))));
  return out.empty() ? out : "flips=" + out;
}

constexpr FenItem kFenItem{
    .key = "flips",
    .has_value = true,
    .order = 13,
    .missing = "'flips=' needs the module double_flip (第三代象棋's 雙翻)",
    .parse = parse_fen_item,
    .write = write_fen_item,
};

// Every face-down advisor's back is one of the group, each once a side, none taken.
bool fen_check(const Position& pos, FenError& out) {
  const Geometry& g = pos.geometry();
  const unsigned gone[2] = {static_cast<unsigned>(bits_of(pos, Color::Red) >> kGoneShift),
                            static_cast<unsigned>(bits_of(pos, Color::Black) >> kGoneShift)};
  return check_backs_once(pos, group_face(g), [&](PieceKind k) { return group_index(g, k); }, gone, "advisor",
                          "is not one of the advisors' backs", "is taken already, or twice on the board", out);
}

// ---- refusals and notation ----

bool refusal(const Position& pos, Move m, MoveVerdict& out) {
  if (!claims(m) || m.from() >= pos.geometry().size || m.to() >= pos.geometry().size) return false;
  if (pos.piece_on(m.from()) != Piece(pos.side_to_move(), PieceKind::General)) return false;
  out.reason = IllegalReason::RevealNotAllowed;
  out.text = why_not(pos, m);
  return !out.text.empty();
}

// 「雙翻e0d0」 (简: 双翻): the general's point, then the twin's. ICCS and WXF: e0^d0.
bool write_move(const Position& pos, Move m, notation::Notation n, std::string& out) {
  if (!claims(m) || n == notation::Notation::Iccs || n == notation::Notation::Wxf) return false;
  const Geometry& g = pos.geometry();
  out = std::string(n == notation::Notation::Chinese ? "雙翻" : "双翻") + format_iccs_square(m.from(), g) +
        format_iccs_square(m.to(), g);
  return true;
}

bool read_move(const Position& pos, std::string_view text, ModuleMoveRead& out) {
  for (const std::string_view verb : {std::string_view("雙翻"), std::string_view("双翻")}) {
    if (text.substr(0, verb.size()) != verb) continue;
    const auto points = parse_iccs_square_pair(text.substr(verb.size()), pos.geometry());
    out.notation = notation::Notation::Chinese;
    if (!points) {
      out.error = "malformed double flip (expected like 雙翻e0d0: the general's point, then the advisor's)";
      return true;
    }
    out.move = Move::swap_reveal(points->first, points->second);
    if (const std::string why = why_not(pos, out.move); !why.empty()) out.error = "illegal: " + why;
    return true;
  }
  return false;
}

// ---- options ----

bool read_option(const VariantDef& def, std::string_view field, std::string_view value, std::uint64_t& config,
                 std::string& error) {
  if (field != "twin") {
    error = "unknown key double_flip." + std::string(field) + " (known: twin)";
    return false;
  }
  const PieceDef* twin = value.size() == 1 ? declared_piece(def, value[0]) : nullptr;
  if (!twin) {
    error = value.size() == 1 ? undeclared_letter(value[0])
                              : "double_flip.twin takes the FEN letter of the advisor back that is the general, e.g. j";
    return false;
  }
  if (twin->kind == PieceKind::General || twin->royal) {
    error = "double_flip.twin is the back of an advisor (a piece type of its own), not the royal piece";
    return false;
  }
  config = static_cast<std::uint64_t>(index_of(twin->kind));
  return true;
}

bool check_options(const VariantDef& def, std::uint64_t config, std::string& error) {
  const PieceKind twin = static_cast<PieceKind>(config & 31);
  if (config == 0 || !def.hidden.enabled || !def.hidden.face_groups ||
      face_for(def.hidden, twin) == def.hidden.stand_in || def.hidden.known != HiddenKnowledge::Owner) {
    error = "needs double_flip.twin = LETTER, an identity under a face of its own that its owner knows "
            "(hidden.faces = j:a h:a, hidden.known = owner)";
    return false;
  }
  return true;
}

}  // namespace

constinit const RuleModule kDoubleFlip{
    .id = "double_flip",
    .name = "雙翻",
    .hooks = kHookState | kHookOwnMoves | kHookLegalMoves | kHookAfterMove | kHookFenField | kHookRefusal |
             kHookNotation,
    .generic_tables = true,
    .options = "double_flip",
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
    .fen_settle = fen_settle,
    .refusal = refusal,
    .write_move = write_move,
    .read_move = read_move,
    .deal = deal,
    .identity_public = identity_public,
};

}  // namespace xq
