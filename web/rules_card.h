// Rules cards on the page: the card of a variant or add-on (xq::RulesCard, data from the
// core: core/variants/*.ini and catalog.txt) in the page's language, drawn as a wrapped
// block; the Rules dialog that shows the card of the game being played (its variant and
// every add-on in force), opened from the panel's Rules button.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "core/game.h"

namespace xqweb {

class App;

// The card's text in the page's language ("" when there is none).
const std::string& card_text(const xq::RulesCard& card);
// The seed's name in the page's language.
const std::string& seed_name(const xq::SeedChoice& seed);
// What a variant without a card shows instead.
const char* no_card_text();
// Draws a card's text wrapped `wrap` pixels wide, under a coloured title line ("" = none).
void draw_card(const std::string& title, const std::string& text, float wrap);

// The current game's cards as shown by the Rules dialog: (title, text) pairs, the
// variant's first, then each add-on in force (the variant's own and the game's).
std::vector<std::pair<std::string, std::string>> game_cards(const App& app);

// The Rules dialog: opened on the next frame; drawn when open (true while open).
void open_rules_dialog();
bool rules_dialog(App& app);

}  // namespace xqweb
