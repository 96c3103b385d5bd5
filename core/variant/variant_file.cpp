// Variant files (see variant_file.h).
#include "core/variant/variant_file.h"

#include "core/variant/board_builder.h"

namespace xq {

std::shared_ptr<const Variant> VariantFile::find(std::string_view id) const {
  if (variants.empty()) return nullptr;
  if (id.empty()) return variants.back();
  for (size_t i = 0; i < ids.size(); ++i)
    if (ids[i] == id) return variants[i];
  return nullptr;
}

std::string VariantFile::text_playing(std::string_view id) const {
  std::string head, chosen, rest;
  std::string* into = &head;
  size_t pos = 0;
  while (pos < text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string::npos) end = text.size();
    const std::string line = text.substr(pos, end - pos);
    pos = end + 1;
    const size_t first = line.find_first_not_of(" \t\r");
    if (first != std::string::npos && line[first] == '[') {
      const size_t stop = line.find_first_of(":]", first + 1);
      std::string name = line.substr(first + 1, stop == std::string::npos ? std::string::npos : stop - first - 1);
      while (!name.empty() && (name.back() == ' ' || name.back() == '\t')) name.pop_back();
      while (!name.empty() && (name.front() == ' ' || name.front() == '\t')) name.erase(0, 1);
      into = name == id ? &chosen : &rest;
    }
    *into += line + "\n";
  }
  return head + rest + chosen;
}

bool load_variant_file(std::string_view text, std::string_view source_name, VariantFile& out, std::string& error) {
  out = VariantFile{};
  out.text = std::string(text);
  std::vector<VariantDef> known;
  for (const VariantDef* d : builtin_variant_defs()) known.push_back(*d);
  VariantParseResult parsed = parse_variants({VariantSource{std::string(source_name), out.text}}, known);
  error.clear();
  for (const VariantError& e : parsed.errors) error += (error.empty() ? "" : "\n") + e.text();
  if (!parsed.ok()) return false;
  if (parsed.variants.empty()) {
    error = std::string(source_name) + ": no [section] defines a variant";
    return false;
  }
  for (VariantDef& def : parsed.variants) {
    auto v = std::make_shared<Variant>();
    std::string why;
    v->geometry = build_variant_geometry(def, why, &v->powers, &v->types, &v->faces);
    if (!v->geometry) {
      error = std::string(source_name) + " line " + std::to_string(def.setup_line) + ": " + def.id + ": " + why;
      return false;
    }
    out.ids.push_back(def.id);
    v->def = std::move(def);
    out.variants.push_back(std::move(v));
  }
  return true;
}

}  // namespace xq
