// Which 棋例 (repetition rule book) judges forbidden repetitions.
//
// Chinese: the Chinese Xiangqi Association rules (seed 002 禁止著法 / 允許著法).
// Asian: the Asian Xiangqi Federation differences listed in seed 002 (亞洲賽象棋規則
// ③④⑤): mate threats count as idle moves, 一將一捉 / 長殺 / 一將一殺 are draws, and a
// perpetual chase loses only when it chases one and the same unprotected (無根) piece.
#pragma once

namespace xq {

enum class RuleSet { Chinese, Asian };

constexpr const char* rule_set_name(RuleSet r) { return r == RuleSet::Chinese ? "Chinese" : "Asian"; }

}  // namespace xq
