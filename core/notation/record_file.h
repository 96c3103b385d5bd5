// A game record file of any format the core reads, detected by its content: XQF (binary,
// "XQ" and a version), 象棋橋 CBR and CBL (binary, "CCBridge Record" / "CCBridgeLibrary"),
// 象棋橋 CBF (XML, a <ChineseChessRecord> element), DhtmlXQ (a [DhtmlXQ_…] tag) or PGN /
// a plain move list (anything else). Text files may be UTF-8 or GBK (text_encoding.h). The one entry point for tools
// and the page to open a record as a tree.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/notation/pgn.h"
#include "core/notation/text_encoding.h"
#include "core/record/game_tree.h"

namespace xq::notation {

enum class RecordFormat { Xqf, Dhtmlxq, Pgn, Cbf, Cbr, Cbl };
// "XQF", "DhtmlXQ", "PGN", "CBF", "CBR", "CBL"
const char* record_format_name(RecordFormat f);

struct RecordFile {
  RecordFormat format = RecordFormat::Pgn;
  record::GameTree tree;
  std::vector<PgnTag> tags;           // PGN names (Encoding for text files)
  std::string result;                 // "1-0", "0-1", "1/2-1/2", "*" or empty
  bool loaded = false;                // a start position was read (false: nothing to show)
  std::vector<std::string> warnings;  // every problem, naming the line and move
  // A text whose encoding was guessed unsure (GBK or Big5, text_encoding.h): the other
  // reading's name, for the page to offer (read_record_file_as); empty when sure.
  std::string encoding_alternative;
};

// One format reader's result as a RecordFile: every reader returns the same parts (tree,
// tags, loaded, warnings) and the result either as a field or as its Result tag.
template <class Read>
RecordFile as_record_file(RecordFormat format, Read&& r) {
  RecordFile out;
  out.format = format;
  if constexpr (requires { r.result; }) {
    out.result = std::move(r.result);
  } else {
    out.result = r.tag("Result");  // before the tags move out
  }
  out.tree = std::move(r.tree);
  out.tags = std::move(r.tags);
  out.loaded = r.loaded;
  out.warnings = std::move(r.warnings);
  return out;
}

// A game at the record's start on the board its tree was read on (the moves are legal
// there): a PGN's Variant, VariantText and Addons tags' (pgn_board), the standard board for
// the other formats. The error names the tag that failed.
GameOrError record_board(const RecordFile& r);

// The format read_record_file reads `bytes` as (by content, as above).
RecordFormat detect_record_format(std::string_view bytes);

// Reads the file's first game (a multi-game PGN or a CBL library: the first;
// record_library.h lists them all).
RecordFile read_record_file(std::string_view bytes);
// The same with the text read as `encoding` (the user's choice after an unsure guess);
// XQF's texts are always GBK and ignore it.
RecordFile read_record_file_as(std::string_view bytes, TextEncoding encoding);

}  // namespace xq::notation
