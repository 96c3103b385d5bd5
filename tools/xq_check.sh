#!/bin/sh
# Smoke test for the xq tool: convert in every notation, fen, perft, PGN input and the
# error line/exit status on a bad move. Usage: tools/xq_check.sh path/to/xq   (exit 0 = good)
set -u
xq=${1:?usage: xq_check.sh path/to/xq}
fail=0

# check <description> <expected exit> <expected output> <stdin> <xq args>...
check() {
  desc=$1 want_rc=$2 want=$3 input=$4
  shift 4
  out=$(printf '%s\n' "$input" | "$xq" "$@" 2>&1)
  rc=$?
  if [ "$rc" -ne "$want_rc" ] || [ "$out" != "$want" ]; then
    echo "FAIL: $desc (exit $rc, want $want_rc)"
    printf '%s\n' "$out" | sed 's/^/    got:  /'
    printf '%s\n' "$want" | sed 's/^/    want: /'
    fail=1
  fi
}

moves='1. 炮二平五 馬８進７ 2. H2+3 {comment} h9h8 (2... b9c7)'
check "convert to iccs" 0 "h2e2
h9g7
h0g2
i9h9" "1. 炮二平五 馬８進７ 2. H2+3 {comment} 車９平８ (2... b9c7)" convert --to iccs
check "convert to wxf" 0 "C2.5
H8+7
H2+3
R9.8" "h2e2 h9g7 h0g2 i9h9" convert --to wxf
check "convert to chinese" 0 "炮二平五
馬８進７
馬二進三
車９平８" "C2.5 H8+7 H2+3 R9.8" convert --to chinese
check "convert to simplified" 0 "炮二平五
马８进７" "h2e2 h9g7" convert --to chinese-simplified
check "bad move" 1 "h2e2
h9g7
h0g2
error: move 4 'h9h8': illegal: there is no piece there" "$moves" convert --to iccs
check "unknown piece" 1 "error: move 1 'Q2.5': unknown piece letter 'Q'" "Q2.5" convert --to iccs
check "fen" 0 "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2" \
  "炮二平五 馬８進７" fen
check "fen from --fen, Black first" 0 "C8.5" "h7e7" convert --to wxf \
  --fen "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1"
check "pgn input uses its FEN tag" 0 "R5.8" '[FEN "4kab2/4a4/2R1b1P2/9/p3p4/5p3/P3P1c2/N2Cr4/4A4/3AK4 b - - 0 1"]
1. 車５平８ 0-1' convert --to wxf
# A record plays in full: the threefold repetition after ply 8 is a note on stderr, the
# conversion goes on and exits 0 (docs/rules.md "Records play in full").
check "record past a repetition" 0 "h0g2
h9g7
g2h0
g7h9
h0g2
h9g7
g2h0
g7h9
note: ply 8: threefold repetition here: draw if neither side deviates
h2e2" "h0g2 h9g7 g2h0 g7h9 h0g2 h9g7 g2h0 g7h9 h2e2" convert --to iccs
check "perft" 0 "79666" "" perft "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1" 3
check "unknown target" 64 "usage: xq convert --to iccs|wxf|chinese|chinese-simplified [--fen FEN] < moves
       xq fen [--fen FEN] < moves
       xq import [--pgn [--to NOTATION]] [--game N] [--encoding utf-8|gbk|big5] FILE.xqf|.cbf|.pgn|.txt
       xq import [--summary] LIBRARY.pgn|-
       xq perft [--variant-file FILE [--variant ID]] FEN|startpos DEPTH" "" convert --to klingon

# Variant files (docs/variants.md §1): the differential test's variants, counts agreed
# with Fairy-Stockfish (tests/ffish/differential.mjs).
root=$(cd "$(dirname "$0")/.." && pwd)
vf=$root/tests/ffish/ours.ini
check "perft --variant-file --variant" 0 "1752" "" perft --variant-file "$vf" --variant mule startpos 2
check "perft --variant-file: the last section by default" 0 "2385" "" perft --variant-file "$vf" startpos 2
check "perft --variant-file with a FEN" 0 "44" "" perft --variant-file "$vf" --variant grassq \
  "rnbakabnr/4o4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4O4/RNBAKABNR w - - 0 1" 1
check "perft --variant-file: unknown id" 1 "error: $vf has no variant 'nope' (it has: mule, diagcannon, horsecamel, grassq, ranged, freeking, janggiish, riders, directions, wide12, wide10)" \
  "" perft --variant-file "$vf" --variant nope startpos 1
bad=$(mktemp)
printf '[bad:xiangqi]\npiece.m = custom\nm.move = nC\n' >"$bad"
check "perft --variant-file: a bad Betza names its line" 1 "error: $bad line 3: movement 'nC': 'nC': Fairy-Stockfish has no lame leap of this shape (only nD nN nA nZ); write C[W] for a leap blocked by its first step, or C for a free one" \
  "" perft --variant-file "$bad" startpos 1
rm -f "$bad"

# xq import: a hand-made XQF file (version 10, plain): header with the standard start's
# 32 points, then the root record and two moves (4 bytes + a 4-byte comment length each).
xqf=$(mktemp)
xqf_file() {  # xqf_file SECOND_MOVE_TARGET_BYTE (octal: g7 = 143, h5 = 153)
  {
    printf 'XQ\012'; head -c 13 /dev/zero
    printf '\000\012\024\036\050\062\074\106\120\014\110\003\027\053\077\123'
    printf '\011\023\035\047\061\073\105\117\131\021\115\006\032\056\102\126'
    head -c 976 /dev/zero
    printf '\030\040\360\000\000\000\000\000'  # root: the next record follows
    printf '\140\112\360\000\000\000\000\000'  # h2e2, continued
    printf "\\147\\$1\\000\\000\\000\\000\\000\\000"  # h9g7 (or h9h5), the end
  } >"$xqf"
}
start='rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1'
xqf_file 143
check "import xqf" 0 "$start
h2e2
h9g7" "" import "$xqf"
xqf_file 153
check "import xqf: an illegal move is named, what loaded is printed" 0 "$start
h2e2
warning: main line at move 1 (Black, ply 2): illegal move h9h5: a horse moves one point straight then one diagonally (馬走日) (this move and the rest of its line dropped)
warning: 1 move record(s) dropped in all (illegal moves and what follows them)" "" import "$xqf"
xqf_file 143
check "import --pgn xqf: the tree as PGN" 0 '[Result "*"]

1. h2e2 h9g7 *' "" import --pgn "$xqf"
printf 'XQ\022' >"$xqf"
check "import xqf: nothing loaded" 1 "error: XQF header truncated: 3 bytes of 1024" "" import "$xqf"
rm -f "$xqf"

# xq import of text records, detected by content: PGN with variations, comments and marks
# (--pgn prints the whole tree), DhtmlXQ with a variation route, a GBK text.
rec=$(mktemp)
printf '[Event "t"]\n\n1. h2e2 {中炮} (1. c3c4 $5) 1... h9g7?! 2. h0g2 (2. e2e5 h7h0) i9h9 *\n' >"$rec"
bad_variation="warning: variation 1 of move 2 (Red), move 2 (Red) 'e2e5': illegal: a piece is in the way (the rest of this variation is skipped)"
check "import pgn: the main line; a bad variation is named" 0 "$start
h2e2
h9g7
h0g2
i9h9
$bad_variation" "" import "$rec"
check "import --pgn: every variation, comment and mark" 0 "[Event \"t\"]

1. h2e2 {中炮} (1. c3c4 \$5) 1... h9g7 \$6 2. h0g2 i9h9 *
$bad_variation" "" import --pgn "$rec"
check "import --pgn --to chinese" 0 "[Event \"t\"]

1. 炮二平五 {中炮} (1. 兵七進一 \$5) 1... 馬８進７ \$6 2. 馬二進三 車９平８ *
$bad_variation" "" import --pgn --to chinese "$rec"
# A PGN tree of a variant is read on its Variant tag's board (山界: the files z and j).
printf '[Variant "shanjie"]\n\n1. z2e2 (1. a0a1) h9g7 *\n' >"$rec"
check "import pgn: a 山界 tree on its own board" 0 "1rnbakabnr1/11/c9c/1p1p1p1p1p1/11/11/1P1P1P1P1P1/C9C/11/1RNBAKABNR1 w - - 0 1
z2e2
h9g7" "" import "$rec"
check "import --pgn: a 山界 tree keeps its Variant and FEN" 0 '[Variant "shanjie"]
[FEN "1rnbakabnr1/11/c9c/1p1p1p1p1p1/11/11/1P1P1P1P1P1/C9C/11/1RNBAKABNR1 w - - 0 1"]

1. z2e2 (1. a0a1) 1... h9g7 *' "" import --pgn "$rec"
printf '[DhtmlXQ][DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist][DhtmlXQ_move_0_2_1]1022[/DhtmlXQ_move_0_2_1][DhtmlXQ_comment1_2]屏風馬[/DhtmlXQ_comment1_2][/DhtmlXQ]\n' >"$rec"
check "import dhtmlxq" 0 "$start
h2e2
h9g7" "" import "$rec"
check "import --pgn dhtmlxq: the variation route and its comment" 0 "
1. h2e2 h9g7 (1... b9c7 {屏風馬}) *" "" import --pgn "$rec"
printf '1. h2e2 {\272\303} h9g7 *\n' >"$rec"  # the comment 好 in GBK
check "import --pgn: a GBK text (one character: the guess is unsure)" 0 "
1. h2e2 {好} 1... h9g7 *
note: the text was read as GBK, a guess (it also reads as Big5: --encoding)" "" import --pgn "$rec"
check "import --pgn --encoding big5: the other reading" 0 "
1. h2e2 {疑} 1... h9g7 *" "" import --pgn --encoding big5 "$rec"
# 象棋橋 CBF (XML): the start marker's comment, a move's comment, a variation.
printf '<?xml version="1.0" encoding="UTF-8"?>\n<ChineseChessRecord Version="1.0">\n <Head>\n  <Name>t</Name>\n  <RecordResult>1</RecordResult>\n </Head>\n <MoveList>\n  <Move value="00-00"><![CDATA[前]]></Move>\n  <Move value="77-47" />\n  <Variation>\n   <Move value="26-25" />\n  </Variation>\n  <Move value="70-62">屏風馬</Move>\n </MoveList>\n</ChineseChessRecord>\n' >"$rec"
check "import cbf" 0 "$start
h2e2
h9g7" "" import "$rec"
check "import --pgn cbf: comments and the variation" 0 "[Title \"t\"]
[Result \"1-0\"]

{前} 1. h2e2 (1. c3c4) 1... h9g7 {屏風馬} 1-0" "" import --pgn "$rec"
# A file of several games is a library: one line per game, a broken game with its reason.
printf '[Red "甲"]\n[Black "乙"]\n[Result "1-0"]\n\n1. h2e2 h9g7 1-0\n\n[Red "丙"]\n[Black "丁"]\n\n1. h2e2 h9h8 *\n' >"$rec"
check "import: a library lists its games" 0 "1. 甲 - 乙 |  |  | 1-0 |  | 2 moves
2. 丙 - 丁 |  |  |  |  | 1 moves | error: move 1 (Black) 'h9h8': illegal: a horse moves one point straight then one diagonally (馬走日) (the rest of the main line is skipped)
# 2 games read (UTF-8), 3 main-line moves, 0 variations, 1 with a problem" "" import "$rec"
check "import --summary: only the counts and the broken games" 0 "game 2 (line 7): move 1 (Black) 'h9h8': illegal: a horse moves one point straight then one diagonally (馬走日) (the rest of the main line is skipped)
2 games read (UTF-8), 3 main-line moves, 0 variations, 1 with a problem" "" import --summary "$rec"
check "import --game 1: that game" 0 "$start
h2e2
h9g7" "" import --game 1 "$rec"
check "import --game 3: no such game" 1 "error: the file has no game 3" "" import --game 3 "$rec"
rm -f "$rec"
check "import: a missing file" 1 "error: cannot read '/nonexistent/x.pgn'" "" import /nonexistent/x.pgn

[ $fail -eq 0 ] && echo "xq: all checks passed"
exit $fail
