// 第三代象棋's 臣 (seed 000 §2.15 item 5, second half; docs/variants.md §29).
//
//   「另一枚士的背面寫有"臣"，當另一枚"士"被吃掉後，可以翻這枚士為"臣"，臣走法每次斜行一步格，
//    可出宮和過河，但不能吃棋，單個敵棋無法吃"臣"，如要吃對方的"臣"，只有同時至少有兩枚棋對
//    "臣"做殺時，才能選擇其中一枚吃掉"臣"。」
//   「翻臣等同走棋，[臣]離開己方九宮不能再回己方九宮；過了河界不可再退回本界，己方臣走入敵方九宮
//    將或帥開局初始的位置時也為勝。」
//
// The rest is data or another module's: the 臣 is a piece type (`h.move = mF`: one diagonal
// step anywhere, never a capture); it turns over from its advisor face as one of
// pawn_backs' lone backs (`pawn_backs.lone = h t m`: the 臣, and the elephants' 駝 and 騾);
// its win is `win = reach(h, throne)` with `zone.throne` the enemy general's start point. What this module adds, as filters of the legal-move list
// (kHookLegalMoves; the quiescence search reads captures from that list, kHookLegalCaptures):
// - a capture of a 臣 stands only while at least two of the capturer's pieces have a legal
//   capture of it (「同時至少有兩枚棋對臣做殺時，才能選擇其中一枚吃掉」);
// - a 臣 outside its own palace never steps into it, and a 臣 across the river never steps
//   back over it (「離開己方九宮不能再回己方九宮；過了河界不可再退回本界」). Both read the
//   move alone (where it starts and ends), so the module keeps no state.
#pragma once

namespace xq {

struct RuleModule;
extern const RuleModule kMinister;

}  // namespace xq
