// The add-on powers a color has right now, for the UI's badges: the material
// powers whose condition holds (任務兵, 王者士, 龍戰士, 破河象), the 宮策略 power of
// the general's point, and the 宮廷炮 state (a palace cannon line checking, or a
// cannon giving 空頭炮 so the general may fly in front of it).
#pragma once

#include <string>
#include <vector>

#include "core/position.h"
#include "core/types.h"

namespace xq {

struct ActivePower {
  std::string addon;      // the add-on: "mission_soldier", "palace_strategy", "palace_cannon", …
  std::string id;         // the power: the add-on id for the material powers; "full_line_chariot",
                          // "free_horse", … for 宮策略; "palace_cannon" (the line checks) or
                          // "palace_cannon_ready" (空頭炮) for 宮廷炮
  std::string name_hant;  // 任務兵, 全線車, 宮廷炮, …
  std::string name_hans;  // 任务兵, 全线车, 宫廷炮, …
  std::string name_en;    // "Mission soldier", "Full-line chariot", "Palace cannon", …
  PieceKind kind = PieceKind::General;  // the pieces it changes
  std::vector<Square> squares;          // where c's pieces of that kind stand now
  Square source = kNoSquare;            // the point granting it: the general's point (宮策略),
                                        // the cannon (宮廷炮); kNoSquare for material powers
};

// c's active powers, material powers first (empty for variants without add-ons).
std::vector<ActivePower> active_powers(const Position& pos, Color c);

}  // namespace xq
