// 象棋橋 CBR / CBL (see cbr.h). Points are indices 0..89 on the board read left to right,
// top row (Black's back rank) first; our Square counts ranks from Red's side, so one
// formula, (9 - index / 9) * 9 + index % 9, turns either into the other.
#include "core/notation/cbr.h"

#include <cstdint>

#include "core/fen.h"
#include "core/notation/chinese_numbers.h"  // decode_utf8, append_utf8
#include "core/notation/iccs.h"
#include "core/position.h"
#include "core/rules/illegal_reason.h"

namespace xq::notation {
namespace {

using record::GameTree;

constexpr std::string_view kRecordMagic("CCBridge Record\0", 16);
constexpr std::string_view kLibraryMagic("CCBridgeLibrary\0", 16);
constexpr std::size_t kHeaderSize = 2214;  // the moves start here
constexpr std::size_t kResultAt = 2076, kSideAt = 2112, kMoveNumberAt = 2116, kBoardAt = 2120;
constexpr std::size_t kSlot = 4096;            // CBL record alignment
constexpr std::size_t kLibraryHeader = 66624;  // CBL: header before the index
constexpr std::size_t kIndexEntry = 276;
constexpr std::size_t kMaxComment = 1 << 20;  // bytes; longer is a damaged length

// UTF-16LE text fields at fixed offsets, and the tag each one reads into. Only the fields
// whose offsets two public descriptions agree on.
struct Field {
  std::size_t offset, size;
  const char* tag;
};
constexpr Field kFields[] = {{180, 128, "Title"},    {692, 64, "Event"},    {756, 64, "Round"},
                             {884, 64, "Date"},      {948, 64, "Site"},     {1012, 64, "TimeControl"},
                             {1076, 64, "Red"},      {1140, 64, "RedTeam"}, {1300, 64, "Black"},
                             {1364, 64, "BlackTeam"}};
constexpr const char* kResults[] = {"*", "1-0", "0-1", "1/2-1/2"};

std::uint8_t byte_at(std::string_view s, std::size_t i) {
  return i < s.size() ? static_cast<std::uint8_t>(s[i]) : 0;
}
std::uint32_t le32(std::string_view s, std::size_t i) {
  return byte_at(s, i) | byte_at(s, i + 1) << 8 | byte_at(s, i + 2) << 16 |
         static_cast<std::uint32_t>(byte_at(s, i + 3)) << 24;
}
void put32(std::string& s, std::size_t i, std::uint32_t v) {
  for (int k = 0; k < 4; ++k) s[i + static_cast<std::size_t>(k)] = static_cast<char>(v >> (8 * k));
}

// UTF-16LE (up to a NUL) → UTF-8; unpaired surrogates become U+FFFD.
std::string from_utf16(std::string_view s) {
  std::string out;
  for (std::size_t i = 0; i + 1 < s.size(); i += 2) {
    char32_t u = byte_at(s, i) | byte_at(s, i + 1) << 8;
    if (u == 0) break;
    if (u >= 0xD800 && u <= 0xDBFF && i + 3 < s.size()) {
      const char32_t lo = byte_at(s, i + 2) | byte_at(s, i + 3) << 8;
      if (lo >= 0xDC00 && lo <= 0xDFFF) {
        u = 0x10000 + ((u - 0xD800) << 10) + (lo - 0xDC00);
        i += 2;
      } else {
        u = 0xFFFD;
      }
    } else if (u >= 0xD800 && u <= 0xDFFF) {
      u = 0xFFFD;
    }
    append_utf8(out, u);
  }
  return out;
}

// UTF-8 → UTF-16LE, at most `max` bytes (a character that does not fit is left out).
std::string to_utf16(std::string_view text, std::size_t max) {
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    std::size_t len = 1;
    const char32_t cp = decode_utf8(text, i, &len);
    i += len;
    std::string unit;
    const auto put = [&](char32_t u) {
      unit += static_cast<char>(u & 0xFF);
      unit += static_cast<char>(u >> 8);
    };
    if (cp >= 0x10000) {
      put(0xD800 + ((cp - 0x10000) >> 10));
      put(0xDC00 + ((cp - 0x10000) & 0x3FF));
    } else {
      put(cp);
    }
    if (out.size() + unit.size() > max) break;
    out += unit;
  }
  return out;
}

Square to_square(std::uint8_t index) {
  return static_cast<Square>((9 - index / 9) * 9 + index % 9);
}
std::uint8_t to_index(Square s) {
  return static_cast<std::uint8_t>((9 - s / 9) * 9 + s % 9);
}

constexpr char kPieceLetters[] = " rnbakcp";  // low nibble 1..7

}  // namespace

std::string CbrGame::tag(std::string_view name) const {
  for (const PgnTag& t : tags)
    if (t.name == name) return t.value;
  return {};
}

bool looks_like_cbr(std::string_view bytes) {
  return bytes.substr(0, 15) == kRecordMagic.substr(0, 15);
}
bool looks_like_cbl(std::string_view bytes) {
  return bytes.substr(0, 15) == kLibraryMagic.substr(0, 15);
}

CbrGame read_cbr(std::string_view bytes) {
  CbrGame out;
  if (!looks_like_cbr(bytes)) {
    out.warnings.push_back("not a CBR record (no \"CCBridge Record\" at the start)");
    return out;
  }
  if (bytes.size() < kHeaderSize) {
    out.warnings.push_back("CBR header truncated: " + std::to_string(bytes.size()) + " bytes of " +
                           std::to_string(kHeaderSize));
    return out;
  }
  for (const Field& f : kFields)
    if (std::string v = from_utf16(bytes.substr(f.offset, f.size)); !v.empty())
      out.tags.push_back({f.tag, v});
  const std::uint8_t result = byte_at(bytes, kResultAt);
  out.result = kResults[result < 4 ? result : 0];
  out.tags.push_back({"Result", out.result});

  // ---- the start ----
  std::string placement;
  for (int row = 0; row < 10; ++row) {
    int empty = 0;
    for (int file = 0; file < 9; ++file) {
      const std::uint8_t v = byte_at(bytes, kBoardAt + static_cast<std::size_t>(row * 9 + file));
      const int colour = v >> 4, kind = v & 0x0F;
      if ((colour != 1 && colour != 2) || kind < 1 || kind > 7) {
        if (v != 0)
          out.warnings.push_back("board byte " + std::to_string(v) + " at point " +
                                 std::to_string(row * 9 + file) + " is no piece (left empty)");
        ++empty;
        continue;
      }
      if (empty) placement += static_cast<char>('0' + empty);
      empty = 0;
      const char c = kPieceLetters[kind];
      placement += colour == 1 ? static_cast<char>(c - 'a' + 'A') : c;
    }
    if (empty) placement += static_cast<char>('0' + empty);
    if (row < 9) placement += '/';
  }
  const bool black = byte_at(bytes, kSideAt) == 2;
  const std::size_t number = byte_at(bytes, kMoveNumberAt) | byte_at(bytes, kMoveNumberAt + 1) << 8;
  const std::string fen =
      placement + (black ? " b - - 0 " : " w - - 0 ") + std::to_string(number ? number : 1);
  const FenResult start = parse_fen(fen);
  if (!start.ok()) {
    out.warnings.push_back("the start position is not legal (" + fen + "): " + start.error.message);
    return out;
  }
  out.tree.set_start_fen(to_fen(start.position));
  out.loaded = true;

  // ---- the moves, in pre-order ----
  std::size_t at = kHeaderSize;
  std::string comment;
  std::uint8_t from = 0, to = 0, flags = 0;
  std::string why;
  const auto read_record = [&] {
    comment.clear();
    if (bytes.size() - at < 4) {
      why = "the file ends inside a move record at byte " + std::to_string(at);
      return false;
    }
    flags = byte_at(bytes, at);
    from = byte_at(bytes, at + 2);
    to = byte_at(bytes, at + 3);
    at += 4;
    if (!(flags & 0x04)) return true;
    if (bytes.size() - at < 4) {
      why = "the file ends inside a comment length at byte " + std::to_string(at);
      return false;
    }
    const std::uint32_t len = le32(bytes, at);
    at += 4;
    if (len > kMaxComment || len > bytes.size() - at) {
      why = "a comment of " + std::to_string(len) + " bytes at byte " + std::to_string(at) +
            " runs past the end";
      return false;
    }
    comment = from_utf16(bytes.substr(at, len));
    at += len;
    return true;
  };
  if (bytes.size() == at) return out;  // a position without moves
  if (!read_record()) {
    out.warnings.push_back("start record: " + why);
    return out;
  }
  out.tree.set_comment(GameTree::kRoot, comment);
  if (flags & 0x01) return out;  // no moves

  struct Frame {
    int node;  // -1: dropped with its subtree
    Move move;
    UndoInfo undo;
    int line;
  };
  std::vector<Frame> path{{GameTree::kRoot, Move::none(), UndoInfo{}, 0}};
  std::vector<std::size_t> pending;
  Position pos = start.position;
  std::size_t parent_depth = 0;
  bool is_sibling = false;
  int variations = 0;
  std::size_t dropped = 0;
  for (;;) {
    while (path.size() > parent_depth + 1) {
      if (path.back().node >= 0) pos.undo_move(path.back().move, path.back().undo);
      path.pop_back();
    }
    const int line = is_sibling ? ++variations : path.back().line;
    const std::string where = (line == 0 ? std::string("main line") : "variation " + std::to_string(line)) +
                              " at move " + std::to_string(pos.fullmove_number()) +
                              (pos.side_to_move() == Color::Red ? " (Red)" : " (Black)");
    if (!read_record()) {
      out.warnings.push_back(where + ": " + why);
      break;
    }
    Frame f{-1, Move::none(), UndoInfo{}, line};
    if (path.back().node >= 0) {
      std::string problem;
      if (from >= 90 || to >= 90) {
        problem = "move " + std::to_string(from) + "-" + std::to_string(to) + " is off the board";
      } else if (const Move m(to_square(from), to_square(to)); from == to) {
        problem = "move " + format_iccs(m) + " does not move";
      } else if (const MoveVerdict v = explain_move(pos, m); !v.ok()) {
        problem = "illegal move " + format_iccs(m) + ": " + v.text;
      } else {
        f.move = m;
        f.node = out.tree.add_move(path.back().node, m);
        out.tree.set_comment(f.node, comment);
        pos.do_move(m, f.undo);
      }
      if (!problem.empty())
        out.warnings.push_back(where + ": " + problem + " (this move and the rest of its line dropped)");
    }
    if (f.node < 0) ++dropped;
    path.push_back(f);
    if (flags & 0x02) pending.push_back(parent_depth);
    if (!(flags & 0x01)) {
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
  if (dropped > 0)
    out.warnings.push_back(std::to_string(dropped) +
                           " move record(s) dropped in all (illegal moves and what follows them)");
  return out;
}

std::string write_cbr(const std::vector<PgnTag>& tags, const GameTree& tree, const std::string& result) {
  std::string out(kHeaderSize, '\0');
  out.replace(0, kRecordMagic.size(), kRecordMagic);
  out[19] = 2;  // a record (not a dialog)
  for (const Field& f : kFields)
    for (const PgnTag& t : tags)
      if (t.name == f.tag) {
        const std::string v = to_utf16(t.value, f.size - 2);  // room for the NUL
        out.replace(f.offset, v.size(), v);
      }
  for (std::uint8_t r = 1; r < 4; ++r)
    if (result == kResults[r]) out[kResultAt] = static_cast<char>(r);
  const FenResult start = parse_fen(
      tree.start_fen().empty()
          ? std::string_view("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1")
          : std::string_view(tree.start_fen()));
  if (start.ok()) {
    const Position& p = start.position;
    out[kSideAt] = p.side_to_move() == Color::Black ? 2 : 1;
    const int n = p.fullmove_number();
    out[kMoveNumberAt] = static_cast<char>(n & 0xFF);
    out[kMoveNumberAt + 1] = static_cast<char>((n >> 8) & 0xFF);
    for (Square s = 0; s < 90; ++s) {
      const Piece pc = p.piece_on(s);
      if (pc.empty()) continue;
      const char c = piece_to_char(pc);
      const char lower = static_cast<char>(c >= 'a' ? c : c - 'A' + 'a');
      int kind = 0;
      for (int k = 1; k <= 7; ++k)
        if (kPieceLetters[k] == lower) kind = k;
      if (kind)
        out[kBoardAt + to_index(s)] = static_cast<char>((pc.color() == Color::Red ? 0x10 : 0x20) | kind);
    }
  }
  const auto record = [&](std::uint8_t flags, std::uint8_t from, std::uint8_t to,
                          const std::string& comment) {
    std::string c = comment.empty() ? std::string() : to_utf16(comment, kMaxComment);
    if (!c.empty()) flags |= 0x04;
    out += static_cast<char>(flags);
    out += '\0';
    out += static_cast<char>(from);
    out += static_cast<char>(to);
    if (c.empty()) return;
    out.append(4, '\0');
    put32(out, out.size() - 4, static_cast<std::uint32_t>(c.size()));
    out += c;
  };
  const record::Node& root = tree.node(GameTree::kRoot);
  record(root.children.empty() ? 0x01 : 0x00, 0, 0, root.comment);
  tree.walk([&](int id, int) {
    const record::Node& n = tree.node(id);
    const std::vector<int>& siblings = tree.node(n.parent).children;
    std::uint8_t flags = 0;
    if (n.children.empty()) flags |= 0x01;
    if (siblings.back() != id) flags |= 0x02;
    record(flags, to_index(n.move.from()), to_index(n.move.to()), n.comment);
    return true;
  });
  out.append((kSlot - out.size() % kSlot) % kSlot, '\0');
  return out;
}

CblLibrary read_cbl_index(std::string_view bytes) {
  CblLibrary lib;
  if (!looks_like_cbl(bytes)) {
    lib.warnings.push_back("not a CBL library (no \"CCBridgeLibrary\" at the start)");
    return lib;
  }
  if (bytes.size() < kLibraryHeader) {
    lib.warnings.push_back("CBL header truncated: " + std::to_string(bytes.size()) + " bytes of " +
                           std::to_string(kLibraryHeader));
    return lib;
  }
  lib.name = from_utf16(bytes.substr(64, 512));
  const std::uint32_t slots = le32(bytes, 60);
  const std::size_t first = kLibraryHeader + static_cast<std::size_t>(slots) * kIndexEntry;
  if (slots > (1u << 20) || first > bytes.size()) {
    lib.warnings.push_back("CBL header truncated or damaged: " + std::to_string(slots) + " index slots, " +
                           std::to_string(bytes.size()) + " bytes");
    return lib;
  }
  // Every slot that starts with the record magic starts a record; others continue one.
  for (std::size_t at = first; at + kRecordMagic.size() <= bytes.size(); at += kSlot)
    if (bytes.substr(at, 15) == kRecordMagic.substr(0, 15)) lib.records.push_back(at);
  return lib;
}

CbrGame read_cbl_game(std::string_view bytes, const CblLibrary& lib, std::size_t i) {
  if (i >= lib.records.size()) {
    CbrGame none;
    none.warnings.push_back("the library has no game " + std::to_string(i + 1));
    return none;
  }
  const std::size_t end = i + 1 < lib.records.size() ? lib.records[i + 1] : bytes.size();
  return read_cbr(bytes.substr(lib.records[i], end - lib.records[i]));
}

std::string write_cbl(const std::string& name, const std::vector<std::string>& records) {
  const std::size_t slots = 128;  // the index size 象棋橋 files are described with
  std::string out(kLibraryHeader + slots * kIndexEntry, '\0');
  out.replace(0, kLibraryMagic.size(), kLibraryMagic);
  put32(out, 52, 0x7FFFFFFF);
  put32(out, 60, static_cast<std::uint32_t>(slots));
  const std::string n = to_utf16(name, 510);
  out.replace(64, n.size(), n);
  for (const std::string& r : records) out += r;  // each a multiple of 4096 bytes
  return out;
}

}  // namespace xq::notation
