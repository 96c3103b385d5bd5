// Record view: what the panel and the embed page show of an imported record (issue #11
// item 4, #13 item 1): its header (players, event, date, recorded result) and the
// arbiter notes at the plies where our arbiter would have ended a live game
// (「此處三次重複：不變作和」), in the three UI languages.
#pragma once

#include <string>

#include "core/game.h"

namespace xqweb {

class App;

// A note in the current language, e.g. "此處三次重複（長將）：紅方不變判負".
std::string note_text(const xq::ArbiterNote& note, const xq::Game& game);
// The record's header in the current language: "紅方 呂欽 對 黑方 李來群", then
// "event · date · site", then the recorded result; "" when the game has none of them.
std::string record_header(const App& app);
// A short form for the embed caption: "呂欽 對 李來群 · 紅勝" ("" without players/result).
std::string record_caption(const App& app);
// The header, drawn wrapped at the top of the move list (widget "record_header").
void draw_record_header(App& app);

}  // namespace xqweb
