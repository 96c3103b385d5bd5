// The analysis pass and its answers; see analysis.h. The page glue to the analysis
// engine's worker is browser::analysis_search (web/bridge.cpp).
#include "analysis.h"

#include <algorithm>
#include <sstream>

#include "app.h"
#include "browser.h"
#include "core/notation/iccs.h"
#include "core/search/search.h"
#include "hint.h"

namespace xqweb {

GameAnalysis& analysis() {
  static GameAnalysis a;
  return a;
}

namespace {

std::string joined(const std::vector<std::string>& words) {
  std::string out;
  for (const std::string& w : words) out += (out.empty() ? "" : " ") + w;
  return out;
}

// A finished game's score for the side to move there (a win or a loss now is a mate in 0).
int over_score(const xq::Game& g) {
  const xq::GameResult r = g.result();
  if (r.outcome == xq::Outcome::Draw) return 0;
  const xq::Color winner = r.outcome == xq::Outcome::RedWins ? xq::Color::Red : xq::Color::Black;
  return winner == g.side_to_move() ? xq::kMateScore : -xq::kMateScore;
}

// The worker's reply (bridge.cpp flattens its JSON): "ok DEPTH\nSCORE MOVE MOVE…\n…",
// "over", or "error\tTEXT".
PositionEval parse_reply(const std::string& text, const xq::Game& game) {
  PositionEval e;
  if (text.rfind("error\t", 0) == 0) {
    e.error = text.substr(6);
    return e;
  }
  if (text.rfind("over", 0) == 0) {
    e.over_score = over_score(game);
    return e;
  }
  std::istringstream in(text);
  std::string head;
  in >> head >> e.depth;
  std::string row;
  std::getline(in, row);
  const xq::Geometry& geo = game.position().geometry();
  while (std::getline(in, row)) {
    std::istringstream words(row);
    EngineLine line;
    if (!(words >> line.score)) continue;
    for (std::string w; words >> w;) {
      const auto m = xq::parse_iccs(w, geo);
      if (!m) break;
      line.pv.push_back(*m);
    }
    if (!line.pv.empty()) e.lines.push_back(std::move(line));
  }
  if (e.lines.empty()) e.error = "no answer";
  return e;
}

}  // namespace

std::optional<xq::Game> GameAnalysis::game_at(int ply) const {
  if (!line_ || ply < 0 || ply > plies()) return std::nullopt;
  xq::GameOrError made = xq::Game::create_like(*line_, line_->start_fen(), line_->options());
  if (!made.game) return std::nullopt;
  const std::vector<xq::Move>& h = line_->history();
  for (int i = 0; i < ply; ++i)
    if (!made.game->play(h[static_cast<std::size_t>(i)]).ok()) return std::nullopt;
  return std::move(made.game);
}

void GameAnalysis::start(const xq::Game& game, int game_gen) {
  stop();
  if (game_gen != game_gen_) evals_.clear();
  game_gen_ = game_gen;
  line_ = game;
  keys_.clear();
  positions_.clear();
  movers_.clear();
  xq::GameOrError made = xq::Game::create_like(game, game.start_fen(), game.options());
  if (!made.game) return;
  xq::Game& g = *made.game;
  auto note = [&] {
    keys_.push_back(Hint::key_of(g));
    positions_.push_back(g.position());
    movers_.push_back(g.side_to_move());
    // A finished position needs no search: its score is the result.
    if (g.result().over()) {
      PositionEval e;
      e.over_score = over_score(g);
      evals_[keys_.back()] = e;
    }
  };
  note();
  for (xq::Move m : game.history()) {
    if (!g.play(m).ok()) break;
    note();
  }
  running_ = active_ = true;
  next_ = done_ = 0;
  started_ms_ = browser::now_ms();
}

void GameAnalysis::stop() {
  if (pending_id_ >= 0) browser::analysis_stop();
  pending_id_ = -1;
  running_ = false;
}

void GameAnalysis::ask(const xq::Game& game, std::uint64_t key, int movetime_ms) {
  const xq::Geometry& geo = game.position().geometry();
  std::vector<std::string> moves, addons;
  for (xq::Move m : game.history()) moves.push_back(xq::format_iccs(m, geo));
  for (const std::string& a : game.options().addons) addons.push_back(a);
  pending_id_ = next_id_++;
  pending_key_ = key;
  const std::string& variant = game.variant_text().empty() ? game.variant() : game.variant_text();
  browser::analysis_search(pending_id_, variant, joined(addons), game.start_fen(), joined(moves), movetime_ms,
                           kLines);
}

bool GameAnalysis::poll(const App& app) {
  bool changed = false;
  if (active_ && app.session().game_gen() != game_gen_) {  // a new game, an import, a link
    stop();
    active_ = false;
    evals_.clear();
    line_.reset();
    keys_.clear();
    positions_.clear();
    movers_.clear();
    return true;
  }
  if (pending_id_ >= 0 && browser::analysis_reply_id() == pending_id_) {
    // The game the answer is for: the line's position, or the shown one's.
    std::optional<xq::Game> asked;
    for (int ply = 0; ply <= plies() && !asked; ++ply)
      if (keys_[static_cast<std::size_t>(ply)] == pending_key_) asked = game_at(ply);
    if (!asked && Hint::key_of(app.shown()) == pending_key_) asked = app.shown();
    if (asked) evals_[pending_key_] = parse_reply(browser::analysis_reply_text(), *asked);
    browser::analysis_reply_clear();
    pending_id_ = -1;
    changed = true;
  }
  if (running_ && pending_id_ < 0) {
    // The next position of the pass not known yet (a finished one is known at start).
    while (next_ <= plies() && evals_.count(keys_[static_cast<std::size_t>(next_)])) ++next_;
    done_ = next_;
    if (next_ > plies()) {
      running_ = false;
      pass_ms_ = browser::now_ms() - started_ms_;
    } else if (std::optional<xq::Game> g = game_at(next_)) {
      ask(*g, keys_[static_cast<std::size_t>(next_)], kPassMs);
    } else {
      running_ = false;
    }
    changed = true;
  }
  // After the pass: the shown position's lines, if it was not part of it.
  if (active_ && !running_ && pending_id_ < 0) {
    const xq::Game& shown = app.shown();
    if (!shown.has_secrets() && !shown.result().over() && !eval_of(shown)) {
      ask(shown, Hint::key_of(shown), kShownMs);
      changed = true;
    }
  }
  return changed;
}

const PositionEval* GameAnalysis::eval_of(const xq::Game& game) const {
  auto it = evals_.find(Hint::key_of(game));
  return it == evals_.end() ? nullptr : &it->second;
}

const PositionEval* GameAnalysis::eval_at(int ply) const {
  if (ply < 0 || ply > plies()) return nullptr;
  auto it = evals_.find(keys_[static_cast<std::size_t>(ply)]);
  return it == evals_.end() || !it->second.error.empty() ? nullptr : &it->second;
}

std::optional<int> GameAnalysis::red_score_at(int ply) const {
  const PositionEval* e = eval_at(ply);
  if (!e) return std::nullopt;
  const int s = xq::clamp_score(e->score(), kGraphClampCp);
  return movers_[static_cast<std::size_t>(ply)] == xq::Color::Red ? s : -s;
}

MoveJudgement GameAnalysis::judge(int ply) const {
  MoveJudgement j;
  const PositionEval* before = eval_at(ply - 1);
  const PositionEval* after = eval_at(ply);
  if (!before || !after || before->lines.empty()) return j;
  j.known = true;
  const xq::Move played = line_->history()[static_cast<std::size_t>(ply - 1)];
  const xq::Move best = before->lines[0].pv[0];
  if (best == played) return j;  // the engine's own choice: whatever the scores say
  // Both from the mover's view: the best the position offered, and what the move left.
  // When the move is one of the position's own lines, that line's score (the same search,
  // the same depth as the best one) is fairer than the next position's (a search one ply
  // further on, whose depth differs: odd and even depths see a position differently).
  int played_score = -after->score();
  for (const EngineLine& l : before->lines)
    if (l.pv[0] == played) played_score = l.score;
  j.mark = xq::classify_move(before->score(), played_score);
  if (j.mark != xq::MoveMark::None) j.better = best;
  return j;
}

bool GameAnalysis::matches(const xq::Game& game) const {
  if (!line_ || game.ply() < plies()) return false;
  const std::vector<xq::Move>& a = line_->history();
  const std::vector<xq::Move>& b = game.history();
  return std::equal(a.begin(), a.end(), b.begin()) && Hint::key_of(game) != 0 &&
         line_->start_fen() == game.start_fen();
}

}  // namespace xqweb
