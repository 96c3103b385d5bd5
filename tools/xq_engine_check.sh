#!/bin/sh
# Smoke test for xq-engine: feeds a UCI session and checks the answers.
# Usage: tools/xq_engine_check.sh path/to/xq-engine     (exit 0 = all good)
# XQ_SHARDS=N XQ_SHARD=K runs only every Nth check from the Kth (0-based), so scripts/test
# runs the ~430 engine sessions as two processes on two cores.
# XQ_ENGINE_SYNC=1: the engine is the single-threaded wasm build (a wrapper running
# node --no-experimental-fetch build/wasm/bin/xq-engine.cjs): `go infinite` is refused.
set -u
engine=${1:?usage: xq_engine_check.sh path/to/xq-engine}
fail=0
shards=${XQ_SHARDS:-1} shard=${XQ_SHARD:-0} nth=0
mine() { nth=$((nth + 1)); [ $((nth % shards)) -eq "$shard" ]; }

expect() {  # expect <description> <input> <grep -F pattern>...
  mine || return 0
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
  "option name UCI_Variant type combo default xiangqi var xiangqi" " var shanjie" " var guang" " var guie" " var hanzi_shogi" " var jujiang" " var ouya" " var shanshui" \
  "option name Addons type string default <empty>" "option name MultiPV type spin default 1 min 1 max 16" \
  "info string addons " "uciok"
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

# VariantPath (Fairy-Stockfish's convention): the differential test's variant file, whose
# counts agree with Fairy-Stockfish (tests/ffish/differential.mjs).
root=$(cd "$(dirname "$0")/.." && pwd)
vf=$root/tests/ffish/ours.ini
expect "VariantPath lists the file's variants" "setoption name VariantPath value $vf
uci" "info string variants from $vf: mule diagcannon horsecamel grassq ranged freeking janggiish riders directions wide12 wide10" \
  " var xiangqi" " var mule" " var wide12" "option name VariantPath type string default <empty>"
expect "VariantPath variant: perft" "setoption name VariantPath value $vf
setoption name UCI_Variant value mule
position startpos
go perft 2" "Nodes searched: 1752"
expect "VariantPath variant: a 12-file board" "setoption name VariantPath value $vf
setoption name UCI_Variant value wide12
position startpos moves h0k1
d" "Fen: rmbakabmrood/12/1c5c2d1/p1p1p1p1p1p1/12/12/P1P1P1P1P1P1/1C5C2D1/10M1/RMBAKAB1ROOD b - - 1 1"
expect "VariantPath: unreadable file" "setoption name VariantPath value /nonexistent/v.ini" \
  "info string error: setoption VariantPath: cannot read '/nonexistent/v.ini'"
expect "VariantPath: unknown id still refused" "setoption name VariantPath value $vf
setoption name UCI_Variant value nope" "info string error: unsupported variant 'nope'"


# Searches: the input ends without "quit", so a bounded search runs to its end.
expect_search() {  # expect_search <description> <input> <grep -E pattern>...
  mine || return 0
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
if [ "${XQ_ENGINE_SYNC:-0}" = 1 ]; then
  # The single-threaded wasm build (XQ_ENGINE_SYNC=1) cannot stop a search: it refuses
  # every go that has no limit of its own, and still answers what follows.
  expect_search "go infinite refused (single-threaded build)" "position startpos
go infinite
go
isready
go depth 2" "^info string error: go: this single-threaded \(wasm\) build cannot be stopped" "^readyok\$" \
    "^bestmove $iccs\$"
else
  expect_search "go infinite + stop" "position startpos
go infinite
isready
stop" "^readyok\$" "^bestmove $iccs\$"
  # UCI: an infinite search that proves a mate at once still waits for "stop" before its
  # bestmove (the readyok asked a second later comes first).
  if mine; then
    out=$({ printf 'position fen 3ak4/4a4/9/9/9/9/9/9/9/4K1H1R w - - 0 1\ngo infinite\n'; sleep 1
            printf 'isready\n'; sleep 0.2; printf 'stop\n'; } | "$engine" 2>&1)
    if [ "$(printf '%s\n' "$out" | grep -E '^(readyok|bestmove)' | tr '\n' ' ')" != "readyok bestmove i0i9 " ]; then
      echo "FAIL: go infinite after a proven mate: bestmove before stop"
      printf '%s\n' "$out" | sed 's/^/    /'
      fail=1
    fi
  fi
fi
expect_search "MultiPV 3: three ranked lines per depth" "setoption name MultiPV value 3
position startpos
go depth 3" "^info depth 3 seldepth [0-9]+ multipv 1 score cp -?[0-9]+ .*pv $iccs" \
  "^info depth 3 seldepth [0-9]+ multipv 2 score cp -?[0-9]+ .*pv $iccs" \
  "^info depth 3 seldepth [0-9]+ multipv 3 score cp -?[0-9]+ .*pv $iccs" "^bestmove $iccs\$"
expect_search "MultiPV 1 prints no multipv field" "setoption name MultiPV value 1
position startpos
go depth 2" "^info depth 2 seldepth [0-9]+ score cp " "^bestmove $iccs\$"
expect_search "MultiPV out of range" "setoption name MultiPV value 0" \
  "info string error: setoption MultiPV: expected a number 1..16, got '0'"
expect_search "bad go" "go depth x" "info string error: go depth: expected a non-negative number"
expect_search "go keeps perft" "go perft 2" "Nodes searched: 1920"

# 廣象棋 (guang, seed 002, a reconstruction): the recorded perft 3 of its start, and a
# soldier that has reached the middle line (inside the river) steps sideways.
expect "guang perft 3" "setoption name UCI_Variant value guang
position startpos
go perft 3" "Nodes searched: 55296"
expect "guang soldier on the middle line" "setoption name UCI_Variant value guang
position startpos moves d3d4 d7d6 d4d5 a7a6 d5c5
d" "Fen: rcnbakabncr/11/11/5p1p2p/p2p7/2P8/11/P4P1P2P/11/11/RCNBAKABNCR b - - 5 3"

# 漢字將棋 (hanzi_shogi, seed 003, a reconstruction): the recorded perft 3 of its 7x7 start,
# a 丫 forking up-left (d1c2) and a 米 stepping diagonally (d0e1) in a move list, and the
# mating move found (大 a4-a5 with the 木 on b5: docs/variants.md §24).
expect "hanzi_shogi perft 3" "setoption name UCI_Variant value hanzi_shogi
position startpos
go perft 3" "Nodes searched: 4384"
expect "hanzi_shogi moves" "setoption name UCI_Variant value hanzi_shogi
position startpos moves d1c2 d5e4 d0d1
d" "Fen: swfmdit/1y3y1/4y2/7/2Y4/1Y1M1Y1/TID1FWS b - - 3 2"
expect_search "hanzi_shogi finds the mate" "setoption name UCI_Variant value hanzi_shogi
position fen m6/1T5/D6/7/7/7/3M3 w - - 0 1
go depth 3" "^bestmove a4a5\$"

# 歐亞象棋 (ouya, seed 000): the recorded perft 3 of its start, a chess pawn's promotion
# (b7b8=n) and a shogi knight's forced one (h3g1=e) in a move list, castling (perft and
# the wire form e0c0:a0d0 in a move list), and the queen's mate found (docs/variants.md §26).
expect "ouya perft 3" "setoption name UCI_Variant value ouya
position startpos
go perft 3" "Nodes searched: 17458"
expect "ouya promotions" "setoption name UCI_Variant value ouya
position fen l3k3l/1P2i1s2/2w3w2/9/3N5/1w5u1/4P4/Ps7/4K2R1 w - - 0 1 moves b7b8=n h3g1=e
d" "Fen: lN2k3l/4i1s2/2w3w2/9/3N5/1w7/4P4/Ps4e2/4K2R1 w - - 2 2"
expect "ouya castling perft 2" "setoption name UCI_Variant value ouya
position fen 4k4/9/9/9/9/9/9/9/R3K2R1 w - - 0 1 {castle=KQ}
go perft 2" "Nodes searched: 127"
expect "ouya castles" "setoption name UCI_Variant value ouya
position fen 4k4/9/9/9/9/9/9/9/R3K2R1 w - - 0 1 {castle=KQ} moves e0c0:a0d0 e8f8
d" "Fen: 5k3/9/9/9/9/9/9/9/2KR3R1 w - - 2 2"
expect_search "ouya finds the mate" "setoption name UCI_Variant value ouya
position fen k8/7R1/9/9/9/9/9/9/4K1Q2 w - - 0 1
go depth 3" "^bestmove g0g8\$"

# 山水象棋 (shanshui, seed 000): the recorded perft 3 of its start and of a check, and
# flips in a move list: the chariot blocks the horse's leg and turns into a 輿 (b1d1=u),
# 「紅方如退車蹩馬腿，則此車可同時翻面變更兵種性能」, or the general steps away and turns into
# a 君 (e0d0=j), 「不動車而走開帥的話，則[帥]可同時變更[君]」 (docs/variants.md §27).
expect "shanshui perft 3" "setoption name UCI_Variant value shanshui
position startpos
go perft 3" "Nodes searched: 102017"
expect "shanshui perft 3 in check" "setoption name UCI_Variant value shanshui
position fen 6k4/11/11/11/11/11/11/4n6/2R8/5K5 w - - 0 1
go perft 3" "Nodes searched: 916"
expect "shanshui flip" "setoption name UCI_Variant value shanshui
position fen 6k4/11/11/11/11/11/11/4n6/2R8/5K5 w - - 0 1 moves b1d1=u
d" "Fen: 6k4/11/11/11/11/11/11/4n6/4U6/5K5 b - - 1 1"
expect "shanshui general's flip" "setoption name UCI_Variant value shanshui
position fen 6k4/11/11/11/11/11/11/4n6/2R8/5K5 w - - 0 1 moves e0d0=j
d" "Fen: 6k4/11/11/11/11/11/11/4n6/2R8/4J6 b - - 1 1"

# 起始象棋 (qishi): the recorded perft 3, a put-back (*h0) and a flip (^h0) in a move list,
# and the one legal answer to a check, a put-back, as the best move.
expect "qishi perft 3" "setoption name UCI_Variant value qishi
position startpos
go perft 3" "Nodes searched: 79666"
expect "qishi put-back and flip" "setoption name UCI_Variant value qishi
position startpos moves h0g2 b7b0 a0a1 b0b1 a1a0 b1b0 *h0 a9a8 ^h0
d" "Fen: 1nbakabnr/r8/7c1/p1p1p1p1p/9/9/P1P1P1P1P/1C4NC1/9/RcBAKABNR b - - 7 5"
expect_search "qishi put-back answers a check" "setoption name UCI_Variant value qishi
position fen 3k5/9/9/9/4r4/9/4c1P1P/6n2/9/4K4 b - - 0 1 moves e3c3
go depth 2" "^bestmove \*e3\$"

# 暗戰象棋 (anzhan): the recorded perft 3 from the start (the preset's deal, seed 2026),
# the start FEN with the dealt identities, a swap (c9^c5) that turns a face-down piece
# over and leaves it waiting, and a search from a viewer's FEN (placeholders only: the
# engine draws the identities from the view).
expect "anzhan perft 3" "setoption name UCI_Variant value anzhan
position startpos
go perft 3" "Nodes searched: 117972"
expect "anzhan deal" "setoption name UCI_Variant value anzhan
position startpos
d" "Fen: 1rnbakabnr1/11/*p1c5c1*m/1p1p1p1p1p1/11/11/1P1P1P1P1P1/*T1C5C1*N/11/1RNBAKABNR1 w - - 0 1"
expect "anzhan swap" "setoption name UCI_Variant value anzhan
position fen 3r2k4/11/11/11/3*C7/11/11/11/11/5K5 b - - 0 1 moves c9^c5
d" "Fen: 3C2k4/11/11/11/3r7/11/11/11/11/5K5 w - - 1 2 {dark=c9.C}"
expect_search "anzhan searches a view" "setoption name UCI_Variant value anzhan
position fen 1rnbakabnr1/11/*x1c5c1*x/1p1p1p1p1p1/11/11/1P1P1P1P1P1/*X1C5C1*X/11/1RNBAKABNR1 w - - 0 1
go depth 3" "^bestmove [a-z^][0-9a-z^]*\$"
# 堅守象棋 (jianshou): a capture into a zone (h2h9&h9y9: the horse goes face-down onto y9 of
# Black's 馬區), a zone step (y9y8), a re-entry by the arrow (u0a0: face-up as a chariot).
expect "jianshou capture into a zone and a zone step" "setoption name UCI_Variant value jianshou
position startpos moves h2h9&h9y9 y9y8
d" "Fen: 4rnbakabCr4/15j1/5c5c5/4p1p1p1p1p4/17/17/4P1P1P1P1P4/5C11/17/4RNBAKABNR4 w - - 1 2"
expect "jianshou re-entry" "setoption name UCI_Variant value jianshou
position fen 8k8/17/17/17/17/17/17/17/17/2T4K9 w - - 0 1 moves u0a0
d" "Fen: 8k8/17/17/17/17/17/17/17/17/4R2K9 b - - 1 1"
expect "jianshou plain capture refused" "setoption name UCI_Variant value jianshou
position startpos moves h2h9
d" "info string error: illegal move h2h9"
# 神鷹象棋 (shenying): a carry (c1g7~c5e7: the eagle lifts the chariot on c5, puts it on e7,
# flies off to g7) in a move list; a search from there answers (a carry is a legal answer).
expect "shenying carry" "setoption name UCI_Variant value shenying
position fen 6k4/11/6c4/4n6/3r7/3n7/11/3R7/3E7/4K6 w - - 0 1 moves c1g7~c5e7
d" "Fen: 6k4/11/5rcE3/4n6/11/3n7/11/3R7/11/4K6 b - - 1 1"
expect_search "shenying searches with carries" "setoption name UCI_Variant value shenying
position fen 6k4/11/11/11/5E5/5P5/5A5/5R5/6N4/4K6 w - - 0 1
go depth 3" "^bestmove [a-z][0-9][a-z][0-9](~[a-z][0-9][a-z][0-9])?\$"
# 龜鱷鬥獸棋 (guie): a push in a move list (e6e5~e5d7: the crocodile steps onto e5, the
# turtle goes on to d7), and a search of Red's enclosure: c2c3 closes the lone crocodile on c4.
expect "guie push" "setoption name UCI_Variant value guie
position fen 9/9/4c4/4T4/9/9/9/9/9 b - - 0 1 moves e6e5~e5d7
d" "Fen: 9/3T5/9/4c4/9/9/9/9/9 w - - 1 2"
expect_search "guie searches the enclosure" "setoption name UCI_Variant value guie
position fen 9/6c2/9/2T6/1TcT5/9/2T6/9/9 w - - 0 1
go depth 3" "^bestmove c2c3\$"
expect "guie perft 4" "setoption name UCI_Variant value guie
position startpos
go perft 4" "Nodes searched: 13815"

# 巨將象棋 (jujiang): the giant's slide c4c6 takes all three Black pieces on c6 d6 d7 (its
# parts follow onto d6 c7 d7); a search from the start answers with a legal move.
expect "jujiang multi-capture" "setoption name UCI_Variant value jujiang
position fen 7k5/13/5r7/4pc7/4XX7/4JX7/13/13/13/6K6 w - - 0 1 moves c4c6
d" "Fen: 7k5/13/4XX7/4JX7/13/13/13/13/13/6K6 b - - 0 1"

# Every variant the engine lists (the core's presets) and every add-on it accepts: a
# legal start, perft 1 > 0 and a real move from a short search.
hello=$(printf 'uci\nquit\n' | "$engine" 2>&1)
variants=$(printf '%s\n' "$hello" | sed -n 's/^option name UCI_Variant type combo default [^ ]*//p' | tr ' ' '\n' | grep -v '^var$' | grep -v '^$')
addons=$(printf '%s\n' "$hello" | sed -n 's/^info string addons//p')
[ -n "$variants" ] || { echo "FAIL: no UCI_Variant values listed"; fail=1; }
nvar=0
for v in $variants; do
  nvar=$((nvar + 1))
  expect_search "variant $v plays" "setoption name UCI_Variant value $v
position startpos
go depth 3" "^info depth 3 " "^bestmove ([a-z][0-9][a-z][0-9](&[a-z][0-9][a-z][0-9])?|\\^[a-z][0-9]|[a-z][0-9]\\^[a-z][0-9])\$"
  expect_search "variant $v perft" "setoption name UCI_Variant value $v
go perft 1" "^Nodes searched: [1-9][0-9]*\$"
  for a in $addons; do
    # A node budget, not a depth: the point is a legal reply with the add-on on, and a
    # depth costs 長河's 64 pieces seconds where it costs 象棋 milliseconds.
    expect_search "variant $v + add-on $a plays" "setoption name UCI_Variant value $v
setoption name Addons value $a
position startpos
go nodes 20000" "^bestmove ([a-z][0-9][a-z][0-9](&[a-z][0-9][a-z][0-9])?|\\^[a-z][0-9]|[a-z][0-9]\\^[a-z][0-9])\$"
  done
done
# Every preset's recorded perft(3) from its start (docs/variants.md §2 and each variant's
# section; the Catch2 suites check the same counts through the core, this checks the
# engine's `go perft` path). A preset listed here that the engine stops offering fails.
for vc in xiangqi:79666 shanjie:89098 heshan:89098 heshan8:89098 xindaxiang:109890 \
          gongke:66942 qishi:79666 jianghe:130572 bianfang:79752 weiguo:94386 yizhi:102308 \
          bugei:133322 shenniu:891034 yunduan:235493 shanhe:98526 changhe:729802 guang:55296 \
          anzhan:117972 jianshou:134205 shenying:69310 guie:1550 hanzi_shogi:4384 jujiang:85122 ouya:17458 \
          shanshui:102017 hanzi_shogi_dark:1060 luzhan:159762 disandai:79810 disandai_simple:79810; do
  expect "preset ${vc%%:*} perft 3" "setoption name UCI_Variant value ${vc%%:*}
position startpos
go perft 3" "Nodes searched: ${vc#*:}"
done
[ "$nvar" -ge 2 ] || { echo "FAIL: expected at least xiangqi and shanjie, got: $variants"; fail=1; }
expect_search "variant start differs" "setoption name UCI_Variant value shanjie
d" "^Fen: 1rnbakabnr1/11/c9c/"
expect_search "unknown add-on" "setoption name Addons value bogus" "info string error: unknown add-on 'bogus'"
expect_search "add-ons cleared" "setoption name Addons value <empty>
isready" "^readyok\$"

# Every variant of the VariantPath file searches too (data-defined piece types).
for v in $(sed -n 's/^\[\([a-z0-9]*\):.*/\1/p' "$vf"); do
  expect_search "VariantPath variant $v plays" "setoption name VariantPath value $vf
setoption name UCI_Variant value $v
position startpos
go depth 3" "^info depth 3 " "^bestmove [a-l][0-9][a-l][0-9]\$"
done

[ $fail -eq 0 ] && echo "xq-engine: all checks passed ($nvar variants, add-ons:$addons; shard $shard of $shards: $nth checks seen)"
exit $fail
