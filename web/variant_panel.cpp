// The panel's variant lines; see variant_panel.h.
#include "variant_panel.h"

#include <string>

#include "app.h"
#include "i18n.h"
#include "new_game_dialog.h"
#include "panels.h"
#include "rules_card.h"
#include "style.h"

namespace xqweb {
namespace {

constexpr const char* kCustom[kLangCount] = {"自訂", "自订", "Custom"};

std::string variant_title(const xq::Game& g) {
  // Preset or custom text: the core names both (a custom one by its own name or its id).
  const xq::VariantInfo v = g.variant_info();
  std::string out = lang() == Lang::Hant ? v.name_hant : lang() == Lang::Hans ? v.name_hans : v.name_en;
  if (!g.variant_text().empty())
    out = std::string(kCustom[static_cast<int>(lang())]) + (lang() == Lang::En ? ": " : "：") + out;
  for (const std::string& id : g.options().addons) {
    std::string name = id;
    for (const xq::AddonChoice& a : xq::list_addons())
      if (a.id == id) name = addon_name(a.id, a.name_hant);
    out += " · " + name;
  }
  return out;
}

// 「任務兵」, 「宮策略：暢馬」: the add-on's name in front of a power of its own name.
std::string power_badge(const xq::ActivePower& p) {
  const std::string& name = lang() == Lang::Hant ? p.name_hant : lang() == Lang::Hans ? p.name_hans : p.name_en;
  std::string addon;
  if (p.id != p.addon)
    for (const xq::AddonChoice& a : xq::list_addons())
      if (a.id == p.addon && a.name_hant != p.name_hant) addon = addon_name(a.id, a.name_hant);
  if (lang() == Lang::En) return "[" + (addon.empty() ? name : addon + ": " + name) + "]";
  return "「" + (addon.empty() ? name : addon + "：" + name) + "」";
}

bool small_button(App& app, const char* id, const char* label) {
  ImGui::PushID(id);
  const bool pressed = ImGui::Button(label);
  app.note_widget(id);
  ImGui::PopID();
  return pressed;
}

}  // namespace

void variant_panel(App& app) {
  const xq::Game& g = app.game();
  // A variant or add-ons: its name under the game buttons (its rules card is in More).
  const bool titled = g.variant() != xq::Game::kStandardVariant || !g.options().addons.empty();
  if (titled) {
    ImGui::TextColored(ink(ImVec4(0.25f, 0.35f, 0.15f, 1)), "%s", variant_title(g).c_str());
    app.note_widget("variant_title");
  }
  // Conditional powers in force, per side.
  for (xq::Color c : {xq::Color::Red, xq::Color::Black}) {
    const std::vector<xq::ActivePower> powers = app.shown().active_powers(c);
    if (powers.empty()) continue;
    std::string text = std::string(tr(c == xq::Color::Red ? Str::Red : Str::Black)) + " " + tr(Str::ActivePowers) + ":";
    for (const xq::ActivePower& p : powers) text += " " + power_badge(p);
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(ink(c == xq::Color::Red ? ImVec4(0.7f, 0.1f, 0.1f, 1) : ImVec4(0.15f, 0.15f, 0.15f, 1)), "%s",
                       text.c_str());
    ImGui::PopTextWrapPos();
    app.note_widget(c == xq::Color::Red ? "powers_red" : "powers_black");
  }
  // The gesture's actions (core/gesture.h): 還魂 and 拿回 start a drop, "done" ends a
  // double move after its first half, "turn over" flips a picked face-down piece. The button of the action picked is drawn pressed.
  bool line = false;
  for (xq::GestureAction a : app.gesture_actions()) {
    if (line) ImGui::SameLine();
    line = true;
    if (a == xq::GestureAction::Done) {
      if (small_button(app, "double_done", tr(Str::DoubleDone))) app.press_action(a);
      continue;
    }
    if (a == xq::GestureAction::Reveal) {  // offered once a face-down piece is picked
      if (small_button(app, "reveal", tr(Str::Reveal))) app.press_action(a);
      continue;
    }
    if (a == xq::GestureAction::Change) {  // offered once a 雄 that may change is picked
      if (small_button(app, "change", tr(Str::Change))) app.press_action(a);
      continue;
    }
    // 還魂 (with the soldiers waiting) or 拿回 (a face-down put-back: which piece, the
    // point says): each starts a drop.
    const bool put_back = a == xq::GestureAction::PutBack;
    const std::string label = put_back ? std::string(tr(Str::PutBack))
                                       : std::string(tr(Str::Revive)) + " (" +
                                             std::to_string(g.reserve(g.side_to_move())) + ")";
    // The press toggles the pick: pop what was pushed, not what it is now (an unbalanced
    // pop is an ImGui assertion that stops the page).
    const bool active = app.action_active(a);
    if (active) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    if (small_button(app, put_back ? "put_back" : "revive", label.c_str())) app.press_action(a);
    if (active) ImGui::PopStyleColor();
  }
}

}  // namespace xqweb
