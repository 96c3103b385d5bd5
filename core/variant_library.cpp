// The tools' variant files (see variant_library.h).
#include "core/variant_library.h"

#include <utility>

#include "core/variant/variant_file.h"

namespace xq {

std::optional<VariantLibrary> VariantLibrary::load(std::string_view text, std::string_view source_name,
                                                   std::string& error) {
  auto file = std::make_shared<VariantFile>();
  if (!load_variant_file(text, source_name, *file, error)) return std::nullopt;
  VariantLibrary out;
  out.file_ = std::move(file);
  return out;
}

const std::vector<std::string>& VariantLibrary::ids() const { return file_->ids; }

bool VariantLibrary::has(std::string_view id) const { return file_->find(id) != nullptr; }

GameOrError VariantLibrary::create_game(std::string_view id, std::string_view fen, RuleOptions options) const {
  std::shared_ptr<const Variant> variant = file_->find(id);
  if (!variant) {
    GameOrError out;
    out.error = "no variant '" + std::string(id) + "' in this file";
    return out;
  }
  // The game keeps the file's text with `id` last: what create_from_text plays, so
  // Game::create_like rebuilds the same variant. Add-ons change the tables, so a game
  // with add-ons is built from that text; without them the file's built variant serves
  // (no parse, and no limit on the file's length).
  const std::string text = file_->text_playing(variant->def.id);
  if (!options.addons.empty()) return Game::create_from_text(text, fen, std::move(options));
  return Game::create_from_variant(std::move(variant), text, fen, std::move(options));
}

}  // namespace xq
