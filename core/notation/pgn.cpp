// PGN splitting, tag parsing and replay. The splitter is line based: a game's tag lines
// start with '[', its movetext is every following line up to the next tag line.
#include "core/notation/pgn.h"

#include <cctype>

#include "core/fen.h"
#include "core/game.h"
#include "core/movegen.h"
#include "core/notation/movetext.h"

namespace xq::notation {
namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

// [Name "value"] -> tag; false if malformed.
bool parse_tag(std::string_view line, PgnTag& tag) {
  line = trim(line);
  if (line.size() < 2 || line.front() != '[' || line.back() != ']') return false;
  line = trim(line.substr(1, line.size() - 2));
  std::size_t i = 0;
  while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '"') ++i;
  if (i == 0) return false;
  tag.name = std::string(line.substr(0, i));
  std::string_view rest = trim(line.substr(i));
  if (rest.size() < 2 || rest.front() != '"' || rest.back() != '"') return false;
  rest = rest.substr(1, rest.size() - 2);
  tag.value.clear();
  for (std::size_t k = 0; k < rest.size(); ++k) {
    if (rest[k] == '\\' && k + 1 < rest.size()) ++k;
    tag.value += rest[k];
  }
  return true;
}

}  // namespace

std::string PgnGame::tag(std::string_view name) const {
  for (const PgnTag& t : tags)
    if (t.name == name) return t.value;
  return {};
}

std::string pgn_variant(const std::vector<PgnTag>& tags) {
  std::string variant;
  for (const PgnTag& t : tags)
    if (t.name == "Variant") {
      variant = t.value;  // the first one, as PgnGame::tag reads it
      break;
    }
  for (char& c : variant) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (variant.empty() || variant == "chinese chess") return Game::kStandardVariant;
  return variant;
}

std::vector<std::string> pgn_addons(const std::vector<PgnTag>& tags) {
  std::vector<std::string> out;
  for (const PgnTag& t : tags)
    if (t.name == "Addons") {
      std::string word;
      for (char c : t.value + ' ') {
        if (c == ' ' || c == ',' || c == '\t') {
          if (!word.empty()) out.push_back(std::move(word));
          word.clear();
        } else {
          word += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        }
      }
      break;  // the first one, as for Variant
    }
  return out;
}

std::string addons_tag(const std::vector<std::string>& addons) {
  std::string out;
  for (const std::string& a : addons) out += (out.empty() ? "" : " ") + a;
  return out;
}

std::string pgn_variant_text(const std::vector<PgnTag>& tags) {
  std::string text;
  for (const PgnTag& t : tags)
    if (t.name == "VariantText") text += t.value + '\n';
  return text;
}

std::vector<PgnTag> variant_text_tags(std::string_view variant_text) {
  std::vector<PgnTag> out;
  while (!variant_text.empty()) {
    const std::size_t end = variant_text.find('\n');
    const std::string_view line = variant_text.substr(0, end);
    if (!trim(line).empty()) out.push_back({"VariantText", std::string(line)});
    if (end == std::string_view::npos) break;
    variant_text.remove_prefix(end + 1);
  }
  return out;
}

GameOrError pgn_board(const std::vector<PgnTag>& tags, std::string_view fen, const Game* board) {
  RuleOptions options;
  options.addons = pgn_addons(tags);
  const std::string text = board ? std::string() : pgn_variant_text(tags);
  // The board the moves are played on: the given game's, the text variant's, the preset's.
  auto make = [&](std::string_view f, const RuleOptions& o) {
    return board ? Game::create_like(*board, f, board->options())
           : !text.empty() ? Game::create_from_text(text, f, o)
                           : Game::create(pgn_variant(tags), f, o);
  };
  GameOrError made = make(fen, options);
  if (made.game) return made;
  const std::string variant = board ? board->variant() : !text.empty() ? std::string() : pgn_variant(tags);
  if (!board && !make({}, {}).game) {
    // "Variant tag: unknown variant 'foo' (known: …)", "VariantText tags: line 2: …"
    made.error = (text.empty() ? "Variant tag: " : "VariantText tags: ") + made.error;
    return made;
  }
  if (!board && !make({}, options).game) {
    made.error = "Addons tag: " + made.error;  // "unknown add-on 'foo' …"
    return made;
  }
  std::string why = std::move(made.error);
  if (why.rfind("invalid FEN: ", 0) == 0) why.erase(0, 13);  // the prefixes below say it
  const std::string name = variant.empty() ? make({}, {}).game->variant() : variant;
  made.error = (name == Game::kStandardVariant ? "bad FEN tag: " : "bad FEN tag for variant '" + name + "': ") + why;
  return made;
}

std::string PgnError::to_string() const {
  std::string out = "game " + std::to_string(game_index + 1);
  if (ply > 0) {
    out += ", move " + std::to_string(move_number) + (side == Color::Red ? " (Red)" : " (Black)");
    if (!move_text.empty()) out += " '" + move_text + "'";
  }
  return out + ": " + reason;
}

bool PgnReader::next(PgnGame& game, PgnError& error) {
  game = PgnGame();
  error = PgnError();
  bool in_movetext = false, any = false, in_comment = false;
  while (pos_ < text_.size()) {
    std::size_t eol = text_.find('\n', pos_);
    if (eol == std::string_view::npos) eol = text_.size();
    const std::string_view line = text_.substr(pos_, eol - pos_);
    const std::string_view t = trim(line);
    if (!t.empty() && t.front() == '[' && !in_comment) {
      if (in_movetext) break;  // the next game's tags: leave them for the next call
      if (!any) game.line = line_;
      any = true;
      PgnTag tag;
      if (parse_tag(t, tag)) {
        game.tags.push_back(std::move(tag));
      } else if (error.reason.empty()) {
        error.game_index = index_;
        error.reason = "line " + std::to_string(line_) + ": malformed tag " + std::string(t.substr(0, 60));
      }
    } else if (!t.empty() || in_comment) {  // a blank line inside a comment belongs to it
      if (!any) game.line = line_;
      any = in_movetext = true;
      // A "{…}" comment may span lines, and a line of it may start with '[': still movetext.
      for (char c : line) {
        if (c == ';' && !in_comment) break;  // a ';' comment runs to the end of the line
        if (c == '{') in_comment = true;
        else if (c == '}') in_comment = false;
      }
      game.movetext.append(line);
      game.movetext += '\n';
    }
    pos_ = eol + 1;
    ++line_;
  }
  if (!any) return false;
  ++index_;
  return true;
}

std::vector<PgnGame> read_pgn(std::string_view text, std::vector<PgnError>* errors) {
  std::vector<PgnGame> games;
  PgnReader reader(text);
  PgnGame g;
  PgnError e;
  while (reader.next(g, e)) {
    if (!e.reason.empty() && errors) errors->push_back(e);
    games.push_back(std::move(g));
  }
  return games;
}

PgnReplay replay(const PgnGame& game, int game_index) {
  PgnReplay r;
  r.error.game_index = game_index;
  r.start_fen = game.tag("FEN");
  if (r.start_fen.empty()) r.start_fen = Game::kStandardFen;
  const FenResult fen = parse_fen(r.start_fen);
  if (!fen.ok()) {
    r.error.reason = "bad FEN tag: " + fen.error.message;
    return r;
  }
  r.start = fen.position;
  Position pos = fen.position;
  const MovetextScan scan = scan_movetext(game.movetext);
  r.result = scan.result.empty() ? game.tag("Result") : scan.result;
  for (const MoveText& mt : scan.moves) {
    const ParsedMove pm = parse_move(pos, mt.text);
    if (!pm.ok()) {
      r.error.move_number = pos.fullmove_number();
      r.error.side = pos.side_to_move();
      r.error.ply = static_cast<int>(r.moves.size()) + 1;
      r.error.move_text = mt.text;
      r.error.reason = pm.error;
      if (!has_legal_move(pos)) r.error.reason += " (the game is already over: no legal move)";
      r.final_position = pos;
      return r;
    }
    UndoInfo undo;
    pos.do_move(pm.move, undo);
    r.moves.push_back(pm.move);
    r.move_texts.push_back(mt.text);
  }
  r.final_position = pos;
  if (!scan.ok()) {
    r.error.move_number = pos.fullmove_number();
    r.error.side = pos.side_to_move();
    r.error.ply = static_cast<int>(r.moves.size()) + 1;
    const std::size_t from = scan.error_offset;
    std::size_t end = game.movetext.find_first_of(" \n", from);
    if (end == std::string::npos) end = game.movetext.size();
    r.error.move_text = game.movetext.substr(from, std::min<std::size_t>(end - from, 40));
    r.error.reason = scan.error;
  }
  return r;
}

std::string write_pgn(const std::vector<PgnTag>& tags, const Position& start,
                      const std::vector<Move>& moves, Notation notation, const std::string& result) {
  std::string out;
  auto tag_line = [&out](const std::string& name, const std::string& value) {
    out += "[" + name + " \"";
    for (char c : value) {
      if (c == '"' || c == '\\') out += '\\';
      out += c;
    }
    out += "\"]\n";
  };
  bool has_fen = false;
  for (const PgnTag& t : tags) {
    tag_line(t.name, t.value);
    has_fen = has_fen || t.name == "FEN";
  }
  const std::string fen = to_fen(start);
  if (!has_fen && fen != Game::kStandardFen) tag_line("FEN", fen);
  if (!tags.empty() || !has_fen) out += "\n";
  Position pos = start;
  bool line_open = false;
  for (Move m : moves) {
    if (pos.side_to_move() == Color::Red || !line_open) {
      if (line_open) out += "\n";
      out += std::to_string(pos.fullmove_number()) + ".";
      if (pos.side_to_move() == Color::Black) out += "..";
      line_open = true;
    }
    out += " " + format_move(pos, m, notation);
    UndoInfo undo;
    pos.do_move(m, undo);
  }
  if (line_open) out += "\n";
  out += (result.empty() ? std::string("*") : result) + "\n";
  return out;
}

std::string result_contradiction(const PgnGame& game, const PgnReplay& r) {
  const std::string tag = game.tag("Result");
  if (tag != "1-0" && tag != "0-1" && tag != "1/2-1/2") return {};
  if (has_legal_move(r.final_position)) return {};
  // No legal move: the side to move has lost (checkmate, or stalemate 困斃).
  const Color loser = r.final_position.side_to_move();
  const std::string actual = loser == Color::Red ? "0-1" : "1-0";
  if (tag == actual) return {};
  return std::string("Result \"") + tag + "\" contradicts the final position: " +
         (loser == Color::Red ? "Red" : "Black") +
         (r.final_position.in_check() ? " is checkmated" : " has no legal move (stalemated)");
}

}  // namespace xq::notation
