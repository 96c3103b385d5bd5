// The panel's two sheets (issue #19 item 1, "a calmer layout"). The panel itself shows what
// a player needs while playing: the status, the clocks, the game actions, the move list.
// Everything else lives in two sheets that open over the lower part of the panel from two
// labelled buttons (a drawn icon and a word): **Settings** (notation, language, board
// theme, piece style, sound, opponent and level, the clock) and **More** (the rarer
// actions: rules card, set up, links, FEN, import, export, embed, saved games, 限着,
// catalogue, about). A sheet closes with its ✕ button, Esc, or a click or tap outside it
// (that click then does what it does there: a move on the board still plays); More closes
// after its action. The board is never covered.
//
// The state dump names, for every widget that lives in a sheet, which sheet holds it
// ("widget_sheet"), also while the sheet is closed: the closed sheets are drawn off screen
// with input off, so that list is always exactly what the sheet would show now.
#pragma once

#include "imgui.h"

namespace xqweb {

class App;

enum class Sheet { None, Settings, More };

Sheet open_sheet();
void set_open_sheet(Sheet s);
const char* sheet_name(Sheet s);       // "settings", "more"; "" for None
const char* sheet_opener_id(Sheet s);  // "open_settings", "open_more"

// The row of the two opener buttons (the panel's width `avail`).
void sheet_openers(App& app, float avail);

// The open sheet over the panel [min, max] from height `top` down, then the closed ones
// off screen (for the state dump); call after the panel's window has ended.
void draw_sheets(App& app, ImVec2 min, ImVec2 max, float top);

// The level slider is being dragged: the sheet must not scroll with it.
bool level_slider_active();

// The load-FEN dialog was asked for from More (the panel's window opens it, so that the
// popup's id is the one its dialog begins with).
bool take_load_fen_request();

}  // namespace xqweb
