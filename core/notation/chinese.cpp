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

constexpr char32_t kChineseDigits[] = {U'一', U'二', U'三', U'四', U'五', U'六', U'七', U'八', U'九'};

// 1..9 for a Chinese digit 一…九, else 0.
int chinese_digit_value(char32_t c) {
  for (int i = 0; i < 9; ++i)
    if (c == kChineseDigits[i]) return i + 1;
  return 0;
}

// 1..9 for one digit character (Chinese, full-width or ASCII), else 0.
int digit_value(char32_t c) {
  if (c >= U'1' && c <= U'9') return static_cast<int>(c - U'0');
  if (c >= U'１' && c <= U'９') return static_cast<int>(c - U'０');
  return chinese_digit_value(c);
}

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

void append_chinese_number(std::string& out, int n, bool red) {
  if (n < 1 || n > 18) return append_utf8(out, U'?');
  if (red) {
    if (n >= 10) append_utf8(out, U'十');
    if (n != 10) append_utf8(out, kChineseDigits[(n - 1) % 10]);
    return;
  }
  if (n >= 10) append_utf8(out, U'１');
  append_utf8(out, static_cast<char32_t>(U'０' + n % 10));
}

int chinese_number_at(std::string_view text, std::size_t pos, std::size_t* len) {
  *len = 0;
  if (pos >= text.size()) return 0;
  std::size_t len1 = 0, len2 = 0;
  const char32_t c = decode_utf8(text, pos, &len1);
  const char32_t next = pos + len1 < text.size() ? decode_utf8(text, pos + len1, &len2) : 0;
  *len = len1;
  // 十 (10), 十一…十九. Only a Chinese digit continues it: "十1" is no number.
  if (c == U'十') {
    const int units = chinese_digit_value(next);
    if (units > 0) *len += len2;
    return 10 + units;
  }
  // １０…１９ in full-width digits. ASCII stays one digit: "兵7進1" may run straight into
  // a move number ("兵7進12.炮2平5"), a full-width pair never does in the records we read.
  if (c == U'１' && next >= U'０' && next <= U'９') {
    *len += len2;
    return 10 + static_cast<int>(next - U'０');
  }
  return digit_value(c);
}

char32_t decode_utf8(std::string_view s, std::size_t pos, std::size_t* len) {
  if (pos >= s.size()) {  // past the end: nothing (callers step over it and stop)
    *len = 1;
    return 0;
  }
  const auto b = [&](std::size_t i) { return static_cast<unsigned char>(s[pos + i]); };
  const std::size_t left = s.size() - pos;
  const unsigned char c = b(0);
  if (c < 0x80) { *len = 1; return c; }
  if ((c >> 5) == 6 && left >= 2) { *len = 2; return ((c & 0x1F) << 6) | (b(1) & 0x3F); }
  if ((c >> 4) == 14 && left >= 3) {
    *len = 3;
    return ((c & 0x0F) << 12) | ((b(1) & 0x3F) << 6) | (b(2) & 0x3F);
  }
  if ((c >> 3) == 30 && left >= 4) {
    *len = 4;
    return ((c & 0x07) << 18) | ((b(1) & 0x3F) << 12) | ((b(2) & 0x3F) << 6) | (b(3) & 0x3F);
  }
  *len = 1;
  return 0xFFFD;  // invalid byte: one replacement character per byte
}

void append_utf8(std::string& out, char32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

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
