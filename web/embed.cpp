// The embed page (embed.html): the board filling the frame at any size, one bar of
// ⏮ ◀ ▶ ⏭ buttons, the current move in words and a link to the full page with the same
// game. Options come from the share link (orientation, ply, mode, language, theme,
// autoplay); nothing is stored. The buttons' icons are drawn (icons.h), not font glyphs.
// An "i" button opens the About dialog (version, licences). See docs/sharing.md.
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "app.h"
#include "record_view.h"
#include "browser.h"
#include "browser_io.h"
#include "fonts.h"
#include "i18n_share.h"
#include "icons.h"

namespace xqweb {
namespace {

ImVec2 g_bar_min, g_bar_max;

struct ThemeColours {
  ImU32 background, bar, icon, text;
};
ThemeColours theme_colours(int theme) {
  switch (theme) {
    case 1: return {IM_COL32(252, 250, 245, 255), IM_COL32(235, 232, 225, 255), IM_COL32(60, 60, 60, 255), IM_COL32(30, 30, 30, 255)};
    case 2: return {IM_COL32(32, 34, 40, 255), IM_COL32(45, 48, 56, 255), IM_COL32(220, 220, 210, 255), IM_COL32(235, 235, 225, 255)};
    default: return {IM_COL32(238, 217, 173, 255), IM_COL32(225, 198, 150, 255), IM_COL32(80, 45, 15, 255), IM_COL32(50, 30, 10, 255)};
  }
}

}  // namespace

void App::set_autoplay(int ms) {
  embed_.autoplay_ms = std::max(0, ms);
  embed_.next_step_ms = browser::now_ms() + embed_.autoplay_ms;
}

// The bar takes about an eighth of the frame (36..64 px); the board fills the rest.
void App::layout_embed(ImVec2 size) {
  wide_ = false;
  const float bar_h = std::clamp(std::min(size.y * 0.12f, size.x * 0.14f), 30.0f, 64.0f);
  g_bar_min = ImVec2(0, size.y - bar_h);
  g_bar_max = size;
  panel_min_ = g_bar_min;
  panel_max_ = g_bar_max;
  const float pad = 2;
  const xq::BoardDescription& bd = game().board();  // 9x10, or 11x10 for 山界
  board_ = fit_board(ImVec2(pad, pad), ImVec2(size.x - pad, std::max(pad + 20, size.y - bar_h - pad)),
                     settings().flipped, bd.files, bd.ranks);
  set_board_theme(static_cast<int>(settings().theme));
  ensure_fonts(browser::pixel_ratio(), std::clamp(bar_h * 0.42f, 12.0f, 22.0f), board_.piece_font_px(),
               board_.label_font_px());
}

bool App::animate_embed(double now) {
  if (embed_.autoplay_ms <= 0 || now < embed_.next_step_ms) return false;
  const int live = game().ply(), at = view_ply() < 0 ? live : view_ply();
  if (at >= live) {
    embed_.autoplay_ms = 0;  // the end: autoplay stops
    return false;
  }
  view(at + 1 >= live ? -1 : at + 1);
  embed_.next_step_ms = now + embed_.autoplay_ms;
  return true;
}

void App::draw_embed() {
  const ThemeColours tc = theme_colours(static_cast<int>(settings().theme));
  ImGui::SetNextWindowPos(g_bar_min);
  ImGui::SetNextWindowSize(ImVec2(g_bar_max.x - g_bar_min.x, g_bar_max.y - g_bar_min.y));
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImGui::ColorConvertU32ToFloat4(tc.bar));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(4, 3));
  ImGui::Begin("embed_bar", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoScrollWithMouse);
  const float h = g_bar_max.y - g_bar_min.y - 6;
  // Six square-ish buttons; the move text takes the rest (at least ~40% of the bar).
  const float b = std::min(h * 1.05f, (g_bar_max.x - g_bar_min.x) / 10.0f);
  const int live = game().ply(), at = view_ply() < 0 ? live : view_ply();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  struct Btn {
    const char* id;
    Icon icon;
    int to;
  };
  const Btn btns[] = {{"embed_first", Icon::First, 0},
                      {"embed_back", Icon::Back, std::max(0, at - 1)},
                      {"embed_forward", Icon::Forward, std::min(live, at + 1)},
                      {"embed_last", Icon::Last, live}};
  ImGui::PushStyleColor(ImGuiCol_Button, ImGui::ColorConvertU32ToFloat4(tc.background));
  for (const Btn& bt : btns) {
    ImGui::PushID(bt.id);
    const bool disabled = bt.to == at;
    if (ImGui::Button("##b", ImVec2(b, h)) && !disabled) {
      embed_.autoplay_ms = 0;  // stepping by hand stops autoplay
      session_.clear_message();
      view(bt.to >= live ? -1 : bt.to);
    }
    note_widget(bt.id);
    const ImU32 col = disabled ? (tc.icon & 0x00ffffff) | 0x60000000 : tc.icon;
    draw_icon(dl, bt.icon, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), col);
    ImGui::PopID();
    ImGui::SameLine();
  }
  const std::string text = embed_caption();
  const float open_w = b * 2 + ImGui::GetStyle().ItemSpacing.x;  // About + open
  const float text_w = ImGui::GetContentRegionAvail().x - open_w - ImGui::GetStyle().ItemSpacing.x;
  const ImVec2 p = ImGui::GetCursorScreenPos();
  ImGui::PushClipRect(p, ImVec2(p.x + std::max(0.0f, text_w), p.y + h), true);
  const ImVec2 ts = ImGui::CalcTextSize(text.c_str());
  const ImU32 col = message_is_error() && !message().empty() ? IM_COL32(200, 40, 20, 255) : tc.text;
  dl->AddText(ImVec2(p.x + 4, p.y + (h - ts.y) * 0.5f), col, text.c_str());
  ImGui::PopClipRect();
  ImGui::Dummy(ImVec2(std::max(1.0f, text_w), h));
  note_widget("embed_move");
  ImGui::SameLine();
  ImGui::PushID("embed_about");
  if (ImGui::Button("##about", ImVec2(b, h))) browser_io::open_about(lang_code(lang()));
  note_widget("embed_about");
  draw_icon(dl, Icon::Info, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), tc.icon);
  ImGui::PopID();
  ImGui::SameLine();
  ImGui::PushID("embed_open");
  if (ImGui::Button("##open", ImVec2(b, h))) {
    const std::string url = browser_io::page_dir() + "#" + link_fragment();
    last_link_ = url;
    if (!browser_io::open_url(url)) show_message(tr(SStr::FullPageBlocked), false);
  }
  note_widget("embed_open");
  draw_icon(dl, Icon::Open, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), tc.icon);
  ImGui::PopID();
  ImGui::PopStyleColor();
  ImGui::End();
  ImGui::PopStyleVar();
  ImGui::PopStyleColor();
}

// The current move in words: "3. 馬二進三" (the move that led here), "Start", or an error;
// for a record, then its players and recorded result ("3. 馬二進三 | 呂欽 對 李來群 · 紅勝").
std::string App::embed_caption() {
  if (!message().empty() && message_is_error()) return message();
  const int at = view_ply() < 0 ? game().ply() : view_ply();
  const std::vector<std::string>& texts = move_texts();
  const std::string record = record_caption(*this);
  const std::string tail = record.empty() ? std::string() : " | " + record;
  if (at <= 0 || at > static_cast<int>(texts.size())) return tr(SStr::Start) + tail;
  // Numbered as written from the game's start ("1... 車５平８" when Black moves first).
  const xq::notation::MoveNumber n = move_numbers()[at - 1];
  char num[32];
  std::snprintf(num, sizeof num, "%d.%s ", n.number, n.side == xq::Color::Black ? ".." : "");
  return num + texts[at - 1] + tail;
}

void App::draw_embed_background() {
  ImGui::GetBackgroundDrawList()->AddRectFilled(ImVec2(0, 0), ImGui::GetIO().DisplaySize,
                                                theme_colours(static_cast<int>(settings().theme)).background);
}

}  // namespace xqweb
