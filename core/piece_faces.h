// What each piece type of a variant looks like and what the notations call it: the
// character drawn on its disc, its names in 繁/简/English, and, for the data-defined
// types (`piece.X = custom`, docs/variants.md §1), the piece character of the Chinese
// notation and the WXF letter (docs/notation.md "Custom piece types").
//
// Built once when a variant loads (core/variant/piece_faces_builder.h) and reached
// through Geometry::faces; a geometry without faces (the compile-time standard board)
// has the standard faces, standard_piece_faces(). The seven roles keep their standard
// notation characters and letters in every variant, so their records read as always;
// only the custom types get symbols here, chosen so that reading gives the type back.
#pragma once

#include <cstdint>
#include <string>

#include "core/types.h"

namespace xq {

enum class NameScript : std::uint8_t { Traditional, Simplified, English };

struct PieceFaces {
  bool declared[kMaxPieceKinds] = {};  // the variant declares this kind (the flag: never)
  char letter[kMaxPieceKinds] = {};    // FEN letter, lower case (0 = not declared)
  // [color][kind]: the character drawn on the disc (docs/variants.md `X.glyph`).
  std::string glyph[2][kMaxPieceKinds];
  // The glyph in red ink whatever the owner (`X.ink = red`: shogi's promoted pieces).
  bool red_ink[kMaxPieceKinds] = {};
  std::string name_hant[2][kMaxPieceKinds];
  std::string name_hans[2][kMaxPieceKinds];
  std::string name_en[kMaxPieceKinds];
  // Custom kinds only (and the general when a custom type is the royal, 漢字將棋's 米):
  // the Chinese piece character [script 0 = 繁, 1 = 简][color][kind] and the WXF letter
  // (upper case). 0 = none: such a type's moves are written in ICCS, which every reader
  // takes in any notation.
  char32_t chinese[2][2][kMaxPieceKinds] = {};
  char wxf[kMaxPieceKinds] = {};

  const std::string& glyph_of(Piece p) const { return glyph[index_of(p.color())][index_of(p.kind())]; }
  const std::string& name_of(Piece p, NameScript script) const;
  // The custom kind whose Chinese character (either script) is c: the mover's own
  // characters first, then the other side's (old records mix them, as for the roles).
  // -1 if none.
  int custom_kind_of_chinese(char32_t c, Color mover) const;
  // The custom kind whose WXF letter is c (either case); -1 if none.
  int custom_kind_of_wxf(char c) const;
};

// The standard roles and the 宮旗 flag: 帥仕相傌俥炮兵 / 將士象馬車砲卒, 旗.
const PieceFaces& standard_piece_faces();
inline const PieceFaces& faces_or_standard(const PieceFaces* f) { return f ? *f : standard_piece_faces(); }

// The role (PieceKind index 0..6) a Chinese piece character names in every record
// (帥帅將将 仕士 相象 俥車车 傌馬马碼 炮砲包 兵卒); -1 for any other character.
int role_of_chinese_char(char32_t c);
// The role a WXF letter names (K/G A E/B R H/N C P/S, either case); -1 for any other.
int role_of_wxf_letter(char c);
// A character the Chinese notation reads as something other than a piece (進进退平,
// 前中後后, digits 一…九 十 １…９, 旗, 還还, 圖图) or cannot be a piece at all (not a CJK
// ideograph): never a custom type's piece character.
bool chinese_piece_char_allowed(char32_t c);

}  // namespace xq
