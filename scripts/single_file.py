#!/usr/bin/python3
"""Build SITE_DIR/xiangqi.html: the whole app as one self-contained file.

usage: single_file.py SITE_DIR   (run after the normal site build, before precache.py)

Everything index.html loads is inlined: local <script src> files (with "</script" escaped),
the wasm as base64 handed to Emscripten through Module.wasmBinary (so nothing is fetched),
the SVG icon as a data: URI. The manifest link is dropped (installing needs a web server),
and the service worker registration only runs over http(s), so it is skipped on file://.
The result opens from a double-click, an e-mail attachment or a USB stick.
"""
import base64
import re
import sys
from pathlib import Path

site = Path(sys.argv[1])
html = (site / "index.html").read_text(encoding="utf-8")


def fail(message):
    sys.exit("single_file.py: " + message)


def inline_script(match):
    name = match.group(1)
    path = site / name
    if not path.is_file():
        fail("index.html loads %s, which is not in %s" % (name, site))
    js = path.read_text(encoding="utf-8").replace("</script", "<\\/script")
    return "<script>\n" + js + "\n</script>"


# 1. The wasm: decoded once from base64 before the Emscripten loader runs.
wasm_files = sorted(site.glob("*.wasm"))
if len(wasm_files) != 1:
    fail("expected one .wasm in %s, found %d" % (site, len(wasm_files)))
wasm_b64 = base64.b64encode(wasm_files[0].read_bytes()).decode("ascii")
wasm_script = (
    "<script>\n"
    "  // The wasm, inlined: Emscripten uses Module.wasmBinary instead of fetching the file.\n"
    '  Module.wasmBinary = Uint8Array.from(atob("%s"), function (c) { return c.charCodeAt(0); });\n'
    "</script>\n" % wasm_b64
)
loader = re.search(r'<script src="([^"]+\.js)"></script>', html)
if not loader:
    fail("no <script src=…> in index.html")
html = html[: loader.start()] + wasm_script + html[loader.start():]

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
left = re.findall(r'(?:src|href)="(?!data:|https?:|#)([^"]+)"', html)
if left:
    fail("still references local files: %s" % ", ".join(left))

out = site / "xiangqi.html"
out.write_text(html, encoding="utf-8")
print("single file: %s (%d KB)" % (out, out.stat().st_size // 1024))
