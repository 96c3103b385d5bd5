// Binds descriptive notation to a position: the facts of a move (for writing) and the move
// a description names (for reading). Reading does not generate all moves: the description
// fixes the piece (kind, file, tandem place) and its target, so only those few candidate
// moves are checked, which keeps replaying large collections fast.
#include "core/notation/descriptive.h"

#include "core/movegen.h"
#include "core/piece_faces.h"
#include "core/rules/illegal_reason.h"

#include <algorithm>
#include <cstdlib>
#include <vector>

namespace xq::notation {

Figure figure_of(PieceKind k) {
  if (index_of(k) >= kFirstCustomKind) return Figure::Custom;
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

namespace {

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

// A straight mover writes a move along its file as a step count. A custom type is
// numbered like one (docs/notation.md): along its file 進/退 + steps, along its rank
// 平 + file, any other move 進/退 + the target file (facts_of's `diagonal`).
bool moves_straight(Figure f) {
  return f == Figure::King || f == Figure::Rook || f == Figure::Cannon || f == Figure::Pawn ||
         f == Figure::Custom;
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
  static constexpr char letters[] = "KAERHCP??";
  return letters[static_cast<int>(f)];
}

const char* english_name(Figure f) {
  static constexpr const char* names[] = {"general", "advisor", "elephant", "chariot", "horse",
                                          "cannon",  "soldier", "piece",    "piece"};
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
  f.kind = p.kind();
  const PieceFaces& faces = faces_or_standard(g.faces);
  // A custom type that is the royal (漢字將棋's 米) keeps its own symbols: it is written
  // like a custom type (米 / M), so its diagonal steps have a text too.
  if (f.figure == Figure::King && faces.wxf[index_of(PieceKind::General)] != 0) f.figure = Figure::Custom;
  if (f.figure == Figure::Custom) {
    const int k = index_of(p.kind());
    f.chinese[0] = faces.chinese[0][index_of(c)][k];
    f.chinese[1] = faces.chinese[1][index_of(c)][k];
    f.wxf = faces.wxf[k];
  }
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

namespace {

// The custom kind a description names, or -1 for a role (or none). Precedence
// (docs/notation.md): a role's character or letter names the role whenever the variant
// declares that role; only in a variant without it may a custom type use it.
int custom_kind_named(const Geometry& g, const Description& d, Color us) {
  if (d.symbol == 0 || d.figure == Figure::Unspecified) return -1;
  const PieceFaces& faces = faces_or_standard(g.faces);
  if (d.figure != Figure::Custom && faces.declared[index_of(kind_of(d.figure))]) return -1;
  return d.symbol < 0x80 ? faces.custom_kind_of_wxf(static_cast<char>(d.symbol))
                         : faces.custom_kind_of_chinese(d.symbol, us);
}

std::string symbol_text(char32_t c) {
  std::string out;
  if (c < 0x80) out += static_cast<char>(c);
  else if (c < 0x800) out += {static_cast<char>(0xC0 | (c >> 6)), static_cast<char>(0x80 | (c & 0x3F))};
  else if (c < 0x10000)
    out += {static_cast<char>(0xE0 | (c >> 12)), static_cast<char>(0x80 | ((c >> 6) & 0x3F)),
            static_cast<char>(0x80 | (c & 0x3F))};
  else
    out += {static_cast<char>(0xF0 | (c >> 18)), static_cast<char>(0x80 | ((c >> 12) & 0x3F)),
            static_cast<char>(0x80 | ((c >> 6) & 0x3F)), static_cast<char>(0x80 | (c & 0x3F))};
  return out;
}

// A custom type moves by its Betza program, so its target is not a fixed offset: the
// legal moves of each piece that fits kind, file and tandem mark are described and
// compared. When one piece has two moves that fit "進/退 n" (n steps along its file, or
// moves onto file n), the one along its file is meant, else the one fewest ranks away;
// writers check that their text reads back and write the other in ICCS (movetext.cpp
// format_move).
Resolution resolve_custom(const Position& pos, const Description& written, int kind) {
  const Geometry& g = pos.geometry();
  const Color us = pos.side_to_move();
  const Piece p(us, static_cast<PieceKind>(kind));
  const std::string type = faces_or_standard(g.faces).name_en[kind];
  Description d = written;
  d.figure = Figure::Custom;
  std::vector<Move> found;
  std::vector<MoveFacts> found_facts;  // the placement of each found move's piece
  int pieces = 0;
  std::string why;
  const Square* sq = pos.squares_of(p);
  for (int i = 0; i < pos.count(p); ++i) {
    MoveFacts f;
    f.figure = Figure::Custom;
    fill_placement(pos, p, sq[i], f);
    f.direction = d.direction;
    f.number = d.number;
    if (!matches(d, f)) continue;
    ++pieces;
    MoveList list;
    generate_legal_from(pos, sq[i], list);
    std::vector<Move> mine;
    for (Move m : list) {
      if (!m.is_normal() || m.promotes()) continue;  // a promotion is written in ICCS (e7e8=q)
      const MoveFacts mf = facts_of(pos, m);
      if (mf.direction == d.direction && mf.number == d.number) mine.push_back(m);
    }
    if (mine.size() > 1) {
      // Two moves of one piece fit: the one along its file, else the one fewest ranks
      // away (a horse-camel's 日 before its 目 onto the same file) is meant.
      std::vector<Move> straight;
      for (Move m : mine)
        if (g.file_of[m.to()] == g.file_of[m.from()]) straight.push_back(m);
      if (!straight.empty()) mine = straight;
    }
    if (mine.size() > 1) {
      auto ranks = [&](Move m) { return std::abs(g.rank_of[m.to()] - g.rank_of[m.from()]); };
      int nearest = 1 << 30;
      for (Move m : mine) nearest = std::min(nearest, ranks(m));
      std::vector<Move> near;
      for (Move m : mine)
        if (ranks(m) == nearest) near.push_back(m);
      mine = near;
    }
    if (mine.empty()) why = type + " on " + square_name(pos, sq[i]) + ": no legal move fits";
    found.insert(found.end(), mine.begin(), mine.end());
    found_facts.insert(found_facts.end(), mine.size(), f);
  }
  if (found.size() == 1) return {found[0], {}};
  if (found.size() > 1 && d.tandem == Tandem::None) {
    // As for pawns: an unmarked piece among three or five on its file is the middle one.
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
  if (pieces == 1) return {Move::none(), why};
  if (pieces > 1)
    return {Move::none(), "none of the " + std::to_string(pieces) + " pieces that fit can make this move (last: " +
                              why + ")"};
  if (pos.count(p) == 0) return {Move::none(), "no " + std::string(color_name(us)) + " " + type + " on the board"};
  return {Move::none(), "no " + std::string(color_name(us)) + " " + type + " there"};
}

}  // namespace

Resolution resolve(const Position& pos, const Description& d) {
  const Geometry& g = pos.geometry();
  const Color us = pos.side_to_move();
  if (const int custom = custom_kind_named(g, d, us); custom >= 0) return resolve_custom(pos, d, custom);
  if (d.figure == Figure::Custom)
    return {Move::none(), std::string("unknown piece ") + (d.symbol < 0x80 ? "letter '" : "character '") +
                              symbol_text(d.symbol) + "'"};
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
        // 新大象戲's elephant also steps three points (B{2,3}), 山河's boosted one two 田 (four
        // points); read so only where that step is legal, so the standard board keeps its
        // "cannot reach that file".
        if (fig == Figure::Elephant && df >= 3) {
          const int r3 = rank + sign * (d.direction == Direction::Forward ? df : -df);
          if (g.on_board(tf, r3) && pos.is_legal(Move(from, g.square(tf, r3)))) dr = df;
        }
        // 邊防's advisor takes a long palace diagonal in one step (d0-a3, 仕六進九); read so
        // only where that step is legal, as the elephant's three points above.
        if (fig == Figure::Advisor && df >= 2) {
          const int rl = rank + sign * (d.direction == Direction::Forward ? df : -df);
          if (g.on_board(tf, rl) && pos.is_legal(Move(from, g.square(tf, rl)))) dr = df;
        }
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
