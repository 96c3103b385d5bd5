// ICCS coordinate move text: parse and format (add-on forms included, see iccs.h).
#include "core/notation/iccs.h"

namespace xq {

namespace {

// File index of an ICCS letter on this board (its own letters, case-insensitive), or -1.
int file_of_letter(const Geometry& geo, char f) {
  if (f >= 'A' && f <= 'Z') f = static_cast<char>(f - 'A' + 'a');
  for (int i = 0; i < geo.width && i < 32; ++i)
    if (geo.file_letter[i] == f) return i;
  return -1;
}

std::optional<Move> parse_plain(std::string_view text, const Geometry& geo) {
  std::optional<Square> from, to;
  if (text.size() == 5 && text[2] == '-') {
    from = parse_iccs_square(text.substr(0, 2), geo);
    to = parse_iccs_square(text.substr(3, 2), geo);
  } else if (text.size() == 4) {
    from = parse_iccs_square(text.substr(0, 2), geo);
    to = parse_iccs_square(text.substr(2, 2), geo);
  }
  if (!from || !to || *from == *to) return std::nullopt;
  return Move(*from, *to);
}

}  // namespace

std::optional<Square> parse_iccs_square(std::string_view text, const Geometry& geo) {
  if (text.size() != 2) return std::nullopt;
  const char r = text[1];
  const int file = file_of_letter(geo, text[0]);
  if (file < 0 || r < '0' || r > '9') return std::nullopt;
  const int rank = r - '0';
  if (!geo.on_board(file, rank)) return std::nullopt;
  return geo.square(file, rank);
}

std::string format_iccs_square(Square s, const Geometry& geo) {
  if (s >= geo.size) return "??";
  const char letter = geo.file_letter[geo.file_of[s]] ? geo.file_letter[geo.file_of[s]]
                                                       : static_cast<char>('a' + geo.file_of[s]);
  return std::string{letter, static_cast<char>('0' + geo.rank_of[s])};
}

std::optional<Move> parse_iccs(std::string_view text, const Geometry& geo) {
  if (text == "@@") return Move::flag_only();
  if (text.size() == 4 && text[0] == 'G') {
    const bool enter = text[1] == '*', back = text[3] == '*';
    if (enter == back) return std::nullopt;
    const std::optional<Square> s = parse_iccs_square(text.substr(enter ? 2 : 1, 2), geo);
    if (!s) return std::nullopt;
    return enter ? Move::flag_enter(*s) : Move::flag_return(*s);
  }
  if (!text.empty() && text.front() == '@') {
    const std::optional<Move> inner = parse_iccs(text.substr(1), geo);
    if (!inner || inner->flag_step() || inner->is_flag_only()) return std::nullopt;
    return inner->with_flag_step();
  }
  if (text.size() == 4 && (text[0] == 'P' || text[0] == 'p') && text[1] == '*') {
    const std::optional<Square> to = parse_iccs_square(text.substr(2), geo);
    if (!to) return std::nullopt;
    return Move::drop(*to);
  }
  if (const size_t amp = text.find('&'); amp != std::string_view::npos) {
    const std::optional<Move> first = parse_plain(text.substr(0, amp), geo);
    const std::optional<Move> second = parse_plain(text.substr(amp + 1), geo);
    if (!first || !second) return std::nullopt;
    return Move::double_move(first->from(), first->to(), second->from(), second->to());
  }
  return parse_plain(text, geo);
}

std::string format_iccs(Move m, const Geometry& geo) {
  if (m.is_none()) return "0000";
  std::string out = m.flag_step() ? "@" : "";
  switch (m.type()) {
    case MoveType::Normal: return out + format_iccs_square(m.from(), geo) + format_iccs_square(m.to(), geo);
    case MoveType::FlagOnly:
      // 宮旗: "G*e0" the flag enters onto e0, "Ge0*" it returns from e0 to the ring.
      if (m.is_flag_enter()) return "G*" + format_iccs_square(m.to(), geo);
      if (m.is_flag_return()) return "G" + format_iccs_square(m.from(), geo) + "*";
      return "@@";
    case MoveType::Drop: return out + "P*" + format_iccs_square(m.to(), geo);
    case MoveType::Double:
      return out + format_iccs_square(m.from(), geo) + format_iccs_square(m.to(), geo) + "&" +
             format_iccs_square(m.from2(), geo) + format_iccs_square(m.to2(), geo);
  }
  return out;
}

}  // namespace xq
