// 長河 (long_river; seed 000 長河象棋, variants-digest §2.8, docs/variants.md §18): what a
// captured general does to the two armies of its side, as piece conversions on the board.
//
// 長河象棋 gives each side two armies (two boards side by side, 18 files): the left army
// plays the role letters (r n b a k c p), the right army the custom letters t h e s o w;
// both generals are the `k` role (`generals = 2`). The seed's three rules all change what
// a piece IS, so this module turns pieces into other pieces (rule_module.h conversions)
// and everything else (moves, check, FEN, hash, undo) follows from the board:
//
//  * 升級 「當某一方的某一色【將】或【帥】被吃去一枚後，僅剩一枚【將】或【帥】的單一色的車、馬、炮即
//    提升能力」: when a side's general is captured, the chariots, horses and cannons of the
//    army whose general is left become 全線車 `u`, 騾馬 `m` and 全線炮 `v`.
//  * 孤軍 (the army whose general was captured): its pieces become "orphan" types, which
//    remember the army's own side so that the control below can always be undone:
//    chariot/horse/cannon/soldier `d f g i` (Red's) and `j l q x` (Black's); the
//    elephant `y` and the advisor `z` never leave their own half and palace, so their
//    rank tells their side and one type each serves both. The soldier becomes the free
//    soldier (「不再受河界限制…橫、豎或前一格走或吃」).
//  * 控制 「在黑方有棋處在品紅無帥九宮時，所剩品紅棋全由黑方即時控制走或吃；無帥的品紅九宮內無黑方棋
//    時，品紅棋仍由紅方掌控」: after every move, each orphan army's colour is its controller:
//    the enemy while a piece of the enemy's own armies (not an orphan it controls) stands
//    in the orphan army's palace (its side's palace without a general), else its own side.
//
// Which letters are which is fixed (the preset declares them; check_options refuses a
// variant that does not). Every other piece is untouched, so a position without a
// captured general converts nothing.
#include <algorithm>
#include <memory>
#include <string>

#include "core/geometry_cache.h"
#include "core/piece_tables.h"
#include "core/position.h"
#include "core/rules/option_letters.h"
#include "core/rules/rule_module.h"
#include "core/variant/variant_def.h"

namespace xq {

namespace {

// The letters the module reads, in the order of the Kinds table below.
constexpr const char kLetters[] = "thesowumvdfgijlqxyz";
enum Slot {
  kT, kH, kE, kS, kO, kW,  // the right army
  kU, kM, kV,              // the upgrades: 全線車 騾馬 全線炮
  kRedChariot, kRedHorse, kRedCannon, kRedSoldier,          // Red's orphans
  kBlackChariot, kBlackHorse, kBlackCannon, kBlackSoldier,  // Black's orphans
  kOrphanElephant, kOrphanAdvisor,
  kSlots
};

struct Kinds {
  int k[kSlots];  // the kind index of each letter
};

// The kinds of kLetters on this board's tables (the variant declares each: check_options).
Kinds kinds_of(const Geometry& g) {
  Kinds out{};
  for (int i = 0; i < kSlots; ++i) {
    out.k[i] = -1;
    for (int kind = 0; kind < kMaxPieceKinds; ++kind)
      if (g.types && g.types->letter[kind] == kLetters[i]) out.k[i] = kind;
  }
  return out;
}

PieceKind kind(int index) { return static_cast<PieceKind>(index); }

// What the hook reads of a geometry, worked out once per geometry (core/geometry_cache.h):
// the hook runs after every move the search makes, and looking the 19 letters up and
// scanning the board for the palaces each time cost most of a node.
struct Tables {
  Kinds K;
  // The points of side c's palace on the left (0) or right (1) board.
  Square palace[2][2][kMaxSquares];
  int palace_count[2][2];
};

std::unique_ptr<Tables> build_tables(const Geometry& g) {
  auto t = std::make_unique<Tables>();
  t->K = kinds_of(g);
  for (int c = 0; c < 2; ++c) {
    t->palace_count[c][0] = t->palace_count[c][1] = 0;
    for (int s = 0; s < g.size; ++s) {
      if (!g.in_palace[c][s]) continue;
      const int right = g.file_of[s] < g.width / 2 ? 0 : 1;
      t->palace[c][right][t->palace_count[c][right]++] = static_cast<Square>(s);
    }
  }
  return t;
}

const Tables& tables_of(const Geometry& g) { return per_geometry<build_tables>(g); }

bool is_orphan(const Kinds& K, int k) {
  for (int i = kRedChariot; i <= kOrphanAdvisor; ++i)
    if (K.k[i] == k) return true;
  return false;
}

// The side whose army an orphan piece on s was (-1: not an orphan).
int orphan_side(const Geometry& g, const Kinds& K, Piece p, Square s) {
  const int k = index_of(p.kind());
  for (int i = kRedChariot; i <= kRedSoldier; ++i)
    if (K.k[i] == k) return 0;
  for (int i = kBlackChariot; i <= kBlackSoldier; ++i)
    if (K.k[i] == k) return 1;
  // The orphan elephant and advisor stay on their own half: the rank tells the side.
  if (k == K.k[kOrphanElephant] || k == K.k[kOrphanAdvisor]) return g.rank_of[s] < g.height / 2 ? 0 : 1;
  return -1;
}

// Whether any orphan stands on the board, from the piece counts (no board scan).
bool any_orphan(const Position& pos, const Kinds& K) {
  for (int i = kRedChariot; i <= kOrphanAdvisor; ++i)
    if (K.k[i] >= 0 && pos.count(Color::Red, kind(K.k[i])) + pos.count(Color::Black, kind(K.k[i])) > 0) return true;
  return false;
}

// What a piece of the side that just lost the general on `lost` becomes (itself: nothing).
Piece converted(const Kinds& K, Piece p, bool lost_left, Color side) {
  const int k = index_of(p.kind());
  const int red = side == Color::Red ? 0 : kBlackChariot - kRedChariot;
  // The left army plays the roles, the right army t h e s o w.
  const int left_roles[6] = {index_of(PieceKind::Chariot), index_of(PieceKind::Horse), index_of(PieceKind::Elephant),
                             index_of(PieceKind::Advisor), index_of(PieceKind::Cannon), index_of(PieceKind::Soldier)};
  const int right[6] = {K.k[kT], K.k[kH], K.k[kE], K.k[kS], K.k[kO], K.k[kW]};
  const int* lost = lost_left ? left_roles : right;
  const int* kept = lost_left ? right : left_roles;
  const int orphan[6] = {K.k[kRedChariot + red], K.k[kRedHorse + red], K.k[kOrphanElephant],
                         K.k[kOrphanAdvisor],    K.k[kRedCannon + red], K.k[kRedSoldier + red]};
  for (int i = 0; i < 6; ++i)
    if (k == lost[i]) return Piece(side, kind(orphan[i]));
  if (k == kept[0]) return Piece(side, kind(K.k[kU]));
  if (k == kept[1]) return Piece(side, kind(K.k[kM]));
  if (k == kept[4]) return Piece(side, kind(K.k[kV]));
  return p;
}

// The board as the conversions leave it: the position's pieces plus this move's changes,
// which are listed once each (a point may change in step 1 and again in step 2).
struct Overlay {
  const Position& pos;
  Piece now[kMaxSquares];
  bool changed[kMaxSquares] = {};
  Square list[kMaxSquares];
  int count = 0;
  explicit Overlay(const Position& p) : pos(p) {}
  Piece at(Square s) const { return changed[s] ? now[s] : pos.piece_on(s); }
  void set(Square s, Piece p) {
    if (!changed[s]) changed[s] = true, list[count++] = s;
    now[s] = p;
  }
};

void conversions(const Position& after, const MoveFacts& f, Conversions& out) {
  const Geometry& g = after.geometry();
  const Tables& T = tables_of(g);
  const Kinds& K = T.K;
  const bool general_taken =
      !f.captured.empty() && f.captured.kind() == PieceKind::General && f.move.is_normal();
  // Until a general falls there are no orphans and nothing converts: the common case
  // (every move of the opening and middle game) leaves here without looking at the board.
  if (!general_taken && !any_orphan(after, K)) return;
  Overlay board(after);
  // The orphans of each side's armies, by point (from the piece lists, plus step 1's).
  Square orphans[2][kMaxSquares];
  int orphan_count[2] = {0, 0};
  auto note_orphan = [&](Piece p, Square s) {
    const int side = orphan_side(g, K, p, s);
    if (side >= 0) orphans[side][orphan_count[side]++] = s;
  };

  // 1. A general was just taken: its army is orphaned, the other army upgrades. Only the
  // side's own (not orphan) pieces change, and the piece lists name them.
  if (general_taken) {
    const Color side = f.captured.color();
    const bool lost_left = g.file_of[f.move.to()] < g.width / 2;
    for (int k = 0; k < kMaxPieceKinds; ++k) {
      if (is_orphan(K, k) || kind(k) == PieceKind::General) continue;
      const Piece p(side, kind(k));
      const int n = after.count(p);
      const Square* at = after.squares_of(p);
      for (int i = 0; i < n; ++i) {
        const Piece q = converted(K, p, lost_left, side);
        if (q != p) board.set(at[i], q);
      }
    }
  }
  for (int i = kRedChariot; i <= kOrphanAdvisor; ++i) {
    if (K.k[i] < 0) continue;
    for (Color c : {Color::Red, Color::Black}) {
      const Piece p(c, kind(K.k[i]));
      const Square* at = after.squares_of(p);
      for (int j = 0, n = after.count(p); j < n; ++j) note_orphan(p, at[j]);
    }
  }
  for (int j = 0; j < board.count; ++j) note_orphan(board.now[board.list[j]], board.list[j]);

  // 2. Every orphan army's colour is its controller's, judged on this board.
  for (int c = 0; c < 2; ++c) {
    const Color own = static_cast<Color>(c), enemy = opposite(own);
    // The orphan army's palace: its side's palace on the other board than the side's
    // remaining general (a general never leaves its palace; step 1 converts no general).
    if (orphan_count[c] == 0 || after.count(own, PieceKind::General) != 1) continue;
    const Square general = after.squares_of(Piece(own, PieceKind::General))[0];
    const bool general_left = g.file_of[general] < g.width / 2;
    const int half = general_left ? 1 : 0;  // the palace on the other board
    bool entered = false;
    for (int j = 0; j < T.palace_count[c][half] && !entered; ++j) {
      const Piece p = board.at(T.palace[c][half][j]);
      entered = !p.empty() && p.color() == enemy && !is_orphan(K, index_of(p.kind()));
    }
    const Color controller = entered ? enemy : own;
    for (int j = 0; j < orphan_count[c]; ++j) {
      const Square s = orphans[c][j];
      const Piece p = board.at(s);
      if (p.color() != controller) board.set(s, Piece(controller, p.kind()));
    }
  }

  // In point order, as a scan of the board would list them: the order the piece lists
  // are rewritten in decides the move generator's order, and with it the search's.
  std::sort(board.list, board.list + board.count);
  for (int j = 0; j < board.count; ++j) {
    const Square s = board.list[j];
    if (board.now[s] != after.piece_on(s)) out.add(s, board.now[s]);
  }
}

bool check_options(const VariantDef& def, std::uint64_t, std::string& error) {
  for (const char* c = kLetters; *c; ++c)
    if (!declared_piece(def, *c)) {
      error = std::string("long_river needs the piece types ") + kLetters + " (docs/variants.md §18): " +
              undeclared_letter(*c);
      return false;
    }
  return true;
}

}  // namespace

// Declared here, not in a header: nothing but the registry names the module.
extern const RuleModule kLongRiver;
constinit const RuleModule kLongRiver{
    .id = "long_river",
    .name = "長河",
    .hooks = kHookConversions,
    .generic_tables = true,
    .check_options = check_options,
    .conversions = conversions,
};

}  // namespace xq
