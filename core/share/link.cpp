// Share link codec (see link.h for the format).
#include "core/share/link.h"

#include <algorithm>

#include <array>
#include <charconv>

#include "core/fen.h"
#include "core/notation/iccs.h"

namespace xq::share {
namespace {

constexpr int kWidth = 9;
constexpr int kHeight = 10;
constexpr int kSquares = kWidth * kHeight;
constexpr int kTargets = 35;  // 9 files + 10 ranks + 16 leaper steps

// The 16 leaper steps (file delta, rank delta): horse, elephant, advisor.
constexpr std::array<std::array<int, 2>, 16> kLeaps = {{
    {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2},  // horse
    {2, 2}, {2, -2}, {-2, -2}, {-2, 2},                                      // elephant
    {1, 1}, {1, -1}, {-1, -1}, {-1, 1},                                      // advisor
}};

constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

int alphabet_index(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '-') return 62;
  if (c == '_') return 63;
  return -1;
}

bool is_id_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
}

bool valid_id(std::string_view id) {
  if (id.empty() || id.size() > kMaxIdLength) return false;
  for (char c : id)
    if (!is_id_char(c)) return false;
  return true;
}

// Printable form of untrusted text for an error message (cut, non-printables as '?').
std::string shown(std::string_view text, std::size_t max = 24) {
  std::string out;
  for (std::size_t i = 0; i < text.size() && i < max; ++i) {
    unsigned char c = static_cast<unsigned char>(text[i]);
    out += (c >= 0x20 && c < 0x7f) ? static_cast<char>(c) : '?';
  }
  if (text.size() > max) out += "...";
  return out;
}

bool is_unreserved(unsigned char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' ||
         c == '.' || c == '_' || c == '~';
}

std::string percent_encode(std::string_view text) {
  static const char* hex = "0123456789ABCDEF";
  std::string out;
  for (char ch : text) {
    unsigned char c = static_cast<unsigned char>(ch);
    if (is_unreserved(c)) {
      out += ch;
    } else {
      out += '%';
      out += hex[c >> 4];
      out += hex[c & 15];
    }
  }
  return out;
}

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// %XX decoding; false on a broken escape.
bool percent_decode(std::string_view text, std::string& out) {
  out.clear();
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '%') {
      out += text[i];
      continue;
    }
    if (i + 2 >= text.size()) return false;
    int hi = hex_value(text[i + 1]), lo = hex_value(text[i + 2]);
    if (hi < 0 || lo < 0) return false;
    out += static_cast<char>(hi * 16 + lo);
    i += 2;
  }
  return true;
}

// The add-on state field of a FEN ("{flag=5.4;revive=r}", fen.h) uses characters a link
// field cannot hold as they are: they travel percent-encoded ('.' as it is).
bool fen_addon_char(char c) { return c == '{' || c == '}' || c == '=' || c == ';'; }

std::string fen_to_link(std::string_view fen) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (char c : fen) {
    if (c == ' ') out += '_';
    else if (fen_addon_char(c)) out += {'%', kHex[static_cast<unsigned char>(c) >> 4], kHex[c & 15]};
    else out += c;
  }
  return out;
}

bool fen_from_link(std::string_view text, std::string& out) {
  out.clear();
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '%' && i + 2 < text.size() && hex_value(text[i + 1]) >= 0 && hex_value(text[i + 2]) >= 0) {
      c = static_cast<char>(hex_value(text[i + 1]) * 16 + hex_value(text[i + 2]));
      i += 2;
      if (!fen_addon_char(c)) return false;
      out += c;
    } else if (c == '_' || c == '+') {
      out += ' ';
    } else if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
               c == '/' || c == '-' || c == '.') {
      out += c;
    } else {
      return false;
    }
  }
  return true;
}

std::string move_label(int ply, Color side) {
  return "move " + std::to_string(ply / 2 + 1) + " (" + (side == Color::Red ? "Red" : "Black") + ")";
}

// Is `s` the standard start (in any spelling parse_fen accepts)?
bool is_standard_start(std::string_view fen) {
  FenResult a = parse_fen(fen);
  return a.ok() && to_fen(a.position) == Game::kStandardFen;
}

}  // namespace

const char* language_code(Language l) {
  switch (l) {
    case Language::ZhHant: return "zh-Hant";
    case Language::ZhHans: return "zh-Hans";
    case Language::En: return "en";
    case Language::Unspecified: break;
  }
  return "";
}

bool language_from_code(std::string_view code, Language& out) {
  if (code == "zh-Hant") out = Language::ZhHant;
  else if (code == "zh-Hans") out = Language::ZhHans;
  else if (code == "en") out = Language::En;
  else return false;
  return true;
}

// Add-on move types (types.h MoveType) use the codes past the board moves (90 * 35 =
// 3150 of the 4096 two-character codes): one code for the flag's two-cell step, one per
// point for a drop, and two prefixes: "flag step with the next move" and "double move:
// the next two codes are its steps".
constexpr int kFlagOnlyCode = kSquares * kTargets;       // 3150
constexpr int kDropCode = kFlagOnlyCode + 1;             // + square
constexpr int kFlagStepPrefix = kDropCode + kSquares;    // then the move
constexpr int kDoublePrefix = kFlagStepPrefix + 1;       // then two plain moves
static_assert(kDoublePrefix < 64 * 64);

std::string code_chars(int code) { return {kAlphabet[code / 64], kAlphabet[code % 64]}; }

std::string encode_plain_move(Move m);

std::string encode_move(Move m) {
  if (m.is_normal()) return encode_plain_move(m);
  if (m.flag_step()) {
    const std::string inner = encode_move(m.without_flag_step());
    return inner.empty() ? std::string() : code_chars(kFlagStepPrefix) + inner;
  }
  switch (m.type()) {
    case MoveType::FlagOnly: return code_chars(kFlagOnlyCode);
    case MoveType::Drop: return m.to() < kSquares ? code_chars(kDropCode + m.to()) : std::string();
    case MoveType::Double: {
      const std::string a = encode_plain_move(m.first_step()), b = encode_plain_move(m.second_step());
      return a.empty() || b.empty() ? std::string() : code_chars(kDoublePrefix) + a + b;
    }
    case MoveType::Normal: break;
  }
  return {};
}

std::string encode_plain_move(Move m) {
  const int from = m.from(), to = m.to();
  if (m.is_none() || from >= kSquares || to >= kSquares || from == to) return {};
  const int ff = from % kWidth, fr = from / kWidth, tf = to % kWidth, tr = to / kWidth;
  int target = -1;
  if (fr == tr) {
    target = tf;
  } else if (ff == tf) {
    target = kWidth + tr;
  } else {
    for (int i = 0; i < 16; ++i)
      if (kLeaps[i][0] == tf - ff && kLeaps[i][1] == tr - fr) target = kWidth + kHeight + i;
  }
  if (target < 0) return {};
  const int code = from * kTargets + target;
  return {kAlphabet[code / 64], kAlphabet[code % 64]};
}

int decode_code(std::string_view two) {
  if (two.size() != 2) return -1;
  const int hi = alphabet_index(two[0]), lo = alphabet_index(two[1]);
  if (hi < 0 || lo < 0) return -1;
  return hi * 64 + lo;
}

// A plain board move, or the one-code add-on moves (flag escape, drop).
std::optional<Move> decode_move(std::string_view two) {
  const int code = decode_code(two);
  if (code < 0) return std::nullopt;
  if (code == kFlagOnlyCode) return Move::flag_only();
  if (code >= kDropCode && code < kDropCode + kSquares) return Move::drop(static_cast<Square>(code - kDropCode));
  const int from = code / kTargets, target = code % kTargets;
  if (from >= kSquares) return std::nullopt;
  const int ff = from % kWidth, fr = from / kWidth;
  int tf = ff, tr = fr;
  if (target < kWidth) {
    tf = target;
  } else if (target < kWidth + kHeight) {
    tr = target - kWidth;
  } else {
    tf = ff + kLeaps[target - kWidth - kHeight][0];
    tr = fr + kLeaps[target - kWidth - kHeight][1];
  }
  if (tf < 0 || tf >= kWidth || tr < 0 || tr >= kHeight || (tf == ff && tr == fr)) return std::nullopt;
  return Move(static_cast<Square>(from), static_cast<Square>(tr * kWidth + tf));
}

std::string encode_link(const LinkState& s) {
  std::string out = "v1.";
  auto field = [&out](const char* key, const std::string& value) {
    if (out.size() > 3) out += '&';
    out += key;
    out += '=';
    out += value;
  };
  if (!s.variant_text.empty()) {
    field("vt", percent_encode(s.variant_text));
  } else if (s.variant != Game::kStandardVariant) {
    field("v", s.variant);
  }
  if (!s.addons.empty()) {
    std::string list;
    for (const std::string& a : s.addons) list += (list.empty() ? "" : ",") + a;
    field("a", list);
  }
  if (!s.start_fen.empty() && !is_standard_start(s.start_fen)) field("f", fen_to_link(s.start_fen));
  std::string moves;
  std::size_t encoded = 0;
  for (Move m : s.moves) {
    std::string code = encode_move(m);
    if (code.empty()) break;
    moves += code;
    ++encoded;
  }
  if (!moves.empty()) field("m", moves);
  if (s.ply >= 0 && static_cast<std::size_t>(s.ply) < encoded) field("p", std::to_string(s.ply));
  if (s.orientation == Orientation::BlackBottom) field("o", "b");
  if (s.mode == Mode::View) field("mode", "view");
  if (s.language != Language::Unspecified) field("l", language_code(s.language));
  return out;
}

LinkDecode decode_link(std::string_view text) {
  LinkDecode d;
  LinkState& st = d.state;
  auto fail = [&d](std::string message) {
    if (d.error.empty()) d.error = std::move(message);
  };
  if (!text.empty() && text.front() == '#') text.remove_prefix(1);
  if (text.size() > kMaxLinkLength) {
    fail("link too long (" + std::to_string(text.size()) + " characters, at most " +
         std::to_string(kMaxLinkLength) + ")");
    st.ply = 0;
    d.game.emplace(Game::standard());
    return d;
  }
  std::string_view rest = text;
  std::string moves_text;
  bool have_moves = false, have_ply = false;
  long ply = 0;
  if (text.empty()) {
    // An empty fragment is the plain start page.
  } else if (text.substr(0, 3) != "v1.") {
    std::size_t dot = text.find('.');
    if (text[0] == 'v' && dot != std::string_view::npos && dot <= 6)
      fail("unsupported link version '" + shown(text.substr(0, dot)) + "' (this page reads v1)");
    else
      fail("not a share link (expected it to start with 'v1.')");
    rest = {};
  } else {
    rest = text.substr(3);
  }
  std::vector<std::string_view> seen;
  std::string link_fen;
  while (!rest.empty()) {
    std::size_t amp = rest.find('&');
    std::string_view item = rest.substr(0, amp);
    rest = (amp == std::string_view::npos) ? std::string_view{} : rest.substr(amp + 1);
    if (item.empty()) continue;
    std::size_t eq = item.find('=');
    std::string_view key = item.substr(0, eq);
    std::string_view value = (eq == std::string_view::npos) ? std::string_view{} : item.substr(eq + 1);
    bool duplicate = false;
    for (std::string_view k : seen) duplicate = duplicate || k == key;
    if (duplicate) {
      fail("field '" + shown(key) + "' given twice");
      continue;
    }
    if (seen.size() < 16) seen.push_back(key);
    if (key == "v") {
      if (!valid_id(value)) {
        fail("bad variant id '" + shown(value) + "' (lower-case letters, digits, '-', '_')");
      } else {
        st.variant = std::string(value);
      }
    } else if (key == "vt") {
      std::string decoded;
      if (value.size() > 3 * kMaxVariantText || !percent_decode(value, decoded) ||
          decoded.size() > kMaxVariantText || decoded.empty()) {
        fail("bad inline variant text (broken %-escape, empty or longer than " +
             std::to_string(kMaxVariantText) + " bytes)");
      } else {
        st.variant_text = std::move(decoded);
      }
    } else if (key == "a") {
      std::string_view list = value;
      while (!list.empty()) {
        std::size_t comma = list.find(',');
        std::string_view id = list.substr(0, comma);
        list = (comma == std::string_view::npos) ? std::string_view{} : list.substr(comma + 1);
        bool again = false;
        for (const std::string& a : st.addons) again = again || a == id;
        if (!valid_id(id)) {
          fail("bad add-on id '" + shown(id) + "'");
        } else if (again) {
          fail("add-on '" + std::string(id) + "' listed twice");
        } else if (st.addons.size() >= kMaxAddons) {
          fail("too many add-ons (at most " + std::to_string(kMaxAddons) + ")");
          break;
        } else {
          st.addons.emplace_back(id);
        }
      }
    } else if (key == "f") {
      std::string fen;
      if (value.size() > kMaxFenLength) {
        fail("bad FEN: longer than " + std::to_string(kMaxFenLength) + " characters");
      } else if (!fen_from_link(value, fen)) {
        fail("bad FEN: unexpected character in '" + shown(value, 40) + "'");
      } else {
        link_fen = fen;  // checked below, on the board of the link's variant
      }
    } else if (key == "m") {
      if (value.size() > 2 * kMaxMoves) {
        fail("move list too long (" + std::to_string(value.size() / 2) + " moves, at most " +
             std::to_string(kMaxMoves) + "); the first " + std::to_string(kMaxMoves) + " are kept");
        value = value.substr(0, 2 * kMaxMoves);
      }
      moves_text = std::string(value);
      have_moves = true;
    } else if (key == "p") {
      const char* b = value.data();
      const char* e = b + value.size();
      auto [p, ec] = std::from_chars(b, e, ply);
      if (value.empty() || value.size() > 5 || ec != std::errc() || p != e || ply < 0) {
        fail("bad ply '" + shown(value) + "' (a number from 0 to the number of moves)");
      } else {
        have_ply = true;
      }
    } else if (key == "o") {
      if (value == "b") st.orientation = Orientation::BlackBottom;
      else if (value == "r") st.orientation = Orientation::RedBottom;
      else fail("bad orientation '" + shown(value) + "' (r or b)");
    } else if (key == "mode") {
      if (value == "view") st.mode = Mode::View;
      else if (value == "play") st.mode = Mode::Play;
      else fail("bad mode '" + shown(value) + "' (play or view)");
    } else if (key == "l") {
      if (!language_from_code(value, st.language))
        fail("unknown language '" + shown(value) + "' (zh-Hant, zh-Hans or en)");
    } else {
      fail("unknown field '" + shown(key) + "'");
    }
  }

  // Moves: syntax first (each 2 characters), then legality through a Game.
  std::vector<Move> candidates;
  std::string move_error;
  if (have_moves) {
    bool flag_prefix = false;
    int double_steps = 0;  // plain steps still to read for a double move
    Move double_first;
    for (std::size_t i = 0; i < moves_text.size(); i += 2) {
      const int n = static_cast<int>(candidates.size());
      if (i + 1 >= moves_text.size()) {
        move_error = "truncated move list: half a move at the end (after " + std::to_string(n) +
                     " plies)";
        break;
      }
      for (std::size_t k = i; k < i + 2; ++k) {
        if (alphabet_index(moves_text[k]) < 0 && move_error.empty())
          move_error = "bad character '" + shown(std::string_view(&moves_text[k], 1)) +
                       "' in the move list (ply " + std::to_string(n + 1) + ")";
      }
      if (!move_error.empty()) break;
      const int code = decode_code(std::string_view(moves_text).substr(i, 2));
      if (code == kFlagStepPrefix && !flag_prefix && double_steps == 0) {
        flag_prefix = true;
        continue;
      }
      if (code == kDoublePrefix && double_steps == 0) {
        double_steps = 2;
        continue;
      }
      std::optional<Move> m = decode_move(std::string_view(moves_text).substr(i, 2));
      if (!m || (double_steps > 0 && !m->is_normal())) {
        move_error = "ply " + std::to_string(n + 1) + ": '" + moves_text.substr(i, 2) +
                     "' is not a move code";
        break;
      }
      if (double_steps == 2) {
        double_first = *m;
        double_steps = 1;
        continue;
      }
      if (double_steps == 1) {
        m = Move::double_move(double_first.from(), double_first.to(), m->from(), m->to());
        double_steps = 0;
      }
      if (flag_prefix) {
        if (m->is_flag_only()) {
          move_error = "ply " + std::to_string(n + 1) + ": a flag step cannot go with the flag's own step";
          break;
        }
        m = m->with_flag_step();
        flag_prefix = false;
      }
      candidates.push_back(*m);
    }
    if (move_error.empty() && (flag_prefix || double_steps > 0))
      move_error = "truncated move list: an add-on move is cut off at the end (after " +
                   std::to_string(candidates.size()) + " plies)";
  }

  // The add-ons the core plays go to the game (their moves and the FEN's "{…}" state
  // field need them); other ids stay opaque in the state.
  RuleOptions options;
  for (const AddonChoice& a : list_addons())
    if (a.available && std::find(st.addons.begin(), st.addons.end(), a.id) != st.addons.end())
      options.addons.push_back(a.id);

  // The FEN is read on the variant's own board (fields come in any order, so only now);
  // an unknown variant is reported below and its FEN is read on the standard board.
  if (!link_fen.empty()) {
    bool known = false;
    for (const VariantInfo& v : list_variants()) known = known || v.id == st.variant;
    std::string canonical, error;
    if (known && st.variant_text.empty()) {
      GameOrError probe = Game::create(st.variant, link_fen, options);
      if (probe.game) canonical = probe.game->start_fen();
      else error = probe.error.rfind("invalid FEN: ", 0) == 0 ? probe.error.substr(13) : probe.error;
    } else {
      FenResult parsed = parse_fen(link_fen);
      if (parsed.ok()) canonical = to_fen(parsed.position);
      else error = parsed.error.message;
    }
    if (!error.empty()) fail("bad FEN: " + error);
    else if (canonical != Game::kStandardFen) st.start_fen = canonical;
  }

  if (!st.variant_text.empty()) {
    fail("inline variant texts are not supported yet");
    st.moves = candidates;  // unchecked: nothing can replay them yet
    if (!move_error.empty()) fail(move_error);
  } else {
    GameOrError made = Game::create(st.variant, st.start_fen, options);
    if (!made.game) {
      // Unknown variant (the FEN was already checked): the standard board, no moves.
      fail(made.error);
      made = Game::create(Game::kStandardVariant);
      st.variant = Game::kStandardVariant;
      st.start_fen.clear();
      candidates.clear();
      move_error.clear();
      have_ply = false;
    }
    Game& g = *made.game;
    for (Move m : candidates) {
      MoveVerdict v = g.play(m);
      if (!v.ok()) {
        const Position& pos = g.position();
        std::string what = format_iccs(m);
        fail(move_label(g.ply(), pos.side_to_move()) + " " + what + " is illegal: " + v.text);
        move_error.clear();
        break;
      }
      st.moves.push_back(m);
    }
    if (!move_error.empty()) fail(move_error);
    if (have_ply && ply > static_cast<long>(st.moves.size())) {
      fail("ply " + std::to_string(ply) + " is past the end of the " +
           std::to_string(st.moves.size()) + " moves");
      ply = static_cast<long>(st.moves.size());
    }
    if (!have_ply) ply = static_cast<long>(st.moves.size());
    while (g.ply() > ply && g.undo()) {
    }
    d.game.emplace(std::move(g));
  }
  if (!have_ply || ply > static_cast<long>(st.moves.size())) ply = static_cast<long>(st.moves.size());
  st.ply = static_cast<int>(ply);
  return d;
}

LinkState link_state_from_game(const Game& game) {
  LinkState s;
  s.variant = game.variant();
  if (game.start_fen() != Game::kStandardFen) s.start_fen = game.start_fen();
  s.moves = game.history();
  for (Move m : game.redo_moves()) s.moves.push_back(m);
  s.ply = game.ply();
  return s;
}

}  // namespace xq::share
