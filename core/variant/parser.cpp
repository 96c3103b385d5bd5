// Variant text format: sections, inheritance, key interpretation and validation.
#include "core/variant/parser.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <functional>
#include <map>
#include <memory>

#include "core/fen.h"
#include "core/rules/module_registry.h"
#include "core/text.h"
#include "core/variant/board_builder.h"
#include "core/variant/catalog.h"
#include "core/variant/win_rules.h"

namespace xq {

const std::vector<AddonInfo>& known_addons() {
  static const std::vector<AddonInfo> kAddons = {
      {"mission_soldier", "任務兵", true},  {"kings_advisor", "王者士", true},
      {"dragon_warrior", "龍戰士", true},   {"river_elephant", "破河象", true},
      {"palace_cannon", "宮廷炮", true},   {"flag_ring", "解將旗", true},
      {"palace_strategy", "宮策略", true}, {"revived_soldier", "還魂卒", true},
      {"horse_scare", "殺驚與遁馬", true}, {"mountain_border", "河山界", true},
      {"palace_flag", "宮旗", true, "flag_ring palace_strategy"},
      {"bare_general", "只剩將帥", true},  // seed 003: 「吃到对方只剩将或帅也为胜」 (the `bare_royal` win)
  };
  // The ids above are the ones that are no module (board data, a win predicate) and the
  // modules listed before the parser read the registry (their order is the UI's). Every
  // other registered add-on module joins from the registry, so a new module needs no
  // line here.
  static const std::vector<AddonInfo> kAll = [] {
    std::vector<AddonInfo> all = kAddons;
    for (const RuleModule* m : rule_modules()) {
      const bool listed = std::any_of(all.begin(), all.end(),
                                      [&](const AddonInfo& a) { return std::string_view(a.id) == m->id; });
      if (m->addon && !listed) all.push_back({m->id, m->name, true, m->needs, m->check_options != nullptr});
    }
    return all;
  }();
  return kAll;
}

namespace {

// The registered module whose variant keys start with `prefix` + '.' (nullptr: none).
const RuleModule* module_of_option(std::string_view key) {
  const size_t dot = key.find('.');
  if (dot == std::string_view::npos) return nullptr;
  for (const RuleModule* m : rule_modules())
    if (m->options && key.substr(0, dot) == m->options) return m;
  return nullptr;
}

}  // namespace

std::string VariantError::text() const {
  std::string out;
  if (!source.empty()) out += source + " ";
  if (line > 0) out += "line " + std::to_string(line) + ": ";
  return out + message;
}

namespace {

struct Entry {
  std::string value;
  int line = 0;
  std::string source;
};

struct RawSection {
  std::string id, parent;
  int line = 0;
  std::string source;
  std::vector<std::pair<std::string, Entry>> entries;  // in order
};

std::string trim(std::string_view s) {
  size_t a = 0, b = s.size();
  while (a < b && std::isspace(static_cast<unsigned char>(s[a]))) ++a;
  while (b > a && std::isspace(static_cast<unsigned char>(s[b - 1]))) --b;
  return std::string(s.substr(a, b - a));
}

std::vector<std::string> words(const std::string& s) {
  std::vector<std::string> out;
  for (std::string_view w : split_whitespace(s)) out.emplace_back(w);
  return out;
}

// A variant text's numbers have at most four digits (sizes, cells, limits).
bool parse_int(const std::string& s, int& out) { return s.size() <= 4 && parse_number(s, out); }

const char* kRoleNames[kPieceKindCount] = {"general", "advisor", "elephant", "horse",
                                           "chariot", "cannon",  "soldier"};
const char kRoleLetters[] = "kabnrcp";

// Interprets one flattened section into a VariantDef.
class Interpreter {
 public:
  Interpreter(const RawSection& sec, const std::map<std::string, Entry>& keys,
              std::vector<VariantError>& errors)
      : sec_(sec), keys_(keys), errors_(errors) {}

  bool run(VariantDef& def);

 private:
  void error(const Entry& e, std::string message) {
    errors_.push_back({e.source, e.line, std::move(message)});
  }
  void error(std::string message) { errors_.push_back({sec_.source, sec_.line, std::move(message)}); }
  const Entry* get(const std::string& key) const {
    const auto it = keys_.find(key);
    return it == keys_.end() ? nullptr : &it->second;
  }
  bool point(const VariantDef& def, const std::string& text, Point& out) const;
  bool point_set(const VariantDef& def, const Entry& e, const std::string& text, std::vector<Point>& out);
  bool boolean(const Entry& e, bool& out);
  bool track(const Entry& e, Track& out);

  const RawSection& sec_;
  const std::map<std::string, Entry>& keys_;
  std::vector<VariantError>& errors_;
};

bool Interpreter::point(const VariantDef& def, const std::string& text, Point& out) const {
  if (text.size() < 2) return false;
  const size_t f = def.files.find(static_cast<char>(std::tolower(static_cast<unsigned char>(text[0]))));
  int r = 0;
  if (f == std::string::npos || !parse_int(text.substr(1), r) || r >= def.height) return false;
  out = Point{static_cast<int>(f), r};
  return true;
}

// "a2 z0-z3 d0-f2": points and inclusive rectangles; points in holes are skipped.
bool Interpreter::point_set(const VariantDef& def, const Entry& e, const std::string& text,
                            std::vector<Point>& out) {
  for (const std::string& w : words(text)) {
    const size_t dash = w.find('-');
    Point a, b;
    if (dash == std::string::npos
            ? !point(def, w, a)
            : !(point(def, w.substr(0, dash), a) && point(def, w.substr(dash + 1), b))) {
      error(e, "'" + w + "' is not a point or rectangle on this board (files '" + def.files + "', ranks 0-" +
                   std::to_string(def.height - 1) + ")");
      return false;
    }
    if (dash == std::string::npos) b = a;
    for (int r = std::min(a.rank, b.rank); r <= std::max(a.rank, b.rank); ++r)
      for (int f = std::min(a.file, b.file); f <= std::max(a.file, b.file); ++f)
        if (def.exists(f, r) && std::find(out.begin(), out.end(), Point{f, r}) == out.end())
          out.push_back({f, r});
  }
  return true;
}

bool Interpreter::boolean(const Entry& e, bool& out) {
  if (e.value == "yes" || e.value == "true" || e.value == "on") return out = true, true;
  if (e.value == "no" || e.value == "false" || e.value == "off") return out = false, true;
  error(e, "expected yes or no, found '" + e.value + "'");
  return false;
}

// "frame 11x12 [start 0 21]" or "cells c5r0 c6r0 … [start 0 21]" (docs/variants.md §1).
bool Interpreter::track(const Entry& e, Track& out) {
  const std::vector<std::string> w = words(e.value);
  const std::string form = "a track is 'frame COLSxROWS [start RED BLACK]' or 'cells c5r0 c6r0 … [start RED BLACK]'";
  if (w.empty() || (w[0] != "frame" && w[0] != "cells")) {
    error(e, form + " (found '" + e.value + "')");
    return false;
  }
  size_t end = w.size();  // where the cell list or frame size ends ("start" or the end)
  for (size_t i = 1; i < w.size(); ++i)
    if (w[i] == "start") {
      end = i;
      break;
    }
  Track t{};
  if (w[0] == "frame") {
    const std::string size = end == 2 ? w[1] : "";
    const size_t x = size.find('x');
    int cols = 0, rows = 0;
    if (end != 2 || x == std::string::npos || !parse_int(size.substr(0, x), cols) ||
        !parse_int(size.substr(x + 1), rows)) {
      error(e, "frame needs its size as COLSxROWS, e.g. frame 11x12 (found '" + e.value + "')");
      return false;
    }
    if (cols < 3 || rows < 3 || cols > kMaxTrackFrame || rows > kMaxTrackFrame) {
      error(e, "frame " + size + ": both sides must be 3.." + std::to_string(kMaxTrackFrame) +
                   " cells (the board is drawn inside the frame)");
      return false;
    }
    if (cols % 2 == 0) {
      error(e, "frame " + size + ": the width must be odd (index 0 is the bottom-centre cell, behind Red's general)");
      return false;
    }
    if (2 * (cols + rows) - 4 > kMaxTrackCells) {
      error(e, "frame " + size + " has " + std::to_string(2 * (cols + rows) - 4) + " cells; a track has at most " +
                   std::to_string(kMaxTrackCells));
      return false;
    }
    t = frame_track(cols, rows);
  } else {
    const int n = static_cast<int>(end) - 1;
    if (n < 4 || n > kMaxTrackCells) {
      error(e, "a track lists 4.." + std::to_string(kMaxTrackCells) + " cells (found " + std::to_string(n) + ")");
      return false;
    }
    t.size = n;
    int min_col = 99, min_row = 99;
    for (int i = 0; i < n; ++i) {
      const std::string& c = w[1 + i];
      const size_t r = c.find('r');
      int col = 0, row = 0;
      if (c.size() < 4 || c[0] != 'c' || r == std::string::npos || !parse_int(c.substr(1, r - 1), col) ||
          !parse_int(c.substr(r + 1), row) || col >= kMaxTrackFrame || row >= kMaxTrackFrame) {
        error(e, "'" + c + "' is not a track cell: write cCOLrROW, col and row 0.." +
                     std::to_string(kMaxTrackFrame - 1) + " from the bottom left, e.g. c5r0");
        return false;
      }
      for (int j = 0; j < i; ++j)
        if (t.cell[j].col == col && t.cell[j].row == row) {
          error(e, "cell " + c + " is listed twice (positions " + std::to_string(j) + " and " + std::to_string(i) +
                       ", counted from 0)");
          return false;
        }
      t.cell[i] = RingCell{static_cast<std::int8_t>(col), static_cast<std::int8_t>(row)};
      t.cols = std::max(t.cols, col + 1);
      t.rows = std::max(t.rows, row + 1);
      min_col = std::min(min_col, col);
      min_row = std::min(min_row, row);
    }
    auto name = [&](int i) {
      return "c" + std::to_string(t.cell[i].col) + "r" + std::to_string(t.cell[i].row);
    };
    for (int i = 0; i < n; ++i) {
      const int j = (i + 1) % n;
      if (std::abs(t.cell[i].col - t.cell[j].col) + std::abs(t.cell[i].row - t.cell[j].row) != 1) {
        error(e, j == 0 ? "the last cell " + name(i) + " and the first " + name(j) +
                              " are not neighbours (a track is a cycle: each cell touches the next by a side)"
                        : "cells " + name(i) + " and " + name(j) + " (positions " + std::to_string(i) + " and " +
                              std::to_string(j) + ") are not neighbours (each cell touches the next by a side)");
        return false;
      }
    }
    if (min_col != 0 || min_row != 0) {
      error(e, "the frame of a cell list starts at c0r0: some cell must be in col 0 and some in row 0");
      return false;
    }
    if (t.cols < 3 || t.rows < 3) {
      error(e, "the cells span " + std::to_string(t.cols) + "x" + std::to_string(t.rows) +
                   "; a track's frame must be at least 3x3 (the board is drawn inside it)");
      return false;
    }
    for (int i = 0; i < n; ++i)
      if (t.cell[i].col > 0 && t.cell[i].col < t.cols - 1 && t.cell[i].row > 0 && t.cell[i].row < t.rows - 1) {
        error(e, "cell " + name(i) + " lies inside the " + std::to_string(t.cols) + "x" + std::to_string(t.rows) +
                     " frame, where the board is drawn");
        return false;
      }
    t.start[0] = 0;
    t.start[1] = n / 2;
  }
  if (end < w.size()) {
    int s[2] = {0, 0};
    if (w.size() != end + 3 || !parse_int(w[end + 1], s[0]) || !parse_int(w[end + 2], s[1])) {
      error(e, "start needs two cell indices, Red's flag then Black's, e.g. start 0 21");
      return false;
    }
    for (int c = 0; c < 2; ++c)
      if (s[c] >= t.size) {
        error(e, std::string(c == 0 ? "Red's" : "Black's") + " start cell " + std::to_string(s[c]) +
                     " is out of range: the track has " + std::to_string(t.size) + " cells (0.." +
                     std::to_string(t.size - 1) + ")");
        return false;
      }
    if (s[0] == s[1]) {
      error(e, "the two flags cannot start on the same cell (" + std::to_string(s[0]) + ")");
      return false;
    }
    t.start[0] = s[0];
    t.start[1] = s[1];
  }
  out = t;
  return true;
}

bool Interpreter::run(VariantDef& def) {
  const size_t before = errors_.size();
  def.id = sec_.id;
  def.parent = sec_.parent;

  // Every key must be known; piece keys are checked once pieces are declared.
  static const char* kPlain[] = {"name",           "name.hant", "name.hans",     "board",        "files",
                                 "holes",          "palace",    "river",         "soldier_line", "setup",
                                 "flying_general", "stalemate", "natural_limit", "addons",       "win",
                                 "seed",           "palace.lines", "marks", "generals", "inner_river", "frame", "first",
                                 "board.style"};
  for (const auto& kv : keys_) {  // (not a structured binding: clang 14 cannot capture one)
    const std::string& key = kv.first;
    const Entry& e = kv.second;
    bool known = std::find_if(std::begin(kPlain), std::end(kPlain),
                              [&](const char* k) { return key == k; }) != std::end(kPlain);
    known = known || key.rfind("zone.", 0) == 0 || key.rfind("piece.", 0) == 0 ||
            key.rfind("track.", 0) == 0 || key.rfind("card.", 0) == 0 ||  // card languages: read_card
            module_of_option(key) != nullptr;  // a module's own keys, read with the add-ons below
    if (key.rfind("hidden.", 0) == 0) {
      const std::string field = key.substr(7);
      known = field == "moves" || field == "standin" || field == "known" || field == "capturable" ||
              field == "flip" || field == "placeholder" || field == "face" || field == "faces" ||
              field == "placeholders" || field == "lone";
    }
    if (!known && key.size() >= 3 && key[1] == '.') {
      const std::string field = key.substr(2);
      known = field == "name" || field == "move" || field == "zone" || field == "links" || field == "glyph" ||
              field == "royal" || field == "value" || field == "promote" || field == "ink" || field == "flip";
    }
    if (!known) error(e, "unknown key '" + key + "'");
  }

  if (const Entry* e = get("name")) def.name_en = e->value;
  if (const Entry* e = get("name.hant")) def.name_hant = e->value;
  if (const Entry* e = get("name.hans")) def.name_hans = e->value;
  if (def.name_en.empty()) def.name_en = def.id;

  // ---- the seed and the rules card: this section's own keys, never inherited ----
  {
    std::vector<std::pair<std::string, std::string>> own;
    std::map<std::string, const Entry*> own_entry;
    for (const auto& [key, e] : sec_.entries)
      if (key.rfind("card.", 0) == 0 || key == "seed") own.push_back({key, e.value}), own_entry[key] = &e;
    for (const auto& [key, why] : read_card(own, def.card)) error(*own_entry.at(key), why);
    if (const auto it = own_entry.find("seed"); it != own_entry.end()) {
      const Catalog& cat = builtin_catalog();
      if (cat.seed(it->second->value)) {
        def.seed = it->second->value;
      } else {
        std::string known;
        for (const SeedDef& sd : cat.seeds) known += (known.empty() ? "" : ", ") + sd.id + " " + sd.name_hant;
        error(*it->second, "seed '" + it->second->value + "' is not one of the seed texts (" + known + ")");
      }
    }
  }

  // ---- board ----
  if (const Entry* e = get("board")) {
    const size_t x = e->value.find('x');
    int w = 0, h = 0;
    if (x == std::string::npos || !parse_int(e->value.substr(0, x), w) ||
        !parse_int(e->value.substr(x + 1), h) || w < 3 || h < 4 || w > kMaxBoardSide || h > kMaxBoardSide ||
        w * h > kMaxSquares) {
      error(*e, "board must be WIDTHxHEIGHT of the point grid, at most 18x18 and 252 points (found '" +
                    e->value + "')");
      return false;
    }
    def.width = w;
    def.height = h;
  }
  def.files.clear();
  if (const Entry* e = get("files")) {
    def.files = e->value;
    bool letters = static_cast<int>(def.files.size()) == def.width;
    for (size_t i = 0; letters && i < def.files.size(); ++i)
      letters = std::islower(static_cast<unsigned char>(def.files[i])) && def.files.find(def.files[i]) == i;
    if (!letters) {
      error(*e, "files must be " + std::to_string(def.width) +
                    " distinct lower-case letters, one per file (found '" + def.files + "')");
      return false;
    }
  } else {
    for (int f = 0; f < def.width; ++f) def.files += static_cast<char>('a' + f);
  }
  if (const Entry* e = get("holes")) {
    std::vector<Point> holes;
    if (!point_set(def, *e, e->value, holes)) return false;
    def.holes = holes;
  }
  // `palace`: a rectangle (Red's palace; Black's is mirrored), then more rectangles or
  // points for the seeds' bigger palaces (十宮, 十一宮, 十五宮, 十八宮).
  std::vector<Point> palace_points;
  def.palace_rects.clear();
  const Entry* palace_entry = get("palace");
  if (palace_entry && palace_entry->value == "none") {
    // 漢字將棋 (a 7x7 board that is not 象棋): no palace at all, so the palace zones are
    // empty and no palace line is drawn. A palace-bound piece would then have no point.
    def.palace_lo = def.palace_hi = Point{0, 0};
  } else if (const Entry* e = palace_entry) {
    bool first = true;
    for (const std::string& w : words(e->value)) {
      const size_t dash = w.find('-');
      Point a, b;
      if (dash == std::string::npos ? !point(def, w, a)
                                    : !(point(def, w.substr(0, dash), a) && point(def, w.substr(dash + 1), b))) {
        error(*e, "'" + w + "' is not a point or rectangle on this board (files '" + def.files + "', ranks 0-" +
                      std::to_string(def.height - 1) + ")");
        return false;
      }
      if (dash == std::string::npos) {
        if (first) {
          error(*e, "palace must start with a rectangle like d0-f2 (Red's palace; Black's is mirrored), then "
                    "more rectangles or points");
          return false;
        }
        palace_points.push_back(a);
        continue;
      }
      const Point lo{std::min(a.file, b.file), std::min(a.rank, b.rank)};
      const Point hi{std::max(a.file, b.file), std::max(a.rank, b.rank)};
      if (first) def.palace_lo = lo, def.palace_hi = hi;
      def.palace_rects.push_back({lo, hi});
      first = false;
    }
    if (first) {
      error(*e, "palace must be a rectangle like d0-f2 (Red's palace; Black's is mirrored)");
      return false;
    }
  } else {
    if (def.width != 9) {
      def.palace_lo = {def.width / 2 - 1, 0};
      def.palace_hi = {def.width / 2 + 1, 2};
    }
    def.palace_rects.push_back({def.palace_lo, def.palace_hi});
  }
  if (const Entry* e = get("river")) {
    // `none`: a board without a river (新大象戲 「没有河界」): no home half, everything is
    // "across", so `sW@across` moves from the start and `home` confines nothing to nowhere.
    if (e->value == "none") {
      def.river = 0;
    } else if (!parse_int(e->value, def.river) || def.river < 1 || def.river >= def.height) {
      error(*e, "river must be the number of ranks on Red's side (1.." + std::to_string(def.height - 1) +
                    "), or none");
      return false;
    }
  } else {
    def.river = def.height / 2;
  }
  if (const Entry* e = get("inner_river")) {
    // A vertical river between two files, drawn only (長河象棋's 內河, docs/variants.md §1).
    if (!parse_int(e->value, def.inner_river) || def.inner_river < 1 || def.inner_river >= def.width) {
      error(*e, "inner_river must be the number of files left of the vertical river (1.." +
                    std::to_string(def.width - 1) + ")");
      return false;
    }
  }
  if (const Entry* e = get("board.style")) {
    // `squares [N]`: a board of squares, a piece in each (歐亞象棋 「棋盤共八十一格」); N
    // squares from a0 along the ranks take Red's colour, the rest Black's (its 41/40). A
    // drawing only: each square is one point of the grid.
    const std::vector<std::string> w = words(e->value);
    int split = 0;
    if (w.empty() || (w[0] != "points" && w[0] != "squares") || w.size() > 2 ||
        (w.size() == 2 && (w[0] != "squares" || !parse_int(w[1], split) || split < 1 ||
                           split >= def.width * def.height))) {
      error(*e, "board.style must be points, squares, or squares N (N squares from a0 along the ranks in Red's "
                "colour, 1.." + std::to_string(def.width * def.height - 1) + ")");
      return false;
    }
    def.squares = w[0] == "squares";
    def.square_split = split;
  }
  if (const Entry* e = get("frame")) {
    // The thick border a board draws (龜鱷鬥獸棋's 「方框」, with its corner points outside
    // it): a rectangle of the grid, a drawing only. Default: the main files, all ranks.
    const std::size_t dash = e->value.find('-');
    Point lo, hi;
    if (dash == std::string::npos || !point(def, trim(std::string_view(e->value).substr(0, dash)), lo) ||
        !point(def, trim(std::string_view(e->value).substr(dash + 1)), hi) || lo.file >= hi.file ||
        lo.rank >= hi.rank) {
      error(*e, "frame must be a rectangle of the grid, lower-left corner first, like b1-h7");
      return false;
    }
    def.frame_lo = lo;
    def.frame_hi = hi;
  }
  if (const Entry* e = get("soldier_line")) {
    if (!parse_int(e->value, def.soldier_line) ||
        def.soldier_line >= (def.river > 0 ? def.river : def.height / 2)) {
      error(*e, def.river > 0 ? "soldier_line must be a rank on Red's side of the river"
                              : "soldier_line must be a rank in Red's half of the board");
      return false;
    }
  }

  // ---- zones: built in, then named ones ----
  def.zones.clear();
  auto rank_zone = [&](int r0, int r1) {
    std::vector<Point> out;
    for (int r = r0; r <= r1; ++r)
      for (int f = 0; f < def.width; ++f)
        if (def.exists(f, r)) out.push_back({f, r});
    return out;
  };
  {
    std::vector<Point> palace;
    auto add = [&](Point p) {
      if (def.exists(p.file, p.rank) && std::find(palace.begin(), palace.end(), p) == palace.end())
        palace.push_back(p);
    };
    for (const auto& [lo, hi] : def.palace_rects)
      for (int r = lo.rank; r <= hi.rank; ++r)
        for (int f = lo.file; f <= hi.file; ++f) add({f, r});
    for (Point p : palace_points) add(p);
    def.zones["palace"] = palace;
    // The enemy's palace, written for Red like every zone (its points on Black's side).
    std::vector<Point> enemy;
    for (Point p : palace) enemy.push_back({p.file, def.height - 1 - p.rank});
    def.zones["enemy_palace"] = enemy;
    // `palace.lines`: more drawn lines, straight (orthogonal or diagonal) between two
    // palace points; a long one is a single step for the palace pieces (palace_lines.h).
    def.palace_lines.clear();
    if (const Entry* e = get("palace.lines")) {
      for (const std::string& w : words(e->value)) {
        const size_t sep = w.find("<>");
        Point a, b;
        if (sep == std::string::npos || !point(def, w.substr(0, sep), a) || !point(def, w.substr(sep + 2), b)) {
          error(*e, "palace line '" + w + "' must join two points, like c1<>d0");
          return false;
        }
        const bool in_a = std::find(palace.begin(), palace.end(), a) != palace.end();
        const bool in_b = std::find(palace.begin(), palace.end(), b) != palace.end();
        const int df = std::abs(a.file - b.file), dr = std::abs(a.rank - b.rank);
        if (!in_a || !in_b) {
          error(*e, "palace line '" + w + "': both ends must be palace points (Red's side)");
          return false;
        }
        if ((df == 0 && dr == 0) || (df != 0 && dr != 0 && df != dr)) {
          error(*e, "palace line '" + w + "' must be straight: along a file, a rank or a diagonal");
          return false;
        }
        def.palace_lines.push_back({a, b});
      }
    }
  }
  // Without a river (def.river == 0) home and bank are empty and across is the board.
  def.zones["home"] = rank_zone(0, def.river - 1);
  def.zones["across"] = rank_zone(def.river, def.height - 1);
  def.zones["bank"] = def.river > 0 ? rank_zone(def.river - 1, def.river - 1) : std::vector<Point>{};
  def.zones["back_rank"] = rank_zone(0, 0);
  def.zones["soldier_line"] = rank_zone(def.soldier_line, def.soldier_line);
  for (const auto& [key, e] : keys_) {
    if (key.rfind("zone.", 0) != 0) continue;
    std::vector<Point> pts;
    if (!point_set(def, e, e.value, pts)) continue;
    def.zones[key.substr(5)] = pts;
  }

  // ---- tracks ----
  def.flag_track = Track{};
  for (const auto& kv : keys_) {
    if (kv.first.rfind("track.", 0) != 0) continue;
    if (kv.first == "track.flag")
      track(kv.second, def.flag_track);
    else
      error(kv.second, "unknown track '" + kv.first.substr(6) + "' (known: flag, the 解將旗 ring)");
  }

  // ---- pieces ----
  for (auto& p : def.pieces) p = PieceDef{};
  int next_custom = kFirstCustomKind;
  for (const auto& [key, e] : keys_) {
    if (key.rfind("piece.", 0) != 0) continue;
    const std::string letter = key.substr(6);
    if (e.value == "custom") {
      // A data-defined type: any lower-case letter (one key per letter, so a child's
      // piece.n = custom replaces its parent's horse), moves from its Betza program.
      if (letter.size() != 1 || !std::islower(static_cast<unsigned char>(letter[0]))) {
        error(e, "piece letter '" + letter + "' must be one lower-case letter (upper case is Red in FEN)");
        continue;
      }
      if (next_custom >= kMaxPieceKinds) {
        error(e, "at most " + std::to_string(kMaxCustomKinds) + " custom piece types per variant");
        continue;
      }
      PieceDef& pd = def.pieces[next_custom];
      pd.defined = true;
      pd.custom = true;
      pd.letter = letter[0];
      pd.kind = static_cast<PieceKind>(next_custom++);
      pd.line = e.line;
      continue;
    }
    int kind = -1;
    for (int k = 0; k < kPieceKindCount; ++k)
      if (e.value == kRoleNames[k]) kind = k;
    if (kind < 0) {
      error(e, "unknown role '" + e.value +
                   "' (known: general advisor elephant horse chariot cannon soldier, or custom for a new type)");
      continue;
    }
    if (letter.size() != 1 || letter[0] != kRoleLetters[kind]) {
      error(e, "piece letter '" + letter + "' for role " + e.value +
                   ": this engine slice uses the standard FEN letter '" + std::string(1, kRoleLetters[kind]) +
                   "'");
      continue;
    }
    PieceDef& pd = def.pieces[kind];
    pd.defined = true;
    pd.letter = letter[0];
    pd.kind = static_cast<PieceKind>(kind);
    pd.royal = kind == index_of(PieceKind::General);
    pd.line = e.line;
  }
  // Custom types, flying_general = no, or (below) a role movement the role walk cannot
  // run as written: then every piece walks the generic tables.
  bool generic = def.has_custom_types();
  if (const Entry* e = get("flying_general"))
    generic = generic || e->value == "no" || e->value == "false" || e->value == "off";
  auto piece_of_letter = [&](char c) -> PieceDef* {
    for (auto& p : def.pieces)
      if (p.defined && p.letter == c) return &p;
    return nullptr;
  };
  for (const auto& [key, e] : keys_) {
    if (key.size() < 3 || key[1] != '.' || key.rfind("zone.", 0) == 0 || key.rfind("piece.", 0) == 0)
      continue;
    PieceDef* pd = piece_of_letter(key[0]);
    if (!pd) {
      error(e, "unknown piece letter '" + std::string(1, key[0]) + "' (declare it with piece." + key[0] +
                   " = ROLE)");
      continue;
    }
    const std::string field = key.substr(2);
    if (field == "name") {
      // "帥 將 | 帅 将 | General": 繁 (Red Black) | 简 (Red Black) | English.
      std::vector<std::string> parts;
      size_t start = 0;
      for (size_t i = 0; i <= e.value.size(); ++i)
        if (i == e.value.size() || e.value[i] == '|') {
          parts.push_back(trim(std::string_view(e.value).substr(start, i - start)));
          start = i + 1;
        }
      if (parts.size() != 3) {
        error(e, "name must be '繁 red black | 简 red black | English'");
        continue;
      }
      for (int script = 0; script < 2; ++script) {
        std::vector<std::string> w = words(parts[script]);
        if (w.empty()) w.push_back("?");
        std::string* names = script == 0 ? pd->name_hant : pd->name_hans;
        names[0] = w[0];
        names[1] = w.size() > 1 ? w[1] : w[0];
      }
      pd->name_en = parts[2];
    } else if (field == "move") {
      std::string why;
      pd->move_text = e.value;
      pd->moves.clear();
      // `none`: a custom type with no move of its own; a rule module moves it (神牛's 牛
      // move only as a pair, ox_pair). Its generic tables are empty, so it attacks nothing.
      if (e.value == "none" && pd->custom)
        pd->program = BetzaProgram{e.value, {}};
      else if (e.value == "none")
        error(e, "movement 'none' is for a custom type (piece.X = custom) that a rule module moves");
      else if (!parse_betza_program(e.value, pd->program, why))
        error(e, "movement '" + e.value + "': " + why);
      else if (!pd->custom && !parse_betza(e.value, pd->moves, why))
        pd->moves.clear();  // the role walk cannot read it: the generic tables will
    } else if (field == "glyph") {
      // "騾" or "俥 車": the character drawn on the disc, Red's then Black's.
      const std::vector<std::string> w = words(e.value);
      if (w.empty() || w.size() > 2) {
        error(e, "glyph must be one character, or two (Red's then Black's), e.g. 騾 or 俥 車");
        continue;
      }
      pd->glyph[0] = w[0];
      pd->glyph[1] = w.size() > 1 ? w[1] : w[0];
    } else if (field == "ink") {
      // 「成駒」: shogi writes a promoted piece's character in red, whoever owns it.
      if (e.value != "red" && e.value != "own") {
        error(e, "ink must be red (the glyph in red for both colours, as shogi's promoted pieces) or own");
        continue;
      }
      pd->red_ink = e.value == "red";
    } else if (field == "royal") {
      bool royal = false;
      if (!boolean(e, royal)) continue;
      if (pd->kind == PieceKind::General && !royal) {
        error(e, "the general is always royal");
      } else if (!pd->custom && pd->kind != PieceKind::General && royal) {
        error(e, "only the general or a custom type can be royal");
      } else {
        pd->royal = royal;
      }
    } else if (field == "value") {
      if (!parse_int(e.value, pd->value) || pd->value > 5000)
        error(e, "value must be a whole number of centipawns, 0..5000 (a soldier is 100)");
    } else if (field == "zone") {
      pd->zone = e.value;
    } else if (field == "promote") {
      // "q r b n @ last" or "t @ camp optional": the letters, then the zone (checked below).
      const std::vector<std::string> w = words(e.value);
      size_t at = 0;
      while (at < w.size() && w[at] != "@") ++at;
      const bool optional = at + 3 == w.size() && w[at + 2] == "optional";
      if (at == 0 || at > 4 || !(at + 2 == w.size() || optional)) {
        error(e, "promote must be 1 to 4 piece letters, '@' and a zone, then optionally 'optional' "
                 "(e.g. q r b n @ last, or t @ camp optional)");
        continue;
      }
      pd->promote_letters.clear();
      for (size_t i = 0; i < at; ++i) {
        if (w[i].size() != 1) {
          error(e, "promote: '" + w[i] + "' is not one piece letter");
          break;
        }
        pd->promote_letters += w[i];
      }
      pd->promote_zone = w[at + 1];
      pd->promote_optional = optional;
    } else if (field == "flip") {
      // "o": the piece's other face (山水象棋), one letter; checked with the promotions below.
      const std::vector<std::string> w = words(e.value);
      if (w.size() != 1 || w[0].size() != 1) {
        error(e, "flip must be one piece letter: the other face of the piece (e.g. r.flip = o)");
        continue;
      }
      pd->promote_letters = w[0];
      pd->promote_flip = true;
    } else if (field == "links") {
      pd->links.clear();
      for (const std::string& w : words(e.value)) {
        const size_t sep = w.find("<>");
        Point a, b;
        if (sep == std::string::npos || !point(def, w.substr(0, sep), a) ||
            !point(def, w.substr(sep + 2), b) || !def.exists(a.file, a.rank) || !def.exists(b.file, b.rank)) {
          error(e, "link '" + w + "' must join two existing points, like a2<>z2");
          continue;
        }
        pd->links.push_back({a, b});
      }
    }
  }

  // A royal custom type takes the general's kind: royalty (check, mate, the flying
  // general) is the General kind everywhere in the core. The one exception is the
  // general's other face (`k.flip = j`, 山水's 君): royal too, it keeps its own kind
  // (Geometry::royal_face), whether or not it says `j.royal = yes`.
  const PieceDef& the_general = def.pieces[index_of(PieceKind::General)];
  const char general_face = the_general.defined && the_general.promote_flip ? the_general.promote_letters[0] : 0;
  for (int k = kFirstCustomKind; k < kMaxPieceKinds; ++k) {
    PieceDef& pd = def.pieces[k];
    if (pd.defined && pd.letter == general_face) pd.royal = true;
    if (!pd.defined || !pd.royal || pd.letter == general_face) continue;
    PieceDef& general = def.pieces[index_of(PieceKind::General)];
    if (general.defined) {
      error(*get("piece." + std::string(1, pd.letter)),
            "piece '" + std::string(1, pd.letter) + "' is royal, but '" + std::string(1, general.letter) +
                "' already is (one royal type per variant)");
      continue;
    }
    general = pd;
    general.kind = PieceKind::General;
    pd = PieceDef{};
  }

  // Movement and zones: what the move generator can do today (each role has its own
  // table walk; riders and hoppers are the standard chariot and cannon lines). With
  // data-defined types every piece walks the generic tables instead.
  for (PieceDef& pd : def.pieces) {
    if (!pd.defined) continue;
    const Entry* move = get(std::string(1, pd.letter) + ".move");
    const Entry& at = move ? *move : *get("piece." + std::string(1, pd.letter));
    if (!move) {
      error(at, "piece '" + std::string(1, pd.letter) + "' has no movement (" + pd.letter + ".move = …)");
      continue;
    }
    auto unknown_zone = [&](const std::string& z) {
      return !z.empty() && def.zones.find(z) == def.zones.end();
    };
    if (unknown_zone(pd.zone))
      error(*get(std::string(1, pd.letter) + ".zone"), "unknown zone '" + pd.zone + "'");
    for (const BetzaMove& m : pd.program.moves)
      if (unknown_zone(m.zone)) {
        error(at, "unknown zone '" + m.zone + "' in '" + pd.move_text + "'");
        break;
      }
    if (pd.promote_flip && get(std::string(1, pd.letter) + ".promote")) {
      error(*get(std::string(1, pd.letter) + ".promote"),
            "a piece has either a flip or promotions, not both");
    } else if (pd.promote_flip) {
      const Entry& fe = *get(std::string(1, pd.letter) + ".flip");
      const char c = pd.promote_letters[0];
      const PieceDef* to = piece_of_letter(c);
      if (!def.has_custom_types()) error(fe, "flip needs custom piece types (piece.X = custom)");
      if (!to)
        error(fe, "flip: '" + std::string(1, c) + "' is not a piece letter of this variant");
      else if (pd.kind == PieceKind::General && !to->custom)
        error(fe, "flip: the general's other face must be a custom type (piece." + std::string(1, c) +
                      " = custom), royal like the general");
      else if (pd.kind == PieceKind::General && to->promote_flip && to->promote_letters[0] != pd.letter)
        error(*get(std::string(1, c) + ".flip"), "flip: the general's other face '" + std::string(1, c) + "' may only turn back into '" +
                      std::string(1, pd.letter) + "'");
      else if (to->kind == PieceKind::General && pd.letter != general_face)
        error(fe, "flip: a piece cannot become the royal '" + std::string(1, c) + "'");
      else if (to->royal && to->letter == general_face && pd.kind != PieceKind::General)
        error(fe, "flip: only the general turns into its other face '" + std::string(1, c) + "'");
      else if (to == &pd)
        error(fe, "flip: '" + std::string(1, c) + "' is the piece itself");
    } else if (!pd.promote_zone.empty()) {
      const Entry& pe = *get(std::string(1, pd.letter) + ".promote");
      if (unknown_zone(pd.promote_zone)) error(pe, "promote: unknown zone '" + pd.promote_zone + "'");
      if (pd.kind == PieceKind::General) error(pe, "promote: the royal piece does not promote");
      if (!def.has_custom_types()) error(pe, "promote needs custom piece types (piece.X = custom)");
      for (char c : pd.promote_letters) {
        const PieceDef* to = piece_of_letter(c);
        if (!to) error(pe, "promote: '" + std::string(1, c) + "' is not a piece letter of this variant");
        else if (to->kind == PieceKind::General) error(pe, "promote: a piece cannot become the royal '" + std::string(1, c) + "'");
        else if (to == &pd) error(pe, "promote: '" + std::string(1, c) + "' is the piece itself");
      }
    }
    if (pd.custom) continue;
    bool supported = !pd.moves.empty() && role_fast_path_agrees(pd);
    switch (pd.kind) {
      case PieceKind::Chariot:
        supported = supported && pd.moves.size() == 1 && pd.moves[0].rider && pd.moves[0].dx == 0 &&
                    pd.moves[0].can_move && pd.moves[0].can_capture && !pd.moves[0].hopper &&
                    !pd.moves[0].max_steps && !pd.moves[0].dirs && pd.zone.empty() &&
                    pd.moves[0].from_zone.empty();
        break;
      case PieceKind::Cannon: {
        const bool two = pd.moves.size() == 2;
        const MoveTerm* m = two ? &pd.moves[0] : nullptr;
        const MoveTerm* c = two ? &pd.moves[1] : nullptr;
        supported = supported && two && m->rider && m->dx == 0 && m->can_move && !m->can_capture && !m->hopper &&
                    !m->dirs && !m->max_steps && c->rider && c->dx == 0 && c->can_capture && !c->can_move &&
                    c->hopper && !c->dirs && !c->max_steps && pd.zone.empty() && m->from_zone.empty() &&
                    c->from_zone.empty();
        break;
      }
      default:
        for (const MoveTerm& t : pd.moves) {
          supported = supported && !t.rider && !t.hopper && t.can_move && t.can_capture;
          // The attack tables read the defenders' and the horse's steps backwards; the
          // geometry builder checks that they are symmetric (see board_builder.cpp).
          if (pd.kind == PieceKind::Soldier) supported = supported && !t.lame;
        }
        if (pd.kind == PieceKind::General)
          supported = supported && pd.moves.size() == 1 && pd.moves[0].dx == 0 && pd.moves[0].dy == 1 &&
                      pd.zone == "palace";
        if (pd.kind == PieceKind::Horse) supported = supported && pd.zone.empty() && pd.links.empty();
        break;
    }
    if (!pd.links.empty() && pd.kind != PieceKind::Elephant && pd.kind != PieceKind::Advisor)
      supported = false;
    generic = generic || !supported;
  }
  // ---- position marks: `marks = all | none | LETTERS` (the kinds whose setup points are
  // marked; default the cannons' and soldiers', as on a printed board) ----
  def.mark_kinds = kDefaultMarkKinds;
  if (const Entry* e = get("marks")) {
    const std::vector<std::string> ws = words(e->value);
    if (ws.size() == 1 && ws[0] == "all") {
      def.mark_kinds = ~std::uint32_t{0};
    } else if (ws.size() == 1 && ws[0] == "none") {
      def.mark_kinds = 0;
    } else {
      def.mark_kinds = 0;
      def.mark_points.clear();
      for (const std::string& w : ws) {
        // A point (a file letter, then digits): marked whatever stands there (Red's side;
        // Black's is the rank mirror): 山河象棋's function points.
        if (Point pt; w.size() >= 2 && std::isdigit(static_cast<unsigned char>(w[1])) && point(def, w, pt)) {
          if (def.exists(pt.file, pt.rank)) def.mark_points.push_back(pt);
          else error(*e, "marks: '" + w + "' is not a point of the board");
          continue;
        }
        for (char c : w) {
          const PieceDef* pd = piece_of_letter(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
          if (pd && pd->defined)
            def.mark_kinds |= std::uint32_t{1} << index_of(pd->kind);
          else
            error(*e, "marks must be all, none or the letters of declared piece types (e.g. marks = c p), found '" +
                          std::string(1, c) + "'");
        }
      }
      if (ws.empty()) error(*e, "marks must be all, none or the letters of declared piece types (e.g. marks = c p)");
    }
  }
  // ---- hidden pieces (core/hidden_rules.h, docs/variants.md §Hidden pieces) ----
  // `hidden.faces = j:a h:a` (identities under another face than the stand-in) and
  // `hidden.placeholders = y:a` (the FEN letter of an unknown piece of that face).
  auto read_face_groups = [&](HiddenRules& h) {
    const Entry* fe = get("hidden.faces");
    const Entry* pe = get("hidden.placeholders");
    if (!fe) {
      if (pe) error(*pe, "hidden.placeholders names the faces of hidden.faces, which is not given");
      if (const Entry* le = get("hidden.lone")) error(*le, "hidden.lone names identities of hidden.faces, which is not given");
      return;
    }
    if (h.moves != FaceDownMoves::StandIn) {
      error(*fe, "hidden.faces needs hidden.moves = standin (the faces are pieces that move as themselves)");
      return;
    }
    for (int k = 0; k < kMaxPieceKinds; ++k) h.face_of[k] = h.stand_in;
    h.face_groups = true;
    bool other_face[kMaxPieceKinds] = {};
    const std::string usage = "pairs IDENTITY:FACE of piece letters, e.g. hidden.faces = j:a h:a";
    for (const std::string& w : words(fe->value)) {
      const PieceDef* id = w.size() == 3 && w[1] == ':' ? piece_of_letter(w[0]) : nullptr;
      const PieceDef* face = w.size() == 3 && w[1] == ':' ? piece_of_letter(w[2]) : nullptr;
      if (!id || !face) {
        error(*fe, "hidden.faces takes " + usage + ", found '" + w + "'");
        return;
      }
      if (id->kind == PieceKind::General || face->kind == PieceKind::General || id->royal || face->royal) {
        error(*fe, "hidden.faces: '" + w + "': the royal piece is never face-down");
        return;
      }
      h.face_of[index_of(id->kind)] = face->kind;
      other_face[index_of(face->kind)] = face->kind != h.stand_in;
    }
    if (pe)
      for (const std::string& w : words(pe->value)) {
        const char c = w.size() == 3 && w[1] == ':' ? w[0] : '\0';
        const PieceDef* face = c ? piece_of_letter(w[2]) : nullptr;
        if (c < 'a' || c > 'z' || !face) {
          error(*pe, "hidden.placeholders takes pairs LETTER:FACE, e.g. y:a (lower case), found '" + w + "'");
          return;
        }
        if (piece_of_letter(c) || c == h.placeholder) {
          error(*pe, "hidden.placeholders: '" + std::string(1, c) + "' is a piece letter or the placeholder already");
          return;
        }
        if (!other_face[index_of(face->kind)]) {
          error(*pe, "hidden.placeholders: '" + w + "': no identity of hidden.faces lies under '" +
                         std::string(1, w[2]) + "'");
          return;
        }
        h.placeholder_of[index_of(face->kind)] = c;
      }
    for (const PieceDef& pd : def.pieces)
      if (pd.defined && pd.letter >= 'a' && pd.letter <= 'z' && other_face[index_of(h.face_of[index_of(pd.kind)])])
        h.placeholder_of_letter[pd.letter - 'a'] = h.placeholder_of[index_of(h.face_of[index_of(pd.kind)])];
    for (int k = 0; k < kMaxPieceKinds; ++k)
      if (other_face[k] && !h.placeholder_of[k]) {
        error(*fe, "hidden.faces: the face '" + std::string(1, def.pieces[k].letter) +
                       "' needs its own placeholder letter (hidden.placeholders = y:" + def.pieces[k].letter + ")");
        return;
      }
    // `hidden.lone = h t m`: identities of hidden.faces that turn over alone (「單翻」).
    if (const Entry* le = get("hidden.lone")) {
      const std::string usage = "hidden.lone takes the letters of identities of hidden.faces that turn over alone "
                                "once the last face-down piece of their face, e.g. hidden.lone = h t m";
      const std::vector<std::string> ws = words(le->value);
      if (ws.empty()) error(*le, usage);
      for (const std::string& w : ws) {
        const PieceDef* id = w.size() == 1 ? piece_of_letter(w[0]) : nullptr;
        if (!id) {
          error(*le, usage + ", found '" + w + "'");
          return;
        }
        const std::uint32_t bit = std::uint32_t{1} << index_of(id->kind);
        if (h.face_of[index_of(id->kind)] == h.stand_in) {
          error(*le, "hidden.lone: '" + w + "' lies under no face of its own (name it in hidden.faces, e.g. " + w +
                         ":b)");
          return;
        }
        if (h.lone & bit) {
          error(*le, "hidden.lone: '" + w + "' is named twice");
          return;
        }
        h.lone |= bit;
      }
    }
  };
  def.hidden = HiddenRules{};
  if (const Entry* e = get("hidden.moves")) {
    HiddenRules& h = def.hidden;
    h.enabled = true;
    if (e->value == "standin") h.moves = FaceDownMoves::StandIn;
    else if (e->value == "immobile") h.moves = FaceDownMoves::Immobile;
    else if (e->value == "start") h.moves = FaceDownMoves::AsStart;
    else error(*e, "hidden.moves must be 'standin' (as the hidden.standin type), 'immobile' or 'start' (as the "
                   "setup piece of its point), found '" + e->value + "'");
    const Entry* si = get("hidden.standin");
    if (h.moves != FaceDownMoves::AsStart) {
      const PieceDef* pd = si && si->value.size() == 1 ? piece_of_letter(static_cast<char>(std::tolower(
                                                           static_cast<unsigned char>(si->value[0]))))
                                                       : nullptr;
      if (!si)
        error(*e, "hidden.moves = " + e->value + " needs hidden.standin = LETTER, the declared piece type a "
                  "face-down piece stands as");
      else if (!pd)
        error(*si, "hidden.standin must be the letter of a declared piece type, found '" + si->value + "'");
      else if (pd->kind == PieceKind::General)
        error(*si, "hidden.standin cannot be the royal piece '" + si->value + "'");
      else
        h.stand_in = pd->kind;
    } else if (si) {
      error(*si, "hidden.standin has no use with hidden.moves = start (a face-down piece moves as the setup "
                 "piece of its point)");
    }
    if (const Entry* k = get("hidden.known")) {
      if (k->value == "owner") h.known = HiddenKnowledge::Owner;
      else if (k->value == "nobody") h.known = HiddenKnowledge::Nobody;
      else if (k->value == "all") h.known = HiddenKnowledge::All;
      else error(*k, "hidden.known must be 'owner', 'nobody' or 'all', found '" + k->value + "'");
    }
    if (const Entry* c = get("hidden.capturable")) boolean(*c, h.capturable);
    if (const Entry* f = get("hidden.flip")) {
      if (f->value == "owner") h.owner_flips = true;
      else if (f->value == "none") h.owner_flips = false;
      else error(*f, "hidden.flip must be 'owner' (the owner reveals as a move) or 'none', found '" + f->value + "'");
    }
    if (const Entry* fc = get("hidden.face")) {
      if (fc->value == "shown") h.face_shown = true;
      else if (fc->value != "back") error(*fc, "hidden.face must be 'back' (a face-down piece is drawn as a back) or "
                                               "'shown' (drawn as its face, a real piece), found '" + fc->value + "'");
      else h.face_shown = false;
      if (h.face_shown && h.moves != FaceDownMoves::StandIn)
        error(*fc, "hidden.face = shown needs hidden.moves = standin (the face drawn is the stand-in type)");
    }
    if (const Entry* ph = get("hidden.placeholder")) {
      const char c = ph->value.size() == 1 ? static_cast<char>(std::tolower(static_cast<unsigned char>(ph->value[0])))
                                           : '\0';
      if (c < 'a' || c > 'z')
        error(*ph, "hidden.placeholder must be one letter, found '" + ph->value + "'");
      else
        h.placeholder = c;
    }
    if (piece_of_letter(h.placeholder))
      error(get("hidden.placeholder") ? *get("hidden.placeholder") : *e,
            "hidden.placeholder '" + std::string(1, h.placeholder) +
                "' is a piece letter of this variant; the FEN letter of an unknown face-down piece must differ "
                "(e.g. hidden.placeholder = x)");
    read_face_groups(h);
    // Face-down state lives next to the generic tables (the capture rule, immobile faces).
    generic = true;
  } else {
    for (const auto& kv : keys_)
      if (kv.first.rfind("hidden.", 0) == 0)
        error(kv.second, "'" + kv.first + "' needs hidden.moves (standin, immobile or start) to declare hidden pieces");
  }
  def.generic_moves = generic;
  if (generic)
    for (const PieceDef& pd : def.pieces)
      if (pd.defined && !pd.links.empty())
        error(*get(std::string(1, pd.letter) + ".links"),
              "links (" + std::string(1, pd.letter) +
                  ".links) need the role tables; this variant's pieces walk the generic tables "
                  "(custom types, flying_general = no, or a role movement the role walk cannot run)");
  // `generals = 0`: a game with no royal piece at all (龜鱷鬥獸棋's turtles and crocodiles):
  // nobody is ever in check, and the game ends by its win predicates or module verdicts,
  // or when the side to move has no move (困斃 / stalemate).
  const Entry* generals_entry = get("generals");
  const bool no_general = generals_entry && generals_entry->value == "0";
  if (no_general && def.pieces[index_of(PieceKind::General)].defined)
    error(*generals_entry, "generals = 0 declares a game without a general, but piece.k (or a royal type) is "
                           "declared; remove it or write generals = 1");
  if (!no_general && !def.pieces[index_of(PieceKind::General)].defined)
    error("variant '" + def.id + "' has no general (piece.k = general, or a custom type with X.royal = yes; "
          "generals = 0 for a game without one)");

  // ---- rules and add-ons ----
  if (const Entry* e = get("flying_general")) {
    boolean(*e, def.rules.flying_general);
  }
  if (const Entry* e = get("generals")) {
    // 長河象棋 「兩副象棋橫拼」: two armies and two generals a side. Only the generic tables
    // know several generals (the role walk keeps one general square per side).
    if (e->value == "0" || e->value == "1" || e->value == "2")
      def.rules.generals = e->value[0] - '0';
    else
      error(*e, "generals must be 0 (no general), 1 or 2, found '" + e->value + "'");
    if (def.rules.generals == 0 && def.rules.flying_general)
      error(*e, "generals = 0 needs flying_general = no (there is no general to fly)");
    if (def.rules.generals > 1 && def.rules.flying_general)
      error(*e, "generals = 2 needs flying_general = no (which pairs would face is not defined)");
  }
  if (const Entry* e = get("stalemate")) {
    if (e->value == "loss" || e->value == "draw")
      def.rules.stalemate_loses = e->value == "loss";
    else
      error(*e, "stalemate must be 'loss' (困斃, every seed's rule) or 'draw'");
  }
  if (const Entry* e = get("first")) {
    if (e->value == "alternate" || e->value == "setup")
      def.rules.first_alternates = e->value == "alternate";
    else
      error(*e, "first must be 'setup' (the setup's side moves first) or 'alternate' (the sides take turns over a series of games)");
  }
  def.rules.wins.clear();
  if (const Entry* e = get("win")) {
    if (std::string why = parse_win_rules(def, e->value, e->line, def.rules.wins); !why.empty()) error(*e, why);
  }
  if (const Entry* e = get("natural_limit")) {
    if (!parse_int(e->value, def.rules.natural_limit))
      error(*e, "natural_limit must be a number of full moves (0 = off)");
  }
  def.addons.clear();
  // bare_general is a win predicate (the terminal judge), not a rule reading the role
  // tables; modules marked generic_tables read none either.
  auto table_addons = [&](const Entry& e) {
    for (const std::string& w : words(e.value)) {
      const RuleModule* m = find_rule_module(w);
      if (w != "bare_general" && !(m && m->generic_tables)) return true;
    }
    return false;
  };
  if (const Entry* e = get("addons"); e && generic && table_addons(*e)) {
    error(*e, "add-ons cannot be combined with the generic tables yet (custom types, flying_general = no or "
              "a role movement the role walk cannot run): their rules read the role tables");
  } else if (e) {
    for (const std::string& w : words(e->value)) {
      const auto& all = known_addons();
      const auto it = std::find_if(all.begin(), all.end(), [&](const AddonInfo& a) { return w == a.id; });
      if (it == all.end())
        error(*e, "unknown add-on '" + w + "'");
      else if (!it->implemented)
        error(*e, "add-on '" + w + "' (" + it->name_hant + ") is designed for but not implemented yet");
      else
        def.addons.push_back(w);
    }
    // 「"龍戰士"不能與"王者士"同用」 (seed 000, A10).
    if (def.has_addon("kings_advisor") && def.has_addon("dragon_warrior"))
      error(*e,
            "add-ons 'kings_advisor' (王者士) and 'dragon_warrior' (龍戰士) cannot be combined "
            "(「\"龍戰士\"不能與\"王者士\"同用」)");
    // 破河象 crosses the river and 宮策略's soldier powers sit on its banks.
    for (const char* wet : {"river_elephant", "palace_strategy"})
      if (def.river == 0 && def.has_addon(wet))
        error(*e, "add-on '" + std::string(wet) + "' needs a river (this board has river = none)");
    // Requirements, e.g. 宮旗: 「如果棋盤為"攻策略九宮"，己方初始位置的己方[解將旗]可以…走入棋盤
    // 己方空的[將](帥)初始位」: the ring's flag entering the 宮策略 palace.
    for (const AddonInfo& a : known_addons()) {
      if (!def.has_addon(a.id)) continue;
      for (const std::string& needed : words(a.needs))
        if (!def.has_addon(needed)) {
          const auto& all = known_addons();
          const auto it = std::find_if(all.begin(), all.end(), [&](const AddonInfo& b) { return needed == b.id; });
          error(*e, "add-on '" + std::string(a.id) + "' (" + a.name_hant + ") needs '" + needed + "' (" +
                        (it == all.end() ? "" : it->name_hant) + ")" +
                        (std::string(a.id) == "palace_flag" ? ": the flag enters the palace from the ring on a 宮策略 board"
                                                            : ""));
        }
    }
  }

  // The lone backs turn over by pawn_backs' flip (its Move::reveal), the one module that
  // plays 「單翻」.
  if (const Entry* e = get("hidden.lone"); e && def.hidden.lone && !def.has_addon("pawn_backs"))
    error(*e, "hidden.lone needs the add-on 'pawn_backs' (番兵), which turns the lone backs over");

  // The modules' own keys (`<options>.<field>`), each read by its module, which then
  // checks its whole configuration.
  def.module_config.clear();
  for (const auto& [key, e] : keys_) {
    const RuleModule* m = module_of_option(key);
    if (!m) continue;
    if (!def.has_addon(m->id)) {
      error(e, "'" + key + "' is an option of the add-on '" + m->id + "' (" + m->name +
                   "): add it to addons = …");
      continue;
    }
    std::string why = "the add-on reads no options";
    if (!m->read_option ||
        !m->read_option(def, std::string_view(key).substr(std::string_view(m->options).size() + 1), e.value,
                        def.module_config[m->id], why))
      error(e, "'" + key + "': " + why);
  }
  for (const std::string& id : def.addons)
    if (const RuleModule* m = find_rule_module(id); m && m->check_options) {
      std::string why;
      if (!m->check_options(def, def.module_config[id], why))
        error(*get("addons"), "add-on '" + id + "' (" + m->name + "): " + why);
    }

  // ---- setup: letters first (precise message), then the full FEN validation ----
  const Entry* setup = get("setup");
  if (!setup) {
    error("variant '" + def.id + "' has no setup");
    return false;
  }
  def.setup = setup->value;
  def.setup_line = setup->line;
  if (errors_.size() != before) return false;
  {
    int line = 0;
    if (std::string why = check_win_rules_setup(def, line); !why.empty()) {
      errors_.push_back({get("win")->source, line, why});
      return false;
    }
  }
  for (size_t i = 0; i < def.setup.size(); ++i) {
    const char c = def.setup[i];
    if (c == ' ') break;
    // Hidden pieces: '*' + the placeholder is a face-down piece of unknown identity (a
    // viewer's redacted setup, hidden_view.h); parse_fen below checks the rest.
    PieceKind face;
    if (c == '*' && def.hidden.enabled && i + 1 < def.setup.size() &&
        placeholder_face(def.hidden, static_cast<char>(std::tolower(static_cast<unsigned char>(def.setup[i + 1]))),
                         face)) {
      ++i;
      continue;
    }
    if (std::isalpha(static_cast<unsigned char>(c)) &&
        !piece_of_letter(static_cast<char>(std::tolower(static_cast<unsigned char>(c))))) {
      error(*setup, "unknown piece letter '" + std::string(1, c) + "' in setup");
      return false;
    }
  }
  std::string why;
  std::unique_ptr<PowerTables> powers;
  std::unique_ptr<PieceTypeTables> types;
  const std::unique_ptr<Geometry> geo = build_variant_geometry(def, why, &powers, &types);
  if (!geo) {
    error(*setup, why);
    return false;
  }
  const FenResult fen = parse_fen(def.setup, *geo);
  if (!fen.ok()) {
    error(*setup, "setup: " + fen.error.message);
    return false;
  }
  def.source_keys.clear();
  for (const auto& [key, e] : keys_) def.source_keys.push_back({key, e.value});
  return errors_.size() == before;
}

}  // namespace

bool parse_betza(std::string_view text, std::vector<MoveTerm>& out, std::string& error) {
  for (const std::string& word : words(std::string(text))) {
    std::string body = word, zone;
    if (const size_t at = word.find('@'); at != std::string::npos) {
      body = word.substr(0, at);
      zone = word.substr(at + 1);
    }
    // `@@zone` (start and land inside) has no role-walk table: the generic tables run it.
    if (!zone.empty() && zone[0] == '@') {
      error = "'" + word + "': '@@zone' is read by the generic tables";
      return false;
    }
    // A word may hold several atoms: "mRcpR" = "mR" + "cpR". Each atom takes the
    // lower-case modifiers written before it.
    size_t i = 0;
    bool any = false;
    while (i < body.size()) {
      MoveTerm t;
      t.from_zone = zone;
      const size_t start = i;
      bool m = false, c = false;
      for (; i < body.size() && std::islower(static_cast<unsigned char>(body[i])); ++i) {
        switch (body[i]) {
          case 'm':
            m = true;
            break;
          case 'c':
            c = true;
            break;
          case 'p':
            t.hopper = true;
            break;
          case 'n':
            t.lame = true;
            break;
          case 'f':
            t.dirs |= DirForward;
            break;
          case 'b':
            t.dirs |= DirBackward;
            break;
          case 's':
            t.dirs |= DirSideways;
            break;
          case 'v':
            t.dirs |= DirVertical;
            break;
          default:
            error = "unknown modifier '" + std::string(1, body[i]) + "' in movement '" + word +
                    "' (known: m c p n f b s v)";
            return false;
        }
      }
      if (i == body.size()) {
        error = "movement '" + word + "' ends without a piece atom (W F D A N C Z K R B Q)";
        return false;
      }
      const char atom = body[i++];
      switch (atom) {
        case 'W':
          t.dx = 0, t.dy = 1;
          break;
        case 'F':
          t.dx = 1, t.dy = 1;
          break;
        case 'D':
          t.dx = 0, t.dy = 2;
          break;
        case 'A':
          t.dx = 2, t.dy = 2;
          break;
        case 'N':
          t.dx = 1, t.dy = 2;
          break;
        case 'C':
          t.dx = 1, t.dy = 3;
          break;
        case 'Z':
          t.dx = 2, t.dy = 3;
          break;
        case 'R':
          t.dx = 0, t.dy = 1, t.rider = true;
          break;
        case 'B':
          t.dx = 1, t.dy = 1, t.rider = true;
          break;
        default:
          error = "unknown atom '" + std::string(1, atom) + "' in movement '" + word +
                  "' (known: W F D A N C Z R B; K = WF and Q = RB are written out)";
          return false;
      }
      while (i < body.size() && std::isdigit(static_cast<unsigned char>(body[i])))
        t.max_steps = t.max_steps * 10 + (body[i++] - '0');
      if (t.max_steps && !t.rider) {
        error = "a step count only follows a rider (R, B) in '" + word + "'";
        return false;
      }
      if (m || c) t.can_move = m, t.can_capture = c;
      if (t.hopper && t.can_move) t.can_move = m;  // a hop without m/c is a capture-only screen jump
      if (t.hopper && !m && !c) t.can_capture = true, t.can_move = false;
      t.text = body.substr(start, i - start) + (zone.empty() ? "" : "@" + zone);
      out.push_back(t);
      any = true;
    }
    if (!any) {
      error = "empty movement term '" + word + "'";
      return false;
    }
  }
  if (out.empty()) {
    error = "empty movement";
    return false;
  }
  return true;
}

VariantParseResult parse_variants(std::string_view text, const std::vector<VariantDef>& known) {
  return parse_variants(std::vector<VariantSource>{{"", text}}, known);
}

VariantParseResult parse_variants(const std::vector<VariantSource>& sources,
                                  const std::vector<VariantDef>& known) {
  VariantParseResult result;
  std::vector<RawSection> sections;
  for (const VariantSource& src : sources) {
    int line_no = 0;
    size_t pos = 0;
    while (pos <= src.text.size()) {
      size_t end = src.text.find('\n', pos);
      if (end == std::string_view::npos) end = src.text.size();
      std::string line = trim(src.text.substr(pos, end - pos));
      pos = end + 1;
      ++line_no;
      if (const size_t hash = line.find(" #"); hash != std::string::npos) line = trim(line.substr(0, hash));
      if (line.empty() || line[0] == '#' || line[0] == ';') {
        if (end == src.text.size()) break;
        continue;
      }
      if (line[0] == '[') {
        const size_t close = line.find(']');
        if (close == std::string::npos || close != line.size() - 1) {
          result.errors.push_back({src.name, line_no, "section header must look like [id] or [id:parent]"});
        } else {
          RawSection s;
          const std::string inner = trim(line.substr(1, close - 1));
          const size_t colon = inner.find(':');
          s.id = trim(inner.substr(0, colon));
          if (colon != std::string::npos) s.parent = trim(inner.substr(colon + 1));
          s.line = line_no;
          s.source = src.name;
          bool ok_id = !s.id.empty();
          for (char ch : s.id)
            ok_id = ok_id && (std::isalnum(static_cast<unsigned char>(ch)) || ch == '_' || ch == '-');
          if (!ok_id)
            result.errors.push_back(
                {src.name, line_no, "variant id '" + s.id + "' must be letters, digits, '_' or '-'"});
          sections.push_back(std::move(s));
        }
      } else {
        const size_t eq = line.find('=');
        if (eq == std::string::npos) {
          result.errors.push_back({src.name, line_no, "expected 'key = value', found '" + line + "'"});
        } else if (sections.empty()) {
          result.errors.push_back(
              {src.name, line_no, "'" + trim(line.substr(0, eq)) + "' before the first [section]"});
        } else {
          sections.back().entries.push_back(
              {trim(line.substr(0, eq)), Entry{trim(line.substr(eq + 1)), line_no, src.name}});
        }
      }
      if (end == src.text.size()) break;
    }
  }
  if (!result.errors.empty()) return result;

  // Resolve inheritance: a section's keys are its parent's keys overridden by its own.
  std::map<std::string, std::map<std::string, Entry>> resolved;
  std::map<std::string, const RawSection*> by_id;
  for (const RawSection& s : sections) {
    if (by_id.count(s.id) ||
        std::any_of(known.begin(), known.end(), [&](const VariantDef& d) { return d.id == s.id; }))
      result.errors.push_back({s.source, s.line, "variant '" + s.id + "' is defined twice"});
    by_id[s.id] = &s;
  }
  if (!result.errors.empty()) return result;
  // Depth-first with a visiting mark to report cycles.
  std::map<std::string, int> state;  // 1 = visiting, 2 = done
  std::function<bool(const RawSection&)> resolve = [&](const RawSection& s) -> bool {
    if (state[s.id] == 2) return true;
    if (state[s.id] == 1) {
      result.errors.push_back({s.source, s.line, "inheritance cycle through '" + s.id + "'"});
      return false;
    }
    state[s.id] = 1;
    std::map<std::string, Entry> keys;
    if (!s.parent.empty()) {
      if (const auto it = by_id.find(s.parent); it != by_id.end()) {
        if (!resolve(*it->second)) return false;
        keys = resolved[s.parent];
      } else if (const auto k = std::find_if(known.begin(), known.end(),
                                             [&](const VariantDef& d) { return d.id == s.parent; });
                 k != known.end()) {
        for (const auto& [key, value] : k->source_keys) keys[key] = Entry{value, 0, "[" + k->id + "]"};
      } else {
        result.errors.push_back({s.source, s.line, "unknown parent variant '" + s.parent + "'"});
        return false;
      }
    }
    for (const auto& [key, e] : s.entries) keys[key] = e;
    resolved[s.id] = std::move(keys);
    state[s.id] = 2;
    return true;
  };
  for (const RawSection& s : sections) {
    if (!resolve(s)) continue;
    VariantDef def;
    Interpreter interp(s, resolved[s.id], result.errors);
    if (interp.run(def)) result.variants.push_back(std::move(def));
  }
  return result;
}

}  // namespace xq
