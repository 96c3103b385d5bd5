// The New Game dialog; see new_game_dialog.h.
#include "new_game_dialog.h"

#include <algorithm>
#include <cstring>

#include "app.h"
#include "browser_io.h"
#include "i18n.h"
#include "imgui.h"
#include "json.h"
#include "rules_card.h"
#include "touch_scroll.h"
#include "style.h"

namespace xqweb {
namespace {

// The dialog's own words, 繁 / 简 / English (kept here, not in i18n.*, so this file is
// the whole dialog).
constexpr Words kTitle{{"新局", "新局", "New game"}};
constexpr Words kBoard{{"棋盤", "棋盘", "Board"}};
constexpr Words kAddons{{"附加規則 (象棋降和加強十大偏方)", "附加规则 (象棋降和加强十大偏方)", "Add-on rules"}};
constexpr Words kComing{{"(尚未推出)", "(尚未推出)", "(coming)"}};
constexpr Words kRules{{"棋例", "棋例", "Repetition rules"}};
constexpr Words kChineseRules{{"中國象棋協會", "中国象棋协会", "Chinese (CXA)"}};
constexpr Words kAsianRules{{"亞洲象棋聯合會", "亚洲象棋联合会", "Asian (AXF)"}};
// Seed 000 §4.2.4: 「在連續60回合中（也可根據比賽等級酌減）雙方都沒有吃過一個棋子」.
constexpr Words kNaturalLimit{{"自然限著", "自然限着", "Natural limit"}};
constexpr Words kLimitVariant{{"按變體", "按变体", "variant's"}};
constexpr Words kLimitOff{{"不限", "不限", "off"}};
constexpr Words kLimitUnit{{"回合", "回合", "moves"}};
constexpr int kNaturalLimitChoices[] = {60, 50, 40, 30, 0};  // 0 = off
constexpr Words kStart{{"開始", "开始", "Start"}};
constexpr Words kCancel{{"取消", "取消", "Cancel"}};
constexpr Words kCannotStart{{"無法開局:", "无法开局:", "Cannot start:"}};
constexpr Words kCustom{{"自訂變體…", "自定义变体…", "Custom variant…"}};
constexpr Words kCustomShort{{"自訂：", "自定义：", "Custom: "}};
// The HTML custom-variant dialog's words (shell/io.js; a <textarea> pastes, ImGui cannot).
constexpr Words kCustomTitle{{"自訂變體", "自定义变体", "Custom variant"}};
constexpr Words kCustomHint{{"貼上變體文字 (格式見 docs/variants.md)；最後一節 [id] 開局，父節可為內建變體，如 [fast:xiangqi]。",
                             "粘贴变体文字 (格式见 docs/variants.md)；最后一节 [id] 开局，父节可为内置变体，如 [fast:xiangqi]。",
                             "Paste a variant text (format: docs/variants.md). The last [id] section is played; "
                             "parents may be built-in variants, e.g. [fast:xiangqi]."}};
constexpr Words kCustomOk{{"可以開局：", "可以开局：", "Ready: "}};
// What the text box starts with when the game is not a custom one yet.
constexpr const char* kCustomTemplate =
    "# A custom variant: the last [section] is played (docs/variants.md).\n"
    "[mine:xiangqi]\n"
    "name = My variant\n"
    "setup = rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\n";

// 简 and English names of the add-ons (the core gives the 繁 name).
struct AddonWords {
  const char* id;
  const char* hans;
  const char* en;
};
constexpr AddonWords kAddonWords[] = {
    {"mission_soldier", "任务兵", "Mission soldier"},
    {"kings_advisor", "王者士", "King's advisor"},
    {"dragon_warrior", "龙战士", "Dragon warrior"},
    {"river_elephant", "破河象", "River-crossing elephant"},
    {"palace_cannon", "宫廷炮", "Palace cannon"},
    {"flag_ring", "解将旗", "Check-relief flag"},
    {"palace_strategy", "宫策略", "Palace strategy"},
    {"revived_soldier", "还魂卒", "Revived soldier"},
    {"horse_scare", "杀惊与遁马", "Horse scare and escape"},
    {"mountain_border", "河山界", "Mountain border"},
    {"palace_flag", "宫旗", "Palace flag"},
    {"bare_general", "只剩将帅", "Bare general loses"},
};

// Characters of the names the core supplies (variant presets, add-ons, their error texts)
// and pinyin accents of the English preset names, listed so that scripts/font_subset.py
// (which reads web/'s string literals) puts them into the font.
[[maybe_unused]] constexpr const char* kCoreNameGlyphs =
    "河山界象棋任務兵王者士龍戰破宮廷炮解將旗策略還魂卒殺驚與遁馬暢同非全線线車车畅马堵闊阔步斜清可飛飞将空頭头宫：「」實实例（）入回環环進进退平只剩帅 āáǎàēéěèīíǐìōóǒòūúǔù";

bool g_open_request = false;
// Whose rules card the dialog shows: "" = the drafted variant's, else an add-on id (its "?"
// was pressed or it was just ticked).
std::string g_card_focus;
GameSetup g_draft;
std::string g_error;
std::string g_checked_key = "\n";  // the draft g_error belongs to

// Asks the core whether the draft can be built; cached per draft.
void validate() {
  const std::string key = g_draft.variant + "|" + join_ids(g_draft.addons) + "|" + g_draft.variant_text;
  if (key == g_checked_key) return;
  g_checked_key = key;
  xq::GameOrError made = create_game(g_draft);
  g_error = made.game ? std::string() : made.error;
}

std::string variant_label(const xq::VariantInfo& v) {
  const char* name = lang() == Lang::Hant ? v.name_hant.c_str()
                     : lang() == Lang::Hans ? v.name_hans.c_str()
                                             : v.name_en.c_str();
  return std::string(name) + "  " + std::to_string(v.width) + "×" + std::to_string(v.height);
}

bool has(const std::vector<std::string>& ids, const std::string& id) {
  return std::find(ids.begin(), ids.end(), id) != ids.end();
}

// The drafted variant's own natural limit: a preset's, or the custom text's when it builds.
int variant_natural_limit() {
  if (!g_draft.variant_text.empty()) {
    xq::GameOrError made = xq::Game::create_from_text(g_draft.variant_text);
    return made.game ? made.game->variant_info().natural_limit : 60;
  }
  for (const xq::VariantInfo& v : xq::list_variants())
    if (v.id == g_draft.variant) return v.natural_limit;
  return 60;
}

// The add-ons the drafted preset has of its own (a custom text's are not known before it
// is built; its add-on errors come from the core).
std::vector<std::string> variant_addons() {
  if (!g_draft.variant_text.empty()) return {};
  for (const xq::VariantInfo& v : xq::list_variants())
    if (v.id == g_draft.variant) return v.addons;
  return {};
}

// Switching an add-on on switches on what it `needs` (宮旗 pulls in 宮策略, as 河山象棋
// 實例8's option 「如果棋盤為"攻策略九宮"」 says; one already in the variant, like heshan8's
// 解將旗, is repeated harmlessly); switching one off also drops those that need it.
void toggle_addon(const std::string& id, bool on) {
  auto& a = g_draft.addons;
  const std::vector<xq::AddonChoice> all = xq::list_addons();
  const std::vector<std::string> own = variant_addons();
  a.erase(std::remove(a.begin(), a.end(), id), a.end());
  if (on) {
    a.push_back(id);
    for (const xq::AddonChoice& c : all)
      if (c.id == id)
        for (const std::string& n : c.needs)
          if (!has(a, n) && !has(own, n)) a.push_back(n);
  } else {
    for (bool dropped = true; dropped;) {
      dropped = false;
      for (const xq::AddonChoice& c : all)
        for (const std::string& n : c.needs)
          if (has(a, c.id) && !has(a, n) && !has(own, n)) {
            a.erase(std::remove(a.begin(), a.end(), c.id), a.end());
            dropped = true;
          }
    }
  }
  // Keep list_addons() order, so the same choice is always the same list (links, cache).
  std::vector<std::string> ordered;
  for (const xq::AddonChoice& c : all)
    if (has(a, c.id)) ordered.push_back(c.id);
  a = ordered;
  g_card_focus = on ? id : std::string();
}

constexpr Words kOtherSeed{{"其他", "其他", "Other"}};

// The presets under their seeds (list_seeds() order; a preset naming no known seed last).
std::vector<std::pair<std::string, std::vector<xq::VariantInfo>>> seed_groups() {
  std::vector<std::pair<std::string, std::vector<xq::VariantInfo>>> out;
  const std::vector<xq::VariantInfo> variants = xq::list_variants();
  std::vector<bool> placed(variants.size(), false);
  for (const xq::SeedChoice& seed : xq::list_seeds()) {
    std::vector<xq::VariantInfo> members;
    for (size_t i = 0; i < variants.size(); ++i)
      if (variants[i].seed == seed.id) members.push_back(variants[i]), placed[i] = true;
    if (!members.empty()) out.push_back({seed.id, std::move(members)});
  }
  std::vector<xq::VariantInfo> rest;
  for (size_t i = 0; i < variants.size(); ++i)
    if (!placed[i]) rest.push_back(variants[i]);
  if (!rest.empty()) out.push_back({"", std::move(rest)});
  return out;
}

std::string seed_title(const std::string& id) {
  for (const xq::SeedChoice& seed : xq::list_seeds())
    if (seed.id == id) return seed_name(seed);
  return tr(kOtherSeed);
}

// The card the dialog shows now: (title, text).
std::pair<std::string, std::string> focused_card() {
  if (!g_card_focus.empty())
    for (const xq::AddonChoice& a : xq::list_addons())
      if (a.id == g_card_focus) return {addon_name(a.id, a.name_hant), card_text(a.card)};
  xq::VariantInfo v;
  if (!g_draft.variant_text.empty()) {
    xq::GameOrError made = xq::Game::create_from_text(g_draft.variant_text);
    if (!made.game) return {"", ""};
    v = made.game->variant_info();
  } else {
    for (const xq::VariantInfo& p : xq::list_variants())
      if (p.id == g_draft.variant) v = p;
  }
  const std::string name = lang() == Lang::Hant ? v.name_hant : lang() == Lang::Hans ? v.name_hans : v.name_en;
  return {name, v.card.empty() ? no_card_text() : card_text(v.card)};
}

}  // namespace

std::pair<std::string, std::string> new_game_card() { return focused_card(); }

std::vector<std::pair<std::string, std::vector<std::string>>> new_game_groups() {
  std::vector<std::pair<std::string, std::vector<std::string>>> out;
  for (const auto& [seed, members] : seed_groups()) {
    std::vector<std::string> ids;
    for (const xq::VariantInfo& v : members) ids.push_back(v.id);
    out.push_back({seed_title(seed), ids});
  }
  return out;
}

std::string addon_name(const std::string& id, const std::string& name_hant) {
  if (lang() == Lang::Hant) return name_hant;
  for (const AddonWords& aw : kAddonWords)
    if (id == aw.id) return lang() == Lang::Hans ? aw.hans : std::string(aw.en) + " " + name_hant;
  return name_hant;
}

void open_new_game_dialog(const GameSetup& current) {
  g_draft = current;
  g_checked_key = "\n";
  g_card_focus.clear();
  g_open_request = true;
}

const GameSetup& new_game_draft() {
  return g_draft;
}
const std::string& new_game_error() {
  return g_error;
}

bool begin_tall_dialog(const char* name, bool& open_request) {
  if (open_request) {
    ImGui::OpenPopup(name);
    open_request = false;
  }
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(vp->GetCenter(), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(vp->Size.x * 0.96f, vp->Size.y * 0.94f));
  if (!ImGui::BeginPopupModal(name, nullptr,
                              ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoTitleBar |
                                  ImGuiWindowFlags_NoMove))
    return false;
  touch_scroll(false);  // on a phone the dialog may be taller than the screen
  return true;
}

void dialog_close_button(App& app, const char* id, const char* label) {
  ImGui::PushID(id);
  if (ImGui::Button(label, ImVec2(ImGui::GetFontSize() * 6, 0)) ||
      ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false))
    ImGui::CloseCurrentPopup();
  app.note_widget(id);
  ImGui::PopID();
}

bool new_game_dialog(App& app) {
  if (!begin_tall_dialog("new_game_dialog", g_open_request)) return false;
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  validate();
  const float wrap = std::min(vp->Size.x * 0.85f, ImGui::GetFontSize() * 26);
  ImGui::TextUnformatted(tr(kTitle));
  ImGui::Separator();

  // Wide screens show the rules card beside the lists; narrow ones below the buttons, so
  // the buttons stay where a short dialog has them.
  // Wide screens: three columns, boards | add-ons | card, so Start stays on the screen
  // however many boards the seeds bring; the boards scroll in their own column when they
  // outgrow it. Narrow screens: one column, and the whole dialog scrolls by touch.
  const float row = ImGui::GetFrameHeightWithSpacing();
  float boards_width = 0;
  int board_rows = 2;  // the title and the Custom variant button
  for (const auto& [seed, members] : seed_groups()) {
    board_rows += 1 + static_cast<int>(members.size());
    boards_width = std::max(boards_width, ImGui::CalcTextSize(seed_title(seed).c_str()).x);
    for (const xq::VariantInfo& v : members)
      boards_width = std::max(boards_width, ImGui::CalcTextSize(variant_label(v).c_str()).x + row * 1.6f);
  }
  float addons_width = 0;
  for (const xq::AddonChoice& c : xq::list_addons())
    addons_width = std::max(addons_width, ImGui::CalcTextSize(addon_name(c.id, c.name_hant).c_str()).x + row * 3);
  const float boards_column = boards_width + ImGui::GetStyle().ScrollbarSize + row;
  const ImGuiStyle& style = ImGui::GetStyle();
  const bool card_beside = boards_column + addons_width + ImGui::GetFontSize() * 20 + style.ItemSpacing.x * 2 +
                               style.WindowPadding.x * 2 <=
                           vp->Size.x * 0.96f;
  const float addons_height = row * (2 + static_cast<float>(xq::list_addons().size()));
  const float columns_height =
      std::min(std::max(row * static_cast<float>(board_rows), addons_height), vp->Size.y * 0.94f - row * 9);
  if (card_beside) {
    ImGui::BeginChild("ng_boards", ImVec2(boards_column, columns_height));
    touch_scroll(false);
  } else {
    ImGui::BeginGroup();
  }
  ImGui::TextUnformatted(tr(kBoard));
  for (const auto& [seed, members] : seed_groups()) {
    ImGui::TextDisabled("%s", seed_title(seed).c_str());
    app.note_widget(("ng_seed_" + (seed.empty() ? std::string("other") : seed)).c_str());
    ImGui::Indent();
    for (const xq::VariantInfo& v : members) {
      const std::string id = "ng_variant_" + v.id;
      ImGui::PushID(id.c_str());
      if (ImGui::RadioButton(variant_label(v).c_str(), g_draft.variant == v.id && g_draft.variant_text.empty())) {
        g_draft.variant = v.id;
        g_draft.variant_text.clear();
        g_card_focus.clear();
      }
      app.note_widget(id.c_str());
      ImGui::PopID();
    }
    ImGui::Unindent();
  }
  if (!g_draft.variant_text.empty()) {
    ImGui::PushID("ng_variant_custom");
    ImGui::RadioButton((std::string(tr(kCustomShort)) + g_draft.variant).c_str(), true);
    app.note_widget("ng_variant_custom");
    ImGui::PopID();
  }
  // The text is edited in an HTML dialog (shell/io.js "custom"); this one closes meanwhile.
  ImGui::PushID("ng_custom");
  if (ImGui::Button(tr(kCustom))) {
    ImGui::CloseCurrentPopup();
    browser_io::open_io_dialog("custom");
  }
  app.note_widget("ng_custom");
  ImGui::PopID();
  if (card_beside) {
    ImGui::EndChild();
    app.note_widget("ng_boards");
    ImGui::SameLine();
    ImGui::BeginGroup();
  } else {
    ImGui::Spacing();
  }
  ImGui::TextUnformatted(tr(kAddons));
  const std::vector<std::string> own = variant_addons();
  for (const xq::AddonChoice& c : xq::list_addons()) {
    const std::string id = "ng_addon_" + c.id;
    // The board's own add-ons (heshan8's 解將旗) show ticked and fixed: part of the preset.
    const bool fixed = has(own, c.id);
    bool on = fixed || has(g_draft.addons, c.id);
    std::string label = addon_name(c.id, c.name_hant);
    if (!c.available) label += std::string(" ") + tr(kComing);
    ImGui::PushID(id.c_str());
    if (!c.available || fixed) ImGui::BeginDisabled();
    if (ImGui::Checkbox(label.c_str(), &on)) toggle_addon(c.id, on);
    if (!c.available || fixed) ImGui::EndDisabled();
    app.note_widget(id.c_str());
    ImGui::PopID();
    if (!c.card.empty()) {  // "?": show its rules card
      ImGui::SameLine();
      const std::string card_id = "ng_card_" + c.id;
      ImGui::PushID(card_id.c_str());
      const bool shown = g_card_focus == c.id;
      if (shown) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
      if (ImGui::Button("?", ImVec2(ImGui::GetFrameHeight(), 0))) g_card_focus = shown ? std::string() : c.id;
      if (shown) ImGui::PopStyleColor();
      app.note_widget(card_id.c_str());
      ImGui::PopID();
    }
  }
  ImGui::EndGroup();
  const float lists_height = std::max(ImGui::GetItemRectSize().y, card_beside ? columns_height : 0.0f);
  const auto [card_title, card_body] = focused_card();
  if (card_beside) {
    ImGui::SameLine();
    ImGui::BeginChild("ng_card", ImVec2(ImGui::GetFontSize() * 20, lists_height), true);
    draw_card(card_title, card_body, ImGui::GetFontSize() * 18.5f);
    ImGui::EndChild();
    app.note_widget("ng_card");
  }
  validate();
  if (!g_error.empty()) {
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + wrap);
    ImGui::TextColored(ink(ImVec4(0.75f, 0.1f, 0.0f, 1)), "%s %s", tr(kCannotStart), g_error.c_str());
    ImGui::PopTextWrapPos();
    app.note_widget("ng_error");
  }

  ImGui::Spacing();
  ImGui::TextUnformatted(tr(kRules));
  ImGui::SameLine();
  if (ImGui::RadioButton(tr(kChineseRules), g_draft.rule_set == xq::RuleSet::Chinese))
    g_draft.rule_set = xq::RuleSet::Chinese;
  app.note_widget("ng_rules_chinese");
  ImGui::SameLine();
  if (ImGui::RadioButton(tr(kAsianRules), g_draft.rule_set == xq::RuleSet::Asian))
    g_draft.rule_set = xq::RuleSet::Asian;
  app.note_widget("ng_rules_asian");

  // 自然限著: the variant's own (a variant text may set natural_limit), or a chosen number.
  ImGui::TextUnformatted(tr(kNaturalLimit));
  const int own_limit = variant_natural_limit();
  const std::string own_label = std::string(tr(kLimitVariant)) + " (" +
                                (own_limit > 0 ? std::to_string(own_limit) : std::string(tr(kLimitOff))) + ")";
  if (ImGui::RadioButton(own_label.c_str(), g_draft.natural_limit == xq::RuleOptions::kVariantNaturalLimit))
    g_draft.natural_limit = xq::RuleOptions::kVariantNaturalLimit;
  app.note_widget("ng_limit_variant");
  for (int n : kNaturalLimitChoices) {
    const std::string id = "ng_limit_" + std::to_string(n);
    ImGui::PushID(id.c_str());
    ImGui::SameLine();
    if (ImGui::RadioButton(n > 0 ? std::to_string(n).c_str() : tr(kLimitOff), g_draft.natural_limit == n))
      g_draft.natural_limit = n;
    app.note_widget(id.c_str());
    ImGui::PopID();
  }
  if (own_limit > 0 || g_draft.natural_limit > 0) {
    ImGui::SameLine();
    ImGui::TextUnformatted(tr(kLimitUnit));
  }

  ImGui::Spacing();
  const bool can_start = g_error.empty();
  if (!can_start) ImGui::BeginDisabled();
  ImGui::PushID("ng_start");
  if (ImGui::Button(tr(kStart), ImVec2(ImGui::GetFontSize() * 6, 0))) {
    g_error = app.start_game(g_draft);
    if (g_error.empty()) ImGui::CloseCurrentPopup();
  }
  app.note_widget("ng_start");
  ImGui::PopID();
  if (!can_start) ImGui::EndDisabled();
  ImGui::SameLine();
  dialog_close_button(app, "ng_cancel", tr(kCancel));
  if (!card_beside) {
    ImGui::Separator();
    ImGui::BeginGroup();
    draw_card(card_title, card_body, wrap);
    ImGui::EndGroup();
    app.note_widget("ng_card");
  }
  ImGui::EndPopup();
  return true;
}

std::string custom_variant_strings_json() {
  Json j;
  j.begin_object();
  j.key("title").str(tr(kCustomTitle));
  j.key("hint").str(tr(kCustomHint));
  j.key("ok").str(tr(kCustomOk));
  j.key("error").str(tr(kCannotStart));
  j.key("start").str(tr(kStart));
  j.key("cancel").str(tr(kCancel));
  j.key("text").str(g_draft.variant_text.empty() ? kCustomTemplate : g_draft.variant_text);
  j.key("max").num(static_cast<int>(xq::Game::kMaxVariantTextBytes));
  j.end_object();
  return j.take();
}

std::string check_variant_text_json(std::string_view text) {
  GameSetup s = g_draft;
  s.variant_text = std::string(text);
  xq::GameOrError made = create_game(s);
  Json j;
  j.begin_object();
  j.key("error").str(made.game ? std::string() : made.error);
  j.key("id").str(made.game ? made.game->variant() : std::string());
  if (made.game) {
    const xq::VariantInfo v = made.game->variant_info();
    j.key("name").str(lang() == Lang::Hant ? v.name_hant : lang() == Lang::Hans ? v.name_hans : v.name_en);
  } else {
    j.key("name").str("");
  }
  j.end_object();
  return j.take();
}

bool start_custom_variant(App& app, std::string_view text) {
  GameSetup s = g_draft;
  s.variant_text = std::string(text);
  const std::string error = app.start_game(s);
  if (!error.empty()) app.show_message(error, true);
  else g_draft = app.settings().setup;
  return error.empty();
}

}  // namespace xqweb
