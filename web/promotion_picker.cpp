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

enum class PromoStr { Question, Stay, Cancel, FlipQuestion, FlipKeep, GoesOn, ChangeQuestion, Count };

// Rows: 繁體, 简体, English.
constexpr Words kPromoStrings[static_cast<int>(PromoStr::Count)] = {
    {{"升變為：", "升变为：", "Promote to:"}},
    {{"不升變", "不升变", "stay as is"}},
    {{"取消", "取消", "Cancel"}},
    // A flip (山水象棋's 「翻面變更兵種」): the same picker, its own words.
    {{"翻面嗎？", "翻面吗？", "Turn over?"}},
    {{"不翻面", "不翻面", "keep"}},
    // The picks may also go on (a jump path that lands again): the board stays live.
    {{"停在這裡，或點下一個落點", "停在这里，或点下一个落点", "Stop here, or tap the next landing"}},
    // 山水's 雄 「變化」: a captured own piece of the kind of an enemy piece behind it.
    {{"變化為：", "变化为：", "Change into:"}},
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
  // When the picks may also go on to a further point (山水's 丞: c0xe2 may stop and turn
  // over, or jump on to g4), the picker is a plain window at the top and the board stays
  // live: a tap on the next landing goes on, a button stops here with that face.
  const bool goes_on = app.promotion_goes_on();
  if (goes_on) {
    ImGui::SetNextWindowPos(ImVec2(ImGui::GetMainViewport()->GetCenter().x, ImGui::GetMainViewport()->Pos.y + 8),
                            ImGuiCond_Always, ImVec2(0.5f, 0.0f));
    if (!ImGui::Begin("promotion_on", nullptr,
                      ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove |
                          ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing)) {
      ImGui::End();
      return false;
    }
  } else {
    if (!ImGui::IsPopupOpen("promotion")) ImGui::OpenPopup("promotion");
    ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    if (!ImGui::BeginPopupModal("promotion", nullptr,
                                ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove))
      return false;
  }
  const xq::Color mover = app.game().side_to_move();
  const xq::Piece moving = app.promotion_mover();
  const bool change = app.promotion_is_change();
  const bool flip = !change && app.game().piece_flips(moving);
  ImGui::TextUnformatted(pt(change ? PromoStr::ChangeQuestion : flip ? PromoStr::FlipQuestion : PromoStr::Question));
  if (goes_on) ImGui::TextUnformatted(pt(PromoStr::GoesOn));
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
  if (goes_on) {
    ImGui::End();
  } else {
    if (chosen >= 0 || cancel) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
  }
  if (chosen >= 0)
    app.choose_promotion(kinds[static_cast<std::size_t>(chosen)]);
  else if (cancel)
    app.cancel_promotion();
  return !goes_on;
}

}  // namespace xqweb
