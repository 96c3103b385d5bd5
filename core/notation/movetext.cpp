// The any-notation dispatcher and the movetext scanner.
//
// Telling the syntaxes apart: a token of ASCII letters and digits that is a pair of squares
// ("h2e2", "H2-E2") is ICCS; an ASCII token ending in a direction sign and a digit
// ("C2.5", "+C.5", "3+.4") is WXF; anything starting with a Chinese piece, digit or tandem
// character is Chinese. No text is valid in two of them, so the order of tries does not
// change a result, only which error is reported for a broken token.
#include "core/notation/movetext.h"

#include <algorithm>
#include <cctype>
#include <optional>

#include "core/movegen.h"
#include "core/notation/iccs.h"
#include "core/notation/wxf.h"
#include "core/rules/illegal_reason.h"

namespace xq::notation {
namespace {

bool is_ascii_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

std::string_view trim(std::string_view s) {
  while (!s.empty() && is_ascii_space(s.front())) s.remove_prefix(1);
  while (!s.empty() && is_ascii_space(s.back())) s.remove_suffix(1);
  return s;
}

ParsedMove fail(Notation n, std::string why) {
  ParsedMove r;
  r.notation = n;
  r.error = std::move(why);
  return r;
}

ParsedMove from_description(const Position& pos, const DescriptionParse& p, Notation n) {
  if (!p.ok) return fail(n, p.error);
  const Resolution r = resolve(pos, p.description);
  if (r.move.is_none()) return fail(n, r.error);
  ParsedMove out;
  out.move = r.move;
  out.notation = n;
  return out;
}

bool is_footnote(char32_t c) {
  return (c >= 0x2460 && c <= 0x2473) ||  // ①…⑳
         (c >= 0x2776 && c <= 0x2793) ||  // ❶… and circled sans-serif digits
         c == U'圖' || c == U'图';
}

bool is_result_at(std::string_view s, std::size_t i, std::size_t* len) {
  static constexpr std::string_view results[] = {"1/2-1/2", "1-0", "0-1", "*"};
  for (std::string_view r : results) {
    if (s.substr(i, r.size()) == r) {
      const std::size_t e = i + r.size();
      if (e == s.size() || is_ascii_space(s[e]) || s[e] == '{' || s[e] == '(') {
        *len = r.size();
        return true;
      }
    }
  }
  return false;
}

// ---- add-on move types (docs/notation.md) ----
// ICCS "@h2e2" / "@@" / "P*e3" / "b9c7&a9a8"; WXF "@C2.5" / "@@" / "P*5" / "H2+3&R1+1";
// Chinese "旗炮二平五" / "旗進二" / "還兵五" / "馬８進７&車９平８". A flag step is the flag
// mark before the move (the flag moves first: 「先逆時針移動一格」), a double move its two
// steps joined by '&'.

bool starts_with(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

constexpr std::string_view kFlag = "旗";
bool is_flag_only_text(std::string_view s) { return s == "@@" || s == "旗進二" || s == "旗进二"; }

// The soldier start point of the side to move on its mover-relative file n (1 = its right).
std::optional<Square> drop_square(const Position& pos, int n) {
  const Geometry& g = pos.geometry();
  const Color us = pos.side_to_move();
  const int file = us == Color::Red ? g.width - n : n - 1;
  for (int s = 0; s < g.size; ++s)
    if (g.soldier_start[index_of(us)][s] && g.file_of[s] == file) return static_cast<Square>(s);
  return std::nullopt;
}

// A file number at the end of `s` from `i` (chinese_number_at: 一…十八, １…１８). 0 if
// none; *end past it.
int chinese_file(std::string_view s, std::size_t i, std::size_t* end) {
  std::size_t len = 0;
  const int n = chinese_number_at(s, i, &len);
  *end = i + (len ? len : 1);
  return n;
}

// A move of a module's own syntax (RuleModule::read_move, 宮旗's forms), if s is one.
std::optional<ParsedMove> module_move(const Position& pos, std::string_view s) {
  const Geometry& g = pos.geometry();
  if (!g.has_hook(kHookNotation)) return std::nullopt;
  for (int i = 0; i < g.module_count; ++i) {
    ModuleMoveRead read;
    if (!g.modules[i]->read_move || !g.modules[i]->read_move(pos, s, read)) continue;
    if (!read.error.empty()) return fail(read.notation, read.error);
    ParsedMove out;
    out.move = read.move;
    out.notation = read.notation;
    return out;
  }
  return std::nullopt;
}

// m in a module's own form (RuleModule::write_move), if a module of the variant writes it.
bool module_text(const Position& pos, Move m, Notation n, std::string& out) {
  const Geometry& g = pos.geometry();
  if (!g.has_hook(kHookNotation)) return false;
  for (int i = 0; i < g.module_count; ++i)
    if (g.modules[i]->write_move && g.modules[i]->write_move(pos, m, n, out)) return true;
  return false;
}

ParsedMove legal_or_fail(const Position& pos, Move m, Notation n) {
  const MoveVerdict v = explain_move(pos, m);
  if (!v.ok()) return fail(n, "illegal: " + v.text);
  ParsedMove out;
  out.move = m;
  out.notation = n;
  return out;
}

// nullopt: not add-on syntax (read it as a normal move).
std::optional<ParsedMove> parse_addon_move(const Position& pos, std::string_view s) {
  if (is_flag_only_text(s))
    return legal_or_fail(pos, Move::flag_only(), s == "@@" ? Notation::Iccs : Notation::Chinese);
  if (std::optional<ParsedMove> own = module_move(pos, s)) return *own;
  const bool at = s.size() > 1 && s.front() == '@';
  if (at || (starts_with(s, kFlag) && s.size() > kFlag.size())) {
    const std::string_view rest = s.substr(at ? 1 : kFlag.size());
    if (is_flag_only_text(rest) || rest.front() == '@' || starts_with(rest, kFlag))
      return fail(Notation::Iccs, "a flag step is written once, before one move");
    const ParsedMove inner = parse_move(pos, rest);
    if (!inner.ok()) return inner;
    return legal_or_fail(pos, inner.move.with_flag_step(), inner.notation);
  }
  if (const size_t amp = s.find('&'); amp != std::string_view::npos) {
    const ParsedMove first = parse_move(pos, s.substr(0, amp));
    if (!first.ok()) return first;
    if (!first.move.is_normal()) return fail(first.notation, "a double move is two plain moves joined by '&'");
    Position mid = pos;
    UndoInfo undo;
    mid.do_move(first.move, undo);
    mid.set_side_to_move(pos.side_to_move());
    const ParsedMove second = parse_move(mid, s.substr(amp + 1));
    if (!second.ok()) return fail(second.notation, "second move: " + second.error);
    if (!second.move.is_normal()) return fail(second.notation, "a double move is two plain moves joined by '&'");
    const Move m = Move::double_move(first.move.from(), first.move.to(), second.move.from(), second.move.to());
    return legal_or_fail(pos, m, first.notation);
  }
  if (s.size() >= 3 && (s[0] == 'P' || s[0] == 'p') && s[1] == '*') {
    const std::string_view where = s.substr(2);
    if (!where.empty() && std::isalpha(static_cast<unsigned char>(where[0]))) {
      const std::optional<Square> to = parse_iccs_square(where, pos.geometry());
      if (!to) return fail(Notation::Iccs, "malformed drop (expected like P*e3)");
      return legal_or_fail(pos, Move::drop(*to), Notation::Iccs);
    }
    // A file number of one or two digits; anything else (a sign, a third digit) is no file.
    int n = 0;
    for (char c : where) {
      if (!std::isdigit(static_cast<unsigned char>(c)) || n >= 100) { n = -1; break; }
      n = n * 10 + (c - '0');
    }
    const std::optional<Square> to = n > 0 ? drop_square(pos, n) : std::nullopt;
    if (!to) return fail(Notation::Wxf, "no soldier start point on that file (expected like P*5)");
    return legal_or_fail(pos, Move::drop(*to), Notation::Wxf);
  }
  // Hidden pieces: a flip "^b0" / 「翻b0」, a face-down drop "*b0" / 「扣b0」 (起始象棋).
  if (s.size() >= 3 && (s[0] == '^' || s[0] == '*')) {
    const std::optional<Move> m = parse_iccs(s, pos.geometry());
    if (!m) return fail(Notation::Iccs, s[0] == '^' ? "malformed flip (expected like ^b0)"
                                                   : "malformed face-down drop (expected like *b0)");
    return legal_or_fail(pos, *m, Notation::Iccs);
  }
  // 暗戰's swap: "b2^b7" (ICCS, WXF) / 「換b2b7」 (换): the piece on b2 swaps with the
  // face-down piece on b7 and turns it over.
  if (const std::size_t caret = s.find('^'); caret != std::string_view::npos && caret > 0 && caret < 4) {
    const std::optional<Move> m = parse_iccs(s, pos.geometry());
    if (!m) return fail(Notation::Iccs, "malformed swap (expected like b2^b7)");
    return legal_or_fail(pos, *m, Notation::Iccs);
  }
  for (const std::string_view verb : {std::string_view("換"), std::string_view("换")})
    if (starts_with(s, verb)) {
      // Two ICCS squares: the mover's point, then the face-down piece's.
      const auto points = parse_iccs_square_pair(s.substr(verb.size()), pos.geometry());
      if (!points) return fail(Notation::Chinese, "malformed swap (expected like 換b2b7)");
      return legal_or_fail(pos, Move::swap_reveal(points->first, points->second), Notation::Chinese);
    }
  for (const std::string_view verb : {std::string_view("翻"), std::string_view("扣")})
    if (starts_with(s, verb)) {
      const std::optional<Square> at = parse_iccs_square(s.substr(verb.size()), pos.geometry());
      if (!at) return fail(Notation::Chinese, verb == "翻" ? "malformed flip (expected like 翻b0)"
                                                          : "malformed face-down drop (expected like 扣b0)");
      return legal_or_fail(pos, verb == "翻" ? Move::reveal(*at) : Move::drop_face_down(*at), Notation::Chinese);
    }
  if (starts_with(s, "還") || starts_with(s, "还")) {
    std::size_t i = 3, len = 0, end = 0;
    const char32_t piece = decode_utf8(s, i, &len);
    i += len;
    const int n = i < s.size() ? chinese_file(s, i, &end) : 0;
    if ((piece != U'兵' && piece != U'卒') || n == 0 || end != s.size())
      return fail(Notation::Chinese, "malformed revival (expected like 還兵五)");
    const std::optional<Square> to = drop_square(pos, n);
    if (!to) return fail(Notation::Chinese, "no soldier start point on that file");
    return legal_or_fail(pos, Move::drop(*to), Notation::Chinese);
  }
  return std::nullopt;
}

std::string format_addon_move(const Position& pos, Move m, Notation notation) {
  if (notation == Notation::Iccs) return format_iccs(m, pos.geometry());
  const bool chinese = notation != Notation::Wxf;
  const bool red = pos.side_to_move() == Color::Red;
  if (m.is_flag_only()) return chinese ? (notation == Notation::Chinese ? "旗進二" : "旗进二") : "@@";
  std::string out = m.flag_step() ? (chinese ? std::string(kFlag) : std::string("@")) : std::string();
  const Move base = m.without_flag_step();
  const Geometry& g = pos.geometry();
  switch (base.type()) {
    case MoveType::Normal:
      // A jump path has no descriptive form: its ICCS text in every notation (every
      // reader of ours takes ICCS; docs/notation.md).
      if (base.is_jump()) return out + format_iccs(base, g);
      return out + format_move(pos, base, notation);
    case MoveType::Drop: {
      // 起始象棋's face-down drop: 「扣」 and the point, as a flip is 「翻」 and the point; the
      // point names the piece (its setup piece), so no identity is written. WXF as ICCS.
      if (base.is_face_down_drop())
        return out + (chinese ? std::string("扣") : std::string("*")) + format_iccs_square(base.to(), g);
      const int n = red ? g.width - g.file_of[base.to()] : g.file_of[base.to()] + 1;
      if (!chinese) return out + "P*" + std::to_string(n);
      return out + (notation == Notation::Chinese ? "還" : "还") + (red ? "兵" : "卒") + mover_digits(n, red);
    }
    case MoveType::Double: {
      Position mid = pos;
      UndoInfo undo;
      mid.do_move(base.first_step(), undo);
      mid.set_side_to_move(pos.side_to_move());
      return out + format_move(pos, base.first_step(), notation) + "&" + format_move(mid, base.second_step(), notation);
    }
    case MoveType::FlagOnly: break;
    // Hidden pieces: 「翻」 and the point (no traditional notation names a flip); WXF as ICCS.
    case MoveType::Reveal:
      // 山水's 雄 「變化」 (a reveal carrying a kind): ICCS "^e6=r" unless its module wrote it.
      if (base.promotes()) return format_iccs(base, g);
      // 暗戰's swap: 「換」 and both points (the mover's, the face-down piece's); WXF as ICCS.
      if (base.is_swap_reveal()) {
        if (!chinese) return format_iccs(base, g);
        return std::string(notation == Notation::Chinese ? "換" : "换") + format_iccs_square(base.from(), g) +
               format_iccs_square(base.to(), g);
      }
      return (chinese ? std::string("翻") : std::string("^")) + format_iccs_square(base.from(), g);
  }
  return out;
}

}  // namespace

bool notation_from_name(std::string_view name, Notation& out) {
  if (name == "iccs") out = Notation::Iccs;
  else if (name == "wxf") out = Notation::Wxf;
  else if (name == "chinese" || name == "chinese-traditional") out = Notation::Chinese;
  else if (name == "chinese-simplified") out = Notation::ChineseSimplified;
  else return false;
  return true;
}

ParsedMove parse_move(const Position& pos, std::string_view text) {
  const std::string_view s = trim(text);
  if (s.empty()) return fail(Notation::Iccs, "empty move");
  if (std::optional<ParsedMove> addon = parse_addon_move(pos, s)) return *addon;
  if (static_cast<unsigned char>(s[0]) >= 0x80) return from_description(pos, parse_chinese(s), Notation::Chinese);
  if (looks_like_iccs_move(s)) {
    const std::optional<Move> m = parse_iccs(s, pos.geometry());
    if (!m) return fail(Notation::Iccs, "malformed ICCS move (expected like h2e2)");
    const MoveVerdict v = explain_move(pos, *m);
    if (!v.ok()) return fail(Notation::Iccs, "illegal: " + v.text);
    ParsedMove out;
    out.move = *m;
    out.notation = Notation::Iccs;
    return out;
  }
  const DescriptionParse p = parse_wxf(s);
  if (!p.ok && !looks_like_wxf(s)) {
    // Report the most useful reason: unknown piece letters come from parse_wxf.
    if (p.error.rfind("unknown piece", 0) == 0) return fail(Notation::Wxf, p.error);
    return fail(Notation::Wxf, "not a move in ICCS, WXF or Chinese notation");
  }
  return from_description(pos, p, Notation::Wxf);
}

namespace {

// With power add-ons a descriptive text may name two moves (破河象's 用 and the 田 step
// to the same file, 全線車's diagonal step and the straight one of the same number): the
// reader takes the ordinary one, so the other is written in ICCS, which every reader
// of ours takes in any notation (docs/notation.md). Standard xiangqi never checks.
// Variants with data-defined piece types check every text the same way: a custom type's
// "進/退 n" may name two moves, or it may have no character or letter (then "" comes
// here), and a role whose movement is not the standard one may move where its
// description cannot point.
std::string descriptive_or_iccs(const Position& pos, Move m, std::string text, Notation notation) {
  if (!pos.geometry().powers && !pos.geometry().types) return text;
  if (text.empty()) return format_iccs(m, pos.geometry());
  const DescriptionParse p = notation == Notation::Wxf ? parse_wxf(text) : parse_chinese(std::string_view(text));
  if (p.ok && resolve(pos, p.description).move == m) return text;
  return format_iccs(m, pos.geometry());
}

}  // namespace

std::string format_move(const Position& pos, Move m, Notation notation) {
  if (std::string own; module_text(pos, m, notation, own)) return own;
  if (!m.is_normal()) return format_addon_move(pos, m, notation);
  // A promotion has no descriptive form: its ICCS text ("e7e8=q") in every notation, as
  // a jump path (every reader of ours takes ICCS; docs/notation.md).
  if (m.promotes()) return format_iccs(m, pos.geometry());
  switch (notation) {
    case Notation::Iccs: return format_iccs(m, pos.geometry());
    case Notation::Wxf: return descriptive_or_iccs(pos, m, format_wxf(facts_of(pos, m)), notation);
    case Notation::Chinese:
      return descriptive_or_iccs(
          pos, m, format_chinese(facts_of(pos, m), pos.side_to_move() == Color::Red, ChineseScript::Traditional),
          notation);
    case Notation::ChineseSimplified:
      return descriptive_or_iccs(
          pos, m, format_chinese(facts_of(pos, m), pos.side_to_move() == Color::Red, ChineseScript::Simplified),
          notation);
  }
  return {};
}

// The end of a Chinese move that names its leap (神牛's pair: 牛七日進六, 前牛目退七), or
// `j` when the text at j is none: a piece character, a file or 前/後/后, 日 or 目, then
// 進/进/退 and a number, up to whitespace or '&'.
std::size_t leap_named_end(std::string_view s, std::size_t j) {
  std::size_t e = j;
  int chars = 0;
  bool leap = false;
  while (e < s.size() && !is_ascii_space(s[e]) && s[e] != '&') {
    std::size_t l = 0;
    const char32_t cp = decode_utf8(s, e, &l);
    if (cp < 0x80 || cp == U'\u3000' || cp == U'，' || cp == U'；') break;
    leap = leap || ((chars == 2 || chars == 3) && (cp == U'日' || cp == U'目'));
    e += l ? l : 1;
    ++chars;
  }
  return leap && chars >= 5 && chars <= 7 ? e : j;
}

// The end of a Chinese swap (雲端's clouds: 車九換相七, 車10換象８ with a Black file past ９
// in plain digits), or `j` when the text at j is none: a piece character and a file, 換 or
// 换, another piece character and file, up to whitespace or '&'.
std::size_t swap_named_end(std::string_view s, std::size_t j) {
  std::size_t e = j;
  int chars = 0;
  bool swap = false;
  while (e < s.size() && !is_ascii_space(s[e]) && s[e] != '&') {
    std::size_t l = 0;
    const char32_t cp = decode_utf8(s, e, &l);
    if (cp == U'\u3000' || cp == U'，' || cp == U'；' || cp == U'、') break;
    if (cp < 0x80 && !(chars > 0 && std::isdigit(static_cast<unsigned char>(s[e])))) break;
    swap = swap || (chars >= 2 && (cp == U'換' || cp == U'换'));
    e += l ? l : 1;
    ++chars;
  }
  return swap && chars >= 5 && chars <= 9 ? e : j;
}

MovetextScan scan_movetext(std::string_view s) {
  MovetextScan out;
  std::size_t i = 0;
  auto error = [&](std::string why) {
    out.error = std::move(why);
    out.error_offset = i;
    return out;
  };
  while (i < s.size()) {
    const char c = s[i];
    if (is_ascii_space(c)) { ++i; continue; }
    std::size_t len = 0;
    const char32_t cp = decode_utf8(s, i, &len);
    if (cp == U'\u3000' || cp == 0xFEFF || is_footnote(cp) || cp == U'，' || cp == U'、' || cp == U'；' ||
        cp == U'…' || c == '.') {  // stray dots: "1. ... h9g7"
      i += len;
      continue;
    }
    if (c == '{' || cp == U'｛') {
      const std::size_t close = s.find('}', i);
      if (close == std::string_view::npos) return error("unterminated comment '{'");
      i = close + 1;
      continue;
    }
    if (c == ';') {
      const std::size_t eol = s.find('\n', i);
      i = eol == std::string_view::npos ? s.size() : eol + 1;
      continue;
    }
    if (c == '(' || cp == U'（') {
      int depth = 0;
      std::size_t j = i;
      while (j < s.size()) {
        std::size_t l = 0;
        const char32_t d = decode_utf8(s, j, &l);
        if (d == U'(' || d == U'（') ++depth;
        if (d == U')' || d == U'）') --depth;
        j += l;
        if (depth == 0) break;
      }
      if (depth != 0) return error("unterminated variation '('");
      i = j;
      continue;
    }
    if (c == '$') {
      ++i;
      while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
      continue;
    }
    std::size_t rlen = 0;
    if (is_result_at(s, i, &rlen)) {
      out.result = std::string(s.substr(i, rlen));
      i += rlen;
      continue;
    }
    if (std::isdigit(static_cast<unsigned char>(c))) {
      // A move number "12." / "12..." / "12…", unless the token is a WXF move ("33.4").
      std::size_t j = i;
      while (j < s.size() && std::isdigit(static_cast<unsigned char>(s[j]))) ++j;
      std::size_t e = j;
      while (e < s.size() && !is_ascii_space(s[e])) ++e;
      const std::string_view token = s.substr(i, e - i);
      const bool wxf = looks_like_wxf(token) && parse_wxf(token).ok;
      if (!wxf && j < s.size() && (s[j] == '.' || s.substr(j, 3) == "…")) {
        while (j < s.size() && (s[j] == '.' || s.substr(j, 3) == "…")) j += s[j] == '.' ? 1 : 3;
        i = j;
        continue;
      }
    }
    if (static_cast<unsigned char>(c) >= 0x80) {
      // One Chinese move, or an add-on form: 旗 before a move (flag step), 旗進二, 還兵五,
      // and moves joined by '&' (double move).
      std::string text;
      std::size_t j = i;
      for (;;) {
        std::size_t l = 0;
        const char32_t first = decode_utf8(s, j, &l);
        if (first == U'旗') {
          text += s.substr(j, l);
          j += l;
          const std::string_view rest = s.substr(j);
          if (starts_with(rest, "進二") || starts_with(rest, "进二") || starts_with(rest, "入宮") ||
              starts_with(rest, "入宫") || starts_with(rest, "回環") || starts_with(rest, "回环")) {
            text += rest.substr(0, 6);
            j += 6;
            break;
          }
          std::size_t l2 = 0, l3 = 0;
          const bool digit = !rest.empty() && chinese_digit(decode_utf8(rest, 0, &l2)) != 0;
          const char32_t action = digit && l2 < rest.size() ? decode_utf8(rest, l2, &l3) : 0;
          if (action == U'進' || action == U'进' || action == U'退' || action == U'平') {
            // 宮旗: the flag's own step, "旗五進一": file, action, amount (not "旗一兵進一").
            std::size_t k = 0;
            for (int part = 0; part < 3 && k < rest.size(); ++part) {
              std::size_t l3 = 0;
              decode_utf8(rest, k, &l3);
              k += l3 ? l3 : 1;
            }
            text += rest.substr(0, k);
            j += k;
            break;
          }
          continue;
        }
        if (std::size_t l2 = 0; text.empty() && j + l < s.size() &&
                                (decode_utf8(s, j + l, &l2) == U'歸' || decode_utf8(s, j + l, &l2) == U'归')) {
          // 堅守's re-entry: the piece, 「歸」 and the arrow's point ("車歸a0").
          std::size_t e = j + l + l2;
          while (e < s.size() && std::isalnum(static_cast<unsigned char>(s[e]))) ++e;
          text += s.substr(j, e - j);
          j = e;
          break;
        }
        if (std::size_t l2 = 0; text.empty() && (first == U'雙' || first == U'双') && j + l < s.size() &&
                                decode_utf8(s, j + l, &l2) == U'翻') {
          // 第三代's 雙翻: 「雙翻」 and two points ("雙翻e0d0").
          std::size_t e = j + l + l2;
          while (e < s.size() && std::isalnum(static_cast<unsigned char>(s[e]))) ++e;
          text += s.substr(j, e - j);
          j = e;
          break;
        }
        if ((first == U'變' || first == U'变') && text.empty()) {
          // 山水's 雄 「變化」: 「變」, its ICCS point and the new piece's character ("變e6輿").
          std::size_t e = j + l;
          while (e < s.size() && std::isalnum(static_cast<unsigned char>(s[e]))) ++e;
          if (std::size_t l3 = 0; e < s.size()) {
            decode_utf8(s, e, &l3);
            e += l3 ? l3 : 1;
          }
          text += s.substr(j, e - j);
          j = e;
          break;
        }
        if ((first == U'翻' || first == U'扣' || first == U'區' || first == U'区' || first == U'換' ||
             first == U'换') &&
            text.empty()) {
          // A flip or a face-down drop: the verb and an ICCS point ("翻b0", "扣h0"); 堅守's
          // zone step: 「區」 and two points ("區x3y3"); 暗戰's swap: 換 and two points ("換c9c5").
          std::size_t e = j + l;
          while (e < s.size() && std::isalnum(static_cast<unsigned char>(s[e]))) ++e;
          text += s.substr(j, e - j);
          j = e;
          break;
        }
        if (first == U'還' || first == U'还') {
          std::size_t l2 = 0, end = 0;
          decode_utf8(s, j + l, &l2);
          if (j + l + l2 < s.size()) chinese_file(s, j + l + l2, &end);
          end = std::min(s.size(), std::max(end, j + l + l2));
          text += s.substr(j, end - j);
          j = end;
        } else if (j < s.size() && first < 0x80 && std::isalnum(static_cast<unsigned char>(s[j])) && !text.empty()) {
          // A move the descriptive notation cannot single out is written in ICCS, also
          // after 旗 or '&' (format_move, docs/notation.md): "旗d0e1".
          std::size_t e = j;
          while (e < s.size() && std::isalnum(static_cast<unsigned char>(s[e]))) ++e;
          text += s.substr(j, e - j);
          j = e;
        } else if (std::size_t e = swap_named_end(s, j); e != j) {
          // A swap (雲端's clouds, docs/notation.md): parse_move reads it.
          text += s.substr(j, e - j);
          j = e;
        } else if (std::size_t e = leap_named_end(s, j); e != j) {
          // A half that names its leap (神牛's pair, docs/notation.md): parse_move reads it.
          text += s.substr(j, e - j);
          j = e;
        } else {
          if (!starts_chinese_move(s, j)) {
            i = j;
            return error("unexpected '" + std::string(s.substr(j, l)) + "' in movetext");
          }
          std::size_t end = 0;
          const DescriptionParse p = parse_chinese(s, j, &end);
          if (!p.ok) {
            i = j;
            return error(p.error);
          }
          for (std::size_t k = j; k < end; ++k)
            if (!is_ascii_space(s[k])) text += s[k];
          j = end;
        }
        if (std::size_t l2 = 0; j < s.size() && !text.empty() &&
                                (decode_utf8(s, j, &l2) == U'扣' || decode_utf8(s, j, &l2) == U'叼' ||
                                 decode_utf8(s, j, &l2) == U'推')) {
          // 堅守's capture into a zone: the capture, then 「扣」 and the zone point
          // ("炮六進七扣y9", docs/notation.md); 神鷹's carry: the flight, then 「叼」 and the
          // carried piece's two points ("鷹z0b2叼b0d2"); 龜鱷's push: the crocodile's step,
          // then 「推」 and the pushed turtle's two points ("鱷３進１推c4b3").
          std::size_t e = j + l2;
          while (e < s.size() && std::isalnum(static_cast<unsigned char>(s[e]))) ++e;
          text += s.substr(j, e - j);
          j = e;
        }
        if (j < s.size() && s[j] == '&') {
          text += '&';
          ++j;
          continue;
        }
        break;
      }
      out.moves.push_back({text, i});
      i = j;
      continue;
    }
    // An ASCII token (ICCS or WXF), up to whitespace or a comment/variation.
    std::size_t e = i;
    while (e < s.size() && !is_ascii_space(s[e]) && s[e] != '{' && s[e] != '(' && s[e] != ';' &&
           static_cast<unsigned char>(s[e]) < 0x80)
      ++e;
    std::string token(s.substr(i, e - i));
    while (!token.empty() && (token.back() == '!' || token.back() == '?' || token.back() == '#'))
      token.pop_back();
    if (!token.empty()) out.moves.push_back({token, i});
    i = e;
  }
  return out;
}

MoveNumber move_number(const Position& start, int index) {
  // Counted in plies from Red's move of the start's full move: a Black start is one in.
  const int from_red = index + (start.side_to_move() == Color::Black ? 1 : 0);
  return {start.fullmove_number() + from_red / 2, from_red % 2 == 0 ? Color::Red : Color::Black};
}

}  // namespace xq::notation
