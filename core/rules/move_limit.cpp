// 限着: the count of a called move limit (see move_limit.h for the seed's words).
#include "core/rules/move_limit.h"

#include <algorithm>
#include <charconv>

namespace xq {

int move_limit_moves_left(const MoveLimitCall& call, int ply) {
  const int used = std::max(0, ply - call.ply) / 2;
  return std::max(0, call.moves - used);
}

bool move_limit_reached(const MoveLimitCall& call, int ply) {
  return ply - call.ply >= 2 * call.moves;
}

std::string move_limit_tag(const MoveLimitCall& call) {
  return std::to_string(call.moves) + " moves called by " + (call.by == Color::Red ? "Red" : "Black") +
         " at ply " + std::to_string(call.ply);
}

namespace {

// A whole non-negative number at the front of `text` (consumed), at most 5 digits.
std::optional<int> take_number(std::string_view& text) {
  int value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  const auto used = static_cast<std::size_t>(end - text.data());
  if (ec != std::errc() || used == 0 || used > 5 || value < 0) return std::nullopt;
  text.remove_prefix(used);
  return value;
}

bool take(std::string_view& text, std::string_view word) {
  if (text.substr(0, word.size()) != word) return false;
  text.remove_prefix(word.size());
  return true;
}

}  // namespace

std::optional<MoveLimitCall> parse_move_limit_tag(std::string_view text) {
  MoveLimitCall call;
  const std::optional<int> moves = take_number(text);
  if (!moves || *moves < 1 || *moves > kMaxMoveLimitMoves || !take(text, " moves called by "))
    return std::nullopt;
  if (take(text, "Red"))
    call.by = Color::Red;
  else if (take(text, "Black"))
    call.by = Color::Black;
  else
    return std::nullopt;
  if (!take(text, " at ply ")) return std::nullopt;
  const std::optional<int> ply = take_number(text);
  if (!ply || !text.empty()) return std::nullopt;
  call.moves = *moves;
  call.ply = *ply;
  return call;
}

}  // namespace xq
