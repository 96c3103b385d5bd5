// The deal of the face-down identities a position does not know (RuleModule::deal), shared
// by the modules that deal: 暗戰's pool (dark_battle), 漢字將棋's and 陸戰's armies
// (arranged_start), 第三代's pawn backs (pawn_backs). Each says what a side's unknown pieces
// may still be; the order they are filled in, the one seeded stream and the refusal are
// the same for all, so a start's `deal:N` and the search's draw of a viewer's position
// work alike in every such variant.
#pragma once

#include <cctype>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/fen_error.h"
#include "core/notation/iccs.h"
#include "core/piece_faces.h"
#include "core/position.h"
#include "core/rules/seeded_shuffle.h"

namespace xq {

// Red's unknown face-down pieces, in board order, take Red's candidates (candidates_of(c):
// a std::vector<PieceKind>) shuffled by the seed's stream; then Black's, from the next
// numbers of the same stream. False, with pos unchanged, when a side has more unknown
// pieces than candidates (a FEN that does not fit the variant). With `face` only the
// pieces of that face are dealt (a face group, hidden_rules.h: 第三代's pawns and its
// advisors are dealt by two modules, each its own group).
template <class CandidatesOf>
bool deal_unknown_identities(Position& pos, std::uint64_t seed, CandidatesOf candidates_of,
                             std::optional<PieceKind> face = std::nullopt) {
  const Geometry& g = pos.geometry();
  std::uint64_t stream = seed;
  std::vector<std::pair<Square, Piece>> plan;
  for (Color c : {Color::Red, Color::Black}) {
    std::vector<PieceKind> left = candidates_of(c);
    seeded_shuffle(left, stream);
    std::size_t next = 0;
    for (int s = 0; s < g.size; ++s) {
      const Square sq = static_cast<Square>(s);
      if (!pos.face_down(sq) || pos.identity_known(sq) || pos.piece_on(sq).color() != c) continue;
      if (face && pos.piece_on(sq).kind() != *face) continue;
      if (next >= left.size()) return false;
      plan.emplace_back(sq, Piece(c, left[next++]));
    }
  }
  for (const auto& [sq, p] : plan) pos.set_face_down(sq, p);
  return true;
}

// `kinds` less one entry per identity of c's face-down pieces that pos knows: what is left
// to deal over the ones it does not.
inline void remove_known_identities(const Position& pos, Color c, std::vector<PieceKind>& kinds) {
  const Geometry& g = pos.geometry();
  for (int s = 0; s < g.size; ++s) {
    const Square sq = static_cast<Square>(s);
    if (!pos.identity_known(sq) || pos.identity(sq).color() != c) continue;
    for (std::size_t i = 0; i < kinds.size(); ++i)
      if (kinds[i] == pos.identity(sq).kind()) {
        kinds.erase(kinds.begin() + static_cast<std::ptrdiff_t>(i));
        break;
      }
  }
}

// p's FEN letter (upper case for Red), for the backs' FEN items and messages.
inline char back_letter(const Geometry& g, Piece p) {
  const char l = faces_or_standard(g.faces).letter[index_of(p.kind())];
  return p.color() == Color::Red ? static_cast<char>(std::toupper(static_cast<unsigned char>(l))) : l;
}

// The FEN check of a group of secret backs (第三代's pawns, its advisors): every known
// identity of a face-down piece under `face` is one of the group (back_index(kind): its
// bit, or -1), at most once a side and not among the side's `gone` bits. False with `out`
// filled: "the face-down NOUN on d0: its back 'J' WHY".
template <class BackIndex>
bool check_backs_once(const Position& pos, PieceKind face, BackIndex back_index, const unsigned gone[2],
                      const char* noun, const char* not_one, const char* twice, FenError& out) {
  const Geometry& g = pos.geometry();
  unsigned seen[2] = {gone[0], gone[1]};
  for (int s = 0; s < g.size; ++s) {
    const Square sq = static_cast<Square>(s);
    if (!pos.identity_known(sq) || pos.piece_on(sq).kind() != face) continue;
    const Piece id = pos.identity(sq);
    const int i = back_index(id.kind());
    const char* why = i < 0 ? not_one : (seen[index_of(id.color())] >> i & 1) ? twice : nullptr;
    if (why) {
      out.kind = FenErrorKind::BadCharacter;
      out.square = sq;
      out.piece = id;
      out.message = std::string("the face-down ") + noun + " on " + format_iccs_square(sq, g) + ": its back '" +
                    std::string(1, back_letter(g, id)) + "' " + why;
      return false;
    }
    seen[index_of(id.color())] |= 1u << i;
  }
  return true;
}

}  // namespace xq
