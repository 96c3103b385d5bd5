// 任務兵 (mission_soldier, seed 000 §象棋降和加強十大偏方 加強任務兵): a material-power rule module.
// While a side has no chariot left, its soldiers step by the table build() writes
// (see the .cpp for the seed sentences); attack detection, step tables and legality go
// through the power attack test (addon_attacks.h), which the registry attaches to every
// variant with power tables.
#pragma once

#include "core/rules/rule_module.h"

namespace xq {

extern const RuleModule kMissionSoldier;

}  // namespace xq
