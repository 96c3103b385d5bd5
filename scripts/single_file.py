#!/usr/bin/python3
"""Build SITE_DIR/xiangqi.html: the whole app as one self-contained file.

usage: single_file.py SITE_DIR [PAGE OUT]   (run after the normal site build, before precache.py)
       PAGE defaults to index.html and OUT to xiangqi.html; the build also runs it as
       "embed.html embed-single.html": an inlined embed page for frames with
       sandbox="allow-scripts" only (an opaque origin, which could not fetch the .wasm from
       a host that sends no CORS headers). embed.html itself stays light: it loads the
       shared, cached xiangqi.js/xiangqi.wasm.

Everything index.html loads is inlined: local <script src> files (with "</script" escaped),
the wasm as base64 handed to Emscripten through Module.wasmBinary (so nothing is fetched),
the SVG icon as a data: URI. The manifest link is dropped (installing needs a web server),
and the service worker registration only runs over http(s), so it is skipped on file://.
The result opens from a double-click, an e-mail attachment or a USB stick.
"""
import base64
import json
import re
import sys
from pathlib import Path

site = Path(sys.argv[1])
page = sys.argv[2] if len(sys.argv) > 2 else "index.html"
out_name = sys.argv[3] if len(sys.argv) > 3 else "xiangqi.html"
html = (site / page).read_text(encoding="utf-8")


def fail(message):
    sys.exit("single_file.py: " + message)


INLINE_OVERRIDES = {}  # file name -> patched text to inline instead of the file


def b64(path):
    return base64.b64encode(path.read_bytes()).decode("ascii")


def inline_script(match):
    name = match.group(1)
    path = site / name
    if name in INLINE_OVERRIDES:
        js = INLINE_OVERRIDES[name]
    elif path.is_file():
        js = path.read_text(encoding="utf-8")
    else:
        fail("%s loads %s, which is not in %s" % (page, name, site))
    js = js.replace("</script", "<\\/script")
    return "<script>\n" + js + "\n</script>"


# 1. The app's wasm (next to its loader, xiangqi.js -> xiangqi.wasm): decoded once from
# base64 before the Emscripten loader runs.
loader = next((m for m in re.finditer(r'<script src="([^":]+)\.js"></script>', html)
               if (site / (m.group(1) + ".wasm")).is_file()), None)
if not loader:
    fail("%s loads no Emscripten script with a .wasm next to it" % page)
wasm = site / (loader.group(1) + ".wasm")
if not wasm.is_file():
    fail("%s is missing" % wasm)
wasm_script = (
    "<script>\n"
    "  // The wasm, inlined: Emscripten uses Module.wasmBinary instead of fetching the file.\n"
    '  Module.wasmBinary = Uint8Array.from(atob("%s"), function (c) { return c.charCodeAt(0); });\n'
    "</script>\n" % b64(wasm)
)
html = html[: loader.start()] + wasm_script + html[loader.start():]

# 1b. The engine worker, when the page loads engine.js: file:// pages cannot start a worker
# from a file, so the worker (engine-worker.js + xq-engine.js + its wasm) becomes a blob:
# URL that engine.js picks up from globalThis.XQ_ENGINE_WORKER_URL.
if re.search(r'<script src="engine\.js"></script>', html):
    worker = (site / "engine-worker.js").read_text(encoding="utf-8")
    if "importScripts('xq-engine.js');" not in worker:
        fail("engine-worker.js no longer starts with importScripts('xq-engine.js')")
    engine_src = (
        'var XQ_ENGINE_WASM = Uint8Array.from(atob("%s"), function (c) { return c.charCodeAt(0); });\n'
        % b64(site / "xq-engine.wasm")
        + (site / "xq-engine.js").read_text(encoding="utf-8")
        + "\nvar createXQEngineCore = (function (create) {\n"
        "  return function (options) { return create(Object.assign({ wasmBinary: XQ_ENGINE_WASM }, options)); };\n"
        "})(createXQEngineCore);\n"
        + worker.replace("importScripts('xq-engine.js');", "")
    )
    worker_script = (
        "<script>\n"
        "  // The engine worker, inlined as a blob: URL (see scripts/single_file.py).\n"
        "  globalThis.XQ_ENGINE_WORKER_URL = URL.createObjectURL(new Blob([%s], { type: 'text/javascript' }));\n"
        "</script>\n" % json.dumps(engine_src).replace("</", "<\\/")
    )
    engine_tag = re.search(r'<script src="engine\.js"></script>', html)
    html = html[: engine_tag.start()] + worker_script + html[engine_tag.start():]
    engine_js = (site / "engine.js").read_text(encoding="utf-8")
    if "XQ_ENGINE_WORKER_URL" not in engine_js:
        pattern = "workerUrl || new URL('engine-worker.js', here).href"
        if pattern not in engine_js:
            fail("engine.js: cannot find where the worker URL is chosen (%s)" % pattern)
        engine_js = engine_js.replace(
            pattern, "workerUrl || global.XQ_ENGINE_WORKER_URL || new URL('engine-worker.js', here).href")
    INLINE_OVERRIDES["engine.js"] = engine_js

# 2. Every local script.
html = re.sub(r'<script src="([^":]+)"></script>', inline_script, html)

# 3. The icon as a data: URI; no manifest.
def inline_icon(match):
    name = match.group(1)
    data = base64.b64encode((site / name).read_bytes()).decode("ascii")
    return '<link rel="icon" href="data:image/svg+xml;base64,%s" type="image/svg+xml">' % data


html = re.sub(r'<link rel="icon" href="([^"]+\.svg)"[^>]*>', inline_icon, html)
html = re.sub(r'<link rel="manifest"[^>]*>\n?', "", html)

# 4. The service worker must never register from this file (no sw.js next to it).
if "serviceWorker.register" in html and "location.protocol.startsWith('http')" not in html:
    fail("the service worker registration in index.html is not guarded to http(s)")

# Nothing local may still be referenced.
markup = re.sub(r"<script>.*?</script>", "", html, flags=re.S)  # inlined code may quote tags
left = re.findall(r'(?:src|href)="(?!data:|https?:|#)([^"]+)"', markup)
if left:
    fail("still references local files: %s" % ", ".join(left))

out = site / out_name
out.write_text(html, encoding="utf-8")
print("single file: %s (%d KB)" % (out, out.stat().st_size // 1024))
