// ICCS coordinate move text: parse and format.
#include "core/notation/iccs.h"

namespace xq {

std::optional<Square> parse_iccs_square(std::string_view text, const Geometry& geo) {
  if (text.size() != 2) return std::nullopt;
  char f = text[0], r = text[1];
  if (f >= 'A' && f <= 'Z') f = static_cast<char>(f - 'A' + 'a');
  if (f < 'a' || r < '0' || r > '9') return std::nullopt;
  const int file = f - 'a', rank = r - '0';
  if (!geo.on_board(file, rank)) return std::nullopt;
  return geo.square(file, rank);
}

std::string format_iccs_square(Square s, const Geometry& geo) {
  if (s >= geo.size) return "??";
  return std::string{static_cast<char>('a' + geo.file_of[s]), static_cast<char>('0' + geo.rank_of[s])};
}

std::optional<Move> parse_iccs(std::string_view text, const Geometry& geo) {
  if (text.size() == 5 && text[2] == '-') {
    const auto from = parse_iccs_square(text.substr(0, 2), geo), to = parse_iccs_square(text.substr(3, 2), geo);
    if (!from || !to || *from == *to) return std::nullopt;
    return Move(*from, *to);
  }
  if (text.size() != 4) return std::nullopt;
  const auto from = parse_iccs_square(text.substr(0, 2), geo), to = parse_iccs_square(text.substr(2, 2), geo);
  if (!from || !to || *from == *to) return std::nullopt;
  return Move(*from, *to);
}

std::string format_iccs(Move m, const Geometry& geo) {
  if (m.is_none()) return "0000";
  return format_iccs_square(m.from(), geo) + format_iccs_square(m.to(), geo);
}

}  // namespace xq
