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
// --round-trip also writes every loaded tree as PGN (Chinese notation), DhtmlXQ and XQF,
// reads each back, lists every file whose tree comes back different (exit 2) and prints
// the time per format and the slowest file (the large-tree benchmark of issue #17).
//
//   xqf-replay [--quiet] [--each] [--round-trip] [--min-percent P] [--max-not-loaded N] DIR...
#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

#include "core/notation/dhtmlxq_tree.h"
#include "core/notation/pgn_tree.h"
#include "core/notation/xqf.h"
#include "core/notation/xqf_write.h"

namespace fs = std::filesystem;

namespace {

using Clock = std::chrono::steady_clock;

// The three writers and readers on one tree; counts, times and differences add up here.
struct RoundTrip {
  double seconds[3] = {};  // PGN, DhtmlXQ, XQF
  long differ = 0;
  double slowest = 0;
  std::string slowest_file;

  void run(const fs::path& f, const xq::notation::XqfResult& r) {
    using namespace xq::notation;
    // What each format can hold (docs/notation.md): DhtmlXQ has no brackets in texts, and
    // XQF's GBK no U+FFFD (a byte the file's own GBK had no character for) but '?'.
    xq::record::GameTree plain = r.tree, gbk = r.tree;
    for (std::size_t i = 0; i < plain.size(); ++i) {
      for (char& ch : plain.node(static_cast<int>(i)).comment) ch = ch == '[' ? '(' : ch == ']' ? ')' : ch;
      std::string& c = gbk.node(static_cast<int>(i)).comment;
      for (std::size_t at; (at = c.find("\xEF\xBF\xBD")) != std::string::npos;) c.replace(at, 3, "?");
    }
    const auto t0 = Clock::now();
    const PgnTreeGame p = read_pgn_tree(write_pgn_tree(r.tags, r.tree, Notation::Chinese, r.tag("Result")));
    const auto t1 = Clock::now();
    const DhtmlxqTree d = read_dhtmlxq_tree(write_dhtmlxq_tree(r.tags, plain));
    const auto t2 = Clock::now();
    const XqfResult x = read_xqf(write_xqf(r.tags, r.tree).bytes);
    const auto t3 = Clock::now();
    const double s[3] = {std::chrono::duration<double>(t1 - t0).count(), std::chrono::duration<double>(t2 - t1).count(),
                         std::chrono::duration<double>(t3 - t2).count()};
    for (int i = 0; i < 3; ++i) seconds[i] += s[i];
    if (s[0] + s[1] + s[2] > slowest) slowest = s[0] + s[1] + s[2], slowest_file = f.string();
    const std::string diffs[3] = {r.tree.first_difference(p.tree), plain.first_difference(d.tree),
                                  gbk.first_difference(x.tree)};
    static const char* kNames[3] = {"PGN", "DhtmlXQ", "XQF"};
    bool any = false;
    for (int i = 0; i < 3; ++i)
      if (!diffs[i].empty()) {
        std::cout << "ROUND TRIP " << kNames[i] << " " << f.string() << ": " << diffs[i] << "\n";
        any = true;
      }
    differ += any;
  }
};

}  // namespace

int main(int argc, char** argv) {
  bool quiet = false, each = false, round_trip = false;
  long max_not_loaded = 0;
  double min_percent = 0;
  std::vector<fs::path> roots;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--quiet") quiet = true;
    else if (a == "--each") each = true;
    else if (a == "--round-trip") round_trip = true;
    else if (a == "--min-percent" && i + 1 < argc) min_percent = std::atof(argv[++i]);
    else if (a == "--max-not-loaded" && i + 1 < argc) max_not_loaded = std::atol(argv[++i]);
    else if (!a.empty() && a[0] == '-') {
      std::cerr << "usage: xqf-replay [--quiet] [--each] [--round-trip] [--min-percent P] [--max-not-loaded N] DIR...\n";
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
  RoundTrip trip;
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
      if (round_trip) trip.run(f, r);
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
  if (round_trip)
    std::cout << "round trips: " << loaded - trip.differ << " of " << loaded << " trees the same through PGN, DhtmlXQ and XQF; "
              << "write+read PGN " << trip.seconds[0] << " s, DhtmlXQ " << trip.seconds[1] << " s, XQF "
              << trip.seconds[2] << " s; slowest " << trip.slowest_file << " (" << trip.slowest << " s)\n";
  const double percent = 100.0 * static_cast<double>(clean) / static_cast<double>(files.size());
  if (not_loaded > max_not_loaded || percent < min_percent || trip.differ > 0) return 2;
  return 0;
}
