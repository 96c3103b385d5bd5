// 暗布開局 (arranged_start): a start where each side's army stands face-down on its start
// points in an order only its owner knows. Seed 003, 漢字將棋 (docs/variants.md §24):
//   「汉字将棋暗布开局: 开局双方按如图《汉字将棋》所示方位,任意暗布自己不同兵种的具体位置,
//    双方暗布完后,然后轮流翻棋为正面或走棋,翻棋后不能再变动布局,暗布的棋不能移动,
//    但可以被对方吃掉,翻棋等同走棋.」
// The rest is data: face-down pieces that do not move (`hidden.moves = immobile`), may be
// captured, are turned over by their owner as a move (`hidden.flip = owner`), and are known
// to their owner only (`hidden.known = owner`: the page's hot-seat cover applies).
//
// What the module adds:
// - The deal: each side's army (`arranged_start.army`, e.g. `m y y y t i d f w s`, one
//   letter per piece) goes over its face-down pieces in an order drawn by a seed
//   (seeded_shuffle.h; the FEN item's input `deal:N`, so a start FEN of placeholders and a
//   seed is a complete setup, and the page deals a fresh seed per game). The owner does
//   not choose the order yet (the seed's 「任意暗布」 asks for an arrangement step; the
//   random order stands in for it, docs/variants.md §24).
// - What is gone: a captured piece is shown when it is taken (it leaves the board), so
//   the types each side has lost are public: per side and army type a 2-bit count, FEN
//   `arranged=Y.d` (upper case Red). The search of a viewer's position draws the unknown
//   identities from the army minus what is on the board face-up, minus the identities the
//   viewer knows, minus what was taken: what the viewer could work out, never the truth.
//
// As a rule module (rule_module.h): state = 4 bytes (16 bits a side: 2 bits per army
// type, up to 8 types of at most 3 pieces); after_move counts a capture; FEN item; deal.
#pragma once

namespace xq {

struct RuleModule;
extern const RuleModule kArrangedStart;

}  // namespace xq
