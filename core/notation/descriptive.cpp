// Binds descriptive notation to a position: the facts of a move (for writing) and the move
// a description names (for reading). Reading does not generate all moves: the description
// fixes the piece (kind, file, tandem place) and its target, so only those few candidate
// moves are checked, which keeps replaying large collections fast.
#include "core/notation/descriptive.h"

#include "core/movegen.h"
#include "core/rules/illegal_reason.h"

#include <cstdlib>
#include <vector>

namespace xq::notation {
namespace {

Figure figure_of(PieceKind k) {
  switch (k) {
    case PieceKind::General: return Figure::King;
    case PieceKind::Advisor: return Figure::Advisor;
    case PieceKind::Elephant: return Figure::Elephant;
    case PieceKind::Horse: return Figure::Horse;
    case PieceKind::Chariot: return Figure::Rook;
    case PieceKind::Cannon: return Figure::Cannon;
    case PieceKind::Soldier: return Figure::Pawn;
    case PieceKind::Flag: break;  // 宮旗: written by movetext.cpp's add-on forms
  }
  return Figure::Unspecified;
}

PieceKind kind_of(Figure f) {
  switch (f) {
    case Figure::King: return PieceKind::General;
    case Figure::Advisor: return PieceKind::Advisor;
    case Figure::Elephant: return PieceKind::Elephant;
    case Figure::Horse: return PieceKind::Horse;
    case Figure::Rook: return PieceKind::Chariot;
    case Figure::Cannon: return PieceKind::Cannon;
    default: return PieceKind::Soldier;
  }
}

bool moves_straight(Figure f) {
  return f == Figure::King || f == Figure::Rook || f == Figure::Cannon || f == Figure::Pawn;
}

// File counted from c's right, 1-based.
int relative_file(const Geometry& g, Color c, int file) {
  return c == Color::Red ? g.width - file : file + 1;
}
int absolute_file(const Geometry& g, Color c, int rel) {
  return c == Color::Red ? g.width - rel : rel - 1;
}

// Where a piece stands among same-kind pieces on its file, and the two-file pawn numbering.
void fill_placement(const Position& pos, Piece p, Square from, MoveFacts& f) {
  const Geometry& g = pos.geometry();
  const Color c = p.color();
  const int file = g.file_of[from];
  const int my_rank = g.relative_rank(c, from);
  int per_file[32] = {};
  const Square* sq = pos.squares_of(p);
  f.count = 0;
  f.index = 1;
  for (int i = 0; i < pos.count(p); ++i) {
    const int fl = g.file_of[sq[i]];
    if (fl < 32) ++per_file[fl];
    if (fl == file) {
      ++f.count;
      if (g.relative_rank(c, sq[i]) > my_rank) ++f.index;
    }
  }
  f.file = relative_file(g, c, file);
  f.tandem_files = 0;
  f.global_ordinal = 0;
  for (int fl = 0; fl < g.width && fl < 32; ++fl)
    if (per_file[fl] >= 2) ++f.tandem_files;
  if (f.count >= 2) {
    f.global_ordinal = f.index;
    for (int fl = 0; fl < g.width && fl < 32; ++fl)
      if (per_file[fl] >= 2 && relative_file(g, c, fl) < f.file) f.global_ordinal += per_file[fl];
  }
}

const char* color_name(Color c) { return c == Color::Red ? "Red" : "Black"; }

const char* tandem_word(Tandem t) {
  switch (t) {
    case Tandem::Front: return "front";
    case Tandem::Middle: return "middle";
    case Tandem::Rear: return "rear";
    case Tandem::Ordinal: return "numbered";
    case Tandem::WxfPlus: return "'+'";
    case Tandem::WxfMinus: return "'-'";
    case Tandem::WxfPlusPlus: return "'++'";
    case Tandem::WxfMinusMinus: return "'--'";
    case Tandem::None: break;
  }
  return "";
}

}  // namespace

bool matches(const Description& d, const MoveFacts& f) {
  if (d.figure != Figure::Unspecified && d.figure != f.figure) return false;
  if (d.direction != f.direction || d.number != f.number) return false;
  if (d.file != 0 && d.file != f.file) return false;
  const int n = f.count, i = f.index;
  switch (d.tandem) {
    case Tandem::None: return true;
    case Tandem::Front: return n >= 2 && i == 1;
    case Tandem::Rear: return n >= 2 && i == n;
    case Tandem::Middle: return n >= 3 && n % 2 == 1 && i == (n + 1) / 2;
    case Tandem::Ordinal:
      if (f.tandem_files >= 2) return d.ordinal == f.global_ordinal;
      return n >= 2 && i == d.ordinal;
    case Tandem::WxfPlus: return n >= 2 && i == (n >= 4 ? 2 : 1);
    case Tandem::WxfMinus: return n >= 2 && i == (n >= 4 ? n - 1 : n);
    case Tandem::WxfPlusPlus: return n >= 2 && i == 1;
    case Tandem::WxfMinusMinus: return n >= 2 && i == n;
  }
  return false;
}

bool is_middle(const MoveFacts& f) { return f.count % 2 == 1 && f.index == (f.count + 1) / 2; }

char wxf_letter(Figure f) {
  static constexpr char letters[] = "KAERHCP?";
  return letters[static_cast<int>(f)];
}

const char* english_name(Figure f) {
  static constexpr const char* names[] = {"general", "advisor", "elephant", "chariot",
                                          "horse",   "cannon",  "soldier",  "piece"};
  return names[static_cast<int>(f)];
}

std::string square_name(const Position& pos, Square s) {
  const Geometry& g = pos.geometry();
  std::string out;
  out += g.file_letter[g.file_of[s]] ? g.file_letter[g.file_of[s]] : static_cast<char>('a' + g.file_of[s]);
  out += std::to_string(g.rank_of[s]);
  return out;
}

MoveFacts facts_of(const Position& pos, Move m) {
  const Geometry& g = pos.geometry();
  const Piece p = pos.piece_on(m.from());
  const Color c = p.color();
  MoveFacts f;
  f.figure = figure_of(p.kind());
  fill_placement(pos, p, m.from(), f);
  const int fwd = g.relative_rank(c, m.to()) - g.relative_rank(c, m.from());
  f.direction = fwd > 0 ? Direction::Forward : fwd < 0 ? Direction::Backward : Direction::Sideways;
  const int to_file = relative_file(g, c, g.file_of[m.to()]);
  // A straight mover's step count; but a power add-on's diagonal step of one (宮策略's
  // 全線車/全線炮 along the palace diagonals, 斜河兵) is written like a diagonal mover's,
  // with its target file.
  const bool diagonal = g.file_of[m.to()] != g.file_of[m.from()] && fwd != 0;
  if (moves_straight(f.figure) && f.direction != Direction::Sideways && !diagonal)
    f.number = std::abs(fwd);
  else
    f.number = to_file;
  return f;
}

Resolution resolve(const Position& pos, const Description& d) {
  const Geometry& g = pos.geometry();
  const Color us = pos.side_to_move();
  const int sign = us == Color::Red ? 1 : -1;
  std::vector<Move> found;
  std::vector<MoveFacts> found_facts;
  std::string why;        // reason for the last rejected candidate
  int pieces_on_file = 0; // pieces that fit kind, file and tandem mark
  // When the ordinary reading names no legal move: the moves of the piece's power
  // add-on steps (破河象's 用, 王者士's straight steps, 士闊步, 全線車 …) whose facts
  // fit. Only variants with power tables (Geometry::powers) have such steps; standard
  // xiangqi never comes here. The ordinary reading wins when both fit.
  auto power_moves = [&](Square from) {
    if (!g.powers) return false;
    MoveList list;
    generate_legal_from(pos, from, list);
    bool any = false;
    for (Move m : list) {
      if (!m.is_normal()) continue;
      const MoveFacts mf = facts_of(pos, m);
      if (mf.direction != d.direction || mf.number != d.number) continue;
      found.push_back(m);
      found_facts.push_back(mf);
      any = true;
    }
    return any;
  };

  for (int k = 0; k < kPieceKindCount; ++k) {
    const PieceKind kind = static_cast<PieceKind>(k);
    if (d.figure != Figure::Unspecified && kind != kind_of(d.figure)) continue;
    const Piece p(us, kind);
    const Figure fig = figure_of(kind);
    const Square* sq = pos.squares_of(p);
    for (int i = 0; i < pos.count(p); ++i) {
      const Square from = sq[i];
      MoveFacts f;
      f.figure = fig;
      fill_placement(pos, p, from, f);
      f.direction = d.direction;
      f.number = d.number;
      if (!matches(d, f)) continue;
      ++pieces_on_file;
      // The target the description names for this piece.
      const int file = g.file_of[from], rank = g.rank_of[from];
      int tf = file, tr = rank;
      const std::string name = std::string(english_name(fig)) + " on " + square_name(pos, from);
      if (moves_straight(fig)) {
        if (d.direction == Direction::Sideways) {
          tf = absolute_file(g, us, d.number);
          if (tf == file) {
            why = name + " cannot move sideways to its own file";
            power_moves(from);
            continue;
          }
        } else {
          tr = rank + sign * (d.direction == Direction::Forward ? d.number : -d.number);
        }
      } else {
        tf = absolute_file(g, us, d.number);
        const int df = std::abs(tf - file);
        int dr = 0;
        if (fig == Figure::Advisor && df == 1) dr = 1;
        if (fig == Figure::Elephant && df == 2) dr = 2;
        if (fig == Figure::Horse && (df == 1 || df == 2)) dr = 3 - df;
        // The one sideways step of a diagonal mover: the 山界 elephant's free step between
        // its edge point and the mountain point (a2<>z2), written 相十平十一.
        const bool free_step = fig == Figure::Elephant && d.direction == Direction::Sideways && df == 1;
        if (!free_step && (d.direction == Direction::Sideways || dr == 0)) {
          why = name + (d.direction == Direction::Sideways ? " never moves sideways"
                                                            : " cannot reach that file");
          power_moves(from);
          continue;
        }
        tr = free_step ? rank : rank + sign * (d.direction == Direction::Forward ? dr : -dr);
      }
      if (!g.on_board(tf, tr)) {
        why = name + " would leave the board";
        power_moves(from);
        continue;
      }
      const Move m(from, g.square(tf, tr));
      if (!pos.is_legal(m) && power_moves(from)) continue;
      if (!pos.is_legal(m)) {
        // The friendly classifier names the rule: blocked leg, cannon screen, check...
        const MoveVerdict v = explain_move(pos, m);
        const bool check = v.reason == IllegalReason::LeavesGeneralInCheck ||
                           v.reason == IllegalReason::GeneralsFace;
        why = (check ? "illegal: " : "") + name + " to " + square_name(pos, m.to()) + ": " +
              (v.text.empty() ? "not a legal move" : v.text);
       
        continue;
      }
      found.push_back(m);
      found_facts.push_back(facts_of(pos, m));
    }
  }

  if (found.size() == 1) return {found[0], {}};
  if (found.size() > 1 && d.tandem == Tandem::None) {
    // WXF: an unmarked pawn among three (or five) on its file is the middle one.
    int middle = -1, middles = 0;
    for (std::size_t i = 0; i < found.size(); ++i)
      if (found_facts[i].count >= 3 && is_middle(found_facts[i])) { middle = static_cast<int>(i); ++middles; }
    if (middles == 1) return {found[static_cast<std::size_t>(middle)], {}};
  }
  if (found.size() > 1) {
    std::string list;
    for (Move m : found) list += (list.empty() ? "" : ", ") + square_name(pos, m.from()) + square_name(pos, m.to());
    return {Move::none(), "ambiguous: " + std::to_string(found.size()) + " moves fit (" + list + ")"};
  }
  if (pieces_on_file == 1) return {Move::none(), why};
  if (pieces_on_file > 1)
    return {Move::none(), "none of the " + std::to_string(pieces_on_file) +
                              " pieces that fit can make this move (last: " + why + ")"};
  // Nothing fits kind/file/tandem: say what is missing.
  std::string what = std::string(color_name(us)) + " " + english_name(d.figure);
  if (d.figure != Figure::Unspecified && pos.count(us, kind_of(d.figure)) == 0)
    return {Move::none(), "no " + what + " on the board"};
  std::string where;
  if (d.tandem != Tandem::None) where += std::string(" in ") + tandem_word(d.tandem) + " tandem position";
  if (d.tandem == Tandem::Ordinal) where += " " + std::to_string(d.ordinal);
  if (d.file != 0) where += " on file " + std::to_string(d.file);
  return {Move::none(), "no " + what + where};
}

}  // namespace xq::notation
