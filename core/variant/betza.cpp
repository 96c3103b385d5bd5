// Betza reader, written after Fairy-Stockfish's from_betza (src/piece.cpp) so that an
// accepted string means the same moves in both programs (see betza.h).
#include "core/variant/betza.h"

#include <cctype>
#include <cstdlib>
#include <map>
#include <string>
#include <string_view>
#include <tuple>

#include "core/text.h"

namespace xq {

namespace {

// Atom offsets as Fairy-Stockfish writes them: (ranks, files) of the first of its
// eight orientations.
bool leaper_atom(char c, std::vector<std::pair<int, int>>& out) {
  switch (c) {
    case 'W': out = {{1, 0}}; return true;
    case 'F': out = {{1, 1}}; return true;
    case 'D': out = {{2, 0}}; return true;
    case 'N': out = {{2, 1}}; return true;
    case 'A': out = {{2, 2}}; return true;
    case 'H': out = {{3, 0}}; return true;
    case 'C': case 'L': out = {{3, 1}}; return true;
    case 'Z': case 'J': out = {{3, 2}}; return true;
    case 'G': out = {{3, 3}}; return true;
    case 'K': out = {{1, 0}, {1, 1}}; return true;
    default: return false;
  }
}
bool rider_atom(char c, std::vector<std::pair<int, int>>& out) {
  switch (c) {
    case 'R': out = {{1, 0}}; return true;
    case 'B': out = {{1, 1}}; return true;
    case 'Q': out = {{1, 0}, {1, 1}}; return true;
    default: return false;
  }
}

constexpr std::string_view kVerticals = "fbv";  // constant-initialised: the preset registry may be built during static init
constexpr std::string_view kHorizontals = "rls";

// Which direction strings select each of the eight orientations of atom (a, b),
// copied from from_betza's table (its 'h' entries left out: we do not accept 'h').
struct Orientation {
  int dr, df;
  const char* dirs[4];
};
void orientations(int a, int b, Orientation out[8]) {
  const Orientation o[8] = {
      {a, b, {"ff", "vv", "rf", "rv"}},   {-a, -b, {"bb", "vv", "lb", "lv"}},
      {-b, a, {"rr", "ss", "br", "bs"}},  {b, -a, {"ll", "ss", "fl", "fs"}},
      {b, a, {"rr", "ss", "fr", "fs"}},   {-b, -a, {"ll", "ss", "bl", "bs"}},
      {-a, b, {"bb", "vv", "rb", "rv"}},  {a, -b, {"ff", "vv", "lf", "lv"}},
  };
  for (int i = 0; i < 8; ++i) out[i] = o[i];
}

// Distances in the step map, as in Fairy-Stockfish (0 = free leap, -1 = lame), plus
// our single-leg extension.
// kScreenSelf: X{X}, the atom's step doubled over its midpoint; kVault: R{_}.
constexpr int kLame = -1, kLegW = -2, kLegF = -3, kScreenW = -4, kScreenF = -5, kJumpW = -6, kJumpF = -7,
              kScreenSelf = -8, kVault = -9;

// A jump keys apart from the plain leap, a vault from the slide along the same line.
enum Table { Steps = 0, Sliders = 1, Hoppers = 2, Jumps = 3, Vaults = 4 };
// (table, quiet?, zone, dr, df) -> (distance, chained?); a std::map merges repeats like
// the per-direction maps of Fairy-Stockfish (the last distance written wins).
struct LeapSpec {
  int distance = 0;
  bool chain = false;
  int straight = 0;  // A(F)N: at most N jumps, all along one line
};
// A Move holds at most 6 jumps (types.h Move::kMaxWaypoints + 1).
constexpr int kMaxStraightJumps = 6;
using MoveMap = std::map<std::tuple<int, int, std::string, int, int>, LeapSpec>;

int sgn(int v) { return (v > 0) - (v < 0); }

// The points between origin and (df, dr) that block a lame leap, as Fairy-Stockfish's
// lame_leaper_path walks them: along the longer axis while it is longer, then
// diagonally.
int staircase(int df, int dr, int out[2][2]) {
  int f = 0, r = 0, n = 0;
  while (f != df || r != dr) {
    const int diff = std::abs(df - f) - std::abs(dr - r);
    if (diff > 0) f += sgn(df);
    else if (diff < 0) r += sgn(dr);
    else f += sgn(df), r += sgn(dr);
    if ((f != df || r != dr) && n < 2) out[n][0] = f, out[n][1] = r, ++n;
  }
  return n;
}

// Fairy-Stockfish generates lame leaps only in these shapes (its lame-leaper tables:
// nD, nN, nA and the janggi elephant nZ); any other lame leap would move nowhere there.
bool fsf_lame_shape(int df, int dr) {
  const int a = std::abs(df), b = std::abs(dr);
  const int lo = a < b ? a : b, hi = a < b ? b : a;
  return (lo == 0 && hi == 2) || (lo == 1 && hi == 2) || (lo == 2 && hi == 2) || (lo == 2 && hi == 3);
}
// Riders (and range-limited steps) exist along W, F and N lines; hoppers along W and F.
bool rider_shape(int df, int dr, bool hopper) {
  const int a = std::abs(df), b = std::abs(dr);
  const int lo = a < b ? a : b, hi = a < b ? b : a;
  return (lo == 0 && hi == 1) || (lo == 1 && hi == 1) || (!hopper && lo == 1 && hi == 2);
}

bool parse_word(const std::string& word, MoveMap& moves, std::string& error) {
  std::string body = word, zone;
  if (const size_t at = word.find('@'); at != std::string::npos) {
    body = word.substr(0, at);
    zone = word.substr(at + 1);
    // `@@zone` (kept as "@zone" in the map's key, so it never merges with a plain
    // `@zone` of the same name): the move starts and lands inside the zone.
    if (zone.empty() || zone == "@") {
      error = "'" + word + "': '" + (zone.empty() ? "@" : "@@") + "' must be followed by a zone name";
      return false;
    }
    if (zone.find('@', 1) != std::string::npos) {
      error = "'" + word + "': write one zone, '@zone' (moves start there) or '@@zone' (they start and land there)";
      return false;
    }
  }
  std::vector<int> modalities;  // 1 = quiet, 0 = capture
  bool hopper = false, grasshopper = false, lame = false;
  std::vector<std::string> prelim;
  bool pending = false;  // modifiers read since the last atom
  for (size_t i = 0; i < body.size(); ++i) {
    const char c = body[i];
    if (c == 'm' || c == 'c') {
      modalities.push_back(c == 'm' ? 1 : 0);
      pending = true;
    } else if (c == 'p' || c == 'g') {
      hopper = true;
      grasshopper = grasshopper || c == 'g';
      pending = true;
    } else if (c == 'n') {
      lame = true;
      pending = true;
    } else if (kVerticals.find(c) != std::string::npos || kHorizontals.find(c) != std::string::npos) {
      pending = true;
      if (i + 1 < body.size()) {
        const char c2 = body[i + 1];
        const bool v1 = kVerticals.find(c) != std::string::npos, h2 = kHorizontals.find(c2) != std::string::npos;
        const bool h1 = !v1, v2 = kVerticals.find(c2) != std::string::npos;
        if (c2 == c || (v1 && h2) || (h1 && v2)) {
          prelim.push_back(std::string(1, c) + c2);
          ++i;
          continue;
        }
      }
      prelim.push_back(std::string(2, c));
    } else if (std::isupper(static_cast<unsigned char>(c))) {
      std::vector<std::pair<int, int>> atoms;
      bool rider = rider_atom(c, atoms);
      if (!rider && !leaper_atom(c, atoms)) {
        error = "unknown atom '" + std::string(1, c) + "' in '" + word +
                "' (known: W F D N A H C Z G K, riders R B Q)";
        return false;
      }
      int distance = grasshopper ? 1 : 0;
      if (i + 1 < body.size() && (std::isdigit(static_cast<unsigned char>(body[i + 1])) || body[i + 1] == c)) {
        rider = true;
        if (std::isdigit(static_cast<unsigned char>(body[i + 1]))) {
          distance = body[i + 1] - '0';
          if (distance == 0 || (i + 2 < body.size() && std::isdigit(static_cast<unsigned char>(body[i + 2])))) {
            error = "'" + word + "': a range is one digit 1-9 (as in Fairy-Stockfish)";
            return false;
          }
          if (grasshopper) {
            error = "'" + word + "': a grasshopper (g) takes no range";
            return false;
          }
        }
        ++i;
      }
      int leg = 0;
      if (i + 1 < body.size() && body[i + 1] == '[') {
        if (i + 3 >= body.size() || (body[i + 2] != 'W' && body[i + 2] != 'F') || body[i + 3] != ']') {
          error = "'" + word + "': a leg is written [W] or [F] right after the atom, e.g. C[W]";
          return false;
        }
        leg = body[i + 2] == 'W' ? kLegW : kLegF;
        i += 3;
      } else if (i + 2 < body.size() && body[i + 1] == '{' && body[i + 2] == '_') {
        // Our extension: a vault cR{_} (第三代's 石 「隔一個空格打吃敵棋…只要起落之間只有一個
        // 空格，即可越過該空格打吃空格之外的任意一枚敵棋，但不能越過第二個空格」): along the
        // rider's lines, over exactly one empty point, taking any enemy before the second.
        if (i + 3 >= body.size() || body[i + 3] != '}') {
          error = "'" + word + "': a vault is written {_} right after R, B or Q, e.g. cR{_}";
          return false;
        }
        if (std::string_view("RBQ").find(c) == std::string_view::npos || distance != 0 || hopper || lame) {
          error = "'" + word +
                  "': a vault {_} follows a plain rider (R, B or Q) without n, p, g or a digit, e.g. cR{_}";
          return false;
        }
        if (modalities.size() != 1 || modalities[0] != 0) {
          error = "'" + word +
                  "': a vault {_} only captures (「隔一個空格打吃敵棋」): write c before it, e.g. mR cR{_}";
          return false;
        }
        leg = kVault;
        i += 3;
      } else if (i + 2 < body.size() && body[i + 1] == '{' &&
                 !std::isdigit(static_cast<unsigned char>(body[i + 2]))) {
        // (a digit after '{' is an exact range, read below)
        if (i + 3 < body.size() && body[i + 2] == c && body[i + 3] == '}') {
          // Our extension: X{X}, a self-screened double leap (第三代's 妃 「走法同西洋棋馬，吃法，
          // 同一方向，跳過"日字"對角的棋，吃下一個"日字"對角的棋」 = cN{N}): twice the atom's
          // step, over a piece of either side on the first. Only single steps double into a
          // leap with a point in the middle; W{W} = D{W}, F{F} = A{F}.
          if (c != 'W' && c != 'F' && c != 'N') {
            error =
                "'" + word + "': a self screen doubles one step over its midpoint: W{W}, F{F} or N{N} only";
            return false;
          }
          if (rider || hopper || lame) {
            error = "'" + word + "': a self screen " + std::string(1, c) + "{" + std::string(1, c) +
                    "} is one leap: no n, p, g, digit or doubled atom";
            return false;
          }
          leg = kScreenSelf;
          i += 3;
        } else {
          if (i + 3 >= body.size() || (body[i + 2] != 'W' && body[i + 2] != 'F') || body[i + 3] != '}') {
            error = "'" + word + "': a screen is written {W} or {F} right after the atom, e.g. A{F}, or " +
                    "the atom's own letter after W, F or N (N{N}); a vault is {_} (cR{_})";
            return false;
          }
          leg = body[i + 2] == 'W' ? kScreenW : kScreenF;
          i += 3;
        }
      } else if (i + 1 < body.size() && body[i + 1] == '(') {
        if (i + 3 >= body.size() || (body[i + 2] != 'W' && body[i + 2] != 'F') || body[i + 3] != ')') {
          error = "'" + word + "': a jump is written D(W) or A(F)";
          return false;
        }
        if ((body[i + 2] == 'W') != (c == 'D') || (c != 'D' && c != 'A')) {
          error = "'" + word + "': a jump takes the piece on its midpoint: D(W) or A(F) only";
          return false;
        }
        if (!modalities.empty()) {
          error = "'" + word + "': a jump always lands on an empty point and takes the piece it jumps (no m or c)";
          return false;
        }
        leg = body[i + 2] == 'W' ? kJumpW : kJumpF;
        i += 3;
      }
      bool chain = false;
      if (i + 1 < body.size() && body[i + 1] == '*') {
        chain = true;
        ++i;
      }
      // Our extension: a jump with a count, A(F)2 (山水's 丞 「走"大田"時可跳過吃1-2枚敵棋」):
      // one to N jumps in one move, all along one straight line.
      int straight = 0;
      if ((leg == kJumpW || leg == kJumpF) && !chain && i + 1 < body.size() &&
          std::isdigit(static_cast<unsigned char>(body[i + 1]))) {
        straight = body[i + 1] - '0';
        if (straight < 2 || straight > kMaxStraightJumps) {
          error = "'" + word + "': a jump count after D(W) or A(F) is 2.." + std::to_string(kMaxStraightJumps) +
                  " (jumps along one line)";
          return false;
        }
        chain = true;
        ++i;
      }
      // Our extension: an exact range R{2,3} / B{2,3} (新大象戲's and 衛國's elephant
      // 「斜格兩步或三步，不可越棋」): leaps of FROM..TO steps along the rider's lines, each
      // blocked by every point on the way (at most two, so TO <= 3).
      int span_lo = 0, span_hi = 0;
      if (i + 1 < body.size() && body[i + 1] == '{') {
        const bool shape = i + 5 < body.size() && body[i + 5] == '}' && body[i + 3] == ',' &&
                           std::isdigit(static_cast<unsigned char>(body[i + 2])) &&
                           std::isdigit(static_cast<unsigned char>(body[i + 4]));
        if (!shape) {
          error = "'" + word + "': an exact range is written {FROM,TO} right after R, B or Q, e.g. B{2,3}";
          return false;
        }
        span_lo = body[i + 2] - '0', span_hi = body[i + 4] - '0';
        if (std::string_view("RBQ").find(c) == std::string_view::npos || distance != 0 || hopper || lame || leg) {
          error = "'" + word + "': an exact range {FROM,TO} follows a plain rider (R, B or Q) without n, p, g, a digit or a leg";
          return false;
        }
        if (span_lo < 1 || span_lo > span_hi || span_hi > 3) {
          error = "'" + word + "': an exact range {FROM,TO} needs 1 <= FROM <= TO <= 3 (a move is blocked by at most the two points on its way)";
          return false;
        }
        rider = false;
        i += 5;
      }
      if (lame && (rider || hopper)) {
        error = "'" + word + "': n (lame) applies to single leaps only";
        return false;
      }
      if (leg && leg != kVault && (rider || hopper || lame)) {
        error = "'" + word + "': a [W]/[F] leg or {W}/{F} screen applies to a single leap without n, p or g";
        return false;
      }
      if (chain && (rider || hopper || lame || leg == kLegW || leg == kLegF)) {
        error = "'" + word +
                "': '*' chains single free leaps or screened hops (X*, X{W}*, X{F}*, N{N}*), not " +
                "riders, vaults, hoppers or lame leaps";
        return false;
      }
      if (!rider && lame) distance = kLame;
      if (leg) distance = leg;
      if (modalities.empty()) modalities = {1, 0};
      const bool jump = leg == kJumpW || leg == kJumpF;
      const int table = jump ? Jumps : leg == kVault ? Vaults : hopper ? Hoppers : rider ? Sliders : Steps;
      const int twice = leg == kScreenSelf ? 2 : 1;  // X{X} leaps to twice the atom's step
      int added = 0;
      for (const auto& atom : atoms) {
        std::vector<std::string> dirs;
        for (const std::string& s : prelim)
          if (atoms.size() == 1 && atom.second == 0 && s[0] != s[1]) {
            dirs.push_back(std::string(2, s[0]));
            dirs.push_back(std::string(2, s[1]));
          } else {
            dirs.push_back(s);
          }
        Orientation o[8];
        orientations(atom.first, atom.second, o);
        for (const Orientation& ori : o) {
          bool selected = dirs.empty();
          for (const char* d : ori.dirs)
            for (const std::string& s : dirs) selected = selected || s == d;
          if (!selected) continue;
          const int df = ori.df * twice, dr = ori.dr * twice;
          if (span_hi) {
            for (int k = span_lo; k <= span_hi; ++k)
              for (int modality : modalities) moves[{Steps, modality, zone, dr * k, df * k}] = LeapSpec{k == 1 ? 0 : kLame, false};
            ++added;
            continue;
          }
          if (table == Steps && distance == kLame && !fsf_lame_shape(df, dr)) {
            const std::string a(1, c);
            const bool w = std::abs(df) != std::abs(dr), f = std::abs(df) >= 2 && std::abs(dr) >= 2;
            const std::string legs = w && f ? a + "[W] or " + a + "[F]" : w ? a + "[W]" : f ? a + "[F]" : "";
            error = "'" + word + "': Fairy-Stockfish has no lame leap of this shape (only nD nN nA nZ); write " +
                    (legs.empty() ? "" : legs + " for a leap blocked by its first step, or ") + a +
                    " for a free one";
            return false;
          }
          if (table == Steps && (distance == kLegW || distance == kScreenW) && std::abs(df) == std::abs(dr)) {
            error = "'" + word + "': a [W] leg or {W} screen needs a leap longer on one axis (N, C, Z, D, H)";
            return false;
          }
          if (table == Steps && (distance == kLegF || distance == kScreenF) && (std::abs(df) < 2 || std::abs(dr) < 2)) {
            error = "'" + word + "': an [F] leg or {F} screen needs a leap at least 2 wide both ways (A, Z, G)";
            return false;
          }
          if (table != Steps && table != Jumps && !rider_shape(df, dr, table == Hoppers)) {
            error = "'" + word + "': " +
                    (table == Hoppers ? std::string("hoppers (p, g) move along W and F lines only")
                                      : std::string("riders move along W, F and N lines only")) +
                    " (as in Fairy-Stockfish)";
            return false;
          }
          // A jump is one entry (modality 1: it lands on an empty point).
          if (jump) moves[{table, 1, zone, dr, df}] = LeapSpec{distance, chain, straight};
          else
            for (int modality : modalities) moves[{table, modality, zone, dr, df}] = LeapSpec{distance, chain};
          ++added;
        }
      }
      if (added == 0) {
        error = "'" + word + "': the direction letters select none of the atom's moves (pairs are read as " +
                "Fairy-Stockfish reads them: fs, fl, fr, bl, br, rf, lf, rb, lb, rv, lv, bs)";
        return false;
      }
      modalities.clear();
      prelim.clear();
      hopper = grasshopper = lame = false;
      pending = false;
    } else {
      error = "unknown letter '" + std::string(1, c) + "' in '" + word +
              "' (modifiers m c p g n f b l r s v, atoms W F D N A H C Z G K R B Q)";
      return false;
    }
  }
  if (pending) {
    error = "'" + word + "' ends without an atom (W F D N A H C Z G K R B Q)";
    return false;
  }
  return true;
}

}  // namespace

bool parse_betza_program(std::string_view text, BetzaProgram& out, std::string& error) {
  out = BetzaProgram{};
  out.text = std::string(text);
  MoveMap moves;
  int words = 0;
  for (std::string_view w : split_whitespace(text)) {
    ++words;
    if (!parse_word(std::string(w), moves, error)) return false;
  }
  if (words == 0 || moves.empty()) {
    error = "empty movement";
    return false;
  }
  for (const auto& [key, spec] : moves) {
    const auto& [table, quiet, zone, dr, df] = key;
    const int distance = spec.distance;
    BetzaMove m;
    m.df = df;
    m.dr = dr;
    m.quiet = quiet == 1;
    m.capture = quiet == 0;
    m.within = !zone.empty() && zone[0] == '@';
    m.zone = m.within ? zone.substr(1) : zone;
    if (table == Steps || table == Jumps) {
      m.mode = BetzaMode::Leap;
      if (distance == kLame) {
        m.block_count = staircase(df, dr, m.block);
      } else if (distance == kLegW) {
        m.block_count = 1;
        m.block[0][0] = std::abs(df) > std::abs(dr) ? sgn(df) : 0;
        m.block[0][1] = std::abs(df) > std::abs(dr) ? 0 : sgn(dr);
      } else if (distance == kLegF) {
        m.block_count = 1;
        m.block[0][0] = sgn(df);
        m.block[0][1] = sgn(dr);
      } else if (distance == kScreenW) {
        m.screened = true;
        m.screen[0] = std::abs(df) > std::abs(dr) ? sgn(df) : 0;
        m.screen[1] = std::abs(df) > std::abs(dr) ? 0 : sgn(dr);
      } else if (distance == kScreenF) {
        m.screened = true;
        m.screen[0] = sgn(df);
        m.screen[1] = sgn(dr);
      } else if (distance == kScreenSelf) {  // X{X}: the atom's own step, half the leap
        m.screened = true;
        m.screen[0] = df / 2;
        m.screen[1] = dr / 2;
      } else if (distance == kJumpW || distance == kJumpF) {
        m.jump = m.screened = true;
        m.screen[0] = df / 2;
        m.screen[1] = dr / 2;
        m.capture = false;  // it captures the jumped piece, not on its landing point
      }
      m.chain = spec.chain;
      m.straight = spec.straight;
    } else if (table == Sliders) {
      m.mode = BetzaMode::Slide;
      m.range = distance;
    } else if (table == Vaults) {
      m.mode = BetzaMode::Vault;  // captures only (the parser refused m)
    } else {
      // Fairy-Stockfish: a hopper limited to 1 is the grasshopper.
      m.mode = distance == 1 ? BetzaMode::Grasshopper : BetzaMode::Hop;
      m.range = distance == 1 ? 0 : distance;
    }
    out.moves.push_back(m);
  }
  return true;
}

}  // namespace xq
