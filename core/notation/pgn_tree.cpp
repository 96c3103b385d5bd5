// PGN game trees (see pgn_tree.h). The reader walks the movetext once with a stack of
// lines: "(" opens a line that replaces the current line's last move, ")" closes it. The
// text between the structural characters ({ } ( ) ; $ and the marks ! ?) is plain
// movetext, split into moves by scan_movetext and read by parse_move, so every notation
// the single-line reader takes is taken here too. The writer walks the tree with an
// explicit stack (a record's variations can nest thousands deep).
#include "core/notation/pgn_tree.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdio>

#include "core/fen.h"
#include "core/game.h"
#include "core/notation/movetext.h"
#include "core/notation/text_encoding.h"

namespace xq::notation {
namespace {

using record::GameTree;
using record::Mark;

// "move 12 (Black)" for the node at `ply` (1-based) of a line from `start`.
std::string move_name(const Position& start, int ply) {
  const MoveNumber n = move_number(start, ply - 1);
  return "move " + std::to_string(n.number) + (n.side == Color::Red ? " (Red)" : " (Black)");
}

// One line being read: the node its next move follows, the positions after and before
// that node's move, and how it is named in messages.
struct Line {
  int cur = GameTree::kRoot;
  Position pos, before;
  int fork = GameTree::kRoot;  // the node the line starts from (its moves come after it)
  bool dead = false;           // an earlier move of this line failed: skip to its end
  int variations_here = 0;     // "(" opened after `cur` so far
  std::string name;            // "" for the main line, else "variation 2 of move 5 (Red), "
  // Comments: the first one after a move is that move's; any further one before the next
  // move (and any at a variation's start) is the next move's comment_before, gathered here.
  bool after_taken = false;
  std::string pending_before;
};

// PGN's clock command inside a comment, "[%clk 1:05:09]" or "[%clk 0:00:07.5]": removed
// from `text`, its time returned in ms (-1 when there is none or it does not read).
std::int64_t take_clock(std::string& text) {
  const std::size_t at = text.find("[%clk");
  if (at == std::string::npos) return -1;
  const std::size_t close = text.find(']', at);
  if (close == std::string::npos) return -1;
  std::int64_t parts[3] = {0, 0, 0};
  int n = 0, tenths = -1;
  bool digits = false, ok = true;
  for (std::size_t i = at + 5; i < close && ok; ++i) {
    const char c = text[i];
    if (c == ' ' && !digits && n == 0) continue;
    if (std::isdigit(static_cast<unsigned char>(c))) {
      if (tenths >= 0) {
        if (tenths < 1000) tenths = tenths * 10 + (c - '0');
      } else if (parts[n] < 1000000) {
        parts[n] = parts[n] * 10 + (c - '0');
      }
      digits = true;
    } else if (c == ':' && digits && n < 2 && tenths < 0) {
      ++n;
      digits = false;
    } else if (c == '.' && digits && tenths < 0) {
      tenths = 0;
    } else {
      ok = false;
    }
  }
  if (!ok || !digits || n == 0) return -1;  // at least m:ss
  std::int64_t ms = n == 2 ? (parts[0] * 3600 + parts[1] * 60 + parts[2]) * 1000 : (parts[0] * 60 + parts[1]) * 1000;
  if (tenths > 0) {  // ".5" = 500 ms, ".25" = 250 ms
    std::string frac = std::to_string(tenths);
    std::size_t digits_after = close - text.find('.', at) - 1;
    while (frac.size() < digits_after) frac = "0" + frac;
    frac = (frac + "000").substr(0, 3);
    ms += std::stoi(frac);
  }
  std::size_t from = at, to = close + 1;
  while (to < text.size() && text[to] == ' ') ++to;
  while (from > 0 && text[from - 1] == ' ' && to == text.size()) --from;
  text.erase(from, to - from);
  return ms;
}

// "[%clk 0:04:59]" (tenths when the time has them).
std::string clock_command(std::int64_t ms) {
  const std::int64_t s = ms / 1000;
  char buf[48];
  std::snprintf(buf, sizeof buf, "[%%clk %lld:%02lld:%02lld", static_cast<long long>(s / 3600),
                static_cast<long long>(s / 60 % 60), static_cast<long long>(s % 60));
  std::string out = buf;
  if (ms % 1000) {
    std::snprintf(buf, sizeof buf, ".%03lld", static_cast<long long>(ms % 1000));
    std::string frac = buf;
    while (frac.back() == '0') frac.pop_back();
    out += frac;
  }
  return out + "]";
}

bool starts_with_at(std::string_view s, std::size_t i, std::string_view what) {
  return s.substr(i, what.size()) == what;
}

// Characters that end a run of plain movetext.
std::size_t structural_length(std::string_view s, std::size_t i) {
  const char c = s[i];
  if (c == '{' || c == '}' || c == '(' || c == ')' || c == ';' || c == '$' || c == '!' || c == '?') return 1;
  for (std::string_view w : {"（", "）", "｛", "｝"})
    if (starts_with_at(s, i, w)) return w.size();
  return 0;
}

class TreeReader {
 public:
  TreeReader(PgnTreeGame& out, const Position& start) : out_(out), start_(start) {
    Line main;
    main.pos = start;
    main.before = start;
    lines_.push_back(main);
  }

  void read(std::string_view s) {
    std::size_t i = 0;
    while (i < s.size()) {
      const std::size_t len = structural_length(s, i);
      if (len == 0) {
        std::size_t j = i;
        while (j < s.size() && structural_length(s, j) == 0) ++j;
        moves(s.substr(i, j - i));
        i = j;
        continue;
      }
      const char c = s[i];
      if (c == '{' || starts_with_at(s, i, "｛")) {
        // '{' closes with '}' only (so a full-width '｝' inside, as the writer puts it, is
        // text); a full-width '｛' with either.
        std::size_t close = s.find('}', i + len);
        if (c != '{') close = std::min(close, s.find("｝", i + len));
        if (close == std::string_view::npos) {
          warn(lines_.back(), "unterminated comment '{': taken to the end of the game");
          close = s.size();
        }
        comment(trim(s.substr(i + len, close - i - len)));
        i = close == s.size() ? close : close + (s[close] == '}' ? 1 : 3);
      } else if (c == ';') {
        std::size_t eol = s.find('\n', i);
        if (eol == std::string_view::npos) eol = s.size();
        comment(trim(s.substr(i + 1, eol - i - 1)));
        i = eol;
      } else if (c == '(' || starts_with_at(s, i, "（")) {
        open_variation();
        i += len;
      } else if (c == ')' || starts_with_at(s, i, "）")) {
        if (lines_.size() > 1) {
          flush_pending(lines_.back());
          lines_.pop_back();
        } else
          warn(lines_.back(), "')' without a variation to close");
        i += len;
      } else if (c == '$') {
        std::size_t j = i + 1;
        int nag = 0;
        while (j < s.size() && std::isdigit(static_cast<unsigned char>(s[j])) && nag < 1000)
          nag = nag * 10 + (s[j++] - '0');
        if (nag >= 1 && nag <= 6) mark(static_cast<Mark>(nag));  // PGN NAGs 1..6 = ! ? !! ?? !? ?!
        i = j;
      } else if (c == '}' || starts_with_at(s, i, "｝")) {
        i += len;  // a stray closing brace: nothing to keep
      } else {     // a run of ! and ?
        std::size_t j = i;
        while (j < s.size() && (s[j] == '!' || s[j] == '?')) ++j;
        const Mark m = record::parse_mark(s.substr(i, j - i));
        if (m != Mark::None) mark(m);
        i = j;
      }
    }
    if (lines_.size() > 1) warn(lines_.back(), "variation '(' not closed at the end of the game");
    for (Line& line : lines_) flush_pending(line);
  }

 private:
  static std::string_view trim(std::string_view t) {
    while (!t.empty() && std::isspace(static_cast<unsigned char>(t.front()))) t.remove_prefix(1);
    while (!t.empty() && std::isspace(static_cast<unsigned char>(t.back()))) t.remove_suffix(1);
    return t;
  }

  void warn(const Line& line, const std::string& what) { out_.warnings.push_back(line.name + what); }

  void moves(std::string_view text) {
    Line& line = lines_.back();
    const MovetextScan scan = scan_movetext(text);
    if (!scan.result.empty() && lines_.size() == 1) out_.result = scan.result;
    for (const MoveText& mt : scan.moves) {
      if (line.dead) return;
      const ParsedMove pm = parse_move(line.pos, mt.text);
      if (!pm.ok()) {
        fail(line, mt.text, pm.error);
        return;
      }
      line.cur = out_.tree.add_move(line.cur, pm.move);
      out_.tree.node(line.cur).comment_before = std::move(line.pending_before);
      line.pending_before.clear();
      line.after_taken = false;
      line.before = line.pos;
      UndoInfo undo;
      line.pos.do_move(pm.move, undo);
      line.variations_here = 0;
    }
    if (!scan.ok() && !line.dead) {
      std::string_view bad = text.substr(scan.error_offset);
      bad = trim(bad.substr(0, bad.find_first_of(" \t\r\n")));
      fail(line, bad.substr(0, 40), scan.error);
    }
  }

  void fail(Line& line, std::string_view text, const std::string& why) {
    const int ply = out_.tree.depth(line.cur) + 1;
    std::string what = move_name(start_, ply) + " '" + std::string(text) + "': " + why;
    what += lines_.size() == 1 ? " (the rest of the main line is skipped)"
                               : " (the rest of this variation is skipped)";
    warn(line, what);
    line.dead = true;
  }

  void open_variation() {
    Line& parent = lines_.back();
    Line v;
    v.name = parent.name;
    if (parent.dead) {
      v.dead = true;  // hangs off a move that did not load: reported with that move
    } else if (parent.cur == GameTree::kRoot || parent.cur == parent.fork) {
      warn(parent, "a variation before any move of its line is skipped");
      v.dead = true;
    } else {
      ++parent.variations_here;
      v.name += "variation " + std::to_string(parent.variations_here) + " of " +
                move_name(start_, out_.tree.depth(parent.cur)) + ", ";
      v.cur = out_.tree.node(parent.cur).parent;
      v.pos = parent.before;
      v.before = parent.before;
      v.fork = v.cur;
      v.after_taken = true;  // a comment here introduces the variation's first move
    }
    lines_.push_back(std::move(v));
  }

  void comment(std::string_view text) {
    Line& line = lines_.back();
    if (line.dead) return;
    std::string t;
    for (char ch : text)
      if (ch != '\r') t += ch;  // CR LF files: the comment keeps LF only
    const bool own = !line.after_taken;  // the first comment after the move is the move's
    line.after_taken = true;             // even an empty "{}" takes that place
    if (own && line.cur != GameTree::kRoot) {
      const std::int64_t ms = take_clock(t);
      if (ms >= 0) out_.tree.node(line.cur).clock_ms = ms;
    }
    if (t.empty()) return;
    std::string& c = own ? out_.tree.node(line.cur).comment : line.pending_before;
    if (!c.empty()) c += '\n';
    c += t;
  }

  // Comments after a line's last move that no move followed: kept as that move's (or,
  // on a variation with no move, dropped with the variation).
  void flush_pending(Line& line) {
    if (line.pending_before.empty() || line.dead) return;
    if (line.cur != line.fork || line.cur == GameTree::kRoot) {
      std::string& c = out_.tree.node(line.cur).comment;
      if (!c.empty()) c += '\n';
      c += line.pending_before;
    }
    line.pending_before.clear();
  }

  void mark(Mark m) {
    const Line& line = lines_.back();
    if (line.dead || line.cur == line.fork) return;  // no move of this line yet: nothing to mark
    out_.tree.node(line.cur).mark = m;
  }

  PgnTreeGame& out_;
  Position start_;
  std::vector<Line> lines_;
};

void put_tag(std::string& out, const std::string& name, const std::string& value) {
  out += "[" + name + " \"";
  for (char c : value) {
    if (c == '"' || c == '\\') out += '\\';
    out += c == '\n' || c == '\r' ? ' ' : c;  // a tag is one line
  }
  out += "\"]\n";
}

// Movetext output that wraps lines near 80 columns between tokens.
class Wrapper {
 public:
  void token(const std::string& t) {
    if (col_ > 0 && col_ + 1 + width(t) > 80) {
      out_ += '\n';
      col_ = 0;
    } else if (col_ > 0) {
      out_ += ' ';
      ++col_;
    }
    out_ += t;
    const std::size_t nl = t.rfind('\n');
    col_ = nl == std::string::npos ? col_ + width(t) : width(std::string_view(t).substr(nl + 1));
  }
  // "(" and ")" hug their neighbours' text ("( 1. h2e2" reads worse than "(1. h2e2").
  void open() {
    token("(");
    glue_ = true;
  }
  void word(const std::string& t) {
    if (glue_) {
      out_ += t;
      col_ += width(t);
      glue_ = false;
    } else {
      token(t);
    }
  }
  void close() {
    out_ += ')';
    ++col_;
  }
  std::string take() { return std::move(out_); }

 private:
  // Characters, not bytes (a Chinese move is 12 bytes, 4 characters).
  static std::size_t width(std::string_view t) {
    std::size_t n = 0;
    for (char c : t) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    return n;
  }
  std::string out_;
  std::size_t col_ = 0;
  bool glue_ = false;
};

// A comment as written: '}' cannot be escaped in PGN, so it becomes the full-width '｝'.
std::string comment_token(const std::string& c) {
  std::string t = "{";
  for (char ch : c) {
    if (ch == '}')
      t += "｝";
    else
      t += ch;
  }
  return t + "}";
}

}  // namespace

std::string PgnTreeGame::tag(std::string_view name) const {
  for (const PgnTag& t : tags)
    if (t.name == name) return t.value;
  return {};
}

PgnTreeGame read_pgn_tree(const PgnGame& game, const Game* board) {
  PgnTreeGame out;
  out.tags = game.tags;
  const GameOrError start = pgn_board(game.tags, game.tag("FEN"), board);
  if (!start.game) {
    out.warnings.push_back(start.error);
    return out;
  }
  out.loaded = true;
  out.tree.set_start_fen(start.game->start_fen());
  TreeReader(out, start.game->position()).read(game.movetext);
  if (out.result.empty()) out.result = game.tag("Result");
  return out;
}

std::vector<PgnTreeGame> read_pgn_trees(std::string_view bytes, const Game* board) {
  const DecodedText text = decode_text(bytes);
  std::vector<PgnTreeGame> games;
  PgnReader reader(text.text);
  PgnGame g;
  PgnError e;
  while (reader.next(g, e)) {
    PgnTreeGame t = read_pgn_tree(g, board);
    if (!e.reason.empty()) t.warnings.insert(t.warnings.begin(), e.reason);
    std::erase_if(t.tags, [](const PgnTag& tag) { return tag.name == "Encoding"; });
    t.tags.push_back({"Encoding", text.encoding});
    games.push_back(std::move(t));
  }
  return games;
}

PgnTreeGame read_pgn_tree(std::string_view bytes, const Game* board) {
  std::vector<PgnTreeGame> games = read_pgn_trees(bytes, board);
  if (games.empty()) {
    PgnTreeGame empty;
    const GameOrError start = pgn_board({}, {}, board);
    empty.loaded = true;
    empty.tree.set_start_fen(start.game ? start.game->start_fen() : std::string(Game::kStandardFen));
    return empty;
  }
  return std::move(games.front());
}

std::string write_pgn_tree(const std::vector<PgnTag>& tags, const GameTree& tree, Notation notation,
                           const std::string& result, const Game* board) {
  std::string out;
  bool has_variant = false, has_addons = false;
  for (const PgnTag& t : tags) {
    if (t.name != "FEN" && t.name != "Encoding") put_tag(out, t.name, t.value);
    has_variant = has_variant || t.name == "Variant";
    has_addons = has_addons || t.name == "Addons";
  }
  if (board && !has_variant && board->variant() != Game::kStandardVariant)
    put_tag(out, "Variant", board->variant());
  if (board && !has_addons && !board->options().addons.empty())
    put_tag(out, "Addons", addons_tag(board->options().addons));
  // The start on the tree's own board (a variant's geometry, which moves are written on).
  const GameOrError at_start = pgn_board(tags, tree.start_fen(), board);
  const Position start_pos =
      at_start.game ? at_start.game->position() : parse_fen(Game::kStandardFen).position;
  const std::string fen = to_fen(start_pos);
  if (fen != Game::kStandardFen) put_tag(out, "FEN", fen);
  out += '\n';

  Wrapper w;
  const record::Node& root = tree.node(GameTree::kRoot);
  const bool first_has_before = !root.children.empty() && !tree.node(root.children.front()).comment_before.empty();
  if (!root.comment.empty() || first_has_before) w.token(comment_token(root.comment));
  // One frame per open line: the node to write next, the position before it, whether a
  // Black move needs its number ("12..."), and which of its alternatives is next.
  struct Frame {
    int node;
    Position pos;
    bool number;
    std::size_t next_alternative;
    bool written;
  };
  std::vector<Frame> stack;
  const auto& first = tree.node(GameTree::kRoot).children;
  if (!first.empty()) stack.push_back({first.front(), start_pos, true, 0, false});
  while (!stack.empty()) {
    const std::size_t top = stack.size() - 1;
    const record::Node& n = tree.node(stack[top].node);
    const auto& siblings = tree.node(n.parent).children;
    if (!stack[top].written) {
      Frame& f = stack[top];
      const int ply = tree.depth(f.node);
      const MoveNumber num = move_number(start_pos, ply - 1);
      // The number and its move are one token: a line never ends between them.
      std::string token;
      if (num.side == Color::Red)
        token = std::to_string(num.number) + ". ";
      else if (f.number)
        token = std::to_string(num.number) + "... ";
      if (!n.comment_before.empty()) {
        // At a variation's start "(" puts the reader in the "before" place; mid-line the
        // previous move's comment (an empty "{}" when it has none) was written last.
        w.word(comment_token(n.comment_before));
        if (num.side == Color::Black) token = std::to_string(num.number) + "... ";
      }
      w.word(token + format_move(f.pos, n.move, notation));
      if (n.mark != Mark::None) w.token("$" + std::to_string(static_cast<int>(n.mark)));
      f.number = false;
      const bool next_has_before =
          !n.children.empty() && !tree.node(n.children.front()).comment_before.empty();
      if (!n.comment.empty() || n.clock_ms >= 0 || next_has_before) {
        std::string c = n.clock_ms >= 0 ? clock_command(n.clock_ms) : std::string();
        if (!c.empty() && !n.comment.empty()) c += ' ';
        w.token(comment_token(c + n.comment));
        f.number = true;
      }
      f.written = true;
      // Alternatives are written after the first child only (a variation's own first move
      // is an alternative itself; its siblings belong to the line it branches from).
      f.next_alternative = siblings.front() == f.node ? 1 : siblings.size();
    }
    if (stack[top].next_alternative < siblings.size()) {
      const int alt = siblings[stack[top].next_alternative++];
      stack[top].number = true;
      w.open();
      stack.push_back({alt, stack[top].pos, true, 0, false});
      continue;
    }
    if (!n.children.empty()) {
      Frame& f = stack[top];
      UndoInfo undo;
      f.pos.do_move(n.move, undo);
      f.node = n.children.front();
      f.written = false;
      continue;
    }
    stack.pop_back();
    if (!stack.empty()) w.close();
  }
  // Only a result token ends the movetext (a Result tag may say anything, e.g. "红胜").
  const bool token = result == "1-0" || result == "0-1" || result == "1/2-1/2";
  w.token(token ? result : std::string("*"));
  return out + w.take() + "\n";
}

}  // namespace xq::notation
