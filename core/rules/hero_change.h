// 山水象棋's 雄: the soldier's back changes into a captured own piece (seed 000 §2.11 item
// 7; docs/variants.md §27).
//
//   「[雄]可有條件變化為（替換成），與自己身後同列格的敵人相同的、已被吃掉的己方可過河的
//    棋，此"身後"概念不限距離、無論阻隔，身後多枚敵棋存在時，可任選其中一種條件對應"變化"，
//    "變化"等同走棋。」
//
// - The record: per side, how many of its pieces of each kind that can cross the river
//   (`hero_change.kinds = r n c p`: 車 馬 炮 兵, each with its back, 輿 駝 槍 雄) have been
//   captured. A capture adds one; a change takes the returning piece out and puts the 雄
//   in (it goes to the captured pieces: 「替換成」).
// - The change: a move of its own in place (Move::reveal(s) carrying the new kind, ICCS
//   `^e6=r`, Chinese 「變e6車」): the 雄 on s becomes a piece of the kind of an enemy piece
//   standing anywhere behind it on its file (「不限距離、無論阻隔」: toward its own side),
//   showing the same face as that enemy piece, while a piece of that pair is among its
//   side's captured ones. One move per kind; never in check (no point changes, so it
//   answers none), and like every move it may not leave the general attacked.
// - A position without the record (a FEN without `taken=`) has nothing captured.
//
// State: 4 bytes: per side two bytes, 4 bits per pair. FEN item `taken=RRn` (a letter per
// captured piece, the pair's front face, upper case Red's).
#pragma once

namespace xq {

struct RuleModule;
extern const RuleModule kHeroChange;

}  // namespace xq
