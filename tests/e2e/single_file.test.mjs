// The single-file build: build/site/xiangqi.html opened straight from disk (file://, no
// server, no service worker) starts, reports ready and draws the board without errors.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { siteDir, launch, openApp, screenshot } from './lib.mjs';

const file = path.join(siteDir, 'xiangqi.html');
let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

test('xiangqi.html works from file:// on its own', async () => {
  assert.ok(fs.existsSync(file), `${file} is missing (scripts/single_file.py runs in xq_build_site)`);
  const html = fs.readFileSync(file, 'utf8');
  const markup = html.replace(/<script>[\s\S]*?<\/script>/g, '');  // inlined code may quote tags
  assert.ok(!/<script src=/.test(markup), 'a script is still loaded from a file');
  assert.ok(html.includes('Module.wasmBinary = '), 'the wasm is not inlined');
  const requests = [];
  const { page, context, errors } = await openApp(browser, pathToFileURL(file).href, { serviceWorkers: 'allow' });
  page.on('request', (r) => requests.push(r.url()));
  await page.waitForTimeout(300);
  await screenshot(page, 'single-file.png');
  const sw = await page.evaluate(async () => ('serviceWorker' in navigator && navigator.serviceWorker.controller) ? 1 : 0);
  assert.equal(sw, 0, 'no service worker on file://');
  const dump = await page.evaluate(() => (typeof Module !== 'undefined' && Module._xq_state_json)
    ? JSON.parse(UTF8ToString(Module._xq_state_json())) : null);
  if (dump) assert.match(dump.fen, /^rnbakabnr\/9\/1c5c1/);
  assert.equal(await page.evaluate(() => typeof window.XQIO), 'object', 'the import/export dialogs (io.js) are inlined');
  // When the page has the engine (engine.js), its worker runs from a blob: URL.
  const engine = await page.evaluate(async () => {
    if (typeof XQEngine === 'undefined') return 'absent';
    const e = new XQEngine();
    // A wide time budget: the watchdog in engine.js gives a search its movetime + 3 s, and the
    // first search also waits for the inlined wasm to compile in the worker (over 3 s once on a
    // loaded machine). Level 2 stops at its depth limit long before.
    const r = await e.search({ fen: 'startpos', moves: ['h2e2'], level: 2, movetime: 5000 });
    e.terminate();
    return r.bestmove;
  });
  assert.ok(engine === 'absent' || /^[a-i]\d[a-i]\d$/.test(engine), `engine answered ${engine}`);
  assert.deepEqual(requests.filter((u) => !/^(data|blob):/.test(u)), [], 'the page fetched other files');
  assert.deepEqual(errors, []);
  await context.close();
});
