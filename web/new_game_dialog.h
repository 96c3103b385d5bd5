// The New Game dialog: base variant (xq::list_variants()), add-on toggles
// (xq::list_addons(), names in 繁/简/English), the 棋例 rule set, Start/Cancel.
// Every change of the draft asks the core whether that combination can be built
// (Game::create); its error text (e.g. 龍戰士 with 王者士) is shown under the toggles and
// Start stays disabled until the draft is valid.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "game_setup.h"

namespace xqweb {

class App;

// Opens the dialog on the next frame, the draft starting from the current setup.
void open_new_game_dialog(const GameSetup& current);
// Draws it when open (inside the panel window, like the other modals). True while open.
bool new_game_dialog(App& app);

// Opens `name` when `open_request` is set (clearing it) and begins it as a centred modal
// without a title bar, as tall as the screen allows and scrolled by swipe on a phone. False
// when it is not open; else end it with ImGui::EndPopup(). (The Rules dialog uses it too.)
bool begin_tall_dialog(const char* name, bool& open_request);
// The dialog's Cancel / Close button (6 em wide, widget `id`): it, or Esc, closes the popup.
void dialog_close_button(App& app, const char* id, const char* label);

// The draft and its verdict, for the state dump while the dialog is open.
const GameSetup& new_game_draft();
const std::string& new_game_error();  // "" = can start
// The rules card it shows (title, text) and its preset groups (seed name, preset ids).
std::pair<std::string, std::string> new_game_card();
std::vector<std::pair<std::string, std::vector<std::string>>> new_game_groups();

// The custom-variant dialog (HTML, its exports in web/bridge.cpp): its labels and the text
// it starts with (the draft's, else a template) as JSON; a variant text checked with the
// draft's add-ons ({"error": the parser's line-numbered messages or "", "id", "name"});
// a game of it started (false: the message holds the error).
std::string custom_variant_strings_json();
std::string check_variant_text_json(std::string_view text);
bool start_custom_variant(App& app, std::string_view text);

// Add-on names in the UI language (繁 from the core; 简 and English from our table).
std::string addon_name(const std::string& id, const std::string& name_hant);

}  // namespace xqweb
