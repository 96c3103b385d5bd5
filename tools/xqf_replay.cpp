// xqf-replay: reads every XQF record (*.xqf, any case) under the given directories (made
// for ../shared/data/xqf/records.tar.xz, unpacked by scripts/test into build/) and
// reports the counts (files, games read, moves, variations, comments) and each file that
// does not read cleanly, with its reason (every move checked against the rules).
//
// Exit status: 0 when every file loaded (a start position; problems inside the tree are
// listed, not fatal) and the share of files read cleanly reaches --min-percent (default
// 0), 2 otherwise, 3 when no file was found.
//
// --max-not-loaded N accepts up to N files that do not load at all (known defects, listed
// anyway); --each prints every file's counts (moves, variations, comments, main line).
//
//   xqf-replay [--quiet] [--each] [--min-percent P] [--max-not-loaded N] DIR...
#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

#include "core/notation/xqf.h"

namespace fs = std::filesystem;

int main(int argc, char** argv) {
  bool quiet = false, each = false;
  long max_not_loaded = 0;
  double min_percent = 0;
  std::vector<fs::path> roots;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--quiet") quiet = true;
    else if (a == "--each") each = true;
    else if (a == "--min-percent" && i + 1 < argc) min_percent = std::atof(argv[++i]);
    else if (a == "--max-not-loaded" && i + 1 < argc) max_not_loaded = std::atol(argv[++i]);
    else if (!a.empty() && a[0] == '-') {
      std::cerr << "usage: xqf-replay [--quiet] [--each] [--min-percent P] [--max-not-loaded N] DIR...\n";
      return 64;
    } else roots.emplace_back(a);
  }
  std::vector<fs::path> files;
  for (const fs::path& root : roots) {
    std::error_code ec;
    for (fs::recursive_directory_iterator it(root, ec), end; !ec && it != end; it.increment(ec)) {
      if (!it->is_regular_file()) continue;
      std::string ext = it->path().extension().string();
      std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return std::tolower(c); });
      if (ext == ".xqf") files.push_back(it->path());
    }
  }
  std::sort(files.begin(), files.end());
  if (files.empty()) {
    std::cerr << "xqf-replay: no .xqf file found\n";
    return 3;
  }
  const auto t0 = std::chrono::steady_clock::now();
  long loaded = 0, clean = 0, not_loaded = 0, moves = 0, variations = 0, comments = 0, bytes_total = 0;
  long by_version[256] = {};
  for (const fs::path& f : files) {
    std::ifstream in(f, std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    bytes_total += static_cast<long>(bytes.size());
    const xq::notation::XqfResult r = xq::notation::read_xqf(bytes);
    ++by_version[r.version & 0xFF];
    if (r.loaded) {
      ++loaded;
      const xq::record::TreeCounts c = r.tree.counts();
      moves += static_cast<long>(c.moves);
      variations += static_cast<long>(c.variations);
      comments += static_cast<long>(c.comments);
      if (each)
        std::cout << f.string() << ": version " << r.version << ", moves " << c.moves << ", variations "
                  << c.variations << ", comments " << c.comments << ", main line " << c.main_line << "\n";
    } else {
      ++not_loaded;
    }
    if (r.ok()) {
      ++clean;
      continue;
    }
    if (quiet && r.loaded) continue;
    std::cout << (r.loaded ? "PROBLEM " : "FAILED ") << f.string() << "\n";
    std::size_t shown = 0;
    for (const std::string& w : r.warnings) {
      if (++shown > 5) {
        std::cout << "    … " << r.warnings.size() - 5 << " more\n";
        break;
      }
      std::cout << "    " << w << "\n";
    }
  }
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::cout << "files " << files.size() << ", games read " << loaded << " (" << clean << " cleanly, "
            << loaded - clean << " with problems listed above), not loaded " << not_loaded << "\n"
            << "moves " << moves << ", variations " << variations << ", comments " << comments << "\n"
            << "versions:";
  for (int v = 0; v < 256; ++v)
    if (by_version[v]) std::cout << " " << v << "=" << by_version[v];
  std::cout << "\n" << bytes_total << " bytes in " << secs << " s\n";
  const double percent = 100.0 * static_cast<double>(clean) / static_cast<double>(files.size());
  if (not_loaded > max_not_loaded || percent < min_percent) return 2;
  return 0;
}
