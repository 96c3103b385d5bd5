// Records play in full (issue #13 item 1): an imported record keeps every recorded move.
// Where our arbiter would have ended a live game (repetition, the natural limit) the
// record gets an ArbiterNote at that ply and goes on; its result is its Result tag.
// Checked on a made-up record (a threefold repetition in the middle), on three real
// records with repeated checks quoted from the CCPD collection (Chinese-Chess-Practical-
// Dataset by Yu-Han Tseng, CC BY 4.0), through import, PGN, DhtmlXQ and share links, and
// on what happens when a person plays on from a record (Game::continue_live).
#include <catch2/catch.hpp>

#include <string>

#include "core/game.h"
#include "core/notation/iccs.h"
#include "core/notation/import.h"
#include "core/share/link.h"
#include "core/share/record_round_trip.h"

using namespace xq;
using namespace xq::notation;

namespace {

// Both horses out and back twice: the start position stands for the third time after
// ply 8 (不變作和: neither side threatens anything), then the game goes on to a Red win.
const char* const kRepeatedRecord =
    "[Event \"Club night\"]\n[Date \"2024.05.01\"]\n[Red \"Wang\"]\n[Black \"Li\"]\n[Result \"1-0\"]\n\n"
    "1. 馬二進三 馬８進７ 2. 馬三退二 馬７退８ 3. 馬二進三 馬８進７ 4. 馬三退二 馬７退８\n"
    "5. 炮二平五 馬８進７ 6. 馬二進三 車９平８ 1-0\n";

// CCPD Dataset/中局/00000184.pgn (李義庭 - 楊官嶙, 1966): Red checks 車七進一/退一 against
// 將５進１/退１ until the position stands a third time after ply 19, then Red deviates
// (馬四退六) and the game goes on to Black's win at ply 29.
const char* const kCcpd184 =
    "[Source \"Chinese-Chess-Practical-Dataset/Dataset/中局/00000184.pgn\"]\n"
    "[Event \"全國個人賽 009\"]\n[Date \"1966年\"]\n[Red \"李義庭\"]\n[Black \"楊官嶙\"]\n[Result \"0-1\"]\n"
    "[FEN \"4k1b2/5N3/4r4/p1R6/9/9/P1p3rnP/7C1/4A4/2BAKN3 b - - 0 1\"]\n\n"
    "1.          車７退３\n2. 車七進三 將５進１\n3. 車七退一 將５退１\n4. 車七進一 將５進１\n"
    "5. 車七退一 將５退１\n6. 相七進五 車５進５\n7. 車七進一 將５進１\n8. 車七退一 將５退１\n"
    "9. 車七進一 將５進１\n10. 車七退一 將５退１\n11. 馬四退六 將５平４\n12. 車七平四 車５平８\n"
    "13. 車四進一 將４進１\n14. 馬六進四 將４平５\n15. 馬四退三 車８平６\n0-1\n";

// CCPD Dataset/中局/00000249.pgn (呂欽 - 徐天紅, 1989): Black's rook checks 車４進１/退１
// from ply 3; the third time the position stands is after ply 11 (長將 by Black), and
// Black deviates with 馬７進８ and wins at ply 31.
const char* const kCcpd249 =
    "[Source \"Chinese-Chess-Practical-Dataset/Dataset/中局/00000249.pgn\"]\n"
    "[Event \"全國個人賽 012\"]\n[Date \"1989年\"]\n[Red \"呂  欽\"]\n[Black \"徐天紅\"]\n[Result \"0-1\"]\n"
    "[FEN \"2r1kab2/4a4/2n1b1n2/1Rp1p3p/3c5/C1PN2R2/P3P3P/C3B1c2/6r2/2BAKA3 b - - 0 1\"]\n\n"
    "1.          車７平４\n2. 炮九平三 車４進１\n3. 帥五進一 車４退１\n4. 帥五退一 車４進１\n"
    "5. 帥五進一 車４退１\n6. 帥五退一 車４進１\n7. 帥五進一 馬７進８\n8. 車三平二 卒５進１\n"
    "9. 馬六退四 車３平４\n10. 車八退四 炮４平１\n11. 帥五平四 車４進３\n12. 炮三退二 前車退３\n"
    "13. 仕四進五 前車平５\n14. 馬四退二 車５平１\n15. 兵七進一 車４平６\n16. 仕五進四 車１進２\n0-1\n";

// CCPD Dataset/殘局/00000144.pgn (胡榮華 - 劉殿中, 1985): Red's rook checks from ply 4;
// the third time is after ply 14, Red deviates (車八退三) and wins at ply 49.
const char* const kCcpdEnding144 =
    "[Source \"Chinese-Chess-Practical-Dataset/Dataset/殘局/00000144.pgn\"]\n"
    "[Event \"1985年全國個人賽 第208局 獻馬居中--胡榮華側翼奏功\"]\n[Date \"1985\"]\n[Site \"南京\"]\n"
    "[Red \"上海 胡榮華\"]\n[Black \"河北 劉殿中\"]\n[Result \"1-0\"]\n"
    "[FEN \"3k1ab2/9/2Cab4/p2cr3p/9/2p2r3/PR7/2N1C3B/4A4/2B1KA3 w - - 0 1\"]\n\n"
    "1. 馬七進五 車５平７\n2. 車八進六 將４進１\n3. 炮七平九 車６平４\n4. 車八退一 將４退１\n"
    "5. 車八進一 將４進１\n6. 車八退一 將４退１\n7. 車八進一 將４進１\n8. 車八退三 卒３進１\n"
    "9. 炮九進一  車４進１\n10. 馬五進三 車７平５\n11. 炮五平九 士４退５\n12. 相一退三  車５平７\n"
    "13. 馬三進五 炮４平５\n14. 車八進二 將４退１\n15. 相七進五 車４退２\n16. 炮九平八  象５退３\n"
    "17. 炮九進一 象３進５\n18. 車八進一 將４進１\n19. 炮九退一 卒３平２\n20. 車八退一 將４進１\n"
    "21. 車八退五 象５進３\n22. 車八進四 將４退１\n23. 車八進一 將４進１\n24. 車八平七 象７進５\n"
    "25. 炮八進六\n\n1-0\n";

// The same moves played as a live game: where does our arbiter stop it?
int live_stop(const ImportedGame& im) {
  Game g = *Game::create(im.variant, im.start_fen).game;
  for (Move m : im.moves)
    if (!g.play(m).ok()) break;
  return g.ply();
}

}  // namespace

TEST_CASE("a record plays past a threefold repetition and ends with its Result tag", "[records]") {
  const ImportedGame im = import_game(kRepeatedRecord);
  REQUIRE(im.ok());
  REQUIRE(im.moves.size() == 12);
  CHECK(live_stop(im) == 8);  // a live game is drawn there

  Game g = im.to_game();
  CHECK(g.is_record());
  CHECK(g.ply() == 12);
  REQUIRE(g.arbiter_notes().size() == 1);
  const ArbiterNote& n = g.arbiter_notes()[0];
  CHECK(n.ply == 8);
  CHECK(n.reason == ResultReason::Repetition);
  CHECK(n.outcome == Outcome::Draw);
  CHECK(n.text == "threefold repetition here: draw if neither side deviates");

  // At its end the record is finished with its own result; earlier plies are not.
  CHECK(g.record_finished());
  CHECK(g.result().outcome == Outcome::RedWins);
  CHECK(g.result().reason == ResultReason::Recorded);
  CHECK(g.result().text == "Red won (recorded result).");
  CHECK(result_token(g) == "1-0");
  CHECK_FALSE(g.legal_moves().empty());  // a page may offer to play on from it
  REQUIRE(g.undo());
  CHECK_FALSE(g.result().over());
  CHECK(g.arbiter_notes().size() == 1);
  while (g.ply() > 8) g.undo();
  CHECK(g.arbiter_notes().size() == 1);
  g.undo();
  CHECK(g.arbiter_notes().empty());  // the note belongs to ply 8
  while (g.redo()) {
  }
  CHECK(g.ply() == 12);
  CHECK(g.arbiter_notes().size() == 1);
  CHECK(g.result().reason == ResultReason::Recorded);

  const share::RecordRoundTrip rt = share::check_record_round_trip(im);
  INFO(rt.error);
  CHECK(rt.ok());
}

TEST_CASE("share links and exports of a record keep all its moves, notes and result", "[records][share]") {
  const Game g = import_game(kRepeatedRecord).to_game();
  share::LinkState st = share::link_state_from_game(g);
  st.ply = 3;
  const std::string link = share::encode_link(st);
  CHECK(link.find("&rec=1-0") != std::string::npos);
  const share::LinkDecode d = share::decode_link(link);
  REQUIRE(d.ok());
  REQUIRE(d.game);
  CHECK(d.state.record);
  CHECK(d.state.recorded == Outcome::RedWins);
  CHECK(d.game->ply() == 3);
  CHECK(d.game->redo_moves().size() == 9);
  Game opened = *d.game;
  while (opened.redo()) {
  }
  CHECK(opened.history() == g.history());
  REQUIRE(opened.arbiter_notes().size() == 1);
  CHECK(opened.arbiter_notes()[0].ply == 8);
  CHECK(opened.result().text == "Red won (recorded result).");

  // Without rec= the same moves are a live game's: the link stops where the arbiter ruled.
  share::LinkState live = st;
  live.record = false;
  const share::LinkDecode l = share::decode_link(share::encode_link(live));
  CHECK(l.state.moves.size() == 8);

  // A bad rec= value is named; the moves still open as a record.
  const share::LinkDecode bad = share::decode_link(link.substr(0, link.find("&rec=")) + "&rec=2-0");
  CHECK(bad.error == "bad record result '2-0' (1-0, 0-1, 1/2-1/2 or *)");

  // PGN and DhtmlXQ exports re-import with every move and the result.
  for (const std::string& text : {export_pgn(g, Notation::Chinese), export_dhtmlxq(g)}) {
    const ImportedGame back = import_game(text);
    REQUIRE(back.ok());
    CHECK(back.moves.size() == 12);
    CHECK(back.result == "1-0");
  }
}

TEST_CASE("real records with repeated checks import, convert and round-trip in full (CCPD)", "[records][ccpd]") {
  struct Case {
    const char* text;
    std::size_t plies;
    int note_ply;
    const char* note;
    Outcome recorded;
  };
  const Case cases[] = {
      {kCcpd184, 29, 19, "threefold repetition here: perpetual check (長將), Red loses unless it deviates",
       Outcome::BlackWins},
      {kCcpd249, 31, 11, "threefold repetition here: perpetual check (長將), Black loses unless it deviates",
       Outcome::BlackWins},
      {kCcpdEnding144, 49, 14, "threefold repetition here: perpetual check (長將), Red loses unless it deviates",
       Outcome::RedWins},
  };
  for (const Case& c : cases) {
    const ImportedGame im = import_game(c.text);
    INFO(im.error);
    REQUIRE(im.ok());
    REQUIRE(im.moves.size() == c.plies);
    CHECK(live_stop(im) == c.note_ply);  // what used to be kept of the record
    const Game g = im.to_game();
    CHECK(g.ply() == static_cast<int>(c.plies));
    REQUIRE_FALSE(g.arbiter_notes().empty());
    const ArbiterNote& n = g.arbiter_notes().front();
    CHECK(n.ply == c.note_ply);
    CHECK(n.reason == ResultReason::ForbiddenRepetition);
    CHECK(n.kind_zh == std::string("長將"));
    CHECK(n.text == c.note);
    CHECK(g.recorded_outcome() == c.recorded);
    CHECK(g.result().outcome == c.recorded);
    const share::RecordRoundTrip rt = share::check_record_round_trip(im);
    INFO(rt.error);
    CHECK(rt.ok());
    CHECK(rt.plies == static_cast<int>(c.plies));
  }
}

TEST_CASE("playing on from a record judges again from the move the person plays", "[records]") {
  Game g = import_game(kRepeatedRecord).to_game();
  while (g.ply() > 8) g.undo();
  g.continue_live();
  CHECK_FALSE(g.is_record());
  CHECK(g.judged_from() == 8);
  CHECK(g.redo_moves().empty());  // the rest of the record goes
  CHECK(g.arbiter_notes().size() == 1);  // the notes so far stay with their moves
  CHECK_FALSE(g.result().over());  // the record's repetitions were already ruled on
  // The start position stands again after ply 8 (first time live), 12 (second), 16 (third).
  const char* shuffle[] = {"h0g2", "h9g7", "g2h0", "g7h9"};
  for (int round = 0; round < 2; ++round)
    for (const char* iccs : shuffle) {
      CHECK_FALSE(g.result().over());
      REQUIRE(g.play(*parse_iccs(iccs)).ok());
    }
  CHECK(g.ply() == 16);
  CHECK(g.result().reason == ResultReason::Repetition);
  CHECK(g.result().outcome == Outcome::Draw);
  CHECK(g.legal_moves().empty());
}

TEST_CASE("a live game never becomes a record; set_record notes the moves already played", "[records]") {
  Game g = Game::standard();
  const char* shuffle[] = {"h0g2", "h9g7", "g2h0", "g7h9"};
  for (int round = 0; round < 2; ++round)
    for (const char* iccs : shuffle) REQUIRE(g.play(*parse_iccs(iccs)).ok());
  CHECK(g.result().reason == ResultReason::Repetition);
  CHECK_FALSE(g.play(*parse_iccs("h2e2")).ok());
  g.set_record(true);
  CHECK_FALSE(g.result().over());
  REQUIRE(g.arbiter_notes().size() == 1);
  CHECK(g.arbiter_notes()[0].ply == 8);
  CHECK(g.play(*parse_iccs("h2e2")).ok());
  CHECK(g.ply() == 9);
}
