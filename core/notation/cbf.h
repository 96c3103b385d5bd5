// 象棋橋 (XQBridge) CBF records: an XML file, <ChineseChessRecord> with a <Head> of named
// fields (Name, Contest, Red, Black, Date, ECCO, FEN, RecordResult, …) and a <MoveList> of
// <Move value="xy-xy"> elements, the first ("00-00") standing for the start and carrying
// the comment before the first move, each other one a move with its comment as its text.
//
// Variations: the records we have (../shared test vectors) hold only a main line, and no
// public description says how 象棋橋 writes a variation in CBF. This reader and writer use
// <Variation> elements placed right after a <Move>: each holds <Move>s that are an
// alternative to that move (PGN's RAV, nested the same way). Marks are a `mark="!?"`
// attribute of a <Move>. Both are this project's choice, documented in docs/notation.md,
// "象棋橋 CBF"; a file from 象棋橋 with variations written another way loads its main line
// and names every element it skipped.
//
// Reading a broken record loads every legal move: an illegal move ends its own line and is
// reported naming the line and ply. The reader is a small tolerant XML tokenizer (no DTDs,
// no namespaces), never recursive, safe on any bytes (tests/fuzz/fuzz_cbf.cpp).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/notation/pgn.h"
#include "core/record/game_tree.h"

namespace xq::notation {

struct CbfGame {
  record::GameTree tree;
  std::vector<PgnTag> tags;           // PGN names for the fields PGN has (Title, Event, Round,
                                      // Date, Site, Red, Black, …, ECCO, Result), the CBF name
                                      // for the others (From, DateModified, …), plus Encoding
  std::string result;                 // "1-0", "0-1", "1/2-1/2" or "*"
  bool loaded = false;                // a start position was read
  std::vector<std::string> warnings;  // every problem in file order, naming the line
  bool ok() const { return warnings.empty(); }
  std::string tag(std::string_view name) const;
};

// Does the text start (after a byte-order mark, white space and an XML declaration or
// comments) with a <ChineseChessRecord> element?
bool looks_like_cbf(std::string_view bytes);

// Reads a CBF file (UTF-8 as 象棋橋 writes it; GBK detected as for other texts).
CbfGame read_cbf(std::string_view bytes);

// Writes the tree as CBF (UTF-8 with the XML declaration, every Head field 象棋橋 writes,
// empty ones as <Field />), `tags` mapped back to CBF fields, every variation, comment and
// mark. Every move must be legal from its parent's position, as the readers guarantee.
std::string write_cbf(const std::vector<PgnTag>& tags, const record::GameTree& tree,
                      const std::string& result);

}  // namespace xq::notation
