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
  RecordFile out;
  // Only a text that is no UTF-8 needs the second look (the readers decode it themselves).
  const RecordFormat format = detect_record_format(bytes);
  if (format == RecordFormat::Cbr || format == RecordFormat::Cbl) {
    // Binary, UTF-16 texts: no encoding to guess.
    const CblLibrary lib = format == RecordFormat::Cbl ? read_cbl_index(bytes) : CblLibrary{};
    CbrGame c = format == RecordFormat::Cbr ? read_cbr(bytes) : read_cbl_game(bytes, lib, 0);
    out.format = format;
    out.tree = std::move(c.tree);
    out.tags = std::move(c.tags);
    out.result = c.result;
    out.loaded = c.loaded;
    out.warnings = lib.warnings;
    for (std::string& w : c.warnings) out.warnings.push_back(std::move(w));
    return out;
  }
  if (format != RecordFormat::Xqf && !is_valid_utf8(bytes))
    if (const DecodedText d = decode_text(bytes); d.unsure) out.encoding_alternative = d.alternative;
  if (looks_like_xqf(bytes)) {
    XqfResult x = read_xqf(bytes);
    out.format = RecordFormat::Xqf;
    out.tree = std::move(x.tree);
    out.result = x.tag("Result");  // before the tags move out
    out.tags = std::move(x.tags);
    out.loaded = x.loaded;
    out.warnings = std::move(x.warnings);
  } else if (looks_like_cbf(bytes)) {
    CbfGame c = read_cbf(bytes);
    out.format = RecordFormat::Cbf;
    out.tree = std::move(c.tree);
    out.tags = std::move(c.tags);
    out.result = c.result;
    out.loaded = c.loaded;
    out.warnings = std::move(c.warnings);
  } else if (looks_like_dhtmlxq(bytes)) {
    // The tag names are ASCII: the test needs no decoding.
    DhtmlxqTree d = read_dhtmlxq_tree(bytes);
    out.format = RecordFormat::Dhtmlxq;
    out.tree = std::move(d.tree);
    out.result = d.tag("Result");
    out.tags = std::move(d.tags);
    out.loaded = d.loaded;
    out.warnings = std::move(d.warnings);
  } else {
    PgnTreeGame p = read_pgn_tree(bytes);
    out.format = RecordFormat::Pgn;
    out.tree = std::move(p.tree);
    out.tags = std::move(p.tags);
    out.result = p.result;
    out.loaded = p.loaded;
    out.warnings = std::move(p.warnings);
  }
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

}  // namespace xq::notation
