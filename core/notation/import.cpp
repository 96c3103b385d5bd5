// Import dispatcher and export helpers (see import.h for the detection rules).
#include "core/notation/import.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <optional>

#include "core/fen.h"
#include "core/notation/dhtmlxq.h"

namespace xq::notation {
namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r' || s.front() == '\n'))
    s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r' || s.back() == '\n'))
    s.remove_suffix(1);
  return s;
}

int line_of(std::string_view text, std::size_t offset) {
  offset = std::min(offset, text.size());
  return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(offset), '\n'));
}

std::string side_name(Color c) { return c == Color::Red ? "Red" : "Black"; }

// Does the first word look like a FEN board (ten ranks, piece letters and digits)?
bool looks_like_fen(std::string_view line) {
  const std::string_view board = line.substr(0, line.find(' '));
  if (std::count(board.begin(), board.end(), '/') != 9) return false;
  for (char c : board)
    if (c != '/' && !(c >= '1' && c <= '9') && piece_from_char(c).empty()) return false;
  return true;
}

// A PGN game of a built-in variant ([Variant "shanjie"]) or a text variant (VariantText
// tags), or with add-ons: replayed through a Game on that variant's board (the PGN
// replayer knows the standard board only).
void from_variant_pgn(std::string_view text, const PgnGame& game, ImportedGame& out) {
  out.tags = game.tags;
  GameOrError made = pgn_board(game.tags, game.tag("FEN"));
  if (!made.game) {
    out.error = "line " + std::to_string(game.line) + ": " + made.error;
    return;
  }
  out.variant = made.game->variant();  // a text variant's played section
  out.variant_text = made.game->variant_text();
  out.addons = made.game->options().addons;
  Game& g = *made.game;
  g.set_record(true);  // a record's moves go on past our arbiter's rulings
  out.start_fen = g.start_fen();
  const MovetextScan scan = scan_movetext(game.movetext);
  out.result = scan.result.empty() ? game.tag("Result") : scan.result;
  const std::size_t base = text.find(game.movetext);
  auto line_at = [&](std::size_t off) {
    return base == std::string_view::npos ? static_cast<int>(game.line) : line_of(text, base + off);
  };
  for (const MoveText& mt : scan.moves) {
    const Position& pos = g.position();
    const ParsedMove pm = parse_move(g, mt.text);
    MoveVerdict v;
    if (pm.ok()) v = g.play(pm.move);
    if (!pm.ok() || !v.ok()) {
      out.error = "line " + std::to_string(line_at(mt.offset)) + ", move " + std::to_string(g.ply() / 2 + 1) +
                  " (" + side_name(pos.side_to_move()) + ") '" + mt.text + "': " + (pm.ok() ? v.text : pm.error);
      return;
    }
    out.moves.push_back(pm.move);
  }
  if (!scan.ok())
    out.error = "line " + std::to_string(line_at(scan.error_offset)) + ", move " + std::to_string(g.ply() / 2 + 1) +
                ": " + scan.error;
}

void from_pgn(std::string_view text, ImportedGame& out) {
  std::vector<PgnError> errors;
  std::vector<PgnGame> games = read_pgn(text, &errors);
  if (games.empty()) {
    out.error = errors.empty() ? "no PGN game found" : errors.front().reason;
    return;
  }
  const PgnGame& game = games.front();
  if (games.size() > 1)
    out.warnings.push_back("the text has " + std::to_string(games.size()) + " games; the first one is read");
  const std::string variant = pgn_variant(game.tags);
  // A variant's or an add-on's moves are read on a game of its rules; standard xiangqi by
  // the plain replay below.
  if (variant != Game::kStandardVariant || !pgn_addons(game.tags).empty() || !pgn_variant_text(game.tags).empty()) {
    from_variant_pgn(text, game, out);
    return;
  }
  out.tags = game.tags;
  const PgnReplay r = replay(game, 0);
  if (!r.start_fen.empty() && r.error.reason.rfind("bad FEN tag", 0) != 0) out.start_fen = to_fen(r.start);
  out.moves = r.moves;
  out.result = r.result;
  if (!errors.empty() && errors.front().game_index <= 0) out.warnings.push_back(errors.front().reason);
  if (!r.ok()) {
    // Name the line: find the game's movetext in the text, then the bad move in it.
    std::size_t base = text.find(game.movetext);
    int line = static_cast<int>(game.line);
    if (base != std::string_view::npos && r.error.ply > 0) {
      const MovetextScan scan = scan_movetext(game.movetext);
      const std::size_t index = static_cast<std::size_t>(r.error.ply - 1);
      std::size_t off = index < scan.moves.size() ? scan.moves[index].offset : scan.error_offset;
      line = line_of(text, base + off);
    }
    PgnError e = r.error;
    std::string msg = e.to_string();
    const std::string prefix = "game 1, ";
    if (msg.rfind(prefix, 0) == 0) msg = msg.substr(prefix.size());
    else if (msg.rfind("game 1: ", 0) == 0) msg = msg.substr(8);
    out.error = "line " + std::to_string(line) + ", " + msg;
  }
}

// Movetext from out.start_fen; `first_line` is the line number of text's first line.
void from_movetext(std::string_view text, ImportedGame& out, int first_line = 1) {
  auto line_at = [&](std::size_t offset) { return first_line - 1 + line_of(text, offset); };
  const MovetextScan scan = scan_movetext(text);
  out.result = scan.result;
  Position pos = parse_fen(out.start_fen).position;
  for (const MoveText& mt : scan.moves) {
    const ParsedMove pm = parse_move(pos, mt.text);
    if (!pm.ok()) {
      out.error = "line " + std::to_string(line_at(mt.offset)) + ", move " +
                  std::to_string(pos.fullmove_number()) + " (" + side_name(pos.side_to_move()) + ") '" +
                  mt.text + "': " + pm.error;
      return;
    }
    UndoInfo u;
    pos.do_move(pm.move, u);
    out.moves.push_back(pm.move);
  }
  if (!scan.ok()) {
    std::string_view rest = text.substr(std::min(scan.error_offset, text.size()));
    rest = rest.substr(0, std::min<std::size_t>(rest.find_first_of(" \n"), 40));
    out.error = "line " + std::to_string(line_at(scan.error_offset)) + ", move " +
                std::to_string(pos.fullmove_number()) + " (" + side_name(pos.side_to_move()) + ") '" +
                std::string(rest) + "': " + scan.error;
    return;
  }
  if (scan.moves.empty()) out.error = "no moves, FEN, PGN or DhtmlXQ record found in the text";
}

}  // namespace

const char* import_format_name(ImportFormat f) {
  switch (f) {
    case ImportFormat::DhtmlXQ: return "DhtmlXQ";
    case ImportFormat::Pgn: return "PGN";
    case ImportFormat::Fen: return "FEN";
    case ImportFormat::Movetext: return "movetext";
    case ImportFormat::None: break;
  }
  return "none";
}

Outcome outcome_of_token(std::string_view token) {
  if (token == "1-0") return Outcome::RedWins;
  if (token == "0-1") return Outcome::BlackWins;
  if (token == "1/2-1/2") return Outcome::Draw;
  return Outcome::Ongoing;
}

Game ImportedGame::to_game() const {
  // Our own export's rule tags: [NaturalLimit "40"] (the limit chosen for the game) and
  // [MoveLimit "40 moves called by Red at ply 56"] (a called 限着, rules/move_limit.h).
  RuleOptions options;
  options.addons = addons;
  std::optional<MoveLimitCall> limit;
  for (const PgnTag& t : tags) {
    int n = -1;
    if (t.name == "NaturalLimit" && std::from_chars(t.value.data(), t.value.data() + t.value.size(), n).ec == std::errc() &&
        n >= 0 && n <= 999)
      options.natural_limit_moves = n;
    if (t.name == "MoveLimit") limit = parse_move_limit_tag(t.value);
  }
  GameOrError made = variant_text.empty() ? Game::create(variant, start_fen, options)
                                          : Game::create_from_text(variant_text, start_fen, options);
  Game g = made.game ? std::move(*made.game) : Game::standard();
  // A record keeps every recorded move: where our arbiter would have ruled (repetition,
  // the natural limit) the game gets a note and goes on; its end is its Result tag.
  g.set_record(true);
  for (Move m : moves)
    if (!g.play(m).ok()) break;  // cannot happen: the moves were replayed legally
  g.set_recorded_outcome(outcome_of_token(result));
  if (limit) g.restore_move_limit(*limit);
  return g;
}

ImportedGame import_game(std::string_view text) {
  ImportedGame out;
  if (text.size() > kMaxImportText) {
    out.error = "text too long (" + std::to_string(text.size()) + " bytes, at most " +
                std::to_string(kMaxImportText) + ")";
    return out;
  }
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // UTF-8 byte order mark
  const std::string_view body = trim(text);
  if (body.empty()) {
    out.error = "nothing to import: the text is empty";
    return out;
  }
  if (looks_like_dhtmlxq(body)) {
    out.format = ImportFormat::DhtmlXQ;
    DhtmlxqGame g = read_dhtmlxq(body);
    out.start_fen = g.start_fen;
    out.moves = std::move(g.moves);
    out.result = g.tag("Result");  // before the tags move out of g
    out.tags = std::move(g.tags);
    out.warnings = std::move(g.warnings);
    out.error = std::move(g.error);
    return out;
  }
  const std::string_view first_line = trim(body.substr(0, body.find('\n')));
  if (first_line.size() > 2 && first_line.front() == '[' && first_line.find('"') != std::string_view::npos) {
    out.format = ImportFormat::Pgn;
    from_pgn(text, out);
    return out;
  }
  if (looks_like_fen(first_line)) {
    out.format = ImportFormat::Fen;
    FenResult f = parse_fen(first_line);
    if (!f.ok()) {
      out.error = "bad FEN: " + f.error.message;
      return out;
    }
    out.start_fen = to_fen(f.position);
    // Moves may follow the FEN on the next lines.
    const std::size_t eol = body.find('\n');
    if (eol != std::string_view::npos && !trim(body.substr(eol + 1)).empty()) {
      const std::size_t at = static_cast<std::size_t>(body.data() - text.data()) + eol + 1;
      from_movetext(text.substr(at), out, line_of(text, at));
    }
    return out;
  }
  out.format = ImportFormat::Movetext;
  from_movetext(text, out);
  return out;
}

std::string result_token(const Game& game) {
  switch (game.result().outcome) {
    case Outcome::RedWins: return "1-0";
    case Outcome::BlackWins: return "0-1";
    case Outcome::Draw: return "1/2-1/2";
    case Outcome::Ongoing: break;
  }
  return "*";
}

std::vector<PgnTag> export_pgn_tags(const Game& game, std::vector<PgnTag> tags, std::string& result) {
  result = result_token(game);
  bool has_result = false, has_variant = false;
  for (const PgnTag& t : tags) {
    // A given Result tag is also the movetext's result token: a reader takes the token
    // first, and the two must not disagree.
    if (t.name == "Result" && !t.value.empty()) result = t.value;
    has_result = has_result || t.name == "Result";
    has_variant = has_variant || t.name == "Variant";
  }
  if (!has_result) tags.push_back({"Result", result});
  // PGN's standard Termination value, so a reader sees why a 1-0 / 0-1 game ended.
  if (game.result().reason == ResultReason::TimeForfeit &&
      std::none_of(tags.begin(), tags.end(), [](const PgnTag& t) { return t.name == "Termination"; }))
    tags.push_back({"Termination", "time forfeit"});
  if (!has_variant && game.variant() != Game::kStandardVariant) tags.push_back({"Variant", game.variant()});
  // A text variant's rules, right after its Variant tag, so the record opens on its board
  // anywhere (pgn_board).
  if (std::none_of(tags.begin(), tags.end(), [](const PgnTag& t) { return t.name == "VariantText"; })) {
    const std::vector<PgnTag> text = variant_text_tags(game.variant_text());
    auto at = std::find_if(tags.begin(), tags.end(), [](const PgnTag& t) { return t.name == "Variant"; });
    tags.insert(at == tags.end() ? at : at + 1, text.begin(), text.end());
  }
  // The add-ons the game was played with (read back by import_game and the tree reader).
  if (!game.options().addons.empty() &&
      std::none_of(tags.begin(), tags.end(), [](const PgnTag& t) { return t.name == "Addons"; }))
    tags.push_back({"Addons", addons_tag(game.options().addons)});
  // The draw limits of this game (read back by ImportedGame::to_game).
  if (game.options().natural_limit_moves != RuleOptions::kVariantNaturalLimit)
    tags.push_back({"NaturalLimit", std::to_string(game.options().natural_limit_moves)});
  if (game.move_limit_call() && game.move_limit_call()->ply <= game.ply())
    tags.push_back({"MoveLimit", move_limit_tag(*game.move_limit_call())});
  return tags;
}

std::string export_pgn(const Game& game, Notation notation, std::vector<PgnTag> tags) {
  std::string result;
  tags = export_pgn_tags(game, std::move(tags), result);
  // The start position on the game's own board (a variant's geometry; a text variant's
  // too, whose id is no preset's).
  GameOrError at_start = Game::create_like(game, game.start_fen(), game.options());
  const Position start = at_start.game ? at_start.game->position() : parse_fen(game.start_fen()).position;
  return write_pgn(tags, start, game.history(), notation, result);
}

std::string export_dhtmlxq(const Game& game, std::vector<PgnTag> tags) {
  bool has_result = false;
  for (const PgnTag& t : tags) has_result = has_result || t.name == "Result";
  if (!has_result) tags.push_back({"Result", result_token(game)});
  // Four digits a move hold a board step only: a game with other moves (drops, flips,
  // double moves, flag steps, jump paths) is written as its current position, no moves.
  const std::vector<Move>& moves = game.history();
  if (std::any_of(moves.begin(), moves.end(), [](Move m) { return !m.is_normal() || m.is_jump(); }))
    return write_dhtmlxq(tags, game.position(), {});
  return write_dhtmlxq(tags, parse_fen(game.start_fen()).position, game.history());
}

std::string export_fen(const Game& game) { return game.fen(); }

namespace {

// Does `viewer` get the view game's record instead of the game's own?
bool exports_view(const Game& game, Viewer viewer) { return viewer != Viewer::Arbiter && game.has_secrets(); }

// The game's result among the tags (the view game starts at the current position, which
// a result on the board or the clock does not end).
void keep_result(const Game& game, std::vector<PgnTag>& tags) {
  if (std::none_of(tags.begin(), tags.end(), [](const PgnTag& t) { return t.name == "Result"; }))
    tags.push_back({"Result", result_token(game)});
}

}  // namespace

std::string export_pgn_for_viewer(const Game& game, Viewer viewer, Notation notation, std::vector<PgnTag> tags) {
  if (!exports_view(game, viewer)) return export_pgn(game, notation, std::move(tags));
  const GameOrError view = game.view_game(viewer);
  if (!view.game) return {};  // never the arbiter's record in its place
  keep_result(game, tags);
  return export_pgn(*view.game, notation, std::move(tags));
}

std::string export_dhtmlxq_for_viewer(const Game& game, Viewer viewer, std::vector<PgnTag> tags) {
  if (!exports_view(game, viewer)) return export_dhtmlxq(game, std::move(tags));
  const GameOrError view = game.view_game(viewer);
  if (!view.game) return {};
  keep_result(game, tags);
  // No moves: the start is the view's position, on the variant's own board (its fen line
  // keeps the '*' marks; binit places pieces by their faces, which everyone sees).
  return write_dhtmlxq(tags, view.game->position(), {});
}

}  // namespace xq::notation
