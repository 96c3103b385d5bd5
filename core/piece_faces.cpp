// The standard faces and the notation's fixed piece symbols (see piece_faces.h).
#include "core/piece_faces.h"

#include <cctype>

namespace xq {
namespace {

PieceFaces make_standard() {
  // PieceKind order: General, Advisor, Elephant, Horse, Chariot, Cannon, Soldier, Flag.
  // The board has always drawn Red's horse and chariot 傌 俥 and Black's cannon 砲
  // (web/board_view.cpp before the glyphs came from here); the names are the
  // xiangqi preset's `X.name` lines.
  static const char* const glyphs[2][8] = {{"帥", "仕", "相", "傌", "俥", "炮", "兵", "旗"},
                                           {"將", "士", "象", "馬", "車", "砲", "卒", "旗"}};
  static const char* const hans[2][8] = {{"帅", "仕", "相", "傌", "俥", "炮", "兵", "旗"},
                                         {"将", "士", "象", "马", "车", "砲", "卒", "旗"}};
  static const char* const english[8] = {"General", "Advisor", "Elephant", "Horse",
                                         "Chariot", "Cannon",  "Soldier",  "Flag"};
  static const char letters[8] = {'k', 'a', 'b', 'n', 'r', 'c', 'p', 'g'};
  PieceFaces f;
  for (int k = 0; k < 8; ++k) {
    f.declared[k] = k < kPieceKindCount;
    f.letter[k] = letters[k];
    f.name_en[k] = english[k];
    for (int c = 0; c < 2; ++c) {
      f.glyph[c][k] = glyphs[c][k];
      f.name_hant[c][k] = glyphs[c][k];
      f.name_hans[c][k] = hans[c][k];
    }
  }
  return f;
}

}  // namespace

const PieceFaces& standard_piece_faces() {
  static const PieceFaces f = make_standard();
  return f;
}

const std::string& PieceFaces::name_of(Piece p, NameScript script) const {
  const int c = index_of(p.color()), k = index_of(p.kind());
  switch (script) {
    case NameScript::Traditional: return name_hant[c][k];
    case NameScript::Simplified: return name_hans[c][k];
    case NameScript::English: break;
  }
  return name_en[k];
}

int PieceFaces::custom_kind_of_chinese(char32_t c, Color mover) const {
  if (c == 0) return -1;
  // The general has a character here only when a custom type is the royal (漢字將棋's 米).
  const int general = index_of(PieceKind::General);
  for (int side : {index_of(mover), 1 - index_of(mover)}) {
    if (chinese[0][side][general] == c || chinese[1][side][general] == c) return general;
    for (int k = kFirstCustomKind; k < kMaxPieceKinds; ++k)
      if (chinese[0][side][k] == c || chinese[1][side][k] == c) return k;
  }
  return -1;
}

int PieceFaces::custom_kind_of_wxf(char c) const {
  const char up = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  if (up != 0 && wxf[index_of(PieceKind::General)] == up) return index_of(PieceKind::General);  // a royal custom type
  for (int k = kFirstCustomKind; k < kMaxPieceKinds; ++k)
    if (up != 0 && wxf[k] == up) return k;
  return -1;
}

int role_of_chinese_char(char32_t c) {
  switch (c) {
    case U'帥': case U'帅': case U'將': case U'将': return index_of(PieceKind::General);
    case U'仕': case U'士': return index_of(PieceKind::Advisor);
    case U'相': case U'象': return index_of(PieceKind::Elephant);
    case U'俥': case U'車': case U'车': return index_of(PieceKind::Chariot);
    case U'傌': case U'馬': case U'马': case U'碼': return index_of(PieceKind::Horse);
    case U'炮': case U'砲': case U'包': return index_of(PieceKind::Cannon);
    case U'兵': case U'卒': return index_of(PieceKind::Soldier);
    default: return -1;
  }
}

int role_of_wxf_letter(char c) {
  switch (std::toupper(static_cast<unsigned char>(c))) {
    case 'K': case 'G': return index_of(PieceKind::General);
    case 'A': return index_of(PieceKind::Advisor);
    case 'E': case 'B': return index_of(PieceKind::Elephant);
    case 'R': return index_of(PieceKind::Chariot);
    case 'H': case 'N': return index_of(PieceKind::Horse);
    case 'C': return index_of(PieceKind::Cannon);
    case 'P': case 'S': return index_of(PieceKind::Soldier);
    default: return -1;
  }
}

bool chinese_piece_char_allowed(char32_t c) {
  const bool cjk = (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xF900 && c <= 0xFAFF) ||
                   (c >= 0x20000 && c <= 0x3FFFF);
  if (!cjk) return false;
  switch (c) {
    case U'進': case U'进': case U'退': case U'平':
    case U'前': case U'中': case U'後': case U'后':
    case U'一': case U'二': case U'三': case U'四': case U'五': case U'六': case U'七': case U'八': case U'九':
    case U'十':
    case U'旗': case U'還': case U'还': case U'圖': case U'图':
      return false;
    default: return true;
  }
}

}  // namespace xq
