// A minimal static file server for build/site (correct MIME types for .wasm and the
// manifest; no special headers are needed: the site runs on any static host). Like every
// common static host it sends validators (ETag, Last-Modified) and answers a matching
// If-None-Match with 304, so a browser revalidates its cached xiangqi.wasm instead of
// fetching it again: the second embed on a page costs only headers (docs/sharing.md).
// `Cache-Control: no-cache` makes that revalidation happen every time, so a fresh build is
// never hidden behind a cached one. Used by
// scripts/play and, as a module, by the browser tests (tests/e2e/lib.mjs).
// usage: node scripts/serve.mjs DIR PORT [HOST]
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript',
  '.wasm': 'application/wasm', '.json': 'application/json', '.webmanifest': 'application/manifest+json',
  '.png': 'image/png', '.svg': 'image/svg+xml', '.ttf': 'font/ttf', '.css': 'text/css', '.txt': 'text/plain',
};

export function createStaticServer(dir) {
  const root = path.resolve(dir);
  return http.createServer((req, res) => {
    let file;
    try {
      file = path.normalize(path.join(root, decodeURIComponent(new URL(req.url, 'http://x').pathname)));
    } catch {
      res.writeHead(400).end('bad request');
      return;
    }
    if (!file.startsWith(root)) { res.writeHead(403).end(); return; }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    fs.stat(file, (statErr, st) => {
      if (statErr) { res.writeHead(404).end('not found'); return; }
      const etag = `"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`;
      const headers = {
        'Content-Type': types[path.extname(file)] || 'application/octet-stream',
        ETag: etag, 'Last-Modified': st.mtime.toUTCString(), 'Cache-Control': 'no-cache',
      };
      if (req.headers['if-none-match'] === etag) { res.writeHead(304, headers).end(); return; }
      fs.readFile(file, (err, data) => {
        if (err) { res.writeHead(404).end('not found'); return; }
        res.writeHead(200, headers);
        res.end(data);
      });
    });
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [dir = 'build/site', port = '8080', host = '127.0.0.1'] = process.argv.slice(2);
  createStaticServer(dir).listen(Number(port), host);
}
