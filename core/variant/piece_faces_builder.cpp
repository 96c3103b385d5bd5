// Filling in a variant's piece faces and choosing the custom types' notation symbols
// (rules in docs/notation.md "Custom piece types").
#include "core/variant/piece_faces_builder.h"

#include <cctype>
#include <map>
#include <string>
#include <vector>

namespace xq {
namespace {

// The first code point of UTF-8 text (0 if empty or malformed), and its byte length.
char32_t first_code_point(const std::string& s, std::size_t* len = nullptr) {
  if (len) *len = 0;
  if (s.empty()) return 0;
  const auto b = [&](std::size_t i) { return static_cast<unsigned char>(s[i]); };
  const unsigned char c = b(0);
  std::size_t n = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
  if (n == 0 || n > s.size()) return 0;
  char32_t cp = n == 1 ? c : n == 2 ? (c & 0x1F) : n == 3 ? (c & 0x0F) : (c & 0x07);
  for (std::size_t i = 1; i < n; ++i) {
    if ((b(i) & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (b(i) & 0x3F);
  }
  if (len) *len = n;
  return cp;
}

std::u32string code_points(const std::string& s) {
  std::u32string out;
  for (std::size_t i = 0, len = 0; i < s.size(); i += len) {
    const char32_t cp = first_code_point(s.substr(i), &len);
    if (len == 0) break;
    out += cp;
  }
  return out;
}

// The parser writes "?" for a script left empty in `X.name`.
bool given(const std::string& s) { return !s.empty() && s != "?"; }

void fill_looks(const VariantDef& def, PieceFaces& f) {
  const PieceFaces& standard = standard_piece_faces();
  for (int k = 0; k < kMaxPieceKinds; ++k) {
    const PieceDef& pd = def.pieces[k];
    f.declared[k] = pd.defined && k != index_of(PieceKind::Flag);
    if (!pd.defined) continue;
    f.letter[k] = pd.letter;
    f.red_ink[k] = pd.red_ink;
    const bool role = k < kFirstCustomKind;
    for (int c = 0; c < 2; ++c) {
      // The disc: X.glyph; a role's standard character; a custom type's first 繁
      // character; its FEN letter (upper case for Red, as FEN writes it).
      std::string& glyph = f.glyph[c][k];
      if (given(pd.glyph[c])) {
        glyph = pd.glyph[c];
      } else if (role) {
        glyph = standard.glyph[c][k];
      } else if (std::size_t len = 0; given(pd.name_hant[c]) && first_code_point(pd.name_hant[c], &len) >= 0x80) {
        glyph = pd.name_hant[c].substr(0, len);
      } else {
        glyph = std::string(1, c == 0 ? static_cast<char>(std::toupper(static_cast<unsigned char>(pd.letter)))
                                      : pd.letter);
      }
      f.name_hant[c][k] = given(pd.name_hant[c]) ? pd.name_hant[c] : role ? standard.name_hant[c][k] : glyph;
      f.name_hans[c][k] = given(pd.name_hans[c]) ? pd.name_hans[c] : role ? standard.name_hans[c][k] : glyph;
    }
    f.name_en[k] = !pd.name_en.empty() ? pd.name_en
                   : role              ? standard.name_en[k]
                                       : std::string(1, static_cast<char>(std::toupper(static_cast<unsigned char>(pd.letter))));
  }
}

// The kinds that get symbols of their own: the custom types, and the general when a custom
// type is the royal (漢字將棋's 米 is written 米, not 帥).
std::vector<int> symbol_kinds(const VariantDef& def) {
  std::vector<int> out;
  if (def.pieces[index_of(PieceKind::General)].defined && def.pieces[index_of(PieceKind::General)].custom)
    out.push_back(index_of(PieceKind::General));
  for (int k = kFirstCustomKind; k < kMaxPieceKinds; ++k) out.push_back(k);
  return out;
}

// Chinese: per color, 繁 takes the first usable of the glyph, the 繁 name's first
// character, the 简 name's first character; 简 the glyph's simplified form (the 简 name's
// character where the glyph stands in the 繁 name: 騾 -> 骡, 車 in 戰車 -> 车), the 简
// name's first character, the glyph, the 繁 name's first character. Usable: a CJK
// character the notation reads as nothing else, not a character of a role the variant
// declares (that names the role), and not another custom type's. One type may use one
// character for both colors and scripts.
void choose_chinese(const VariantDef& def, PieceFaces& f) {
  std::map<char32_t, int> owner;
  // The role characters come from role_of_chinese_char (one list for reader and builder).
  for (char32_t c = 0x3400; c <= 0x9FFF; ++c)
    if (const int role = role_of_chinese_char(c); role >= 0 && f.declared[role]) owner[c] = role;
  for (const int k : symbol_kinds(def)) {
    if (!f.declared[k]) continue;
    const PieceDef& pd = def.pieces[k];
    for (int c = 0; c < 2; ++c) {
      const std::u32string hant_name = given(pd.name_hant[c]) ? code_points(pd.name_hant[c]) : U"";
      const std::u32string hans_name = given(pd.name_hans[c]) ? code_points(pd.name_hans[c]) : U"";
      const char32_t glyph = given(pd.glyph[c]) ? first_code_point(pd.glyph[c]) : 0;
      const char32_t hant = hant_name.empty() ? 0 : hant_name[0];
      const char32_t hans = hans_name.empty() ? 0 : hans_name[0];
      char32_t glyph_simplified = glyph;
      if (const std::size_t at = hant_name.find(glyph); glyph && at != std::u32string::npos && at < hans_name.size())
        glyph_simplified = hans_name[at];
      const char32_t trad[] = {glyph, hant, hans};
      const char32_t simp[] = {glyph_simplified, hans, glyph, hant};
      for (int script = 0; script < 2; ++script) {
        const char32_t* list = script == 0 ? trad : simp;
        const int n = script == 0 ? 3 : 4;
        for (int i = 0; i < n; ++i) {
          const char32_t ch = list[i];
          if (!chinese_piece_char_allowed(ch)) continue;
          const auto it = owner.find(ch);
          if (it != owner.end() && it->second != k) continue;
          owner[ch] = k;
          f.chinese[script][c][k] = ch;
          break;
        }
      }
    }
  }
}

// WXF: the FEN letter in upper case unless a declared role reads it (K/G A E/B R H/N C
// P/S); then the first free letter of the English name; then the first free letter
// A…Z. Letters go to the types whose FEN letter is free first, so a fallback never takes
// another type's own letter.
void choose_wxf(const VariantDef& def, PieceFaces& f) {
  bool taken[26] = {};
  for (char L = 'A'; L <= 'Z'; ++L)
    if (const int role = role_of_wxf_letter(L); role >= 0 && f.declared[role]) taken[L - 'A'] = true;
  auto upper = [](char c) { return static_cast<char>(std::toupper(static_cast<unsigned char>(c))); };
  for (const int k : symbol_kinds(def)) {
    const char L = upper(f.letter[k]);
    if (!f.declared[k] || L < 'A' || L > 'Z' || taken[L - 'A']) continue;
    taken[L - 'A'] = true;
    f.wxf[k] = L;
  }
  for (const int k : symbol_kinds(def)) {
    if (!f.declared[k] || f.wxf[k]) continue;
    std::string candidates;
    for (char c : f.name_en[k]) candidates += upper(c);
    for (char c = 'A'; c <= 'Z'; ++c) candidates += c;
    for (char L : candidates)
      if (L >= 'A' && L <= 'Z' && !taken[L - 'A']) {
        taken[L - 'A'] = true;
        f.wxf[k] = L;
        break;
      }
  }
}

}  // namespace

PieceFaces build_piece_faces(const VariantDef& def) {
  PieceFaces f;
  fill_looks(def, f);
  // The flag (宮旗) is no declared piece; it keeps its standard look.
  const int flag = index_of(PieceKind::Flag);
  const PieceFaces& standard = standard_piece_faces();
  f.letter[flag] = standard.letter[flag];
  f.name_en[flag] = standard.name_en[flag];
  for (int c = 0; c < 2; ++c) {
    f.glyph[c][flag] = standard.glyph[c][flag];
    f.name_hant[c][flag] = standard.name_hant[c][flag];
    f.name_hans[c][flag] = standard.name_hans[c][flag];
  }
  choose_chinese(def, f);
  choose_wxf(def, f);
  return f;
}

}  // namespace xq
