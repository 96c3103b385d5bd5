#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, ASan + UBSan) and runs each for a short smoke time
# from the seed corpus in tests/fuzz/corpus/, two at a time (XQ_JOBS). usage: run.sh BUILD_DIR SECONDS_PER_TARGET
# The core is compiled once into a library shared by all targets; it is rebuilt when any
# core file or variant preset is newer than it.
set -euo pipefail
out=${1:?build dir}; secs=${2:-20}
root=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$out/obj" "$out/generated/core/variants"
# A function, so the parallel target builds below (exported to xargs' shells) use the same flags.
set_flags() { flags=(-std=c++20 -O1 -g1 -fsanitize=address,undefined -fno-sanitize-recover=all -I"$root" -I"$out/generated"); }
set_flags
lib=$out/libxq_core_fuzz.a
if [ ! -f "$lib" ] || [ -n "$(find "$root/core" -newer "$lib" \( -name '*.[ch]*' -o -name '*.ini' -o -name '*.txt' \) | head -n1)" ]; then
  echo "building the core for fuzzing"
  # The variant presets as raw string literals, as core/CMakeLists.txt generates them.
  inc=$out/generated/core/variants/presets.inc
  : >"$inc"
  for f in "$root"/core/variants/*.ini; do
    printf '{"%s", R"xqini(' "$(basename "$f")" >>"$inc"; cat "$f" >>"$inc"; printf ')xqini"},\n' >>"$inc"
  done
  # The seeds and add-on cards (core/variant/catalog.h), as core/CMakeLists.txt embeds them.
  { printf 'R"xqini('; cat "$root/core/variants/catalog.txt"; printf ')xqini"\n'; } >"$out/generated/core/variants/catalog.inc"
  # The GBK and Big5 tables of core/notation/gbk.cpp and big5.cpp, as core/CMakeLists.txt generates them.
  mkdir -p "$out/generated/core/notation"
  python3 "$root/scripts/gbk_table.py" "$out/generated/core/notation/gbk_table.inc"
  python3 "$root/scripts/big5_table.py" "$out/generated/core/notation/big5_table.inc"
  rm -f "$out"/obj/*.o
  find "$root/core" -name '*.cpp' | sort | \
    xargs -P "${XQ_JOBS:-2}" -I{} sh -c 'o="$1/obj/$(echo "$2" | md5sum | cut -c1-12).o"; shift 2; clang++ "$@" -fsanitize=fuzzer-no-link -c "$0" -o "$o"' {} "$out" {} "${flags[@]}"
  rm -f "$lib"; ar rcs "$lib" "$out"/obj/*.o
fi
# FUZZ_TARGETS (space-separated) runs only those targets, e.g. FUZZ_TARGETS="pgn_tree".
targets=${FUZZ_TARGETS:-fen notation link import variant xqf pgn_tree dhtmlxq_tree cbf text_encoding cbr}
build_target() {
  local t=$1 bin=$out/fuzz_$1
  if [ ! -x "$bin" ] || [ "$lib" -nt "$bin" ] || [ -n "$(find "$root/tests/fuzz" -maxdepth 1 -newer "$bin" \( -name "fuzz_$t.cpp" -o -name '*.h' \))" ]; then
    echo "building fuzz_$t"
    clang++ "${flags[@]}" -fsanitize=fuzzer "$root/tests/fuzz/fuzz_$t.cpp" "$lib" -o "$bin"
  fi
}
# Each target is one single-threaded process: XQ_JOBS (default 2, CI's cores) run at once.
# A target's lines are printed when it ends, so parallel runs do not interleave.
run_target() {
  local t=$1 bin=$out/fuzz_$1 work=$out/corpus_$1 rc=0
  mkdir -p "$work"
  "$bin" -max_total_time="$secs" -print_final_stats=1 -max_len=4096 -artifact_prefix="$out/" \
    "$work" "$root/tests/fuzz/corpus/$t" >"$out/fuzz_$t.log" 2>&1 || rc=$?
  { echo "ran fuzz_$t for ${secs}s"
    grep -E 'stat::number_of_executed_units|ERROR|SUMMARY|Done' "$out/fuzz_$t.log" || true
    if [ $rc -ne 0 ]; then tail -n 40 "$out/fuzz_$t.log"; echo "fuzz_$t found a failure (input saved in $out/)"; fi
  } >"$out/fuzz_$t.summary"
  cat "$out/fuzz_$t.summary"
  return $rc
}
export -f set_flags build_target run_target
export out root secs lib
printf '%s\n' $targets | xargs -P "${XQ_JOBS:-2}" -I{} bash -c 'set_flags; build_target "$1"' _ {}
# xargs exits non-zero when any target did.
printf '%s\n' $targets | xargs -P "${XQ_JOBS:-2}" -I{} bash -c 'run_target "$1"' _ {}
