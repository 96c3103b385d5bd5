// ICCS coordinate move text: parse and format (add-on forms included, see iccs.h).
#include "core/notation/iccs.h"

#include "core/piece_tables.h"

namespace xq {

namespace {

bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

// File index of an ICCS letter on this board (its own letters, case-insensitive), or -1.
int file_of_letter(const Geometry& geo, char f) {
  if (f >= 'A' && f <= 'Z') f = static_cast<char>(f - 'A' + 'a');
  for (int i = 0; i < geo.width && i < 32; ++i)
    if (geo.file_letter[i] == f) return i;
  return -1;
}

// Length of the square text at the start of s: a letter and a rank of one digit or two
// without a leading zero ("e2", "a13"); 0 if s does not start with one. A square always
// starts with a letter, so "a1a12" and "a10a9" split one way only.
std::size_t square_length(std::string_view s) {
  if (s.size() < 2 || !is_letter(s[0]) || !is_digit(s[1])) return 0;
  return s.size() >= 3 && is_digit(s[2]) && s[1] != '0' ? 3 : 2;
}

// "h2e2", "H2-E2", "a10a12": the two square texts of a plain move, or false.
bool split_plain(std::string_view text, std::string_view& from, std::string_view& to) {
  const std::size_t a = square_length(text);
  if (a == 0) return false;
  std::size_t i = a;
  if (i < text.size() && text[i] == '-') ++i;
  const std::size_t b = square_length(text.substr(i));
  if (b == 0 || i + b != text.size()) return false;
  from = text.substr(0, a);
  to = text.substr(i, b);
  return true;
}

// "c3xe5", "c3xe5xg7": a jump path (Move::jump), its squares joined by 'x' (the
// checkers capture sign), from 2 to Move::kMaxWaypoints + 2 squares.
std::optional<Move> parse_path(std::string_view text, const Geometry& geo) {
  Square squares[Move::kMaxWaypoints + 2];
  int n = 0;
  std::size_t i = 0;
  while (i < text.size()) {
    if (n > 0) {
      if (text[i] != 'x' && text[i] != 'X') return std::nullopt;
      ++i;
    }
    const std::size_t len = square_length(text.substr(i));
    if (len == 0 || n == Move::kMaxWaypoints + 2) return std::nullopt;
    const std::optional<Square> s = parse_iccs_square(text.substr(i, len), geo);
    if (!s) return std::nullopt;
    squares[n++] = *s;
    i += len;
  }
  if (n < 2) return std::nullopt;
  return Move::jump(squares[0], squares + 1, n - 2, squares[n - 1]);
}

std::optional<Move> parse_plain(std::string_view text, const Geometry& geo) {
  std::string_view a, b;
  if (!split_plain(text, a, b)) return std::nullopt;
  const std::optional<Square> from = parse_iccs_square(a, geo), to = parse_iccs_square(b, geo);
  if (!from || !to || *from == *to) return std::nullopt;
  return Move(*from, *to);
}

// Is text shaped as a jump path: squares joined by 'x', at least two?
bool path_shape(std::string_view text) {
  std::size_t i = 0;
  int n = 0;
  while (i < text.size()) {
    if (n > 0) {
      if (text[i] != 'x' && text[i] != 'X') return false;
      ++i;
    }
    const std::size_t len = square_length(text.substr(i));
    if (len == 0) return false;
    i += len;
    ++n;
  }
  return n >= 2;
}

// "e7e8=q": a promotion (Move::promote): the plain move, '=' and the FEN letter (either
// case) of the kind the piece becomes; "c4xe6xg8=b" a jump path that turns the piece over
// as it lands (Move::with_kind). Returns the move part and the letter, or false.
bool split_promotion(std::string_view text, std::string_view& plain, char& letter) {
  if (text.size() < 6 || text[text.size() - 2] != '=' || !is_letter(text.back())) return false;
  plain = text.substr(0, text.size() - 2);
  letter = text.back() >= 'A' && text.back() <= 'Z' ? static_cast<char>(text.back() - 'A' + 'a') : text.back();
  std::string_view a, b;
  return split_plain(plain, a, b) || path_shape(plain);
}

}  // namespace

bool looks_like_iccs_move(std::string_view text) {
  std::string_view a, b;
  if (split_plain(text, a, b)) return true;
  char letter = 0;
  return split_promotion(text, a, letter) || path_shape(text);
}

std::optional<std::pair<Square, Square>> parse_iccs_square_pair(std::string_view text, const Geometry& geo) {
  // The first point ends where its rank's digits end (ranks may have two digits).
  std::size_t split = text.empty() ? 0 : 1;
  while (split < text.size() && text[split] >= '0' && text[split] <= '9') ++split;
  const std::optional<Square> a = parse_iccs_square(text.substr(0, split), geo);
  const std::optional<Square> b = parse_iccs_square(text.substr(split), geo);
  if (!a || !b || *a == *b) return std::nullopt;
  return std::make_pair(*a, *b);
}

std::optional<Square> parse_iccs_square(std::string_view text, const Geometry& geo) {
  if (text.empty() || square_length(text) != text.size()) return std::nullopt;
  const int file = file_of_letter(geo, text[0]);
  const int rank = text.size() == 2 ? text[1] - '0' : (text[1] - '0') * 10 + (text[2] - '0');
  if (file < 0 || !geo.on_board(file, rank)) return std::nullopt;
  return geo.square(file, rank);
}

std::string format_iccs_square(Square s, const Geometry& geo) {
  if (s >= geo.size) return "??";
  const char letter = geo.file_letter[geo.file_of[s]] ? geo.file_letter[geo.file_of[s]]
                                                       : static_cast<char>('a' + geo.file_of[s]);
  std::string out(1, letter);
  out += std::to_string(geo.rank_of[s]);
  return out;
}

std::optional<Move> parse_iccs(std::string_view text, const Geometry& geo) {
  if (text == "@@") return Move::flag_only();
  if (text.size() >= 3 && text[0] == '^') {  // hidden pieces: the owner reveals the piece on the square
    // "^e6=r": the piece on e6 changes in place into the kind (山水's 雄 「變化」).
    std::string_view point = text.substr(1);
    PieceKind kind = PieceKind::General;
    if (const std::size_t eq = point.find('='); eq != std::string_view::npos) {
      if (eq + 2 != point.size() || !geo.types) return std::nullopt;
      bool found = false;
      for (PieceKind k : geo.types->kinds)
        if (geo.types->letter[index_of(k)] == point[eq + 1]) kind = k, found = true;
      if (!found) return std::nullopt;
      point = point.substr(0, eq);
      const std::optional<Square> s = parse_iccs_square(point, geo);
      if (!s) return std::nullopt;
      return Move::reveal(*s).with_kind(kind);
    }
    const std::optional<Square> s = parse_iccs_square(point, geo);
    if (!s) return std::nullopt;
    return Move::reveal(*s);
  }
  if (const std::size_t caret = text.find('^'); caret != std::string_view::npos && caret > 0) {
    // 暗戰: "b2^b7", the piece on b2 swaps with the face-down piece on b7 and turns it over.
    const std::optional<Square> from = parse_iccs_square(text.substr(0, caret), geo);
    const std::optional<Square> to = parse_iccs_square(text.substr(caret + 1), geo);
    if (!from || !to || *from == *to) return std::nullopt;
    return Move::swap_reveal(*from, *to);
  }
  if (text.size() >= 3 && text[0] == '*') {  // 起始象棋: a captured piece put back face-down on the square
    const std::optional<Square> s = parse_iccs_square(text.substr(1), geo);
    if (!s) return std::nullopt;
    return Move::drop_face_down(*s);
  }
  if (text.size() >= 4 && text[0] == 'G' && (text[1] == '*' || text.back() == '*')) {
    const bool enter = text[1] == '*', back = text.back() == '*';
    if (enter == back) return std::nullopt;
    const std::optional<Square> s = parse_iccs_square(text.substr(enter ? 2 : 1, text.size() - 2), geo);
    if (!s) return std::nullopt;
    return enter ? Move::flag_enter(*s) : Move::flag_return(*s);
  }
  if (!text.empty() && text.front() == '@') {
    const std::optional<Move> inner = parse_iccs(text.substr(1), geo);
    if (!inner || inner->flag_step() || inner->is_flag_only()) return std::nullopt;
    return inner->with_flag_step();
  }
  if (text.size() >= 4 && (text[0] == 'P' || text[0] == 'p') && text[1] == '*') {
    const std::optional<Square> to = parse_iccs_square(text.substr(2), geo);
    if (!to) return std::nullopt;
    return Move::drop(*to);
  }
  if (const size_t tilde = text.find('~'); tilde != std::string_view::npos) {  // 神鷹's carry: z0b2~b0d2
    const std::optional<Move> first = parse_plain(text.substr(0, tilde), geo);
    const std::optional<Move> second = parse_plain(text.substr(tilde + 1), geo);
    if (!first || !second) return std::nullopt;
    return Move::carry(first->from(), first->to(), second->from(), second->to());
  }
  if (const size_t colon = text.find(':'); colon != std::string_view::npos) {  // castling: e0g0:h0f0
    const std::optional<Move> king = parse_plain(text.substr(0, colon), geo);
    const std::optional<Move> rook = parse_plain(text.substr(colon + 1), geo);
    if (!king || !rook) return std::nullopt;
    return Move::castle(king->from(), king->to(), rook->from(), rook->to());
  }
  if (const size_t amp = text.find('&'); amp != std::string_view::npos) {
    const std::optional<Move> first = parse_plain(text.substr(0, amp), geo);
    const std::optional<Move> second = parse_plain(text.substr(amp + 1), geo);
    if (!first || !second) return std::nullopt;
    return Move::double_move(first->from(), first->to(), second->from(), second->to());
  }
  if (std::optional<Move> plain = parse_plain(text, geo)) return plain;
  std::string_view plain_text;
  char letter = 0;
  if (split_promotion(text, plain_text, letter)) {
    // The move part: a plain move, else a jump path short enough to carry the new kind.
    std::optional<Move> base = parse_plain(plain_text, geo);
    if (!base) base = parse_path(plain_text, geo);
    if (!base || !geo.types || (base->is_jump() && base->waypoints() > Move::kMaxPromotingWaypoints))
      return std::nullopt;
    const Move move = *base;
    for (PieceKind k : geo.types->kinds)
      if (geo.types->letter[index_of(k)] == letter)
        return move.is_jump() ? move.with_kind(k) : Move::promote(move.from(), move.to(), k);
    return std::nullopt;
  }
  return parse_path(text, geo);
}

std::string format_iccs(Move m, const Geometry& geo) {
  if (m.is_none()) return "0000";
  std::string out = m.flag_step() ? "@" : "";
  switch (m.type()) {
    case MoveType::Normal:
      out += format_iccs_square(m.from(), geo);
      if (m.is_jump()) {  // the landings of a jump path, in order, each after an 'x'
        for (int i = 0; i < m.waypoints(); ++i) out += "x" + format_iccs_square(m.waypoint(i), geo);
        out += "x";
      }
      out += format_iccs_square(m.to(), geo);
      // A promotion: '=' and the lower-case FEN letter of the new kind ("e7e8=q").
      if (m.promotes() && geo.types) out += std::string("=") + geo.types->letter[index_of(m.promotion())];
      return out;
    case MoveType::FlagOnly:
      // 宮旗: "G*e0" the flag enters onto e0, "Ge0*" it returns from e0 to the ring.
      if (m.is_flag_enter()) return "G*" + format_iccs_square(m.to(), geo);
      if (m.is_flag_return()) return "G" + format_iccs_square(m.from(), geo) + "*";
      return "@@";
    case MoveType::Drop:
      // A face-down drop names its point only (the point's setup piece is what lies there).
      if (m.is_face_down_drop()) return out + "*" + format_iccs_square(m.to(), geo);
      return out + "P*" + format_iccs_square(m.to(), geo);
    case MoveType::Reveal:
      if (m.is_swap_reveal()) return format_iccs_square(m.from(), geo) + "^" + format_iccs_square(m.to(), geo);
      if (m.promotes() && geo.types)  // 山水's 雄 「變化」: "^e6=r"
        return "^" + format_iccs_square(m.from(), geo) + "=" + geo.types->letter[index_of(m.promotion())];
      return "^" + format_iccs_square(m.from(), geo);
    case MoveType::Double:
      return out + format_iccs_square(m.from(), geo) + format_iccs_square(m.to(), geo) +
             (m.is_carry() ? "~" : m.is_castle() ? ":" : "&") +
             format_iccs_square(m.from2(), geo) + format_iccs_square(m.to2(), geo);
  }
  return out;
}

}  // namespace xq
