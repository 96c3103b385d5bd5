// xq: command-line notation tool over the rules core.
//   xq convert --to iccs|wxf|chinese|chinese-simplified [--fen FEN] < movetext
//       reads one game's moves in any notation (numbers, comments, variations and
//       results tolerated; or one PGN game, whose FEN tag is used) and prints one move
//       per line in the target notation
//   xq fen [--fen FEN] < movetext      prints the FEN after the moves
//   xq perft [--variant-file FILE [--variant ID]] FEN DEPTH
//                                      prints the leaf count; with a variant file
//                                      (docs/variants.md §1) on that variant (its last
//                                      section unless --variant names one), FEN
//                                      `startpos` = the variant's setup
//   xq import [--pgn [--to N]] FILE    reads a game record file (XQF 象棋演播室, PGN with
//                                      variations, DhtmlXQ; detected by content, texts in
//                                      UTF-8 or GBK) and prints its start FEN on the first
//                                      line, then the main line in ICCS, one move per
//                                      line; with --pgn the whole tree as PGN (every
//                                      variation, comment and mark; moves in ICCS or the
//                                      --to notation); every problem of a broken record
//                                      (the line, move and reason) goes to stderr as
//                                      "warning: …"; exit 1 only when nothing loaded (no
//                                      start position)
//   xq import [--pgn [--to N]] --game N FILE   game N (from 1) of a multi-game file
//   xq import --encoding utf-8|gbk|big5 FILE   reads the text in that encoding; without it
//                                      the encoding is detected, and an unsure guess
//                                      (GBK or Big5) is noted on stderr as "note: …"
//   xq import [--summary] FILE         a file holding several games (a PGN collection)
//                                      lists them, one line each: number, players, event,
//                                      date, result, opening, moves, and the reason a
//                                      broken game stopped; --summary prints only the
//                                      counts and the broken games. FILE - reads stdin.
//                                      Formats: XQF, 象棋橋 CBF, PGN, DhtmlXQ.
// The input is a record: it is converted whole. Where our arbiter would have ended a live
// game (repetition, the natural limit, dead material) the move is still converted and
// the point goes to stderr as "note: ply <n>: <text>" (exit status 0).
// On an unreadable or illegal move: exit 1 and "error: move <n> '<text>': <reason>" on
// stderr, where n counts moves (plies) from 1; moves before it are still printed.
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <iterator>
#include <optional>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/notation/movetext.h"
#include "core/notation/iccs.h"
#include "core/notation/pgn.h"
#include "core/notation/pgn_tree.h"
#include "core/notation/record_file.h"
#include "core/notation/record_library.h"
#include "core/variant_library.h"

namespace {

using xq::notation::Notation;

int usage() {
  std::cerr << "usage: xq convert --to iccs|wxf|chinese|chinese-simplified [--fen FEN] < moves\n"
               "       xq fen [--fen FEN] < moves\n"
               "       xq import [--pgn [--to NOTATION]] [--game N] [--encoding utf-8|gbk|big5] FILE.xqf|.cbf|.pgn|.txt\n"
               "       xq import [--summary] LIBRARY.pgn|-\n"
               "       xq perft [--variant-file FILE [--variant ID]] FEN|startpos DEPTH\n";
  return 64;
}

// Plays the movetext on stdin; calls `on_move(game_before, move)` for each move.
template <class OnMove>
int play_stdin(const std::string& fen, OnMove on_move, xq::Game*& out_game, std::optional<xq::Game>& holder) {
  std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
  // A PGN game (tag lines first): take its movetext, and its FEN tag unless --fen was given.
  std::string start_fen = fen;
  const std::size_t first = text.find_first_not_of(" \t\r\n");
  if (first != std::string::npos && text[first] == '[') {
    std::vector<xq::notation::PgnError> errors;
    const std::vector<xq::notation::PgnGame> games = xq::notation::read_pgn(text, &errors);
    if (!errors.empty()) {
      std::cerr << "error: " << errors.front().reason << "\n";
      return 1;
    }
    if (!games.empty()) {
      if (start_fen.empty()) start_fen = games.front().tag("FEN");
      text = games.front().movetext;
    }
  }
  xq::GameOrError made = xq::Game::create(xq::Game::kStandardVariant, start_fen);
  if (!made.game) {
    std::cerr << "error: " << made.error << "\n";
    return 1;
  }
  holder = std::move(made.game);
  xq::Game& game = *holder;
  game.set_record(true);  // a record keeps every move past our arbiter's rulings
  out_game = &game;
  std::size_t noted = 0;
  auto report_notes = [&] {
    if (noted < game.arbiter_notes().size()) std::cout.flush();  // the note follows its move
    for (; noted < game.arbiter_notes().size(); ++noted)
      std::cerr << "note: ply " << game.arbiter_notes()[noted].ply << ": " << game.arbiter_notes()[noted].text
                << "\n";
  };
  const xq::notation::MovetextScan scan = xq::notation::scan_movetext(text);
  int n = 0;
  for (const auto& mt : scan.moves) {
    ++n;
    const xq::notation::ParsedMove pm = xq::notation::parse_move(game, mt.text);
    std::string reason = pm.error;
    if (pm.ok()) {
      on_move(game, pm.move);
      const xq::MoveVerdict v = game.play(pm.move);
      report_notes();
      if (v.ok()) continue;
      reason = v.text;
    }
    std::cerr << "error: move " << n << " '" << mt.text << "': " << reason << "\n";
    return 1;
  }
  if (!scan.ok()) {
    std::size_t end = text.find_first_of(" \t\r\n", scan.error_offset);
    if (end == std::string::npos) end = text.size();
    std::cerr << "error: move " << n + 1 << " '" << text.substr(scan.error_offset, end - scan.error_offset)
              << "': " << scan.error << "\n";
    return 1;
  }
  return 0;
}

// xq perft [--variant-file FILE [--variant ID]] FEN|startpos DEPTH
int perft_command(int argc, char** argv) {
  std::string file, id;
  std::vector<std::string> rest;
  for (int i = 2; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--variant-file" && i + 1 < argc) file = argv[++i];
    else if (a == "--variant" && i + 1 < argc) id = argv[++i];
    else rest.push_back(a);
  }
  if (rest.size() != 2 || (!id.empty() && file.empty())) return usage();
  char* end = nullptr;
  const long depth = std::strtol(rest[1].c_str(), &end, 10);
  if (rest[1].empty() || *end != '\0' || depth < 0 || depth > 12) {
    std::cerr << "error: DEPTH must be a number 0..12, found '" << rest[1] << "'\n";
    return 1;
  }
  if (rest[0].empty()) {
    std::cerr << "error: FEN is empty (write startpos for the variant's setup)\n";
    return 1;
  }
  const std::string fen = rest[0] == "startpos" ? std::string() : rest[0];
  xq::GameOrError made;
  if (!file.empty()) {
    std::ifstream in(file, std::ios::binary);
    if (!in) {
      std::cerr << "error: cannot read variant file '" << file << "'\n";
      return 1;
    }
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::string error;
    const std::optional<xq::VariantLibrary> library = xq::VariantLibrary::load(text, file, error);
    if (!library) {
      std::cerr << "error: " << error << "\n";
      return 1;
    }
    if (!library->has(id)) {
      std::string known;
      for (const std::string& v : library->ids()) known += (known.empty() ? "" : ", ") + v;
      std::cerr << "error: " << file << " has no variant '" << id << "' (it has: " << known << ")\n";
      return 1;
    }
    made = library->create_game(id, fen, {});
  } else {
    made = xq::Game::create(xq::Game::kStandardVariant, fen);
  }
  if (!made.game) {
    std::cerr << "error: " << made.error << "\n";
    return 1;
  }
  std::cout << made.game->perft(static_cast<int>(depth)) << "\n";
  return 0;
}

// A library's games, one line each (or only the counts and the broken games).
int list_library(const std::string& bytes, bool summary) {
  const xq::notation::RecordLibrary lib = xq::notation::read_record_library(bytes);
  std::size_t variations = 0;
  for (const xq::notation::LibraryEntry& e : lib.games) {
    variations += e.variations;
    if (summary) {
      if (e.problem.empty()) continue;
      std::cout << "game " << e.index + 1;
      if (lib.format == xq::notation::RecordFormat::Pgn) std::cout << " (line " << e.line << ")";
      std::cout << ": " << e.problem << "\n";
      continue;
    }
    std::cout << e.index + 1 << ". " << e.tag("Red") << " - " << e.tag("Black") << " | " << e.tag("Event") << " | "
              << e.tag("Date") << " | " << e.tag("Result") << " | " << e.opening() << " | " << e.moves << " moves";
    if (!e.problem.empty()) std::cout << " | error: " << e.problem;
    std::cout << "\n";
  }
  std::cout << (summary ? "" : "# ") << lib.games.size() << " games read (" << lib.encoding << "), " << lib.moves()
            << " main-line moves, " << variations << " variations, " << lib.failures() << " with a problem\n";
  return 0;
}

// xq import [--pgn [--to NOTATION]] [--game N] [--summary] FILE: start FEN then the main
// line in ICCS, or the whole tree as PGN; a file of several games lists them. The format
// is detected from the content (record_file.h, record_library.h).
int import_command(int argc, char** argv) {
  bool pgn = false, summary = false;
  std::optional<xq::notation::TextEncoding> encoding;
  long game = 0;  // 1-based; 0: none chosen
  Notation notation = Notation::Iccs;
  std::string path;
  for (int i = 2; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--pgn") pgn = true;
    else if (a == "--summary") summary = true;
    else if (a == "--encoding" && i + 1 < argc) {
      const std::string e = argv[++i];
      if (e == "utf-8" || e == "UTF-8") encoding = xq::notation::TextEncoding::Utf8;
      else if (e == "gbk" || e == "GBK") encoding = xq::notation::TextEncoding::Gbk;
      else if (e == "big5" || e == "Big5") encoding = xq::notation::TextEncoding::Big5;
      else return usage();
    }
    else if (a == "--to" && i + 1 < argc && xq::notation::notation_from_name(argv[i + 1], notation)) ++i;
    else if (a == "--game" && i + 1 < argc && (game = std::strtol(argv[i + 1], nullptr, 10)) > 0) ++i;
    else if (path.empty() && !a.empty() && (a[0] != '-' || a == "-")) path = a;
    else return usage();
  }
  if (path.empty()) return usage();
  std::string bytes;
  if (path == "-") {
    bytes.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
  } else {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
      std::cerr << "error: cannot read '" << path << "'\n";
      return 1;
    }
    bytes.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  }
  if (game == 0 && (summary || xq::notation::count_record_games(bytes) > 1)) return list_library(bytes, summary);
  const xq::notation::RecordFile r = game > 0 ? xq::notation::read_library_game(bytes, static_cast<std::size_t>(game - 1))
                                     : encoding ? xq::notation::read_record_file_as(bytes, *encoding)
                                                : xq::notation::read_record_file(bytes);
  if (!r.loaded) {
    std::cerr << "error: "
              << (r.warnings.empty() ? std::string(xq::notation::record_format_name(r.format)) + ": nothing loaded"
                                     : r.warnings.front())
              << "\n";
    return 1;
  }
  if (pgn) {
    std::cout << xq::notation::write_pgn_tree(r.tags, r.tree, notation, r.result);
  } else {
    std::cout << r.tree.start_fen() << "\n";
    // On the board the tree was read on (a PGN's Variant tag; pgn_tree.h): a variant's
    // files have their own letters (山界's z and j).
    const xq::GameOrError board = xq::notation::record_board(r);
    std::optional<xq::Position> pos;
    if (board.game) pos = board.game->position();
    for (xq::Move m : r.tree.main_line()) {
      if (!pos) {  // cannot happen: the reader built the same board
        std::cout << xq::format_iccs(m) << "\n";
        continue;
      }
      std::cout << xq::notation::format_move(*pos, m, xq::notation::Notation::Iccs) << "\n";
      xq::UndoInfo undo;
      pos->do_move(m, undo);
    }
  }
  std::cout.flush();
  for (const std::string& w : r.warnings) std::cerr << "warning: " << w << "\n";
  if (!r.encoding_alternative.empty()) {
    std::string guess;
    for (const xq::notation::PgnTag& t : r.tags)
      if (t.name == "Encoding") guess = t.value;
    std::cerr << "note: the text was read as " << guess << ", a guess (it also reads as " << r.encoding_alternative
              << ": --encoding)\n";
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) return usage();
  const std::string cmd = argv[1];
  if (cmd == "perft") return perft_command(argc, argv);
  if (cmd == "import") return import_command(argc, argv);
  std::string fen, to;
  for (int i = 2; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--fen" && i + 1 < argc) fen = argv[++i];
    else if (a == "--to" && i + 1 < argc) to = argv[++i];
    else return usage();
  }
  xq::Game* game = nullptr;
  std::optional<xq::Game> holder;
  if (cmd == "convert") {
    Notation target;
    if (!xq::notation::notation_from_name(to, target)) return usage();
    return play_stdin(fen, [&](const xq::Game& g, xq::Move m) {
      std::cout << xq::notation::format_move(g.position(), m, target) << "\n";
    }, game, holder);
  }
  if (cmd == "fen") {
    const int rc = play_stdin(fen, [](const xq::Game&, xq::Move) {}, game, holder);
    if (rc == 0) std::cout << game->fen() << "\n";
    return rc;
  }
  return usage();
}
