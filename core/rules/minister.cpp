// 第三代象棋's 臣: captured only by two at once, never back into its palace or over the
// river (see minister.h for the seed sentences and the choices).
#include "core/rules/minister.h"

#include <string>

#include "core/move_list.h"
#include "core/movegen.h"
#include "core/notation/iccs.h"
#include "core/position.h"
#include "core/rules/move_verdict.h"
#include "core/rules/option_letters.h"
#include "core/rules/rule_module.h"
#include "core/variant/variant_def.h"

namespace xq {

namespace {

// Geometry::module_config: the 臣's kind (5 bits).
PieceKind minister_of(const Geometry& g) { return static_cast<PieceKind>(g.config_of(kMinister) & 31); }

// 「離開己方九宮不能再回己方九宮；過了河界不可再退回本界」: may c's 臣 step from -> to?
bool step_allowed(const Geometry& g, Color c, Square from, Square to) {
  const int i = index_of(c);
  if (!g.in_palace[i][from] && g.in_palace[i][to]) return false;
  return g.own_half[i][from] || !g.own_half[i][to];
}

// How many of the mover's pieces have a move in `legal` onto `target`.
int capturers(const MoveList& legal, Square target) {
  Square seen[16];
  int n = 0;
  for (Move m : legal) {
    if (!m.starts_on_board() || m.to() != target || m.is_reveal()) continue;
    bool again = false;
    for (int i = 0; i < n; ++i) again = again || seen[i] == m.from();
    if (!again && n < 16) seen[n++] = m.from();
  }
  return n;
}

// Is m a board move the 臣's rules take out of `legal` (judged on the full list)?
bool barred(const Position& pos, const MoveList& legal, Move m) {
  if (!m.starts_on_board() || m.is_reveal() || m.from() >= pos.geometry().size || m.to() >= pos.geometry().size)
    return false;
  const PieceKind h = minister_of(pos.geometry());
  const Color us = pos.side_to_move();
  const Piece mover = pos.piece_on(m.from()), target = pos.piece_on(m.to());
  if (mover == Piece(us, h) && !pos.face_down(m.from()) && !step_allowed(pos.geometry(), us, m.from(), m.to()))
    return true;
  return target == Piece(opposite(us), h) && !pos.face_down(m.to()) && capturers(legal, m.to()) < 2;
}

void legal_moves(const Position& pos, MoveList& legal) {
  const PieceKind h = minister_of(pos.geometry());
  if (pos.count(Color::Red, h) == 0 && pos.count(Color::Black, h) == 0) return;
  const MoveList all = legal;
  int kept = 0;
  for (Move m : all)
    if (!barred(pos, all, m)) legal.set(kept++, m);
  legal.truncate(kept);
}

bool refusal(const Position& pos, Move m, MoveVerdict& out) {
  if (!m.starts_on_board() || m.is_reveal() || m.from() >= pos.geometry().size || m.to() >= pos.geometry().size)
    return false;
  const PieceKind h = minister_of(pos.geometry());
  const Color us = pos.side_to_move();
  const Geometry& g = pos.geometry();
  if (pos.piece_on(m.from()) == Piece(us, h) && !step_allowed(g, us, m.from(), m.to())) {
    out.reason = IllegalReason::PieceProgram;
    out.text = g.in_palace[index_of(us)][m.to()] && !g.in_palace[index_of(us)][m.from()]
                   ? "the 臣 never comes back into its own palace (離開己方九宮不能再回己方九宮)"
                   : "the 臣 never goes back over the river (過了河界不可再退回本界)";
    return true;
  }
  if (pos.piece_on(m.to()) == Piece(opposite(us), h) && !pos.face_down(m.to())) {
    MoveList legal;
    generate_legal(pos, legal);
    if (legal.contains(m)) return false;
    out.reason = IllegalReason::PieceProgram;
    out.text = "a 臣 is taken only when two pieces can take it at once (單個敵棋無法吃臣，只有同時至少有兩枚棋對臣做殺時"
               "，才能選擇其中一枚吃掉臣)";
    return true;
  }
  return false;
}

bool read_option(const VariantDef& def, std::string_view field, std::string_view value, std::uint64_t& config,
                 std::string& error) {
  if (field != "piece") {
    error = "unknown key minister." + std::string(field) + " (known: piece)";
    return false;
  }
  const PieceDef* h = value.size() == 1 ? declared_piece(def, value[0]) : nullptr;
  if (!h || h->kind == PieceKind::General || h->royal) {
    error = value.size() == 1 && !h ? undeclared_letter(value[0])
                                    : "minister.piece takes the FEN letter of the 臣's type (not royal), e.g. h";
    return false;
  }
  config = static_cast<std::uint64_t>(index_of(h->kind));
  return true;
}

bool check_options(const VariantDef&, std::uint64_t config, std::string& error) {
  if (config == 0) {
    error = "needs minister.piece = LETTER, the 臣's type";
    return false;
  }
  return true;
}

}  // namespace

constinit const RuleModule kMinister{
    .id = "minister",
    .name = "臣",
    .hooks = kHookLegalMoves | kHookLegalCaptures | kHookRefusal,
    .generic_tables = true,
    .options = "minister",
    .read_option = read_option,
    .check_options = check_options,
    .legal_moves = legal_moves,
    .refusal = refusal,
};

}  // namespace xq
