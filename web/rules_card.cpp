// Rules cards on the page; see rules_card.h.
#include "rules_card.h"

#include <algorithm>
#include <map>

#include "app.h"
#include "i18n.h"
#include "imgui.h"
#include "new_game_dialog.h"
#include "style.h"

namespace xqweb {
namespace {

constexpr Words kRulesTitle{{"規則卡", "规则卡", "Rules card"}};
constexpr Words kNoCard{{"這個自訂變體沒有規則卡（變體文字可加 card.hant / card.hans / card.en）。",
                         "这个自定义变体没有规则卡（变体文字可加 card.hant / card.hans / card.en）。",
                         "This custom variant has no rules card (its text may add card.hant / card.hans / card.en)."}};
constexpr Words kClose{{"關閉", "关闭", "Close"}};

bool g_open_request = false;

const std::string& pick(const std::string& hant, const std::string& hans, const std::string& en) {
  return lang() == Lang::Hant ? hant : lang() == Lang::Hans ? hans : en;
}

std::string variant_name(const xq::VariantInfo& v) { return pick(v.name_hant, v.name_hans, v.name_en); }

}  // namespace

const std::string& card_text(const xq::RulesCard& card) { return pick(card.hant, card.hans, card.en); }

const std::string& seed_name(const xq::SeedChoice& seed) {
  return pick(seed.name_hant, seed.name_hans, seed.name_en);
}

const char* no_card_text() { return tr(kNoCard); }

namespace {

size_t char_length(unsigned char c) { return c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : 4; }

bool closing_mark(const std::string& text, size_t i) {
  for (const char* mark : {"，", "。", "、", "；", "：", "」", "）", "！", "？"})
    if (text.compare(i, std::char_traits<char>::length(mark), mark) == 0) return true;
  return false;
}

// ImGui 1.86 wraps only at spaces, and a card in Chinese has few: lines are broken here,
// at a space or next to any CJK character, as late as the width allows.
std::vector<std::string> wrap_lines(const std::string& text, float width) {
  std::vector<std::string> out;
  size_t para = 0;
  while (para <= text.size()) {
    size_t end = text.find('\n', para);
    if (end == std::string::npos) end = text.size();
    size_t start = para;
    while (start < end) {
      size_t i = start, last_break = std::string::npos;
      while (i < end) {
        const size_t n = std::min(char_length(static_cast<unsigned char>(text[i])), end - i);
        if (i > start && ImGui::CalcTextSize(text.data() + start, text.data() + i + n).x > width) break;
        const bool wide = static_cast<unsigned char>(text[i]) >= 0x80;
        // Before a CJK character, unless it is closing punctuation (never at a line start).
        if (wide && i > start && !closing_mark(text, i)) last_break = i;
        i += n;
        if ((wide || text[i - 1] == ' ') && !(i < end && closing_mark(text, i))) last_break = i;  // after it / a space
      }
      if (i >= end) last_break = end;
      if (last_break == std::string::npos || last_break <= start) last_break = i;
      std::string line = text.substr(start, last_break - start);
      while (!line.empty() && line.back() == ' ') line.pop_back();
      out.push_back(line);
      start = last_break;
      while (start < end && text[start] == ' ') ++start;
    }
    if (start == para) out.emplace_back();  // an empty paragraph
    para = end + 1;
  }
  return out;
}

}  // namespace

void draw_card(const std::string& title, const std::string& text, float wrap) {
  if (!title.empty()) ImGui::TextColored(ink(ImVec4(0.45f, 0.1f, 0.05f, 1)), "%s", title.c_str());
  // Wrapped once per text and width (a dialog draws the same cards every frame).
  static std::map<std::pair<std::string, float>, std::vector<std::string>> cache;
  if (cache.size() > 64) cache.clear();
  const auto key = std::make_pair(text, wrap);
  auto it = cache.find(key);
  if (it == cache.end()) it = cache.emplace(key, wrap_lines(text, wrap)).first;
  for (const std::string& line : it->second) ImGui::TextUnformatted(line.c_str());
}

std::vector<std::pair<std::string, std::string>> game_cards(const App& app) {
  std::vector<std::pair<std::string, std::string>> out;
  const xq::VariantInfo v = app.game().variant_info();
  out.push_back({variant_name(v), v.card.empty() ? tr(kNoCard) : card_text(v.card)});
  std::vector<std::string> ids = v.addons;
  for (const std::string& a : app.game().options().addons)
    if (std::find(ids.begin(), ids.end(), a) == ids.end()) ids.push_back(a);
  const std::vector<xq::AddonChoice> all = xq::list_addons();
  for (const std::string& id : ids)
    for (const xq::AddonChoice& a : all)
      if (a.id == id && !a.card.empty()) out.push_back({addon_name(a.id, a.name_hant), card_text(a.card)});
  return out;
}

void open_rules_dialog() { g_open_request = true; }

bool rules_dialog(App& app) {
  if (!begin_tall_dialog("rules_dialog", g_open_request)) return false;
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const float wrap = std::min(vp->Size.x * 0.85f, ImGui::GetFontSize() * 28);
  ImGui::TextUnformatted(tr(kRulesTitle));
  ImGui::Separator();
  bool first = true;
  for (const auto& [title, text] : game_cards(app)) {
    if (!first) ImGui::Spacing();
    first = false;
    draw_card(title, text, wrap);
  }
  app.note_widget("rules_text");
  ImGui::Spacing();
  dialog_close_button(app, "rules_close", tr(kClose));
  ImGui::EndPopup();
  return true;
}

}  // namespace xqweb
