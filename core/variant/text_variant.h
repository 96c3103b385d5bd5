// Variants built from a pasted or shared variant text (docs/variants.md §1), for
// Game::create_from_text. Parsing and building the geometry tables costs far more than a
// move, and a game is rebuilt from its text on every replay, undo-to-start or link
// decode, so the last few built variants are kept, keyed by their (compacted) text.
//
// Which section is played: the LAST section of the text (earlier ones may be its
// parents, e.g. "[big:xiangqi] … [fast:big] …" plays "fast"). Parents may also be
// built-in presets ("[fast:xiangqi]"); an id equal to a preset's is an error.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/variant/registry.h"

namespace xq {

// Longest variant text accepted (bytes, before compaction); the parser's own limits
// (board size, piece letters) bound the rest.
constexpr std::size_t kMaxVariantTextBytes = 8192;
// How many built variants the cache keeps (least recently used goes first). A Game keeps
// its own reference, so an evicted variant lives on while a game plays it.
constexpr std::size_t kVariantTextCacheSize = 8;

// The text with comments, blank lines and padding removed ("key = value  # x" ->
// "key=value"): it parses to the same variants (only line numbers change), and it is
// what a game stores and a link carries.
std::string compact_variant_text(std::string_view text);

// The last section of `text` (+ `addons` switched on), built; nullptr with `error` set to
// the parser's line-numbered messages (one per line, at most 5), the size limit or
// "defines no variant".
std::shared_ptr<const Variant> variant_from_text(std::string_view text, const std::vector<std::string>& addons,
                                                 std::string& error);

}  // namespace xq
