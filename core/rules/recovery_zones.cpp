// 堅守象棋's recovery zones: the capture into a zone, the re-entry by the arrow (see
// recovery_zones.h for the seed sentences and the choices).
#include "core/rules/recovery_zones.h"

#include <cctype>
#include <optional>
#include <string>
#include <vector>

#include "core/move_list.h"
#include "core/movegen.h"
#include "core/notation/iccs.h"
#include "core/notation/movetext.h"
#include "core/piece_tables.h"
#include "core/position.h"
#include "core/rules/listed_move_text.h"
#include "core/rules/move_verdict.h"
#include "core/variant/variant_def.h"

namespace xq {

namespace {

using notation::Notation;

// Geometry::module_config, packed by read_option: up to four zones, 16 bits each:
//   bits 0..2  the kind (a role, 1..6; 0 = no zone here)
//   bits 3..7  its dormant type (a custom kind)
//   bits 8..15 the arrow's tail, Red's zone point (Square = rank * width + file)
// The arrow's head is not stored: it is the first point past the holes along the tail's
// rank toward the middle of the board (read_option refuses any other head).
constexpr int kMaxZones = 4;

struct Zone {
  PieceKind kind = PieceKind::General;
  PieceKind dormant = PieceKind::General;
  Square exit = kNoSquare;   // the arrow's tail (this color's)
  Square entry = kNoSquare;  // the arrow's head (this color's)
};

struct Zones {
  int count = 0;
  Zone zones[kMaxZones];
  // A Zone* points into this object: never ask a temporary (zones_of returns by value).
  const Zone* of_kind(PieceKind k) const&& = delete;
  const Zone* of_dormant(PieceKind k) const&& = delete;
  const Zone* of_kind(PieceKind k) const& {
    for (int i = 0; i < count; ++i)
      if (zones[i].kind == k) return &zones[i];
    return nullptr;
  }
  const Zone* of_dormant(PieceKind k) const& {
    for (int i = 0; i < count; ++i)
      if (zones[i].dormant == k) return &zones[i];
    return nullptr;
  }
};

// The head of an arrow from (file, rank): along the rank toward the board's middle, past
// the holes, the first point.
template <class Exists>
int head_file(int width, int file, int rank, Exists exists) {
  const int step = 2 * file < width - 1 ? 1 : -1;
  int f = file + step;
  while (f >= 0 && f < width && !exists(f, rank)) f += step;
  return f >= 0 && f < width && f != file + step ? f : -1;  // at least one hole between
}

Zones zones_of(const Geometry& g, Color c) {
  const std::uint64_t config = g.config_of(kRecoveryZones);
  Zones out;
  for (int i = 0; i < kMaxZones; ++i) {
    const std::uint64_t bits = config >> (16 * i) & 0xffff;
    if ((bits & 7) == 0) continue;
    Zone z;
    z.kind = static_cast<PieceKind>(bits & 7);
    z.dormant = static_cast<PieceKind>(bits >> 3 & 31);
    const Square red_exit = static_cast<Square>(bits >> 8 & 255);
    const int file = g.file_of[red_exit], red_rank = g.rank_of[red_exit];
    const int rank = c == Color::Red ? red_rank : g.height - 1 - red_rank;
    z.exit = g.square(file, rank);
    const int head = head_file(g.width, file, rank, [&](int f, int r) { return g.on_board(f, r); });
    z.entry = head < 0 ? kNoSquare : g.square(head, rank);
    out.zones[out.count++] = z;
  }
  return out;
}

// ---- options: recovery.zones = r>t:u0>a0 n>j:x0>i0 … ----

std::vector<std::string_view> words(std::string_view v) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < v.size()) {
    while (i < v.size() && v[i] == ' ') ++i;
    std::size_t j = i;
    while (j < v.size() && v[j] != ' ') ++j;
    if (j > i) out.push_back(v.substr(i, j - i));
    i = j;
  }
  return out;
}

int kind_of_letter(const VariantDef& def, std::string_view s) {
  if (s.size() != 1) return -1;
  for (const PieceDef& p : def.pieces)
    if (p.defined && p.letter == s[0]) return index_of(p.kind);
  return -1;
}

bool read_zones(const VariantDef& def, std::string_view value, std::uint64_t& config, std::string& error) {
  const auto list = words(value);
  if (list.empty() || static_cast<int>(list.size()) > kMaxZones) {
    error = "expected one to four zones KIND>DORMANT:TAIL>HEAD, e.g. r>t:u0>a0 (Red's side)";
    return false;
  }
  config = 0;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const std::string_view w = list[i];
    const std::size_t gt = w.find('>'), colon = w.find(':'), gt2 = w.rfind('>');
    const auto bad = [&](const std::string& why) {
      error = "'" + std::string(w) + "': " + why;
      return false;
    };
    if (gt == std::string_view::npos || colon == std::string_view::npos || gt2 <= colon || gt >= colon)
      return bad("a zone is KIND>DORMANT:TAIL>HEAD, e.g. r>t:u0>a0");
    const int kind = kind_of_letter(def, w.substr(0, gt));
    const int dormant = kind_of_letter(def, w.substr(gt + 1, colon - gt - 1));
    if (kind < index_of(PieceKind::Advisor) || kind > index_of(PieceKind::Soldier))
      return bad("KIND must be the letter of a role other than the general (a b n r c p)");
    if (dormant < kFirstCustomKind) return bad("DORMANT must be the letter of a custom type (the zone piece)");
    int tf = 0, tr = 0, hf = 0, hr = 0;
    if (!def.read_point(w.substr(colon + 1, gt2 - colon - 1), tf, tr) || !def.read_point(w.substr(gt2 + 1), hf, hr))
      return bad("TAIL and HEAD must be points of the board");
    const int head = head_file(def.width, tf, tr, [&](int f, int r) { return def.exists(f, r); });
    if (hr != tr || head != hf)
      return bad("the arrow runs along the tail's rank toward the middle, over the holes, to the first point past them");
    const std::uint64_t bits = static_cast<std::uint64_t>(kind) | static_cast<std::uint64_t>(dormant) << 3 |
                               static_cast<std::uint64_t>(tr * def.width + tf) << 8;
    config |= bits << (16 * i);
  }
  return true;
}

bool read_option(const VariantDef& def, std::string_view field, std::string_view value, std::uint64_t& config,
                 std::string& error) {
  if (field == "zones") return read_zones(def, value, config, error);
  error = "unknown option (known: recovery.zones)";
  return false;
}

bool check_options(const VariantDef&, std::uint64_t config, std::string& error) {
  if (config & 7) return true;
  error = "needs recovery.zones = KIND>DORMANT:TAIL>HEAD … (the zones and their arrows, Red's side)";
  return false;
}

// ---- the zones on the board ----

bool in_zone(const Geometry& g, Color c, const Zone& z, Square s) {
  return g.types && g.types->may_stand(c, z.dormant, s);
}

// The empty points of c's zone z, in square order.
int free_points(const Position& pos, Color c, const Zone& z, Square* out) {
  const Geometry& g = pos.geometry();
  int n = 0;
  for (int s = 0; s < g.size; ++s)
    if (g.exists[s] && in_zone(g, c, z, static_cast<Square>(s)) && pos.empty(static_cast<Square>(s)))
      out[n++] = static_cast<Square>(s);
  return n;
}

// Is m a re-entry of the side to move: its dormant piece on an arrow's tail onto the
// empty head?
const Zone* reentry_zone(const Position& pos, const Zones& zs, Move m) {
  if (!m.is_normal()) return nullptr;
  const Color us = pos.side_to_move();
  for (int i = 0; i < zs.count; ++i) {
    const Zone& z = zs.zones[i];
    if (m.from() == z.exit && m.to() == z.entry && z.entry != kNoSquare &&
        pos.piece_on(z.exit) == Piece(us, z.dormant) && pos.empty(z.entry))
      return &z;
  }
  return nullptr;
}

bool legal_after(const Position& pos, Move m) {
  Position work = pos;
  UndoInfo undo;
  work.do_move(m, undo);
  return !work.general_attacked(pos.side_to_move());
}

// The legal moves: every capture of a zoned kind becomes one compound per empty point of
// the victim's zone (the plain capture only when the zone is full); then the re-entries.
void legal_moves(const Position& pos, MoveList& legal) {
  const Color us = pos.side_to_move(), them = opposite(us);
  const Zones theirs = zones_of(pos.geometry(), them), ours = zones_of(pos.geometry(), us);
  const int n = legal.size();
  Square points[kMaxSquares];
  for (int i = 0; i < n; ++i) {
    const Move m = legal[i];
    if (!m.is_normal()) continue;
    const Piece victim = pos.piece_on(m.to());
    if (victim.empty() || victim.color() != them) continue;
    const Zone* z = theirs.of_kind(victim.kind());
    if (!z) continue;
    const int free = free_points(pos, them, *z, points);
    if (free == 0) continue;  // a full zone: the piece leaves the game (the plain capture)
    // The legality is the plain capture's: the zone lies off the battlefield and its
    // pieces attack nothing, so the point chosen changes no line.
    legal.set(i, Move::double_move(m.from(), m.to(), m.to(), points[0]));
    for (int j = 1; j < free && !legal.full(); ++j) legal.push(Move::double_move(m.from(), m.to(), m.to(), points[j]));
  }
  for (int i = 0; i < ours.count; ++i) {
    const Zone& z = ours.zones[i];
    const Move m(z.exit, z.entry);
    if (z.entry != kNoSquare && reentry_zone(pos, ours, m) && legal_after(pos, m) && !legal.full()) legal.push(m);
  }
}

bool extra_move(const Position& pos, Move m) {
  return reentry_zone(pos, zones_of(pos.geometry(), pos.side_to_move()), m) != nullptr;
}

bool claims(Move m) { return is_zone_capture_shape(m); }

bool own_pseudo_legal(const Position& pos, Move m) {
  const Geometry& g = pos.geometry();
  const Color them = opposite(pos.side_to_move());
  if (m.to2() >= g.size || !g.exists[m.to2()] || !pos.empty(m.to2())) return false;
  const Move first = m.first_step();
  if (!pos.is_pseudo_legal(first)) return false;
  const Piece victim = pos.piece_on(m.to());
  if (victim.empty() || victim.color() != them) return false;
  const Zones zs = zones_of(g, them);
  const Zone* z = zs.of_kind(victim.kind());
  return z && in_zone(g, them, *z, m.to2());
}

// The capture, then the victim face-down (its dormant type) on to2.
void apply(Position& pos, Move m, UndoInfo& undo) {
  const Color them = opposite(pos.side_to_move());
  undo.captured = pos.move_piece(m.from(), m.to());
  const Zones zs = zones_of(pos.geometry(), them);
  const Zone* z = zs.of_kind(undo.captured.kind());
  if (z) pos.put_piece(Piece(them, z->dormant), m.to2());
}

void revert(Position& pos, Move m, const UndoInfo& undo) {
  pos.remove_piece(m.to2());
  pos.unmove_piece(m.from(), m.to(), undo.captured);
}

// 「並同時翻正恢復自身實際規則」: a dormant piece that stepped onto its arrow's head is its kind.
void conversions(const Position& after, const MoveFacts& f, Conversions& out) {
  if (!f.move.is_normal() || f.mover.empty()) return;
  const Zones zs = zones_of(after.geometry(), f.us);
  const Zone* z = zs.of_dormant(f.mover.kind());
  if (z && f.move.to() == z->entry) out.add(f.move.to(), Piece(f.us, z->kind));
}

bool refusal(const Position& pos, Move m, MoveVerdict& out) {
  const Geometry& g = pos.geometry();
  const Color us = pos.side_to_move();
  if (m.from() >= g.size || m.to() >= g.size) return false;
  const Piece p = pos.piece_on(m.from());
  if (p.empty() || p.color() != us) return false;
  const Zones theirs = zones_of(g, opposite(us));
  if (m.is_normal() && m.to() < g.size) {
    const Piece victim = pos.piece_on(m.to());
    if (!victim.empty() && victim.color() != us && theirs.of_kind(victim.kind()) &&
        legal_after(pos, m) && pos.is_pseudo_legal(m)) {
      out.reason = IllegalReason::PieceProgram;
      out.text = "choose the empty point of the enemy's recovery zone the captured piece goes to "
                 "(吃掉的敵棋，要扣放到敵方對應\"回復區\"內的任意空位上)";
      return true;
    }
  }
  return false;
}

// ---- notation (docs/notation.md "堅守's zones") ----
// The capture into a zone: ICCS the compound `a0a9&a9u9`; WXF and Chinese the capture's
// own text, then `@` / 「扣」 and the zone point (`R9+9@u9`, 「車九進九扣u9」).
// A zone step: ICCS `u0u1`, WXF `u0-u1`, Chinese 「區u0u1」 (简 区): the points say
// everything (the zone says which piece).
// A re-entry: ICCS `u0a0`; WXF the kind's letter, `>` and the head (`R>a0`), Chinese the
// kind's character, 「歸」 (简 归) and the head (「車歸a0」).

const char* kind_char(PieceKind k, Color c, bool simplified) {
  static const char* const kTrad[2][7] = {{"帥", "仕", "相", "馬", "車", "炮", "兵"}, {"將", "士", "象", "馬", "車", "炮", "卒"}};
  static const char* const kSimp[2][7] = {{"帅", "仕", "相", "马", "车", "炮", "兵"}, {"将", "士", "象", "马", "车", "炮", "卒"}};
  return (simplified ? kSimp : kTrad)[index_of(c)][index_of(k)];
}

char kind_letter(PieceKind k) {
  static const char kLetters[7] = {'K', 'A', 'E', 'H', 'R', 'C', 'P'};
  return kLetters[index_of(k)];
}

enum class Shape { None, Capture, Step, Reentry };

Shape shape_of(const Position& pos, Move m) {
  const Geometry& g = pos.geometry();
  if (is_zone_capture_shape(m)) return Shape::Capture;
  if (!m.is_normal() || m.from() >= g.size) return Shape::None;
  const Piece p = pos.piece_on(m.from());
  if (p.empty()) return Shape::None;
  const Zones zs = zones_of(g, p.color());
  const Zone* z = zs.of_dormant(p.kind());
  if (!z) return Shape::None;
  return m.from() == z->exit && m.to() == z->entry ? Shape::Reentry : Shape::Step;
}

std::string zone_text(const Position& pos, Move m, Notation n) {
  const Geometry& g = pos.geometry();
  const bool chinese = n == Notation::Chinese || n == Notation::ChineseSimplified;
  const bool simplified = n == Notation::ChineseSimplified;
  switch (shape_of(pos, m)) {
    case Shape::Capture: {
      if (n == Notation::Iccs) return format_iccs(m, g);
      const std::string capture = notation::format_move(pos, m.first_step(), n);
      return capture + (chinese ? "扣" : "@") + format_iccs_square(m.to2(), g);
    }
    case Shape::Step: {
      const std::string from = format_iccs_square(m.from(), g), to = format_iccs_square(m.to(), g);
      if (n == Notation::Iccs) return from + to;
      if (!chinese) return from + "-" + to;
      return std::string(simplified ? "区" : "區") + from + to;
    }
    case Shape::Reentry: {
      if (n == Notation::Iccs) return format_iccs(m, g);
      const Piece p = pos.piece_on(m.from());
      const Zones zs = zones_of(g, p.color());
      const Zone* z = zs.of_dormant(p.kind());
      const std::string head = format_iccs_square(m.to(), g);
      if (!chinese) return std::string(1, kind_letter(z->kind)) + ">" + head;
      return std::string(kind_char(z->kind, p.color(), simplified)) + (simplified ? "归" : "歸") + head;
    }
    case Shape::None: break;
  }
  return {};
}

bool write_move(const Position& pos, Move m, Notation n, std::string& out) {
  if (shape_of(pos, m) == Shape::None) return false;
  out = zone_text(pos, m, n);
  return true;
}

// The module's own moves of the position: the captures into a zone, the zone steps, the
// re-entries (all legal moves of those shapes).
void own_moves(const Position& pos, MoveList& out) {
  generate_legal(pos, out);
  int kept = 0;
  for (int i = 0; i < out.size(); ++i)
    if (shape_of(pos, out[i]) != Shape::None) out.set(kept++, out[i]);
  out.truncate(kept);
}

bool read_move(const Position& pos, std::string_view s, ModuleMoveRead& out) {
  const bool chinese_marks = s.find("扣") != std::string_view::npos || s.find("區") != std::string_view::npos ||
                             s.find("区") != std::string_view::npos || s.find("歸") != std::string_view::npos ||
                             s.find("归") != std::string_view::npos;
  // WXF: '@' (a capture into a zone), '>' (a re-entry), or two ICCS points joined by '-'
  // (a zone step: lower-case file letters, where a WXF move starts with a piece letter).
  const std::size_t dash = s.find('-');
  const bool step_form = dash != std::string_view::npos && parse_iccs_square(s.substr(0, dash), pos.geometry()) &&
                         parse_iccs_square(s.substr(dash + 1), pos.geometry()) &&
                         std::islower(static_cast<unsigned char>(s[0]));
  const bool wxf_marks = !chinese_marks && (s.find('@') != std::string_view::npos || s.find('>') != std::string_view::npos || step_form);
  std::optional<Move> iccs;
  if (!chinese_marks && !wxf_marks) {
    if (s.find('&') == std::string_view::npos) return false;  // plain ICCS: the ordinary reader
    iccs = parse_iccs(s, pos.geometry());
    if (!iccs || !is_zone_capture_shape(*iccs)) return false;
  }
  MoveList legal;
  own_moves(pos, legal);
  if (find_listed_move(pos, legal, iccs, s, zone_text, out)) return true;
  out.notation = iccs ? Notation::Iccs : chinese_marks ? Notation::Chinese : Notation::Wxf;
  out.error = "no such zone move here: a capture into a zone names an empty point of the victim's zone "
              "(h2h9&h9u9, C2+7@u9, 炮二進七扣u9), a zone step two points of one zone (u0-u1, 區u0u1), a re-entry "
              "the arrow's empty head (R>a0, 車歸a0)";
  return true;
}

// The arrows the board draws: each side's, tail to head.
int board_arrows(const Geometry& g, Square (*out)[2], int max) {
  int n = 0;
  for (Color c : {Color::Red, Color::Black}) {
    const Zones zs = zones_of(g, c);
    for (int i = 0; i < zs.count && n < max; ++i)
      if (zs.zones[i].entry != kNoSquare) out[n][0] = zs.zones[i].exit, out[n][1] = zs.zones[i].entry, ++n;
  }
  return n;
}

// The zone names (「且有各自的區名」): the kind's character and 區, drawn in the hole file
// beside the zone, on the zone's row the arrow does not use.
int board_texts(const Geometry& g, Square* at, const char** text, int max) {
  static const char* const kNames[2][7] = {{"", "", "", "馬區", "車區", "炮區", "兵區"}, {"", "", "", "馬區", "車區", "砲區", "卒區"}};
  int n = 0;
  for (Color c : {Color::Red, Color::Black}) {
    const Zones zs = zones_of(g, c);
    for (int i = 0; i < zs.count && n < max; ++i) {
      const Zone& z = zs.zones[i];
      if (z.entry == kNoSquare) continue;
      const int file = (g.file_of[z.exit] + g.file_of[z.entry]) / 2;  // the hole file between
      const int rank = g.rank_of[z.exit];
      // The other row of the zone: one rank up or down, whichever the tail's zone has.
      const int other = g.on_board(g.file_of[z.exit], rank + 1) && g.types &&
                                g.types->may_stand(c, z.dormant, g.square(g.file_of[z.exit], rank + 1))
                            ? rank + 1
                            : rank - 1;
      at[n] = g.square(file, other);
      text[n] = kNames[index_of(c)][index_of(z.kind)];
      ++n;
    }
  }
  return n;
}

}  // namespace

constinit const RuleModule kRecoveryZones{
    .id = "recovery_zones",
    .name = "恢復區",
    .hooks = kHookLegalMoves | kHookLegalCaptures | kHookExtraMove | kHookOwnMoves | kHookConversions | kHookRefusal |
             kHookNotation,
    .generic_tables = true,
    .options = "recovery",
    .read_option = read_option,
    .check_options = check_options,
    .extra_move = extra_move,
    .legal_moves = legal_moves,
    .claims = claims,
    .own_pseudo_legal = own_pseudo_legal,
    .apply = apply,
    .revert = revert,
    .conversions = conversions,
    .refusal = refusal,
    .write_move = write_move,
    .read_move = read_move,
    .board_arrows = board_arrows,
    .board_texts = board_texts,
};

}  // namespace xq
