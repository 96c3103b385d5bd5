// Clock view; see clock_view.h.
#include "clock_view.h"

#include <algorithm>
#include <cstdio>
#include <string>

#include "app.h"
#include "browser.h"
#include "fonts.h"
#include "i18n.h"

namespace xqweb {
namespace {

constexpr Words kToGo{{"尚需%d着", "尚需%d着", "%d moves to go"}};
constexpr Words kThisMove{{"本着 %s", "本着 %s", "this move %s"}};

// "1:29:58" from an hour up, else "4:07": fewer digits, so they can be larger.
std::string format_clock(double ms) {
  const long s = static_cast<long>(std::max(0.0, ms) / 1000.0 + 0.999);
  char buf[32];
  if (s >= 3600) std::snprintf(buf, sizeof buf, "%ld:%02ld:%02ld", s / 3600, (s / 60) % 60, s % 60);
  else std::snprintf(buf, sizeof buf, "%ld:%02ld", s / 60, s % 60);
  return buf;
}

}  // namespace

void clock_view(App& app) {
  const Clock& c = app.clock();
  if (!c.enabled()) return;
  const double now = browser::now_ms();
  const ImGuiStyle& style = ImGui::GetStyle();
  const float box_w = (ImGui::GetContentRegionAvail().x - style.ItemSpacing.x) / 2;
  const float small = ImGui::GetFontSize();
  // The piece font (baked near the board's piece size, sharp when drawn smaller) holds
  // the digits; 24-34 CSS px reads at arm's length on a phone.
  ImFont* digits_font = fonts().piece;
  const float digits = std::clamp(box_w * 0.17f, 24.0f, 34.0f);
  const float pad = small * 0.35f;
  const float box_h = pad * 3 + small + digits;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  for (xq::Color side : {xq::Color::Red, xq::Color::Black}) {
    const bool active = c.running() && c.side() == side;
    const double left = c.remaining(side, now);
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const ImVec2 q(p.x + box_w, p.y + box_h);
    dl->AddRectFilled(p, q, active ? IM_COL32(255, 244, 205, 255) : IM_COL32(238, 232, 222, 255), small * 0.3f);
    if (active) dl->AddRect(p, q, IM_COL32(40, 90, 200, 255), small * 0.3f, 0, 2.5f);
    std::string label = tr(side == xq::Color::Red ? Str::Red : Str::Black);
    char extra[64] = "";
    if (c.settings().mode == ClockMode::Total) {
      if (const int to_go = c.moves_to_go(side, now); to_go > 0) std::snprintf(extra, sizeof extra, tr(kToGo), to_go);
    } else {
      std::snprintf(extra, sizeof extra, tr(kThisMove), format_clock(c.move_left(side, now)).c_str());
    }
    if (extra[0]) label += std::string("  ") + extra;
    const ImU32 label_col = side == xq::Color::Red ? IM_COL32(180, 20, 20, 255) : IM_COL32(30, 30, 30, 255);
    dl->AddText(ImVec2(p.x + pad * 1.5f, p.y + pad), label_col, label.c_str());
    const std::string time = format_clock(left);
    // Under a minute left the digits turn red.
    const ImU32 digits_col = left < 60000 ? IM_COL32(200, 20, 20, 255) : IM_COL32(20, 20, 20, 255);
    const ImVec2 size = digits_font->CalcTextSizeA(digits, 1e9f, 0, time.c_str());
    dl->AddText(digits_font, digits, ImVec2(p.x + (box_w - size.x) / 2, p.y + pad * 2 + small), digits_col,
                time.c_str());
    ImGui::Dummy(ImVec2(box_w, box_h));
    app.note_widget(side == xq::Color::Red ? "clock_red" : "clock_black");
    if (side == xq::Color::Red) ImGui::SameLine();
  }
}

}  // namespace xqweb
