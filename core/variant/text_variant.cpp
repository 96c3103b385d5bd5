// Variant texts -> built variants, through a small LRU cache (see text_variant.h).
#include "core/variant/text_variant.h"

#include <algorithm>
#include <cctype>
#include <list>
#include <mutex>
#include <utility>

#include "core/variant/board_builder.h"

namespace xq {

namespace {

std::string trim(std::string_view s) {
  std::size_t b = 0, e = s.size();
  // The parser's own trim (std::isspace), so a compacted text parses the same.
  while (b < e && std::isspace(static_cast<unsigned char>(s[b]))) ++b;
  while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
  return std::string(s.substr(b, e - b));
}

// All of the parser's messages, one per line (the first few; the count of the rest).
std::string joined(std::vector<VariantError> errors) {
  constexpr std::size_t kShown = 5;
  // In text order (the parser checks keys in its own order).
  std::stable_sort(errors.begin(), errors.end(),
                   [](const VariantError& a, const VariantError& b) { return a.line < b.line; });
  std::string out;
  for (std::size_t i = 0; i < errors.size() && i < kShown; ++i) out += (i ? "\n" : "") + errors[i].text();
  if (errors.size() > kShown) out += "\n(" + std::to_string(errors.size() - kShown) + " more errors)";
  return out;
}

std::shared_ptr<const Variant> build(const std::string& text, const std::vector<std::string>& addons,
                                     std::string& error) {
  std::vector<VariantDef> known;
  for (const VariantDef* d : builtin_variant_defs()) known.push_back(*d);
  VariantParseResult parsed = parse_variants(text, known);
  if (!parsed.ok()) {
    error = joined(parsed.errors);
    return nullptr;
  }
  if (parsed.variants.empty()) {
    error = "the variant text defines no variant (it needs a [section])";
    return nullptr;
  }
  VariantDef def = std::move(parsed.variants.back());
  std::vector<std::string> all = def.addons;
  for (const std::string& a : addons)
    if (std::find(all.begin(), all.end(), a) == all.end()) all.push_back(a);
  if (all.size() != def.addons.size()) {
    // Extra add-ons: validated by the parser (it knows which exist, are implemented and
    // combine) as a child section of the played one.
    std::string child = text + "\n[" + def.id + "-with-addons:" + def.id + "]\naddons =";
    for (const std::string& a : all) child += " " + a;
    VariantParseResult again = parse_variants(child + "\n", known);
    if (!again.ok() || again.variants.empty()) {
      error = again.errors.empty() ? "add-ons rejected" : again.errors.back().message;
      return nullptr;
    }
    const std::string id = def.id, seed = def.seed;
    const RulesCardDef card = def.card;
    def = std::move(again.variants.back());
    def.id = id;
    def.seed = seed;  // the played section's own, not inherited by the child
    def.card = card;
  }
  auto v = std::make_shared<Variant>();
  v->geometry = build_variant_geometry(def, error, &v->powers, &v->types, &v->faces);
  if (!v->geometry) {
    error = "line " + std::to_string(def.setup_line) + ": " + def.id + ": " + error;
    return nullptr;
  }
  v->def = std::move(def);
  return v;
}

}  // namespace

std::string compact_variant_text(std::string_view text) {
  std::string out;
  std::size_t pos = 0;
  while (pos <= text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string line = trim(text.substr(pos, end - pos));
    pos = end + 1;
    // The parser's comment rules: a line starting with # or ;, or " #" after a value.
    if (const std::size_t hash = line.find(" #"); hash != std::string::npos) line = trim(line.substr(0, hash));
    if (!line.empty() && line[0] != '#' && line[0] != ';') {
      if (const std::size_t eq = line.find('='); eq != std::string::npos && line[0] != '[')
        line = trim(line.substr(0, eq)) + "=" + trim(line.substr(eq + 1));
      out += (out.empty() ? "" : "\n") + line;
    }
    if (end == text.size()) break;
  }
  return out;
}

std::shared_ptr<const Variant> variant_from_text(std::string_view text, const std::vector<std::string>& addons,
                                                 std::string& error) {
  if (text.size() > kMaxVariantTextBytes) {
    error = "variant text too long (" + std::to_string(text.size()) + " bytes, at most " +
            std::to_string(kMaxVariantTextBytes) + ")";
    return nullptr;
  }
  std::vector<std::string> sorted = addons;
  std::sort(sorted.begin(), sorted.end());
  // Length-prefixed, so no text can pose as another text plus add-ons.
  std::string key = std::to_string(text.size()) + ":" + std::string(text);
  for (const std::string& a : sorted) key += "," + a;

  struct Entry {
    std::string key;
    std::shared_ptr<const Variant> variant;
    std::string error;
  };
  static std::mutex mutex;
  static std::list<Entry> cache;  // most recently used first
  const std::lock_guard<std::mutex> lock(mutex);
  for (auto it = cache.begin(); it != cache.end(); ++it) {
    if (it->key != key) continue;
    cache.splice(cache.begin(), cache, it);
    error = cache.front().error;
    return cache.front().variant;
  }
  // Errors are cached too: the New Game dialog checks the same text every frame.
  Entry e{key, build(std::string(text), addons, error), {}};
  e.error = error;
  cache.push_front(std::move(e));
  if (cache.size() > kVariantTextCacheSize) cache.pop_back();
  return cache.front().variant;
}

}  // namespace xq
