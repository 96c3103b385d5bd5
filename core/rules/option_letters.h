// Module options that name piece types by their FEN letters (custodian.pieces,
// supply.pieces, ox.piece): one lookup and one message, so every module reads a letter
// the same way (either case) and refuses an undeclared one in the same words.
#pragma once

#include <cctype>
#include <string>

#include "core/variant/variant_def.h"

namespace xq {

// The declared piece type whose FEN letter is `c` (either case), or nullptr.
inline const PieceDef* declared_piece(const VariantDef& def, char c) {
  const char lower = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  for (const PieceDef& p : def.pieces)
    if (p.defined && p.letter == lower) return &p;
  return nullptr;
}

inline std::string undeclared_letter(char c) {
  return "'" + std::string(1, c) + "' is not the letter of a declared piece type";
}

}  // namespace xq
