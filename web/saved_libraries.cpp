// Kept record libraries; see saved_libraries.h. Storage: "xiangqi.libraries.v1" holds one
// line per library (id, date, games, format, bytes, title; tab-separated, newest first);
// "xiangqi.library.<id>" holds the file as base64. Deleting empties both.
#include "saved_libraries.h"

#include <cstdio>
#include <cstdlib>
#include <optional>
#include <sstream>

#include "app.h"
#include "base64.h"
#include "browser.h"
#include "browser_io.h"
#include "i18n_share.h"
#include "imgui.h"
#include "record_library_view.h"

namespace xqweb {
namespace {

constexpr const char* kIndexKey = "xiangqi.libraries.v1";
constexpr std::size_t kMaxLibraries = 20;

std::string data_key(const std::string& id) { return "xiangqi.library." + id; }

void store_index(const std::vector<SavedLibrary>& libs) {
  std::string text;
  for (const SavedLibrary& l : libs) {
    std::string title = l.title;
    for (char& c : title)
      if (c == '\t' || c == '\n' || c == '\r') c = ' ';
    text += l.id + "\t" + l.date + "\t" + std::to_string(l.games) + "\t" + l.format + "\t" + std::to_string(l.bytes) +
            "\t" + title + "\n";
  }
  browser::storage_set(kIndexKey, text);
}

// "1.2 MB" / "850 KB"
std::string size_text(std::size_t bytes) {
  char buf[32];
  if (bytes >= 1'000'000)
    std::snprintf(buf, sizeof buf, "%.1f MB", static_cast<double>(bytes) / 1e6);
  else
    std::snprintf(buf, sizeof buf, "%zu KB", (bytes + 999) / 1000);
  return buf;
}

}  // namespace

std::vector<SavedLibrary> saved_libraries_load() {
  std::vector<SavedLibrary> out;
  std::istringstream in(browser::storage_get(kIndexKey));
  std::string line;
  while (std::getline(in, line) && out.size() < kMaxLibraries) {
    std::vector<std::string> f;
    std::size_t a = 0;
    while (f.size() < 6) {
      const std::size_t t = line.find('\t', a);
      f.push_back(line.substr(a, t == std::string::npos ? std::string::npos : t - a));
      if (t == std::string::npos) break;
      a = t + 1;
    }
    if (f.size() < 6 || f[0].empty()) continue;  // a damaged line is skipped
    out.push_back({f[0], f[1], f[5], f[3], std::atoi(f[2].c_str()),
                   static_cast<std::size_t>(std::strtoull(f[4].c_str(), nullptr, 10))});
  }
  return out;
}

bool keep_open_library(App& app) {
  const OpenLibrarySummary open = open_library_summary();
  if (!open.bytes) return false;
  if (open.bytes->size() > kMaxLibraryBytes) {
    char msg[256];
    std::snprintf(msg, sizeof msg, tr(SStr::LibraryTooBig), size_text(open.bytes->size()).c_str(),
                  size_text(kMaxLibraryBytes).c_str());
    app.show_message(msg, true);
    return false;
  }
  const std::string text = base64_encode(*open.bytes);
  std::vector<SavedLibrary> libs = saved_libraries_load();
  // The same file kept again replaces its older copy (same size and the same bytes).
  for (std::size_t i = 0; i < libs.size(); ++i)
    if (libs[i].bytes == open.bytes->size() && browser::storage_get(data_key(libs[i].id).c_str()) == text) {
      browser::storage_set(data_key(libs[i].id).c_str(), "");
      libs.erase(libs.begin() + static_cast<std::ptrdiff_t>(i));
      break;
    }
  char id[32];
  std::snprintf(id, sizeof id, "%.0f", browser_io::epoch_ms());
  const std::string key = data_key(id);
  browser::storage_set(key.c_str(), text);
  // localStorage refuses a write over its quota (the bridge swallows the exception):
  // read it back, and undo a partial state rather than list a library that is not there.
  if (browser::storage_get(key.c_str()).size() != text.size()) {
    browser::storage_set(key.c_str(), "");
    app.show_message(tr(SStr::LibraryStorageFull), true);
    return false;
  }
  libs.insert(libs.begin(), {id, browser_io::today(), open.title, open.format, static_cast<int>(open.games),
                             open.bytes->size()});
  while (libs.size() > kMaxLibraries) {
    browser::storage_set(data_key(libs.back().id).c_str(), "");
    libs.pop_back();
  }
  store_index(libs);
  app.show_note(tr(SStr::LibraryKept));
  return true;
}

bool open_saved_library(App& app, const std::string& id) {
  const std::optional<std::string> bytes = base64_decode(browser::storage_get(data_key(id).c_str()));
  if (!bytes || bytes->empty() || !library_import(app, *bytes)) {
    app.show_message(tr(SStr::LibraryGone), true);
    return false;
  }
  return true;
}

void delete_saved_library(const std::string& id) {
  std::vector<SavedLibrary> libs = saved_libraries_load();
  std::erase_if(libs, [&](const SavedLibrary& l) { return l.id == id; });
  browser::storage_set(data_key(id).c_str(), "");
  store_index(libs);
}

void saved_libraries_rows(App& app) {
  const std::vector<SavedLibrary> libs = saved_libraries_load();
  if (libs.empty()) return;
  ImGui::Spacing();
  ImGui::TextDisabled("%s", tr(SStr::SavedLibraries));
  ImGui::Separator();
  std::string remove;
  for (std::size_t i = 0; i < libs.size(); ++i) {
    const SavedLibrary& l = libs[i];
    char games[64];
    std::snprintf(games, sizeof games, tr(SStr::LibraryTitle), l.games);
    const std::string row = l.date + "  " + l.title + "  " + games + "  (" + l.format + ", " + size_text(l.bytes) + ")";
    ImGui::TextWrapped("%s", row.c_str());
    const std::string n = std::to_string(i);
    app.note_widget(("library_row_" + n).c_str());
    ImGui::PushID(("lib" + n).c_str());
    if (ImGui::SmallButton(tr(SStr::OpenLibrary))) {
      if (open_saved_library(app, l.id)) browser_io::open_io_dialog("library");
      ImGui::CloseCurrentPopup();
    }
    app.note_widget(("library_open_" + n).c_str());
    ImGui::SameLine();
    if (ImGui::SmallButton(tr(SStr::Delete))) remove = l.id;
    app.note_widget(("library_delete_" + n).c_str());
    ImGui::PopID();
    ImGui::Separator();
  }
  if (!remove.empty()) delete_saved_library(remove);
}

}  // namespace xqweb
