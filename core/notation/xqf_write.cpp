// XQF writer (see xqf_write.h): the inverse of read_xqf for version 10.
#include "core/notation/xqf_write.h"

#include <array>
#include <cstdint>

#include "core/fen.h"
#include "core/notation/gbk.h"
#include "core/position.h"

namespace xq::notation {
namespace {

constexpr std::size_t kHeaderSize = 1024;

// The header's piece slots of one side (as read_xqf's kSlots).
constexpr std::array<PieceKind, 16> kSlots = {
    PieceKind::Chariot, PieceKind::Horse,   PieceKind::Elephant, PieceKind::Advisor,
    PieceKind::General, PieceKind::Advisor, PieceKind::Elephant, PieceKind::Horse,
    PieceKind::Chariot, PieceKind::Cannon,  PieceKind::Cannon,   PieceKind::Soldier,
    PieceKind::Soldier, PieceKind::Soldier, PieceKind::Soldier,  PieceKind::Soldier};

// XQF point byte of a square: file * 10 + rank.
std::uint8_t point(Square s) {
  return static_cast<std::uint8_t>((s % 9) * 10 + s / 9);
}

void put32(std::string& s, std::uint32_t v) {
  for (int i = 0; i < 4; ++i) s += static_cast<char>((v >> (8 * i)) & 0xFF);
}

// GBK text with Windows line ends (what XQStudio writes and shows).
std::string gbk_text(const std::string& utf8, std::size_t& unmappable) {
  std::string crlf;
  for (char c : utf8) {
    if (c == '\n') crlf += '\r';
    crlf += c;
  }
  std::size_t n = 0;
  std::string out = utf8_to_gbk(crlf, &n);
  unmappable += n;
  return out;
}

}  // namespace

XqfWrite write_xqf(const std::vector<PgnTag>& tags, const record::GameTree& tree) {
  XqfWrite w;
  const FenResult start = parse_fen(tree.start_fen());
  if (!start.ok()) {
    w.error = "the start position is not a legal FEN: " + start.error.message;
    return w;
  }
  const Position& pos = start.position;
  const Geometry& geo = pos.geometry();
  if (geo.width != 9 || geo.height != 10 || geo.powers || geo.types) {
    w.error = "XQF holds standard xiangqi only (this start is on another board or has other pieces)";
    return w;
  }
  std::string h(kHeaderSize, '\0');
  h[0] = 'X';
  h[1] = 'Q';
  h[2] = 10;
  // Pieces into their slots; a slot left over is "not on the board" (0xFF).
  std::array<bool, 32> used{};
  for (std::size_t i = 0; i < 32; ++i) h[16 + i] = static_cast<char>(0xFF);
  for (Square s = 0; s < 90; ++s) {
    const Piece p = pos.piece_on(s);
    if (!p) continue;
    const std::size_t base = p.color() == Color::Red ? 0 : 16;
    std::size_t slot = 16;
    for (std::size_t k = 0; k < 16 && slot == 16; ++k)
      if (!used[base + k] && kSlots[k] == p.kind()) slot = k;
    if (slot == 16) {
      w.error = "XQF has no header slot for another " + std::string(1, piece_to_char(p)) +
                " (at most the standard set of pieces per side)";
      return w;
    }
    used[base + slot] = true;
    h[16 + base + slot] = static_cast<char>(point(s));
  }
  h[50] = pos.side_to_move() == Color::Black ? 1 : 0;
  std::size_t unmappable = 0;
  struct Field {
    const char* tag;
    std::size_t offset, size;
  };
  static constexpr Field kFields[] = {{"Title", 80, 64},        {"Event", 208, 64},     {"Date", 272, 16},
                                      {"Site", 288, 16},        {"Red", 304, 16},       {"Black", 320, 16},
                                      {"TimeControl", 336, 64}, {"Annotator", 464, 16}, {"Author", 480, 16}};
  for (const PgnTag& t : tags) {
    if (t.name == "Result") {
      static constexpr const char* kResults[] = {"*", "1-0", "0-1", "1/2-1/2"};
      for (int i = 0; i < 4; ++i)
        if (t.value == kResults[i]) h[51] = static_cast<char>(i);
    }
    for (const Field& f : kFields) {
      if (t.name != f.tag) continue;
      std::string g = gbk_text(t.value, unmappable);
      if (g.size() > f.size - 1) {
        // Cut on a character boundary: a GBK lead byte (>= 0x81) takes its trail with it.
        std::size_t cut = 0;
        while (cut < g.size()) {
          const std::size_t len = static_cast<std::uint8_t>(g[cut]) >= 0x81 ? 2 : 1;
          if (cut + len > f.size - 1) break;
          cut += len;
        }
        g.resize(cut);
        w.warnings.push_back(std::string(f.tag) + " shortened to " + std::to_string(cut) +
                             " bytes (the XQF field's size)");
      }
      h[f.offset] = static_cast<char>(g.size());
      h.replace(f.offset + 1, g.size(), g);
    }
  }
  // Records in pre-order: flag 0xF0 = a continuation follows, 0x0F = after this move's
  // subtree comes its next sibling; every plain record carries a comment length.
  std::string body;
  std::size_t marks = 0;
  const auto record = [&](Square from, Square to, bool next, bool sibling, const std::string& comment) {
    body += static_cast<char>(point(from) + 0x18);
    body += static_cast<char>(point(to) + 0x20);
    body += static_cast<char>((next ? 0xF0 : 0) | (sibling ? 0x0F : 0));
    body += '\0';
    const std::string c = gbk_text(comment, unmappable);
    put32(body, static_cast<std::uint32_t>(c.size()));
    body += c;
  };
  const record::Node& root = tree.node(record::GameTree::kRoot);
  record(0, 0, !root.children.empty(), false, root.comment);
  tree.walk([&](int id, int) {
    const record::Node& n = tree.node(id);
    const auto& siblings = tree.node(n.parent).children;
    if (n.mark != record::Mark::None) ++marks;
    record(n.move.from(), n.move.to(), !n.children.empty(), siblings.back() != id, record::merged_comment(n));
    return true;
  });
  if (unmappable)
    w.warnings.push_back(std::to_string(unmappable) + " character(s) GBK has no code for, written as '?'");
  if (marks) w.warnings.push_back(std::to_string(marks) + " mark(s) left out (XQF has no field for them)");
  w.bytes = h + body;
  return w;
}

}  // namespace xq::notation
