// FEN parsing (validated, errors as values) and formatting.
#include "core/fen.h"
#include "core/text.h"

#include <algorithm>
#include <cctype>
#include <vector>

#include "core/notation/iccs.h"
#include "core/piece_tables.h"
#include "core/rules/addon_attacks.h"
#include "core/rules/module_registry.h"

namespace xq {

namespace {

const char* color_name(Color c) { return c == Color::Red ? "red" : "black"; }

const char* kind_name(PieceKind k) {
  switch (k) {
    case PieceKind::General: return "general";
    case PieceKind::Advisor: return "advisor";
    case PieceKind::Elephant: return "elephant";
    case PieceKind::Horse: return "horse";
    case PieceKind::Chariot: return "chariot";
    case PieceKind::Cannon: return "cannon";
    case PieceKind::Soldier: return "soldier";
    case PieceKind::Flag: return "palace flag";
  }
  return "piece";
}

// How many of each kind a side can have: there are no promotions, so the start
// counts are upper bounds.
int max_count(PieceKind k) {
  switch (k) {
    case PieceKind::General: return 1;
    case PieceKind::Soldier: return 5;
    case PieceKind::Flag: return 1;
    default: return 2;
  }
}

FenResult fail(FenResult& r, FenErrorKind kind, std::string message, int rank = 0, int column = 0) {
  r.error.kind = kind;
  r.error.rank_from_top = rank;
  r.error.column = column;
  r.error.message = std::move(message);
  return std::move(r);
}

// The point, piece and limit a placement error is about (fen_error.h), for UIs that say it
// in their own words.
FenResult placed(FenResult r, Square s, Piece p, int limit = 0) {
  r.error.square = s;
  r.error.piece = p;
  r.error.limit = limit;
  return r;
}

std::string rank_prefix(int rank_from_top) { return "rank " + std::to_string(rank_from_top) + " (from top): "; }

// The module that puts the Flag piece on the board, named for a variant without it:
// " (宮旗), which this variant does not have (add-on palace_flag)".
std::string flag_piece_owner() {
  for (const RuleModule* m : rule_modules())
    if (m->hooks & kHookFlagPiece)
      return std::string(" (") + m->name + "), which this variant does not have (add-on " + m->id + ")";
  return {};
}

std::string describe_piece_on(const Position& pos, Square s) {
  const Piece p = pos.piece_on(s);
  return std::string(color_name(p.color())) + " " + kind_name(p.kind()) + " on " +
         format_iccs_square(s, pos.geometry());
}

// The registry's modules with an item in the "{…}" field, in the field's order.
const std::vector<const RuleModule*>& item_modules() {
  static const std::vector<const RuleModule*> list = [] {
    std::vector<const RuleModule*> out;
    for (const RuleModule* m : rule_modules())
      if (m->fen_item) out.push_back(m);
    std::stable_sort(out.begin(), out.end(),
                     [](const RuleModule* a, const RuleModule* b) { return a->fen_item->order < b->fen_item->order; });
    return out;
  }();
  return list;
}

// Is `item` (key, or key=value) the item `f`?
bool is_item(const FenItem& f, std::string_view item, std::string_view key) {
  return f.has_value ? key == f.key : item == f.key;
}

std::string item_label(const FenItem& f) { return std::string(f.key) + (f.has_value ? "=" : ""); }

// "解將旗, 還魂卒 or 殺驚與遁馬": the modules that have an item, for the error of a variant without any.
std::string item_module_names() {
  const std::vector<const RuleModule*>& list = item_modules();
  std::string out;
  for (size_t i = 0; i < list.size(); ++i)
    out += (i == 0 ? "" : i + 1 == list.size() ? " or " : ", ") + std::string(list[i]->name);
  return out;
}

// The "{…}" add-on state field (fen.h): each item is its module's (RuleModule::fen_item).
// Empty string = fine; else the message.
std::string parse_extension(std::string_view text, Position& pos) {
  const Geometry& g = pos.geometry();
  if (text.size() < 2 || text.front() != '{' || text.back() != '}')
    return "the add-on state field must be written in braces, e.g. {flag=0.21}";
  if (!g.has_hook(kHookState)) return "this variant has no add-on state (" + item_module_names() + "), so no '{…}' field";
  std::string_view body = text.substr(1, text.size() - 2);
  bool seen[kMaxVariantModules] = {};
  while (!body.empty()) {
    const size_t semi = body.find(';');
    const std::string_view item = body.substr(0, semi);
    body = semi == std::string_view::npos ? std::string_view() : body.substr(semi + 1);
    const size_t eq = item.find('=');
    const std::string_view key = item.substr(0, eq);
    const std::string_view value = eq == std::string_view::npos ? std::string_view() : item.substr(eq + 1);
    int owner = -1;
    for (int i = 0; i < g.module_count && owner < 0; ++i)
      if (g.modules[i]->fen_item && is_item(*g.modules[i]->fen_item, item, key)) owner = i;
    if (owner < 0) {
      for (const RuleModule* m : item_modules())
        if (is_item(*m->fen_item, item, key)) return m->fen_item->missing;
      if (item.empty()) return "empty item in the add-on state field";
      std::string known;
      for (const RuleModule* m : item_modules()) known += (known.empty() ? "" : ", ") + item_label(*m->fen_item);
      return "unknown item '" + std::string(item) + "' in the add-on state field (known: " + known + ")";
    }
    const FenItem& f = *g.modules[owner]->fen_item;
    if (seen[owner]) return "'" + item_label(f) + "' given twice";
    seen[owner] = true;
    if (std::string why = f.parse(pos, value); !why.empty()) return why;
  }
  return {};
}

}  // namespace

char piece_to_char(Piece p) {
  if (p.empty()) return '?';
  static constexpr char kLetters[] = "kabnrcpg";
  const char c = kLetters[index_of(p.kind())];
  return p.color() == Color::Red ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
}

Piece piece_from_char(char c) {
  const Color color = std::isupper(static_cast<unsigned char>(c)) ? Color::Red : Color::Black;
  switch (std::tolower(static_cast<unsigned char>(c))) {
    case 'k': return Piece(color, PieceKind::General);
    case 'a': return Piece(color, PieceKind::Advisor);
    case 'b': case 'e': return Piece(color, PieceKind::Elephant);
    case 'n': case 'h': return Piece(color, PieceKind::Horse);
    case 'r': return Piece(color, PieceKind::Chariot);
    case 'c': return Piece(color, PieceKind::Cannon);
    case 'p': return Piece(color, PieceKind::Soldier);
    case 'g': return Piece(color, PieceKind::Flag);  // 宮旗 (only with the palace_flag add-on)
    default: return Piece();
  }
}

char piece_to_char(Piece p, const Geometry& g) {
  if (p.empty() || !g.types) return piece_to_char(p);
  const char c = g.types->letter[index_of(p.kind())];
  if (c == 0) return '?';
  return p.color() == Color::Red ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
}

Piece piece_from_char(char c, const Geometry& g) {
  if (!g.types) return piece_from_char(c);
  const char lower = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  const Color color = std::isupper(static_cast<unsigned char>(c)) ? Color::Red : Color::Black;
  for (PieceKind k : g.types->kinds)
    if (g.types->letter[index_of(k)] == lower) return Piece(color, k);
  return Piece();
}

FenResult parse_fen(std::string_view fen) { return parse_fen(fen, xiangqi_geometry()); }

FenResult parse_fen(std::string_view fen, const Geometry& g) {
  FenResult r{Position(g), {}};
  std::vector<std::string_view> fields = split_whitespace(fen);
  if (fields.empty()) return fail(r, FenErrorKind::Empty, "empty FEN");
  // The add-on state field, if any, is the last one (read after the board, below).
  std::string_view extension;
  if (fields.size() >= 2 && fields.back().front() == '{') {
    extension = fields.back();
    fields.pop_back();
  }

  // ---- board ----
  std::vector<std::string_view> ranks;
  {
    std::string_view board = fields[0];
    size_t start = 0;
    for (size_t i = 0; i <= board.size(); ++i)
      if (i == board.size() || board[i] == '/') {
        ranks.push_back(board.substr(start, i - start));
        start = i + 1;
      }
  }
  if (static_cast<int>(ranks.size()) != g.height)
    return fail(r, FenErrorKind::RankCount,
                "expected " + std::to_string(g.height) + " ranks separated by '/', found " +
                    std::to_string(ranks.size()));

  for (int i = 0; i < g.height; ++i) {
    const int rank_from_top = i + 1, rank = g.height - 1 - i;
    const std::string_view text = ranks[i];
    int file = 0;
    for (size_t j = 0; j < text.size(); ++j) {
      const char c = text[j];
      const int column = static_cast<int>(j) + 1;
      if (c >= '1' && c <= '9') {
        int n = c - '0';
        // Multi-digit runs (boards wider than 9); capped so hostile input cannot overflow.
        while (j + 1 < text.size() && text[j + 1] >= '0' && text[j + 1] <= '9') {
          n = n * 10 + (text[++j] - '0');
          if (n > 1000) n = 1000;
        }
        file += n;
        if (file > g.width)
          return fail(r, FenErrorKind::RankTooLong,
                      rank_prefix(rank_from_top) + "too many points (" + std::to_string(file) + ", the board is " +
                          std::to_string(g.width) + " wide) at column " + std::to_string(column),
                      rank_from_top, column);
        continue;
      }
      // Hidden pieces (docs/notation.md): '*' before a letter sets that piece face-down;
      // the letter is its identity, or the placeholder letter when it is not known.
      bool down = false;
      Piece truth;
      Piece p;
      if (c == '*') {
        if (!g.hidden.enabled)
          return fail(r, FenErrorKind::BadCharacter,
                      rank_prefix(rank_from_top) + "'*' (a face-down piece) at column " + std::to_string(column) +
                          ", but this variant has no hidden pieces",
                      rank_from_top, column);
        const char l = j + 1 < text.size() ? text[j + 1] : '\0';
        PieceKind unknown_face = g.hidden.stand_in;
        const bool unknown =
            l && placeholder_face(g.hidden, static_cast<char>(std::tolower(static_cast<unsigned char>(l))), unknown_face);
        truth = unknown ? Piece() : piece_from_char(l, g);
        if (!unknown && (truth.empty() || truth.kind() == PieceKind::General))
          return fail(r, FenErrorKind::BadCharacter,
                      rank_prefix(rank_from_top) + "'*' at column " + std::to_string(column) +
                          " must be followed by a non-royal piece letter or the placeholder '" +
                          std::string(1, g.hidden.placeholder) + "'",
                      rank_from_top, column);
        if (unknown && g.hidden.known == HiddenKnowledge::All)
          return fail(r, FenErrorKind::BadCharacter,
                      rank_prefix(rank_from_top) + "'*" + std::string(1, l) + "' at column " + std::to_string(column) +
                          ": everyone knows a face-down piece here (hidden.known = all), so it is written by its "
                          "letter, not the placeholder",
                      rank_from_top, column);
        const Color owner = unknown ? (std::isupper(static_cast<unsigned char>(l)) ? Color::Red : Color::Black)
                                    : truth.color();
        ++j;
        down = true;
        if (g.hidden.moves != FaceDownMoves::AsStart) {
          // Its face: the placeholder's, or the one its identity lies under (hidden.faces).
          p = Piece(owner, unknown ? unknown_face : face_for(g.hidden, truth.kind()));
        } else {
          p = file < g.width && g.exists[g.square(file, rank)] ? g.hidden.start_face[g.square(file, rank)] : Piece();
          if (p.empty() || p.color() != owner)
            return fail(r, FenErrorKind::BadCharacter,
                        rank_prefix(rank_from_top) + "the face-down piece at column " + std::to_string(column) +
                            " is not on a start point of its side (hidden.moves = start: it moves as the setup "
                            "piece of its point)",
                        rank_from_top, column);
        }
      } else {
        p = piece_from_char(c, g);
      }
      if (!p.empty() && p.kind() == PieceKind::Flag && !g.has_hook(kHookFlagPiece))
        return fail(r, FenErrorKind::BadCharacter,
                    rank_prefix(rank_from_top) + "'" + std::string(1, c) + "' at column " + std::to_string(column) +
                        " is a " + kind_name(PieceKind::Flag) + flag_piece_owner(),
                    rank_from_top, column);
      if (p.empty())
        return fail(r, FenErrorKind::BadCharacter,
                    rank_prefix(rank_from_top) + "unexpected character '" + std::string(1, c) + "' at column " +
                        std::to_string(column),
                    rank_from_top, column);
      if (file >= g.width)
        return fail(r, FenErrorKind::RankTooLong,
                    rank_prefix(rank_from_top) + "too many points (more than " + std::to_string(g.width) +
                        ") at column " + std::to_string(column),
                    rank_from_top, column);
      if (!g.exists[g.square(file, rank)]) {
        const char letter = g.file_letter[file] ? g.file_letter[file] : static_cast<char>('a' + file);
        return placed(fail(r, FenErrorKind::PointMissing,
                           rank_prefix(rank_from_top) + "column " + std::to_string(column) + " is point " +
                               std::string(1, letter) + std::to_string(rank) + ", which does not exist on this board",
                           rank_from_top, column),
                      g.square(file, rank), p);
      }
      // Data-defined types: one royal, otherwise as many as a piece list holds.
      // The general's other face (山水's 君) counts with the general.
      const bool royal = g.types && g.is_royal(p.kind());
      const int most = !g.types ? max_count(p.kind()) : royal ? g.types->generals : Position::kMaxPerKind;
      if ((royal ? r.position.royal_count(p.color()) : r.position.count(p)) >= most)
        return placed(fail(r, FenErrorKind::TooManyPieces,
                           rank_prefix(rank_from_top) + "too many " + color_name(p.color()) + " " +
                               kind_name(p.kind()) + "s (at most " + std::to_string(most) + ") at column " +
                               std::to_string(column),
                           rank_from_top, column),
                      g.square(file, rank), p, most);
      r.position.put_piece(p, g.square(file, rank));
      if (down) r.position.set_face_down(g.square(file, rank), truth);
      ++file;
    }
    if (file < g.width)
      return fail(r, FenErrorKind::RankTooShort,
                  rank_prefix(rank_from_top) + "only " + std::to_string(file) + " points, expected " +
                      std::to_string(g.width),
                  rank_from_top, 0);
  }

  // ---- side to move and clocks ----
  Color side = Color::Red;
  if (fields.size() >= 2) {
    const std::string_view s = fields[1];
    if (s == "w" || s == "r" || s == "W" || s == "R") side = Color::Red;
    else if (s == "b" || s == "B") side = Color::Black;
    else return fail(r, FenErrorKind::BadSideToMove, "side to move must be 'w', 'r' or 'b', found '" + std::string(s) + "'");
  }
  r.position.set_side_to_move(side);
  int clock = 0, fullmove = 1;
  if (fields.size() >= 5 && !parse_number(fields[4], clock))
    return fail(r, FenErrorKind::BadClock, "half-move clock must be a number, found '" + std::string(fields[4]) + "'");
  if (fields.size() >= 6 && (!parse_number(fields[5], fullmove) || fullmove < 1))
    return fail(r, FenErrorKind::BadClock, "full-move number must be a number >= 1, found '" + std::string(fields[5]) + "'");
  if (fields.size() > 6)
    return fail(r, FenErrorKind::TrailingText, "unexpected text after the FEN: '" + std::string(fields[6]) + "'");
  r.position.set_halfmove_clock(clock);
  r.position.set_fullmove_number(fullmove);
  if (!extension.empty()) {
    const std::string why = parse_extension(extension, r.position);
    if (!why.empty()) return fail(r, FenErrorKind::BadExtension, why);
  }
  if (g.has_hook(kHookFenField))
    for (int i = 0; i < g.module_count; ++i)
      if (g.modules[i]->fen_settle) g.modules[i]->fen_settle(r.position);

  // ---- placement: every piece must stand where the rules let it be ----
  const Position& pos = r.position;
  for (Color c : {Color::Red, Color::Black}) {
    // `generals = 0` (龜鱷鬥獸棋): no side has a general.
    if (pos.royal_count(c) == 0 && !(g.types && g.types->generals == 0))
      return placed(fail(r, FenErrorKind::MissingGeneral, std::string(color_name(c)) + " general is missing"),
                    kNoSquare, Piece(c, PieceKind::General));
    const int ci = index_of(c);
    struct Check {
      PieceKind kind;
      const bool* allowed;
      FenErrorKind error;
      const char* why;
    };
    const Check checks[] = {
        {PieceKind::General, g.in_palace[ci], FenErrorKind::GeneralOutsidePalace, "is outside its palace"},
        {PieceKind::Advisor, g.advisor_point[ci], FenErrorKind::AdvisorOffPoint,
         "is not on a palace diagonal point"},
        {PieceKind::Elephant, g.elephant_point[ci], FenErrorKind::ElephantOffPoint,
         "is on a point elephants cannot reach"},
        {PieceKind::Soldier, g.soldier_point[ci], FenErrorKind::SoldierOffPoint,
         "is behind its start line or off its file before crossing the river"},
    };
    if (g.types) {
      // Data-defined types: each piece inside its confinement zone (X.zone).
      for (PieceKind k : g.types->kinds) {
        const Piece p(c, k);
        for (int i = 0; i < pos.count(p); ++i) {
          const Square s = pos.squares_of(p)[i];
          if (!g.types->may_stand(c, k, s))
            return placed(fail(r, FenErrorKind::OutsideZone,
                               describe_piece_on(pos, s) + " stands outside the zone its type is confined to",
                               g.height - g.rank_of[s], 0),
                          s, p);
        }
      }
      continue;
    }
    for (const Check& check : checks) {
      const Piece p(c, check.kind);
      for (int i = 0; i < pos.count(p); ++i) {
        const Square s = pos.squares_of(p)[i];
        if (!check.allowed[s]) {
          const int rank_from_top = g.height - g.rank_of[s];
          return placed(fail(r, check.error, describe_piece_on(pos, s) + " " + check.why, rank_from_top, 0), s, p);
        }
      }
    }
  }

  // ---- the modules' own checks of the board against their state (宮旗's flag) ----
  if (g.has_hook(kHookFenField))
    for (int i = 0; i < g.module_count; ++i)
      if (g.modules[i]->fen_check && !g.modules[i]->fen_check(pos, r.error)) return r;

  // ---- check state ----
  // 宮廷炮 and 宮策略's 可飛將 make some facings legal: then only an attack on the
  // side not to move counts (宮廷炮: a facing is the side to move's to lift).
  const bool facing_rules = g.powers && (g.powers->palace_cannon || g.powers->strategy);
  const bool not_to_move_attacked = facing_rules
                                        ? addon_general_attacked(pos, opposite(side), g.powers->palace_cannon)
                                        : pos.general_attacked(opposite(side));
  // A general with no move from its point (神鷹's, carried out of its palace) does not fly:
  // its facing is the other general's attack on it, judged by the attack test below.
  const auto flies = [&](Color c) {
    const Square k = pos.general_square(c);
    return !g.types || g.types->has_moves(c, pos.piece_on(k).kind(), k);
  };
  // A 將 facing a 君 (山水, Geometry::royal_face) is the 君's one-sided attack: a check,
  // judged below; only royals of one face attack each other.
  const auto same_face = [&] {
    return pos.piece_on(pos.general_square(Color::Red)).kind() == pos.piece_on(pos.general_square(Color::Black)).kind();
  };
  if (pos.generals_facing() && (!g.types || g.types->flying_general) && (!facing_rules || not_to_move_attacked) &&
      flies(Color::Red) && flies(Color::Black) && same_face())
    return placed(fail(r, FenErrorKind::GeneralsFacing,
                       std::string("the generals face each other on file ") +
                           format_iccs_square(pos.general_square(Color::Red), g).substr(0, 1) + " (將帥照面)"),
                  pos.general_square(Color::Red), Piece(Color::Red, PieceKind::General));
  if (not_to_move_attacked)
    return placed(fail(r, FenErrorKind::SideNotToMoveInCheck,
                       std::string(color_name(opposite(side))) + " is in check but it is " + color_name(side) +
                           "'s turn to move"),
                  pos.general_square(opposite(side)), Piece(opposite(side), PieceKind::General));
  return r;
}

std::string to_fen(const Position& pos) {
  const Geometry& g = pos.geometry();
  std::string out;
  for (int rank = g.height - 1; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < g.width; ++file) {
      const Piece p = g.exists[g.square(file, rank)] ? pos.piece_on(g.square(file, rank)) : Piece();
      if (p.empty()) {
        ++empty;
        continue;
      }
      if (empty) out += std::to_string(empty);
      empty = 0;
      const Square s = g.square(file, rank);
      if (pos.face_down(s)) {
        // '*' and the identity, or the placeholder where this position does not know it.
        out += '*';
        const char unknown = placeholder_for(g.hidden, p.kind());
        out += pos.identity_known(s) ? piece_to_char(pos.identity(s), g)
               : p.color() == Color::Red ? static_cast<char>(std::toupper(static_cast<unsigned char>(unknown)))
                                         : unknown;
        continue;
      }
      out += piece_to_char(p, g);
    }
    if (empty) out += std::to_string(empty);
    if (rank > 0) out += '/';
  }
  out += pos.side_to_move() == Color::Red ? " w" : " b";
  out += " - - " + std::to_string(pos.halfmove_clock()) + " " + std::to_string(pos.fullmove_number());
  if (g.has_hook(kHookFenField)) {
    std::string ext;
    for (const RuleModule* m : item_modules())
      if (g.uses(*m))
        if (const std::string item = m->fen_item->write(pos); !item.empty()) ext += (ext.empty() ? "" : ";") + item;
    if (!ext.empty()) out += " {" + ext + "}";
  }
  return out;
}

}  // namespace xq
