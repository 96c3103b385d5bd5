#!/usr/bin/python3
"""Write the site's service worker: the file list and a content-derived version.

usage: precache.py SITE_DIR   (reads SITE_DIR/sw.js as copied from public/, rewrites it)
"""
import hashlib
import json
import sys
from pathlib import Path

site = Path(sys.argv[1])
sw = site / "sw.js"
# xiangqi.html and embed-single.html are the single-file builds (for use from disk, and for
# opaque-origin frames, which no service worker controls): the served pages never need them,
# and each would add ~2 MB to the install.
SKIP = {"sw.js", "xiangqi.html", "embed-single.html"}
files = sorted(p for p in site.rglob("*") if p.is_file() and p.name not in SKIP)
digest = hashlib.sha256()
for p in files:
    digest.update(p.relative_to(site).as_posix().encode())
    digest.update(p.read_bytes())
urls = ["./"] + [p.relative_to(site).as_posix() for p in files]
text = sw.read_text(encoding="utf-8")
text = text.replace("'__XQ_VERSION__'", json.dumps(digest.hexdigest()[:16]))
text = text.replace("__XQ_PRECACHE__", json.dumps(urls))
sw.write_text(text, encoding="utf-8")
print("precache: %d files, version %s" % (len(urls), digest.hexdigest()[:16]))
