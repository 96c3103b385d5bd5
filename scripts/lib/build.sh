# shellcheck shell=bash
# Build steps shared by scripts/play and scripts/test. Each build has its own folder under
# build/: native (release tools + tests), asan (debug + ASan/UBSan tests), wasm (site + the
# core tests under node). CMake reuses the folders, so a second run only rebuilds changes.

XQ_BUILD=$XQ_ROOT/build
XQ_JOBS=${XQ_JOBS:-2}
XQ_SHARED=${XQ_SHARED:-$(cd "$XQ_ROOT/.." && pwd)/shared}
[ -d "$XQ_SHARED" ] || XQ_SHARED=""

# xq_cmake DIR [cmake args...]: configure (once; again when the args change) and build.
# XQ_TARGETS (space-separated) limits the build to those targets.
xq_cmake() {
  local dir=$1; shift
  local stamp="$*"
  if [ ! -f "$dir/CMakeCache.txt" ] || [ "$(cat "$dir.args" 2>/dev/null)" != "$stamp" ]; then
    # A failed configure leaves a cache with whatever it got: forget the stamp, so the
    # next run configures again even when its arguments equal the last good ones.
    ${XQ_CMAKE_WRAPPER:-} cmake -S "$XQ_ROOT" -B "$dir" "$@" >"$dir.configure.log" 2>&1 ||
      { cat "$dir.configure.log"; rm -f "$dir.args"; return 1; }
    printf '%s' "$stamp" >"$dir.args"
  fi
  local targets=()
  for t in ${XQ_TARGETS:-}; do targets+=(--target "$t"); done
  cmake --build "$dir" -j"$XQ_JOBS" "${targets[@]}"
}

xq_build_native() {
  log "building native release (core, tools, tests)"
  mkdir -p "$XQ_BUILD"
  xq_cmake "$XQ_BUILD/native" -DCMAKE_BUILD_TYPE=Release -DXQ_CATCH2_INCLUDE=/usr/include \
    -DXQ_SHARED_DIR="$XQ_SHARED"
}

xq_build_asan() {
  log "building native debug with AddressSanitizer + UBSan"
  mkdir -p "$XQ_BUILD"
  # Debug keeps the asserts; -O1 (the level the sanitizers' own docs recommend) runs the
  # suite several times faster than -O0 with the same reports, which keeps CI within time.
  # -g1 (line tables only) still names file:line in every report, and compiles a quarter
  # faster with a fifth of the object size than -g (full debug info nobody reads on CI).
  # clang, not the release build's g++: it compiles this configuration in about half the
  # time (core/variant/parser.cpp 8.6 s against 16.7 s), the suite runs faster under its
  # sanitizers (130 s against 160 s on two cores), and a second compiler's warnings and
  # standard-library checks see what g++ lets through. A folder configured with another
  # compiler is configured afresh (CMake cannot switch compilers in place).
  if [ -f "$XQ_BUILD/asan/CMakeCache.txt" ] && ! grep -q '^CMAKE_CXX_COMPILER:[A-Z]*=.*clang++' "$XQ_BUILD/asan/CMakeCache.txt"; then
    rm -rf "$XQ_BUILD/asan" "$XQ_BUILD/asan.args"
  fi
  xq_cmake "$XQ_BUILD/asan" -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ \
    -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-O1 -g1" -DXQ_SANITIZE=ON \
    -DXQ_CATCH2_INCLUDE=/usr/include \
    -DXQ_SHARED_DIR="$XQ_SHARED"
}

# Only the Catch2 binary of the sanitizer build (scripts/test runs nothing else from it).
xq_build_asan_tests() { XQ_TARGETS=core_tests xq_build_asan; }

# The page draws the strings of web/, the board texts the core describes (river, 山界,
# file numbers: core/board_description.cpp; the standard piece faces: core/piece_faces.cpp)
# and the variant data's names and rules cards (core/variants/*.ini, catalog.txt).
xq_font_subset() {
  /usr/bin/python3 "$XQ_ROOT/scripts/font_subset.py" /usr/share/fonts/truetype/lxgw-wenkai/LXGWWenKai-Regular.ttf \
    /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf "$XQ_BUILD/font" $(ls "$XQ_ROOT"/web/*.cpp "$XQ_ROOT"/web/*.h "$XQ_ROOT"/core/board_description.cpp \
    "$XQ_ROOT"/core/piece_faces.cpp "$XQ_ROOT"/core/variants/*.ini "$XQ_ROOT"/core/variants/catalog.txt 2>/dev/null)
}

# The wasm build folder (build/wasm, one configuration for the site and the node tools);
# XQ_TARGETS limits it, e.g. XQ_TARGETS=xq-engine xq_build_wasm for
# build/wasm/bin/xq-engine.cjs (scripts/match --wasm). Needs xq_setup's variables.
xq_build_wasm() {
  mkdir -p "$XQ_BUILD"
  xq_font_subset || return 1
  XQ_CMAKE_WRAPPER=emcmake xq_cmake "$XQ_BUILD/wasm" -DCMAKE_BUILD_TYPE=Release -DXQ_BUILD_WEB=ON -DXQ_CATCH2_INCLUDE="$XQ_CATCH2_WASM_INCLUDE" \
    -DXQ_SHARED_DIR="$XQ_SHARED" -DXQ_IMGUI_DIR="$XQ_IMGUI_DIR" -DXQ_SDL2_PREFIX="$XQ_SDL2_PREFIX" \
    -DXQ_FONT_FILE="$XQ_BUILD/font/font.ttf" -DXQ_GLYPHS_FILE="$XQ_BUILD/font/glyphs.txt" \
    -DXQ_SITE_DIR="$XQ_BUILD/site" -DCMAKE_CROSSCOMPILING_EMULATOR="$(command -v node)"
}

# The site: wasm app + shell pages + public assets, a plain static folder.
xq_build_site() {
  log "building the site into build/site (wasm)"
  xq_build_wasm || return 1
  cp -r "$XQ_ROOT"/shell/. "$XQ_BUILD/site/"
  cp -r "$XQ_ROOT"/public/. "$XQ_BUILD/site/"
  # catalogue.html: docs/catalogue.json with board diagrams the core draws (xq-catalogue,
  # built above for node; docs/ui.md "The catalogue page").
  node --no-experimental-fetch "$XQ_BUILD/wasm/bin/xq-catalogue.cjs" >"$XQ_BUILD/wasm/catalogue-core.json" || return 1
  /usr/bin/python3 "$XQ_ROOT/scripts/catalogue.py" "$XQ_ROOT/docs/catalogue.json" "$XQ_BUILD/wasm/catalogue-core.json" \
    "$XQ_BUILD/site" || return 1
  # LICENSE, THIRD_PARTY_NOTICES.md and notices.js (the About dialog's texts and version).
  /usr/bin/python3 "$XQ_ROOT/scripts/notices.py" "$XQ_ROOT" "$XQ_BUILD/site" || return 1
  # PNG icons for installing the app (home screens want bitmaps), from the one SVG.
  local s
  for s in 192 512; do
    rsvg-convert -w $s -h $s "$XQ_ROOT/public/icon.svg" -o "$XQ_BUILD/site/icon-$s.png" || return 1
  done
  /usr/bin/python3 "$XQ_ROOT/scripts/single_file.py" "$XQ_BUILD/site" || return 1  # xiangqi.html
  # embed.html loads the shared xiangqi.js/xiangqi.wasm (cached once for every embed on a
  # page); embed-single.html is its inlined copy for opaque-origin frames (sandbox without
  # allow-same-origin) on hosts without CORS, and for file:// use. docs/sharing.md.
  /usr/bin/python3 "$XQ_ROOT/scripts/single_file.py" "$XQ_BUILD/site" embed.html embed-single.html || return 1
  # Last: the service worker's precache list and version cover every file built above.
  /usr/bin/python3 "$XQ_ROOT/scripts/precache.py" "$XQ_BUILD/site"
}
