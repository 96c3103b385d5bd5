// The look and sound rows of the settings panel; see look_settings.h. Strings are kept
// here in the three UI languages, like the other panels' own words.
#include "look_settings.h"

#include "app.h"
#include "i18n.h"
#include "sound.h"

namespace xqweb {
namespace {

enum class LookStr { Sound, Board, Wood, Paper, Dark, Pieces, Traditional, Simplified, Count };

// Rows: 繁體, 简体, English.
constexpr Words kLookStrings[static_cast<int>(LookStr::Count)] = {
    {{"聲音", "声音", "Sound"}},
    {{"棋盤", "棋盘", "Board"}},
    {{"木紋", "木纹", "Wood"}},
    {{"紙本", "纸本", "Paper"}},
    {{"深色", "深色", "Dark"}},
    {{"棋子", "棋子", "Pieces"}},
    {{"繁體", "繁体", "Traditional"}},
    {{"简体", "简体", "Simplified"}},
};

const char* lt(LookStr s) {
  return tr(kLookStrings[static_cast<int>(s)]);
}

}  // namespace

void look_settings(App& app) {
  using xq::share::PieceStyle;
  using xq::share::Theme;
  const Theme theme = app.settings().theme;
  const PieceStyle pieces = app.settings().pieces;
  ImGui::TextUnformatted(lt(LookStr::Board));
  const struct {
    Theme theme;
    LookStr label;
    const char* id;
  } kThemes[] = {{Theme::Wood, LookStr::Wood, "theme_wood"},
                 {Theme::Paper, LookStr::Paper, "theme_paper"},
                 {Theme::Dark, LookStr::Dark, "theme_dark"}};
  for (const auto& t : kThemes) {
    ImGui::SameLine();
    if (ImGui::RadioButton(lt(t.label), theme == t.theme)) app.set_theme(t.theme);
    app.note_widget(t.id);
  }
  ImGui::TextUnformatted(lt(LookStr::Pieces));
  ImGui::SameLine();
  if (ImGui::RadioButton(lt(LookStr::Traditional), pieces == PieceStyle::Traditional))
    app.set_pieces(PieceStyle::Traditional);
  app.note_widget("pieces_traditional");
  ImGui::SameLine();
  if (ImGui::RadioButton(lt(LookStr::Simplified), pieces == PieceStyle::Simplified))
    app.set_pieces(PieceStyle::Simplified);
  app.note_widget("pieces_simplified");
  // Sound beside the pieces when it fits (a phone's sheet puts it on a line of its own).
  const float sound_w = ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x + ImGui::CalcTextSize(lt(LookStr::Sound)).x;
  if (ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + sound_w <=
      ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x)
    ImGui::SameLine();
  bool on = !sound_muted();
  if (ImGui::Checkbox(lt(LookStr::Sound), &on)) app.set_sound_on(on);
  app.note_widget("sound_toggle");
}

}  // namespace xqweb
