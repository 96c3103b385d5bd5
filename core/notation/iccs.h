// ICCS coordinate move text: "h2e2" = from file h rank 2 to file e rank 2.
// Files a..i from Red's left, ranks 0..9 from Red's back rank. Parsing accepts upper
// case and an optional '-' between the squares ("H2-E2"); formatting is lower case.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/geometry.h"
#include "core/types.h"

namespace xq {

// "e2" -> square; nullopt if malformed or off the board.
std::optional<Square> parse_iccs_square(std::string_view text, const Geometry& geo = xiangqi_geometry());
std::string format_iccs_square(Square s, const Geometry& geo = xiangqi_geometry());

// "h2e2" -> Move (not checked for legality); nullopt if malformed.
std::optional<Move> parse_iccs(std::string_view text, const Geometry& geo = xiangqi_geometry());
std::string format_iccs(Move m, const Geometry& geo = xiangqi_geometry());

}  // namespace xq
