// Share link codec (see link.h for the format).
#include "core/share/link.h"

#include <algorithm>
#include <array>
#include <charconv>

#include "core/fen.h"
#include "core/notation/iccs.h"
#include "core/variant/parser.h"
#include "core/variant/registry.h"

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

// The vt= escape, tight because a variant text is the bulk of such a link: the
// characters a URL fragment holds as they are stay, a space is '+', a line break '~', and
// everything else (and '+', '~', '%', '&', '#', '[', ']', non-ASCII) is %XX.
bool vt_plain(unsigned char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' ||
         c == '.' || c == '_' || c == ':' || c == '/' || c == ',' || c == '(' || c == ')' || c == '*' ||
         c == '!' || c == '@' || c == ';' || c == '=' || c == '?' || c == '$' || c == '\'';
}

std::string vt_encode(std::string_view text) {
  static const char* hex = "0123456789ABCDEF";
  std::string out;
  for (char ch : text) {
    unsigned char c = static_cast<unsigned char>(ch);
    if (vt_plain(c)) {
      out += ch;
    } else if (c == ' ') {
      out += '+';
    } else if (c == '\n') {
      out += '~';
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

// Reverses vt_encode ('+' space, '~' line break, %XX a byte; other characters as they
// are, since a browser may have unescaped some); false on a broken escape.
bool vt_decode(std::string_view text, std::string& out) {
  out.clear();
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '+') {
      out += ' ';
    } else if (text[i] == '~') {
      out += '\n';
    } else if (text[i] != '%') {
      out += text[i];
    } else {
      if (i + 2 >= text.size()) return false;
      int hi = hex_value(text[i + 1]), lo = hex_value(text[i + 2]);
      if (hi < 0 || lo < 0) return false;
      out += static_cast<char>(hi * 16 + lo);
      i += 2;
    }
  }
  return true;
}

// h=: the tags as "Name=value" lines, escaped like vt= (a line break is '~').
std::string tags_encode(const std::vector<LinkTag>& tags) {
  std::string text;
  std::size_t n = 0;
  for (const LinkTag& t : tags) {
    if (!valid_link_tag(t) || n == kMaxTags) continue;
    text += (n++ ? "\n" : "") + t.name + "=" + t.value;
  }
  return vt_encode(text);
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
               c == '/' || c == '-' || c == '.' || c == '*' || c == ':') {
      // '*': a face-down piece; ':' in the modules' FEN items (第三代's back:b9, known:c,
      // check:K), which fen_to_link leaves as they are (a query may hold a ':').
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

const char* theme_name(Theme t) {
  switch (t) {
    case Theme::Paper: return "paper";
    case Theme::Dark: return "dark";
    case Theme::Wood: break;
  }
  return "wood";
}

bool theme_from_name(std::string_view name, Theme& out) {
  if (name == "wood") out = Theme::Wood;
  else if (name == "paper" || name == "light") out = Theme::Paper;
  else if (name == "dark") out = Theme::Dark;
  else return false;
  return true;
}

const char* piece_style_name(PieceStyle p) {
  return p == PieceStyle::Simplified ? "simplified" : "traditional";
}

bool piece_style_from_name(std::string_view name, PieceStyle& out) {
  if (name == "traditional") out = PieceStyle::Traditional;
  else if (name == "simplified") out = PieceStyle::Simplified;
  else return false;
  return true;
}

bool language_from_code(std::string_view code, Language& out) {
  if (code == "zh-Hant") out = Language::ZhHant;
  else if (code == "zh-Hans") out = Language::ZhHans;
  else if (code == "en") out = Language::En;
  else return false;
  return true;
}

bool valid_link_tag(const LinkTag& tag) {
  if (tag.name.empty() || tag.name.size() > kMaxTagName || tag.value.empty() || tag.value.size() > kMaxTagValue)
    return false;
  const char first = tag.name[0];
  if (!((first >= 'A' && first <= 'Z') || (first >= 'a' && first <= 'z'))) return false;
  for (char c : tag.name)
    if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')) return false;
  // No control characters: a value is one line of a PGN tag, and '\n' separates tags here.
  for (char c : tag.value)
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) return false;
  return true;
}

std::string encode_move(Move m) {
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

std::optional<Move> decode_move(std::string_view two) {
  if (two.size() != 2) return std::nullopt;
  const int hi = alphabet_index(two[0]), lo = alphabet_index(two[1]);
  if (hi < 0 || lo < 0) return std::nullopt;
  const int code = hi * 64 + lo;
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

std::vector<Move> canonical_moves(const Game& game) {
  std::vector<Move> moves = game.legal_moves();
  std::sort(moves.begin(), moves.end(), [](Move a, Move b) {
    if (a.from() != b.from()) return a.from() < b.from();
    if (a.to() != b.to()) return a.to() < b.to();
    return a.raw() < b.raw();
  });
  return moves;
}

namespace {

// rec= values: a record's Result tag as PGN writes it.
const char* record_token(Outcome o) {
  switch (o) {
    case Outcome::RedWins: return "1-0";
    case Outcome::BlackWins: return "0-1";
    case Outcome::Draw: return "1/2-1/2";
    case Outcome::Ongoing: break;
  }
  return "*";
}

// Characters a v2 move index takes when there are `n` legal moves.
int index_width(std::size_t n) { return n <= 64 ? 1 : n <= 4096 ? 2 : 3; }

// The game a state describes at its start (variant + add-ons + start FEN), if possible.
std::optional<Game> start_game(const LinkState& s) {
  RuleOptions options;
  options.addons = s.addons;
  options.natural_limit_moves = s.natural_limit;
  GameOrError made = s.variant_text.empty() ? Game::create(s.variant, s.start_fen, options)
                                            : Game::create_from_text(s.variant_text, s.start_fen, options);
  if (!made.game) return std::nullopt;
  return std::move(made.game);
}

// v2 codes of `moves` replayed on `g` (stops at the first illegal move); `count` = coded.
std::string encode_moves_v2(Game& g, const std::vector<Move>& moves, std::size_t& count) {
  std::string out;
  count = 0;
  for (Move m : moves) {
    const std::vector<Move> legal = canonical_moves(g);
    const auto it = std::find(legal.begin(), legal.end(), m);
    if (it == legal.end() || !g.play(m).ok()) break;
    std::size_t index = static_cast<std::size_t>(it - legal.begin());
    const int width = index_width(legal.size());
    for (int k = width - 1; k >= 0; --k) out += kAlphabet[(index >> (6 * k)) & 63];
    ++count;
  }
  return out;
}

// The start FEN of a state's variant (its setup, canonicalised), "" if it cannot be built.
std::string variant_start(const LinkState& s) {
  GameOrError made = s.variant_text.empty() ? Game::create(s.variant) : Game::create_from_text(s.variant_text);
  return made.game ? made.game->start_fen() : std::string();
}

}  // namespace

std::string encode_link(const LinkState& s, int version) {
  std::string out = version == 1 ? "v1." : "v2.";
  auto field = [&out](const char* key, const std::string& value) {
    if (out.size() > 3) out += '&';
    out += key;
    out += '=';
    out += value;
  };
  if (!s.variant_text.empty()) {
    field("vt", vt_encode(s.variant_text));
  } else if (s.variant != Game::kStandardVariant) {
    field("v", s.variant);
  }
  if (!s.addons.empty()) {
    std::string list;
    for (const std::string& a : s.addons) list += (list.empty() ? "" : ",") + a;
    field("a", list);
  }
  std::optional<Game> start = start_game(s);
  if (start && s.record) start->set_record(true);  // its moves go on past the arbiter's rulings
  if (!s.start_fen.empty()) {
    if (start) {  // canonical, and only if not the own start
      if (start->start_fen() != variant_start(s)) field("f", fen_to_link(start->start_fen()));
    } else if (!s.variant_text.empty()) {
      field("f", fen_to_link(s.start_fen));  // a broken inline text: kept as it came
    }
  }
  std::string moves;
  std::size_t encoded = 0;
  if (!s.variant_text.empty() && !start) {
    moves = s.move_codes;  // opaque: a broken inline text cannot replay its moves
  } else if (version == 1) {
    for (Move m : s.moves) {
      std::string code = encode_move(m);
      if (code.empty()) break;
      moves += code;
      ++encoded;
    }
  } else if (start) {
    moves = encode_moves_v2(*start, s.moves, encoded);
  }
  if (!moves.empty()) field("m", moves);
  if (s.ply >= 0 && static_cast<std::size_t>(s.ply) < encoded) field("p", std::to_string(s.ply));
  if (s.orientation == Orientation::BlackBottom) field("o", "b");
  if (s.mode == Mode::View) field("mode", "view");
  if (s.language != Language::Unspecified) field("l", language_code(s.language));
  if (s.theme != Theme::Wood) field("t", theme_name(s.theme));
  if (s.pieces != PieceStyle::Traditional) field("pc", piece_style_name(s.pieces));
  if (s.autoplay_ms > 0) field("ap", std::to_string(s.autoplay_ms));
  if (s.time_loser) field("tf", *s.time_loser == Color::Red ? "r" : "b");
  if (version != 1 && s.record) field("rec", record_token(s.recorded));
  if (version != 1 && s.natural_limit >= 0) field("nl", std::to_string(s.natural_limit));
  if (version != 1 && s.move_limit && s.move_limit->ply <= static_cast<int>(encoded))
    field("lim", std::string(s.move_limit->by == Color::Red ? "r" : "b") + std::to_string(s.move_limit->moves) + "." +
                     std::to_string(s.move_limit->ply));
  if (version != 1) {
    const std::string tags = tags_encode(s.tags);
    if (!tags.empty()) field("h", tags);
  }
  return out;
}

namespace {

// Reads a small non-negative decimal number (at most `digits` digits).
bool read_number(std::string_view value, std::size_t digits, long& out) {
  const char* b = value.data();
  const char* e = b + value.size();
  auto [p, ec] = std::from_chars(b, e, out);
  return !value.empty() && value.size() <= digits && ec == std::errc() && p == e && out >= 0;
}

// v1 move codes: syntax first (2 characters each), candidates for a later replay.
std::vector<Move> read_moves_v1(const std::string& text, std::string& error) {
  std::vector<Move> out;
  for (std::size_t i = 0; i < text.size(); i += 2) {
    const int n = static_cast<int>(i / 2);
    if (i + 1 >= text.size()) {
      error = "truncated move list: half a move at the end (after " + std::to_string(n) + " plies)";
      break;
    }
    for (std::size_t k = i; k < i + 2; ++k) {
      if (alphabet_index(text[k]) < 0 && error.empty())
        error = "bad character '" + shown(std::string_view(&text[k], 1)) + "' in the move list (ply " +
                std::to_string(n + 1) + ")";
    }
    if (!error.empty()) break;
    std::optional<Move> m = decode_move(std::string_view(text).substr(i, 2));
    if (!m) {
      error = "ply " + std::to_string(n + 1) + ": '" + text.substr(i, 2) + "' is not a move code";
      break;
    }
    out.push_back(*m);
  }
  return out;
}

// v2 move indices, replayed on `g` as they are read; the first problem goes to `error`.
void read_moves_v2(const std::string& text, Game& g, std::vector<Move>& moves, std::string& error) {
  std::size_t i = 0;
  while (i < text.size()) {
    const int ply = static_cast<int>(moves.size()) + 1;
    if (moves.size() >= kMaxMoves) {
      error = "move list too long (at most " + std::to_string(kMaxMoves) + " moves); the first moves are kept";
      return;
    }
    const std::vector<Move> legal = canonical_moves(g);
    if (legal.empty()) {
      const GameResult r = g.result();
      error = "ply " + std::to_string(ply) + ": no legal moves here (" +
              (r.over() ? r.text : std::string("the game is over")) + "), but the link has more";
      return;
    }
    const int width = index_width(legal.size());
    if (i + width > text.size()) {
      error = "truncated move list: the move at ply " + std::to_string(ply) + " needs " +
              std::to_string(width) + " characters";
      return;
    }
    std::size_t index = 0;
    for (int k = 0; k < width; ++k) {
      const int v = alphabet_index(text[i + k]);
      if (v < 0) {
        error = "bad character '" + shown(std::string_view(&text[i + k], 1)) + "' in the move list (ply " +
                std::to_string(ply) + ")";
        return;
      }
      index = index * 64 + static_cast<std::size_t>(v);
    }
    if (index >= legal.size()) {
      error = "ply " + std::to_string(ply) + ": '" + text.substr(i, width) + "' is move " +
              std::to_string(index + 1) + " of only " + std::to_string(legal.size()) + " legal moves";
      return;
    }
    if (!g.play(legal[index]).ok()) {  // cannot happen: the move came from legal_moves()
      error = "ply " + std::to_string(ply) + ": the listed move was refused";
      return;
    }
    moves.push_back(legal[index]);
    i += width;
  }
}

// The first line of a multi-line error (the parser lists one problem per line).
std::string first_line(const std::string& text) { return text.substr(0, text.find('\n')); }

// h=: each "Name=value" line becomes a tag; a bad one is named through `fail` and left out.
template <class Fail>
void read_tags(std::string_view value, std::vector<LinkTag>& tags, Fail& fail) {
  std::string text;
  if (value.size() > 3 * kMaxTags * (kMaxTagName + 1 + kMaxTagValue) || !vt_decode(value, text)) {
    fail("bad header tags (a broken %-escape, or longer than " + std::to_string(kMaxTags) + " tags)");
    return;
  }
  std::string_view rest = text;
  while (!rest.empty()) {
    const std::size_t nl = rest.find('\n');
    const std::string_view line = rest.substr(0, nl);
    rest = nl == std::string_view::npos ? std::string_view{} : rest.substr(nl + 1);
    const std::size_t eq = line.find('=');
    LinkTag tag;
    if (eq != std::string_view::npos) tag = {std::string(line.substr(0, eq)), std::string(line.substr(eq + 1))};
    bool again = false;
    for (const LinkTag& t : tags) again = again || t.name == tag.name;
    if (!valid_link_tag(tag)) {
      fail("bad header tag '" + shown(line, 40) + "' (Name=value: a PGN tag name, a value of 1 to " +
           std::to_string(kMaxTagValue) + " bytes on one line)");
    } else if (again) {
      fail("header tag '" + tag.name + "' given twice");
    } else if (tags.size() >= kMaxTags) {
      fail("too many header tags (at most " + std::to_string(kMaxTags) + ")");
      return;
    } else {
      tags.push_back(std::move(tag));
    }
  }
}

}  // namespace

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
  std::string moves_text, fen_text;
  bool have_moves = false, have_ply = false, have_fen = false;
  int version = kLinkVersion;
  long ply = 0;
  if (text.empty()) {
    // An empty fragment is the plain start page.
  } else if (text.substr(0, 3) == "v1." || text.substr(0, 3) == "v2.") {
    version = text[1] - '0';
    rest = text.substr(3);
  } else {
    std::size_t dot = text.find('.');
    if (text[0] == 'v' && dot != std::string_view::npos && dot <= 6)
      fail("unsupported link version '" + shown(text.substr(0, dot)) + "' (this page reads v1 and v2)");
    else
      fail("not a share link (expected it to start with 'v2.')");
    rest = {};
  }
  std::vector<std::string_view> seen;
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
      if (value.size() > 3 * kMaxVariantText || !vt_decode(value, decoded) ||
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
      if (value.size() > kMaxFenLength) {
        fail("bad FEN: longer than " + std::to_string(kMaxFenLength) + " characters");
      } else if (!fen_from_link(value, fen_text)) {
        fail("bad FEN: unexpected character in '" + shown(value, 40) + "'");
      } else {
        have_fen = true;
      }
    } else if (key == "m") {
      const std::size_t cap = (version == 1 ? 2 : 3) * kMaxMoves;  // v2: at most 3 per move
      if (value.size() > cap) {
        fail("move list too long (at most " + std::to_string(kMaxMoves) + " moves); the first moves are kept");
        value = value.substr(0, cap);
      }
      moves_text = std::string(value);
      have_moves = true;
    } else if (key == "p") {
      if (!read_number(value, 5, ply)) {
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
    } else if (key == "t") {
      if (!theme_from_name(value, st.theme)) fail("unknown theme '" + shown(value) + "' (wood, paper or dark)");
    } else if (key == "pc") {
      if (!piece_style_from_name(value, st.pieces))
        fail("unknown piece style '" + shown(value) + "' (traditional or simplified)");
    } else if (key == "ap") {
      long ms = 0;
      if (!read_number(value, 5, ms) || ms < kMinAutoplayMs || ms > kMaxAutoplayMs)
        fail("bad autoplay speed '" + shown(value) + "' (milliseconds per move, " +
             std::to_string(kMinAutoplayMs) + " to " + std::to_string(kMaxAutoplayMs) + ")");
      else
        st.autoplay_ms = static_cast<int>(ms);
    } else if (key == "tf") {
      if (value == "r") st.time_loser = Color::Red;
      else if (value == "b") st.time_loser = Color::Black;
      else fail("bad time-forfeit side '" + shown(value) + "' (r or b)");
    } else if (key == "rec") {
      st.record = true;
      if (value == "1-0") st.recorded = Outcome::RedWins;
      else if (value == "0-1") st.recorded = Outcome::BlackWins;
      else if (value == "1/2-1/2") st.recorded = Outcome::Draw;
      else if (value != "*") fail("bad record result '" + shown(value) + "' (1-0, 0-1, 1/2-1/2 or *)");
    } else if (key == "nl") {
      long moves = 0;
      if (!read_number(value, 3, moves))
        fail("bad natural limit '" + shown(value) + "' (full moves without a capture, 0 = off)");
      else
        st.natural_limit = static_cast<int>(moves);
    } else if (key == "lim") {
      // "r40.56": side, 回合, '.', ply.
      const std::size_t dot = value.find('.');
      long moves = 0, at = 0;
      if (value.size() < 4 || (value[0] != 'r' && value[0] != 'b') || dot == std::string_view::npos ||
          !read_number(value.substr(1, dot - 1), 3, moves) || !read_number(value.substr(dot + 1), 4, at) ||
          moves < 1 || moves > kMaxMoveLimitMoves)
        fail("bad 限着 '" + shown(value) + "' (side r or b, 回合, '.', ply, e.g. r40.56)");
      else
        st.move_limit = MoveLimitCall{value[0] == 'r' ? Color::Red : Color::Black, static_cast<int>(at),
                                      static_cast<int>(moves)};
    } else if (key == "h") {
      read_tags(value, st.tags, fail);
    } else {
      fail("unknown field '" + shown(key) + "'");
    }
  }

  std::string move_error;
  // A preset by id, or the inline text's last section (Game::create_from_text).
  auto create = [&st](std::string_view fen, const RuleOptions& o) {
    return st.variant_text.empty() ? Game::create(st.variant, fen, o)
                                   : Game::create_from_text(st.variant_text, fen, o);
  };
  GameOrError text_game;
  if (!st.variant_text.empty()) text_game = Game::create_from_text(st.variant_text);
  if (!st.variant_text.empty() && !text_game.game) {
    // A broken text: the parser's first line-numbered message and a standard board to
    // play on; the text, FEN and move codes are kept as they came so the link round-trips.
    fail("inline variant text, " + first_line(text_game.error));
    if (have_fen) st.start_fen = fen_text;
    if (have_moves) {
      for (char c : moves_text)
        if (alphabet_index(c) < 0 && move_error.empty())
          move_error = "bad character '" + shown(std::string_view(&c, 1)) + "' in the move list";
      if (move_error.empty()) st.move_codes = moves_text;
      else fail(move_error);
    }
    have_ply = false;
    d.game.emplace(Game::standard());
  } else {
    if (!st.variant_text.empty()) st.variant = text_game.game->variant();
    RuleOptions options;
    options.addons = st.addons;
    options.natural_limit_moves = st.natural_limit;
    GameOrError made = create({}, options);
    if (!made.game && !st.addons.empty() && create({}, RuleOptions{}).game) {
      // The variant is fine, an add-on is not: play without the add-ons.
      fail(made.error);
      st.addons.clear();
      options.addons.clear();
      made = create({}, options);
    }
    if (!made.game) {
      // Unknown variant: the standard board, no moves.
      fail(made.error);
      made = Game::create(Game::kStandardVariant);
      st.variant = Game::kStandardVariant;
      st.addons.clear();
      options.addons.clear();
      have_moves = have_ply = have_fen = false;
    }
    if (have_fen) {
      GameOrError at = create(fen_text, options);
      if (!at.game) {
        const std::string prefix = "invalid FEN: ";
        std::string why = at.error;
        if (why.rfind(prefix, 0) == 0) why = why.substr(prefix.size());
        fail("bad FEN: " + why);
      } else {
        if (at.game->start_fen() != made.game->start_fen()) st.start_fen = at.game->start_fen();
        made = std::move(at);
      }
    }
    Game& g = *made.game;
    if (st.record) g.set_record(true);
    if (have_moves && version == 1) {
      std::vector<Move> candidates = read_moves_v1(moves_text, move_error);
      for (Move m : candidates) {
        MoveVerdict v = g.play(m);
        if (!v.ok()) {
          const Position& pos = g.position();
          fail(move_label(g.ply(), pos.side_to_move()) + " " + format_iccs(m) + " is illegal: " + v.text);
          move_error.clear();
          break;
        }
        st.moves.push_back(m);
      }
    } else if (have_moves) {
      read_moves_v2(moves_text, g, st.moves, move_error);
    }
    if (!move_error.empty()) fail(move_error);
    if (have_ply && ply > static_cast<long>(st.moves.size())) {
      fail("ply " + std::to_string(ply) + " is past the end of the " + std::to_string(st.moves.size()) +
           " moves");
      ply = static_cast<long>(st.moves.size());
    }
    if (!have_ply) ply = static_cast<long>(st.moves.size());
    if (st.move_limit) {
      // The call after all moves were replayed (the moves past it were legal, so the
      // limit had not run out before them); undo below then suspends it as needed.
      const std::string why = g.restore_move_limit(*st.move_limit);
      if (!why.empty()) {
        fail("bad 限着: " + why);
        st.move_limit.reset();
      }
    }
    if (st.time_loser && ply == static_cast<long>(st.moves.size())) g.lose_on_time(*st.time_loser);
    g.set_recorded_outcome(st.recorded);
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
  s.variant_text = game.variant_text();
  s.addons = game.options().addons;
  if (game.start_fen() != variant_start(s)) s.start_fen = game.start_fen();
  s.moves = game.history();
  for (Move m : game.redo_moves()) s.moves.push_back(m);
  s.ply = game.ply();
  s.natural_limit = game.options().natural_limit_moves;
  s.move_limit = game.move_limit_call();
  const GameResult r = game.result();
  if (r.reason == ResultReason::TimeForfeit)
    s.time_loser = r.outcome == Outcome::RedWins ? Color::Black : Color::Red;
  s.record = game.is_record();
  s.recorded = game.recorded_outcome();
  return s;
}

LinkState link_state_for_viewer(const Game& game, Viewer viewer) {
  LinkState s = link_state_from_game(game);
  if (viewer == Viewer::Arbiter || !game.has_secrets()) return s;
  const HiddenRules& rules = game.position().geometry().hidden;
  s.variant_text = redact_variant_text(s.variant_text, rules);
  s.start_fen = game.view_fen(viewer);
  s.moves.clear();
  s.move_codes.clear();
  s.ply = -1;
  s.move_limit.reset();  // its ply counts moves the view link does not carry
  s.time_loser.reset();
  return s;
}

}  // namespace xq::share
