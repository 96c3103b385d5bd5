// The rule-module registry (see module_registry.h). A new module is its own file plus one
// line in XQ_RULE_MODULES below.
#include "core/rules/module_registry.h"

#include "core/rules/addon_attacks.h"

namespace xq {

// One line per module: the name of its RuleModule object. Registry order = hook order.
#define XQ_RULE_MODULES(X) \
  X(kMissionSoldier)       \
  X(kKingsAdvisor)         \
  X(kDragonWarrior)        \
  X(kRiverElephant)        \
  X(kPalaceCannon)         \
  X(kPalaceStrategy)       \
  X(kRevivedSoldier)       \
  X(kHorseScare)           \
  X(kFlagRing)             \
  X(kPalaceFlag)            \
  X(kMimic)                \
  X(kDoubleFlip)           \
  X(kPawnBacks)            \
  X(kMinister)             \
  X(kHeroChange)           \
  X(kHiddenPieces)         \
  X(kCustodianCapture)      \
  X(kMiddleDouble)          \
  X(kStartPointReturn)      \
  X(kOxPair)                \
  X(kSupplyLine)            \
  X(kCloudSwap)             \
  X(kOccupationPowers)      \
  X(kLongRiver)             \
  X(kDarkBattle)            \
  X(kRecoveryZones)         \
  X(kEagleCarry)            \
  X(kTurtleCrocodile)       \
  X(kGiantGeneral)          \
  X(kCastling)              \
  X(kLandBattle)            \
  X(kArrangedStart)

#define XQ_DECLARE_MODULE(name) extern const RuleModule name;
XQ_RULE_MODULES(XQ_DECLARE_MODULE)
#undef XQ_DECLARE_MODULE

const std::vector<const RuleModule*>& rule_modules() {
#define XQ_LIST_MODULE(name) &name,
  static const std::vector<const RuleModule*> kModules = {XQ_RULE_MODULES(XQ_LIST_MODULE)};
#undef XQ_LIST_MODULE
  return kModules;
}

const RuleModule* find_rule_module(std::string_view id) {
  for (const RuleModule* m : rule_modules())
    if (id == m->id) return m;
  return nullptr;
}

bool attach_rule_modules(const std::vector<std::string>& ids, Geometry& g, std::string& error) {
  g.module_count = 0;
  g.module_hooks = 0;
  g.attack_module = nullptr;
  int offset = 0;
  for (const RuleModule* m : rule_modules()) {
    bool named = false;
    for (const std::string& id : ids) named = named || id == m->id;
    if (!named) continue;
    if (g.module_count >= kMaxVariantModules || offset + m->state_bytes > kModuleStateBytes) {
      error = std::string("internal: too many rule modules or too much module state (") + m->id + ")";
      return false;
    }
    g.modules[g.module_count] = m;
    g.state_offset[g.module_count] = static_cast<std::uint8_t>(offset);
    ++g.module_count;
    offset += m->state_bytes;
    g.module_hooks |= m->hooks;
  }
  return true;
}

void attach_power_attacks(Geometry& g) {
  // The power tables' modules share one attack test (addon_attacks.h).
  if (!g.powers) return;
  g.attack_module = &kPowerAttacks;
  g.module_hooks |= kPowerAttacks.hooks;
}

}  // namespace xq
