// Record libraries (see record_library.h): PgnReader splits the text once, each game is
// replayed into a tree that is summarised and dropped.
#include "core/notation/record_library.h"

#include "core/notation/cbr.h"
#include "core/notation/pgn_tree.h"
#include "core/notation/text_encoding.h"

namespace xq::notation {

std::string LibraryEntry::tag(std::string_view name) const {
  for (const PgnTag& t : tags)
    if (t.name == name) return t.value;
  return {};
}

std::string LibraryEntry::opening() const {
  const std::string ecco = tag("ECCO"), name = tag("Opening");
  if (ecco.empty() || name.empty()) return ecco + name;
  return ecco + " " + name;
}

std::size_t RecordLibrary::failures() const {
  std::size_t n = 0;
  for (const LibraryEntry& e : games) n += e.problem.empty() ? 0 : 1;
  return n;
}

std::size_t RecordLibrary::moves() const {
  std::size_t n = 0;
  for (const LibraryEntry& e : games) n += e.moves;
  return n;
}

namespace {

// Only PGN (and plain move lists, read as PGN) holds several games.
bool is_pgn(std::string_view bytes) {
  return detect_record_format(bytes) == RecordFormat::Pgn;
}

LibraryEntry summarise(const RecordFile& r, std::size_t index, std::size_t line) {
  LibraryEntry e;
  e.index = index;
  e.line = line;
  for (const PgnTag& t : r.tags)
    if (t.name != "Encoding") e.tags.push_back(t);
  const record::TreeCounts c = r.tree.counts();
  e.moves = c.main_line;
  e.variations = c.variations;
  e.loaded = r.loaded;
  if (!r.warnings.empty()) e.problem = r.warnings.front();
  return e;
}

}  // namespace

std::size_t count_record_games(std::string_view bytes) {
  if (looks_like_cbl(bytes)) return read_cbl_index(bytes).records.size();
  if (!is_pgn(bytes)) return 1;
  const DecodedText text = decode_text(bytes);
  PgnReader reader(text.text);
  PgnGame g;
  PgnError e;
  std::size_t n = 0;
  while (reader.next(g, e)) ++n;
  return n == 0 ? 1 : n;  // an empty text still opens as one (empty) game
}

RecordLibrary read_record_library(std::string_view bytes) {
  RecordLibrary lib;
  if (looks_like_cbl(bytes)) {
    lib.format = RecordFormat::Cbl;
    lib.encoding = "UTF-16";
    const CblLibrary index = read_cbl_index(bytes);
    for (std::size_t i = 0; i < index.records.size(); ++i)
      lib.games.push_back(summarise(as_record_file(RecordFormat::Cbl, read_cbl_game(bytes, index, i)), i, 1));
    return lib;
  }
  if (!is_pgn(bytes)) {
    const RecordFile r = read_record_file(bytes);
    lib.format = r.format;
    for (const PgnTag& t : r.tags)
      if (t.name == "Encoding") lib.encoding = t.value;
    lib.games.push_back(summarise(r, 0, 1));
    return lib;
  }
  const DecodedText text = decode_text(bytes);
  lib.encoding = text.encoding;
  PgnReader reader(text.text);
  PgnGame g;
  PgnError e;
  for (std::size_t i = 0; reader.next(g, e); ++i) {
    RecordFile r = as_record_file(RecordFormat::Pgn, read_pgn_tree(g));
    // A malformed tag line comes first: it may explain what follows.
    if (!e.reason.empty()) r.warnings.insert(r.warnings.begin(), e.to_string());
    lib.games.push_back(summarise(r, i, g.line));
    e = PgnError{};
  }
  return lib;
}

RecordFile read_library_game(std::string_view bytes, std::size_t index) {
  if (looks_like_cbl(bytes)) {
    const CblLibrary lib = read_cbl_index(bytes);
    if (index < lib.records.size()) return as_record_file(RecordFormat::Cbl, read_cbl_game(bytes, lib, index));
  } else if (!is_pgn(bytes)) {
    if (index == 0) return read_record_file(bytes);
  } else {
    const DecodedText text = decode_text(bytes);
    PgnReader reader(text.text);
    PgnGame g;
    PgnError e;
    for (std::size_t i = 0; reader.next(g, e); ++i) {
      if (i != index) continue;
      RecordFile r = as_record_file(RecordFormat::Pgn, read_pgn_tree(g));
      r.tags.push_back({"Encoding", text.encoding});
      if (!e.reason.empty()) r.warnings.insert(r.warnings.begin(), e.to_string());
      return r;
    }
  }
  RecordFile none;
  none.warnings.push_back("the file has no game " + std::to_string(index + 1));
  return none;
}

}  // namespace xq::notation
