// Chinese move notation, traditional and simplified: 炮二平五, 馬８進７, 前車進一, 中兵平四,
// 二兵進一, 前三平四. Four characters: piece, file, action (進/进 forward, 退 back, 平
// sideways), number; a tandem mark (前 中 後/后, or 一…五 counting from the front) may take the
// place of the file. Files count from the mover's right: Red writes 一…九, Black １…９, but
// either side's digits (Chinese, full-width or ASCII) are read for either side, and the
// piece characters are read for either side too (帥/將, 仕/士, 相/象, 兵/卒), because old
// records mix them; the side to move decides whose piece it is.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "core/notation/chinese_numbers.h"
#include "core/notation/descriptive.h"
#include "core/notation/wxf.h"

namespace xq::notation {

enum class ChineseScript : std::uint8_t { Traditional, Simplified };

// Reads one Chinese move starting at text[pos]. Whitespace between its characters is allowed
// ("馬 8進7" in old typeset records). On success *end is set past the move's last character.
DescriptionParse parse_chinese(std::string_view text, std::size_t pos, std::size_t* end);

// Parses a whole token that must be exactly one Chinese move.
DescriptionParse parse_chinese(std::string_view token);

// Is the code point at text[pos] one that can start a Chinese move?
bool starts_chinese_move(std::string_view text, std::size_t pos);

// Writes the move described by `facts` for the given side. Traditional output matches the
// CCPD collection: Red 帥仕相車馬炮兵 with files 一…九, Black 將士象車馬炮卒 with １…９.
std::string format_chinese(const MoveFacts& facts, bool red, ChineseScript script);

}  // namespace xq::notation
