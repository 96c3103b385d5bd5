// ccpd-replay: replays every game of a PGN collection read from stdin (made for the
// Chinese-Chess-Practical-Dataset: `xz -dc games.pgn.xz | ccpd-replay`) and reports each
// game that does not replay: its index, Source tag, move number, move text and reason.
//
// A game counts as replayed when its FEN tag parses, every move is legal, and its Result
// tag does not contradict a final mate or stalemate.
//
// Every game that is legal move by move is also imported as a record and round-tripped
// (core/share/record_round_trip.h: import, PGN, DhtmlXQ, v2 link) and must keep ALL its
// moves in each form: where our arbiter would have ended a live game (repetition, the
// natural limit) the record only gets a note. The counts of those notes are printed; any
// game that loses a move in a round trip is reported and makes the exit status 5. Exit status: 0 when the share of
// replayed games reaches the threshold (default 99%: the collection's README says only "a
// few records" are bad, so more failures than that mean a reader bug), 2 below it,
// 3 when no game was read, 4 on an unexpected internal error, 5 when a legal record lost
// moves in a round trip.
//
//   ccpd-replay [--quiet] [--min-percent P] < games.pgn
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <iostream>
#include <iterator>
#include <map>
#include <string>

#include "core/fen.h"
#include "core/notation/import.h"
#include "core/notation/pgn.h"
#include "core/share/record_round_trip.h"

namespace {

const char* const kAttribution = "Chinese-Chess-Practical-Dataset by Yu-Han Tseng, CC BY 4.0";

long round_trip_failures = 0;

// The note's kind for the counts: its reason, and the repetition pattern if any.
std::string note_kind(const xq::ArbiterNote& n) {
  std::string kind = xq::reason_name(n.reason);
  if (!n.kind_en.empty()) kind += ": " + n.kind_en + " (" + n.kind_zh + ")";
  return kind;
}

int run(int argc, char** argv) {
  bool quiet = false;
  double min_percent = 99.0;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--quiet") {
      quiet = true;
    } else if (a == "--min-percent" && i + 1 < argc) {
      min_percent = std::atof(argv[++i]);
    } else {
      std::cerr << "usage: ccpd-replay [--quiet] [--min-percent P] < games.pgn\n";
      return 64;
    }
  }

  const auto t0 = std::chrono::steady_clock::now();
  std::ios::sync_with_stdio(false);
  const std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
  const auto t1 = std::chrono::steady_clock::now();

  xq::notation::PgnReader reader(text);
  xq::notation::PgnGame game;
  xq::notation::PgnError tag_error;
  long games = 0, replayed = 0, plies = 0;
  long legal = 0, round_tripped = 0, cut_short = 0, noted_games = 0;
  std::map<std::string, long> by_kind;
  std::map<std::string, long> notes_by_kind, games_by_kind;  // arbiter notes: reason -> count
  while (reader.next(game, tag_error)) {
    const int index = static_cast<int>(games++);
    const xq::notation::PgnReplay r = xq::notation::replay(game, index);
    plies += static_cast<long>(r.moves.size());
    if (r.ok() && tag_error.reason.empty()) {
      ++legal;
      xq::notation::ImportedGame record;
      record.start_fen = xq::to_fen(r.start);
      record.moves = r.moves;
      record.result = r.result;
      const xq::share::RecordRoundTrip rt = xq::share::check_record_round_trip(record);
      if (rt.ok()) {
        ++round_tripped;
      } else if (!quiet || round_trip_failures < 20) {
        std::cout << "game " << index + 1 << ": round trip: " << rt.error << "  [Source \"" << game.tag("Source")
                  << "\", line " << game.line << "]\n";
      }
      if (!rt.ok()) ++round_trip_failures;
      std::map<std::string, bool> seen;
      for (const xq::ArbiterNote& n : rt.notes) {
        const std::string kind = note_kind(n);
        ++notes_by_kind[kind];
        if (!seen[kind]) ++games_by_kind[kind];
        seen[kind] = true;
      }
      if (!rt.notes.empty()) ++noted_games;
      if (!rt.notes.empty() && rt.notes.front().ply < rt.plies) ++cut_short;
    }
    std::string report, kind;
    if (!tag_error.reason.empty()) {
      report = tag_error.to_string();
      kind = "malformed tag";
    } else if (!r.ok()) {
      report = r.error.to_string();
      kind = r.error.reason.rfind("bad FEN", 0) == 0 ? "bad FEN tag"
             : r.error.ply == 1 && !r.error.reason.empty() ? "first move does not fit"
                                                           : "bad move";
    } else {
      const std::string contradiction = xq::notation::result_contradiction(game, r);
      if (!contradiction.empty()) {
        report = "game " + std::to_string(index + 1) + ": " + contradiction;
        kind = "result contradicts final position";
      }
    }
    if (report.empty()) {
      ++replayed;
      continue;
    }
    ++by_kind[kind];
    if (!quiet) {
      const std::string source = game.tag("Source");
      std::cout << report << "  [Source \"" << source << "\", line " << game.line << "]\n";
    }
  }
  const auto t2 = std::chrono::steady_clock::now();
  const double read_s = std::chrono::duration<double>(t1 - t0).count();
  const double replay_s = std::chrono::duration<double>(t2 - t1).count();

  std::cout << "ccpd: " << games << " games, " << replayed << " replayed, " << (games - replayed)
            << " reported\n";
  for (const auto& [kind, n] : by_kind) std::cout << "  " << n << " " << kind << "\n";
  std::cout << "records: " << legal << " legal move by move, " << round_tripped
            << " imported and round-tripped (PGN, DhtmlXQ, link) with all their moves, " << round_trip_failures
            << " failed\n";
  std::cout << "arbiter notes: " << noted_games << " games carry notes; " << cut_short
            << " would have been cut short as live games\n";
  for (const auto& [kind, n] : notes_by_kind)
    std::cout << "  " << kind << ": " << n << " notes in " << games_by_kind[kind] << " games\n";
  char line[160];
  std::snprintf(line, sizeof line, "time: %.2f s replaying and round-tripping %ld plies (%.0f plies/s), %.2f s reading input\n",
                replay_s, plies, replay_s > 0 ? plies / replay_s : 0.0, read_s);
  std::cout << line << "data: " << kAttribution << "\n";

  if (games == 0) {
    std::cerr << "ccpd-replay: no games read\n";
    return 3;
  }
  const double percent = 100.0 * static_cast<double>(replayed) / static_cast<double>(games);
  if (round_trip_failures > 0) {
    std::cerr << "ccpd-replay: " << round_trip_failures << " legal records lost moves in a round trip\n";
    return 5;
  }
  if (percent < min_percent) {
    std::snprintf(line, sizeof line, "ccpd-replay: only %.2f%% replayed, below the %.2f%% threshold\n",
                  percent, min_percent);
    std::cerr << line;
    return 2;
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const std::exception& e) {
    std::cerr << "ccpd-replay: internal error: " << e.what() << "\n";
    return 4;
  }
}
