// WXF text <-> Description. Binding to a position lives in descriptive.cpp.
#include "core/notation/wxf.h"

#include <cctype>

namespace xq::notation {
namespace {

bool figure_from_letter(char c, Figure& out) {
  switch (std::toupper(static_cast<unsigned char>(c))) {
    case 'K': case 'G': out = Figure::King; return true;
    case 'A': out = Figure::Advisor; return true;
    case 'E': case 'B': out = Figure::Elephant; return true;
    case 'R': out = Figure::Rook; return true;
    case 'H': case 'N': out = Figure::Horse; return true;
    case 'C': out = Figure::Cannon; return true;
    case 'P': case 'S': out = Figure::Pawn; return true;
    default: return false;
  }
}

bool is_digit19(char c) { return c >= '1' && c <= '9'; }
bool is_sign(char c) { return c == '+' || c == '-'; }

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && (std::isspace(static_cast<unsigned char>(s.back())) || s.back() == '!' ||
                        s.back() == '?' || s.back() == '#'))
    s.remove_suffix(1);
  return s;
}

DescriptionParse fail(std::string why) {
  DescriptionParse r;
  r.error = std::move(why);
  return r;
}

}  // namespace

DescriptionParse parse_wxf(std::string_view token) {
  const std::string_view s = trim(token);
  if (s.size() < 3 || s.size() > 5) return fail("not WXF: expected 4 characters like C2.5");
  const char last = s[s.size() - 1];
  const char dir = s[s.size() - 2];
  if (!is_digit19(last)) return fail("WXF move must end in a digit 1-9");
  Description d;
  d.number = last - '0';
  if (dir == '+') d.direction = Direction::Forward;
  else if (dir == '-') d.direction = Direction::Backward;
  else if (dir == '.' || dir == '=') d.direction = Direction::Sideways;
  else return fail(std::string("WXF direction must be + - or ., got '") + dir + "'");

  const std::string_view p = s.substr(0, s.size() - 2);
  Figure fig;
  auto tandem_of = [](char c) { return c == '+' ? Tandem::WxfPlus : Tandem::WxfMinus; };
  auto double_of = [](char c) { return c == '+' ? Tandem::WxfPlusPlus : Tandem::WxfMinusMinus; };
  if (p.size() == 2) {
    const char a = p[0], b = p[1];
    if (figure_from_letter(a, fig) && is_digit19(b)) {  // C2
      d.figure = fig;
      d.file = b - '0';
    } else if (figure_from_letter(a, fig) && is_sign(b)) {  // C+
      d.figure = fig;
      d.tandem = tandem_of(b);
    } else if (is_sign(a) && figure_from_letter(b, fig)) {  // +C
      d.figure = fig;
      d.tandem = tandem_of(a);
    } else if (is_sign(a) && a == b) {  // ++ / -- : pawns, four or five on a file
      d.figure = Figure::Pawn;
      d.tandem = double_of(a);
    } else if (is_digit19(a) && is_sign(b)) {  // 3+ : tandem pawns on two files
      d.figure = Figure::Pawn;
      d.file = a - '0';
      d.tandem = tandem_of(b);
    } else if (is_digit19(a) && a == b) {  // 33 : middle of three, tandem on two files
      d.figure = Figure::Pawn;
      d.file = a - '0';
      d.tandem = Tandem::Middle;
    } else if (std::isalpha(static_cast<unsigned char>(a)) && !figure_from_letter(a, fig)) {
      return fail(std::string("unknown piece letter '") + a + "'");
    } else {
      return fail("not WXF: cannot read '" + std::string(p) + "' as piece and file");
    }
  } else if (p.size() == 3) {
    if (figure_from_letter(p[0], fig) && is_sign(p[1]) && p[1] == p[2]) {  // P++
      d.figure = fig;
      d.tandem = double_of(p[1]);
    } else if (is_sign(p[0]) && p[0] == p[1] && figure_from_letter(p[2], fig)) {  // ++P
      d.figure = fig;
      d.tandem = double_of(p[0]);
    } else {
      return fail("not WXF: cannot read '" + std::string(p) + "' as piece and file");
    }
  } else {
    return fail("not WXF: expected 4 characters like C2.5");
  }
  return {true, d, {}};
}

bool looks_like_wxf(std::string_view token) {
  const std::string_view s = trim(token);
  if (s.size() < 4 || s.size() > 5) return false;
  const char dir = s[s.size() - 2];
  if (!is_digit19(s.back()) || !(dir == '+' || dir == '-' || dir == '.' || dir == '=')) return false;
  for (char c : s)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '+' || c == '-' || c == '.' || c == '='))
      return false;
  return true;
}

std::string format_wxf(const MoveFacts& f) {
  std::string out;
  const char letter = wxf_letter(f.figure);
  const char file = static_cast<char>('0' + f.file);
  // Advisors and elephants are always written with their file: the direction and target
  // already single out one of two on a file, and that is how records write them.
  const bool by_file = f.count < 2 || f.figure == Figure::Advisor || f.figure == Figure::Elephant;
  if (by_file) {
    out += letter;
    out += file;
  } else if (f.figure == Figure::Pawn && f.tandem_files >= 2) {
    out += file;  // the file replaces the letter; at most three on a file then
    out += f.index == 1 ? '+' : f.index == f.count ? '-' : file;
  } else if (f.count <= 3) {
    out += letter;
    out += f.index == 1 ? '+' : f.index == f.count ? '-' : file;
  } else {  // four or five pawns on one file
    if (f.index == 1) out += "++";
    else if (f.index == f.count) out += "--";
    else {
      out += letter;
      out += f.index == 2 ? '+' : f.index == f.count - 1 ? '-' : file;
    }
  }
  out += f.direction == Direction::Forward ? '+' : f.direction == Direction::Backward ? '-' : '.';
  out += static_cast<char>('0' + f.number);
  return out;
}

}  // namespace xq::notation
