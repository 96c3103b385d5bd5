#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, ASan + UBSan) and runs each for a short smoke time
# from the seed corpus in tests/fuzz/corpus/. usage: run.sh BUILD_DIR SECONDS_PER_TARGET
set -euo pipefail
out=${1:?build dir}; secs=${2:-20}
root=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$out"
srcs=$(find "$root/core" -name '*.cpp' | sort)
for t in fen notation link import; do
  bin=$out/fuzz_$t
  # Rebuild only when a source is newer than the binary.
  if [ ! -x "$bin" ] || [ -n "$(find "$root/core" "$root/tests/fuzz" -newer "$bin" -name '*.[ch]*' | head -n1)" ]; then
    echo "building fuzz_$t"
    clang++ -std=c++20 -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
      -I"$root" $srcs "$root/tests/fuzz/fuzz_$t.cpp" -o "$bin"
  fi
  work=$out/corpus_$t; mkdir -p "$work"
  echo "running fuzz_$t for ${secs}s"
  rc=0
  "$bin" -max_total_time="$secs" -print_final_stats=1 -max_len=4096 -artifact_prefix="$out/" \
    "$work" "$root/tests/fuzz/corpus/$t" >"$out/fuzz_$t.log" 2>&1 || rc=$?
  grep -E 'stat::number_of_executed_units|ERROR|SUMMARY|Done' "$out/fuzz_$t.log" || true
  if [ $rc -ne 0 ]; then tail -n 40 "$out/fuzz_$t.log"; echo "fuzz_$t found a failure (input saved in $out/)"; exit 1; fi
done
