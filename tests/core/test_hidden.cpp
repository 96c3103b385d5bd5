// Hidden pieces (issue #12 item 5; core/hidden_rules.h, core/hidden_view.h): face-down
// state in the position, the reveal move, FEN, hashing, and the per-viewer views that
// the page, share links and the engine worker use.
//
// The test variant "anqi_test" is standard xiangqi with both horses of each side face-down
// as 暗戰's 暗棋 (seed 暗戰 §4.4): 「只能横或竖每次一格，暗棋即不能吃子，也不被吃」 — a
// one-step orthogonal stand-in `w` (Betza mW: moves, never captures) that nobody may
// capture; the owner knows its identity (hidden.known = owner, as 第三代/陸戰) and flips
// it face-up as a whole move.
#include <catch2/catch.hpp>
#include <random>
#include <string>
#include <vector>

#include "core/fen.h"
#include "core/game.h"
#include "core/hidden_view.h"
#include "core/move_list.h"
#include "core/movegen.h"
#include "core/notation/iccs.h"
#include "core/notation/import.h"
#include "core/search/search.h"
#include "core/share/link.h"
#include "hidden_test_variant.h"

namespace {

const char* const kHiddenText = xq::testing::kHiddenTestVariant;

xq::Game hidden_game(const char* text = kHiddenText) {
  xq::GameOrError made = xq::Game::create_from_text(text);
  INFO(made.error);
  REQUIRE(made.game);
  return *made.game;
}

xq::Square sq(const xq::Game& g, const char* name) {
  return *xq::parse_iccs_square(name, g.position().geometry());
}

// The board field's character for point s in a FEN on g ('*' marks stay with their letter:
// returns the two characters "*X" for a face-down piece, one letter otherwise, "" empty).
std::string fen_point(const std::string& fen, const xq::Geometry& g, xq::Square s) {
  int rank = g.height - 1, file = 0;
  for (size_t i = 0; i < fen.size() && fen[i] != ' '; ++i) {
    const char c = fen[i];
    if (c == '/') {
      --rank;
      file = 0;
      continue;
    }
    if (c >= '1' && c <= '9') {
      file += c - '0';
      continue;
    }
    std::string token(1, c);
    if (c == '*') token += fen[++i];
    if (g.square(file, rank) == s) return token;
    ++file;
  }
  return "";
}

}  // namespace

TEST_CASE("hidden: the test variant's face-down pieces stand as the w stand-in", "[hidden]") {
  const xq::Game g = hidden_game();
  const xq::Position& pos = g.position();
  REQUIRE(g.has_hidden_pieces());
  CHECK(pos.face_down_count() == 4);
  const xq::Square b0 = sq(g, "b0");
  CHECK(pos.face_down(b0));
  CHECK(g.piece_letter(pos.piece_on(b0)) == 'W');                              // the face
  CHECK(pos.identity(b0) == xq::Piece(xq::Color::Red, xq::PieceKind::Horse));  // the truth
  // The arbiter's FEN is the setup: '*' before each face-down piece's identity.
  CHECK(g.fen() == "r*nbakab*nr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R*NBAKAB*NR w - - 0 1");
  CHECK(g.view_fen(xq::Viewer::Arbiter) == g.fen());
  CHECK(g.view_fen(xq::Viewer::Spectator) ==
        "r*xbakab*xr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R*XBAKAB*XR w - - 0 1");
  CHECK(g.view_fen(xq::Viewer::Red) ==
        "r*xbakab*xr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R*NBAKAB*NR w - - 0 1");
  CHECK(g.view_fen(xq::Viewer::Black) ==
        "r*nbakab*nr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R*XBAKAB*XR w - - 0 1");
}

TEST_CASE("hidden: secrets per side (hidden.known = owner) ask for the hot-seat cover, the others do not",
          "[hidden]") {
  // Owner knowledge: Red's view and Black's differ (above), so the page covers the board
  // between hot-seat turns (web/cover_screen.h).
  CHECK(hidden_game().secrets_per_side());
  // 暗戰 (known = nobody): one view for both players; 起始 (known = all): no secret at all.
  for (const char* id : {"anzhan", "qishi", "xiangqi"}) {
    const xq::GameOrError made = xq::Game::create(id, {}, xq::RuleOptions{});
    REQUIRE(made.game);
    INFO(id);
    CHECK(!made.game->secrets_per_side());
  }
}

TEST_CASE("hidden: perft 1-3 of the test variant", "[hidden][perft]") {
  xq::Game g = hidden_game();
  // Standard xiangqi has 44 moves. Here each face-down horse (b0, h0) is a one-step mW
  // stand-in: b1 / h1 only, instead of its two horse moves (-2); the cannons' captures of
  // the black horses b9 / h9 over the b7 / h7 screens go, 「也不被吃」 (-2); the two reveals
  // ^b0 ^h0 come in (+2): 44 - 2 - 2 + 2 = 42.
  CHECK(g.perft(1) == 42);
  std::vector<std::string> reveals;
  for (xq::Move m : g.legal_moves())
    if (m.is_reveal()) reveals.push_back(xq::format_iccs(m, g.position().geometry()));
  CHECK(reveals == std::vector<std::string>{"^b0", "^h0"});
  // After a reveal the horse on b0 is face-up and capturable: Black has its own 42 plus
  // the b7 cannon's capture b7b0 over the b2 screen. After a stand-in step (b0b1) Black has
  // exactly its 42 (the stand-in on b1 is still face-down, so b7 cannot take it).
  std::uint64_t after_reveal = 0, after_step = 0;
  for (const xq::PerftEntry& e : g.perft_divide(2)) {
    if (e.move == xq::Move::reveal(sq(g, "b0"))) after_reveal = e.nodes;
    if (e.move == xq::Move(sq(g, "b0"), sq(g, "b1"))) after_step = e.nodes;
  }
  CHECK(after_reveal == 43);
  CHECK(after_step == 42);
  // perft(2), by Red's 42 moves (perft_divide): Black's own 42 replies change only where
  // Red opens or closes the b / h files for Black's cannons on b7 / h7:
  //   18 moves elsewhere (soldiers, chariots, advisors, elephants, general, stand-in steps): 42 each
  //   12 sideways cannon moves (b2a2 b2c2..g2, h2i2 h2g2..c2): the file opens, the b7 cannon
  //      gains b2 and b1 (not b0: face-down, 「也不被吃」)                            44 each
  //    2 cannon steps back b2b1 h2h1: the cannon gains b2 / h2                        43 each
  //    8 cannon advances b2b3..b6, h2h3..h6: the cannon loses 1..4 quiet points       41 40 39 38
  //    2 reveals ^b0 ^h0: the horse is face-up and b7b0 / h7h0 captures it             43 each
  // 18*42 + 12*44 + 2*43 + 2*(41+40+39+38) + 2*43 = 756 + 528 + 86 + 316 + 86 = 1772.
  CHECK(g.perft(2) == 1772);
  CHECK(g.perft(3) == 73088);  // the fingerprint of the three plies above
}

TEST_CASE("hidden: make/unmake restores FEN and hash over every move to depth 2", "[hidden]") {
  const xq::Game g = hidden_game();
  xq::Position pos = g.position();
  const std::string fen0 = xq::to_fen(pos);
  const std::uint64_t hash0 = pos.hash();
  xq::MoveList first;
  xq::generate_legal(pos, first);
  int checked = 0;
  for (xq::Move m : first) {
    xq::UndoInfo u1;
    pos.do_move(m, u1);
    REQUIRE(pos.invariants_hold());
    REQUIRE(pos.hash() == pos.compute_hash());
    const std::string fen1 = xq::to_fen(pos);
    const std::uint64_t hash1 = pos.hash();
    xq::MoveList second;
    xq::generate_legal(pos, second);
    for (xq::Move r : second) {
      xq::UndoInfo u2;
      pos.do_move(r, u2);
      REQUIRE(pos.hash() == pos.compute_hash());
      pos.undo_move(r, u2);
      REQUIRE(xq::to_fen(pos) == fen1);
      REQUIRE(pos.hash() == hash1);
      ++checked;
    }
    pos.undo_move(m, u1);
    REQUIRE(xq::to_fen(pos) == fen0);
    REQUIRE(pos.hash() == hash0);
    REQUIRE(pos.face_down_count() == 4);
  }
  CHECK(checked == 1772);
}

TEST_CASE("hidden: the reveal move turns the piece face-up and undoes", "[hidden]") {
  xq::Game g = hidden_game();
  const xq::Square b0 = sq(g, "b0");
  const std::uint64_t before = g.position().hash();
  REQUIRE(g.play(xq::Move::reveal(b0)).ok());
  CHECK(!g.position().face_down(b0));
  CHECK(g.position().piece_on(b0) == xq::Piece(xq::Color::Red, xq::PieceKind::Horse));
  CHECK(g.fen() == "r*nbakab*nr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKAB*NR b - - 1 1");
  CHECK(g.position().hash() == g.position().compute_hash());
  // Black may not reveal Red's piece; its own b9 it may.
  CHECK(g.check_move(xq::Move::reveal(sq(g, "h0"))).reason == xq::IllegalReason::RevealNotAllowed);
  // 「也不被吃」: the h7 cannon's jump over h2 onto the face-down h0 is refused with its own
  // reason; the same jump b7 -> b0 onto the revealed horse is a capture.
  CHECK(g.check_move(xq::Move(sq(g, "h7"), sq(g, "h0"))).reason == xq::IllegalReason::FaceDownNotCapturable);
  CHECK(g.check_move(xq::Move(sq(g, "b7"), sq(g, "b0"))).ok());
  CHECK(g.check_move(xq::Move::reveal(sq(g, "b9"))).ok());
  REQUIRE(g.undo());
  CHECK(g.position().face_down(b0));
  CHECK(g.position().hash() == before);
  // A face-down piece hashes differently from the same piece face-up on the same point.
  const xq::Geometry& geo = g.position().geometry();
  const xq::FenResult down =
      xq::parse_fen("r*nbakab*nr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RWBAKAB*NR w", geo);
  const xq::FenResult up =
      xq::parse_fen("r*nbakab*nr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R*WBAKAB*NR w", geo);
  REQUIRE(down.ok());
  REQUIRE(up.ok());
  // (both put a w on b0; one face-up, one face-down whose identity is a w)
  CHECK(down.position.hash() != up.position.hash());
  CHECK(!down.position.same_placement(up.position));
}

TEST_CASE("hidden: FEN round trips, arbiter and viewer", "[hidden][fen]") {
  const xq::Game g = hidden_game();
  const xq::Geometry& geo = g.position().geometry();
  for (xq::Viewer v : {xq::Viewer::Arbiter, xq::Viewer::Red, xq::Viewer::Black, xq::Viewer::Spectator}) {
    const std::string fen = g.view_fen(v);
    const xq::FenResult r = xq::parse_fen(fen, geo);
    INFO(fen << " " << r.error.message);
    REQUIRE(r.ok());
    CHECK(xq::to_fen(r.position) == fen);
    CHECK(r.position.hash() == r.position.compute_hash());
    CHECK(r.position.same_placement(g.view_position(v)));
  }
  // An unknown identity parses back as unknown, with its owner's color from the case.
  const xq::FenResult spectator = xq::parse_fen(g.view_fen(xq::Viewer::Spectator), geo);
  CHECK(spectator.position.face_down(sq(g, "b0")));
  CHECK(!spectator.position.identity_known(sq(g, "b0")));
  CHECK(spectator.position.piece_on(sq(g, "b9")).color() == xq::Color::Black);
  // Standard FEN is untouched: '*' means nothing to a variant without hidden pieces.
  const xq::FenResult plain = xq::parse_fen("r*nbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w");
  CHECK(plain.error.kind == xq::FenErrorKind::BadCharacter);
  CHECK(plain.error.message ==
        "rank 1 (from top): '*' (a face-down piece) at column 2, but this variant has no hidden pieces");
  // A general cannot be face-down; '*' needs a letter.
  CHECK(xq::parse_fen("r*nbaKab*nr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R*NBA*KAB*NR w", geo).error.kind ==
        xq::FenErrorKind::BadCharacter);
  CHECK(xq::parse_fen("r*nbakab*nr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R*NBAKAB*N* w", geo).error.kind ==
        xq::FenErrorKind::BadCharacter);
}

TEST_CASE("hidden: viewer views never carry an identity the viewer may not know", "[hidden][property]") {
  // Random playouts (fixed seed): after every ply, for each viewer, every face-down piece
  // whose identity that viewer may not know shows as '*' + placeholder in the viewer's FEN,
  // as an unknown piece in the view and the dump, and never as '*' + its letter in the
  // link; the viewer's position has the very same board moves as the arbiter's.
  std::mt19937 rng(20261201);
  int checks = 0, reveals = 0;
  for (int game = 0; game < 12; ++game) {
    xq::Game g = hidden_game();
    const xq::Geometry& geo = g.position().geometry();
    for (int ply = 0; ply < 50; ++ply) {
      for (xq::Viewer v : {xq::Viewer::Red, xq::Viewer::Black, xq::Viewer::Spectator}) {
        const xq::GameView view = g.view(v);
        const xq::Position seen = g.view_position(v);
        const std::string link = xq::share::encode_link(xq::share::link_state_for_viewer(g, v));
        for (int s = 0; s < geo.size; ++s) {
          const xq::Square q = static_cast<xq::Square>(s);
          if (!g.position().face_down(q)) continue;
          const xq::Piece truth = g.position().identity(q);
          const bool may = xq::may_know(geo.hidden, v, truth.color());
          const std::string secret = std::string("*") + g.piece_letter(truth);
          const std::string shown = fen_point(view.fen, geo, q);
          const std::string line = "piece " + xq::format_iccs_square(q, geo) + " ";
          const size_t at = view.dump.find(line);
          REQUIRE(at != std::string::npos);
          const std::string dumped = view.dump.substr(at + line.size(), 2);
          if (may) {
            CHECK(shown == secret);
            CHECK(dumped == secret);
            CHECK(seen.identity(q) == truth);
          } else {
            CHECK(shown == (truth.color() == xq::Color::Red ? "*X" : "*x"));
            CHECK(dumped == shown);
            CHECK(!seen.identity_known(q));
            CHECK(link.find(secret) == std::string::npos);
            for (const xq::PieceView& p : view.pieces)
              if (p.square == q) CHECK((!p.identity_known && p.piece == g.position().piece_on(q)));
          }
          ++checks;
        }
        // The viewer's own legal board moves are the arbiter's: nothing depends on identities.
        xq::MoveList mine;
        xq::generate_legal(seen, mine);
        std::vector<xq::Move> board_moves, arbiter_board;
        for (xq::Move m : mine)
          if (!m.is_reveal()) board_moves.push_back(m);
        for (xq::Move m : view.legal_moves)
          if (!m.is_reveal()) arbiter_board.push_back(m);
        CHECK(board_moves == arbiter_board);
        CHECK(view.legal_moves == g.legal_moves());
      }
      const std::vector<xq::Move> moves = g.legal_moves();
      if (moves.empty()) break;
      const xq::Move m = moves[rng() % moves.size()];
      reveals += m.is_reveal();
      REQUIRE(g.play(m).ok());
      REQUIRE(g.position().hash() == g.position().compute_hash());
    }
  }
  CHECK(checks > 1000);
  CHECK(reveals > 0);
}

TEST_CASE("hidden: a spectator link carries the view, the arbiter's link the secret", "[hidden][share]") {
  xq::Game g = hidden_game();
  REQUIRE(g.play(xq::Move(sq(g, "b0"), sq(g, "b1"))).ok());  // the stand-in steps
  const std::string spectator =
      xq::share::encode_link(xq::share::link_state_for_viewer(g, xq::Viewer::Spectator));
  const std::string arbiter =
      xq::share::encode_link(xq::share::link_state_for_viewer(g, xq::Viewer::Arbiter));
  CHECK(arbiter == xq::share::encode_link(xq::share::link_state_from_game(g)));
  CHECK(spectator.find("*N") == std::string::npos);
  CHECK(spectator.find("*n") == std::string::npos);
  CHECK(arbiter.find("*N") != std::string::npos);
  const xq::share::LinkDecode d = xq::share::decode_link(spectator);
  INFO(d.error);
  REQUIRE(d.ok());
  REQUIRE(d.game);
  CHECK(d.game->fen() == g.view_fen(xq::Viewer::Spectator));
  CHECK(d.game->fen() == "r*xbakab*xr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/1*X7/R1BAKAB*XR b - - 1 1");
  CHECK(!d.game->position().identity_known(sq(g, "b1")));
  CHECK(d.game->position().face_down(sq(g, "b1")));
  // The redacted text keeps everything but the setup's identities.
  CHECK(xq::redact_variant_text("setup = r*nbakab*nr/9 w - - 0 1\nhidden.moves = standin\n",
                                g.position().geometry().hidden) ==
        "setup = r*xbakab*xr/9 w - - 0 1\nhidden.moves = standin\n");
}

TEST_CASE("hidden: a viewer's PGN and DhtmlXQ exports carry its view, never the secret", "[hidden][notation]") {
  using xq::notation::Notation;
  xq::Game g = hidden_game();
  REQUIRE(g.play(xq::Move(sq(g, "b0"), sq(g, "b1"))).ok());  // the stand-ins step
  REQUIRE(g.play(xq::Move(sq(g, "h9"), sq(g, "h8"))).ok());
  // The arbiter's records are the game's own: the secret start, every move.
  const std::string arbiter = xq::notation::export_pgn_for_viewer(g, xq::Viewer::Arbiter, Notation::Iccs);
  CHECK(arbiter == xq::notation::export_pgn(g, Notation::Iccs));
  CHECK(arbiter.find("*n") != std::string::npos);
  CHECK(xq::notation::export_dhtmlxq_for_viewer(g, xq::Viewer::Arbiter) == xq::notation::export_dhtmlxq(g));
  const std::string redacted = xq::redact_variant_text(g.variant_text(), g.position().geometry().hidden);
  for (xq::Viewer v : {xq::Viewer::Red, xq::Viewer::Black, xq::Viewer::Spectator}) {
    INFO(xq::viewer_name(v));
    const std::string view_fen = g.view_fen(v);
    for (Notation n : {Notation::Iccs, Notation::Chinese}) {
      const std::string pgn = xq::notation::export_pgn_for_viewer(g, v, n, {{"Event", "e"}});
      INFO(pgn);
      // hidden.known = owner: a player knows its own horses ("*N" for Red), nobody the other's.
      if (v != xq::Viewer::Black) CHECK(pgn.find("*n") == std::string::npos);
      if (v != xq::Viewer::Red) CHECK(pgn.find("*N") == std::string::npos);
      // It reads back for that viewer: the FEN tag is its view, played on the redacted text.
      const std::vector<xq::notation::PgnGame> games = xq::notation::read_pgn(pgn);
      REQUIRE(games.size() == 1);
      CHECK(games[0].tag("FEN") == view_fen);
      CHECK(games[0].tag("Result") == "*");
      CHECK(xq::notation::scan_movetext(games[0].movetext).moves.empty());
      const xq::GameOrError back = xq::Game::create_from_text(redacted, games[0].tag("FEN"), g.options());
      INFO(back.error);
      REQUIRE(back.game);
      CHECK(back.game->fen() == view_fen);
      CHECK(back.game->view_fen(v) == view_fen);
    }
    const std::string dhtml = xq::notation::export_dhtmlxq_for_viewer(g, v, {{"Event", "e"}});
    INFO(dhtml);
    if (v != xq::Viewer::Black) CHECK(dhtml.find("*n") == std::string::npos);
    if (v != xq::Viewer::Red) CHECK(dhtml.find("*N") == std::string::npos);
    CHECK(dhtml.find("[DhtmlXQ_movelist][/DhtmlXQ_movelist]") != std::string::npos);
    const std::size_t at = dhtml.find("[DhtmlXQ_fen]"), end = dhtml.find("[/DhtmlXQ_fen]");
    REQUIRE(at != std::string::npos);
    REQUIRE(end != std::string::npos);
    const std::string fen = dhtml.substr(at + 13, end - at - 13);
    CHECK(fen == view_fen);
    const xq::GameOrError back = xq::Game::create_from_text(redacted, fen, g.options());
    REQUIRE(back.game);
    CHECK(back.game->view_fen(v) == view_fen);
  }
}

TEST_CASE("hidden: the engine searches a player's view", "[hidden][search]") {
  xq::Game g = hidden_game();
  const xq::GameOrError view = g.view_game(xq::Viewer::Red);
  INFO(view.error);
  REQUIRE(view.game);
  CHECK(view.game->fen() == g.view_fen(xq::Viewer::Red));
  // Red knows its own pieces, so its reveals are there; Black's are unknown to it.
  CHECK(view.game->position().identity_known(sq(g, "b0")));
  CHECK(!view.game->position().identity_known(sq(g, "b9")));
  xq::Searcher searcher(1);
  xq::SearchLimits limits;
  limits.depth = 3;
  const xq::SearchResult r = searcher.search(*view.game, limits);
  CHECK(!r.best.is_none());
  CHECK(g.check_move(r.best).ok());  // a move of the view is a move of the real game
  // Black's turn, searched from Black's view: Red's stand-ins are unknown there, and the
  // search still finds a legal move; it never lists a reveal of a piece it cannot know.
  REQUIRE(g.play(r.best).ok());
  const xq::GameOrError black = g.view_game(xq::Viewer::Black);
  REQUIRE(black.game);
  for (xq::Move m : black.game->legal_moves())
    if (m.is_reveal()) CHECK(black.game->position().identity_known(m.from()));
  const xq::SearchResult rb = searcher.search(*black.game, limits);
  CHECK(g.check_move(rb.best).ok());
}

TEST_CASE("hidden: immobile and start-piece faces", "[hidden]") {
  // 陸戰 / 起始: face-down pieces that cannot move (here the horses, no flip: dormant).
  const std::string immobile =
      "[dormant_test:xiangqi]\npiece.w = custom\nw.move = mW\nhidden.moves = immobile\nhidden.standin = w\n"
      "hidden.flip = none\n"
      "setup = r*nbakab*nr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R*NBAKAB*NR w - - 0 1\n";
  // 44 standard moves without the four horse moves; the b9/h9 captures stay (capturable).
  CHECK(hidden_game(immobile.c_str()).perft(1) == 40);
  // 揭棋-like: a face-down piece moves as the setup piece of its point (the chariots here),
  // and flips by its owner: 44 + the reveals ^a0 ^i0.
  const std::string start =
      "[start_test:xiangqi]\nhidden.moves = start\n"
      "setup = *rnbakabn*r/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/*RNBAKABN*R w - - 0 1\n";
  xq::Game s = hidden_game(start.c_str());
  CHECK(s.perft(1) == 46);
  CHECK(s.view_fen(xq::Viewer::Spectator) ==
        "*xnbakabn*x/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/*XNBAKABN*X w - - 0 1");
  // With hidden.known = nobody (暗戰) not even the owner sees its identities, and a
  // player's view lists no reveal (it does not know what would appear); the arbiter's does.
  const std::string nobody = std::string(start).replace(start.find("hidden.moves"), 0, "hidden.known = nobody\n");
  xq::Game n = hidden_game(nobody.c_str());
  CHECK(n.view_fen(xq::Viewer::Red) == n.view_fen(xq::Viewer::Spectator));
  const xq::GameOrError red = n.view_game(xq::Viewer::Red);
  REQUIRE(red.game);
  CHECK(red.game->perft(1) == 44);
  CHECK(n.perft(1) == 46);
  // A face-down piece must stand on a start point of its side there.
  CHECK(xq::parse_fen("*rnbakabn*r/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/*R8/1NBAKABN*R w",
                      s.position().geometry())
            .error.kind == xq::FenErrorKind::BadCharacter);
}

TEST_CASE("hidden: bad hidden-piece declarations are line-numbered", "[hidden][parser]") {
  auto error_of = [](const std::string& text) {
    const xq::GameOrError made = xq::Game::create_from_text(text);
    return made.error;
  };
  const std::string head = "[bad:xiangqi]\npiece.w = custom\nw.move = mW\n";
  CHECK(error_of(head + "hidden.moves = sideways\nhidden.standin = w\n") ==
        "line 4: hidden.moves must be 'standin' (as the hidden.standin type), 'immobile' or 'start' (as the "
        "setup "
        "piece of its point), found 'sideways'");
  CHECK(error_of(head + "hidden.moves = standin\n") ==
        "line 4: hidden.moves = standin needs hidden.standin = LETTER, the declared piece type a face-down "
        "piece "
        "stands as");
  CHECK(error_of(head + "hidden.moves = standin\nhidden.standin = q\n") ==
        "line 5: hidden.standin must be the letter of a declared piece type, found 'q'");
  CHECK(error_of(head + "hidden.moves = standin\nhidden.standin = k\n") ==
        "line 5: hidden.standin cannot be the royal piece 'k'");
  CHECK(error_of(head + "hidden.moves = standin\nhidden.standin = w\nhidden.known = everyone\n") ==
        "line 6: hidden.known must be 'owner', 'nobody' or 'all', found 'everyone'");
  CHECK(error_of(head + "hidden.moves = standin\nhidden.standin = w\nhidden.placeholder = r\n") ==
        "line 6: hidden.placeholder 'r' is a piece letter of this variant; the FEN letter of an unknown "
        "face-down "
        "piece must differ (e.g. hidden.placeholder = x)");
  CHECK(error_of(head + "hidden.standin = w\n") ==
        "line 4: 'hidden.standin' needs hidden.moves (standin, immobile or start) to declare hidden pieces");
  CHECK(error_of(head + "hidden.moves = standin\nhidden.standin = w\nhidden.colour = red\n") ==
        "line 6: unknown key 'hidden.colour'");
  // Face groups (第三代's advisors): every other face needs its own placeholder letter.
  const std::string grouped = head + "hidden.moves = standin\nhidden.standin = w\n";
  CHECK(error_of(grouped + "hidden.faces = r:a\n") ==
        "line 6: hidden.faces: the face 'a' needs its own placeholder letter (hidden.placeholders = y:a)");
  CHECK(error_of(grouped + "hidden.faces = r:k\nhidden.placeholders = y:k\n") ==
        "line 6: hidden.faces: 'r:k': the royal piece is never face-down");
  CHECK(error_of(grouped + "hidden.faces = r-a\n") ==
        "line 6: hidden.faces takes pairs IDENTITY:FACE of piece letters, e.g. hidden.faces = j:a h:a, found 'r-a'");
  CHECK(error_of(grouped + "hidden.faces = r:a\nhidden.placeholders = y:c\n") ==
        "line 7: hidden.placeholders: 'y:c': no identity of hidden.faces lies under 'c'");
  CHECK(error_of(grouped + "hidden.faces = r:a\nhidden.placeholders = x:a\n") ==
        "line 7: hidden.placeholders: 'x' is a piece letter or the placeholder already");
  CHECK(error_of(grouped + "hidden.placeholders = y:a\n") ==
        "line 6: hidden.placeholders names the faces of hidden.faces, which is not given");
  CHECK(error_of(head + "hidden.moves = immobile\nhidden.standin = w\nhidden.faces = r:a\n") ==
        "line 6: hidden.faces needs hidden.moves = standin (the faces are pieces that move as themselves)");
}
