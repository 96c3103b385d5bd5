// The rule-module registry: every module by id (core/rules/rule_module.h), and the step
// that resolves a variant's `addons = …` list into Geometry::modules when the board is
// built. The registry's order is the order the hooks run in (their extra moves are
// appended in that order, which the flag-step compounds rely on: they double every
// move listed before them).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/geometry.h"
#include "core/rules/rule_module.h"

namespace xq {

// The module with this id, or nullptr (ids that are board data, such as
// mountain_border, are not modules).
const RuleModule* find_rule_module(std::string_view id);
// Every registered module, in registry order.
const std::vector<const RuleModule*>& rule_modules();

// Puts the modules named in `ids` into g (registry order), lays out their state bytes and
// sets module_hooks. Unknown ids are skipped (the variant parser has validated them).
// False with `error` when the modules' state does not fit.
bool attach_rule_modules(const std::vector<std::string>& ids, Geometry& g, std::string& error);
// Once g.powers is built (the modules with kHookPowerTable): the shared power attack
// test becomes g's attack_module.
void attach_power_attacks(Geometry& g);

}  // namespace xq
