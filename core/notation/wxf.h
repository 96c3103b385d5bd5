// WXF notation (World Xiangqi Federation, AXF 1982 / WXF 1997): the Chinese descriptive
// notation written with Latin letters, e.g. "C2.5", "H8+7", "R+.3", "C--1".
//   letter  K A E R H C P (also accepted: G king, B elephant, N horse, S pawn, lower case)
//   file    1..9 counted from the mover's right, or a tandem mark: "+" front, "-" rear
//           (before or after the letter: "C+.5" and "+C.5" are both read). The 11-file
//           山界 boards add files 10 and 11, written with two digits ("R10.6", "E10.11",
//           "10+.9"): 0 is no file and a direction sign always follows the file, so a
//           token never reads two ways.
//   move    "+" forward, "-" backward, "." (or "=") sideways
//   number  target file for sideways moves and for A/E/H; step count otherwise (1..11)
// Pawns follow the WXF special cases: three on a file "P+", "P3" (middle), "P-"; four or
// five "++", "P+", ["P3"], "P-", "--"; tandem pawns on two files "3+.4", "33.4", "3-.4".
#pragma once

#include <string>
#include <string_view>

#include "core/notation/descriptive.h"

namespace xq::notation {

struct DescriptionParse {
  bool ok = false;
  Description description;
  std::string error;  // set when !ok
};

// Parses one WXF token (surrounding whitespace and trailing "!?#" allowed).
DescriptionParse parse_wxf(std::string_view token);

// Looks like WXF (a letter/mark/digit prefix, a direction sign, a digit)?
bool looks_like_wxf(std::string_view token);

// Writes the move described by `facts` (see descriptive.h) in official WXF form.
std::string format_wxf(const MoveFacts& facts);

}  // namespace xq::notation
