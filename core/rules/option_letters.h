// Module options that name piece types by their FEN letters (custodian.pieces,
// supply.pieces, ox.piece, hero_change.kinds, pawn_backs.backs): one lookup, one message
// and one word splitter, so every module reads a letter the same way (either case),
// separates a list the same way, and refuses an undeclared letter in the same words.
#pragma once

#include <cctype>
#include <string>
#include <string_view>
#include <vector>

#include "core/variant/variant_def.h"

namespace xq {

// The declared piece type whose FEN letter is `c` (either case), or nullptr.
inline const PieceDef* declared_piece(const VariantDef& def, char c) {
  const char lower = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  for (const PieceDef& p : def.pieces)
    if (p.defined && p.letter == lower) return &p;
  return nullptr;
}

// The words of an option's value, separated by spaces or tabs (`r n c p`, `r:r n:n`).
inline std::vector<std::string_view> option_words(std::string_view value) {
  std::vector<std::string_view> words;
  for (std::size_t i = 0; i < value.size();) {
    while (i < value.size() && (value[i] == ' ' || value[i] == '\t')) ++i;
    const std::size_t start = i;
    while (i < value.size() && value[i] != ' ' && value[i] != '\t') ++i;
    if (i > start) words.push_back(value.substr(start, i - start));
  }
  return words;
}

inline std::string undeclared_letter(char c) {
  return "'" + std::string(1, c) + "' is not the letter of a declared piece type";
}

}  // namespace xq
