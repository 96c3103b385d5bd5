// xq-match: plays two UCI engines against each other from a set of openings, alternating
// colours, and judges every game with the core's own rules (Game::result: checkmate,
// 困斃, 60-move limit, repetition with 長將/長捉 under the Chinese rules). Prints one
// line per game and the final W/D/L of engine 1 with an Elo estimate and its 95% bounds.
//
//   xq-match --cmd1 "build/native/bin/xq-engine" --go1 "nodes 10000"
//            --cmd2 "node --no-experimental-fetch …/uci.js" --go2 "nodes 10000" --ranks2 1
//            --variant2 xiangqi --openings tests/match/openings.txt --games 40
//
// --ranksN 1: the engine writes ranks 1..10 (Fairy-Stockfish: "h1g3" for ICCS "h0g2").
// An illegal move, a missing answer (--timeout-ms) or a crash loses the game for that
// engine. --max-plies ends a long game as a draw (adjudicated). POSIX only (fork/pipe).
// scripts/match wraps it with Fairy-Stockfish from npm (docs/engine.md).
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/notation/iccs.h"

namespace {

using Clock = std::chrono::steady_clock;

// One engine process with line-based pipes.
class Engine {
 public:
  Engine(std::string name, std::string cmd) : name_(std::move(name)), cmd_(std::move(cmd)) {}
  ~Engine() { close_process(); }

  bool start() {
    int in[2], out[2];
    if (pipe(in) != 0 || pipe(out) != 0) return false;
    pid_ = fork();
    if (pid_ < 0) return false;
    if (pid_ == 0) {
      dup2(in[0], 0);
      dup2(out[1], 1);
      ::close(in[0]), ::close(in[1]), ::close(out[0]), ::close(out[1]);
      execl("/bin/sh", "sh", "-c", cmd_.c_str(), static_cast<char*>(nullptr));
      _exit(127);
    }
    ::close(in[0]);
    ::close(out[1]);
    to_ = in[1];
    from_ = out[0];
    return true;
  }
  void send(const std::string& line) {
    const std::string text = line + "\n";
    if (to_ >= 0 && write(to_, text.data(), text.size()) != static_cast<ssize_t>(text.size())) dead_ = true;
  }
  // Reads lines until one starts with `prefix`; nullopt on timeout or end of output.
  std::optional<std::string> wait_for(const std::string& prefix, int timeout_ms) {
    const auto deadline = Clock::now() + std::chrono::milliseconds(timeout_ms);
    for (;;) {
      std::size_t nl;
      while ((nl = buffer_.find('\n')) != std::string::npos) {
        std::string line = buffer_.substr(0, nl);
        buffer_.erase(0, nl + 1);
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.rfind("info", 0) == 0) last_info_ = line;
        if (line.rfind(prefix, 0) == 0) return line;
      }
      const int left =
          static_cast<int>(std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count());
      if (left <= 0 || dead_) return std::nullopt;
      pollfd p{from_, POLLIN, 0};
      if (poll(&p, 1, left) <= 0) continue;
      char chunk[4096];
      const ssize_t n = read(from_, chunk, sizeof chunk);
      if (n <= 0) {
        dead_ = true;
        return std::nullopt;
      }
      buffer_.append(chunk, static_cast<std::size_t>(n));
    }
  }
  void close_process() {
    if (pid_ <= 0) return;
    send("quit");
    ::close(to_);
    for (int i = 0; i < 50; ++i) {
      if (waitpid(pid_, nullptr, WNOHANG) == pid_) {
        pid_ = -1;
        break;
      }
      usleep(20000);
    }
    if (pid_ > 0) {
      kill(pid_, SIGKILL);
      waitpid(pid_, nullptr, 0);
    }
    ::close(from_);
    pid_ = -1;
  }
  const std::string& name() const { return name_; }
  const std::string& last_info() const { return last_info_; }

 private:
  std::string name_, cmd_;
  pid_t pid_ = -1;
  int to_ = -1, from_ = -1;
  bool dead_ = false;
  std::string buffer_, last_info_;
};

struct Side {
  std::string cmd, go = "movetime 200", variant;
  int rank_base = 0;  // 1: the engine numbers ranks 1..10
  std::unique_ptr<Engine> engine;
};

// ICCS "h0g2" <-> the engine's text ("h1g3" with rank_base 1). Files are letters.
std::string to_engine(const std::string& iccs, int base) {
  if (base == 0) return iccs;
  std::string out;
  for (std::size_t i = 0; i + 1 < iccs.size(); i += 2) {
    out += iccs[i];
    out += std::to_string(iccs[i + 1] - '0' + base);
  }
  return out;
}
std::optional<std::string> from_engine(const std::string& text, int base) {
  if (base == 0) return text;
  std::string out;
  std::size_t i = 0;
  for (int sq = 0; sq < 2; ++sq) {
    if (i >= text.size() || text[i] < 'a' || text[i] > 'z') return std::nullopt;
    out += text[i++];
    int rank = 0, digits = 0;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9' && digits < 2) rank = rank * 10 + (text[i++] - '0'), ++digits;
    rank -= base;
    if (digits == 0 || rank < 0 || rank > 9) return std::nullopt;
    out += static_cast<char>('0' + rank);
  }
  if (i != text.size()) return std::nullopt;
  return out;
}

bool handshake(Side& s, int timeout_ms, std::string& why) {
  if (!s.engine->start()) {
    why = "cannot start";
    return false;
  }
  s.engine->send("uci");
  if (!s.engine->wait_for("uciok", timeout_ms)) {
    why = "no uciok";
    return false;
  }
  if (!s.variant.empty()) s.engine->send("setoption name UCI_Variant value " + s.variant);
  s.engine->send("isready");
  if (!s.engine->wait_for("readyok", timeout_ms)) {
    why = "no readyok";
    return false;
  }
  return true;
}

struct GameRecord {
  double score1 = 0.5;  // engine 1's points
  bool forfeit = false;  // an engine gave no move or an illegal one
  std::string how;
  std::vector<std::string> moves;
};

// Plays one game; engine index `red` (0 or 1) has Red.
GameRecord play_game(Side sides[2], int red, const std::vector<std::string>& opening, int max_plies,
                     int timeout_ms) {
  GameRecord rec;
  xq::Game game = xq::Game::standard();
  for (const std::string& m : opening) {
    const auto mv = xq::parse_iccs(m);
    if (!mv || !game.play(*mv).ok()) {
      rec.how = "bad opening move " + m;
      return rec;
    }
    rec.moves.push_back(m);
  }
  for (Side* s : {&sides[0], &sides[1]}) {
    s->engine->send("ucinewgame");
    s->engine->send("isready");
    s->engine->wait_for("readyok", timeout_ms);
  }
  auto win_for = [&](xq::Color c) { return (c == xq::Color::Red) == (red == 0) ? 1.0 : 0.0; };
  for (;;) {
    const xq::GameResult r = game.result();
    if (r.over()) {
      rec.score1 = r.outcome == xq::Outcome::Draw        ? 0.5
                   : r.outcome == xq::Outcome::RedWins ? win_for(xq::Color::Red)
                                                       : win_for(xq::Color::Black);
      rec.how = r.text;
      return rec;
    }
    if (game.ply() >= max_plies) {
      rec.score1 = 0.5;
      rec.how = "draw by adjudication: " + std::to_string(max_plies) + " plies";
      return rec;
    }
    const xq::Color mover = game.side_to_move();
    const int who = (mover == xq::Color::Red) == (red == 0) ? 0 : 1;
    Side& s = sides[who];
    std::string pos = "position startpos moves";
    for (const std::string& m : rec.moves) {
      pos += ' ';
      pos += to_engine(m, s.rank_base);
    }
    if (rec.moves.empty()) pos = "position startpos";
    s.engine->send(pos);
    s.engine->send("go " + s.go);
    const auto line = s.engine->wait_for("bestmove", timeout_ms);
    const double loss = who == 0 ? 0.0 : 1.0;
    if (!line) {
      rec.score1 = loss;
      rec.forfeit = true;
      rec.how = s.engine->name() + " gave no move in time (loses)";
      return rec;
    }
    std::istringstream words(*line);
    std::string w, text;
    words >> w >> text;
    const auto iccs = from_engine(text, s.rank_base);
    const auto mv = iccs ? xq::parse_iccs(*iccs) : std::nullopt;
    const xq::MoveVerdict v = mv ? game.play(*mv) : xq::MoveVerdict{};
    if (!mv || !v.ok()) {
      rec.score1 = loss;
      rec.forfeit = true;
      rec.how = s.engine->name() + " played '" + text + "', illegal for the core" + (mv ? ": " + v.text : "") +
                " (loses)";
      return rec;
    }
    rec.moves.push_back(*iccs);
  }
}

double elo_of(double p) {
  return -400.0 * std::log10(1.0 / p - 1.0);
}

std::string fmt(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%+.0f", v);
  return buf;
}

void usage() {
  std::cerr << "usage: xq-match --cmd1 CMD --cmd2 CMD [--go1 ARGS] [--go2 ARGS] [--ranks1 0|1] [--ranks2 0|1]\n"
               "                [--variant1 ID] [--variant2 ID] [--openings FILE] [--games N]\n"
               "                [--max-plies N] [--timeout-ms MS] [--log FILE] [--strict]\n"
               "--strict: exit 3 if any game was lost by an illegal or missing move\n";
}

}  // namespace

int main(int argc, char** argv) {
  signal(SIGPIPE, SIG_IGN);
  Side sides[2];
  std::string openings_file, log_file;
  int games = 0, max_plies = 300, timeout_ms = 60000, forfeits = 0;
  bool strict = false;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--strict") {
      strict = true;
      continue;
    }
    if (i + 1 >= argc) {
      usage();
      return 2;
    }
    const std::string v = argv[++i];
    try {
      if (a == "--cmd1") sides[0].cmd = v;
      else if (a == "--cmd2") sides[1].cmd = v;
      else if (a == "--go1") sides[0].go = v;
      else if (a == "--go2") sides[1].go = v;
      else if (a == "--ranks1") sides[0].rank_base = std::stoi(v);
      else if (a == "--ranks2") sides[1].rank_base = std::stoi(v);
      else if (a == "--variant1") sides[0].variant = v;
      else if (a == "--variant2") sides[1].variant = v;
      else if (a == "--openings") openings_file = v;
      else if (a == "--log") log_file = v;
      else if (a == "--games") games = std::stoi(v);
      else if (a == "--max-plies") max_plies = std::stoi(v);
      else if (a == "--timeout-ms") timeout_ms = std::stoi(v);
      else {
        std::cerr << "xq-match: unknown option " << a << "\n";
        usage();
        return 2;
      }
    } catch (...) {
      std::cerr << "xq-match: " << a << " expects a number, got '" << v << "'\n";
      return 2;
    }
  }
  if (sides[0].cmd.empty() || sides[1].cmd.empty()) {
    usage();
    return 2;
  }
  // Openings: one per line, ICCS moves; '#' starts a comment; an empty opening = start.
  std::vector<std::vector<std::string>> openings;
  if (!openings_file.empty()) {
    std::ifstream in(openings_file);
    if (!in) {
      std::cerr << "xq-match: cannot read " << openings_file << "\n";
      return 2;
    }
    for (std::string line; std::getline(in, line);) {
      line = line.substr(0, line.find('#'));
      std::istringstream words(line);
      std::vector<std::string> moves;
      for (std::string w; words >> w;) moves.push_back(w);
      if (!moves.empty()) openings.push_back(moves);
    }
  }
  if (openings.empty()) openings.push_back({});
  if (games <= 0) games = 2 * static_cast<int>(openings.size());

  sides[0].engine = std::make_unique<Engine>("engine 1", sides[0].cmd);
  sides[1].engine = std::make_unique<Engine>("engine 2", sides[1].cmd);
  for (int i = 0; i < 2; ++i) {
    std::string why;
    if (!handshake(sides[i], timeout_ms, why)) {
      std::cerr << "xq-match: engine " << i + 1 << " (" << sides[i].cmd << "): " << why << "\n";
      return 1;
    }
  }
  std::ofstream log;
  if (!log_file.empty()) log.open(log_file);
  std::cout << "engine 1: " << sides[0].cmd << " | go " << sides[0].go << "\n"
            << "engine 2: " << sides[1].cmd << " | go " << sides[1].go << "\n";
  int w = 0, d = 0, l = 0;
  const auto t0 = Clock::now();
  for (int g = 0; g < games; ++g) {
    const auto& opening = openings[static_cast<std::size_t>(g / 2) % openings.size()];
    const int red = g % 2;  // each opening twice, engine 1 Red first
    const GameRecord rec = play_game(sides, red, opening, max_plies, timeout_ms);
    (rec.score1 == 1.0 ? w : rec.score1 == 0.0 ? l : d)++;
    forfeits += rec.forfeit ? 1 : 0;
    std::cout << "game " << g + 1 << ": engine 1 " << (red == 0 ? "Red" : "Black") << ", "
              << (rec.score1 == 1.0 ? "win" : rec.score1 == 0.0 ? "loss" : "draw") << " in " << rec.moves.size()
              << " plies (" << rec.how << ")  running W/D/L " << w << "/" << d << "/" << l << "\n";
    std::cout.flush();
    if (log) {
      log << "[Game " << g + 1 << "] red=engine" << red + 1 << " result=" << rec.score1 << " " << rec.how << "\n";
      for (const std::string& m : rec.moves) log << m << " ";
      log << "\n\n";
      log.flush();
    }
  }
  const int n = w + d + l;
  const double p = (w + 0.5 * d) / n;
  const double var = (w * (1 - p) * (1 - p) + d * (0.5 - p) * (0.5 - p) + l * p * p) / n;
  const double se = std::sqrt(var / n);
  const double secs = std::chrono::duration<double>(Clock::now() - t0).count();
  std::cout << "\nengine 1 vs engine 2: W/D/L " << w << "/" << d << "/" << l << " in " << n << " games, score "
            << (w + 0.5 * d) << "/" << n << " (" << static_cast<int>(std::lround(100 * p)) << "%), " << std::lround(secs)
            << " s\n";
  if (p <= 0.0 || p >= 1.0) {
    // No spread to estimate from: the one-sided 95% bound of a binomial with 0 (or n) successes.
    const double bound = 1.0 - std::pow(0.05, 1.0 / n);
    if (p <= 0.0)
      std::cout << "Elo: below " << fmt(elo_of(bound)) << " (95%; no point scored)\n";
    else
      std::cout << "Elo: above " << fmt(elo_of(1.0 - bound)) << " (95%; every game won)\n";
  } else {
    const double lo = std::max(p - 1.96 * se, 1e-3), hi = std::min(p + 1.96 * se, 1.0 - 1e-3);
    std::cout << "Elo: " << fmt(elo_of(p)) << " (95%: " << fmt(elo_of(lo)) << " .. " << fmt(elo_of(hi)) << ")\n";
  }
  if (forfeits > 0) std::cout << forfeits << " game(s) lost by an illegal or missing move\n";
  return strict && forfeits > 0 ? 3 : 0;
}
