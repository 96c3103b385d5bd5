// Reading a module's own move shape by listing its legal moves and comparing, shared by
// the modules whose moves have texts of their own (雲端's swaps, 神牛's ox pairs): the text
// given as ICCS names the move, any other form is found by writing each listed move in
// WXF and both Chinese scripts.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/move_list.h"
#include "core/position.h"
#include "core/rules/rule_module.h"

namespace xq {

// The move of `legal` equal to `iccs` when the text was ICCS (iccs set), else the one whose
// `write` text in WXF, Chinese or simplified Chinese is `text`; false when none is.
inline bool find_listed_move(const Position& pos, const MoveList& legal, const std::optional<Move>& iccs,
                             std::string_view text,
                             std::string (*write)(const Position& pos, Move m, notation::Notation n),
                             ModuleMoveRead& out) {
  using notation::Notation;
  for (Move m : legal) {
    if (iccs) {
      if (m != *iccs) continue;
      out.move = m;
      out.notation = Notation::Iccs;
      return true;
    }
    for (Notation n : {Notation::Wxf, Notation::Chinese, Notation::ChineseSimplified})
      if (write(pos, m, n) == text) {
        out.move = m;
        out.notation = n;
        return true;
      }
  }
  return false;
}

}  // namespace xq
