// Result texts for the outcome vocabulary.
#include "core/rules/outcome.h"

namespace xq {

const char* reason_name(ResultReason reason) {
  switch (reason) {
    case ResultReason::None: return "game in progress";
    case ResultReason::Checkmate: return "checkmate (將死)";
    case ResultReason::Stalemate: return "stalemate (困斃)";
    case ResultReason::Resignation: return "resignation (認輸)";
    case ResultReason::DrawAgreed: return "agreement (議和)";
    case ResultReason::NaturalLimit: return "the natural move limit (自然限著)";
    case ResultReason::Repetition: return "repetition (不變作和)";
    case ResultReason::ForbiddenRepetition: return "a forbidden repetition (禁例)";
    case ResultReason::InsufficientMaterial: return "insufficient material (雙方均無取勝可能)";
    case ResultReason::FlagCaptured: return "capturing the enemy flag (吃解將旗)";
    case ResultReason::FlagStartReached:
      return "reaching the start cell of the enemy flag captured in its palace (旗到宮旗初始位)";
    case ResultReason::TimeForfeit: return "time forfeit (超時)";
    case ResultReason::Recorded: return "the recorded result";
    case ResultReason::MoveLimit: return "the called move limit running out (限着已滿)";
    case ResultReason::RoyalCaptured: return "capturing the enemy general (吃將)";
    case ResultReason::BareRoyal: return "leaving the enemy only its general (只剩將帥)";
    case ResultReason::ZoneReached: return "reaching the goal zone (到達)";
    case ResultReason::ZoneOccupied: return "occupying the goal zone (佔據)";
    case ResultReason::TypeExtinct: return "capturing every enemy piece of a type (吃盡)";
  }
  return "unknown reason";
}

bool arbiter_ruling(ResultReason reason) {
  switch (reason) {
    case ResultReason::NaturalLimit:
    case ResultReason::Repetition:
    case ResultReason::ForbiddenRepetition:
    case ResultReason::InsufficientMaterial: return true;
    default: return false;
  }
}

GameResult make_win(Color winner, ResultReason reason) {
  GameResult r;
  r.outcome = winner == Color::Red ? Outcome::RedWins : Outcome::BlackWins;
  r.reason = reason;
  const std::string side = winner == Color::Red ? "Red" : "Black";
  // "Red won (recorded result)": the record says so; our rules did not decide it.
  r.text = reason == ResultReason::Recorded ? side + " won (recorded result)."
                                            : side + " wins by " + reason_name(reason) + ".";
  return r;
}

GameResult make_draw(ResultReason reason) {
  GameResult r;
  r.outcome = Outcome::Draw;
  r.reason = reason;
  r.text = reason == ResultReason::Recorded ? std::string("Drawn (recorded result).")
                                            : std::string("Draw by ") + reason_name(reason) + ".";
  return r;
}

}  // namespace xq
