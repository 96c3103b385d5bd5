// 第三代象棋's 雙翻 (seed 000 §2.15 item 5; docs/variants.md §29).
//
//   「雙方的兩枚士其中一枚背面寫有將（帥），而將帥背面寫有"士"，當受到將軍時，可以雙翻即把將
//    翻成士，把士翻成將，解將前提是士翻成將不能處於被吃狀態，"雙翻"等同走棋，但是不被將軍時不能
//    雙翻，在連續的被"將軍"中也不能"雙翻"。雙翻可以逆轉，翻成非士線位置的士只能走跨士線斜格。」
//   「雙翻為一著棋，先翻被將軍的"老將"，再翻士，雙翻不能翻錯…翻錯即為輸棋。」
//
// The rest is data: each advisor is a face-down piece under the advisor's face
// (`hidden.faces = j:a h:a`): one hides the general's twin (`double_flip.twin = j`, 將/帥),
// the other the 臣. The owner knows which (it laid them out, as its pawns' backs), the
// opponent does not. What the module adds:
// - 雙翻, Move::swap_reveal(general's point, twin's point) (ICCS `e0^d0`, 「雙翻e0d0」): the
//   general turns over to show 士 and the twin turns over to show 將, so the general now
//   stands on the twin's point and on its own point stands a face-down advisor whose back is
//   將, seen by both players from now on (RuleModule::identity_public). Legal only in check,
//   not when the side was in check at its previous turn too (「在連續的被將軍中」), and only
//   when the general is not attacked on its new point (「不能處於被吃狀態」). Reversible: the
//   twin, wherever it stands, may 雙翻 again under the same conditions.
// - A wrong 雙翻 (the 臣 turned) is never offered: the owner knows its backs, so the move
//   list has only the twin's; 「翻錯即為輸棋」 is the rule for a player who errs at a board.
// - What everyone knows: per side, the twin seen; the advisors' backs taken (a captured
//   advisor is shown as it leaves, as a pawn is), and whether the side was in check at its
//   last turn. The search's draw of the unknown advisors (deal) takes the group's backs not
//   taken, minus the ones the viewer knows.
//
// State: 2 bytes (one per side: in check now, in check at the last turn, twin seen, the
// group's backs taken). FEN item `flips=J.known:j.check:K` plus the input deal:N.
#pragma once

namespace xq {

struct RuleModule;
extern const RuleModule kDoubleFlip;

}  // namespace xq
