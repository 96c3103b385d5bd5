// VariantLibrary: the tools' door to variant files (Fairy-Stockfish's VariantPath
// convention: a file of [sections] whose variants join the built-in ones; docs/variants.md
// §1), for `xq perft --variant-file` and xq-engine's `setoption name VariantPath`.
// A public entry point next to the facade (docs/architecture.md): the tools name sections
// and get Games; the parsed definitions and tables stay inside the core.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"

namespace xq {

struct VariantFile;  // core/variant/variant_file.h

class VariantLibrary {
public:
  // Parses `text` (parents may be presets or other sections of the file) and builds every
  // section once. On any error: nullopt, with `error` holding the parser's messages, each
  // "NAME line N: …" (NAME = `source_name`), one per line.
  static std::optional<VariantLibrary> load(std::string_view text, std::string_view source_name, std::string& error);

  // The file's section ids, in file order.
  const std::vector<std::string>& ids() const;
  // Section `id` is in the file (an empty id means the last section, always present).
  bool has(std::string_view id) const;
  // A game of section `id` (the last section when empty) from `fen` (empty = its setup).
  // Errors as Game::create_from_text.
  GameOrError create_game(std::string_view id, std::string_view fen, RuleOptions options) const;

private:
  std::shared_ptr<const VariantFile> file_;
};

}  // namespace xq
