// The shared XQF records for round-trip tests: scripts/test unpacks
// ../shared/data/xqf/records.tar.xz into build/xqf-records (or set XQF_RECORDS_DIR).
// Listing a directory needs std::filesystem, which the wasm build of the tests does not
// reach the host with: there the list is empty and the tests skip.
#pragma once

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#if !defined(__EMSCRIPTEN__)
#include <filesystem>
#endif

namespace xq_test {

inline std::string read_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// Every *.xqf file (any case) under the records directory, sorted; empty when absent.
inline std::vector<std::string> xqf_record_files() {
  std::vector<std::string> out;
#if !defined(__EMSCRIPTEN__)
  namespace fs = std::filesystem;
  std::string dir = std::getenv("XQF_RECORDS_DIR") ? std::getenv("XQF_RECORDS_DIR") : "";
  if (dir.empty()) dir = std::string(XQ_SOURCE_DIR) + "/build/xqf-records";
  std::error_code ec;
  for (fs::recursive_directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    if (!it->is_regular_file(ec)) continue;
    std::string ext = it->path().extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (ext == ".xqf") out.push_back(it->path().string());
  }
  std::sort(out.begin(), out.end());
#endif
  return out;
}

}  // namespace xq_test
