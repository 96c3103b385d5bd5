// App, continued: persistence in localStorage (the session's game and settings, the page's
// own flags) and the JSON state dump for the bridge, read from the session and the page.
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <sstream>

#include "app.h"
#include "arrange_view.h"
#include "board_grid.h"
#include "browser.h"
#include "game_list.h"
#include "analysis.h"
#include "hint.h"
#include "core/notation/iccs.h"
#include "core/notation/import.h"
#include "record_view.h"
#include "json.h"
#include "move_limit_view.h"
#include "new_game_dialog.h"
#include "tree_text.h"
#include "rules_card.h"
#include "panel_keys.h"
#include "redraw.h"
#include "sheets.h"

namespace xqweb {
namespace {

constexpr const char* kStorageKey = "xiangqi.v1";

const char* notation_name(xq::notation::Notation n) {
  switch (n) {
    case xq::notation::Notation::Iccs:
      return "iccs";
    case xq::notation::Notation::Wxf:
      return "wxf";
    case xq::notation::Notation::Chinese:
      return "chinese";
    case xq::notation::Notation::ChineseSimplified:
      return "chinese-simplified";
  }
  return "chinese";
}

// One storage line holds a multi-line value: '\n' -> "\\n", '\\' -> "\\\\".
std::string escape_line(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '\\') out += "\\\\";
    else if (c == '\n') out += "\\n";
    else if (c != '\r') out += c;
  }
  return out;
}

std::string unescape_line(const std::string& s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '\\' && i + 1 < s.size()) {
      out += s[i + 1] == 'n' ? '\n' : s[i + 1];
      ++i;
    } else {
      out += s[i];
    }
  }
  return out;
}

}  // namespace

// ---- persistence: a few key=value lines in localStorage ----

void App::save() {
  if (embed_.on) return;  // the embed page keeps nothing (sandboxed frames have no storage)
  std::ostringstream out;
  const xq::Geometry& geo = game().position().geometry();
  out << "variant=" << game().variant() << "\n";
  // A custom variant is saved as its text (the game replays from it after a reload).
  if (!game().variant_text().empty()) out << "variant_text=" << escape_line(game().variant_text()) << "\n";
  for (const xq::notation::PgnTag& t : game_tags()) out << "tag=" << t.name << "\t" << escape_line(t.value) << "\n";
  out << "addons=" << join_ids(game().options().addons) << "\n";
  out << "rules=" << (game().options().rule_set == xq::RuleSet::Asian ? "asian" : "chinese") << "\n";
  out << "natural_limit=" << game().options().natural_limit_moves << "\n";
  out << "fen=" << game().start_fen() << "\n";
  // A record keeps its moves past our arbiter's rulings: replayed in record mode.
  if (game().is_record()) {
    const xq::Outcome o = game().recorded_outcome();
    out << "record=" << (o == xq::Outcome::RedWins ? "1-0" : o == xq::Outcome::BlackWins ? "0-1" : o == xq::Outcome::Draw ? "1/2-1/2" : "*") << "\n";
  }
  out << "moves=";
  for (size_t i = 0; i < game().history().size(); ++i)
    out << (i ? " " : "") << xq::format_iccs(game().history()[i], geo);
  out << "\n";
  // The whole tree (variations, comments, marks) beside the moves (web/tree_text.h).
  if (const std::string tree = tree_storage_text(game()); !tree.empty()) out << "tree=" << tree << "\n";
  if (const auto& call = game().move_limit_call())
    out << "move_limit=" << (call->by == xq::Color::Red ? "r" : "b") << "," << call->moves << "," << call->ply << "\n";
  const xq::GameResult r = game().result();
  if (r.reason == xq::ResultReason::TimeForfeit)
    out << "result=time:" << (r.outcome == xq::Outcome::RedWins ? "b" : "r") << "\n";
  else if (r.reason == xq::ResultReason::Resignation)
    out << "result=resign:" << (r.outcome == xq::Outcome::RedWins ? "b" : "r") << "\n";
  else if (r.reason == xq::ResultReason::DrawAgreed)
    out << "result=draw\n";
  if (const auto how = session_.branch_remembered())  // "remember my choice" (new variation / replace)
    out << "branch=" << (*how == xq::Branch::NewVariation ? "variation" : "replace") << "\n";
  if (arranging())  // the set-up step of a game with secrets: who lays out now
    out << "arranging=" << (*arranging() == xq::Color::Red ? "red" : "black") << "\n";
  out << "flipped=" << (settings().flipped ? 1 : 0) << "\n";
  out << "notation=" << notation_name(settings().notation) << "\n";
  out << "lang=" << lang_code(settings().lang) << "\n";
  out << "opponent=" << static_cast<int>(settings().opponent) << "\n";
  out << "level=" << settings().level << "\n";
  out << "eval=" << (hint().eval_shown() ? 1 : 0) << "\n";
  out << "sound=" << (sound_muted() ? 0 : 1) << "\n";
  out << "theme=" << xq::share::theme_name(settings().theme) << "\n";
  out << "pieces=" << xq::share::piece_style_name(settings().pieces) << "\n";
  if (first_hint_done_) out << "hint_done=1\n";
  const ClockSettings& c = settings().clock;
  out << "clock=" << int(c.mode) << "," << c.moves1 << "," << c.minutes1 << "," << c.moves2 << ","
      << c.minutes2 << "," << c.per_move_seconds << "," << c.reserve_minutes << "\n";
  if (clock().enabled()) {
    // Each side: time used, period, moves in the period, all moves (ClockSide).
    const double now = browser::now_ms();
    out << "clockstate2=";
    for (xq::Color c : {xq::Color::Red, xq::Color::Black}) {
      const xq::ClockSide s = clock().side_state(c, now);
      out << (c == xq::Color::Red ? "" : ",") << s.used_ms << "," << s.period << "," << s.period_moves << ","
          << s.moves;
    }
    out << "\n";
  }
  browser::storage_set(kStorageKey, out.str());
}

void App::restore() {
  Settings& st = session_.settings();
  const std::string saved = browser::storage_get(kStorageKey);
  if (saved.empty()) return;
  std::istringstream in(saved);
  std::string line, fen, moves, result, clockstate, record, move_limit, tree, arranging;
  std::vector<xq::notation::PgnTag> tags;
  while (std::getline(in, line)) {
    const size_t eq = line.find('=');
    if (eq == std::string::npos) continue;
    const std::string key = line.substr(0, eq), value = line.substr(eq + 1);
    if (key == "variant")
      st.setup.variant = value;
    else if (key == "variant_text")
      st.setup.variant_text = unescape_line(value);
    else if (key == "tag" && value.find('\t') != std::string::npos)
      tags.push_back({value.substr(0, value.find('\t')), unescape_line(value.substr(value.find('\t') + 1))});
    else if (key == "addons")
      st.setup.addons = split_ids(value);
    else if (key == "rules")
      st.setup.rule_set = value == "asian" ? xq::RuleSet::Asian : xq::RuleSet::Chinese;
    else if (key == "natural_limit") {
      const int n = std::atoi(value.c_str());
      if (n >= xq::RuleOptions::kVariantNaturalLimit && n <= 999) st.setup.natural_limit = n;
    } else if (key == "move_limit")
      move_limit = value;
    else if (key == "fen")
      fen = value;
    else if (key == "moves")
      moves = value;
    else if (key == "tree")
      tree = value;
    else if (key == "branch")
      session_.set_branch_remembered(value == "variation" ? xq::Branch::NewVariation : xq::Branch::Replace);
    else if (key == "result")
      result = value;
    else if (key == "arranging")
      arranging = value;
    else if (key == "record")
      record = value;
    else if (key == "flipped")
      st.flipped = value == "1";
    else if (key == "notation") {
      xq::notation::Notation n;
      if (xq::notation::notation_from_name(value, n)) st.notation = n;
    } else if (key == "lang") {
      Lang l;
      if (lang_from_code(value, l)) st.lang = l;
    } else if (key == "clock") {
      ClockSettings c;
      int mode = 0;
      if (std::sscanf(value.c_str(), "%d,%d,%d,%d,%d,%d,%d", &mode, &c.moves1, &c.minutes1, &c.moves2,
                      &c.minutes2, &c.per_move_seconds, &c.reserve_minutes) == 7 &&
          mode >= 0 && mode <= 2) {
        c.mode = static_cast<ClockMode>(mode);
        st.clock = c;
      }
    } else if (key == "opponent") {
      const int o = std::atoi(value.c_str());
      if (o >= 0 && o <= 3) st.opponent = static_cast<Opponent>(o);
    } else if (key == "level") {
      const int lv = std::atoi(value.c_str());
      if (lv >= 1 && lv <= 8) st.level = lv;
    } else if (key == "eval") {
      hint().set_eval_shown(value == "1");
    } else if (key == "sound") {
      set_sound_muted(value == "0");
    } else if (key == "theme") {
      xq::share::theme_from_name(value, st.theme);  // an unknown name keeps the default
    } else if (key == "pieces") {
      xq::share::piece_style_from_name(value, st.pieces);
    } else if (key == "hint_done") {
      first_hint_done_ = value == "1";
    } else if (key == "clockstate2")
      clockstate = value;
  }
  board_.flipped = st.flipped;
  session_.clock().reset(st.clock);
  xq::GameOrError made = create_game(st.setup, fen);
  if (!made.game) {  // a damaged save (or a variant this build lacks): start fresh
    st.setup = GameSetup{};
    return;
  }
  if (!record.empty()) made.game->set_record(true);
  std::istringstream ms(moves);
  std::string tok;
  while (ms >> tok) {
    auto m = xq::parse_iccs(tok, made.game->position().geometry());
    if (!m || !made.game->play(*m).ok()) break;
  }
  xq::Game game = std::move(*made.game);
  if (!tree.empty()) restore_tree_text(game, tree);  // a save without its tree keeps its moves
  game.set_recorded_outcome(xq::notation::outcome_of_token(record));
  char by = 0;
  int limit_moves = 0, limit_ply = 0;
  if (std::sscanf(move_limit.c_str(), "%c,%d,%d", &by, &limit_moves, &limit_ply) == 3 && (by == 'r' || by == 'b'))
    game.restore_move_limit({by == 'r' ? xq::Color::Red : xq::Color::Black, limit_ply, limit_moves});
  if (result == "resign:r")
    game.resign(xq::Color::Red);
  else if (result == "resign:b")
    game.resign(xq::Color::Black);
  else if (result == "draw")
    game.agree_draw();
  else if (result == "time:r")
    game.lose_on_time(xq::Color::Red);
  else if (result == "time:b")
    game.lose_on_time(xq::Color::Black);
  xq::ClockSide red, black;
  if (session_.clock().enabled() &&
      std::sscanf(clockstate.c_str(), "%lf,%d,%d,%d,%lf,%d,%d,%d", &red.used_ms, &red.period, &red.period_moves,
                  &red.moves, &black.used_ms, &black.period, &black.period_moves, &black.moves) == 8)
    session_.clock().restore(red, black);
  session_.restore_game(std::move(game), std::move(tags));
  if (arranging == "red" || arranging == "black")
    session_.resume_arrangement(arranging == "red" ? xq::Color::Red : xq::Color::Black);
}

// ---- the state dump for the bridge ----

std::string App::state_json() {
  const xq::Game& g = shown();
  const xq::Geometry& geo = g.position().geometry();
  Json j;
  j.begin_object();
  // false while the page is still drawing a change: the widget rectangles below are those
  // of the last frame drawn and may not be final yet (redraw.h).
  j.key("settled").boolean(redraw_policy().settled());
  // Face-down pieces: the viewer's FENs ('*' + the placeholder for an unknown identity).
  const bool hidden = game().has_secrets();
  j.key("fen").str(hidden ? g.view_fen(viewer()) : g.fen());
  j.key("game_fen").str(hidden ? game().view_fen(viewer()) : game().fen());
  j.key("side").str(g.side_to_move() == xq::Color::Red ? "red" : "black");
  j.key("ply").num(game().ply());
  j.key("view_ply").num(view_ply());
  j.key("in_check").boolean(g.in_check());
  j.key("over").boolean(over());
  j.key("outcome").str(outcome() == xq::Outcome::RedWins     ? "red"
                       : outcome() == xq::Outcome::BlackWins ? "black"
                       : outcome() == xq::Outcome::Draw      ? "draw"
                                                             : "ongoing");
  j.key("reason").str(reason() == xq::ResultReason::TimeForfeit ? "time" : xq::reason_name(reason()));
  j.key("result_text").str(result_text());
  j.key("record").boolean(game().is_record());
  j.key("record_finished").boolean(game().record_finished());
  j.key("record_header").str(record_header(*this));
  // The arbiter notes as the move list shows them (ply and text in the UI language).
  j.key("notes").begin_array();
  for (const xq::ArbiterNote& n : game().arbiter_notes()) {
    j.begin_object();
    j.key("ply").num(n.ply);
    j.key("text").str(note_text(n, game()));
    j.end_object();
  }
  j.end_array();
  // As the panel: the side to move of the position shown (history included).
  j.key("status").str(over()                               ? result_text()
                      : arrange_status(*this)              ? arrange_status(*this)
                      : g.side_to_move() == xq::Color::Red ? tr(Str::RedToMove)
                                                           : tr(Str::BlackToMove));
  j.key("banner").boolean(banner_visible());
  j.key("message").str(message());
  j.key("message_error").boolean(message_is_error());
  j.key("message_note").boolean(session_.message_is_note());  // a note of the moment (it goes by itself)
  j.key("first_hint").boolean(first_hint_visible());
  j.key("view_text").str(view_text());
  j.key("games_rows").begin_array();
  for (const std::string& row : game_list_rows()) j.str(row);
  j.end_array();
  j.key("draw_offer").str(draw_offer() ? (*draw_offer() == xq::Color::Red ? "red" : "black") : "");
  // 限着 and the natural limit in force (web/move_limit_view.cpp).
  j.key("natural_limit").num(game().natural_limit_moves());
  j.key("move_limit_text").str(move_limit_text(*this));
  if (const auto call = game().move_limit()) {
    j.key("move_limit").begin_object();
    j.key("by").str(call->by == xq::Color::Red ? "red" : "black");
    j.key("moves").num(call->moves);
    j.key("ply").num(call->ply);
    j.key("left").num(xq::move_limit_moves_left(*call, game().ply()));
    j.end_object();
  }
  // The game tree (issue #17): the shown node, its path from the root, how many variations
  // the tree has, the shown move's siblings (1 = no fork), comment and mark.
  {
    const xq::record::GameTree& t = game().tree();
    const int node = session_.shown_node();
    j.key("tree").begin_object();
    j.key("node").num(node);
    j.key("path").begin_array();
    std::vector<int> path;
    for (int n = node; n > 0; n = t.node(n).parent) path.push_back(n);
    for (auto it = path.rbegin(); it != path.rend(); ++it) j.num(*it);
    j.end_array();
    j.key("size").num(static_cast<int>(t.size()));
    j.key("variations").num(static_cast<int>(t.counts().variations));
    j.key("siblings").num(node > 0 ? static_cast<int>(t.node(t.node(node).parent).children.size()) : 1);
    j.key("comment").str(node >= 0 ? t.node(node).comment : "");
    j.key("comment_before").str(node >= 0 ? t.node(node).comment_before : "");
    j.key("clock_ms").num(node > 0 ? static_cast<double>(t.node(node).clock_ms) : -1.0);
    j.key("mark").str(node > 0 ? xq::record::mark_text(t.node(node).mark) : "");
    j.key("branch_pending").boolean(session_.branch_pending());
    j.key("warnings").begin_array();
    for (const std::string& w : session_.record_warnings()) j.str(w);
    j.end_array();
    j.end_object();
  }
  j.key("draw_pending").boolean(draw_answer_pending());
  j.key("dialog").str(dialog_open_ ? dialog_name_ : "");
  // Hot seat with per-side secrets: whom the board is covered for ("" when it is not).
  j.key("cover").str(!cover() ? "" : *cover() == xq::Color::Red ? "red" : "black");
  j.key("arranging").str(!arranging() ? "" : *arranging() == xq::Color::Red ? "red" : "black");
  // The kinds the promotion picker offers (FEN letters, lower case; empty when it is shut).
  j.key("promotion").begin_array();
  for (xq::PieceKind k : promotion_choices()) {
    const char letter[2] = {static_cast<char>(std::tolower(
                                static_cast<unsigned char>(game().piece_letter(xq::Piece(game().side_to_move(), k))))),
                            0};
    j.str(letter);
  }
  j.end_array();
  j.key("variant").str(game().variant());
  j.key("variant_text").str(game().variant_text());
  {
    const xq::VariantInfo vi = game().variant_info();
    j.key("variant_name").str(lang() == Lang::Hant ? vi.name_hant : lang() == Lang::Hans ? vi.name_hans : vi.name_en);
  }
  j.key("tags").begin_object();
  for (const xq::notation::PgnTag& t : game_tags()) j.key(t.name.c_str()).str(t.value);
  j.end_object();
  j.key("addons").begin_array();
  for (const std::string& a : game().options().addons) j.str(a);
  j.end_array();
  j.key("rules").str(game().options().rule_set == xq::RuleSet::Asian ? "asian" : "chinese");
  if (dialog_open_ && std::string(dialog_name_) == "new_game") {
    j.key("new_game").begin_object();
    j.key("variant").str(new_game_draft().variant);
    j.key("variant_text").str(new_game_draft().variant_text);
    j.key("addons").begin_array();
    for (const std::string& a : new_game_draft().addons) j.str(a);
    j.end_array();
    j.key("natural_limit").num(new_game_draft().natural_limit);  // -1 = the variant's
    j.key("error").str(new_game_error());
    const auto [card_title, card] = new_game_card();
    j.key("card_title").str(card_title);
    j.key("card").str(card);
    j.key("groups").begin_array();
    for (const auto& [seed, ids] : new_game_groups()) {
      j.begin_object();
      j.key("seed").str(seed);
      j.key("variants").begin_array();
      for (const std::string& id : ids) j.str(id);
      j.end_array();
      j.end_object();
    }
    j.end_array();
    j.end_object();
  }
  if (dialog_open_ && std::string(dialog_name_) == "rules") {
    j.key("rules_cards").begin_array();
    for (const auto& [title, text] : game_cards(*this)) {
      j.begin_object();
      j.key("title").str(title);
      j.key("text").str(text);
      j.end_object();
    }
    j.end_array();
  }
  j.key("lang").str(lang_code(settings().lang));
  j.key("opponent").str(settings().opponent == Opponent::ComputerBlack ? "computer_black"
                        : settings().opponent == Opponent::ComputerRed ? "computer_red"
                        : settings().opponent == Opponent::ComputerBoth ? "computer_both"
                                                                      : "human");
  j.key("level").num(settings().level);
  j.key("thinking").boolean(thinking());
  j.key("analysis");
  analysis().write_json(j, *this);
  j.key("hint");
  hint().write_json(j, game());
  j.key("link").str(last_link_);
  j.key("embed").boolean(embed_.on);
  // The look and the sound (settings panel; links carry t= and pc=), and the slide of the
  // move just played (false under prefers-reduced-motion).
  j.key("theme").str(xq::share::theme_name(settings().theme));
  j.key("piece_style").str(xq::share::piece_style_name(settings().pieces));
  j.key("piece_faces").str(piece_faces_shown());
  j.key("sound").begin_object();
  j.key("on").boolean(!sound_muted());
  j.key("played").num(sounds_played());
  j.key("last").str(sound_last());
  j.key("last_played").str(sound_last_played());
  j.end_object();
  // The position editor while it is open (null otherwise): the draft, the tool, the
  // verdict (its kind and the sentence shown), the palette as drawn.
  j.key("editor");
  if (!editor_) {
    j.null();
  } else {
    const PositionEditor& e = *editor_;
    j.begin_object();
    j.key("fen").str(e.draft.fen());
    j.key("side").str(e.draft.side_to_move() == xq::Color::Red ? "red" : "black");
    j.key("tool").str(e.remove_tool ? "remove" : e.tool.empty() ? "" : std::string(1, game().piece_letter(e.tool)));
    j.key("selected").str(e.selected == xq::kNoSquare ? "" : xq::format_iccs_square(e.selected, geo));
    j.key("palette_drag").str(e.palette_drag.empty() ? "" : std::string(1, game().piece_letter(e.palette_drag)));
    j.key("ok").boolean(e.problem.kind == xq::FenErrorKind::None);
    j.key("problem_kind").num(static_cast<int>(e.problem.kind));
    j.key("problem_square").str(e.problem.square == xq::kNoSquare ? "" : xq::format_iccs_square(e.problem.square, geo));
    j.key("problem").str(editor_problem_text(*this, e));
    j.key("palette").begin_array();
    for (const xq::Piece p : e.draft.palette())
      j.begin_object()
          .key("code").str(std::string(1, game().piece_letter(p)))
          .key("glyph").str(piece_glyph(game(), p))
          .key("color").str(p.color() == xq::Color::Red ? "red" : "black")
          .end_object();
    j.end_array();
    j.end_object();
  }
  j.key("sliding").boolean(slide_.to != xq::kNoSquare);
  j.key("reduced_motion").boolean(browser::reduced_motion());
  j.key("move_text").str(embed_.on ? embed_caption() : std::string());
  j.key("notation").str(notation_name(settings().notation));
  j.key("flipped").boolean(settings().flipped);
  j.key("selected").str(selected_ == xq::kNoSquare ? "" : xq::format_iccs_square(selected_, geo));
  j.key("cursor").str(cursor_ == xq::kNoSquare || ring_cursor_ >= 0 ? "" : xq::format_iccs_square(cursor_, geo));
  j.key("ring_cursor").num(cursor_ == xq::kNoSquare ? -1 : ring_cursor_);
  j.key("targets").begin_array();
  for (xq::Square t : board_targets()) j.str(xq::format_iccs_square(t, geo));
  j.end_array();
  j.key("history").begin_array();
  for (xq::Move m : game().history()) j.str(xq::format_iccs(m, geo));
  j.end_array();
  j.key("moves").begin_array();
  for (const std::string& t : move_texts()) j.str(t);
  j.end_array();
  // What each move made known, once a game with secrets is over (the review's ［馬］).
  j.key("revealed").begin_array();
  for (const std::string& t : session_.reveal_texts()) j.str(t);
  j.end_array();
  // Each move's number and side as the move list writes them: "1…" = Black's move 1.
  j.key("move_numbers").begin_array();
  for (const xq::notation::MoveNumber& n : move_numbers())
    j.str(std::to_string(n.number) + (n.side == xq::Color::Black ? "…" : ""));
  j.end_array();
  j.key("board").begin_object();
  j.key("cell").num(board_.cell);
  j.key("origin").begin_array().num(board_.origin.x).num(board_.origin.y).end_array();
  j.key("frame")
      .begin_array()
      .num(board_.frame_min.x)
      .num(board_.frame_min.y)
      .num(board_.frame_max.x)
      .num(board_.frame_max.y)
      .end_array();
  j.key("files").num(board_.files).key("ranks").num(board_.ranks).key("wide").boolean(wide_);
  // The ICCS letter of each file (what "sq" and "history" use) and the existing points.
  std::string letters;
  for (int f = 0; f < geo.width; ++f) {
    char l = '?';
    for (int r = 0; r < geo.height && l == '?'; ++r)
      if (geo.on_board(f, r)) l = xq::format_iccs_square(geo.square(f, r), geo)[0];
    letters += l;
  }
  j.key("file_letters").str(letters);
  // The coordinates as drawn (board_grid.h), each side in screen order.
  const BoardLabels labels = board_labels(board_, game().board(), iccs_coordinates());
  j.key("labels").begin_object();
  const std::pair<const char*, const std::vector<BoardLabel>*> sides[] = {
      {"top", &labels.top}, {"bottom", &labels.bottom}, {"left", &labels.left}, {"right", &labels.right}};
  for (const auto& [name, list] : sides) {
    j.key(name).begin_array();
    for (const BoardLabel& l : *list) j.str(l.text);
    j.end_array();
  }
  j.end_object();
  j.key("points").begin_array();
  for (int r = 0; r < geo.height; ++r)
    for (int f = 0; f < geo.width; ++f)
      if (geo.on_board(f, r)) j.str(xq::format_iccs_square(geo.square(f, r), geo));
  j.end_array();
  // The lines the board draws (grid, palace lines, long lines), each as two ICCS points.
  j.key("lines").begin_array();
  for (const xq::BoardSegment& l : game().board().lines)
    j.begin_array()
        .str(xq::format_iccs_square(geo.square(l.a.file, l.a.rank), geo))
        .str(xq::format_iccs_square(geo.square(l.b.file, l.b.rank), geo))
        .end_array();
  j.end_array();
  // The arcs the board draws (雲端's clouds), each as two ICCS points.
  j.key("arcs").begin_array();
  for (const xq::BoardSegment& l : game().board().arcs)
    j.begin_array()
        .str(xq::format_iccs_square(geo.square(l.a.file, l.a.rank), geo))
        .str(xq::format_iccs_square(geo.square(l.b.file, l.b.rank), geo))
        .end_array();
  j.end_array();
  // The arrows the board draws (堅守's re-entry arrows), each as tail and head.
  j.key("arrows").begin_array();
  for (const xq::BoardSegment& l : game().board().arrows)
    j.begin_array()
        .str(xq::format_iccs_square(geo.square(l.a.file, l.a.rank), geo))
        .str(xq::format_iccs_square(geo.square(l.b.file, l.b.rank), geo))
        .end_array();
  j.end_array();
  // The texts the board draws at grid points (堅守's zone names), as point and text.
  j.key("texts").begin_array();
  for (const xq::BoardDescription::Text& t : game().board().texts)
    j.begin_array().str(xq::format_iccs_square(geo.square(t.at.file, t.at.rank), geo)).str(t.text).end_array();
  j.end_array();
  // The points drawn with position marks (the board description's `marks`).
  j.key("marks").begin_array();
  for (const xq::BoardPoint& p : game().board().marks) j.str(xq::format_iccs_square(geo.square(p.file, p.rank), geo));
  j.end_array();
  j.end_object();
  // The pieces as drawn: with a 遁馬 horse move pending, the board after it.
  const xq::Game& drawn = board_game();
  std::vector<xq::PieceView> views;  // face-down pieces as the viewer sees them
  if (drawn.has_hidden_pieces()) views = xq::view_pieces(drawn.view_position(viewer()));
  j.key("pieces").begin_array();
  for (int r = 0; r < geo.height; ++r)
    for (int f = 0; f < geo.width; ++f) {
      const xq::Piece p = drawn.piece_at(f, r);
      if (p.empty()) continue;
      const ImVec2 c = board_.point(f, r);
      const xq::PieceView* v = nullptr;
      for (const xq::PieceView& pv : views)
        if (pv.square == geo.square(f, r) && pv.face_down) v = &pv;
      // A face-down piece: its identity's letter and glyph if the viewer may know it, else
      // the placeholder letter and no glyph (as drawn: its back).
      const char placeholder = xq::placeholder_for(geo.hidden, p.kind());  // p: the face
      const char code[2] = {!v                   ? drawn.piece_letter(p)
                            : v->identity_known ? drawn.piece_letter(v->piece)
                            : p.color() == xq::Color::Red
                                ? static_cast<char>(std::toupper(static_cast<unsigned char>(placeholder)))
                                : placeholder,
                            0};
      j.begin_object();
      j.key("sq").str(xq::format_iccs_square(geo.square(f, r), geo));
      j.key("code").str(code);
      j.key("glyph").str(!v ? piece_glyph(drawn, p) : v->identity_known ? piece_glyph(drawn, v->piece) : "");
      if (v) j.key("face_down").boolean(true);
      if (!v && drawn.board().red_glyph(p)) j.key("ink").str("red");  // X.ink = red (成駒)
      // A multi-point piece (BoardDescription::span): 2 = the anchor whose disc covers its
      // 2×2 block, 0 = a point of that block (no disc of its own).
      if (const int span = drawn.board().span(p); span != 1) j.key("span").num(span);
      j.key("color").str(p.color() == xq::Color::Red ? "red" : "black");
      j.key("x").num(c.x).key("y").num(c.y);
      j.end_object();
    }
  j.end_array();
  // Add-ons: the 解將旗 ring (cells as CSS-px centres, index 0 = Red's start), drops, and
  // a pending double move.
  j.key("ring").begin_object();
  j.key("size").num(g.track_size());
  if (g.track_size() > 0) {
    j.key("flags").begin_array().num(g.track_cell(xq::Color::Red)).num(g.track_cell(xq::Color::Black)).end_array();
    // From the move gesture: the flag picked (to go with a move or along the ring, or
    // to enter the board), the ring cell offered after the flag / after a picked piece.
    j.key("armed").boolean(flag_armed());
    j.key("can_arm").boolean(can_arm_flag());
    j.key("only_target").num(ring_target_after(xq::PickRole::Flag));
    j.key("return_target").num(ring_target_after(xq::PickRole::Piece));  // 宮旗
    j.key("enter_mode").boolean(flag_entering());                        // 宮旗: the flag picked to enter
    j.key("can_enter").boolean(can_enter_flag());
    // The track as data (Geometry::flag_track): frame size, start cells, and per cell its
    // (col, row) in the frame next to its CSS-px centre on screen.
    const xq::Track& track = geo.flag_track;
    j.key("frame").begin_array().num(track.cols).num(track.rows).end_array();
    j.key("start").begin_array().num(track.start[0]).num(track.start[1]).end_array();
    j.key("grid").begin_array();
    for (int i = 0; i < g.track_size(); ++i) j.begin_array().num(track.cell[i].col).num(track.cell[i].row).end_array();
    j.end_array();
    j.key("cells").begin_array();
    for (int i = 0; i < g.track_size(); ++i) {
      const ImVec2 c = ring_cell_centre(board_, i);
      j.begin_array().num(c.x).num(c.y).end_array();
    }
    j.end_array();
  }
  j.end_object();
  j.key("powers").begin_object();
  for (xq::Color c : {xq::Color::Red, xq::Color::Black}) {
    j.key(c == xq::Color::Red ? "red" : "black").begin_array();
    for (const xq::ActivePower& p : g.active_powers(c)) {
      j.begin_object().key("addon").str(p.addon).key("id").str(p.id).key("name").str(p.name_hant);
      j.key("squares").begin_array();
      for (xq::Square s : p.squares) j.str(xq::format_iccs_square(s, geo));
      j.end_array().end_object();
    }
    j.end_array();
  }
  j.end_object();
  j.key("drop_mode").boolean(drop_mode());
  j.key("drops").begin_array();
  for (xq::Square d : drop_points()) j.str(xq::format_iccs_square(d, geo));
  j.end_array();
  // The move "done" would play (a double move's first half, shown played), "" if none.
  const std::optional<xq::Move> done = done_move();
  j.key("double_pending").str(done ? xq::format_iccs(*done, geo) : "");
  j.key("clock").begin_object();
  const double now = browser::now_ms();
  j.key("mode").num(static_cast<int>(settings().clock.mode));
  j.key("running").boolean(clock().running());
  j.key("red_ms").num(clock().remaining(xq::Color::Red, now));
  j.key("black_ms").num(clock().remaining(xq::Color::Black, now));
  j.key("red_to_go").num(clock().moves_to_go(xq::Color::Red, now));
  j.key("black_to_go").num(clock().moves_to_go(xq::Color::Black, now));
  j.end_object();
  // Only what a click can reach now: not a closed sheet's widgets, not the panel's under
  // the open sheet.
  auto reachable = [](const WidgetRect& w) { return !w.hidden && !w.covered; };
  j.key("widgets").begin_object();
  for (const WidgetRect& w : widgets_) {
    if (!reachable(w)) continue;
    j.key(w.id.c_str()).begin_array().num(w.min.x).num(w.min.y).num(w.max.x).num(w.max.y).end_array();
  }
  j.end_object();
  j.key("disabled").begin_array();  // widgets drawn disabled (they cannot act now)
  for (const WidgetRect& w : widgets_)  // a closed sheet's too: they say what it would offer
    if (w.disabled) j.str(w.id);
  j.end_array();
  j.key("clipped").begin_array();  // widgets scrolled out of sight (a scrolling list)
  for (const WidgetRect& w : widgets_)
    if (w.clipped && reachable(w)) j.str(w.id);
  j.end_array();
  // Which sheet holds each of the sheets' widgets (open or not): a test opens it first.
  j.key("widget_sheet").begin_object();
  for (const WidgetRect& w : widgets_)
    if (!w.sheet.empty()) j.key(w.id.c_str()).str(w.sheet);
  j.end_object();
  j.key("sheet").str(sheet_name(open_sheet()));      // the open sheet, "" none
  j.key("sheet_rect").begin_array();                 // its rectangle (last frame), [] none
  if (cover_max_.x > cover_min_.x) j.num(cover_min_.x).num(cover_min_.y).num(cover_max_.x).num(cover_max_.y);
  j.end_array();
  j.key("panel_keys").boolean(panel_keys());        // the keyboard is in the panel
  j.key("focus").str(focus_);                        // the widget with the keyboard focus
  j.end_object();
  return j.take();
}

}  // namespace xqweb
