// Variant files for the tools: Fairy-Stockfish's VariantPath convention (a file of
// [sections] whose variants join the built-in ones) for `xq perft --variant-file` and
// xq-engine's `setoption name VariantPath`. Unlike a pasted text (text_variant.h) a
// file may hold many variants and be long; any section can be played, by id.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/variant/registry.h"

namespace xq {

struct VariantFile {
  std::string text;                 // the whole file
  std::vector<std::string> ids;     // its sections, in order
  std::vector<std::shared_ptr<const Variant>> variants;  // built, same order
  // The variant `id`, or the last section when `id` is empty; nullptr if absent.
  std::shared_ptr<const Variant> find(std::string_view id) const;
  // The file's text with section `id` moved to the end: a text that plays `id` where a
  // text plays its last section (Game::create_from_text). Parents may stand anywhere in
  // a text, so the moved section still finds them.
  std::string text_playing(std::string_view id) const;
};

// Parses `text` (parents may be presets or other sections of the file) and builds every
// section. On any error returns false with `error` holding the parser's messages, each
// "NAME line N: …" (NAME = `source_name`), one per line.
bool load_variant_file(std::string_view text, std::string_view source_name, VariantFile& out, std::string& error);

}  // namespace xq
