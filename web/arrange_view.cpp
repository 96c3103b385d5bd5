// The set-up step's panel lines (arrange_view.h).
#include "arrange_view.h"

#include "app.h"
#include "i18n.h"
#include "panels.h"
#include "style.h"

namespace xqweb {
namespace {

constexpr Words kRedArranges{{"紅方暗布", "红方暗布", "Red: lay out your face-down pieces"}};
constexpr Words kBlackArranges{{"黑方暗布", "黑方暗布", "Black: lay out your face-down pieces"}};
constexpr Words kHow{{"把一枚暗子拖到另一枚上，或先後點兩枚，兩枚即互換位置。只有你看得到它們。",
                      "把一枚暗子拖到另一枚上，或先后点两枚，两枚即互换位置。只有你看得到它们。",
                      "Drag one of your face-down pieces onto another, or tap both, to swap them. Only you can see them."}};
constexpr Words kRandom{{"隨機", "随机", "Random"}};
constexpr Words kDone{{"完成", "完成", "Done"}};

}  // namespace

const char* arrange_status(const App& app) {
  const std::optional<xq::Color> side = app.arranging();
  if (!side) return nullptr;
  return tr(*side == xq::Color::Red ? kRedArranges : kBlackArranges);
}

void arrange_panel(App& app, float avail) {
  if (!app.arranging() || app.cover()) return;
  ImGui::Separator();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + avail);
  ImGui::TextUnformatted(tr(kHow));
  ImGui::PopTextWrapPos();
  app.note_widget("arrange_text");
  // Finger-sized, two columns: Random, Done.
  const float sp = ImGui::GetStyle().ItemSpacing.x, w = (avail - sp) / 2;
  const float h = std::max(ImGui::GetFrameHeight(), kTouchTarget);
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(ImGui::GetStyle().FramePadding.x, (h - ImGui::GetFontSize()) / 2));
  if (panel_button(app, "arrange_random", tr(kRandom), w)) app.arrange_random();
  ImGui::SameLine();
  if (panel_button(app, "arrange_done", tr(kDone), w)) app.arrange_done();
  ImGui::PopStyleVar();
  ImGui::Separator();
}

}  // namespace xqweb
