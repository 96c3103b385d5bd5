// XML tokens (see xml_tokens.h).
#include "core/notation/xml_tokens.h"

#include "core/notation/chinese_numbers.h"

namespace xq::notation {
namespace {

bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}
bool is_name_char(char c) {
  return !is_space(c) && c != '>' && c != '/' && c != '=' && c != '<' && c != '"' && c != '\'';
}

// Decodes the five named entities and numeric references; anything else stays as written
// (a stray '&' in a hand-edited file is common and harmless).
std::string decode_entities(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '&') {
      out += s[i];
      continue;
    }
    const std::size_t semi = s.find(';', i);
    if (semi == std::string_view::npos || semi - i > 10) {
      out += '&';
      continue;
    }
    const std::string_view name = s.substr(i + 1, semi - i - 1);
    char32_t cp = 0;
    bool ok = true;
    if (name == "lt")
      cp = '<';
    else if (name == "gt")
      cp = '>';
    else if (name == "amp")
      cp = '&';
    else if (name == "quot")
      cp = '"';
    else if (name == "apos")
      cp = '\'';
    else if (name.size() >= 2 && name[0] == '#') {
      const bool hex = name[1] == 'x' || name[1] == 'X';
      const std::string_view digits = name.substr(hex ? 2 : 1);
      ok = !digits.empty();
      for (char c : digits) {
        int d = -1;
        if (c >= '0' && c <= '9')
          d = c - '0';
        else if (hex && c >= 'a' && c <= 'f')
          d = c - 'a' + 10;
        else if (hex && c >= 'A' && c <= 'F')
          d = c - 'A' + 10;
        if (d < 0 || cp > 0x10FFFF) {
          ok = false;
          break;
        }
        cp = cp * (hex ? 16 : 10) + static_cast<char32_t>(d);
      }
      if (cp == 0 || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) ok = false;
    } else {
      ok = false;
    }
    if (!ok) {
      out += '&';
      continue;
    }
    append_utf8(out, cp);
    i = semi;
  }
  return out;
}

}  // namespace

std::string XmlToken::attr(std::string_view key) const {
  for (const auto& [k, v] : attrs)
    if (k == key) return v;
  return {};
}

std::string xml_escape(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (c == '&')
      out += "&amp;";
    else if (c == '<')
      out += "&lt;";
    else if (c == '>')
      out += "&gt;";
    else if (c == '"')
      out += "&quot;";
    else
      out += c;
  }
  return out;
}

XmlTokens scan_xml(std::string_view s) {
  XmlTokens out;
  std::size_t i = 0;
  std::string text;  // text collected since the last tag (CDATA joins it)
  std::size_t text_at = 0;
  const auto flush_text = [&] {
    if (!text.empty()) out.tokens.push_back({XmlToken::Kind::Text, {}, {}, false, std::move(text), text_at});
    text.clear();
  };
  const auto skip_to = [&](std::string_view end, const char* what) {
    const std::size_t e = s.find(end, i);
    if (e == std::string_view::npos) {
      out.error = std::string("unclosed ") + what + " at byte " + std::to_string(i);
      i = s.size();
      return false;
    }
    i = e + end.size();
    return true;
  };
  while (i < s.size()) {
    if (s[i] != '<') {
      const std::size_t lt = s.find('<', i);
      const std::size_t end = lt == std::string_view::npos ? s.size() : lt;
      if (text.empty()) text_at = i;
      text += decode_entities(s.substr(i, end - i));
      i = end;
      continue;
    }
    if (s.compare(i, 9, "<![CDATA[") == 0) {
      const std::size_t e = s.find("]]>", i + 9);
      if (text.empty()) text_at = i;
      if (e == std::string_view::npos) {
        out.error = "unclosed CDATA at byte " + std::to_string(i);
        text += s.substr(i + 9);  // keep what there is
        break;
      }
      text += s.substr(i + 9, e - i - 9);
      i = e + 3;
      continue;
    }
    if (s.compare(i, 4, "<!--") == 0) {
      if (!skip_to("-->", "comment")) break;
      continue;
    }
    if (s.compare(i, 2, "<?") == 0) {
      if (!skip_to("?>", "declaration")) break;
      continue;
    }
    if (s.compare(i, 2, "<!") == 0) {
      if (!skip_to(">", "DOCTYPE")) break;
      continue;
    }
    flush_text();
    XmlToken t;
    t.offset = i;
    ++i;
    if (i < s.size() && s[i] == '/') {
      t.kind = XmlToken::Kind::End;
      ++i;
    } else {
      t.kind = XmlToken::Kind::Start;
    }
    while (i < s.size() && is_name_char(s[i])) t.name += s[i++];
    // Attributes until '>' or '/>'.
    bool closed = false;
    while (i < s.size()) {
      while (i < s.size() && is_space(s[i])) ++i;
      if (i >= s.size()) break;
      if (s[i] == '>') {
        ++i;
        closed = true;
        break;
      }
      if (s[i] == '/' && i + 1 < s.size() && s[i + 1] == '>') {
        t.self_closing = true;
        i += 2;
        closed = true;
        break;
      }
      std::string key;
      while (i < s.size() && is_name_char(s[i])) key += s[i++];
      if (key.empty()) {  // a stray character: skip it
        ++i;
        continue;
      }
      while (i < s.size() && is_space(s[i])) ++i;
      std::string value;
      if (i < s.size() && s[i] == '=') {
        ++i;
        while (i < s.size() && is_space(s[i])) ++i;
        if (i < s.size() && (s[i] == '"' || s[i] == '\'')) {
          const char q = s[i++];
          const std::size_t e = s.find(q, i);
          const std::size_t end = e == std::string_view::npos ? s.size() : e;
          value = decode_entities(s.substr(i, end - i));
          i = end == s.size() ? end : end + 1;
        } else {
          while (i < s.size() && is_name_char(s[i])) value += s[i++];
        }
      }
      t.attrs.emplace_back(std::move(key), std::move(value));
    }
    if (!closed) {
      out.error = "unclosed tag <" + t.name + " at byte " + std::to_string(t.offset);
      break;
    }
    out.tokens.push_back(std::move(t));
  }
  flush_text();
  return out;
}

}  // namespace xq::notation
