// DhtmlXQ import/export (format in dhtmlxq.h).
#include "core/notation/dhtmlxq.h"

#include <algorithm>
#include <array>

#include "core/fen.h"
#include "core/game.h"
#include "core/movegen.h"
#include "core/notation/iccs.h"
#include "core/rules/illegal_reason.h"

namespace xq::notation {
namespace {

constexpr std::size_t kMaxText = 1 << 20;
constexpr std::size_t kMaxTags = 4096;
constexpr std::size_t kMaxRouteMoves = 2000;
constexpr std::size_t kMaxVariations = 1024;

// The 16 piece slots of one side in binit order.
constexpr std::array<PieceKind, 16> kSlots = {
    PieceKind::Chariot, PieceKind::Horse,   PieceKind::Elephant, PieceKind::Advisor,
    PieceKind::General, PieceKind::Advisor, PieceKind::Elephant, PieceKind::Horse,
    PieceKind::Chariot, PieceKind::Cannon,  PieceKind::Cannon,   PieceKind::Soldier,
    PieceKind::Soldier, PieceKind::Soldier, PieceKind::Soldier,  PieceKind::Soldier};
constexpr const char* kSlotNames[7] = {"general", "advisor", "elephant", "horse",
                                       "chariot", "cannon",  "soldier"};

// DhtmlXQ (x, y) <-> square: x = file, y = 9 - rank.
Square to_square(int x, int y) { return static_cast<Square>((9 - y) * 9 + x); }
int x_of(Square s) { return s % 9; }
int y_of(Square s) { return 9 - s / 9; }

std::string lower_ascii(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

std::string trim(std::string_view s) {
  std::size_t b = 0, e = s.size();
  while (b < e && (s[b] == ' ' || s[b] == '\t' || s[b] == '\r' || s[b] == '\n')) ++b;
  while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\t' || s[e - 1] == '\r' || s[e - 1] == '\n')) --e;
  return std::string(s.substr(b, e - b));
}

std::string digits_only(std::string_view s, bool& other) {
  std::string out;
  other = false;
  for (char c : s) {
    if (c >= '0' && c <= '9') out += c;
    else if (c != ' ' && c != '\r' && c != '\n' && c != '\t') other = true;
  }
  return out;
}

struct Tags {
  std::map<std::string, std::string> values;  // lower-case name without "dhtmlxq_" -> value
  std::string error;
};

Tags extract_tags(std::string_view text) {
  Tags t;
  const std::string low = lower_ascii(text);
  std::size_t begin = 0, end = low.size();
  const std::size_t block = low.find("[dhtmlxq]");
  if (block != std::string::npos) {
    begin = block + 9;
    const std::size_t close = low.find("[/dhtmlxq]", begin);
    if (close != std::string::npos) end = close;
  }
  std::size_t pos = begin;
  // Every attempt may search the rest of the text for a closing tag: cap the attempts too.
  for (std::size_t attempts = 0; pos < end && t.values.size() < kMaxTags; ++attempts) {
    if (attempts >= 2 * kMaxTags) {
      if (t.error.empty()) t.error = "too many [DhtmlXQ_…] tags";
      break;
    }
    const std::size_t open = low.find("[dhtmlxq_", pos);
    if (open == std::string::npos || open >= end) break;
    const std::size_t name_begin = open + 9;
    std::size_t name_end = name_begin;
    while (name_end < end && name_end - name_begin <= 40 &&
           ((low[name_end] >= 'a' && low[name_end] <= 'z') ||
            (low[name_end] >= '0' && low[name_end] <= '9') || low[name_end] == '_'))
      ++name_end;
    if (name_end >= end || low[name_end] != ']' || name_end == name_begin) {
      pos = name_begin;
      continue;
    }
    const std::string name = low.substr(name_begin, name_end - name_begin);
    const std::string closing = "[/dhtmlxq_" + name + "]";
    const std::size_t close = low.find(closing, name_end + 1);
    if (close == std::string::npos || close > end) {
      if (t.error.empty()) t.error = "tag [DhtmlXQ_" + name + "] is not closed";
      pos = name_end + 1;
      continue;
    }
    t.values.emplace(name, std::string(text.substr(name_end + 1, close - name_end - 1)));
    pos = close + closing.size();
  }
  return t;
}

const std::string* find(const Tags& t, const std::string& name) {
  auto it = t.values.find(name);
  return it == t.values.end() ? nullptr : &it->second;
}

std::string result_to_pgn(const std::string& v) {
  const std::string s = trim(v);
  if (s == "红胜" || s == "紅勝" || s == "红方胜" || s == "紅方勝" || s == "1-0") return "1-0";
  if (s == "黑胜" || s == "黑勝" || s == "黑方胜" || s == "黑方勝" || s == "0-1") return "0-1";
  if (s == "和棋" || s == "和" || s == "平" || s == "1/2-1/2") return "1/2-1/2";
  return "*";
}

std::string result_from_pgn(const std::string& v) {
  if (v == "1-0") return "红胜";
  if (v == "0-1") return "黑胜";
  if (v == "1/2-1/2") return "和棋";
  return "未知";
}

std::string comment_text(const std::string& v) {
  std::string out;
  for (std::size_t i = 0; i < v.size(); ++i) {
    if (v[i] == '|' && i + 1 < v.size() && v[i + 1] == '|') {
      out += '\n';
      ++i;
    } else {
      out += v[i];
    }
  }
  return trim(out);
}

// A tag value made safe for a [DhtmlXQ_…] tag: no brackets, newlines as "||".
std::string tag_value(std::string_view v) {
  std::string out;
  for (char c : v) {
    if (c == '[') out += '(';
    else if (c == ']') out += ')';
    else if (c == '\n') out += "||";
    else if (c != '\r') out += c;
  }
  return out;
}

// Parses binit into a FEN board field (and checks each piece's point). Empty on error.
std::string binit_board(const std::string& digits, std::string& error) {
  if (digits.size() != 64) {
    error = "[DhtmlXQ_binit]: expected 64 digits, found " + std::to_string(digits.size());
    return {};
  }
  char board[10][9];
  for (auto& row : board)
    for (char& c : row) c = 0;
  for (int i = 0; i < 32; ++i) {
    const int x = digits[2 * i] - '0', y = digits[2 * i + 1] - '0';
    const Color color = i < 16 ? Color::Red : Color::Black;
    const PieceKind kind = kSlots[i % 16];
    if (x == 9 && y == 9) continue;
    const std::string what = std::string(color == Color::Red ? "Red " : "Black ") +
                             kSlotNames[static_cast<int>(kind)] + " (piece " + std::to_string(i + 1) + ")";
    if (x > 8) {
      error = "[DhtmlXQ_binit]: " + what + " is off the board at '" + digits.substr(2 * i, 2) + "'";
      return {};
    }
    if (board[y][x] != 0) {
      error = "[DhtmlXQ_binit]: " + what + " shares point '" + digits.substr(2 * i, 2) +
              "' with another piece";
      return {};
    }
    board[y][x] = piece_to_char(Piece(color, kind));
  }
  std::string fen;
  for (int y = 0; y < 10; ++y) {
    int empty = 0;
    for (int x = 0; x < 9; ++x) {
      if (board[y][x] == 0) {
        ++empty;
        continue;
      }
      if (empty) fen += static_cast<char>('0' + empty);
      empty = 0;
      fen += board[y][x];
    }
    if (empty) fen += static_cast<char>('0' + empty);
    if (y < 9) fen += '/';
  }
  return fen;
}

// Reads "x1y1x2y2…" into moves, checking each is legal from pos (advanced). Returns an
// error naming the move, or empty.
std::string read_moves(const std::string& label, const std::string& text, Position& pos,
                       std::vector<Move>& out, int first_ply) {
  bool other = false;
  const std::string d = digits_only(text, other);
  if (other) return label + ": only digits are allowed (4 per move)";
  if (d.size() % 4 != 0)
    return label + ": " + std::to_string(d.size()) + " digits is not a whole number of moves (4 digits each)";
  if (d.size() / 4 > kMaxRouteMoves) return label + ": more than " + std::to_string(kMaxRouteMoves) + " moves";
  for (std::size_t i = 0; i < d.size(); i += 4) {
    const int ply = first_ply + static_cast<int>(i / 4);
    const std::string code = d.substr(i, 4);
    const std::string where = label + ": move " + std::to_string(pos.fullmove_number()) + " (" +
                              (pos.side_to_move() == Color::Red ? "Red" : "Black") + ", ply " +
                              std::to_string(ply) + ") '" + code + "'";
    const int x1 = d[i] - '0', y1 = d[i + 1] - '0', x2 = d[i + 2] - '0', y2 = d[i + 3] - '0';
    if (x1 > 8 || x2 > 8) return where + " is off the board";
    const Move m(to_square(x1, y1), to_square(x2, y2));
    if (x1 == x2 && y1 == y2) return where + " does not move";
    const MoveVerdict v = explain_move(pos, m);
    if (!v.ok()) return where + " (" + format_iccs(m) + ") is illegal: " + v.text;
    UndoInfo undo;
    pos.do_move(m, undo);
    out.push_back(m);
  }
  return {};
}

}  // namespace

std::string DhtmlxqGame::tag(std::string_view name) const {
  for (const PgnTag& t : tags)
    if (t.name == name) return t.value;
  return {};
}

bool looks_like_dhtmlxq(std::string_view text) {
  return lower_ascii(text.substr(0, kMaxText)).find("[dhtmlxq_") != std::string::npos;
}

std::string dhtmlxq_move(Move m) {
  std::string s;
  for (Square q : {m.from(), m.to()}) {
    s += static_cast<char>('0' + x_of(q));
    s += static_cast<char>('0' + y_of(q));
  }
  return s;
}

std::string dhtmlxq_binit(const Position& pos) {
  std::string out;
  for (Color c : {Color::Red, Color::Black}) {
    // Pieces of each kind, Red right to left and Black left to right (as in the standard binit).
    std::vector<Square> by_kind[kPieceKindCount];
    for (int k = 0; k < kPieceKindCount; ++k) {
      const Piece p(c, static_cast<PieceKind>(k));
      by_kind[k].assign(pos.squares_of(p), pos.squares_of(p) + pos.count(p));
      std::sort(by_kind[k].begin(), by_kind[k].end(), [c](Square a, Square b) {
        if (x_of(a) != x_of(b)) return c == Color::Red ? x_of(a) > x_of(b) : x_of(a) < x_of(b);
        return y_of(a) < y_of(b);
      });
    }
    int used[kPieceKindCount] = {};
    for (PieceKind k : kSlots) {
      const auto& list = by_kind[static_cast<int>(k)];
      int& u = used[static_cast<int>(k)];
      if (u < static_cast<int>(list.size())) {
        out += static_cast<char>('0' + x_of(list[u]));
        out += static_cast<char>('0' + y_of(list[u]));
        ++u;
      } else {
        out += "99";
      }
    }
  }
  return out;
}

DhtmlxqGame read_dhtmlxq(std::string_view text) {
  DhtmlxqGame g;
  g.start_fen = Game::kStandardFen;
  g.start = parse_fen(g.start_fen).position;
  if (text.size() > kMaxText) {
    g.error = "DhtmlXQ text too long (more than 1 MB)";
    return g;
  }
  const Tags t = extract_tags(text);
  if (t.values.empty()) {
    g.error = t.error.empty() ? "no [DhtmlXQ_…] tags found" : t.error;
    return g;
  }
  // Tags in PGN names.
  static const std::pair<const char*, const char*> kTagNames[] = {
      {"title", "Title"}, {"event", "Event"}, {"date", "Date"},   {"red", "Red"},
      {"black", "Black"}, {"round", "Round"}, {"place", "Site"},  {"open", "Opening"},
      {"author", "Annotator"}, {"redteam", "RedTeam"}, {"blackteam", "BlackTeam"}};
  for (const auto& [from, to] : kTagNames)
    if (const std::string* v = find(t, from); v && !trim(*v).empty()) g.tags.push_back({to, trim(*v)});
  if (const std::string* v = find(t, "result")) g.tags.push_back({"Result", result_to_pgn(*v)});

  // Start position: binit, else fen, else the standard start.
  const std::string* binit = find(t, "binit");
  const std::string* fen_tag = find(t, "fen");
  const std::string* movelist = find(t, "movelist");
  if (!movelist) movelist = find(t, "move_0_1_0");
  std::string fen_text;
  Color fen_side = Color::Red;
  bool have_fen_side = false;
  if (fen_tag && !trim(*fen_tag).empty()) {
    FenResult f = parse_fen(trim(*fen_tag));
    if (!f.ok()) {
      g.error = "[DhtmlXQ_fen]: " + f.error.message;
      return g;
    }
    fen_text = to_fen(f.position);
    fen_side = f.position.side_to_move();
    have_fen_side = true;
  }
  std::string board;
  if (binit && !trim(*binit).empty()) {
    bool other = false;
    const std::string d = digits_only(*binit, other);
    if (other) {
      g.error = "[DhtmlXQ_binit]: only digits are allowed";
      return g;
    }
    board = binit_board(d, g.error);
    if (board.empty()) return g;
  } else if (!fen_text.empty()) {
    board = fen_text.substr(0, fen_text.find(' '));
  }
  if (!board.empty()) {
    // Whose turn: the owner of the first move's piece, else the FEN tag, else Red.
    Color side = have_fen_side ? fen_side : Color::Red;
    if (movelist) {
      bool other = false;
      const std::string d = digits_only(*movelist, other);
      FenResult probe = parse_fen(board + " w");
      if (!probe.ok()) probe = parse_fen(board + " b");
      if (probe.ok() && d.size() >= 4 && d[0] <= '8' && d[2] <= '8') {
        const Piece p = probe.position.piece_on(to_square(d[0] - '0', d[1] - '0'));
        if (p) side = p.color();
      }
    }
    // The fen tag's clocks are kept when it describes the same board and side.
    const bool same_fen = !fen_text.empty() && fen_text.substr(0, fen_text.find(' ')) == board &&
                          fen_side == side;
    FenResult f = parse_fen(same_fen ? fen_text : board + (side == Color::Red ? " w - - 0 1" : " b - - 0 1"));
    if (!f.ok()) {
      g.error = std::string(binit ? "[DhtmlXQ_binit]" : "[DhtmlXQ_fen]") + ": not a legal start: " +
                f.error.message;
      return g;
    }
    g.start = f.position;
    g.start_fen = to_fen(f.position);
  }

  // Main line.
  Position pos = g.start;
  if (movelist) g.error = read_moves("[DhtmlXQ_movelist]", *movelist, pos, g.moves, 1);
  if (g.error.empty() && !t.error.empty() && !movelist) g.error = t.error;

  // Comments and variations: "comment12", "comment3_12", "move_0_5_3".
  auto number = [](std::string_view s, int& out) {
    if (s.empty() || s.size() > 6) return false;
    out = 0;
    for (char c : s) {
      if (c < '0' || c > '9') return false;
      out = out * 10 + (c - '0');
    }
    return true;
  };
  std::map<int, std::map<int, std::string>> comments;  // route -> ply -> text
  std::map<int, std::map<int, std::string>> marks;     // route -> ply -> "!?"…
  struct Raw {
    int parent, first, id;
    std::string text;
  };
  std::vector<Raw> raws;
  for (const auto& [name, value] : t.values) {
    if (name.rfind("comment", 0) == 0) {
      std::string_view rest = std::string_view(name).substr(7);
      int route = 0, ply = 0;
      const std::size_t us = rest.find('_');
      if (us == std::string_view::npos ? number(rest, ply)
                                       : number(rest.substr(0, us), route) && number(rest.substr(us + 1), ply)) {
        const std::string c = comment_text(value);
        if (!c.empty()) comments[route][ply] = c;
      }
    } else if (name.rfind("mark", 0) == 0) {
      // markN / markR_N: this project's extension for annotation marks (docs/notation.md).
      std::string_view rest = std::string_view(name).substr(4);
      int route = 0, ply = 0;
      const std::size_t us = rest.find('_');
      if (us == std::string_view::npos ? number(rest, ply)
                                       : number(rest.substr(0, us), route) && number(rest.substr(us + 1), ply))
        marks[route][ply] = trim(value);
    } else if (name.rfind("move_", 0) == 0 && name != "move_0_1_0" && raws.size() < kMaxVariations) {
      std::string_view rest = std::string_view(name).substr(5);
      const std::size_t a = rest.find('_');
      const std::size_t b = a == std::string_view::npos ? a : rest.find('_', a + 1);
      Raw r{};
      if (b != std::string_view::npos && number(rest.substr(0, a), r.parent) &&
          number(rest.substr(a + 1, b - a - 1), r.first) && number(rest.substr(b + 1), r.id) &&
          r.first >= 1 && r.id > 0) {
        r.text = value;
        raws.push_back(r);
      } else {
        g.warnings.push_back("[DhtmlXQ_" + name + "]: not a variation tag (move_PARENT_PLY_ID)");
      }
    }
  }
  g.comments = comments[0];
  g.marks = marks[0];
  // Replay variations once their parent route is known (parents may come in any order).
  std::map<int, std::vector<Move>> routes;  // id -> full line from the start
  routes[0] = g.moves;
  std::sort(raws.begin(), raws.end(), [](const Raw& x, const Raw& y) { return x.id < y.id; });
  bool progress = true;
  while (progress && !raws.empty()) {
    progress = false;
    for (std::size_t i = 0; i < raws.size();) {
      const Raw& r = raws[i];
      auto parent = routes.find(r.parent);
      if (parent == routes.end()) {
        ++i;
        continue;
      }
      progress = true;
      const std::string label = "[DhtmlXQ_move_" + std::to_string(r.parent) + "_" +
                                std::to_string(r.first) + "_" + std::to_string(r.id) + "]";
      if (routes.count(r.id)) {
        g.warnings.push_back(label + ": route " + std::to_string(r.id) + " defined twice");
      } else if (static_cast<std::size_t>(r.first - 1) > parent->second.size()) {
        g.warnings.push_back(label + ": branches at ply " + std::to_string(r.first) + " but route " +
                             std::to_string(r.parent) + " has only " +
                             std::to_string(parent->second.size()) + " moves");
      } else {
        Position p = g.start;
        std::vector<Move> line(parent->second.begin(), parent->second.begin() + (r.first - 1));
        for (Move m : line) {
          UndoInfo u;
          p.do_move(m, u);
        }
        DhtmlxqVariation v;
        v.parent = r.parent;
        v.first_ply = r.first;
        v.id = r.id;
        const std::string err = read_moves(label, r.text, p, v.moves, r.first);
        if (!err.empty() && v.moves.empty()) {
          g.warnings.push_back(err + " (variation dropped)");
        } else {
          // A bad move deep in a variation keeps the legal moves before it (issue #17).
          if (!err.empty()) g.warnings.push_back(err + " (the rest of the variation is dropped)");
          for (Move m : v.moves) line.push_back(m);
          routes[r.id] = line;
          v.comments = comments[r.id];
          v.marks = marks[r.id];
          g.variations.push_back(std::move(v));
        }
      }
      raws.erase(raws.begin() + static_cast<std::ptrdiff_t>(i));
    }
  }
  for (const Raw& r : raws)
    g.warnings.push_back("[DhtmlXQ_move_" + std::to_string(r.parent) + "_" + std::to_string(r.first) +
                         "_" + std::to_string(r.id) + "]: parent route " + std::to_string(r.parent) +
                         " not found (variation dropped)");
  return g;
}

std::string write_dhtmlxq(const std::vector<PgnTag>& tags, const Position& start,
                          const std::vector<Move>& moves, const std::map<int, std::string>& comments) {
  std::string out = "[DhtmlXQ]\n[DhtmlXQ_ver]www_dpxq_com[/DhtmlXQ_ver]\n";
  auto line = [&out](const std::string& name, const std::string& value) {
    out += "[DhtmlXQ_" + name + "]" + value + "[/DhtmlXQ_" + name + "]\n";
  };
  static const std::pair<const char*, const char*> kTagNames[] = {
      {"Title", "title"}, {"Event", "event"}, {"Date", "date"},  {"Red", "red"},
      {"Black", "black"}, {"Round", "round"}, {"Site", "place"}, {"Opening", "open"}};
  for (const auto& [pgn, dhtml] : kTagNames)
    for (const PgnTag& t : tags)
      if (t.name == pgn && !t.value.empty()) {
        line(dhtml, tag_value(t.value));
        break;
      }
  for (const PgnTag& t : tags)
    if (t.name == "Result") line("result", result_from_pgn(t.value));
  line("binit", dhtmlxq_binit(start));
  const std::string fen = to_fen(start);
  if (fen != Game::kStandardFen) line("fen", fen);
  std::string list;
  for (Move m : moves) list += dhtmlxq_move(m);
  line("movelist", list);
  for (const auto& [ply, text] : comments)
    if (ply >= 0 && ply <= static_cast<int>(moves.size()) && !text.empty())
      line("comment" + std::to_string(ply), tag_value(text));
  out += "[/DhtmlXQ]\n";
  return out;
}

}  // namespace xq::notation
