// WXF text <-> Description. Binding to a position lives in descriptive.cpp.
#include "core/notation/wxf.h"

#include <cctype>

#include "core/piece_faces.h"

namespace xq::notation {
namespace {

// A piece letter: a role's (K/G A E/B R H/N C P/S), or any other letter, which may be a
// custom piece type's (which one, if any, only the position's variant knows: resolve).
bool figure_from_letter(char c, Figure& out) {
  if (!std::isalpha(static_cast<unsigned char>(c))) return false;
  const int role = role_of_wxf_letter(c);
  out = role >= 0 ? figure_of(static_cast<PieceKind>(role)) : Figure::Custom;
  return true;
}

bool is_digit19(char c) { return c >= '1' && c <= '9'; }
bool is_sign(char c) { return c == '+' || c == '-'; }

// A file or a number: 1..9, or 10..18 on boards up to 18 files wide or ranks long (山界
// 11 files, 長河 18). No leading zero, so "10" never splits into "1" "0" (0 is no file)
// and the direction sign always ends a file.
bool read_number(std::string_view s, int& out) {
  if (s.size() == 1 && is_digit19(s[0])) return out = s[0] - '0', true;
  if (s.size() == 2 && s[0] == '1' && s[1] >= '0' && s[1] <= '8') return out = 10 + (s[1] - '0'), true;
  return false;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && (std::isspace(static_cast<unsigned char>(s.back())) || s.back() == '!' ||
                        s.back() == '?' || s.back() == '#'))
    s.remove_suffix(1);
  return s;
}

// The direction sign: the last non-digit (the number after it is one or two digits).
std::size_t direction_at(std::string_view s) {
  std::size_t k = s.size();
  while (k > 0 && std::isdigit(static_cast<unsigned char>(s[k - 1]))) --k;
  return k == 0 ? std::string_view::npos : k - 1;
}

DescriptionParse fail(std::string why) {
  DescriptionParse r;
  r.error = std::move(why);
  return r;
}

}  // namespace

DescriptionParse parse_wxf(std::string_view token) {
  const std::string_view s = trim(token);
  if (s.size() < 3 || s.size() > 7) return fail("not WXF: expected 4 characters like C2.5");
  const std::size_t at = direction_at(s);
  Description d;
  if (at == std::string_view::npos || at + 1 == s.size() || !read_number(s.substr(at + 1), d.number))
    return fail("WXF move must end in a number 1-18");
  const char dir = s[at];
  if (dir == '+') d.direction = Direction::Forward;
  else if (dir == '-') d.direction = Direction::Backward;
  else if (dir == '.' || dir == '=') d.direction = Direction::Sideways;
  else return fail(std::string("WXF direction must be + - or ., got '") + dir + "'");

  const std::string_view p = s.substr(0, at);
  Figure fig;
  auto tandem_of = [](char c) { return c == '+' ? Tandem::WxfPlus : Tandem::WxfMinus; };
  auto double_of = [](char c) { return c == '+' ? Tandem::WxfPlusPlus : Tandem::WxfMinusMinus; };
  const auto cannot = [&] { return fail("not WXF: cannot read '" + std::string(p) + "' as piece and file"); };
  if (p.size() < 2) return fail("not WXF: expected 4 characters like C2.5");
  const char a = p[0], b = p[1];
  int file = 0;
  if (figure_from_letter(a, fig)) {
    d.figure = fig;
    d.symbol = static_cast<unsigned char>(a);
    if (read_number(p.substr(1), file)) {  // C2, C10
      d.file = file;
    } else if (p.size() == 2 && is_sign(b)) {  // C+
      d.tandem = tandem_of(b);
    } else if (p.size() == 3 && is_sign(b) && p[2] == b) {  // P++
      d.tandem = double_of(b);
    } else {
      return cannot();
    }
  } else if (is_sign(a)) {
    if (p.size() == 2 && b == a) {  // ++ / -- : pawns, four or five on a file
      d.figure = Figure::Pawn;
      d.tandem = double_of(a);
    } else if (p.size() == 2 && figure_from_letter(b, fig)) {  // +C
      d.figure = fig;
      d.symbol = static_cast<unsigned char>(b);
      d.tandem = tandem_of(a);
    } else if (p.size() == 3 && b == a && figure_from_letter(p[2], fig)) {  // ++P
      d.figure = fig;
      d.symbol = static_cast<unsigned char>(p[2]);
      d.tandem = double_of(a);
    } else {
      return cannot();
    }
  } else if (std::isdigit(static_cast<unsigned char>(a))) {
    if (is_sign(p.back()) && read_number(p.substr(0, p.size() - 1), file)) {  // 3+ , 10- : tandem pawns on two files
      d.figure = Figure::Pawn;
      d.file = file;
      d.tandem = tandem_of(p.back());
    } else if (p.size() % 2 == 0 && p.substr(0, p.size() / 2) == p.substr(p.size() / 2) &&
               read_number(p.substr(0, p.size() / 2), file)) {  // 33, 1010 : middle of three, tandem on two files
      d.figure = Figure::Pawn;
      d.file = file;
      d.tandem = Tandem::Middle;
    } else {
      return cannot();
    }
  } else {
    return cannot();
  }
  return {true, d, {}};
}

bool looks_like_wxf(std::string_view token) {
  const std::string_view s = trim(token);
  if (s.size() < 4 || s.size() > 7) return false;
  const std::size_t at = direction_at(s);
  int number = 0;
  if (at == std::string_view::npos || at == 0 || !read_number(s.substr(at + 1), number)) return false;
  const char dir = s[at];
  if (!(dir == '+' || dir == '-' || dir == '.' || dir == '=')) return false;
  for (char c : s)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '+' || c == '-' || c == '.' || c == '='))
      return false;
  return true;
}

std::string format_wxf(const MoveFacts& f) {
  std::string out;
  // A custom type writes its own letter (docs/notation.md); without one, nothing.
  if (f.figure == Figure::Custom && f.wxf == 0) return {};
  const char letter = f.figure == Figure::Custom ? f.wxf : wxf_letter(f.figure);
  if (f.figure == Figure::Custom && f.count >= 2) {
    // Like the roles, but a custom type's pieces may stand four or five on a file or
    // two or more on several files: the letter is always written ("M++", "M+", "M3",
    // "M-", "M--"); on several files the file alone, which the writer checks reads back.
    out += letter;
    const int n = f.count, i = f.index;
    if (f.tandem_files >= 2) out += std::to_string(f.file);
    else if (n <= 3) out += i == 1 ? "+" : i == n ? "-" : std::to_string(f.file);
    else out += i == 1 ? "++" : i == n ? "--" : i == 2 ? "+" : i == n - 1 ? "-" : std::to_string(f.file);
    out += f.direction == Direction::Forward ? '+' : f.direction == Direction::Backward ? '-' : '.';
    out += std::to_string(f.number);
    return out;
  }
  // Files 10..18 (the 山界 and wider boards) are two digits: "R10.6", "C2.11", "R18.1".
  const std::string file = std::to_string(f.file);
  // Advisors and elephants are always written with their file: the direction and target
  // already single out one of two on a file, and that is how records write them.
  const bool by_file = f.count < 2 || f.figure == Figure::Advisor || f.figure == Figure::Elephant;
  if (by_file) {
    out += letter;
    out += file;
  } else if (f.figure == Figure::Pawn && f.tandem_files >= 2) {
    out += file;  // the file replaces the letter; at most three on a file then
    out += f.index == 1 ? "+" : f.index == f.count ? "-" : file;
  } else if (f.count <= 3) {
    out += letter;
    out += f.index == 1 ? "+" : f.index == f.count ? "-" : file;
  } else {  // four or five pawns on one file
    if (f.index == 1) out += "++";
    else if (f.index == f.count) out += "--";
    else {
      out += letter;
      out += f.index == 2 ? "+" : f.index == f.count - 1 ? "-" : file;
    }
  }
  out += f.direction == Direction::Forward ? '+' : f.direction == Direction::Backward ? '-' : '.';
  out += std::to_string(f.number);
  return out;
}

}  // namespace xq::notation
