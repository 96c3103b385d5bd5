// 解將旗: the flag moves, the flag state and the flag verdict (see flag_ring.h for the
// seed sentences).
#include "core/rules/flag_ring.h"

#include "core/ring.h"
#include "core/text.h"
#include "core/zobrist.h"

namespace xq {

namespace {

constexpr int kStateBytes = 2;  // [color]: the flag's cell or state

int offset_of(const Geometry& g) { return g.state_offset_of(kFlagRing); }

void init_state(const Geometry& g, std::int8_t* st) {
  for (int c = 0; c < 2; ++c) st[c] = static_cast<std::int8_t>(g.flag_track.start[c]);
}

// The keys of zobrist.h: a ring cell (index 0 = captured), or a 宮旗 board state.
std::uint64_t state_hash(const Geometry&, const std::int8_t* st) {
  std::uint64_t h = 0;
  for (int c = 0; c < 2; ++c)
    h ^= st[c] >= -1 ? kZobrist.flag[c][st[c] + 1] : kZobrist.flag_board[c][-st[c] - 2];
  return h;
}

bool claims(Move m) { return m.flag_step() || m.is_flag_only(); }

bool own_pseudo_legal(const Position& pos, Move m) {
  const Geometry& g = pos.geometry();
  const Color us = pos.side_to_move(), them = opposite(us);
  const int mine = flag_cell(pos, us), theirs = flag_cell(pos, them);
  if (m.flag_step()) {
    // 「被將軍的一方每次"解將"時，都可先逆時針移動一格己方"解將"棋…同時再走棋解除己方被"將軍"狀態」.
    if (m.type() == MoveType::FlagOnly || mine < 0 || !pos.in_check()) return false;
    return pos.is_pseudo_legal(m.without_flag_step());
  }
  // 「當甲方[解將]走到乙方[解將]後面與其緊鄰狀態下,乙方可以在不被"將軍"的情況下，
  // 單獨一著走兩格[解將]棋」: the enemy flag one cell behind ours, and we are not in check.
  return mine >= 0 && theirs == ring_advance(mine, -1, g.flag_track.size) && !pos.in_check();
}

void after_move(const Position& pos, const MoveFacts& f, std::int8_t* state, int offset) {
  const int size = pos.geometry().flag_track.size;
  std::int8_t* flag = state + offset;
  const int u = index_of(f.us), t = 1 - u;
  if (f.move.is_flag_only()) flag[u] = static_cast<std::int8_t>(ring_advance(flag[u], 2, size));
  if (f.move.flag_step()) {
    flag[u] = static_cast<std::int8_t>(ring_advance(flag[u], 1, size));  // only from a ring cell
    // 「"解將"是可以吃掉對方"解將"的，並且也為勝」.
    if (flag[u] == flag[t]) flag[t] = -1;
  }
}

bool verdict(const Position& pos, ModuleVerdict& out) {
  const int o = offset_of(pos.geometry());
  // 宮旗 first: a flag lost on the board and the enemy flag on its start cell.
  for (Color c : {Color::Red, Color::Black})
    if (pos.module_byte(o + index_of(c)) == kFlagLostOnBoard && flag_captured(pos, c)) {
      out = {opposite(c), ResultReason::FlagStartReached};
      return true;
    }
  for (Color c : {Color::Red, Color::Black})
    if (flag_captured(pos, c)) {
      out = {opposite(c), ResultReason::FlagCaptured};
      return true;
    }
  return false;
}

void legal_moves(const Position& pos, MoveList& legal) { append_flag_moves(pos, legal); }

// ---- the FEN item flag=R.B (fen.h): each flag's ring cell, x (captured), and where the
// variant puts the flag on the board (宮旗), g (on the board) and gx (captured there) ----

std::string parse_fen_item(Position& pos, std::string_view value) {
  const Geometry& g = pos.geometry();
  const bool board = g.has_hook(kHookFlagPiece);
  const int size = ring_size(g);
  const size_t dot = value.find('.');
  if (dot == std::string_view::npos) return "'flag=' wants two cells, red.black, e.g. flag=0.21";
  int cells[2];
  const std::string_view parts[2] = {value.substr(0, dot), value.substr(dot + 1)};
  for (int c = 0; c < 2; ++c) {
    if (parts[c] == "x") cells[c] = -1;
    else if (board && parts[c] == "g") cells[c] = kFlagOnBoard;
    else if (board && parts[c] == "gx") cells[c] = kFlagLostOnBoard;
    else if (!parse_number(parts[c], cells[c]) || cells[c] >= size)
      return std::string(c == 0 ? "red" : "black") + " flag cell must be 0.." + std::to_string(size - 1) +
             (board ? ", g (on the board, 宮旗), gx (captured on the board)" : "") + " or x (captured), found '" +
             std::string(parts[c]) + "'";
  }
  if (cells[0] == -1 && cells[1] == -1) return "both flags cannot be captured";
  if (cells[0] >= 0 && cells[0] == cells[1]) return "the two flags cannot share ring cell " + std::to_string(cells[0]);
  for (int c = 0; c < 2; ++c) set_flag_cell(pos, static_cast<Color>(c), cells[c]);
  return {};
}

std::string write_fen_item(const Position& pos) {
  const Geometry& g = pos.geometry();
  const int flag[2] = {flag_cell(pos, Color::Red), flag_cell(pos, Color::Black)};
  if (flag[0] == g.flag_track.start[0] && flag[1] == g.flag_track.start[1]) return {};
  auto cell = [](int c) {
    return c == kFlagOnBoard       ? std::string("g")
           : c == kFlagLostOnBoard ? std::string("gx")
           : c < 0                 ? std::string("x")
                                   : std::to_string(c);
  };
  return "flag=" + cell(flag[0]) + "." + cell(flag[1]);
}

// ---- search ----
// The flag race (evaluation term): both flags run counterclockwise; a flag that steps onto
// the enemy flag wins, and a flag moves only while answering a check (or two cells alone
// to escape a chaser right behind it). The side whose flag needs fewer cells to reach the
// other's is ahead: kFlagCell per cell of difference, and a flag one cell behind the
// enemy's turns every check the enemy gives into a chance to win.
constexpr int kFlagCell = 4;
constexpr int kFlagStrike = 60;
int evaluate(const Position& pos) {
  const int red = flag_cell(pos, Color::Red), black = flag_cell(pos, Color::Black);
  if (red < 0 || black < 0) return 0;  // a captured flag (the search scores the end) or one on the board
  const int ring = ring_size(pos.geometry());
  const int red_needs = ((black - red) % ring + ring) % ring;  // cells Red's flag must run
  const int black_needs = ring - red_needs;
  int score = kFlagCell * (black_needs - red_needs);  // from Red's view
  if (red_needs == 1) score += kFlagStrike;
  if (black_needs == 1) score -= kFlagStrike;
  return pos.side_to_move() == Color::Red ? score : -score;
}

// The flag step (with a move or alone) that lands on the enemy flag captures it and wins.
bool decisive(const Position& pos, Move m) {
  if (!m.flag_step() && !m.is_flag_only()) return false;
  const Color us = pos.side_to_move();
  const int mine = flag_cell(pos, us), theirs = flag_cell(pos, opposite(us));
  const int reach = m.is_flag_only() ? 2 : 1;
  return mine >= 0 && theirs >= 0 && ring_advance(mine, reach, ring_size(pos.geometry())) == theirs;
}

constexpr FenItem kFenItem{
    .key = "flag",
    .has_value = true,
    .order = 0,
    .missing = "'flag=' needs the flag ring (add-on flag_ring, 解將旗)",
    .parse = parse_fen_item,
    .write = write_fen_item,
};

}  // namespace

// Constant-initialised (constinit): variants are built during static initialisation too.
constinit const RuleModule kFlagRing{
    .id = "flag_ring",
    .name = "解將旗",
    .hooks = kHookState | kHookLegalMoves | kHookOwnMoves | kHookAfterMove | kHookVerdict | kHookFenField |
             kHookEvaluate | kHookDecisiveMove | kHookTrack,
    .state_bytes = kStateBytes,
    .init_state = init_state,
    .state_hash = state_hash,
    .legal_moves = legal_moves,
    .claims = claims,
    .own_pseudo_legal = own_pseudo_legal,
    .after_move = after_move,
    .verdict = verdict,
    .fen_item = &kFenItem,
    .evaluate = evaluate,
    .decisive = decisive,
    .track_cell = flag_cell,
    .track_lost = flag_captured,
};

int ring_size(const Geometry& g) { return g.uses(kFlagRing) ? g.flag_track.size : 0; }

int flag_cell(const Position& pos, Color c) {
  const int o = offset_of(pos.geometry());
  return o < 0 ? -1 : pos.module_byte(o + index_of(c));
}

bool flag_captured(const Position& pos, Color c) {
  const int o = offset_of(pos.geometry());
  if (o < 0) return false;
  const int mine = pos.module_byte(o + index_of(c)), theirs = pos.module_byte(o + 1 - index_of(c));
  return mine == -1 || (mine == kFlagLostOnBoard && theirs == pos.geometry().flag_track.start[index_of(c)]);
}

void set_flag_cell(Position& pos, Color c, int cell) {
  const int o = offset_of(pos.geometry());
  if (o < 0) return;
  const bool board_state = cell == kFlagOnBoard || cell == kFlagLostOnBoard;
  const int size = pos.geometry().flag_track.size;
  pos.set_module_byte(o + index_of(c), static_cast<std::int8_t>(board_state ? cell : cell < 0 || cell >= size ? -1 : cell));
}

void append_flag_moves(const Position& pos, MoveList& legal) {
  if (ring_size(pos.geometry()) <= 0 || flag_captured(pos, Color::Red) || flag_captured(pos, Color::Black)) return;
  if (flag_cell(pos, pos.side_to_move()) < 0) return;  // 宮旗: the flag is off the ring
  if (pos.in_check()) {
    // Every answer to the check may take the flag one cell along (also the drops and
    // double moves of other modules: they answer the check too).
    const int n = legal.size();
    for (int i = 0; i < n && !legal.full(); ++i) legal.push(legal[i].with_flag_step());
    return;
  }
  const Move escape = Move::flag_only();
  if (!legal.full() && pos.is_pseudo_legal(escape)) legal.push(escape);
}

std::optional<Color> flag_capture_winner(const Position& pos) {
  if (flag_captured(pos, Color::Red)) return Color::Black;
  if (flag_captured(pos, Color::Black)) return Color::Red;
  return std::nullopt;
}

}  // namespace xq
