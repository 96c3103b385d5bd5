// Chinese text <-> Description. A move is read as a short sequence of "units" (piece,
// digit, action, tandem mark) and the order of the units before the action decides the form:
//   piece digit     炮二      file given
//   tandem piece    前車      tandem on one file (前 中 後)
//   piece tandem    車前      the same, word order used in some WXF translations
//   digit piece     二兵      ordinal among pawns (一…五, front first; over two files:
//                             files right to left, then front to back)
//   tandem digit    前三      tandem pawns on two files: file given, piece left out
//   tandem piece digit  前兵三  the same with the piece written
#include "core/notation/chinese.h"

#include <array>
#include <vector>

#include "core/piece_faces.h"

namespace xq::notation {
namespace {

enum class UnitKind { Piece, Digit, Action, Tandem, Space, Other };

struct Unit {
  UnitKind kind = UnitKind::Other;
  Figure figure = Figure::Unspecified;
  char32_t symbol = 0;  // a piece's character
  int digit = 0;
  Direction direction = Direction::Forward;
  Tandem tandem = Tandem::None;
};

Unit classify(char32_t c) {
  Unit u;
  auto piece = [&](Figure f) { u.kind = UnitKind::Piece; u.figure = f; u.symbol = c; };
  auto digit = [&](int d) { u.kind = UnitKind::Digit; u.digit = d; };
  auto action = [&](Direction d) { u.kind = UnitKind::Action; u.direction = d; };
  auto tandem = [&](Tandem t) { u.kind = UnitKind::Tandem; u.tandem = t; };
  if (const int role = role_of_chinese_char(c); role >= 0) {
    piece(figure_of(static_cast<PieceKind>(role)));
    return u;
  }
  switch (c) {
    case U'進': case U'进': action(Direction::Forward); break;
    case U'退': action(Direction::Backward); break;
    case U'平': action(Direction::Sideways); break;
    case U'前': tandem(Tandem::Front); break;
    case U'中': tandem(Tandem::Middle); break;
    case U'後': case U'后': tandem(Tandem::Rear); break;
    case U' ': case U'\t': case U'\u3000': case U'\n': case U'\r': u.kind = UnitKind::Space; break;
    default:
      if (const int n = digit_value(c); n > 0) digit(n);
      // Any other CJK character may be a custom piece type's (騾, 鷹 …): which one, if
      // any, only the position's variant knows (resolve).
      else if (chinese_piece_char_allowed(c)) piece(Figure::Custom);
  }
  return u;
}

DescriptionParse fail(std::string why) {
  DescriptionParse r;
  r.error = std::move(why);
  return r;
}

}  // namespace

bool starts_chinese_move(std::string_view text, std::size_t pos) {
  if (pos >= text.size()) return false;
  std::size_t len = 0;
  const char32_t c = decode_utf8(text, pos, &len);
  if (c < 0x80) return false;  // ASCII digits start move numbers, not Chinese moves
  const Unit u = classify(c);
  // A character that is no role's starts a move only when a whole move follows
  // ("騾二進三"), so stray words in a record ("和棋") stay errors of the scan.
  if (u.figure == Figure::Custom) {
    std::size_t end = 0;
    return parse_chinese(text, pos, &end).ok;
  }
  return u.kind == UnitKind::Piece || u.kind == UnitKind::Tandem || u.kind == UnitKind::Digit;
}

DescriptionParse parse_chinese(std::string_view text, std::size_t pos, std::size_t* end) {
  std::vector<Unit> head;  // units before the action
  std::string seen;
  Unit action;
  bool have_action = false;
  std::size_t i = pos;
  while (i < text.size()) {
    std::size_t len = 0;
    const char32_t c = decode_utf8(text, i, &len);
    Unit u = classify(c);
    // Numbers of one or two characters (一…十八, １…１８): files of boards up to 18 wide.
    if (std::size_t number_len = 0; const int number = chinese_number_at(text, i, &number_len)) {
      u.kind = UnitKind::Digit;
      u.digit = number;
      len = number_len;
    }
    // A character that is no role's is a piece only where a form puts the piece, and a
    // move names one piece: "炮二跳五" has a stray 跳, not a second piece.
    if (u.figure == Figure::Custom && !have_action)
      for (const Unit& h : head)
        if (h.kind == UnitKind::Piece) u = Unit{};
    if (u.kind == UnitKind::Space) {
      if (head.empty() && !have_action) { i += len; continue; }
      // A space may separate the characters of one move ("馬 8進7"), but only inside it.
      i += len;
      continue;
    }
    if ((c == U'\n' || c == U'\r') && (!head.empty() || have_action))
      return fail("incomplete Chinese move '" + seen + "'");
    if (u.kind == UnitKind::Other) {
      std::string ch(text.substr(i, len));
      if (!have_action && head.empty())
        return fail(c >= 0x80 ? "unknown piece character '" + ch + "'" : std::string("not a Chinese move"));
      return fail("unexpected character '" + ch + "' in Chinese move '" + seen + "'");
    }
    seen += text.substr(i, len);
    i += len;
    if (have_action) {
      if (u.kind != UnitKind::Digit) return fail("Chinese move '" + seen + "' must end in a number");
      const std::size_t n = head.size();
      Description d;
      d.direction = action.direction;
      d.number = u.digit;
      auto k = [&](std::size_t j) { return head[j].kind; };
      // The piece unit, wherever the form puts it.
      for (const Unit& h : head)
        if (h.kind == UnitKind::Piece) d.symbol = h.symbol;
      if (n == 2 && k(0) == UnitKind::Piece && k(1) == UnitKind::Digit) {
        d.figure = head[0].figure;
        d.file = head[1].digit;
      } else if (n == 2 && k(0) == UnitKind::Tandem && k(1) == UnitKind::Piece) {
        d.figure = head[1].figure;
        d.tandem = head[0].tandem;
      } else if (n == 2 && k(0) == UnitKind::Piece && k(1) == UnitKind::Tandem) {
        d.figure = head[0].figure;
        d.tandem = head[1].tandem;
      } else if (n == 2 && k(0) == UnitKind::Digit && k(1) == UnitKind::Piece) {
        if (head[0].digit > 5) return fail("ordinal '" + seen + "' above five");
        d.figure = head[1].figure;
        d.tandem = Tandem::Ordinal;
        d.ordinal = head[0].digit;
      } else if (n == 2 && k(0) == UnitKind::Tandem && k(1) == UnitKind::Digit) {
        d.tandem = head[0].tandem;
        d.file = head[1].digit;
      } else if (n == 3 && k(0) == UnitKind::Tandem && k(1) == UnitKind::Piece &&
                 k(2) == UnitKind::Digit) {
        d.tandem = head[0].tandem;
        d.figure = head[1].figure;
        d.file = head[2].digit;
      } else {
        return fail("cannot read '" + seen + "' as a Chinese move");
      }
      *end = i;
      return {true, d, {}};
    }
    if (u.kind == UnitKind::Action) {
      if (head.size() < 2) return fail("Chinese move '" + seen + "' lacks piece or file");
      action = u;
      have_action = true;
      continue;
    }
    if (head.size() >= 3) return fail("Chinese move '" + seen + "' lacks 進/退/平");
    head.push_back(u);
  }
  return fail("incomplete Chinese move '" + seen + "'");
}

DescriptionParse parse_chinese(std::string_view token) {
  std::size_t end = 0;
  DescriptionParse r = parse_chinese(token, 0, &end);
  if (!r.ok) return r;
  for (std::size_t i = end; i < token.size(); ++i)
    if (token[i] != ' ' && token[i] != '\t' && token[i] != '!' && token[i] != '?')
      return fail("trailing text after Chinese move: '" + std::string(token.substr(end)) + "'");
  return r;
}

std::string format_chinese(const MoveFacts& f, bool red, ChineseScript script) {
  const bool trad = script == ChineseScript::Traditional;
  // A custom type without a character of its own (docs/notation.md): nothing to write.
  if (f.figure == Figure::Custom && f.chinese[trad ? 0 : 1] == 0) return {};
  static constexpr std::array<char32_t, 7> red_trad{U'帥', U'仕', U'相', U'車', U'馬', U'炮', U'兵'};
  static constexpr std::array<char32_t, 7> black_trad{U'將', U'士', U'象', U'車', U'馬', U'炮', U'卒'};
  static constexpr std::array<char32_t, 7> red_simp{U'帅', U'仕', U'相', U'车', U'马', U'炮', U'兵'};
  static constexpr std::array<char32_t, 7> black_simp{U'将', U'士', U'象', U'车', U'马', U'炮', U'卒'};
  const auto& names = red ? (trad ? red_trad : red_simp) : (trad ? black_trad : black_simp);
  const std::size_t fig = static_cast<std::size_t>(f.figure);
  const char32_t piece = fig < 7 ? names[fig] : f.figure == Figure::Custom ? f.chinese[trad ? 0 : 1] : U'?';
  // Files and amounts past 9 (boards up to 18 wide or long): Red writes 十, 十一…十八
  // (as the board's own labels do), Black full-width １０…１８.
  auto append_file = [&](std::string& to, int n) { append_chinese_number(to, n, red); };
  const char32_t front = U'前', middle = U'中', rear = trad ? U'後' : U'后';

  std::string out;
  const bool by_file = f.count < 2 || f.figure == Figure::Advisor || f.figure == Figure::Elephant;
  if (by_file) {
    append_utf8(out, piece);
    append_file(out, f.file);
  } else if ((f.figure == Figure::Pawn || f.figure == Figure::Custom) && (f.tandem_files >= 2 || f.count >= 4)) {
    // 2011 competition rules: 一兵…五兵 counted front to back, over two files right to left.
    // A custom type (there may be many) is counted the same way, up to five.
    const int ord = f.tandem_files >= 2 ? f.global_ordinal : f.index;
    if (ord > 5) return {};
    append_utf8(out, kChineseDigits[static_cast<std::size_t>(ord - 1)]);
    append_utf8(out, piece);
  } else {
    append_utf8(out, f.index == 1 ? front : f.index == f.count ? rear : middle);
    append_utf8(out, piece);
  }
  append_utf8(out, f.direction == Direction::Forward ? (trad ? U'進' : U'进')
                   : f.direction == Direction::Backward ? U'退' : U'平');
  append_file(out, f.number);
  return out;
}

}  // namespace xq::notation
