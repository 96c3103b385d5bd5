// Import / export and sharing actions of the full page: the panel's Import…, Export…,
// Copy embed code and Saved games buttons, what the bridge's exports for the HTML dialogs
// (shell/io.js) do (web/bridge.cpp), and the PNG export of the board (read from the WebGL canvas right
// after a frame, since the drawing buffer is not preserved).
#pragma once

#include <string>
#include <string_view>

#include "core/notation/record_file.h"

namespace xqweb {

class App;

// The row of buttons in the panel (called by panels.cpp).
bool draw_share_buttons(App& app, float avail);  // true when one was pressed
// An <iframe> snippet showing the current game in embed.html.
std::string embed_code(const App& app);
// A PNG export is waiting for frames to be drawn (keeps the redraw loop running).
bool export_busy();
// Called after each rendered frame: takes the PNG when one is due.
void export_after_render(App& app);

// Imports pasted text (PGN in any notation, DhtmlXQ, FEN, movetext): true = the game was
// replaced; false = the game is kept and the message names the line and move that failed.
bool import_text(App& app, std::string_view text);
// A record read as a tree (record_file.h) becomes the game on the board, in record mode,
// at the end of its main line; a broken record keeps its legal part and the message names
// where it stopped (`first_problem`, when given, first). False: nothing loaded.
bool load_record(App& app, const xq::notation::RecordFile& rf, const std::string& first_problem);
// The game as text: format "pgn" | "dhtmlxq" | "fen" ("" for another); notation for PGN
// "chinese" | "chinese-simplified" | "wxf" | "iccs" ("" = the panel's choice).
std::string export_text(const App& app, const std::string& format, const std::string& notation);
// A PNG of the board is taken after the next frames (the dialog closes first).
void request_png_export();
// The dialogs' labels in the UI language, and the language code, as a JSON object.
std::string io_strings_json();

// A text file's bytes as UTF-8 for the Import dialog (core/notation/text_encoding.h):
// `encoding` "" detects (UTF-8, else GBK or Big5 by score), "utf-8" | "gbk" | "big5" reads
// as that. JSON {"text", "encoding", "unsure", "alternative", "replaced"}.
std::string decode_text_json(std::string_view bytes, std::string_view encoding);

// The current game's tree as an XQF file (core/notation/xqf_write.h), for the Export
// dialog: {"ok", "text" (what the dialog shows: size and warnings, or why not),
// "base64" (the file's bytes)}.
std::string export_xqf_json(const App& app);

}  // namespace xqweb
