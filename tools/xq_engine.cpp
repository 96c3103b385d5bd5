// xq-engine: a UCI/UCCI command subset over the rules core (no search yet).
//
//   uci | ucci                  handshake (id, UCI_Variant option, uciok/ucciok)
//   isready                     readyok
//   setoption name UCI_Variant value xiangqi
//   ucinewgame                  back to the start position
//   position startpos|fen <FEN> [moves <ICCS>...]
//   go perft N                  per-root-move counts, then "Nodes searched: <total>"
//   d                           ASCII board, FEN, result if the game is over
//   quit
// Bad input answers "info string error: ..." and keeps the previous position.
#include <cstdint>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "core/fen.h"
#include "core/game.h"
#include "core/movegen.h"
#include "core/notation/iccs.h"

namespace {

std::vector<std::string> split(const std::string& line) {
  std::istringstream in(line);
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
  return words;
}

void error(const std::string& text) { std::cout << "info string error: " << text << "\n"; }

void handshake(const char* ok) {
  std::cout << "id name xq-engine\n"
            << "id author xiangqi web game team\n"
            << "option name UCI_Variant type combo default xiangqi var xiangqi\n"
            << ok << "\n";
}

// position startpos|fen <FEN...> [moves m1 m2 ...]: builds a fresh game; on any error
// the caller keeps the old one.
bool set_position(const std::vector<std::string>& w, xq::Game& game) {
  size_t i = 1;
  std::string fen;
  if (i < w.size() && w[i] == "startpos") {
    ++i;
  } else if (i < w.size() && w[i] == "fen") {
    for (++i; i < w.size() && w[i] != "moves"; ++i) fen += (fen.empty() ? "" : " ") + w[i];
    if (fen.empty()) {
      error("position fen: missing FEN");
      return false;
    }
  } else {
    error("position: expected 'startpos' or 'fen'");
    return false;
  }
  xq::GameOrError made = xq::Game::create(xq::Game::kStandardVariant, fen);
  if (!made.game) {
    error(made.error);
    return false;
  }
  if (i < w.size() && w[i] == "moves") {
    for (++i; i < w.size(); ++i) {
      const auto move = xq::parse_iccs(w[i]);
      if (!move) {
        error("bad move text '" + w[i] + "' (expected ICCS like h2e2)");
        return false;
      }
      const xq::MoveVerdict v = made.game->play(*move);
      if (!v.ok()) {
        error("illegal move " + w[i] + ": " + v.text);
        return false;
      }
    }
  } else if (i < w.size()) {
    error("position: unexpected '" + w[i] + "'");
    return false;
  }
  game = std::move(*made.game);
  return true;
}

void go_perft(const xq::Game& game, int depth) {
  xq::Position pos = game.position();
  xq::MoveList moves;
  xq::generate_legal(pos, moves);
  std::uint64_t total = 0;
  for (xq::Move m : moves) {
    xq::UndoInfo undo;
    pos.do_move(m, undo);
    const std::uint64_t n = xq::perft(pos, depth - 1);
    pos.undo_move(m, undo);
    total += n;
    std::cout << xq::format_iccs(m) << ": " << n << "\n";
  }
  std::cout << "\nNodes searched: " << total << "\n";
}

void display(const xq::Game& game) {
  const xq::Geometry& g = game.position().geometry();
  for (int rank = g.height - 1; rank >= 0; --rank) {
    std::cout << rank << "  ";
    for (int file = 0; file < g.width; ++file) {
      const xq::Piece p = game.piece_at(file, rank);
      std::cout << (p.empty() ? '.' : xq::piece_to_char(p)) << (file + 1 < g.width ? " " : "\n");
    }
  }
  std::cout << "   ";
  for (int file = 0; file < g.width; ++file) std::cout << static_cast<char>('a' + file) << ' ';
  std::cout << "\n\nFen: " << game.fen() << "\n";
  if (game.in_check()) std::cout << "Checkers: general is in check\n";
  const xq::GameResult r = game.result();
  if (r.over()) std::cout << "Result: " << r.text << "\n";
}

}  // namespace

int main() {
  std::ios::sync_with_stdio(false);
  xq::Game game = xq::Game::standard();
  for (std::string line; std::getline(std::cin, line);) {
    const std::vector<std::string> w = split(line);
    if (w.empty()) continue;
    const std::string& cmd = w[0];
    if (cmd == "quit") break;
    if (cmd == "uci") handshake("uciok");
    else if (cmd == "ucci") handshake("ucciok");
    else if (cmd == "isready") std::cout << "readyok\n";
    else if (cmd == "ucinewgame") game = xq::Game::standard();
    else if (cmd == "setoption") {
      // setoption name UCI_Variant value xiangqi
      if (w.size() >= 5 && w[1] == "name" && w[2] == "UCI_Variant" && w[3] == "value") {
        if (w[4] != xq::Game::kStandardVariant) error("unsupported variant '" + w[4] + "' (known: xiangqi)");
      } else if (w.size() >= 3 && w[1] == "name") {
        error("unknown option '" + w[2] + "'");
      } else {
        error("setoption: expected 'name <id> value <x>'");
      }
    } else if (cmd == "position") set_position(w, game);
    else if (cmd == "go") {
      if (w.size() >= 3 && w[1] == "perft") {
        int depth = 0;
        try {
          depth = std::stoi(w[2]);
        } catch (...) {
          depth = 0;
        }
        if (depth < 1 || depth > 12) error("go perft: depth must be 1..12");
        else go_perft(game, depth);
      } else {
        error("only 'go perft N' is supported (no search yet)");
      }
    } else if (cmd == "d") display(game);
    else error("unknown command '" + cmd + "'");
    std::cout.flush();
  }
  return 0;
}
