// The any-notation dispatcher and the movetext scanner.
//
// Telling the syntaxes apart: a token of ASCII letters and digits that is a pair of squares
// ("h2e2", "H2-E2") is ICCS; an ASCII token ending in a direction sign and a digit
// ("C2.5", "+C.5", "3+.4") is WXF; anything starting with a Chinese piece, digit or tandem
// character is Chinese. No text is valid in two of them, so the order of tries does not
// change a result, only which error is reported for a broken token.
#include "core/notation/movetext.h"

#include <cctype>

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

bool looks_like_iccs(std::string_view s) {
  if (s.size() == 5 && s[2] == '-') return std::isalpha(static_cast<unsigned char>(s[0])) && std::isalpha(static_cast<unsigned char>(s[3]));
  return s.size() == 4 && std::isalpha(static_cast<unsigned char>(s[0])) && std::isdigit(static_cast<unsigned char>(s[1])) &&
         std::isalpha(static_cast<unsigned char>(s[2])) && std::isdigit(static_cast<unsigned char>(s[3]));
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
  if (static_cast<unsigned char>(s[0]) >= 0x80) return from_description(pos, parse_chinese(s), Notation::Chinese);
  if (looks_like_iccs(s)) {
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

std::string format_move(const Position& pos, Move m, Notation notation) {
  switch (notation) {
    case Notation::Iccs: return format_iccs(m, pos.geometry());
    case Notation::Wxf: return format_wxf(facts_of(pos, m));
    case Notation::Chinese:
      return format_chinese(facts_of(pos, m), pos.side_to_move() == Color::Red, ChineseScript::Traditional);
    case Notation::ChineseSimplified:
      return format_chinese(facts_of(pos, m), pos.side_to_move() == Color::Red, ChineseScript::Simplified);
  }
  return {};
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
      if (!starts_chinese_move(s, i))
        return error("unexpected '" + std::string(s.substr(i, len)) + "' in movetext");
      std::size_t end = 0;
      const DescriptionParse p = parse_chinese(s, i, &end);
      if (!p.ok) return error(p.error);
      std::string text;
      for (std::size_t k = i; k < end; ++k)
        if (!is_ascii_space(s[k])) text += s[k];
      out.moves.push_back({text, i});
      i = end;
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

}  // namespace xq::notation
