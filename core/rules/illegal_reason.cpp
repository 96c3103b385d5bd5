// Explaining illegal moves: the piece's movement rule first, then general safety.
#include "core/rules/illegal_reason.h"

#include <cstdlib>

#include "core/generic_moves.h"
#include "core/movegen.h"
#include "core/piece_tables.h"
#include "core/rules/addon_attacks.h"

namespace xq {

namespace {

MoveVerdict verdict(IllegalReason r) { return MoveVerdict{r, r == IllegalReason::None ? "" : describe(r)}; }

int sign(int v) { return (v > 0) - (v < 0); }

// The reason a module of the variant gives for the illegal move m (RuleModule::refusal),
// if one does.
bool module_refusal(const Position& pos, Move m, MoveVerdict& out) {
  const Geometry& g = pos.geometry();
  if (!g.has_hook(kHookRefusal)) return false;
  for (int i = 0; i < g.module_count; ++i)
    if (g.modules[i]->refusal && g.modules[i]->refusal(pos, m, out)) {
      if (out.text.empty()) out.text = describe(out.reason);
      return true;
    }
  return false;
}

// Pieces strictly between two points on one line.
int pieces_between(const Position& pos, int f0, int r0, int f1, int r1) {
  const Geometry& g = pos.geometry();
  const int sf = sign(f1 - f0), sr = sign(r1 - r0);
  int n = 0;
  for (int f = f0 + sf, r = r0 + sr; f != f1 || r != r1; f += sf, r += sr)
    n += g.on_board(f, r) && !pos.empty(g.square(f, r));
  return n;
}

// The movement rule of the piece, ignoring general safety.
IllegalReason movement_reason(const Position& pos, Move m) {
  const Geometry& g = pos.geometry();
  const Square from = m.from(), to = m.to();
  const Piece p = pos.piece_on(from), target = pos.piece_on(to);
  const int c = index_of(p.color());
  const int f0 = g.file_of[from], r0 = g.rank_of[from], f1 = g.file_of[to], r1 = g.rank_of[to];
  const int df = f1 - f0, dr = r1 - r0, adf = std::abs(df), adr = std::abs(dr);
  // The tables are the authority: a move they allow is fine even where the standard
  // rules below would object (山界 links, add-on powers such as 王者士).
  if (pos.is_pseudo_legal(m)) return IllegalReason::None;
  // On the generic tables a piece moves by its program, not by its role's rule below.
  if (g.types && g.types->face_down_immune && pos.face_down(to)) return IllegalReason::FaceDownNotCapturable;
  if (g.types) return IllegalReason::PieceProgram;
  switch (p.kind()) {
    case PieceKind::General:
    case PieceKind::Flag:  // 宮旗: 「走吃法同將帥」
      if (adf + adr != 1) return IllegalReason::GeneralStep;
      if (!g.in_palace[c][to]) return IllegalReason::GeneralLeavesPalace;
      break;
    case PieceKind::Advisor:
      if (adf != 1 || adr != 1) return IllegalReason::AdvisorStep;
      if (!g.advisor_point[c][to]) return IllegalReason::AdvisorLeavesPalace;
      break;
    case PieceKind::Elephant:
      if (adf != 2 || adr != 2) return IllegalReason::ElephantStep;
      if (!g.own_half[c][to]) return IllegalReason::ElephantCrossesRiver;
      if (!pos.empty(g.square(f0 + df / 2, r0 + dr / 2))) return IllegalReason::ElephantEyeBlocked;
      break;
    case PieceKind::Horse: {
      if (!((adf == 1 && adr == 2) || (adf == 2 && adr == 1))) return IllegalReason::HorseStep;
      const Square leg = adr == 2 ? g.square(f0, r0 + sign(dr)) : g.square(f0 + sign(df), r0);
      if (!pos.empty(leg)) return IllegalReason::HorseLegBlocked;
      break;
    }
    case PieceKind::Chariot:
      if (df != 0 && dr != 0) return IllegalReason::ChariotLine;
      if (pieces_between(pos, f0, r0, f1, r1) != 0) return IllegalReason::PathBlocked;
      break;
    case PieceKind::Cannon: {
      if (df != 0 && dr != 0) return IllegalReason::CannonLine;
      const int between = pieces_between(pos, f0, r0, f1, r1);
      if (target.empty() && between != 0) return IllegalReason::PathBlocked;
      if (!target.empty() && between != 1) return IllegalReason::CannonScreen;
      break;
    }
    case PieceKind::Soldier: {
      const int forward = p.color() == Color::Red ? 1 : -1;
      if (dr * forward < 0) return IllegalReason::SoldierBackward;
      if (adf + adr != 1) return IllegalReason::SoldierStep;
      if (dr == 0 && g.own_half[c][from]) return IllegalReason::SoldierSidewaysBeforeRiver;
      break;
    }
  }
  // Anything the tables reject that the checks above did not name (holes, other
  // geometries) gets the kind's generic step reason.
  switch (p.kind()) {
    case PieceKind::General:
    case PieceKind::Flag: return IllegalReason::GeneralStep;
    case PieceKind::Advisor: return IllegalReason::AdvisorStep;
    case PieceKind::Elephant: return IllegalReason::ElephantStep;
    case PieceKind::Horse: return IllegalReason::HorseStep;
    case PieceKind::Chariot: return IllegalReason::PathBlocked;
    case PieceKind::Cannon: return IllegalReason::CannonScreen;
    case PieceKind::Soldier: return IllegalReason::SoldierStep;
  }
  return IllegalReason::None;
}

}  // namespace

const char* describe(IllegalReason reason) {
  switch (reason) {
    case IllegalReason::None: return "";
    case IllegalReason::NoMove: return "that is not a move";
    case IllegalReason::OffBoard: return "that point is not on the board";
    case IllegalReason::EmptySquare: return "there is no piece there";
    case IllegalReason::NotYourPiece: return "not your piece";
    case IllegalReason::OwnPieceOnTarget: return "you cannot capture your own piece";
    case IllegalReason::GeneralStep: return "the general moves one point along a line (帥/將走一步)";
    case IllegalReason::GeneralLeavesPalace: return "the general cannot leave the palace (九宮)";
    case IllegalReason::AdvisorStep: return "an advisor moves one point diagonally (仕/士斜走一步)";
    case IllegalReason::AdvisorLeavesPalace: return "an advisor cannot leave the palace diagonals (九宮)";
    case IllegalReason::ElephantStep: return "an elephant moves exactly two points diagonally (相/象走田)";
    case IllegalReason::ElephantEyeBlocked: return "the elephant's eye is blocked (塞象眼)";
    case IllegalReason::ElephantCrossesRiver: return "an elephant cannot cross the river (相/象不過河)";
    case IllegalReason::HorseStep: return "a horse moves one point straight then one diagonally (馬走日)";
    case IllegalReason::HorseLegBlocked: return "a horse's leg is blocked (蹩馬腿)";
    case IllegalReason::ChariotLine: return "a chariot moves along a file or rank (車走直線)";
    case IllegalReason::PathBlocked: return "a piece is in the way";
    case IllegalReason::CannonLine: return "a cannon moves along a file or rank (炮走直線)";
    case IllegalReason::CannonScreen: return "a cannon captures by jumping exactly one piece (炮打隔子)";
    case IllegalReason::SoldierStep: return "a soldier moves one point forward, or sideways after the river (兵/卒)";
    case IllegalReason::SoldierBackward: return "a soldier never moves backward (兵/卒不能後退)";
    case IllegalReason::SoldierSidewaysBeforeRiver: return "a soldier moves sideways only after crossing the river (過河兵)";
    case IllegalReason::GeneralsFace: return "generals would face (將帥不能照面)";
    case IllegalReason::LeavesGeneralInCheck: return "leaves your general in check";
    case IllegalReason::GameOver: return "the game is over";
    case IllegalReason::FlagStepNotInCheck:
      return "the flag steps only together with a move that answers a check (解將旗)";
    case IllegalReason::FlagEscapeNotAllowed:
      return "the flag may step two cells alone only when the enemy flag is right behind it and you are not in check (解將旗)";
    case IllegalReason::FlagMissing: return "this game has no flag ring (解將旗)";
    case IllegalReason::PalaceFlagEnter:
      return "the flag enters the palace only from its ring start cell onto the general's empty start point, "
             "on a board with 宮旗 (己方初始位置的己方[解將旗]…走入棋盤己方空的[將](帥)初始位)";
    case IllegalReason::PalaceFlagEnterInCheck:
      return "the flag may not enter the palace while your general is in check: answer the check first "
             "(宮旗 enters 在不\"解將\"的情況下)";
    case IllegalReason::PalaceFlagReturn:
      return "the palace flag returns to its ring start cell only from the general's start point (其他位置不能出九宮)";
    case IllegalReason::ReviveNotAllowed:
      return "a soldier can be revived only right after your capture, onto an empty soldier start point, if one was lost (還魂卒)";
    case IllegalReason::JustRevealedWaits:
      return "this piece was just turned face-up: it waits one of your moves before it moves "
             "(刚翻明的这枚棋自身至少需要停一着才能移动)";
    case IllegalReason::MustTurnBack:
      return "the back you turned over last move was the wrong one: this move must turn it back "
             "(翻錯時，下一著必須隨即翻回兵面)";
    case IllegalReason::PieceProgram: return "this piece does not move that way (its move program has no such move)";
    case IllegalReason::PromotionRequired:
      return "this piece must promote on that move: name the piece it becomes (like b7b8=q)";
    case IllegalReason::PromotionNotAllowed: return "this piece cannot become that piece on that move";
    case IllegalReason::FlipNotAllowed:
      return "a piece turns over only when it captures or when it answers a check";
    case IllegalReason::PieceStranded:
      return "this piece was carried off the points it may stand on and cannot move until an eagle carries it "
             "back (被鷹叼到非法位置的棋，暫時不能移動)";
    case IllegalReason::DoubleMoveNotAllowed:
      return "a double move answers only the opening cannon-takes-horse: horse first, then another piece (殺驚與遁馬)";
    case IllegalReason::RevealNotAllowed:
      return "only the owner turns its own face-down piece face-up, as a whole move, where the variant lets it";
    case IllegalReason::FaceDownNotCapturable: return "a face-down piece cannot be captured (暗棋…也不被吃)";
    case IllegalReason::PutBackNotAllowed:
      return "a captured piece goes back face-down only on the move right after an enemy piece stepped, "
             "without capturing, onto a start point of its kind, and onto an empty start point of that kind "
             "(当敌棋刚走到己方棋初始位置上时（吃到除外）…仅限随继一着)";
  }
  return "illegal move";
}

namespace {

// Add-on move types: legal iff generated; otherwise the add-on's own reason, or the
// reason of the board move inside a flag-step compound.
MoveVerdict explain_addon_move(const Position& pos, Move m) {
  MoveList legal;
  generate_legal(pos, legal);
  if (legal.contains(m)) return verdict(IllegalReason::None);
  // The flag's track is board data, drawn only for a variant with the flag ring.
  if ((m.flag_step() || m.type() == MoveType::FlagOnly) && pos.geometry().flag_track.size <= 0)
    return verdict(IllegalReason::FlagMissing);
  if (MoveVerdict v; module_refusal(pos, m, v)) return v;
  if (m.is_flag_enter() || m.is_flag_return()) {
    if (pos.is_pseudo_legal(m)) return verdict(IllegalReason::LeavesGeneralInCheck);
    return verdict(m.is_flag_enter() ? IllegalReason::PalaceFlagEnter : IllegalReason::PalaceFlagReturn);
  }
  if (m.is_flag_only()) return verdict(IllegalReason::FlagEscapeNotAllowed);
  if (m.is_reveal())
    return verdict(pos.is_pseudo_legal(m) ? IllegalReason::LeavesGeneralInCheck : IllegalReason::RevealNotAllowed);
  if (m.flag_step() && !pos.in_check()) return verdict(IllegalReason::FlagStepNotInCheck);
  const Move base = m.without_flag_step();
  if (base.is_face_down_drop())
    return verdict(pos.is_pseudo_legal(base) ? IllegalReason::LeavesGeneralInCheck : IllegalReason::PutBackNotAllowed);
  if (base.is_drop()) return verdict(IllegalReason::ReviveNotAllowed);
  if (base.is_double()) return verdict(IllegalReason::DoubleMoveNotAllowed);
  // A jump path (Move::jump) the piece's program has not here, or one that leaves the
  // general attacked.
  if (base.is_jump()) {
    // A jump that may not turn over as written (山水's 丞: the new face may not stand there).
    if (base.promotes() && !pos.is_pseudo_legal(base) && pos.is_pseudo_legal(base.without_promotion()))
      return verdict(IllegalReason::PromotionNotAllowed);
    return verdict(pos.is_pseudo_legal(base) ? IllegalReason::LeavesGeneralInCheck : IllegalReason::PieceProgram);
  }
  const MoveVerdict inner = explain_move(pos, base);
  return inner.ok() ? verdict(IllegalReason::LeavesGeneralInCheck) : inner;
}

}  // namespace

MoveVerdict explain_move(const Position& pos, Move m) {
  if (!m.is_normal()) return explain_addon_move(pos, m);
  const Geometry& g = pos.geometry();
  const Square from = m.from(), to = m.to();
  if (m.is_none() || from == to) return verdict(IllegalReason::NoMove);
  if (from >= g.size || to >= g.size || !g.exists[from] || !g.exists[to]) return verdict(IllegalReason::OffBoard);
  const Piece p = pos.piece_on(from), target = pos.piece_on(to);
  if (p.empty()) return verdict(IllegalReason::EmptySquare);
  if (p.color() != pos.side_to_move()) return verdict(IllegalReason::NotYourPiece);
  if (!target.empty() && target.color() == p.color()) return verdict(IllegalReason::OwnPieceOnTarget);
  // A piece that may not move at all now (暗戰: just turned face-up) is refused as such,
  // whatever its movement would say: that is the reason a player needs.
  if (g.has_hook(kHookRefusal))
    if (MoveVerdict v; module_refusal(pos, m, v) &&
                       (v.reason == IllegalReason::JustRevealedWaits || v.reason == IllegalReason::MustTurnBack))
      return v;
  const IllegalReason movement = movement_reason(pos, m);
  // Promotions (X.promote): the piece goes there, but only as another kind (must promote),
  // or not as the kind written.
  if (movement == IllegalReason::PieceProgram && g.types && g.types->promotion[index_of(p.kind())].count > 0) {
    MoveList moves;
    generic_piece_moves(pos, from, moves);
    const bool flip = g.types->promotion[index_of(p.kind())].flip;
    for (Move other : moves)
      if (other.from() == from && other.to() == to && !other.is_jump()) {
        // A flip (X.flip) always keeps the plain move: only the turned-over one can be refused.
        if (flip)
          return verdict(m.promotes() && !target.empty() ? IllegalReason::PromotionNotAllowed
                                                         : IllegalReason::FlipNotAllowed);
        return verdict(m.promotes() ? IllegalReason::PromotionNotAllowed : IllegalReason::PromotionRequired);
      }
  }
  if (movement != IllegalReason::None) {
    // The piece program has no such move: a module may know the rule behind it (神鷹's
    // eagle, which only flies; a piece carried off its points, 「暫時不能移動」).
    if (movement == IllegalReason::PieceProgram && g.has_hook(kHookRefusal))
      if (MoveVerdict v; module_refusal(pos, m, v) &&
                         (v.reason == IllegalReason::PieceProgram || v.reason == IllegalReason::PieceStranded))
        return v;
    return verdict(movement);
  }
  if (!pos.leaves_general_attacked(m)) {
    // A module's legal-move hook may drop a board move the piece tables allow (補給象棋's
    // `supply`: no stop on a supply line, the bans after a lost supply piece), so in such a
    // variant the move is legal only if the complete list has it; otherwise the module
    // names why.
    if (!g.has_hook(kHookLegalMoves)) return verdict(IllegalReason::None);
    MoveList legal;
    generate_legal(pos, legal);
    if (legal.contains(m)) return verdict(IllegalReason::None);
    if (MoveVerdict v; module_refusal(pos, m, v)) return v;
    return verdict(IllegalReason::PieceProgram);
  }
  if (MoveVerdict v; module_refusal(pos, m, v)) return v;

  // Slow path, human speed: replay on a copy to tell facing generals from a check.
  Position after = pos;
  UndoInfo undo;
  after.do_move(m, undo);
  // 宮廷炮 and 可飛將 make some facings legal: name the facing only when it is what
  // attacks the general.
  const bool facing_rules = g.powers && (g.powers->palace_cannon || g.powers->strategy);
  if (after.generals_facing() && !(facing_rules && addon_general_attacked(after, p.color(), true)))
    return verdict(IllegalReason::GeneralsFace);
  MoveVerdict v = verdict(IllegalReason::LeavesGeneralInCheck);
  if (pos.in_check()) v.text = "your general is in check and this move does not answer it (應將)";
  return v;
}

}  // namespace xq
