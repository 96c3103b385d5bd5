// Share links, version 2: moves coded as indices into the sorted legal-move list, so any
// variant (the 11x10 山界 board) and any move type round-trips; v1 links still decode
// exactly; add-ons, inline variant texts and the embed options (theme, autoplay) travel.
#include <catch2/catch.hpp>

#include <random>

#include "core/game.h"
#include "core/notation/iccs.h"
#include "core/notation/import.h"
#include "core/share/link.h"

using namespace xq;
using namespace xq::share;

namespace {

Game make(const char* variant, std::vector<std::string> addons = {}) {
  RuleOptions o;
  o.addons = std::move(addons);
  GameOrError made = Game::create(variant, {}, o);
  INFO(made.error);
  REQUIRE(made.game);
  return std::move(*made.game);
}

Game from_text(const std::string& text) {
  GameOrError made = Game::create_from_text(text);
  INFO(made.error);
  REQUIRE(made.game);
  return std::move(*made.game);
}

// Every legal move of every position of a few random games must code to an index that
// decodes back to it: a one-move link from that position, written as a start FEN (its state
// field carries the flags and rights) so each decode replays one move, not the whole game.
void every_move_round_trips(const char* variant, std::vector<std::string> addons, unsigned seed,
                            int games = 3, int plies = 80) {
  std::mt19937 rng(seed);
  for (int game = 0; game < games; ++game) {
    Game g = make(variant, addons);
    for (int ply = 0; ply < plies; ++ply) {
      const std::vector<Move> legal = canonical_moves(g);
      if (legal.empty()) break;
      LinkState base;
      base.variant = variant;
      base.addons = addons;
      base.start_fen = g.fen();
      for (Move m : legal) {
        // A listed move the rules would refuse could not be in a game, so it needs no
        // code (there should be none; main's be2aad9 fixed the 山界 links).
        if (!g.check_move(m).ok()) continue;
        LinkState s = base;
        s.moves.push_back(m);
        s.ply = -1;
        const std::string link = encode_link(s);
        LinkDecode d = decode_link(link);
        INFO(variant << " ply " << ply << " " << link << " " << d.error);
        REQUIRE(d.ok());
        REQUIRE(d.state.moves.size() == s.moves.size());
        REQUIRE(d.state.moves.back() == m);
        REQUIRE(d.state.moves.back().raw() == m.raw());  // the type and every part of it
      }
      g.play(legal[rng() % legal.size()]);
    }
  }
}

}  // namespace

TEST_CASE("v2: every legal move of standard xiangqi and of 山界 round-trips", "[share]") {
  every_move_round_trips("xiangqi", {}, 11);
  every_move_round_trips("shanjie", {}, 12);
}

TEST_CASE("v2: every move of every built-in variant with each available add-on round-trips",
          "[share][exhaustive]") {
  // Add-ons that become available (解將旗 flag steps, 還魂卒 drops, 殺驚與遁馬 double
  // moves, …) are picked up here without a change: the code is an index, whatever the type.
  unsigned seed = 100;
  for (const VariantInfo& v : list_variants()) {
    for (const AddonChoice& a : list_addons()) {
      if (!a.available) continue;
      RuleOptions o;
      o.addons = a.needs;  // 宮旗 comes with the ring and 宮策略
      o.addons.push_back(a.id);
      if (!Game::create(v.id, {}, o).game) continue;  // not compatible with this board
      INFO(v.id << " + " << a.id);
      every_move_round_trips(v.id.c_str(), o.addons, ++seed, 1, 60);
    }
  }
}

TEST_CASE("v2: the canonical order is sorted and complete", "[share]") {
  Game g = Game::standard();
  const std::vector<Move> c = canonical_moves(g);
  CHECK(c.size() == 44);  // the 44 opening moves of standard xiangqi
  CHECK(c.size() == g.legal_moves().size());
  for (std::size_t i = 1; i < c.size(); ++i) CHECK(c[i - 1].from() <= c[i].from());
  // The first opening move in the order is the lowest square's: a0 (Red's left chariot)
  // a0a1, coded 'A'.
  LinkState s;
  s.moves = {c.front()};
  CHECK(format_iccs(c.front()) == "a0a1");
  CHECK(encode_link(s) == "v2.m=A");
}

TEST_CASE("v2: a 山界 game on the 11x10 board round-trips with its variant id", "[share]") {
  std::mt19937 rng(5);
  for (int i = 0; i < 10; ++i) {
    Game g = make("shanjie");
    const int plies = 10 + static_cast<int>(rng() % 60);
    for (int k = 0; k < plies; ++k) {
      const std::vector<Move> legal = g.legal_moves();
      if (legal.empty()) break;
      g.play(legal[rng() % legal.size()]);
    }
    g.undo();
    LinkState s = link_state_from_game(g);
    CHECK(s.variant == "shanjie");
    CHECK(s.start_fen.empty());  // the variant's own start is never written
    s.orientation = Orientation::BlackBottom;
    const std::string link = encode_link(s);
    CHECK(link.rfind("v2.v=shanjie&m=", 0) == 0);
    LinkDecode d = decode_link(link);
    INFO(link << " " << d.error);
    REQUIRE(d.ok());
    CHECK(d.state == s);
    REQUIRE(d.game);
    CHECK(d.game->variant() == "shanjie");
    CHECK(d.game->fen() == g.fen());
    CHECK(d.game->redo_moves() == g.redo_moves());
  }
  // The cannon on the mountain file z (11x10 only): z2z1 is a move no v1 code can write.
  Game g = make("shanjie");
  const std::vector<Move> legal = canonical_moves(g);
  bool found = false;
  for (Move m : legal) {
    if (g.position().geometry().file_of[m.from()] != 0) continue;
    found = true;
    LinkState s;
    s.variant = "shanjie";
    s.moves = {m};
    LinkDecode d = decode_link(encode_link(s));
    REQUIRE(d.ok());
    CHECK(d.state.moves == s.moves);
  }
  CHECK(found);
}

TEST_CASE("v2: old v1 links still decode exactly", "[share]") {
  // The example of docs/sharing.md: 炮二平五 馬８進７ 馬二進三 車９平８, at ply 3.
  LinkDecode d = decode_link("#v1.m=NvwfEPwy&p=3&o=b&mode=view&l=en");
  INFO(d.error);
  REQUIRE(d.ok());
  std::vector<std::string> iccs;
  for (Move m : d.state.moves) iccs.push_back(format_iccs(m));
  CHECK(iccs == std::vector<std::string>{"h2e2", "h9g7", "h0g2", "i9h9"});
  CHECK(d.state.ply == 3);
  CHECK(d.state.orientation == Orientation::BlackBottom);
  CHECK(d.state.mode == Mode::View);
  CHECK(d.state.language == Language::En);
  // Re-encoded, the same state becomes a shorter v2 link that decodes to the same state.
  const std::string v2 = encode_link(d.state);
  CHECK(v2.rfind("v2.m=", 0) == 0);
  CHECK(v2.size() < std::string("v1.m=NvwfEPwy&p=3&o=b&mode=view&l=en").size());
  CHECK(decode_link(v2).state == d.state);
  CHECK(encode_link(d.state, 1) == "v1.m=NvwfEPwy&p=3&o=b&mode=view&l=en");
}

TEST_CASE("v2: board theme and piece style round-trip; 'light' reads as paper; bad ones are named", "[share]") {
  LinkState s;
  s.theme = Theme::Paper;
  s.pieces = PieceStyle::Simplified;
  const std::string link = encode_link(s);
  CHECK(link == "v2.t=paper&pc=simplified");
  LinkDecode d = decode_link(link);
  REQUIRE(d.ok());
  CHECK(d.state.theme == Theme::Paper);
  CHECK(d.state.pieces == PieceStyle::Simplified);
  // The defaults are not written; an older link's t=light is the paper board.
  CHECK(encode_link(LinkState{}).find("pc=") == std::string::npos);
  CHECK(decode_link("v2.t=light").state.theme == Theme::Paper);
  CHECK(decode_link("v2.pc=traditional").state.pieces == PieceStyle::Traditional);
  // A bad style is named; the rest of the link still opens.
  LinkDecode bad = decode_link("v2.pc=cursive&t=dark");
  CHECK(bad.error == "unknown piece style 'cursive' (traditional or simplified)");
  CHECK(bad.state.theme == Theme::Dark);
  CHECK(bad.state.pieces == PieceStyle::Traditional);
}

TEST_CASE("v2: add-ons, theme and autoplay round-trip; bad ones are named", "[share]") {
  LinkState s;
  s.variant = "shanjie";
  s.addons = {"river_elephant"};
  Game g = make("shanjie", s.addons);
  for (int i = 0; i < 6; ++i) {
    s.moves.push_back(canonical_moves(g).back());
    g.play(s.moves.back());
  }
  s.ply = 4;
  s.theme = Theme::Dark;
  s.autoplay_ms = 1500;
  s.mode = Mode::View;
  const std::string link = encode_link(s);
  CHECK(link.find("a=river_elephant") != std::string::npos);
  CHECK(link.find("&t=dark&ap=1500") != std::string::npos);
  LinkDecode d = decode_link(link);
  INFO(link << " " << d.error);
  REQUIRE(d.ok());
  CHECK(d.state == s);
  REQUIRE(d.game);
  CHECK(d.game->options().addons == s.addons);
  CHECK(d.game->ply() == 4);

  CHECK(decode_link("v2.t=pink").error == "unknown theme 'pink' (wood, paper or dark)");
  CHECK(decode_link("v2.ap=5").error.find("bad autoplay speed '5'") == 0);
  CHECK(decode_link("v2.ap=1e3").error.find("bad autoplay speed") == 0);
  // An unknown add-on: named, and the variant is still played without it.
  LinkDecode bad = decode_link("v2.v=shanjie&a=no_such_addon&m=AA");
  CHECK(bad.error.find("no_such_addon") != std::string::npos);
  CHECK(bad.state.variant == "shanjie");
  CHECK(bad.state.addons.empty());
  REQUIRE(bad.game);
  CHECK(bad.game->variant() == "shanjie");
  CHECK(bad.state.moves.size() == 2);
}

TEST_CASE("v2: an inline variant text is played; its moves are coded like any variant's", "[share]") {
  // 快炮: the cannons start on the outer files of the soldier rank.
  const std::string text =
      "[fast:xiangqi]\nname = Fast cannons\n"
      "setup = rnbakabnr/9/9/c1p1p1p1c/9/9/C1P1P1P1C/9/9/RNBAKABNR w - - 0 1\n";
  Game g = from_text(text);
  for (const char* m : {"a3a5", "h9g7", "i3h3", "i6i4"}) REQUIRE(g.play(*parse_iccs(m)).ok());
  g.undo();  // look at ply 3; the 4th move stays on the redo list
  LinkState s = link_state_from_game(g);
  CHECK(s.variant == "fast");
  CHECK(s.variant_text == g.variant_text());
  CHECK(s.start_fen.empty());  // the variant's own start
  const std::string link = encode_link(s);
  // Tight: the compacted text, '+' for spaces, '~' for line breaks.
  CHECK(link.rfind("v2.vt=%5Bfast:xiangqi%5D~name=Fast+cannons~setup=rnbakabnr/9/9/c1p1p1p1c/9/9/"
                   "C1P1P1P1C/9/9/RNBAKABNR+w+-+-+0+1&m=",
                   0) == 0);
  CHECK(link.size() == 121);  // 4 moves, 1 character each, and "&p=3"
  LinkDecode d = decode_link(link);
  INFO(d.error);
  CHECK(d.ok());
  REQUIRE(d.game);
  CHECK(d.game->variant() == "fast");
  CHECK(d.game->variant_text() == g.variant_text());
  CHECK(d.game->ply() == 3);
  CHECK(d.game->fen() == g.fen());
  CHECK(d.game->redo_moves() == g.redo_moves());
  CHECK(d.state.moves.size() == 4);
  CHECK(d.state == s);
  CHECK(encode_link(d.state) == link);
  // A start FEN other than the variant's own travels (canonical) in f=.
  GameOrError at = Game::create_from_text(text, "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
  REQUIRE(at.game);
  const std::string flink = encode_link(link_state_from_game(*at.game));
  CHECK(flink.find("&f=3k5/9/9/9/9/9/9/9/9/4K4_w_-_-_0_1") != std::string::npos);
  LinkDecode fd = decode_link(flink);
  CHECK(fd.ok());
  REQUIRE(fd.game);
  CHECK(fd.game->start_fen() == at.game->start_fen());
  // The older %-escaped form of the same text reads the same.
  LinkDecode old = decode_link("v2.vt=%5Bfast%3Axiangqi%5D%0Aname%20%3D%20Fast%20cannons%0Asetup%20%3D%20"
                               "rnbakabnr%2F9%2F9%2Fc1p1p1p1c%2F9%2F9%2FC1P1P1P1C%2F9%2F9%2FRNBAKABNR%20w%20-%20-%200%201");
  CHECK(old.ok());
  REQUIRE(old.game);
  CHECK(old.game->variant() == "fast");
  CHECK(old.game->start_fen() == g.start_fen());
}

TEST_CASE("v2: a 山界 board declared inline replays on its own geometry", "[share]") {
  const std::string text =
      "[hills:xiangqi]\nname.hant = 山\nboard = 11x10\nfiles = zabcdefghij\nholes = z4-z5 j4-j5\n"
      "zone.plain = a0-i4\nb.move = nA@plain\nb.links = a2<>z2 i2<>j2\n"
      "setup = 1rnbakabnr1/11/c9c/1p1p1p1p1p1/11/11/1P1P1P1P1P1/C9C/11/1RNBAKABNR1 w - - 0 1\n";
  Game g = from_text(text);
  // The free elephant step a2<>z2: the elephant to a2, the cannon off z2, then a2z2.
  for (const char* m : {"c0a2", "h9g7", "z2z1", "i9h9", "a2z2"}) {
    const std::optional<Move> mv = parse_iccs(m, g.position().geometry());
    REQUIRE(mv);
    REQUIRE(g.play(*mv).ok());
  }
  const std::string link = encode_link(link_state_from_game(g));
  CHECK(link.find("%3C%3E") != std::string::npos);  // '<>' escaped
  LinkDecode d = decode_link(link);
  INFO(d.error);
  CHECK(d.ok());
  REQUIRE(d.game);
  CHECK(d.game->variant() == "hills");
  CHECK(d.game->position().geometry().width == 11);
  CHECK(d.game->fen() == g.fen());
  CHECK(d.game->ply() == 5);
  CHECK(d.game->piece_at(0, 2) == Piece(Color::Red, PieceKind::Elephant));  // on z2
}

TEST_CASE("v2: a broken inline text names the line and leaves a standard board", "[share]") {
  LinkState s;
  s.variant_text = "[mine:xiangqi]\nboard = banana\n";
  s.move_codes = "AbC";
  s.orientation = Orientation::BlackBottom;
  const std::string link = encode_link(s);
  CHECK(link == "v2.vt=%5Bmine:xiangqi%5D~board+=+banana~&m=AbC&o=b");
  LinkDecode d = decode_link(link);
  CHECK(d.error.find("inline variant text, line 2: ") == 0);
  REQUIRE(d.game);  // a playable standard board
  CHECK(d.game->variant() == "xiangqi");
  CHECK(d.game->variant_text().empty());
  CHECK(d.game->ply() == 0);
  // Nothing else is lost: the fields round-trip.
  CHECK(d.state.orientation == Orientation::BlackBottom);
  CHECK(d.state.variant_text == s.variant_text);
  CHECK(d.state.move_codes == "AbC");
  CHECK(encode_link(d.state) == link);
  // A broken escape, an empty text, too long: refused before parsing.
  CHECK(decode_link("v2.vt=%5").error.find("bad inline variant text") == 0);
  CHECK(decode_link("v2.vt=").error.find("bad inline variant text") == 0);
  CHECK(decode_link("v2.vt=" + std::string(kMaxVariantText + 1, 'x')).error.find("bad inline variant text") == 0);
  // An unknown add-on on a good text: played without it.
  LinkDecode a = decode_link("v2.vt=%5Bm:xiangqi%5D&a=no_such_addon&m=AA");
  CHECK(a.error.find("no_such_addon") != std::string::npos);
  REQUIRE(a.game);
  CHECK(a.game->variant() == "m");
  CHECK(a.state.moves.size() == 2);
}

TEST_CASE("v2: garbled move lists say what is wrong and keep what was good", "[share]") {
  Game g = Game::standard();
  for (const char* m : {"h2e2", "h9g7", "h0g2", "i9h9"}) g.play(*parse_iccs(m));
  const std::string good = encode_link(link_state_from_game(g));
  REQUIRE(good.size() == 3 + 2 + 4);  // one character per move: each position has <= 64 moves

  SECTION("index past the legal moves") {
    std::string bad = good;
    bad[6] = '_';  // the 64th move; Black has fewer after 炮二平五
    Game after = Game::standard();
    after.play(*parse_iccs("h2e2"));
    const std::size_t n = after.legal_moves().size();
    REQUIRE(n < 64);
    LinkDecode d = decode_link(bad);
    CHECK(d.error == "ply 2: '_' is move 64 of only " + std::to_string(n) + " legal moves");
    CHECK(d.state.moves.size() == 1);
    REQUIRE(d.game);
    CHECK(d.game->ply() == 1);
  }
  SECTION("bad character") {
    std::string bad = good;
    bad[7] = '%';
    LinkDecode d = decode_link(bad);
    CHECK(d.error == "bad character '%' in the move list (ply 3)");
    CHECK(d.state.moves.size() == 2);
  }
  SECTION("moves after the end of the game") {
    // 1. ... a fool's mate is not quick in xiangqi; use a mated position instead.
    LinkDecode d = decode_link("v2.f=3k5/4R4/3R5/9/9/9/9/9/9/4K4_b&m=A");
    CHECK(d.error.find("ply 1: no legal moves here (") == 0);
    CHECK(d.state.moves.empty());
  }
  SECTION("bad FEN for the variant") {
    // A 9-wide FEN on the 11-wide 山界 board.
    LinkDecode d = decode_link("v2.v=shanjie&f=rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR_w");
    CHECK(d.error.find("bad FEN: ") == 0);
    CHECK(d.state.variant == "shanjie");
    CHECK(d.state.start_fen.empty());
    REQUIRE(d.game);
    CHECK(d.game->variant() == "shanjie");
  }
}

TEST_CASE("PGN with a Variant tag: a 山界 game exports and imports on its own board", "[share][import]") {
  std::mt19937 rng(21);
  Game g = make("shanjie");
  for (int i = 0; i < 30; ++i) {
    std::vector<Move> legal = canonical_moves(g);
    std::erase_if(legal, [&g](Move m) { return !g.check_move(m).ok(); });
    if (legal.empty()) break;
    g.play(legal[rng() % legal.size()]);
  }
  // ICCS (the Chinese and WXF writers number the 9 standard files only, so the mountain
  // files z and j have no numeral there yet: a notation gap, documented in sharing.md).
  for (notation::Notation n : {notation::Notation::Iccs}) {
    const std::string pgn = notation::export_pgn(g, n, {{"Event", "t"}});
    INFO(pgn);
    CHECK(pgn.find("[Variant \"shanjie\"]") != std::string::npos);
    const notation::ImportedGame in = notation::import_game(pgn);
    INFO(in.error);
    REQUIRE(in.ok());
    CHECK(in.variant == "shanjie");
    CHECK(in.moves == g.history());
    CHECK(in.to_game().fen() == g.fen());
  }
  // An unknown variant, and a bad move on the variant board, are named.
  CHECK(notation::import_game("[Variant \"nope\"]\n\n1. a0a1 *\n").error.find("line 1: Variant tag: unknown variant 'nope'") == 0);
  const notation::ImportedGame bad = notation::import_game("[Variant \"shanjie\"]\n\n1. b0b5 *\n");
  CHECK(bad.error.find("line 3, move 1 (Red) 'b0b5': ") == 0);
}

TEST_CASE("v2: header tags (players, event) travel in h= and round-trip; bad ones are named", "[share]") {
  Game g = make("xiangqi");
  LinkState s = link_state_from_game(g);
  s.tags = {{"Red", "許銀川"}, {"Black", "Lü Qin & co ~ 100%"}, {"Event", "Cup=2024"}, {"Date", "2024.05.01"}};
  const std::string link = encode_link(s);
  INFO(link);
  // '~' separates tags, a space is '+', '&' '~' '%' and non-ASCII are %XX; '=' stays.
  CHECK(link.find("h=Red=%E8%A8%B1%E9%8A%80%E5%B7%9D~Black=L%C3%BC+Qin+%26+co+%7E+100%25~Event=Cup=2024~Date=2024.05.01") != std::string::npos);
  LinkDecode d = decode_link(link);
  INFO(d.error);
  REQUIRE(d.ok());
  CHECK(d.state == s);
  CHECK(encode_link(d.state) == link);
  // Version 1 has no tags; links without h= read as before.
  CHECK(encode_link(s, 1).find("h=") == std::string::npos);
  CHECK(decode_link("v2.m=epJp").state.tags.empty());

  // A bad tag is named and left out; the good ones and the game are kept.
  LinkDecode bad = decode_link("v2.m=epJp&h=Red=A~1x=B~Black=C");
  CHECK(bad.error.find("bad header tag '1x=B'") == 0);
  REQUIRE(bad.state.tags.size() == 2);
  CHECK(bad.state.tags[1] == LinkTag{"Black", "C"});
  CHECK(bad.state.moves.size() == 4);
  CHECK(decode_link("v2.h=Red=A~Red=B").error == "header tag 'Red' given twice");
  CHECK(decode_link("v2.h=Red=").error.find("bad header tag 'Red='") == 0);
  CHECK(decode_link("v2.h=Red=a%01b").error.find("bad header tag 'Red=a?b'") == 0);  // a control character
  CHECK(decode_link("v2.h=Red=%zz").error.find("bad header tags") == 0);
  // Encoding leaves out what a link cannot carry.
  LinkState odd;
  odd.tags = {{"Red", "a\nb"}, {"", "x"}, {"Black", "ok"}};
  CHECK(encode_link(odd) == "v2.h=Black=ok");
}
