// Hidden pieces: the vocabulary of face-down pieces (issue #12 item 5), shared by the
// variant data (variant_def.h), the geometry (geometry.h), Position and the views.
//
// A face-down piece has two sides. Its *face* is what the board array holds and what the
// move generator, the attack tests and the legality filter see: the piece it moves as
// while face-down. Its *identity* (the true piece) is kept next to the board (Position's
// truth array) and only the arbiter, and the owner when the variant says so, may know it.
// Because every rule reads the face, what a face-down piece may do never depends on its
// identity, so no legal move list can leak one (docs/architecture.md §Hidden state).
//
// The variant declares the behaviour as data (docs/variants.md §Hidden pieces):
//   hidden.moves  = standin | immobile | start   what a face-down piece moves as
//   hidden.standin = w      the declared piece type used as the face (standin, immobile)
//   hidden.known  = owner | nobody | all         who knows a face-down piece's identity
//   hidden.capturable = yes | no                 may a face-down piece be captured
//   hidden.flip   = owner | none                 the owner may reveal as a move
//   hidden.placeholder = x  the FEN letter of a face-down piece of unknown identity
//   hidden.face   = back | shown   draw a face-down piece as a back, or as its face (a real
//                          piece: 第三代's 兵), the identity a badge to whoever knows it
//   hidden.faces  = j:a h:a   identities that lie under another face than the stand-in
//                          (第三代's advisors: their backs 將 and 臣 lie under the advisor)
//   hidden.placeholders = y:a   the FEN letter of an unknown piece of such a face
//   hidden.lone   = h t m  identities of hidden.faces that turn over by themselves once
//                          they lie under the last face-down piece of their face on their
//                          side (第三代's 「單翻」: 臣, 駝 騾, 助 輔, 妃 驫, 拋 石); the
//                          module pawn_backs plays the flip
// The variants: 暗戰 (standin W, nobody, not capturable), 第三代 (standin p, owner, the
// face shown, flips by the module pawn_backs), 陸戰 and 漢字將棋's 暗布 (immobile, owner),
// 起始 (immobile, all: a dormant piece's point says what it is).
#pragma once

#include <cstdint>

#include "core/types.h"

namespace xq {

// What a face-down piece moves as.
enum class FaceDownMoves : std::uint8_t {
  StandIn,   // as the declared stand-in type (暗戰's one-step 暗棋)
  Immobile,  // not at all (陸戰's secret 炸彈/地雷/軍旗, 起始's dormant pieces)
  AsStart,   // as the setup piece of the point it was set face-down on (揭棋-like)
};

// Who may know a face-down piece's identity besides the arbiter.
enum class HiddenKnowledge : std::uint8_t {
  Nobody,  // 暗戰: the owner flips without knowing
  Owner,   // 第三代, 陸戰: the owner arranged it
  All,     // 起始: everyone (the piece lies face-down on a start point of its own kind)
};

// The truth code of a face-down piece whose identity this position does not know
// (a viewer's position, or a FEN's placeholder letter). 0 = face-up.
constexpr std::uint8_t kUnknownIdentity = 0xFF;

struct HiddenRules {
  bool enabled = false;
  FaceDownMoves moves = FaceDownMoves::StandIn;
  PieceKind stand_in = PieceKind::General;  // the face kind (StandIn, Immobile)
  HiddenKnowledge known = HiddenKnowledge::Owner;
  bool capturable = true;
  bool owner_flips = true;
  char placeholder = 'x';  // lower case; upper case = a red face-down piece
  bool face_shown = false;  // drawn as its face (a real piece), not as a back
  // AsStart: the setup's piece on each point (the face a piece set face-down there takes).
  Piece start_face[kMaxSquares] = {};
  // Face groups (StandIn): the face of each identity kind (the stand-in unless
  // `hidden.faces` names another), and the placeholder letter of each face kind (0: none;
  // the stand-in's is `placeholder`). Faces differ so that what a face-down piece may do
  // still never depends on its identity: an identity only ever lies under its own face.
  PieceKind face_of[kMaxPieceKinds] = {};
  char placeholder_of[kMaxPieceKinds] = {};
  bool face_groups = false;  // some identity lies under another face than the stand-in
  // By identity letter ('a'..'z'): the placeholder of the face it lies under, where that
  // is not `placeholder` (0 otherwise). Redacting a variant text's setup needs it, with
  // no piece table at hand (hidden_view.h redact_variant_text).
  char placeholder_of_letter[26] = {};
  // `hidden.lone`: a bit per identity kind (index_of) that turns over alone (「單翻」).
  std::uint32_t lone = 0;
};

static_assert(kMaxPieceKinds <= 32, "HiddenRules::lone holds a bit per kind");

// The face a face-down `identity` lies under (StandIn, Immobile; AsStart takes the point's).
constexpr PieceKind face_for(const HiddenRules& rules, PieceKind identity) {
  return rules.face_groups ? rules.face_of[index_of(identity)] : rules.stand_in;
}

// The FEN letter (lower case) of a face-down piece of face kind `face` whose identity is
// not known.
constexpr char placeholder_for(const HiddenRules& rules, PieceKind face) {
  return rules.face_groups && rules.placeholder_of[index_of(face)] ? rules.placeholder_of[index_of(face)]
                                                                   : rules.placeholder;
}

// Is `lower` (a lower-case letter) a placeholder? Then `face` is the face it stands for.
constexpr bool placeholder_face(const HiddenRules& rules, char lower, PieceKind& face) {
  if (lower == rules.placeholder) {
    face = rules.stand_in;
    return true;
  }
  if (rules.face_groups)
    for (int k = 0; k < kMaxPieceKinds; ++k)
      if (rules.placeholder_of[k] == lower) {
        face = static_cast<PieceKind>(k);
        return true;
      }
  return false;
}

// Can some viewer not know a face-down identity (the views then differ from the arbiter's)?
constexpr bool has_secrets(const HiddenRules& rules) {
  return rules.enabled && rules.known != HiddenKnowledge::All;
}

// Who looks at a game: one player, a spectator, or the arbiter (who sees everything).
enum class Viewer : std::uint8_t { Red, Black, Spectator, Arbiter };

// May `viewer` know the identity of a face-down piece of `owner`?
constexpr bool may_know(const HiddenRules& rules, Viewer viewer, Color owner) {
  if (viewer == Viewer::Arbiter || rules.known == HiddenKnowledge::All) return true;
  if (viewer == Viewer::Spectator || rules.known == HiddenKnowledge::Nobody) return false;
  return (viewer == Viewer::Red) == (owner == Color::Red);
}

}  // namespace xq
