// The panel's sheets; see sheets.h.
#include "sheets.h"

#include <algorithm>
#include <cstdio>
#include <string>

#include "app.h"
#include "browser_io.h"
#include "i18n.h"
#include "icons.h"
#include "import_export.h"
#include "look_settings.h"
#include "move_limit_view.h"
#include "panel_keys.h"
#include "panels.h"
#include "position_editor.h"
#include "rules_card.h"
#include "style.h"
#include "touch_scroll.h"

namespace xqweb {
namespace {

Sheet g_open = Sheet::None;
bool g_slider_active = false;  // the level slider takes drags; the sheet must not scroll then
bool g_load_fen_request = false;
ImVec2 g_openers_min, g_openers_max;  // the opener row: a click there is the opener's, not "outside"

constexpr Words kMore{{"更多", "更多", "More"}};
constexpr Words kAbout{{"關於", "关于", "About"}};
constexpr Words kCatalogue{{"目錄", "目录", "Catalogue"}};
constexpr Words kRules{{"規則", "规则", "Rules"}};
constexpr Words kLevelRange{{"等級 %d (1–8)", "等级 %d (1–8)", "Level %d (1–8)"}};

const char* sheet_title(Sheet s) {
  return s == Sheet::Settings ? tr(Str::Settings) : tr(kMore);
}
Icon sheet_icon(Sheet s) {
  return s == Sheet::Settings ? Icon::Gear : Icon::Menu;
}

// A button with a drawn icon before its word (the subset font has no symbol glyphs).
bool icon_button(App& app, const char* id, Icon icon, const char* word, float width, bool pressed_look) {
  const float h = ImGui::GetFrameHeight(), icon_w = h;
  ImGui::PushID(id);
  if (pressed_look) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
  const bool pressed = ImGui::Button("##b", ImVec2(width, h));
  if (pressed_look) ImGui::PopStyleColor();
  app.note_widget(id);
  ImGui::PopID();
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  const ImVec2 text = ImGui::CalcTextSize(word);
  const float x = a.x + std::max(0.0f, (b.x - a.x - icon_w - text.x) * 0.5f);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImU32 col = ImGui::GetColorU32(ImGuiCol_Text);
  draw_icon(dl, icon, ImVec2(x, a.y), ImVec2(x + icon_w, b.y), col);
  dl->AddText(ImVec2(x + icon_w, a.y + (b.y - a.y - text.y) * 0.5f), col, word);
  return pressed;
}

void settings(App& app, float avail) {
  using xq::notation::Notation;
  const Notation n = app.settings().notation;
  const float w = (avail - ImGui::GetStyle().ItemSpacing.x * 2) / 3;
  ImGui::TextUnformatted(tr(Str::Notation));
  ImGui::SameLine();
  if (ImGui::RadioButton(tr(Str::NotationChinese),
                         n == Notation::Chinese || n == Notation::ChineseSimplified))
    app.set_notation(Notation::Chinese);
  app.note_widget("notation_chinese");
  ImGui::SameLine();
  if (ImGui::RadioButton("WXF", n == Notation::Wxf)) app.set_notation(Notation::Wxf);
  app.note_widget("notation_wxf");
  ImGui::SameLine();
  if (ImGui::RadioButton("ICCS", n == Notation::Iccs)) app.set_notation(Notation::Iccs);
  app.note_widget("notation_iccs");
  for (int i = 0; i < kLangCount; ++i) {
    const Lang l = static_cast<Lang>(i);
    if (i) ImGui::SameLine();
    const bool current = app.settings().lang == l;
    if (current) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    const std::string id = std::string("lang_") + lang_code(l);
    if (panel_button(app, id.c_str(), lang_name(l), w)) app.set_language(l);
    if (current) ImGui::PopStyleColor();
  }
}

// Keeps the next item on this line if `width` still fits, else starts a new line.
void same_line_if_fits(float width) {
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  const float x = ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x;
  if (x + width <= right) ImGui::SameLine();
}

float radio_width(const char* label) {
  return ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x + ImGui::CalcTextSize(label).x;
}

// Opponent (hot seat / computer on one side) and the engine level.
void opponent_settings(App& app) {
  const Settings& s = app.settings();
  ImGui::TextUnformatted(tr(Str::Opponent));
  struct Choice {
    Opponent o;
    Str label;
    const char* id;
  };
  const Choice choices[] = {{Opponent::Human, Str::OpponentHuman, "opp_human"},
                            {Opponent::ComputerBlack, Str::ComputerBlack, "opp_computer_black"},
                            {Opponent::ComputerRed, Str::ComputerRed, "opp_computer_red"},
                            {Opponent::ComputerBoth, Str::ComputerBoth, "opp_computer_both"}};
  for (const Choice& c : choices) {
    same_line_if_fits(radio_width(tr(c.label)));
    ImGui::PushID(c.id);
    if (ImGui::RadioButton(tr(c.label), s.opponent == c.o)) app.set_opponent(c.o, s.level);
    app.note_widget(c.id);
    ImGui::PopID();
  }
  if (s.opponent != Opponent::Human) {
    // The value and the range are a label beside the slider, so the handle covers nothing.
    char label[64];
    std::snprintf(label, sizeof label, tr(kLevelRange), s.level);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(label);
    app.note_widget("level_label");
    ImGui::SameLine();
    int level = s.level;
    ImGui::SetNextItemWidth(std::max(ImGui::GetContentRegionAvail().x, ImGui::GetFontSize() * 4));
    if (ImGui::SliderInt("##level", &level, 1, 8, "")) app.set_opponent(s.opponent, level);
    g_slider_active = ImGui::IsItemActive();
    app.note_widget("level");
  } else {
    g_slider_active = false;
  }
}

void clock_settings(App& app) {
  static ClockSettings edit;
  static bool loaded = false;
  if (!loaded) {
    edit = app.settings().clock;
    loaded = true;
  }
  // One open state for the sheet and its off-screen copy (each window keeps its own else),
  // so the dump names the clock's controls while the header is open, sheet shown or not.
  static bool header_open = false;
  ImGui::SetNextItemOpen(header_open, ImGuiCond_Always);
  const bool open = header_open = ImGui::CollapsingHeader(tr(Str::Clock));
  app.note_widget("clock_header");
  if (!open) return;
  int mode = static_cast<int>(edit.mode);
  ImGui::RadioButton(tr(Str::ClockNone), &mode, 0);
  app.note_widget("clock_none");
  ImGui::SameLine();
  ImGui::RadioButton(tr(Str::ClockTotal), &mode, 1);
  app.note_widget("clock_total");
  ImGui::SameLine();
  ImGui::RadioButton(tr(Str::ClockPerMove), &mode, 2);
  app.note_widget("clock_per_move");
  edit.mode = static_cast<ClockMode>(mode);
  // Seed 002's controls, one click each (the numbers stay editable below).
  static constexpr struct {
    const char* id;
    Words label;
  } kPresets[] = {
      {"china", {{"全國比賽 40着/90分", "全国比赛 40着/90分", "Championship 40/90'"}}},
      {"general", {{"一般比賽 30着/60分", "一般比赛 30着/60分", "General 30/60'"}}},
      {"asian", {{"亞洲 60分+10着/10分", "亚洲 60分+10着/10分", "Asian 60' + 10/10'"}}},
      {"per_move", {{"每着2分+30分", "每着2分+30分", "2' a move + 30'"}}},
  };
  for (const auto& p : kPresets) {
    if ((&p - kPresets) % 2 == 1) ImGui::SameLine();  // two a row: fits a phone
    char id[32];
    std::snprintf(id, sizeof id, "clock_preset_%s", p.id);
    if (panel_button(app, id, tr(p.label))) edit = xq::find_clock_preset(p.id)->settings;
  }
  ImGui::PushItemWidth(ImGui::GetFontSize() * 5);
  if (edit.mode == ClockMode::Total) {
    ImGui::InputInt("##m1", &edit.moves1, 0);
    ImGui::SameLine();
    ImGui::TextUnformatted(tr(Str::MovesIn));
    ImGui::SameLine();
    ImGui::InputInt("##t1", &edit.minutes1, 0);
    ImGui::SameLine();
    ImGui::TextUnformatted(tr(Str::MinutesThen));
    ImGui::InputInt("##m2", &edit.moves2, 0);
    ImGui::SameLine();
    ImGui::TextUnformatted(tr(Str::MovesIn));
    ImGui::SameLine();
    ImGui::InputInt("##t2", &edit.minutes2, 0);
  } else if (edit.mode == ClockMode::PerMove) {
    ImGui::InputInt(tr(Str::PerMoveSeconds), &edit.per_move_seconds, 0);
    ImGui::InputInt(tr(Str::ReserveMinutes), &edit.reserve_minutes, 0);
  }
  ImGui::PopItemWidth();
  edit = xq::normalized(edit);  // 0 first-period moves = no quota (the Asian first hour)
  if (panel_button(app, "clock_apply", tr(Str::ClockApply))) app.apply_clock(edit);
}

// The rarer actions, four a row; true when one was pressed (More then closes).
bool more_body(App& app, float avail) {
  const float sp = ImGui::GetStyle().ItemSpacing.x, w = (avail - 3 * sp) / 4;
  bool acted = false;
  if (panel_button(app, "rules", tr(kRules), w)) open_rules_dialog(), acted = true;
  ImGui::SameLine();
  // 擺棋: the position editor (position_editor.h) takes the panel's place while open.
  if (panel_button(app, "setup", editor_button_label(), w)) app.open_editor(), acted = true;
  ImGui::SameLine();
  if (panel_button(app, "copy_link", tr(Str::CopyLink), w)) app.copy_link(), acted = true;
  ImGui::SameLine();
  if (panel_button(app, "copy_fen", tr(Str::CopyFen), w)) app.copy_fen(), acted = true;
  if (draw_share_buttons(app, avail)) acted = true;  // import, export, embed, games
  if (panel_button(app, "load_fen", tr(Str::LoadFen), w)) g_load_fen_request = true, acted = true;
  ImGui::SameLine();
  if (panel_button(app, "catalogue", tr(kCatalogue), w)) {
    browser_io::open_catalogue(lang_code(lang()));
    acted = true;
  }
  ImGui::SameLine();
  if (panel_button(app, "about", tr(kAbout), w)) browser_io::open_about(lang_code(lang())), acted = true;
  if (move_limit_button(app, avail)) acted = true;  // 限着 (seed 002), greyed when it cannot be called
  return acted;
}

// The sheet's words and controls; true when More's action asks it to close.
bool sheet_body(App& app, Sheet s, float avail) {
  if (s == Sheet::More) return more_body(app, avail);
  settings(app, avail);
  ImGui::Separator();
  look_settings(app);
  ImGui::Separator();
  opponent_settings(app);
  ImGui::Separator();
  clock_settings(app);
  return false;
}

// Title (icon + word) and the close button at the right.
bool sheet_header(App& app, Sheet s) {
  const float h = ImGui::GetFrameHeight();
  const ImVec2 a = ImGui::GetCursorScreenPos();
  draw_icon(ImGui::GetWindowDrawList(), sheet_icon(s), a, ImVec2(a.x + h, a.y + h),
            ImGui::GetColorU32(ImGuiCol_Text));
  ImGui::Dummy(ImVec2(h, h));
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(sheet_title(s));
  const float close_w =
      std::max(h, ImGui::CalcTextSize(tr(Str::Close)).x + h + ImGui::GetStyle().FramePadding.x * 2);
  ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - close_w);
  const bool closed = icon_button(app, "sheet_close", Icon::Close, tr(Str::Close), close_w, false);
  ImGui::Separator();
  return closed;
}

}  // namespace

Sheet open_sheet() {
  return g_open;
}
void set_open_sheet(Sheet s) {
  g_open = s;
  if (s == Sheet::None) g_slider_active = false;
}
const char* sheet_name(Sheet s) {
  return s == Sheet::Settings ? "settings" : s == Sheet::More ? "more" : "";
}
const char* sheet_opener_id(Sheet s) {
  return s == Sheet::Settings ? "open_settings" : "open_more";
}
bool level_slider_active() {
  return g_slider_active;
}

bool take_load_fen_request() {
  const bool r = g_load_fen_request;
  g_load_fen_request = false;
  return r;
}

void sheet_openers(App& app, float avail) {
  const float w = (avail - ImGui::GetStyle().ItemSpacing.x) / 2;
  for (Sheet s : {Sheet::Settings, Sheet::More}) {
    if (s == Sheet::More) ImGui::SameLine();
    if (icon_button(app, sheet_opener_id(s), sheet_icon(s), sheet_title(s), w, g_open == s)) {
      set_open_sheet(g_open == s ? Sheet::None : s);  // a second click closes it
      request_panel_focus(g_open == s ? "sheet_close" : sheet_opener_id(s));
    }
    if (s == Sheet::Settings) g_openers_min = ImGui::GetItemRectMin();
  }
  g_openers_max = ImGui::GetItemRectMax();
}

void draw_sheets(App& app, ImVec2 min, ImVec2 max, float top) {
  const float width = max.x - min.x;
  const float y = std::clamp(top, min.y, std::max(min.y, max.y - 240.0f));
  const ImGuiWindowFlags fixed = ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize |
                                 ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse |
                                 ImGuiWindowFlags_NoSavedSettings;
  if (g_open != Sheet::None) {
    const Sheet s = g_open;
    ImGui::SetNextWindowPos(ImVec2(min.x, y));
    ImGui::SetNextWindowSizeConstraints(ImVec2(width, 0), ImVec2(width, max.y - y));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 2.0f);
    ImGui::Begin(s == Sheet::Settings ? "sheet_settings" : "sheet_more", nullptr,
                 fixed | ImGuiWindowFlags_AlwaysAutoResize);
    ImGui::PopStyleVar();
    touch_scroll(g_slider_active);
    app.set_widget_sheet(sheet_name(s), false);
    bool close = sheet_header(app, s);
    if (sheet_body(app, s, ImGui::GetContentRegionAvail().x)) close = true;
    app.set_widget_sheet("", false);
    // A click or tap outside the sheet closes it (and still acts where it lands).
    if (ImGui::IsMouseClicked(0) && !app.dialog_open() &&
        !ImGui::IsWindowHovered(ImGuiHoveredFlags_ChildWindows |
                                ImGuiHoveredFlags_AllowWhenBlockedByActiveItem) &&
        !ImGui::IsMouseHoveringRect(g_openers_min, g_openers_max, false))
      close = true;
    app.set_sheet_cover(ImGui::GetWindowPos(), ImVec2(ImGui::GetWindowPos().x + ImGui::GetWindowSize().x,
                                                      ImGui::GetWindowPos().y + ImGui::GetWindowSize().y));
    ImGui::End();
    if (close && g_open == s) {
      set_open_sheet(Sheet::None);
      request_panel_focus(sheet_opener_id(s));
    }
  }
  // The closed sheets, off screen and deaf: only so the dump can say where their widgets are.
  for (Sheet s : {Sheet::Settings, Sheet::More}) {
    if (s == g_open) continue;
    ImGui::SetNextWindowPos(ImVec2(-20000, -20000));
    ImGui::SetNextWindowSize(ImVec2(width, 2000));
    ImGui::Begin(s == Sheet::Settings ? "sheet_probe_settings" : "sheet_probe_more", nullptr,
                 fixed | ImGuiWindowFlags_NoInputs | ImGuiWindowFlags_NoNav |
                     ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoBringToFrontOnFocus |
                     ImGuiWindowFlags_NoBackground);
    app.set_widget_sheet(sheet_name(s), true);
    const bool slider = g_slider_active;
    sheet_header(app, s);
    sheet_body(app, s, ImGui::GetContentRegionAvail().x);
    g_slider_active = slider;
    app.set_widget_sheet("", false);
    ImGui::End();
  }
}

}  // namespace xqweb
