// XQF reader (format in xqf.h and docs/notation.md, "XQF"). Written from the public
// descriptions of the format; no third-party code.
#include "core/notation/xqf.h"

#include <array>
#include <cstdint>

#include "core/fen.h"
#include "core/movegen.h"
#include "core/notation/gbk.h"
#include "core/notation/iccs.h"
#include "core/position.h"
#include "core/rules/illegal_reason.h"

namespace xq::notation {
namespace {

constexpr std::size_t kHeaderSize = 1024;
constexpr int kNewestVersion = 18;

// The 16 piece slots of one side, in header order (Red, then Black the same).
constexpr std::array<PieceKind, 16> kSlots = {
    PieceKind::Chariot, PieceKind::Horse,   PieceKind::Elephant, PieceKind::Advisor,
    PieceKind::General, PieceKind::Advisor, PieceKind::Elephant, PieceKind::Horse,
    PieceKind::Chariot, PieceKind::Cannon,  PieceKind::Cannon,   PieceKind::Soldier,
    PieceKind::Soldier, PieceKind::Soldier, PieceKind::Soldier,  PieceKind::Soldier};

// The text whose bytes, masked by the four key bytes, obfuscate the body.
constexpr char kKeyText[] = "[(C) Copyright Mr. Dong Shiwei.]";
static_assert(sizeof(kKeyText) == 33);

std::uint8_t byte_at(std::string_view s, std::size_t i) { return static_cast<std::uint8_t>(s[i]); }

// The key recipe: a polynomial of the header byte, times a second factor, modulo 256.
std::uint8_t derive(std::uint8_t b, std::uint8_t factor) {
  unsigned v = b;
  v = ((((v * v) * 3 + 9) * 3 + 8) * 2 + 1) * 3 + 8;
  return static_cast<std::uint8_t>((v * factor) & 0xFF);
}

struct Keys {
  std::uint8_t xy = 0, from = 0, to = 0;  // piece points, move origins, move targets
  std::uint32_t comment = 0;              // subtracted from every comment length
  std::array<std::uint8_t, 32> body{};    // subtracted from the body byte at offset % 32
};

// A Pascal string of the header: length byte, then at most size - 1 bytes of GBK text.
std::string header_text(std::string_view h, std::size_t offset, std::size_t size) {
  std::size_t len = byte_at(h, offset);
  if (len > size - 1) len = size - 1;
  std::string s = gbk_to_utf8(h.substr(offset + 1, len));
  const std::size_t b = s.find_first_not_of(" \t\r\n");
  if (b == std::string::npos) return {};
  return s.substr(b, s.find_last_not_of(" \t\r\n") - b + 1);
}

std::string comment_text(std::string_view raw) {
  std::string s = gbk_to_utf8(raw);
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i)
    if (s[i] != '\r') out += s[i];
    else if (i + 1 >= s.size() || s[i + 1] != '\n') out += '\n';
  const std::size_t b = out.find_first_not_of(" \t\n");
  if (b == std::string::npos) return {};
  return out.substr(b, out.find_last_not_of(" \t\n") - b + 1);
}

std::uint32_t le32(std::string_view s, std::size_t i) {
  return static_cast<std::uint32_t>(byte_at(s, i)) | static_cast<std::uint32_t>(byte_at(s, i + 1)) << 8 |
         static_cast<std::uint32_t>(byte_at(s, i + 2)) << 16 | static_cast<std::uint32_t>(byte_at(s, i + 3)) << 24;
}

// XQF point byte: tens = file 0..8 from Red's left, units = rank 0..9 from Red's side.
bool to_square(std::uint8_t xy, Square& out) {
  if (xy >= 90) return false;
  out = static_cast<Square>((xy % 10) * 9 + xy / 10);
  return true;
}

std::string point_name(std::uint8_t xy) {
  Square s;
  return to_square(xy, s) ? format_iccs_square(s) : "point byte " + std::to_string(xy);
}

// One move record, decoded.
struct Record {
  std::uint8_t from = 0, to = 0;
  bool next = false, variation = false;
  bool has_comment_length = false;
};

}  // namespace

std::string XqfResult::tag(std::string_view name) const {
  for (const PgnTag& t : tags)
    if (t.name == name) return t.value;
  return {};
}

bool looks_like_xqf(std::string_view bytes) {
  return bytes.size() >= 3 && bytes[0] == 'X' && bytes[1] == 'Q';
}

XqfResult read_xqf(std::string_view bytes) {
  XqfResult r;
  auto fail = [&r](std::string message) {
    r.warnings.push_back(message);
    r.error = std::move(message);
    return r;
  };
  if (!looks_like_xqf(bytes)) return fail("not an XQF file (it does not start with \"XQ\")");
  if (bytes.size() < kHeaderSize)
    return fail("XQF header truncated: " + std::to_string(bytes.size()) + " bytes of 1024");
  const std::string_view h = bytes.substr(0, kHeaderSize);
  r.version = byte_at(h, 2);
  if (r.version > kNewestVersion)
    r.warnings.push_back("XQF version " + std::to_string(r.version) + " is newer than " +
                         std::to_string(kNewestVersion) + ", the newest known; read as " +
                         std::to_string(kNewestVersion));

  // ---- keys (version 11 and later) ----
  Keys k;
  const bool obfuscated = r.version > 10;
  std::array<std::uint8_t, 32> points{};
  for (int i = 0; i < 32; ++i) points[static_cast<std::size_t>(i)] = byte_at(h, 16 + static_cast<std::size_t>(i));
  if (obfuscated) {
    const std::uint8_t mask = byte_at(h, 3), sum = byte_at(h, 12), hxy = byte_at(h, 13), hfrom = byte_at(h, 14),
                       hto = byte_at(h, 15);
    if (static_cast<std::uint8_t>(sum + hxy + hfrom + hto) != 0)
      r.warnings.push_back("XQF key bytes do not sum to 0 (mod 256): the header may be damaged");
    k.xy = derive(hxy, hxy);
    k.from = derive(hfrom, k.xy);
    k.to = derive(hto, k.from);
    k.comment = (static_cast<std::uint32_t>(sum) * 256 + hxy) % 32000 + 767;
    const std::uint8_t parts[4] = {static_cast<std::uint8_t>((sum & mask) | byte_at(h, 8)),
                                   static_cast<std::uint8_t>((hxy & mask) | byte_at(h, 9)),
                                   static_cast<std::uint8_t>((hfrom & mask) | byte_at(h, 10)),
                                   static_cast<std::uint8_t>((hto & mask) | byte_at(h, 11))};
    for (std::size_t i = 0; i < 32; ++i)
      k.body[i] = static_cast<std::uint8_t>(static_cast<std::uint8_t>(kKeyText[i]) & parts[i % 4]);
    // Version 12 on also rotates the 32 points by KeyXY + 1 places.
    if (r.version >= 12) {
      std::array<std::uint8_t, 32> moved{};
      for (std::size_t i = 0; i < 32; ++i) moved[(i + k.xy + 1) % 32] = points[i];
      points = moved;
    }
    for (auto& p : points) p = static_cast<std::uint8_t>(p - k.xy);
  }

  // ---- tags ----
  struct Field {
    const char* tag;
    std::size_t offset, size;
  };
  static constexpr Field kFields[] = {{"Title", 80, 64},     {"Event", 208, 64},  {"Date", 272, 16},
                                      {"Site", 288, 16},     {"Red", 304, 16},    {"Black", 320, 16},
                                      {"TimeControl", 336, 64}, {"Annotator", 464, 16}, {"Author", 480, 16}};
  for (const Field& f : kFields)
    if (std::string v = header_text(h, f.offset, f.size); !v.empty()) r.tags.push_back({f.tag, v});
  static constexpr const char* kResults[] = {"*", "1-0", "0-1", "1/2-1/2"};
  const std::uint8_t result = byte_at(h, 51);
  r.tags.push_back({"Result", kResults[result < 4 ? result : 0]});

  // ---- the body, de-obfuscated ----
  std::string body(bytes.substr(kHeaderSize));
  if (obfuscated)
    for (std::size_t i = 0; i < body.size(); ++i)
      body[i] = static_cast<char>(static_cast<std::uint8_t>(body[i]) - k.body[(kHeaderSize + i) % 32]);
  std::size_t at = 0;  // read offset in body

  // Reads the record at `at`: false (and `why`) when the file ends inside it.
  std::string comment;
  auto read_record = [&](Record& rec, std::string& why) {
    comment.clear();
    if (body.size() - at < 4) {
      why = "the file ends inside a move record at byte " + std::to_string(kHeaderSize + at);
      return false;
    }
    rec.from = static_cast<std::uint8_t>(byte_at(body, at) - 0x18 - k.from);
    rec.to = static_cast<std::uint8_t>(byte_at(body, at + 1) - 0x20 - k.to);
    const std::uint8_t flags = byte_at(body, at + 2);
    at += 4;
    if (obfuscated) {
      rec.next = flags & 0x80;
      rec.variation = flags & 0x40;
      rec.has_comment_length = flags & 0x20;
    } else {
      rec.next = flags & 0xF0;
      rec.variation = flags & 0x0F;
      rec.has_comment_length = true;
    }
    if (!rec.has_comment_length) return true;
    if (body.size() - at < 4) {
      // A last record announcing a comment it does not have: common, and harmless.
      if (!rec.next && !rec.variation && at == body.size()) return true;
      why = "the file ends inside a comment length at byte " + std::to_string(kHeaderSize + at);
      return false;
    }
    const std::int64_t len = static_cast<std::int64_t>(le32(body, at)) - static_cast<std::int64_t>(k.comment);
    at += 4;
    if (len <= 0) return true;
    if (static_cast<std::uint64_t>(len) > body.size() - at) {
      comment = comment_text(std::string_view(body).substr(at));
      why = "a comment of " + std::to_string(len) + " bytes at byte " + std::to_string(kHeaderSize + at) +
            " runs past the end of the file (" + std::to_string(body.size() - at) + " bytes left)";
      at = body.size();
      return false;
    }
    comment = comment_text(std::string_view(body).substr(at, static_cast<std::size_t>(len)));
    at += static_cast<std::size_t>(len);
    return true;
  };

  // ---- the root record (comment before the first move) ----
  Record root;
  std::string why;
  const bool root_ok = read_record(root, why);
  const std::string root_comment = comment;
  if (!root_ok && bytes.size() > kHeaderSize) r.warnings.push_back("root record: " + why);

  // ---- start position ----
  char board[10][9] = {};
  for (int i = 0; i < 32; ++i) {
    const std::uint8_t xy = points[static_cast<std::size_t>(i)];
    Square s;
    if (!to_square(xy, s)) continue;
    const Piece p(i < 16 ? Color::Red : Color::Black, kSlots[static_cast<std::size_t>(i % 16)]);
    char& cell = board[9 - s / 9][s % 9];
    if (cell) {
      r.warnings.push_back("piece " + std::to_string(i + 1) + " (" + std::string(1, piece_to_char(p)) +
                           ") shares " + point_name(xy) + " with another piece: left out");
      continue;
    }
    cell = piece_to_char(p);
  }
  std::string placement;
  for (int y = 0; y < 10; ++y) {
    int empty = 0;
    for (int x = 0; x < 9; ++x) {
      if (!board[y][x]) {
        ++empty;
        continue;
      }
      if (empty) placement += static_cast<char>('0' + empty);
      empty = 0;
      placement += board[y][x];
    }
    if (empty) placement += static_cast<char>('0' + empty);
    if (y < 9) placement += '/';
  }
  // Whose turn: the owner of the first move's piece, else the header's byte 50.
  Color side = byte_at(h, 50) == 1 ? Color::Black : Color::Red;
  if (root_ok && root.next && body.size() - at >= 2) {
    Square s;
    const auto from = static_cast<std::uint8_t>(byte_at(body, at) - 0x18 - k.from);
    if (to_square(from, s) && board[9 - s / 9][s % 9]) {
      const char c = board[9 - s / 9][s % 9];
      side = c >= 'a' ? Color::Black : Color::Red;
    }
  }
  const std::string fen = placement + (side == Color::Red ? " w - - 0 1" : " b - - 0 1");
  FenResult start = parse_fen(fen);
  if (!start.ok() && !(root_ok && root.next)) {
    // A diagram without moves (e.g. a finished mate, 杀法示意图) whose header gives the
    // turn to the side giving check: shown with the checked side to move instead.
    const std::string other = placement + (side == Color::Red ? " b - - 0 1" : " w - - 0 1");
    FenResult retry = parse_fen(other);
    if (retry.ok()) {
      r.warnings.push_back("the start position (" + fen + ") is not legal: " + start.error.message +
                           "; a diagram without moves, read with the other side to move");
      start = std::move(retry);
    } else {
      return fail("the start position is not legal (" + fen + "): " + start.error.message +
                  "; nor with the other side to move: " + retry.error.message);
    }
  }
  if (!start.ok()) return fail("the start position is not legal (" + fen + "): " + start.error.message);
  r.tree.set_start_fen(to_fen(start.position));
  r.tree.node(record::GameTree::kRoot).comment = root_comment;
  r.loaded = true;
  if (!root_ok || !root.next) return r;
  if (root.variation) r.warnings.push_back("root record: flags a variation of the start (ignored)");

  // ---- the move tree ----
  // The records come in pre-order. `path` holds the line from the root to the last record
  // read (a dead entry: a record dropped with its subtree); `pending` the path depths whose
  // node still has a variation (sibling) to come, innermost last.
  struct Frame {
    int node;  // tree node, -1 when dropped
    Move move;
    UndoInfo undo;
    int line;  // 0 = main line, else the variation's number in file order
  };
  std::vector<Frame> path;
  path.push_back({record::GameTree::kRoot, Move::none(), UndoInfo{}, 0});
  std::vector<std::size_t> pending;
  Position pos = start.position;
  std::size_t parent_depth = 0;  // the next record's parent is path[parent_depth]
  bool is_sibling = false;
  int variations = 0;
  std::size_t dropped = 0;
  bool main_line_broken = false;
  for (;;) {
    // Back up to the parent.
    while (path.size() > parent_depth + 1) {
      const Frame& f = path.back();
      if (f.node >= 0) pos.undo_move(f.move, f.undo);
      path.pop_back();
    }
    const int line = is_sibling ? ++variations : path.back().line;
    const std::string where = (line == 0 ? std::string("main line") : "variation " + std::to_string(line)) +
                              " at move " + std::to_string(pos.fullmove_number()) +
                              (pos.side_to_move() == Color::Red ? " (Red" : " (Black") + ", ply " +
                              std::to_string(parent_depth + 1) + ")";
    Record rec;
    if (!read_record(rec, why)) {
      // Keep the move (and its partial comment) when the record itself was complete.
      r.warnings.push_back(where + ": " + why);
      if (r.error.empty()) r.error = r.warnings.back();
      break;
    }
    Frame f{-1, Move::none(), UndoInfo{}, line};
    if (path.back().node >= 0) {
      Square from, to;
      std::string problem;
      if (!to_square(rec.from, from) || !to_square(rec.to, to)) {
        problem = "move " + point_name(rec.from) + "-" + point_name(rec.to) + " is off the board";
      } else {
        const Move m(from, to);
        if (from == to) {
          problem = "move " + format_iccs(m) + " does not move";
        } else if (const MoveVerdict v = explain_move(pos, m); !v.ok()) {
          problem = "illegal move " + format_iccs(m) + ": " + v.text;
        } else {
          f.move = m;
          f.node = r.tree.add_move(path.back().node, m);
          r.tree.node(f.node).comment = comment;
          pos.do_move(m, f.undo);
        }
      }
      if (!problem.empty()) {
        r.warnings.push_back(where + ": " + problem + " (this move and the rest of its line dropped)");
        if (line == 0 && !main_line_broken) {
          main_line_broken = true;
          if (r.error.empty()) r.error = r.warnings.back();
        }
      }
    }
    if (f.node < 0) ++dropped;
    path.push_back(f);
    if (rec.variation) pending.push_back(parent_depth);
    if (rec.next) {
      parent_depth = path.size() - 1;
      is_sibling = false;
    } else if (!pending.empty()) {
      parent_depth = pending.back();
      pending.pop_back();
      is_sibling = true;
    } else {
      break;
    }
  }
  if (dropped > 0 && r.warnings.size() > 0)
    r.warnings.push_back(std::to_string(dropped) + " move record(s) dropped in all (illegal moves and what follows them)");
  return r;
}

}  // namespace xq::notation
