// The promotion picker (promotion_picker.h): the gesture's promotion targets as buttons.
#include "promotion_picker.h"

#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

#include <SDL.h>

#include "app.h"
#include "i18n.h"
#include "panels.h"

namespace xqweb {
namespace {

enum class PromoStr { Question, Stay, Cancel, FlipQuestion, FlipKeep, Count };

// Rows: 繁體, 简体, English.
constexpr Words kPromoStrings[static_cast<int>(PromoStr::Count)] = {
    {{"升變為：", "升变为：", "Promote to:"}},
    {{"不升變", "不升变", "stay as is"}},
    {{"取消", "取消", "Cancel"}},
    // A flip (山水象棋's 「翻面變更兵種」): the same picker, its own words.
    {{"翻面嗎？", "翻面吗？", "Turn over?"}},
    {{"不翻面", "不翻面", "keep"}},
};

const char* pt(PromoStr s) { return tr(kPromoStrings[static_cast<int>(s)]); }

xq::NameScript script() {
  return lang() == Lang::Hant ? xq::NameScript::Traditional
         : lang() == Lang::Hans ? xq::NameScript::Simplified
                                : xq::NameScript::English;
}

}  // namespace

bool promotion_picker(App& app) {
  const std::vector<xq::PieceKind> kinds = app.promotion_choices();
  if (kinds.empty()) return false;
  if (!ImGui::IsPopupOpen("promotion")) ImGui::OpenPopup("promotion");
  ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  if (!ImGui::BeginPopupModal("promotion", nullptr,
                              ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove))
    return false;
  const xq::Color mover = app.game().side_to_move();
  const xq::Piece moving = app.promotion_mover();
  const bool flip = app.game().piece_flips(moving);
  ImGui::TextUnformatted(pt(flip ? PromoStr::FlipQuestion : PromoStr::Question));
  ImGui::Separator();
  // Finger-sized buttons (44 CSS px), one row each: 后 Queen, 車 Rook …
  const float w = ImGui::GetFontSize() * 9, h = std::max(ImGui::GetFrameHeight(), 44.0f);
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(ImGui::GetStyle().FramePadding.x, (h - ImGui::GetFontSize()) / 2));
  int chosen = -1;
  for (std::size_t i = 0; i < kinds.size(); ++i) {
    const xq::Piece p(mover, kinds[i]);
    std::string label = std::to_string(i + 1) + "  " + app.game().piece_glyph(p) + "  " + app.game().piece_name(p, script());
    if (p == moving) label += std::string(" (") + pt(flip ? PromoStr::FlipKeep : PromoStr::Stay) + ")";
    const std::string id =
        std::string("promote_") + static_cast<char>(std::tolower(static_cast<unsigned char>(app.game().piece_letter(p))));
    label += "##" + id;
    if (panel_button(app, id.c_str(), label.c_str(), w)) chosen = static_cast<int>(i);
    // Keys 1..9 choose by position (the number on the button).
    // (ImGui 1.86's SDL backend keys io.KeysDown by scancode.)
    if (i < 9 && (ImGui::IsKeyPressed(SDL_SCANCODE_1 + static_cast<int>(i), false) ||
                  ImGui::IsKeyPressed(SDL_SCANCODE_KP_1 + static_cast<int>(i), false)))
      chosen = static_cast<int>(i);
  }
  const bool cancel = panel_button(app, "promote_cancel", pt(PromoStr::Cancel), w) ||
                      ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false);
  ImGui::PopStyleVar();
  if (chosen >= 0 || cancel) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
  if (chosen >= 0)
    app.choose_promotion(kinds[static_cast<std::size_t>(chosen)]);
  else if (cancel)
    app.cancel_promotion();
  return true;
}

}  // namespace xqweb
