// Import / export: see import_export.h. The dialogs themselves are HTML (shell/io.js)
// because a real <textarea> pastes from the system clipboard and takes any script or IME,
// which an ImGui text box in a canvas cannot; they call the exports in web/bridge.cpp,
// which call the functions below.
#include "import_export.h"

#include <cstdint>
#include <cstdio>

#include "app.h"
#include "base64.h"
#include "browser.h"
#include "browser_io.h"
#include "escape.h"
#include "core/notation/dhtmlxq_tree.h"
#include "core/notation/import.h"
#include "core/notation/pgn_tree.h"
#include "core/notation/record_file.h"
#include "core/notation/text_encoding.h"
#include "core/notation/xqf_write.h"
#include "core/share/link.h"
#include "game_list.h"
#include "i18n_share.h"
#include "json.h"
#include "record_library_view.h"
#include "tree_text.h"

namespace xqweb {
namespace {

int g_png_frames = 0;  // frames still to draw before the PNG is taken (0 = none pending)
bool button(App& app, const char* id, const char* label, float width) {
  ImGui::PushID(id);
  const bool pressed = ImGui::Button(label, ImVec2(width, 0));
  app.note_widget(id);
  ImGui::PopID();
  return pressed;
}

// Tags for an export: the event, date and players (an imported game's own, else ours),
// the imported game's other tags (Site, Round, …), plus the variant for non-standard boards.
std::vector<xq::notation::PgnTag> export_tags(const App& app) {
  std::vector<xq::notation::PgnTag> tags = {{"Event", "Xiangqi"}, {"Date", browser_io::today()}};
  tags.push_back({"Red", tr(Str::Red)});
  tags.push_back({"Black", tr(Str::Black)});
  for (const xq::notation::PgnTag& t : app.game_tags()) {
    bool replaced = false;
    for (xq::notation::PgnTag& own : tags)
      if (own.name == t.name) own.value = t.value, replaced = true;
    if (!replaced) tags.push_back(t);
  }
  if (app.game().variant() != xq::Game::kStandardVariant) tags.push_back({"Variant", app.game().variant()});
  return tags;
}

}  // namespace

std::string embed_code(const App& app) {
  std::string frag = app.link_fragment();
  const std::string src = browser_io::page_dir() + "embed.html#" + frag + "&mode=view";
  return "<iframe src=\"" + html_escape(src) +
         "\" width=\"400\" height=\"500\" style=\"border:0;max-width:100%\" sandbox=\"allow-scripts allow-same-origin allow-popups\""
         " title=\"Xiangqi\"></iframe>";
}

bool draw_share_buttons(App& app, float avail) {
  const float w = (avail - ImGui::GetStyle().ItemSpacing.x * 3) / 4;
  bool any = false;
  if (button(app, "import", tr(SStr::Import), w)) browser_io::open_io_dialog("import"), any = true;
  ImGui::SameLine();
  if (button(app, "export", tr(SStr::Export), w)) browser_io::open_io_dialog("export"), any = true;
  ImGui::SameLine();
  if (button(app, "copy_embed", tr(SStr::CopyEmbed), w)) {
    browser::clipboard_write(embed_code(app));
    app.show_note(tr(SStr::EmbedCopied));
    any = true;
  }
  ImGui::SameLine();
  if (button(app, "games", tr(SStr::Games), w)) game_list_open(), any = true;
  return any;
}

bool export_busy() {
  return g_png_frames > 0;
}

void export_after_render(App& app) {
  if (g_png_frames <= 0 || --g_png_frames > 0) return;
  const BoardLayout& b = app.board();
  const std::string name = "xiangqi-" + browser_io::today() + "-ply" + std::to_string(app.shown().ply()) + ".png";
  browser_io::download_canvas_png(name, b.frame_min.x, b.frame_min.y, b.frame_max.x - b.frame_min.x,
                                  b.frame_max.y - b.frame_min.y);
}

void App::after_render() {
  export_after_render(*this);
}

namespace {

// The game at the end of `tree`'s main line, the whole tree kept (issue #17): in record
// mode, as import_game's games are.
xq::Game game_of_tree(xq::Game g, const xq::record::GameTree& tree) {
  g.load_tree(tree);
  int end = xq::record::GameTree::kRoot;
  while (!g.tree().node(end).children.empty()) end = g.tree().node(end).children.front();
  g.go_to(end);
  return g;
}

// "; the game in progress was kept…" after an import's own message, when it replaced one.
std::string kept_suffix(App& app) {
  const std::string kept = app.kept_note();
  return kept.empty() ? kept : "; " + kept;
}

}  // namespace

bool import_text(App& app, std::string_view text) {
  // A file of several games (a multi-game PGN, a 象棋橋 CBL) opens as a library: listed,
  // its first game on the board (web/record_library_view.h).
  if (library_import(app, text)) return true;
  const xq::notation::ImportedGame g = xq::notation::import_game(text);
  // The same bytes as a record tree (PGN with RAV and comments, DhtmlXQ routes, XQF):
  // its variations, comments and marks, and a broken record's legal part.
  const bool binary = text.size() >= 2 && text[0] == 'X' && text[1] == 'Q';
  xq::notation::RecordFile rf;
  if (binary || g.format == xq::notation::ImportFormat::Pgn || g.format == xq::notation::ImportFormat::DhtmlXQ || !g.ok())
    rf = xq::notation::read_record_file(text);
  if (g.ok() && !binary) {
    xq::Game game = g.to_game();
    // When the tree was read on the same board (a PGN tree on its Variant tag's board; the
    // other formats know the standard one only) and its main line is the game import_game
    // read (else that game stands as it is).
    const xq::GameOrError board = rf.loaded ? xq::notation::record_board(rf) : xq::GameOrError{};
    if (board.game && game.variant() == board.game->variant() && game.variant_text() == board.game->variant_text() &&
        game.options().addons == board.game->options().addons && rf.tree.main_line() == g.moves &&
        tree_has_extras(rf.tree))
      game = game_of_tree(std::move(game), rf.tree);
    app.set_game(std::move(game));
    app.set_game_tags(g.tags);
    app.show_message(std::string(tr(SStr::Imported)) + " (" + xq::notation::import_format_name(g.format) + ", " +
                         std::to_string(g.moves.size()) + ")" + kept_suffix(app),
                     false);
    return true;
  }
  return load_record(app, rf, g.ok() || binary ? std::string() : g.error);
}

bool load_record(App& app, const xq::notation::RecordFile& rf, const std::string& first_problem) {
  if (!rf.loaded) {
    app.show_message(std::string(tr(SStr::ImportFailed)) + ": " +
                         (!first_problem.empty() ? first_problem : rf.warnings.empty() ? "" : rf.warnings.front()),
                     true);
    return false;
  }
  // On the board the tree was read on (a PGN's Variant and Addons tags').
  xq::GameOrError made = xq::notation::record_board(rf);
  if (!made.game) {
    app.show_message(std::string(tr(SStr::ImportFailed)) + ": " + made.error, true);
    return false;
  }
  made.game->set_record(true);
  xq::Game game = game_of_tree(std::move(*made.game), rf.tree);
  game.set_recorded_outcome(xq::notation::outcome_of_token(rf.result));
  const std::size_t moves = game.ply();
  app.set_game(std::move(game));
  app.set_game_tags(rf.tags);
  // A broken record: what loaded stays, and the message says where it stopped and why.
  std::string msg = std::string(tr(SStr::Imported)) + " (" + xq::notation::record_format_name(rf.format) + ", " +
                    std::to_string(moves) + ")" + kept_suffix(app);
  // import_game's sentence for the main line's stop first (it names the line of the text),
  // then the tree reader's; the first two only: the status area has a few lines.
  std::vector<std::string> why = rf.warnings;
  if (!first_problem.empty()) why.insert(why.begin(), first_problem);
  for (std::size_t k = 0; k < why.size() && k < 2; ++k) msg += "\n" + why[k];
  if (why.size() > 2) msg += "\n(+" + std::to_string(why.size() - 2) + ")";
  app.show_message(msg, !why.empty());
  // The move list has room for every one; the tree reader's already name each stop.
  app.session().set_record_warnings(rf.warnings.empty() ? why : rf.warnings);
  return true;
}

std::string export_text(const App& app, const std::string& format, const std::string& notation) {
  xq::notation::Notation n = app.settings().notation;
  if (n == xq::notation::Notation::Chinese && lang() == Lang::Hans) n = xq::notation::Notation::ChineseSimplified;
  if (!notation.empty()) xq::notation::notation_from_name(notation, n);
  // Face-down pieces: the records as the page's viewer has them (the one it draws for and
  // Copy link writes for): its FEN of the position, no moves, never the arbiter's secret.
  // A game tree with more than the played line (variations, comments, marks, moves to
  // redo) is written whole: as PGN on any board without face-down pieces (its Variant tag
  // names the board), as DhtmlXQ on the standard board only (the format cannot name one).
  const xq::Game& g = app.game();
  const bool more = tree_has_extras(g.tree()) || g.tree().size() - 1 != static_cast<std::size_t>(g.ply());
  if (more && format == "dhtmlxq" && tree_writable_standard(g))
    return xq::notation::write_dhtmlxq_tree(export_tags(app), g.tree());
  if (more && format == "pgn" && tree_writable(g)) {
    // The same tags as the one-line export (Termination for a loss on time, the draw
    // limits, the Variant): a clock game's tree (its [%clk]s) is written by the tree writer.
    std::string result;
    const std::vector<xq::notation::PgnTag> tags = xq::notation::export_pgn_tags(g, export_tags(app), result);
    return xq::notation::write_pgn_tree(tags, g.tree(), n, result, &g);
  }
  if (format == "pgn") return xq::notation::export_pgn_for_viewer(app.game(), app.viewer(), n, export_tags(app));
  if (format == "dhtmlxq") return xq::notation::export_dhtmlxq_for_viewer(app.game(), app.viewer(), export_tags(app));
  if (format == "fen")  // face-down pieces: the viewer's FEN
    return app.shown().has_secrets() ? app.shown().view_fen(app.viewer()) : xq::notation::export_fen(app.shown());
  return "";
}

std::string decode_text_json(std::string_view bytes, std::string_view encoding) {
  using xq::notation::TextEncoding;
  const xq::notation::DecodedText d =
      encoding == "utf-8"  ? xq::notation::decode_text_as(bytes, TextEncoding::Utf8)
      : encoding == "gbk"  ? xq::notation::decode_text_as(bytes, TextEncoding::Gbk)
      : encoding == "big5" ? xq::notation::decode_text_as(bytes, TextEncoding::Big5)
                           : xq::notation::decode_text(bytes);
  Json j;
  j.begin_object();
  j.key("text").str(d.text);
  j.key("encoding").str(d.encoding);
  j.key("unsure").boolean(d.unsure);
  j.key("alternative").str(d.alternative ? d.alternative : "");
  j.key("replaced").num(static_cast<double>(d.replaced));
  j.end_object();
  return j.take();
}

std::string export_xqf_json(const App& app) {
  const xq::Game& g = app.game();
  Json j;
  j.begin_object();
  // XQF describes standard xiangqi only (one header slot per standard piece); a variant,
  // an add-on or face-down pieces get the reason instead of a file that lies.
  xq::notation::XqfWrite w;
  if (!tree_writable_standard(g)) {
    w.error = "XQF records standard xiangqi without add-ons only; use PGN or DhtmlXQ for this game";
  } else {
    std::vector<xq::notation::PgnTag> tags = export_tags(app);
    tags.push_back({"Result", xq::notation::result_token(g)});
    w = xq::notation::write_xqf(tags, g.tree());
  }
  j.key("ok").boolean(w.ok());
  if (w.ok()) {
    char text[200];
    std::snprintf(text, sizeof text, tr(SStr::XqfReady), static_cast<int>(w.bytes.size()));
    std::string shown = text;
    for (const std::string& warning : w.warnings) shown += "\n" + warning;
    j.key("text").str(shown);
    j.key("base64").str(base64_encode(w.bytes));
  } else {
    j.key("text").str(std::string(tr(SStr::XqfCannot)) + w.error);
  }
  j.end_object();
  return j.take();
}

void request_png_export() {
  g_png_frames = 3;
}

std::string io_strings_json() {
  Json j;
  j.begin_object();
  const struct {
    const char* key;
    SStr s;
  } rows[] = {{"importTitle", SStr::ImportTitle}, {"importHint", SStr::ImportHint}, {"openFile", SStr::OpenFile},
              {"import", SStr::Import},           {"exportTitle", SStr::ExportTitle}, {"pgn", SStr::ExportPgn},
              {"dhtmlxq", SStr::ExportDhtmlxq},   {"fen", SStr::ExportFen},         {"png", SStr::ExportPng},
              {"xqf", SStr::ExportXqf},           {"library", SStr::LibraryTitle},  {"librarySearch", SStr::LibrarySearch},
              {"libraryMore", SStr::LibraryMore}, {"libraryOpen", SStr::LibraryOpen},
              {"libraryKeep", SStr::LibraryKeep},
              {"movesCount", SStr::MovesCount},   {"encoding", SStr::Encoding},     {"encodingUnsure", SStr::EncodingUnsure},
              {"copy", SStr::Copy},               {"download", SStr::Download},     {"copied", SStr::Copied}};
  for (const auto& r : rows) j.key(r.key).str(tr(r.s));
  j.key("close").str(tr(Str::Close));
  j.key("cancel").str(tr(Str::Cancel));
  j.key("lang").str(lang_code(lang()));
  j.end_object();
  return j.take();
}

}  // namespace xqweb
