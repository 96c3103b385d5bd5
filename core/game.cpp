// Game facade: validated construction, play/undo/redo over a history, and results.
#include "core/game.h"

#include <algorithm>
#include <utility>

#include "core/fen.h"
#include "core/movegen.h"
#include "core/notation/iccs.h"
#include "core/piece_tables.h"
#include "core/text.h"
#include "core/rules/terminal.h"
#include "core/rules/insufficient_material.h"
#include "core/rules/natural_limit.h"
#include "core/rules/off_board.h"
#include "core/rules/repetition.h"
#include "core/variant/catalog.h"
#include "core/variant/registry.h"
#include "core/variant/text_variant.h"

namespace xq {

Game::Game(std::string variant, std::string start_fen, Position start, RuleOptions options)
    : variant_(std::move(variant)),
      start_fen_(std::move(start_fen)),
      options_(options),
      start_(start),
      pos_(start),
      tree_(start_fen_) {
  hashes_.push_back(pos_.hash());
}

namespace {

RulesCard card_of(const RulesCardDef& c) { return RulesCard{c.hant, c.hans, c.en}; }

VariantInfo info_of(const VariantDef& d) {
  return VariantInfo{d.id,          d.name_en, d.name_hant,        d.name_hans, d.width, d.height, d.setup,
                     d.addons,      d.rules.natural_limit,         d.seed,       card_of(d.card), d.rules.first_alternates};
}

// The variant's setup, with its deals' seed replaced by `seed` when one is chosen (every
// `deal:N`: 第三代 deals its pawns' and its advisors' backs, each module its own item).
std::string setup_for(const std::string& setup, std::uint64_t seed) {
  if (seed == 0) return setup;
  std::string out = setup;
  for (std::size_t at = out.find("deal:"); at != std::string::npos; at = out.find("deal:", at + 5)) {
    std::size_t end = at + 5;
    while (end < out.size() && out[end] >= '0' && out[end] <= '9') ++end;
    out = out.substr(0, at + 5) + std::to_string(seed) + out.substr(end);
  }
  return out;
}

}  // namespace

std::vector<VariantInfo> list_variants() {
  std::vector<VariantInfo> out;
  for (const VariantDef* d : builtin_variant_defs()) out.push_back(info_of(*d));
  return out;
}

std::vector<SeedChoice> list_seeds() {
  std::vector<SeedChoice> out;
  for (const SeedDef& s : builtin_catalog().seeds) out.push_back({s.id, s.name_hant, s.name_hans, s.name_en});
  return out;
}

std::vector<AddonChoice> list_addons() {
  std::vector<AddonChoice> out;
  const Catalog& cat = builtin_catalog();
  for (const AddonInfo& a : known_addons())
    if (std::string_view(a.id) != "mountain_border" && !a.text_only) {
      AddonChoice c{a.id, a.name_hant, a.implemented, {}, {}, {}};
      for (std::string_view w : split_whitespace(a.needs)) c.needs.emplace_back(w);
      if (const auto it = cat.addons.find(a.id); it != cat.addons.end()) {
        c.seed = it->second.seed;
        c.card = card_of(it->second.card);
      }
      out.push_back(std::move(c));
    }
  return out;
}

GameOrError Game::create(std::string_view variant_id, std::string_view fen, RuleOptions options) {
  GameOrError out;
  const Variant* variant = find_variant(variant_id);
  if (!variant) {
    std::string known;
    for (const VariantDef* d : builtin_variant_defs()) known += (known.empty() ? "" : ", ") + d->id;
    out.error = "unknown variant '" + std::string(variant_id) + "' (known: " + known + ")";
    return out;
  }
  if (!options.addons.empty()) {
    std::string why;
    variant = variant_with_addons(*variant, options.addons, why);
    if (!variant) {
      out.error = why;
      return out;
    }
  }
  const std::string setup = setup_for(variant->def.setup, options.deal_seed);
  FenResult parsed = parse_fen(fen.empty() ? std::string_view(setup) : fen, *variant->geometry);
  if (!parsed.ok()) {
    out.error = "invalid FEN: " + parsed.error.message;
    return out;
  }
  out.game.emplace(Game(std::string(variant_id), to_fen(parsed.position), parsed.position, options));
  out.game->variant_natural_limit_ = variant->def.rules.natural_limit;
  return out;
}

static_assert(Game::kMaxVariantTextBytes == xq::kMaxVariantTextBytes,
              "the facade states the limit text_variant.h enforces");

GameOrError Game::create_from_text(std::string_view variant_text, std::string_view fen, RuleOptions options) {
  GameOrError out;
  std::shared_ptr<const Variant> variant = variant_from_text(variant_text, options.addons, out.error);
  if (!variant) return out;
  return create_from_variant(std::move(variant), variant_text, fen, std::move(options));
}

GameOrError Game::create_from_variant(std::shared_ptr<const Variant> variant, std::string_view variant_text,
                                      std::string_view fen, RuleOptions options) {
  GameOrError out;
  const std::string setup = setup_for(variant->def.setup, options.deal_seed);
  FenResult parsed = parse_fen(fen.empty() ? std::string_view(setup) : fen, *variant->geometry);
  if (!parsed.ok()) {
    out.error = "invalid FEN: " + parsed.error.message;
    return out;
  }
  Game g(variant->def.id, to_fen(parsed.position), parsed.position, options);
  g.variant_natural_limit_ = variant->def.rules.natural_limit;
  g.variant_text_ = compact_variant_text(variant_text);
  g.text_variant_ = std::move(variant);
  out.game.emplace(std::move(g));
  return out;
}

GameOrError Game::create_like(const Game& like, std::string_view fen, RuleOptions options) {
  if (!like.variant_text_.empty()) return create_from_text(like.variant_text_, fen, std::move(options));
  return create(like.variant_, fen, std::move(options));
}

namespace {

// The side-to-move field of a FEN ("… w - - 0 1"), and the FEN with it set.
std::size_t side_field(std::string_view fen) {
  const std::size_t space = fen.find(' ');
  return space == std::string_view::npos || space + 1 >= fen.size() ? std::string_view::npos : space + 1;
}

}  // namespace

Game next_in_series(Game fresh, const Game& previous) {
  if (!fresh.variant_info().first_alternates || fresh.variant() != previous.variant() ||
      fresh.variant_text() != previous.variant_text())
    return fresh;
  std::string fen = fresh.start_fen();
  const std::size_t at = side_field(fen), before = side_field(previous.start_fen());
  if (at == std::string::npos || before == std::string::npos || fen[at] != previous.start_fen()[before]) return fresh;
  fen[at] = fen[at] == 'b' ? 'w' : 'b';
  GameOrError next = Game::create_like(fresh, fen, fresh.options());
  return next.game ? std::move(*next.game) : fresh;
}

VariantInfo Game::variant_info() const {
  const Variant* v = text_variant_ ? text_variant_.get() : find_variant(variant_);
  if (!v) return VariantInfo{variant_, variant_, variant_, variant_, pos_.geometry().width, pos_.geometry().height, {}, {}, variant_natural_limit_, {}, {}};
  const VariantDef& d = v->def;
  VariantInfo info = info_of(d);
  if (text_variant_) {
    // A text section without its own name inherits its preset parent's ("Xiangqi"); a
    // badge saying "Xiangqi" over a custom setup would mislead, so such names become the id.
    for (const VariantDef* b : builtin_variant_defs()) {
      if (info.name_en == b->name_en) info.name_en = d.id;
      if (info.name_hant == b->name_hant) info.name_hant = d.id;
      if (info.name_hans == b->name_hans) info.name_hans = d.id;
    }
  }
  return info;
}

Game Game::standard() { return std::move(*create(kStandardVariant).game); }

std::string Game::fen() const { return to_fen(pos_); }

std::string Game::view_fen(Viewer viewer) const { return to_fen(view_position(viewer)); }

std::vector<Move> Game::view_legal_moves(Viewer viewer) const {
  (void)viewer;  // the same list for every viewer: see game.h
  return legal_moves();
}

int Game::track_size() const { return xq::track_size(pos_.geometry()); }
int Game::track_cell(Color c) const { return xq::track_cell(pos_, c); }
bool Game::track_lost(Color c) const { return xq::track_lost(pos_, c); }
int Game::reserve(Color c) const { return reserve_count(pos_, c); }

GameOrError Game::view_game(Viewer viewer) const {
  const std::string fen = view_fen(viewer);
  if (variant_text_.empty()) return create(variant_, fen, options_);
  return create_from_text(redact_variant_text(variant_text_, pos_.geometry().hidden), fen, options_);
}

GameView Game::view(Viewer viewer) const {
  GameView v;
  const Position seen = view_position(viewer);
  const Geometry& g = seen.geometry();
  v.viewer = viewer;
  v.fen = to_fen(seen);
  v.side_to_move = seen.side_to_move();
  v.pieces = view_pieces(seen);
  v.legal_moves = view_legal_moves(viewer);
  v.dump = std::string("viewer ") + viewer_name(viewer) + "\nfen " + v.fen + "\nside " +
           (v.side_to_move == Color::Red ? "red" : "black") + "\n";
  for (const PieceView& p : v.pieces) {
    // "piece e3 *X" (face-down, unknown), "piece e3 *R" (face-down, known), "piece e0 K".
    const char unknown = placeholder_for(g.hidden, p.piece.kind());  // p.piece: the face when unknown
    const char placeholder = p.piece.color() == Color::Red ? static_cast<char>(unknown - 'a' + 'A') : unknown;
    v.dump += "piece " + format_iccs_square(p.square, g) + " " + (p.face_down ? "*" : "") +
              (p.identity_known ? piece_to_char(p.piece, g) : placeholder) + "\n";
  }
  v.dump += "moves";
  for (Move m : v.legal_moves) v.dump += " " + format_iccs(m, g);
  v.dump += "\n";
  return v;
}

const BoardDescription& Game::board() const {
  if (!board_) {
    // Position marks come from the variant's own setup (without add-ons), whatever FEN
    // this game started from, as a printed board has them.
    std::vector<Piece> setup;
    GameOrError start = create_like(*this, {}, RuleOptions{});
    if (start.game) {
      const Position& p = start.game->pos_;
      setup.resize(static_cast<size_t>(p.geometry().size));
      for (int s = 0; s < p.geometry().size; ++s)
        if (p.geometry().exists[s]) setup[s] = p.piece_on(static_cast<Square>(s));
    }
    board_ = std::make_shared<const BoardDescription>(describe_board(pos_.geometry(), setup));
  }
  return *board_;
}

Piece Game::piece_at(int file, int rank) const {
  const Geometry& g = pos_.geometry();
  return g.on_board(file, rank) ? pos_.piece_on(g.square(file, rank)) : Piece();
}

char Game::piece_letter(Piece p) const { return piece_to_char(p, pos_.geometry()); }

std::string Game::piece_glyph(Piece p) const {
  if (p.empty()) return {};
  return faces_or_standard(pos_.geometry().faces).glyph_of(p);
}

std::string Game::piece_name(Piece p, NameScript script) const {
  if (p.empty()) return {};
  return faces_or_standard(pos_.geometry().faces).name_of(p, script);
}

bool Game::piece_flips(Piece p) const {
  const PieceTypeTables* t = pos_.geometry().types;
  return !p.empty() && t && t->has_promotions && t->promotion[index_of(p.kind())].flip;
}

bool Game::play_stopped() const {
  if (final_result()) return true;
  return !record_ && arbiter_ruling_now().over();
}

std::vector<Move> Game::legal_moves() const {
  if (play_stopped()) return {};
  MoveList list;
  generate_legal(pos_, list);
  return std::vector<Move>(list.begin(), list.end());
}

std::vector<Move> Game::legal_moves_from(Square from) const {
  if (play_stopped()) return {};
  MoveList list;
  generate_legal_from(pos_, from, list);
  return std::vector<Move>(list.begin(), list.end());
}

std::optional<Game> Game::gesture_preview(const MoveGesture& g) const {
  const std::optional<Position> after = g.preview();
  if (!after) return std::nullopt;
  GameOrError made = create_like(*this, to_fen(*after), options_);
  return std::move(made.game);
}

std::uint64_t Game::perft(int depth) const {
  Position p = pos_;
  return xq::perft(p, depth);
}

std::vector<PerftEntry> Game::perft_divide(int depth) const {
  std::vector<PerftEntry> out;
  if (depth < 1) return out;
  Position p = pos_;
  MoveList moves;
  generate_legal(p, moves);
  for (Move m : moves) {
    UndoInfo undo;
    p.do_move(m, undo);
    out.push_back({m, xq::perft(p, depth - 1)});
    p.undo_move(m, undo);
  }
  return out;
}

MoveVerdict Game::check_move(Move m) const {
  if (play_stopped()) return MoveVerdict{IllegalReason::GameOver, describe(IllegalReason::GameOver)};
  return explain_move(pos_, m);
}

MoveVerdict Game::play(Move m, Branch how) {
  MoveVerdict v = check_move(m);
  if (!v.ok()) return v;
  // The tree first: a move already there is followed; a new one replaces the redo line's
  // next move in its place among the siblings, or is added after them.
  int child = tree_.find_child(node_, m);
  const bool known = child >= 0;
  if (!known) {
    const int old = redo_.empty() ? -1 : tree_.find_child(node_, redo_.back());
    child = tree_.add_move(node_, m);
    if (old >= 0 && how == Branch::Replace) {
      auto& siblings = tree_.node(node_).children;
      const auto at = std::find(siblings.begin(), siblings.end(), old) - siblings.begin();
      while (std::find(siblings.begin(), siblings.end(), child) - siblings.begin() > at) tree_.promote(child);
      const std::vector<int> map = tree_.remove_subtree(old);
      node_ = map[static_cast<std::size_t>(node_)];
      child = map[static_cast<std::size_t>(child)];
    }
  }
  node_ = child;
  // Another line than the one the 限着 was called in: the call goes with the old line.
  if (limit_call_ && ply() < limit_call_->ply && (redo_.empty() || redo_.back() != m)) limit_call_.reset();
  UndoInfo undo;
  pos_.do_move(m, undo);
  moves_.push_back(m);
  undos_.push_back(undo);
  hashes_.push_back(pos_.hash());
  if (record_) note_ruling();
  // Playing the move redo() would have played keeps the rest of the redo line.
  if (!redo_.empty() && redo_.back() == m) redo_.pop_back();
  else {
    redo_.clear();
    if (known) resync_redo();  // another line of the tree: its continuation to redo
  }
  return v;
}

void Game::resync_redo() {
  std::vector<Move> line;  // next move first
  int at = node_;
  for (auto it = redo_.rbegin(); it != redo_.rend(); ++it) {
    const int c = tree_.find_child(at, *it);
    if (c < 0) break;
    line.push_back(*it);
    at = c;
  }
  while (!tree_.node(at).children.empty()) {
    at = tree_.node(at).children.front();
    line.push_back(tree_.node(at).move);
  }
  redo_.assign(line.rbegin(), line.rend());
}

int Game::line_node(int ply) const {
  if (ply < 0) return -1;
  int at = node_;
  if (ply <= this->ply()) {
    for (int d = this->ply(); d > ply; --d) at = tree_.node(at).parent;
    return at;
  }
  for (int d = this->ply(); d < ply; ++d) {
    const std::size_t k = redo_.size() - 1 - static_cast<std::size_t>(d - this->ply());
    if (d - this->ply() >= static_cast<int>(redo_.size())) return -1;
    at = tree_.find_child(at, redo_[k]);
    if (at < 0) return -1;
  }
  return at;
}

bool Game::go_to(int node) {
  if (node < 0 || node >= static_cast<int>(tree_.size())) return false;
  // The path from the root to `node`, and how much of it is played already.
  std::vector<int> path;
  for (int n = node; n != record::GameTree::kRoot; n = tree_.node(n).parent) path.push_back(n);
  std::reverse(path.begin(), path.end());
  std::size_t common = 0;
  while (common < path.size() && common < moves_.size() && line_node(static_cast<int>(common) + 1) == path[common])
    ++common;
  const Game before = *this;
  while (ply() > static_cast<int>(common))
    if (!undo()) break;
  for (std::size_t k = common; k < path.size(); ++k)
    if (!play(tree_.node(path[k]).move).ok()) {
      *this = before;
      return false;
    }
  if (manual_result_ && manual_result_->reason == ResultReason::TimeForfeit) manual_result_.reset();
  redo_.clear();
  resync_redo();
  return true;
}

void Game::load_tree(record::GameTree tree) {
  while (undo()) {
  }
  tree.set_start_fen(start_fen_);
  tree_ = std::move(tree);
  node_ = record::GameTree::kRoot;
  redo_.clear();
  resync_redo();
}

void Game::set_comment(int node, std::string text) {
  if (node >= 0 && node < static_cast<int>(tree_.size())) tree_.set_comment(node, std::move(text));
}

void Game::set_comment_before(int node, std::string text) {
  if (node > record::GameTree::kRoot && node < static_cast<int>(tree_.size()))
    tree_.set_comment_before(node, std::move(text));
}

void Game::set_clock(int node, std::int64_t ms) {
  if (node > record::GameTree::kRoot && node < static_cast<int>(tree_.size())) tree_.set_clock(node, ms < 0 ? -1 : ms);
}

void Game::set_mark(int node, record::Mark mark) {
  if (node > record::GameTree::kRoot && node < static_cast<int>(tree_.size())) tree_.set_mark(node, mark);
}

bool Game::promote(int node) {
  if (!tree_.promote(node)) return false;
  return true;  // the current line is the same moves: history and redo stand
}

bool Game::delete_node(int node) {
  if (node <= record::GameTree::kRoot || node >= static_cast<int>(tree_.size())) return false;
  bool inside = false;
  for (int n = node_; n != record::GameTree::kRoot; n = tree_.node(n).parent)
    if (n == node) inside = true;
  if (inside && !go_to(tree_.node(node).parent)) return false;
  const std::vector<int> map = tree_.remove_subtree(node);
  node_ = map[static_cast<std::size_t>(node_)];
  resync_redo();
  return true;
}

bool Game::undo() {
  if (manual_result_ && manual_result_->reason == ResultReason::TimeForfeit) {
    manual_result_.reset();
    return true;
  }
  if (moves_.empty()) return false;
  manual_result_.reset();
  node_ = tree_.node(node_).parent;
  pos_.undo_move(moves_.back(), undos_.back());
  redo_.push_back(moves_.back());
  moves_.pop_back();
  undos_.pop_back();
  hashes_.pop_back();
  if (record_) {
    if (verdicts_.size() > moves_.size() + 1) verdicts_.pop_back();
    while (!notes_.empty() && notes_.back().ply > ply()) notes_.pop_back();
  }
  return true;
}

bool Game::redo() {
  if (redo_.empty()) return false;
  return play(redo_.back()).ok();
}

std::vector<Move> Game::redo_moves() const { return std::vector<Move>(redo_.rbegin(), redo_.rend()); }

std::optional<GameResult> Game::final_result() const {
  if (manual_result_) return *manual_result_;
  // The end of play is the terminal judge's (a captured flag, a bare royal, mate, 困斃…).
  return terminal_verdict(pos_);
}

GameResult Game::arbiter_ruling_now(ArbiterNote* note) const {
  // Only the moves from judged_from_ count (continue_live): the slices start there.
  const bool whole = judged_from_ == 0;
  const std::vector<Move> moves_from = whole ? std::vector<Move>{} : std::vector<Move>(moves_.begin() + judged_from_, moves_.end());
  const std::vector<std::uint64_t> hashes_from =
      whole ? std::vector<std::uint64_t>{} : std::vector<std::uint64_t>(hashes_.begin() + judged_from_, hashes_.end());
  const RepetitionJudgement rep = judge_repetition_detail(RepetitionInput{
      whole ? start_ : judged_start_, whole ? moves_ : moves_from, whole ? hashes_ : hashes_from,
      options_.repetition_count, options_.rule_set});
  if (rep.outcome != Outcome::Ongoing) {
    if (note) {
      const std::string times = options_.repetition_count == 3 ? "threefold"
                                                               : std::to_string(options_.repetition_count) + "-fold";
      note->repetition = rep.kind;
      note->kind_en = rep.english;
      note->kind_zh = rep.chinese;
      if (rep.outcome == Outcome::Draw)
        note->text = times + " repetition here" +
                     (rep.kind == RepetitionKind::Allowed ? std::string() : " (" + rep.name + ")") +
                     ": draw if neither side deviates";
      else
        note->text = times + " repetition here: " + rep.name + ", " + (rep.offender == Color::Red ? "Red" : "Black") +
                     " loses unless it deviates";
    }
    return to_game_result(rep);
  }
  if (const auto call = move_limit(); call && move_limit_reached(*call, ply())) {
    if (note) note->text = "the called move limit (限着) runs out here: a draw";
    return make_draw(ResultReason::MoveLimit);
  }
  const int n = natural_limit_moves();
  // Counted from the position's own clock (a FEN may start with one), but after
  // continue_live() only over the moves played since.
  if (natural_limit_reached(pos_, n) && (judged_from_ == 0 || ply() - judged_from_ >= 2 * n)) {
    if (note)
      note->text = std::to_string(n) + " moves without a capture here: the natural limit would draw";
    return make_draw(ResultReason::NaturalLimit);
  }
  if (is_dead_material(pos_)) {
    if (note) note->text = "neither side can win from here: a draw by insufficient material";
    return make_draw(ResultReason::InsufficientMaterial);
  }
  return GameResult{};
}

GameResult Game::result() const {
  // At a record's end its own Result tag says how it ended, even where the board says
  // otherwise (a few published records do: the record is the user's data; ccpd-replay
  // reports such records). Before its end, and past arbiter rulings, it goes on.
  if (record_ && recorded_ != Outcome::Ongoing && redo_.empty() && !manual_result_)
    return recorded_ == Outcome::Draw ? make_draw(ResultReason::Recorded)
                                      : make_win(recorded_ == Outcome::RedWins ? Color::Red : Color::Black,
                                                 ResultReason::Recorded);
  if (auto over = final_result()) return *over;
  if (record_) return GameResult{};
  return arbiter_ruling_now();
}

void Game::note_ruling() {
  if (verdicts_.empty()) verdicts_.push_back({ResultReason::None, Outcome::Ongoing});  // before the first move
  while (verdicts_.size() > moves_.size()) verdicts_.pop_back();
  ArbiterNote note;
  const GameResult r = final_result() ? GameResult{} : arbiter_ruling_now(&note);
  const std::pair<ResultReason, Outcome> v{r.reason, r.outcome};
  // A ruling is noted where it starts: the natural limit or a repetition cycle that
  // still holds on the next plies is not noted again at each of them.
  if (r.over() && v != verdicts_.back()) {
    note.ply = ply();
    note.reason = r.reason;
    note.outcome = r.outcome;
    notes_.push_back(std::move(note));
  }
  verdicts_.push_back(v);
}

void Game::set_record(bool on) {
  record_ = on;
  if (!on) {
    recorded_ = Outcome::Ongoing;
    return;
  }
  // Rulings on the moves already played (a record may be switched on late).
  notes_.clear();
  verdicts_.clear();
  std::vector<Move> later;
  while (ply() > 0) {
    later.push_back(moves_.back());
    node_ = tree_.node(node_).parent;
    pos_.undo_move(moves_.back(), undos_.back());
    moves_.pop_back();
    undos_.pop_back();
    hashes_.pop_back();
  }
  std::vector<Move> redo = std::move(redo_);
  redo_.clear();
  for (auto it = later.rbegin(); it != later.rend(); ++it) play(*it);
  redo_ = std::move(redo);
}

void Game::set_recorded_outcome(Outcome o) {
  if (record_) recorded_ = o;
}

void Game::continue_live() {
  if (!record_ && judged_from_ == ply()) return;
  record_ = false;
  recorded_ = Outcome::Ongoing;
  verdicts_.clear();
  redo_.clear();
  // The record's later moves go, as they went from the redo list (the line played on).
  const std::vector<int> map = tree_.truncate_after(node_);
  node_ = map[static_cast<std::size_t>(node_)];
  judged_from_ = ply();
  judged_start_ = pos_;
}

int Game::natural_limit_moves() const {
  return options_.natural_limit_moves == RuleOptions::kVariantNaturalLimit ? variant_natural_limit_
                                                                            : options_.natural_limit_moves;
}

std::string Game::call_move_limit(Color by, int moves) {
  if (result().over()) return "the game is over";
  if (move_limit()) return "限着 has already been called in this game";
  if (moves < 1 || moves > kMaxMoveLimitMoves)
    return "限着 must be 1 to " + std::to_string(kMaxMoveLimitMoves) + " moves (回合), not " + std::to_string(moves);
  limit_call_ = MoveLimitCall{by, ply(), moves};
  return {};
}

std::optional<MoveLimitCall> Game::move_limit() const {
  if (limit_call_ && ply() >= limit_call_->ply) return limit_call_;
  return std::nullopt;
}

std::string Game::restore_move_limit(const MoveLimitCall& call) {
  const int total = ply() + static_cast<int>(redo_.size());
  if (call.ply < 0 || call.ply > total)
    return "限着 called at ply " + std::to_string(call.ply) + ", but the game has " + std::to_string(total) + " plies";
  if (call.moves < 1 || call.moves > kMaxMoveLimitMoves)
    return "限着 must be 1 to " + std::to_string(kMaxMoveLimitMoves) + " moves (回合), not " + std::to_string(call.moves);
  if (limit_call_ && !(*limit_call_ == call)) return "限着 has already been called in this game";
  limit_call_ = call;
  return {};
}

void Game::resign(Color loser) {
  if (result().over()) return;
  manual_result_ = make_win(opposite(loser), ResultReason::Resignation);
}

void Game::agree_draw() {
  if (result().over()) return;
  manual_result_ = make_draw(ResultReason::DrawAgreed);
}

void Game::lose_on_time(Color loser) {
  if (result().over()) return;
  manual_result_ = make_win(opposite(loser), ResultReason::TimeForfeit);
}

}  // namespace xq
