// The saved games list; see game_list.h. Storage: one line per game in localStorage
// "xiangqi.games.v1", fields separated by tabs: date, variant, result, plies, link, and
// (issue #17) the tree with variations and comments when the game has one (older entries
// have five fields; older builds read the first five of newer ones). The link is the
// game's share link, so replaying reuses the link decoder's checks.
#include "game_list.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <sstream>

#include "app.h"
#include "browser.h"
#include "browser_io.h"
#include "core/share/link.h"
#include "i18n_share.h"
#include "saved_libraries.h"
#include "tree_text.h"

namespace xqweb {
namespace {

constexpr const char* kKey = "xiangqi.games.v1";
constexpr std::size_t kMaxGames = 200;
bool g_open = false;
std::vector<std::string> g_rows;  // what the dialog shows, for the state dump

void store(const std::vector<SavedGame>& games) {
  std::string text;
  for (const SavedGame& g : games)
    text += g.date + "\t" + g.variant + "\t" + g.result + "\t" + std::to_string(g.plies) + "\t" + g.link +
            (g.tree.empty() ? "" : "\t" + g.tree) + "\n";
  browser::storage_set(kKey, text);
}

// The variant as players name it, in the UI language (象棋, 河山界, …); a custom
// variant's id as it was saved.
std::string variant_label(const std::string& id) {
  for (const xq::VariantInfo& v : xq::list_variants())
    if (v.id == id) return lang() == Lang::Hant ? v.name_hant : lang() == Lang::Hans ? v.name_hans : v.name_en;
  return id;
}

// "1 move" / "31 moves" / "31 步" (a move = one side's turn, as in the move list).
std::string moves_label(int n) {
  static constexpr Words kOne{{"%d 步", "%d 步", "%d move"}};
  char buf[48];
  std::snprintf(buf, sizeof buf, n == 1 ? tr(kOne) : tr(SStr::MovesCount), n);
  return buf;
}

const char* result_label(const std::string& r) {
  if (r == "1-0") return tr(Str::RedWins);
  if (r == "0-1") return tr(Str::BlackWins);
  if (r == "1/2-1/2") return tr(Str::Draw);
  return tr(SStr::Ongoing);
}

}  // namespace

std::vector<SavedGame> game_list_load() {
  std::vector<SavedGame> out;
  std::istringstream in(browser::storage_get(kKey));
  std::string line;
  while (std::getline(in, line) && out.size() < kMaxGames) {
    std::vector<std::string> f;
    std::size_t a = 0;
    while (f.size() < 6) {
      const std::size_t t = line.find('\t', a);
      f.push_back(line.substr(a, t == std::string::npos ? std::string::npos : t - a));
      if (t == std::string::npos) break;
      a = t + 1;
    }
    if (f.size() < 5 || f[4].rfind("v", 0) != 0) continue;
    out.push_back({f[0], f[1], f[2], std::atoi(f[3].c_str()), f[4], f.size() > 5 ? f[5] : std::string()});
  }
  return out;
}

void game_list_record(const App& app) {
  const xq::Game& g = app.game();
  SavedGame s;
  s.date = browser_io::today();
  s.variant = g.variant();
  s.result = app.outcome() == xq::Outcome::RedWins     ? "1-0"
             : app.outcome() == xq::Outcome::BlackWins ? "0-1"
             : app.outcome() == xq::Outcome::Draw      ? "1/2-1/2"
                                                       : "*";
  s.plies = g.ply();
  xq::share::LinkState st = xq::share::link_state_from_game(g);
  st.moves = g.history();  // the game as played (not a redo list left by undo)
  st.ply = -1;
  st.tags = app.link_tags();  // players, event
  s.link = xq::share::encode_link(st);
  s.tree = tree_storage_text(g);
  std::vector<SavedGame> games = game_list_load();
  if (!games.empty() && games.front().link == s.link && games.front().result == s.result) return;  // undo + replay
  games.insert(games.begin(), s);
  if (games.size() > kMaxGames) games.resize(kMaxGames);
  store(games);
}

const std::vector<std::string>& game_list_rows() {
  return g_rows;
}

void game_list_open() {
  g_open = true;
}

void game_list_window(App& app) {
  if (g_open) {
    ImGui::OpenPopup("games_dialog");
    g_open = false;
  }
  const ImVec2 vp = ImGui::GetMainViewport()->Size;
  ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(std::min(vp.x * 0.95f, ImGui::GetFontSize() * 30), std::min(vp.y * 0.8f, ImGui::GetFontSize() * 24)));
  g_rows.clear();
  if (!ImGui::BeginPopupModal("games_dialog", nullptr, ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove)) return;
  app.set_dialog(true, "games");
  ImGui::TextUnformatted(tr(SStr::GamesTitle));
  ImGui::Separator();
  std::vector<SavedGame> games = game_list_load();
  if (games.empty() && saved_libraries_load().empty()) ImGui::TextUnformatted(tr(SStr::NoGames));
  ImGui::BeginChild("games_rows", ImVec2(0, -ImGui::GetFrameHeightWithSpacing() - 4));
  int remove = -1;
  for (std::size_t i = 0; i < games.size(); ++i) {
    const SavedGame& g = games[i];
    g_rows.push_back(g.date + "  " + variant_label(g.variant) + "  " + result_label(g.result) + "  " +
                     moves_label(g.plies));
    ImGui::TextUnformatted(g_rows.back().c_str());
    app.note_widget(("games_row_" + std::to_string(i)).c_str());
    const std::string n = std::to_string(i);
    ImGui::PushID(static_cast<int>(i));
    if (ImGui::SmallButton(tr(SStr::Replay))) {
      xq::share::LinkDecode d = xq::share::decode_link(g.link);
      if (d.game) {
        xq::Game game = std::move(*d.game);
        while (game.redo()) {
        }
        if (!g.tree.empty()) restore_tree_text(game, g.tree);
        // A link carries moves and a loss on time (tf=), not a resignation or agreement:
        // re-apply the recorded result when the moves alone do not end the game.
        if (d.state.time_loser) game.lose_on_time(*d.state.time_loser);
        if (!game.result().over()) {
          if (g.result == "1-0") game.resign(xq::Color::Black);
          else if (g.result == "0-1") game.resign(xq::Color::Red);
          else if (g.result == "1/2-1/2") game.agree_draw();
        }
        app.set_game(std::move(game), 0);
        app.set_link_tags(d.state.tags);
        const std::string kept = app.kept_note();
        if (!kept.empty()) app.show_note(kept);
      }
      if (!d.ok()) app.show_message(std::string(tr(Str::LinkError)) + ": " + d.error, true);
      ImGui::CloseCurrentPopup();
    }
    app.note_widget(("games_replay_" + n).c_str());
    ImGui::SameLine();
    if (ImGui::SmallButton(tr(SStr::Share))) {
      const std::string url = browser::page_base() + "#" + g.link;
      browser::clipboard_write(url);
      app.show_note(tr(Str::LinkCopied));
    }
    app.note_widget(("games_share_" + n).c_str());
    ImGui::SameLine();
    if (ImGui::SmallButton(tr(SStr::Delete))) remove = static_cast<int>(i);
    app.note_widget(("games_delete_" + n).c_str());
    ImGui::PopID();
    ImGui::Separator();
  }
  saved_libraries_rows(app);  // the kept record libraries, under the games
  ImGui::EndChild();
  if (remove >= 0) {
    games.erase(games.begin() + remove);
    store(games);
  }
  ImGui::PushID("games_close");
  if (ImGui::Button(tr(Str::Close)) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false))
    ImGui::CloseCurrentPopup();
  app.note_widget("games_close");
  ImGui::PopID();
  ImGui::EndPopup();
}

}  // namespace xqweb
