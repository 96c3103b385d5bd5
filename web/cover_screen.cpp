// The cover screen (cover_screen.h).
#include "cover_screen.h"

#include <algorithm>

#include <SDL.h>

#include "app.h"
#include "fonts.h"
#include "i18n.h"
#include "panels.h"
#include "style.h"

namespace xqweb {
namespace {

enum class CoverStr { RedTurn, BlackTurn, PassRed, PassBlack, Show, RedArranges, BlackArranges, Count };

// Rows: 繁體, 简体, English.
constexpr Words kCoverStrings[static_cast<int>(CoverStr::Count)] = {
    {{"輪到紅方", "轮到红方", "Red to move"}},
    {{"輪到黑方", "轮到黑方", "Black to move"}},
    {{"請把裝置交給紅方。黑方請勿觀看：棋盤上有只有紅方知道的暗子。",
      "请把设备交给红方。黑方请勿观看：棋盘上有只有红方知道的暗子。",
      "Pass the device to Red. Black, please look away: the board holds face-down pieces only Red may know."}},
    {{"請把裝置交給黑方。紅方請勿觀看：棋盤上有只有黑方知道的暗子。",
      "请把设备交给黑方。红方请勿观看：棋盘上有只有黑方知道的暗子。",
      "Pass the device to Black. Red, please look away: the board holds face-down pieces only Black may know."}},
    {{"顯示我的棋盤", "显示我的棋盘", "Show my board"}},
    // The set-up step of a face-down start (session.h): the side lays out its pieces.
    {{"輪到紅方暗布", "轮到红方暗布", "Red lays out its face-down pieces"}},
    {{"輪到黑方暗布", "轮到黑方暗布", "Black lays out its face-down pieces"}},
};

const char* ct(CoverStr s) { return tr(kCoverStrings[static_cast<int>(s)]); }

}  // namespace

bool cover_screen(App& app) {
  const std::optional<xq::Color> side = app.cover();
  if (!side) return false;
  if (!ImGui::IsPopupOpen("cover")) ImGui::OpenPopup("cover");
  ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  if (!ImGui::BeginPopupModal("cover", nullptr,
                              ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove))
    return false;
  const bool red = *side == xq::Color::Red;
  const float w = std::min(ImGui::GetMainViewport()->Size.x * 0.8f, ImGui::GetFontSize() * 22);
  ImGui::PushFont(fonts().ui);
  ImGui::TextColored(red ? ink(ImVec4(0.75f, 0.1f, 0.1f, 1)) : ink(ImVec4(0.1f, 0.1f, 0.1f, 1)), "%s",
                     ct(app.arranging() ? (red ? CoverStr::RedArranges : CoverStr::BlackArranges)
                                        : (red ? CoverStr::RedTurn : CoverStr::BlackTurn)));
  ImGui::PopFont();
  ImGui::Separator();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + w);
  ImGui::TextUnformatted(ct(red ? CoverStr::PassRed : CoverStr::PassBlack));
  ImGui::PopTextWrapPos();
  ImGui::Spacing();
  // A finger-sized button (44 CSS px); Enter and Space do the same from a keyboard.
  const float h = std::max(ImGui::GetFrameHeight(), 44.0f);
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(ImGui::GetStyle().FramePadding.x, (h - ImGui::GetFontSize()) / 2));
  // (ImGui 1.86's SDL backend keys io.KeysDown by scancode.)
  const bool show = panel_button(app, "cover_continue", ct(CoverStr::Show), w) ||
                    ImGui::IsKeyPressed(SDL_SCANCODE_RETURN, false) || ImGui::IsKeyPressed(SDL_SCANCODE_KP_ENTER, false) ||
                    ImGui::IsKeyPressed(SDL_SCANCODE_SPACE, false);
  ImGui::PopStyleVar();
  if (show) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
  if (show) app.uncover();
  return true;
}

}  // namespace xqweb
