// Two records quoted from the CCPD collection (Chinese-Chess-Practical-Dataset by Yu-Han
// Tseng, CC BY 4.0; Dataset/中局/00000002.pgn and 00002173.pgn) as regression cases for the
// collection replay: a fragment from a FEN that replays to the end, and a record whose 9th
// Black move ignores a check, which must be reported with that move and the reason.
#include <catch2/catch.hpp>

#include "core/notation/pgn.h"

using namespace xq;
using namespace xq::notation;

namespace {

const char* const kGood =
    "[Source \"Chinese-Chess-Practical-Dataset/Dataset/中局/00000002.pgn\"]\n"
    "[Event \"“百花杯”第四屆棋王挑戰賽 (10)兩翼包抄\"]\n"
    "[Red \"呂欽\"]\n[Black \"李來群\"]\n[Result \"1-0\"]\n"
    "[FEN \"6bC1/3ka4/3ab1P2/2P6/2p1N4/6B2/4pn2n/4B4/4AK3/3A5 w - - 0 1\"]\n\n"
    "1. 兵七進一 士５退６\n2. 兵七平六 將４退１\n3. 馬五進七 馬９進８\n4. 兵三平二 馬８退７\n"
    "5. 帥四退一 象５進７\n6. 相五退三 將４平５\n7. 兵二進一 卒３進１\n8. 仕五進四 卒５平４\n"
    "9. 仕六進五 馬６退４\n10. 馬七進九 馬４退５\n11. 兵二平三 象７退９\n12. 馬九退七 將５平４\n"
    "13. 馬七進五 將４平５\n14. 兵三平四\n\n1-0\n\n";

const char* const kBad =
    "[Source \"Chinese-Chess-Practical-Dataset/Dataset/中局/00002173.pgn\"]\n"
    "[Event \"楊官璘２０局 十`先棄後取 步步緊逼\"]\n[Result \"1-0\"]\n"
    "[FEN \"2bak1b2/9/9/p1prC3p/6P2/2P6/P1c1c3P/B3C4/3rA1R2/1R2KAB2 w - - 0 1\"]\n\n"
    "1. 兵三平四  後車平５\n2. 車八平六 車４平２\n3. 兵四進一 車５進１\n4. 車三進四 車５進１\n"
    "5. 車三退一 車５退１\n6. 車三進一 車５進１\n7. 車六平七 象３進５\n8. 車七進三 車５平４\n"
    "9. 車三進四  士４進５\n10. 車三退六 車２進１\n\n1-0\n";

}  // namespace

TEST_CASE("CCPD records: a fragment replays, a bad record is reported precisely", "[pgn][ccpd]") {
  const std::vector<PgnGame> games = read_pgn(std::string(kGood) + kBad);
  REQUIRE(games.size() == 2);

  const PgnReplay good = replay(games[0], 0);
  INFO(good.error.to_string());
  REQUIRE(good.ok());
  CHECK(good.moves.size() == 27);
  CHECK(result_contradiction(games[0], good).empty());

  const PgnReplay bad = replay(games[1], 1);
  REQUIRE_FALSE(bad.ok());
  CHECK(bad.error.move_number == 9);
  CHECK(bad.error.side == Color::Black);
  CHECK(bad.error.move_text == "士４進５");
  CHECK(bad.error.reason.find("illegal: advisor on d9 to e8") == 0);
  CHECK(bad.error.reason.find("in check") != std::string::npos);
  CHECK(games[1].tag("Source").find("00002173.pgn") != std::string::npos);
}
