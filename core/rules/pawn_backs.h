// 第三代象棋's pawn backs (番兵／貴卒, seed 000 §2.15; docs/variants.md §29).
//
//   「每方五個兵的背面分別是：車、馬、炮、相、仕各一枚，開局前，由各自在己方五個兵的初始位置
//    上任意分布，雙方互不相知，雙方均不可再翻察。」
//   「兵在到達敵方底線時，可以翻出背面兵種，也可以不翻…只有在對應點翻出對應兵種才有效」
//   「翻錯時，下一著必須隨即翻回兵面（此時上一著如被"將軍"則為輸棋）」
//
// The rest is data: a pawn is a face-down piece whose face is the soldier
// (`hidden.moves = standin`, `hidden.standin = p`) and whose identity is its back; the
// owner knows it (`hidden.known = owner`: the hot-seat cover and the set-up step apply,
// game_arrange.cpp). What the module adds:
// - The flip (Move::reveal on a face-down pawn, 「翻」): only on the enemy's back line, a
//   move of its own, legal when the mover is not in check (it changes no point's
//   occupancy). It is *valid* where the enemy's setup has the kind the back is matched
//   with (`pawn_backs.backs = r:r n:n c:k e:b f:a`: 車 on a/i, 馬 on b/h, 炮 on the
//   general's point, 相 on c/g, 仕 on d/f) or anywhere on the line with
//   `pawn_backs.anywhere = yes` (「可選項2減規則」). A valid flip is for good.
// - A wrong flip shows the back face-up for one turn: it stands, blocks and attacks as
//   what it is. The owner's next move must turn it back (the same move shape on the
//   face-up piece, 「翻回兵面」): every other move is refused, and in check that one is
//   illegal too, so the side has no move and loses (「此時上一著如被將軍則為輸棋」).
//   Turned back, it is a face-down pawn again whose back both players have now seen.
// - What everyone knows: per side, the backs no longer hidden on the board (turned over
//   for good, or taken: a captured pawn is shown as it leaves, as 陸戰 and 漢字將棋 do),
//   the backs seen by a wrong flip, and the point that must turn back. The views keep a
//   seen back (RuleModule::identity_public); the search's draw of the unknown backs
//   (deal) takes the backs not yet used, minus the ones the viewer knows.
//
// State: 7 bytes (used Red, used Black: 16 bits each, a bit per pawn back and per lone
// back of `hidden.lone`; seen Red, seen Black: a bit per pawn back; the point that must
// turn back + 1). FEN item `backs=R.n.known:c.back:b9` plus the input deal:N.
#pragma once

namespace xq {

struct RuleModule;
extern const RuleModule kPawnBacks;

}  // namespace xq
