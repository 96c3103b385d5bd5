// 拿回扣放: the face-down return onto a start point (see start_point_return.h for the seed
// sentences and the choices).
#include "core/rules/start_point_return.h"

#include <cctype>

#include "core/fen_error.h"
#include "core/move_list.h"
#include "core/notation/iccs.h"
#include "core/piece_faces.h"
#include "core/rules/move_verdict.h"
#include "core/variant/variant_def.h"
#include "core/zobrist.h"

namespace xq {

namespace {

int offset_of(const Geometry& g) {
  return g.state_offset_of(kStartPointReturn);
}

// The setup's piece on s: what the start point s belongs to (none off the setup).
Piece start_piece(const Geometry& g, Square s) {
  return s < g.size ? g.hidden.start_face[s] : Piece();
}

// What a piece put back face-down on s shows: the stand-in type, or with hidden.moves =
// start the setup piece of s.
Piece face_on(const Geometry& g, Color c, Square s) {
  return g.hidden.moves == FaceDownMoves::AsStart ? start_piece(g, s) : Piece(c, g.hidden.stand_in);
}

bool has_empty_start(const Position& pos, Piece p) {
  const Geometry& g = pos.geometry();
  for (int s = 0; s < g.size; ++s)
    if (g.hidden.start_face[s] == p && pos.empty(static_cast<Square>(s))) return true;
  return false;
}

// Can c put a k back face-down now (a k captured, an empty start point of c's k)?
bool usable(const Position& pos, Color c, PieceKind k) {
  return k != PieceKind::General && index_of(k) < kMaxPieceKinds && captured_of_kind(pos, c, k) > 0 &&
         has_empty_start(pos, Piece(c, k));
}

// The state byte's hash: a key per kind (core/zobrist.h mixed_key).
std::uint64_t state_hash(const Geometry&, const std::int8_t* st) {
  return st[0] ? mixed_key(0x5374617274526574ull, static_cast<std::uint64_t>(st[0])) : 0;
}

// 「当敌棋刚走到己方棋初始位置上时（吃到除外）」: a board move of the mover that captured
// nothing and ended on a start point of the opponent grants the opponent the right for
// its next move (「仅限随继一着」), when it can be used at once.
void after_move(const Position& pos, const MoveFacts& f, std::int8_t* state, int offset) {
  state[offset] = 0;
  const Move m = f.move;
  if (!m.is_normal() || !f.captured.empty() || !f.captured2.empty() || f.side_captured > 0) return;
  const Color them = opposite(f.us);
  const Piece start = start_piece(pos.geometry(), m.to());
  if (start.empty() || start.color() != them || !usable(pos, them, start.kind())) return;
  state[offset] = static_cast<std::int8_t>(index_of(start.kind()) + 1);
}

bool claims(Move m) {
  return m.is_face_down_drop() && m == Move::drop_face_down(m.to());
}

// 「把已被吃掉的与该初始位置对应的一枚己棋，拿回并扣在己方该棋的初始空位上」.
bool own_pseudo_legal(const Position& pos, Move m) {
  const Geometry& g = pos.geometry();
  const Color us = pos.side_to_move();
  const PieceKind k = return_right(pos, us);
  const Square to = m.to();
  if (k == PieceKind::General || to >= g.size || !pos.empty(to) || start_piece(g, to) != Piece(us, k))
    return false;
  return captured_of_kind(pos, us, k) > 0 && pos.count(face_on(g, us, to)) < Position::kMaxPerKind;
}

void apply(Position& pos, Move m, UndoInfo&) {
  const Geometry& g = pos.geometry();
  const Color us = pos.side_to_move();
  pos.put_piece(face_on(g, us, m.to()), m.to());
  pos.set_face_down(m.to(), start_piece(g, m.to()));
}

void revert(Position& pos, Move m, const UndoInfo&) {
  pos.remove_piece(m.to());
}

void legal_moves(const Position& pos, MoveList& legal) {
  const Geometry& g = pos.geometry();
  const Color us = pos.side_to_move();
  const PieceKind k = return_right(pos, us);
  if (k == PieceKind::General) return;
  // A drop may block a check, and may also leave one: the new piece can be the screen of
  // an enemy cannon aimed at our general. So each is tested.
  for (int s = 0; s < g.size && !legal.full(); ++s) {
    if (g.hidden.start_face[s] != Piece(us, k) || !pos.empty(static_cast<Square>(s))) continue;
    const Move drop = Move::drop_face_down(static_cast<Square>(s));
    if (!pos.is_pseudo_legal(drop) || pos.leaves_general_attacked(drop)) continue;
    legal.push(drop);
  }
}

// The FEN letter of kind k (lower case), 0 if the variant has no such type.
char letter_of(const Geometry& g, PieceKind k) {
  return faces_or_standard(g.faces).letter[index_of(k)];
}

// The FEN item return=LETTER (fen.h): the side to move may put back a piece of that type.
std::string parse_fen_item(Position& pos, std::string_view value) {
  const Geometry& g = pos.geometry();
  const std::string shown(value);
  const char c =
      value.size() == 1 ? static_cast<char>(std::tolower(static_cast<unsigned char>(value[0]))) : '\0';
  int kind = -1;
  for (int k = 0; c && k < kMaxPieceKinds; ++k)
    if (letter_of(g, static_cast<PieceKind>(k)) == c) kind = k;
  if (kind < 0) return "'return=' takes the FEN letter of a piece type, found '" + shown + "'";
  if (static_cast<PieceKind>(kind) == PieceKind::General)
    return "'return=" + shown + "': a general never goes back";
  // As after_move stores it: only a right that gives a move (a piece of that type
  // captured, an empty start point of it).
  if (!usable(pos, pos.side_to_move(), static_cast<PieceKind>(kind)))
    return "'return=" + shown +
           "': the side to move has no such piece to put back (none captured, or no empty "
           "start point of it)";
  pos.set_module_byte(offset_of(g), static_cast<std::int8_t>(kind + 1));
  return {};
}

std::string write_fen_item(const Position& pos) {
  const PieceKind k = return_right(pos, pos.side_to_move());
  if (k == PieceKind::General) return {};
  return std::string("return=") + letter_of(pos.geometry(), k);
}

constexpr FenItem kFenItem{
    .key = "return",
    .has_value = true,
    .order = 3,
    .missing = "'return=' needs the add-on start_point_return (起始象棋's 拿回扣放)",
    .parse = parse_fen_item,
    .write = write_fen_item,
};

// Face-down pieces lie only where a drop puts them, and never move: each on a start point
// of its own kind. The stand-in type is only ever a face-down piece's face.
bool fen_check(const Position& pos, FenError& out) {
  const Geometry& g = pos.geometry();
  for (int s = 0; s < g.size; ++s) {
    const Square sq = static_cast<Square>(s);
    const Piece p = pos.piece_on(sq);
    if (p.empty()) continue;
    const std::string where = format_iccs_square(sq, g);
    if (pos.face_down(sq) && pos.identity_known(sq) && start_piece(g, sq) != pos.identity(sq)) {
      out.kind = FenErrorKind::FaceDownMisplaced;
      out.rank_from_top = g.height - g.rank_of[sq];
      out.message =
          "the face-down piece on " + where +
          " is not on a start point of its own kind (a piece goes back face-down only onto its own start "
          "point, and cannot move from there: 扣在己方该棋的初始空位上…不能移动)";
      return false;
    }
    if (!pos.face_down(sq) && g.hidden.moves != FaceDownMoves::AsStart && p.kind() == g.hidden.stand_in) {
      out.kind = FenErrorKind::FaceDownMisplaced;
      out.rank_from_top = g.height - g.rank_of[sq];
      out.message = "the piece on " + where +
                    " is the face of a face-down piece and never stands face-up (write '*' and "
                    "the piece it is, e.g. *N)";
      return false;
    }
  }
  return true;
}

// Why a face-down drop is refused (once it is known to be illegal). A pseudo-legal one
// leaves the general attacked: explain_move says so itself.
bool refusal(const Position& pos, Move m, MoveVerdict& out) {
  if (!m.without_flag_step().is_face_down_drop() || pos.is_pseudo_legal(m)) return false;
  const Geometry& g = pos.geometry();
  const Color us = pos.side_to_move();
  const PieceKind k = return_right(pos, us);
  const Square to = m.to();
  out.reason = IllegalReason::PutBackNotAllowed;
  if (k == PieceKind::General) {
    out.text =
        "nothing can go back now: a captured piece is put back only on the move right after an enemy piece "
        "stepped, without capturing, onto one of your start points (仅限随继一着)";
    return true;
  }
  std::string name = faces_or_standard(g.faces).name_en[index_of(k)];
  for (char& ch : name) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  if (to >= g.size || start_piece(g, to) != Piece(us, k)) {
    out.text = "the piece that may go back now is a " + name +
               ": it goes onto an empty start point of your " + name + " (扣在己方该棋的初始空位上)";
    return true;
  }
  out.text = "that start point is not empty (没有空位时不能拿回)";
  return true;
}

// 起始象棋's face-down pieces are everyone's knowledge (their point names them): the
// module needs the `hidden.*` keys with hidden.known = all.
bool check_options(const VariantDef& def, std::uint64_t, std::string& error) {
  if (!def.hidden.enabled) {
    error =
        "needs face-down pieces: hidden.moves (immobile: 扣放的棋…不能移动), hidden.standin and hidden.known "
        "= all";
    return false;
  }
  if (def.hidden.known != HiddenKnowledge::All) {
    error = "needs hidden.known = all: the start point a piece goes back on says what it is";
    return false;
  }
  return true;
}

}  // namespace

constinit const RuleModule kStartPointReturn{
    .id = "start_point_return",
    .name = "拿回扣放",
    .hooks = kHookState | kHookLegalMoves | kHookOwnMoves | kHookAfterMove | kHookFenField | kHookRefusal,
    .generic_tables = true,
    .check_options = check_options,
    .state_bytes = 1,
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
};

PieceKind return_right(const Position& pos, Color c) {
  const int o = offset_of(pos.geometry());
  if (o < 0 || c != pos.side_to_move()) return PieceKind::General;
  const int byte = pos.module_byte(o);
  return byte > 0 ? static_cast<PieceKind>(byte - 1) : PieceKind::General;
}

int captured_of_kind(const Position& pos, Color c, PieceKind k) {
  const Geometry& g = pos.geometry();
  const Piece p(c, k);
  int start = 0, face_down = 0;
  for (int s = 0; s < g.size; ++s) {
    start += g.hidden.start_face[s] == p;
    face_down += pos.face_down(static_cast<Square>(s)) && pos.identity(static_cast<Square>(s)) == p;
  }
  const int left = start - pos.count(p) - face_down;
  return left > 0 ? left : 0;
}

}  // namespace xq
