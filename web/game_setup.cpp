// GameSetup helpers; see game_setup.h.
#include "game_setup.h"

#include <random>

namespace xqweb {

xq::GameOrError create_game(const GameSetup& s, std::string_view fen) {
  xq::RuleOptions o;
  o.addons = s.addons;
  o.rule_set = s.rule_set;
  o.natural_limit_moves = s.natural_limit;
  // A variant with a random setup (暗戰's deal of face-down identities, docs/variants.md
  // §20) gets a fresh seed for every new game; the dealt identities go into the game's
  // start FEN (the record), never into what the page shows.
  if (fen.empty()) {
    static std::random_device device;
    o.deal_seed = (static_cast<std::uint64_t>(device()) << 20 ^ device()) % 1000000000ull + 1;
  }
  if (!s.variant_text.empty()) return xq::Game::create_from_text(s.variant_text, fen, o);
  return xq::Game::create(s.variant, fen, o);
}

GameSetup setup_of(const xq::Game& g) {
  GameSetup s;
  s.variant = g.variant();
  s.variant_text = g.variant_text();
  s.addons = g.options().addons;
  s.rule_set = g.options().rule_set;
  s.natural_limit = g.options().natural_limit_moves;
  return s;
}

std::string join_ids(const std::vector<std::string>& ids) {
  std::string out;
  for (const std::string& id : ids) out += (out.empty() ? "" : ",") + id;
  return out;
}

std::vector<std::string> split_ids(std::string_view csv) {
  std::vector<std::string> out;
  size_t start = 0;
  while (start <= csv.size()) {
    size_t end = csv.find(',', start);
    if (end == std::string_view::npos) end = csv.size();
    if (end > start) out.emplace_back(csv.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

}  // namespace xqweb
