// 堅守象棋's 恢復區 (recovery_zones; seed 000 堅守象棋, variants-digest §2.5):
//   「1、棋盤外雙方各增加四個兵種"恢復區"且有各自的區名，每個恢復區共有六個點位。
//    2、吃掉的敵棋，要扣放到敵方對應"回復區"內的任意空位上。棋盤戰場上的棋不能走入"恢復區"。
//    3、己方恢復區內的棋由己方管控，這裡的棋都是每次橫豎一步格，只能從箭頭所指的方位再進入棋盤
//    戰場，並同時翻正恢復自身實際規則，但進入棋盤戰場這一步不能吃棋。」
//
// The zones are board points (core/variants/jianshou.ini): each side has four zones of six
// points beside the battlefield, separated from it by a file of holes. A zone piece is a
// piece type of its own, the *dormant* type of its kind (扣車, 扣馬, 扣炮, 扣兵): it moves
// `mW` confined to its zone (「每次橫豎一步格」, never capturing), attacks nothing, and the
// FEN letter says what it is (face-down here is a dormant state, not a secret: hidden.*
// is not used). The battlefield types are confined to the battlefield (`X.zone`), so
// 「棋盤戰場上的棋不能走入"恢復區"」 is data too.
//
// The module (`recovery.zones = r>t:u0>a0 …`, per zone the kind, its dormant type, the
// arrow's tail in the zone and the battlefield point it points at, Red's side; Black's
// is the rank mirror) adds:
// - the capture into a zone: a capture of an enemy piece whose kind has a zone is a
//   compound move Move::double_move(from, to, to, z) — the capture from -> to, then the
//   captured piece "goes from to to z", face-down onto the empty point z of its owner's
//   zone, chosen by the capturer (「扣放到敵方對應"回復區"內的任意空位上」). One move per
//   empty point; the plain capture is then not legal. When the zone is full (it cannot
//   be with the preset: six points, at most five soldiers) the plain capture stays and
//   the piece leaves the game as in standard xiangqi. A kind without a zone (士, 相, and
//   the general, whose capture ends the game anyway) is captured as usual.
// - the re-entry: a dormant piece on the arrow's tail steps onto the arrow's head, a
//   Normal move, only when that point is empty (「進入棋盤戰場這一步不能吃棋」; an
//   occupied head blocks the re-entry), and becomes its kind there (the conversions
//   hook: 「同時翻正恢復自身實際規則」). It must not leave the own general attacked.
// - notation for both (docs/notation.md "堅守's zones"), a refusal, and the arrows and
//   zone names the board draws (BoardDescription::arrows, texts).
// No state: everything is on the board. docs/variants.md §21.
#pragma once

#include "core/geometry.h"
#include "core/rules/rule_module.h"

namespace xq {

extern const RuleModule kRecoveryZones;

// The compound "capture, then the captured piece face-down onto z" (types.h Move::zone_capture).
constexpr bool is_zone_capture_shape(Move m) { return m.is_zone_capture(); }

}  // namespace xq
