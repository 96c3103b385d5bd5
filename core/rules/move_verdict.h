// The vocabulary of refused moves: IllegalReason and MoveVerdict. Its own header so the
// rule modules, which name their own reasons (RuleModule::refusal), need not include
// illegal_reason.h (which sits above them: explain_move asks the modules).
#pragma once

#include <string>

namespace xq {

enum class IllegalReason {
  None,                  // the move is legal
  NoMove,                // Move::none() or from == to
  OffBoard,              // a square outside the board
  EmptySquare,           // nothing to move on the from-square
  NotYourPiece,          // the piece belongs to the side not to move
  OwnPieceOnTarget,      // cannot capture your own piece
  GeneralStep,           // 帥/將 move one point orthogonally
  GeneralLeavesPalace,   // 帥/將 stay in the palace (九宮)
  AdvisorStep,           // 仕/士 move one point diagonally
  AdvisorLeavesPalace,
  ElephantStep,          // 相/象 move two points diagonally
  ElephantEyeBlocked,    // 塞象眼
  ElephantCrossesRiver,  // 相/象 never cross the river
  HorseStep,             // 馬 moves one orthogonal + one diagonal (日)
  HorseLegBlocked,       // 蹩馬腿
  ChariotLine,           // 車 moves along a file or rank
  PathBlocked,           // a piece stands between (車, 炮 moving without capturing)
  CannonLine,            // 炮 moves along a file or rank
  CannonScreen,          // 炮 must jump exactly one piece to capture (炮打隔子)
  SoldierStep,           // 兵/卒 one step forward, sideways only across the river
  SoldierBackward,       // 兵/卒 never retreat
  SoldierSidewaysBeforeRiver,
  GeneralsFace,          // 將帥不能照面
  LeavesGeneralInCheck,  // the move leaves (or puts) your general in check
  GameOver,              // the game has ended
  // Add-on move types (types.h MoveType):
  FlagStepNotInCheck,    // 解將旗: the flag steps only together with an answer to a check
  FlagEscapeNotAllowed,  // 解將旗: the two-cell step needs the enemy flag right behind, no check
  FlagMissing,           // 解將旗: this variant has no flag ring
  PalaceFlagEnter,       // 宮旗: entering needs the flag on its start cell and the general's start point empty
  PalaceFlagReturn,      // 宮旗: the flag returns to the ring only from the general's start point
  PalaceFlagEnterInCheck,  // 宮旗: 「在不"解將"的情況下」: no entry while the own general is in check
  ReviveNotAllowed,      // 還魂卒: only right after a capture, with a soldier lost, on a free start point
  DoubleMoveNotAllowed,  // 殺驚與遁馬: only after the opening cannon-takes-horse, horse first, another piece second
  // Hidden pieces (core/hidden_rules.h):
  RevealNotAllowed,       // only the owner turns its own face-down piece, where the variant lets it
  FaceDownNotCapturable,  // 暗戰 「暗棋…也不被吃」: a face-down piece cannot be captured
  PutBackNotAllowed,      // 起始象棋: a captured piece goes back face-down only right after an
                          // enemy's non-capture onto a start point of its kind, onto an empty one
  JustRevealedWaits,      // 暗戰 「刚翻明的这枚棋自身至少需要停一着才能移动」
  MustTurnBack,           // 第三代 「翻錯時，下一著必須隨即翻回兵面」: nothing else moves
  // Variants on the generic tables (data-defined piece types, docs/variants.md §1):
  PieceProgram,          // the piece's move program (X.move) has no such move
  PieceStranded,         // 神鷹 「被鷹叼到非法位置的棋，暫時不能移動」: carried off its points
  // Promotion (X.promote, 歐亞象棋):
  PromotionRequired,     // the piece must promote on that move (write the kind: b7b8=q)
  PromotionNotAllowed,   // it cannot become that kind there (not its promotion, or outside its zone)
  // Flip (X.flip, 山水象棋):
  FlipNotAllowed,        // a piece turns over only on a capture or a move made in check
};

struct MoveVerdict {
  IllegalReason reason = IllegalReason::None;
  std::string text;  // empty when legal

  bool ok() const { return reason == IllegalReason::None; }
};

}  // namespace xq
