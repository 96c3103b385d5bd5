// Record files of any format (see record_file.h): detection, then the format's tree reader.
#include "core/notation/record_file.h"

#include "core/notation/cbf.h"
#include "core/notation/cbr.h"
#include "core/notation/dhtmlxq.h"
#include "core/notation/dhtmlxq_tree.h"
#include "core/notation/pgn_tree.h"
#include "core/notation/text_encoding.h"
#include "core/notation/xqf.h"

namespace xq::notation {

const char* record_format_name(RecordFormat f) {
  switch (f) {
    case RecordFormat::Xqf:
      return "XQF";
    case RecordFormat::Dhtmlxq:
      return "DhtmlXQ";
    case RecordFormat::Pgn:
      return "PGN";
    case RecordFormat::Cbf:
      return "CBF";
    case RecordFormat::Cbr:
      return "CBR";
    case RecordFormat::Cbl:
      return "CBL";
  }
  return "";
}

RecordFormat detect_record_format(std::string_view bytes) {
  if (looks_like_xqf(bytes)) return RecordFormat::Xqf;
  if (looks_like_cbr(bytes)) return RecordFormat::Cbr;
  if (looks_like_cbl(bytes)) return RecordFormat::Cbl;
  // CBF before DhtmlXQ: a CBF comment may quote a DhtmlXQ tag, never the other way round.
  if (looks_like_cbf(bytes)) return RecordFormat::Cbf;
  if (looks_like_dhtmlxq(bytes)) return RecordFormat::Dhtmlxq;
  return RecordFormat::Pgn;
}

RecordFile read_record_file(std::string_view bytes) {
  const RecordFormat format = detect_record_format(bytes);
  if (format == RecordFormat::Cbr) return as_record_file(format, read_cbr(bytes));
  if (format == RecordFormat::Cbl) {
    // Binary, UTF-16 texts: no encoding to guess. The library's own warnings come first.
    const CblLibrary lib = read_cbl_index(bytes);
    RecordFile out = as_record_file(format, read_cbl_game(bytes, lib, 0));
    out.warnings.insert(out.warnings.begin(), lib.warnings.begin(), lib.warnings.end());
    return out;
  }
  RecordFile out = format == RecordFormat::Xqf ? as_record_file(format, read_xqf(bytes))
                   : format == RecordFormat::Cbf ? as_record_file(format, read_cbf(bytes))
                   // The tag names are ASCII: the test needs no decoding.
                   : format == RecordFormat::Dhtmlxq ? as_record_file(format, read_dhtmlxq_tree(bytes))
                                                     : as_record_file(format, read_pgn_tree(bytes));
  // Only a text that is no UTF-8 needs the second look (the readers decode it themselves).
  if (format != RecordFormat::Xqf && !is_valid_utf8(bytes))
    if (const DecodedText d = decode_text(bytes); d.unsure) out.encoding_alternative = d.alternative;
  return out;
}

RecordFile read_record_file_as(std::string_view bytes, TextEncoding encoding) {
  if (const RecordFormat f = detect_record_format(bytes); f == RecordFormat::Xqf || f == RecordFormat::Cbr || f == RecordFormat::Cbl)
    return read_record_file(bytes);
  const DecodedText text = decode_text_as(bytes, encoding);
  RecordFile out = read_record_file(text.text);
  for (PgnTag& t : out.tags)
    if (t.name == "Encoding") t.value = text.encoding;
  if (text.replaced > 0)
    out.warnings.push_back(std::to_string(text.replaced) + " byte(s) are no " + text.encoding + " character (shown as U+FFFD)");
  return out;
}

GameOrError record_board(const RecordFile& r) {
  return r.format == RecordFormat::Pgn ? pgn_board(r.tags, r.tree.start_fen())
                                       : Game::create(Game::kStandardVariant, r.tree.start_fen());
}

}  // namespace xq::notation
