// PGN game trees (see pgn_tree.h). The reader walks the movetext once with a stack of
// lines: "(" opens a line that replaces the current line's last move, ")" closes it. The
// text between the structural characters ({ } ( ) ; $ and the marks ! ?) is plain
// movetext, split into moves by scan_movetext and read by parse_move, so every notation
// the single-line reader takes is taken here too. The writer walks the tree with an
// explicit stack (a record's variations can nest thousands deep).
#include "core/notation/pgn_tree.h"

#include <algorithm>
#include <cctype>

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
};

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
        if (lines_.size() > 1)
          lines_.pop_back();
        else
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
    }
    lines_.push_back(std::move(v));
  }

  void comment(std::string_view text) {
    const Line& line = lines_.back();
    if (line.dead || text.empty()) return;
    // Before a variation's first move `cur` is the fork: the comment is about that position.
    std::string& c = out_.tree.node(line.cur).comment;
    if (!c.empty()) c += '\n';
    for (char ch : text)
      if (ch != '\r') c += ch;  // CR LF files: the comment keeps LF only
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

PgnTreeGame read_pgn_tree(const PgnGame& game) {
  PgnTreeGame out;
  out.tags = game.tags;
  std::string fen = game.tag("FEN");
  if (fen.empty()) fen = Game::kStandardFen;
  const FenResult start = parse_fen(fen);
  if (!start.ok()) {
    out.warnings.push_back("bad FEN tag: " + start.error.message);
    return out;
  }
  out.loaded = true;
  out.tree.set_start_fen(to_fen(start.position));
  TreeReader(out, start.position).read(game.movetext);
  if (out.result.empty()) out.result = game.tag("Result");
  return out;
}

std::vector<PgnTreeGame> read_pgn_trees(std::string_view bytes) {
  const DecodedText text = decode_text(bytes);
  std::vector<PgnTreeGame> games;
  PgnReader reader(text.text);
  PgnGame g;
  PgnError e;
  while (reader.next(g, e)) {
    PgnTreeGame t = read_pgn_tree(g);
    if (!e.reason.empty()) t.warnings.insert(t.warnings.begin(), e.reason);
    std::erase_if(t.tags, [](const PgnTag& tag) { return tag.name == "Encoding"; });
    t.tags.push_back({"Encoding", text.encoding});
    games.push_back(std::move(t));
  }
  return games;
}

PgnTreeGame read_pgn_tree(std::string_view bytes) {
  std::vector<PgnTreeGame> games = read_pgn_trees(bytes);
  if (games.empty()) {
    PgnTreeGame empty;
    empty.loaded = true;
    empty.tree.set_start_fen(Game::kStandardFen);
    return empty;
  }
  return std::move(games.front());
}

std::string write_pgn_tree(const std::vector<PgnTag>& tags, const GameTree& tree, Notation notation,
                           const std::string& result) {
  std::string out;
  for (const PgnTag& t : tags)
    if (t.name != "FEN" && t.name != "Encoding") put_tag(out, t.name, t.value);
  const FenResult start = parse_fen(tree.start_fen().empty() ? Game::kStandardFen : tree.start_fen());
  const Position start_pos = start.ok() ? start.position : Position();
  const std::string fen = to_fen(start_pos);
  if (fen != Game::kStandardFen) put_tag(out, "FEN", fen);
  out += '\n';

  Wrapper w;
  if (!tree.node(GameTree::kRoot).comment.empty()) w.token(comment_token(tree.node(GameTree::kRoot).comment));
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
      w.word(token + format_move(f.pos, n.move, notation));
      if (n.mark != Mark::None) w.token("$" + std::to_string(static_cast<int>(n.mark)));
      f.number = false;
      if (!n.comment.empty()) {
        w.token(comment_token(n.comment));
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
