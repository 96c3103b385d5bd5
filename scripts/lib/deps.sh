# shellcheck shell=bash
# Set-up shared by scripts/play and scripts/test: installs what is missing and fills a
# cache outside the clone (XQ_CACHE, default ~/.cache/xiangqi) with the third-party sources
# (Debian source packages of SDL2 and Dear ImGui) and the slow SDL2 wasm build, keyed by
# version. A missing or half-written cache entry is rebuilt; only a finished entry carries
# a `.ok` stamp, so an interrupted build never poisons later runs.

XQ_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
XQ_CACHE=${XQ_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/xiangqi}
SDL2_VERSION=2.26.5
IMGUI_VERSION=1.86
# emcc's JS optimizer needs acorn from Debian's nodejs modules (see shared toolchain notes).
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}

log() { printf '\033[1m[setup]\033[0m %s\n' "$*" >&2; }
die() { printf '[setup] error: %s\n' "$*" >&2; exit 1; }

# apt packages: command or file that proves each one is installed.
xq_apt_packages() {
  local need=()
  command -v cmake >/dev/null || need+=(cmake)
  command -v g++ >/dev/null || need+=(g++)
  command -v clang++ >/dev/null || need+=(clang)
  command -v emcc >/dev/null || need+=(emscripten)
  [ -f /usr/include/catch2/catch.hpp ] || need+=(catch2)
  /usr/bin/python3 -c "import fontTools" 2>/dev/null || need+=(python3-fonttools)
  [ -f /usr/share/fonts/truetype/lxgw-wenkai/LXGWWenKai-Regular.ttf ] || need+=(fonts-lxgw-wenkai)
  [ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || need+=(fonts-dejavu-core)
  command -v xz >/dev/null || need+=(xz-utils)
  command -v rsvg-convert >/dev/null || need+=(librsvg2-bin)
  [ -x /usr/bin/python3 ] || need+=(python3)
  command -v node >/dev/null || need+=(nodejs)
  command -v npm >/dev/null || need+=(npm)
  [ -f /usr/share/nodejs/acorn/package.json ] || need+=(node-acorn)
  # libFuzzer runtime for the fuzz smoke targets (clang's compiler-rt).
  ls /usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a >/dev/null 2>&1 || need+=(libclang-rt-14-dev)
  if [ "${1:-}" = test ]; then
    command -v chromium >/dev/null || need+=(chromium)
  fi
  if [ ${#need[@]} -gt 0 ]; then
    log "installing Debian packages: ${need[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq || die "apt-get update failed"
    apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null || die "apt-get install ${need[*]} failed"
  fi
}

# Debian source packages (imgui, libsdl2) via a private deb-src list that reuses the
# mirror the machine's apt already uses; the system's apt sources stay untouched.
xq_fetch_sources() {
  local src=$XQ_CACHE/src
  if [ -f "$src/SDL2-$SDL2_VERSION/.ok" ] && [ -f "$src/imgui-$IMGUI_VERSION/.ok" ]; then return; fi
  log "fetching Debian source packages libsdl2 and imgui into $src"
  local d=$XQ_CACHE/apt uri
  rm -rf "$d"; mkdir -p "$d/parts" "$d/lists/partial" "$d/cache/archives/partial" "$src"
  if [ -f /etc/apt/sources.list.d/debian.sources ]; then
    uri=$(sed -n 's/^URIs: *//p' /etc/apt/sources.list.d/debian.sources | head -n1 | awk '{print $1}')
  fi
  if [ -z "${uri:-}" ] && [ -f /etc/apt/sources.list ]; then
    uri=$(awk '$1=="deb"{for(i=2;i<=NF;i++) if($i ~ /^(https?|file):/){print $i; exit}}' /etc/apt/sources.list)
  fi
  [ -n "${uri:-}" ] || die "cannot find the apt mirror in /etc/apt/sources.list(.d)"
  printf 'Types: deb-src\nURIs: %s\nSuites: bookworm\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' "$uri" >"$d/parts/src.sources"
  local o=(-o Dir::Etc::SourceList=/dev/null -o "Dir::Etc::SourceParts=$d/parts" -o "Dir::State::Lists=$d/lists" -o "Dir::Cache=$d/cache")
  apt-get "${o[@]}" update -qq || die "apt-get update (deb-src) failed"
  local dl=$XQ_CACHE/dl; rm -rf "$dl"; mkdir -p "$dl"
  (cd "$dl" && apt-get "${o[@]}" source --download-only imgui libsdl2 >/dev/null) || die "apt-get source failed"
  rm -rf "$src/SDL2-$SDL2_VERSION" "$src/imgui-$IMGUI_VERSION"
  local t
  t=$(ls "$dl"/libsdl2_"$SDL2_VERSION"*.orig.tar.* | head -n1) || die "SDL2 $SDL2_VERSION tarball not found"
  tar -xf "$t" -C "$src"
  t=$(ls "$dl"/imgui_"$IMGUI_VERSION"*.orig.tar.* | head -n1) || die "imgui $IMGUI_VERSION tarball not found"
  tar -xf "$t" -C "$src"
  [ -f "$src/SDL2-$SDL2_VERSION/CMakeLists.txt" ] || die "SDL2 source did not unpack"
  [ -f "$src/imgui-$IMGUI_VERSION/imgui.cpp" ] || die "imgui source did not unpack"
  touch "$src/SDL2-$SDL2_VERSION/.ok" "$src/imgui-$IMGUI_VERSION/.ok"
  rm -rf "$dl"
}

# SDL2 built for wasm with emcmake (Emscripten's own SDL port needs a network download).
xq_build_sdl2_wasm() {
  local emv prefix
  emv=$(emcc -dumpversion 2>/dev/null || echo unknown)
  prefix=$XQ_CACHE/sdl2-$SDL2_VERSION-emcc$emv
  export XQ_SDL2_PREFIX=$prefix
  if [ -f "$prefix/.ok" ] && [ -f "$prefix/lib/libSDL2.a" ]; then
    log "reusing cached SDL2 wasm build ($prefix)"
    return
  fi
  log "building SDL2 $SDL2_VERSION for wasm (about 3 minutes, cached afterwards)"
  local b=$XQ_CACHE/sdl2-build
  rm -rf "$b" "$prefix"
  emcmake cmake -S "$XQ_CACHE/src/SDL2-$SDL2_VERSION" -B "$b" -DCMAKE_BUILD_TYPE=Release \
    -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF -DCMAKE_INSTALL_PREFIX="$prefix" >"$XQ_CACHE/sdl2-build.log" 2>&1 \
    || die "SDL2 configure failed (see $XQ_CACHE/sdl2-build.log)"
  cmake --build "$b" -j2 >>"$XQ_CACHE/sdl2-build.log" 2>&1 || die "SDL2 build failed (see $XQ_CACHE/sdl2-build.log)"
  cmake --install "$b" >>"$XQ_CACHE/sdl2-build.log" 2>&1 || die "SDL2 install failed"
  touch "$prefix/.ok"
  rm -rf "$b"
}

# playwright-core from the npm registry, pinned by the committed package-lock.json.
xq_npm() {
  if [ -f "$XQ_ROOT/node_modules/playwright-core/package.json" ] && \
     [ "$XQ_ROOT/node_modules/.package-lock.json" -nt "$XQ_ROOT/package-lock.json" ]; then return; fi
  log "installing npm packages (npm ci)"
  (cd "$XQ_ROOT" && npm ci --no-audit --no-fund --loglevel=error) || die "npm ci failed"
}

xq_setup() {
  xq_apt_packages "${1:-}"
  xq_fetch_sources
  xq_build_sdl2_wasm
  export XQ_IMGUI_DIR=$XQ_CACHE/src/imgui-$IMGUI_VERSION
  # emcc must never see /usr/include (host headers break the wasm build): give it a
  # directory that holds only Catch2.
  mkdir -p "$XQ_CACHE/catch2-include"
  ln -sfn /usr/include/catch2 "$XQ_CACHE/catch2-include/catch2"
  export XQ_CATCH2_WASM_INCLUDE=$XQ_CACHE/catch2-include
  if [ "${1:-}" = test ]; then xq_npm; fi
}
