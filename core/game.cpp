// Game facade: validated construction, play/undo/redo over a history, and results.
#include "core/game.h"

#include <utility>

#include "core/fen.h"
#include "core/movegen.h"
#include "core/text.h"
#include "core/rules/checkmate.h"
#include "core/rules/insufficient_material.h"
#include "core/rules/natural_limit.h"
#include "core/rules/repetition.h"
#include "core/variant/registry.h"
#include "core/variant/text_variant.h"

namespace xq {

Game::Game(std::string variant, std::string start_fen, Position start, RuleOptions options)
    : variant_(std::move(variant)),
      start_fen_(std::move(start_fen)),
      options_(options),
      start_(start),
      pos_(start) {
  hashes_.push_back(pos_.hash());
}

std::vector<VariantInfo> list_variants() {
  std::vector<VariantInfo> out;
  for (const Variant* v : builtin_variants())
    out.push_back({v->def.id, v->def.name_en, v->def.name_hant, v->def.name_hans, v->def.width, v->def.height,
                   v->def.setup});
  return out;
}

std::vector<AddonChoice> list_addons() {
  std::vector<AddonChoice> out;
  for (const AddonInfo& a : known_addons())
    if (std::string_view(a.id) != "mountain_border") {
      AddonChoice c{a.id, a.name_hant, a.implemented, {}};
      for (std::string_view w : split_whitespace(a.needs)) c.needs.emplace_back(w);
      out.push_back(std::move(c));
    }
  return out;
}

GameOrError Game::create(std::string_view variant_id, std::string_view fen, RuleOptions options) {
  GameOrError out;
  const Variant* variant = find_variant(variant_id);
  if (!variant) {
    std::string known;
    for (const Variant* v : builtin_variants()) known += (known.empty() ? "" : ", ") + v->def.id;
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
  FenResult parsed = parse_fen(fen.empty() ? std::string_view(variant->def.setup) : fen, *variant->geometry);
  if (!parsed.ok()) {
    out.error = "invalid FEN: " + parsed.error.message;
    return out;
  }
  out.game.emplace(Game(std::string(variant_id), to_fen(parsed.position), parsed.position, options));
  return out;
}

GameOrError Game::create_from_text(std::string_view variant_text, std::string_view fen, RuleOptions options) {
  GameOrError out;
  std::shared_ptr<const Variant> variant = variant_from_text(variant_text, options.addons, out.error);
  if (!variant) return out;
  if (variant->geometry->types && !options.custom_piece_types) {
    for (const PieceDef& p : variant->def.pieces)
      if (p.defined && p.custom) {
        out.error = "line " + std::to_string(p.line) + ": piece '" + std::string(1, p.letter) +
                    "' is a custom piece type: these play in the command-line tools (xq perft, xq-engine) "
                    "but not yet on the board";
        return out;
      }
  }
  FenResult parsed = parse_fen(fen.empty() ? std::string_view(variant->def.setup) : fen, *variant->geometry);
  if (!parsed.ok()) {
    out.error = "invalid FEN: " + parsed.error.message;
    return out;
  }
  Game g(variant->def.id, to_fen(parsed.position), parsed.position, options);
  g.variant_text_ = compact_variant_text(variant_text);
  g.text_variant_ = std::move(variant);
  out.game.emplace(std::move(g));
  return out;
}

GameOrError Game::create_like(const Game& like, std::string_view fen, RuleOptions options) {
  if (!like.variant_text_.empty()) return create_from_text(like.variant_text_, fen, std::move(options));
  return create(like.variant_, fen, std::move(options));
}

VariantInfo Game::variant_info() const {
  const Variant* v = text_variant_ ? text_variant_.get() : find_variant(variant_);
  if (!v) return VariantInfo{variant_, variant_, variant_, variant_, pos_.geometry().width, pos_.geometry().height, {}};
  const VariantDef& d = v->def;
  VariantInfo info{d.id, d.name_en, d.name_hant, d.name_hans, d.width, d.height, d.setup};
  if (text_variant_) {
    // A text section without its own name inherits its preset parent's ("Xiangqi"); a
    // badge saying "Xiangqi" over a custom setup would mislead, so such names become the id.
    for (const Variant* b : builtin_variants()) {
      if (info.name_en == b->def.name_en) info.name_en = d.id;
      if (info.name_hant == b->def.name_hant) info.name_hant = d.id;
      if (info.name_hans == b->def.name_hans) info.name_hans = d.id;
    }
  }
  return info;
}

Game Game::standard() { return std::move(*create(kStandardVariant).game); }

std::string Game::fen() const { return to_fen(pos_); }

Piece Game::piece_at(int file, int rank) const {
  const Geometry& g = pos_.geometry();
  return g.on_board(file, rank) ? pos_.piece_on(g.square(file, rank)) : Piece();
}

std::string Game::piece_glyph(Piece p) const {
  if (p.empty()) return {};
  return faces_or_standard(pos_.geometry().faces).glyph_of(p);
}

std::string Game::piece_name(Piece p, NameScript script) const {
  if (p.empty()) return {};
  return faces_or_standard(pos_.geometry().faces).name_of(p, script);
}

std::vector<Move> Game::legal_moves() const {
  if (result().over()) return {};
  MoveList list;
  generate_legal(pos_, list);
  return std::vector<Move>(list.begin(), list.end());
}

std::vector<Move> Game::legal_moves_from(Square from) const {
  if (result().over()) return {};
  MoveList list;
  generate_legal_from(pos_, from, list);
  return std::vector<Move>(list.begin(), list.end());
}

MoveVerdict Game::check_move(Move m) const {
  if (result().over()) return MoveVerdict{IllegalReason::GameOver, describe(IllegalReason::GameOver)};
  return explain_move(pos_, m);
}

MoveVerdict Game::play(Move m) {
  MoveVerdict v = check_move(m);
  if (!v.ok()) return v;
  UndoInfo undo;
  pos_.do_move(m, undo);
  moves_.push_back(m);
  undos_.push_back(undo);
  hashes_.push_back(pos_.hash());
  // Playing the move redo() would have played keeps the rest of the redo line.
  if (!redo_.empty() && redo_.back() == m) redo_.pop_back();
  else redo_.clear();
  return v;
}

bool Game::undo() {
  if (manual_result_ && manual_result_->reason == ResultReason::TimeForfeit) {
    manual_result_.reset();
    return true;
  }
  if (moves_.empty()) return false;
  manual_result_.reset();
  pos_.undo_move(moves_.back(), undos_.back());
  redo_.push_back(moves_.back());
  moves_.pop_back();
  undos_.pop_back();
  hashes_.pop_back();
  return true;
}

bool Game::redo() {
  if (redo_.empty()) return false;
  return play(redo_.back()).ok();
}

std::vector<Move> Game::redo_moves() const { return std::vector<Move>(redo_.rbegin(), redo_.rend()); }

GameResult Game::result() const {
  if (manual_result_) return *manual_result_;
  // A rule module's verdict (a captured flag, …) ends the game first.
  if (ModuleVerdict verdict; pos_.module_verdict(verdict)) return make_win(verdict.winner, verdict.reason);
  if (auto lost = judge_no_legal_move(pos_)) return *lost;
  GameResult rep = judge_repetition(RepetitionInput{start_, moves_, hashes_, options_.repetition_count, options_.rule_set});
  if (rep.over()) return rep;
  if (natural_limit_reached(pos_, options_.natural_limit_moves)) return make_draw(ResultReason::NaturalLimit);
  if (is_dead_material(pos_)) return make_draw(ResultReason::InsufficientMaterial);
  return GameResult{};
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
