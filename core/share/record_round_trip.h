// A record's round trip through every form the page and the tools write it in: the
// import (ImportedGame::to_game, record mode), PGN, DhtmlXQ and a v2 share link. Used by
// ccpd-replay over a whole collection and by the tests over quoted records, so both
// check the same promise (issue #13): a record legal move by move keeps ALL its moves,
// its Result tag and its arbiter notes in every form.
#pragma once

#include <string>
#include <vector>

#include "core/game.h"
#include "core/notation/import.h"

namespace xq::share {

struct RecordRoundTrip {
  std::string error;               // empty when every form kept the whole record
  std::vector<ArbiterNote> notes;  // the imported game's arbiter notes
  int plies = 0;                   // moves of the imported game
  bool ok() const { return error.empty(); }
};

// Imports `record` (start FEN, moves, result of a replayed record) and writes it back as
// PGN (Chinese notation), DhtmlXQ and a v2 link, reading each one again: every form must
// give the same moves, the same recorded result and (PGN and link) the same notes.
RecordRoundTrip check_record_round_trip(const notation::ImportedGame& record);

}  // namespace xq::share
