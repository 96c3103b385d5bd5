// The move notations the core reads and writes. Its own header so the rule modules, which
// write their own move shapes (RuleModule::write_move), need not include movetext.h
// (which sits above them: the dispatcher asks the modules).
#pragma once

#include <cstdint>

namespace xq::notation {

enum class Notation : std::uint8_t { Iccs, Wxf, Chinese, ChineseSimplified };

}  // namespace xq::notation
