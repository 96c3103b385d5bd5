// 限着 in the panel: who may call it and what the status line says. Seed 002: 「由一方運動員
// 提出要求」: either player may ask; here the side to move in hot seat (the one whose turn it
// is has the board), or the person against the computer (at any turn: the request is made
// to the arbiter, not played). The count runs in 回合 from the ply of the call; when it
// runs out the core ends the game as a draw (ResultReason::MoveLimit). Strings in 繁/简/English.
#include "move_limit_view.h"

#include <cstdio>
#include <optional>

#include "app.h"
#include "i18n.h"
#include "imgui.h"
#include "panels.h"
#include "style.h"

namespace xqweb {
namespace {

enum class LimitStr { Call, Called, Left, RedCalled, BlackCalled, Count };

// Rows: 繁體, 简体, English. Left: "%d of %d" are the 回合 left and the limit.
constexpr Words kLimitStrings[static_cast<int>(LimitStr::Count)] = {
    {{"提出限着 (%d 回合)", "提出限着 (%d 回合)", "Call 限着 (%d moves)"}},
    {{"限着已提出", "限着已提出", "限着 called"}},
    {{"限着：剩 %d／%d 回合", "限着：剩 %d／%d 回合", "限着: %d of %d 回合 left"}},
    {{"紅方提出限着 %d 回合", "红方提出限着 %d 回合", "Red called 限着: %d moves"}},
    {{"黑方提出限着 %d 回合", "黑方提出限着 %d 回合", "Black called 限着: %d moves"}},
};

const char* lt(LimitStr s) {
  return tr(kLimitStrings[static_cast<int>(s)]);
}

std::string format(const char* pattern, int a, int b = 0) {
  char buf[128];
  std::snprintf(buf, sizeof buf, pattern, a, b);
  return buf;
}

// Who may call now (nullopt: nobody).
std::optional<xq::Color> caller(const Session& app) {
  if (app.over() || app.game().move_limit() || app.view_ply() >= 0) return std::nullopt;
  if (app.settings().opponent == Opponent::ComputerBoth) return std::nullopt;
  if (const std::optional<xq::Color> person = app.person_side()) return person;
  return app.game().side_to_move();
}

}  // namespace

bool Session::call_move_limit() {
  const std::optional<xq::Color> by = caller(*this);
  if (!by) return false;
  const std::string why = game_.call_move_limit(*by);
  if (!why.empty()) {
    show_message(why, true);
    return false;
  }
  show_message(format(lt(*by == xq::Color::Red ? LimitStr::RedCalled : LimitStr::BlackCalled),
                      xq::kDefaultMoveLimitMoves),
               false);
  changed();
  return true;
}

std::string move_limit_text(const App& app) {
  const std::optional<xq::MoveLimitCall> call = app.shown().move_limit();
  if (!call) return {};
  return format(lt(LimitStr::Left), xq::move_limit_moves_left(*call, app.shown().ply()), call->moves);
}

void move_limit_status(const App& app) {
  if (app.over()) return;
  const std::string text = move_limit_text(app);
  if (text.empty()) return;
  ImGui::SameLine();  // the status area's first line: its height never changes
  ImGui::TextColored(ink(ImVec4(0.45f, 0.25f, 0.0f, 1)), "%s", text.c_str());
}

bool move_limit_button(App& app, float width) {
  const bool called = app.game().move_limit().has_value();
  const std::string label =
      called ? std::string(lt(LimitStr::Called)) : format(lt(LimitStr::Call), xq::kDefaultMoveLimitMoves);
  if (!panel_button(app, "call_limit", label.c_str(), width, caller(app.session()).has_value())) return false;
  app.call_move_limit();
  return true;
}

}  // namespace xqweb
