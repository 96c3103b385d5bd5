// Active add-on powers of a color, for display.
#include "core/rules/active_powers.h"

#include <string_view>

#include "core/rules/palace_cannon.h"
#include "core/rules/palace_flag.h"
#include "core/rules/palace_strategy.h"

namespace xq {

namespace {

struct MaterialName {
  const char* id;
  const char* hans;
  const char* hant;
  const char* en;
};
const MaterialName kMaterialNames[] = {
    {"mission_soldier", "任务兵", "任務兵", "Mission soldier"},
    {"kings_advisor", "王者士", "王者士", "King's advisor"},
    {"dragon_warrior", "龙战士", "龍戰士", "Dragon warrior"},
    {"river_elephant", "破河象", "破河象", "River-breaking elephant"},
};

std::vector<Square> squares_of(const Position& pos, Color c, PieceKind k) {
  const Piece p(c, k);
  return std::vector<Square>(pos.squares_of(p), pos.squares_of(p) + pos.count(p));
}

}  // namespace

std::vector<ActivePower> active_powers(const Position& pos, Color c) {
  std::vector<ActivePower> out;
  const PowerTables* pw = pos.geometry().powers;
  if (!pw) return out;
  for (int k = 0; k < kPieceKindCount; ++k) {
    if (!pw->enabled[k] || !pw->addon[k] || pos.count(c, pw->gone[k]) != 0) continue;
    for (const MaterialName& n : kMaterialNames)
      if (std::string_view(n.id) == pw->addon[k])
        out.push_back({n.id, n.id, n.hant, n.hans, n.en, static_cast<PieceKind>(k),
                       squares_of(pos, c, static_cast<PieceKind>(k)), kNoSquare});
  }
  const PalacePower power = palace_power(pos, c);
  if (power != PalacePower::None) {
    const PalacePowerName& n = palace_power_name(power);
    const PieceKind kind = palace_power_kind(power);
    out.push_back({"palace_strategy", n.id, n.hant, n.hans, n.en, kind, squares_of(pos, c, kind),
                   pos.general_square(c)});
  }
  // 宮旗: the flag on a power point switches that power on like the general.
  const PalacePower flag = palace_flag_power(pos, c);
  if (flag != PalacePower::None && flag != power) {
    const PalacePowerName& n = palace_power_name(flag);
    const PieceKind kind = palace_power_kind(flag);
    out.push_back({"palace_strategy", n.id, n.hant, n.hans, n.en, kind, squares_of(pos, c, kind), flag_square(pos, c)});
  }
  if (pw->palace_cannon) {
    const Square mine = pos.general_square(c), theirs = pos.general_square(opposite(c));
    const Square line = mine == kNoSquare || theirs == kNoSquare
                            ? kNoSquare
                            : palace_cannon_behind(pos.geometry(), pos.board_array(), mine, theirs);
    if (line != kNoSquare)
      out.push_back({"palace_cannon",
                     "palace_cannon",
                     "宮廷炮",
                     "宫廷炮",
                     "Palace cannon",
                     PieceKind::Cannon,
                     {line},
                     line});
    else if (const Square ready = palace_cannon_ready(pos, c); ready != kNoSquare)
      out.push_back({"palace_cannon",
                     "palace_cannon_ready",
                     "空頭炮",
                     "空头炮",
                     "Open cannon (palace cannon ready)",
                     PieceKind::Cannon,
                     {ready},
                     ready});
  }
  return out;
}

}  // namespace xq
