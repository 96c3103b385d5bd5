#!/bin/sh
# Self-play sanity check for xq-engine: plays one game between two settings, one
# engine process per move (slow but simple), and prints the moves and the result.
# Usage: tools/engine_selfplay.sh path/to/xq-engine "<go args for Red>" "<go args for Black>" [max plies]
#   e.g. tools/engine_selfplay.sh build/native/bin/xq-engine "level 8 movetime 200" "level 3"
set -u
engine=${1:?usage: engine_selfplay.sh xq-engine red-go-args black-go-args [max-plies]}
red=$2 black=$3 max=${4:-200}
moves=""
ply=0
while [ "$ply" -lt "$max" ]; do
  if [ $((ply % 2)) -eq 0 ]; then args=$red; else args=$black; fi
  out=$(printf 'position startpos moves %s\ngo %s\n' "$moves" "$args" | "$engine")
  best=$(printf '%s\n' "$out" | sed -n 's/^bestmove //p')
  case $best in
    [a-i][0-9][a-i][0-9]) ;;
    *) echo "no move at ply $ply: $best"; break ;;
  esac
  moves="$moves $best"
  ply=$((ply + 1))
  result=$(printf 'position startpos moves %s\nd\n' "$moves" | "$engine" | sed -n 's/^Result: //p')
  if [ -n "$result" ]; then break; fi
done
echo "moves:$moves"
echo "plies: $ply"
echo "result: ${result:-unfinished after $ply plies}"
