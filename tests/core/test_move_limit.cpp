// Draw limits (issue #13 item 3): 限着 (core/rules/move_limit.*, seed 002) and the natural
// limit (自然限著, core/rules/natural_limit.*, seed 000) as a game option and as a variant
// text's `natural_limit`. Seed 002's words, quoted in the test names:
//   「在一般情況下，「限着」的數目定為40個回合。」 and among the draws 「「限着」已滿，局勢仍無變化時」;
//   「由一方運動員提出要求」: either player may call it.
// Seed 000 §4.2.4: 「在連續60回合中（也可根據比賽等級酌減）雙方都沒有吃過一個棋子」.
#include <catch2/catch.hpp>
#include <set>

#include "core/game.h"
#include "core/notation/iccs.h"
#include "core/notation/import.h"
#include "core/rules/move_limit.h"
#include "core/share/link.h"

using namespace xq;

namespace {

Move mv(const char* iccs) {
  return *parse_iccs(iccs);
}

Game make(const char* fen, RuleOptions options = {}) {
  GameOrError made = Game::create("xiangqi", fen, options);
  INFO(fen << ": " << made.error);
  REQUIRE(made.game);
  return std::move(*made.game);
}

// A chariot against advisors and elephants: a theoretical draw, the seed's case ① for
// calling 限着 (「出現理論上公認和棋形勢的殘局，但有一方不願和棋時」).
constexpr const char* kRookVsDefence = "3akab2/9/4b4/9/9/9/9/9/3R5/4K4 w - - 0 1";

// Plays one quiet move that leads to a position not seen before (first in the legal list),
// so no repetition ruling and no capture interferes with the count.
void play_fresh_quiet_move(Game& g, std::set<std::uint64_t>& seen) {
  for (Move m : g.legal_moves()) {
    if (!g.position().piece_on(m.to()).empty()) continue;
    REQUIRE(g.play(m).ok());
    if (seen.insert(g.position().hash()).second) return;
    REQUIRE(g.undo());
  }
  FAIL("no fresh quiet move in " << g.fen());
}

}  // namespace

TEST_CASE(
    "限着 「「限着」的數目定為40個回合」「「限着」已滿，局勢仍無變化時」: a draw 40 回合 after the call",
    "[move_limit]") {
  Game g = make(kRookVsDefence);
  CHECK_FALSE(g.move_limit());
  // 「由一方運動員提出要求」: Black, the defender, asks for it before Red's move.
  REQUIRE(g.call_move_limit(Color::Black).empty());
  REQUIRE(g.move_limit());
  CHECK(*g.move_limit() == MoveLimitCall{Color::Black, 0, 40});
  CHECK(move_limit_moves_left(*g.move_limit(), g.ply()) == 40);
  std::set<std::uint64_t> seen{g.position().hash()};
  for (int ply = 1; ply < 80; ++ply) {
    play_fresh_quiet_move(g, seen);
    INFO("ply " << ply << ": " << g.fen());
    REQUIRE_FALSE(g.result().over());
    // A 回合 is gone once both sides have moved.
    CHECK(move_limit_moves_left(*g.move_limit(), g.ply()) == 40 - ply / 2);
  }
  CHECK(move_limit_moves_left(*g.move_limit(), g.ply()) == 1);
  play_fresh_quiet_move(g, seen);  // ply 80: Black's 40th move
  const GameResult r = g.result();
  CHECK(r.outcome == Outcome::Draw);
  CHECK(r.reason == ResultReason::MoveLimit);
  CHECK(r.text == "Draw by the called move limit running out (限着已滿).");
  CHECK(move_limit_moves_left(*g.move_limit(), g.ply()) == 0);
  CHECK(g.legal_moves().empty());
  CHECK(g.check_move(mv("d1d2")).reason == IllegalReason::GameOver);
  // Not the natural limit: 80 plies without a capture are well under its 120.
  CHECK(g.position().halfmove_clock() == 80);
  // Undoing the last move reopens the game, one 回合 left.
  REQUIRE(g.undo());
  CHECK_FALSE(g.result().over());
}

TEST_CASE("限着: the count starts at the ply of the call and a capture does not restart it", "[move_limit]") {
  // The seed names no event that restarts the count (rules/move_limit.h): here Red wins a
  // pawn on the way and the limit still runs out 3 回合 (6 plies) after the call.
  Game g = make("4k4/9/9/9/4p4/9/9/9/3R5/4K4 w - - 0 1");
  REQUIRE(g.play(mv("d1d2")).ok());
  REQUIRE(g.call_move_limit(Color::Red, 3).empty());  // Red calls at ply 1, Black to move
  CHECK(g.move_limit()->ply == 1);
  for (const char* m : {"e5e4", "d2d4", "e9f9"}) REQUIRE(g.play(mv(m)).ok());
  CHECK(move_limit_moves_left(*g.move_limit(), g.ply()) == 2);  // 3 plies since: 1 回合 gone
  REQUIRE(g.play(mv("d4e4")).ok());  // ply 5: the capture
  CHECK(g.position().halfmove_clock() == 0);
  REQUIRE(g.play(mv("f9f8")).ok());
  CHECK_FALSE(g.result().over());
  CHECK(move_limit_moves_left(*g.move_limit(), g.ply()) == 1);
  REQUIRE(g.play(mv("e4e5")).ok());  // ply 7 = the call's ply 1 + 6
  CHECK(g.result().reason == ResultReason::MoveLimit);
}

TEST_CASE("限着: checkmate on the move that uses up the count still wins", "[move_limit]") {
  // Red: 帥 d0, 車 a7 and b1; Black: 將 e9 and a pawn on a3. Red's 車 b1-b8 shuts rank 8;
  // Black calls 限着 of 1 回合 at ply 1; after the pawn's step, Red's 車 a7-a9 (ply 3, the
  // count's last ply) mates: mate is judged before the limit.
  Game g = make("4k4/9/R8/9/9/9/p8/9/1R7/3K5 w - - 0 1");
  REQUIRE(g.play(mv("b1b8")).ok());
  REQUIRE(g.call_move_limit(Color::Black, 1).empty());
  REQUIRE(g.play(mv("a3a2")).ok());
  CHECK_FALSE(g.result().over());
  REQUIRE(g.play(mv("a7a9")).ok());
  CHECK(move_limit_reached(*g.move_limit(), g.ply()));
  CHECK(g.result().reason == ResultReason::Checkmate);
  CHECK(g.result().outcome == Outcome::RedWins);
  // Any other move there draws by the limit.
  REQUIRE(g.undo());
  REQUIRE(g.play(mv("a7a8")).ok());
  CHECK(g.result().reason == ResultReason::MoveLimit);
}

TEST_CASE("限着: calls that are refused say why", "[move_limit]") {
  Game g = make(kRookVsDefence);
  CHECK(g.call_move_limit(Color::Red, 0) == "限着 must be 1 to 999 moves (回合), not 0");
  CHECK(g.call_move_limit(Color::Red, 1000) == "限着 must be 1 to 999 moves (回合), not 1000");
  REQUIRE(g.call_move_limit(Color::Red).empty());
  CHECK(g.call_move_limit(Color::Black) == "限着 has already been called in this game");
  Game over = make(kRookVsDefence);
  over.resign(Color::Red);
  CHECK(over.call_move_limit(Color::Black) == "the game is over");
}

TEST_CASE("限着: the call belongs to its ply (undo suspends, redo restores, another move drops it)",
          "[move_limit]") {
  Game g = make(kRookVsDefence);
  REQUIRE(g.play(mv("d1d2")).ok());
  REQUIRE(g.call_move_limit(Color::Black).empty());
  REQUIRE(g.play(mv("e9e8")).ok());
  REQUIRE(g.undo());
  REQUIRE(g.move_limit());  // ply 1: the call's own ply
  REQUIRE(g.undo());
  CHECK_FALSE(g.move_limit());  // before the call
  CHECK(g.move_limit_call());   // suspended, not gone
  REQUIRE(g.redo());
  CHECK(g.move_limit());
  REQUIRE(g.undo());
  REQUIRE(g.play(mv("d1d3")).ok());  // another line
  CHECK_FALSE(g.move_limit_call());
}

TEST_CASE("限着 travels in links (lim=), PGN ([MoveLimit]) and round-trips", "[move_limit][share]") {
  Game g = make(kRookVsDefence);
  for (const char* m : {"d1d2", "e9e8"}) REQUIRE(g.play(mv(m)).ok());
  REQUIRE(g.call_move_limit(Color::Red).empty());
  for (const char* m : {"d2d3", "e8e9", "d3d4"}) REQUIRE(g.play(mv(m)).ok());
  const std::string link = share::encode_link(share::link_state_from_game(g));
  CHECK(link.find("&lim=r40.2") != std::string::npos);
  const share::LinkDecode d = share::decode_link(link);
  INFO(d.error);
  REQUIRE(d.ok());
  REQUIRE(d.game);
  REQUIRE(d.game->move_limit());
  CHECK(*d.game->move_limit() == MoveLimitCall{Color::Red, 2, 40});
  CHECK(move_limit_moves_left(*d.game->move_limit(), d.game->ply()) == 39);
  // A link opened at an earlier ply (p=1) holds the call for when it is reached.
  const share::LinkDecode early = share::decode_link(link + "&p=1");
  REQUIRE(early.game);
  CHECK_FALSE(early.game->move_limit());
  CHECK(early.game->move_limit_call());
  // Bad values are named.
  CHECK(share::decode_link("v2.lim=x40.0").error ==
        "bad 限着 'x40.0' (side r or b, 回合, '.', ply, e.g. r40.56)");
  CHECK(share::decode_link("v2.lim=r40.3").error ==
        "bad 限着: 限着 called at ply 3, but the game has 0 plies");

  // PGN: our export writes the tag; the import reads it back.
  const std::string pgn = notation::export_pgn(g, notation::Notation::Iccs);
  INFO(pgn);
  CHECK(pgn.find("[MoveLimit \"40 moves called by Red at ply 2\"]") != std::string::npos);
  const notation::ImportedGame imported = notation::import_game(pgn);
  REQUIRE(imported.ok());
  const Game back = imported.to_game();
  REQUIRE(back.move_limit());
  CHECK(*back.move_limit() == MoveLimitCall{Color::Red, 2, 40});
  CHECK(parse_move_limit_tag("40 moves called by Black at ply 0") == MoveLimitCall{Color::Black, 0, 40});
  CHECK_FALSE(parse_move_limit_tag("40 moves called by Blue at ply 0"));
  CHECK_FALSE(parse_move_limit_tag("0 moves called by Red at ply 0"));
  CHECK_FALSE(parse_move_limit_tag("40 moves called by Red at ply 0x"));
}

TEST_CASE(
    "自然限著 「在連續60回合中（也可根據比賽等級酌減）」: the game's choice, else the variant's "
    "natural_limit",
    "[move_limit][natural_limit]") {
  // Presets: 60.
  Game standard = Game::standard();
  CHECK(standard.options().natural_limit_moves == RuleOptions::kVariantNaturalLimit);
  CHECK(standard.natural_limit_moves() == 60);
  // A variant text's natural_limit is honoured when the game does not choose otherwise.
  const char* text = "[fast:xiangqi]\nname = Fast\nnatural_limit = 30\n";
  GameOrError fast = Game::create_from_text(text, "4k4/9/9/9/9/9/9/9/3R5/3K5 w - - 59 40");
  REQUIRE(fast.game);
  CHECK(fast.game->natural_limit_moves() == 30);
  CHECK(fast.game->variant_info().natural_limit == 30);
  CHECK_FALSE(fast.game->result().over());
  REQUIRE(fast.game->play(mv("d1d2")).ok());  // 60 plies = 30 回合 without a capture
  CHECK(fast.game->result().reason == ResultReason::NaturalLimit);
  // The game's own choice wins over the text: 60, or off.
  RuleOptions chosen;
  chosen.natural_limit_moves = 60;
  GameOrError longer = Game::create_from_text(text, "4k4/9/9/9/9/9/9/9/3R5/3K5 w - - 59 40", chosen);
  REQUIRE(longer.game);
  REQUIRE(longer.game->play(mv("d1d2")).ok());
  CHECK_FALSE(longer.game->result().over());
  chosen.natural_limit_moves = 0;
  Game off = make("4k4/9/9/9/9/9/9/9/3R5/3K5 w - - 200 101", chosen);
  CHECK(off.natural_limit_moves() == 0);
  CHECK_FALSE(off.result().over());
  // 酌減 to 40 on a preset: a draw at 80 plies.
  chosen.natural_limit_moves = 40;
  Game forty = make("4k4/9/9/9/9/9/9/9/3R5/3K5 w - - 79 40", chosen);
  CHECK_FALSE(forty.result().over());
  REQUIRE(forty.play(mv("d1d2")).ok());
  CHECK(forty.result().reason == ResultReason::NaturalLimit);

  // Links carry the choice (nl=), and only a choice.
  const std::string link = share::encode_link(share::link_state_from_game(forty));
  CHECK(link.find("nl=40") != std::string::npos);
  const share::LinkDecode d = share::decode_link(link);
  REQUIRE(d.game);
  CHECK(d.game->natural_limit_moves() == 40);
  CHECK(share::encode_link(share::link_state_from_game(standard)).find("nl=") == std::string::npos);
  CHECK(share::decode_link("v2.nl=forty").error ==
        "bad natural limit 'forty' (full moves without a capture, 0 = off)");
  // PGN too ([NaturalLimit "40"]).
  const notation::ImportedGame imported =
      notation::import_game(notation::export_pgn(forty, notation::Notation::Iccs));
  CHECK(imported.to_game().natural_limit_moves() == 40);
}
