// The `win` key: `win = bare_royal, reach(p, enemy:palace), occupy(2, p, border), …`.
//
// The list is comma-separated; a predicate is a name, with its parameters in
// parentheses. Piece parameters are the variant's FEN letters (or `any`), zones are a
// zone's name (`enemy:NAME` for the opponent's copy) or points and rectangles, written
// for Red (Black's are the rank mirror), as everywhere in the format.
#include "core/variant/win_rules.h"

#include <algorithm>
#include <cctype>

namespace xq {

namespace {

std::string trim(const std::string& s) {
  size_t a = 0, b = s.size();
  while (a < b && std::isspace(static_cast<unsigned char>(s[a]))) ++a;
  while (b > a && std::isspace(static_cast<unsigned char>(s[b - 1]))) --b;
  return s.substr(a, b - a);
}

// Splits at the commas outside parentheses; false on unbalanced parentheses.
bool split_top(const std::string& s, std::vector<std::string>& out) {
  int depth = 0;
  std::string cur;
  for (char c : s) {
    if (c == '(') ++depth;
    if (c == ')' && --depth < 0) return false;
    if (c == ',' && depth == 0) {
      out.push_back(trim(cur));
      cur.clear();
    } else {
      cur += c;
    }
  }
  out.push_back(trim(cur));
  return depth == 0;
}

const char* kKnown =
    "royal_captured, bare_royal, reach(PIECE, ZONE), occupy(N, PIECE, ZONE), extinct(PIECE); "
    "checkmate and 困斃 always end the game (stalemate = loss or draw)";

const PieceDef* piece_of(const VariantDef& def, const std::string& letter) {
  if (letter.size() != 1) return nullptr;
  for (const PieceDef& p : def.pieces)
    if (p.defined && p.letter == letter[0]) return &p;
  return nullptr;
}

bool parse_point(const VariantDef& def, const std::string& w, Point& out) {
  if (w.size() < 2 || w.size() > 3) return false;
  const size_t f = def.files.find(static_cast<char>(std::tolower(static_cast<unsigned char>(w[0]))));
  int r = 0;
  for (size_t i = 1; i < w.size(); ++i) {
    if (!std::isdigit(static_cast<unsigned char>(w[i]))) return false;
    r = r * 10 + (w[i] - '0');
  }
  if (f == std::string::npos || r >= def.height || !def.exists(static_cast<int>(f), r)) return false;
  out = Point{static_cast<int>(f), r};
  return true;
}

// A zone parameter: NAME, enemy:NAME, or points and rectangles ("e9 d7-f8").
std::string parse_zone(const VariantDef& def, const std::string& text, std::vector<Point>& out) {
  const bool enemy = text.rfind("enemy:", 0) == 0;
  const std::string name = enemy ? text.substr(6) : text;
  if (const auto it = def.zones.find(name); it != def.zones.end()) {
    for (Point p : it->second) out.push_back(enemy ? for_color(def, p, Color::Black) : p);
    if (out.empty()) return "zone '" + text + "' has no point on this board";
    return "";
  }
  if (enemy) return "unknown zone '" + name + "'";
  size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && text[i] == ' ') ++i;
    size_t j = text.find(' ', i);
    if (j == std::string::npos) j = text.size();
    const std::string w = text.substr(i, j - i);
    i = j;
    if (w.empty()) continue;
    const size_t dash = w.find('-');
    Point a, b;
    const bool ok = dash == std::string::npos
                        ? parse_point(def, w, a)
                        : parse_point(def, w.substr(0, dash), a) && parse_point(def, w.substr(dash + 1), b);
    if (!ok) return "'" + w + "' is neither a zone nor a point or rectangle on this board";
    if (dash == std::string::npos) b = a;
    for (int r = std::min(a.rank, b.rank); r <= std::max(a.rank, b.rank); ++r)
      for (int f = std::min(a.file, b.file); f <= std::max(a.file, b.file); ++f)
        if (def.exists(f, r)) out.push_back({f, r});
  }
  if (out.empty()) return "the zone is empty";
  return "";
}

// A piece parameter: a declared letter, or `any` where allowed.
std::string parse_piece(const VariantDef& def, const std::string& text, bool any_allowed, WinRuleDef& rule) {
  if (any_allowed && text == "any") {
    rule.any_kind = true;
    return "";
  }
  const PieceDef* p = piece_of(def, text);
  if (!p) return "'" + text + "' is not a piece letter of this variant" + (any_allowed ? " (or any)" : "");
  rule.kind = p->kind;
  return "";
}

std::string parse_one(const VariantDef& def, const std::string& item, WinRuleDef& rule) {
  const size_t open = item.find('(');
  const std::string name = trim(item.substr(0, open));
  std::vector<std::string> args;
  if (open != std::string::npos) {
    if (item.back() != ')') return "'" + item + "': text after the closing parenthesis";
    const std::string inner = item.substr(open + 1, item.size() - open - 2);
    if (!split_top(inner, args)) return "'" + item + "': unbalanced parentheses";
  }
  auto want = [&](size_t n, const char* form) -> std::string {
    if (args.size() == n) return "";
    return "'" + item + "': " + name + " takes " + std::to_string(n) + " parameter" + (n == 1 ? "" : "s") +
           ", " + form;
  };
  if (name == "royal_captured" || name == "bare_royal") {
    if (open != std::string::npos) return "'" + item + "': " + name + " takes no parameters";
    rule.test = name == "royal_captured" ? TerminalTest::RoyalCaptured : TerminalTest::BareRoyal;
    return "";
  }
  if (name == "reach") {
    rule.test = TerminalTest::Reach;
    if (std::string e = want(2, "reach(PIECE, ZONE)"); !e.empty()) return e;
    if (std::string e = parse_piece(def, args[0], true, rule); !e.empty()) return "reach: " + e;
    if (std::string e = parse_zone(def, args[1], rule.zone); !e.empty()) return "reach: " + e;
    return "";
  }
  if (name == "occupy") {
    rule.test = TerminalTest::Occupy;
    if (std::string e = want(3, "occupy(N, PIECE, ZONE)"); !e.empty()) return e;
    int n = 0;
    bool digits = !args[0].empty() && args[0].size() <= 2;
    for (char c : args[0]) digits = digits && std::isdigit(static_cast<unsigned char>(c));
    if (digits) n = std::stoi(args[0]);
    if (!digits || n < 1 || n > 32)
      return "occupy: the count '" + args[0] + "' must be a number from 1 to 32";
    rule.count = n;
    if (std::string e = parse_piece(def, args[1], true, rule); !e.empty()) return "occupy: " + e;
    if (std::string e = parse_zone(def, args[2], rule.zone); !e.empty()) return "occupy: " + e;
    if (static_cast<int>(rule.zone.size()) < n)
      return "occupy: " + std::to_string(n) + " pieces cannot stand on the zone's " +
             std::to_string(rule.zone.size()) + " points";
    return "";
  }
  if (name == "extinct") {
    rule.test = TerminalTest::Extinct;
    if (std::string e = want(1, "extinct(PIECE)"); !e.empty()) return e;
    if (std::string e = parse_piece(def, args[0], false, rule); !e.empty()) return "extinct: " + e;
    if (rule.kind == PieceKind::General)
      return "extinct: the royal is never extinct by capture; write royal_captured";
    return "";
  }
  return "unknown win predicate '" + name + "' (known: " + kKnown + ")";
}

}  // namespace

std::string parse_win_rules(const VariantDef& def, const std::string& value, int line,
                            std::vector<WinRuleDef>& out) {
  out.clear();
  std::vector<std::string> items;
  if (!split_top(value, items)) return "win: unbalanced parentheses in '" + value + "'";
  for (const std::string& item : items) {
    if (item.empty()) return "win: an empty predicate (two commas, or a comma at an end)";
    WinRuleDef rule;
    rule.text = item;
    rule.line = line;
    if (std::string e = parse_one(def, item, rule); !e.empty()) return "win: " + e;
    out.push_back(std::move(rule));
  }
  if (static_cast<int>(out.size()) > kMaxTerminalRules)
    return "win: at most " + std::to_string(kMaxTerminalRules) + " predicates";
  return "";
}

std::string check_win_rules_setup(const VariantDef& def, int& line) {
  for (const WinRuleDef& w : def.rules.wins) {
    if (w.test != TerminalTest::Extinct) continue;
    const char letter = def.pieces[index_of(w.kind)].letter;
    bool red = false, black = false;
    // A face-down piece of unknown identity (the placeholder, dealt by a module: 漢字將棋's
    // 暗布) may be of the type.
    const char unknown = def.hidden.enabled ? def.hidden.placeholder : letter;
    for (char c : def.setup) {
      if (c == ' ') break;
      red = red || c == std::toupper(static_cast<unsigned char>(letter)) || c == std::toupper(static_cast<unsigned char>(unknown));
      black = black || c == letter || c == unknown;
    }
    if (!red || !black) {
      line = w.line;
      return "win: " + w.text + ": the setup has no '" + std::string(1, letter) + "' for " +
             (red ? "Black" : "Red") + ", so the game would be over at the start";
    }
  }
  return "";
}

}  // namespace xq
