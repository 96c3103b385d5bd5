// Rule modules: checkmate, stalemate, natural limit, repetition hook, dead material.
#include <catch2/catch.hpp>

#include "core/fen.h"
#include "core/rules/checkmate.h"
#include "core/rules/illegal_reason.h"
#include "core/rules/insufficient_material.h"
#include "core/rules/natural_limit.h"
#include "core/rules/repetition.h"
#include "core/notation/iccs.h"

#include <vector>

using namespace xq;

namespace {
Position from_fen(const char* fen) {
  FenResult r = parse_fen(fen);
  INFO(fen << ": " << r.error.message);
  REQUIRE(r.ok());
  return r.position;
}
}  // namespace

TEST_CASE("checkmate (將死): in check with no answer loses", "[rules]") {
  // Chariot d8 checks, protected by chariot d7; e9 would face the red general.
  const Position p = from_fen("3k5/3R5/3R5/9/9/9/9/9/9/4K4 b");
  CHECK(is_checkmate(p));
  const auto r = judge_no_legal_move(p);
  REQUIRE(r);
  CHECK(r->outcome == Outcome::RedWins);
  CHECK(r->reason == ResultReason::Checkmate);
  CHECK(r->text == "Red wins by checkmate (將死).");
}

TEST_CASE("stalemate (困斃) loses for the side to move", "[rules]") {
  // "輪到走棋的一方,無子可走,就算被困斃" - not in check, no move: Black loses.
  const Position p = from_fen("3k5/R8/9/9/9/9/9/9/9/4K4 b");
  CHECK(is_stalemate(p));
  CHECK_FALSE(is_checkmate(p));
  const auto r = judge_no_legal_move(p);
  REQUIRE(r);
  CHECK(r->outcome == Outcome::RedWins);
  CHECK(r->reason == ResultReason::Stalemate);
  CHECK_FALSE(judge_no_legal_move(from_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w")));
}

TEST_CASE("natural limit (自然限著): 60 moves without capture", "[rules]") {
  const char* base = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - ";
  CHECK_FALSE(natural_limit_reached(from_fen((std::string(base) + "119 60").c_str())));
  CHECK(natural_limit_reached(from_fen((std::string(base) + "120 61").c_str())));
  CHECK(natural_limit_reached(from_fen((std::string(base) + "100 51").c_str()), 50));  // reduced limit
  CHECK_FALSE(natural_limit_reached(from_fen((std::string(base) + "500 51").c_str()), 0));  // disabled
}

TEST_CASE("dead material: only generals, advisors and elephants", "[rules]") {
  CHECK(is_dead_material(from_fen("3akab2/9/4b4/9/9/9/9/4B4/4A4/4KA3 w")));
  CHECK(is_dead_material(from_fen("3k5/9/9/9/9/9/9/9/9/4K4 w")));
  // Any chariot, horse, cannon or soldier keeps the game alive, even a bottom soldier.
  CHECK_FALSE(is_dead_material(from_fen("3akaP2/9/4b4/9/9/9/9/4B4/4A4/4KA3 w")));
  CHECK_FALSE(is_dead_material(from_fen("3akab2/9/4b4/9/9/9/9/4B4/4A4/2N1KA3 w")));
  CHECK_FALSE(is_dead_material(from_fen("3akab2/9/4b4/9/9/9/9/4B4/4A4/4KA2c w")));
}

TEST_CASE("repetition hook: third occurrence is a draw", "[rules]") {
  std::vector<std::uint64_t> hashes{1, 2, 3, 1, 2, 3, 1};
  CHECK(occurrences_of_last(hashes) == 3);
  const Position start;
  const std::vector<Move> moves(6);
  CHECK(judge_repetition(RepetitionInput{start, moves, hashes, 3}).outcome == Outcome::Draw);
  hashes.pop_back();
  hashes.push_back(9);
  CHECK_FALSE(judge_repetition(RepetitionInput{start, moves, hashes, 3}).over());
}

TEST_CASE("illegal move explanations", "[rules]") {
  const Position start = from_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w");
  auto reason = [](const Position& p, const char* iccs) { return explain_move(p, *parse_iccs(iccs)).reason; };
  CHECK(reason(start, "h2e2") == IllegalReason::None);
  CHECK(reason(start, "h0g2") == IllegalReason::None);
  CHECK(reason(start, "a9a8") == IllegalReason::NotYourPiece);
  CHECK(reason(start, "a5a6") == IllegalReason::EmptySquare);
  CHECK(reason(start, "a0a3") == IllegalReason::OwnPieceOnTarget);
  CHECK(reason(start, "e0e2") == IllegalReason::GeneralStep);
  CHECK(reason(start, "d0c1") == IllegalReason::AdvisorLeavesPalace);
  CHECK(reason(start, "c0d1") == IllegalReason::ElephantStep);
  CHECK(reason(start, "h0f1") == IllegalReason::HorseLegBlocked);
  CHECK(reason(start, "a0b1") == IllegalReason::ChariotLine);
  CHECK(reason(start, "a0a5") == IllegalReason::PathBlocked);
  CHECK(reason(start, "h2h7") == IllegalReason::CannonScreen);  // captures need a screen
  CHECK(reason(start, "b2b9") == IllegalReason::None);          // jumps b7 onto b9
  CHECK(reason(start, "a3b3") == IllegalReason::SoldierSidewaysBeforeRiver);
  CHECK(reason(start, "a3a2") == IllegalReason::SoldierBackward);
  const Position pin = from_fen("4k4/9/9/9/9/9/9/4N4/9/4K4 w");
  CHECK(reason(pin, "e2d4") == IllegalReason::GeneralsFace);
  CHECK(explain_move(pin, *parse_iccs("e2d4")).text == "generals would face (將帥不能照面)");
  const Position cannon = from_fen("4k4/9/9/9/4r4/9/9/4N4/9/3AK4 w");
  CHECK(reason(cannon, "e2c3") == IllegalReason::LeavesGeneralInCheck);
  const Position eye = from_fen("3k5/9/9/9/9/9/9/4B4/3p5/4K4 w");
  CHECK(reason(eye, "e2c0") == IllegalReason::ElephantEyeBlocked);
  const Position river = from_fen("3k5/9/9/9/9/2B6/9/9/9/4K4 w");
  CHECK(reason(river, "c4e6") == IllegalReason::ElephantCrossesRiver);
}

TEST_CASE("dead material really is dead: no stalemate or mate is reachable", "[rules]") {
  // Exhaustive over Black's general/advisors/elephants against a Red general: Red's own
  // advisors and elephants can only block the flying general, which never hurts Black,
  // so the bare Red general is the worst case. By symmetry this covers Red too.
  const Geometry& g = xiangqi_geometry();
  std::vector<Square> palace, advisor_points, elephant_points, red_palace;
  for (int s = 0; s < g.size; ++s) {
    if (g.in_palace[1][s]) palace.push_back(static_cast<Square>(s));
    if (g.in_palace[0][s]) red_palace.push_back(static_cast<Square>(s));
    if (g.advisor_point[1][s]) advisor_points.push_back(static_cast<Square>(s));
    if (g.elephant_point[1][s]) elephant_points.push_back(static_cast<Square>(s));
  }
  auto subsets = [](const std::vector<Square>& points) {
    std::vector<std::vector<Square>> out{{}};
    for (size_t i = 0; i < points.size(); ++i) {
      out.push_back({points[i]});
      for (size_t j = i + 1; j < points.size(); ++j) out.push_back({points[i], points[j]});
    }
    return out;
  };
  int checked = 0;
  for (Square rk : red_palace)
    for (Square bk : palace)
      for (const auto& advisors : subsets(advisor_points))
        for (const auto& elephants : subsets(elephant_points)) {
          Position p;
          bool ok = p.put_piece(Piece(Color::Red, PieceKind::General), rk) &&
                    p.put_piece(Piece(Color::Black, PieceKind::General), bk);
          for (Square s : advisors) ok = ok && p.put_piece(Piece(Color::Black, PieceKind::Advisor), s);
          for (Square s : elephants) ok = ok && p.put_piece(Piece(Color::Black, PieceKind::Elephant), s);
          if (!ok || p.generals_facing()) continue;
          p.set_side_to_move(Color::Black);
          REQUIRE_FALSE(p.in_check());
          REQUIRE(is_dead_material(p));
          INFO(to_fen(p));
          REQUIRE_FALSE(judge_no_legal_move(p));
          ++checked;
        }
  CHECK(checked > 10000);
}
