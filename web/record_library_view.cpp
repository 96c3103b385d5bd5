// The open record library: see record_library_view.h.
#include "record_library_view.h"

#include <algorithm>
#include <vector>

#include "app.h"
#include "core/notation/record_library.h"
#include "i18n_share.h"
#include "import_export.h"
#include "json.h"

namespace xqweb {
namespace {

// The file's bytes stay with the page: a game is read in full only when it is opened
// (record_library.h keeps no trees), so a collection of thousands of games stays small.
struct OpenLibrary {
  std::string bytes;
  xq::notation::RecordLibrary list;
  std::size_t current = 0;
};
OpenLibrary g_library;

std::string lower_ascii(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

bool standard_variant(const xq::notation::LibraryEntry& e) {
  const std::string v = lower_ascii(e.tag("Variant"));
  return v.empty() || v == "xiangqi" || v == "chinese chess" || v == "standard";
}

// The words of a query (split on spaces), lower-cased.
std::vector<std::string> words_of(std::string_view query) {
  std::vector<std::string> out;
  std::string w;
  for (char c : lower_ascii(query)) {
    if (c == ' ' || c == '\t') {
      if (!w.empty()) out.push_back(w), w.clear();
    } else {
      w += c;
    }
  }
  if (!w.empty()) out.push_back(w);
  return out;
}

}  // namespace

bool library_import(App& app, std::string_view bytes) {
  if (xq::notation::count_record_games(bytes) < 2) return false;
  xq::notation::RecordLibrary list = xq::notation::read_record_library(bytes);
  if (list.games.size() < 2 || !std::all_of(list.games.begin(), list.games.end(), standard_variant)) return false;
  g_library.bytes.assign(bytes);
  g_library.list = std::move(list);
  std::size_t first = 0;
  while (first + 1 < g_library.list.games.size() && !g_library.list.games[first].loaded) ++first;
  open_library_game(app, first);
  // The library is open even when its first game does not load: the list still shows.
  return true;
}

bool open_library_game(App& app, std::size_t index) {
  if (index >= g_library.list.games.size()) {
    app.show_message(std::string(tr(SStr::ImportFailed)) + ": no game " + std::to_string(index + 1) + " in the library",
                     true);
    return false;
  }
  g_library.current = index;
  return load_record(app, xq::notation::read_library_game(g_library.bytes, index), {});
}

OpenLibrarySummary open_library_summary() {
  OpenLibrarySummary s;
  if (g_library.list.games.empty()) return s;
  s.bytes = &g_library.bytes;
  s.games = g_library.list.games.size();
  s.format = xq::notation::record_format_name(g_library.list.format);
  for (const xq::notation::LibraryEntry& e : g_library.list.games)
    if (s.title.empty()) s.title = e.tag("Event");
  if (s.title.empty()) s.title = s.format;
  return s;
}

std::string library_json(std::string_view query) {
  const std::vector<std::string> words = words_of(query);
  Json j;
  j.begin_object();
  j.key("count").num(static_cast<double>(g_library.list.games.size()));
  j.key("format").str(g_library.list.games.empty() ? "" : xq::notation::record_format_name(g_library.list.format));
  j.key("encoding").str(g_library.list.encoding);
  j.key("current").num(static_cast<double>(g_library.current));
  std::size_t matches = 0;
  j.key("games").begin_array();
  for (const xq::notation::LibraryEntry& e : g_library.list.games) {
    const std::string red = e.tag("Red"), black = e.tag("Black"), event = e.tag("Event"), date = e.tag("Date"),
                      result = e.tag("Result"), opening = e.opening();
    const std::string hay = lower_ascii(red + " " + black + " " + event + " " + date + " " + result + " " + opening);
    bool all = true;
    for (const std::string& w : words) all = all && hay.find(w) != std::string::npos;
    if (!all) continue;
    if (++matches > kMaxListed) continue;
    j.begin_object();
    j.key("i").num(static_cast<double>(e.index));
    j.key("red").str(red);
    j.key("black").str(black);
    j.key("event").str(event);
    j.key("date").str(date);
    j.key("result").str(result);
    j.key("opening").str(opening);
    j.key("moves").num(static_cast<double>(e.moves));
    j.key("problem").str(e.problem);
    j.end_object();
  }
  j.end_array();
  j.key("matches").num(static_cast<double>(matches));
  j.key("shown").num(static_cast<double>(std::min(matches, kMaxListed)));
  j.end_object();
  return j.take();
}

}  // namespace xqweb
