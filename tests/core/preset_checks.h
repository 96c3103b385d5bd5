// Checks every seed-variant preset gets (issue #14 "For every variant"): a game of the
// preset, the targets of a piece, an ICCS move, and one random game whose every legal
// move reads back in ICCS, WXF and both Chinese notations, whose share link and PGN
// (with its [Variant] tag) bring the same game back.
#pragma once

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"
#include "core/notation/iccs.h"
#include "core/notation/import.h"
#include "core/notation/movetext.h"
#include "core/search/search.h"
#include "core/share/link.h"
#include "sanitized.h"
#include <utility>

namespace xq::testing {

inline Game preset_game(const char* id, std::string_view fen = {}) {
  GameOrError made = Game::create(id, fen, RuleOptions{});
  INFO(id << " " << fen << ": " << made.error);
  REQUIRE(made.game);
  return std::move(*made.game);
}

// A game of preset `id` whose random setup (a `deal:N` start: 暗戰, 陸戰, 漢字將棋's 暗布)
// is dealt with `seed` (0 = the preset's own N).
inline Game dealt_game(const char* id, std::uint64_t seed = 0, std::string_view fen = {}) {
  RuleOptions o;
  o.deal_seed = seed;
  GameOrError made = Game::create(id, fen, o);
  INFO(id << " " << fen << ": " << made.error);
  REQUIRE(made.game);
  return std::move(*made.game);
}

// The point an ICCS name ("d0", "a10") names on g's board.
inline Square square_of(const Game& g, const char* name) {
  const std::optional<Square> s = parse_iccs_square(name, g.position().geometry());
  INFO(name);
  REQUIRE(s);
  return *s;
}

// The face-down identities a FEN names, in board order ("*M" -> 'M', "*x" -> 'x').
inline std::string face_down_identities(std::string_view fen) {
  std::string out;
  for (std::size_t i = 0; i + 1 < fen.size() && fen[i] != ' '; ++i)
    if (fen[i] == '*') out += fen[i + 1];
  return out;
}

inline std::string sorted_chars(std::string s) {
  std::sort(s.begin(), s.end());
  return s;
}

// The ICCS targets of the legal moves starting on `from` ("d0" -> {"a3", "e1"}).
inline std::set<std::string> targets_of(const Game& g, const std::string& from) {
  std::set<std::string> out;
  for (Move m : g.legal_moves())
    if (format_iccs_square(m.from(), g.position().geometry()) == from)
      out.insert(format_iccs_square(m.to(), g.position().geometry()));
  return out;
}

// The ICCS texts of the legal moves from `from`, without the from square: promotions keep
// their suffix ("b7b8=q" -> "b8=q"), so a target with a choice lists each.
inline std::set<std::string> move_texts_from(const Game& g, const char* from) {
  std::set<std::string> out;
  const std::string f(from);
  for (Move m : g.legal_moves()) {
    const std::string t = format_iccs(m, g.position().geometry());
    if (t.rfind(f, 0) == 0) out.insert(t.substr(f.size()));
  }
  return out;
}

// `g` after the move `text` (any notation parse_move reads), which must be legal.
inline Game played(const Game& g, const char* text) {
  Game next = g;
  const notation::ParsedMove m = notation::parse_move(g.position(), text);
  INFO(text << ": " << m.error);
  REQUIRE(m.ok());
  REQUIRE(next.play(m.move).ok());
  return next;
}

inline Move iccs_move(const Game& g, const char* text) {
  const std::optional<Move> m = parse_iccs(text, g.position().geometry());
  INFO(text);
  REQUIRE(m);
  return *m;
}

// The computer does not peek (issue #15): games a and b differ only in identities `viewer`
// may not know, so the viewer's game (Game::view_game, the engine's input) is the same text
// and a depth-4 search of each gives the same move, score and node count, legal in both
// games. Returns a's view game (what the engine searched) and the move.
struct BlindSearch {
  Game view;
  Move best;
};

inline BlindSearch check_search_ignores_secrets(const Game& a, const Game& b, Viewer viewer) {
  GameOrError va = a.view_game(viewer), vb = b.view_game(viewer);
  REQUIRE(va.game);
  REQUIRE(vb.game);
  CHECK(va.game->fen() == vb.game->fen());
  CHECK(va.game->variant() == vb.game->variant());
  Searcher sa(1), sb(1);
  SearchLimits limits;
  limits.depth = 4;
  const SearchResult ra = sa.search(*va.game, limits), rb = sb.search(*vb.game, limits);
  CHECK(ra.best == rb.best);
  CHECK(ra.score == rb.score);
  CHECK(ra.nodes == rb.nodes);
  CHECK(a.check_move(ra.best).ok());
  CHECK(b.check_move(rb.best).ok());
  return {std::move(*va.game), ra.best};
}

// The computer's answers are legal: from the start and after each of 20 random playouts
// (1..max_plies plies, drawn from `seed`) of preset `id`, a depth-3 search of at most
// `nodes` nodes returns a legal move.
inline void check_engine_playouts(const char* id, unsigned seed, int max_plies, Searcher& searcher,
                                  std::uint64_t nodes = 4000) {
  std::mt19937 rng(seed);
  for (int trial = 0; trial <= 20; ++trial) {
    Game game = preset_game(id);
    const int plies = trial == 0 ? 0 : 1 + static_cast<int>(rng() % static_cast<unsigned>(max_plies));
    for (int i = 0; i < plies && !game.result().over(); ++i) {
      const std::vector<Move> all = game.legal_moves();
      REQUIRE(game.play(all[rng() % all.size()]).ok());
    }
    if (game.result().over()) continue;
    INFO("trial " << trial << ": " << game.fen());
    SearchLimits limits;
    limits.depth = 3;
    limits.nodes = nodes;
    const SearchResult r = searcher.search(game, limits);
    const std::vector<Move> all = game.legal_moves();
    CHECK(std::find(all.begin(), all.end(), r.best) != all.end());
  }
}

// Plays `plies` random moves of preset `id`; every legal move on the way must read back
// in every notation; then the link and the PGN must give the same game.
inline void check_records_round_trip(const char* id, unsigned seed, int plies) {
  using notation::Notation;
  std::mt19937 rng(seed);
  Game g = preset_game(id);
  for (int i = 0; i < plies && !g.result().over(); ++i) {
    const Position& pos = g.position();
    // Under the sanitizers every fourth ply's moves are read back (sanitized.h).
    if (!kSanitized || i % 4 == 0) {
      for (Move m : g.legal_moves())
        for (Notation n : {Notation::Iccs, Notation::Wxf, Notation::Chinese, Notation::ChineseSimplified}) {
          const std::string text = notation::format_move(pos, m, n);
          INFO(g.fen() << "  " << format_iccs(m, pos.geometry()) << " as " << text);
          CHECK(text.find('?') == std::string::npos);
          const notation::ParsedMove back = notation::parse_move(pos, text);
          INFO(back.error);
          CHECK(back.move == m);
        }
    }
    const std::vector<Move> legal = g.legal_moves();
    REQUIRE(g.play(legal[rng() % legal.size()]).ok());
  }
  const std::string link = share::encode_link(share::link_state_from_game(g));
  CHECK(link.find(std::string("v=") + id) != std::string::npos);
  const share::LinkDecode d = share::decode_link(link);
  INFO(link << "  " << d.error);
  REQUIRE(d.ok());
  REQUIRE(d.game);
  CHECK(d.game->fen() == g.fen());
  CHECK(d.game->history() == g.history());
  const std::string pgn = notation::export_pgn(g, Notation::Chinese);
  CHECK(pgn.find(std::string("[Variant \"") + id + "\"]") != std::string::npos);
  const notation::ImportedGame back = notation::import_game(pgn);
  INFO(pgn << "\n" << back.error);
  REQUIRE(back.ok());
  CHECK(back.moves == g.history());
}

}  // namespace xq::testing
