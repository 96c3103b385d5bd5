// DhtmlXQ (東萍 dpxq.com "UBB" game records): import and export.
//
// A record is a [DhtmlXQ]…[/DhtmlXQ] block of [DhtmlXQ_name]value[/DhtmlXQ_name] tags:
//   binit     64 digits: 32 pieces x (x, y), in the order 車馬相仕帥仕相馬車炮炮兵兵兵兵兵 for
//             Red, then the same for Black; x = file 0..8 from Red's left, y = row 0..9
//             from the top (Black's back rank); "99" = not on the board. Missing = the
//             standard start.
//   movelist  4 digits per move "x1y1x2y2" in the same coordinates ("7747" = 炮二平五 h2e2).
//   fen       (optional) a FEN of the start; used when binit is missing, and for the side
//             to move when there are no moves (binit cannot say whose turn it is).
//   title, event, date, red, black, result (红胜/黑胜/和棋/未知…), open, round, site, …
//   commentN        comment after main-line ply N (0 = before the first move); "||" = newline.
//   move_A_B_C      variation C branching from route A (0 = main line): its first move
//                   replaces route A's move number B (1-based ply). commentC_N likewise.
//   markN, markC_N  (this project's extension) the annotation mark after a move: ! ? !! ?? !? ?!
// Everything is checked: binit pieces on real, distinct points; the start through parse_fen;
// every move legal in sequence. Errors name the tag and the move.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "core/notation/pgn.h"
#include "core/position.h"
#include "core/types.h"

namespace xq::notation {

struct DhtmlxqVariation {
  int parent = 0;            // route it branches from (0 = main line)
  int first_ply = 1;         // 1-based ply of the parent route that its first move replaces
  int id = 0;                // this route's number
  std::vector<Move> moves;   // legal from the parent route's position before first_ply
  std::map<int, std::string> comments;  // ply (absolute, 1-based) -> comment
  std::map<int, std::string> marks;     // ply (absolute) -> "!", "?!"… (markC_N)
};

struct DhtmlxqGame {
  std::string start_fen;
  Position start;
  std::vector<Move> moves;                // main line (moves before a bad one on error)
  std::vector<PgnTag> tags;               // PGN names: Event, Date, Red, Black, Result ("1-0"…), Title…
  std::map<int, std::string> comments;    // main line: ply -> comment (0 = before the first move)
  std::map<int, std::string> marks;       // main line: ply -> mark text (markN, our extension)
  std::vector<DhtmlxqVariation> variations;  // the ones that replayed
  std::vector<std::string> warnings;      // variations or comments that were dropped, and why
  std::string error;                      // empty when the main line read completely
  bool ok() const { return error.empty(); }
  std::string tag(std::string_view name) const;
};

// Does the text contain a DhtmlXQ record (a [DhtmlXQ_…] tag)?
bool looks_like_dhtmlxq(std::string_view text);

// Reads the first DhtmlXQ record in `text` (the [DhtmlXQ] wrapper is optional).
DhtmlxqGame read_dhtmlxq(std::string_view text);

// Writes a record: ver, the tags it knows (Title, Event, Date, Red, Black, Result, Round,
// Site, Opening), binit, fen (when not the standard start), movelist and main-line comments.
// The moves must be legal from `start`.
std::string write_dhtmlxq(const std::vector<PgnTag>& tags, const Position& start,
                          const std::vector<Move>& moves,
                          const std::map<int, std::string>& comments = {});

// binit text of a position (64 digits), and the 4-digit text of a move.
std::string dhtmlxq_binit(const Position& pos);
std::string dhtmlxq_move(Move m);

}  // namespace xq::notation
