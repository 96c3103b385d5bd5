// The Yes/No question before Resign and before New game in a game in progress; see
// confirm_dialog.h. A resignation cannot be taken back by a click on the wrong button
// (it ends the game and goes into the game list), hence the question.
#include "confirm_dialog.h"

#include <algorithm>
#include <string>

#include "app.h"
#include "i18n.h"
#include "new_game_dialog.h"
#include "panels.h"
#include "style.h"

namespace xqweb {
namespace {

enum class ConfirmStr { ResignQuestion, NewGameQuestion, NewGameDetail, ContinueQuestion, ContinueDetail, Yes, No, Count };

// Rows: 繁體, 简体, English.
constexpr Words kConfirmStrings[static_cast<int>(ConfirmStr::Count)] = {
    {{"確定認輸？", "确定认输？", "Resign this game?"}},
    {{"放棄目前的對局？", "放弃当前的对局？", "Abandon the game in progress?"}},
    {{"這盤棋還沒下完，開新局會結束它。", "这盘棋还没下完，开新局会结束它。",
      "This game has no result yet; a new game ends it."}},
    {{"從這個局面接著下？", "从这个局面接着下？", "Play on from this position?"}},
    {{"這是一盤棋的記錄。接著下會從這裡開始一盤新的對局，記錄在這之後的著法不保留。",
      "这是一盘棋的记录。接着下会从这里开始一盘新的对局，记录在这之后的着法不保留。",
      "This is a game record. Playing on starts a new game from here; the record's later moves are left out."}},
    {{"是", "是", "Yes"}},
    {{"否", "否", "No"}},
};

const char* ct(ConfirmStr s) {
  return tr(kConfirmStrings[static_cast<int>(s)]);
}

bool g_open_request = false;
Confirm g_what = Confirm::Resign;

}  // namespace

void ask_confirm(Confirm what) {
  g_what = what;
  g_open_request = true;
}

const char* confirm_dialog_name() {
  return g_what == Confirm::Resign           ? "confirm_resign"
         : g_what == Confirm::ContinueRecord ? "confirm_continue_record"
                                             : "confirm_new_game";
}

bool confirm_dialog(App& app) {
  if (g_open_request) {
    ImGui::OpenPopup("confirm_dialog");
    g_open_request = false;
  }
  ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  if (!ImGui::BeginPopupModal(
          "confirm_dialog", nullptr,
          ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove))
    return false;
  const bool resign = g_what == Confirm::Resign, record = g_what == Confirm::ContinueRecord;
  ImGui::TextUnformatted(ct(resign ? ConfirmStr::ResignQuestion
                            : record ? ConfirmStr::ContinueQuestion
                                     : ConfirmStr::NewGameQuestion));
  ImGui::Separator();
  if (record) {
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 20);
    ImGui::TextUnformatted(ct(ConfirmStr::ContinueDetail));
    ImGui::PopTextWrapPos();
  } else if (resign) {
    // What the click would record: "黑方勝 — 認輸" for the side that resigns.
    const xq::Color loser = app.person_side().value_or(app.game().side_to_move());
    ImGui::TextColored(ink(ImVec4(0.7f, 0.1f, 0.1f, 1)), "%s",
                       tr_result(loser == xq::Color::Red ? xq::Outcome::BlackWins : xq::Outcome::RedWins,
                                 xq::ResultReason::Resignation)
                           .c_str());
  } else {
    ImGui::TextUnformatted(ct(ConfirmStr::NewGameDetail));
  }
  ImGui::Spacing();
  // Wide enough for a finger (44 CSS px is the usual touch target).
  const float w = ImGui::GetFontSize() * 5;
  const float h = std::max(ImGui::GetFrameHeight(), 44.0f);
  bool close = false;
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding,
                      ImVec2(ImGui::GetStyle().FramePadding.x, (h - ImGui::GetFontSize()) / 2));
  if (panel_button(app, "confirm_yes", ct(ConfirmStr::Yes), w)) {
    close = true;
    if (resign)
      app.resign();
    else if (record)
      app.continue_record();
    else
      open_new_game_dialog(app.settings().setup);
  }
  ImGui::SameLine();
  if (panel_button(app, "confirm_no", ct(ConfirmStr::No), w)) close = true;
  ImGui::PopStyleVar();
  if (close) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
  return true;
}

}  // namespace xqweb
