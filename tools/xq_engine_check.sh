#!/bin/sh
# Smoke test for xq-engine: feeds a UCI session and checks the answers.
# Usage: tools/xq_engine_check.sh path/to/xq-engine     (exit 0 = all good)
set -u
engine=${1:?usage: xq_engine_check.sh path/to/xq-engine}
fail=0

expect() {  # expect <description> <input> <grep -F pattern>...
  desc=$1 input=$2
  shift 2
  out=$(printf '%s\nquit\n' "$input" | "$engine" 2>&1)
  for pattern in "$@"; do
    if ! printf '%s\n' "$out" | grep -qF -- "$pattern"; then
      echo "FAIL: $desc: missing '$pattern'"
      printf '%s\n' "$out" | sed 's/^/    /'
      fail=1
    fi
  done
}

expect "uci handshake" "uci" "id name xq-engine" \
  "option name UCI_Variant type combo default xiangqi var xiangqi" "uciok"
expect "ucci handshake" "ucci" "ucciok"
expect "isready" "isready" "readyok"
expect "setoption" "setoption name UCI_Variant value xiangqi
isready" "readyok"
expect "bad variant" "setoption name UCI_Variant value chess" "info string error: unsupported variant 'chess'"
expect "perft 3 startpos" "position startpos
go perft 3" "h2e2: " "Nodes searched: 79666"
expect "perft after moves" "position startpos moves h2e2 h9g7
go perft 2" "Nodes searched: 1419"
expect "perft fen" "position fen 4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1
go perft 3" "Nodes searched: 3707"
expect "bad fen keeps position" "position startpos moves h2e2
position fen rnbakabnr/9 w
d" "info string error: invalid FEN: expected 10 ranks" \
  "Fen: rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1"
expect "illegal move keeps position" "position startpos
position startpos moves h2e2 a9a8 h0f1
d" "info string error: illegal move h0f1: a horse's leg is blocked" \
  "Fen: rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
expect "bad move text" "position startpos moves zz99" "info string error: bad move text 'zz99'"
expect "result shown" "position fen 3k5/3R5/3R5/9/9/9/9/9/9/4K4 b
d" "Result: Red wins by checkmate"
expect "unknown command" "frobnicate" "info string error: unknown command 'frobnicate'"


# Searches: the input ends without "quit", so a bounded search runs to its end.
expect_search() {  # expect_search <description> <input> <grep -E pattern>...
  desc=$1 input=$2
  shift 2
  out=$(printf '%s\n' "$input" | "$engine" 2>&1)
  for pattern in "$@"; do
    if ! printf '%s\n' "$out" | grep -qE -- "$pattern"; then
      echo "FAIL: $desc: missing /$pattern/"
      printf '%s\n' "$out" | sed 's/^/    /'
      fail=1
    fi
  done
}
iccs='[a-i][0-9][a-i][0-9]'
expect_search "go depth" "position startpos
go depth 4" "^info depth 1 .*score cp -?[0-9]+ nodes [0-9]+ nps [0-9]+ .*pv $iccs" \
  "^info depth 4 " "^bestmove $iccs\$"
expect_search "mate in 1" "position fen 3ak4/4a4/9/9/9/9/9/9/9/4K1H1R w - - 0 1
go depth 5" "score mate 1 .*pv i0i9" "^bestmove i0i9\$"
expect_search "mated side" "position fen 5k3/9/9/9/9/9/9/9/4C4/3KR4 w - - 0 1 moves e0f0
go depth 4" "score mate -1 " "^bestmove f9e9\$"
expect_search "go nodes" "position startpos moves h2e2
go nodes 3000" "^bestmove $iccs\$"
expect_search "go movetime" "position startpos
go movetime 200" "^info depth [0-9]+ " "^bestmove $iccs\$"
expect_search "go clock" "position startpos moves h2e2
go wtime 10000 btime 10000 winc 0 binc 0" "^bestmove $iccs\$"
expect_search "go level" "position startpos
go level 1" "^info depth 1 " "^bestmove $iccs\$"
expect_search "no legal move" "position fen 3k5/3R5/3R5/9/9/9/9/9/9/4K4 b - - 0 1
go depth 3" "^bestmove \(none\)\$"
expect_search "go infinite + stop" "position startpos
go infinite
isready
stop" "^readyok\$" "^bestmove $iccs\$"
expect_search "bad go" "go depth x" "info string error: go depth: expected a non-negative number"
expect_search "go keeps perft" "go perft 2" "Nodes searched: 1920"

[ $fail -eq 0 ] && echo "xq-engine: all checks passed"
exit $fail
