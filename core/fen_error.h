// FEN errors: what a parse refused and where. Its own header so the rule modules, which
// check their part of a FEN (RuleModule::fen_check), need not include fen.h (which sits
// above them: fen.cpp asks the modules).
#pragma once

#include <string>

#include "core/types.h"

namespace xq {

enum class FenErrorKind {
  None,
  Empty,
  RankCount,           // not exactly `height` ranks
  BadCharacter,        // a character that is not a piece letter or digit
  RankTooLong,         // more than `width` points in a rank
  RankTooShort,
  BadSideToMove,
  BadClock,            // half-move clock or full-move number not a number
  TrailingText,
  TooManyPieces,       // > 1 general, > 2 advisors/elephants/horses/chariots/cannons, > 5 soldiers
  MissingGeneral,
  GeneralOutsidePalace,
  AdvisorOffPoint,     // advisor outside the palace diagonal points
  ElephantOffPoint,    // elephant on a point it can never reach (incl. across the river)
  SoldierOffPoint,     // soldier behind its start line, or off its file before the river
  GeneralsFacing,
  SideNotToMoveInCheck,
  PointMissing,        // a piece on a grid point the variant's board does not have (a hole)
  BadExtension,        // the "{…}" add-on state field: syntax, an add-on the variant lacks, bad values
  FaceDownMisplaced,   // a face-down piece where its variant never puts one (起始象棋: off its own start point)
  OutsideZone,         // a data-defined type outside the zone it is confined to (X.zone)
};

struct FenError {
  FenErrorKind kind = FenErrorKind::None;
  int rank_from_top = 0;  // 1-based rank in FEN order (0 = not about a rank)
  int column = 0;         // 1-based character column within that rank (0 = n/a)
  std::string message;    // e.g. "rank 3 (from top): unexpected character 'x' at column 5"
  // What a placement error is about, so a UI can say it in its own words (the position
  // editor, core/position_setup.h): the point (kNoSquare = the whole position), the piece
  // on it (MissingGeneral: the missing general; GeneralsFacing and SideNotToMoveInCheck:
  // the general in question) and, for TooManyPieces, how many that side may have.
  Square square = kNoSquare;
  Piece piece;
  int limit = 0;
};

}  // namespace xq
